package storetest

import (
	"strings"
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

// EventChannelsMigration checks migration 00009. oldView must rewrite the
// stored view of the confirmation with the id as an earlier version stored
// it, with its system event of no channel showing none; remigrate must
// take the schema back to before 00009 and up again. The migration drops
// that view, and only that one: it is built with the event's channel when
// read, and stored again by FillViews.
func EventChannelsMigration(t *testing.T, s confirm.Store, oldView func(t *testing.T, id string), remigrate func(t *testing.T)) {
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	kept := create(t, s, scope, t0, nil)
	old := create(t, s, scope, t0.Add(time.Minute), nil)
	if old.Events[1].Channel != "" {
		t.Fatal("the confirmation has no event stored without a channel")
	}
	oldView(t, old.ID)
	stored, err := s.ConfirmationView(t.Context(), scope, old.ID)
	if err != nil || !strings.Contains(string(stored), `"kind":"system","channel":""`) {
		t.Fatalf("the view as an earlier version stored it: %s, %v", stored, err)
	}

	remigrate(t)
	wantView(t, s, old) // built when read, with the email's channel
	wantView(t, s, kept)
	if n, err := s.FillViews(t.Context(), 10); err != nil || n != 1 {
		t.Fatalf("FillViews = %d, %v; want the 1 view dropped", n, err)
	}
	wantView(t, s, old)
	got, err := s.ConfirmationView(t.Context(), scope, old.ID)
	if err != nil || !strings.Contains(string(got), `"kind":"system","channel":"email","text":"Email accepted by the provider"`) {
		t.Errorf("the view after the migration: %s, %v", got, err)
	}
}
