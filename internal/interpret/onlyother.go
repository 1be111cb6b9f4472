package interpret

import "github.com/confirmd/confirmd/internal/confirm"

// A reply that says the customer will be in and that only someone else
// will be ("Yes I'm in. Only my son will be in", "only my daughter will
// be home but yes I'm in", "I'll be in, nobody but my son will be there")
// contradicts itself: read the second way, the customer will not be
// there, and the one who is may be a child. It is asked again, whatever
// the order of the two. "Only my husband will be in" alone (no
// contradiction), "I'm in, only me though" (the customer is the one),
// "I'm in, only till 12" (a time) and "I'm in, only my son will be out"
// are not this.

// onlyOther asks about a confirmation, or a "nobody but my son" read as
// nobody, that says the customer will be in beside another who only will
// be.
func (rd *reading) onlyOther(f finding) finding {
	switch f.intent {
	case confirm.IntentWillBeIn, confirm.IntentAlternateSigner, confirm.IntentDifferentDay:
	default:
		return f
	}
	if f.intent == confirm.IntentDifferentDay && f.slot >= 0 || !rd.onlyOtherIn() {
		return f
	}
	return found(confirm.IntentUnclear, 0.5, "says the customer will be in and that only another will be: not a confirmation")
}

// onlyOtherIn reports a reply that says the customer will be in beside
// another person who only will be.
func (rd *reading) onlyOtherIn() bool {
	ts := rd.all
	other := -1
	for i := range ts {
		if j := exclusiveLead(ts, i); j > i {
			if p, ok := parsePerson(ts, j, slotFree); ok && p.kind == pOther && presentAfter(ts, p.j) && !besides(ts, p.j) {
				other = i
				break
			}
		}
	}
	if other < 0 {
		return false
	}
	for i, t := range ts {
		if (t.w == "i" || t.w == "we") && !(i > 0 && exclusiveWord(ts[i-1].w)) && presentAfter(ts, i+1) {
			return true
		}
	}
	return false
}

// exclusiveLead gives the index after a word that leaves out everyone but
// whom it names: "only", "just", "nobody but", "no one except (for)",
// "nobody apart from", "no one other than"; i when there is none.
func exclusiveLead(ts []token, i int) int {
	at := func(k int) string {
		if k >= 0 && k < len(ts) {
			return ts[k].w
		}
		return ""
	}
	switch at(i) {
	case "only", "just":
		return i + 1
	case "nobody", "none":
		switch at(i + 1) {
		case "but", "besides", "bar":
			return i + 2
		case "except":
			if at(i+2) == "for" {
				return i + 3
			}
			return i + 2
		case "apart", "other":
			if at(i+2) == "from" || at(i+2) == "than" {
				return i + 3
			}
		}
	}
	return i
}

func exclusiveWord(w string) bool { return w == "only" || w == "just" }

// presentAfter reports words from ts[j] that put whoever comes before
// them at home: "will be in", "is home", "'ll be there", with no negation
// in the chain and no place away after "in" ("in work").
func presentAfter(ts []token, j int) bool {
	k := j
	for k < len(ts) && !ts[k].isBreak() && auxWords[ts[k].w] && ts[k].w != "there" {
		switch ts[k].w {
		case "not", "never", "unable":
			return false
		}
		k++
	}
	if k == j || k >= len(ts) || ts[k].isBreak() {
		return false
	}
	switch ts[k].w {
	case "in":
		return k+1 >= len(ts) || !inAway[ts[k+1].w]
	case "home", "there", "here", "around", "about", "indoors", "inside", "available", "present":
		return true
	}
	return false
}

// besides reports "too", "as well" or "also" in the rest of the clause
// from ts[j]: "just my son will be in too" adds him, it leaves no one out.
func besides(ts []token, j int) bool {
	for k := j; k < len(ts) && !ts[k].isBreak(); k++ {
		switch ts[k].w {
		case "too", "also", "aswell":
			return true
		case "as":
			if k+1 < len(ts) && ts[k+1].w == "well" {
				return true
			}
		}
	}
	return false
}
