package postgres

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/storetest"
)

// TestAnswerLookupsLong checks that the percentiles of long periods, each
// planned with its bucket and rank known (lookupLong), are those the
// lookups given as arrays (lookupShort) find, for every grouping, with
// answers spread over a year. It changes longLookup, so it runs alone.
func TestAnswerLookupsLong(t *testing.T) {
	s := OpenTest(t)
	a := &confirm.Account{ID: confirm.NewAccountID(), Name: "Acme", SigningSecret: confirm.NewSigningSecret(), CreatedAt: storetest.BenchEnd}
	if err := s.CreateAccount(t.Context(), a); err != nil {
		t.Fatal(err)
	}
	from := storetest.BenchEnd.AddDate(-1, 0, 1)
	for _, q := range []string{
		`ALTER TABLE confirmations DISABLE TRIGGER confirmations_counted_insert`,
		seedStatsQuery,
		`ALTER TABLE confirmations ENABLE TRIGGER confirmations_counted_insert`,
		fillCountsQuery,
		fillAnswerTimesQuery,
	} {
		var args []any
		if q == seedStatsQuery {
			args = []any{3000, from, a.ID}
		}
		if _, err := s.pool.Exec(t.Context(), q, args...); err != nil {
			t.Fatal(err)
		}
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
				t.Errorf("%d days by %q, totals (-arrays +one by one):\n%s", days, by, d)
			}
			if d := cmp.Diff(shortGroups, longGroups); d != "" {
				t.Errorf("%d days by %q, groups (-arrays +one by one):\n%s", days, by, d)
			}
		}
	}
	// Grouped by day, the days' counts and buckets are read otherwise:
	// each day must be what it is alone.
	longLookup = 92 * 24 * time.Hour
	storetest.OutcomeDaysAlone(t, s, confirm.StatsQuery{Scope: confirm.Scope{AccountID: a.ID},
		From: storetest.BenchEnd.AddDate(0, 0, 1-confirm.MaxStatsDays), To: storetest.BenchEnd})
}
