package sqlite

import (
	"context"
	"strings"
	"testing"
)

// TestStatsPlans checks the scrape-time queries: the count reads one index
// in its order, never the table and never into a temporary sort; the
// overdue wake time reads the first entry of the partial index on wake_at.
// A period's statistics by day read the days' counts and buckets by key,
// in order, and sort only the deltas not folded yet.
func TestStatsPlans(t *testing.T) {
	t.Parallel()
	s := openTest(t)
	for _, p := range []struct {
		name, query string
		args        []any
		want        string
	}{
		{"count by status", countByStatusQuery, nil, "SCAN confirmations USING COVERING INDEX confirmations_status"},
		{"oldest overdue", oldestOverdueQuery, []any{"2026-11-20T00:00:00.000Z"}, "SEARCH confirmations USING COVERING INDEX confirmations_wake (wake_at<?)"},
		{"outcome stats by day", statsRowsByDay, []any{"a", 0, "2025-11-01", "2026-11-01"},
			"SEARCH outcome_day_counts USING PRIMARY KEY (account_id=? AND sandbox=? AND day>? AND day<?)"},
		{"answer buckets by day", answerBucketsByDay, []any{"a", 0, "2025-11-01", "2026-11-01"},
			"SEARCH answer_times USING PRIMARY KEY (account_id=? AND sandbox=? AND dim=? AND day>? AND day<?)"},
	} {
		t.Run(p.name, func(t *testing.T) {
			details := explain(t, s.read, p.query, p.args...)
			if !strings.Contains(details, p.want) {
				t.Errorf("plan lacks %q:\n%s", p.want, details)
			}
			if before, _, _ := strings.Cut(details, "outcome_deltas"); strings.Contains(before, "TEMP B-TREE") {
				t.Errorf("plan sorts:\n%s", details)
			}
		})
	}
}

func BenchmarkCountByStatus(b *testing.B) {
	s := openTest(b)
	fill(b, s, *benchRows, 1000)
	ctx := context.Background()
	for b.Loop() {
		if _, err := s.CountByStatus(ctx); err != nil {
			b.Fatal(err)
		}
	}
}
