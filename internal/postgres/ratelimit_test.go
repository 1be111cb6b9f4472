package postgres_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/postgres"
)

// BenchmarkRecordAttemptHighLimit is an attempt from a key whose account may
// make a billion creates an hour, so that no count of the window could stop
// early at the limit: its cost must be the same with 20,000 attempts in the
// window as with none.
func BenchmarkRecordAttemptHighLimit(b *testing.B) {
	for _, prior := range []int{0, 20_000} {
		b.Run(fmt.Sprintf("prior=%d", prior), func(b *testing.B) {
			s := postgres.OpenTest(b)
			const key, limit = "203.0.113.9", 1_000_000_000
			// The prior attempts are spread over the half hour before now.
			// Their verdicts do not matter: a small limit keeps the
			// seeding quick whatever the store does with the count.
			for i := range prior {
				at := t0.Add(-confirm.RateWindow/2 + time.Duration(i)*(confirm.RateWindow/2)/time.Duration(prior))
				if _, err := s.RecordAttempt(b.Context(), key, at, 30); err != nil {
					b.Fatal(err)
				}
			}
			for b.Loop() {
				ok, err := s.RecordAttempt(b.Context(), key, t0, limit)
				if err != nil || !ok {
					b.Fatalf("RecordAttempt = %v, %v; want allowed", ok, err)
				}
			}
		})
	}
}
