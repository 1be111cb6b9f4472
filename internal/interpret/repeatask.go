package interpret

// On a call the customer who did not hear the question asks for it again
// without a question word: "sorry say that again", "come again", "pardon",
// "repeat that please", "I didn't catch that". Such a reply asks
// (QuestionOther): the call says the question again rather than counting
// an unclear answer. Only a clause made of the request alone asks; the
// request followed by an answer ("sorry can you repeat that, oh the sofa,
// yes I'll be in") is a repair dropped before the answer is read
// (questionrepair.go).

// repeatRuns are the requests to hear the question again.
var repeatRuns = [][]string{
	{"say", "that", "again"}, {"say", "it", "again"}, {"say", "again"}, {"come", "again"},
	{"pardon"}, {"repeat", "that"}, {"repeat", "it"}, {"repeat", "that", "again"},
	{"did", "not", "catch", "that"}, {"did", "not", "catch", "it"}, {"did", "not", "hear", "that"},
	{"did", "not", "hear", "you"}, {"could", "not", "hear", "you"}, {"can", "not", "hear", "you"},
	{"missed", "that"},
}

// repeatLead and repeatTail may stand around the request: "sorry, say that
// again please", "er I didn't catch that love".
var repeatLead = words(`sorry er erm um uh oh eh hello what i you can could please just`)
var repeatTail = words(`please sorry love mate again then`)

// repeatAsk reports a clause that only asks to hear the question again.
func repeatAsk(ts []token) bool {
	k := 0
	for k < len(ts) && repeatLead[ts[k].w] && !repeatOpens(ts[k:]) {
		k++
	}
	n := repeatOpensLen(ts[k:])
	if n == 0 {
		return false
	}
	for _, t := range ts[k+n:] {
		if !repeatTail[t.w] && !t.isBreak() {
			return false
		}
	}
	return true
}

func repeatOpens(ts []token) bool { return repeatOpensLen(ts) > 0 }

// repeatOpensLen is the length of the longest request ts opens with, 0 when
// it opens with none.
func repeatOpensLen(ts []token) int {
	best := 0
	for _, run := range repeatRuns {
		if len(run) > len(ts) || len(run) <= best {
			continue
		}
		ok := true
		for n, w := range run {
			ok = ok && ts[n].w == w
		}
		if ok {
			best = len(run)
		}
	}
	return best
}
