package sqlite

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/storetest"
)

// seedStatsQuery writes n confirmations of one scope, created evenly over
// the year to storetest.BenchEnd, in one statement: mostly confirmed, some
// of every other status, answered on every channel, a third with delivery
// feedback, a few of those failed. The columns the triggers keep are
// written directly.
const seedStatsQuery = `
	WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1),
	r AS (
		SELECT i, strftime('%Y-%m-%dT%H:%M:%fZ', julianday(?) + i * 365.0 / ?) AS created,
		       CASE WHEN i % 20 < 12 THEN 'confirmed' WHEN i % 20 < 14 THEN 'rescheduled'
		            WHEN i % 20 < 16 THEN 'action_needed' WHEN i % 20 < 18 THEN 'unreachable'
		            WHEN i % 20 = 18 THEN 'cancelled' ELSE 'in_progress' END AS status
		FROM n
	)
	INSERT INTO confirmations (id, account_id, sandbox, status, created_at, updated_at, doc, lease_owner, reached, answered_at)
	SELECT printf('cf_%024d', i), ?, 0, status, created, created,
	       json_object('customer', json_object('name', 'Jane Smith'), 'order', json_object('date', '2026-11-24'),
	           'outcome', CASE
	               WHEN status = 'confirmed' THEN json_object('intent', CASE WHEN i % 5 = 0 THEN 'alternate_signer' ELSE 'will_be_in' END, 'channel', CASE i % 3 WHEN 0 THEN 'email' WHEN 1 THEN 'sms' ELSE 'call' END)
	               WHEN status = 'rescheduled' THEN json_object('intent', 'reschedule', 'channel', 'sms')
	               WHEN status = 'action_needed' THEN json_object('intent', CASE WHEN i % 2 = 0 THEN 'opt_out' ELSE 'different_day' END, 'channel', 'sms')
	               WHEN status = 'unreachable' THEN json_object('intent', 'no_answer') END,
	           'delivery', CASE
	               WHEN i % 3 <> 0 THEN NULL
	               WHEN i % 17 = 0 THEN json_object('result', 'failed', 'reason', CASE i % 4 WHEN 0 THEN 'no_one_home' WHEN 1 THEN 'refused' WHEN 2 THEN 'access' ELSE 'other' END)
	               ELSE json_object('result', 'delivered') END),
	       '', 1 + (i % 7 = 0) * 2 + (i % 11 = 0) * 4,
	       CASE WHEN status IN ('confirmed', 'rescheduled', 'action_needed')
	            THEN strftime('%Y-%m-%dT%H:%M:%fZ', julianday(created) + (i % 360) / 1440.0) END
	FROM r`

// BenchmarkOutcomeStats times GET /v1/stats's query over a million
// confirmations (go test -run '^$' -bench OutcomeStats -benchtime 1x).
// With storetest.BenchKeepEnv set to a file path, the seeded database is
// kept there and used again by the next run (seeding takes minutes).
func BenchmarkOutcomeStats(b *testing.B) {
	path := filepath.Join(b.TempDir(), "confirmd.db")
	keep := os.Getenv(storetest.BenchKeepEnv)
	if keep != "" {
		path = keep
	}
	_, statErr := os.Stat(path)
	s, err := Open(b.Context(), path)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	var id string
	if keep != "" && statErr == nil {
		if err := s.read.QueryRowContext(b.Context(), "SELECT id FROM accounts WHERE name = 'Acme'").Scan(&id); err != nil {
			b.Fatalf("a kept database at %s: %v", path, err)
		}
		b.Logf("using the database kept at %s", path)
	} else {
		id = seedOutcomeStats(b, s)
	}
	b.ResetTimer()
	for b.Loop() {
		storetest.BenchOutcomeStats(b, s, confirm.Scope{AccountID: id}, storetest.BenchRows, 20, os.Stdout)
	}
}

// seedOutcomeStats creates an account and storetest.BenchRows
// confirmations of its own, folds their counts and returns its id.
func seedOutcomeStats(b *testing.B, s *Store) string {
	a := &confirm.Account{ID: confirm.NewAccountID(), Name: "Acme", SigningSecret: confirm.NewSigningSecret(), CreatedAt: storetest.BenchEnd}
	if err := s.CreateAccount(b.Context(), a); err != nil {
		b.Fatal(err)
	}
	start := time.Now()
	from := storetest.BenchEnd.AddDate(-1, 0, 1).Format(time.DateOnly)
	if _, err := s.write.ExecContext(b.Context(), seedStatsQuery, storetest.BenchRows, from, storetest.BenchRows, a.ID); err != nil {
		b.Fatal(err)
	}
	b.Logf("seeded %d confirmations in %v", storetest.BenchRows, time.Since(start).Round(time.Second))
	start = time.Now()
	if _, err := s.FoldOutcomeCounts(b.Context()); err != nil {
		b.Fatal(err)
	}
	b.Logf("folded their counts in %v", time.Since(start).Round(time.Second))
	if _, err := s.write.ExecContext(b.Context(), "ANALYZE"); err != nil {
		b.Fatal(err)
	}
	return a.ID
}
