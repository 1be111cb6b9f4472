package interpret

// Who will sign when the words that name them do not stand where English
// puts them, or stand beside words that seem to leave nobody in.

// inInstead reports another person said, after a "but", to be in or to
// take it, firmly, after the household's absence in clause ci: "we're on
// holiday but my dad Keith will be at the house", "we're both at work but
// the cleaner, Rosa, is there". "We're both away" alone, or with someone
// who only might be in, still leaves nobody in.
func (rd *reading) inInstead(ci int) bool {
	_, end := rd.clauses[ci].span()
	for _, f := range rd.fs {
		if f.clause <= ci || f.absent || f.hedged || f.soft || f.question || f.who.kind != pOther {
			continue
		}
		if f.who.relation == "" && len(f.who.name) == 0 && f.who.title == "" {
			continue // "he", "someone else"
		}
		start, _ := rd.clauses[f.clause].span()
		for _, t := range rd.toks {
			if t.start >= end && t.end <= start && t.w == "but" {
				return true
			}
		}
	}
	return false
}
