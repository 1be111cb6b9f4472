package interpret

import "github.com/confirmd/confirmd/internal/confirm"

// whQuestion reports a reply whose first clause asks with "what", "when",
// "which" or "how": it asks about the booking, where "can you do Friday
// instead?" asks for another day.
func (rd *reading) whQuestion() bool {
	for _, t := range rd.clauses[0].toks {
		if questionWords[t.w] {
			return true
		}
		if !questionLeads[t.w] {
			return false
		}
	}
	return false
}

// moveWords ask for the booking to move: "can you do Friday instead?".
var moveWords = words(`instead rather change move moved another different else rearrange reschedule rebook
	swap switch earlier later anything something availability openings gaps`)

// asksToMove reports a question that asks for another day or time rather
// than about the booking: "can you do Friday instead?", "could they come
// later?".
func (rd *reading) asksToMove() bool {
	for i, t := range rd.toks {
		if moveWords[t.w] && !(i > 0 && payAnything(rd.toks[i-1].w, t.w)) && !readyAsked(rd.toks, i) { // prepare.go
			return true
		}
	}
	return len(rd.clauses) > 0 && len(rd.clauses[0].toks) > 1 && requestWords[rd.clauses[0].toks[0].w] &&
		(rd.clauses[0].toks[1].w == "you" || rd.clauses[0].toks[1].w == "we" || rd.clauses[0].toks[1].w == "they" || rd.clauses[0].toks[1].w == "i")
}

func (rd *reading) unclear() finding {
	if rd.anyQuestion() {
		return found(confirm.IntentUnclear, 0.5, "asks a question rather than answering")
	}
	return found(confirm.IntentUnclear, 0.4, "says nothing the rules recognise")
}

func (rd *reading) anyQuestion() bool {
	for _, c := range rd.clauses {
		if c.question {
			return true
		}
	}
	return false
}

// payAnything reports "pay anything", "owe something": what is paid, not
// another day asked for ("do I need to pay anything on the day?").
func payAnything(prev, w string) bool {
	return (w == "anything" || w == "something") && (prev == "pay" || prev == "paying" || prev == "owe" || prev == "owed")
}
