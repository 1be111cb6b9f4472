package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"

	"github.com/confirmd/confirmd/internal/confirm"
)

// AccountDefaults returns the defaults of the scope's account and mode.
func (s *Store) AccountDefaults(ctx context.Context, scope confirm.Scope) (*confirm.Defaults, error) {
	d, _, err := readDefaults(ctx, s.read.QueryRowContext(ctx,
		`SELECT doc, updated_at FROM account_defaults WHERE account_id = ? AND sandbox = ?`,
		scope.AccountID, scope.Sandbox))
	return d, err
}

// UpdateAccountDefaults changes the defaults of the scope through fn in
// one write transaction.
func (s *Store) UpdateAccountDefaults(ctx context.Context, scope confirm.Scope, fn func(*confirm.Defaults) error) (*confirm.Defaults, error) {
	var out *confirm.Defaults
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		d, found, err := readDefaults(ctx, tx.QueryRowContext(ctx,
			`SELECT doc, updated_at FROM account_defaults WHERE account_id = ? AND sandbox = ?`,
			scope.AccountID, scope.Sandbox))
		if err != nil {
			return err
		}
		if !found {
			var one int
			err := tx.QueryRowContext(ctx, `SELECT 1 FROM accounts WHERE id = ?`, scope.AccountID).Scan(&one)
			if errors.Is(err, sql.ErrNoRows) {
				return errAccountNotFound
			}
			if err != nil {
				return err
			}
		}
		if err := fn(d); err != nil {
			return err
		}
		doc, err := json.Marshal(d)
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `
			INSERT INTO account_defaults (account_id, sandbox, doc, updated_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (account_id, sandbox) DO UPDATE SET doc = excluded.doc, updated_at = excluded.updated_at`,
			scope.AccountID, scope.Sandbox, string(doc), text(d.UpdatedAt))
		out = d
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// readDefaults reads a row of account_defaults, giving zero defaults and
// false when there is none.
func readDefaults(ctx context.Context, row *sql.Row) (*confirm.Defaults, bool, error) {
	var doc string
	d := &confirm.Defaults{}
	err := row.Scan(&doc, timeCol{&d.UpdatedAt})
	if errors.Is(err, sql.ErrNoRows) {
		return d, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	if err := json.Unmarshal([]byte(doc), d); err != nil {
		return nil, false, err
	}
	return d, true, nil
}
