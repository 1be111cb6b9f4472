package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
)

func errSessionNotFound() error {
	return confirm.Errorf(confirm.ENOTFOUND, "console session not found")
}

// CreateConsoleSession stores a new console session.
func (s *Store) CreateConsoleSession(ctx context.Context, cs *confirm.ConsoleSession) error {
	if cs.OperatorID != "" {
		_, err := s.pool.Exec(ctx, `
			INSERT INTO operator_sessions (id_hash, account_id, operator_id, created_at, last_seen_at, expires_at)
			VALUES ($1, $2, $3, $4, $5, $6)`,
			cs.IDHash, cs.AccountID, cs.OperatorID, ts(cs.CreatedAt), ts(cs.LastSeen), ts(cs.ExpiresAt))
		return dbError(err)
	}
	_, err := s.pool.Exec(ctx, `
		INSERT INTO console_sessions (id_hash, account_id, key_id, created_at, last_seen_at, expires_at)
		VALUES ($1, $2, $3, $4, $5, $6)`,
		cs.IDHash, cs.AccountID, cs.KeyID, ts(cs.CreatedAt), ts(cs.LastSeen), ts(cs.ExpiresAt))
	return dbError(err)
}

// ConsoleSession returns the session with the id hash, or ENOTFOUND. It is
// read from the database every time, never kept, so that a session ended
// by another process is refused at once.
func (s *Store) ConsoleSession(ctx context.Context, idHash string) (*confirm.ConsoleSession, error) {
	var cs confirm.ConsoleSession
	err := s.pool.QueryRow(ctx, `
		SELECT id_hash, account_id, key_id, '', created_at, last_seen_at, expires_at
		FROM console_sessions WHERE id_hash = $1
		UNION ALL
		SELECT id_hash, account_id, '', operator_id, created_at, last_seen_at, expires_at
		FROM operator_sessions WHERE id_hash = $1`, idHash).Scan(
		&cs.IDHash, &cs.AccountID, &cs.KeyID, &cs.OperatorID, &cs.CreatedAt, &cs.LastSeen, &cs.ExpiresAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, errSessionNotFound()
	}
	if err != nil {
		return nil, dbError(err)
	}
	cs.CreatedAt, cs.LastSeen, cs.ExpiresAt = cs.CreatedAt.UTC(), cs.LastSeen.UTC(), cs.ExpiresAt.UTC()
	return &cs, nil
}

// TouchConsoleSession stores the session's last use and end.
func (s *Store) TouchConsoleSession(ctx context.Context, cs *confirm.ConsoleSession) error {
	table := "console_sessions"
	if cs.OperatorID != "" {
		table = "operator_sessions"
	}
	tag, err := s.pool.Exec(ctx,
		`UPDATE `+table+` SET last_seen_at = $2, expires_at = $3 WHERE id_hash = $1`,
		cs.IDHash, ts(cs.LastSeen), ts(cs.ExpiresAt))
	if err != nil {
		return dbError(err)
	}
	if tag.RowsAffected() == 0 {
		return errSessionNotFound()
	}
	return nil
}

// DeleteConsoleSession ends a session.
func (s *Store) DeleteConsoleSession(ctx context.Context, idHash string) error {
	_, err := s.pool.Exec(ctx, `
		WITH k AS (DELETE FROM console_sessions WHERE id_hash = $1)
		DELETE FROM operator_sessions WHERE id_hash = $1`, idHash)
	return dbError(err)
}

// PruneConsoleSessions deletes up to limit sessions that have ended by now.
// Janitors of several processes skip each other's rows.
func (s *Store) PruneConsoleSessions(ctx context.Context, now time.Time, limit int) (int, error) {
	deleted := 0
	for _, table := range []string{"console_sessions", "operator_sessions"} {
		if limit-deleted <= 0 {
			break
		}
		tag, err := s.pool.Exec(ctx,
			`DELETE FROM `+table+` WHERE id_hash = ANY (ARRAY (
			     SELECT id_hash FROM `+table+` WHERE expires_at <= $1
			     ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED))`,
			ts(now), limit-deleted)
		if err != nil {
			return deleted, dbError(err)
		}
		deleted += int(tag.RowsAffected())
	}
	return deleted, nil
}
