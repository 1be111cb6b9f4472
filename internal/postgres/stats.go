package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
)

// countByStatusQuery can be answered from confirmations_status_idx alone
// (an index-only scan hashed into a handful of groups), without reading
// the documents in the table.
const countByStatusQuery = `SELECT sandbox, status, count(*) FROM confirmations GROUP BY sandbox, status`

// CountByStatus counts confirmations by mode and status, over all accounts.
func (s *Store) CountByStatus(ctx context.Context) ([]confirm.StatusCount, error) {
	rows, err := s.pool.Query(ctx, countByStatusQuery)
	if err != nil {
		return nil, dbError(err)
	}
	counts, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (confirm.StatusCount, error) {
		var c confirm.StatusCount
		err := row.Scan(&c.Sandbox, &c.Status, &c.Count)
		return c, err
	})
	if err != nil {
		return nil, dbError(err)
	}
	return counts, nil
}

// oldestOverdueQuery reads the first entry of confirmations_wake_idx, if
// it is due.
const oldestOverdueQuery = `SELECT wake_at FROM confirmations WHERE wake_at <= $1 ORDER BY wake_at LIMIT 1`

// OldestOverdueWake returns the earliest wake time at or before now.
func (s *Store) OldestOverdueWake(ctx context.Context, now time.Time) (time.Time, bool, error) {
	var due time.Time
	err := s.pool.QueryRow(ctx, oldestOverdueQuery, ts(now)).Scan(&due)
	if errors.Is(err, pgx.ErrNoRows) {
		return time.Time{}, false, nil
	}
	if err != nil {
		return time.Time{}, false, dbError(err)
	}
	return due.UTC(), true, nil
}
