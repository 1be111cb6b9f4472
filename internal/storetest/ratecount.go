package storetest

import (
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// testCountAttempts: the count is what RecordAttempt would find at the
// same moment, refused attempts included, per key, and reading it changes
// nothing.
func testCountAttempts(t *testing.T, s confirm.Store) {
	count := func(key string, at time.Time, want int) {
		t.Helper()
		got, err := s.CountAttempts(t.Context(), key, at)
		if err != nil || got != want {
			t.Fatalf("CountAttempts(%s, %s) = %d, %v; want %d", key, confirm.FormatTime(at), got, err, want)
		}
	}
	const key, other = "192.0.2.10", "192.0.2.11"
	count(key, t0, 0)
	attempt(t, s, key, t0, 2, true)
	attempt(t, s, key, t0.Add(time.Minute), 2, true)
	count(key, t0.Add(time.Minute), 2)
	// Refused attempts count too, from the next whole second.
	refusedAt := t0.Add(2*time.Minute + 300*time.Millisecond)
	attempt(t, s, key, refusedAt, 2, false)
	attempt(t, s, key, refusedAt, 2, false)
	count(key, confirm.RefusedAttemptAt(refusedAt), 4)
	count(other, refusedAt, 0)
	count(key, refusedAt, 4) // unchanged by reading
	// Each attempt stops counting an hour after it counted from.
	count(key, t0.Add(confirm.RateWindow), 3)
	count(key, t0.Add(confirm.RateWindow+time.Minute), 2)
	count(key, confirm.RefusedAttemptAt(refusedAt).Add(confirm.RateWindow), 0)
	// The count agrees with RecordAttempt's verdict at the same moment.
	at := t0.Add(confirm.RateWindow + 90*time.Second)
	count(key, at, 2)
	attempt(t, s, key, at, 3, true)
	count(key, at, 3)
}
