package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
)

// statsKey is the group a confirmation falls in for each grouping.
var statsKey = map[confirm.GroupBy]string{
	confirm.GroupNone:    "''",
	confirm.GroupDay:     "to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')",
	confirm.GroupChannel: "coalesce(answer_channel, '')",
	confirm.GroupIntent:  "coalesce(intent, '')",
}

const statsWhere = `account_id = $1 AND sandbox = $2 AND created_at >= $3 AND created_at < $4`

// statsPercentiles takes the nearest-rank median and 90th percentile of
// the time to the first reply, in milliseconds, of each group:
// percentile_disc is the first value whose rank reaches n*p.
const statsPercentiles = `
	SELECT %s AS k,
	       percentile_disc(0.5) WITHIN GROUP (ORDER BY ms),
	       percentile_disc(0.9) WITHIN GROUP (ORDER BY ms)
	FROM (SELECT *, round(extract(epoch FROM answered_at - created_at) * 1000)::bigint AS ms
	      FROM confirmations WHERE ` + statsWhere + ` AND answered_at IS NOT NULL) a
	GROUP BY 1`

// statsCombos counts a period's confirmations by the values the
// statistics need, all in confirmations_stats_idx: a few hundred groups at
// most, added up in Go (confirm.GroupCombos).
const statsCombos = `
	SELECT %s, status, coalesce(intent, ''), coalesce(delivery_result, ''), coalesce(delivery_reason, ''),
	       reached, answered_at IS NOT NULL, count(*)
	FROM confirmations WHERE ` + statsWhere + `
	GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1`

// OutcomeStats counts the outcomes of the confirmations of q's scope
// created in q's period.
func (s *Store) OutcomeStats(ctx context.Context, q confirm.StatsQuery) (confirm.StatsCounts, []confirm.StatsCounts, error) {
	r := statsReader{s, []any{q.Scope.AccountID, q.Scope.Sandbox, ts(q.From), ts(q.End())}}
	return confirm.CountOutcomes(ctx, r, q.GroupBy, statsKey)
}

// statsReader counts the confirmations of a scope and period, args.
type statsReader struct {
	s    *Store
	args []any
}

func (r statsReader) StatsCombos(ctx context.Context, key string) ([]confirm.StatsCombo, error) {
	rows, err := r.s.pool.Query(ctx, fmt.Sprintf(statsCombos, key), r.args...)
	if err != nil {
		return nil, dbError(err)
	}
	combos, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (confirm.StatsCombo, error) {
		var k confirm.StatsCombo
		err := row.Scan(&k.Key, &k.Status, &k.Intent, &k.Result, &k.Reason, &k.Reached, &k.Answered, &k.Count)
		return k, err
	})
	return combos, dbError(err)
}

func (r statsReader) StatsPercentiles(ctx context.Context, key string, set func(string, *int64, *int64)) error {
	rows, err := r.s.pool.Query(ctx, fmt.Sprintf(statsPercentiles, key), r.args...)
	if err != nil {
		return dbError(err)
	}
	defer rows.Close()
	for rows.Next() {
		var k string
		var median, p90 *int64
		if err := rows.Scan(&k, &median, &p90); err != nil {
			return dbError(err)
		}
		set(k, median, p90)
	}
	return dbError(rows.Err())
}

// countFeedbackQuery reads the partial index in order, a group at a time: confirmations_feedback_idx.
const countFeedbackQuery = `
	SELECT sandbox, delivery_result, coalesce(delivery_reason, ''), status, count(*)
	FROM confirmations WHERE delivery_result IS NOT NULL
	GROUP BY sandbox, delivery_result, delivery_reason, status`

// CountFeedback counts delivery feedback over all accounts.
func (s *Store) CountFeedback(ctx context.Context) ([]confirm.FeedbackCount, error) {
	rows, err := s.pool.Query(ctx, countFeedbackQuery)
	if err != nil {
		return nil, dbError(err)
	}
	out, err := pgx.CollectRows(rows, pgx.RowToStructByPos[confirm.FeedbackRow])
	if err != nil {
		return nil, dbError(err)
	}
	return confirm.FeedbackCounts(out), nil
}
