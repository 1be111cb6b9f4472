package sqlite

import (
	"context"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// CountAttempts returns how many of key's attempts count against the limit
// at now: those of its entries that RecordAttempt at now would keep.
func (s *Store) CountAttempts(ctx context.Context, key string, now time.Time) (int, error) {
	var n int
	err := s.read.QueryRowContext(ctx, `SELECT coalesce(sum(n), 0) FROM rate_log WHERE key = ? AND at > ?`,
		key, text(now.Add(-confirm.RateWindow))).Scan(&n)
	return n, err
}
