package interpret

// "Never text me before" tells of the past, not a wish: "Is this a scam?
// Acme never text me before" doubts the sender because no message came
// from us till now, and asks nothing to stop. A "never ... me" opt-out
// match followed by "before" (or "till now", "until now") at the end of
// its clause is passed over, unless the reply also says to stop or block
// (spamasked.go): "never text me again", "Acme never text me before, stop
// now" still opt out.

// neverPast reports an opt-out match m led by "never" and closed by
// "before", "till now" or "until now" at the end of its clause.
func (rd *reading) neverPast(m *match) bool {
	if anyWord(rd.toks, optOutBeside) {
		return false // "Acme never text me before, stop now"
	}
	s := rd.sents[m.sent]
	if m.start >= len(s.toks) || s.toks[m.start].w != "never" || m.end >= len(s.toks) {
		return false
	}
	ci := s.clause[m.start]
	rest := []string{}
	for k := m.end; k < len(s.toks) && s.clause[k] == ci; k++ {
		if s.toks[k].isBreak() {
			break
		}
		rest = append(rest, s.toks[k].w)
	}
	switch len(rest) {
	case 1:
		return rest[0] == "before"
	case 2:
		return (rest[0] == "till" || rest[0] == "until" || rest[0] == "til") && rest[1] == "now"
	}
	return false
}

// neverBefore reports the phone verb at ts[i] told of the past: "never
// text me before" is no way to reach the door.
func neverBefore(ts []token, i int) bool {
	return i > 0 && ts[i-1].w == "never" && len(ts) > 0 && ts[len(ts)-1].w == "before"
}
