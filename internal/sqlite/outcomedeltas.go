package sqlite

import (
	"context"
	"database/sql"
)

// foldBatch is how many deltas one fold's transaction moves at most, so
// that a fold never holds the writer for long.
const foldBatch = 20000

// foldCounts and foldTimes add the deltas (migration 00025) up to a rowid
// to outcome_counts and answer_times; foldDelete then deletes them, in
// the same transaction.
const (
	foldCounts = `
	INSERT INTO outcome_counts
	SELECT account_id, sandbox, day, status, intent, answer_channel, delivery_result, delivery_reason, reached, answered, sum(n)
	FROM outcome_deltas WHERE rowid <= ?
	GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 HAVING sum(n) <> 0
	ON CONFLICT DO UPDATE SET n = n + excluded.n`
	foldTimes = `
	INSERT INTO answer_times
	SELECT o.account_id, o.sandbox, d.dim, o.day,
	       CASE d.dim WHEN 'channel' THEN o.answer_channel WHEN 'intent' THEN o.intent ELSE '' END, o.bucket, sum(o.n)
	FROM outcome_deltas o, (SELECT '' AS dim UNION ALL SELECT 'channel' UNION ALL SELECT 'intent') d
	WHERE o.rowid <= ? AND o.bucket IS NOT NULL
	GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(o.n) <> 0
	ON CONFLICT DO UPDATE SET n = n + excluded.n`
	foldDelete = `DELETE FROM outcome_deltas WHERE rowid <= ?`
)

// FoldOutcomeCounts moves the deltas that writes appended to
// outcome_deltas into the kept counts, oldest first, foldBatch per
// transaction, and returns how many it moved.
func (s *Store) FoldOutcomeCounts(ctx context.Context) (int, error) {
	total := 0
	for {
		var n int
		err := s.inTx(ctx, func(tx *sql.Tx) error {
			var last sql.NullInt64
			err := tx.QueryRowContext(ctx, `SELECT max(r), count(*) FROM (SELECT rowid AS r FROM outcome_deltas ORDER BY rowid LIMIT ?)`, foldBatch).Scan(&last, &n)
			if err != nil || n == 0 {
				return err
			}
			for _, q := range []string{foldCounts, foldTimes, foldDelete} {
				if _, err := tx.ExecContext(ctx, q, last.Int64); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return total, err
		}
		total += n
		if n < foldBatch {
			return total, nil
		}
	}
}
