package interpret

// On a call, the customer who missed the question asks to hear it again
// and then names what it was about before answering: "sorry what was that
// oh the sofa yes yes we'll be in", "what's that, the delivery? yeah I'm
// in". The repair and the thing named are dropped like any repair
// (questionsettle.go); a question about the thing ("what was that, the sofa
// or the bed?") is not a repair.

// repairAsks are the runs that ask to hear the question again.
var repairAsks = [][]string{{"what", "was", "that"}, {"what", "is", "that"}, {"what", "did", "you", "say"}, {"come", "again"},
	{"repeat", "that"}, {"say", "that", "again"}, {"catch", "that"}}

// repairNamed reports a run of words that asks to hear the question again
// and then only names the order ("oh the sofa"), nothing else.
func repairNamed(ts []token) bool {
	at := -1
	for k := range ts {
		for _, run := range repairAsks {
			if k+len(run) > len(ts) {
				continue
			}
			ok := true
			for n, w := range run {
				ok = ok && ts[k+n].w == w
			}
			if ok {
				at = k + len(run)
				break
			}
		}
		if at >= 0 {
			break
		}
	}
	if at < 0 {
		return false
	}
	for _, t := range ts[at:] {
		if t.isBreak() {
			continue
		}
		if settleYes[t.w] {
			return true // the answer begins
		}
		switch t.w {
		case "oh", "ah", "right", "ok", "the", "a", "my", "our", "that", "this", "sorry":
			continue
		}
		if accounted.words[t.w] != "order" {
			return false
		}
	}
	return true
}
