package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
)

// AccountDefaults returns the defaults of the scope's account and mode.
func (s *Store) AccountDefaults(ctx context.Context, scope confirm.Scope) (*confirm.Defaults, error) {
	d, err := readDefaults(s.pool.QueryRow(ctx,
		`SELECT doc, updated_at FROM account_defaults WHERE account_id = $1 AND sandbox = $2`,
		scope.AccountID, scope.Sandbox))
	return d, dbError(err)
}

// UpdateAccountDefaults changes the defaults of the scope through fn in
// one transaction, holding the row locked.
func (s *Store) UpdateAccountDefaults(ctx context.Context, scope confirm.Scope, fn func(*confirm.Defaults) error) (*confirm.Defaults, error) {
	var out *confirm.Defaults
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		// The row is made first, so that two first changes of one
		// account's defaults also wait for each other on its lock.
		tag, err := tx.Exec(ctx, `
			INSERT INTO account_defaults (account_id, sandbox, doc, updated_at)
			SELECT id, $2, '{}', created_at FROM accounts WHERE id = $1
			ON CONFLICT (account_id, sandbox) DO NOTHING`, scope.AccountID, scope.Sandbox)
		if err != nil {
			return err
		}
		var doc []byte
		d := &confirm.Defaults{}
		err = tx.QueryRow(ctx,
			`SELECT doc, updated_at FROM account_defaults WHERE account_id = $1 AND sandbox = $2 FOR UPDATE`,
			scope.AccountID, scope.Sandbox).Scan(&doc, &d.UpdatedAt)
		if errors.Is(err, pgx.ErrNoRows) {
			return confirm.Errorf(confirm.ENOTFOUND, "account not found")
		}
		if err != nil {
			return err
		}
		if err := json.Unmarshal(doc, d); err != nil {
			return err
		}
		d.UpdatedAt = d.UpdatedAt.UTC()
		if tag.RowsAffected() == 1 {
			// Made just now: never set before.
			d.UpdatedAt = time.Time{}
		}
		if err := fn(d); err != nil {
			return err
		}
		doc, err = json.Marshal(d)
		if err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `UPDATE account_defaults SET doc = $3, updated_at = $4 WHERE account_id = $1 AND sandbox = $2`,
			scope.AccountID, scope.Sandbox, doc, ts(d.UpdatedAt))
		out = d
		return err
	})
	if err != nil {
		return nil, dbError(err)
	}
	return out, nil
}

// readDefaults reads a row of account_defaults: zero defaults when there
// is none.
func readDefaults(row pgx.Row) (*confirm.Defaults, error) {
	var doc []byte
	d := &confirm.Defaults{}
	err := row.Scan(&doc, &d.UpdatedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return d, nil
	}
	if err != nil {
		return nil, err
	}
	d.UpdatedAt = d.UpdatedAt.UTC()
	return d, json.Unmarshal(doc, d)
}
