package sqlite

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// benchCustomer is the phone of the customer the erasure benchmark erases:
// ten of the account's confirmations are theirs.
const benchCustomer = "+447400111222"

// fillCustomers stores n closed live confirmations, booked on 2026-01-01,
// each of its own customer but ten of benchCustomer, with three steps and
// two events each, in one transaction.
func fillCustomers(b *testing.B, s *Store, n int) confirm.Scope {
	b.Helper()
	ctx := context.Background()
	acct := &confirm.Account{ID: confirm.NewAccountID(), Name: "Bench", SigningSecret: confirm.NewSigningSecret(), CreatedAt: benchStart}
	if err := s.CreateAccount(ctx, acct); err != nil {
		b.Fatal(err)
	}
	doc, err := json.Marshal(confirm.Document{
		Customer: confirm.Customer{Name: "Jane Smith", First: "Jane", Email: "jane@example.com"},
		Order: confirm.Order{Type: "delivery", Date: "2026-01-01", Window: confirm.Window{From: "08:00", To: "12:00"},
			Timezone: "Europe/London", Items: []confirm.Item{{Name: "Sofa"}},
			Address: &confirm.Address{Line1: "1 High St", City: "Leeds", Postcode: "LS1 1AA"}},
		Cadence: confirm.CadenceStandard,
		Outcome: &confirm.Outcome{Intent: confirm.IntentWillBeIn, Summary: "Jane will be in", Channel: confirm.ChannelEmail},
	})
	if err != nil {
		b.Fatal(err)
	}
	at := text(benchStart)
	_, err = s.write.ExecContext(ctx, `
		WITH RECURSIVE seq (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?)
		INSERT INTO confirmations (id, account_id, sandbox, status, created_at, updated_at, doc)
		SELECT printf('cf_%024d', i), ?, 0, 'confirmed', ?, ?,
			json_set(?, '$.customer.phone', CASE WHEN i % (? / 10) = 0 THEN ? ELSE printf('+4475%08d', i) END)
		FROM seq`, n, acct.ID, at, at, string(doc), n, benchCustomer)
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
	ctx := context.Background()
	for b.Loop() {
		got, err := confirm.Erase(ctx, s, confirm.Erasure{Scope: scope, Phone: benchCustomer, Actor: "bench", At: benchStart})
		if err != nil || got.Confirmations != 10 {
			b.Fatalf("Erase = %+v, %v", got, err)
		}
		b.StopTimer()
		if _, err := s.write.ExecContext(ctx, `
			UPDATE confirmations SET doc = json_set(doc, '$.customer.phone', ?)
			WHERE account_id = ? AND redacted_at IS NOT NULL`, benchCustomer, scope.AccountID); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
	}
}

// BenchmarkRetention strips *benchRows closed confirmations past the
// retention period, as the janitor's first run after an upgrade would.
func BenchmarkRetention(b *testing.B) {
	ctx := context.Background()
	for b.Loop() {
		b.StopTimer()
		s := openTest(b)
		fillCustomers(b, s, *benchRows)
		b.StartTimer()
		done, err := confirm.Retain(ctx, s, time.Date(2026, 11, 20, 0, 0, 0, 0, time.UTC), 90)
		if err != nil || len(done) != 1 {
			b.Fatalf("Retain = %v, %v", done, err)
		}
		for _, n := range done {
			if n != *benchRows {
				b.Fatalf("Retain stripped %d, want %d", n, *benchRows)
			}
		}
	}
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
	for _, q := range []string{`UPDATE audit_log SET actor = 'someone'`, `DELETE FROM audit_log`} {
		if _, err := s.write.ExecContext(t.Context(), q); err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("%s: %v, want it refused", q, err)
		}
	}
}
