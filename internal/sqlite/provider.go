package sqlite

import (
	"context"
	"database/sql"
	"errors"

	"github.com/confirmd/confirmd/internal/confirm"
)

// ScopeOf returns the scope of the confirmation with that id.
func (s *Store) ScopeOf(ctx context.Context, id string) (confirm.Scope, error) {
	var sc confirm.Scope
	err := s.read.QueryRowContext(ctx,
		`SELECT account_id, sandbox FROM confirmations WHERE id = ?`, id).Scan(&sc.AccountID, &sc.Sandbox)
	if errors.Is(err, sql.ErrNoRows) {
		return confirm.Scope{}, confirm.ErrNotFound
	}
	return sc, err
}

// byPhoneQuery names the indexed expression exactly as the index does.
const byPhoneQuery = `SELECT ` + confirmationColumns + ` FROM confirmations
	WHERE json_extract(doc, '$.customer.phone') = ? AND sandbox = 0
	ORDER BY created_at DESC, id DESC LIMIT ?`

// ByPhone returns up to limit live confirmations to phone, newest first.
func (s *Store) ByPhone(ctx context.Context, phone string, limit int) ([]*confirm.Confirmation, error) {
	var list []*confirm.Confirmation
	err := s.readTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, byPhoneQuery, phone, limit)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			c, err := scanConfirmation(rows)
			if err != nil {
				return err
			}
			list = append(list, c)
		}
		if err := rows.Err(); err != nil {
			return err
		}
		return loadParts(ctx, tx, list)
	})
	return list, err
}

// OptIn removes phone's opt-out from the texts and calls of the account's
// mode.
func (s *Store) OptIn(ctx context.Context, scope confirm.Scope, phone string) error {
	_, err := s.write.ExecContext(ctx, `DELETE FROM opt_outs WHERE account_id = ? AND phone IN (?, ?) AND sandbox = ?`,
		scope.AccountID, phone, confirm.OptOutKey(scope.AccountID, phone), scope.Sandbox)
	return err
}
