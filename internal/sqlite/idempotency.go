package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

var errIdemNotFound = confirm.Errorf(confirm.ENOTFOUND, "idempotency key not found")

// insertIdempotency writes the record of a create, replacing a record of the
// same key that has expired. A live record of the key is a conflict: two
// creates with one key raced, and the first one won.
func insertIdempotency(ctx context.Context, tx *sql.Tx, idem *confirm.Idempotency) error {
	_, err := tx.ExecContext(ctx, `
		DELETE FROM idempotency
		WHERE account_id = ? AND sandbox = ? AND key = ? AND created_at <= ?`,
		idem.Scope.AccountID, idem.Scope.Sandbox, idem.Key,
		text(idem.CreatedAt.Add(-confirm.IdempotencyTTL)))
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `
		INSERT INTO idempotency (account_id, sandbox, key, request_hash, confirmation_id, response, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?)`,
		idem.Scope.AccountID, idem.Scope.Sandbox, idem.Key, idem.RequestHash,
		idem.ConfirmationID, idem.Response, text(idem.CreatedAt))
	return constraint(err, "Idempotency-Key is already used by another request", "")
}

// Idempotency returns the record of the key made less than IdempotencyTTL
// before now.
func (s *Store) Idempotency(ctx context.Context, scope confirm.Scope, key string, now time.Time) (*confirm.Idempotency, error) {
	idem := confirm.Idempotency{Scope: scope, Key: key}
	err := s.read.QueryRowContext(ctx, `
		SELECT request_hash, confirmation_id, response, created_at FROM idempotency
		WHERE account_id = ? AND sandbox = ? AND key = ? AND created_at > ?`,
		scope.AccountID, scope.Sandbox, key, text(now.Add(-confirm.IdempotencyTTL)),
	).Scan(&idem.RequestHash, &idem.ConfirmationID, &idem.Response, timeCol{&idem.CreatedAt})
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errIdemNotFound
	}
	if err != nil {
		return nil, err
	}
	return &idem, nil
}
