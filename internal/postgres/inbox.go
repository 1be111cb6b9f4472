package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

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
	query := `SELECT ` + confirmationColumns + ` FROM confirmations
		WHERE account_id = $1 AND sandbox = $2 AND waiting_since IS NOT NULL`
	args := []any{f.Scope.AccountID, f.Scope.Sandbox}
	if f.Cursor != "" {
		cur, err := confirm.DecodeCursor(f.Cursor)
		if err != nil {
			return nil, err
		}
		args = append(args, confirm.FormatTime(cur.CreatedAt), cur.ID)
		query += fmt.Sprintf(` AND (waiting_since, id) > ($%d, $%d)`, len(args)-1, len(args))
	}
	if f.Intent != "" {
		args = append(args, string(f.Intent))
		query += fmt.Sprintf(` AND doc #>> '{outcome,intent}' = $%d`, len(args))
	}
	args = append(args, limit+1)
	query += fmt.Sprintf(` ORDER BY waiting_since, id LIMIT $%d`, len(args))

	page := &confirm.Page{}
	err := s.readOnly(ctx, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, query, args...)
		if err != nil {
			return err
		}
		list, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (*confirm.Confirmation, error) {
			return scanConfirmation(row)
		})
		if err != nil {
			return err
		}
		if len(list) > limit {
			list = list[:limit]
			last := list[limit-1]
			since, _ := last.Waiting()
			page.NextCursor = confirm.Cursor{CreatedAt: since, ID: last.ID}.Encode()
		}
		page.Confirmations = list
		return loadTimelines(ctx, tx, list)
	})
	if err != nil {
		return nil, dbError(err)
	}
	return page, nil
}
