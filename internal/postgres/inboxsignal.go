package postgres

import (
	"context"

	"github.com/jackc/pgx/v5/pgtype"

	"github.com/confirmd/confirmd/internal/confirm"
)

// InboxSignal reads the count and latest updated_at of the scope's
// confirmations waiting, from the partial index of those waiting (each
// row's updated_at is read beside it): as many rows as wait, whatever the
// number of confirmations stored; and the count and latest time of the
// scope's claims, from the account's claims.
func (s *Store) InboxSignal(ctx context.Context, scope confirm.Scope) (confirm.InboxSignal, error) {
	var sig confirm.InboxSignal
	var latest pgtype.Timestamptz
	err := s.pool.QueryRow(ctx, `SELECT count(*), max(updated_at) FROM confirmations
		WHERE account_id = $1 AND sandbox = $2 AND waiting_since IS NOT NULL`,
		scope.AccountID, scope.Sandbox).Scan(&sig.Waiting, &latest)
	if err != nil {
		return confirm.InboxSignal{}, dbError(err)
	}
	sig.UpdatedAt = fromNull(latest)
	err = s.pool.QueryRow(ctx, `SELECT count(*), max(k.claimed_at) FROM inbox_claims k
		JOIN confirmations c ON c.id = k.confirmation_id
		WHERE k.account_id = $1 AND c.sandbox = $2`,
		scope.AccountID, scope.Sandbox).Scan(&sig.Claims, &latest)
	if err != nil {
		return confirm.InboxSignal{}, dbError(err)
	}
	sig.ClaimedAt = fromNull(latest)
	return sig, nil
}
