package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

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
const (
	// expireAttemptsQuery deletes a key's entries that no longer count,
	// giving back their numbers of attempts.
	expireAttemptsQuery = `DELETE FROM rate_log WHERE key = ? AND at <= ? RETURNING n`
	// countAttemptQuery adds ?2 to the key's count (a key with no row has
	// none) and gives back the count before the attempt being logged.
	countAttemptQuery = `INSERT INTO rate_counts (key, n) VALUES (?1, ?2)
		ON CONFLICT (key) DO UPDATE SET n = n + excluded.n
		RETURNING n - 1`
	// logAttemptQuery adds an attempt to the key's entry at its moment.
	logAttemptQuery = `INSERT INTO rate_log (key, at) VALUES (?, ?)
		ON CONFLICT (key, at) DO UPDATE SET n = n + 1`

	// pruneCountsQuery takes each key's expired attempts off its count, and
	// dropEmptyCountsQuery drops the counts that reach none, before
	// pruneLogQuery deletes the entries.
	pruneCountsQuery = `UPDATE rate_counts
		SET n = n - (SELECT sum(l.n) FROM rate_log AS l WHERE l.key = rate_counts.key AND l.at <= ?1)
		WHERE key IN (SELECT key FROM rate_log WHERE at <= ?1)`
	dropEmptyCountsQuery = `DELETE FROM rate_counts
		WHERE key IN (SELECT key FROM rate_log WHERE at <= ?1) AND n <= 0`
	pruneLogQuery = `DELETE FROM rate_log WHERE at <= ?`
)

// RecordAttempt logs an attempt from key at now and reports whether it is
// within limit: whether the key has fewer than limit attempts counting at
// now. In one write transaction, and write transactions run one at a time,
// it deletes the key's entries that have expired, takes their attempts off
// the key's count, which then counts exactly the attempts that still
// count, adds this attempt to it and logs it. Simultaneous attempts cannot
// both see room for one more.
func (s *Store) RecordAttempt(ctx context.Context, key string, now time.Time, limit int) (bool, error) {
	var allowed bool
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		allowed, err = s.recordAttempt(ctx, tx, confirm.RateAttempt{Key: key, At: now, Limit: limit})
		return err
	})
	return allowed, err
}

// recordAttempt is RecordAttempt in the write transaction tx.
func (s *Store) recordAttempt(ctx context.Context, tx *sql.Tx, a confirm.RateAttempt) (bool, error) {
	rows, err := s.query(ctx, tx, expireAttemptsQuery, a.Key, text(a.At.Add(-confirm.RateWindow)))
	if err != nil {
		return false, err
	}
	var expired int64
	for rows.Next() {
		var n int64
		if err := rows.Scan(&n); err != nil {
			rows.Close()
			return false, err
		}
		expired += n
	}
	if err := errors.Join(rows.Err(), rows.Close()); err != nil {
		return false, err
	}
	var before int64
	if err := s.queryRow(ctx, tx, countAttemptQuery, a.Key, 1-expired).Scan(&before); err != nil {
		return false, err
	}
	allowed := before < int64(a.Limit)
	at := a.At
	if !allowed {
		at = confirm.RefusedAttemptAt(at)
	}
	_, err = s.exec(ctx, tx, logAttemptQuery, a.Key, text(at))
	return allowed, err
}

// PruneBefore deletes rate-log entries that no longer count at now, taking
// their attempts off their keys' counts, resends that no longer count, and
// idempotency records that have expired.
func (s *Store) PruneBefore(ctx context.Context, now time.Time) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		cutoff := text(now.Add(-confirm.RateWindow))
		for _, q := range []string{pruneCountsQuery, dropEmptyCountsQuery, pruneLogQuery} {
			if _, err := tx.ExecContext(ctx, q, cutoff); err != nil {
				return err
			}
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM webhook_resends WHERE at <= ?`,
			text(now.Add(-confirm.ResendWindow))); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `DELETE FROM idempotency WHERE created_at <= ?`,
			text(now.Add(-confirm.IdempotencyTTL)))
		return err
	})
}
