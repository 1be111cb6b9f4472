package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// countByStatusQuery groups by the leading columns of confirmations_status,
// so SQLite reads that index in order, without the table and without a sort:
// one pass over small entries, adding up each group as it goes. The sum over
// accounts is left to Go; the rows are accounts x modes x statuses.
const countByStatusQuery = `
	SELECT sandbox, status, count(*) FROM confirmations
	GROUP BY account_id, sandbox, status`

// CountByStatus counts confirmations by mode and status, over all accounts.
func (s *Store) CountByStatus(ctx context.Context) ([]confirm.StatusCount, error) {
	rows, err := s.read.QueryContext(ctx, countByStatusQuery)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	type key struct {
		sandbox bool
		status  confirm.Status
	}
	var order []key
	sums := map[key]int64{}
	for rows.Next() {
		var k key
		var n int64
		if err := rows.Scan(&k.sandbox, &k.status, &n); err != nil {
			return nil, err
		}
		if _, ok := sums[k]; !ok {
			order = append(order, k)
		}
		sums[k] += n
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	out := make([]confirm.StatusCount, len(order))
	for i, k := range order {
		out[i] = confirm.StatusCount{Sandbox: k.sandbox, Status: k.status, Count: sums[k]}
	}
	return out, nil
}

// oldestOverdueQuery reads the first entry of the partial index on wake_at,
// if it is due.
const oldestOverdueQuery = `SELECT wake_at FROM confirmations WHERE wake_at <= ? ORDER BY wake_at LIMIT 1`

// OldestOverdueWake returns the earliest wake time at or before now.
func (s *Store) OldestOverdueWake(ctx context.Context, now time.Time) (time.Time, bool, error) {
	var due time.Time
	err := s.read.QueryRowContext(ctx, oldestOverdueQuery, text(now)).Scan(timeCol{&due})
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, false, nil
	}
	if err != nil {
		return time.Time{}, false, err
	}
	return due, true, nil
}
