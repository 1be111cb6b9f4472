package sqlite

import (
	"context"
	"database/sql"

	"github.com/confirmd/confirmd/internal/confirm"
)

// ListInbox returns one page of the scope's confirmations waiting for a
// person, oldest waiting first (see confirm.ReadInbox), in one read
// transaction. It reads the page in order from confirmations_waiting, the
// partial index on waiting_since (generated from the document, migration
// 00017) that holds only the confirmations waiting.
func (s *Store) ListInbox(ctx context.Context, f confirm.InboxFilter) (*confirm.Page, error) {
	return confirm.ReadInbox(ctx, f, func(read func(confirm.InboxReader) error) error {
		return s.readTx(ctx, func(tx *sql.Tx) error { return read(inboxReader{tx}) })
	})
}

// inboxReader reads the inbox from confirmations_waiting.
type inboxReader struct{ tx *sql.Tx }

func (r inboxReader) WaitingConfirmations(ctx context.Context, f confirm.InboxFilter, after *confirm.Cursor, limit int) ([]*confirm.Confirmation, error) {
	query := `SELECT ` + confirmationColumns + ` FROM confirmations INDEXED BY confirmations_waiting
		WHERE account_id = ? AND sandbox = ? AND waiting_since IS NOT NULL`
	args := []any{f.Scope.AccountID, f.Scope.Sandbox}
	if after != nil {
		query += ` AND (waiting_since, id) > (?, ?)`
		args = append(args, text(after.CreatedAt), after.ID)
	}
	if f.Intent != "" {
		query += ` AND json_extract(doc, '$.outcome.intent') = ?`
		args = append(args, string(f.Intent))
	}
	query += ` ORDER BY waiting_since, id LIMIT ?`
	args = append(args, limit)
	rows, err := r.tx.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	return scanAll(rows)
}

func (r inboxReader) LoadParts(ctx context.Context, cs []*confirm.Confirmation) error {
	return loadParts(ctx, r.tx, cs)
}
