package confirm

import (
	"testing"
	"time"
)

// TestConsoleSessionTimes walks a session through requests at given times
// after sign-in: whether each is stored, and when the session then ends.
func TestConsoleSessionTimes(t *testing.T) {
	t.Parallel()
	start := time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)
	type step struct {
		at     time.Duration // after sign-in
		over   bool          // the session has ended by then
		stored bool          // Seen asks for the request to be stored
		ends   time.Duration // ExpiresAt after the request, from sign-in
	}
	for _, tt := range []struct {
		name  string
		steps []step
	}{
		{"idle from the start", []step{
			{at: ConsoleSessionIdle, over: true},
		}},
		{"a request just before the idle time-out", []step{
			{at: ConsoleSessionIdle - time.Millisecond, stored: true, ends: 2*ConsoleSessionIdle - time.Millisecond},
		}},
		{"requests within a minute are not stored", []step{
			{at: 10 * time.Second, ends: ConsoleSessionIdle},
			{at: 59 * time.Second, ends: ConsoleSessionIdle},
			{at: time.Minute, stored: true, ends: time.Minute + ConsoleSessionIdle},
			{at: time.Minute + 30*time.Second, ends: time.Minute + ConsoleSessionIdle},
			{at: time.Minute + ConsoleSessionIdle, over: true},
		}},
		{"in use to the absolute end", []step{
			{at: ConsoleSessionTTL - 40*time.Minute, over: true},
		}},
		{"the absolute end caps the idle one", []step{
			{at: 20 * time.Minute, stored: true, ends: 50 * time.Minute},
			{at: ConsoleSessionTTL - 20*time.Minute, over: true},
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := NewConsoleSession("h", "acct", "key", start)
			for _, st := range tt.steps {
				now := start.Add(st.at)
				if got := s.Over(now); got != st.over {
					t.Fatalf("at +%v: Over = %v, want %v", st.at, got, st.over)
				}
				if st.over {
					continue
				}
				if got := s.Seen(now); got != st.stored {
					t.Errorf("at +%v: Seen = %v, want %v", st.at, got, st.stored)
				}
				if want := start.Add(st.ends); !s.ExpiresAt.Equal(want) {
					t.Errorf("at +%v: ends at +%v, want +%v", st.at, s.ExpiresAt.Sub(start), st.ends)
				}
			}
		})
	}
	// Used every 25 minutes, a session still ends 12 hours after sign-in.
	s := NewConsoleSession("h", "acct", "key", start)
	at := start
	for !s.Over(at) {
		s.Seen(at)
		at = at.Add(25 * time.Minute)
	}
	if end := start.Add(ConsoleSessionTTL); at.Before(end) || at.After(end.Add(25*time.Minute)) || !s.ExpiresAt.Equal(end) {
		t.Errorf("a session in use ended at +%v (ExpiresAt +%v), want +%v", at.Sub(start), s.ExpiresAt.Sub(start), ConsoleSessionTTL)
	}
}
