package storetest

import (
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

func testScopeOf(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme")
	c := create(t, s, confirm.Scope{AccountID: a.ID}, t0, nil)
	got, err := s.ScopeOf(t.Context(), c.ID)
	if err != nil || got != (confirm.Scope{AccountID: a.ID, Sandbox: false}) {
		t.Errorf("ScopeOf = %+v, %v; want the live scope of %s", got, err, a.ID)
	}
	if _, err := s.ScopeOf(t.Context(), confirm.NewConfirmationID()); confirm.ErrorCode(err) != confirm.ENOTFOUND {
		t.Errorf("ScopeOf of an unknown id: %v, want ENOTFOUND", err)
	}
}

func testByPhone(t *testing.T, s confirm.Store) {
	a, b := newAccount(t, s, "Acme"), newAccount(t, s, "Bolt")
	const phone, other = "+447700900123", "+447700900999"
	var want []string
	add := func(acct string, sandbox bool, to string, at time.Time) *confirm.Confirmation {
		t.Helper()
		return create(t, s, confirm.Scope{AccountID: acct, Sandbox: sandbox}, at, func(c *confirm.Confirmation) {
			c.Customer.Phone = to
		})
	}
	for i := range 4 {
		acct := a.ID
		if i%2 == 1 {
			acct = b.ID // every account's confirmations to the number
		}
		c := add(acct, false, phone, t0.Add(time.Duration(i)*time.Minute))
		want = append([]string{c.ID}, want...)
	}
	add(a.ID, true, phone, t0.Add(time.Hour)) // sandbox: never matched
	add(a.ID, false, other, t0.Add(time.Hour))

	got, err := s.ByPhone(t.Context(), phone, 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 {
		t.Fatalf("ByPhone(limit 3) returned %d confirmations, want 3", len(got))
	}
	for i, c := range got {
		if c.ID != want[i] {
			t.Errorf("ByPhone[%d] = %s, want %s (newest first)", i, c.ID, want[i])
		}
		if len(c.Steps) == 0 || len(c.Events) == 0 {
			t.Errorf("ByPhone[%d] came without its steps or events", i)
		}
	}
	if got, err := s.ByPhone(t.Context(), "+447700900000", 10); err != nil || len(got) != 0 {
		t.Errorf("ByPhone of an unknown number = %d, %v; want none", len(got), err)
	}
}

func testOptIn(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme")
	const phone = "+447700900123"
	if err := s.OptIn(t.Context(), confirm.Scope{AccountID: a.ID}, phone); err != nil {
		t.Fatalf("OptIn with no opt-out: %v", err)
	}
	if err := s.OptOut(t.Context(), confirm.Scope{AccountID: a.ID}, phone, t0); err != nil {
		t.Fatal(err)
	}
	if err := s.OptIn(t.Context(), confirm.Scope{AccountID: a.ID}, phone); err != nil {
		t.Fatalf("OptIn: %v", err)
	}
	if out, err := s.OptedOut(t.Context(), confirm.Scope{AccountID: a.ID}, phone); err != nil || out {
		t.Errorf("OptedOut after OptIn = %v, %v; want false", out, err)
	}
}
