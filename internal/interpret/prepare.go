package interpret

// Getting ready for the delivery asked about beside a yes: "Yes I'll be in.
// Anything else I need to do beforehand, like measure doors?", "do I need
// to clear the hallway?". What the customer must do before the crew comes
// does not touch whether anyone is in; the booking does not hold its
// answer, so it is asked as a service on the day (questionextra.go) and
// passed on with the confirmation. Its "anything" and "else" ask what to
// do, not for another day or time (questionmove.go): "anything else
// tomorrow?" still does.

// prepNeeds say the customer has to do something.
var prepNeeds = words(`need needs should have got must`)

// readyAsked reports ts[i], "anything", "something" or "else", as the
// opening of a question about what the customer must do: "anything (else)
// I need to do", "something we should do beforehand".
func readyAsked(ts []token, i int) bool {
	k := i
	if ts[k].w == "else" {
		if k == 0 || ts[k-1].w != "anything" && ts[k-1].w != "something" {
			return false
		}
	} else if ts[k].w != "anything" && ts[k].w != "something" {
		return false
	} else if k+1 < len(ts) && ts[k+1].w == "else" {
		k++
	}
	return k+2 < len(ts) && (ts[k+1].w == "i" || ts[k+1].w == "we") && prepNeeds[ts[k+2].w]
}

// readyBefore reports clause ci as the first half of a question about
// getting ready that the next clause ends with an example: "Anything else I
// need to do beforehand, like measure doors?". The question mark falls on
// the example, so the first half is read as part of the question.
func (rd *reading) readyBefore(ci int) bool {
	c := rd.clauses[ci]
	if ci+1 >= len(rd.clauses) || len(c.toks) == 0 || !extraAsked(c) || !readyAsked(c.toks, 0) {
		return false
	}
	n := rd.clauses[ci+1]
	return asking(n) && len(n.toks) > 1 && n.toks[0].w == "like" && extraAsked(n)
}
