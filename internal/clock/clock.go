// Package clock gives confirmd one injectable source of time, so tests of
// cadences, quiet hours, time-outs and rate windows run without sleeping.
package clock

import (
	"sort"
	"sync"
	"time"
)

// Clock tells the current time and waits on it.
type Clock interface {
	Now() time.Time
	// After returns a channel that receives the time once d has passed on
	// this clock.
	After(d time.Duration) <-chan time.Time
}

// Real is the wall clock.
type Real struct{}

// Now returns the current time in UTC.
func (Real) Now() time.Time { return time.Now().UTC() }

// After waits on the wall clock.
func (Real) After(d time.Duration) <-chan time.Time { return time.After(d) }

// Scaled is a clock that runs Factor times faster than the wall clock from
// the moment it is made: a demo cadence's 90 s gap passes in 1.5 s at 60.
// It exists to drive whole processes through long plans in tests.
type Scaled struct {
	Factor float64
	start  time.Time
	origin time.Time
}

// NewScaled returns a clock that runs factor times faster than the wall
// clock and shows origin at the wall-clock moment origin. Processes given
// the same origin agree on the time, so one can take over from another.
func NewScaled(factor float64, origin time.Time) *Scaled {
	return &Scaled{Factor: factor, start: origin, origin: origin.UTC()}
}

// Now returns the scaled time.
func (s *Scaled) Now() time.Time {
	return s.origin.Add(time.Duration(float64(time.Since(s.start)) * s.Factor)).Truncate(time.Microsecond)
}

// After waits d of scaled time.
func (s *Scaled) After(d time.Duration) <-chan time.Time {
	return time.After(time.Duration(float64(d) / s.Factor))
}

// Fake is a clock that only moves when told to. It is safe for concurrent use.
type Fake struct {
	mu      sync.Mutex
	now     time.Time
	waiters []waiter
}

type waiter struct {
	at time.Time
	ch chan time.Time
}

// NewFake returns a fake clock set to t.
func NewFake(t time.Time) *Fake { return &Fake{now: t.UTC()} }

// Now returns the fake's current time.
func (f *Fake) Now() time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.now
}

// After returns a channel that receives once the fake has been moved d on.
func (f *Fake) After(d time.Duration) <-chan time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	ch := make(chan time.Time, 1)
	if d <= 0 {
		ch <- f.now
		return ch
	}
	f.waiters = append(f.waiters, waiter{at: f.now.Add(d), ch: ch})
	return ch
}

// Advance moves the fake clock forward by d, waking the waits it passes.
func (f *Fake) Advance(d time.Duration) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.setLocked(f.now.Add(d))
}

// Set moves the fake clock to t, waking the waits it passes.
func (f *Fake) Set(t time.Time) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.setLocked(t.UTC())
}

// Waiters reports how many waits are pending, so a test can tell that a
// loop has gone to sleep.
func (f *Fake) Waiters() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.waiters)
}

func (f *Fake) setLocked(t time.Time) {
	f.now = t
	sort.Slice(f.waiters, func(i, j int) bool { return f.waiters[i].at.Before(f.waiters[j].at) })
	kept := f.waiters[:0]
	for _, w := range f.waiters {
		if !w.at.After(t) {
			w.ch <- t
			continue
		}
		kept = append(kept, w)
	}
	f.waiters = kept
}
