package interpret

import "strings"

// A story told beside a firm yes: "Hiya sorry only just seen this, been a
// mad weekend with my sister's hen do in Newcastle and I've barely slept lol
// anyway yes I'm off work Tuesday so I'll be here", "Got scammed last month
// with a fake parcel text. But yes I'm in Tuesday". The everyday words of
// such a story (lexicon/en/story.txt), and a place or a name written with
// its capital, are placed only inside a span told in the past: it opens
// with a verb of the past ("been", "was", "went", "said", "got scammed", "I've
// barely slept") and runs to the answer or to anything said of now or later
// ("yes", "I'm", "will", "might", "if", "not"). A span that names a day, a
// date, a part of the day or an hour may tell of the delivery's own day
// ("I've been asked to work Tuesday") and places nothing, and so does one
// opened by a verb of leaving ("I've gone to Newcastle"). Only the customer
// being in is read beside a story: when another person signs, the story may
// be theirs ("my son will be in, he's only 12, been off school with a bug")
// and its words are asked about.

var storyLex = loadClasses("story.txt")

var (
	storyVocab = storyLex.set("story")
	storyPast  = storyLex.set("past")
)

// storyAux open a span in the past on their own.
var storyAux = words(`been was went came did had`)

// storyBounds end a span told in the past: the answer, the present, the
// future, a doubt, a condition or a denial.
var storyBounds = words(`yes yeah yep ok okay sure no nope will would shall can could might may must should
	going gonna am are is if unless when whether not never cannot hope hopefully maybe perhaps
	possibly probably but so then now still tomorrow today tonight`)

// storyAway are the participles that leave the home, never a story's
// opening: "I've gone to Newcastle", "we've moved".
var storyAway = words(`gone left moved popped nipped headed flown travelled traveled driven
	returned booked arranged planned decided agreed promised been
	invited organised organized scheduled`)

// storyPassive before a participle make it say what is: "I'm snowed in".
var storyPassive = words(`am is are be being get getting`)

// storyModals before "have" make a guess or a regret, not a story:
// "I should have", "will have been".
var storyModals = words(`will would shall should could might may must`)

// storyDated are the words that date a span to the booking or after it.
var storyDated = words(`tomorrow today tonight next morning afternoon evening am pm
	oclock noon midday lunchtime`)

// storyOpen reports that ts[k] opens a span told in the past.
func storyOpen(ts []token, k int) bool {
	w := ts[k].w
	prevModal := k > 0 && storyModals[ts[k-1].w] ||
		k > 1 && (ts[k-1].w == "have" || ts[k-1].w == "has") && storyModals[ts[k-2].w]
	switch {
	case prevModal, k > 0 && storyPast[w] && storyPassive[ts[k-1].w]:
		return false // "I'm snowed in", "it's broke": what is, not a story
	case storyAux[w], storyPast[w]:
		return true
	case w == "got":
		return k+1 < len(ts) && strings.HasSuffix(ts[k+1].w, "ed") && !storyAway[ts[k+1].w]
	case w == "have" || w == "has":
		for j := k + 1; j < len(ts) && j <= k+2; j++ {
			p := ts[j].w
			if p == "just" || p == "only" || p == "barely" || p == "hardly" || p == "already" || p == "finally" {
				continue
			}
			return !storyAway[p] && (storyPast[p] || p == "seen" || p == "had" || strings.HasSuffix(p, "ed") && len(p) > 4)
		}
	}
	return false
}

// storyWord reports that ts[i] is a word of a story told in
// the past that nothing else places.
func (rd *reading) storyWord(ts []token, i int) bool {
	t := ts[i]
	if regretModals[t.w] && regretAside(ts, i) {
		return true // "my sister said I should've kept it": regretaside.go
	}
	proper := isLetters(t.w) && startsUpper(t.raw) && !t.sent && !t.shout && !t.fixed
	// "I was starting to worry", "the old sofa went to the tip": the verb
	// of the past itself, never before where one was ("I was away", "went out")
	pastVerb := (t.w == "was" || t.w == "went") && i+1 < len(ts) && !guarded[ts[i+1].w] && !presenceWords[ts[i+1].w] &&
		(storyVocab[ts[i+1].w] || ts[i+1].w == "to" && t.w == "went")
	if !storyVocab[t.w] && !storyPast[t.w] && !proper && !pastVerb || !rd.saysIn() {
		return false
	}
	open := -1
	for k := i; k >= 0; k-- {
		if k < i && regretModals[ts[k].w] && regretAside(ts, k) {
			open = k // "my mum said I should've bought the grey one"
			break
		}
		if k < i && storyBound(ts, k) {
			return false
		}
		if storyOpen(ts, k) {
			open = k
			break
		}
	}
	for k := i + 1; open < 0 && k < len(ts) && !storyBound(ts, k); k++ {
		if storyOpen(ts, k) && ts[k].w != "have" && ts[k].w != "has" {
			open = k // the subject of a verb of the past: "the boiler burst"
		}
	}
	if open < 0 && i+1 < len(ts) && (ts[i+1].w == "we" || ts[i+1].w == "i") && i+2 < len(ts) && regretModals[ts[i+2].w] && regretAside(ts, i+1) {
		open = i // "my brother reckons we should have waited"
	}
	if open < 0 {
		return false
	}
	for k := min(open, i); k < len(ts); k++ {
		if k > max(i, open) && storyBound(ts, k) {
			break
		}
		w := ts[k].w
		if storyDated[w] || numberLike(w) || storyAway[w] && w != "been" {
			return false
		}
		if weekdayOrMonth(w) && !rd.pastDay(ts, open, k) {
			return false
		}
	}
	return true
}

// storyBound reports a word that ends a span told in the past; "is" written
// as "'s" after a name is a possessive: "my sister's hen do".
func storyBound(ts []token, k int) bool {
	if ts[k].w == "is" && k > 0 && ts[k-1].start == ts[k].start {
		return false
	}
	return storyBounds[ts[k].w]
}

// pastDay reports the weekday at ts[k] as a day gone by in a span opened
// by a verb of the simple past at ts[open]: "the old sofa went to the tip
// on Friday". Not after "have" or "been" ("I've been asked to work
// Friday"), and never the booked day.
func (rd *reading) pastDay(ts []token, open, k int) bool {
	d, ok := weekdays[ts[k].w]
	if !ok || rd.d.booked.IsZero() || d == int(rd.d.booked.Weekday()) {
		return false
	}
	w := ts[open].w
	return w == "was" || w == "went" || w == "came" || w == "did" || storyPast[w]
}

// saysIn reports someone said to be in, the story aside: a bare "yes I went
// to Newcastle" has nothing beside it and is asked about.
func (rd *reading) saysIn() bool {
	for _, fr := range rd.fs {
		if !fr.absent && !fr.question && !fr.hedged {
			return true
		}
	}
	return false
}
