package storetest

import (
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// createWithKey stores a new confirmation with an idempotency record made
// at created and returns both; err is CreateConfirmation's.
func createWithKey(t *testing.T, s confirm.Store, scope confirm.Scope, key string, created time.Time) (*confirm.Confirmation, *confirm.Idempotency, error) {
	t.Helper()
	c := newConfirmation(scope, created)
	idem := &confirm.Idempotency{
		Scope:          scope,
		Key:            key,
		RequestHash:    "sha256:" + c.ID,
		ConfirmationID: c.ID,
		Response:       []byte(`{"confirmation":{"id":"` + c.ID + `"}}`),
		CreatedAt:      created,
	}
	return c, idem, s.CreateConfirmation(t.Context(), c, idem)
}

// wantIdem fails the test unless Idempotency finds want at now.
func wantIdem(t *testing.T, s confirm.Store, want *confirm.Idempotency, now time.Time) {
	t.Helper()
	got, err := s.Idempotency(t.Context(), want.Scope, want.Key, now)
	if err != nil {
		t.Fatalf("Idempotency(%q) at %s: %v", want.Key, confirm.FormatTime(now), err)
	}
	diff(t, "Idempotency", want, got)
	if got.CreatedAt.Location() != time.UTC {
		t.Errorf("CreatedAt location = %v, want UTC", got.CreatedAt.Location())
	}
}

func testIdempotency(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}

	_, err := s.Idempotency(t.Context(), scope, "order-1", t0)
	wantCode(t, err, confirm.ENOTFOUND)

	first, idem, err := createWithKey(t, s, scope, "order-1", t0)
	if err != nil {
		t.Fatalf("CreateConfirmation: %v", err)
	}
	get(t, s, scope, first.ID)
	wantIdem(t, s, idem, t0)
	wantIdem(t, s, idem, t0.Add(confirm.IdempotencyTTL-time.Millisecond))

	// The same key again within the TTL: nothing is written.
	second, _, err := createWithKey(t, s, scope, "order-1", t0.Add(time.Hour))
	wantCode(t, err, confirm.ECONFLICT)
	_, err = s.GetConfirmation(t.Context(), scope, second.ID)
	wantNotFound(t, err)
	wantIdem(t, s, idem, t0.Add(time.Hour))

	// Keys belong to a scope: another account or mode may use the same one.
	for _, other := range []confirm.Scope{
		{AccountID: a.ID, Sandbox: false},
		{AccountID: b.ID, Sandbox: true},
	} {
		c, otherIdem, err := createWithKey(t, s, other, "order-1", t0.Add(time.Minute))
		if err != nil {
			t.Fatalf("CreateConfirmation in another scope with the same key: %v", err)
		}
		get(t, s, other, c.ID)
		wantIdem(t, s, otherIdem, t0.Add(time.Minute))
	}
	wantIdem(t, s, idem, t0.Add(time.Hour))

	page, err := s.ListConfirmations(t.Context(), confirm.ListFilter{Scope: scope, Limit: 10})
	if err != nil {
		t.Fatalf("ListConfirmations: %v", err)
	}
	diff(t, "confirmations after a refused retry", []string{first.ID}, ids(page.Confirmations))
}

func testIdempotencyExpired(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: false}

	first, _, err := createWithKey(t, s, scope, "k", t0)
	if err != nil {
		t.Fatalf("CreateConfirmation: %v", err)
	}
	// A record is forgotten exactly IdempotencyTTL after it was made.
	expired := t0.Add(confirm.IdempotencyTTL)
	_, err = s.Idempotency(t.Context(), scope, "k", expired)
	wantCode(t, err, confirm.ENOTFOUND)

	second, idem, err := createWithKey(t, s, scope, "k", expired)
	if err != nil {
		t.Fatalf("CreateConfirmation with an expired key: %v", err)
	}
	wantIdem(t, s, idem, expired)
	get(t, s, scope, first.ID)
	get(t, s, scope, second.ID)

	// The new record is the one now held for the key, for a full TTL.
	third, _, err := createWithKey(t, s, scope, "k", expired.Add(time.Hour))
	wantCode(t, err, confirm.ECONFLICT)
	_, err = s.GetConfirmation(t.Context(), scope, third.ID)
	wantNotFound(t, err)
}
