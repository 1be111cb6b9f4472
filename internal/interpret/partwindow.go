package interpret

import "strings"

// A yes for part of the window: "yes but only till 10, then I'm going
// out", "tak ale tylko do 10, potem wychodzę", "haan lekin 10 baje se
// pehle aana kyunke phir main bahar jaunga". The customer will be in, but
// only until an hour, and says they go out after it: not a confirmation,
// and not the day turned down either, so it is asked about.

// yesBounded returns, for a reply that opens with a yes and states the
// absence x, the bound on the window by an hour said before it ("till
// 10, then out"), or inside its clause with "then" or "because" after
// the bound ("come before 10 because I go out"), or nil. "yes, I'm out
// till 10" and "yes but I'm back at 11" bound the absence itself: the
// day is turned down, as before.
func (rd *reading) yesBounded(fs []fact, x *fact) *fact {
	if len(rd.clauses) == 0 || len(rd.clauses[0].toks) == 0 || !yesWords[rd.clauses[0].toks[0].w] {
		return nil
	}
	for i := range fs {
		c := &fs[i]
		if c.kind != factCondition || c.what != "narrows the window" || !strings.ContainsAny(rd.text[c.start:c.end], "0123456789") {
			continue
		}
		if c.end <= x.start || c.start >= x.start && c.end <= x.end && rd.thenBetween(c.end, x.end) {
			return c
		}
	}
	return nil
}

// thenBetween reports a "then" or "because" between two offsets: "before
// 10 because I go out", "cyn 10 achos dwi'n mynd allan".
func (rd *reading) thenBetween(from, to int) bool {
	for _, t := range rd.all {
		if t.start >= from && t.end <= to && (t.w == "then" || t.w == "because" || t.w == "cos") {
			return true
		}
	}
	return false
}

// yesThenOut returns the bound of a reply that says yes, bounds the window
// and then says someone goes out, or nil.
func (rd *reading) yesThenOut() *fact {
	fs := rd.facts()
	for i := len(fs) - 1; i >= 0; i-- {
		if fs[i].kind == factAbsence {
			return rd.yesBounded(fs, &fs[i])
		}
	}
	return nil
}
