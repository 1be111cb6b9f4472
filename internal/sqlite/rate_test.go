package sqlite_test

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/sqlite"
)

// TestRecordAttemptWindow checks the sliding log at its edges when more
// attempts are logged than the limit allows: refused attempts count too,
// and each counts for exactly RateWindow.
func TestRecordAttemptWindow(t *testing.T) {
	t.Parallel()
	s := open(t, filepath.Join(t.TempDir(), "confirmd.db"))
	defer s.Close()
	t0 := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	const key, limit = "203.0.113.9", 3
	for _, step := range []struct {
		at   time.Time
		want bool
	}{
		{t0, true}, {t0, true}, {t0, true}, {t0, false}, {t0, false}, {t0, false}, {t0, false},
		{t0.Add(confirm.RateWindow - time.Millisecond), false},
		// The seven at t0 have expired; the refused one just before still counts.
		{t0.Add(confirm.RateWindow), true},
		{t0.Add(confirm.RateWindow), true},
		{t0.Add(confirm.RateWindow), false},
	} {
		got, err := s.RecordAttempt(t.Context(), key, step.at, limit)
		if err != nil {
			t.Fatalf("RecordAttempt: %v", err)
		}
		if got != step.want {
			t.Fatalf("RecordAttempt at %v = %v, want %v", step.at, got, step.want)
		}
	}
	if ok, err := s.RecordAttempt(t.Context(), "198.51.100.1", t0.Add(confirm.RateWindow), limit); err != nil || !ok {
		t.Errorf("another key: %v, %v; want allowed", ok, err)
	}
}

// BenchmarkRecordAttemptFlood is an attempt from a key that has sent many
// times its limit within the window: its cost must not grow with the flood.
func BenchmarkRecordAttemptFlood(b *testing.B) {
	s, err := sqlite.Open(b.Context(), filepath.Join(b.TempDir(), "confirmd.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	now := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	for range 20_000 {
		if _, err := s.RecordAttempt(b.Context(), "203.0.113.9", now, 30); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		if _, err := s.RecordAttempt(b.Context(), "203.0.113.9", now, 30); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRecordAttemptHighLimit is an attempt from a key whose account may
// make a billion creates an hour, so that no count of the window could stop
// early at the limit: its cost must be the same with 20,000 attempts in the
// window as with none.
func BenchmarkRecordAttemptHighLimit(b *testing.B) {
	for _, prior := range []int{0, 20_000} {
		b.Run(fmt.Sprintf("prior=%d", prior), func(b *testing.B) {
			s, err := sqlite.Open(b.Context(), filepath.Join(b.TempDir(), "confirmd.db"))
			if err != nil {
				b.Fatal(err)
			}
			defer s.Close()
			const key, limit = "203.0.113.9", 1_000_000_000
			now := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
			// The prior attempts are spread over the half hour before now.
			// Their verdicts do not matter: a small limit keeps the
			// seeding quick whatever the store does with the count.
			for i := range prior {
				at := now.Add(-confirm.RateWindow/2 + time.Duration(i)*(confirm.RateWindow/2)/time.Duration(prior))
				if _, err := s.RecordAttempt(b.Context(), key, at, 30); err != nil {
					b.Fatal(err)
				}
			}
			for b.Loop() {
				ok, err := s.RecordAttempt(b.Context(), key, now, limit)
				if err != nil || !ok {
					b.Fatalf("RecordAttempt = %v, %v; want allowed", ok, err)
				}
			}
		})
	}
}
