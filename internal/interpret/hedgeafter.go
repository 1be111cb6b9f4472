package interpret

// hedgeAfter reports a hedge or a deferral said after clause ci: in "no.
// Not sure, let me check with my wife" the no is taken back into a maybe,
// so the last decisive statement is none.
func (rd *reading) hedgeAfter(ci int) bool {
	_, end := rd.clauses[ci].span()
	for j := ci + 1; j < len(rd.clauses); j++ {
		for _, t := range rd.clauses[j].toks {
			if hedges[t.w] || t.w == "might" {
				return true
			}
		}
	}
	for _, x := range rd.facts() {
		if x.kind == factHedge && x.what == deferWhat && x.start >= end {
			return true
		}
	}
	return false
}
