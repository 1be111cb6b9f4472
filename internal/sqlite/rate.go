package sqlite

import (
	"context"
	"database/sql"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// countAttemptsQuery counts a key's attempts in the window, stopping at the
// limit: a flood from one key logs many attempts, and the answer is the
// same however many more there are, so a flood costs each attempt no more
// than the limit's worth of index entries.
const countAttemptsQuery = `SELECT count(*) FROM (SELECT 1 FROM rate_log WHERE key = ? AND at > ? LIMIT ?)`

// RecordAttempt logs an attempt from key at now and reports whether it is
// within limit. The count and the insert share one write transaction, and
// write transactions run one at a time, so simultaneous attempts cannot
// both see room for one more.
func (s *Store) RecordAttempt(ctx context.Context, key string, now time.Time, limit int) (bool, error) {
	var allowed bool
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		// Expired entries are left to PruneBefore: the range read on
		// (key, at) skips them anyway.
		var n int
		err := tx.QueryRowContext(ctx, countAttemptsQuery,
			key, text(now.Add(-confirm.RateWindow)), max(limit, 0)).Scan(&n)
		if err != nil {
			return err
		}
		allowed = n < limit
		_, err = tx.ExecContext(ctx, `INSERT INTO rate_log (key, at) VALUES (?, ?)`, key, text(now))
		return err
	})
	return allowed, err
}

// PruneBefore deletes rate-log entries that no longer count at now and
// idempotency records that have expired.
func (s *Store) PruneBefore(ctx context.Context, now time.Time) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `DELETE FROM rate_log WHERE at <= ?`,
			text(now.Add(-confirm.RateWindow)))
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `DELETE FROM idempotency WHERE created_at <= ?`,
			text(now.Add(-confirm.IdempotencyTTL)))
		return err
	})
}
