package interpret

// The booked day echoed on its own in surprise ("Tuesday??", "Tuesday?!",
// "Tuesday...") beside another day named disputes the booked day: it picks
// nothing, and the other day is what the customer wants ("Tuesday?? I
// asked for Thursday when I ordered", "Tuesday! I booked it for Monday"
// ask for Thursday and Monday, and never accept Tuesday). Alone, or before
// a yes ("Tuesday? yes fine"), the echo is left as it was read. A day the
// customer says they chose ("I booked it for Monday", "I asked for
// Thursday") disputes the booked day wherever it is named, as a call runs
// on with no break ("tuesday i booked it for monday").

// echoedBooked marks as not suiting a mention of the booked day that is
// the whole of a clause, when another day that is not the booked one is
// named as suiting elsewhere in the reply.
func (rd *reading) echoedBooked(refs []slotRef) {
	other, chosen := false, false
	for _, r := range refs {
		if r.kind == refDay && !r.booked && !r.neg {
			other = true
			chosen = chosen || rd.chosenBefore(r)
		}
	}
	if !other {
		return
	}
	if chosen {
		// "tuesday i booked it for monday", run on as a call is: the day
		// the customer chose disputes the booked one wherever it stands
		for i := range refs {
			if r := &refs[i]; r.booked && r.kind == refDay && !rd.presentIn(r.clause) {
				r.neg = true
			}
		}
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

// choseWords tell of the day the customer chose: "I booked it for
// Monday", "I asked for Thursday", "I picked Friday".
var choseWords = words(`booked asked chose picked selected requested ordered wanted arranged`)

// chosenBefore reports a word of choosing within the four words before
// ref r in its clause.
func (rd *reading) chosenBefore(r slotRef) bool {
	ts := rd.clauses[r.clause].toks
	for k := r.pos - 1; k >= 0 && k >= r.pos-4; k-- {
		if choseWords[ts[k].w] {
			return true
		}
	}
	return false
}
