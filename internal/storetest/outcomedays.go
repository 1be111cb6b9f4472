package storetest

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/confirm"
)

// OutcomeDaysAlone checks that each day of q grouped by day has the
// figures of that day asked for alone (its totals), percentiles
// included, and that the totals of q are the same either way: grouped by
// day, a store reads the days' counts and buckets otherwise than for a
// period's totals.
func OutcomeDaysAlone(t *testing.T, s confirm.Store, q confirm.StatsQuery) {
	t.Helper()
	q.GroupBy = confirm.GroupNone
	want, _, err := s.OutcomeStats(t.Context(), q)
	if err != nil {
		t.Fatal(err)
	}
	q.GroupBy = confirm.GroupDay
	totals, days, err := s.OutcomeStats(t.Context(), q)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(want, totals); d != "" {
		t.Errorf("totals by day (-alone +by day):\n%s", d)
	}
	if len(days) == 0 {
		t.Fatal("no day")
	}
	seen := 0
	for d := q.From; !d.After(q.To); d = d.AddDate(0, 0, 1) {
		alone, _, err := s.OutcomeStats(t.Context(), confirm.StatsQuery{Scope: q.Scope, From: d, To: d})
		if err != nil {
			t.Fatal(err)
		}
		if alone.Created == 0 {
			continue
		}
		if seen >= len(days) {
			t.Fatalf("day %s missing from the days", d.Format("2006-01-02"))
		}
		alone.Key = d.Format("2006-01-02")
		if diff := cmp.Diff(alone, days[seen]); diff != "" {
			t.Errorf("day %s (-alone +by day):\n%s", alone.Key, diff)
		}
		seen++
	}
	if seen != len(days) {
		t.Errorf("%d days with confirmations, %d groups", seen, len(days))
	}
}
