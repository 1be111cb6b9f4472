package storetest

import (
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// testUpdateSteps: steps added, changed and removed from the end are
// stored as the update left them.
func testUpdateSteps(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	c := create(t, s, scope, t0, nil)
	n := len(c.Steps)

	for _, edit := range []func(c *confirm.Confirmation){
		func(c *confirm.Confirmation) {
			c.Steps = append(c.Steps, confirm.Step{Channel: confirm.ChannelCall, State: confirm.StepPending, DueAt: t0.Add(48 * time.Hour)})
		},
		func(c *confirm.Confirmation) {
			c.Steps = c.Steps[:1]
			c.Steps[0].Attempts = 2
		},
		func(c *confirm.Confirmation) {
			c.Steps = append(c.Steps, confirm.Step{Channel: confirm.ChannelSMS, State: confirm.StepPaused, DueAt: t0.Add(time.Hour)})
		},
	} {
		want := get(t, s, scope, c.ID)
		edit(want)
		got, err := s.UpdateConfirmation(t.Context(), scope, c.ID, func(c *confirm.Confirmation) error {
			edit(c)
			return nil
		})
		if err != nil {
			t.Fatalf("UpdateConfirmation: %v", err)
		}
		diff(t, "Steps of UpdateConfirmation's result", want.Steps, got.Steps)
		diff(t, "Steps read back", want.Steps, get(t, s, scope, c.ID).Steps)
	}
	if n < 2 {
		t.Fatalf("the suite's confirmation has %d steps; trimming needs two or more", n)
	}
}

// testUpdateAsStored: what an update returns is what a read gives back,
// though fn set times finer than a millisecond and in another zone, and
// tried to change what identifies the confirmation.
func testUpdateAsStored(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	c := create(t, s, scope, t0, nil)

	fine := t0.Add(time.Hour + 456789*time.Nanosecond).In(time.FixedZone("CET", 3600))
	got, err := s.UpdateConfirmation(t.Context(), scope, c.ID, func(c *confirm.Confirmation) error {
		c.ID, c.AccountID, c.Sandbox, c.CreatedAt = confirm.NewConfirmationID(), "acc_other", false, fine
		c.UpdatedAt, c.WakeAt = fine, fine
		c.Engine.DeadlineAt, c.Engine.ResumeAt = fine, fine
		c.Steps[0].DueAt, c.Steps[0].SendingAt, c.Steps[0].ActiveUntil = fine, fine, fine
		c.AddEvent(fine, confirm.EventSystem, "", "at a fine time")
		c.Events[len(c.Events)-1].At = fine
		return nil
	})
	if err != nil {
		t.Fatalf("UpdateConfirmation: %v", err)
	}
	read := get(t, s, scope, c.ID)
	diff(t, "UpdateConfirmation's result and the confirmation read back", read, got)
	if want := confirm.StoredTime(fine); !read.UpdatedAt.Equal(want) || !read.Steps[0].SendingAt.Equal(want) {
		t.Errorf("stored UpdatedAt %v, SendingAt %v; want %v", read.UpdatedAt, read.Steps[0].SendingAt, want)
	}
}
