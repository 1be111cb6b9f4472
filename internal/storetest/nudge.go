package storetest

import (
	"encoding/json"
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// testNudges: confirmations that start waiting are noted in the same
// write; a scope's nudges are taken all at once when the oldest is due,
// with only the confirmations still waiting the same wait, and never
// twice; what the batch gives is written in the same transaction, the
// delivery to the webhook outbox and the email to its own outbox, whose
// claims count attempts and hold for their lease.
func testNudges(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	live := confirm.Scope{AccountID: a.ID}
	if _, err := s.UpdateAccountDefaults(ctx, scope, func(d *confirm.Defaults) error {
		d.WebhookURL, d.OperationsEmail, d.InboxEvents, d.UpdatedAt = "https://hooks.acme.test/confirmd", "ops@acme.test", true, t0
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	create := func(sc confirm.Scope, at time.Time, waiting bool) *confirm.Confirmation {
		t.Helper()
		c := newConfirmation(sc, at)
		if waiting {
			c.Status = confirm.StatusActionNeeded
			c.Outcome = &confirm.Outcome{Intent: confirm.IntentWantsHuman, Summary: "s"}
			c.Wait(at)
		}
		if err := s.CreateConfirmation(ctx, c, nil); err != nil {
			t.Fatal(err)
		}
		return c
	}
	update := func(sc confirm.Scope, id string, at time.Time, fn func(c *confirm.Confirmation)) {
		t.Helper()
		if _, err := s.UpdateConfirmation(ctx, sc, id, func(c *confirm.Confirmation) error {
			fn(c)
			c.Touch(at)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	first := create(scope, t0, false)
	update(scope, first.ID, t0, func(c *confirm.Confirmation) { c.Wait(t0) })
	second := create(scope, t0.Add(10*time.Second), true)
	gone := create(scope, t0.Add(20*time.Second), true)
	update(scope, gone.ID, t0.Add(30*time.Second), func(c *confirm.Confirmation) { c.StopWaiting() })
	// A customer who writes again keeps their place and is not noted again.
	update(scope, first.ID, t0.Add(40*time.Second), func(c *confirm.Confirmation) {
		c.AddEvent(t0.Add(40*time.Second), confirm.EventIn, confirm.ChannelSMS, "hello?")
		c.Wait(t0.Add(40 * time.Second))
	})
	create(live, t0.Add(5*time.Second), true)
	create(scope, t0, false) // never waits

	var batches []*confirm.NudgeBatch
	take := func(due time.Time) int {
		t.Helper()
		n, err := s.TakeNudges(ctx, due, 10, func(b *confirm.NudgeBatch) (*confirm.Delivery, *confirm.NudgeEmail, error) {
			batches = append(batches, b)
			return b.Outputs(due.Add(confirm.NudgeWindow), "https://confirmd.test/console")
		})
		if err != nil {
			t.Fatalf("TakeNudges: %v", err)
		}
		return n
	}
	if n := take(t0.Add(-time.Millisecond)); n != 0 || len(batches) != 0 {
		t.Fatalf("TakeNudges before the oldest is due took %d scopes", n)
	}
	if n := take(t0); n != 1 || len(batches) != 1 {
		t.Fatalf("TakeNudges at the sandbox scope's due time took %d scopes, want 1", n)
	}
	b := batches[0]
	want := []confirm.NudgeItem{
		{ID: first.ID, ExternalID: "SO-1042", WaitingSince: confirm.FormatTime(t0)},
		{ID: second.ID, ExternalID: "SO-1042", WaitingSince: confirm.FormatTime(t0.Add(10 * time.Second))},
	}
	diff(t, "the batch's items", want, b.Items)
	if b.Scope != scope || b.Defaults == nil || b.Defaults.OperationsEmail != "ops@acme.test" || !b.Defaults.InboxEvents {
		t.Errorf("the batch's scope and defaults: %+v %+v", b.Scope, b.Defaults)
	}
	if n := take(t0.Add(time.Hour)); n != 1 || len(batches) != 2 || batches[1].Scope != live {
		t.Fatalf("the live scope's nudge: %d taken, batches %d", n, len(batches))
	}
	if got := batches[1].Defaults; got == nil || got.OperationsEmail != "" || got.InboxEvents {
		t.Errorf("the live scope's defaults: %+v", got)
	}
	if n := take(t0.Add(time.Hour)); n != 0 {
		t.Errorf("the nudges were taken twice: %d", n)
	}

	// The event went to the webhook outbox under the first confirmation.
	ds, err := s.ListDeliveries(ctx, scope, first.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(ds) != 1 || ds[0].URL != "https://hooks.acme.test/confirmd" || ds[0].State != confirm.DeliveryPending {
		t.Fatalf("deliveries of %s: %+v", first.ID, ds)
	}
	var body struct {
		Type string `json:"type"`
		Data struct {
			Count   int                 `json:"count"`
			Waiting []confirm.NudgeItem `json:"waiting"`
		} `json:"data"`
	}
	if err := json.Unmarshal(ds[0].Payload, &body); err != nil || body.Type != confirm.EventTypeInboxWaiting || body.Data.Count != 2 || len(body.Data.Waiting) != 2 {
		t.Errorf("the event: %s (%v)", ds[0].Payload, err)
	}

	// The email waits in its outbox until deleted.
	now := t0.Add(2 * time.Minute)
	claim := func(at time.Time) []*confirm.NudgeEmail {
		t.Helper()
		ms, err := s.ClaimNudgeEmails(ctx, at, time.Minute, 10)
		if err != nil {
			t.Fatalf("ClaimNudgeEmails: %v", err)
		}
		return ms
	}
	ms := claim(now)
	if len(ms) != 1 || ms[0].To != "ops@acme.test" || ms[0].Attempts != 1 || ms[0].ConfirmationID != first.ID || ms[0].Subject == "" {
		t.Fatalf("claimed emails: %+v", ms)
	}
	if again := claim(now.Add(30 * time.Second)); len(again) != 0 {
		t.Errorf("an email claimed within its lease was claimed again: %+v", again)
	}
	if again := claim(now.Add(time.Minute)); len(again) != 1 || again[0].Attempts != 2 || again[0].ID != ms[0].ID {
		t.Errorf("an email whose lease ran out: %+v", again)
	}
	if err := s.DeleteNudgeEmail(ctx, ms[0].ID); err != nil {
		t.Fatal(err)
	}
	if left := claim(now.Add(time.Hour)); len(left) != 0 {
		t.Errorf("a deleted email was claimed: %+v", left)
	}
}

// testNudgesTakenOnce: processes that take a scope's nudges at the same
// time (several on one PostgreSQL) send one batch between them, holding
// every customer once.
func testNudgesTakenOnce(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	const waiting = 20
	for i := range waiting {
		c := newConfirmation(scope, t0)
		c.Status = confirm.StatusActionNeeded
		c.Outcome = &confirm.Outcome{Intent: confirm.IntentWantsHuman, Summary: "s"}
		c.Wait(t0.Add(time.Duration(i) * time.Second))
		if err := s.CreateConfirmation(ctx, c, nil); err != nil {
			t.Fatal(err)
		}
	}
	var mu sync.Mutex
	var batches []int
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := s.TakeNudges(ctx, t0.Add(time.Hour), 10, func(b *confirm.NudgeBatch) (*confirm.Delivery, *confirm.NudgeEmail, error) {
				mu.Lock()
				batches = append(batches, len(b.Items))
				mu.Unlock()
				return nil, nil, nil
			})
			if err != nil {
				t.Errorf("TakeNudges: %v", err)
			}
		}()
	}
	wg.Wait()
	if len(batches) != 1 || batches[0] != waiting {
		t.Errorf("batches taken = %v, want one of %d", batches, waiting)
	}
}
