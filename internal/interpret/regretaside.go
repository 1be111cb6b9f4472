package interpret

import "strings"

// A "should have" told of the past is a regret inside a story, not a doubt
// about being in: "my sister said I should've kept it till the new one came
// but anyway. Yes I'll be in Tuesday morning". The modal with "have" and a
// participle of the past is an aside when someone is told saying it ("my
// sister said", "he reckons") or the words after it tell of the past ("till
// the new one came", "last week"), and nothing after it names a time, a day
// or being in. "I should've been in", "should have left by then", "I could
// have gone out" and "I should have finished by 10" stay a hedge, and so
// does "I should be in".

// regretModals are the modals of a regret or a guess about the past.
var regretModals = words(`should could would might`)

// reportVerbs tell who said the regret: "my sister said I should have".
var reportVerbs = words(`said says told tells reckoned reckons thought thinks`)

// regretPast are the words after it that tell of the past: "till the new
// one came", "last week".
var regretPast = words(`came went was were did last ago yesterday broke died arrived`)

// regretAside reports the hedge matched at ts[i] (the modal, or the
// subject before it) as a regret told of the past.
func regretAside(ts []token, i int) bool {
	m := i
	if m < len(ts) && !regretModals[ts[m].w] {
		m++
	}
	if m+2 >= len(ts) || !regretModals[ts[m].w] || ts[m+1].w != "have" {
		return false
	}
	p := ts[m+2].w
	if p == "been" || p == "be" || p == "got" || storyAway[p] || presenceWords[p] || !storyPast[p] && !(strings.HasSuffix(p, "ed") && len(p) > 4) {
		return false
	}
	told := false
	for k := max(0, m-4); k < m; k++ {
		told = told || reportVerbs[ts[k].w]
	}
	past := false
	for k := m + 3; k < len(ts); k++ {
		w := ts[k].w
		if clauseBreakers[w] || w == "yes" || w == "and" {
			break
		}
		if storyDated[w] || weekdayOrMonth(w) || numberLike(w) || w == "by" || w == "then" || w == "be" || presenceWords[w] && w != "there" || storyAway[w] {
			return false
		}
		past = past || regretPast[w]
	}
	return told || past
}
