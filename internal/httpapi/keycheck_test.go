package httpapi

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// tentativeStore answers keys as a store that keeps them would, through a
// confirm.KeyCheck: a key is pending until ConfirmationView confirms it,
// which it refuses to (ErrKeyUnchecked) while moved is set, as when keys
// changed since the key was kept.
type tentativeStore struct {
	confirm.Store
	mu                  sync.Mutex
	moved               bool
	lookups, unchecked  int
	tentative, confirms int
}

func (s *tentativeStore) APIKeyByHash(ctx context.Context, hash string) (*confirm.APIKey, *confirm.Account, error) {
	s.mu.Lock()
	s.lookups++
	moved := s.moved
	s.mu.Unlock()
	if kc := confirm.KeyCheckFrom(ctx); kc != nil {
		// The key as it was kept, before any revocation.
		k, a, err := s.Store.APIKeyByHash(context.Background(), hash)
		if err == nil || moved {
			if err != nil {
				// Kept before it was revoked: answered all the same.
				k, a = &confirm.APIKey{ID: "key_kept", Sandbox: true}, &confirm.Account{ID: "acct_gone"}
			}
			s.mu.Lock()
			s.tentative++
			s.mu.Unlock()
			kc.Pending, kc.Hash = true, hash
			return k, a, nil
		}
	}
	return s.Store.APIKeyByHash(ctx, hash)
}

func (s *tentativeStore) ConfirmationView(ctx context.Context, scope confirm.Scope, id string) ([]byte, error) {
	if kc := confirm.PendingKeyCheck(ctx); kc != nil {
		s.mu.Lock()
		defer s.mu.Unlock()
		if s.moved {
			s.unchecked++
			return nil, confirm.ErrKeyUnchecked
		}
		s.confirms++
		kc.Pending = false
	}
	return s.Store.ConfirmationView(ctx, scope, id)
}

// TestGetWithKeyCheckedInRead checks GET /v1/confirmations/{id} with a
// store that answers keys from memory and confirms them in the view's
// read: answered when confirmed; when keys changed meanwhile, the key is
// checked again, and a revoked one is refused with 401 as before, whatever
// the id (one the handler refuses before reading included).
func TestGetWithKeyCheckedInRead(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		c := h.create(h.sandbox, minimalBody())
		id := c["id"].(string)
		st := &tentativeStore{Store: h.store}
		api := *h.api
		api.Store = st
		srv := httptest.NewServer(checkContract(t, api.Handler()))
		defer srv.Close()
		get := func(path, key string) int {
			t.Helper()
			req, _ := http.NewRequest("GET", srv.URL+path, nil)
			req.Header.Set("Authorization", "Bearer "+key)
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			return res.StatusCode
		}

		// Confirmed by the read: one lookup, the view answered.
		if got := get("/v1/confirmations/"+id, h.sandbox); got != 200 || st.lookups != 1 || st.confirms != 1 {
			t.Fatalf("kept key: %d, %d lookups, %d confirmed; want 200, 1, 1", got, st.lookups, st.confirms)
		}
		// Another account's confirmation, or none: 404 as before.
		if got := get("/v1/confirmations/"+id, h.other); got != 404 {
			t.Errorf("another account's key: %d, want 404", got)
		}
		if got := get("/v1/confirmations/cf_000000000000000000000000", h.sandbox); got != 404 {
			t.Errorf("an unknown id: %d, want 404", got)
		}
		// A malformed id fails before the read: the key is checked as
		// auth does, then the answer is the handler's.
		if got := get("/v1/confirmations/nope", h.sandbox); got != 404 && got != 400 {
			t.Errorf("a malformed id: %d, want the handler's 4xx", got)
		}
		// Keys changed, this one still valid: checked again and answered.
		st.mu.Lock()
		st.moved, st.lookups = true, 0
		st.mu.Unlock()
		if got := get("/v1/confirmations/"+id, h.sandbox); got != 200 || st.unchecked != 1 || st.lookups != 2 {
			t.Fatalf("keys changed, key valid: %d, %d unchecked, %d lookups; want 200 after a second lookup", got, st.unchecked, st.lookups)
		}
		// The key revoked: answered from memory, but refused with 401
		// before anything is written, for any id.
		revokeKey(t, h, h.sandbox)
		for _, path := range []string{"/v1/confirmations/" + id, "/v1/confirmations/cf_000000000000000000000000", "/v1/confirmations/nope"} {
			if got := get(path, h.sandbox); got != 401 {
				t.Errorf("revoked key, GET %s: %d, want 401", path, got)
			}
		}
		if st.tentative < 4 {
			t.Errorf("the store answered %d keys from memory; the test means it to", st.tentative)
		}
	})
}

// revokeKey revokes the key.
func revokeKey(t *testing.T, h *harness, key string) {
	t.Helper()
	k, _, err := h.store.APIKeyByHash(t.Context(), confirm.HashKey(key))
	if err != nil {
		t.Fatal(err)
	}
	if err := h.store.RevokeAPIKey(t.Context(), k.ID, time.Now()); err != nil {
		t.Fatal(err)
	}
}
