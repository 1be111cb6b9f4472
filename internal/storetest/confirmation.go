package storetest

import (
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

func testCreateGet(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}

	tests := []struct {
		name string
		edit func(*confirm.Confirmation)
	}{
		{"full", nil},
		{"minimal", func(c *confirm.Confirmation) {
			c.ExternalID = ""
			c.Brand = nil
			c.Customer = confirm.Customer{Name: "Jo", First: "Jo", Email: "jo@example.com"}
			c.Order.Ref = ""
			c.Order.Address = nil
			c.Order.RescheduleOptions = nil
			c.Order.Items = []confirm.Item{{Name: "Bed"}}
			c.WebhookURL = ""
			c.Conversation = confirm.Conversation{}
			c.Steps[1].State = confirm.StepSkipped
			c.Steps[2].State = confirm.StepSkipped
			c.Events = nil
		}},
		{"closed with a reschedule", func(c *confirm.Confirmation) {
			c.Status = confirm.StatusRescheduled
			c.Order.Date = "2026-11-25"
			c.Order.Window = confirm.Window{From: "12:00", To: "16:00"}
			c.Outcome = &confirm.Outcome{
				Intent:  confirm.IntentReschedule,
				Summary: "Moved to Wed 25 Nov, 12:00-16:00 at the customer's request",
				Channel: confirm.ChannelSMS,
				Slot:    &confirm.Slot{Date: "2026-11-25", Window: confirm.Window{From: "12:00", To: "16:00"}},
			}
			c.Steps[1].State = confirm.StepDelivered
			c.Steps[2].State = confirm.StepCancelled
			c.Steps[2].Attempts = 2
			c.AddEvent(c.CreatedAt.Add(time.Hour), confirm.EventIn, confirm.ChannelSMS, "1")
			c.AddEvent(c.CreatedAt.Add(time.Hour), confirm.EventAgent, confirm.ChannelSMS, "Understood: option 1")
		}},
		{"cancelled", func(c *confirm.Confirmation) {
			c.Status = confirm.StatusCancelled
			c.CancelReason = "order withdrawn"
			c.Outcome = &confirm.Outcome{Intent: confirm.IntentAlternateSigner, Summary: "Tom signs", SignerName: "Tom Smith"}
			c.Cadence = confirm.CadenceDemo
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := create(t, s, scope, t0, tt.edit)
			got := get(t, s, scope, want.ID)
			diff(t, "GetConfirmation", want, got)
			wantUTC(t, got)
		})
	}
}

func testCreateDuplicateID(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	first := create(t, s, scope, t0, nil)

	again := newConfirmation(scope, t0.Add(time.Minute))
	again.ID = first.ID
	wantCode(t, s.CreateConfirmation(t.Context(), again, nil), confirm.ECONFLICT)
	diff(t, "GetConfirmation after a duplicate create", first, get(t, s, scope, first.ID))
}

func testTimestamps(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: false}
	// Stores keep milliseconds, the precision of the API and of cursors,
	// and give every time back in UTC whatever zone it came in.
	zone := time.FixedZone("UTC-5", -5*60*60)
	fine := t0.Add(456_789 * time.Nanosecond).In(zone)
	c := newConfirmation(scope, t0)
	c.CreatedAt = fine
	c.UpdatedAt = fine.Add(time.Second)
	for i := range c.Steps {
		c.Steps[i].DueAt = fine.Add(time.Duration(i) * time.Hour)
	}
	c.Events = []confirm.Event{{At: fine, Kind: confirm.EventOut, Channel: confirm.ChannelEmail, Text: "Hello"}}
	// The engine's times too, those kept in the document included.
	c.WakeAt = fine.Add(time.Minute)
	c.Engine = confirm.EngineState{DeadlineAt: fine.Add(10 * time.Hour), ResumeAt: fine.Add(2 * time.Hour), WindowSkip: true}
	c.Steps[1].SendingAt = fine.Add(time.Second)
	c.Steps[2].ActiveUntil = fine.Add(5 * time.Minute)
	if err := s.CreateConfirmation(t.Context(), c, nil); err != nil {
		t.Fatalf("CreateConfirmation: %v", err)
	}

	ms := func(tm time.Time) time.Time { return tm.UTC().Truncate(time.Millisecond) }
	want := *c
	want.CreatedAt = ms(c.CreatedAt)
	want.UpdatedAt = ms(c.UpdatedAt)
	want.WakeAt = ms(c.WakeAt)
	want.Engine = confirm.EngineState{DeadlineAt: ms(c.Engine.DeadlineAt), ResumeAt: ms(c.Engine.ResumeAt), WindowSkip: true}
	want.Steps = append([]confirm.Step(nil), c.Steps...)
	for i := range want.Steps {
		want.Steps[i].DueAt = ms(want.Steps[i].DueAt)
		if !want.Steps[i].SendingAt.IsZero() {
			want.Steps[i].SendingAt = ms(want.Steps[i].SendingAt)
		}
		if !want.Steps[i].ActiveUntil.IsZero() {
			want.Steps[i].ActiveUntil = ms(want.Steps[i].ActiveUntil)
		}
	}
	want.Events = []confirm.Event{c.Events[0]}
	want.Events[0].At = ms(want.Events[0].At)

	got := get(t, s, scope, c.ID)
	wantUTC(t, got)
	// cmp compares times with Equal, which ignores the zone; wantUTC checked it.
	diff(t, "GetConfirmation", &want, got)
	if got.CreatedAt.Nanosecond() != 123_000_000 {
		t.Errorf("CreatedAt = %s, want milliseconds .123 kept and the rest dropped", got.CreatedAt.Format(time.RFC3339Nano))
	}
}

func testScope(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	sandbox := confirm.Scope{AccountID: a.ID, Sandbox: true}
	c := create(t, s, sandbox, t0, nil)
	get(t, s, sandbox, c.ID)

	tests := []struct {
		name  string
		scope confirm.Scope
		id    string
	}{
		{"other account", confirm.Scope{AccountID: b.ID, Sandbox: true}, c.ID},
		{"other mode", confirm.Scope{AccountID: a.ID, Sandbox: false}, c.ID},
		{"unknown account", confirm.Scope{AccountID: confirm.NewAccountID(), Sandbox: true}, c.ID},
		{"unknown id", sandbox, confirm.NewConfirmationID()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := s.GetConfirmation(t.Context(), tt.scope, tt.id)
			wantNotFound(t, err)

			called := false
			_, err = s.UpdateConfirmation(t.Context(), tt.scope, tt.id, func(*confirm.Confirmation) error {
				called = true
				return nil
			})
			wantNotFound(t, err)
			if called {
				t.Error("UpdateConfirmation called fn for a confirmation outside the scope")
			}

			page, err := s.ListConfirmations(t.Context(), confirm.ListFilter{Scope: tt.scope, Limit: confirm.MaxListLimit})
			if err != nil {
				t.Fatalf("ListConfirmations: %v", err)
			}
			if tt.scope != sandbox && len(page.Confirmations) != 0 {
				t.Errorf("ListConfirmations in another scope returned %d confirmations", len(page.Confirmations))
			}
		})
	}
}

func testUpdate(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	c := create(t, s, scope, t0, nil)

	now := t0.Add(2 * time.Hour)
	change := func(c *confirm.Confirmation) error {
		c.Status = confirm.StatusConfirmed
		c.Steps[1].State = confirm.StepDelivered
		c.Steps[2].State = confirm.StepCancelled
		c.Steps[2].DueAt = now.Add(time.Hour)
		c.Steps[2].Attempts = 1
		c.Order.Window = confirm.Window{From: "09:00", To: "13:00"}
		c.Customer.Phone = "+447400999999"
		c.Customer.Language = "es-MX"
		c.Conversation.Notes = "Tom is at number 12, gate code 4321"
		c.Outcome = &confirm.Outcome{
			Intent: confirm.IntentAlternateSigner, Summary: "Tom Smith will sign for it",
			SignerName: "Tom Smith", Notes: "Tom is at number 12, gate code 4321", Channel: confirm.ChannelSMS,
		}
		c.AddEvent(now, confirm.EventOut, confirm.ChannelSMS, "Will someone be in?")
		c.AddEvent(now.Add(time.Minute), confirm.EventIn, confirm.ChannelSMS, "Tom will sign")
		c.AddEvent(now.Add(time.Minute), confirm.EventAgent, confirm.ChannelSMS, "Understood: Tom Smith will sign")
		c.Touch(now.Add(time.Minute))
		return nil
	}

	want := get(t, s, scope, c.ID)
	if err := change(want); err != nil {
		t.Fatal(err)
	}
	got, err := s.UpdateConfirmation(t.Context(), scope, c.ID, change)
	if err != nil {
		t.Fatalf("UpdateConfirmation: %v", err)
	}
	diff(t, "UpdateConfirmation result", want, got)
	diff(t, "GetConfirmation after UpdateConfirmation", want, get(t, s, scope, c.ID))

	// A second update starts from what the first saved.
	got, err = s.UpdateConfirmation(t.Context(), scope, c.ID, func(c *confirm.Confirmation) error {
		if len(c.Events) != 5 {
			return fmt.Errorf("fn saw %d events, want 5", len(c.Events))
		}
		c.AddEvent(now.Add(time.Hour), confirm.EventSystem, "", "Webhook delivered")
		c.Touch(now.Add(time.Hour))
		return nil
	})
	if err != nil {
		t.Fatalf("UpdateConfirmation: %v", err)
	}
	want.AddEvent(now.Add(time.Hour), confirm.EventSystem, "", "Webhook delivered")
	want.Touch(now.Add(time.Hour))
	diff(t, "second UpdateConfirmation", want, got)
	diff(t, "GetConfirmation after the second UpdateConfirmation", want, get(t, s, scope, c.ID))
}

func testUpdateError(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	c := create(t, s, scope, t0, nil)

	refused := confirm.Errorf(confirm.ECONFLICT, "confirmation is already confirmed")
	got, err := s.UpdateConfirmation(t.Context(), scope, c.ID, func(c *confirm.Confirmation) error {
		c.Status = confirm.StatusCancelled
		c.Steps[1].State = confirm.StepCancelled
		c.Order.Date = "2027-01-01"
		c.AddEvent(t0.Add(time.Hour), confirm.EventSystem, "", "never saved")
		c.Touch(t0.Add(time.Hour))
		return refused
	})
	if !errors.Is(err, refused) {
		t.Fatalf("UpdateConfirmation err = %v, want fn's error", err)
	}
	if got != nil {
		t.Errorf("UpdateConfirmation returned a confirmation with fn's error")
	}
	diff(t, "GetConfirmation after a failed update", c, get(t, s, scope, c.ID))
}

func testUpdateKeepsEvents(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	c := create(t, s, scope, t0, nil)

	got, err := s.UpdateConfirmation(t.Context(), scope, c.ID, func(c *confirm.Confirmation) error {
		c.Events[0].Text = "rewritten history"
		c.Events[1].At = t0.Add(24 * time.Hour)
		c.AddEvent(t0.Add(time.Hour), confirm.EventIn, confirm.ChannelEmail, "will_be_in")
		c.Touch(t0.Add(time.Hour))
		return nil
	})
	if err != nil {
		t.Fatalf("UpdateConfirmation: %v", err)
	}
	want := append([]confirm.Event(nil), c.Events...)
	want = append(want, confirm.Event{At: t0.Add(time.Hour), Kind: confirm.EventIn, Channel: confirm.ChannelEmail, Text: "will_be_in"})
	diff(t, "Events", want, get(t, s, scope, c.ID).Events)
	// The result is what was saved, not what fn tried to change.
	diff(t, "Events of UpdateConfirmation's result", want, got.Events)
}

func testUpdateNotFound(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	called := false
	_, err := s.UpdateConfirmation(t.Context(), scope, confirm.NewConfirmationID(), func(*confirm.Confirmation) error {
		called = true
		return nil
	})
	wantNotFound(t, err)
	if called {
		t.Error("UpdateConfirmation called fn for an unknown id")
	}
}

func testUpdateConcurrent(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	c := create(t, s, scope, t0, nil)

	const n = 20
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Go(func() {
			_, err := s.UpdateConfirmation(t.Context(), scope, c.ID, func(c *confirm.Confirmation) error {
				c.Steps[2].Attempts++
				c.AddEvent(t0.Add(time.Minute), confirm.EventSystem, "", fmt.Sprintf("update %d", i))
				// t0 is not after UpdatedAt, so each update adds exactly 1 ms.
				c.Touch(t0)
				return nil
			})
			errs <- err
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatalf("UpdateConfirmation: %v", err)
		}
	}

	got := get(t, s, scope, c.ID)
	if got.Steps[2].Attempts != n {
		t.Errorf("Attempts = %d, want %d (an update was lost)", got.Steps[2].Attempts, n)
	}
	if want := c.UpdatedAt.Add(n * time.Millisecond); !got.UpdatedAt.Equal(want) {
		t.Errorf("UpdatedAt = %s, want %s", confirm.FormatTime(got.UpdatedAt), confirm.FormatTime(want))
	}
	if len(got.Events) != len(c.Events)+n {
		t.Fatalf("%d events, want %d", len(got.Events), len(c.Events)+n)
	}
	seen := map[string]bool{}
	for _, e := range got.Events[len(c.Events):] {
		if seen[e.Text] {
			t.Errorf("event %q stored twice", e.Text)
		}
		seen[e.Text] = true
	}
}

func testConversation(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	c := create(t, s, scope, t0, func(c *confirm.Confirmation) {
		c.Conversation = confirm.Conversation{
			SMS:       confirm.Thread{Expect: confirm.ExpectSlot, Unclear: 1},
			Call:      confirm.Thread{Expect: confirm.ExpectYesNoSlot, Offered: 2, Answered: true},
			LateAcked: true,
		}
	})
	diff(t, "GetConfirmation", c, get(t, s, scope, c.ID))

	// Each update changes the conversation and nothing else, not even
	// UpdatedAt: a customer's unclear reply moves only the conversation on,
	// and a store that skips rows it thinks unchanged must still save it.
	updates := []struct {
		name   string
		conv   confirm.Conversation
		update func(fn func(*confirm.Confirmation) error) (*confirm.Confirmation, error)
	}{
		{"UpdateConfirmation", confirm.Conversation{
			SMS:       confirm.Thread{Expect: confirm.ExpectName},
			Call:      confirm.Thread{Expect: confirm.ExpectYesNoSlot, Offered: 2, Answered: true},
			LateAcked: true,
		}, func(fn func(*confirm.Confirmation) error) (*confirm.Confirmation, error) {
			return s.UpdateConfirmation(ctx, scope, c.ID, fn)
		}},
		{"UpdateClaimed", confirm.Conversation{
			SMS:  confirm.Thread{Expect: confirm.ExpectName, Unclear: 1},
			Call: confirm.Thread{Expect: confirm.ExpectYesNoHandoff, Offered: 1},
		}, func(fn func(*confirm.Confirmation) error) (*confirm.Confirmation, error) {
			got, err := s.UpdateClaimed(ctx, []string{c.ID}, fn)
			if err != nil || len(got) != 1 {
				return nil, fmt.Errorf("UpdateClaimed = %d confirmations, %v; want 1", len(got), err)
			}
			return got[0], nil
		}},
		{"UpdateConfirmation to none", confirm.Conversation{}, func(fn func(*confirm.Confirmation) error) (*confirm.Confirmation, error) {
			return s.UpdateConfirmation(ctx, scope, c.ID, fn)
		}},
	}
	for _, u := range updates {
		want := get(t, s, scope, c.ID)
		want.Conversation = u.conv
		got, err := u.update(func(c *confirm.Confirmation) error {
			c.Conversation = u.conv
			return nil
		})
		if err != nil {
			t.Fatalf("%s: %v", u.name, err)
		}
		diff(t, u.name+" result", want, got)
		diff(t, "GetConfirmation after "+u.name, want, get(t, s, scope, c.ID))
	}
}
