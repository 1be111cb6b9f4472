package engine

import (
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// message has Sam write a text to the customer of c.
func (w *world) message(c *confirm.Confirmation, text string) *confirm.Confirmation {
	w.t.Helper()
	c, err := w.engine.SendMessage(w.t.Context(), w.scope(), c.ID, confirm.PersonMessage{Channel: confirm.ChannelSMS, Text: text, Author: "Sam"})
	if err != nil {
		w.t.Fatal(err)
	}
	return c
}

// inInbox reports whether the inbox lists c.
func (w *world) inInbox(c *confirm.Confirmation) bool {
	w.t.Helper()
	page, err := w.store.ListInbox(w.t.Context(), confirm.InboxFilter{Scope: w.scope(), Limit: 100})
	if err != nil {
		w.t.Fatal(err)
	}
	for _, x := range page.Confirmations {
		if x.ID == c.ID {
			return true
		}
	}
	return false
}

// TestMessageOpenTakesOver has a person write to the customer of a
// confirmation before its first message: the text goes out, the
// confirmation is in_progress, confirmd's own steps are paused for good,
// the customer's replies are recorded and read but change nothing and get
// no answer, the confirmation is in the inbox, an advance is refused, and
// the person's resolution closes it with its webhook.
func TestMessageOpenTakesOver(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		c := w.create(confirm.CadenceDemo)
		if c.Status != confirm.StatusScheduled {
			t.Fatalf("status %s, want scheduled", c.Status)
		}
		c = w.message(c, "Hi Jane, it's Sam from Acme. Is Wednesday still good?")
		if c.Status != confirm.StatusInProgress || c.HandledBy() != "Sam" {
			t.Fatalf("after the message: %s, handled by %q", c.Status, c.HandledBy())
		}
		if got := states(c); got != "email:paused sms:paused call:paused" {
			t.Errorf("steps %s, want all paused", got)
		}
		out := -1
		for i, e := range c.Events {
			if e.Kind == confirm.EventOut && e.Channel == confirm.ChannelSMS {
				out = i
			}
		}
		if out < 0 || c.EventAuthor(out) != "Sam" || !strings.Contains(c.Events[out].Text, "Is Wednesday still good?") {
			t.Fatalf("no out event by Sam: %v", timeline(c))
		}
		if !strings.Contains(c.Events[len(c.Events)-1].Text, "Sam of the team is handling the conversation") {
			t.Errorf("last event %q does not say a person handles it", c.Events[len(c.Events)-1].Text)
		}
		if _, ok := c.Waiting(); ok || w.inInbox(c) {
			t.Error("in the inbox right after the person's message")
		}

		// The plan does not go on, not even past every gap of the cadence.
		w.at(time.Hour)
		sent := w.sends.count()
		if sent[c.ID+" email"] != 0 || sent[c.ID+" sms"] != 1 || sent[c.ID+" call"] != 0 {
			t.Errorf("sent %v, want only the person's text", sent)
		}
		if c = w.get(c.ID); c.Status != confirm.StatusInProgress || states(c) != "email:paused sms:paused call:paused" {
			t.Errorf("an hour later: %s %s", c.Status, states(c))
		}

		// A reply is read, changes nothing and puts it in the inbox.
		before := len(c.Events)
		c, err := w.engine.Reply(t.Context(), w.scope(), c.ID, confirm.Reply{Channel: confirm.ChannelSMS, Text: "yes I will be in"})
		if err != nil {
			t.Fatal(err)
		}
		if c.Status != confirm.StatusInProgress || c.Outcome != nil {
			t.Errorf("a reply to a person closed it: %s %+v", c.Status, c.Outcome)
		}
		if got := kinds(&confirm.Confirmation{Events: c.Events[before:]}); got != "in/sms agent/sms" {
			t.Errorf("events of the reply = %s, want the words and their reading only", got)
		}
		if since, ok := c.Waiting(); !ok || !since.Equal(w.clock.Now()) || !w.inInbox(c) {
			t.Errorf("waiting = %v %v, want in the inbox since the reply", since, ok)
		}
		if n := w.sends.count()[c.ID+" sms"]; n != 1 {
			t.Errorf("%d texts sent, want the person's only (no automatic answer)", n)
		}

		// The stalled-conversation rule does not resume the plan.
		w.at(3 * time.Hour)
		if c = w.get(c.ID); states(c) != "email:paused sms:paused call:paused" || w.sends.count()[c.ID+" call"] != 0 {
			t.Errorf("after a stall: %s, sent %v", states(c), w.sends.count())
		}

		if _, err := w.engine.Advance(t.Context(), w.scope(), c.ID); confirm.ErrorCode(err) != confirm.ECONFLICT ||
			!strings.Contains(err.Error(), "Sam of the team is handling the conversation") {
			t.Errorf("advance: %v, want a conflict naming Sam", err)
		}

		c, err = w.engine.Resolve(t.Context(), w.scope(), c.ID, confirm.Resolution{Status: confirm.StatusConfirmed, Author: "Sam"})
		if err != nil {
			t.Fatal(err)
		}
		if c.Status != confirm.StatusConfirmed || c.HandledBy() != "" || states(c) != "email:cancelled sms:cancelled call:cancelled" || w.inInbox(c) {
			t.Errorf("resolved: %s %s, handled by %q", c.Status, states(c), c.HandledBy())
		}
		w.run()
		if hooks := w.hook.events(); len(hooks) != 1 || hooks[0].Data.Status != "confirmed" {
			t.Errorf("webhooks %+v, want the resolution's", hooks)
		}
	})
}

// TestMessageOpenStopsAPausedConversation has a person write while the
// customer's conversation with confirmd has paused the plan: the stall no
// longer resumes it, a STOP still opts the number out, and nothing
// automatic is sent.
func TestMessageOpenStopsAPausedConversation(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		c := w.create(confirm.CadenceDemo)
		w.at(0)
		w.at(90 * time.Second) // the text
		c, err := w.engine.Reply(t.Context(), w.scope(), c.ID, confirm.Reply{Channel: confirm.ChannelSMS, Text: "what time are you coming?"})
		if err != nil {
			t.Fatal(err)
		}
		if c.Status != confirm.StatusInProgress || states(c) != "email:delivered sms:delivered call:paused" {
			t.Fatalf("after a question: %s %s", c.Status, states(c))
		}
		texts := w.sends.count()[c.ID+" sms"] // the plan's and the answer to the question
		w.clock.Advance(10 * time.Second)
		c = w.message(c, "Hi Jane, Sam here: we come between 12 and 4.")
		if !c.Engine.ResumeAt.IsZero() || c.Engine.DeadlineAt.IsZero() {
			t.Errorf("engine state %+v, want no resume and a deadline", c.Engine)
		}
		w.at(10 * time.Minute) // well past the 90 s stall of the demo cadence
		c = w.get(c.ID)
		if states(c) != "email:delivered sms:delivered call:paused" || w.sends.count()[c.ID+" call"] != 0 {
			t.Errorf("after a stall: %s, sent %v", states(c), w.sends.count())
		}

		c, err = w.engine.Reply(t.Context(), w.scope(), c.ID, confirm.Reply{Channel: confirm.ChannelSMS, Text: "STOP"})
		if err != nil {
			t.Fatal(err)
		}
		if out, _ := w.store.OptedOut(t.Context(), c.Scope(), c.Customer.Phone); !out {
			t.Error("STOP while a person handles it is not an opt-out")
		}
		if c.Status != confirm.StatusInProgress || !w.inInbox(c) {
			t.Errorf("after STOP: %s, in the inbox %v", c.Status, w.inInbox(c))
		}
		if _, err := w.engine.SendMessage(t.Context(), w.scope(), c.ID, confirm.PersonMessage{Channel: confirm.ChannelSMS, Text: "ok"}); confirm.ErrorCode(err) != confirm.ECONFLICT {
			t.Errorf("text after STOP: %v, want a conflict", err)
		}
		if n := w.sends.count()[c.ID+" sms"]; n != texts+1 {
			t.Errorf("texts sent: %d, want %d", n, texts+1)
		}
	})
}

// TestMessageOpenEndsARingingCall has a person write while confirmd's call
// rings: the call ends on confirmd's side, its step is paused without a
// retry, and a pick-up afterwards is refused as for a call that is over.
func TestMessageOpenEndsARingingCall(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		c := w.create(confirm.CadenceStandard)
		w.at(0)             // the email
		w.at(2 * time.Hour) // the text
		w.at(4 * time.Hour) // the call
		if c = w.get(c.ID); c.Steps[2].ActiveUntil.IsZero() {
			t.Fatalf("no call ringing: %v", timeline(c))
		}
		c = w.message(c, "Hi Jane, Sam from Acme: is Wednesday still good?")
		if states(c) != "email:delivered sms:delivered call:paused" || !c.Steps[2].ActiveUntil.IsZero() {
			t.Errorf("steps %s, call active until %v", states(c), c.Steps[2].ActiveUntil)
		}
		if !strings.Contains(strings.Join(timeline(c), "\n"), "The call was ended: a person of the team is handling the conversation.") {
			t.Errorf("the timeline does not say the call ended: %v", timeline(c))
		}
		answered := true
		if _, err := w.engine.Reply(t.Context(), w.scope(), c.ID, confirm.Reply{Channel: confirm.ChannelCall, Answered: &answered}); confirm.ErrorCode(err) != confirm.ECONFLICT {
			t.Errorf("pick-up after the person took over: %v, want a conflict", err)
		}
		w.at(6 * time.Hour) // when the retry would have been
		if n := w.sends.count()[c.ID+" call"]; n != 1 {
			t.Errorf("%d calls, want the first only", n)
		}
	})
}

// TestHandledOpenClosesAtTheWindow lets a confirmation a person handles
// reach its window without a resolution: it closes as action_needed
// (wants_human) at the window's start, with its webhook, naming the
// person, and stays in the inbox.
func TestHandledOpenClosesAtTheWindow(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		c := w.create(confirm.CadenceStandard) // booked Wednesday 25 November, 12:00 London
		w.at(0)
		c, err := w.engine.SendMessage(t.Context(), w.scope(), c.ID, confirm.PersonMessage{Channel: confirm.ChannelEmail, Text: "Hello, I will call you tomorrow.", Author: "Sam"})
		if err != nil {
			t.Fatal(err)
		}
		start := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
		if !c.Engine.DeadlineAt.Equal(start) || !c.WakeAt.Equal(start) {
			t.Errorf("deadline %v, wake %v, want the window's start %v", c.Engine.DeadlineAt, c.WakeAt, start)
		}
		w.at(start.Sub(t0) - time.Minute)
		if c = w.get(c.ID); c.Status != confirm.StatusInProgress {
			t.Fatalf("a minute before the window: %s", c.Status)
		}
		if len(w.hook.events()) != 0 {
			t.Errorf("webhook before closing")
		}
		w.at(start.Sub(t0))
		c = w.get(c.ID)
		if c.Status != confirm.StatusActionNeeded || c.Outcome.Intent != confirm.IntentWantsHuman ||
			!strings.Contains(c.Outcome.Summary, "Sam of the team was handling the conversation") {
			t.Fatalf("at the window: %s %+v", c.Status, c.Outcome)
		}
		if states(c) != "email:delivered sms:cancelled call:cancelled" || !c.WakeAt.IsZero() {
			t.Errorf("steps %s, wake %v", states(c), c.WakeAt)
		}
		if since, ok := c.Waiting(); !ok || !since.Equal(start) || !w.inInbox(c) {
			t.Errorf("waiting %v %v, want in the inbox since the window's start", since, ok)
		}
		if hooks := w.hook.events(); len(hooks) != 1 || hooks[0].Data.Status != "action_needed" {
			t.Errorf("webhooks %+v, want one action_needed", hooks)
		}
		if w.sends.count()[c.ID+" sms"] != 0 || w.sends.count()[c.ID+" call"] != 0 {
			t.Errorf("sent %v, want no text or call", w.sends.count())
		}
		// Still the person's: a later reply changes nothing on its own.
		c, err = w.engine.Reply(t.Context(), w.scope(), c.ID, confirm.Reply{Channel: confirm.ChannelSMS, Text: "yes I'm in", Inbound: true})
		if err != nil {
			t.Fatal(err)
		}
		if c.Status != confirm.StatusActionNeeded || c.HandledBy() != "Sam" {
			t.Errorf("after a reply: %s, handled by %q", c.Status, c.HandledBy())
		}
	})
}

// TestHandledDeadline checks when a confirmation a person handles closes
// if nobody resolves it: the window's start, or, once that has come, 6
// hours after the person's message (90 seconds in demo).
func TestHandledDeadline(t *testing.T) {
	c := &confirm.Confirmation{Cadence: confirm.CadenceStandard,
		Order: confirm.Order{Date: "2026-11-25", Window: confirm.Window{From: "12:00", To: "16:00"}, Timezone: "Europe/London"}}
	start := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		cadence confirm.Cadence
		now     time.Time
		want    time.Time
	}{
		{confirm.CadenceStandard, t0, start},
		{confirm.CadenceDemo, t0, start},
		{confirm.CadenceStandard, start, start.Add(6 * time.Hour)},
		{confirm.CadenceStandard, start.Add(time.Hour), start.Add(7 * time.Hour)},
		{confirm.CadenceDemo, start.Add(time.Hour), start.Add(time.Hour + 90*time.Second)},
	} {
		c.Cadence = tc.cadence
		if got := handledDeadline(c, tc.now); !got.Equal(tc.want) {
			t.Errorf("%s at %v: %v, want %v", tc.cadence, tc.now, got, tc.want)
		}
	}
}
