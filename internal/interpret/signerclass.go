package interpret

// writerOnly reports a clause whose "not" at ts[neg] is the writer's own,
// with nobody else in it: "I can't make it myself", "can't be there
// myself". Beside someone else who will sign, it is why they sign, not a
// doubt about them.
func writerOnly(ts []token, neg int) bool {
	for i := 0; i < neg; i++ {
		switch w := ts[i].w; {
		case selfWords[w], auxWords[w], w == "but", w == "so", w == "unfortunately", w == "sorry":
		default:
			return false
		}
	}
	for _, t := range ts[neg+1:] {
		if relations[t.w] != "" || someoneWords[t.w] || t.w == "he" || t.w == "she" || t.w == "they" || nameCapital(t) {
			return false
		}
	}
	return true
}

// waitVerbs before "in" make one verb of being in: "wait in", "stay in".
var waitVerbs = words(`wait waits stay stays`)

// placeBefore reports "in", "at" at ts[j] leading a flat or house number
// inside a subject that ends at ts[k]: "the lady in flat 1", "Jan at
// number 14".
func placeBefore(ts []token, j, k int) bool {
	w := ts[j].w
	return (w == "in" || w == "at") && j > 0 && j+1 <= k && (placeWords[ts[j+1].w] || houseNumber(ts[j+1].w) && ts[j+1].w != "the")
}

// pronounAfterName reports "he", "she" at ts[i] just after a relation and
// a name, as a call transcript runs them on with no comma: "my flatmate um
// priya she works from home", "my brother dave he'll be in". The pronoun
// starts a clause about the one just named.
func pronounAfterName(ts []token, i int) bool {
	if i < 2 || ts[i].w != "he" && ts[i].w != "she" || !nameWord(ts[i-1], false, slotOnly) || relations[ts[i-1].w] != "" {
		return false
	}
	for j := i - 2; j >= 0 && j >= i-3; j-- {
		if relations[ts[j].w] != "" {
			return true
		}
	}
	return false
}

// youngRelations are the relations a bare number after which is an age:
// "my son (15)", "my niece Amy, 12". After a neighbour it is a house.
var youngRelations = words(`son daughter grandson granddaughter nephew niece brother sister stepson stepdaughter child kid`)

// youngAfter reports a bare number at s.toks[i] set just after such a
// relation, or its name: the age of the one who would sign.
func youngAfter(s sentence, i int) bool {
	if i == 0 {
		return false
	}
	k := i - 1
	if k > 0 && relations[s.toks[k].w] == "" && nameWord(s.toks[k], false, slotOnly) {
		k-- // "my son Jack (15)"
	}
	rel := relations[s.toks[k].w]
	return rel != "" && youngRelations[rel]
}
