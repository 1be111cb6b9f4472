package interpret

// A call that opens with a question the customer answers themself: "sorry
// what was that oh the delivery yes yes I'm in", "sorry who is this again
// oh Acme yes yes I'll be in", "sorry what oh the sofa yeah yeah Tuesday's
// fine". The question asks to hear ours again or who is calling; "oh" and
// what the call is about (the delivery, the order, the sender's name as our
// message gave it) say the customer now knows, and the yes after it answers
// ours. The question is dropped like any settled one (questionsettle.go);
// the veto still reads every word, so a hedge, a condition or an absence
// after the yes keeps what it says, and a question after the yes is still
// asked. Anything else named after "oh" ("oh dave") answers nothing.

// ownNamedWords may stand beside what is named after "oh": "oh the sofa
// people", "oh my delivery".
var ownNamedWords = words(`the a my our your that this it people lot ones company guys`)

// ownNamedThings name what the call is about.
var ownNamedThings = words(`delivery deliveries order sofa settee couch bed furniture parcel`)

// ownAsks are the questions a customer answers themself on a call, as the
// reading has them (its "sorry", "er" and "oh" are dropped): "what", "what
// was that", "who is this", each perhaps with "again".
var ownAsks = [][]string{{"what", "was", "that"}, {"what", "is", "that"}, {"what", "did", "you", "say"}, {"what"},
	{"pardon"}, {"come", "again"}, {"who", "is", "this"}, {"who", "is", "it"}, {"who", "is", "that"},
	{"who", "is", "calling"}, {"who", "are", "you"}}

// ownAnswered is where the yes begins in ts, a question the customer
// answers themself before answering ours, or 0.
func (rd *reading) ownAnswered(ts []token) int {
	k := -1
	for _, run := range ownAsks {
		if len(run) < len(ts) && wordsAt(ts, run) {
			k = len(run)
			break
		}
	}
	if k < 0 {
		return 0
	}
	if ts[k].w == "again" {
		k++
	}
	named := false
	for i := k; i < len(ts); i++ {
		t := ts[i]
		switch {
		case t.isBreak():
		case settleYes[t.w]:
			if !named {
				return 0
			}
			return i
		case ownNamedThings[t.w] || rd.senderName(t):
			named = true
		case !ownNamedWords[t.w]:
			return 0
		}
	}
	return 0
}

// wordsAt reports ts opening with the words of run.
func wordsAt(ts []token, run []string) bool {
	for n, w := range run {
		if ts[n].w != w {
			return false
		}
	}
	return true
}

// asksLater reports a question in a clause after clause ci.
func (rd *reading) asksLater(ci int) bool {
	for _, c := range rd.clauses[ci+1:] {
		if asking(c) || rd.asksIn(c.toks) {
			return true
		}
	}
	return false
}
