package sqlite

import (
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// fakeNow is a clock for a store's key cache that moves only when told.
type fakeNow struct {
	mu sync.Mutex
	t  time.Time
}

func (f *fakeNow) now() time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.t
}

func (f *fakeNow) add(d time.Duration) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.t = f.t.Add(d)
}

// keyFixture stores an account with a key in st.
func keyFixture(t *testing.T, st *Store) (*confirm.Account, *confirm.APIKey) {
	t.Helper()
	now := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
	a := &confirm.Account{ID: confirm.NewAccountID(), Name: "Acme", SigningSecret: confirm.NewSigningSecret(), CreatedAt: now}
	if err := st.CreateAccount(t.Context(), a); err != nil {
		t.Fatal(err)
	}
	key := confirm.NewAPIKey(false)
	k := &confirm.APIKey{ID: confirm.NewKeyID(), AccountID: a.ID, Hash: confirm.HashKey(key), Prefix: confirm.KeyPrefix(key), CreatedAt: now}
	if err := st.CreateAPIKey(t.Context(), k); err != nil {
		t.Fatal(err)
	}
	return a, k
}

func openAt(t *testing.T, path string) (*Store, *fakeNow) {
	t.Helper()
	st, err := Open(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	clk := &fakeNow{t: time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)}
	st.keys.now = clk.now
	return st, clk
}

// TestKeyCacheTwoStores revokes a key and changes an account through one
// store while another store over the same file keeps the key: the first
// refuses the key at once, the second once keyCheck has passed since it
// last read the counter, and never later.
func TestKeyCacheTwoStores(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "confirmd.db")
	a, _ := openAt(t, path)
	other, otherClk := openAt(t, path)
	acct, k := keyFixture(t, a)

	// Both keep the key.
	for _, st := range []*Store{a, other} {
		if _, _, err := st.APIKeyByHash(t.Context(), k.Hash); err != nil {
			t.Fatalf("APIKeyByHash: %v", err)
		}
	}
	if got, _, _ := other.keys.get(k.Hash); got == nil {
		t.Fatal("the key is not kept after a lookup")
	}

	// The account's secret changes in the first store: the second answers
	// the new one once keyCheck has passed.
	acct.SigningSecret = confirm.NewSigningSecret()
	if err := a.UpdateAccount(t.Context(), acct); err != nil {
		t.Fatal(err)
	}
	if _, got, err := a.APIKeyByHash(t.Context(), k.Hash); err != nil || got.SigningSecret != acct.SigningSecret {
		t.Fatalf("the store that changed the account answers %v, %v; want the new secret at once", got, err)
	}
	otherClk.add(keyCheck + time.Nanosecond)
	if _, got, err := other.APIKeyByHash(t.Context(), k.Hash); err != nil || got.SigningSecret != acct.SigningSecret {
		t.Fatalf("the other store answers %v, %v after keyCheck; want the new secret", got, err)
	}

	// The key is revoked through the first store.
	if err := a.RevokeAPIKey(t.Context(), k.ID, time.Date(2026, 11, 28, 9, 1, 0, 0, time.UTC)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := a.APIKeyByHash(t.Context(), k.Hash); confirm.ErrorCode(err) != confirm.ENOTFOUND {
		t.Fatalf("the store that revoked the key: APIKeyByHash = %v, want ENOTFOUND at once", err)
	}
	otherClk.add(keyCheck + time.Nanosecond)
	if _, _, err := other.APIKeyByHash(t.Context(), k.Hash); confirm.ErrorCode(err) != confirm.ENOTFOUND {
		t.Fatalf("the other store: APIKeyByHash = %v after keyCheck, want ENOTFOUND", err)
	}
	// Nor is it kept again later.
	otherClk.add(time.Millisecond)
	if _, _, err := other.APIKeyByHash(t.Context(), k.Hash); confirm.ErrorCode(err) != confirm.ENOTFOUND {
		t.Fatalf("the other store, later: APIKeyByHash = %v, want ENOTFOUND", err)
	}
}

// TestKeyCacheOwnChange checks that a key read by a statement that began
// before this store's own change is not kept after it, and that the store
// reads the key from the file again.
func TestKeyCacheOwnChange(t *testing.T) {
	t.Parallel()
	st, clk := openAt(t, filepath.Join(t.TempDir(), "confirmd.db"))
	_, k := keyFixture(t, st)

	// A lookup reads the key and the counter, then, before it puts them,
	// the key is revoked here.
	at := st.keys.now()
	var version int64
	var acct confirm.Account
	got, err := scanKey(st.readRow(t.Context(), apiKeyByHashQuery, k.Hash), append(accountDest(&acct), &version)...)
	if err != nil {
		t.Fatal(err)
	}
	clk.add(time.Millisecond)
	if err := st.RevokeAPIKey(t.Context(), k.ID, time.Date(2026, 11, 28, 9, 1, 0, 0, time.UTC)); err != nil {
		t.Fatal(err)
	}
	st.keys.put(version, at, k.Hash, got, &acct)
	if kept, _, _ := st.keys.get(k.Hash); kept != nil {
		t.Fatal("a key read before its revocation is kept after it")
	}
	if _, _, err := st.APIKeyByHash(t.Context(), k.Hash); confirm.ErrorCode(err) != confirm.ENOTFOUND {
		t.Fatalf("APIKeyByHash = %v after the revocation, want ENOTFOUND", err)
	}
}

// TestKeyCacheOlderCounter checks that a key read at a counter value below
// the one the cache knows is not kept.
func TestKeyCacheOlderCounter(t *testing.T) {
	c := newKeyCache()
	now := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
	c.now = func() time.Time { return now }
	k, a := &confirm.APIKey{ID: "k"}, &confirm.Account{ID: "a"}
	c.seen(5, now)
	c.put(4, now, "h", k, a)
	if got, _, _ := c.get("h"); got != nil {
		t.Fatal("a key read at counter 4 is kept while the counter is 5")
	}
	c.put(5, now, "h", k, a)
	if got, _, _ := c.get("h"); got == nil {
		t.Fatal("a key read at the counter's value is not kept")
	}
	c.seen(6, now)
	if got, _, fresh := c.get("h"); got != nil || !fresh {
		t.Fatalf("after the counter moved: key %v, fresh %v; want none, fresh", got, fresh)
	}
	now = now.Add(keyCheck + time.Nanosecond)
	if _, _, fresh := c.get("h"); fresh {
		t.Fatal("the cache is fresh keyCheck after the counter was read")
	}
}
