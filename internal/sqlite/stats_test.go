package sqlite

import (
	"context"
	"strings"
	"testing"
)

// TestStatsPlans checks the scrape-time queries: the count reads one index
// in its order, never the table and never into a temporary sort; the
// overdue wake time reads the first entry of the partial index on wake_at.
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
	} {
		t.Run(p.name, func(t *testing.T) {
			details := explain(t, s.read, p.query, p.args...)
			if !strings.Contains(details, p.want) {
				t.Errorf("plan lacks %q:\n%s", p.want, details)
			}
			if strings.Contains(details, "TEMP B-TREE") {
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
