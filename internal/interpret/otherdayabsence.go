package interpret

// An absence on another day. "that's the wednesday I'm at the dentist.
// yes Tuesday's fine I'm in" (booked on Tuesday) tells where the customer
// is on the Wednesday: nobody is away in the window. An absence whose only
// day is a weekday other than the booked one is no absence from the
// booking when the reply also names the booked day in a clause of its own
// that says no "not" ("Tuesday's fine", "I'll be in Tuesday morning").
// Every other absence stands: one that names the booked day or a run of
// days ("at the dentist tuesday and wednesday", "away till wednesday",
// "away all week"), or one beside no word of the booked day ("yes, I'm at
// the dentist on Wednesday"), which may be a customer who has the days
// mixed up.

// otherDayStop are words beside an absence that may carry it over the
// booked day: a run of days, a span, or "that day".
var otherDayStop = words(`till until til through thru to from week weeks weekdays days every whole all and or day
	today tomorrow tonight then`)

// otherDayAbsence reports the absence found at s.toks[i] tied only to a
// weekday other than the booked one, in a reply that names the booked day
// elsewhere.
func (rd *reading) otherDayAbsence(s sentence, i int) bool {
	if rd.d.booked.IsZero() {
		return false
	}
	booked := int(rd.d.booked.Weekday())
	other := false
	for j := max(0, i-6); j < min(len(s.toks), i+7); j++ {
		if j > i && s.clause[j] != s.clause[i] {
			break
		}
		x := s.toks[j].w
		if wd, ok := weekdays[x]; ok {
			if wd == booked {
				return false
			}
			other = true
			continue
		}
		if otherDayStop[x] || rd.bookedDayOfMonth(x) {
			return false
		}
	}
	return other && rd.bookedDayApart(s.toks[i].start)
}

// bookedDayApart reports a clause, not the one holding the word at byte
// at, that names the booked weekday and says no "not": "yes Tuesday's
// fine I'm in".
func (rd *reading) bookedDayApart(at int) bool {
	booked := int(rd.d.booked.Weekday())
	for _, c := range rd.clauses {
		if a, b := c.span(); at >= a && at < b {
			continue
		}
		named, neg := false, false
		for _, t := range c.toks {
			if wd, ok := weekdays[t.w]; ok && wd == booked {
				named = true
			}
			neg = neg || negations[t.w] || t.w == "cannot" || hedges[t.w]
		}
		if named && !neg {
			return true
		}
	}
	return false
}

// otherDayClause reports clause ci holding an absence on another day, as
// otherDayAbsence reads it: its words of being elsewhere are accounted for.
func (rd *reading) otherDayClause(ci int) bool {
	a, b := rd.clauses[ci].span()
	for _, s := range rd.vsents() {
		for i, t := range s.toks {
			if t.start < a || t.start >= b {
				continue
			}
			if _, ok := rd.absenceAt(s, i); ok && rd.otherDayAbsence(s, i) {
				return true
			}
		}
	}
	return false
}

// A mix-up owned to: "sorry got muddled with the dentist, that's weds. Yes
// Tuesday morning is fine" says what the customer confused the booking
// with. A clause that owns to a mix-up (muddled, mixed up, confused) names
// its plan without saying the customer is away: its words of being
// elsewhere are accounted for, when it says no "not", no hedge and does
// not name the booked day. Whether anyone is away is read, as ever, from
// the rest of the reply: "got muddled, I'm at work Tuesday" stays a no.

// mixUpWords own to a mix-up.
var mixUpWords = words(`muddled muddle mixed mixup confused confusing`)

// mixUpClause reports clause ci owning to a mix-up, as above.
func (rd *reading) mixUpClause(ci int) bool {
	mix := false
	booked := -1
	if !rd.d.booked.IsZero() {
		booked = int(rd.d.booked.Weekday())
	}
	for _, t := range rd.clauses[ci].toks {
		if wd, ok := weekdays[t.w]; ok && wd == booked || negations[t.w] || t.w == "cannot" || hedges[t.w] || rd.bookedDayOfMonth(t.w) {
			return false
		}
		mix = mix || mixUpWords[t.w]
	}
	return mix
}
