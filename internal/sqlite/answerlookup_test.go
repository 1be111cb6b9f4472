package sqlite

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/storetest"
)

// TestAnswerLookupsLong checks that the percentiles of long periods, found
// in order of the time to the answer (lookupLong), are those the sorted
// lookups of short periods (lookupShort) find, for every grouping, with
// answers spread over a year. It changes longLookup, so it runs alone.
func TestAnswerLookupsLong(t *testing.T) {
	s, err := Open(t.Context(), filepath.Join(t.TempDir(), "confirmd.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	a := &confirm.Account{ID: confirm.NewAccountID(), Name: "Acme", SigningSecret: confirm.NewSigningSecret(), CreatedAt: storetest.BenchEnd}
	if err := s.CreateAccount(t.Context(), a); err != nil {
		t.Fatal(err)
	}
	const n = 3000
	from := storetest.BenchEnd.AddDate(-1, 0, 1).Format(time.DateOnly)
	if _, err := s.write.ExecContext(t.Context(), seedStatsQuery, n, from, n, a.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.FoldOutcomeCounts(t.Context()); err != nil {
		t.Fatal(err)
	}
	defer func(d time.Duration) { longLookup = d }(longLookup)
	for _, days := range []int{confirm.MaxStatsDays, 200, 100} {
		for _, by := range []confirm.GroupBy{confirm.GroupNone, confirm.GroupChannel, confirm.GroupIntent} {
			q := confirm.StatsQuery{Scope: confirm.Scope{AccountID: a.ID}, From: storetest.BenchEnd.AddDate(0, 0, 1-days), To: storetest.BenchEnd, GroupBy: by}
			longLookup = 92 * 24 * time.Hour
			longTotals, longGroups, err := s.OutcomeStats(t.Context(), q)
			if err != nil {
				t.Fatal(err)
			}
			if longTotals.MedianMillis == nil || longTotals.P90Millis == nil {
				t.Fatalf("%d days by %q: no median or 90th percentile", days, by)
			}
			longLookup = 10000 * 24 * time.Hour
			shortTotals, shortGroups, err := s.OutcomeStats(t.Context(), q)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(shortTotals, longTotals); d != "" {
				t.Errorf("%d days by %q, totals (-sorted +in order):\n%s", days, by, d)
			}
			if d := cmp.Diff(shortGroups, longGroups); d != "" {
				t.Errorf("%d days by %q, groups (-sorted +in order):\n%s", days, by, d)
			}
		}
	}
	// Grouped by day, the days' counts and buckets are read otherwise:
	// each day must be what it is alone.
	longLookup = 92 * 24 * time.Hour
	storetest.OutcomeDaysAlone(t, s, confirm.StatsQuery{Scope: confirm.Scope{AccountID: a.ID},
		From: storetest.BenchEnd.AddDate(0, 0, 1-confirm.MaxStatsDays), To: storetest.BenchEnd})
}
