package sqlite

import (
	"path/filepath"
	"testing"

	"github.com/confirmd/confirmd/internal/storetest"
)

// TestOutcomeCounts checks that the counts of outcome_counts and
// answer_times follow every write, a delete included, and match those
// migration 00018 counts afresh.
func TestOutcomeCounts(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "confirmd.db")
	s := openTestAt(t, path)
	storetest.OutcomeCountsFollowWrites(t, s, remigrate(path, 17), func(t *testing.T, id string) {
		for _, q := range []string{
			`DELETE FROM webhook_attempts WHERE delivery_id IN (SELECT id FROM webhook_deliveries WHERE confirmation_id = ?)`,
			`DELETE FROM webhook_deliveries WHERE confirmation_id = ?`,
			`DELETE FROM steps WHERE confirmation_id = ?`,
			`DELETE FROM events WHERE confirmation_id = ?`,
			`DELETE FROM confirmations WHERE id = ?`,
		} {
			if _, err := s.write.ExecContext(t.Context(), q, id); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
		}
	})
}

// TestOutcomeCountsFold checks that the statistics stay exact under
// concurrent creates and saves, before and after their changes are
// folded.
func TestOutcomeCountsFold(t *testing.T) {
	t.Parallel()
	storetest.OutcomeCountsFold(t, openTestAt(t, filepath.Join(t.TempDir(), "confirmd.db")))
}

// TestOutcomeCountsByMonth checks the statistics of periods with whole
// months, read from the counts by month, against those by day.
func TestOutcomeCountsByMonth(t *testing.T) {
	t.Parallel()
	storetest.OutcomeCountsByMonth(t, openTestAt(t, filepath.Join(t.TempDir(), "confirmd.db")))
}
