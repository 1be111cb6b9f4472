package interpret

import "slices"

// Away now, in on the booked day. "I'm at work right now but on Tuesday
// I'm in", "out at the moment but I'll be in Tuesday": an absence said of
// the present, beside being in on the booked day named in another clause,
// is not an absence from the booking. An absence with no word of now, or
// with the booked day itself ("out on Tuesday"), is read as before.

// nowAway reports clause ci as an absence of the present, in a reply that
// says in another clause someone will be in on the booked day.
func (rd *reading) nowAway(ci int) bool {
	if ci < 0 || ci >= len(rd.clauses) {
		return false
	}
	ts := rd.clauses[ci].toks
	now := false
	for k, t := range ts {
		switch t.w {
		case "now":
			now = now || k > 0 && (ts[k-1].w == "right" || ts[k-1].w == "just") || k == len(ts)-1
		case "moment":
			now = now || k > 1 && ts[k-1].w == "the" && ts[k-2].w == "at"
		case "atm", "currently", "presently":
			now = true
		case "today", "tonight":
			now = now || !rd.d.today.IsZero() && !rd.d.today.Equal(rd.d.booked) && rd.d.today.YearDay() != rd.d.booked.YearDay()
		case "will", "going", "gonna", "tomorrow", "all", "day", "week", "then", "till", "until", "til", "not", "maybe", "might":
			return false
		}
		if weekdayOrMonth(t.w) || numberLike(t.w) {
			return false // "out Tuesday", "at work till 12"
		}
	}
	return now && rd.inOnBookedDay(ci)
}

// inOnBookedDay reports a clause other than ci that names the booked day
// and says someone will be in, firmly.
func (rd *reading) inOnBookedDay(ci int) bool {
	for _, r := range rd.rs {
		if r.clause == ci || !r.booked || r.neg || r.kind != refDay {
			continue
		}
		for _, f := range rd.fs {
			if f.clause == r.clause && !f.absent && !f.hedged && !f.question {
				return true
			}
		}
	}
	return false
}

// dropNowAway takes out of rd.fs the absences of the present beside being
// in on the booked day.
func (rd *reading) dropNowAway() {
	away := map[int]bool{}
	for _, f := range rd.fs {
		if f.absent && !away[f.clause] && rd.nowAway(f.clause) {
			away[f.clause] = true
		}
	}
	if len(away) > 0 {
		rd.fs = slices.DeleteFunc(slices.Clone(rd.fs), func(f frame) bool { return f.absent && away[f.clause] })
	}
}
