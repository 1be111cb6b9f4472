package interpret

// A past absence said as an apology before a yes is over: "sorry I was out
// in the garden, yes I'll be in for it", "sorry we were at work when you
// rang, we'll be home Tuesday". The absence is of the moment the message
// came, and the presence after it is what is said of the window. "Yes I
// was away" alone may be a slip and stays an absence; "I was out, still
// am" keeps it going.

// pastThenIn reports the absent word at ts[p] of clause ci said in the past
// ("was out") with a present or future presence after it in the reply:
// "i will be in", "we're home", "someone will be there".
func (rd *reading) pastThenIn(ci, p int) bool {
	ts := rd.clauses[ci].toks
	if !pastBefore(ts, p) || !pastLight[ts[p].w] {
		return false
	}
	for j := ci; j < len(rd.clauses); j++ {
		us := rd.clauses[j].toks
		from := 0
		if j == ci {
			from = p + 1
		}
		if j == ci && anyWord(us, stillWords) || j != ci && anyWord(us, stillWords) {
			return false
		}
		for q := from; q < len(us); q++ {
			if !nowVerbs[us[q].w] {
				continue
			}
			for r := q + 1; r < min(len(us), q+3); r++ {
				if us[r].w == "not" || us[r].w == "never" {
					break
				}
				if presenceWords[us[r].w] {
					return true
				}
			}
		}
	}
	return false
}

// pastLight are absences of a moment, over by the next breath: "I was out
// in the garden", "was busy", "was driving". A stay ("I was in hospital",
// "we were away") may not be over and stays an absence.
var pastLight = words(`out busy working driving`)

// nowVerbs say a presence now or to come: "will be in", "am home".
var nowVerbs = words(`will shall am are`)

// pastThenInClause reports a clause holding such a past absence, so its
// words of being elsewhere are accounted for.
func (rd *reading) pastThenInClause(ci int) bool {
	for p, t := range rd.clauses[ci].toks {
		if absenceWords[t.w] && rd.pastThenIn(ci, p) {
			return true
		}
	}
	return false
}
