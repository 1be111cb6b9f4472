package postgres

import (
	"net/url"
	"os"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/storetest"
)

// seedStatsQuery writes $1 confirmations of one scope, created evenly
// over the year from $2, in one statement: mostly confirmed, some of every
// other status, answered on every channel, a third with delivery feedback,
// a few of those failed. The columns the triggers keep are written
// directly.
const seedStatsQuery = `
	INSERT INTO confirmations (id, account_id, sandbox, status, created_at, updated_at, doc, lease_owner, reached, answered_at)
	SELECT 'cf_' || lpad(i::text, 24, '0'), $3, false, status, created, created,
	       jsonb_build_object('customer', jsonb_build_object('name', 'Jane Smith'), 'order', jsonb_build_object('date', '2026-11-24'),
	           'outcome', CASE
	               WHEN status = 'confirmed' THEN jsonb_build_object('intent', CASE WHEN i % 5 = 0 THEN 'alternate_signer' ELSE 'will_be_in' END, 'channel', CASE i % 3 WHEN 0 THEN 'email' WHEN 1 THEN 'sms' ELSE 'call' END)
	               WHEN status = 'rescheduled' THEN jsonb_build_object('intent', 'reschedule', 'channel', 'sms')
	               WHEN status = 'action_needed' THEN jsonb_build_object('intent', CASE WHEN i % 2 = 0 THEN 'opt_out' ELSE 'different_day' END, 'channel', 'sms')
	               WHEN status = 'unreachable' THEN jsonb_build_object('intent', 'no_answer') END,
	           'delivery', CASE
	               WHEN i % 3 <> 0 THEN NULL
	               WHEN i % 17 = 0 THEN jsonb_build_object('result', 'failed', 'reason', CASE i % 4 WHEN 0 THEN 'no_one_home' WHEN 1 THEN 'refused' WHEN 2 THEN 'access' ELSE 'other' END)
	               ELSE jsonb_build_object('result', 'delivered') END),
	       '', 1 + (i % 7 = 0)::int * 2 + (i % 11 = 0)::int * 4,
	       CASE WHEN status IN ('confirmed', 'rescheduled', 'action_needed') THEN created + (i % 360) * interval '1 minute' END
	FROM (
		SELECT i, $2::timestamptz + i * (interval '365 days' / $1) AS created,
		       CASE WHEN i % 20 < 12 THEN 'confirmed' WHEN i % 20 < 14 THEN 'rescheduled'
		            WHEN i % 20 < 16 THEN 'action_needed' WHEN i % 20 < 18 THEN 'unreachable'
		            WHEN i % 20 = 18 THEN 'cancelled' ELSE 'in_progress' END AS status
		FROM generate_series(0, $1 - 1) AS i
	) r`

// fillCountsQuery and fillAnswerTimesQuery count the seeded confirmations
// as migration 00018 does.
const (
	fillCountsQuery = `
	INSERT INTO outcome_counts
	SELECT account_id, sandbox, (created_at AT TIME ZONE 'UTC')::date, status, coalesce(intent, ''),
	       coalesce(answer_channel, ''), coalesce(delivery_result, ''), coalesce(delivery_reason, ''),
	       reached, answered_at IS NOT NULL, count(*)
	FROM confirmations GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`
	fillAnswerTimesQuery = `
	INSERT INTO answer_times
	SELECT account_id, sandbox, d.dim, (created_at AT TIME ZONE 'UTC')::date, d.value, answer_bucket, count(*)
	FROM confirmations CROSS JOIN LATERAL (VALUES ('', ''), ('channel', coalesce(answer_channel, '')), ('intent', coalesce(intent, ''))) d (dim, value)
	WHERE answered_at IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6`
)

// BenchmarkOutcomeStats times GET /v1/stats's query over a million
// confirmations (go test -run '^$' -bench OutcomeStats -benchtime 1x).
// With storetest.BenchKeepEnv set to a schema name, the seeded data is
// kept in that schema of the test server and used again by the next run
// (seeding takes minutes).
func BenchmarkOutcomeStats(b *testing.B) {
	keep := os.Getenv(storetest.BenchKeepEnv)
	var s *Store
	var id string
	if keep == "" {
		s = OpenTest(b)
	} else {
		s, id = openKept(b, keep)
	}
	if id == "" {
		id = seedOutcomeStats(b, s)
	}
	b.ResetTimer()
	for b.Loop() {
		storetest.BenchOutcomeStats(b, s, confirm.Scope{AccountID: id}, storetest.BenchRows, 20, os.Stdout)
	}
}

// openKept opens a store on schema of the test server, which it creates
// if need be and never drops, and returns the id of the account seeded
// there before, "" if none.
func openKept(b *testing.B, schema string) (*Store, string) {
	base := os.Getenv(TestURLEnv)
	if base == "" || base == "off" {
		base = DefaultTestURL
	}
	conn, err := pgx.Connect(b.Context(), base)
	if err != nil {
		b.Fatal(unreachableMessage(base, err))
	}
	defer conn.Close(b.Context())
	if _, err := conn.Exec(b.Context(), "CREATE SCHEMA IF NOT EXISTS "+pgx.Identifier{schema}.Sanitize()); err != nil {
		b.Fatal(err)
	}
	u, err := url.Parse(base)
	if err != nil {
		b.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	s := OpenTestURL(b, u.String())
	var id string
	err = s.pool.QueryRow(b.Context(), "SELECT id FROM accounts WHERE name = 'Acme'").Scan(&id)
	if err == nil {
		b.Logf("using the data kept in schema %s", schema)
	}
	return s, id
}

// seedOutcomeStats creates an account and storetest.BenchRows
// confirmations of its own, counts them and returns its id.
func seedOutcomeStats(b *testing.B, s *Store) string {
	a := &confirm.Account{ID: confirm.NewAccountID(), Name: "Acme", SigningSecret: confirm.NewSigningSecret(), CreatedAt: storetest.BenchEnd}
	if err := s.CreateAccount(b.Context(), a); err != nil {
		b.Fatal(err)
	}
	start := time.Now()
	from := storetest.BenchEnd.AddDate(-1, 0, 1)
	// The counts of migration 00018 are filled as the migration fills
	// them: a row trigger per confirmation would take many minutes here.
	for _, q := range []string{
		`ALTER TABLE confirmations DISABLE TRIGGER confirmations_counted_insert`,
		seedStatsQuery,
		`ALTER TABLE confirmations ENABLE TRIGGER confirmations_counted_insert`,
		fillCountsQuery,
		fillAnswerTimesQuery,
	} {
		var args []any
		if q == seedStatsQuery {
			args = []any{storetest.BenchRows, from, a.ID}
		}
		if _, err := s.pool.Exec(b.Context(), q, args...); err != nil {
			b.Fatal(err)
		}
	}
	// As autovacuum would after a load: statistics, and the visibility
	// map that lets an index-only scan skip the table.
	if _, err := s.pool.Exec(b.Context(), "VACUUM ANALYZE confirmations, outcome_counts, answer_times, outcome_counts_monthly, answer_times_monthly"); err != nil {
		b.Fatal(err)
	}
	b.Logf("seeded %d confirmations in %v", storetest.BenchRows, time.Since(start).Round(time.Second))
	return a.ID
}
