package interpret

// slotclash.go: the booked day turned down for something else happening
// on it, and an offered slot asked for. "no, I've got the boiler man coming
// Tuesday. Can we do Friday?" names Tuesday only as the clash; the slot
// asked for after it is the pick. A yes or someone said to be in beside it
// leaves the reply to the usual reading.

// clashThenAsked reports a reply that says no, names the booked day in a
// statement, and then asks for exactly one offered slot.
func (rd *reading) clashThenAsked(p pick) bool {
	if !p.booked || len(p.opts) != 1 || !rd.slotAsked() {
		return false
	}
	no := false
	for _, c := range rd.clauses {
		if rd.yesClause(c) {
			return false
		}
		no = no || rd.noClause(c)
	}
	if !no {
		return false
	}
	for _, f := range rd.fs {
		if !f.absent && (f.who.kind == pSelf || f.who.kind == pSomeone) {
			return false // "no, I'll be in Tuesday, can we do Friday?"
		}
	}
	lastAsk := -1
	for _, r := range rd.rs {
		if !r.neg && !r.booked && len(r.opts) > 0 && asking(rd.clauses[r.clause]) {
			lastAsk = max(lastAsk, r.clause)
		}
	}
	if lastAsk < 0 {
		return false
	}
	for _, r := range rd.rs {
		if r.booked && !r.neg && (r.clause >= lastAsk || asking(rd.clauses[r.clause])) {
			return false // "no, tuesday or friday?" asks for both
		}
	}
	return true
}
