package postgres

import (
	"context"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// CountAttempts returns how many of key's attempts count against the limit
// at now: those of its entries that RecordAttempt at now would keep.
func (s *Store) CountAttempts(ctx context.Context, key string, now time.Time) (int, error) {
	var n int
	err := s.pool.QueryRow(ctx, `SELECT coalesce(sum(n), 0)::int FROM rate_log WHERE key = $1 AND at > $2`,
		key, ts(now.Add(-confirm.RateWindow))).Scan(&n)
	return n, dbError(err)
}
