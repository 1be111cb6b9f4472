package engine

import (
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestSandboxContactsAnswer runs a demo confirmation to each sandbox
// contact: the contact answers through the reply path as soon as a message
// reaches it, and the webhook carries the outcome, with nothing but a
// create and the scheduler.
func TestSandboxContactsAnswer(t *testing.T) {
	t.Parallel()
	slots := []confirm.Slot{{Date: "2026-11-26", Window: confirm.Window{From: "08:00", To: "12:00"}}}
	tests := []struct {
		name   string
		phone  string
		email  string
		slots  []confirm.Slot
		at     time.Duration // when the answer is in
		status confirm.Status
		intent confirm.Intent
		signer string
	}{
		{name: "yes by email", email: "yes@sandbox.confirmd.test", status: confirm.StatusConfirmed, intent: confirm.IntentWillBeIn},
		{name: "yes by text", phone: "+447700900001", status: confirm.StatusConfirmed, intent: confirm.IntentWillBeIn},
		{name: "someone else by email", email: "Someone-Else@sandbox.confirmd.test", status: confirm.StatusConfirmed,
			intent: confirm.IntentAlternateSigner, signer: "Tom Baker"},
		{name: "someone else by text", phone: "+447700900002", status: confirm.StatusConfirmed,
			intent: confirm.IntentAlternateSigner, signer: "Tom Baker"},
		{name: "different day by email, first slot", email: "different-day@sandbox.confirmd.test", slots: slots,
			status: confirm.StatusRescheduled, intent: confirm.IntentReschedule},
		{name: "different day by text, first slot", phone: "+447700900003", slots: slots,
			status: confirm.StatusRescheduled, intent: confirm.IntentReschedule},
		{name: "different day by text, none offered", phone: "+447700900003",
			status: confirm.StatusActionNeeded, intent: confirm.IntentDifferentDay},
		{name: "never answers", phone: "+447700900004", email: "never@sandbox.confirmd.test", at: 300 * time.Second,
			status: confirm.StatusUnreachable, intent: confirm.IntentNoAnswer},
		{name: "STOP", phone: "+447700900005", status: confirm.StatusActionNeeded, intent: confirm.IntentOptOut},
		{name: "wants a person", phone: "+447700900006", status: confirm.StatusActionNeeded, intent: confirm.IntentWantsHuman},
		{name: "an ordinary number stays silent", phone: "+447400123456", at: 60 * time.Second, status: confirm.StatusInProgress},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			eachWorld(t, func(t *testing.T, w *world) {
				c := w.create(confirm.CadenceDemo, func(n *confirm.NewConfirmation) {
					n.Customer.Phone, n.Customer.Email = tt.phone, tt.email
					n.Order.RescheduleOptions = tt.slots
				})
				for d := time.Duration(0); d < tt.at; d += 30 * time.Second {
					w.at(d)
					if got := w.get(c.ID); got.Status != confirm.StatusScheduled && got.Status != confirm.StatusInProgress {
						t.Fatalf("at +%v: %s already, want the answer at +%v; events %s", d, got.Status, tt.at, kinds(got))
					}
				}
				w.at(tt.at)
				got := w.get(c.ID)
				if got.Status != tt.status {
					t.Fatalf("at +%v: status %s, want %s; events %s", tt.at, got.Status, tt.status, kinds(got))
				}
				if tt.intent == "" {
					if got.Outcome != nil {
						t.Errorf("outcome %+v, want none", got.Outcome)
					}
					return
				}
				if got.Outcome == nil || got.Outcome.Intent != tt.intent || got.Outcome.SignerName != tt.signer {
					t.Fatalf("outcome %+v, want %s signed by %q", got.Outcome, tt.intent, tt.signer)
				}
				if tt.status == confirm.StatusRescheduled && (got.Order.Date != slots[0].Date || got.Order.Window != slots[0].Window) {
					t.Errorf("rescheduled to %s %v, want the first slot", got.Order.Date, got.Order.Window)
				}
				w.at(tt.at + time.Minute)
				if ev := w.hook.events(); len(ev) != 1 || ev[0].Data.Status != string(tt.status) {
					t.Errorf("webhooks %+v, want one of %s", ev, tt.status)
				}
			})
		})
	}
}

// TestSandboxContactsOnlySandbox leaves live confirmations to the
// contacts alone: the domain answers only for sandbox ones.
func TestSandboxContactsOnlySandbox(t *testing.T) {
	c := &confirm.Confirmation{Status: confirm.StatusInProgress, Sandbox: false,
		Customer: confirm.Customer{Phone: "+447700900001", Email: "yes@sandbox.confirmd.test"}}
	for _, ch := range []confirm.Channel{confirm.ChannelEmail, confirm.ChannelSMS, confirm.ChannelCall} {
		if r, ok := confirm.SandboxAnswer(c, ch); ok {
			t.Errorf("a live confirmation answered on %s: %+v", ch, r)
		}
	}
	c.Sandbox = true
	if r, ok := confirm.SandboxAnswer(c, confirm.ChannelCall); !ok || !strings.HasPrefix(r.Text, "Yes") {
		t.Errorf("a sandbox one on a call: %+v %v", r, ok)
	}
	c.Status = confirm.StatusConfirmed
	if _, ok := confirm.SandboxAnswer(c, confirm.ChannelSMS); ok {
		t.Errorf("a closed one answered")
	}
}
