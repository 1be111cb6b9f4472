package storetest

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// KeptViews checks the views a store keeps in memory while it holds its
// database alone: every write of its own is seen by the next read, even
// with reads under way while it commits, and once open has opened a second
// store on the same database (as a second process would), each store sees
// the other's writes at once.
func KeptViews(t *testing.T, s confirm.Store, open func(t *testing.T) confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	c := create(t, s, scope, t0, nil)
	wantKeeps(t, s, true)
	wantView(t, s, c)
	wantView(t, s, c) // from memory

	// Another account, and the live scope, never get it.
	b := newAccount(t, s, "Elsewhere")
	for _, other := range []confirm.Scope{{AccountID: b.ID, Sandbox: true}, {AccountID: a.ID}} {
		if _, err := s.ConfirmationView(t.Context(), other, c.ID); confirm.ErrorCode(err) != confirm.ENOTFOUND {
			t.Fatalf("ConfirmationView(%+v) = %v; want not found", other, err)
		}
	}

	// Reads under way while writes commit: each write is seen by every
	// read that begins after it returned.
	stop := make(chan struct{})
	id := c.ID
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				s.ConfirmationView(t.Context(), scope, id)
			}
		})
	}
	for i := range 30 {
		c = touch(t, s, scope, c.ID, i)
		wantView(t, s, c)
	}
	close(stop)
	wg.Wait()
	wantView(t, s, c)

	// A second store on the same database: writes by either are seen by
	// both at once.
	s2 := open(t)
	wantKeeps(t, s, false)
	wantKeeps(t, s2, false)
	for i := range 3 {
		c = touch(t, s2, scope, c.ID, 100+i)
		wantView(t, s, c)
		wantView(t, s2, c)
		c = touch(t, s, scope, c.ID, 200+i)
		wantView(t, s2, c)
		wantView(t, s, c)
	}
	// And a third, once the first is closed: still no store keeps a view
	// the others change.
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s3 := open(t)
	wantKeeps(t, s3, false)
	wantView(t, s3, c)
	c = touch(t, s2, scope, c.ID, 300)
	wantView(t, s3, c)
	c = touch(t, s3, scope, c.ID, 301)
	wantView(t, s2, c)
}

// touch adds an event to the confirmation with the id and returns it as
// saved.
func touch(t *testing.T, s confirm.Store, scope confirm.Scope, id string, i int) *confirm.Confirmation {
	t.Helper()
	at := t0.Add(time.Duration(i+1) * time.Second)
	got, err := s.UpdateConfirmation(t.Context(), scope, id, func(c *confirm.Confirmation) error {
		c.AddEvent(at, confirm.EventSystem, "", fmt.Sprintf("Note %d", i))
		c.Touch(at)
		return nil
	})
	if err != nil {
		t.Fatalf("UpdateConfirmation: %v", err)
	}
	return got
}

// wantKeeps fails the test unless the store keeps views in memory, or
// does not, as want says.
func wantKeeps(t *testing.T, s confirm.Store, want bool) {
	t.Helper()
	k, ok := s.(interface{ KeepsViews() bool })
	if !ok {
		t.Fatalf("%T does not say whether it keeps views", s)
	}
	// A store may wait a moment before it trusts being alone.
	deadline := time.Now().Add(10 * time.Second)
	for want && !k.KeepsViews() && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if got := k.KeepsViews(); got != want {
		t.Fatalf("KeepsViews() = %v; want %v", got, want)
	}
}
