package sqlite

import (
	"context"

	"github.com/confirmd/confirmd/internal/confirm"
)

// InboxSignal reads the count and latest updated_at of the scope's
// confirmations waiting, from the partial index of those waiting (each
// row's updated_at is read beside it): as many rows as wait, whatever the
// number of confirmations stored; and the count and latest time of the
// scope's claims, from the account's claims.
func (s *Store) InboxSignal(ctx context.Context, scope confirm.Scope) (confirm.InboxSignal, error) {
	var sig confirm.InboxSignal
	err := s.read.QueryRowContext(ctx, `SELECT count(*), max(updated_at) FROM confirmations INDEXED BY confirmations_waiting
		WHERE account_id = ? AND sandbox = ? AND waiting_since IS NOT NULL`,
		scope.AccountID, scope.Sandbox).Scan(&sig.Waiting, zeroTimeCol{&sig.UpdatedAt})
	if err != nil {
		return confirm.InboxSignal{}, err
	}
	err = s.read.QueryRowContext(ctx, `SELECT count(*), max(k.claimed_at) FROM inbox_claims k
		JOIN confirmations c ON c.id = k.confirmation_id
		WHERE k.account_id = ? AND c.sandbox = ?`,
		scope.AccountID, scope.Sandbox).Scan(&sig.Claims, zeroTimeCol{&sig.ClaimedAt})
	if err != nil {
		return confirm.InboxSignal{}, err
	}
	return sig, nil
}
