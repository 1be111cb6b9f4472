package sqlite

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// countsKey is the group of a row of outcome_counts for each grouping.
var countsKey = map[confirm.GroupBy]string{
	confirm.GroupNone:    "''",
	confirm.GroupDay:     "day",
	confirm.GroupChannel: "answer_channel",
	confirm.GroupIntent:  "intent",
}

// statsCombos adds up a period's rows of outcome_counts (migration 00018),
// those of outcome_counts_monthly for its whole months (migration 00026,
// ?5 to ?6, see confirm.StatsQuery.Months) in place of their days, and
// the deltas not folded into them yet (migration 00025) by the values
// the statistics need: a row per day and combination, a few hundred groups
// at most, added up in Go (confirm.GroupCombos).
const statsCombos = `
	SELECT %s, status, intent, delivery_result, delivery_reason, reached, answered, sum(n) FROM (
		SELECT day, status, intent, answer_channel, delivery_result, delivery_reason, reached, answered, n
		FROM outcome_counts WHERE account_id = ?1 AND sandbox = ?2 AND day >= ?3 AND day < ?5
		UNION ALL
		SELECT month, status, intent, answer_channel, delivery_result, delivery_reason, reached, answered, n
		FROM outcome_counts_monthly WHERE account_id = ?1 AND sandbox = ?2 AND month >= ?5 AND month < ?6
		UNION ALL
		SELECT day, status, intent, answer_channel, delivery_result, delivery_reason, reached, answered, n
		FROM outcome_counts WHERE account_id = ?1 AND sandbox = ?2 AND day >= ?6 AND day < ?4
		UNION ALL
		SELECT day, status, intent, answer_channel, delivery_result, delivery_reason, reached, answered, n
		FROM outcome_deltas WHERE account_id = ?1 AND sandbox = ?2 AND day >= ?3 AND day < ?4
	)
	GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(n) > 0 ORDER BY 1`

// OutcomeStats counts the outcomes of the confirmations of q's scope
// created in q's period.
func (s *Store) OutcomeStats(ctx context.Context, q confirm.StatsQuery) (confirm.StatsCounts, []confirm.StatsCounts, error) {
	key, ok := countsKey[q.GroupBy]
	if !ok {
		return confirm.StatsCounts{}, nil, confirm.Errorf(confirm.EINVALID, "groupBy must be day, channel or intent")
	}
	m1, m2 := q.Months()
	rows, err := s.read.QueryContext(ctx, fmt.Sprintf(statsCombos, key),
		q.Scope.AccountID, q.Scope.Sandbox, q.From.Format(time.DateOnly), q.End().Format(time.DateOnly),
		m1.Format(time.DateOnly), m2.Format(time.DateOnly))
	if err != nil {
		return confirm.StatsCounts{}, nil, err
	}
	defer rows.Close()
	var combos []confirm.StatsCombo
	for rows.Next() {
		var k confirm.StatsCombo
		if err := rows.Scan(&k.Key, &k.Status, &k.Intent, &k.Result, &k.Reason, &k.Reached, &k.Answered, &k.Count); err != nil {
			return confirm.StatsCounts{}, nil, err
		}
		combos = append(combos, k)
	}
	if err := rows.Err(); err != nil {
		return confirm.StatsCounts{}, nil, err
	}
	rows.Close()
	totals, groups := confirm.GroupCombos(combos)
	if q.GroupBy == confirm.GroupNone {
		groups = nil
	}
	if err := s.answerTimes(ctx, q, &totals, groups); err != nil {
		return confirm.StatsCounts{}, nil, err
	}
	return totals, groups, nil
}

// answerBucketsQuery adds up a period's answer_times of one dim (by month
// for its whole months, ?6 to ?7), and the deltas not folded into them
// yet, by group and bucket.
const answerBucketsQuery = `
	SELECT %s, bucket, sum(n) FROM (
		SELECT day, value, bucket, n FROM answer_times
		WHERE account_id = ?1 AND sandbox = ?2 AND dim = ?3 AND day >= ?4 AND day < ?6
		UNION ALL
		SELECT month, value, bucket, n FROM answer_times_monthly
		WHERE account_id = ?1 AND sandbox = ?2 AND dim = ?3 AND month >= ?6 AND month < ?7
		UNION ALL
		SELECT day, value, bucket, n FROM answer_times
		WHERE account_id = ?1 AND sandbox = ?2 AND dim = ?3 AND day >= ?7 AND day < ?5
		UNION ALL
		SELECT day, CASE ?3 WHEN 'channel' THEN answer_channel WHEN 'intent' THEN intent ELSE '' END AS value, bucket, n
		FROM outcome_deltas
		WHERE account_id = ?1 AND sandbox = ?2 AND bucket IS NOT NULL AND day >= ?4 AND day < ?5
	)
	GROUP BY 1, 2 HAVING sum(n) > 0`

// bucketsKey is the group of a row of answer_times and the dim it is
// read from, for each grouping.
var bucketsKey = map[confirm.GroupBy][2]string{
	confirm.GroupNone:    {"''", ""},
	confirm.GroupDay:     {"day", ""},
	confirm.GroupChannel: {"value", "channel"},
	confirm.GroupIntent:  {"value", "intent"},
}

// answerLookupQuery finds each lookup of g (i, b, f, e, t, k, r: bucket,
// period, totals or group, rank) in confirmations_answer: the
// confirmations of one bucket and period, a few thousand at most, in
// order of time (SQLite takes no column in OFFSET, so the rank is
// numbered). %s is what else than its period places a confirmation in a
// group (see lookupWhere).
const answerLookupQuery = `
	WITH g(i, b, f, e, t, k, r) AS (VALUES %s)
	SELECT g.i, (SELECT answer_ms FROM (
	            SELECT answer_ms, row_number() OVER (ORDER BY answer_ms) AS rn
	            FROM confirmations INDEXED BY confirmations_answer
	            WHERE account_id = ?1 AND sandbox = ?2 AND answered_at IS NOT NULL AND answer_bucket = g.b
	              AND created_at >= g.f AND created_at < g.e AND (g.t OR %s))
	        WHERE rn = g.r)
	FROM g ORDER BY g.i`

// lookupWhere places a confirmation in group g.k, besides the period: a
// day's group is its period alone.
var lookupWhere = map[confirm.GroupBy]string{
	confirm.GroupNone:    "1",
	confirm.GroupDay:     "1",
	confirm.GroupChannel: "coalesce(answer_channel, '') = g.k",
	confirm.GroupIntent:  "coalesce(intent, '') = g.k",
}

// answerTimes sets the median and 90th percentile of the time to the
// first reply of totals and groups, exactly, in two queries: the period's
// buckets, then the few times they point to (confirm.AnswerLookups).
func (s *Store) answerTimes(ctx context.Context, q confirm.StatsQuery, totals *confirm.StatsCounts, groups []confirm.StatsCounts) error {
	bk := bucketsKey[q.GroupBy]
	m1, m2 := q.Months()
	rows, err := s.read.QueryContext(ctx, fmt.Sprintf(answerBucketsQuery, bk[0]),
		q.Scope.AccountID, q.Scope.Sandbox, bk[1], q.From.Format(time.DateOnly), q.End().Format(time.DateOnly),
		m1.Format(time.DateOnly), m2.Format(time.DateOnly))
	if err != nil {
		return err
	}
	defer rows.Close()
	var buckets []confirm.AnswerBucket
	for rows.Next() {
		var b confirm.AnswerBucket
		if err := rows.Scan(&b.Key, &b.Bucket, &b.Count); err != nil {
			return err
		}
		buckets = append(buckets, b)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	rows.Close()
	lookups := confirm.AnswerLookups(q, buckets)
	if len(lookups) == 0 {
		return nil
	}
	return confirm.FindAnswerTimes(totals, groups, lookups, longLookup, maxLongLookups,
		func(idx []int, millis []*int64) error { return s.lookupShort(ctx, q, lookups, idx, millis) },
		func(idx []int, millis []*int64) error { return s.lookupLong(ctx, q, lookups, idx, millis) })
}

// lookupShort finds the lookups of idx (those of short periods, a day's
// group) in one statement (answerLookupQuery), into millis.
func (s *Store) lookupShort(ctx context.Context, q confirm.StatsQuery, lookups []confirm.AnswerLookup, idx []int, millis []*int64) error {
	if len(idx) == 0 {
		return nil
	}
	args := []any{q.Scope.AccountID, q.Scope.Sandbox}
	values := make([]string, len(idx))
	for j, i := range idx {
		l := lookups[i]
		n := len(args)
		values[j] = fmt.Sprintf("(%d, ?%d, ?%d, ?%d, ?%d, ?%d, ?%d)", j, n+1, n+2, n+3, n+4, n+5, n+6)
		args = append(args, l.Bucket, text(l.From), text(l.End), l.Total, l.Key, l.Rank)
	}
	query := fmt.Sprintf(answerLookupQuery, strings.Join(values, ", "), lookupWhere[q.GroupBy])
	return s.readLookups(ctx, query, args, idx, millis)
}

// longLookup is the period beyond which a lookup reads its bucket in
// order of time to the answer (confirmations_answer_ms, migration 00028)
// rather than the bucket's confirmations of the period, sorted: over a
// year, a bucket holds tens of thousands, and sorting them all cost four
// times what stepping over those before the rank does.
var longLookup = 92 * 24 * time.Hour

// maxLongLookups bounds the lookups of one statement of lookupLong, whose
// terms SQLite limits to 500.
const maxLongLookups = 200

// answerLookupLong finds one lookup in confirmations_answer_ms: the
// bucket's answered confirmations in order of time to the answer, the
// first rank-1 of the period and group skipped. %s places a confirmation
// in the group (lookupLongWhere).
const answerLookupLong = `SELECT %d, (SELECT answer_ms FROM confirmations INDEXED BY confirmations_answer_ms
	WHERE account_id = ?1 AND sandbox = ?2 AND answered_at IS NOT NULL AND answer_bucket = ?%d
	  AND created_at >= ?%d AND created_at < ?%d AND (?%d OR %s)
	ORDER BY answer_ms LIMIT 1 OFFSET ?%d)`

var lookupLongWhere = map[confirm.GroupBy]string{
	confirm.GroupNone:    "1",
	confirm.GroupDay:     "1",
	confirm.GroupChannel: "coalesce(answer_channel, '') = ?%d",
	confirm.GroupIntent:  "coalesce(intent, '') = ?%d",
}

// lookupLong finds the lookups of idx (those of long periods) in one
// statement, a term each, into millis.
func (s *Store) lookupLong(ctx context.Context, q confirm.StatsQuery, lookups []confirm.AnswerLookup, idx []int, millis []*int64) error {
	args := []any{q.Scope.AccountID, q.Scope.Sandbox}
	terms := make([]string, len(idx))
	for j, i := range idx {
		l := lookups[i]
		n := len(args)
		where := lookupLongWhere[q.GroupBy]
		if strings.Contains(where, "%d") {
			where = fmt.Sprintf(where, n+5)
		}
		terms[j] = fmt.Sprintf(answerLookupLong, j, n+1, n+2, n+3, n+4, where, n+6)
		args = append(args, l.Bucket, text(l.From), text(l.End), l.Total, l.Key, l.Rank-1)
	}
	return s.readLookups(ctx, strings.Join(terms, " UNION ALL ")+" ORDER BY 1", args, idx, millis)
}

// readLookups runs a lookup statement, whose rows are the position in idx
// of a lookup and its time, into millis.
func (s *Store) readLookups(ctx context.Context, query string, args []any, idx []int, millis []*int64) error {
	rows, err := s.read.QueryContext(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	j := 0
	for rows.Next() {
		var pos int
		var ms *int64
		if err := rows.Scan(&pos, &ms); err != nil {
			return err
		}
		if pos < 0 || pos >= len(idx) {
			return fmt.Errorf("sqlite: answer lookups: a row for lookup %d of %d", pos, len(idx))
		}
		millis[idx[pos]] = ms
		j++
	}
	if err := rows.Err(); err != nil {
		return err
	}
	if j != len(idx) {
		return fmt.Errorf("sqlite: answer lookups: %d rows for %d lookups", j, len(idx))
	}
	return nil
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
