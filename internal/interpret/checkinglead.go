package interpret

import "strings"

// "Just checking" before a question only says that a question follows: "yes
// im in. just checking is this the corner sofa or the footstool??", "just
// checking, what time roughly?", as do "quick question," and "out of
// interest,". It is no wish to check something before
// saying yes ("I need to check"), so beside a firm yes the question is read
// from the word after it (yesquestion.go). Checking with someone ("just
// checking with my wife, what time?") or after the question ("what time?
// just need to check") still makes the yes wait on the answer.

// questionOpeners are the words a question opens with after "just
// checking".
var questionOpeners = words(`is are was will would do does did can could what which who when how whats`)

// askFrom returns where the question itself begins in clause tokens ts:
// after a request to be told (questiontold.go) or after "just checking"
// (or "only checking") that a question opener follows; 0 when it begins
// at the start.
func askFrom(ts []token) int {
	if k := toldIn(ts); k > 0 {
		return k
	}
	if k := leadWords(ts); k > 0 {
		return k // "out of curiosity who is delivering it?"
	}
	for k := 0; k+1 < len(ts) && k < 3; k++ {
		if ts[k].w != "checking" || k > 0 && ts[k-1].w != "just" && ts[k-1].w != "jus" && ts[k-1].w != "only" {
			continue
		}
		if questionOpeners[ts[k+1].w] {
			return k + 1
		}
	}
	return 0
}

// checkingAlone reports a clause that is only "just checking" (the "just"
// is a filler), said before the question in a clause of its own: "Yes
// I'll be in. Just checking, is it the grey one?".
func (rd *reading) checkingAlone(ci int) bool {
	return checkingWords(rd.clauses[ci].toks) && ci+1 < len(rd.clauses) && asking(rd.clauses[ci+1])
}

// askLeads are the whole of a clause that only says a question follows:
// "just checking,", "quick question,", "out of interest,".
var askLeads = map[string]bool{
	"checking": true, "only checking": true, "jus checking": true, "quick question": true, "quick q": true, "question": true, "one question": true,
	"out of interest": true, "out of curiosity": true, "just curious": true, "curious": true,
}

// checkingWords reports tokens ts as the whole of a lead to a question.
func checkingWords(ts []token) bool {
	var ws []string
	for _, t := range ts {
		ws = append(ws, t.w)
	}
	return len(ts) > 0 && len(ts) <= 3 && askLeads[strings.Join(ws, " ")]
}

// leadWords are the words of such a lead said in the question's own clause:
// "out of curiosity who is delivering it?".
func leadWords(ts []token) int {
	for n := 3; n >= 1; n-- {
		if n < len(ts) && checkingWords(ts[:n]) && questionOpeners[ts[n].w] {
			return n
		}
	}
	return 0
}
