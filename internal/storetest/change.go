package storetest

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/confirm"
)

// testChanges checks the events feed: a save that changes the status or
// the outcome records a change in its transaction, one that changes
// neither records none, a refused one records nothing, and the feed is
// read by scope in (At, ID) order after a cursor, up to a time.
func testChanges(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a, b := newAccount(t, s, "Acme Home"), newAccount(t, s, "Other")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	live := confirm.Scope{AccountID: a.ID, Sandbox: false}
	other := confirm.Scope{AccountID: b.ID, Sandbox: true}
	c := create(t, s, scope, t0, nil)
	cl := create(t, s, live, t0, nil)
	co := create(t, s, other, t0, nil)

	at := func(n int) time.Time { return t0.Add(time.Duration(n) * time.Second) }
	save := func(sc confirm.Scope, id string, n int, fn func(*confirm.Confirmation)) {
		t.Helper()
		if _, err := s.UpdateConfirmation(ctx, sc, id, func(c *confirm.Confirmation) error {
			fn(c)
			c.UpdatedAt = at(n)
			return nil
		}); err != nil {
			t.Fatalf("UpdateConfirmation: %v", err)
		}
	}
	save(scope, c.ID, 1, func(c *confirm.Confirmation) { c.Status = confirm.StatusInProgress })
	save(scope, c.ID, 2, func(c *confirm.Confirmation) { c.Cadence = confirm.CadenceDemo }) // neither status nor outcome
	save(scope, c.ID, 3, func(c *confirm.Confirmation) {
		c.Status = confirm.StatusConfirmed
		c.Outcome = &confirm.Outcome{Intent: confirm.IntentWillBeIn, Summary: "Will be in"}
	})
	save(live, cl.ID, 4, func(c *confirm.Confirmation) { c.Status = confirm.StatusInProgress })
	save(other, co.ID, 5, func(c *confirm.Confirmation) { c.Status = confirm.StatusInProgress })
	// A refused save records nothing.
	if _, err := s.UpdateConfirmation(ctx, scope, c.ID, func(c *confirm.Confirmation) error {
		c.Status = confirm.StatusCancelled
		return confirm.Errorf(confirm.ECONFLICT, "no")
	}); confirm.ErrorCode(err) != confirm.ECONFLICT {
		t.Fatalf("refused update: %v", err)
	}

	list := func(sc confirm.Scope, cur confirm.Cursor, after bool, until time.Time, limit int) []*confirm.Change {
		t.Helper()
		got, err := s.ListChanges(ctx, sc, cur, after, until, limit)
		if err != nil {
			t.Fatalf("ListChanges: %v", err)
		}
		return got
	}
	got := list(scope, confirm.Cursor{}, false, at(100), 10)
	want := []*confirm.Change{
		{AccountID: a.ID, Sandbox: true, ConfirmationID: c.ID, Status: confirm.StatusInProgress, At: at(1)},
		{AccountID: a.ID, Sandbox: true, ConfirmationID: c.ID, Status: confirm.StatusConfirmed, Intent: confirm.IntentWillBeIn, At: at(3)},
	}
	for i := range min(len(got), len(want)) {
		if !confirm.ValidChangeID(got[i].ID) {
			t.Errorf("change %d has id %q", i, got[i].ID)
		}
		want[i].ID = got[i].ID
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("changes mismatch (-want +got):\n%s", diff)
	}
	if got := list(live, confirm.Cursor{}, false, at(100), 10); len(got) != 1 || got[0].ConfirmationID != cl.ID {
		t.Errorf("live scope sees %+v, want the live change only", got)
	}
	if got := list(other, confirm.Cursor{}, false, at(100), 10); len(got) != 1 || got[0].ConfirmationID != co.ID {
		t.Errorf("other account sees %+v, want its own change only", got)
	}
	// After a cursor, up to a time, and up to a limit.
	first := confirm.Cursor{CreatedAt: want[0].At, ID: want[0].ID}
	if diff := cmp.Diff(want[1:], list(scope, first, true, at(100), 10)); diff != "" {
		t.Errorf("after the first mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(want[:1], list(scope, confirm.Cursor{}, false, at(2), 10)); diff != "" {
		t.Errorf("until at(2) mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(want[:1], list(scope, confirm.Cursor{}, false, at(100), 1)); diff != "" {
		t.Errorf("limit 1 mismatch (-want +got):\n%s", diff)
	}
	// Two changes of one millisecond are ordered by id, and a cursor at
	// the first gives the second.
	same := create(t, s, scope, t0, nil)
	save(scope, same.ID, 3, func(c *confirm.Confirmation) { c.Status = confirm.StatusInProgress })
	atThree := list(scope, first, true, at(3), 10)
	if len(atThree) != 2 || atThree[0].ID > atThree[1].ID {
		t.Fatalf("changes at one time = %+v, want two in id order", atThree)
	}
	mid := confirm.Cursor{CreatedAt: at(3), ID: atThree[0].ID}
	if got := list(scope, mid, true, at(100), 10); len(got) != 1 || got[0].ID != atThree[1].ID {
		t.Errorf("after the first of one time = %+v, want the second", got)
	}

	// Pruning deletes the older changes, in batches.
	n, err := s.PruneChanges(ctx, at(3), 1)
	if err != nil || n != 1 {
		t.Fatalf("PruneChanges(at(3), 1) = %d, %v; want 1", n, err)
	}
	n, err = s.PruneChanges(ctx, at(3), 10)
	if err != nil || n != 0 {
		t.Fatalf("PruneChanges(at(3), 10) = %d, %v; want 0: none older is left", n, err)
	}
	if got := list(scope, confirm.Cursor{}, false, at(100), 10); len(got) != 2 || !got[0].At.Equal(at(3)) {
		t.Errorf("after pruning: %+v, want the two changes at(3)", got)
	}
}

// testListUpdatedSince checks the updatedSince filter of a listing.
func testListUpdatedSince(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	old := create(t, s, scope, t0, nil)
	changed := create(t, s, scope, t0.Add(time.Second), nil)
	edge := create(t, s, scope, t0.Add(2*time.Second), nil)
	since := t0.Add(time.Hour)
	for id, at := range map[string]time.Time{changed.ID: since.Add(time.Minute), edge.ID: since} {
		if _, err := s.UpdateConfirmation(ctx, scope, id, func(c *confirm.Confirmation) error {
			c.Status, c.UpdatedAt = confirm.StatusInProgress, at
			return nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	f := confirm.ListFilter{Scope: scope, Limit: 1, UpdatedSince: since}
	got := ids(flatten(listAll(t, s, f, 5)))
	if diff := cmp.Diff([]string{edge.ID, changed.ID}, got); diff != "" {
		t.Errorf("updatedSince mismatch (-want +got):\n%s", diff)
	}
	f.UpdatedSince = t0
	if got := ids(flatten(listAll(t, s, f, 5))); len(got) != 3 || got[2] != old.ID {
		t.Errorf("updatedSince before every change = %v, want all three", got)
	}
}

// testListFailedDeliveries checks the list of a scope's failed deliveries:
// the last to fail first, with their attempts, none of another scope nor
// any still pending or delivered.
func testListFailedDeliveries(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	live := confirm.Scope{AccountID: a.ID, Sandbox: false}
	var first, second, ok, waiting, other *confirm.Delivery
	create(t, s, scope, t0, func(c *confirm.Confirmation) {
		first, second, ok, waiting = newDelivery(c, t0, t0), newDelivery(c, t0, t0), newDelivery(c, t0, t0), newDelivery(c, t0, t0.Add(time.Hour))
		c.Outbox = []*confirm.Delivery{first, second, ok, waiting}
	})
	create(t, s, live, t0, func(c *confirm.Confirmation) {
		other = newDelivery(c, t0, t0)
		c.Outbox = []*confirm.Delivery{other}
	})
	claimDeliveries(t, s, t0, time.Minute, 10, first, second, ok, other)
	failed := confirm.Attempt{StatusCode: 500, Duration: time.Millisecond, Error: "HTTP 500"}
	failed.At = t0.Add(time.Second)
	finish(t, s, first, failed, confirm.DeliveryFailed, time.Time{})
	failed.At = t0.Add(2 * time.Second)
	finish(t, s, second, failed, confirm.DeliveryFailed, time.Time{})
	finish(t, s, other, failed, confirm.DeliveryFailed, time.Time{})
	finish(t, s, ok, confirm.Attempt{At: t0.Add(time.Second), StatusCode: 200}, confirm.DeliveryDelivered, time.Time{})

	got, err := s.ListFailedDeliveries(ctx, scope, 10)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, d := range got {
		ids = append(ids, d.ID)
		if len(d.Attempts) != 1 || d.Attempts[0].StatusCode != 500 {
			t.Errorf("delivery %s has attempts %+v", d.ID, d.Attempts)
		}
	}
	if diff := cmp.Diff([]string{second.ID, first.ID}, ids); diff != "" {
		t.Errorf("failed deliveries mismatch (-want +got):\n%s", diff)
	}
	if got, err := s.ListFailedDeliveries(ctx, scope, 1); err != nil || len(got) != 1 || got[0].ID != second.ID {
		t.Errorf("limit 1: %v, %v", got, err)
	}
}
