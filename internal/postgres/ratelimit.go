package postgres

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
)

// The rate limit keeps two tables in step: rate_log, the entries of each
// key's attempts, which decide exactly when an attempt stops counting, and
// rate_counts, each key's number of attempts in the log. An entry is a
// moment and the number of attempts that count from it: an allowed attempt
// at its own moment, refused ones at the second they are rounded up to
// (confirm.RefusedAttemptAt), so that a key refused in a tight loop adds
// one entry a second, not one an attempt. Whatever deletes entries takes
// their attempts off the key's count in the same transaction, so an
// attempt reads one row however many attempts the window holds.
//
// The locks are taken so that no two transactions can wait for each other.
// An attempt, one statement, takes the key's expired entries (by deleting
// them), then the key's count, then the entry it adds itself to, last,
// after which it only commits. That entry is one no other transaction
// holds or waits for: another attempt of the key takes its entry only
// while holding the count, and neither attempts nor prunes take entries
// that have not expired (unless the processes' clocks are an hour apart).
// A prune takes the prune lock, then the expired entries no attempt holds
// (it skips those an attempt has locked: that attempt deletes them and
// takes them off the count), then their keys' counts. So no attempt waits
// while holding a count, no prune waits for entries, and prunes, one at a
// time, never wait for each other's counts.

// RecordAttempt logs an attempt from key at now and reports whether it is
// within limit: whether the key has fewer than limit attempts counting at
// now. It deletes the key's expired entries, takes their attempts off the
// key's count, which then counts exactly the attempts that still count,
// adds this attempt to it and logs it; attempts with one key, from any
// process, take turns on the count's row.
//
// The attempt commits without waiting for the disk (synchronous_commit
// off): it holds the count's row until it commits, and the attempts of one
// address would otherwise follow one another at the pace of the disk's
// flushes. A crash can lose the attempts of the last
// moment (at most three times wal_writer_delay, 200 ms by default), never
// a confirmation: a create's own commit waits for the disk, and with it
// for every commit before it, its attempt's included.
func (s *Store) RecordAttempt(ctx context.Context, key string, now time.Time, limit int) (bool, error) {
	now = ts(now)
	var before int64
	err := s.creates.QueryRow(ctx, recordAttemptQuery,
		key, now.Add(-confirm.RateWindow), now, ts(confirm.RefusedAttemptAt(now)), limit).Scan(&before)
	if err != nil {
		return false, dbError(err)
	}
	return before < int64(limit), nil
}

// recordAttemptQuery is an attempt, in one statement and so in one round
// trip and one transaction of its own: it deletes the key's expired
// entries ($2 is the end of the window before the attempt at $3), takes
// their attempts off and adds the one to the key's count (a key with no
// count has no entries), giving back the count before the attempt, and
// then adds the attempt to its entry: at $3 if it is within the limit $5,
// else at $4, the end of its second. The count's row is locked by the
// upsert until the commit, so attempts of one key, from any process, take
// turns; the upsert reads the count as the previous turn left it, whatever
// the statement's snapshot. The expired entries are deleted before the
// count is locked, and the attempt's entry is taken after: the order in
// which an attempt takes locks, the order a prune takes them too. They
// are locked in the order of their times and then ids, so that two
// attempts of one key that find the same expired entries wait for each
// other instead of each holding one the other wants, whatever plans they
// run: with the plan kept, one connection may read them in the index's
// order while another sorts them. The entries locked are then deleted by
// their ids, as an array: the statement keeps its plan (see Open), and
// with "id IN (...)" a generic plan, which cannot know how few entries
// have expired, may join them to the whole log.
const recordAttemptQuery = `
	WITH async AS (SELECT set_config('synchronous_commit', 'off', true)),
	expired AS (
		DELETE FROM rate_log WHERE id = ANY(ARRAY(
			SELECT id FROM rate_log WHERE key = $1 AND at <= $2 ORDER BY at, id FOR UPDATE))
		RETURNING n),
	counted AS (
		INSERT INTO rate_counts AS c (key, n)
		SELECT $1, 1 - (SELECT coalesce(sum(n), 0) FROM expired)::bigint FROM async
		ON CONFLICT (key) DO UPDATE SET n = c.n + excluded.n
		RETURNING c.n - 1 AS before),
	logged AS (
		INSERT INTO rate_log AS l (key, at)
		SELECT $1, CASE WHEN before < $5::bigint THEN $3::timestamptz ELSE $4::timestamptz END FROM counted
		ON CONFLICT (key, at) DO UPDATE SET n = l.n + 1)
	SELECT before FROM counted`

// pruneLock is the advisory lock that makes prunes run one at a time. It is
// of the two-key kind, which no other lock of confirmd's is.
const pruneLock = `SELECT pg_advisory_xact_lock(hashtext('confirmd prune ' || coalesce(current_schema(), '')), 0)`

// PruneBefore deletes rate-log entries that no longer count at now, taking
// their attempts off their keys' counts, resends that no longer count, and
// idempotency records that have expired.
func (s *Store) PruneBefore(ctx context.Context, now time.Time) error {
	now = ts(now)
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, pruneLock); err != nil {
			return err
		}
		rows, err := tx.Query(ctx, `
			WITH expired AS (
				DELETE FROM rate_log WHERE id IN (
					SELECT id FROM rate_log WHERE at <= $1 FOR UPDATE SKIP LOCKED)
				RETURNING key, n
			), counted AS (
				UPDATE rate_counts AS c SET n = c.n - e.attempts
				FROM (SELECT key, sum(n) AS attempts FROM expired GROUP BY key) AS e
				WHERE c.key = e.key
				RETURNING c.key, c.n
			)
			SELECT key FROM counted WHERE n <= 0`,
			now.Add(-confirm.RateWindow))
		if err != nil {
			return err
		}
		empty, err := pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil || len(empty) == 0 {
			return err
		}
		_, err = tx.Exec(ctx, `DELETE FROM rate_counts WHERE key = ANY($1) AND n <= 0`, empty)
		return err
	})
	if err != nil {
		return dbError(err)
	}
	if _, err := s.pool.Exec(ctx, `DELETE FROM webhook_resends WHERE at <= $1`, now.Add(-confirm.ResendWindow)); err != nil {
		return dbError(err)
	}
	_, err = s.pool.Exec(ctx, `DELETE FROM idempotency WHERE created_at <= $1`, now.Add(-confirm.IdempotencyTTL))
	return dbError(err)
}
