package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
)

// OptOut records that phone opted out of the texts and calls of the
// account's mode. A repeated opt-out keeps the time of the first.
func (s *Store) OptOut(ctx context.Context, scope confirm.Scope, phone string, at time.Time) error {
	_, err := s.pool.Exec(ctx, `
		INSERT INTO opt_outs (account_id, phone, sandbox, created_at) VALUES ($1, $2, $3, $4)
		ON CONFLICT (account_id, phone, sandbox) DO NOTHING`,
		scope.AccountID, phone, scope.Sandbox, ts(at))
	return dbError(err)
}

// optedOutQuery finds an opt-out, kept by number or, once the number's
// personal data was removed, by confirm.OptOutKey.
const optedOutQuery = `SELECT true FROM opt_outs WHERE account_id = $1 AND phone IN ($2, $3) AND sandbox IN (false, $4) LIMIT 1`

// OptedOut reports whether phone opted out of the texts and calls of the
// account's mode: a live opt-out counts in the sandbox too.
func (s *Store) OptedOut(ctx context.Context, scope confirm.Scope, phone string) (bool, error) {
	var found bool
	err := s.reads.QueryRow(ctx, optedOutQuery, scope.AccountID, phone, confirm.OptOutKey(scope.AccountID, phone), scope.Sandbox).Scan(&found)
	if errors.Is(err, pgx.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, dbError(err)
	}
	return true, nil
}

const selectSecretQuery = `SELECT value FROM secrets WHERE name = $1`

// Secret returns the secret of that name, storing generate's value if there
// is none yet; generate is not called once it is stored.
//
// The insert and the select after it are separate statements outside any
// transaction on purpose. An insert that meets a concurrent insert of the
// same name waits for it to commit and then does nothing; only a statement
// started after that sees the winner's row. The select of a single
// statement (a CTE, or a REPEATABLE READ transaction) would still see the
// snapshot from before the wait, and find nothing.
func (s *Store) Secret(ctx context.Context, name string, generate func() string) (string, error) {
	var value string
	err := s.pool.QueryRow(ctx, selectSecretQuery, name).Scan(&value)
	if err == nil {
		return value, nil
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return "", dbError(err)
	}
	_, err = s.pool.Exec(ctx,
		`INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, name, generate())
	if err != nil {
		return "", dbError(err)
	}
	if err := s.pool.QueryRow(ctx, selectSecretQuery, name).Scan(&value); err != nil {
		return "", dbError(err)
	}
	return value, nil
}
