package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"flag"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

var benchRows = flag.Int("rows", 100_000, "confirmations stored for the benchmarks (try 1000000)")

func openTest(tb testing.TB) *Store {
	tb.Helper()
	s, err := Open(tb.Context(), filepath.Join(tb.TempDir(), "confirmd.db"))
	if err != nil {
		tb.Fatalf("Open: %v", err)
	}
	tb.Cleanup(func() { s.Close() })
	return s
}

// TestPlans checks that the queries that must stay fast with a million
// confirmations read a range of an index, never a whole table, and never sort.
func TestPlans(t *testing.T) {
	t.Parallel()
	s := openTest(t)
	cursor := confirm.Cursor{CreatedAt: time.Date(2026, 11, 20, 0, 0, 0, 0, time.UTC), ID: confirm.NewConfirmationID()}.Encode()
	scope := confirm.Scope{AccountID: confirm.NewAccountID(), Sandbox: true}

	type plan struct {
		name  string
		query string
		args  []any
		index string
	}
	var plans []plan
	for _, f := range []struct {
		name  string
		f     confirm.ListFilter
		index string
	}{
		{"list", confirm.ListFilter{}, "confirmations_list"},
		{"list page 2", confirm.ListFilter{Cursor: cursor}, "confirmations_list"},
		{"list status", confirm.ListFilter{Status: confirm.StatusConfirmed, Cursor: cursor}, "confirmations_status"},
		{"list externalId", confirm.ListFilter{ExternalID: "SO-1", Cursor: cursor}, "confirmations_external"},
		{"list both", confirm.ListFilter{Status: confirm.StatusConfirmed, ExternalID: "SO-1"}, "confirmations_external"},
	} {
		f.f.Scope = scope
		q, args, err := listQuery(f.f)
		if err != nil {
			t.Fatal(err)
		}
		plans = append(plans, plan{f.name, q, append(args, 21), f.index})
	}
	plans = append(plans,
		plan{"next due", nextDueQuery, nil, "steps_pending_due"},
		plan{"count attempts", countAttemptsQuery, []any{"203.0.113.1", "2026-11-20T00:00:00.000Z"}, "rate_log_key_at"},
	)

	for _, p := range plans {
		t.Run(p.name, func(t *testing.T) {
			details := explain(t, s.read, p.query, p.args...)
			if !strings.Contains(details, "USING INDEX "+p.index) && !strings.Contains(details, "USING COVERING INDEX "+p.index) {
				t.Errorf("plan does not use %s:\n%s", p.index, details)
			}
			for _, bad := range []string{"SCAN confirmations", "SCAN steps", "SCAN rate_log", "TEMP B-TREE"} {
				if strings.Contains(details, bad) {
					t.Errorf("plan has %q:\n%s", bad, details)
				}
			}
		})
	}
}

func explain(t *testing.T, db *sql.DB, query string, args ...any) string {
	t.Helper()
	rows, err := db.Query("EXPLAIN QUERY PLAN "+query, args...)
	if err != nil {
		t.Fatalf("EXPLAIN: %v", err)
	}
	defer rows.Close()
	var lines []string
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			t.Fatal(err)
		}
		lines = append(lines, detail)
	}
	return strings.Join(lines, "\n")
}

// fill stores n confirmations of one scope straight through SQL, as the
// store would, nearly all of them closed; it is far quicker than n creates.
func fill(b *testing.B, s *Store, n int) confirm.Scope {
	b.Helper()
	ctx := context.Background()
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	acct := &confirm.Account{ID: confirm.NewAccountID(), Name: "Bench", SigningSecret: confirm.NewSigningSecret(), CreatedAt: start}
	if err := s.CreateAccount(ctx, acct); err != nil {
		b.Fatal(err)
	}
	scope := confirm.Scope{AccountID: acct.ID, Sandbox: true}
	doc, err := json.Marshal(confirm.Document{
		Customer: confirm.Customer{Name: "Jane Smith", First: "Jane", Email: "jane@example.com"},
		Order:    confirm.Order{Type: "delivery", Date: "2026-11-24", Window: confirm.Window{From: "08:00", To: "12:00"}, Items: []confirm.Item{{Name: "Sofa"}}},
		Cadence:  confirm.CadenceStandard,
	})
	if err != nil {
		b.Fatal(err)
	}
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		insC, err := tx.Prepare(`INSERT INTO confirmations (` + confirmationColumns + `) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
		if err != nil {
			return err
		}
		insS, err := tx.Prepare(`INSERT INTO steps (confirmation_id, position, channel, state, due_at, attempts) VALUES (?, ?, ?, ?, ?, 0)`)
		if err != nil {
			return err
		}
		for i := range n {
			id := confirm.NewConfirmationID()
			at := start.Add(time.Duration(i) * time.Second)
			status, state := confirm.StatusConfirmed, confirm.StepCancelled
			if i%1000 == 999 {
				status, state = confirm.StatusInProgress, confirm.StepPending
			}
			if _, err := insC.Exec(id, scope.AccountID, true, status, nil, text(at), text(at), string(doc)); err != nil {
				return err
			}
			for p, ch := range []confirm.Channel{confirm.ChannelEmail, confirm.ChannelSMS, confirm.ChannelCall} {
				st := confirm.StepDelivered
				if p > 0 {
					st = state
				}
				if _, err := insS.Exec(id, p, ch, st, text(at.Add(time.Duration(p)*2*time.Hour))); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	if _, err := s.write.Exec(`ANALYZE`); err != nil {
		b.Fatal(err)
	}
	return scope
}

func BenchmarkList(b *testing.B) {
	s := openTest(b)
	scope := fill(b, s, *benchRows)
	ctx := context.Background()
	first, err := s.ListConfirmations(ctx, confirm.ListFilter{Scope: scope, Limit: confirm.MaxListLimit})
	if err != nil {
		b.Fatal(err)
	}
	for _, f := range []struct {
		name string
		f    confirm.ListFilter
	}{
		{"first", confirm.ListFilter{Scope: scope, Limit: confirm.MaxListLimit}},
		{"next", confirm.ListFilter{Scope: scope, Limit: confirm.MaxListLimit, Cursor: first.NextCursor}},
		{"status", confirm.ListFilter{Scope: scope, Limit: confirm.MaxListLimit, Status: confirm.StatusInProgress}},
	} {
		b.Run(f.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := s.ListConfirmations(ctx, f.f); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkNextDueAt(b *testing.B) {
	s := openTest(b)
	fill(b, s, *benchRows)
	ctx := context.Background()
	for b.Loop() {
		if _, ok, err := s.NextDueAt(ctx); err != nil || !ok {
			b.Fatal(ok, err)
		}
	}
}
