package interpret

// A yes or a no followed only by a word for the one written to ("no bro",
// "yes bro", "nah mate") addresses the reader: the "bro" is no brother who
// will sign, and the clause is the plain yes or no it opens with.

// addressWords may follow a yes or a no as the one written to.
var addressWords = words(`bro brother bruv mate man dude pal sis sister hun love babe buddy friend uncle aunt`)

// addressOnly reports a clause of address words only, straight after a
// clause of yes or no words in the same sentence: "no bro", "yes yes
// mate" (the no is a clause of its own).
func (rd *reading) addressOnly(ci int) bool {
	if ci < 1 || ci >= len(rd.clauses) {
		return false
	}
	c, prev := rd.clauses[ci], rd.clauses[ci-1]
	if len(c.toks) == 0 || len(prev.toks) == 0 || prev.sentence != c.sentence {
		return false
	}
	for _, t := range c.toks {
		if !addressWords[t.w] {
			return false
		}
	}
	for _, t := range prev.toks {
		if !yesWords[t.w] && t.w != "no" && t.w != "never" {
			return false
		}
	}
	return true
}
