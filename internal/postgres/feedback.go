package postgres

import (
	"context"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
)

// statsCounts is the select list of the counts, in the order
// confirm.StatsCounts.SetCounts reads them. Every column it reads is in
// confirmations_stats_idx, so a period is one index-only range scan.
var statsCounts = func() string {
	var b strings.Builder
	b.WriteString("count(*)")
	add := func(cond string) { fmt.Fprintf(&b, ",\n\t\tcount(*) FILTER (WHERE %s)", cond) }
	for i := range confirm.Channels {
		add(fmt.Sprintf("reached & %d <> 0", 1<<i))
	}
	add("answered_at IS NOT NULL")
	for _, s := range confirm.Statuses {
		add(fmt.Sprintf("status = '%s'", s))
	}
	for _, i := range confirm.Intents {
		add(fmt.Sprintf("intent = '%s'", i))
	}
	add("delivery_result IS NOT NULL")
	add("delivery_result = 'delivered'")
	add("delivery_result = 'failed'")
	for _, r := range confirm.FailureReasons {
		add(fmt.Sprintf("delivery_result = 'failed' AND delivery_reason = '%s'", r))
	}
	for _, failed := range []string{"IS NOT NULL", "= 'failed'"} {
		add("delivery_result " + failed + " AND status IN ('confirmed', 'rescheduled')")
		add("delivery_result " + failed + " AND status = 'unreachable'")
		add("delivery_result " + failed + " AND answered_at IS NULL")
		add("delivery_result " + failed + " AND status NOT IN ('confirmed', 'rescheduled')")
	}
	return b.String()
}()

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

// OutcomeStats counts the outcomes of the confirmations of q's scope
// created in q's period.
func (s *Store) OutcomeStats(ctx context.Context, q confirm.StatsQuery) (confirm.StatsCounts, []confirm.StatsCounts, error) {
	totals := confirm.NewStatsCounts("")
	key, ok := statsKey[q.GroupBy]
	if !ok {
		return totals, nil, confirm.Errorf(confirm.EINVALID, "groupBy must be day, channel or intent")
	}
	args := []any{q.Scope.AccountID, q.Scope.Sandbox, ts(q.From), ts(q.End())}
	rows, err := s.pool.Query(ctx, "SELECT "+key+", "+statsCounts+"\n\tFROM confirmations WHERE "+statsWhere+" GROUP BY 1 ORDER BY 1", args...)
	if err != nil {
		return totals, nil, dbError(err)
	}
	groups, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (confirm.StatsCounts, error) {
		vals := make([]int64, confirm.StatsCountColumns)
		var k string
		dest := []any{&k}
		for i := range vals {
			dest = append(dest, &vals[i])
		}
		if err := row.Scan(dest...); err != nil {
			return confirm.StatsCounts{}, err
		}
		g := confirm.NewStatsCounts(k)
		g.SetCounts(vals)
		return g, nil
	})
	if err != nil {
		return totals, nil, dbError(err)
	}
	byKey := map[string]*confirm.StatsCounts{}
	for i := range groups {
		totals.Add(groups[i])
		byKey[groups[i].Key] = &groups[i]
	}
	if q.GroupBy == confirm.GroupNone {
		groups = nil
	}
	if err := s.percentiles(ctx, "''", args, map[string]*confirm.StatsCounts{"": &totals}); err != nil {
		return totals, nil, err
	}
	if groups != nil {
		if err := s.percentiles(ctx, key, args, byKey); err != nil {
			return totals, nil, err
		}
	}
	return totals, groups, nil
}

// percentiles sets the times to the first reply of the groups in byKey.
func (s *Store) percentiles(ctx context.Context, key string, args []any, byKey map[string]*confirm.StatsCounts) error {
	rows, err := s.pool.Query(ctx, fmt.Sprintf(statsPercentiles, key), args...)
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
		if g := byKey[k]; g != nil {
			g.MedianMillis, g.P90Millis = median, p90
		}
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
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (confirm.FeedbackCount, error) {
		var c confirm.FeedbackCount
		var status confirm.Status
		err := row.Scan(&c.Sandbox, &c.Result, &c.Reason, &status, &c.Count)
		c.Class = confirm.FeedbackClassOf(status)
		return c, err
	})
	if err != nil {
		return nil, dbError(err)
	}
	return confirm.MergeFeedback(out), nil
}
