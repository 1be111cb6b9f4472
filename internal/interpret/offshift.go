package interpret

// Work kept outside a morning window. "I work nights so I'm home in the
// morning", "I'm on lates, home all morning", "I work afternoons, so in the
// morning I am home": a shift named by a part of the day that is not the
// booked morning, said beside being home in the morning, leaves the window
// whole, so the work is not read as an absence. The shift alone ("I work
// nights") or beside being home at another part of the day ("I work
// mornings so I'm home in the afternoon") is read as before.

// offShifts are shifts that leave a morning free.
var offShifts = words(`nights night nightshift nightshifts lates backshift backshifts afternoons evenings nighttime overnight overnights`)

// offShiftLeads put the writer on a shift: "work nights", "on lates".
var offShiftLeads = words(`work works working worked on doing do does`)

// offShiftMorning reports clause ci as a shift clear of a morning window,
// said in a reply that also puts the writer home in the morning.
func (rd *reading) offShiftMorning(ci int) bool {
	from, to, ok := minutes(rd.in.Booked.Window)
	if !ok || from >= 12*60 || to > 13*60 || ci < 0 || ci >= len(rd.clauses) {
		return false
	}
	ts := rd.clauses[ci].toks
	shift := false
	for k, t := range ts {
		switch t.w {
		case "not", "never", "cant", "cannot", "wont", "dont", "doesnt", "earlies", "today", "tomorrow", "tuesday":
			return false
		case "morning", "mornings", "day", "days":
			if !shift || k > 0 && (ts[k-1].w == "and" || ts[k-1].w == "or" || offShifts[ts[k-1].w]) {
				return false // "I work mornings", "nights and mornings"
			}
		}
		if offShifts[t.w] && k > 0 && (offShiftLeads[ts[k-1].w] || k > 1 && offShiftLeads[ts[k-2].w] && (ts[k-1].w == "a" || ts[k-1].w == "the")) {
			shift = true
		}
		if (t.w == "shift" || t.w == "shifts") && k > 0 && (ts[k-1].w == "late" || ts[k-1].w == "night" || ts[k-1].w == "evening" || ts[k-1].w == "afternoon") {
			shift = true
		}
	}
	return shift && rd.homeInMorning()
}

// homeInMorning reports a clause putting the writer home in the morning:
// "home in the morning", "in all morning", "in the morning I am home".
func (rd *reading) homeInMorning() bool {
	for _, c := range rd.clauses {
		ts := c.toks
		morning, home, neg := false, false, false
		for k, t := range ts {
			if offShifts[t.w] && k > 0 && offShiftLeads[ts[k-1].w] {
				continue // the shift itself: "I work evenings so I'm in all morning"
			}
			switch t.w {
			case "not", "never", "cant", "cannot", "wont", "dont", "maybe", "might", "probably", "hopefully", "if", "unless", "asleep", "sleeping", "sleep", "bed", "afternoon", "afternoons", "evening", "evenings", "out", "away":
				neg = true
			case "morning", "mornings":
				morning = true
			case "home", "here", "around", "about", "up", "awake", "free":
				home = true
			case "in":
				if k+1 >= len(ts) || ts[k+1].w != "the" {
					home = true
				}
			}
		}
		if morning && home && !neg {
			return true
		}
	}
	return false
}
