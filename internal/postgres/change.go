package postgres

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
)

// AddChanges adds changes of the events feed to insert.
func (w *changes) AddChanges(_ context.Context, chs []*confirm.Change) error {
	w.feed.add(chs)
	return nil
}

const insertChangesQuery = `INSERT INTO confirmation_changes
	    (id, account_id, sandbox, confirmation_id, status, intent, at)
	SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])`

type changeRows struct {
	ids, accounts, confirmations, statuses, intents []string
	sandboxes                                       []bool
	ats                                             []time.Time
}

func (r *changeRows) add(chs []*confirm.Change) {
	for _, ch := range chs {
		r.ids = append(r.ids, ch.ID)
		r.accounts = append(r.accounts, ch.AccountID)
		r.sandboxes = append(r.sandboxes, ch.Sandbox)
		r.confirmations = append(r.confirmations, ch.ConfirmationID)
		r.statuses = append(r.statuses, string(ch.Status))
		r.intents = append(r.intents, string(ch.Intent))
		r.ats = append(r.ats, ts(ch.At))
	}
}

// ListChanges returns up to limit changes of the scope after cur (from the
// oldest unless after) and at or before until, in (at, id) order.
func (s *Store) ListChanges(ctx context.Context, scope confirm.Scope, cur confirm.Cursor, after bool, until time.Time, limit int) ([]*confirm.Change, error) {
	query := `SELECT id, account_id, sandbox, confirmation_id, status, intent, at FROM confirmation_changes
		WHERE account_id = $1 AND sandbox = $2 AND at <= $3`
	args := []any{scope.AccountID, scope.Sandbox, ts(until), limit}
	if after {
		query += ` AND (at, id) > ($5, $6)`
		args = append(args, ts(cur.CreatedAt), cur.ID)
	}
	// Ordered by the feed index's whole key, which the scope's equalities
	// make the same order as (at, id): so ordered, the planner walks that
	// index from the cursor; by (at, id) alone it walked the index on at,
	// through every account's changes.
	query += ` ORDER BY account_id, sandbox, at, id LIMIT $4`
	rows, err := s.pool.Query(ctx, query, args...)
	if err != nil {
		return nil, dbError(err)
	}
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (*confirm.Change, error) {
		var ch confirm.Change
		err := row.Scan(&ch.ID, &ch.AccountID, &ch.Sandbox, &ch.ConfirmationID, &ch.Status, &ch.Intent, &ch.At)
		ch.At = ch.At.UTC()
		return &ch, err
	})
	if err != nil {
		return nil, dbError(err)
	}
	return out, nil
}

// PruneChanges deletes up to limit changes older than before, oldest
// first.
func (s *Store) PruneChanges(ctx context.Context, before time.Time, limit int) (int, error) {
	if limit <= 0 {
		return 0, nil
	}
	tag, err := s.pool.Exec(ctx, `DELETE FROM confirmation_changes WHERE id = ANY (ARRAY (
		    SELECT id FROM confirmation_changes WHERE at < $1 ORDER BY at LIMIT $2))`,
		ts(before), limit)
	if err != nil {
		return 0, dbError(err)
	}
	return int(tag.RowsAffected()), nil
}
