package interpret

import "strings"

// boundPastWindow reports "till" or "until" at ts[j] followed by an hour at
// or after the end of the booked window: "home until midday" when the
// window closes at 12, "in till 1". What the customer does after that hour
// ("then off to work") is outside the window and says nothing of it.
func (rd *reading) boundPastWindow(ts []token, j int) bool {
	if j < 0 || j+1 >= len(ts) || ts[j].w != "till" && ts[j].w != "until" {
		return false
	}
	_, to, ok := minutes(rd.in.Booked.Window)
	if !ok {
		return false
	}
	w := ts[j+1].w
	var m int
	switch w {
	case "midday", "noon":
		m = 12 * 60
	default:
		h, ok := hourOrPlain(w)
		if !ok {
			return false
		}
		m = h
		morning := strings.HasSuffix(w, "am") || j+2 < len(ts) && ts[j+2].w == "am"
		if m < 7*60 && !morning {
			m += 12 * 60 // "till 1" means the afternoon
		}
	}
	return m >= to
}

// awayAfterWindow reports an absence at ts[p] said after a presence bound
// past the window's end: "I'm home until midday then off to work". The
// presence must come first in the clause; "out till 1" is no such thing.
func (rd *reading) awayAfterWindow(ts []token, p int) bool {
	for j := p - 2; j >= 1; j-- {
		if ts[j].w != "till" && ts[j].w != "until" {
			continue
		}
		if !rd.boundPastWindow(ts, j) {
			return false
		}
		for k := 0; k < j; k++ {
			if absenceWords[ts[k].w] || ts[k].w == "not" || ts[k].w == "never" {
				return false
			}
		}
		for k := 0; k < j; k++ {
			if presenceWords[ts[k].w] {
				return true
			}
		}
		return false
	}
	return false
}

// awayAfterWindowClause reports a clause whose absence all comes after a
// presence bound past the window's end, with no other hour after it:
// "I'm home until midday then off to work". Its words of being elsewhere
// are accounted for, as for another person away.
func (rd *reading) awayAfterWindowClause(ci int) bool {
	ts := rd.clauses[ci].toks
	found := false
	for p := range ts {
		if !absenceWords[ts[p].w] {
			continue
		}
		if !rd.awayAfterWindow(ts, p) {
			return false
		}
		found = true
	}
	if !found {
		return false
	}
	bound := -1
	for j, t := range ts {
		if t.w == "till" || t.w == "until" {
			bound = j
			break
		}
	}
	for _, t := range ts[bound+2:] {
		if _, ok := hourOrPlain(t.w); ok || partsOfDay[t.w] || isWeekday(t.w) || t.w == "not" || t.w == "never" || t.w == "till" || t.w == "until" || t.w == "from" {
			return false
		}
	}
	return true
}
