package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// claimDueQuery leases the earliest due confirmations in one statement. The
// inner select walks the partial index on wake_at from its start and stops
// at the limit, so a claim costs the same with a million rows stored.
const claimDueQuery = `
	UPDATE confirmations SET wake_at = ?, lease_owner = ?
	WHERE id IN (SELECT id FROM confirmations WHERE wake_at <= ? ORDER BY wake_at LIMIT ?)
	RETURNING id, account_id, sandbox`

// ClaimDue leases up to limit confirmations due at now to owner until
// now+lease. Write transactions run one at a time, across processes too,
// so two claims never take the same confirmation.
func (s *Store) ClaimDue(ctx context.Context, now time.Time, owner string, lease time.Duration, limit int) ([]confirm.Claim, error) {
	if limit <= 0 {
		// SQLite reads a negative LIMIT as none at all.
		return nil, nil
	}
	var claims []confirm.Claim
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		rows, err := s.query(ctx, tx, claimDueQuery, text(now.Add(lease)), owner, text(now), limit)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var c confirm.Claim
			if err := rows.Scan(&c.ID, &c.Scope.AccountID, &c.Scope.Sandbox); err != nil {
				return err
			}
			claims = append(claims, c)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, err
	}
	return claims, nil
}

// UpdateClaimed loads the confirmations of ids, whatever their scope, lets
// fn change each, and saves those fn accepts, all in one transaction.
func (s *Store) UpdateClaimed(ctx context.Context, ids []string, fn func(*confirm.Confirmation) error) ([]*confirm.Confirmation, error) {
	return s.update(ctx, nil, ids, fn)
}

// nextDueQuery reads the first entry of the partial index on wake_at.
const nextDueQuery = `SELECT wake_at FROM confirmations WHERE wake_at IS NOT NULL ORDER BY wake_at LIMIT 1`

// NextDueAt returns the earliest WakeAt, leases included.
func (s *Store) NextDueAt(ctx context.Context) (time.Time, bool, error) {
	var due time.Time
	err := s.read.QueryRowContext(ctx, nextDueQuery).Scan(timeCol{&due})
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, false, nil
	}
	if err != nil {
		return time.Time{}, false, err
	}
	return due, true, nil
}
