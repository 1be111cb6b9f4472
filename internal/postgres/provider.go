package postgres

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
)

// ScopeOf returns the scope of the confirmation with that id.
func (s *Store) ScopeOf(ctx context.Context, id string) (confirm.Scope, error) {
	var sc confirm.Scope
	err := s.pool.QueryRow(ctx,
		`SELECT account_id, sandbox FROM confirmations WHERE id = $1`, id).Scan(&sc.AccountID, &sc.Sandbox)
	if errors.Is(err, pgx.ErrNoRows) {
		return confirm.Scope{}, confirm.ErrNotFound
	}
	if err != nil {
		return confirm.Scope{}, dbError(err)
	}
	return sc, nil
}

// byPhoneQuery names the indexed expression exactly as the index does.
const byPhoneQuery = `SELECT ` + confirmationColumns + ` FROM confirmations
	WHERE (doc -> 'customer' ->> 'phone') = $1 AND NOT sandbox
	ORDER BY created_at DESC, id DESC LIMIT $2`

// ByPhone returns up to limit live confirmations to phone, newest first.
func (s *Store) ByPhone(ctx context.Context, phone string, limit int) ([]*confirm.Confirmation, error) {
	var list []*confirm.Confirmation
	err := s.readOnly(ctx, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, byPhoneQuery, phone, limit)
		if err != nil {
			return err
		}
		list, err = pgx.CollectRows(rows, func(row pgx.CollectableRow) (*confirm.Confirmation, error) {
			return scanConfirmation(row)
		})
		if err != nil {
			return err
		}
		return loadTimelines(ctx, tx, list)
	})
	if err != nil {
		return nil, dbError(err)
	}
	return list, nil
}

// OptIn removes phone's opt-out from the texts and calls of the account's
// mode.
func (s *Store) OptIn(ctx context.Context, scope confirm.Scope, phone string) error {
	_, err := s.pool.Exec(ctx, `DELETE FROM opt_outs WHERE account_id = $1 AND phone IN ($2, $3) AND sandbox = $4`,
		scope.AccountID, phone, confirm.OptOutKey(scope.AccountID, phone), scope.Sandbox)
	return dbError(err)
}
