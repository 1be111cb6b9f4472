package postgres

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestKeptPlans checks the generic plans of the statements of the pools of
// kept plans (see Open). They are checked on tables never analysed, as a
// new database has them, and once analysed with some thousands of rows:
//   - the API's reads must read an index, in order, without scanning or
//     sorting the table;
//   - the other reads, the rate-limit attempt and the opt-out check, must
//     read an index and never scan a table (an attempt sorts only its
//     key's expired entries);
//   - the inserts of a create must not scan a table either, and the
//     foreign-key checks they make, which PostgreSQL plans and keeps like
//     any other statement but EXPLAIN does not show, must read an index.
func TestKeptPlans(t *testing.T) {
	t.Parallel()
	url := TestURL(t)
	OpenTestURL(t, url) // migrates the schema
	conn := TestConn(t, url)
	exec := func(sql string) {
		t.Helper()
		if _, err := conn.Exec(t.Context(), sql); err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
	}

	type rule int
	const (
		inOrder rule = iota // reads an index in order
		indexed             // reads an index, scans no table
		noScan              // scans no table
	)
	type statement struct {
		rule rule
		args []any // nil: as many NULLs as it has parameters
	}
	cursor := confirm.Cursor{CreatedAt: time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC), ID: confirm.NewConfirmationID()}.Encode()
	statements := map[string]statement{
		viewQuery:                {rule: inOrder, args: []any{"cf_1", "acct_1", true}},
		recordAttemptQuery:       {rule: indexed},
		optedOutQuery:            {rule: indexed},
		claimIdempotencyQuery:    {rule: noScan},
		insertConfirmationsQuery: {rule: noScan},
		upsertStepsQuery:         {rule: noScan},
		insertEventsQuery:        {rule: noScan},
		insertDeliveriesQuery:    {rule: noScan},
	}
	for _, status := range []confirm.Status{"", confirm.StatusConfirmed} {
		for _, external := range []string{"", "SO-7"} {
			for _, cur := range []string{"", cursor} {
				f := confirm.ListFilter{Scope: confirm.Scope{AccountID: "acct_1", Sandbox: true}, Status: status, ExternalID: external, Cursor: cur}
				q, args, _, err := listQuery("id, created_at, view", f)
				if err != nil {
					t.Fatal(err)
				}
				statements[q] = statement{rule: inOrder, args: args}
			}
		}
	}

	// Each foreign key of the tables a create inserts into is checked with
	// the statement PostgreSQL runs for it (see ri_triggers.c).
	rows, err := conn.Query(t.Context(), `
		SELECT format('SELECT 1 FROM ONLY %s x WHERE %s FOR KEY SHARE OF x', confrelid::regclass,
		       string_agg(format('%I OPERATOR(pg_catalog.=) $%s', a.attname, k.n), ' AND ' ORDER BY k.n))
		FROM pg_constraint c, unnest(c.confkey) WITH ORDINALITY AS k (attnum, n), pg_attribute a
		WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace
		  AND c.conrelid::regclass::text IN ('confirmations', 'steps', 'events', 'webhook_deliveries', 'idempotency')
		  AND a.attrelid = c.confrelid AND a.attnum = k.attnum
		GROUP BY c.oid, c.confrelid`)
	if err != nil {
		t.Fatal(err)
	}
	checks, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	if len(checks) < 4 {
		t.Fatalf("found the foreign-key checks %q, want those of steps, events, deliveries and confirmations", checks)
	}
	for _, q := range checks {
		statements[q] = statement{rule: indexed}
	}

	scan := regexp.MustCompile(`(Index|Index Only|Bitmap Index) Scan`)
	inOrderScan := regexp.MustCompile(`Index (Only )?Scan`)
	check := func(when string) {
		t.Helper()
		exec("DEALLOCATE ALL")
		exec("SET plan_cache_mode = force_generic_plan")
		n := 0
		for q, st := range statements {
			n++
			exec(fmt.Sprintf("PREPARE s%d AS %s", n, q))
			lits := make([]string, params(q))
			for i := range lits {
				lits[i] = "NULL"
				if st.args != nil {
					lits[i] = literal(t, st.args[i])
				}
			}
			plan := Explain(t, conn, fmt.Sprintf("EXPLAIN EXECUTE s%d(%s)", n, strings.Join(lits, ", ")))
			scans := strings.Contains(plan, "Seq Scan")
			switch {
			case st.rule == inOrder && (scans || strings.Contains(plan, "Sort") || !inOrderScan.MatchString(plan)):
				t.Errorf("%s, the generic plan of\n%s\ndoes not read an index in order:\n%s", when, q, plan)
			case st.rule == indexed && (scans || !scan.MatchString(plan)):
				t.Errorf("%s, the generic plan of\n%s\ndoes not read an index:\n%s", when, q, plan)
			case scans:
				t.Errorf("%s, the generic plan of\n%s\nscans a table:\n%s", when, q, plan)
			}
		}
	}
	check("with tables never analysed")

	// A table of a page or two is read whole, as fast as through its
	// index, so each table has some thousands of rows.
	exec(`INSERT INTO accounts (id, name, signing_secret, created_at)
		SELECT 'acct_' || g, 'Acme', 'whsec_x', now() FROM generate_series(1, 2000) g`)
	exec(`INSERT INTO confirmations (id, account_id, sandbox, status, external_id, created_at, updated_at, doc, view)
		SELECT 'cf_' || g, 'acct_' || (g % 20 + 1), g % 3 > 0,
		       (ARRAY['scheduled', 'in_progress', 'confirmed', 'cancelled'])[g % 4 + 1],
		       'SO-' || g, now() - g * interval '1 minute', now(), '{}', '{}'
		FROM generate_series(1, 5000) g`)
	exec(`INSERT INTO rate_log (key, at)
		SELECT 'create 10.0.0.' || (g % 50), now() - g * interval '100 ms' FROM generate_series(1, 20000) g`)
	exec(`INSERT INTO opt_outs (account_id, phone, sandbox, created_at)
		SELECT 'acct_' || (g % 20 + 1), '+4477009' || lpad(g::text, 5, '0'), g % 2 = 0, now() FROM generate_series(1, 2000) g`)
	exec("ANALYZE")
	check("with 2,000 accounts, 5,000 confirmations, 20,000 attempts and 2,000 opt-outs analysed")
}

// params is the number of parameters of the statement q: its highest $n.
func params(q string) int {
	n := 0
	for _, m := range regexp.MustCompile(`\$([0-9]+)`).FindAllStringSubmatch(q, -1) {
		if i, _ := strconv.Atoi(m[1]); i > n {
			n = i
		}
	}
	return n
}

// literal writes an argument of a statement as SQL.
func literal(t *testing.T, v any) string {
	t.Helper()
	switch v := v.(type) {
	case string:
		return "'" + strings.ReplaceAll(v, "'", "''") + "'"
	case confirm.Status:
		return "'" + string(v) + "'"
	case bool:
		return fmt.Sprint(v)
	case int:
		return fmt.Sprint(v)
	case time.Time:
		return "'" + v.Format(time.RFC3339Nano) + "'::timestamptz"
	}
	t.Fatalf("no literal for %T", v)
	return ""
}
