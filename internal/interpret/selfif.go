package interpret

// selfIf reports an "if" that puts the writer's own being in in doubt:
// "just ring if I am", "knock if we're in", "call me if I'm home". An
// instruction before it ("ring", "knock") does not make it an aside, as it
// does for "ring if I don't answer": the yes itself is what is uncertain.
func selfIf(s sentence, i int) bool {
	j := i + 1
	if j >= len(s.toks) || s.clause[j] != s.clause[i] {
		return false
	}
	switch s.toks[j].w {
	case "i", "we", "someone", "somebody", "anyone", "anybody":
	default:
		return false
	}
	j++
	if j < len(s.toks) && s.clause[j] == s.clause[i] && s.toks[j].w == "will" {
		j++
	}
	if j >= len(s.toks) || s.clause[j] != s.clause[i] || !beForms[s.toks[j].w] {
		return false
	}
	j++
	if j == len(s.toks) || s.clause[j] != s.clause[i] {
		return true // "if I am"
	}
	if s.toks[j].w == "in" && j+1 < len(s.toks) && s.clause[j+1] == s.clause[i] {
		return false // "ring if I'm in the garden": where in the house
	}
	switch s.toks[j].w {
	case "in", "home", "there", "here", "around", "about", "up", "back", "free", "available":
		return true
	}
	return presenceWords[s.toks[j].w]
}

// yesBefore reports a yes word before the byte offset at.
func (rd *reading) yesBefore(at int) bool {
	for _, c := range rd.clauses {
		for _, t := range c.toks {
			if t.start < at && yesWords[t.w] {
				return true
			}
		}
	}
	return false
}
