package storetest

import (
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// testInboxSignal follows a scope's inbox signal as confirmations start
// and stop waiting: it counts only those of the scope waiting, and its
// latest updatedAt moves with any change to one of them.
func testInboxSignal(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	live := confirm.Scope{AccountID: a.ID}
	other := confirm.Scope{AccountID: newAccount(t, s, "Other").ID, Sandbox: true}
	signal := func(sc confirm.Scope) confirm.InboxSignal {
		t.Helper()
		sig, err := s.InboxSignal(ctx, sc)
		if err != nil {
			t.Fatalf("InboxSignal: %v", err)
		}
		return sig
	}
	want := func(sc confirm.Scope, n int, at time.Time) {
		t.Helper()
		if got := signal(sc); got.Waiting != n || !got.UpdatedAt.Equal(at) {
			t.Errorf("InboxSignal(%v) = %d, %v; want %d, %v", sc, got.Waiting, got.UpdatedAt, n, at)
		}
	}
	want(scope, 0, time.Time{})
	if got := signal(scope).String(); got != "0" {
		t.Errorf("empty signal = %q, want \"0\"", got)
	}

	create := func(sc confirm.Scope, at time.Time, waiting bool) string {
		t.Helper()
		c := newConfirmation(sc, at)
		if waiting {
			c.Status = confirm.StatusActionNeeded
			c.Outcome = &confirm.Outcome{Intent: confirm.IntentWantsHuman, Summary: "s"}
			c.Wait(at)
		}
		if err := s.CreateConfirmation(ctx, c, nil); err != nil {
			t.Fatal(err)
		}
		return c.ID
	}
	first := create(scope, t0, true)
	create(scope, t0.Add(time.Minute), false)           // not waiting
	create(live, t0.Add(2*time.Minute), true)           // the account's other scope
	create(other, t0.Add(3*time.Minute), true)          // another account
	second := create(scope, t0.Add(-time.Minute), true) // older
	want(scope, 2, t0)
	want(live, 1, t0.Add(2*time.Minute))
	want(other, 1, t0.Add(3*time.Minute))

	update := func(id string, at time.Time, fn func(c *confirm.Confirmation)) {
		t.Helper()
		if _, err := s.UpdateConfirmation(ctx, scope, id, func(c *confirm.Confirmation) error {
			fn(c)
			c.Touch(at)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	// A new customer message on a confirmation waiting moves the time.
	update(second, t0.Add(time.Hour), func(c *confirm.Confirmation) {
		c.AddEvent(t0.Add(time.Hour), confirm.EventIn, confirm.ChannelSMS, "still there?")
	})
	want(scope, 2, t0.Add(time.Hour))
	before := signal(scope).String()
	// One stops waiting: the count falls, even though the latest time of
	// those left is older.
	update(second, t0.Add(2*time.Hour), func(c *confirm.Confirmation) { c.StopWaiting() })
	want(scope, 1, t0)
	if signal(scope).String() == before {
		t.Errorf("the signal did not change when a confirmation stopped waiting")
	}
	update(first, t0.Add(3*time.Hour), func(c *confirm.Confirmation) { c.StopWaiting() })
	want(scope, 0, time.Time{})
	want(live, 1, t0.Add(2*time.Minute))
}

// testInboxSignalClaims: taking a confirmation waiting, taking it over
// and releasing it each change the signal of its scope, and only of its
// scope.
func testInboxSignalClaims(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	live := confirm.Scope{AccountID: a.ID}
	signal := func(sc confirm.Scope) confirm.InboxSignal {
		t.Helper()
		sig, err := s.InboxSignal(ctx, sc)
		if err != nil {
			t.Fatalf("InboxSignal: %v", err)
		}
		return sig
	}
	waiting := func(sc confirm.Scope) *confirm.Confirmation {
		t.Helper()
		c := newConfirmation(sc, t0)
		c.Status = confirm.StatusActionNeeded
		c.Outcome = &confirm.Outcome{Intent: confirm.IntentWantsHuman, Summary: "s"}
		c.Wait(t0)
		if err := s.CreateConfirmation(ctx, c, nil); err != nil {
			t.Fatal(err)
		}
		return c
	}
	claim := func(c *confirm.Confirmation, by string, at time.Time) {
		t.Helper()
		cl := &confirm.InboxClaim{ConfirmationID: c.ID, AccountID: a.ID, By: by, Since: c.Handoff.WaitingSince, At: at}
		if err := s.ClaimInbox(ctx, cl); err != nil {
			t.Fatalf("ClaimInbox: %v", err)
		}
	}
	c := waiting(scope)
	other := waiting(live)
	unclaimed, liveBefore := signal(scope), signal(live)

	claim(c, "Priya", t0.Add(time.Minute))
	got := signal(scope)
	if got.Claims != 1 || !got.ClaimedAt.Equal(t0.Add(time.Minute)) || got.String() == unclaimed.String() {
		t.Errorf("after a claim: %+v (%q), was %q", got, got.String(), unclaimed.String())
	}
	if got.Waiting != unclaimed.Waiting || !got.UpdatedAt.Equal(unclaimed.UpdatedAt) {
		t.Errorf("a claim changed the waiting part: %+v, was %+v", got, unclaimed)
	}
	if l := signal(live).String(); l != liveBefore.String() {
		t.Errorf("a sandbox claim changed the live signal: %q, was %q", l, liveBefore.String())
	}
	taken := got.String()
	claim(c, "Sam", t0.Add(2*time.Minute)) // taken over
	if got := signal(scope); got.Claims != 1 || got.String() == taken {
		t.Errorf("after a take-over: %+v, the signal did not change from %q", got, taken)
	}
	claim(other, "Ada", t0.Add(3*time.Minute))
	if got := signal(live); got.Claims != 1 || !got.ClaimedAt.Equal(t0.Add(3*time.Minute)) {
		t.Errorf("the live scope's claim: %+v", got)
	}
	if err := s.ReleaseInbox(ctx, a.ID, c.ID); err != nil {
		t.Fatalf("ReleaseInbox: %v", err)
	}
	if got := signal(scope); got.Claims != 0 || !got.ClaimedAt.IsZero() || got.String() != unclaimed.String() {
		t.Errorf("after the release: %+v (%q), want %q", got, got.String(), unclaimed.String())
	}
}
