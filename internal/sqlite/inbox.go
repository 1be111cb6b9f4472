package sqlite

import (
	"context"
	"database/sql"

	"github.com/confirmd/confirmd/internal/confirm"
)

// ListInbox returns one page of the scope's confirmations waiting for a
// person, oldest waiting first. waiting_since is a column generated from
// the document (migration 00017), with a partial index that holds only
// the confirmations waiting: the page is read from it in order.
func (s *Store) ListInbox(ctx context.Context, f confirm.InboxFilter) (*confirm.Page, error) {
	limit := f.Limit
	if limit <= 0 {
		limit = confirm.DefaultListLimit
	}
	limit = min(limit, confirm.MaxListLimit)
	query := `SELECT ` + confirmationColumns + ` FROM confirmations INDEXED BY confirmations_waiting
		WHERE account_id = ? AND sandbox = ? AND waiting_since IS NOT NULL`
	args := []any{f.Scope.AccountID, f.Scope.Sandbox}
	if f.Cursor != "" {
		cur, err := confirm.DecodeCursor(f.Cursor)
		if err != nil {
			return nil, err
		}
		query += ` AND (waiting_since, id) > (?, ?)`
		args = append(args, text(cur.CreatedAt), cur.ID)
	}
	if f.Intent != "" {
		query += ` AND json_extract(doc, '$.outcome.intent') = ?`
		args = append(args, string(f.Intent))
	}
	query += ` ORDER BY waiting_since, id LIMIT ?`
	args = append(args, limit+1)

	page := &confirm.Page{}
	err := s.readTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, query, args...)
		if err != nil {
			return err
		}
		cs, err := scanAll(rows)
		if err != nil {
			return err
		}
		if len(cs) > limit {
			cs = cs[:limit]
			last := cs[limit-1]
			since, _ := last.Waiting()
			page.NextCursor = confirm.Cursor{CreatedAt: since, ID: last.ID}.Encode()
		}
		page.Confirmations = cs
		return loadParts(ctx, tx, cs)
	})
	if err != nil {
		return nil, err
	}
	return page, nil
}
