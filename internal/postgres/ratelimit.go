package postgres

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
)

// RecordAttempt logs an attempt from key at now and reports whether it is
// within limit. Counting and logging happen under a transaction-scoped
// advisory lock on the key, so concurrent attempts from any process are
// counted one after the other and never both take the last free place.
func (s *Store) RecordAttempt(ctx context.Context, key string, now time.Time, limit int) (bool, error) {
	now = ts(now)
	var allowed bool
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, key); err != nil {
			return err
		}
		// Counting stops at limit: a flood from one key logs many attempts,
		// and the answer is the same however many more there are.
		var n int
		err := tx.QueryRow(ctx,
			`SELECT count(*) FROM (SELECT 1 FROM rate_log WHERE key = $1 AND at > $2 LIMIT $3) AS recent`,
			key, now.Add(-confirm.RateWindow), max(limit, 0)).Scan(&n)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO rate_log (key, at) VALUES ($1, $2)`, key, now); err != nil {
			return err
		}
		allowed = n < limit
		return nil
	})
	if err != nil {
		return false, dbError(err)
	}
	return allowed, nil
}

// PruneBefore deletes rate-log entries that no longer count at now and
// idempotency records that have expired.
func (s *Store) PruneBefore(ctx context.Context, now time.Time) error {
	now = ts(now)
	if _, err := s.pool.Exec(ctx, `DELETE FROM rate_log WHERE at <= $1`, now.Add(-confirm.RateWindow)); err != nil {
		return dbError(err)
	}
	_, err := s.pool.Exec(ctx, `DELETE FROM idempotency WHERE created_at <= $1`, now.Add(-confirm.IdempotencyTTL))
	return dbError(err)
}
