package sqlite

import (
	"context"
	"database/sql"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// insertChangeQuery adds a change to the events feed; every save that
// changes a status or an outcome runs it, so it is prepared once (see
// hotQueries).
const insertChangeQuery = `
	INSERT INTO confirmation_changes (id, account_id, sandbox, confirmation_id, status, intent, at)
	VALUES (?, ?, ?, ?, ?, ?, ?)`

// AddChanges writes changes to the events feed.
func (w writer) AddChanges(ctx context.Context, changes []*confirm.Change) error {
	for _, ch := range changes {
		if _, err := w.s.exec(ctx, w.tx, insertChangeQuery,
			ch.ID, ch.AccountID, ch.Sandbox, ch.ConfirmationID, ch.Status, ch.Intent, text(ch.At)); err != nil {
			return err
		}
	}
	return nil
}

// ListChanges returns up to limit changes of the scope after cur (from the
// oldest unless after) and at or before until, in (at, id) order.
func (s *Store) ListChanges(ctx context.Context, scope confirm.Scope, cur confirm.Cursor, after bool, until time.Time, limit int) ([]*confirm.Change, error) {
	query := `SELECT id, account_id, sandbox, confirmation_id, status, intent, at FROM confirmation_changes
		WHERE account_id = ? AND sandbox = ? AND at <= ?`
	args := []any{scope.AccountID, scope.Sandbox, text(until)}
	if after {
		query += ` AND (at, id) > (?, ?)`
		args = append(args, text(cur.CreatedAt), cur.ID)
	}
	query += ` ORDER BY at, id LIMIT ?`
	args = append(args, limit)
	rows, err := s.read.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*confirm.Change
	for rows.Next() {
		var ch confirm.Change
		if err := rows.Scan(&ch.ID, &ch.AccountID, &ch.Sandbox, &ch.ConfirmationID, &ch.Status, &ch.Intent, timeCol{&ch.At}); err != nil {
			return nil, err
		}
		out = append(out, &ch)
	}
	return out, rows.Err()
}

// PruneChanges deletes up to limit changes older than before, oldest
// first.
func (s *Store) PruneChanges(ctx context.Context, before time.Time, limit int) (int, error) {
	if limit <= 0 {
		return 0, nil
	}
	var n int
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `
			DELETE FROM confirmation_changes WHERE id IN (
				SELECT id FROM confirmation_changes WHERE at < ? ORDER BY at LIMIT ?)`,
			text(before), limit)
		if err != nil {
			return err
		}
		affected, err := res.RowsAffected()
		n = int(affected)
		return err
	})
	return n, err
}
