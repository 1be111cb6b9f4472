package interpret

// partOfDayAfter reports refs[i], a weekday, followed at once in its clause
// by a part of the day ("wednesday afternoon", "friday morning"): the two
// name one time, so what is said after the part is said of the day too.
func partOfDayAfter(ts []token, refs []slotRef, i int) bool {
	r, n := refs[i], refs[i+1]
	return n.clause == r.clause && n.pos == r.last+1 && r.pos < len(ts) && isWeekday(ts[r.pos].w) &&
		n.pos < len(ts) && partsOfDay[ts[n.pos].w]
}
