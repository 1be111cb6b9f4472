package postgres

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
)

// countsKey is the group of a row of outcome_counts for each grouping.
var countsKey = map[confirm.GroupBy]string{
	confirm.GroupNone:    "''",
	confirm.GroupDay:     "to_char(day, 'YYYY-MM-DD')",
	confirm.GroupChannel: "answer_channel",
	confirm.GroupIntent:  "intent",
}

// statsRows adds up a period's rows of outcome_counts (migration 00018),
// those of outcome_counts_monthly for its whole months (migration 00026,
// $5 to $6, see confirm.StatsQuery.Months) in place of their days, and
// the deltas not folded into them yet (migration 00025) by group, status,
// intent and delivery report, counting how many were answered and reached
// on each channel (confirm.StatsRow): a few hundred rows at most, added
// up in Go (confirm.GroupRows).
const statsRows = `
	SELECT %s, status, intent, delivery_result, delivery_reason, ` + rowSums + ` FROM (
		SELECT day, status, intent, answer_channel, delivery_result, delivery_reason, reached, answered, n
		FROM outcome_counts WHERE account_id = $1 AND sandbox = $2 AND day >= $3::date AND day < $5::date
		UNION ALL
		SELECT month, status, intent, answer_channel, delivery_result, delivery_reason, reached, answered, n
		FROM outcome_counts_monthly WHERE account_id = $1 AND sandbox = $2 AND month >= $5::date AND month < $6::date
		UNION ALL
		SELECT day, status, intent, answer_channel, delivery_result, delivery_reason, reached, answered, n
		FROM outcome_counts WHERE account_id = $1 AND sandbox = $2 AND day >= $6::date AND day < $4::date
		UNION ALL
		SELECT day, status, intent, answer_channel, delivery_result, delivery_reason, reached, answered, n
		FROM outcome_deltas WHERE account_id = $1 AND sandbox = $2 AND day >= $3::date AND day < $4::date
	) c
	GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0`

// statsRowsByDay is statsRows grouped by day, which reads no month: the
// rows of outcome_day_counts (migration 00029), which are already
// confirm.StatsRows, as they are, some 11,000 for a year, and apart from
// them the deltas, so that a day's figures may come in several rows, which
// Go adds up.
const statsRowsByDay = `
	SELECT to_char(day, 'YYYY-MM-DD'), status, intent, delivery_result, delivery_reason, n, answered, email, sms, call
	FROM outcome_day_counts WHERE account_id = $1 AND sandbox = $2 AND day >= $3::date AND day < $4::date AND n <> 0
	UNION ALL
	SELECT to_char(day, 'YYYY-MM-DD'), status, intent, delivery_result, delivery_reason, ` + rowSums + `
	FROM outcome_deltas WHERE account_id = $1 AND sandbox = $2 AND day >= $3::date AND day < $4::date
	GROUP BY day, status, intent, delivery_result, delivery_reason`

// rowSums counts the confirmations of a confirm.StatsRow: all of them,
// those answered, those reached on each of confirm.Channels (a bit each
// of reached, in order).
const rowSums = `sum(n)::bigint AS n, coalesce(sum(n) FILTER (WHERE answered), 0)::bigint AS answered,
	coalesce(sum(n) FILTER (WHERE reached & 1 <> 0), 0)::bigint AS email,
	coalesce(sum(n) FILTER (WHERE reached & 2 <> 0), 0)::bigint AS sms,
	coalesce(sum(n) FILTER (WHERE reached & 4 <> 0), 0)::bigint AS call`

// OutcomeStats counts the outcomes of the confirmations of q's scope
// created in q's period. Its statements read in one transaction, from one
// snapshot.
func (s *Store) OutcomeStats(ctx context.Context, q confirm.StatsQuery) (confirm.StatsCounts, []confirm.StatsCounts, error) {
	key, ok := countsKey[q.GroupBy]
	if !ok {
		return confirm.StatsCounts{}, nil, confirm.Errorf(confirm.EINVALID, "groupBy must be day, channel or intent")
	}
	tx, err := s.pool.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly})
	if err != nil {
		return confirm.StatsCounts{}, nil, dbError(err)
	}
	defer tx.Rollback(ctx)
	m1, m2 := q.Months()
	query := fmt.Sprintf(statsRows, key)
	args := []any{q.Scope.AccountID, q.Scope.Sandbox, q.From.Format(time.DateOnly), q.End().Format(time.DateOnly),
		m1.Format(time.DateOnly), m2.Format(time.DateOnly)}
	if q.GroupBy == confirm.GroupDay {
		query, args = statsRowsByDay, args[:4]
	}
	rows, err := tx.Query(ctx, query, args...)
	if err != nil {
		return confirm.StatsCounts{}, nil, dbError(err)
	}
	read, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (confirm.StatsRow, error) {
		var r confirm.StatsRow
		err := row.Scan(&r.Key, &r.Status, &r.Intent, &r.Result, &r.Reason, &r.Count, &r.Answered, &r.Reached[0], &r.Reached[1], &r.Reached[2])
		return r, err
	})
	if err != nil {
		return confirm.StatsCounts{}, nil, dbError(err)
	}
	totals, groups := confirm.GroupRows(read)
	if q.GroupBy == confirm.GroupNone {
		groups = nil
	}
	if err := answerTimes(ctx, tx, q, &totals, groups); err != nil {
		return confirm.StatsCounts{}, nil, err
	}
	return totals, groups, nil
}

// answerBucketsQuery adds up a period's answer_times of one dim (by month
// for its whole months, $6 to $7), and the deltas not folded into them
// yet, by group and bucket.
const answerBucketsQuery = `
	SELECT %s, bucket, sum(n)::bigint FROM (
		SELECT day, value, bucket, n FROM answer_times
		WHERE account_id = $1 AND sandbox = $2 AND dim = $3 AND day >= $4::date AND day < $6::date
		UNION ALL
		SELECT month, value, bucket, n FROM answer_times_monthly
		WHERE account_id = $1 AND sandbox = $2 AND dim = $3 AND month >= $6::date AND month < $7::date
		UNION ALL
		SELECT day, value, bucket, n FROM answer_times
		WHERE account_id = $1 AND sandbox = $2 AND dim = $3 AND day >= $7::date AND day < $5::date
		UNION ALL
		SELECT day, CASE $3 WHEN 'channel' THEN answer_channel WHEN 'intent' THEN intent ELSE '' END, bucket, n
		FROM outcome_deltas
		WHERE account_id = $1 AND sandbox = $2 AND bucket IS NOT NULL AND day >= $4::date AND day < $5::date
	) t
	GROUP BY 1, 2 HAVING sum(n) > 0`

// bucketsKey is the group of a row of answer_times and the dim it is
// read from, for each grouping.
var bucketsKey = map[confirm.GroupBy][2]string{
	confirm.GroupNone:    {"''", ""},
	confirm.GroupDay:     {"to_char(day, 'YYYY-MM-DD')", ""},
	confirm.GroupChannel: {"value", "channel"},
	confirm.GroupIntent:  {"value", "intent"},
}

// answerLookupQuery finds each lookup's time in confirmations_answer_idx:
// the confirmations of one bucket and period, a few thousand at most, in
// order of time. %s is what else than its period places a confirmation
// in a group (see lookupWhere). These are the lookups of short periods
// (a day's group); they cannot read confirmations_answer_ms_idx, whose
// condition they do not imply, so that the planner, which sees no bucket
// nor period here, never reads a whole bucket from it for its order
// rather than the period's few from this one.
const answerLookupQuery = `
	SELECT (SELECT answer_ms FROM confirmations
	        WHERE account_id = $1 AND sandbox = $2 AND answered_at IS NOT NULL AND answer_bucket = g.b
	          AND created_at >= g.f AND created_at < g.e AND (g.t OR %s)
	        ORDER BY answer_ms OFFSET g.r - 1 LIMIT 1)
	FROM unnest($3::int[], $4::timestamptz[], $5::timestamptz[], $6::bool[], $7::text[], $8::bigint[])
	     WITH ORDINALITY AS g(b, f, e, t, k, r, i)
	ORDER BY g.i`

// lookupWhere places a confirmation in group g.k, besides the period: a
// day's group is its period alone.
var lookupWhere = map[confirm.GroupBy]string{
	confirm.GroupNone:    "true",
	confirm.GroupDay:     "true",
	confirm.GroupChannel: "coalesce(answer_channel, '') = g.k",
	confirm.GroupIntent:  "coalesce(intent, '') = g.k",
}

// answerBucketsByDay is answerBucketsQuery grouped by day: each day's
// buckets and their counts as two arrays, in the same order, and the
// deltas' apart: a row a day rather than one a day and bucket (some
// 37,000 a year).
const answerBucketsByDay = `
	SELECT to_char(day, 'YYYY-MM-DD'), b, n FROM (
		SELECT day, array_agg(bucket::int) AS b, array_agg(n) AS n FROM answer_times
		WHERE account_id = $1 AND sandbox = $2 AND dim = '' AND day >= $3::date AND day < $4::date AND n <> 0
		GROUP BY day
		UNION ALL
		SELECT day, array_agg(bucket::int), array_agg(n::bigint) FROM outcome_deltas
		WHERE account_id = $1 AND sandbox = $2 AND bucket IS NOT NULL AND day >= $3::date AND day < $4::date
		GROUP BY day
	) t`

// answerTimes sets the median and 90th percentile of the time to the
// first reply of totals and groups, exactly, in two steps within tx: the
// period's buckets, then the few times they point to
// (confirm.AnswerLookups).
func answerTimes(ctx context.Context, tx pgx.Tx, q confirm.StatsQuery, totals *confirm.StatsCounts, groups []confirm.StatsCounts) error {
	var buckets []confirm.AnswerBucket
	var err error
	if q.GroupBy == confirm.GroupDay {
		buckets, err = readBucketsByDay(ctx, tx, q)
	} else {
		buckets, err = readBuckets(ctx, tx, q)
	}
	if err != nil {
		return err
	}
	lookups := confirm.AnswerLookups(q, buckets)
	if len(lookups) == 0 {
		return nil
	}
	return confirm.FindAnswerTimes(totals, groups, lookups, longLookup, maxLongLookups,
		func(idx []int, millis []*int64) error { return lookupShort(ctx, tx, q, lookups, idx, millis) },
		func(idx []int, millis []*int64) error { return lookupLong(ctx, tx, q, lookups, idx, millis) })
}

// readBuckets reads the buckets of q's period by group (answerBucketsQuery).
func readBuckets(ctx context.Context, tx pgx.Tx, q confirm.StatsQuery) ([]confirm.AnswerBucket, error) {
	bk := bucketsKey[q.GroupBy]
	m1, m2 := q.Months()
	rows, err := tx.Query(ctx, fmt.Sprintf(answerBucketsQuery, bk[0]),
		q.Scope.AccountID, q.Scope.Sandbox, bk[1], q.From.Format(time.DateOnly), q.End().Format(time.DateOnly),
		m1.Format(time.DateOnly), m2.Format(time.DateOnly))
	if err != nil {
		return nil, dbError(err)
	}
	buckets, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (confirm.AnswerBucket, error) {
		var b confirm.AnswerBucket
		err := row.Scan(&b.Key, &b.Bucket, &b.Count)
		return b, err
	})
	return buckets, dbError(err)
}

// readBucketsByDay reads the buckets of q's period by day
// (answerBucketsByDay), the deltas added up with the counts.
func readBucketsByDay(ctx context.Context, tx pgx.Tx, q confirm.StatsQuery) ([]confirm.AnswerBucket, error) {
	rows, err := tx.Query(ctx, answerBucketsByDay,
		q.Scope.AccountID, q.Scope.Sandbox, q.From.Format(time.DateOnly), q.End().Format(time.DateOnly))
	if err != nil {
		return nil, dbError(err)
	}
	defer rows.Close()
	parts := map[string][]confirm.AnswerBucket{}
	var bs []int32
	var ns []int64
	for rows.Next() {
		var day string
		if err := rows.Scan(&day, &bs, &ns); err != nil {
			return nil, dbError(err)
		}
		if len(bs) != len(ns) {
			return nil, fmt.Errorf("postgres: answer buckets of %s: %d buckets, %d counts", day, len(bs), len(ns))
		}
		for i, b := range bs {
			parts[day] = append(parts[day], confirm.AnswerBucket{Key: day, Bucket: int(b), Count: ns[i]})
		}
	}
	if err := rows.Err(); err != nil {
		return nil, dbError(err)
	}
	return confirm.JoinAnswerBuckets(parts), nil
}

// lookupShort finds the lookups of idx (those of short periods, a day's
// group) in one statement (answerLookupQuery), into millis.
func lookupShort(ctx context.Context, tx pgx.Tx, q confirm.StatsQuery, lookups []confirm.AnswerLookup, idx []int, millis []*int64) error {
	if len(idx) == 0 {
		return nil
	}
	var (
		bs         []int32
		from, end  []time.Time
		all        []bool
		keys       []string
		rankInside []int64
	)
	for _, i := range idx {
		l := lookups[i]
		bs, from, end = append(bs, int32(l.Bucket)), append(from, l.From), append(end, l.End)
		all, keys, rankInside = append(all, l.Total), append(keys, l.Key), append(rankInside, l.Rank)
	}
	rows, err := tx.Query(ctx, fmt.Sprintf(answerLookupQuery, lookupWhere[q.GroupBy]),
		q.Scope.AccountID, q.Scope.Sandbox, bs, from, end, all, keys, rankInside)
	if err != nil {
		return dbError(err)
	}
	got, err := pgx.CollectRows(rows, pgx.RowTo[*int64])
	if err != nil {
		return dbError(err)
	}
	if len(got) != len(idx) {
		return fmt.Errorf("postgres: answer lookups: %d rows for %d lookups", len(got), len(idx))
	}
	for j, i := range idx {
		millis[i] = got[j]
	}
	return nil
}

// longLookup is the period beyond which lookups are planned one by one,
// with their bucket and rank known to the planner, which then reads the
// bucket in order of time to the answer (confirmations_answer_ms_idx,
// migration 00028) up to the rank instead of sorting the bucket's
// confirmations of the period: over a year, tens of thousands each. Given
// as arrays (answerLookupQuery), their values are unknown when the plan is
// made, and it sorted.
var longLookup = 92 * 24 * time.Hour

// maxLongLookups bounds the lookups of one statement of lookupLong.
const maxLongLookups = 200

// answerLookupLong finds one lookup: the first rank-1 of the bucket's
// answered confirmations of the period and group, in order of time to the
// answer, skipped. %s places a confirmation in the group (lookupLongWhere).
// answer_ms IS NOT NULL, which the bucket implies, is the condition of
// confirmations_answer_ms_idx: only these lookups may read it.
const answerLookupLong = `SELECT %d, (SELECT answer_ms FROM confirmations
	WHERE account_id = $1 AND sandbox = $2 AND answered_at IS NOT NULL AND answer_ms IS NOT NULL AND answer_bucket = $%d
	  AND created_at >= $%d AND created_at < $%d AND ($%d OR %s)
	ORDER BY answer_ms OFFSET $%d LIMIT 1)`

var lookupLongWhere = map[confirm.GroupBy]string{
	confirm.GroupNone:    "true",
	confirm.GroupDay:     "true",
	confirm.GroupChannel: "coalesce(answer_channel, '') = $%d",
	confirm.GroupIntent:  "coalesce(intent, '') = $%d",
}

// lookupLong finds the lookups of idx (those of long periods) in one
// statement, a term each, into millis.
func lookupLong(ctx context.Context, tx pgx.Tx, q confirm.StatsQuery, lookups []confirm.AnswerLookup, idx []int, millis []*int64) error {
	args := []any{q.Scope.AccountID, q.Scope.Sandbox}
	terms := make([]string, len(idx))
	for j, i := range idx {
		l := lookups[i]
		n := len(args)
		args = append(args, int32(l.Bucket), l.From, l.End, l.Total)
		where := lookupLongWhere[q.GroupBy]
		if strings.Contains(where, "%d") {
			// A parameter is given only where the statement uses it:
			// PostgreSQL cannot tell the type of one it does not.
			args = append(args, l.Key)
			where = fmt.Sprintf(where, len(args))
		}
		args = append(args, l.Rank-1)
		terms[j] = fmt.Sprintf(answerLookupLong, j, n+1, n+2, n+3, n+4, where, len(args))
	}
	rows, err := tx.Query(ctx, strings.Join(terms, " UNION ALL ")+" ORDER BY 1", args...)
	if err != nil {
		return dbError(err)
	}
	defer rows.Close()
	seen := 0
	for rows.Next() {
		var pos int
		var ms *int64
		if err := rows.Scan(&pos, &ms); err != nil {
			return dbError(err)
		}
		if pos < 0 || pos >= len(idx) {
			return fmt.Errorf("postgres: answer lookups: a row for lookup %d of %d", pos, len(idx))
		}
		millis[idx[pos]] = ms
		seen++
	}
	if err := rows.Err(); err != nil {
		return dbError(err)
	}
	if seen != len(idx) {
		return fmt.Errorf("postgres: answer lookups: %d rows for %d lookups", seen, len(idx))
	}
	return nil
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
