package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/storetest"
)

var benchRows = flag.Int("rows", 100_000, "confirmations stored for the benchmarks (try 1000000)")

func openTest(tb testing.TB) *Store {
	tb.Helper()
	return openTestAt(tb, filepath.Join(tb.TempDir(), "confirmd.db"))
}

// openTestAt opens the store in the file at path, and closes it when the
// test ends.
func openTestAt(tb testing.TB, path string) *Store {
	tb.Helper()
	s, err := Open(tb.Context(), path)
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
		plan{"next due", nextDueQuery, nil, "confirmations_wake"},
		plan{"claim due", claimDueQuery, []any{"2026-11-20T00:01:00.000Z", "engine", "2026-11-20T00:00:00.000Z", 100}, "confirmations_wake"},
		// A batch of the engine is read with one lookup per id.
		plan{"load batch", selectByIDsQuery, []any{`["cf_a","cf_b"]`}, "sqlite_autoindex_confirmations_1"},
		plan{"load batch to update", selectForUpdateQuery, []any{`["cf_a","cf_b"]`}, "sqlite_autoindex_confirmations_1"},
		plan{"without view", withoutViewQuery, []any{500}, "confirmations_without_view"},
		plan{"load steps", selectStepsQuery, []any{`["cf_a","cf_b"]`}, "PRIMARY KEY"},
		plan{"load events", selectEventsQuery, []any{`["cf_a","cf_b"]`}, "PRIMARY KEY"},
		plan{"next delivery", nextDeliveryQuery, []any{"2026-11-20T00:00:00.000Z"}, "webhook_deliveries_pending"},
		plan{"deliveries in flight", inFlightQuery, []any{"2026-11-20T00:00:00.000Z"}, "webhook_deliveries_leased"},
		plan{"due deliveries", dueDeliveriesQuery, []any{"2026-11-20T00:00:00.000Z", `["acct_a"]`, `["h:443"]`, 4}, "webhook_deliveries_pending"},
		plan{"lease deliveries", leaseDeliveriesQuery, []any{"2026-11-20T00:01:00.000Z", `["wh_a","wh_b"]`, "2026-11-20T00:00:00.000Z"}, "sqlite_autoindex_webhook_deliveries_1"},
		plan{"by phone", byPhoneQuery, []any{"+447700900123", 10}, "confirmations_phone"},
		plan{"expire attempts", expireAttemptsQuery, []any{"203.0.113.1", "2026-11-20T00:00:00.000Z"}, "rate_log_key_at"},
		// Pruning reads the expired range of the log, then each of its
		// keys' count and expired entries.
		plan{"prune counts", pruneCountsQuery, []any{"2026-11-20T00:00:00.000Z"}, "rate_log_at"},
		plan{"prune counts per key", pruneCountsQuery, []any{"2026-11-20T00:00:00.000Z"}, "rate_log_key_at"},
		plan{"drop empty counts", dropEmptyCountsQuery, []any{"2026-11-20T00:00:00.000Z"}, "rate_log_at"},
		plan{"prune log", pruneLogQuery, []any{"2026-11-20T00:00:00.000Z"}, "rate_log_at"},
	)

	// The due deliveries, and only they, are sorted by account and host for
	// their turns.
	sorts := map[string]bool{"due deliveries": true}
	for _, p := range plans {
		t.Run(p.name, func(t *testing.T) {
			details := explain(t, s.read, p.query, p.args...)
			uses := func(how string) bool { return strings.Contains(details, how+p.index) }
			if !uses("USING INDEX ") && !uses("USING COVERING INDEX ") && !uses("USING ") {
				t.Errorf("plan does not use %s:\n%s", p.index, details)
			}
			bads := []string{"SCAN confirmations", "SCAN steps", "SCAN rate_log", "SCAN rate_counts", "SCAN webhook_deliveries", "TEMP B-TREE"}
			if sorts[p.name] {
				bads = bads[:len(bads)-1]
			}
			for _, bad := range bads {
				// A partial index holds only the rows the query wants.
				partial := "SCAN confirmations USING INDEX confirmations_without_view"
				if strings.Contains(strings.ReplaceAll(details, partial, ""), bad) {
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
// store would; it is far quicker than n creates. Every open-th one is open,
// due at a millisecond of its own from start on, the rest closed. It
// returns the scope and the ids of the open ones, earliest due first.
func fill(b *testing.B, s *Store, n, open int) (confirm.Scope, []string) {
	b.Helper()
	ctx := context.Background()
	acct := &confirm.Account{ID: confirm.NewAccountID(), Name: "Bench", SigningSecret: confirm.NewSigningSecret(), CreatedAt: benchStart}
	if err := s.CreateAccount(ctx, acct); err != nil {
		b.Fatal(err)
	}
	scope := confirm.Scope{AccountID: acct.ID, Sandbox: true}
	doc, err := json.Marshal(confirm.Document{
		Brand:    &confirm.Brand{Name: "Acme Home", Colors: &confirm.Colors{Primary: "#0A7F5A"}, SupportEmail: "help@acme.test"},
		Customer: confirm.Customer{Name: "Jane Smith", First: "Jane", Phone: "+447400123456", Email: "jane@example.com"},
		Order: confirm.Order{
			Ref: "A-1", Type: "delivery", Date: "2026-11-24", Window: confirm.Window{From: "08:00", To: "12:00"},
			Timezone: "Europe/London", Items: []confirm.Item{{Name: "Sofa", Qty: 1, SKU: "SF-1"}, {Name: "Cushion", Qty: 2}},
			Address: &confirm.Address{Line1: "1 High St", City: "Leeds", Postcode: "LS1 1AA"},
		},
		Cadence:    confirm.CadenceStandard,
		WebhookURL: "https://client.example/hooks/confirm",
	})
	if err != nil {
		b.Fatal(err)
	}
	var ids []string
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		insC, err := tx.Prepare(insertConfirmationQuery)
		if err != nil {
			return err
		}
		insS, err := tx.Prepare(`INSERT INTO steps (confirmation_id, position, channel, state, due_at, attempts) VALUES (?, ?, ?, ?, ?, 0)`)
		if err != nil {
			return err
		}
		insE, err := tx.Prepare(insertEventQuery)
		if err != nil {
			return err
		}
		for i := range n {
			id := confirm.NewConfirmationID()
			at := benchStart.Add(time.Duration(i) * time.Second)
			status, state, wake := confirm.StatusConfirmed, confirm.StepCancelled, any(nil)
			if i%open == open-1 {
				status, state = confirm.StatusInProgress, confirm.StepPending
				wake = text(benchStart.Add(time.Duration(len(ids)) * time.Millisecond))
				ids = append(ids, id)
			}
			// No view: it is stored by the first update, as for a row stored
			// before views were.
			if _, err := insC.Exec(id, scope.AccountID, true, status, nil, text(at), text(at), string(doc), wake, "", nil); err != nil {
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
			if _, err := insE.Exec(id, 0, text(at), confirm.EventOut, confirm.ChannelEmail, "Is someone in on Tuesday?"); err != nil {
				return err
			}
			if _, err := insE.Exec(id, 1, text(at), confirm.EventSystem, "", "Email accepted by the provider"); err != nil {
				return err
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
	return scope, ids
}

var benchStart = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

func BenchmarkList(b *testing.B) {
	s := openTest(b)
	scope, _ := fill(b, s, *benchRows, 1000)
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
	fill(b, s, *benchRows, 1000)
	ctx := context.Background()
	for b.Loop() {
		if _, ok, err := s.NextDueAt(ctx); err != nil || !ok {
			b.Fatal(ok, err)
		}
	}
}

// BenchmarkUpdateClaimed runs the engine's writes on batches of 100 of
// *benchRows due confirmations: marking a step as sending, saving its
// result, and the whole round of a claim and both saves, which the engine
// must do at 2,000 steps a second or more.
func BenchmarkUpdateClaimed(b *testing.B) {
	const batch = 100
	s := openTest(b)
	_, ids := fill(b, s, *benchRows, 1)
	ctx := context.Background()
	now := benchStart

	// mark is the engine's first save: the step is about to go out.
	mark := func(c *confirm.Confirmation) error {
		k := c.Steps[2].Attempts % len(c.Steps)
		c.Steps[k].SendingAt = now
		return nil
	}
	// save is its second: the step's result, a line of the timeline, the
	// next wake-up at the back of the queue, and now and then a webhook.
	save := func(c *confirm.Confirmation) error {
		k := c.Steps[2].Attempts % len(c.Steps)
		c.Steps[k].SendingAt = time.Time{}
		c.Steps[k].State = confirm.StepDelivered
		c.Steps[2].Attempts++
		c.AddEvent(now, confirm.EventOut, c.Steps[k].Channel, "Hi Jane, is someone in on Tuesday between 08:00 and 12:00? Reply 1 for yes.")
		c.WakeAt = now.Add(time.Duration(len(ids)) * time.Millisecond)
		c.LeaseOwner = ""
		c.Touch(now)
		if c.Steps[2].Attempts%10 == 0 {
			return c.QueueWebhook(now)
		}
		return nil
	}
	chunk := 0
	next := func() []string {
		if (chunk+1)*batch > len(ids) {
			chunk = 0
		}
		chunk++
		return ids[(chunk-1)*batch : chunk*batch]
	}
	update := func(b *testing.B, ids []string, fn func(*confirm.Confirmation) error) {
		saved, err := s.UpdateClaimed(ctx, ids, fn)
		if err != nil {
			b.Fatal(err)
		}
		if len(saved) != len(ids) {
			b.Fatalf("UpdateClaimed saved %d of %d", len(saved), len(ids))
		}
	}

	b.Run("mark", func(b *testing.B) {
		for b.Loop() {
			update(b, next(), mark)
		}
	})
	b.Run("save", func(b *testing.B) {
		for b.Loop() {
			update(b, next(), save)
		}
	})
	b.Run("round", func(b *testing.B) {
		// One round takes the next 100 of the queue, due a millisecond
		// apart; each save puts its confirmation at the back.
		var wake time.Time
		if t, ok, err := s.NextDueAt(ctx); err != nil || !ok {
			b.Fatal(ok, err)
		} else {
			wake = t
		}
		now = wake.Add((batch - 1) * time.Millisecond)
		for b.Loop() {
			claims, err := s.ClaimDue(ctx, now, "bench", time.Minute, batch)
			if err != nil {
				b.Fatal(err)
			}
			if len(claims) != batch {
				b.Fatalf("ClaimDue claimed %d, want %d", len(claims), batch)
			}
			claimed := make([]string, len(claims))
			for i, c := range claims {
				claimed[i] = c.ID
			}
			update(b, claimed, mark)
			update(b, claimed, save)
			now = now.Add(batch * time.Millisecond)
		}
		b.ReportMetric(float64(batch*b.N)/b.Elapsed().Seconds(), "steps/s")
	})
}

// BenchmarkClaimDeliveries claims a healthy account's delivery while another
// account's backlog to a hanging receiver is held back by the caps.
func BenchmarkClaimDeliveries(b *testing.B) {
	for _, backlog := range []int{0, 1000, 10_000} {
		b.Run(fmt.Sprintf("backlog=%d", backlog), func(b *testing.B) {
			storetest.BenchClaimDeliveries(b, openTest(b), backlog)
		})
	}
}
