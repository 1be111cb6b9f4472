package confirm

import (
	"context"
	"time"
)

// How long a sign-in to the sandbox console lasts. A session ends
// ConsoleSessionTTL after sign-in whatever happens, and earlier after
// ConsoleSessionIdle without a request from the developer. Its last use is
// written at most once per ConsoleSessionTouch, so that a busy console does
// not write on every request; the idle time-out is therefore counted from a
// moment up to that much earlier than the last request.
const (
	ConsoleSessionTTL   = 12 * time.Hour
	ConsoleSessionIdle  = 30 * time.Minute
	ConsoleSessionTouch = time.Minute
)

// ConsoleSession is one sign-in to the sandbox console, kept on the server
// so that signing out, revoking a key or changing the account ends it
// whatever the browser still holds. The browser's cookie carries the
// session's random id; the store keeps only its hash (HashKey), so that a
// copy of the database gives no one a session.
type ConsoleSession struct {
	IDHash    string
	AccountID string
	KeyID     string // the API key signed in with, or ""
	// OperatorID is the operator signed in with their password, or "".
	OperatorID string
	CreatedAt  time.Time
	LastSeen   time.Time // the developer's last request, to ConsoleSessionTouch
	// ExpiresAt is when the session ends unless it is used again: the
	// earlier of its absolute end and LastSeen plus the idle time-out. The
	// janitor deletes sessions past it.
	ExpiresAt time.Time
}

// NewConsoleSession returns the session of a sign-in at now.
func NewConsoleSession(idHash, accountID, keyID string, now time.Time) *ConsoleSession {
	s := &ConsoleSession{IDHash: idHash, AccountID: accountID, KeyID: keyID, CreatedAt: now}
	s.seen(now)
	return s
}

// NewOperatorSession returns the session of operator o's sign-in at now.
func NewOperatorSession(idHash string, o *Operator, now time.Time) *ConsoleSession {
	s := &ConsoleSession{IDHash: idHash, AccountID: o.AccountID, OperatorID: o.ID, CreatedAt: now}
	s.seen(now)
	return s
}

func (s *ConsoleSession) seen(now time.Time) {
	s.LastSeen = now
	s.ExpiresAt = now.Add(ConsoleSessionIdle)
	if end := s.CreatedAt.Add(ConsoleSessionTTL); end.Before(s.ExpiresAt) {
		s.ExpiresAt = end
	}
}

// Over reports whether the session has ended by time at now.
func (s *ConsoleSession) Over(now time.Time) bool {
	return !now.Before(s.ExpiresAt)
}

// Seen records a request of the developer at now and reports whether the
// change is worth storing (TouchConsoleSession): only when the last one
// stored is ConsoleSessionTouch old or more.
func (s *ConsoleSession) Seen(now time.Time) bool {
	if now.Sub(s.LastSeen) < ConsoleSessionTouch {
		return false
	}
	s.seen(now)
	return true
}

// ConsoleSessionStore keeps the console's sessions.
//
// Every session of an account ends (its row is deleted) when anything
// changes the account's row or any of its keys, in the same transaction:
// an update of the account (its name, signing secrets, rate limit: the
// `accounts` commands), a key created, revoked or deleted. The stores do
// it with triggers, so that a change made by hand with SQL ends them too,
// and a session is read from the database on every request, so every
// process sharing it sees the end at once.
type ConsoleSessionStore interface {
	// CreateConsoleSession stores a new session.
	CreateConsoleSession(ctx context.Context, s *ConsoleSession) error
	// ConsoleSession returns the session with the id hash, or ENOTFOUND
	// once it has been ended (it may be over by time and not yet pruned:
	// see ConsoleSession.Over).
	ConsoleSession(ctx context.Context, idHash string) (*ConsoleSession, error)
	// TouchConsoleSession stores s's LastSeen and ExpiresAt; ENOTFOUND if
	// the session has been ended meanwhile.
	TouchConsoleSession(ctx context.Context, s *ConsoleSession) error
	// DeleteConsoleSession ends a session; ending one that is gone is not
	// an error.
	DeleteConsoleSession(ctx context.Context, idHash string) error
	// PruneConsoleSessions deletes up to limit sessions whose ExpiresAt is
	// not after now and returns how many it deleted.
	PruneConsoleSessions(ctx context.Context, now time.Time, limit int) (int, error)
}
