package interpret

import "strings"

// Hours that leave the booked window whole. An absence tied to an hour
// after the window ends ("my shift doesn't start till 2", "I leave for work
// at 1", "in till 2 then I go to work") or a night shift ending before it
// opens ("I finish nights at 7am") says nothing of the window. The same
// words with an hour inside it ("I start work at 10") are still read as an
// absence or a narrowed window.

// clearOfWindow reports a clause whose every hour is outside the booked
// window on the side that leaves it whole, with at least one such hour.
func (rd *reading) clearOfWindow(ci int) bool {
	from, to, ok := minutes(rd.in.Booked.Window)
	if !ok || ci < 0 || ci >= len(rd.clauses) {
		return false
	}
	ts := rd.clauses[ci].toks
	found := false
	for k, t := range ts {
		if wholeDayWords[t.w] && !(k >= 2 && ts[k-1].w == "the" && ts[k-2].w == "in" && t.w == "morning") {
			return false // "out all day", "busy Tuesday morning"
		}
		if t.w == "at" {
			j := k + 1
			for j < len(ts)-1 && (ts[j].w == "half" || ts[j].w == "about" || ts[j].w == "around") {
				j++
			}
			if _, ok := clockAt(ts, min(j, len(ts)-1)); !ok || j >= len(ts) {
				return false // "at the building site till 12", "out at the shops"
			}
		}
		if k+1 < len(ts) && distanceWords[ts[k+1].w] {
			continue // "ring 10 mins before"
		}
		m, ok := clockAt(ts, k)
		if !ok {
			if strings.ContainsAny(t.w, "0123456789") {
				return false
			}
			continue
		}
		if !rd.hourLeavesWindow(ts, k, m, from, to) {
			return false
		}
		found = true
	}
	return found
}

// clockAt reads an hour at ts[k] led by a word that makes it one ("at 2",
// "till half 12", "from 1pm") or said by name ("midday"): minutes, with a
// bare 1 to 5 read as the afternoon and 6 to 11 as the morning.
func clockAt(ts []token, k int) (int, bool) {
	w := ts[k].w
	switch w {
	case "midday", "noon", "lunchtime", "lunch", "afternoon":
		return 12 * 60, true
	case "evening", "tonight", "teatime":
		return 17 * 60, true
	}
	p := k - 1
	half := false
	for p >= 0 && (ts[p].w == "half" || ts[p].w == "about" || ts[p].w == "around") {
		half = half || ts[p].w == "half"
		p--
	}
	if m, ok := hourOf(w); ok {
		return m, true
	}
	if !isDigits(w) || p < 0 || !hourLeads[ts[p].w] {
		return 0, false
	}
	m, ok := hourOrPlain(w)
	if !ok || m == 0 || m >= 24*60 {
		return 0, false
	}
	next := ""
	if k+1 < len(ts) {
		next = ts[k+1].w
	}
	switch {
	case next == "am":
	case next == "pm" && m < 12*60:
		m += 12 * 60
	case m < 6*60:
		m += 12 * 60 // "at 2" means the afternoon
	}
	if half {
		m += 30
	}
	return m, true
}

// hourLeads make a number after them an hour: "at 2", "till 1", "from 12".
var hourLeads = words(`at till until til from after by for`)

// hourLeavesWindow reports the hour m at ts[k] leaving the window whole by
// what the clause says around it: an absence starting at or after the end
// ("start work at 1", "shift doesn't start till 2", "out from 1"), a
// presence lasting to the end ("in till 2"), or a night's work ending by
// the start, said in the morning ("finish nights at 7", "back by 7am").
func (rd *reading) hourLeavesWindow(ts []token, k, m, from, to int) bool {
	p := k - 1
	for p >= 0 && (ts[p].w == "half" || ts[p].w == "about" || ts[p].w == "around" || ts[p].w == "the") {
		p--
	}
	prep := ""
	if p >= 0 {
		prep = ts[p].w
	}
	before := ts[:max(0, p)]
	negated, starts, present, ends, night, back, away, until := false, false, false, false, false, false, false, false
	for _, t := range before {
		switch {
		case t.w == "not" || t.w == "never" || t.w == "nobody" || t.w == "noone" || t.w == "neither" || t.w == "cannot" || t.w == "cant" || t.w == "wont" || t.w == "dont" || t.w == "doesnt":
			negated = true
		case startWords[t.w]:
			starts = true
		case presenceWords[t.w]:
			present = true
		}
		if endWords[t.w] {
			ends = true
		}
		back = back || t.w == "back"
		until = until || t.w == "till" || t.w == "until" || t.w == "til"
		away = away || absenceWords[t.w] && !startWords[t.w]
		if nightWords[t.w] {
			night = true
		}
	}
	morning := strings.HasSuffix(ts[k].w, "am") || k+1 < len(ts) && (ts[k+1].w == "am" || ts[k+1].w == "in" && k+3 < len(ts) && ts[k+3].w == "morning")
	switch {
	case m >= to && (prep == "till" || prep == "until" || prep == "til"):
		// "in till 2", "shift doesn't start till 2"; "out till 2" is away
		return !back && (negated && starts || present && !negated && !starts && !away)
	case m >= to && (prep == "at" || prep == "from" || prep == "for" || prep == ""):
		// "I start work at 1", "out from 1"; "back at 1" comes in after it
		return starts && !negated && !ends && !until // "out till at 1" is away through it
	case m <= from && (prep == "at" || prep == "by" || prep == "till" || prep == "until" || prep == "til" || prep == "" || nightWords[prep]):
		// "I finish nights at 7", "back by 7am"
		return ends && (night || morning) && !negated
	}
	return false
}

// startWords begin an absence: work, a school run, an appointment, leaving.
var startWords = words(`start starts starting begin begins beginning leave leaves leaving go goes going head heads heading
	off out work working shift shifts job appointment appt meeting class lecture school college uni gym
	doctors dentist hospital collect pick train flight bus drive driving due need have got sets set`)

// endWords end one: "finish nights at 7", "back by 7am", "home at 6am".
var endWords = words(`finish finishes finished finishing done back home get gets getting off`)

// nightWords make a finish before the window a night's work.
var nightWords = words(`nights night nightshift nightshifts overnight`)

// wholeDayWords take in the window itself: "out all day", "busy all
// morning".
var wholeDayWords = words(`morning mornings day all whole`)

// outsideFact reports a fact of absence or of a narrowed window all said in
// clauses clear of the window: "yes, I start work at 1".
func (rd *reading) outsideFact(x fact) bool {
	if x.kind != factAbsence && x.kind != factCondition || x.kind == factCondition && x.what != "narrows the window" &&
		x.what != partialWhat && x.what != "names an hour outside the window" {
		return false
	}
	any := false
	for ci, c := range rd.clauses {
		a, b := c.span()
		if b <= x.start || a >= x.end {
			continue
		}
		if !rd.clearOfWindow(ci) && !rd.pastThenInClause(ci) && !rd.offShiftMorning(ci) && !rd.nowAway(ci) { // "sorry I was out": pastover.go
			return false
		}
		any = true
	}
	return any
}
