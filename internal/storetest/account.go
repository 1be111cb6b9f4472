package storetest

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/confirmd/confirmd/internal/confirm"
)

func testAccounts(t *testing.T, s confirm.Store) {
	ctx := t.Context()

	_, err := s.GetAccount(ctx, confirm.NewAccountID())
	wantCode(t, err, confirm.ENOTFOUND)
	if got, err := s.ListAccounts(ctx); err != nil || len(got) != 0 {
		t.Fatalf("ListAccounts on an empty store = %v, %v; want none", got, err)
	}

	a := newAccount(t, s, "Acme Home")
	b := &confirm.Account{
		ID:            confirm.NewAccountID(),
		Name:          "Bolt Beds",
		SigningSecret: confirm.NewSigningSecret(),
		RateLimit:     120,
		CreatedAt:     t0.Add(time.Minute),

		PreviousSigningSecret: confirm.NewSigningSecret(),
		PreviousSecretUntil:   t0.Add(time.Hour),
	}
	if err := s.CreateAccount(ctx, b); err != nil {
		t.Fatalf("CreateAccount: %v", err)
	}

	got, err := s.GetAccount(ctx, a.ID)
	if err != nil {
		t.Fatalf("GetAccount: %v", err)
	}
	diff(t, "GetAccount", a, got)
	got, err = s.GetAccount(ctx, b.ID)
	if err != nil {
		t.Fatalf("GetAccount: %v", err)
	}
	diff(t, "GetAccount with a previous secret", b, got)
	if got.CreatedAt.Location() != time.UTC {
		t.Errorf("CreatedAt location = %v, want UTC", got.CreatedAt.Location())
	}

	dup := *a
	dup.Name = "Someone else"
	wantCode(t, s.CreateAccount(ctx, &dup), confirm.ECONFLICT)

	// A rotation keeps the old secret for a while, and its end in
	// milliseconds and UTC like every stored time.
	a.Name = "Acme Home Ltd"
	a.PreviousSigningSecret = a.SigningSecret
	a.PreviousSecretUntil = t0.Add(24*time.Hour + 456_789*time.Nanosecond).In(time.FixedZone("UTC+2", 2*60*60))
	a.SigningSecret = confirm.NewSigningSecret()
	a.RateLimit = 60
	if err := s.UpdateAccount(ctx, a); err != nil {
		t.Fatalf("UpdateAccount: %v", err)
	}
	got, err = s.GetAccount(ctx, a.ID)
	if err != nil {
		t.Fatalf("GetAccount: %v", err)
	}
	if got.PreviousSecretUntil.Location() != time.UTC {
		t.Errorf("PreviousSecretUntil location = %v, want UTC", got.PreviousSecretUntil.Location())
	}
	a.PreviousSecretUntil = a.PreviousSecretUntil.UTC().Truncate(time.Millisecond)
	diff(t, "GetAccount after UpdateAccount", a, got)

	// The end of the overlap clears both, and zero stays zero.
	a.PreviousSigningSecret, a.PreviousSecretUntil = "", time.Time{}
	if err := s.UpdateAccount(ctx, a); err != nil {
		t.Fatalf("UpdateAccount: %v", err)
	}
	got, err = s.GetAccount(ctx, a.ID)
	if err != nil {
		t.Fatalf("GetAccount: %v", err)
	}
	diff(t, "GetAccount after clearing the previous secret", a, got)
	if !got.PreviousSecretUntil.IsZero() {
		t.Errorf("PreviousSecretUntil = %s, want zero", got.PreviousSecretUntil)
	}

	unknown := *a
	unknown.ID = confirm.NewAccountID()
	wantCode(t, s.UpdateAccount(ctx, &unknown), confirm.ENOTFOUND)

	list, err := s.ListAccounts(ctx)
	if err != nil {
		t.Fatalf("ListAccounts: %v", err)
	}
	byID := cmpopts.SortSlices(func(x, y *confirm.Account) bool { return x.ID < y.ID })
	if d := diffOpts([]*confirm.Account{a, b}, list, byID); d != "" {
		t.Fatalf("ListAccounts mismatch (-want +got):\n%s", d)
	}
}

func testAPIKeys(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	other := newAccount(t, s, "Bolt Beds")

	newKey := func(acct *confirm.Account, sandbox bool) *confirm.APIKey {
		t.Helper()
		secret := confirm.NewAPIKey(sandbox)
		k := &confirm.APIKey{
			ID:        confirm.NewKeyID(),
			AccountID: acct.ID,
			Hash:      confirm.HashKey(secret),
			Prefix:    confirm.KeyPrefix(secret),
			Sandbox:   sandbox,
			CreatedAt: t0,
		}
		if err := s.CreateAPIKey(ctx, k); err != nil {
			t.Fatalf("CreateAPIKey: %v", err)
		}
		return k
	}
	// The key's account comes back with its previous secret too.
	a.PreviousSigningSecret = confirm.NewSigningSecret()
	a.PreviousSecretUntil = t0.Add(time.Hour)
	if err := s.UpdateAccount(ctx, a); err != nil {
		t.Fatalf("UpdateAccount: %v", err)
	}
	test := newKey(a, true)
	live := newKey(a, false)
	otherKey := newKey(other, true)

	for _, k := range []*confirm.APIKey{test, live, otherKey} {
		gotKey, gotAcct, err := s.APIKeyByHash(ctx, k.Hash)
		if err != nil {
			t.Fatalf("APIKeyByHash: %v", err)
		}
		diff(t, "APIKeyByHash key", k, gotKey)
		wantAcct, err := s.GetAccount(ctx, k.AccountID)
		if err != nil {
			t.Fatalf("GetAccount: %v", err)
		}
		diff(t, "APIKeyByHash account", wantAcct, gotAcct)
		if k.AccountID == a.ID {
			diff(t, "APIKeyByHash account", a, gotAcct)
		}
	}

	_, _, err := s.APIKeyByHash(ctx, confirm.HashKey(confirm.NewAPIKey(true)))
	wantCode(t, err, confirm.ENOTFOUND)

	dup := *test
	dup.ID = confirm.NewKeyID()
	wantCode(t, s.CreateAPIKey(ctx, &dup), confirm.ECONFLICT)

	revokedAt := t0.Add(time.Hour)
	if err := s.RevokeAPIKey(ctx, live.ID, revokedAt); err != nil {
		t.Fatalf("RevokeAPIKey: %v", err)
	}
	live.RevokedAt = &revokedAt
	_, _, err = s.APIKeyByHash(ctx, live.Hash)
	wantCode(t, err, confirm.ENOTFOUND)
	if _, _, err := s.APIKeyByHash(ctx, test.Hash); err != nil {
		t.Fatalf("APIKeyByHash of the unrevoked key after revoking another: %v", err)
	}

	wantCode(t, s.RevokeAPIKey(ctx, confirm.NewKeyID(), revokedAt), confirm.ENOTFOUND)

	keys, err := s.ListAPIKeys(ctx, a.ID)
	if err != nil {
		t.Fatalf("ListAPIKeys: %v", err)
	}
	byID := cmpopts.SortSlices(func(x, y *confirm.APIKey) bool { return x.ID < y.ID })
	if d := diffOpts([]*confirm.APIKey{test, live}, keys, byID); d != "" {
		t.Fatalf("ListAPIKeys mismatch (-want +got):\n%s", d)
	}
	for _, k := range keys {
		if k.RevokedAt != nil && k.RevokedAt.Location() != time.UTC {
			t.Errorf("RevokedAt location = %v, want UTC", k.RevokedAt.Location())
		}
	}

	keys, err = s.ListAPIKeys(ctx, confirm.NewAccountID())
	if err != nil || len(keys) != 0 {
		t.Fatalf("ListAPIKeys of an unknown account = %v, %v; want none", keys, err)
	}
}
