package storetest

import (
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// wantOptedOut fails the test unless OptedOut of the account's live mode
// and phone is want.
func wantOptedOut(t *testing.T, s confirm.Store, accountID, phone string, want bool) {
	t.Helper()
	wantOptedOutIn(t, s, confirm.Scope{AccountID: accountID}, phone, want)
}

// wantOptedOutIn fails the test unless OptedOut of scope and phone is want.
func wantOptedOutIn(t *testing.T, s confirm.Store, scope confirm.Scope, phone string, want bool) {
	t.Helper()
	got, err := s.OptedOut(t.Context(), scope, phone)
	if err != nil {
		t.Fatalf("OptedOut(%+v, %s): %v", scope, phone, err)
	}
	if got != want {
		t.Errorf("OptedOut(%+v, %s) = %v, want %v", scope, phone, got, want)
	}
}

// testOptOutModes: a STOP on a sandbox confirmation silences the number
// for the account's sandbox only; a STOP on a live one for both. An
// erasure keeps each hashed opt-out in its mode, and a sandbox erasure
// leaves the live ones as they are.
func testOptOutModes(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	live := confirm.Scope{AccountID: a.ID}
	sandbox := confirm.Scope{AccountID: a.ID, Sandbox: true}
	const played, real = "+447400123456", "+447400654321"

	if err := s.OptOut(ctx, sandbox, played, t0); err != nil {
		t.Fatalf("OptOut in the sandbox: %v", err)
	}
	wantOptedOutIn(t, s, sandbox, played, true)
	wantOptedOutIn(t, s, live, played, false)

	if err := s.OptOut(ctx, live, real, t0); err != nil {
		t.Fatalf("OptOut live: %v", err)
	}
	wantOptedOutIn(t, s, live, real, true)
	wantOptedOutIn(t, s, sandbox, real, true)

	// A START undoes the opt-out of its own mode only.
	if err := s.OptOut(ctx, sandbox, real, t0); err != nil {
		t.Fatal(err)
	}
	if err := s.OptIn(ctx, sandbox, real); err != nil {
		t.Fatal(err)
	}
	wantOptedOutIn(t, s, live, real, true)
	wantOptedOutIn(t, s, sandbox, real, true)

	// A sandbox erasure of both numbers hashes the sandbox's opt-out and
	// leaves the live one, number and all, as it was.
	for _, phone := range []string{played, real} {
		if _, err := confirm.Erase(ctx, s, confirm.Erasure{Scope: sandbox, Phone: phone, At: t0.Add(time.Hour)}); err != nil {
			t.Fatalf("Erase in the sandbox: %v", err)
		}
	}
	wantOptedOutIn(t, s, sandbox, played, true)
	wantOptedOutIn(t, s, live, played, false)
	wantOptedOutIn(t, s, live, real, true)
	if err := s.OptIn(ctx, live, real); err != nil {
		t.Fatal(err)
	}
	wantOptedOutIn(t, s, live, real, false)
	wantOptedOutIn(t, s, sandbox, real, false)

	// A live erasure keeps the live opt-out, hashed, live.
	if err := s.OptOut(ctx, live, real, t0); err != nil {
		t.Fatal(err)
	}
	got, err := confirm.Erase(ctx, s, confirm.Erasure{Scope: live, Phone: real, At: t0.Add(2 * time.Hour)})
	if err != nil || got.OptOuts != 1 {
		t.Fatalf("Erase live = %+v, %v; want the live opt-out hashed", got, err)
	}
	wantOptedOutIn(t, s, live, real, true)
	wantOptedOutIn(t, s, sandbox, real, true)
	wantOptedOutIn(t, s, live, played, false)
}

func testOptOut(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	const phone, other = "+447400123456", "+447400654321"

	wantOptedOut(t, s, a.ID, phone, false)
	if err := s.OptOut(t.Context(), confirm.Scope{AccountID: a.ID}, phone, t0); err != nil {
		t.Fatalf("OptOut: %v", err)
	}
	wantOptedOut(t, s, a.ID, phone, true)
	// A STOP to one retailer's texts says nothing about another's.
	wantOptedOut(t, s, b.ID, phone, false)
	wantOptedOut(t, s, a.ID, other, false)

	// Customers send STOP more than once.
	if err := s.OptOut(t.Context(), confirm.Scope{AccountID: a.ID}, phone, t0.Add(time.Hour)); err != nil {
		t.Fatalf("OptOut again: %v", err)
	}
	wantOptedOut(t, s, a.ID, phone, true)
	wantOptedOut(t, s, b.ID, phone, false)
}

func testOptOutConcurrent(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	const phone = "+447400123456"
	const n = 10
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Go(func() {
			errs <- s.OptOut(t.Context(), confirm.Scope{AccountID: a.ID}, phone, t0.Add(time.Duration(i)*time.Millisecond))
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatalf("OptOut: %v", err)
		}
	}
	wantOptedOut(t, s, a.ID, phone, true)
	wantOptedOut(t, s, a.ID, "+447400654321", false)
}

// secret calls Secret with a generate that returns generated.
func secret(t *testing.T, s confirm.Store, name, generated string) string {
	t.Helper()
	v, err := s.Secret(t.Context(), name, func() string { return generated })
	if err != nil {
		t.Fatalf("Secret(%s): %v", name, err)
	}
	return v
}

func testSecret(t *testing.T, s confirm.Store) {
	tests := []struct {
		name, generated, want string
	}{
		{"links", "first", "first"},
		// Replacing a secret would break every link already sent.
		{"links", "second", "first"},
		{"other", "third", "third"},
		{"links", "fourth", "first"},
		{"other", "fifth", "third"},
	}
	for _, tt := range tests {
		if got := secret(t, s, tt.name, tt.generated); got != tt.want {
			t.Errorf("Secret(%s) with generate giving %q = %q, want %q", tt.name, tt.generated, got, tt.want)
		}
	}
}

func testSecretConcurrent(t *testing.T, s confirm.Store) {
	const n = 10
	var wg sync.WaitGroup
	got := make([]string, n)
	generated := make([]string, n)
	for i := range n {
		generated[i] = fmt.Sprintf("value %d", i)
		wg.Go(func() {
			v, err := s.Secret(t.Context(), "links", func() string { return generated[i] })
			if err != nil {
				t.Errorf("Secret: %v", err)
			}
			got[i] = v
		})
	}
	wg.Wait()
	if t.Failed() {
		return
	}
	// Processes starting together must agree on the one value, or links
	// signed by one would be refused by the others.
	for i, v := range got {
		if v != got[0] {
			t.Fatalf("Secret gave %q to caller 0 and %q to caller %d, want one value for all", got[0], v, i)
		}
	}
	if !slices.Contains(generated, got[0]) {
		t.Fatalf("Secret = %q, which no generate returned", got[0])
	}
	if v := secret(t, s, "links", "later"); v != got[0] {
		t.Errorf("Secret after the race = %q, want %q", v, got[0])
	}
}
