package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
)

// claimIdempotencyQuery stores a record, or replaces one that has expired
// ($8 is the end of the time to live before the new record's creation).
const claimIdempotencyQuery = `INSERT INTO idempotency AS i (account_id, sandbox, key, request_hash, confirmation_id, response, created_at)
	VALUES ($1, $2, $3, $4, $5, $6, $7)
	ON CONFLICT (account_id, sandbox, key) DO UPDATE
	SET request_hash = excluded.request_hash, confirmation_id = excluded.confirmation_id,
	    response = excluded.response, created_at = excluded.created_at
	WHERE i.created_at <= $8`

// claimIdempotency writes idem inside the transaction of the create it
// belongs to. A record of the same scope and key younger than
// confirm.IdempotencyTTL makes it fail with ECONFLICT; an older one is
// replaced. If another transaction holds an uncommitted record for the key,
// the insert waits for it, so two racing creates never both succeed.
func claimIdempotency(ctx context.Context, tx pgx.Tx, idem *confirm.Idempotency, fallback time.Time) error {
	created := idem.CreatedAt
	if created.IsZero() {
		created = fallback
	}
	created = ts(created)
	tag, err := tx.Exec(ctx, claimIdempotencyQuery, idem.Scope.AccountID, idem.Scope.Sandbox, idem.Key, idem.RequestHash, idem.ConfirmationID,
		idem.Response, created, created.Add(-confirm.IdempotencyTTL))
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return confirm.Errorf(confirm.ECONFLICT, "idempotency key already used")
	}
	return nil
}

// Idempotency returns the record for the scope and key if it is younger than
// confirm.IdempotencyTTL at now, else ENOTFOUND.
func (s *Store) Idempotency(ctx context.Context, scope confirm.Scope, key string, now time.Time) (*confirm.Idempotency, error) {
	rec := confirm.Idempotency{Scope: scope, Key: key}
	err := s.pool.QueryRow(ctx,
		`SELECT request_hash, confirmation_id, response, created_at FROM idempotency
		 WHERE account_id = $1 AND sandbox = $2 AND key = $3 AND created_at > $4`,
		scope.AccountID, scope.Sandbox, key, ts(now).Add(-confirm.IdempotencyTTL),
	).Scan(&rec.RequestHash, &rec.ConfirmationID, &rec.Response, &rec.CreatedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, confirm.Errorf(confirm.ENOTFOUND, "idempotency key not found")
	}
	if err != nil {
		return nil, dbError(err)
	}
	rec.CreatedAt = rec.CreatedAt.UTC()
	return &rec, nil
}
