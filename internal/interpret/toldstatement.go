package interpret

// A question put as a statement of what the customer needs told: "I need
// to know what time they're coming", "need to know if they'll carry it
// up", "let me know roughly when" (the last read in question.go). It asks
// what the question after "know" asks, so the conversation answers it; it
// never changes what the reply means. Beside a firm yes ("Yep I'll be in,
// let me know roughly when") the yes stands and the question is named, as
// for "yes I'll be in, what time?"; "let me know when you're close" asks
// for a call and is left to the request it is.

// knowWanters open a statement of needing to be told: "need to know",
// "want to know", "needs to know".
var knowWanters = words(`need needs want wanna wanted`)

// knowAfter returns the index after "need to know" or "let me know" at
// ts[k], 0 when neither opens there.
func knowAfter(ts []token, k int) int {
	if k+2 >= len(ts) {
		return 0
	}
	switch {
	case ts[k].w == "let" && (ts[k+1].w == "me" || ts[k+1].w == "us") && ts[k+2].w == "know":
		return k + 3
	case knowWanters[ts[k].w] && ts[k+1].w == "to" && ts[k+2].w == "know":
		return k + 3
	}
	return 0
}

// toldStatement is the kind asked by a statement of needing to be told,
// QuestionNone when the reply holds none or its kind is not one the
// booking answers. yes limits it to the kinds a firm yes may ask beside it.
func (rd *reading) toldStatement(yes bool) Question {
	for _, c := range rd.clauses {
		ts := c.toks
		for k := 0; k < len(ts); k++ {
			j := knowAfter(ts, k)
			if j == 0 || j >= len(ts) {
				continue
			}
			if ts[j].w == "when" || ts[j].w == "roughly" && j+1 < len(ts) && ts[j+1].w == "when" {
				if anyWord(ts[j:], nearWords) {
					return QuestionNone // "let me know when you're close" asks for a call
				}
			}
			ifAsked := ts[j].w == "if" || ts[j].w == "whether"
			if !ifAsked && !toldAsking[ts[j].w] {
				continue
			}
			var q Question
			if ifAsked {
				q = questionKind(clause{toks: ts[j:]})
			} else {
				q = toldKind(ts, j)
			}
			switch q {
			case QuestionTime, QuestionWindow, QuestionItems, QuestionSender:
				return q
			case QuestionCarry, QuestionCallAhead, QuestionMustBeIn:
				if !yes && ifAsked {
					return q // "need to know if they'll carry it up"
				}
			}
		}
	}
	return QuestionNone
}

// toldAsking open the question a statement states: "what time", "if
// they carry it"; not "a half hour before", which asks for a call.
var toldAsking = words(`what whats which when how roughly approximately approx if whether`)

// toldAsked reports a clause that states a question: "need to know what
// time", "let me know if they carry it".
func toldAsked(c clause) bool {
	ts := c.toks
	for k := range ts {
		if j := knowAfter(ts, k); j > 0 && j < len(ts) && toldAsking[ts[j].w] {
			return true
		}
	}
	return false
}

// toldWaits finds, in a reply that states a question and asks none, a
// clause that makes the yes wait on the answer, the stating one included:
// "Yes I'll be in. Need to know what time before I confirm"; -1 when there
// is none (waitbeside.go).
func (rd *reading) toldWaits() int {
	told := false
	for _, c := range rd.clauses {
		told = told || toldAsked(c)
	}
	if !told {
		return -1
	}
	for ci, c := range rd.clauses {
		if waitClause(c) {
			return ci
		}
	}
	return -1
}
