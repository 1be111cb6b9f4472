package sqlite

import (
	"context"
	"fmt"
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// statsCounts is the select list of the counts, in the order
// confirm.StatsCounts.SetCounts reads them. Every column it reads is in
// confirmations_stats, so a period is one range of that index.
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
	confirm.GroupDay:     "substr(created_at, 1, 10)",
	confirm.GroupChannel: "coalesce(answer_channel, '')",
	confirm.GroupIntent:  "coalesce(intent, '')",
}

const statsWhere = `account_id = ? AND sandbox = ? AND created_at >= ? AND created_at < ?`

// statsPercentiles takes the nearest-rank median and 90th percentile of
// the time to the first reply, in milliseconds, of each group: rank
// ceil(n*p/100) of the group's times in order.
const statsPercentiles = `
	WITH a AS (
		SELECT %s AS k, CAST(round((julianday(answered_at) - julianday(created_at)) * 86400000) AS INTEGER) AS ms
		FROM confirmations WHERE ` + statsWhere + ` AND answered_at IS NOT NULL
	), r AS (
		SELECT k, ms, row_number() OVER (PARTITION BY k ORDER BY ms) AS rn, count(*) OVER (PARTITION BY k) AS n FROM a
	)
	SELECT k, max(CASE WHEN rn = (n * 50 + 99) / 100 THEN ms END), max(CASE WHEN rn = (n * 90 + 99) / 100 THEN ms END)
	FROM r GROUP BY k`

// OutcomeStats counts the outcomes of the confirmations of q's scope
// created in q's period.
func (s *Store) OutcomeStats(ctx context.Context, q confirm.StatsQuery) (confirm.StatsCounts, []confirm.StatsCounts, error) {
	totals := confirm.NewStatsCounts("")
	key, ok := statsKey[q.GroupBy]
	if !ok {
		return totals, nil, confirm.Errorf(confirm.EINVALID, "groupBy must be day, channel or intent")
	}
	args := []any{q.Scope.AccountID, q.Scope.Sandbox, text(q.From), text(q.End())}
	rows, err := s.read.QueryContext(ctx, "SELECT "+key+", "+statsCounts+"\n\tFROM confirmations WHERE "+statsWhere+" GROUP BY 1 ORDER BY 1", args...)
	if err != nil {
		return totals, nil, err
	}
	defer rows.Close()
	var groups []confirm.StatsCounts
	for rows.Next() {
		vals := make([]int64, confirm.StatsCountColumns)
		var k string
		dest := []any{&k}
		for i := range vals {
			dest = append(dest, &vals[i])
		}
		if err := rows.Scan(dest...); err != nil {
			return totals, nil, err
		}
		g := confirm.NewStatsCounts(k)
		g.SetCounts(vals)
		totals.Add(g)
		groups = append(groups, g)
	}
	if err := rows.Err(); err != nil {
		return totals, nil, err
	}
	rows.Close()

	byKey := map[string]*confirm.StatsCounts{}
	for i := range groups {
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
	rows, err := s.read.QueryContext(ctx, fmt.Sprintf(statsPercentiles, key), args...)
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
		if g := byKey[k]; g != nil {
			g.MedianMillis, g.P90Millis = median, p90
		}
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
	var out []confirm.FeedbackCount
	for rows.Next() {
		var c confirm.FeedbackCount
		var status confirm.Status
		if err := rows.Scan(&c.Sandbox, &c.Result, &c.Reason, &status, &c.Count); err != nil {
			return nil, err
		}
		c.Class = confirm.FeedbackClassOf(status)
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return confirm.MergeFeedback(out), nil
}
