package postgres

import (
	"context"

	"github.com/jackc/pgx/v5"
)

// foldLock is the advisory lock a fold of outcome_deltas holds until it
// commits, so that the processes sharing a database fold one at a time
// and their upserts of outcome_counts never wait on one another.
const foldLock = 0x636f6e666f6c64 // "confold"

// foldBatch is how many deltas one fold statement moves at most.
const foldBatch = 50000

// foldDeltas moves up to foldBatch deltas (migration 00025) into
// outcome_counts and answer_times in one statement: the deltas it deletes
// are exactly those it adds, and a statistic, one statement too, sees
// them either as deltas or as counts, never both nor neither.
const foldDeltas = `
	WITH d AS (
		DELETE FROM outcome_deltas
		WHERE ctid = ANY(ARRAY(SELECT ctid FROM outcome_deltas LIMIT $1))
		RETURNING *
	), counts AS (
		INSERT INTO outcome_counts AS o
		SELECT account_id, sandbox, day, status, intent, answer_channel, delivery_result, delivery_reason, reached, answered, sum(n)
		FROM d GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
		ON CONFLICT (account_id, sandbox, day, status, intent, answer_channel, delivery_result, delivery_reason, reached, answered)
		DO UPDATE SET n = o.n + EXCLUDED.n
	), times AS (
		INSERT INTO answer_times AS o
		SELECT account_id, sandbox, x.dim, day, x.value, bucket, sum(n)
		FROM d CROSS JOIN LATERAL (VALUES ('', ''), ('channel', answer_channel), ('intent', intent)) x (dim, value)
		WHERE bucket IS NOT NULL
		GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
		ON CONFLICT (account_id, sandbox, dim, day, value, bucket) DO UPDATE SET n = o.n + EXCLUDED.n
	)
	SELECT count(*) FROM d`

// FoldOutcomeCounts moves the deltas that writes appended to
// outcome_deltas into the kept counts, and returns how many it moved. When
// another process is folding it returns 0 at once. The deltas' dead rows
// are vacuumed afterwards, so that the statistics, which read the deltas
// not folded yet, read a small table however many were folded.
func (s *Store) FoldOutcomeCounts(ctx context.Context) (int, error) {
	total := 0
	for {
		var n int
		err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
			var locked bool
			if err := tx.QueryRow(ctx, `SELECT pg_try_advisory_xact_lock($1)`, int64(foldLock)).Scan(&locked); err != nil || !locked {
				return err
			}
			return tx.QueryRow(ctx, foldDeltas, foldBatch).Scan(&n)
		})
		if err != nil {
			return total, dbError(err)
		}
		total += n
		if n < foldBatch {
			break
		}
	}
	if total > 0 {
		if _, err := s.pool.Exec(ctx, `VACUUM (SKIP_LOCKED) outcome_deltas`); err != nil {
			return total, dbError(err)
		}
	}
	return total, nil
}
