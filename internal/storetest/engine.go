package storetest

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/confirmd/confirmd/internal/confirm"
)

func testEngineFields(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	c := create(t, s, scope, t0, func(c *confirm.Confirmation) {
		c.Status = confirm.StatusInProgress
		c.WakeAt = t0.Add(90 * time.Second)
		c.LeaseOwner = "engine-1"
		c.Engine = confirm.EngineState{DeadlineAt: t0.Add(10 * time.Hour), ResumeAt: t0.Add(2 * time.Hour)}
		c.Steps[1].SendingAt = t0.Add(time.Millisecond)
		c.Steps[2].ActiveUntil = t0.Add(5 * time.Minute)
	})
	got := get(t, s, scope, c.ID)
	diff(t, "GetConfirmation", c, got)
	wantUTC(t, got)

	update := func(what string, change func(*confirm.Confirmation)) *confirm.Confirmation {
		t.Helper()
		want := get(t, s, scope, c.ID)
		change(want)
		got, err := s.UpdateConfirmation(t.Context(), scope, c.ID, func(c *confirm.Confirmation) error {
			change(c)
			return nil
		})
		if err != nil {
			t.Fatalf("UpdateConfirmation (%s): %v", what, err)
		}
		diff(t, "UpdateConfirmation result ("+what+")", want, got)
		got = get(t, s, scope, c.ID)
		diff(t, "GetConfirmation after UpdateConfirmation ("+what+")", want, got)
		wantUTC(t, got)
		return got
	}

	// Clearing every engine field must store "nothing", not a zero date
	// that would sort before every real time.
	got = update("clear", func(c *confirm.Confirmation) {
		c.WakeAt = time.Time{}
		c.LeaseOwner = ""
		c.Engine = confirm.EngineState{}
		c.Steps[1].SendingAt = time.Time{}
		c.Steps[1].State = confirm.StepDelivered
		c.Steps[2].ActiveUntil = time.Time{}
		c.Touch(t0.Add(time.Minute))
	})
	if !got.WakeAt.IsZero() || got.LeaseOwner != "" || got.Engine != (confirm.EngineState{}) {
		t.Errorf("after clearing: WakeAt %v, LeaseOwner %q, Engine %+v; want all zero", got.WakeAt, got.LeaseOwner, got.Engine)
	}
	for i, st := range got.Steps {
		if !st.SendingAt.IsZero() || !st.ActiveUntil.IsZero() {
			t.Errorf("after clearing: Steps[%d] SendingAt %v, ActiveUntil %v; want zero", i, st.SendingAt, st.ActiveUntil)
		}
	}
	if _, ok, err := s.NextDueAt(t.Context()); err != nil || ok {
		t.Errorf("NextDueAt with no WakeAt stored = %v, %v; want false", ok, err)
	}

	update("set again", func(c *confirm.Confirmation) {
		c.WakeAt = t0.Add(4 * time.Hour)
		c.LeaseOwner = "engine-2"
		c.Engine.ResumeAt = t0.Add(3 * time.Hour)
		c.Steps[0].ActiveUntil = t0.Add(3 * time.Minute)
		c.Steps[2].SendingAt = t0.Add(2 * time.Minute)
		c.Touch(t0.Add(2 * time.Minute))
	})

	// The engine changes its own bookkeeping without touching UpdatedAt,
	// which only moves with what clients see; each field alone is saved.
	update("engine timers alone", func(c *confirm.Confirmation) {
		c.Engine.DeadlineAt = t0.Add(7 * time.Hour)
	})
	update("wake time alone", func(c *confirm.Confirmation) {
		c.WakeAt = t0.Add(5 * time.Hour)
	})
	update("lease alone", func(c *confirm.Confirmation) {
		c.LeaseOwner = "engine-3"
	})
	update("sending alone", func(c *confirm.Confirmation) {
		c.Steps[2].SendingAt = time.Time{}
	})
}

// createDue stores a new confirmation in scope whose WakeAt is wake.
func createDue(t *testing.T, s confirm.Store, scope confirm.Scope, wake time.Time) *confirm.Confirmation {
	t.Helper()
	return create(t, s, scope, t0.Add(-time.Hour), func(c *confirm.Confirmation) {
		c.Status = confirm.StatusInProgress
		c.WakeAt = wake
	})
}

// claim calls ClaimDue and fails the test on an error.
func claim(t *testing.T, s confirm.Store, now time.Time, owner string, lease time.Duration, limit int) []confirm.Claim {
	t.Helper()
	claims, err := s.ClaimDue(t.Context(), now, owner, lease, limit)
	if err != nil {
		t.Fatalf("ClaimDue(%s, %s): %v", confirm.FormatTime(now), owner, err)
	}
	if len(claims) > limit {
		t.Fatalf("ClaimDue returned %d claims, over the limit %d", len(claims), limit)
	}
	return claims
}

// claimOf returns the claim of c.
func claimOf(c *confirm.Confirmation) confirm.Claim {
	return confirm.Claim{ID: c.ID, Scope: confirm.Scope{AccountID: c.AccountID, Sandbox: c.Sandbox}}
}

// The order ClaimDue returns its claims in is not part of the contract
// (SQLite's RETURNING gives no order): which ones it picks is.
var claimsByID = cmpopts.SortSlices(func(x, y confirm.Claim) bool { return x.ID < y.ID })

// wantClaims fails the test unless got claims exactly want, and each of them
// is now leased to owner until leaseEnd.
func wantClaims(t *testing.T, s confirm.Store, got []confirm.Claim, owner string, leaseEnd time.Time, want ...*confirm.Confirmation) {
	t.Helper()
	var wantClaims []confirm.Claim
	for _, c := range want {
		wantClaims = append(wantClaims, claimOf(c))
	}
	if d := diffOpts(wantClaims, got, claimsByID); d != "" {
		t.Fatalf("ClaimDue mismatch (-want +got):\n%s", d)
	}
	for _, cl := range got {
		c := get(t, s, cl.Scope, cl.ID)
		if !c.WakeAt.Equal(leaseEnd) || c.LeaseOwner != owner {
			t.Errorf("%s after ClaimDue: WakeAt %s, LeaseOwner %q; want %s, %q",
				cl.ID, confirm.FormatTime(c.WakeAt), c.LeaseOwner, confirm.FormatTime(leaseEnd), owner)
		}
	}
}

func testClaimDue(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	aTest := confirm.Scope{AccountID: a.ID, Sandbox: true}
	aLive := confirm.Scope{AccountID: a.ID, Sandbox: false}
	bTest := confirm.Scope{AccountID: b.ID, Sandbox: true}
	now := t0
	lease := time.Minute

	if got := claim(t, s, now, "engine-0", lease, 10); len(got) != 0 {
		t.Fatalf("ClaimDue on an empty store = %v", got)
	}
	c1 := createDue(t, s, aTest, now.Add(-3*time.Minute))
	c2 := createDue(t, s, bTest, now.Add(-2*time.Minute))
	c3 := createDue(t, s, aLive, now.Add(-time.Minute))
	c4 := createDue(t, s, aTest, now) // at now is due
	c5 := createDue(t, s, aTest, now.Add(time.Millisecond))
	// No WakeAt means nothing to do, however early the steps' due times.
	c6 := createDue(t, s, aTest, time.Time{})
	create(t, s, bTest, t0.Add(-48*time.Hour), func(c *confirm.Confirmation) { c.Status = confirm.StatusConfirmed })

	// The earliest three, across accounts and modes.
	got := claim(t, s, now, "engine-1", lease, 3)
	wantClaims(t, s, got, "engine-1", now.Add(lease), c1, c2, c3)

	// Leased ones are not due again at the same time.
	got = claim(t, s, now, "engine-2", lease, 10)
	wantClaims(t, s, got, "engine-2", now.Add(lease), c4)
	if got := claim(t, s, now, "engine-2", lease, 10); len(got) != 0 {
		t.Fatalf("ClaimDue claimed %v again while its lease runs", got)
	}

	later := now.Add(lease - time.Millisecond)
	got = claim(t, s, later, "engine-2", lease, 10)
	wantClaims(t, s, got, "engine-2", later.Add(lease), c5)

	// A lease that ran out, as when its owner died, is claimed again.
	end := now.Add(lease)
	got = claim(t, s, end, "engine-3", 2*lease, 10)
	wantClaims(t, s, got, "engine-3", end.Add(2*lease), c1, c2, c3, c4)

	if c := get(t, s, aTest, c6.ID); !c.WakeAt.IsZero() || c.LeaseOwner != "" {
		t.Errorf("confirmation without WakeAt was claimed: WakeAt %v, LeaseOwner %q", c.WakeAt, c.LeaseOwner)
	}
}

func testClaimDueConcurrent(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	scopes := []confirm.Scope{{AccountID: a.ID, Sandbox: true}, {AccountID: b.ID, Sandbox: false}}
	const n, workers, limit = 200, 8, 10
	for i := range n {
		createDue(t, s, scopes[i%2], t0.Add(-time.Duration(i)*time.Millisecond))
	}

	var (
		mu      sync.Mutex
		claimed = map[string][]string{} // id -> owners
		wg      sync.WaitGroup
	)
	for w := range workers {
		owner := fmt.Sprintf("engine-%d", w)
		wg.Go(func() {
			for {
				claims, err := s.ClaimDue(t.Context(), t0, owner, time.Minute, limit)
				if err != nil {
					t.Errorf("ClaimDue: %v", err)
					return
				}
				if len(claims) > limit {
					t.Errorf("ClaimDue returned %d claims, over the limit %d", len(claims), limit)
				}
				if len(claims) == 0 {
					return
				}
				mu.Lock()
				for _, c := range claims {
					claimed[c.ID] = append(claimed[c.ID], owner)
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if t.Failed() {
		return
	}
	if len(claimed) != n {
		t.Errorf("%d of %d confirmations claimed", len(claimed), n)
	}
	for id, owners := range claimed {
		if len(owners) != 1 {
			t.Errorf("%s claimed %d times, by %v", id, len(owners), owners)
		}
	}
	if got := claim(t, s, t0, "engine-late", time.Minute, n); len(got) != 0 {
		t.Errorf("ClaimDue after all were claimed returned %d", len(got))
	}
	// Each is leased to the worker that got it.
	for _, scope := range scopes {
		page, err := s.ListConfirmations(t.Context(), confirm.ListFilter{Scope: scope, Limit: confirm.MaxListLimit})
		if err != nil {
			t.Fatalf("ListConfirmations: %v", err)
		}
		for _, c := range page.Confirmations {
			if owners := claimed[c.ID]; len(owners) == 1 && c.LeaseOwner != owners[0] {
				t.Errorf("%s: LeaseOwner %q, claimed by %s", c.ID, c.LeaseOwner, owners[0])
			}
		}
	}
}

func testNextDueAt(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	wantNext := func(want time.Time, wantOK bool) {
		t.Helper()
		got, ok, err := s.NextDueAt(ctx)
		if err != nil {
			t.Fatalf("NextDueAt: %v", err)
		}
		if ok != wantOK || (ok && !got.Equal(want)) {
			t.Fatalf("NextDueAt = %s, %v; want %s, %v", confirm.FormatTime(got), ok, confirm.FormatTime(want), wantOK)
		}
		if ok && got.Location() != time.UTC {
			t.Errorf("NextDueAt location = %v, want UTC", got.Location())
		}
	}
	wantNext(time.Time{}, false)

	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	aTest := confirm.Scope{AccountID: a.ID, Sandbox: true}
	bLive := confirm.Scope{AccountID: b.ID, Sandbox: false}

	// Steps' due times do not count, only WakeAt.
	createDue(t, s, aTest, time.Time{})
	wantNext(time.Time{}, false)

	c1 := createDue(t, s, aTest, t0.Add(2*time.Hour))
	c2 := createDue(t, s, bLive, t0.Add(time.Hour))
	wantNext(t0.Add(time.Hour), true)

	// A leased confirmation counts at the end of its lease.
	claim(t, s, t0.Add(time.Hour), "engine-1", 30*time.Minute, 10)
	wantNext(t0.Add(90*time.Minute), true)

	setWake := func(scope confirm.Scope, id string, wake time.Time) {
		t.Helper()
		_, err := s.UpdateConfirmation(ctx, scope, id, func(c *confirm.Confirmation) error {
			c.WakeAt = wake
			c.LeaseOwner = ""
			c.Touch(t0)
			return nil
		})
		if err != nil {
			t.Fatalf("UpdateConfirmation: %v", err)
		}
	}
	setWake(bLive, c2.ID, time.Time{})
	wantNext(t0.Add(2*time.Hour), true)
	setWake(aTest, c1.ID, t0.Add(-time.Hour))
	wantNext(t0.Add(-time.Hour), true)
	setWake(aTest, c1.ID, time.Time{})
	wantNext(time.Time{}, false)
}

func testUpdateClaimed(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	aTest := confirm.Scope{AccountID: a.ID, Sandbox: true}
	bLive := confirm.Scope{AccountID: b.ID, Sandbox: false}
	c1 := createDue(t, s, aTest, t0)
	c2 := createDue(t, s, bLive, t0)
	c3 := createDue(t, s, bLive, t0)
	c4 := createDue(t, s, aTest, t0)
	claim(t, s, t0, "engine-1", time.Minute, 10)

	now := t0.Add(time.Second)
	change := func(c *confirm.Confirmation) {
		c.Status = confirm.StatusConfirmed
		c.Steps[1].State = confirm.StepDelivered
		c.Steps[1].SendingAt = time.Time{}
		c.Steps[2].State = confirm.StepCancelled
		c.Steps[2].ActiveUntil = now.Add(time.Minute)
		c.WakeAt = time.Time{}
		c.LeaseOwner = ""
		c.Engine.DeadlineAt = now.Add(6 * time.Hour)
		c.Outcome = &confirm.Outcome{Intent: confirm.IntentWillBeIn, Summary: "Someone will be in", Channel: confirm.ChannelSMS}
		c.AddEvent(now, confirm.EventIn, confirm.ChannelSMS, "yes")
		c.Touch(now)
	}
	var want []*confirm.Confirmation
	for _, c := range []*confirm.Confirmation{c3, c1} {
		w := get(t, s, confirm.Scope{AccountID: c.AccountID, Sandbox: c.Sandbox}, c.ID)
		change(w)
		want = append(want, w)
	}
	before2 := get(t, s, bLive, c2.ID)
	before4 := get(t, s, aTest, c4.ID)

	refused := errors.New("refused")
	var called []string
	queued := map[string]*confirm.Delivery{}
	ids := []string{c3.ID, confirm.NewConfirmationID(), c2.ID, c1.ID}
	got, err := s.UpdateClaimed(ctx, ids, func(c *confirm.Confirmation) error {
		called = append(called, c.ID)
		if len(c.Outbox) != 0 {
			t.Errorf("%s loaded with %d deliveries in its Outbox", c.ID, len(c.Outbox))
		}
		// What fn does to events already stored is never saved.
		c.Events[0].Text = "rewritten history"
		change(c)
		c.Events[0].Text = "rewritten history"
		if err := c.QueueWebhook(now); err != nil {
			return err
		}
		queued[c.ID] = c.Outbox[0]
		if c.ID == c2.ID {
			return refused
		}
		return nil
	})
	if err != nil {
		t.Fatalf("UpdateClaimed: %v", err)
	}
	slices.Sort(called)
	wantCalled := []string{c1.ID, c2.ID, c3.ID}
	slices.Sort(wantCalled)
	diff(t, "confirmations fn was called with", wantCalled, called)

	// Saved ones come back in the order of ids; the refused one and the
	// unknown id do not.
	diff(t, "UpdateClaimed result", want, got)
	for _, w := range want {
		scope := confirm.Scope{AccountID: w.AccountID, Sandbox: w.Sandbox}
		diff(t, "GetConfirmation after UpdateClaimed", w, get(t, s, scope, w.ID))
		wantDeliveries(t, s, scope, w.ID, queued[w.ID])
	}
	diff(t, "confirmation fn refused", before2, get(t, s, bLive, c2.ID))
	wantDeliveries(t, s, bLive, c2.ID)
	diff(t, "confirmation not in ids", before4, get(t, s, aTest, c4.ID))

	got, err = s.UpdateClaimed(ctx, nil, func(*confirm.Confirmation) error {
		t.Error("UpdateClaimed called fn with no ids")
		return nil
	})
	if err != nil || len(got) != 0 {
		t.Errorf("UpdateClaimed with no ids = %v, %v; want nothing", got, err)
	}
	got, err = s.UpdateClaimed(ctx, []string{c2.ID}, func(*confirm.Confirmation) error { return refused })
	if err != nil || len(got) != 0 {
		t.Errorf("UpdateClaimed with every fn refusing = %v, %v; want nothing and no error", got, err)
	}
}

func testUpdateClaimedConcurrent(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	scopes := []confirm.Scope{{AccountID: a.ID, Sandbox: true}, {AccountID: b.ID, Sandbox: false}, {AccountID: a.ID, Sandbox: false}}
	var cs []*confirm.Confirmation
	var ids []string
	for _, scope := range scopes {
		c := createDue(t, s, scope, t0)
		cs = append(cs, c)
		ids = append(ids, c.ID)
	}

	const n = 20
	var wg sync.WaitGroup
	errs := make(chan error, n*len(cs))
	for i := range n {
		fn := func(c *confirm.Confirmation) error {
			c.Steps[2].Attempts++
			c.AddEvent(t0.Add(time.Minute), confirm.EventSystem, "", fmt.Sprintf("update %d", i))
			// CreatedAt is not after UpdatedAt, so each update adds exactly 1 ms.
			c.Touch(c.CreatedAt)
			return nil
		}
		wg.Go(func() {
			if i%2 == 1 {
				for _, c := range cs {
					_, err := s.UpdateConfirmation(t.Context(), confirm.Scope{AccountID: c.AccountID, Sandbox: c.Sandbox}, c.ID, fn)
					errs <- err
				}
				return
			}
			// Each batch lists the ids in another order: a store that locks
			// rows in the order given would deadlock.
			order := slices.Clone(ids)
			for range i % len(order) {
				order = append(order[1:], order[0])
			}
			if i%4 == 0 {
				slices.Reverse(order)
			}
			saved, err := s.UpdateClaimed(t.Context(), order, fn)
			if err == nil && len(saved) != len(order) {
				err = fmt.Errorf("UpdateClaimed saved %d of %d", len(saved), len(order))
			}
			errs <- err
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatalf("update: %v", err)
		}
	}
	for _, c := range cs {
		got := get(t, s, confirm.Scope{AccountID: c.AccountID, Sandbox: c.Sandbox}, c.ID)
		if got.Steps[2].Attempts != n {
			t.Errorf("%s: Attempts = %d, want %d (an update was lost)", c.ID, got.Steps[2].Attempts, n)
		}
		if want := c.UpdatedAt.Add(n * time.Millisecond); !got.UpdatedAt.Equal(want) {
			t.Errorf("%s: UpdatedAt = %s, want %s", c.ID, confirm.FormatTime(got.UpdatedAt), confirm.FormatTime(want))
		}
		if len(got.Events) != len(c.Events)+n {
			t.Errorf("%s: %d events, want %d", c.ID, len(got.Events), len(c.Events)+n)
		}
	}
}
