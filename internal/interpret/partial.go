package interpret

import (
	"fmt"
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Partial presence: an absence said with an hour that falls inside the
// booked window ("I'm out between 9 and 10", "I'll be in till nine then I'm
// out", "out from 11") leaves someone in for part of the window. That is
// neither a confirmation nor a stated absence during the window: the
// customer is asked whether someone can be in for all of it. An absence
// whose hours hold the whole window ("out till 1", "at work from 8") stays
// an absence.

const partialWhat = "is out for only part of the window"

// yesOrIn reports a reply that says yes, or that someone will be in, beside
// whatever else it says: only then is an absence with an hour inside the
// window a part of the window missed ("yep, though I'm out between 9 and
// 10"). Without it, "I'm out till 10" stays an absence.
func (rd *reading) yesOrIn() bool {
	yes := false
	for _, c := range rd.clauses {
		if rd.noClause(c) {
			yes = false
			break
		}
		yes = yes || !c.question && rd.yesClause(c)
	}
	if yes {
		return true // irony is not weighed here: the veto reads it anyway
	}
	for _, f := range rd.fs {
		if !f.absent && !f.hedged && !f.question && (f.who.kind == pSelf || f.who.kind == pSomeone) {
			return true
		}
	}
	return false
}

// partialBounds open or close a span of hours: "from 9", "till 10",
// "between 9 and 10", "back by 11".
var partialBounds = words(`from after before till until by between`)

// closers end a span: "in till 9", "out by 10".
var closers = words(`till until by before`)

// hourSkips may stand between a bound and its hour: "till about 10", "from
// half 9".
var hourSkips = words(`about around roughly approx approximately say the half gone`)

// partialClause reports a clause that holds an hour strictly inside the
// booked window after a bound ("till 10", "from 11", "between 9 and 10"),
// and no hour at or past either end of it.
func (rd *reading) partialClause(ci int) bool {
	ts := rd.clauses[ci].toks
	return rd.partialSpan(ts) || rd.yesOrIn() && rd.rangeIn(ts) // "yes, I'm out 9 to 10"
}

// partialAt is partialClause for the clause of s that holds word i, as the
// veto cuts a sentence: "I'm at the gym from 9 till 10".
func (rd *reading) partialAt(s sentence, i int) bool {
	var ts []token
	for j, t := range s.toks {
		if s.clause[j] == s.clause[i] {
			ts = append(ts, t)
		}
	}
	return rd.partialSpan(ts) || rd.yesOrIn() && rd.rangeIn(ts)
}

func (rd *reading) partialSpan(ts []token) bool {
	from, to, ok := minutes(rd.in.Booked.Window)
	if !ok || !rd.yesOrIn() {
		return false
	}
	if containsWord(ts, "back") {
		return false // "yes but I'm back at 11": the arrival is read as before
	}
	inside := false
	for i, t := range ts {
		if !partialBounds[t.w] {
			continue
		}
		m, ok := hourAfterBound(ts, i)
		if !ok {
			continue
		}
		if m <= from || m >= to {
			return false // "out till 1": the whole window
		}
		if closers[t.w] && !anyWord(ts[:i], presenceWords) {
			return false // "yes but I'm out till 11": away from the start, read as before
		}
		inside = true
	}
	return inside
}

// hourAfterBound reads the hour after a bound at ts[i], as the afternoon
// when it is under 7 and not said to be the morning ("till 5").
func hourAfterBound(ts []token, i int) (int, bool) {
	half := false
	for j := i + 1; j < min(len(ts), i+4); j++ {
		w := ts[j].w
		if hourSkips[w] {
			half = half || w == "half"
			continue
		}
		m, ok := hourOrPlain(w)
		if !ok {
			return 0, false
		}
		if j+1 < len(ts) && distanceWords[ts[j+1].w] {
			return 0, false // "10 minutes before": the driver's way
		}
		morning := strings.HasSuffix(w, "am") || j+1 < len(ts) && ts[j+1].w == "am"
		if m < 7*60 && !morning {
			m += 12 * 60
		}
		if half {
			m += 30
		}
		return m, true
	}
	return 0, false
}

// rangeInside reports a span of hours that holds part of the booked window
// but not all of it: "a zoom call 9-10", "at the gym from 9 till 10",
// "out 9 to 10". Beside a yes, it narrows the window rather than asking
// for hours outside it.
func (rd *reading) rangeInside() bool {
	for _, c := range rd.clauses {
		if rd.rangeIn(c.toks) {
			return true
		}
	}
	return false
}

func (rd *reading) rangeIn(ts []token) bool {
	from, to, ok := minutes(rd.in.Booked.Window)
	if !ok {
		return false
	}
	pm := func(m int) int {
		if m < 7*60 {
			return m + 12*60
		}
		return m
	}
	for k, t := range ts {
		a, b, ok := hourRange(t.w)
		if !ok && isTimeWord(t.w) && k+2 < len(ts) && (ts[k+1].w == "till" || ts[k+1].w == "to" || ts[k+1].w == "until") {
			j := k + 2
			for j+1 < len(ts) && hourSkips[ts[j].w] && ts[j].w != "half" {
				j++ // "8.40 to about 9.10"
			}
			x, ok1 := hourOrPlain(t.w)
			y, ok2 := hourOrPlain(ts[j].w)
			a, b, ok = x, y, ok1 && ok2
		}
		if !ok || roadHours(ts, k) || propertyHourIn(ts, k) {
			continue // "no parking on our road 8-10am"
		}
		a, b = pm(a), pm(b)
		if a < b && a < to && b > from && (a > from || b < to) {
			return true
		}
	}
	return false
}

// lateStarts open a presence that may begin after the window: "in from
// 12", "home after half 12", "back by 12".
var lateStarts = words(`from after by`)

// inOnlyAfter reports a clause saying someone will be in only from an hour
// at or after the end of the booked window: "only home after half 12",
// "yes I'll be in from 12", "gone from 8, back by 12". Nobody is in during
// the window, so it is an absence, not a narrowing.
func (rd *reading) inOnlyAfter() (int, bool) {
	_, to, ok := minutes(rd.in.Booked.Window)
	if !ok {
		return 0, false
	}
	for ci, c := range rd.clauses {
		ts := c.toks
		for i, t := range ts {
			if !lateStarts[t.w] || i == 0 || c.question {
				continue
			}
			if t.w == "by" && ts[i-1].w != "back" {
				continue // "by 12" alone is a deadline for the van
			}
			if !presentBefore(ts, i) || anyWord(ts[:i], negations) {
				continue
			}
			if m, ok := hourAfterBound(ts, i); ok && m >= to && m < to+6*60 {
				return ci, true
			}
		}
	}
	return 0, false
}

// presentBefore reports a word of being in or coming back as the last word
// of being in or away before ts[i]: "home after 12", not "in till 12 and
// out after 1".
func presentBefore(ts []token, i int) bool {
	for j := i - 1; j >= 0; j-- {
		switch w := ts[j].w; {
		case absenceWords[w]:
			return false
		case presenceWords[w] || w == "back":
			return true
		}
	}
	return false
}

// bookedDayOfMonth reports the booked date said as a day of the month:
// "the 24th" when the delivery is on 24 November, so "my knee op on the
// 24th" is an absence that day.
func (rd *reading) bookedDayOfMonth(w string) bool {
	n, ok := digitOrdinal(w)
	return ok && !rd.d.booked.IsZero() && n == rd.d.booked.Day()
}

// pastMarks keep a past absence running: "was away since Saturday", "I
// was out and still am".
var pastMarks = words(`since till until still all`)

// endedAbsences drops the absences told in the past tense and over
// ("I was away at the weekend, back now", "we were out when you rang"):
// they say nothing of the window. An absence that runs on ("been at my
// mum's since Saturday") is kept.
func (rd *reading) endedAbsences(fs []frame) []frame {
	out := fs[:0]
	for _, f := range fs {
		if f.absent && rd.pastClause(f.clause) {
			continue
		}
		out = append(out, f)
	}
	return out
}

// pastClause reports a clause whose being away is in the past tense: a
// person, or nobody named, then "was" or "were" before its first word of
// absence, and nothing that keeps it going: "I was away", "was out when
// you rang", "we were at my mum's".
func (rd *reading) pastClause(ci int) bool {
	ts := rd.clauses[ci].toks
	if anyWord(ts, pastMarks) || anyWord(rd.toks, stillWords) || !rd.overNow(ci) {
		return false
	}
	for i, t := range ts {
		if !absenceWords[t.w] && t.w != "at" {
			continue
		}
		return pastBefore(ts, i)
	}
	return false
}

// pastBefore reports "was" or "we were" just before ts[i]. A "were" with
// no subject is not read as the past: on a call it is most often "we're"
// ("were away that week").
func pastBefore(ts []token, i int) bool {
	switch {
	case i == 0:
		return false
	case ts[i-1].w == "was":
		return i == 1 || pastSubjects[ts[i-2].w]
	case ts[i-1].w == "were":
		return i >= 2 && pastSubjects[ts[i-2].w]
	}
	return false
}

// stillWords anywhere keep a past absence going: "I was away, still am",
// "out again Tuesday".
var stillWords = words(`still again`)

// pastTimes date an absence to before now: "away last week", "out when
// you rang".
var pastTimes = words(`last yesterday ago earlier when weekend`)

// overNow reports an absence in clause ci said to be over: dated to the
// past ("last week", "when you rang") or followed by "now" ("back now").
// "Yes I was away" alone may be a slip for "I will be away", and stays an
// absence.
func (rd *reading) overNow(ci int) bool {
	if anyWord(rd.clauses[ci].toks, pastTimes) {
		return true
	}
	for j := ci; j < len(rd.clauses); j++ {
		if containsWord(rd.clauses[j].toks, "now") {
			return true
		}
	}
	return false
}

// pastSubjects may tell of their own past absence.
var pastSubjects = words(`i we he she they`)

// pastAway reports a clause that only tells of a past absence ended, "I
// was away", "was out when you rang", so its words need no accounting
// beside a yes. Being "at" somewhere is left out: "the delivery was at 2"
// is about the van.
func (rd *reading) pastAway(ci int) bool {
	if !rd.pastClause(ci) {
		return false
	}
	for _, t := range rd.clauses[ci].toks {
		if t.w == "at" {
			return false
		}
		if absenceWords[t.w] {
			return true
		}
	}
	return false
}

// awayAt reports "at the football", "at my mum's", "at work" at ts[j],
// before a day in the same clause: "I'm at the gym on Saturdays" says the
// day does not suit. An hour or a time of the slot after "at" ("at 10 on
// Saturday", "at the same time") is no place.
func awayAt(ts []token, j int) bool {
	if ts[j].w != "at" || j+1 >= len(ts) {
		return false
	}
	switch n := ts[j+1].w; {
	case n == "work" || n == "church" || n == "school" || n == "uni" || n == "college":
		return true
	case n == "the" || n == "my" || n == "our":
		return j+2 < len(ts) && !placeTimeWords[ts[j+2].w] && !isWeekday(ts[j+2].w) && !isTimeWord(ts[j+2].w)
	}
	return false
}

// placeTimeWords after "at the" speak of time, not a place: "at the same
// time", "at the latest".
var placeTimeWords = words(`same latest earliest start end moment weekend time door house property address front back`)

// ironyLeads before "another" mock rather than ask: "oh great, another
// delivery window", "brilliant, another day off".
var ironyLeads = words(`great brilliant fantastic wonderful lovely marvellous super fab`)

// askWords after "another day" make it a request after all: "that's
// great, another day would be better".
var askWords = words(`better please instead would could can prefer rather suit suits work works`)

// partOfWindow reads a reply against the hours of the booked window, before
// the other readings of a different day: in only after the window ends
// (different_day), or in for part of it, a yes with a condition on the
// booked day, or a span inside the window beside a yes (unclear).
func (rd *reading) partOfWindow(p pick, present bool) (finding, bool) {
	if ci, ok := rd.inOnlyAfter(); ok {
		f := found(confirm.IntentDifferentDay, 0.8, "is in only after the window ends")
		f.quote = rd.clauseSpan(ci)
		return f, true
	}
	if ci, ok := rd.laterAsked(); ok {
		f := found(confirm.IntentDifferentDay, 0.75, "asks for a time after the booked window")
		f.quote = rd.clauseSpan(ci)
		return f, true
	}
	if ci, ok := rd.notBackTill(); ok {
		f := found(confirm.IntentDifferentDay, 0.8, "is not back until after the window starts")
		f.quote = rd.clauseSpan(ci)
		return f, true
	}
	for _, r := range rd.rs {
		if r.neg && r.booked && rd.yesOrIn() && rd.conditioned() {
			// "I'll be in as long as it's not before 9.30", "yes but only
			// if you ring first, I'm not sitting in all morning"
			f := found(confirm.IntentUnclear, 0.5, fmt.Sprintf("puts a condition on the booked day (%s): not a confirmation", r.text))
			f.doubt = DoubtCondition
			f.quote = rd.clauseSpan(r.clause)
			return f, true
		}
	}
	if m := rd.find(unanswered, false); m != nil && !present && !rd.yesOrIn() {
		f := found(confirm.IntentDifferentDay, m.weight, m.what)
		f.quote = rd.matchSpan(m)
		return f, true
	}
	if !present {
		for _, f := range rd.fs {
			if f.absent && !f.hedged && !f.question && rd.partialClause(f.clause) {
				g := found(confirm.IntentUnclear, 0.5, partialWhat)
				g.doubt = DoubtCondition
				g.quote = rd.clauseSpan(f.clause)
				return g, true
			}
		}
	}
	if p.said && !p.dayNamed && !p.booked && !p.any && rd.yesNotNo() && rd.rangeInside() {
		// "fine, though I have a zoom call 9-10": in for part of the window
		g := found(confirm.IntentUnclear, 0.5, fmt.Sprintf("names %s, only part of the booked window: not a confirmation", p.text))
		g.doubt = DoubtCondition
		return g, true
	}
	return finding{}, false
}

// notBackTill reports "won't be back till Wednesday night", "not home
// until 11": away from the start of the window until a later day, an hour
// at or past its end, or, with no yes beside it, an hour inside it.
func (rd *reading) notBackTill() (int, bool) {
	_, to, ok := minutes(rd.in.Booked.Window)
	if !ok {
		return 0, false
	}
	for ci, c := range rd.clauses {
		ts := c.toks
		for i := 0; i+2 < len(ts); i++ {
			if ts[i].w != "not" && ts[i].w != "never" {
				continue
			}
			j := i + 1
			for j < len(ts) && j <= i+3 && ts[j].w != "back" && ts[j].w != "home" {
				j++
			}
			k := j + 1
			for k < len(ts) && k <= j+4 && ts[k].w != "till" && ts[k].w != "until" {
				k++ // "back from Cornwall till"
			}
			if j >= len(ts) || k+1 >= len(ts) || ts[j].w != "back" && ts[j].w != "home" || ts[k].w != "till" && ts[k].w != "until" || ts[j+1].w == "out" {
				continue
			}
			day := k + 1
			if ts[day].w == "the" && day+1 < len(ts) {
				day++
			}
			if n, ok := digitOrdinal(ts[day].w); ok && !rd.d.booked.IsZero() && n > rd.d.booked.Day() {
				return ci, true // "not back till the 26th"
			}
			if d, ok := weekdays[ts[k+1].w]; ok {
				later := d != int(rd.d.booked.Weekday()) || k+2 < len(ts) && lateParts[ts[k+2].w]
				if later && !rd.d.booked.IsZero() {
					return ci, true
				}
				continue
			}
			if m, ok := hourAfterBound(ts, k); ok && (m >= to || !rd.yesOrIn()) {
				return ci, true
			}
		}
	}
	return 0, false
}

// lateParts after the booked day put a return after a morning window:
// "not back till Tuesday night".
var lateParts = words(`night evening afternoon late lunchtime`)
