package sqlite

import (
	"context"
	"fmt"

	"github.com/confirmd/confirmd/internal/confirm"
)

// statsKey is the group a confirmation falls in for each grouping.
var statsKey = map[confirm.GroupBy]string{
	confirm.GroupNone:    "''",
	confirm.GroupDay:     "substr(created_at, 1, 10)",
	confirm.GroupChannel: "coalesce(answer_channel, '')",
	confirm.GroupIntent:  "coalesce(intent, '')",
}

// statsWhere is a range of confirmations_stats. The queries name that
// index: with statistics gathered, SQLite prefers confirmations_list for
// the same range, which has the same leading columns but is narrower, and
// then reads each row's document to compute the columns the index holds.
const statsWhere = `account_id = ? AND sandbox = ? AND created_at >= ? AND created_at < ?`

// statsPercentiles takes the nearest-rank median and 90th percentile of
// the time to the first reply, in milliseconds, of each group: rank
// ceil(n*p/100) of the group's times in order.
const statsPercentiles = `
	WITH a AS (
		SELECT %s AS k, CAST(round((julianday(answered_at) - julianday(created_at)) * 86400000) AS INTEGER) AS ms
		FROM confirmations INDEXED BY confirmations_stats WHERE ` + statsWhere + ` AND answered_at IS NOT NULL
	), r AS (
		SELECT k, ms, row_number() OVER (PARTITION BY k ORDER BY ms) AS rn, count(*) OVER (PARTITION BY k) AS n FROM a
	)
	SELECT k, max(CASE WHEN rn = (n * 50 + 99) / 100 THEN ms END), max(CASE WHEN rn = (n * 90 + 99) / 100 THEN ms END)
	FROM r GROUP BY k`

// statsCombos counts a period's confirmations by the values the
// statistics need, all in confirmations_stats: a few hundred groups at
// most, added up in Go (confirm.GroupCombos).
const statsCombos = `
	SELECT %s, status, coalesce(intent, ''), coalesce(delivery_result, ''), coalesce(delivery_reason, ''),
	       reached, answered_at IS NOT NULL, count(*)
	FROM confirmations INDEXED BY confirmations_stats WHERE ` + statsWhere + `
	GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1`

// OutcomeStats counts the outcomes of the confirmations of q's scope
// created in q's period.
func (s *Store) OutcomeStats(ctx context.Context, q confirm.StatsQuery) (confirm.StatsCounts, []confirm.StatsCounts, error) {
	r := statsReader{s, []any{q.Scope.AccountID, q.Scope.Sandbox, text(q.From), text(q.End())}}
	return confirm.CountOutcomes(ctx, r, q.GroupBy, statsKey)
}

// statsReader counts the confirmations of a scope and period, args.
type statsReader struct {
	s    *Store
	args []any
}

func (r statsReader) StatsCombos(ctx context.Context, key string) ([]confirm.StatsCombo, error) {
	rows, err := r.s.read.QueryContext(ctx, fmt.Sprintf(statsCombos, key), r.args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var combos []confirm.StatsCombo
	for rows.Next() {
		var k confirm.StatsCombo
		if err := rows.Scan(&k.Key, &k.Status, &k.Intent, &k.Result, &k.Reason, &k.Reached, &k.Answered, &k.Count); err != nil {
			return nil, err
		}
		combos = append(combos, k)
	}
	return combos, rows.Err()
}

func (r statsReader) StatsPercentiles(ctx context.Context, key string, set func(string, *int64, *int64)) error {
	rows, err := r.s.read.QueryContext(ctx, fmt.Sprintf(statsPercentiles, key), r.args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var k string
		var median, p90 *int64
		if err := rows.Scan(&k, &median, &p90); err != nil {
			return err
		}
		set(k, median, p90)
	}
	return rows.Err()
}

// countFeedbackQuery reads the partial index in order, a group at a time: confirmations_feedback only.
const countFeedbackQuery = `
	SELECT sandbox, delivery_result, coalesce(delivery_reason, ''), status, count(*)
	FROM confirmations WHERE delivery_result IS NOT NULL
	GROUP BY sandbox, delivery_result, delivery_reason, status`

// CountFeedback counts delivery feedback over all accounts.
func (s *Store) CountFeedback(ctx context.Context) ([]confirm.FeedbackCount, error) {
	rows, err := s.read.QueryContext(ctx, countFeedbackQuery)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []confirm.FeedbackRow
	for rows.Next() {
		var c confirm.FeedbackRow
		if err := rows.Scan(&c.Sandbox, &c.Result, &c.Reason, &c.Status, &c.Count); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return confirm.FeedbackCounts(out), nil
}
