package storetest

import (
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// newSessionKey stores a new sandbox key of acct and returns it.
func newSessionKey(t *testing.T, s confirm.Store, acct *confirm.Account) *confirm.APIKey {
	t.Helper()
	secret := confirm.NewAPIKey(true)
	k := &confirm.APIKey{ID: confirm.NewKeyID(), AccountID: acct.ID, Hash: confirm.HashKey(secret),
		Prefix: confirm.KeyPrefix(secret), Sandbox: true, CreatedAt: t0}
	if err := s.CreateAPIKey(t.Context(), k); err != nil {
		t.Fatalf("CreateAPIKey: %v", err)
	}
	return k
}

// newSession stores a new console session of k signed in at now.
func newSession(t *testing.T, s confirm.Store, k *confirm.APIKey, now time.Time) *confirm.ConsoleSession {
	t.Helper()
	cs := confirm.NewConsoleSession(confirm.HashKey(confirm.NewAPIKey(true)), k.AccountID, k.ID, now)
	if err := s.CreateConsoleSession(t.Context(), cs); err != nil {
		t.Fatalf("CreateConsoleSession: %v", err)
	}
	return cs
}

// alive reports whether the session is still stored.
func alive(t *testing.T, s confirm.Store, cs *confirm.ConsoleSession) bool {
	t.Helper()
	_, err := s.ConsoleSession(t.Context(), cs.IDHash)
	if err != nil && confirm.ErrorCode(err) != confirm.ENOTFOUND {
		t.Fatalf("ConsoleSession: %v", err)
	}
	return err == nil
}

func testConsoleSessions(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	k := newSessionKey(t, s, a)

	cs := newSession(t, s, k, t0)
	got, err := s.ConsoleSession(ctx, cs.IDHash)
	if err != nil {
		t.Fatalf("ConsoleSession: %v", err)
	}
	diff(t, "ConsoleSession", cs, got)
	if want := t0.Add(confirm.ConsoleSessionIdle); !got.ExpiresAt.Equal(want) {
		t.Errorf("a new session ends at %v, want %v", got.ExpiresAt, want)
	}

	// A touch moves the idle end, never past the absolute one.
	later := t0.Add(confirm.ConsoleSessionTTL - 10*time.Minute)
	if !got.Seen(later) {
		t.Fatalf("Seen after %v did not ask to be stored", later.Sub(t0))
	}
	if err := s.TouchConsoleSession(ctx, got); err != nil {
		t.Fatalf("TouchConsoleSession: %v", err)
	}
	again, err := s.ConsoleSession(ctx, cs.IDHash)
	if err != nil {
		t.Fatalf("ConsoleSession: %v", err)
	}
	diff(t, "ConsoleSession after a touch", got, again)
	if want := t0.Add(confirm.ConsoleSessionTTL); !again.ExpiresAt.Equal(want) {
		t.Errorf("a touched session ends at %v, want its absolute end %v", again.ExpiresAt, want)
	}

	_, err = s.ConsoleSession(ctx, confirm.HashKey("no such session"))
	wantCode(t, err, confirm.ENOTFOUND)
	gone := *cs
	gone.IDHash = confirm.HashKey("no such session")
	wantCode(t, s.TouchConsoleSession(ctx, &gone), confirm.ENOTFOUND)
	dup := confirm.NewConsoleSession(cs.IDHash, a.ID, k.ID, t0)
	wantCode(t, s.CreateConsoleSession(ctx, dup), confirm.ECONFLICT)
	if err := s.CreateConsoleSession(ctx, confirm.NewConsoleSession(confirm.HashKey("x"), a.ID, confirm.NewKeyID(), t0)); err == nil {
		t.Errorf("a session of an unknown key was stored")
	}

	// Signing out.
	if err := s.DeleteConsoleSession(ctx, cs.IDHash); err != nil {
		t.Fatalf("DeleteConsoleSession: %v", err)
	}
	if alive(t, s, cs) {
		t.Errorf("a deleted session is still found")
	}
	wantCode(t, s.TouchConsoleSession(ctx, cs), confirm.ENOTFOUND)
	if err := s.DeleteConsoleSession(ctx, cs.IDHash); err != nil {
		t.Errorf("deleting a deleted session: %v", err)
	}
}

// testConsoleSessionsEnd checks that every change to an account or its
// keys ends the account's console sessions, and only that account's.
func testConsoleSessionsEnd(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	for _, tt := range []struct {
		name   string
		change func(t *testing.T, a *confirm.Account, k *confirm.APIKey)
	}{
		{"the key revoked", func(t *testing.T, a *confirm.Account, k *confirm.APIKey) {
			if err := s.RevokeAPIKey(ctx, k.ID, t0.Add(time.Minute)); err != nil {
				t.Fatalf("RevokeAPIKey: %v", err)
			}
		}},
		{"another key of the account revoked", func(t *testing.T, a *confirm.Account, k *confirm.APIKey) {
			if err := s.RevokeAPIKey(ctx, newSessionKey(t, s, a).ID, t0.Add(time.Minute)); err != nil {
				t.Fatalf("RevokeAPIKey: %v", err)
			}
		}},
		{"a key created", func(t *testing.T, a *confirm.Account, k *confirm.APIKey) {
			newSessionKey(t, s, a)
		}},
		{"the rate limit changed", func(t *testing.T, a *confirm.Account, k *confirm.APIKey) {
			a.RateLimit = 99
			if err := s.UpdateAccount(ctx, a); err != nil {
				t.Fatalf("UpdateAccount: %v", err)
			}
		}},
		{"the signing secret rotated", func(t *testing.T, a *confirm.Account, k *confirm.APIKey) {
			a.PreviousSigningSecret, a.PreviousSecretUntil = a.SigningSecret, t0.Add(time.Hour)
			a.SigningSecret = confirm.NewSigningSecret()
			if err := s.UpdateAccount(ctx, a); err != nil {
				t.Fatalf("UpdateAccount: %v", err)
			}
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a, other := newAccount(t, s, "Acme Home"), newAccount(t, s, "Bolt Beds")
			k, otherKey := newSessionKey(t, s, a), newSessionKey(t, s, other)
			mine := []*confirm.ConsoleSession{newSession(t, s, k, t0), newSession(t, s, k, t0)}
			theirs := newSession(t, s, otherKey, t0)
			tt.change(t, a, k)
			for _, cs := range mine {
				if alive(t, s, cs) {
					t.Errorf("a session of the account outlived the change")
				}
			}
			if !alive(t, s, theirs) {
				t.Errorf("another account's session ended")
			}
		})
	}
}

func testPruneConsoleSessions(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	k := newSessionKey(t, s, a)
	var idle, open []*confirm.ConsoleSession
	for i := range 3 {
		idle = append(idle, newSession(t, s, k, t0.Add(time.Duration(i)*time.Second)))
	}
	// Used up to the last minute, and one signed in at the end.
	for range 2 {
		cs := newSession(t, s, k, t0)
		cs.Seen(t0.Add(confirm.ConsoleSessionIdle))
		if err := s.TouchConsoleSession(ctx, cs); err != nil {
			t.Fatal(err)
		}
		open = append(open, cs)
	}
	open = append(open, newSession(t, s, k, t0.Add(confirm.ConsoleSessionIdle)))

	now := t0.Add(confirm.ConsoleSessionIdle + 2*time.Second) // the third idle one ends now
	if n, err := s.PruneConsoleSessions(ctx, now, 2); err != nil || n != 2 {
		t.Fatalf("PruneConsoleSessions(limit 2) = %d, %v; want 2", n, err)
	}
	if n, err := s.PruneConsoleSessions(ctx, now, 10); err != nil || n != 1 {
		t.Fatalf("PruneConsoleSessions = %d, %v; want the last 1", n, err)
	}
	for _, cs := range idle {
		if alive(t, s, cs) {
			t.Errorf("a session idle since %v is still stored", cs.LastSeen)
		}
	}
	for _, cs := range open {
		if !alive(t, s, cs) {
			t.Errorf("a session seen at %v was pruned", cs.LastSeen)
		}
	}
	if n, err := s.PruneConsoleSessions(ctx, now, 0); err != nil || n != 0 {
		t.Errorf("PruneConsoleSessions(limit 0) = %d, %v", n, err)
	}
}

// ConsoleSessionsByHand checks, on a store whose database it can take back
// to before console sessions were kept and up again with remigrate, that
// the migration goes down and up, and that a change made by hand with SQL
// ends the sessions as one made through the store does. exec runs a
// statement on the store's database.
func ConsoleSessionsByHand(t *testing.T, s confirm.Store, remigrate func(t *testing.T), exec func(t *testing.T, query string)) {
	a, other := newAccount(t, s, "Acme Home"), newAccount(t, s, "Bolt Beds")
	k, otherKey := newSessionKey(t, s, a), newSessionKey(t, s, other)
	newSession(t, s, k, t0)
	remigrate(t)

	theirs := newSession(t, s, otherKey, t0)
	for _, q := range []string{
		"UPDATE accounts SET name = 'Acme Home Ltd' WHERE id = '" + a.ID + "'",
		"UPDATE api_keys SET revoked_at = created_at WHERE id = '" + newSessionKey(t, s, a).ID + "'",
		"DELETE FROM api_keys WHERE id = '" + newSessionKey(t, s, a).ID + "'",
	} {
		cs := newSession(t, s, k, t0)
		exec(t, q)
		if alive(t, s, cs) {
			t.Errorf("%s: the account's session outlived it", q)
		}
	}
	cs := newSession(t, s, k, t0)
	exec(t, "DELETE FROM api_keys WHERE id = '"+k.ID+"'")
	if alive(t, s, cs) {
		t.Errorf("a session outlived its key's deletion")
	}
	if !alive(t, s, theirs) {
		t.Errorf("another account's session ended")
	}
}
