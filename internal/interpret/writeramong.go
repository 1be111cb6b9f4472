package interpret

// The writer among those in. "me and the kids will be in", "myself and my
// son will be here": a child named beside the writer is company, not the
// only one in, so the reply is not read as naming only a child.

// childOnlyWhat is what a child alone said to be in does.
const childOnlyWhat = "names only a child as who will be in"

// writerAmong reports the writer joined to the words starting at s.toks[i]
// by "and" just before them: "me and the kids", "both I and my daughter".
func writerAmong(s sentence, i int) bool {
	j := i - 1
	if j < 1 || s.clause[j] != s.clause[i] || s.toks[j].w != "and" && s.toks[j].w != "plus" && s.toks[j].w != "with" {
		return false
	}
	switch s.toks[j-1].w {
	case "me", "i", "myself", "us", "we":
		return s.clause[j-1] == s.clause[i]
	}
	return false
}
