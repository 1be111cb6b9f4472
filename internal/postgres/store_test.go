package postgres_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/postgres"
	"github.com/confirmd/confirmd/internal/storetest"
)

var t0 = time.Date(2026, 11, 20, 9, 30, 0, 123_000_000, time.UTC)

func TestStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T) confirm.Store { return postgres.OpenTest(t) })
}

// twoProcesses returns two stores on one fresh schema, standing in for two
// confirmd processes sharing a database.
func twoProcesses(t *testing.T) (*postgres.Store, *postgres.Store) {
	t.Helper()
	url := postgres.TestURL(t)
	return postgres.OpenTestURL(t, url), postgres.OpenTestURL(t, url)
}

func newAccount(t testing.TB, s confirm.Store) *confirm.Account {
	t.Helper()
	a := &confirm.Account{ID: confirm.NewAccountID(), Name: "Acme Home", SigningSecret: confirm.NewSigningSecret(), CreatedAt: t0}
	if err := s.CreateAccount(t.Context(), a); err != nil {
		t.Fatalf("CreateAccount: %v", err)
	}
	return a
}

func newConfirmation(scope confirm.Scope, created time.Time) *confirm.Confirmation {
	return &confirm.Confirmation{
		ID:        confirm.NewConfirmationID(),
		AccountID: scope.AccountID,
		Sandbox:   scope.Sandbox,
		Status:    confirm.StatusScheduled,
		Customer:  confirm.Customer{Name: "Jane Smith", First: "Jane", Email: "jane@example.com"},
		Order: confirm.Order{
			Type: confirm.OrderDelivery, Date: "2026-11-24", Window: confirm.Window{From: "08:00", To: "12:00"},
			Timezone: "Europe/London", Items: []confirm.Item{{Name: "Sofa", Qty: 1}},
		},
		Cadence: confirm.CadenceStandard,
		Steps: []confirm.Step{
			{Channel: confirm.ChannelEmail, State: confirm.StepPending, DueAt: created},
			{Channel: confirm.ChannelSMS, State: confirm.StepPending, DueAt: created.Add(2 * time.Hour)},
			{Channel: confirm.ChannelCall, State: confirm.StepPending, DueAt: created.Add(4 * time.Hour)},
		},
		CreatedAt: created,
		UpdatedAt: created,
	}
}

func TestOpenConcurrently(t *testing.T) {
	t.Parallel()
	// Processes starting together all migrate; the session lock makes one
	// of them apply the migrations and the others find them applied.
	url := postgres.TestURL(t)
	const n = 5
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for range n {
		wg.Go(func() {
			s, err := postgres.Open(t.Context(), url)
			if err == nil {
				err = s.Ping(t.Context())
				s.Close()
			}
			errs <- err
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Errorf("Open: %v", err)
		}
	}
}

func TestUpdateAcrossProcesses(t *testing.T) {
	t.Parallel()
	p1, p2 := twoProcesses(t)
	a := newAccount(t, p1)
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	c := newConfirmation(scope, t0)
	if err := p1.CreateConfirmation(t.Context(), c, nil); err != nil {
		t.Fatalf("CreateConfirmation: %v", err)
	}

	const n = 30
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		s := []*postgres.Store{p1, p2}[i%2]
		wg.Go(func() {
			_, err := s.UpdateConfirmation(t.Context(), scope, c.ID, func(c *confirm.Confirmation) error {
				c.Steps[2].Attempts++
				c.AddEvent(t0, confirm.EventSystem, "", fmt.Sprintf("update %d", i))
				c.Touch(t0)
				return nil
			})
			errs <- err
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatalf("UpdateConfirmation: %v", err)
		}
	}
	got, err := p2.GetConfirmation(t.Context(), scope, c.ID)
	if err != nil {
		t.Fatalf("GetConfirmation: %v", err)
	}
	if got.Steps[2].Attempts != n || len(got.Events) != n {
		t.Errorf("attempts = %d, events = %d; want %d of each (an update was lost)", got.Steps[2].Attempts, len(got.Events), n)
	}
	if want := t0.Add(n * time.Millisecond); !got.UpdatedAt.Equal(want) {
		t.Errorf("UpdatedAt = %s, want %s", confirm.FormatTime(got.UpdatedAt), confirm.FormatTime(want))
	}
}

func TestRecordAttemptAcrossProcesses(t *testing.T) {
	t.Parallel()
	p1, p2 := twoProcesses(t)
	const n, limit = 50, 30
	var allowed atomic.Int32
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		s := []*postgres.Store{p1, p2}[i%2]
		wg.Go(func() {
			ok, err := s.RecordAttempt(t.Context(), "203.0.113.7", t0.Add(time.Duration(i)*time.Millisecond), limit)
			if ok {
				allowed.Add(1)
			}
			errs <- err
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatalf("RecordAttempt: %v", err)
		}
	}
	if got := allowed.Load(); got != limit {
		t.Fatalf("%d of %d attempts allowed, want exactly %d", got, n, limit)
	}
}

// TestResendAcrossProcesses sends deliveries again through two processes
// at once: the resend limit must hold across them.
func TestResendAcrossProcesses(t *testing.T) {
	t.Parallel()
	p1, p2 := twoProcesses(t)
	storetest.ResendsConcurrent(t, p1, p2)
}

// TestSecretAcrossProcesses starts several processes at once on a database
// without the secret: all must end up with the one value stored.
func TestSecretAcrossProcesses(t *testing.T) {
	t.Parallel()
	p1, p2 := twoProcesses(t)
	const n = 20
	got := make([]string, n)
	var wg sync.WaitGroup
	for i := range n {
		s := []*postgres.Store{p1, p2}[i%2]
		wg.Go(func() {
			v, err := s.Secret(t.Context(), "links", func() string { return fmt.Sprint("value ", i) })
			if err != nil {
				t.Errorf("Secret: %v", err)
			}
			got[i] = v
		})
	}
	wg.Wait()
	for i, v := range got {
		if v != got[0] {
			t.Fatalf("Secret gave %q to caller 0 and %q to caller %d", got[0], v, i)
		}
	}
}

func TestIdempotentCreateRace(t *testing.T) {
	t.Parallel()
	// Two processes receive the same retried request at once: exactly one
	// create succeeds, the other writes nothing.
	p1, p2 := twoProcesses(t)
	a := newAccount(t, p1)
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}

	const n = 10
	var wg sync.WaitGroup
	results := make(chan error, n)
	for i := range n {
		s := []*postgres.Store{p1, p2}[i%2]
		wg.Go(func() {
			c := newConfirmation(scope, t0)
			idem := &confirm.Idempotency{Scope: scope, Key: "order-1", RequestHash: "h", ConfirmationID: c.ID, CreatedAt: t0}
			results <- s.CreateConfirmation(t.Context(), c, idem)
		})
	}
	wg.Wait()
	close(results)
	created := 0
	for err := range results {
		switch {
		case err == nil:
			created++
		case confirm.ErrorCode(err) != confirm.ECONFLICT:
			t.Errorf("CreateConfirmation: %v, want nil or ECONFLICT", err)
		}
	}
	page, err := p1.ListConfirmations(t.Context(), confirm.ListFilter{Scope: scope, Limit: confirm.MaxListLimit})
	if err != nil {
		t.Fatalf("ListConfirmations: %v", err)
	}
	if created != 1 || len(page.Confirmations) != 1 {
		t.Errorf("%d creates succeeded and %d confirmations stored, want 1 and 1", created, len(page.Confirmations))
	}
}

func TestUniqueViolationIsConflict(t *testing.T) {
	t.Parallel()
	s := postgres.OpenTest(t)
	a := newAccount(t, s)
	if err := s.CreateAccount(t.Context(), a); confirm.ErrorCode(err) != confirm.ECONFLICT {
		t.Errorf("CreateAccount twice: %v, want ECONFLICT", err)
	}
	k := &confirm.APIKey{ID: confirm.NewKeyID(), AccountID: a.ID, Hash: "abc", Prefix: "sk_test_abc", Sandbox: true, CreatedAt: t0}
	if err := s.CreateAPIKey(t.Context(), k); err != nil {
		t.Fatalf("CreateAPIKey: %v", err)
	}
	k2 := *k
	k2.ID = confirm.NewKeyID()
	if err := s.CreateAPIKey(t.Context(), &k2); confirm.ErrorCode(err) != confirm.ECONFLICT {
		t.Errorf("CreateAPIKey with a taken hash: %v, want ECONFLICT", err)
	}
	k3 := *k
	k3.ID, k3.Hash, k3.AccountID = confirm.NewKeyID(), "def", confirm.NewAccountID()
	if err := s.CreateAPIKey(t.Context(), &k3); confirm.ErrorCode(err) != confirm.ENOTFOUND {
		t.Errorf("CreateAPIKey of an unknown account: %v, want ENOTFOUND", err)
	}
}

func TestUnavailable(t *testing.T) {
	t.Parallel()
	t.Run("closed", func(t *testing.T) {
		s := postgres.OpenTest(t)
		s.Close()
		if err := s.Ping(t.Context()); confirm.ErrorCode(err) != confirm.EUNAVAILABLE {
			t.Errorf("Ping after Close: %v, want EUNAVAILABLE", err)
		}
		_, err := s.GetConfirmation(t.Context(), confirm.Scope{AccountID: "acct_x"}, confirm.NewConfirmationID())
		if confirm.ErrorCode(err) != confirm.EUNAVAILABLE {
			t.Errorf("GetConfirmation after Close: %v, want EUNAVAILABLE", err)
		}
	})
	t.Run("nothing listening", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
		defer cancel()
		// Port 1 (tcpmux) is closed on any machine that runs these tests.
		_, err := postgres.Open(ctx, "postgres://postgres@127.0.0.1:1/test?sslmode=disable&connect_timeout=5")
		if confirm.ErrorCode(err) != confirm.EUNAVAILABLE || confirm.ErrorMessage(err) != "database unavailable" {
			t.Errorf("Open: %v, want EUNAVAILABLE \"database unavailable\"", err)
		}
	})
}

// TestQueryPlans checks that the queries that must stay fast with a million
// confirmations can be answered by reading their index in order. An empty
// test table would be scanned and sorted whatever the indexes; with those
// plans disabled, the planner shows whether an index plan exists at all.
//
// What it guards is that the named index serves the query, not which of
// several fitting indexes the planner prefers on empty tables: there their
// costs are equal, and the choice between them may change from run to run
// (the list by status may as well read the list's index and filter). So
// each query is planned in a transaction, rolled back, in which every other
// index of its table is dropped; the plan then shows whether that index
// alone answers the query in order.
func TestQueryPlans(t *testing.T) {
	t.Parallel()
	url := postgres.TestURL(t)
	postgres.OpenTestURL(t, url) // migrates the schema
	conn := postgres.TestConn(t, url)

	tests := []struct {
		name, query, index string
	}{
		{"list", `SELECT id FROM confirmations WHERE account_id = 'a' AND sandbox
			ORDER BY created_at DESC, id DESC LIMIT 21`, "confirmations_list_idx"},
		{"list after cursor", `SELECT id FROM confirmations WHERE account_id = 'a' AND sandbox
			AND (created_at, id) < (now(), 'cf_x') ORDER BY created_at DESC, id DESC LIMIT 21`, "confirmations_list_idx"},
		{"list by status", `SELECT id FROM confirmations WHERE account_id = 'a' AND sandbox AND status = 'confirmed'
			AND (created_at, id) < (now(), 'cf_x') ORDER BY created_at DESC, id DESC LIMIT 21`, "confirmations_status_idx"},
		{"list by external id", `SELECT id FROM confirmations WHERE account_id = 'a' AND sandbox AND external_id = 'SO-1'
			ORDER BY created_at DESC, id DESC LIMIT 21`, "confirmations_external_idx"},
		{"claim due", `SELECT id, wake_at FROM confirmations WHERE wake_at <= now()
			ORDER BY wake_at LIMIT 100 FOR UPDATE SKIP LOCKED`, "confirmations_wake_idx"},
		{"next due", `SELECT wake_at FROM confirmations WHERE wake_at IS NOT NULL
			ORDER BY wake_at LIMIT 1`, "confirmations_wake_idx"},
		{"deliveries in flight", `SELECT account_id, host FROM webhook_deliveries WHERE leased_until > now()`,
			"webhook_deliveries_leased_idx"},
		{"due deliveries", `SELECT id, account_id, host FROM (
			    SELECT id, account_id, host, next_attempt_at, seq,
			           row_number() OVER (PARTITION BY account_id, host ORDER BY next_attempt_at, seq) AS n
			    FROM webhook_deliveries
			    WHERE state = 'pending' AND next_attempt_at <= now()
			      AND account_id <> ALL ('{acct_a}'::text[]) AND host <> ALL ('{h:443}'::text[])
			) due
			WHERE n <= 4 ORDER BY next_attempt_at, seq`, "webhook_deliveries_pending_idx"},
		{"next delivery", `SELECT next_attempt_at FROM webhook_deliveries WHERE state = 'pending' AND next_attempt_at > now()
			ORDER BY next_attempt_at LIMIT 1`, "webhook_deliveries_pending_idx"},
		{"by phone", `SELECT id FROM confirmations WHERE (doc -> 'customer' ->> 'phone') = '+447700900123' AND NOT sandbox
			ORDER BY created_at DESC, id DESC LIMIT 10`, "confirmations_phone_idx"},
		{"list deliveries", `SELECT id FROM webhook_deliveries
			WHERE confirmation_id = 'cf_x' AND account_id = 'a' AND sandbox`, "webhook_deliveries_confirmation_idx"},
		// A rate-limited attempt reads its key's expired entries and its
		// count; a prune reads the expired entries and their keys' counts.
		{"expire attempts", `SELECT id FROM rate_log WHERE key = '203.0.113.1' AND at <= now() ORDER BY at, id FOR UPDATE`, "rate_log_key_at_idx"},
		{"without view", `SELECT id FROM confirmations WHERE view IS NULL ORDER BY id LIMIT 500 FOR UPDATE SKIP LOCKED`, "confirmations_without_view_idx"},
		{"count attempt", `INSERT INTO rate_counts AS c (key, n) VALUES ('203.0.113.1', 1)
			ON CONFLICT (key) DO UPDATE SET n = c.n + excluded.n RETURNING c.n - 1`, "rate_counts_pkey"},
		{"prune log", `SELECT id FROM rate_log WHERE at <= now() FOR UPDATE SKIP LOCKED`, "rate_log_at_idx"},
		{"prune counts", `UPDATE rate_counts AS c SET n = c.n - e.entries
			FROM (VALUES ('203.0.113.1', 2)) AS e (key, entries) WHERE c.key = e.key`, "rate_counts_pkey"},
		{"drop empty counts", `DELETE FROM rate_counts WHERE key = ANY('{203.0.113.1}') AND n <= 0`, "rate_counts_pkey"},
		{"inbox signal", `SELECT count(*), max(updated_at) FROM confirmations
			WHERE account_id = 'a' AND sandbox AND waiting_since IS NOT NULL`, "confirmations_waiting_idx"},
	}
	// The rows of these, which the index gives in order, may still be
	// sorted among those of equal keys (an incremental sort), never as a
	// whole.
	sortsTies := map[string]bool{"expire attempts": true}
	// The due deliveries, and only they, are sorted by account and host for
	// their turns.
	sortsDue := map[string]bool{"due deliveries": true}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			plan := explainWithIndexOnly(t, conn, tt.index, tt.query)
			sorts := strings.Contains(plan, "Sort")
			if sortsTies[tt.name] {
				sorts = strings.Count(plan, "Sort  (") > strings.Count(plan, "Incremental Sort  (")
			}
			if sortsDue[tt.name] {
				sorts = strings.Contains(plan, "Seq Scan")
			}
			if !strings.Contains(plan, tt.index) || sorts {
				t.Errorf("plan does not read %s in order:\n%s", tt.index, plan)
			}
		})
	}
}

// explainWithIndexOnly returns the plan of query when index is the only
// index of its table, with sequential scans, bitmap scans and sorts
// disabled. The other indexes (and the constraints they back) are dropped
// in a transaction that is rolled back, so the schema is left as it was.
func explainWithIndexOnly(t *testing.T, conn *pgx.Conn, index, query string) string {
	t.Helper()
	ctx := t.Context()
	tx, err := conn.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(context.Background())
	for _, off := range []string{"enable_seqscan", "enable_bitmapscan", "enable_sort"} {
		if _, err := tx.Exec(ctx, "SET LOCAL "+off+" = off"); err != nil {
			t.Fatal(err)
		}
	}
	rows, err := tx.Query(ctx, `
		SELECT quote_ident(t.relname), quote_ident(i.relname), quote_ident(c.conname)
		FROM pg_index x
		JOIN pg_class i ON i.oid = x.indexrelid
		JOIN pg_class t ON t.oid = x.indrelid
		LEFT JOIN pg_constraint c ON c.conindid = x.indexrelid AND c.conrelid = x.indrelid
		WHERE t.relnamespace = current_schema()::regnamespace
		  AND t.oid = (SELECT indrelid FROM pg_index WHERE indexrelid = to_regclass($1))
		  AND i.relname <> $1`, index)
	if err != nil {
		t.Fatal(err)
	}
	type other struct {
		table, index string
		constraint   *string
	}
	others, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (other, error) {
		var o other
		err := r.Scan(&o.table, &o.index, &o.constraint)
		return o, err
	})
	if err != nil {
		t.Fatal(err)
	}
	var exists bool
	if err := tx.QueryRow(ctx, "SELECT to_regclass($1) IS NOT NULL", index).Scan(&exists); err != nil {
		t.Fatal(err)
	}
	if !exists {
		t.Fatalf("no index %s", index)
	}
	for _, o := range others {
		drop := "DROP INDEX " + o.index
		if o.constraint != nil {
			drop = "ALTER TABLE " + o.table + " DROP CONSTRAINT " + *o.constraint + " CASCADE"
		}
		if _, err := tx.Exec(ctx, drop); err != nil {
			t.Fatalf("%s: %v", drop, err)
		}
	}
	rows, err = tx.Query(ctx, "EXPLAIN "+query, pgx.QueryExecModeSimpleProtocol)
	if err != nil {
		t.Fatalf("EXPLAIN %s: %v", query, err)
	}
	lines, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatalf("EXPLAIN %s: %v", query, err)
	}
	return strings.Join(lines, "\n")
}
