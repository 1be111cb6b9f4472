package interpret

// How a reply points at a slot: each mention of a day, a date, a part of
// the day or a place in the list, and whether it is said to suit.

import (
	"strconv"
	"strings"
	"time"
)

// refs finds every mention of a day or slot in the reply.
func (rd *reading) refs(d dates) []slotRef {
	var out []slotRef
	for ci, c := range rd.clauses {
		ts := c.toks
		for k := 0; k < len(ts); k++ {
			r, n := d.refAt(ts, k)
			if n == 0 {
				continue
			}
			if r.kind == refPart && (roadHours(ts, k) || propertyHourIn(ts, k) || k > 0 && rd.edgeBound(ts, k-1) || rd.clearOfWindow(ci)) {
				k += n - 1
				continue // "no parking on our road 8-10am", "don't come before 8": windowedge.go
			}
			if orderDateAt(ts, k) {
				k += n - 1
				continue // "the bed I ordered in October": orderdate.go
			}
			r.clause, r.pos, r.last = ci, k, k+n-1
			r.text = strings.TrimSpace(rawSpan(ts[k : k+n]))
			out = append(out, r)
			k += n - 1
		}
	}
	for i := range out {
		rd.polarity(out, i)
	}
	rd.echoedBooked(out)
	return out
}

// refAt reads a mention of a day or slot starting at ts[k], returning it
// and how many words it took (0 for none).
func (d dates) refAt(ts []token, k int) (slotRef, int) {
	w := ts[k].w
	next := func(j int) string {
		if k+j < len(ts) {
			return ts[k+j].w
		}
		return ""
	}
	prev := ""
	if k > 0 {
		prev = ts[k-1].w
	}
	if wd, ok := weekdays[w]; ok && prev != "black" && prev != "cyber" {
		// "the Black Friday sale" names no day
		r := slotRef{kind: refDay}
		opts, booked := d.fit(func(t time.Time) bool { return int(t.Weekday()) == wd })
		// "Tuesday" is the booked Tuesday, unless "next" says otherwise or
		// it answers a list that offers a Tuesday.
		if d.list && len(opts) > 0 && prev != "this" {
			booked = false
		} else if booked && prev != "next" && prev != "following" {
			opts = nil
		} else if prev == "next" || prev == "following" {
			booked = false
		}
		r.opts, r.booked = opts, booked
		n := 1
		// "Friday the 27th", "Friday 27 Nov": one mention.
		at := k + 1
		if next(1) == "the" {
			at++ // "Saturday the 27th"
		}
		if dr, m := d.dateAt(ts, at); m > 0 {
			m += at - k - 1
			if d.clashes(wd, dr) {
				return slotRef{kind: refDay, clash: true}, n + m
			}
			r.opts, r.booked = intersect(r.opts, dr.opts), r.booked && dr.booked
			if len(r.opts) == 0 && !r.booked {
				r.opts, r.booked = dr.opts, dr.booked
			}
			n += m
		}
		return r, n
	}
	switch w {
	case "weekend":
		if !d.shown {
			// "could it be the weekend?" asks for a range, not a slot: the
			// list is offered, where "the weekend one" picks
			return slotRef{kind: refDay}, 1
		}
		opts, booked := d.fit(func(t time.Time) bool { return t.Weekday() == time.Saturday || t.Weekday() == time.Sunday })
		return slotRef{kind: refDay, opts: opts, booked: booked}, 1
	case "this", "next":
		return d.todayPartOrNextWeek(ts, k)
	case "today", "tomorrow", "overmorrow":
		if d.today.IsZero() {
			return slotRef{}, 0
		}
		day := d.today.AddDate(0, 0, map[string]int{"today": 0, "tomorrow": 1, "overmorrow": 2}[w])
		opts, booked := d.fit(func(t time.Time) bool { return t.Equal(day) })
		return slotRef{kind: refDay, opts: opts, booked: booked}, 1
	case "any", "dontmind":
		if d.list && (next(1) == "" || next(1) == "of" || next(1) == "one" || next(1) == "fine" || next(1) == "is" || next(1) == "will" || next(1) == "suits" || next(1) == "works" || next(1) == "them" || next(1) == "day") {
			return slotRef{kind: refAny, opts: all(len(d.opts))}, 1
		}
		return slotRef{}, 0
	case "either":
		if d.list && len(d.opts) == 2 && next(1) != "day" && next(1) != "way" {
			return slotRef{kind: refAny, opts: all(len(d.opts))}, 1
		}
		return slotRef{}, 0
	case "last", "latest", "final", "earliest", "soonest":
		if !d.list || len(d.opts) == 0 || (w == "last" && (next(1) == "week" || next(1) == "time")) {
			return slotRef{}, 0
		}
		if w == "last" || w == "final" {
			return slotRef{kind: refIndex, opts: []int{len(d.opts) - 1}}, 1
		}
		best := -1
		for i, t := range d.opts {
			if t.IsZero() {
				continue
			}
			if best < 0 || (w == "latest") == t.After(d.opts[best]) {
				best = i
			}
		}
		if best < 0 {
			return slotRef{}, 0
		}
		return slotRef{kind: refIndex, opts: []int{best}}, 1
	case "middle":
		if d.list && len(d.opts)%2 == 1 {
			return slotRef{kind: refIndex, opts: []int{len(d.opts) / 2}}, 1
		}
		return slotRef{}, 0
	case "one":
		// "one" counts only where it cannot be a pronoun: "one", "number
		// one", "option one".
		if d.list && (len(ts) == 1 || prev == "number" || prev == "option" || prev == "slot") {
			return d.index(1), 1
		}
		return slotRef{}, 0
	}
	if partsOfDay[w] {
		// "I'm" is "i am", not a.m.
		if w == "am" && (prev == "i" || strings.Contains(ts[k].raw, "'") || strings.EqualFold(ts[k].raw, "im")) {
			return slotRef{}, 0
		}
		if (w == "late" || w == "later") && !d.list {
			return slotRef{}, 0
		}
		if (w == "noon" || w == "midday") && (prev == "till" || prev == "until" || prev == "to" || prev == "and") {
			// "home till noon": the window's end, 12:00
			opts, booked := d.fitWindow(func(f, t int) bool { return f < 12*60 && 12*60 <= t })
			return slotRef{kind: refPart, opts: opts, booked: booked}, 1
		}
		opts, booked := d.fitWindow(func(f, t int) bool { return partFits(w, f, t) })
		return slotRef{kind: refPart, opts: opts, booked: booked}, 1
	}
	if r, n := d.timeAt(ts, k); n > 0 {
		return r, n
	}
	if o, ok := ordinals[w]; ok && o <= 10 {
		// "the first of December" is a date; "the first" in a list is a
		// place in it.
		if r, n := d.dateAt(ts, k); n > 1 {
			return r, n
		}
		if d.list && o <= len(d.opts) {
			n := 1
			if next(1) == "one" || next(1) == "option" || next(1) == "slot" {
				n = 2
			}
			return d.index(o), n
		}
		if d.list {
			return d.dateAt(ts, k)
		}
		return slotRef{}, 0
	}
	if r, n := d.dateAt(ts, k); n > 0 {
		// "the 2nd" in answer to a list: a date if one fits, else a place
		if v, ok := digitOrdinal(w); ok && n == 1 && d.list && len(r.opts) == 0 && !r.booked && v <= len(d.opts) {
			return d.index(v), 1
		}
		return r, n
	}
	if isDigits(w) && d.list {
		// A plain number in answer to a list counts it, unless it is too big
		// to, when it may be a day of the month.
		v, _ := strconv.Atoi(w)
		if v >= 1 && v <= len(d.opts) {
			return d.index(v), 1
		}
		if v <= 10 {
			return d.index(v), 1 // counts past either end of the list: "0", "4" of 3
		}
		if v <= 31 && prev != "number" {
			opts, booked := d.fit(func(t time.Time) bool { return t.Day() == v })
			return slotRef{kind: refDay, opts: opts, booked: booked}, 1
		}
	}
	if isDigits(w) && prev == "the" && !(k+1 < len(ts) && ordinalNouns[ts[k+1].w]) {
		// "the 27 in the morning" names a day of the month, which an hour
		// cannot be after "the"
		if v, _ := strconv.Atoi(w); v >= 13 && v <= 31 {
			opts, booked := d.fit(func(t time.Time) bool { return t.Day() == v })
			return slotRef{kind: refDay, opts: opts, booked: booked}, 1
		}
	}
	return slotRef{}, 0
}

// Words that, just before a mention of a day, say it does or does not
// suit. The nearest one decides.
var (
	refNegBefore = words(`not never nobody except nor neither busy away out work working holiday
		unavailable nogood hospital abroad cancel cancelled`)
	refPosBefore = words(`howabout prefer rather better instead yes ok fine please want like love suits
		works free available in home do make come deliver bring`)
	refNegAfter = words(`nogood bad not busy impossible awkward difficult tricky unavailable rubbish
		terrible horrible out off no never nobody`)
	refPosAfter = words(`fine good great better best works suits perfect ok please instead ideal
		preferable lovely brilliant yes suit work`)
)

// polarity decides whether refs[i] names a slot that suits or one that
// does not, from the words around it in its clause.
func (rd *reading) polarity(refs []slotRef, i int) {
	r := &refs[i]
	ts := rd.clauses[r.clause].toks
	lo := max(0, r.pos-5)
	var prev *slotRef
	if i > 0 && refs[i-1].clause == r.clause {
		prev = &refs[i-1]
		lo = max(lo, prev.last+1)
	}
	back := 0 // -1 negative, +1 positive
	for j := r.pos - 1; j >= lo; j-- {
		w := ts[j].w
		if askedFor(ts, j) {
			back = 1 // "tuesday work can it be friday": what comes before is another statement
			break
		}
		if backBy(ts, j) || awayAt(ts, j) {
			back = -1
			break
		}
		if refNegBefore[w] {
			back = -1
			// "not working on Tuesday": an absence denied
			if w != "not" && w != "never" && j > 0 && (ts[j-1].w == "not" || ts[j-1].w == "never") {
				back = 1
			}
			break
		}
		if refPosBefore[w] {
			back = 1
			// "can not do Friday", "don't want Friday"
			for b := j - 1; b >= max(lo, j-2); b-- {
				if ts[b].w == "not" || ts[b].w == "never" {
					back = -1
				}
			}
			break
		}
	}
	after := 0
	hi := min(len(ts), r.last+4)
	if i+1 < len(refs) && refs[i+1].clause == r.clause {
		hi = min(hi, refs[i+1].pos)
		if partOfDayAfter(ts, refs, i) {
			// "wednesday afternoon would be better": the part of the day
			// is the day's own, and what follows it speaks of both
			hi = min(len(ts), refs[i+1].last+4)
			if i+2 < len(refs) && refs[i+2].clause == r.clause {
				hi = min(hi, refs[i+2].pos)
			}
		}
	}
	for j := r.last + 1; j < hi; j++ {
		w := ts[j].w
		if tagNot(ts, j) {
			continue // "Tuesday, isn't it"
		}
		if rd.boundPastWindow(ts, r.pos-1) && rd.awayAfterWindow(ts, j) {
			break // "home until midday then off to work": what follows is after the window
		}
		if askedFor(ts, j) && !(i+1 < len(refs) && refs[i+1].clause == r.clause) {
			after = 1 // "saturday can you come", when no other day follows to be asked for
			break
		}
		if a := absentAfter(ts, j, len(ts)); a != 0 {
			after = a
			break
		}
		if noAccess(ts, j) {
			break // "all morning there's no lift": the home, not the day
		}
		if reassures(ts, j) {
			break // "all morning don't worry": the customer, not the day (reassure.go)
		}
		if refNegAfter[w] {
			after = -1
			break
		}
		if refPosAfter[w] {
			after = 1
			break
		}
	}
	switch {
	case after != 0:
		r.neg = after < 0
	case back != 0:
		r.neg = back < 0
	case prev != nil:
		// "not Tuesday or Wednesday": a list takes its polarity from its head
		between := ts[prev.last+1 : r.pos]
		joined := true
		for _, t := range between {
			if t.w != "or" && t.w != "and" && t.w != "nor" && t.w != "either" && t.w != "to" && t.w != "till" && t.w != "through" {
				joined = false
			}
		}
		if joined {
			r.neg = prev.neg
		}
	}
}

// absentAfter reads "I work", "I'm at work", "we're away" said after a day
// ("Tuesday I work till 2, could it be Saturday?"): the day does not suit.
// "Tuesday I'm not working" says it does. 0 when ts[j] opens no such
// statement.
func absentAfter(ts []token, j, hi int) int {
	if ts[j].w == "work" || ts[j].w == "working" {
		if j > 0 && isWeekday(ts[j-1].w) && !(j > 1 && questionAux[ts[j-2].w]) {
			return -1 // "el martes trabajo", glossed "tuesday work"; not "would Saturday work?"
		}
	}
	if ts[j].w != "i" && ts[j].w != "we" {
		return 0
	}
	for b := j + 1; b < min(hi, j+4); b++ {
		switch w := ts[b].w; {
		case w == "not" || w == "never":
			if b+1 < hi && refNegBefore[ts[b+1].w] {
				return 1
			}
			return 0
		case refNegBefore[w]:
			return -1
		case w != "am" && w != "are" && w != "will" && w != "be" && w != "at":
			return 0
		}
	}
	return 0
}

// slotModals ask for a slot with a subject after them: "can it be",
// "could you do", "would they come".
var slotModals = words(`can could would will may`)

// askedFor reports a modal and its subject at ts[j]: "can it be Friday",
// "Saturday can you come".
func askedFor(ts []token, j int) bool {
	if !slotModals[ts[j].w] || j+1 >= len(ts) {
		return false
	}
	switch ts[j+1].w {
	case "it", "you", "they", "we", "he", "she":
		return true
	}
	return false
}
