package confirm

import "context"

// KeyCheck lets a store answer an API key from memory without reading
// whether it is still valid, and confirm that in the request's next read
// of the database, in the same statement, instead of in a read of its own.
//
// The API puts one in the context of a request whose handler reads the
// store before it answers anything (GET /v1/confirmations/{id}). A store's
// APIKeyByHash may then answer a key it keeps and set Pending. A read that
// then learns, in its own statement, that no key or account changed since
// the key was kept clears Pending; one that learns that something did
// leaves it set and returns ErrKeyUnchecked, and the API checks the key
// again before it answers. A store that never sets Pending needs to do
// nothing else.
type KeyCheck struct {
	// Pending is set while the key answered has not been confirmed.
	Pending bool
	// Hash is the key's hash, Version what the store knew of keys when it
	// answered it (its own meaning).
	Hash    string
	Version int64
}

// ErrKeyUnchecked is what a read returns instead of its answer when it
// could not confirm a pending key: keys or accounts changed since it was
// kept. The caller checks the key again before answering.
var ErrKeyUnchecked = Errorf(EUNAUTHORIZED, "the API key must be checked again")

type keyCheckKey struct{}

// WithKeyCheck returns ctx carrying kc.
func WithKeyCheck(ctx context.Context, kc *KeyCheck) context.Context {
	return context.WithValue(ctx, keyCheckKey{}, kc)
}

// PendingKeyCheck returns the KeyCheck in ctx if one is pending, else nil.
func PendingKeyCheck(ctx context.Context) *KeyCheck {
	kc, _ := ctx.Value(keyCheckKey{}).(*KeyCheck)
	if kc == nil || !kc.Pending {
		return nil
	}
	return kc
}

// KeyCheckFrom returns the KeyCheck in ctx, pending or not, or nil.
func KeyCheckFrom(ctx context.Context) *KeyCheck {
	kc, _ := ctx.Value(keyCheckKey{}).(*KeyCheck)
	return kc
}
