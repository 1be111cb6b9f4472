package plan

import (
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// rules is a confirmation's cadence as the planner applies it, worked out
// once per call because loading a zone is not free.
type rules struct {
	demo   bool
	loc    *time.Location
	phone  *time.Location // the phone number's own zone; nil when none or loc
	window time.Time      // start of the booked window in UTC; zero when unknown
}

func rulesOf(c *confirm.Confirmation) rules {
	r := rules{demo: c.Cadence == confirm.CadenceDemo, loc: c.Location(), phone: c.PhoneLocation()}
	w, err := time.ParseInLocation("2006-01-02 15:04", c.Order.Date+" "+c.Order.Window.From, r.loc)
	if err == nil {
		r.window = w.UTC()
	}
	return r
}

// attempt is one contact still to make. The call's retry is an attempt of
// its own that sets no step, so that compression leaves room for it.
type attempt struct {
	step int // index of the step whose due time it sets, or -1
	ch   confirm.Channel
	gap  time.Duration // after the previous attempt; 0 means at once
}

// due sets the due time of every pending step in steps, the first gap
// counted from start, or the first pending step due at once when atOnce.
// A text or call that cannot happen before the window starts is dropped:
// its step is skipped (unanswered for a call already made, whose retry it
// was), due at start, and reported.
func (r rules) due(steps []confirm.Step, start time.Time, atOnce bool) []Skip {
	atts := r.attempts(steps)
	if len(atts) == 0 {
		return nil
	}
	if atOnce {
		atts[0].gap = 0
	}
	times, from := r.schedule(start, atts)
	for i, t := range times {
		if atts[i].step >= 0 {
			steps[atts[i].step].DueAt = t
		}
	}
	var skips []Skip
	for _, a := range atts[len(times):] {
		if a.step < 0 {
			continue // a retry whose call is still to be made: nothing to show yet
		}
		s := &steps[a.step]
		skip := Skip{Step: a.step, Channel: a.ch, Retry: s.Attempts > 0, At: start, From: from, Window: r.window}
		s.State, s.DueAt = confirm.StepSkipped, start
		if skip.Retry {
			s.State = confirm.StepUnanswered
		}
		skips = append(skips, skip)
	}
	return skips
}

func (r rules) attempts(steps []confirm.Step) []attempt {
	gap := func(d time.Duration) time.Duration {
		if r.demo {
			return DemoGap
		}
		return d
	}
	calls := callAttempts(r.demo)
	var atts []attempt
	for i, s := range steps {
		if s.State != confirm.StepPending {
			continue
		}
		switch s.Channel {
		case confirm.ChannelEmail:
			atts = append(atts, attempt{i, s.Channel, 0})
		case confirm.ChannelSMS:
			atts = append(atts, attempt{i, s.Channel, gap(SMSAfterEmail)})
		case confirm.ChannelCall:
			// A pending step must come due even if the caller let it run
			// out of attempts, so it always gets one.
			for n := range max(1, calls-s.Attempts) {
				a := attempt{-1, s.Channel, gap(RetryAfter)}
				if n == 0 {
					a.step = i
					if s.Attempts == 0 {
						a.gap = gap(CallAfterSMS)
					}
				}
				atts = append(atts, a)
			}
		}
	}
	return atts
}

func callAttempts(demo bool) int {
	if demo {
		return 1
	}
	return 2
}

// schedule returns the due times of the attempts that can be made, in
// order: all of them in the normal plan if it ends MinGap before the window
// starts, else those the compressed plan fits before it (see the package
// doc). The attempts after those are dropped; from is the moment after
// which they would have had to fit: the last text or call placed, or the
// first moment of contact hours.
func (r rules) schedule(start time.Time, atts []attempt) (times []time.Time, from time.Time) {
	times = make([]time.Time, len(atts))
	t := start
	for i, a := range atts {
		t = r.nextAllowed(a.ch, t.Add(a.gap))
		times[i] = t
	}
	if r.demo || r.window.IsZero() || !t.Add(MinGap).After(r.window) {
		return times, time.Time{}
	}

	// The first contact is never held back: compression is about fitting
	// the follow-ups in, not about delaying the opening message. An
	// opening email goes whatever the hour and wherever the window is; an
	// opening text or call only with contact time left before the window.
	times = times[:0]
	anchor := start
	from = r.nextAllowed(confirm.ChannelSMS, start)
	k := 0
	for ; k < len(atts) && atts[k].gap == 0; k++ {
		if atts[k].ch == confirm.ChannelEmail {
			times = append(times, start)
			continue
		}
		anchor = r.nextAllowed(atts[k].ch, start)
		if r.contactTime(anchor, r.window) < MinCompressedGap {
			return times, from
		}
		times, from = append(times, anchor), anchor
	}
	// The m attempts that follow share the contact time left in m+1
	// parts; those that leave a part shorter than MinCompressedGap are
	// dropped, last first, so that a retry goes before the call and the
	// call before the text.
	rest := atts[k:]
	left := r.contactTime(anchor, r.window)
	m := len(rest)
	for m > 0 && left/time.Duration(m+1) < MinCompressedGap {
		m--
	}
	part := (left / time.Duration(m+1)).Truncate(time.Minute)
	var offset time.Duration
	for _, a := range rest[:m] {
		offset += min(a.gap, part)
		at := r.addContactTime(anchor, offset)
		times, from = append(times, at), at
	}
	return times, from
}

func (r rules) allowed(ch confirm.Channel, t time.Time) bool {
	if r.demo || ch == confirm.ChannelEmail {
		return true
	}
	return inHours(r.loc, t) && (r.phone == nil || inHours(r.phone, t))
}

// nextAllowed returns the first moment at or after t inside the contact
// hours of the order's zone and, when it has one, the phone's: each zone's
// next DayStart:00 in turn until a moment suits both. Two zones whose
// hours never meet (some eleven to thirteen hours apart) give no moment;
// then it returns t plus noHours, after any booked window.
func (r rules) nextAllowed(ch confirm.Channel, t time.Time) time.Time {
	if r.allowed(ch, t) {
		return t
	}
	start := t
	// Each round moves to a later day start of one zone; a fortnight of
	// them finds the overlap if there is one, clock changes included.
	for range 28 {
		t = nextInHours(r.loc, t)
		if r.phone == nil {
			return t
		}
		t = nextInHours(r.phone, t)
		if inHours(r.loc, t) {
			return t
		}
	}
	return start.Add(noHours)
}

// noHours is how far off nextAllowed puts the contact hours of two zones
// whose hours never meet.
const noHours = 366 * 24 * time.Hour

// quietZone returns the zone in which t is outside the contact hours: the
// order's, else the phone's, or nil when t is inside both.
func (r rules) quietZone(t time.Time) *time.Location {
	switch {
	case !inHours(r.loc, t):
		return r.loc
	case r.phone != nil && !inHours(r.phone, t):
		return r.phone
	}
	return nil
}

// dayEnd returns the end of the contact hours that t is in: the earlier
// end of the two zones' days when the phone has a zone of its own.
func (r rules) dayEnd(t time.Time) time.Time {
	end := dayEndIn(r.loc, t)
	if r.phone != nil {
		if e := dayEndIn(r.phone, t); e.Before(end) {
			end = e
		}
	}
	return end
}

func inHours(loc *time.Location, t time.Time) bool {
	h := t.In(loc).Hour()
	return h >= DayStart && h < DayEnd
}

// nextInHours returns t if it is inside loc's contact hours, else loc's
// next DayStart:00.
func nextInHours(loc *time.Location, t time.Time) time.Time {
	if inHours(loc, t) {
		return t
	}
	l := t.In(loc)
	day := l.Day()
	if l.Hour() >= DayEnd {
		day++
	}
	return time.Date(l.Year(), l.Month(), day, DayStart, 0, 0, 0, loc).UTC()
}

// dayEndIn returns the end of the contact hours on t's day in loc.
func dayEndIn(loc *time.Location, t time.Time) time.Time {
	l := t.In(loc)
	return time.Date(l.Year(), l.Month(), l.Day(), DayEnd, 0, 0, 0, loc).UTC()
}

// contactTime returns how much of [from, to) lies within the contact hours.
func (r rules) contactTime(from, to time.Time) time.Duration {
	var total time.Duration
	for {
		from = r.nextAllowed(confirm.ChannelCall, from)
		if !from.Before(to) {
			return total
		}
		end := r.dayEnd(from)
		if to.Before(end) {
			end = to
		}
		total += end.Sub(from)
		from = end
	}
}

// addContactTime returns the moment when d of contact hours have passed
// since from, so quiet hours stop the count instead of swallowing it.
func (r rules) addContactTime(from time.Time, d time.Duration) time.Time {
	for {
		from = r.nextAllowed(confirm.ChannelCall, from)
		if !r.allowed(confirm.ChannelCall, from) {
			return from // the two zones' hours never meet
		}
		end := r.dayEnd(from)
		if t := from.Add(d); t.Before(end) {
			return t
		}
		d -= end.Sub(from)
		from = end
	}
}
