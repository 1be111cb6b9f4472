package sqlite

import (
	"bytes"
	"path/filepath"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// keyedFixture stores a confirmation in the key's scope.
func keyedFixture(t *testing.T, st *Store, k *confirm.APIKey) *confirm.Confirmation {
	t.Helper()
	now := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
	n := &confirm.NewConfirmation{
		Customer: &confirm.Customer{Name: "Jane Smith", Email: "jane@example.com", Phone: "+447400123456"},
		Order: &confirm.NewOrder{Date: "2026-12-05", Window: &confirm.Window{From: "08:00", To: "12:00"},
			Items: []confirm.NewItem{{Name: "Sofa"}}},
	}
	n.Validate(confirm.Rules{Now: now, DefaultTimezone: "Europe/London"})
	c := n.Build(confirm.NewConfirmationID(), confirm.Scope{AccountID: k.AccountID, Sandbox: k.Sandbox}, now)
	if err := st.CreateConfirmation(t.Context(), c, nil); err != nil {
		t.Fatal(err)
	}
	return c
}

// TestKeyCheckedWithView checks that a key answered from memory for a
// request with a confirm.KeyCheck is confirmed by the view's read when no
// key or account changed, and refused by it (ErrKeyUnchecked, nothing
// answered) when one did, in this store or in another over the same file.
func TestKeyCheckedWithView(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "confirmd.db")
	st, _ := openAt(t, path)
	other, _ := openAt(t, path)
	acct, k := keyFixture(t, st)
	_, k2 := keyFixture(t, st)
	c := keyedFixture(t, st, k)
	scope := confirm.Scope{AccountID: k.AccountID, Sandbox: k.Sandbox}
	want, err := st.ConfirmationView(t.Context(), scope, c.ID)
	if err != nil {
		t.Fatal(err)
	}

	// lookup is a request's: the key, then the view.
	lookup := func(hash, id string) (pending bool, view []byte, err error) {
		kc := &confirm.KeyCheck{}
		ctx := confirm.WithKeyCheck(t.Context(), kc)
		if _, _, err := st.APIKeyByHash(ctx, hash); err != nil {
			return false, nil, err
		}
		pending = kc.Pending
		view, err = st.ConfirmationView(ctx, scope, id)
		if kc.Pending && err == nil {
			t.Errorf("ConfirmationView answered with the key still pending")
		}
		return pending, view, err
	}

	// Not kept yet: checked by the lookup, nothing pending.
	if pending, view, err := lookup(k.Hash, c.ID); err != nil || pending || !bytes.Equal(view, want) {
		t.Fatalf("first lookup: pending %v, %v; want the key checked and the view", pending, err)
	}
	// Kept: answered from memory, confirmed by the view's read.
	for range 2 {
		if pending, view, err := lookup(k.Hash, c.ID); err != nil || !pending || !bytes.Equal(view, want) {
			t.Fatalf("kept key: pending %v, %v; want it pending and confirmed with the view", pending, err)
		}
	}
	// A confirmation not there is not found, the key confirmed all the same.
	if pending, _, err := lookup(k.Hash, confirm.NewConfirmationID()); !pending || confirm.ErrorCode(err) != confirm.ENOTFOUND {
		t.Fatalf("kept key, unknown id: pending %v, %v; want ENOTFOUND", pending, err)
	}

	// Another process changes the account: nothing is answered with the
	// key as kept; checked again, it stands with the new account.
	acct.SigningSecret = confirm.NewSigningSecret()
	if err := other.UpdateAccount(t.Context(), acct); err != nil {
		t.Fatal(err)
	}
	if _, _, err := lookup(k.Hash, c.ID); err != confirm.ErrKeyUnchecked {
		t.Fatalf("after another store changed the account: %v, want ErrKeyUnchecked", err)
	}
	if _, a, err := st.APIKeyByHash(t.Context(), k.Hash); err != nil || a.SigningSecret != acct.SigningSecret {
		t.Fatalf("checked again: %v, %v; want the new secret", a, err)
	}

	// Another process revokes the key: refused at the next request.
	if _, _, err := lookup(k.Hash, c.ID); err != nil {
		t.Fatalf("before the revocation: %v", err)
	}
	if _, _, err := lookup(k2.Hash, c.ID); err != nil && confirm.ErrorCode(err) != confirm.ENOTFOUND {
		t.Fatalf("second key: %v", err)
	}
	if err := other.RevokeAPIKey(t.Context(), k.ID, time.Date(2026, 11, 28, 9, 1, 0, 0, time.UTC)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := lookup(k.Hash, c.ID); err != confirm.ErrKeyUnchecked {
		t.Fatalf("after another store revoked the key: %v, want ErrKeyUnchecked", err)
	}
	if _, _, err := st.APIKeyByHash(t.Context(), k.Hash); confirm.ErrorCode(err) != confirm.ENOTFOUND {
		t.Fatalf("checked again after the revocation: %v, want ENOTFOUND", err)
	}
	// The other key, unchanged, is read again and kept again.
	for range 2 {
		if _, _, err := lookup(k2.Hash, c.ID); err != nil && confirm.ErrorCode(err) != confirm.ENOTFOUND {
			t.Fatalf("second key after the revocation: %v", err)
		}
	}

	// This store revokes the second key: never answered from memory again.
	if err := st.RevokeAPIKey(t.Context(), k2.ID, time.Date(2026, 11, 28, 9, 2, 0, 0, time.UTC)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := lookup(k2.Hash, c.ID); confirm.ErrorCode(err) != confirm.ENOTFOUND {
		t.Fatalf("after this store revoked the second key: %v, want ENOTFOUND", err)
	}
}
