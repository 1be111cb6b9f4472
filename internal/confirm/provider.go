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
	// OptIn undoes an opt-out of phone from the account's texts and calls;
	// when there is none it does nothing.
	OptIn(ctx context.Context, accountID, phone string) error
}
