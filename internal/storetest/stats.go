package storetest

import (
	"cmp"
	"slices"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// countByStatus calls CountByStatus and returns its answer in a fixed order.
func countByStatus(t *testing.T, s confirm.Store) []confirm.StatusCount {
	t.Helper()
	got, err := s.CountByStatus(t.Context())
	if err != nil {
		t.Fatalf("CountByStatus: %v", err)
	}
	slices.SortFunc(got, func(a, b confirm.StatusCount) int {
		if a.Sandbox != b.Sandbox {
			if a.Sandbox {
				return 1
			}
			return -1
		}
		return cmp.Compare(a.Status, b.Status)
	})
	return got
}

func testCountByStatus(t *testing.T, s confirm.Store) {
	diff(t, "CountByStatus of an empty store", []confirm.StatusCount(nil), countByStatus(t, s))

	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	withStatus := func(st confirm.Status) func(*confirm.Confirmation) {
		return func(c *confirm.Confirmation) { c.Status = st }
	}
	// Counts add up over accounts and keep sandbox and live apart.
	for _, c := range []struct {
		scope  confirm.Scope
		status confirm.Status
		n      int
	}{
		{confirm.Scope{AccountID: a.ID, Sandbox: true}, confirm.StatusScheduled, 2},
		{confirm.Scope{AccountID: a.ID, Sandbox: true}, confirm.StatusConfirmed, 1},
		{confirm.Scope{AccountID: a.ID, Sandbox: false}, confirm.StatusInProgress, 1},
		{confirm.Scope{AccountID: a.ID, Sandbox: false}, confirm.StatusCancelled, 1},
		{confirm.Scope{AccountID: b.ID, Sandbox: true}, confirm.StatusConfirmed, 2},
		{confirm.Scope{AccountID: b.ID, Sandbox: true}, confirm.StatusActionNeeded, 1},
		{confirm.Scope{AccountID: b.ID, Sandbox: false}, confirm.StatusConfirmed, 3},
	} {
		for i := range c.n {
			create(t, s, c.scope, t0.Add(time.Duration(i)*time.Second), withStatus(c.status))
		}
	}
	want := []confirm.StatusCount{
		{Sandbox: false, Status: confirm.StatusCancelled, Count: 1},
		{Sandbox: false, Status: confirm.StatusConfirmed, Count: 3},
		{Sandbox: false, Status: confirm.StatusInProgress, Count: 1},
		{Sandbox: true, Status: confirm.StatusActionNeeded, Count: 1},
		{Sandbox: true, Status: confirm.StatusConfirmed, Count: 3},
		{Sandbox: true, Status: confirm.StatusScheduled, Count: 2},
	}
	diff(t, "CountByStatus", want, countByStatus(t, s))

	// A change of status moves a confirmation from one count to another;
	// a status left with none drops out.
	live := confirm.Scope{AccountID: a.ID, Sandbox: false}
	page, err := s.ListConfirmations(t.Context(), confirm.ListFilter{Scope: live, Limit: 10, Status: confirm.StatusInProgress})
	if err != nil || len(page.Confirmations) != 1 {
		t.Fatalf("ListConfirmations: %v, %v", page, err)
	}
	_, err = s.UpdateConfirmation(t.Context(), live, page.Confirmations[0].ID, func(c *confirm.Confirmation) error {
		c.Status = confirm.StatusUnreachable
		c.Touch(t0.Add(time.Hour))
		return nil
	})
	if err != nil {
		t.Fatalf("UpdateConfirmation: %v", err)
	}
	want = []confirm.StatusCount{
		{Sandbox: false, Status: confirm.StatusCancelled, Count: 1},
		{Sandbox: false, Status: confirm.StatusConfirmed, Count: 3},
		{Sandbox: false, Status: confirm.StatusUnreachable, Count: 1},
		{Sandbox: true, Status: confirm.StatusActionNeeded, Count: 1},
		{Sandbox: true, Status: confirm.StatusConfirmed, Count: 3},
		{Sandbox: true, Status: confirm.StatusScheduled, Count: 2},
	}
	diff(t, "CountByStatus after a change of status", want, countByStatus(t, s))
}

func testOldestOverdueWake(t *testing.T, s confirm.Store) {
	wantOverdue := func(now, want time.Time, wantOK bool) {
		t.Helper()
		got, ok, err := s.OldestOverdueWake(t.Context(), now)
		if err != nil {
			t.Fatalf("OldestOverdueWake: %v", err)
		}
		if ok != wantOK || (ok && !got.Equal(want)) {
			t.Fatalf("OldestOverdueWake(%s) = %s, %v; want %s, %v", confirm.FormatTime(now),
				confirm.FormatTime(got), ok, confirm.FormatTime(want), wantOK)
		}
		if ok && got.Location() != time.UTC {
			t.Errorf("OldestOverdueWake location = %v, want UTC", got.Location())
		}
	}
	wantOverdue(t0, time.Time{}, false)

	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	aTest := confirm.Scope{AccountID: a.ID, Sandbox: true}
	bLive := confirm.Scope{AccountID: b.ID, Sandbox: false}

	// Closed confirmations have no wake time and never count.
	create(t, s, aTest, t0.Add(-48*time.Hour), func(c *confirm.Confirmation) { c.Status = confirm.StatusConfirmed })
	wantOverdue(t0, time.Time{}, false)

	createDue(t, s, aTest, t0.Add(30*time.Second))
	createDue(t, s, bLive, t0.Add(-time.Hour))
	createDue(t, s, aTest, t0.Add(-time.Minute))

	// Due at or before now, across accounts and modes; the oldest first.
	wantOverdue(t0.Add(-2*time.Hour), time.Time{}, false)
	wantOverdue(t0.Add(-time.Hour), t0.Add(-time.Hour), true) // due exactly now
	wantOverdue(t0, t0.Add(-time.Hour), true)

	// Claimed confirmations are being worked: their wake time is the end
	// of the lease, which is not due yet.
	if got := claim(t, s, t0, "engine-1", 5*time.Minute, 1); len(got) != 1 {
		t.Fatalf("claimed %d, want 1", len(got))
	}
	wantOverdue(t0, t0.Add(-time.Minute), true)
	claim(t, s, t0, "engine-1", 5*time.Minute, 10)
	wantOverdue(t0, time.Time{}, false)
	wantOverdue(t0.Add(time.Minute), t0.Add(30*time.Second), true)
	// A lease that ran out unworked (its process died) is overdue from
	// the end of the lease.
	wantOverdue(t0.Add(10*time.Minute), t0.Add(30*time.Second), true)
	claim(t, s, t0.Add(time.Minute), "engine-2", 5*time.Minute, 10)
	wantOverdue(t0.Add(5*time.Minute-time.Millisecond), time.Time{}, false)
	wantOverdue(t0.Add(10*time.Minute), t0.Add(5*time.Minute), true)
}
