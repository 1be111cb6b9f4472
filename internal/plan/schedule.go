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
	window time.Time // start of the booked window in UTC; zero when unknown
}

func rulesOf(c *confirm.Confirmation) rules {
	r := rules{demo: c.Cadence == confirm.CadenceDemo, loc: c.Location()}
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
func (r rules) due(steps []confirm.Step, start time.Time, atOnce bool) {
	atts := r.attempts(steps)
	if len(atts) == 0 {
		return
	}
	if atOnce {
		atts[0].gap = 0
	}
	for i, t := range r.schedule(start, atts) {
		if atts[i].step >= 0 {
			steps[atts[i].step].DueAt = t
		}
	}
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

// schedule returns the due time of each attempt: the normal plan if it ends
// before the window starts, else the compressed one (see the package doc).
func (r rules) schedule(start time.Time, atts []attempt) []time.Time {
	times := make([]time.Time, len(atts))
	t := start
	for i, a := range atts {
		t = r.nextAllowed(a.ch, t.Add(a.gap))
		times[i] = t
	}
	if r.demo || r.window.IsZero() || !t.Add(MinGap).After(r.window) {
		return times
	}

	// The first contact is never held back: compression is about fitting
	// the follow-ups in, not about delaying the opening message.
	k, anchor := 0, start
	for ; k < len(atts) && atts[k].gap == 0; k++ {
		anchor = r.nextAllowed(atts[k].ch, anchor)
		times[k] = anchor
	}
	rest := atts[k:]
	if len(rest) == 0 {
		return times
	}
	part := (r.contactTime(anchor, r.window) / time.Duration(len(rest)+1)).Truncate(time.Minute)
	if part < MinCompressedGap {
		t := anchor
		for i, a := range rest {
			t = r.nextAllowed(a.ch, t.Add(MinGap))
			times[k+i] = t
		}
		return times
	}
	var offset time.Duration
	for i, a := range rest {
		offset += min(a.gap, part)
		times[k+i] = r.addContactTime(anchor, offset)
	}
	return times
}

func (r rules) allowed(ch confirm.Channel, t time.Time) bool {
	if r.demo || ch == confirm.ChannelEmail {
		return true
	}
	h := t.In(r.loc).Hour()
	return h >= DayStart && h < DayEnd
}

func (r rules) nextAllowed(ch confirm.Channel, t time.Time) time.Time {
	if r.allowed(ch, t) {
		return t
	}
	l := t.In(r.loc)
	day := l.Day()
	if l.Hour() >= DayEnd {
		day++
	}
	return time.Date(l.Year(), l.Month(), day, DayStart, 0, 0, 0, r.loc).UTC()
}

// dayEnd returns the end of the contact hours on t's local day.
func (r rules) dayEnd(t time.Time) time.Time {
	l := t.In(r.loc)
	return time.Date(l.Year(), l.Month(), l.Day(), DayEnd, 0, 0, 0, r.loc).UTC()
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
		end := r.dayEnd(from)
		if t := from.Add(d); t.Before(end) {
			return t
		}
		d -= end.Sub(from)
		from = end
	}
}
