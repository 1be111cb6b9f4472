package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

var errSessionNotFound = confirm.Errorf(confirm.ENOTFOUND, "console session not found")

// CreateConsoleSession stores a new console session.
func (s *Store) CreateConsoleSession(ctx context.Context, cs *confirm.ConsoleSession) error {
	if cs.OperatorID != "" {
		_, err := s.write.ExecContext(ctx, `
			INSERT INTO operator_sessions (id_hash, account_id, operator_id, created_at, last_seen_at, expires_at)
			VALUES (?, ?, ?, ?, ?, ?)`,
			cs.IDHash, cs.AccountID, cs.OperatorID, text(cs.CreatedAt), text(cs.LastSeen), text(cs.ExpiresAt))
		return constraint(err, "console session already exists", "the session's account or operator does not exist")
	}
	_, err := s.write.ExecContext(ctx, `
		INSERT INTO console_sessions (id_hash, account_id, key_id, created_at, last_seen_at, expires_at)
		VALUES (?, ?, ?, ?, ?, ?)`,
		cs.IDHash, cs.AccountID, cs.KeyID, text(cs.CreatedAt), text(cs.LastSeen), text(cs.ExpiresAt))
	return constraint(err, "console session already exists", "the session's account or key does not exist")
}

// ConsoleSession returns the session with the id hash, or ENOTFOUND.
func (s *Store) ConsoleSession(ctx context.Context, idHash string) (*confirm.ConsoleSession, error) {
	var cs confirm.ConsoleSession
	err := s.read.QueryRowContext(ctx, `
		SELECT id_hash, account_id, key_id, '', created_at, last_seen_at, expires_at
		FROM console_sessions WHERE id_hash = ?1
		UNION ALL
		SELECT id_hash, account_id, '', operator_id, created_at, last_seen_at, expires_at
		FROM operator_sessions WHERE id_hash = ?1`, idHash).Scan(
		&cs.IDHash, &cs.AccountID, &cs.KeyID, &cs.OperatorID, timeCol{&cs.CreatedAt}, timeCol{&cs.LastSeen}, timeCol{&cs.ExpiresAt})
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errSessionNotFound
	}
	if err != nil {
		return nil, err
	}
	return &cs, nil
}

// TouchConsoleSession stores the session's last use and end.
func (s *Store) TouchConsoleSession(ctx context.Context, cs *confirm.ConsoleSession) error {
	table := "console_sessions"
	if cs.OperatorID != "" {
		table = "operator_sessions"
	}
	res, err := s.write.ExecContext(ctx,
		`UPDATE `+table+` SET last_seen_at = ?, expires_at = ? WHERE id_hash = ?`,
		text(cs.LastSeen), text(cs.ExpiresAt), cs.IDHash)
	if err != nil {
		return err
	}
	return mustAffect(res, errSessionNotFound)
}

// DeleteConsoleSession ends a session.
func (s *Store) DeleteConsoleSession(ctx context.Context, idHash string) error {
	_, err := s.write.ExecContext(ctx, `DELETE FROM console_sessions WHERE id_hash = ?1;
		DELETE FROM operator_sessions WHERE id_hash = ?1`, idHash)
	return err
}

// PruneConsoleSessions deletes up to limit sessions that have ended by now.
func (s *Store) PruneConsoleSessions(ctx context.Context, now time.Time, limit int) (int, error) {
	deleted := 0
	for _, table := range []string{"console_sessions", "operator_sessions"} {
		if limit-deleted <= 0 {
			break
		}
		res, err := s.write.ExecContext(ctx, `
			DELETE FROM `+table+` WHERE id_hash IN (
				SELECT id_hash FROM `+table+` WHERE expires_at <= ? ORDER BY expires_at LIMIT ?)`,
			text(now), limit-deleted)
		if err != nil {
			return deleted, err
		}
		n, err := res.RowsAffected()
		if err != nil {
			return deleted, err
		}
		deleted += int(n)
	}
	return deleted, nil
}
