package sqlite

import (
	"context"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/storetest"
)

// fillCustomers stores n closed live confirmations, booked on 2026-01-01,
// each of its own customer but ten of storetest.BenchCustomer, with three steps and
// two events each, in one transaction.
func fillCustomers(b *testing.B, s *Store, n int) confirm.Scope {
	b.Helper()
	ctx := context.Background()
	acct := &confirm.Account{ID: confirm.NewAccountID(), Name: "Bench", SigningSecret: confirm.NewSigningSecret(), CreatedAt: benchStart}
	if err := s.CreateAccount(ctx, acct); err != nil {
		b.Fatal(err)
	}
	doc := storetest.BenchCustomerDocument(b)
	at := text(benchStart)
	_, err := s.write.ExecContext(ctx, `
		WITH RECURSIVE seq (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?)
		INSERT INTO confirmations (id, account_id, sandbox, status, created_at, updated_at, doc)
		SELECT printf('cf_%024d', i), ?, 0, 'confirmed', ?, ?,
			json_set(?, '$.customer.phone', CASE WHEN i % (? / 10) = 0 THEN ? ELSE printf('+4475%08d', i) END)
		FROM seq`, n, acct.ID, at, at, doc, n, storetest.BenchCustomer)
	if err != nil {
		b.Fatal(err)
	}
	for _, q := range []string{
		`INSERT INTO steps (confirmation_id, position, channel, state, due_at)
			SELECT id, p.position, p.channel, 'delivered', created_at FROM confirmations,
			(SELECT 0 AS position, 'email' AS channel UNION ALL SELECT 1, 'sms' UNION ALL SELECT 2, 'call') AS p
			WHERE account_id = ?`,
		`INSERT INTO events (confirmation_id, seq, at, kind, channel, text)
			SELECT id, 0, created_at, 'out', 'email', 'Hi Jane, is someone in at 1 High St?' FROM confirmations WHERE account_id = ?`,
		`INSERT INTO events (confirmation_id, seq, at, kind, channel, text)
			SELECT id, 1, created_at, 'in', 'email', 'Yes, Jane will be in' FROM confirmations WHERE account_id = ?`,
	} {
		if _, err := s.write.ExecContext(ctx, q, acct.ID); err != nil {
			b.Fatal(err)
		}
	}
	if _, err := s.write.Exec(`ANALYZE`); err != nil {
		b.Fatal(err)
	}
	return confirm.Scope{AccountID: acct.ID}
}

// BenchmarkErasure erases one customer's ten confirmations from an account
// of *benchRows, by phone.
func BenchmarkErasure(b *testing.B) {
	s := openTest(b)
	scope := fillCustomers(b, s, *benchRows)
	storetest.BenchErasure(b, s, scope, benchStart, func() {
		if _, err := s.write.ExecContext(context.Background(), `
			UPDATE confirmations SET doc = json_set(doc, '$.customer.phone', ?)
			WHERE account_id = ? AND redacted_at IS NOT NULL`, storetest.BenchCustomer, scope.AccountID); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchmarkRetention strips *benchRows closed confirmations past the
// retention period, as the janitor's first run after an upgrade would.
func BenchmarkRetention(b *testing.B) {
	storetest.BenchRetention(b, *benchRows, func() confirm.Store {
		s := openTest(b)
		fillCustomers(b, s, *benchRows)
		return s
	})
}

// TestErasurePlans: an erasure finds a customer's confirmations, and the
// janitor the expired ones, from an index, never by scanning the table.
func TestErasurePlans(t *testing.T) {
	t.Parallel()
	s := openTest(t)
	for _, p := range []struct {
		name, query string
		args        []any
		want        string
	}{
		{"live phone", livePhoneQuery, []any{"+447400123456", "acct_a"}, "USING INDEX confirmations_phone"},
		{"sandbox phone", sandboxPhoneQuery, []any{"+447400123456", "acct_a"}, "USING INDEX confirmations_sandbox_phone"},
		{"email", emailQuery, []any{"jane@example.com", "acct_a", true}, "USING INDEX confirmations_email"},
		{"expired", expiredQuery, []any{"2026-08-22", 500}, "USING INDEX confirmations_retention"},
	} {
		t.Run(p.name, func(t *testing.T) {
			details := explain(t, s.read, p.query, p.args...)
			if !strings.Contains(details, p.want) || strings.Contains(details, "SCAN confirmations") || strings.Contains(details, "TEMP B-TREE") {
				t.Errorf("plan lacks %q, or scans or sorts:\n%s", p.want, details)
			}
		})
	}
}

// TestAuditAppendOnly: the audit log refuses to change or lose an entry,
// whoever asks.
func TestAuditAppendOnly(t *testing.T) {
	t.Parallel()
	s := openTest(t)
	e := &confirm.AuditEntry{AccountID: "acct_a", Scope: confirm.AuditScopeLive, At: benchStart, Actor: "cli", Action: confirm.AuditKeyCreated}
	if err := s.RecordAudit(t.Context(), e); err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`UPDATE audit_log SET actor = 'someone'`,
		`UPDATE audit_log SET author = 'someone', repeated = repeated + 1`,
		`UPDATE audit_log SET repeated = 0`,
		`UPDATE audit_log SET last_at = '2000-01-01T00:00:00.000Z', repeated = repeated + 1`,
		`DELETE FROM audit_log`,
		// A purge of entries older than this one's time lets none through.
		`INSERT INTO audit_purge (before) VALUES ('2000-01-01T00:00:00.000Z'); DELETE FROM audit_log`,
	} {
		if _, err := s.write.ExecContext(t.Context(), q); err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("%s: %v, want it refused", q, err)
		}
	}
	// Folding a repeat in is the one change allowed.
	if _, err := s.write.ExecContext(t.Context(), `UPDATE audit_log SET repeated = repeated + 1, last_at = '2099-01-01T00:00:00.000Z'`); err != nil {
		t.Errorf("folding a repeat in: %v", err)
	}
}
