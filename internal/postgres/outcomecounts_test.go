package postgres

import (
	"testing"

	"github.com/confirmd/confirmd/internal/storetest"
)

// TestOutcomeCounts checks that the counts of outcome_counts and
// answer_times follow every write, a delete included, and match those
// migration 00018 counts afresh.
func TestOutcomeCounts(t *testing.T) {
	t.Parallel()
	url := TestURL(t)
	s := OpenTestURL(t, url)
	storetest.OutcomeCountsFollowWrites(t, s, remigrate(url, 17), func(t *testing.T, id string) {
		for _, q := range []string{
			`DELETE FROM webhook_attempts WHERE delivery_id IN (SELECT id FROM webhook_deliveries WHERE confirmation_id = $1)`,
			`DELETE FROM webhook_deliveries WHERE confirmation_id = $1`,
			`DELETE FROM confirmations WHERE id = $1`,
		} {
			if _, err := s.pool.Exec(t.Context(), q, id); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
		}
	})
}

// TestOutcomeCountsFold checks that the statistics stay exact under
// concurrent creates and saves, before and after their changes are
// folded, folds running meanwhile.
func TestOutcomeCountsFold(t *testing.T) {
	t.Parallel()
	storetest.OutcomeCountsFold(t, OpenTestURL(t, TestURL(t)))
}

// TestOutcomeCountsByMonth checks the statistics of periods with whole
// months, read from the counts by month, against those by day.
func TestOutcomeCountsByMonth(t *testing.T) {
	t.Parallel()
	storetest.OutcomeCountsByMonth(t, OpenTestURL(t, TestURL(t)))
}
