package confirm

import "context"

// ProviderStore serves the live providers' callbacks, which name a
// confirmation by id or a customer by phone number but carry no API key.
type ProviderStore interface {
	// ScopeOf returns the scope of the confirmation with that id, or
	// ENOTFOUND.
	ScopeOf(ctx context.Context, id string) (Scope, error)
	// ByPhone returns up to limit live confirmations whose customer phone
	// is phone (E.164), of any account, newest first. It must stay fast
	// with a million confirmations stored (an index on the phone).
	ByPhone(ctx context.Context, phone string, limit int) ([]*Confirmation, error)
	// OptIn undoes an opt-out of phone from the texts and calls of the
	// account's mode that scope names (that mode's only); when there is
	// none it does nothing.
	OptIn(ctx context.Context, scope Scope, phone string) error
}
