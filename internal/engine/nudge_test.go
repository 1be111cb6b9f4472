package engine

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestNudgesBatchWaitingCustomers: three customers who ask for a person
// within a minute make one email to the operations address, through the
// sandbox channel for a sandbox scope, and one signed inbox.waiting event,
// a minute after the first; a nudger started afresh sends nothing again;
// with inbox events off, a later customer makes an email and no event.
func TestNudgesBatchWaitingCustomers(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		ctx := t.Context()
		setDefaults := func(fn func(d *confirm.Defaults)) {
			t.Helper()
			if _, err := w.store.UpdateAccountDefaults(ctx, w.scope(), func(d *confirm.Defaults) error {
				fn(d)
				return nil
			}); err != nil {
				t.Fatal(err)
			}
		}
		setDefaults(func(d *confirm.Defaults) {
			d.WebhookURL, d.OperationsEmail, d.InboxEvents = w.hook.srv.URL+"/inbox", "ops@acme.test", true
		})
		var mu sync.Mutex
		var emails []confirm.Message
		sandboxEmail := channelFunc(func(_ context.Context, m confirm.Message) (string, error) {
			mu.Lock()
			defer mu.Unlock()
			emails = append(emails, m)
			return "sandbox-email", nil
		})
		liveEmail := channelFunc(func(_ context.Context, m confirm.Message) (string, error) {
			t.Errorf("a sandbox scope's nudge went to the live email channel: %+v", m)
			return "", nil
		})
		newNudger := func() *Nudger {
			return &Nudger{Store: w.store, Clock: w.clock, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
				Sandbox: sandboxEmail, Email: liveEmail, Outbox: w.sender, ConsoleURL: "https://confirmd.test/console"}
		}
		n := newNudger()
		nudge := func(n *Nudger) {
			t.Helper()
			if err := n.RunDue(ctx); err != nil {
				t.Fatalf("nudger RunDue: %v", err)
			}
			if _, err := w.sender.RunDue(ctx); err != nil {
				t.Fatalf("sender RunDue: %v", err)
			}
		}
		inboxEvents := func() []json.RawMessage {
			var out []json.RawMessage
			for _, e := range w.hook.events() {
				if e.Type == confirm.EventTypeInboxWaiting {
					out = append(out, e.Data.Raw)
				}
			}
			return out
		}

		var cs []*confirm.Confirmation
		for range 4 {
			cs = append(cs, w.create(confirm.CadenceDemo))
		}
		w.at(0)
		w.at(90 * time.Second) // the texts
		ask := func(c *confirm.Confirmation, at time.Duration) {
			t.Helper()
			w.clock.Set(t0.Add(at))
			c, err := w.engine.Reply(ctx, w.scope(), c.ID, confirm.Reply{Channel: confirm.ChannelSMS, Text: "can I speak to a person"})
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := c.Waiting(); !ok {
				t.Fatalf("%s does not wait", c.ID)
			}
		}
		ask(cs[0], 90*time.Second)
		ask(cs[1], 110*time.Second)
		ask(cs[2], 140*time.Second)
		nudge(n)
		if len(emails) != 0 || len(inboxEvents()) != 0 {
			t.Fatalf("nudged before the first customer had waited a minute: %d emails, %d events", len(emails), len(inboxEvents()))
		}

		w.clock.Set(t0.Add(150 * time.Second))
		nudge(n)
		if len(emails) != 1 {
			t.Fatalf("emails = %d, want one for the three", len(emails))
		}
		m := emails[0]
		if m.To != "ops@acme.test" || !m.Sandbox || m.Channel != confirm.ChannelEmail || !strings.Contains(m.Subject, "3 customers are waiting") {
			t.Errorf("the email: %+v", m)
		}
		for _, c := range cs[:3] {
			if !strings.Contains(m.Text, "https://confirmd.test/console/inbox/"+c.ID) {
				t.Errorf("the email does not link %s:\n%s", c.ID, m.Text)
			}
		}
		events := inboxEvents()
		if len(events) != 1 {
			t.Fatalf("inbox.waiting events = %d, want 1", len(events))
		}
		var data struct {
			Count   int                 `json:"count"`
			Waiting []confirm.NudgeItem `json:"waiting"`
		}
		if err := json.Unmarshal(events[0], &data); err != nil || data.Count != 3 || len(data.Waiting) != 3 || data.Waiting[0].ID != cs[0].ID {
			t.Errorf("the event's data: %s (%v)", events[0], err)
		}

		// After a restart nothing is sent again.
		nudge(newNudger())
		w.clock.Set(t0.Add(10 * time.Minute))
		nudge(newNudger())
		if len(emails) != 1 || len(inboxEvents()) != 1 {
			t.Errorf("sent again after a restart: %d emails, %d events", len(emails), len(inboxEvents()))
		}

		// Without inbox events, the receiver hears nothing new.
		setDefaults(func(d *confirm.Defaults) { d.InboxEvents = false })
		ask(cs[3], 11*time.Minute)
		w.clock.Set(t0.Add(12 * time.Minute))
		nudge(n)
		if len(emails) != 2 || !strings.Contains(emails[1].Subject, "A customer is waiting") || !strings.Contains(emails[1].Text, cs[3].ID) {
			t.Errorf("the second email: %d emails, %+v", len(emails), emails[len(emails)-1])
		}
		if len(inboxEvents()) != 1 {
			t.Errorf("an inbox.waiting event was sent with inbox events off")
		}
	})
}

// TestNudgeEmailRetried: a live scope's email that fails is tried again
// once its claim has run out, and given up after MaxNudgeEmailAttempts.
func TestNudgeEmailRetried(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		ctx := t.Context()
		live := confirm.Scope{AccountID: w.account.ID}
		if _, err := w.store.UpdateAccountDefaults(ctx, live, func(d *confirm.Defaults) error {
			d.OperationsEmail = "ops@acme.test"
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		c := &confirm.Confirmation{ID: confirm.NewConfirmationID(), AccountID: w.account.ID, Status: confirm.StatusActionNeeded,
			Customer: confirm.Customer{Name: "Jane Smith", Email: "jane@example.com"},
			Order:    confirm.Order{Date: "2026-11-25", Window: confirm.Window{From: "12:00", To: "16:00"}, Timezone: "Europe/London"},
			Outcome:  &confirm.Outcome{Intent: confirm.IntentWantsHuman, Summary: "s"}, CreatedAt: t0, UpdatedAt: t0}
		c.Wait(t0)
		if err := w.store.CreateConfirmation(ctx, c, nil); err != nil {
			t.Fatal(err)
		}
		tries := 0
		n := &Nudger{Store: w.store, Clock: w.clock, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), SendTimeout: time.Second,
			Sandbox: channelFunc(func(context.Context, confirm.Message) (string, error) {
				t.Error("a live scope's nudge went to the sandbox channel")
				return "", nil
			}),
			Email: channelFunc(func(_ context.Context, m confirm.Message) (string, error) {
				tries++
				return "", io.ErrUnexpectedEOF
			})}
		for i := range 2 * confirm.MaxNudgeEmailAttempts {
			w.clock.Set(t0.Add(time.Minute + time.Duration(i)*time.Second))
			if err := n.RunDue(ctx); err != nil {
				t.Fatal(err)
			}
		}
		// A claim holds for twice the send timeout: one try every two
		// seconds, until the attempts are over.
		if tries != confirm.MaxNudgeEmailAttempts {
			t.Errorf("tries = %d, want %d", tries, confirm.MaxNudgeEmailAttempts)
		}
	})
}
