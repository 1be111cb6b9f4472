package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
)

// ListInbox returns one page of the scope's confirmations waiting for a
// person, oldest waiting first (see confirm.ReadInbox), in one read-only
// repeatable-read transaction. confirmations_waiting_idx, on waiting_since
// (generated from the document, migration 00017), holds only the
// confirmations waiting: the page is read from it in order.
func (s *Store) ListInbox(ctx context.Context, f confirm.InboxFilter) (*confirm.Page, error) {
	return confirm.ReadInbox(ctx, f, func(read func(confirm.InboxReader) error) error {
		return dbError(s.readOnly(ctx, func(tx pgx.Tx) error { return read(inboxReader{tx}) }))
	})
}

// inboxReader reads the inbox from confirmations_waiting_idx.
type inboxReader struct{ tx pgx.Tx }

func (r inboxReader) WaitingConfirmations(ctx context.Context, f confirm.InboxFilter, after *confirm.Cursor, limit int) ([]*confirm.Confirmation, error) {
	query := `SELECT ` + confirmationColumns + ` FROM confirmations
		WHERE account_id = $1 AND sandbox = $2 AND waiting_since IS NOT NULL`
	args := []any{f.Scope.AccountID, f.Scope.Sandbox}
	if after != nil {
		args = append(args, confirm.FormatTime(after.CreatedAt), after.ID)
		query += fmt.Sprintf(` AND (waiting_since, id) > ($%d, $%d)`, len(args)-1, len(args))
	}
	if f.Intent != "" {
		args = append(args, string(f.Intent))
		query += fmt.Sprintf(` AND doc #>> '{outcome,intent}' = $%d`, len(args))
	}
	args = append(args, limit)
	query += fmt.Sprintf(` ORDER BY waiting_since, id LIMIT $%d`, len(args))
	rows, err := r.tx.Query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (*confirm.Confirmation, error) {
		return scanConfirmation(row)
	})
}

func (r inboxReader) LoadParts(ctx context.Context, cs []*confirm.Confirmation) error {
	return loadTimelines(ctx, r.tx, cs)
}
