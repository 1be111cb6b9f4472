package engine

import (
	"context"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Store is what the scheduler needs of a store: claiming due work,
// reading and updating confirmations, and the opt-outs of the numbers it
// texts and calls. confirm.Store has all of it; a test can fake just this.
type Store interface {
	// NextDueAt, ClaimDue and UpdateClaimed run the scheduler's batches.
	NextDueAt(ctx context.Context) (time.Time, bool, error)
	ClaimDue(ctx context.Context, now time.Time, owner string, lease time.Duration, limit int) ([]confirm.Claim, error)
	UpdateClaimed(ctx context.Context, ids []string, fn func(*confirm.Confirmation) error) ([]*confirm.Confirmation, error)

	// GetConfirmation and UpdateConfirmation serve replies, answers and
	// providers' callbacks, one confirmation at a time.
	GetConfirmation(ctx context.Context, scope confirm.Scope, id string) (*confirm.Confirmation, error)
	UpdateConfirmation(ctx context.Context, scope confirm.Scope, id string, fn func(*confirm.Confirmation) error) (*confirm.Confirmation, error)

	// ScopeOf and ByPhone find the confirmation a provider's callback is
	// about.
	ScopeOf(ctx context.Context, id string) (confirm.Scope, error)
	ByPhone(ctx context.Context, phone string, limit int) ([]*confirm.Confirmation, error)

	// OptOut, OptIn and OptedOut keep the numbers that asked not to be
	// texted or called.
	// An opt-out is per mode (see confirm.OptOutStore); OptIn removes that
	// of the scope's mode only.
	OptOut(ctx context.Context, scope confirm.Scope, phone string, at time.Time) error
	OptIn(ctx context.Context, scope confirm.Scope, phone string) error
	OptedOut(ctx context.Context, scope confirm.Scope, phone string) (bool, error)

	// RecordAttempt counts people's texts to a number against their limit
	// (see confirm.Store).
	RecordAttempt(ctx context.Context, key string, now time.Time, limit int) (bool, error)

	// RecordAudit writes what a person of the retailer's team did (their
	// messages and resolutions) to the account's audit log.
	RecordAudit(ctx context.Context, e *confirm.AuditEntry) error
}

var _ Store = confirm.Store(nil)
