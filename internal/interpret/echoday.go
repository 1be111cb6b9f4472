package interpret

// The booked day echoed on its own in surprise ("Tuesday??", "Tuesday?!",
// "Tuesday...") beside another day named disputes the booked day: it picks
// nothing, and the other day is what the customer wants ("Tuesday?? I
// asked for Thursday when I ordered", "Tuesday! I booked it for Monday"
// ask for Thursday and Monday, and never accept Tuesday). Alone, or before
// a yes ("Tuesday? yes fine"), the echo is left as it was read.

// echoedBooked marks as not suiting a mention of the booked day that is
// the whole of a clause, when another day that is not the booked one is
// named as suiting elsewhere in the reply.
func (rd *reading) echoedBooked(refs []slotRef) {
	other := false
	for _, r := range refs {
		if r.kind == refDay && !r.booked && !r.neg {
			other = true
		}
	}
	if !other {
		return
	}
	for i := range refs {
		r := &refs[i]
		c := rd.clauses[r.clause]
		if r.booked && r.kind == refDay && r.pos == 0 && r.last == len(c.toks)-1 {
			r.neg = true
		}
	}
}
