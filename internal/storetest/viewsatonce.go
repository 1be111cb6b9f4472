package storetest

import (
	"bytes"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// ViewsAtOnce checks ConfirmationView under many reads at the same time, as
// a store that reads them together (PostgreSQL's viewBatcher) gets them:
// each read answers its own confirmation in its own scope only, whatever
// the reads beside it ask for, and a read begun after a change commits
// sees the change.
func ViewsAtOnce(t *testing.T, s confirm.Store) {
	a, b := newAccount(t, s, "Acme Home"), newAccount(t, s, "Other Home")
	live := confirm.Scope{AccountID: a.ID}
	sandbox := confirm.Scope{AccountID: a.ID, Sandbox: true}
	other := confirm.Scope{AccountID: b.ID}
	cLive := create(t, s, live, t0, nil)
	cSandbox := create(t, s, sandbox, t0.Add(time.Minute), nil)
	cOther := create(t, s, other, t0.Add(2*time.Minute), nil)
	view := func(c *confirm.Confirmation) []byte {
		v, err := c.ViewJSON()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	reads := []struct {
		scope confirm.Scope
		id    string
		want  []byte // nil: not found
	}{
		{live, cLive.ID, view(cLive)},
		{sandbox, cSandbox.ID, view(cSandbox)},
		{other, cOther.ID, view(cOther)},
		{sandbox, cLive.ID, nil},
		{live, cSandbox.ID, nil},
		{other, cLive.ID, nil},
		{live, cOther.ID, nil},
		{live, confirm.NewConfirmationID(), nil},
	}
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for g := range 48 {
		wg.Go(func() {
			for i := range 20 {
				r := reads[(g+i)%len(reads)]
				got, err := s.ConfirmationView(t.Context(), r.scope, r.id)
				switch {
				case r.want == nil && confirm.ErrorCode(err) != confirm.ENOTFOUND:
					errs <- fmt.Errorf("ConfirmationView(%+v, %s) = %.40q, %v; want not found", r.scope, r.id, got, err)
				case r.want != nil && (err != nil || !bytes.Equal(got, r.want)):
					errs <- fmt.Errorf("ConfirmationView(%+v, %s) = %.40q, %v; want its own view", r.scope, r.id, got, err)
				default:
					continue
				}
				return
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}

	// A change is seen by the reads begun after it committed, while other
	// reads go on.
	stop := make(chan struct{})
	var bg sync.WaitGroup
	for range 16 {
		bg.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
					s.ConfirmationView(t.Context(), other, cOther.ID)
				}
			}
		})
	}
	defer func() { close(stop); bg.Wait() }()
	for i := range 5 {
		got, err := s.UpdateConfirmation(t.Context(), live, cLive.ID, func(c *confirm.Confirmation) error {
			c.AddEvent(t0.Add(time.Duration(i+1)*time.Hour), confirm.EventSystem, "", fmt.Sprintf("Note %d", i))
			c.Touch(t0.Add(time.Duration(i+1) * time.Hour))
			return nil
		})
		if err != nil {
			t.Fatalf("UpdateConfirmation: %v", err)
		}
		wantView(t, s, got)
	}
}
