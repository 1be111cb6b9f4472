package httpapi

import (
	"context"

	"github.com/confirmd/confirmd/internal/confirm"
)

// The create rate limit counts attempts per client address, against the
// limit of the account of the key making them. Behind a NAT, tenants share
// an address and so its window. With KeyRateLimit set, each API key has a
// window of its own too, and a create must pass both: first the key's,
// then the address's. An attempt over the key's limit is refused without
// counting against the address, so that one tenant retrying in a loop
// fills only its own key's window, never the address's that the others
// share; every other attempt counts against both.

// countAttempt counts the create attempt a of the caller p against the
// limits, on its own, and returns the refusal to answer if it is over one.
func (s *Server) countAttempt(ctx context.Context, p *principal, a confirm.RateAttempt) error {
	if err := s.countKeyAttempt(ctx, p, a); err != nil {
		return err
	}
	allowed, err := s.Store.RecordAttempt(ctx, a.Key, a.At, a.Limit)
	if err != nil {
		return err
	}
	if !allowed {
		return rateLimited(a)
	}
	return nil
}

// countKeyAttempt counts the attempt a against the window of p's key, when
// KeyRateLimit is set, and returns the refusal if it is over it.
func (s *Server) countKeyAttempt(ctx context.Context, p *principal, a confirm.RateAttempt) error {
	if s.KeyRateLimit <= 0 {
		return nil
	}
	allowed, err := s.Store.RecordAttempt(ctx, keyWindow(p.Key), a.At, s.KeyRateLimit)
	if err != nil {
		return err
	}
	if !allowed {
		return confirm.Errorf(confirm.ERATELIMIT, "rate limit exceeded: %d confirmations per hour for this API key", s.KeyRateLimit)
	}
	return nil
}

// keyWindow is the rate-limit key of an API key's own window: its id, after
// a prefix no client address has.
func keyWindow(k *confirm.APIKey) string { return "apikey " + k.ID }
