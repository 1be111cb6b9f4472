package interpret

import (
	"strings"
	"time"
)

// Hours beside a yes that leave the booked window whole: a bound the window
// already keeps ("please don't come before 8, we have a newborn" with a
// window from 8) and the hours of a rule of the road ("no parking 8-10am, be
// careful of the wardens"). Neither says when anyone is in.

// edgeBound reports a bound at ts[b] that the driver is told not to cross
// ("please don't come before 8", "don't ring after 12") whose hour lies at or outside the
// edge of the booked window it bounds: asking the van not to come before
// the window opens, or after it closes, cuts nothing from it. "don't come
// before 10" with a window from 8 still narrows it; a bound with no hour
// ("don't come till later") and the customer's own ("I'm not home before
// 8") are still read. ts are the words of one clause.
func (rd *reading) edgeBound(ts []token, b int) bool {
	from, to, ok := minutes(rd.in.Booked.Window)
	if !ok || b+1 >= len(ts) {
		return false
	}
	negated, verb := false, false
	for j := b - 1; j >= max(0, b-4); j-- {
		if w := ts[j].w; w == "not" || w == "never" {
			negated = verb // "I'm not home before 8" speaks of the customer
			break
		} else if !edgeVerbs[w] {
			return false
		}
		verb = true
	}
	h := ts[b+1].w
	m, ok := hourOrPlain(h)
	if !negated || !ok || b+2 < len(ts) && distanceWords[ts[b+2].w] {
		return false
	}
	morning := strings.HasSuffix(h, "am") || b+2 < len(ts) && ts[b+2].w == "am"
	if m < 7*60 && !morning {
		m += 12 * 60
	}
	switch ts[b].w {
	case "before":
		return m <= from
	case "after":
		return m >= to
	}
	return false
}

// edgeVerbs stand between a negation and the bound it negates: "don't come
// before 8", "please don't turn up before 8".
var edgeVerbs = words(`come arrive arriving turn up deliver knock ring call buzz`)

// edgeBoundAt reports edgeBound for the word at s.toks[i], read inside its
// clause.
func (rd *reading) edgeBoundAt(s sentence, i int) bool {
	lo := i
	for lo > 0 && s.clause[lo-1] == s.clause[i] {
		lo--
	}
	return rd.edgeBound(clauseOf(s, i), i-lo)
}

// clauseOf returns the words of the clause of s.toks[i].
func clauseOf(s sentence, i int) []token {
	lo, hi := i, i
	for lo > 0 && s.clause[lo-1] == s.clause[i] {
		lo--
	}
	for hi < len(s.toks) && s.clause[hi] == s.clause[i] {
		hi++
	}
	return s.toks[lo:hi]
}

// roadRules are the words of a rule of the road or the car park; hours
// after them in the same clause are the rule's, not the customer's. Bare
// "parking" is not one: "parking 10-11 at the station" is the customer's.
var roadRules = words(`permit permits holders restrictions restricted clearway wardens warden yellows yellow
	buslane busroute`)

// roadHours reports a clause whose hours belong to a rule of the road said
// before them: "there's no parking on our road 8-10am", "permit holders
// only 9 till 11".
func roadHours(ts []token, k int) bool {
	for i, t := range ts[:k] {
		if roadRules[t.w] || t.w == "no" && i+1 < k && noRoad[ts[i+1].w] {
			return true
		}
	}
	return false
}

// noRoad follow "no" in a rule of the road: "no parking", "no stopping".
var noRoad = words(`parking park stopping waiting loading entry access`)

// edgeNote reports a clause that asks the van to keep to the edge of the
// window, "please don't come before 8, we have a newborn", every other word
// of it one an instruction may be made of: it goes to notes whole. It
// returns the index of its first word after any leading "yes".
func (rd *reading) edgeNote(ci int) (int, bool) {
	c := rd.clauses[ci]
	if c.question {
		return 0, false
	}
	lead := afterLeads(c.toks)
	ts := c.toks[lead:]
	edge := false
	for i, t := range ts {
		if windowBounds[t.w] && rd.edgeBound(ts, i) {
			edge = true
		}
		if awayPlace(ts, i) || weekdayOrMonth(t.w) || hedges[t.w] || !rd.placed(t, true, false, false, false, nil) && !edgeVerbs[t.w] {
			return 0, false
		}
	}
	if !edge {
		return 0, false
	}
	return wordStart(c.toks, lead), true
}

// offBooked reports "off" in "I'm off Tuesday so yes", "we're off on
// Tuesday so we'll be in" when the day is the booked one: a day off that
// day, not a going off. "I'm off Wednesday" for a Tuesday delivery, "I'm
// off Tuesday" alone and "off Tuesday, back Wednesday" are still asked
// about.
func (rd *reading) offBooked(ts []token, i int) bool {
	if ts[i].w != "off" || i == 0 || !beForms[ts[i-1].w] || i+1 >= len(ts) {
		return false
	}
	j := i + 1
	if ts[j].w == "on" && j+1 < len(ts) {
		j++
	}
	wd, ok := weekdays[ts[j].w]
	if !ok {
		return false
	}
	so := false // "I'm off Tuesday so I'll be in"; "I'm off Tuesday" alone may be going off
	for k, t := range rd.all {
		if t.start <= ts[j].start {
			continue
		}
		if offAfter[t.w] {
			return false // "I'm off Tuesday but back Wednesday", "off Tuesday to Friday"
		}
		if k > 0 && rd.all[k-1].start == ts[j].start && !t.isBreak() {
			so = t.w == "so"
		}
	}
	if !so {
		return false
	}
	d, err := time.Parse(time.DateOnly, rd.in.Booked.Date)
	return err == nil && int(d.Weekday()) == wd
}

// offAfter are the words after "off Tuesday" that make it a going off:
// "off Tuesday, back Wednesday", "off Tuesday to see my mum".
var offAfter = words(`back to till until away return returning holiday trip going go leaving leave out off
	abroad flight`)

// ifEasier reports an "if" that leaves a choice to the driver, with
// nothing of the customer in its clause: "the footstool can go in the
// garage if easier", "use the side gate if that's easier". "I'll be in if
// it's easier" is still a condition.
func ifEasier(s sentence, i int) bool {
	if i == 0 || s.clause[i-1] != s.clause[i] {
		return false // "yes if easier": easier than what is open
	}
	for j := i - 1; j >= 0 && s.clause[j] == s.clause[i]; j-- {
		if selfWords[s.toks[j].w] || yesWords[s.toks[j].w] {
			return false
		}
	}
	j := i + 1
	for j < len(s.toks) && s.clause[j] == s.clause[i] && (s.toks[j].w == "it" || s.toks[j].w == "that" || s.toks[j].w == "is" || s.toks[j].w == "s") {
		j++
	}
	if j >= len(s.toks) || s.clause[j] != s.clause[i] {
		return false
	}
	switch s.toks[j].w {
	case "easier", "simpler", "handier", "quicker", "helps":
		return j+1 == len(s.toks) || s.clause[j+1] != s.clause[i]
	}
	return false
}

// selfIn reports the customer said firmly to be in: then another person's
// hour ("I'll be in from 8, the neighbour's a nurse and leaves at 10") is
// theirs, not the customer's.
func (rd *reading) selfIn() bool {
	for _, f := range rd.fs {
		if !f.absent && !f.hedged && !f.question && f.who.kind == pSelf {
			return true
		}
	}
	return false
}
