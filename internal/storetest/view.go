package storetest

import (
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// ViewsWithoutStoredOnes checks the views of confirmations stored before
// views were: forget must clear the stored view of the confirmations with
// the ids behind the store's back, as a database migrated from an earlier
// version has them. Their views are then built when read, in listings mixed
// with stored ones too, and stored by FillViews or by their next change.
func ViewsWithoutStoredOnes(t *testing.T, s confirm.Store, forget func(ids ...string)) {
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	var cs []*confirm.Confirmation
	for i := range 5 {
		cs = append(cs, create(t, s, scope, t0.Add(time.Duration(i)*time.Minute), nil))
	}
	forget(cs[1].ID, cs[3].ID)

	for _, c := range cs {
		wantView(t, s, c)
	}
	// Pages of two: stored and built views side by side, and a page of
	// built ones only.
	listAll(t, s, confirm.ListFilter{Scope: scope, Limit: 2}, 5)
	forget(cs[4].ID, cs[3].ID)
	listAll(t, s, confirm.ListFilter{Scope: scope, Limit: 2}, 5)

	// FillViews stores the three missing ones, in batches.
	if n, err := s.FillViews(t.Context(), 1); err != nil || n != 1 {
		t.Fatalf("FillViews(1) = %d, %v; want 1", n, err)
	}
	if n, err := s.FillViews(t.Context(), 10); err != nil || n != 2 {
		t.Fatalf("FillViews(10) = %d, %v; want the 2 left", n, err)
	}
	if n, err := s.FillViews(t.Context(), 10); err != nil || n != 0 {
		t.Fatalf("FillViews with none left = %d, %v; want 0", n, err)
	}
	for _, c := range cs {
		wantView(t, s, c)
	}

	forget(cs[3].ID)
	got, err := s.UpdateConfirmation(t.Context(), scope, cs[3].ID, func(c *confirm.Confirmation) error {
		c.Steps[0].State = confirm.StepDelivered
		c.AddEvent(t0.Add(time.Hour), confirm.EventSystem, "", "Email delivered")
		c.Touch(t0.Add(time.Hour))
		return nil
	})
	if err != nil {
		t.Fatalf("UpdateConfirmation: %v", err)
	}
	wantView(t, s, got)
}
