package sqlite

import (
	"context"

	"github.com/confirmd/confirmd/internal/confirm"
)

// ClaimInbox stores who took a waiting confirmation of the account.
func (s *Store) ClaimInbox(ctx context.Context, c *confirm.InboxClaim) error {
	res, err := s.write.ExecContext(ctx, `
		INSERT INTO inbox_claims (confirmation_id, account_id, by_name, operator_id, since, claimed_at)
		SELECT id, account_id, ?, ?, ?, ? FROM confirmations WHERE id = ? AND account_id = ?
		ON CONFLICT (confirmation_id) DO UPDATE SET by_name = excluded.by_name, operator_id = excluded.operator_id,
			since = excluded.since, claimed_at = excluded.claimed_at`,
		c.By, c.OperatorID, c.Since, text(c.At), c.ConfirmationID, c.AccountID)
	if err != nil {
		return err
	}
	return mustAffect(res, confirm.Errorf(confirm.ENOTFOUND, "confirmation not found"))
}

// ReleaseInbox removes a confirmation's claim.
func (s *Store) ReleaseInbox(ctx context.Context, accountID, confirmationID string) error {
	_, err := s.write.ExecContext(ctx, `DELETE FROM inbox_claims WHERE confirmation_id = ? AND account_id = ?`, confirmationID, accountID)
	return err
}

// InboxClaims returns the account's claims by confirmation id.
func (s *Store) InboxClaims(ctx context.Context, accountID string) (map[string]*confirm.InboxClaim, error) {
	rows, err := s.read.QueryContext(ctx, `
		SELECT confirmation_id, account_id, by_name, operator_id, since, claimed_at FROM inbox_claims WHERE account_id = ?`, accountID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]*confirm.InboxClaim{}
	for rows.Next() {
		var c confirm.InboxClaim
		if err := rows.Scan(&c.ConfirmationID, &c.AccountID, &c.By, &c.OperatorID, &c.Since, timeCol{&c.At}); err != nil {
			return nil, err
		}
		out[c.ConfirmationID] = &c
	}
	return out, rows.Err()
}
