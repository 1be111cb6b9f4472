package engine

import (
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// handedOff runs a demo confirmation to its text and has the customer ask
// for a person.
func (w *world) handedOff() *confirm.Confirmation {
	w.t.Helper()
	c := w.create(confirm.CadenceDemo)
	w.at(0)
	w.at(90 * time.Second) // the text
	c, err := w.engine.Reply(w.t.Context(), w.scope(), c.ID, confirm.Reply{Channel: confirm.ChannelSMS, Text: "can I speak to a person"})
	if err != nil {
		w.t.Fatal(err)
	}
	if c.Status != confirm.StatusActionNeeded {
		w.t.Fatalf("status %s, want action_needed", c.Status)
	}
	return c
}

func (w *world) scope() confirm.Scope { return confirm.Scope{AccountID: w.account.ID, Sandbox: true} }

// TestHandledReplies has a person take a conversation over: the customer's
// replies are recorded and read but change nothing on their own, get no
// automatic answer, and put the confirmation back in the inbox; a STOP is
// still an opt-out, and nothing more is sent to the number.
func TestHandledReplies(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		c := w.handedOff()
		if since, ok := c.Waiting(); !ok || !since.Equal(w.clock.Now()) {
			t.Fatalf("waiting = %v %v, want since now", since, ok)
		}
		texts := w.sends.count()[c.ID+" sms"] // the plan's, and its closing
		w.clock.Advance(time.Minute)
		c, err := w.engine.SendMessage(t.Context(), w.scope(), c.ID, confirm.PersonMessage{Channel: confirm.ChannelSMS, Text: "Hi, how can I help?", Author: "Sam"})
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := c.Waiting(); ok || c.HandledBy() != "Sam" {
			t.Fatalf("after a message: waiting %v, handled by %q", ok, c.HandledBy())
		}
		if n := w.sends.count()[c.ID+" sms"]; n != texts+1 {
			t.Errorf("texts sent: %d, want %d and the person's", n, texts)
		}
		before := len(c.Events)

		w.clock.Advance(time.Minute)
		c, err = w.engine.Reply(t.Context(), w.scope(), c.ID, confirm.Reply{Channel: confirm.ChannelSMS, Text: "yes I will be in"})
		if err != nil {
			t.Fatal(err)
		}
		if c.Status != confirm.StatusActionNeeded || c.Outcome.Intent != confirm.IntentWantsHuman {
			t.Errorf("a handled reply changed the outcome: %s %s", c.Status, c.Outcome.Intent)
		}
		if got := kinds(&confirm.Confirmation{Events: c.Events[before:]}); got != "in/sms agent/sms" {
			t.Errorf("events of the reply = %s, want the words and their reading only", got)
		}
		if since, ok := c.Waiting(); !ok || !since.Equal(w.clock.Now()) {
			t.Errorf("waiting = %v %v, want since the reply", since, ok)
		}

		w.clock.Advance(time.Minute)
		c, err = w.engine.Reply(t.Context(), w.scope(), c.ID, confirm.Reply{Channel: confirm.ChannelSMS, Text: "STOP"})
		if err != nil {
			t.Fatal(err)
		}
		if out, _ := w.store.OptedOut(t.Context(), c.Scope(), c.Customer.Phone); !out {
			t.Error("STOP while a person handles it is not an opt-out")
		}
		if !strings.Contains(c.Events[len(c.Events)-1].Text, "opted out") {
			t.Errorf("last event %q does not record the opt-out", c.Events[len(c.Events)-1].Text)
		}
		if _, err := w.engine.SendMessage(t.Context(), w.scope(), c.ID, confirm.PersonMessage{Channel: confirm.ChannelSMS, Text: "ok"}); confirm.ErrorCode(err) != confirm.ECONFLICT {
			t.Errorf("text after STOP: %v, want a conflict", err)
		}
		if n := w.sends.count()[c.ID+" sms"]; n != texts+1 {
			t.Errorf("texts sent: %d, want %d", n, texts+1)
		}

		// The resolution closes it with its webhook, and hands it back.
		c, err = w.engine.Resolve(t.Context(), w.scope(), c.ID, confirm.Resolution{Status: confirm.StatusConfirmed, Intent: confirm.IntentAlternateSigner, SignerName: "Tom Smith", Author: "Sam"})
		if err != nil {
			t.Fatal(err)
		}
		if c.Status != confirm.StatusConfirmed || c.Outcome.ResolvedBy != "Sam" || c.Outcome.SignerName != "Tom Smith" || c.HandledBy() != "" {
			t.Errorf("resolved = %s %+v, handled by %q", c.Status, c.Outcome, c.HandledBy())
		}
		if _, ok := c.Waiting(); ok {
			t.Error("a resolved confirmation still waits")
		}
		w.run()
		resolved := 0
		for _, e := range w.hook.events() {
			if e.Data.Status == "confirmed" && e.Data.Outcome.ResolvedBy == "Sam" && e.Data.Events[len(e.Data.Events)-1].Author == "Sam" {
				resolved++
			}
		}
		if resolved != 1 {
			t.Errorf("%d webhooks of the resolution, want 1", resolved)
		}
	})
}

// TestResolveOpen resolves a confirmation whose plan is still running:
// its steps left are cancelled and nothing more is sent.
func TestResolveOpen(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		c := w.create(confirm.CadenceDemo)
		w.at(0)
		c, err := w.engine.Resolve(t.Context(), w.scope(), c.ID, confirm.Resolution{Status: confirm.StatusRescheduled,
			Slot: &confirm.Slot{Date: "2026-11-26", Window: confirm.Window{From: "08:00", To: "12:00"}}})
		if err != nil {
			t.Fatal(err)
		}
		if states(c) != "email:delivered sms:cancelled call:cancelled" || c.Order.Date != "2026-11-26" || c.Outcome.ResolvedBy != "api" {
			t.Errorf("resolved: %s, order %s, outcome %+v", states(c), c.Order.Date, c.Outcome)
		}
		before := updated(c)
		w.at(time.Hour)
		if n := w.sends.count()[c.ID+" sms"]; n != 0 {
			t.Errorf("a text went out after the resolution")
		}
		if c = w.get(c.ID); !updated(c).Equal(before) {
			t.Errorf("changed after the resolution")
		}
	})
}

func updated(c *confirm.Confirmation) time.Time { return c.UpdatedAt }
