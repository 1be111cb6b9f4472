package postgres

import (
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

func TestKeyCacheKeepsOnlyWhatNoNoticeOverlaps(t *testing.T) {
	t.Parallel()
	c := newKeyCache()
	now := time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC)
	c.now = func() time.Time { return now }
	k := &confirm.APIKey{ID: "key_1", AccountID: "acct_1", Hash: "h1"}
	a := &confirm.Account{ID: "acct_1", RateLimit: 5}

	_, _, gen, _ := c.get("h1")
	c.put(gen, "h1", k, a)
	if _, _, _, ok := c.get("h1"); ok {
		t.Fatal("kept a key while the listener was not listening")
	}

	c.flush(true, 1)
	_, _, gen, _ = c.get("h1")
	c.flush(true, 1) // a notice while the key was read
	c.put(gen, "h1", k, a)
	if _, _, _, ok := c.get("h1"); ok {
		t.Fatal("kept a key read before a notice")
	}
	_, _, gen, _ = c.get("h1")
	c.changed() // this process changed a key while it was read
	c.put(gen, "h1", k, a)
	if _, _, _, ok := c.get("h1"); ok {
		t.Fatal("kept a key read before this process changed one")
	}

	_, _, gen, _ = c.get("h1")
	c.put(gen, "h1", k, a)
	gotK, gotA, _, ok := c.get("h1")
	if !ok || gotK.ID != "key_1" || gotA.RateLimit != 5 {
		t.Fatalf("get = %+v, %+v, %v; want the key kept", gotK, gotA, ok)
	}
	gotA.RateLimit = 99 // callers get copies
	if _, again, _, _ := c.get("h1"); again.RateLimit != 5 {
		t.Fatalf("a caller's change reached the cache: rate limit %d", again.RateLimit)
	}

	now = now.Add(maxKeyAge)
	if _, _, _, ok := c.get("h1"); ok {
		t.Fatalf("kept a key for %v", maxKeyAge)
	}

	c.flush(false, 0) // the listener stopped
	_, _, gen, _ = c.get("h1")
	c.put(gen, "h1", k, a)
	if _, _, _, ok := c.get("h1"); ok {
		t.Fatal("kept a key after the listener stopped")
	}
}

// keyFixture is an account with a sandbox key, stored through s.
func keyFixture(t *testing.T, s *Store) (key *confirm.APIKey, account *confirm.Account) {
	t.Helper()
	now := time.Now()
	account = &confirm.Account{ID: confirm.NewAccountID(), Name: "Acme Home", SigningSecret: confirm.NewSigningSecret(), CreatedAt: now}
	if err := s.CreateAccount(t.Context(), account); err != nil {
		t.Fatal(err)
	}
	key = &confirm.APIKey{ID: confirm.NewKeyID(), AccountID: account.ID, Hash: confirm.HashKey(confirm.NewAPIKey(true)),
		Prefix: "sk_test_x", Sandbox: true, CreatedAt: now}
	if err := s.CreateAPIKey(t.Context(), key); err != nil {
		t.Fatal(err)
	}
	return key, account
}

// cachedKey looks the key up through s until s keeps it: its listener may
// not be listening yet.
func cachedKey(t *testing.T, s *Store, hash string) {
	t.Helper()
	eventually(t, "the key to be kept", func() bool {
		if _, _, err := s.APIKeyByHash(t.Context(), hash); err != nil {
			t.Fatalf("APIKeyByHash: %v", err)
		}
		_, _, _, ok := s.keys.get(hash)
		return ok
	})
}

// eventually waits for cond, which an asynchronous notice makes true, for
// at most ten seconds.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waited 10s for %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

func TestKeyCacheSeesOtherProcesses(t *testing.T) {
	t.Parallel()
	url := TestURL(t)
	p1, p2 := OpenTestURL(t, url), OpenTestURL(t, url)
	key, account := keyFixture(t, p1)
	other, _ := keyFixture(t, p1)

	// Another process changes the account: the cached one is dropped.
	cachedKey(t, p1, key.Hash)
	account.RateLimit = 500
	if err := p2.UpdateAccount(t.Context(), account); err != nil {
		t.Fatal(err)
	}
	eventually(t, "the changed account", func() bool {
		_, a, err := p1.APIKeyByHash(t.Context(), key.Hash)
		return err == nil && a.RateLimit == 500
	})

	// A change by hand, outside confirmd, is noticed too.
	cachedKey(t, p1, other.Hash)
	conn := TestConn(t, url)
	if _, err := conn.Exec(t.Context(), `UPDATE api_keys SET revoked_at = now() WHERE id = $1`, other.ID); err != nil {
		t.Fatal(err)
	}
	eventually(t, "the key revoked by hand to be refused", func() bool {
		_, _, err := p1.APIKeyByHash(t.Context(), other.Hash)
		return confirm.ErrorCode(err) == confirm.ENOTFOUND
	})

	// Another process revokes the key.
	revokedElsewhere(t, p1, p2, key)
}

func TestKeyCacheOwnChangesAtOnce(t *testing.T) {
	t.Parallel()
	s := OpenTest(t)
	key, account := keyFixture(t, s)
	cachedKey(t, s, key.Hash)
	account.Name = "Acme Garden"
	if err := s.UpdateAccount(t.Context(), account); err != nil {
		t.Fatal(err)
	}
	if _, a, err := s.APIKeyByHash(t.Context(), key.Hash); err != nil || a.Name != "Acme Garden" {
		t.Fatalf("after its own update: %+v, %v", a, err)
	}
	cachedKey(t, s, key.Hash)
	if err := s.RevokeAPIKey(t.Context(), key.ID, time.Now()); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.APIKeyByHash(t.Context(), key.Hash); confirm.ErrorCode(err) != confirm.ENOTFOUND {
		t.Fatalf("a key it revoked itself: %v, want ENOTFOUND", err)
	}
}

// TestKeyCacheListenerLost cuts the listening connection: the cache is
// emptied, the connection is made again, and notices reach it as before.
func TestKeyCacheListenerLost(t *testing.T) {
	t.Parallel()
	url := TestURL(t)
	p1, p2 := OpenTestURL(t, url), OpenTestURL(t, url)
	key, _ := keyFixture(t, p1)
	cachedKey(t, p1, key.Hash)

	p1.keys.mu.Lock()
	pid := p1.keys.pid
	p1.keys.mu.Unlock()
	if pid == 0 {
		t.Fatal("a key was kept with no listening connection")
	}
	conn := TestConn(t, url)
	var cut bool
	if err := conn.QueryRow(t.Context(), `SELECT pg_terminate_backend($1)`, pid).Scan(&cut); err != nil || !cut {
		t.Fatalf("pg_terminate_backend(%d) = %v, %v", pid, cut, err)
	}
	eventually(t, "a new listening connection", func() bool {
		p1.keys.mu.Lock()
		defer p1.keys.mu.Unlock()
		return p1.keys.live && p1.keys.pid != pid
	})
	if _, _, _, ok := p1.keys.get(key.Hash); ok {
		t.Fatal("the key kept before the connection was lost is still kept")
	}
	revokedElsewhere(t, p1, p2, key)
}

// TestKeyCacheOtherSchemas checks that a change in another schema of the
// same database leaves the cache alone.
func TestKeyCacheOtherSchemas(t *testing.T) {
	t.Parallel()
	url := TestURL(t)
	s := OpenTestURL(t, url)
	elsewhere := OpenTest(t)
	key, _ := keyFixture(t, s)
	otherKey, _ := keyFixture(t, elsewhere)
	cachedKey(t, s, key.Hash)
	s.keys.mu.Lock()
	gen := s.keys.gen
	s.keys.mu.Unlock()
	if err := elsewhere.RevokeAPIKey(t.Context(), otherKey.ID, time.Now()); err != nil {
		t.Fatal(err)
	}
	// A notice for this schema after the other one: once it has emptied
	// the cache, the other one has been read.
	if _, err := TestConn(t, url).Exec(t.Context(), `UPDATE accounts SET name = name WHERE false`); err != nil {
		t.Fatal(err)
	}
	eventually(t, "this schema's notice", func() bool {
		s.keys.mu.Lock()
		defer s.keys.mu.Unlock()
		return s.keys.gen != gen
	})
	s.keys.mu.Lock()
	emptied := s.keys.gen - gen
	s.keys.mu.Unlock()
	if emptied != 1 {
		t.Fatalf("the cache was emptied %d times; want once, for its own schema's notice", emptied)
	}
}

// revokedElsewhere has watcher keep the key, revokes it through another
// process, and waits for watcher to refuse it.
func revokedElsewhere(t *testing.T, watcher, other *Store, key *confirm.APIKey) {
	t.Helper()
	cachedKey(t, watcher, key.Hash)
	if err := other.RevokeAPIKey(t.Context(), key.ID, time.Now()); err != nil {
		t.Fatal(err)
	}
	eventually(t, "the revoked key to be refused", func() bool {
		_, _, err := watcher.APIKeyByHash(t.Context(), key.Hash)
		return confirm.ErrorCode(err) == confirm.ENOTFOUND
	})
}
