package engine

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/confirm"
)

// provider is a fake live provider: it takes every message, gives each a
// ref of its own ("email-1", "sms-2", "call-3"), and reports the delivery
// of texts and calls later, as Twilio does.
type provider struct {
	mu   sync.Mutex
	sent []confirm.Message
	refs []string
	err  error // returned by every send while set
	// hold, if set, keeps the next send of a call waiting until it is
	// closed; entered is closed when that send has begun.
	hold, entered chan struct{}
}

func (p *provider) Send(_ context.Context, m confirm.Message) (string, error) {
	p.mu.Lock()
	if hold := p.hold; hold != nil && m.Channel == confirm.ChannelCall {
		p.hold = nil
		close(p.entered)
		p.mu.Unlock()
		<-hold
		p.mu.Lock()
	}
	defer p.mu.Unlock()
	if p.err != nil {
		return "", p.err
	}
	p.sent = append(p.sent, m)
	ref := fmt.Sprintf("%s-%d", m.Channel, len(p.sent))
	p.refs = append(p.refs, ref)
	return ref, nil
}

func (p *provider) ReportsDelivery(ch confirm.Channel) bool { return ch != confirm.ChannelEmail }

// last returns the ref of the latest message of channel ch.
func (p *provider) last(ch confirm.Channel) string {
	p.mu.Lock()
	defer p.mu.Unlock()
	for i := len(p.sent) - 1; i >= 0; i-- {
		if p.sent[i].Channel == ch {
			return p.refs[i]
		}
	}
	return ""
}

func (p *provider) count() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.sent)
}

// live gives w's engine the fake provider for every channel of live
// confirmations.
func (w *world) live() *provider {
	p := &provider{}
	w.engine.Live = map[confirm.Channel]Channel{confirm.ChannelEmail: p, confirm.ChannelSMS: p, confirm.ChannelCall: p}
	return p
}

// createLive stores a new live confirmation of the standard cadence.
func (w *world) createLive(edit ...func(*confirm.NewConfirmation)) *confirm.Confirmation {
	w.t.Helper()
	n := &confirm.NewConfirmation{
		Customer: &confirm.Customer{Name: "Jane Smith", Email: "jane@example.com", Phone: "+447400123456"},
		Order: &confirm.NewOrder{Date: "2026-11-25", Window: &confirm.Window{From: "12:00", To: "16:00"},
			Items: []confirm.NewItem{{Name: "Sofa"}},
			RescheduleOptions: []confirm.Slot{
				{Date: "2026-11-26", Window: confirm.Window{From: "08:00", To: "12:00"}},
				{Date: "2026-11-27", Window: confirm.Window{From: "12:00", To: "16:00"}},
			}},
		Cadence: confirm.CadenceStandard,
	}
	for _, e := range edit {
		e(n)
	}
	now := w.clock.Now()
	if p := n.Validate(confirm.Rules{Now: now, DefaultTimezone: "Europe/London"}); len(p) > 0 {
		w.t.Fatalf("invalid test confirmation: %v", p)
	}
	c := n.Build(confirm.NewConfirmationID(), confirm.Scope{AccountID: w.account.ID}, now)
	Plan(c, now)
	if err := w.store.CreateConfirmation(w.t.Context(), c, nil); err != nil {
		w.t.Fatal(err)
	}
	return c
}

func (w *world) getLive(id string) *confirm.Confirmation {
	w.t.Helper()
	c, err := w.store.GetConfirmation(w.t.Context(), confirm.Scope{AccountID: w.account.ID}, id)
	if err != nil {
		w.t.Fatal(err)
	}
	return c
}

func (w *world) receipt(r Receipt) {
	w.t.Helper()
	if err := w.engine.Receipt(w.t.Context(), r); err != nil {
		w.t.Fatalf("Receipt(%+v): %v", r, err)
	}
}

func (w *world) call(id, ref string, pickup bool, speech string) CallTurn {
	w.t.Helper()
	t, err := w.engine.Call(w.t.Context(), id, ref, pickup, speech)
	if err != nil {
		w.t.Fatalf("Call(%q): %v", speech, err)
	}
	return t
}

// untilCall gives w the fake provider, creates a live confirmation and runs
// its plan to the first call: the email at once, the text 2 h later, the
// call 2 h after that.
func (w *world) untilCall() (*provider, *confirm.Confirmation) {
	w.t.Helper()
	p := w.live()
	c := w.createLive()
	w.at(0)
	w.at(2 * time.Hour)
	w.at(4 * time.Hour)
	return p, c
}

func lastEvent(c *confirm.Confirmation) string { return c.Events[len(c.Events)-1].Text }

func TestLiveTextWaitsForItsReport(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		p := w.live()
		c := w.createLive()
		w.at(0)
		w.at(2 * time.Hour) // the text goes to the provider
		got := w.getLive(c.ID)
		if states(got) != "email:delivered sms:sent call:pending" {
			t.Fatalf("after sending the text: %s", states(got))
		}
		// The API shows a text waiting for its report as pending.
		b, _ := json.Marshal(got)
		if !strings.Contains(string(b), `{"channel":"sms","state":"pending"`) {
			t.Errorf("API shows the sent text as %s", b)
		}
		callDue := got.Steps[2].DueAt
		if !callDue.Equal(t0.Add(4 * time.Hour)) {
			t.Errorf("call due %v, want 2 h after the text was sent", callDue)
		}

		// Another message's report, and a report still on its way, change
		// nothing.
		w.receipt(Receipt{ConfirmationID: c.ID, Channel: confirm.ChannelSMS, Ref: "sms-99", Outcome: ReceiptDelivered})
		if after := w.getLive(c.ID); after.Steps[1].State != confirm.StepSent || !after.UpdatedAt.Equal(got.UpdatedAt) {
			t.Fatalf("a stranger's report changed the step: %s", states(after))
		}
		w.clock.Set(t0.Add(2*time.Hour + 5*time.Second))
		w.receipt(Receipt{ConfirmationID: c.ID, Channel: confirm.ChannelSMS, Ref: p.last(confirm.ChannelSMS), Outcome: ReceiptDelivered})
		got = w.getLive(c.ID)
		if states(got) != "email:delivered sms:delivered call:pending" || !got.Steps[2].DueAt.Equal(callDue) {
			t.Fatalf("after the delivery report: %s, call due %v", states(got), got.Steps[2].DueAt)
		}
		// A repeated report is ignored.
		before := got.UpdatedAt
		w.receipt(Receipt{ConfirmationID: c.ID, Channel: confirm.ChannelSMS, Ref: p.last(confirm.ChannelSMS), Outcome: ReceiptDelivered})
		if got := w.getLive(c.ID); !got.UpdatedAt.Equal(before) {
			t.Errorf("a repeated report changed updatedAt")
		}
	})
}

func TestLiveTextFailureMovesThePlanOn(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		p := w.live()
		c := w.createLive()
		w.at(0)
		w.at(2 * time.Hour)
		w.clock.Set(t0.Add(2*time.Hour + time.Minute))
		w.receipt(Receipt{ConfirmationID: c.ID, Channel: confirm.ChannelSMS, Ref: p.last(confirm.ChannelSMS),
			Outcome: ReceiptFailed, Reason: "the number cannot receive texts"})
		got := w.getLive(c.ID)
		if states(got) != "email:delivered sms:failed call:pending" {
			t.Fatalf("after the failure report: %s", states(got))
		}
		if want := "The text was not delivered (the number cannot receive texts); going on with the plan."; lastEvent(got) != want {
			t.Errorf("event %q, want %q", lastEvent(got), want)
		}
		if !got.Steps[2].DueAt.Equal(t0.Add(4*time.Hour + time.Minute)) {
			t.Errorf("call due %v, want the plan counted from the failure", got.Steps[2].DueAt)
		}
		// A reply text that fails is noted.
		w.receipt(Receipt{ConfirmationID: c.ID, Channel: confirm.ChannelSMS, Ref: "sms-77", Outcome: ReceiptFailed, Reason: "carrier violation"})
		if got := w.getLive(c.ID); lastEvent(got) != "A text to the customer was not delivered (carrier violation)." {
			t.Errorf("event %q", lastEvent(got))
		}
	})
}

func TestReportsNeverChangeACancelledConfirmation(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		p := w.live()
		c := w.createLive()
		w.at(0)
		w.at(2 * time.Hour) // the text goes to the provider
		cancelled, err := w.store.UpdateConfirmation(t.Context(), confirm.Scope{AccountID: w.account.ID}, c.ID, func(c *confirm.Confirmation) error {
			return c.Cancel(w.clock.Now(), "order withdrawn")
		})
		if err != nil {
			t.Fatal(err)
		}
		w.clock.Set(t0.Add(2*time.Hour + time.Minute))
		w.receipt(Receipt{ConfirmationID: c.ID, Channel: confirm.ChannelSMS, Ref: p.last(confirm.ChannelSMS), Outcome: ReceiptFailed, Reason: "unknown number"})
		w.receipt(Receipt{ConfirmationID: c.ID, Channel: confirm.ChannelSMS, Ref: "sms-77", Outcome: ReceiptFailed, Reason: "carrier violation"})
		if diff := cmp.Diff(cancelled.View(), w.getLive(c.ID).View()); diff != "" {
			t.Errorf("a provider's report changed a cancelled confirmation (-cancelled +now):\n%s", diff)
		}
	})
}

func TestLiveTextWithoutReportCountsAsDelivered(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		w.live()
		c := w.createLive()
		w.at(0)
		w.at(2 * time.Hour)
		if got := w.getLive(c.ID); got.WakeAt.After(t0.Add(2*time.Hour + ReceiptWait(got))) {
			t.Errorf("wakes at %v, after the wait for the report", got.WakeAt)
		}
		w.at(2*time.Hour + 15*time.Minute)
		got := w.getLive(c.ID)
		if states(got) != "email:delivered sms:delivered call:pending" {
			t.Fatalf("after the wait: %s", states(got))
		}
		if !strings.HasPrefix(lastEvent(got), "No delivery report for the text") {
			t.Errorf("event %q", lastEvent(got))
		}
	})
}

func TestLiveCallNotAnsweredFollowsTheRetryRule(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		p, c := w.untilCall()
		first := p.last(confirm.ChannelCall)
		got := w.getLive(c.ID)
		if got.Steps[2].Attempts != 1 || !got.Steps[2].ActiveUntil.Equal(t0.Add(4*time.Hour+LiveCallWait)) {
			t.Fatalf("placed call: %+v", got.Steps[2])
		}
		w.clock.Set(t0.Add(4*time.Hour + 35*time.Second))
		w.receipt(Receipt{ConfirmationID: c.ID, Channel: confirm.ChannelCall, Ref: first, Outcome: ReceiptNotAnswered, Reason: "the line was busy"})
		got = w.getLive(c.ID)
		if got.Steps[2].State != confirm.StepPending || !got.Steps[2].DueAt.Equal(t0.Add(5*time.Hour+35*time.Second)) {
			t.Fatalf("after busy: %+v", got.Steps[2])
		}
		if n := len(got.Events); got.Events[n-2].Text != "The line was busy." || !strings.HasPrefix(got.Events[n-1].Text, "Call not answered; retrying at 15:00") {
			t.Errorf("events %q / %q", got.Events[n-2].Text, got.Events[n-1].Text)
		}
		w.at(5*time.Hour + 35*time.Second) // the retry
		second := p.last(confirm.ChannelCall)
		if second == first {
			t.Fatal("no second call")
		}
		// The first call's late report changes nothing.
		w.receipt(Receipt{ConfirmationID: c.ID, Channel: confirm.ChannelCall, Ref: first, Outcome: ReceiptNotAnswered})
		if got := w.getLive(c.ID); got.Steps[2].ActiveUntil.IsZero() {
			t.Fatal("an old call's report ended the current one")
		}
		w.clock.Set(t0.Add(5*time.Hour + time.Minute))
		w.receipt(Receipt{ConfirmationID: c.ID, Channel: confirm.ChannelCall, Ref: second, Outcome: ReceiptNotAnswered, Reason: "no answer"})
		got = w.getLive(c.ID)
		if got.Steps[2].State != confirm.StepUnanswered || got.Engine.DeadlineAt.IsZero() {
			t.Fatalf("after the retry: %+v, deadline %v", got.Steps[2], got.Engine.DeadlineAt)
		}
	})
}

func TestLiveCallReportThatNeverComes(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		_, c := w.untilCall()
		w.at(4*time.Hour + LiveCallWait)
		got := w.getLive(c.ID)
		if got.Steps[2].State != confirm.StepPending || got.Steps[2].ActiveUntil.IsZero() == false {
			t.Fatalf("after the wait: %+v", got.Steps[2])
		}
		if !strings.HasPrefix(lastEvent(got), "Call not answered; retrying") {
			t.Errorf("event %q", lastEvent(got))
		}
	})
}

func TestLiveCallRebooks(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		p, c := w.untilCall()
		ref := p.last(confirm.ChannelCall)

		turn := w.call(c.ID, ref, true, "")
		if turn.Hangup || len(turn.Lines) != 3 || !strings.Contains(turn.Lines[0], "automated assistant") {
			t.Fatalf("opening: %+v", turn)
		}
		turn = w.call(c.ID, ref, false, "No, I'm at work that day")
		if turn.Hangup || len(turn.Lines) != 1 || !strings.Contains(turn.Lines[0], "Thursday 26 November") || !strings.Contains(turn.Lines[0], "Friday 27 November") {
			t.Fatalf("offer: %+v", turn)
		}
		turn = w.call(c.ID, ref, false, "The first one, the Thursday")
		if !turn.Hangup || len(turn.Lines) != 1 || !strings.Contains(turn.Lines[0], "now booked") {
			t.Fatalf("closing: %+v", turn)
		}
		got := w.getLive(c.ID)
		if got.Status != confirm.StatusRescheduled || got.Order.Date != "2026-11-26" || got.Steps[2].State != confirm.StepDelivered {
			t.Fatalf("after the call: %s %s %s", got.Status, got.Order.Date, states(got))
		}
		// The call's end, reported afterwards, changes nothing; neither does
		// more speech on a call that is over.
		w.receipt(Receipt{ConfirmationID: c.ID, Channel: confirm.ChannelCall, Ref: ref, Outcome: ReceiptEnded})
		if after := w.getLive(c.ID); !after.UpdatedAt.Equal(got.UpdatedAt) {
			t.Error("the end of the call changed a closed confirmation")
		}
		w.run()
		if ev := w.hook.events(); len(ev) != 0 {
			t.Errorf("webhooks to a confirmation without webhookUrl: %d", len(ev))
		}
	})
}

func TestLiveCallSilenceAndHangUp(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		p, c := w.untilCall()
		ref := p.last(confirm.ChannelCall)
		w.call(c.ID, ref, true, "")
		turn := w.call(c.ID, ref, false, "")
		if turn.Hangup || len(turn.Lines) != 1 || !strings.HasPrefix(turn.Lines[0], "Sorry, I didn't hear anything. Will someone be in") {
			t.Fatalf("first silence: %+v", turn)
		}
		turn = w.call(c.ID, ref, false, "  ")
		if !turn.Hangup || !strings.Contains(turn.Lines[0], "end the call here") {
			t.Fatalf("second silence: %+v", turn)
		}
		got := w.getLive(c.ID)
		if got.Status != confirm.StatusInProgress || got.Steps[2].State != confirm.StepPending || got.Steps[2].Attempts != 1 ||
			!got.Steps[2].DueAt.After(w.clock.Now()) {
			t.Fatalf("after hanging up: %s %+v", got.Status, got.Steps[2])
		}
		// Twilio's report that the call completed comes after: nothing to do.
		w.receipt(Receipt{ConfirmationID: c.ID, Channel: confirm.ChannelCall, Ref: ref, Outcome: ReceiptEnded})
		if after := w.getLive(c.ID); !after.UpdatedAt.Equal(got.UpdatedAt) {
			t.Error("the end of the call was counted twice")
		}
		// A stray webhook of the ended call gets a goodbye.
		if turn := w.call(c.ID, ref, false, "hello?"); !turn.Hangup || !strings.Contains(turn.Lines[0], "has ended") {
			t.Errorf("after the end: %+v", turn)
		}
		if turn := w.call(c.ID, "call-unknown", true, ""); !turn.Hangup {
			t.Errorf("unknown call: %+v", turn)
		}
	})
}

func TestLiveCallHangUpMidConversation(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		p, c := w.untilCall()
		ref := p.last(confirm.ChannelCall)
		w.call(c.ID, ref, true, "")
		w.clock.Set(t0.Add(4*time.Hour + 40*time.Second))
		w.receipt(Receipt{ConfirmationID: c.ID, Channel: confirm.ChannelCall, Ref: ref, Outcome: ReceiptEnded})
		got := w.getLive(c.ID)
		if got.Steps[2].State != confirm.StepPending || got.Steps[2].ActiveUntil.IsZero() == false ||
			!strings.HasPrefix(lastEvent(got), "The call ended without an answer; retrying") {
			t.Fatalf("after the customer hung up: %+v %q", got.Steps[2], lastEvent(got))
		}
	})
}

func TestInboundText(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		p := w.live()
		const phone = "+447400123456"
		older := w.createLive()
		w.at(0)
		w.at(2 * time.Hour) // older's text goes out
		newer := w.createLive(func(n *confirm.NewConfirmation) { n.Order.Date = "2026-11-26" })
		w.run()

		// Newer has had only its email; the text answers older, whose text
		// reached the number.
		id, err := w.engine.Inbound(t.Context(), Inbound{From: phone, Body: "Yes I'll be in"})
		if err != nil || id != older.ID {
			t.Fatalf("Inbound = %q, %v; want %s", id, err, older.ID)
		}
		got := w.getLive(older.ID)
		if got.Status != confirm.StatusConfirmed || got.Steps[1].State != confirm.StepDelivered {
			t.Fatalf("older after the text: %s %s", got.Status, states(got))
		}
		sent := p.count()
		if m := p.sent[sent-1]; m.Channel != confirm.ChannelSMS || m.ConfirmationID != older.ID || !strings.Contains(m.Text, "confirmed") {
			t.Errorf("reply text %+v", m)
		}

		// Now the only open one is newer, whose text has not gone yet: a
		// text from the number is still read.
		id, err = w.engine.Inbound(t.Context(), Inbound{From: phone, Body: "yes"})
		if err != nil || id != newer.ID {
			t.Fatalf("second Inbound = %q, %v; want %s", id, err, newer.ID)
		}
		if got := w.getLive(newer.ID); got.Status != confirm.StatusConfirmed {
			t.Errorf("newer: %s", got.Status)
		}

		// Nothing open: a late reply to the newest closed one.
		id, err = w.engine.Inbound(t.Context(), Inbound{From: phone, Body: "Actually can we do another day?"})
		if err != nil || id != newer.ID {
			t.Fatalf("late Inbound = %q, %v", id, err)
		}
		if got := w.getLive(newer.ID); got.Status != confirm.StatusActionNeeded {
			t.Errorf("late reply left %s", got.Status)
		}

		// A number with no confirmation.
		if id, err := w.engine.Inbound(t.Context(), Inbound{From: "+447400999999", Body: "hi"}); err != nil || id != "" {
			t.Errorf("unknown number: %q, %v", id, err)
		}
	})
}

func TestInboundStopAndStart(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		p := w.live()
		const phone = "+447400123456"
		other := &confirm.Account{ID: confirm.NewAccountID(), Name: "Other", SigningSecret: confirm.NewSigningSecret(), CreatedAt: t0}
		if err := w.store.CreateAccount(t.Context(), other); err != nil {
			t.Fatal(err)
		}
		w.createLive()
		mine := w.account
		w.account = other
		w.createLive() // the same customer, another retailer on the same number
		w.account = mine
		w.at(0)
		w.at(2 * time.Hour)
		sent := p.count()

		id, err := w.engine.Inbound(t.Context(), Inbound{From: phone, Body: "STOP", OptOut: true})
		if err != nil || id == "" {
			t.Fatalf("Inbound STOP = %q, %v", id, err)
		}
		for _, acct := range []string{mine.ID, other.ID} {
			if out, err := w.store.OptedOut(t.Context(), confirm.Scope{AccountID: acct}, phone); err != nil || !out {
				t.Errorf("account %s: opted out %v, %v", acct, out, err)
			}
		}
		scope, err := w.store.ScopeOf(t.Context(), id)
		if err != nil {
			t.Fatal(err)
		}
		got, err := w.store.GetConfirmation(t.Context(), scope, id)
		if err != nil {
			t.Fatal(err)
		}
		if got.Status != confirm.StatusActionNeeded || got.Outcome.Intent != confirm.IntentOptOut {
			t.Errorf("after STOP: %s %+v", got.Status, got.Outcome)
		}
		if p.count() != sent {
			t.Errorf("%d messages sent after STOP; the provider confirms the opt-out itself", p.count()-sent)
		}

		// START lifts it, for every account, and is noted, not read.
		id, err = w.engine.Inbound(t.Context(), Inbound{From: phone, Body: "START", OptIn: true, KeywordOnly: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, acct := range []string{mine.ID, other.ID} {
			if out, _ := w.store.OptedOut(t.Context(), confirm.Scope{AccountID: acct}, phone); out {
				t.Errorf("account %s still opted out after START", acct)
			}
		}
		scope, _ = w.store.ScopeOf(t.Context(), id)
		if got, err := w.store.GetConfirmation(t.Context(), scope, id); err != nil || !strings.Contains(lastEvent(got), "texted START") {
			t.Errorf("START event: %v", err)
		}
	})
}

func TestProviderOptOutAtSend(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		p := w.live()
		c := w.createLive()
		w.at(0)
		p.mu.Lock()
		p.err = fmt.Errorf("twilio: sending the text: %w", confirm.ErrOptedOut)
		p.mu.Unlock()
		w.at(2 * time.Hour)
		got := w.getLive(c.ID)
		if states(got) != "email:delivered sms:skipped call:pending" {
			t.Fatalf("after the provider's refusal: %s", states(got))
		}
		if out, err := w.store.OptedOut(t.Context(), confirm.Scope{AccountID: w.account.ID}, "+447400123456"); err != nil || !out {
			t.Errorf("the provider's opt-out was not recorded: %v %v", out, err)
		}
	})
}

func TestSandboxNeverTouchesAProvider(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		p := w.live()
		c := w.create(confirm.CadenceDemo)
		for d := time.Duration(0); d <= 10*time.Minute; d += 30 * time.Second {
			w.at(d)
		}
		if p.count() != 0 {
			t.Errorf("the provider got %d sandbox messages", p.count())
		}
		if n := w.sends.count()[c.ID+" sms"]; n != 1 {
			t.Errorf("sandbox sms sent %d times", n)
		}
		// Provider webhooks cannot reach a sandbox confirmation either.
		if err := w.engine.Receipt(t.Context(), Receipt{ConfirmationID: c.ID, Channel: confirm.ChannelSMS, Outcome: ReceiptFailed}); confirm.ErrorCode(err) != confirm.ENOTFOUND {
			t.Errorf("Receipt of a sandbox confirmation: %v", err)
		}
		if _, err := w.engine.Call(t.Context(), c.ID, "x", true, ""); confirm.ErrorCode(err) != confirm.ENOTFOUND {
			t.Errorf("Call of a sandbox confirmation: %v", err)
		}
	})
}

// A customer's text or a provider's report that arrives while the scheduler
// is placing the call must not make it drop the call's result: the call
// was placed, and is neither sent again nor taken for one a crash cut off.
func TestReplyWhileTheCallIsPlaced(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		p := w.live()
		c := w.createLive()
		w.at(0)
		w.at(2 * time.Hour)
		w.receipt(Receipt{ConfirmationID: c.ID, Channel: confirm.ChannelSMS, Ref: p.last(confirm.ChannelSMS), Outcome: ReceiptDelivered})
		p.mu.Lock()
		hold, entered := make(chan struct{}), make(chan struct{})
		p.hold, p.entered = hold, entered
		p.mu.Unlock()

		w.clock.Set(t0.Add(4 * time.Hour))
		done := make(chan error, 1)
		go func() { _, err := w.engine.RunDue(context.WithoutCancel(t.Context())); done <- err }()
		<-entered
		// A report on the text, then a text from the customer that needs
		// more than one turn, while the call is being placed.
		w.receipt(Receipt{ConfirmationID: c.ID, Channel: confirm.ChannelSMS, Ref: "sms-77", Outcome: ReceiptFailed, Reason: "carrier violation"})
		if _, err := w.engine.Reply(t.Context(), confirm.Scope{AccountID: w.account.ID}, c.ID,
			confirm.Reply{Channel: confirm.ChannelSMS, Text: "can't do that day", Inbound: true}); err != nil {
			t.Fatalf("Reply: %v", err)
		}
		close(hold)
		if err := <-done; err != nil {
			t.Fatalf("RunDue: %v", err)
		}
		got := w.getLive(c.ID)
		s := got.Steps[2]
		if s.Attempts != 1 || !s.SendingAt.IsZero() || s.ActiveUntil.IsZero() || got.LeaseOwner != "" {
			t.Fatalf("the call's result was not saved: %+v, lease %q", s, got.LeaseOwner)
		}
		for _, e := range got.Events {
			if strings.Contains(e.Text, "interrupted") {
				t.Errorf("event %q", e.Text)
			}
		}
		w.at(4*time.Hour + time.Minute)
		if n := p.count(); n != 4 { // email, text, the slots text, one call
			t.Errorf("%d messages sent, want 4", n)
		}
	})
}

// A call that was already ringing when a text said "wrong number" is
// picked up by that stranger: they hear a neutral goodbye, nothing of the
// booking, and no promise that the retailer will be in touch.
func TestLiveCallAfterWrongNumber(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		p, c := w.untilCall()
		ref := p.last(confirm.ChannelCall)
		if _, err := w.engine.Inbound(t.Context(), Inbound{From: "+447400123456", Body: "wrong number, there's no Jane here"}); err != nil {
			t.Fatal(err)
		}
		if got := w.getLive(c.ID); got.Status != confirm.StatusActionNeeded || got.Outcome.Intent != confirm.IntentWrongPerson {
			t.Fatalf("after the text: %s %+v", got.Status, got.Outcome)
		}
		turn := w.call(c.ID, ref, true, "")
		if !turn.Hangup || len(turn.Lines) != 1 {
			t.Fatalf("pick-up after wrong number: %+v", turn)
		}
		for _, word := range []string{"Jane", "Sofa", "delivery", "25 November", "12:00", "in touch"} {
			if strings.Contains(turn.Lines[0], word) {
				t.Errorf("the stranger hears %q: %q", word, turn.Lines[0])
			}
		}
	})
}
