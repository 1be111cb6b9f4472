package postgres

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestStatsPlans checks that the scrape-time queries can be answered from
// an index alone. As in TestQueryPlans, the plans the planner prefers for
// an empty table are disabled, to see whether an index plan exists.
func TestStatsPlans(t *testing.T) {
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
	// hide are indexes dropped, inside a transaction rolled back after the
	// EXPLAIN, because on an empty table their cost ties with the index the
	// query is written for and either may be chosen: for the answer
	// lookup, the partial indexes of phones and every other index that
	// begins with the scope (a CI run once got confirmations_updated_idx).
	hide := map[string][]string{"answer lookup": {"confirmations_phone_idx", "confirmations_sandbox_phone_idx",
		"confirmations_updated_idx", "confirmations_list_idx", "confirmations_status_idx", "confirmations_external_idx"}}
	for _, off := range []string{"enable_seqscan", "enable_bitmapscan", "enable_sort"} {
		if _, err := conn.Exec(t.Context(), "SET "+off+" = off"); err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range []struct {
		name, query, want string
	}{
		// Either index of the statuses will do: on an empty table the
		// planner may take the covering index of the outcome statistics.
		{"count by status", countByStatusQuery, "Index Only Scan using confirmations_stat"},
		{"oldest overdue", strings.ReplaceAll(oldestOverdueQuery, "$1", "now()"), "confirmations_wake_idx"},
		{"outcome stats", strings.NewReplacer("$1", "'a'", "$2", "true", "$3", "'2026-11-01'", "$4", "'2026-12-01'", "$5", "'2026-11-01'", "$6", "'2026-11-01'").Replace(fmt.Sprintf(statsRows, countsKey[confirm.GroupIntent])),
			"outcome_counts_pkey"},
		{"outcome stats by day", strings.NewReplacer("$1", "'a'", "$2", "true", "$3", "'2026-11-01'", "$4", "'2026-12-01'").Replace(statsRowsByDay),
			"Index Scan using outcome_day_counts_pkey"},
		{"answer buckets by day", strings.NewReplacer("$1", "'a'", "$2", "true", "$3", "'2026-11-01'", "$4", "'2026-12-01'").Replace(answerBucketsByDay),
			"answer_times_pkey"},
		{"outcome stats by month", strings.NewReplacer("$1", "'a'", "$2", "true", "$3", "'2025-11-15'", "$4", "'2026-11-15'", "$5", "'2025-12-01'", "$6", "'2026-11-01'").Replace(fmt.Sprintf(statsRows, countsKey[confirm.GroupChannel])),
			"outcome_counts_monthly_pkey"},
		{"answer buckets", strings.NewReplacer("$1", "'a'", "$2", "true", "$3", "'channel'", "$4", "'2026-11-01'", "$5", "'2026-12-01'", "$6", "'2026-11-01'", "$7", "'2026-12-01'").Replace(fmt.Sprintf(answerBucketsQuery, bucketsKey[confirm.GroupChannel][0])),
			"answer_times_monthly_pkey"},
		// On an empty table the partial indexes of phones (live or sandbox)
		// tie with the answer index for either scope.
		{"answer lookup", strings.NewReplacer("$1", "'a'", "$2", "false", "$3", "'{21}'", "$4", "ARRAY[now()]", "$5", "ARRAY[now()]",
			"$6", "'{t}'", "$7", "'{sms}'", "$8", "'{3}'").Replace(fmt.Sprintf(answerLookupQuery, lookupWhere[confirm.GroupChannel])),
			"Index Only Scan using confirmations_answer_idx"},
		{"answer lookup, long period", strings.NewReplacer("$1", "'a'", "$2", "true", "$3", "21", "$4", "now() - interval '1 year'", "$5", "now()",
			"$6", "false", "$7", "'sms'", "$8", "2999").Replace(fmt.Sprintf(answerLookupLong, 0, 3, 4, 5, 6, fmt.Sprintf(lookupLongWhere[confirm.GroupChannel], 7), 8)),
			"Index Only Scan using confirmations_answer_ms_idx"},
		{"count feedback", countFeedbackQuery, "confirmations_feedback_idx"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tx, err := conn.Begin(t.Context())
			if err != nil {
				t.Fatal(err)
			}
			defer tx.Rollback(context.Background())
			for _, idx := range hide[tt.name] {
				if _, err := tx.Exec(t.Context(), "DROP INDEX "+idx); err != nil {
					t.Fatal(err)
				}
			}
			rows, err := tx.Query(t.Context(), "EXPLAIN "+tt.query)
			if err != nil {
				t.Fatal(err)
			}
			lines, err := pgx.CollectRows(rows, pgx.RowTo[string])
			if err != nil {
				t.Fatal(err)
			}
			plan := strings.Join(lines, "\n")
			// The outcome statistics group a range of the index, and the
			// lookups order a bucket's few times; with sorts disabled, it
			// is sorted or hashed, either is fine.
			sorts := strings.Contains(plan, "Sort") && !strings.HasPrefix(tt.name, "outcome stats") &&
				(!strings.HasPrefix(tt.name, "answer") || strings.HasSuffix(tt.name, "long period"))
			if !strings.Contains(plan, tt.want) || sorts {
				t.Errorf("plan does not read the index in order (want %q, no Sort):\n%s", tt.want, plan)
			}
		})
	}
}
