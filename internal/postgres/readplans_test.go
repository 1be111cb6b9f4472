package postgres

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestReadPlans checks the generic plans of the statements of the pool of
// API reads, which keeps them (see Open): each must read an index, in
// order, without scanning or sorting the table. They are checked on tables
// never analysed, as a new database has them, and once analysed with some
// thousands of confirmations.
func TestReadPlans(t *testing.T) {
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

	cursor := confirm.Cursor{CreatedAt: time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC), ID: confirm.NewConfirmationID()}.Encode()
	statements := map[string][]any{
		viewQuery: {"cf_1", "acct_1", true},
	}
	for _, status := range []confirm.Status{"", confirm.StatusConfirmed} {
		for _, external := range []string{"", "SO-7"} {
			for _, cur := range []string{"", cursor} {
				f := confirm.ListFilter{Scope: confirm.Scope{AccountID: "acct_1", Sandbox: true}, Status: status, ExternalID: external, Cursor: cur}
				q, args, _, err := listQuery("id, created_at, view", f)
				if err != nil {
					t.Fatal(err)
				}
				statements[q] = args
			}
		}
	}

	check := func(when string) {
		t.Helper()
		exec("DEALLOCATE ALL")
		exec("SET plan_cache_mode = force_generic_plan")
		n := 0
		for q, args := range statements {
			n++
			exec(fmt.Sprintf("PREPARE s%d AS %s", n, q))
			lits := make([]string, len(args))
			for i, a := range args {
				lits[i] = literal(t, a)
			}
			plan := Explain(t, conn, fmt.Sprintf("EXPLAIN EXECUTE s%d(%s)", n, strings.Join(lits, ", ")))
			if strings.Contains(plan, "Seq Scan") || strings.Contains(plan, "Sort") || !strings.Contains(plan, "Index") {
				t.Errorf("%s, the generic plan of\n%s\ndoes not read an index in order:\n%s", when, q, plan)
			}
		}
	}
	check("with tables never analysed")

	exec(`INSERT INTO accounts (id, name, signing_secret, created_at)
		SELECT 'acct_' || g, 'Acme', 'whsec_x', now() FROM generate_series(1, 20) g`)
	exec(`INSERT INTO confirmations (id, account_id, sandbox, status, external_id, created_at, updated_at, doc, view)
		SELECT 'cf_' || g, 'acct_' || (g % 20 + 1), g % 3 > 0,
		       (ARRAY['scheduled', 'in_progress', 'confirmed', 'cancelled'])[g % 4 + 1],
		       'SO-' || g, now() - g * interval '1 minute', now(), '{}', '{}'
		FROM generate_series(1, 5000) g`)
	exec("ANALYZE")
	check("with 5,000 confirmations analysed")
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
