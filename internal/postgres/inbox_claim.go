package postgres

import (
	"context"

	"github.com/confirmd/confirmd/internal/confirm"
)

// ClaimInbox stores who took a waiting confirmation of the account.
func (s *Store) ClaimInbox(ctx context.Context, c *confirm.InboxClaim) error {
	tag, err := s.pool.Exec(ctx, `
		INSERT INTO inbox_claims (confirmation_id, account_id, by_name, operator_id, since, claimed_at)
		SELECT id, account_id, $1, $2, $3, $4 FROM confirmations WHERE id = $5 AND account_id = $6
		ON CONFLICT (confirmation_id) DO UPDATE SET by_name = excluded.by_name, operator_id = excluded.operator_id,
			since = excluded.since, claimed_at = excluded.claimed_at`,
		c.By, c.OperatorID, c.Since, ts(c.At), c.ConfirmationID, c.AccountID)
	if err != nil {
		return dbError(err)
	}
	if tag.RowsAffected() == 0 {
		return confirm.Errorf(confirm.ENOTFOUND, "confirmation not found")
	}
	return nil
}

// ReleaseInbox removes a confirmation's claim.
func (s *Store) ReleaseInbox(ctx context.Context, accountID, confirmationID string) error {
	_, err := s.pool.Exec(ctx, `DELETE FROM inbox_claims WHERE confirmation_id = $1 AND account_id = $2`, confirmationID, accountID)
	return dbError(err)
}

// InboxClaims returns the account's claims by confirmation id.
func (s *Store) InboxClaims(ctx context.Context, accountID string) (map[string]*confirm.InboxClaim, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT confirmation_id, account_id, by_name, operator_id, since, claimed_at FROM inbox_claims WHERE account_id = $1`, accountID)
	if err != nil {
		return nil, dbError(err)
	}
	defer rows.Close()
	out := map[string]*confirm.InboxClaim{}
	for rows.Next() {
		var c confirm.InboxClaim
		if err := rows.Scan(&c.ConfirmationID, &c.AccountID, &c.By, &c.OperatorID, &c.Since, &c.At); err != nil {
			return nil, dbError(err)
		}
		c.At = c.At.UTC()
		out[c.ConfirmationID] = &c
	}
	return out, dbError(rows.Err())
}
