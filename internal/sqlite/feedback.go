package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strconv"
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

// statsRows adds up a period's rows of outcome_counts (migration 00018),
// those of outcome_counts_monthly for its whole months (migration 00026,
// ?5 to ?6, see confirm.StatsQuery.Months) in place of their days, and
// the deltas not folded into them yet (migration 00025) by group, status,
// intent and delivery report, counting how many were answered and reached
// on each channel (confirm.StatsRow): a few hundred rows at most, added
// up in Go (confirm.GroupRows).
const statsRows = `
	SELECT %s, status, intent, delivery_result, delivery_reason, ` + rowSums + ` FROM (
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
	GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0`

// statsRowsByDay is statsRows grouped by day, which reads no month: the
// rows of outcome_day_counts (migration 00029), which are already
// confirm.StatsRows, as they are, some 11,000 for a year, and apart from
// them the deltas, so that a day's figures may come in several rows, which
// Go adds up.
const statsRowsByDay = `
	SELECT day, status, intent, delivery_result, delivery_reason, n, answered, email, sms, call
	FROM outcome_day_counts WHERE account_id = ?1 AND sandbox = ?2 AND day >= ?3 AND day < ?4 AND n <> 0
	UNION ALL
	SELECT day, status, intent, delivery_result, delivery_reason, ` + rowSums + `
	FROM outcome_deltas WHERE account_id = ?1 AND sandbox = ?2 AND day >= ?3 AND day < ?4
	GROUP BY day, status, intent, delivery_result, delivery_reason`

// rowSums counts the confirmations of a confirm.StatsRow: all of them,
// those answered, those reached on each of confirm.Channels (a bit each
// of reached, in order).
const rowSums = `sum(n), sum(n * answered), sum(n * (reached & 1)), sum(n * (reached >> 1 & 1)), sum(n * (reached >> 2 & 1))`

// OutcomeStats counts the outcomes of the confirmations of q's scope
// created in q's period. Its statements read in one transaction, which
// sees a fold's deltas either as deltas or as counts.
func (s *Store) OutcomeStats(ctx context.Context, q confirm.StatsQuery) (confirm.StatsCounts, []confirm.StatsCounts, error) {
	key, ok := countsKey[q.GroupBy]
	if !ok {
		return confirm.StatsCounts{}, nil, confirm.Errorf(confirm.EINVALID, "groupBy must be day, channel or intent")
	}
	tx, err := s.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return confirm.StatsCounts{}, nil, err
	}
	defer tx.Rollback()
	query := fmt.Sprintf(statsRows, key)
	m1, m2 := q.Months()
	args := []any{q.Scope.AccountID, q.Scope.Sandbox, q.From.Format(time.DateOnly), q.End().Format(time.DateOnly),
		m1.Format(time.DateOnly), m2.Format(time.DateOnly)}
	if q.GroupBy == confirm.GroupDay {
		query, args = statsRowsByDay, args[:4]
	}
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return confirm.StatsCounts{}, nil, err
	}
	defer rows.Close()
	var read []confirm.StatsRow
	for rows.Next() {
		var r confirm.StatsRow
		if err := rows.Scan(&r.Key, &r.Status, &r.Intent, &r.Result, &r.Reason, &r.Count, &r.Answered, &r.Reached[0], &r.Reached[1], &r.Reached[2]); err != nil {
			return confirm.StatsCounts{}, nil, err
		}
		read = append(read, r)
	}
	if err := rows.Err(); err != nil {
		return confirm.StatsCounts{}, nil, err
	}
	rows.Close()
	totals, groups := confirm.GroupRows(read)
	if q.GroupBy == confirm.GroupNone {
		groups = nil
	}
	if err := s.answerTimes(ctx, tx, q, &totals, groups); err != nil {
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

// answerBucketsByDay is answerBucketsQuery grouped by day: each day's
// buckets as text, a bucket and its count after each other
// (confirm.ParseAnswerBuckets), read from answer_times in the order of its
// key with no sort, and the deltas' apart: a row a day rather than one a
// day and bucket (some 37,000 a year).
const answerBucketsByDay = `
	SELECT day, group_concat(bucket || ' ' || n, ' ') FROM answer_times
	WHERE account_id = ?1 AND sandbox = ?2 AND dim = '' AND day >= ?3 AND day < ?4 AND n <> 0
	GROUP BY day
	UNION ALL
	SELECT day, group_concat(bucket || ' ' || n, ' ') FROM outcome_deltas
	WHERE account_id = ?1 AND sandbox = ?2 AND bucket IS NOT NULL AND day >= ?3 AND day < ?4
	GROUP BY day`

// answerTimes sets the median and 90th percentile of the time to the
// first reply of totals and groups, exactly, in two steps within tx: the
// period's buckets, then the few times they point to
// (confirm.AnswerLookups).
func (s *Store) answerTimes(ctx context.Context, tx *sql.Tx, q confirm.StatsQuery, totals *confirm.StatsCounts, groups []confirm.StatsCounts) error {
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
func readBuckets(ctx context.Context, tx *sql.Tx, q confirm.StatsQuery) ([]confirm.AnswerBucket, error) {
	bk := bucketsKey[q.GroupBy]
	m1, m2 := q.Months()
	rows, err := tx.QueryContext(ctx, fmt.Sprintf(answerBucketsQuery, bk[0]),
		q.Scope.AccountID, q.Scope.Sandbox, bk[1], q.From.Format(time.DateOnly), q.End().Format(time.DateOnly),
		m1.Format(time.DateOnly), m2.Format(time.DateOnly))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var buckets []confirm.AnswerBucket
	for rows.Next() {
		var b confirm.AnswerBucket
		if err := rows.Scan(&b.Key, &b.Bucket, &b.Count); err != nil {
			return nil, err
		}
		buckets = append(buckets, b)
	}
	return buckets, rows.Err()
}

// readBucketsByDay reads the buckets of q's period by day
// (answerBucketsByDay), the deltas added up with the counts.
func readBucketsByDay(ctx context.Context, tx *sql.Tx, q confirm.StatsQuery) ([]confirm.AnswerBucket, error) {
	rows, err := tx.QueryContext(ctx, answerBucketsByDay,
		q.Scope.AccountID, q.Scope.Sandbox, q.From.Format(time.DateOnly), q.End().Format(time.DateOnly))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	parts := map[string][]confirm.AnswerBucket{}
	for rows.Next() {
		var day, text string
		if err := rows.Scan(&day, &text); err != nil {
			return nil, err
		}
		if parts[day], err = confirm.ParseAnswerBuckets(parts[day], day, text); err != nil {
			return nil, err
		}
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return confirm.JoinAnswerBuckets(parts), nil
}

// answerLookupQuery reads, for each lookup of g (i, b, f, e, t, k: bucket,
// period, totals or group), the times of its confirmations from
// confirmations_answer, as text: those of one bucket and period, a few
// thousand at most; Go finds the one at its rank (answerAtRank). A row a
// lookup, with no sort: a window numbering each lookup's times sorted them
// apart, 732 sorts for a year by day. %s is the lookups' values, %s what
// else than its period places a confirmation in a group (see
// lookupWhere). Its parameters are positional (?): SQLite looks up a
// numbered one's name by walking the list of them, which with thousands
// cost more than the lookups.
const answerLookupQuery = `
	WITH g(i, b, f, e, t, k) AS (VALUES %s)
	SELECT g.i, (SELECT group_concat(answer_ms, ' ') FROM confirmations INDEXED BY confirmations_answer
	             WHERE account_id = ? AND sandbox = ? AND answered_at IS NOT NULL AND answer_bucket = g.b
	               AND created_at >= g.f AND created_at < g.e AND (g.t OR %s))
	FROM g`

// lookupWhere places a confirmation in group g.k, besides the period: a
// day's group is its period alone.
var lookupWhere = map[confirm.GroupBy]string{
	confirm.GroupNone:    "1",
	confirm.GroupDay:     "1",
	confirm.GroupChannel: "coalesce(answer_channel, '') = g.k",
	confirm.GroupIntent:  "coalesce(intent, '') = g.k",
}

// lookupShort finds the lookups of idx (those of short periods, a day's
// group) in one statement (answerLookupQuery), into millis.
func lookupShort(ctx context.Context, tx *sql.Tx, q confirm.StatsQuery, lookups []confirm.AnswerLookup, idx []int, millis []*int64) error {
	if len(idx) == 0 {
		return nil
	}
	args := make([]any, 0, 6*len(idx)+2)
	values := strings.Repeat("(?, ?, ?, ?, ?, ?), ", len(idx))
	for j, i := range idx {
		l := lookups[i]
		args = append(args, j, l.Bucket, text(l.From), text(l.End), l.Total, l.Key)
	}
	args = append(args, q.Scope.AccountID, q.Scope.Sandbox)
	query := fmt.Sprintf(answerLookupQuery, strings.TrimSuffix(values, ", "), lookupWhere[q.GroupBy])
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var pos int
		var times sql.NullString
		if err := rows.Scan(&pos, &times); err != nil {
			return err
		}
		if pos < 0 || pos >= len(idx) {
			return fmt.Errorf("sqlite: answer lookups: a row for lookup %d of %d", pos, len(idx))
		}
		ms, err := answerAtRank(times.String, lookups[idx[pos]].Rank)
		if err != nil {
			return fmt.Errorf("sqlite: answer lookups: %w", err)
		}
		millis[idx[pos]] = ms
	}
	return rows.Err()
}

// answerAtRank is the rank-th shortest (from 1) of times, numbers
// separated by spaces; nil if there are fewer.
func answerAtRank(times string, rank int64) (*int64, error) {
	f := strings.Fields(times)
	if rank < 1 || rank > int64(len(f)) {
		return nil, nil
	}
	ms := make([]int64, len(f))
	for i, s := range f {
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return nil, err
		}
		ms[i] = n
	}
	slices.Sort(ms)
	return &ms[rank-1], nil
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
func lookupLong(ctx context.Context, tx *sql.Tx, q confirm.StatsQuery, lookups []confirm.AnswerLookup, idx []int, millis []*int64) error {
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
	return readLookups(ctx, tx, strings.Join(terms, " UNION ALL ")+" ORDER BY 1", args, idx, millis)
}

// readLookups runs a lookup statement, whose rows are the position in idx
// of a lookup and its time, into millis. A lookup with no row finds no
// time (nil).
func readLookups(ctx context.Context, tx *sql.Tx, query string, args []any, idx []int, millis []*int64) error {
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
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
