package interpret

import "slices"

// ifBareBe reads a condition whose verb ends its clause, as these languages
// leave the place out: "toca el timbre si estoy", "toquem a campainha se eu
// estiver", "sunați la interfon dacă sunt" gloss to "ring the bell if i
// am", which English never writes and the English rules, seeing "i am",
// would read as a presence. "if i am", "if we are", "if i will be" with
// nothing after them in the clause become "if i am in", the condition the
// veto knows.
func ifBareBe(out []token) []token {
	for k := 0; k < len(out); k++ {
		if out[k].w != "if" {
			continue
		}
		n := bareBe(out[k+1:])
		if n == 0 {
			continue
		}
		end := k + 1 + n
		if end < len(out) && !out[end].isBreak() {
			continue
		}
		out = slices.Insert(out, end, withW(out[end-1], "in"))
		k = end
	}
	return out
}

// bareBe is how many words of ws make a subject and a be-verb ("i am",
// "we are", "i will be", "am"), or 0.
func bareBe(ws []token) int {
	forms := [][]string{{"i", "am"}, {"we", "are"}, {"i", "will", "be"}, {"we", "will", "be"}, {"they", "will", "be"}, {"am"}, {"are"}, {"is"}}
	for _, f := range forms {
		if len(ws) < len(f) {
			continue
		}
		ok := true
		for j, w := range f {
			ok = ok && !ws[j].isBreak() && ws[j].w == w
		}
		if ok {
			return len(f)
		}
	}
	return 0
}
