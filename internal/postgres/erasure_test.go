package postgres

import (
	"context"
	"flag"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/storetest"
)

var privacyRows = flag.Int("privacy-rows", 100_000, "confirmations stored for the erasure and retention benchmarks")

var privacyStart = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// fillCustomers stores n closed live confirmations, booked on 2026-01-01,
// each of its own customer but ten of storetest.BenchCustomer, with three steps and
// two events each.
func fillCustomers(b *testing.B, s *Store, n int) confirm.Scope {
	b.Helper()
	ctx := context.Background()
	acct := &confirm.Account{ID: confirm.NewAccountID(), Name: "Bench", SigningSecret: confirm.NewSigningSecret(), CreatedAt: privacyStart}
	if err := s.CreateAccount(ctx, acct); err != nil {
		b.Fatal(err)
	}
	doc := storetest.BenchCustomerDocument(b)
	for _, q := range []string{
		`INSERT INTO confirmations (id, account_id, sandbox, status, created_at, updated_at, doc)
			SELECT 'cf_' || lpad(i::text, 24, '0'), $1, false, 'confirmed', $2, $2,
				jsonb_set($3::jsonb, '{customer,phone}', to_jsonb(CASE WHEN i % ($4::int / 10) = 0 THEN $5
					ELSE '+4475' || lpad(i::text, 8, '0') END))
			FROM generate_series(1, $4::int) AS i`,
		`INSERT INTO steps (confirmation_id, position, channel, state, due_at)
			SELECT id, p.position, p.channel, 'delivered', created_at FROM confirmations,
				(VALUES (0, 'email'), (1, 'sms'), (2, 'call')) AS p (position, channel)
			WHERE account_id = $1`,
		`INSERT INTO events (confirmation_id, seq, at, kind, channel, text)
			SELECT id, 0, created_at, 'out', 'email', 'Hi Jane, is someone in at 1 High St?' FROM confirmations WHERE account_id = $1`,
		`INSERT INTO events (confirmation_id, seq, at, kind, channel, text)
			SELECT id, 1, created_at, 'in', 'email', 'Yes, Jane will be in' FROM confirmations WHERE account_id = $1`,
		`ANALYZE`,
	} {
		args := []any{acct.ID, privacyStart, doc, n, storetest.BenchCustomer}
		switch {
		case q == `ANALYZE`:
			args = nil
		case q[len(q)-len("$1"):] == "$1":
			args = args[:1]
		}
		if _, err := s.pool.Exec(ctx, q, args...); err != nil {
			b.Fatal(err)
		}
	}
	return confirm.Scope{AccountID: acct.ID}
}

// BenchmarkErasure erases one customer's ten confirmations from an account
// of *privacyRows, by phone.
func BenchmarkErasure(b *testing.B) {
	s := OpenTest(b)
	scope := fillCustomers(b, s, *privacyRows)
	storetest.BenchErasure(b, s, scope, privacyStart, func() {
		if _, err := s.pool.Exec(context.Background(), `
			UPDATE confirmations SET doc = jsonb_set(doc, '{customer,phone}', to_jsonb($1::text))
			WHERE account_id = $2 AND redacted_at IS NOT NULL`, storetest.BenchCustomer, scope.AccountID); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchmarkRetention strips *privacyRows closed confirmations past the
// retention period, as the janitor's first run after an upgrade would.
func BenchmarkRetention(b *testing.B) {
	storetest.BenchRetention(b, *privacyRows, func() confirm.Store {
		s := OpenTest(b)
		fillCustomers(b, s, *privacyRows)
		return s
	})
}

// TestErasurePlans: an erasure finds a customer's confirmations, and the
// janitor the expired ones, from an index. As in TestQueryPlans, the plans
// the planner prefers for an empty table are disabled, to see whether an
// index plan exists.
func TestErasurePlans(t *testing.T) {
	t.Parallel()
	url := TestURL(t)
	OpenTestURL(t, url) // migrates the schema
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		t.Fatal(err)
	}
	conn, err := pgx.ConnectConfig(t.Context(), cfg.ConnConfig)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	t.Cleanup(func() { conn.Close(context.Background()) })
	for _, off := range []string{"enable_seqscan", "enable_sort"} {
		if _, err := conn.Exec(t.Context(), "SET "+off+" = off"); err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range []struct {
		name, query, want string
	}{
		{"live phone", livePhoneQuery, "confirmations_phone_idx"},
		{"sandbox phone", sandboxPhoneQuery, "confirmations_sandbox_phone_idx"},
		{"email", emailQuery, "confirmations_email_idx"},
		{"expired", expiredQuery, "confirmations_retention_idx"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			q := strings.NewReplacer("$1", "'x'", "$2", "'acct_a'", "$3", "true").Replace(tt.query)
			if tt.name == "expired" {
				q = strings.NewReplacer("$1", "'2026-08-22'", "$2", "500").Replace(tt.query)
			}
			rows, err := conn.Query(t.Context(), "EXPLAIN "+q)
			if err != nil {
				t.Fatal(err)
			}
			lines, err := pgx.CollectRows(rows, pgx.RowTo[string])
			if err != nil {
				t.Fatal(err)
			}
			plan := strings.Join(lines, "\n")
			if !strings.Contains(plan, tt.want) || strings.Contains(plan, "Seq Scan") || strings.Contains(plan, "Sort") {
				t.Errorf("plan does not read %s (no Seq Scan, no Sort):\n%s", tt.want, plan)
			}
		})
	}
}

// TestAuditAppendOnly: the audit log refuses to change or lose an entry,
// whoever asks.
func TestAuditAppendOnly(t *testing.T) {
	t.Parallel()
	s := OpenTest(t)
	e := &confirm.AuditEntry{AccountID: "acct_a", Scope: confirm.AuditScopeLive, At: privacyStart, Actor: "cli", Action: confirm.AuditKeyCreated}
	if err := s.RecordAudit(t.Context(), e); err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`UPDATE audit_log SET actor = 'someone'`,
		`UPDATE audit_log SET author = 'someone', repeated = repeated + 1`,
		`UPDATE audit_log SET repeated = 0`,
		`UPDATE audit_log SET last_at = '2000-01-01T00:00:00Z', repeated = repeated + 1`,
		`DELETE FROM audit_log`,
		`TRUNCATE audit_log`,
		// A purge of entries older than this one's time lets none through.
		`SELECT set_config('confirmd.audit_purge_before', '2000-01-01T00:00:00Z', false); DELETE FROM audit_log`,
	} {
		if _, err := s.pool.Exec(t.Context(), q); err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("%s: %v, want it refused", q, err)
		}
	}
	// Folding a repeat in is the one change allowed.
	if _, err := s.pool.Exec(t.Context(), `UPDATE audit_log SET repeated = repeated + 1, last_at = '2099-01-01T00:00:00Z'`); err != nil {
		t.Errorf("folding a repeat in: %v", err)
	}
}

// BenchmarkVacuumAfterErasure measures the VACUUM that follows an erasure
// of one customer's ten confirmations in an account of *privacyRows: the
// time from the erasure's return until its vacuum has run.
func BenchmarkVacuumAfterErasure(b *testing.B) {
	s := OpenTest(b)
	scope := fillCustomers(b, s, *privacyRows)
	if _, err := s.pool.Exec(b.Context(), vacuumErased); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		b.StopTimer()
		if _, err := s.pool.Exec(b.Context(), `
			UPDATE confirmations SET doc = jsonb_set(doc, '{customer,phone}', to_jsonb($1::text))
			WHERE account_id = $2 AND redacted_at IS NOT NULL`, storetest.BenchCustomer, scope.AccountID); err != nil {
			b.Fatal(err)
		}
		s.waitVacuum()
		if _, err := confirm.Erase(b.Context(), s, confirm.Erasure{Scope: scope, Phone: storetest.BenchCustomer, At: privacyStart}); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		s.waitVacuum()
	}
}
