package interpret

// A night worker awake through a morning window. "yeah i'm in all day i
// work nights so i'll be up", "yes I'm in, I work nights so I'll be
// awake": a night or late shift said with "so I'll be up" or "awake",
// beside the customer firmly saying they are in, leaves the window whole,
// so the shift is not read as an absence. The shift and being up alone
// ("I work nights so I'll be up"), a doubt, a day, an hour or a place in
// the clause ("I work nights so I might be up", "on nights Tuesday so
// I'll be up after 10"), or being asleep ("so I'll be asleep") are read as
// before.

// offShiftAwakeTail are the words that may follow the shift: "so i'll be
// up anyway".
var offShiftAwakeTail = words(`so and as i am will be up awake anyway then too still`)

// offShiftAwakeBar are words before the shift that keep the clause as it
// was read: a doubt, a turn or a place.
var offShiftAwakeBar = words(`not never cant cannot wont dont doesnt maybe might may probably hopefully if unless prob possibly
	till until til after before asleep sleep sleeping bed out away but except apart tomorrow today tonight`)

// offShiftAwake reports clause ci as a night or late shift with the
// customer up through the morning window, said in a reply where the
// customer firmly says they are in.
func (rd *reading) offShiftAwake(ci int) bool {
	from, to, ok := minutes(rd.in.Booked.Window)
	if !ok || from >= 12*60 || to > 13*60 || ci < 0 || ci >= len(rd.clauses) || rd.clauses[ci].question {
		return false
	}
	ts := rd.clauses[ci].toks
	k := -1
	for i, t := range ts {
		if offShifts[t.w] && i > 0 && offShiftLeads[ts[i-1].w] {
			k = i
			break
		}
	}
	if k < 0 || k+1 >= len(ts) {
		return false
	}
	up := false
	for _, t := range ts[k+1:] {
		if !offShiftAwakeTail[t.w] {
			return false // "so I'll be up after 10", "so I'll be asleep"
		}
		up = up || t.w == "up" || t.w == "awake"
	}
	if !up {
		return false
	}
	for _, t := range ts[:k] {
		if offShiftAwakeBar[t.w] || weekdayOrMonth(t.w) || numberLike(t.w) {
			return false
		}
	}
	for cj, c := range rd.clauses {
		cs := c.toks
		if cj == ci {
			cs = ts[:shiftSubject(ts, k)] // "i'm in all day i work nights"
		}
		if !c.question && plainSelfIn(cs) {
			return true
		}
	}
	return false
}

// plainSelfIn reports ts as the customer saying plainly they are in and
// nothing more: "yeah i'm in all day", "yes I'm in", "I'll be home".
func plainSelfIn(ts []token) bool {
	in := false
	for i, t := range ts {
		if offShiftAwakeBar[t.w] || weekdayOrMonth(t.w) || numberLike(t.w) {
			return false
		}
		if !offShiftAwakeLead[t.w] {
			return false
		}
		if (t.w == "in" || t.w == "home") && i >= 2 && (ts[i-1].w == "am" || ts[i-1].w == "are" || ts[i-1].w == "be" && ts[i-2].w == "will") {
			in = in || ts[i-2].w == "i" || ts[i-2].w == "we" || i >= 3 && ts[i-2].w == "will" && (ts[i-3].w == "i" || ts[i-3].w == "we")
		}
	}
	return in
}

// offShiftAwakeLead are the words a plain "I'm in" beside the shift may
// hold.
var offShiftAwakeLead = words(`yes yeah yep yea ok okay sure fine that is thats i we am are will be in home all day morning anyway so and`)

// shiftSubject is where the shift's own words start before ts[k]: "i
// work", "i am on".
func shiftSubject(ts []token, k int) int {
	j := k - 1
	if j > 0 && ts[j-1].w == "am" {
		j--
	}
	if j > 0 && ts[j-1].w == "i" {
		j--
	}
	return j
}
