package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// OptOut records that phone opted out of the texts and calls of the
// account's mode. A repeated opt-out keeps the time of the first.
func (s *Store) OptOut(ctx context.Context, scope confirm.Scope, phone string, at time.Time) error {
	_, err := s.write.ExecContext(ctx, `
		INSERT INTO opt_outs (account_id, phone, sandbox, created_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (account_id, phone, sandbox) DO NOTHING`,
		scope.AccountID, phone, scope.Sandbox, text(at))
	return err
}

// OptedOut reports whether phone opted out of the texts and calls of the
// account's mode: a live opt-out counts in the sandbox too.
func (s *Store) OptedOut(ctx context.Context, scope confirm.Scope, phone string) (bool, error) {
	var found int
	err := s.readRow(ctx, optedOutQuery, scope.AccountID, phone, confirm.OptOutKey(scope.AccountID, phone), scope.Sandbox).Scan(&found)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, err
}

// optedOutQuery finds an opt-out, kept by number or, once the number's
// personal data was removed, by confirm.OptOutKey; every create with a
// phone runs it.
const optedOutQuery = `SELECT 1 FROM opt_outs WHERE account_id = ? AND phone IN (?, ?) AND sandbox IN (0, ?) LIMIT 1`

const selectSecretQuery = `SELECT value FROM secrets WHERE name = ?`

// Secret returns the secret of that name, storing generate's value if there
// is none yet. Once stored, a secret is found on the read pool without
// taking the write lock or calling generate.
func (s *Store) Secret(ctx context.Context, name string, generate func() string) (string, error) {
	var value string
	err := s.read.QueryRowContext(ctx, selectSecretQuery, name).Scan(&value)
	if err == nil || !errors.Is(err, sql.ErrNoRows) {
		return value, err
	}
	// Write transactions run one at a time, in this process and in any
	// other sharing the file, so of several first calls one inserts and the
	// others read what it inserted.
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx,
			`INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING`, name, generate())
		if err != nil {
			return err
		}
		return tx.QueryRowContext(ctx, selectSecretQuery, name).Scan(&value)
	})
	return value, err
}
