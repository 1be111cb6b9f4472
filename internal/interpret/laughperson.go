package interpret

// A laugh at a joke about a person of the household. "I'm 89 and my hip's
// done in 😂 Yes I'm in" and "my dad'll be in, dont let him talk your ear
// off 😂" laugh at the customer's own age or health, or at the one who
// will sign, in a clause of its own that says nothing of anyone being in:
// the yes beside it is not what is laughed at, so the laugh is no irony
// and is accounted for, as a laugh at a story of the home is (laugh.go).
// The laugh must close a clause that names a person of the household (a
// relation, "he" or "she") or the customer's body or age, and that holds
// no yes, no being in, no waiting and no "you" or "they": "yes I'll be in
// 😂", "oh I'll definitely be in 🙄😂", "my dad'll be in 😂" and "sure, he
// loves waiting in for you lot 😂" stay irony.

// householdPronouns are a person of the household told of in a joke.
var householdPronouns = words(`he him his she her hers`)

// bodyWords are the customer's own body and years, told of in a joke.
var bodyWords = words(`hip hips knee knees leg legs back ear ears eye eyes deaf blind old age aged bones joints
	arthritis zimmer wheelchair walker stick`)

// laughNotAt keep a laugh irony wherever they stand in its clause: about
// the wait, or about us.
var laughNotAt = words(`wait waiting waited again ever last usual always you they them youse yous u lot
	said believe joke kidding`)

// personLaugh reports a laughing emoji whose clause, prev, jokes about a
// person of the household or the customer's own age or body.
func personLaugh(prev []token) bool {
	if len(prev) < 3 || beingIn(prev) {
		return false
	}
	person := false
	for k, t := range prev {
		switch {
		case t.w == "ironic" || laughNotAt[t.w] || yesWords[t.w] || accounted.words[t.w] == "yes":
			return false
		case relations[t.w] != "" || householdPronouns[t.w] || bodyWords[t.w]:
			person = true
		case k > 0 && numberLike(t.w) && beForms[prev[k-1].w] && k > 1 && prev[k-2].w == "i":
			person = true // "I'm 89"
		}
	}
	return person
}
