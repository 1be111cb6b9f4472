package storetest

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/confirmd/confirmd/internal/confirm"
)

// newDelivery returns a pending delivery of c created at created, due at
// next. Its payload is spaced and escaped as no JSON encoder would write it,
// so a store that reformats it (a jsonb column) is caught: receivers check
// the signature over these exact bytes.
func newDelivery(c *confirm.Confirmation, created, next time.Time) *confirm.Delivery {
	return &confirm.Delivery{
		ID:             confirm.NewDeliveryID(),
		ConfirmationID: c.ID,
		AccountID:      c.AccountID,
		Sandbox:        c.Sandbox,
		URL:            c.WebhookURL,
		Payload: []byte("{\"type\":  \"confirmation.updated\",\n \"data\": {\"id\": \"" + c.ID +
			"\", \"note\": \"caf\u00e9 \\u00e9 <&>\", \"n\": 1.50}}\n"),
		State:         confirm.DeliveryPending,
		CreatedAt:     created,
		NextAttemptAt: next,
	}
}

// wantDeliveries fails the test unless ListDeliveries gives exactly want for
// the confirmation.
func wantDeliveries(t *testing.T, s confirm.Store, scope confirm.Scope, confirmationID string, want ...*confirm.Delivery) {
	t.Helper()
	got, err := s.ListDeliveries(t.Context(), scope, confirmationID)
	if err != nil {
		t.Fatalf("ListDeliveries: %v", err)
	}
	diff(t, "ListDeliveries", want, got)
	for _, d := range got {
		for what, tm := range map[string]time.Time{"CreatedAt": d.CreatedAt, "NextAttemptAt": d.NextAttemptAt} {
			if tm.Location() != time.UTC {
				t.Errorf("%s %s location = %v, want UTC", d.ID, what, tm.Location())
			}
		}
		for i, a := range d.Attempts {
			if a.At.Location() != time.UTC {
				t.Errorf("%s Attempts[%d].At location = %v, want UTC", d.ID, i, a.At.Location())
			}
		}
	}
}

func testOutbox(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}

	c := newConfirmation(scope, t0)
	d1 := newDelivery(c, t0, t0)
	c.Outbox = []*confirm.Delivery{d1}
	if err := s.CreateConfirmation(ctx, c, nil); err != nil {
		t.Fatalf("CreateConfirmation: %v", err)
	}
	if len(c.Outbox) != 0 {
		t.Errorf("CreateConfirmation left %d deliveries in the Outbox", len(c.Outbox))
	}
	if got := get(t, s, scope, c.ID); len(got.Outbox) != 0 {
		t.Errorf("GetConfirmation returned %d deliveries in the Outbox", len(got.Outbox))
	}
	wantDeliveries(t, s, scope, c.ID, d1)

	// An update writes its deliveries with its change.
	now := t0.Add(time.Minute)
	var d2 *confirm.Delivery
	saved, err := s.UpdateConfirmation(ctx, scope, c.ID, func(c *confirm.Confirmation) error {
		c.Status = confirm.StatusConfirmed
		c.Touch(now)
		if err := c.QueueWebhook(now); err != nil {
			return err
		}
		d2 = c.Outbox[0]
		return nil
	})
	if err != nil {
		t.Fatalf("UpdateConfirmation: %v", err)
	}
	if len(saved.Outbox) != 0 {
		t.Errorf("UpdateConfirmation returned %d deliveries in the Outbox", len(saved.Outbox))
	}
	wantDeliveries(t, s, scope, c.ID, d1, d2)

	// Nothing is written when the change is not.
	refused := errors.New("refused")
	_, err = s.UpdateConfirmation(ctx, scope, c.ID, func(c *confirm.Confirmation) error {
		c.Touch(now.Add(time.Minute))
		if err := c.QueueWebhook(now.Add(time.Minute)); err != nil {
			return err
		}
		return refused
	})
	if !errors.Is(err, refused) {
		t.Fatalf("UpdateConfirmation err = %v, want fn's error", err)
	}
	dup := newConfirmation(scope, now)
	dup.ID = c.ID
	dup.Outbox = []*confirm.Delivery{newDelivery(dup, now, now)}
	wantCode(t, s.CreateConfirmation(ctx, dup, nil), confirm.ECONFLICT)
	wantDeliveries(t, s, scope, c.ID, d1, d2)

	if _, _, err := createWithKey(t, s, scope, "order-1", now); err != nil {
		t.Fatalf("CreateConfirmation: %v", err)
	}
	again := newConfirmation(scope, now)
	again.Outbox = []*confirm.Delivery{newDelivery(again, now, now)}
	idem := &confirm.Idempotency{Scope: scope, Key: "order-1", RequestHash: "sha256:x", ConfirmationID: again.ID, Response: []byte(`{}`), CreatedAt: now}
	wantCode(t, s.CreateConfirmation(ctx, again, idem), confirm.ECONFLICT)
	wantDeliveries(t, s, scope, again.ID)

	// Another scope sees an empty list, as for an unknown confirmation,
	// rather than ENOTFOUND: the console lists deliveries of a
	// confirmation it has already loaded in its scope.
	for _, other := range []confirm.Scope{
		{AccountID: a.ID, Sandbox: false},
		{AccountID: b.ID, Sandbox: true},
		{AccountID: confirm.NewAccountID(), Sandbox: true},
	} {
		wantDeliveries(t, s, other, c.ID)
	}
	wantDeliveries(t, s, scope, confirm.NewConfirmationID())
}

// The order ClaimDeliveries returns deliveries in is not part of the
// contract; which ones it picks is.
var deliveriesByID = cmpopts.SortSlices(func(x, y *confirm.Delivery) bool { return x.ID < y.ID })

// toMS is a time as stores keep it.
func toMS(tm time.Time) time.Time { return tm.UTC().Truncate(time.Millisecond) }

// claimDeliveries calls ClaimDeliveries without caps and fails the test
// unless it leases exactly want until now+lease. They come with their
// attempts: the sender counts them to know when to give up.
func claimDeliveries(t *testing.T, s confirm.Store, now time.Time, lease time.Duration, limit int, want ...*confirm.Delivery) {
	t.Helper()
	claimCapped(t, s, now, lease, limit, confirm.DeliveryCaps{}, want...)
}

// claimCapped is claimDeliveries under caps.
func claimCapped(t *testing.T, s confirm.Store, now time.Time, lease time.Duration, limit int, caps confirm.DeliveryCaps, want ...*confirm.Delivery) {
	t.Helper()
	got, err := s.ClaimDeliveries(t.Context(), now, lease, limit, caps)
	if err != nil {
		t.Fatalf("ClaimDeliveries(%s): %v", confirm.FormatTime(now), err)
	}
	for _, d := range want {
		d.NextAttemptAt = toMS(now.Add(lease))
	}
	if d := diffOpts(want, got, deliveriesByID); d != "" {
		t.Fatalf("ClaimDeliveries(%s) mismatch (-want +got):\n%s", confirm.FormatTime(now), d)
	}
}

// finish calls FinishAttempt and updates d as the store should have.
func finish(t *testing.T, s confirm.Store, d *confirm.Delivery, a confirm.Attempt, state confirm.DeliveryState, next time.Time) {
	t.Helper()
	if err := s.FinishAttempt(t.Context(), d.ID, a, state, next); err != nil {
		t.Fatalf("FinishAttempt: %v", err)
	}
	a.At = toMS(a.At)
	a.Duration = a.Duration.Truncate(time.Millisecond)
	d.Attempts = append(d.Attempts, a)
	d.State = state
	// NextAttemptAt means nothing once the delivery is over: stores keep
	// none.
	d.NextAttemptAt = time.Time{}
	if state == confirm.DeliveryPending {
		d.NextAttemptAt = toMS(next)
	}
}

func wantNextDelivery(t *testing.T, s confirm.Store, after, want time.Time, wantOK bool) {
	t.Helper()
	got, ok, err := s.NextDeliveryAt(t.Context(), after)
	if err != nil {
		t.Fatalf("NextDeliveryAt: %v", err)
	}
	if ok != wantOK || (ok && !got.Equal(want)) {
		t.Fatalf("NextDeliveryAt(%s) = %s, %v; want %s, %v", confirm.FormatTime(after), confirm.FormatTime(got), ok, confirm.FormatTime(want), wantOK)
	}
	if ok && got.Location() != time.UTC {
		t.Errorf("NextDeliveryAt location = %v, want UTC", got.Location())
	}
}

func testDeliveries(t *testing.T, s confirm.Store) {
	wantNextDelivery(t, s, t0, time.Time{}, false)
	claimDeliveries(t, s, t0, time.Minute, 10)

	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	aTest := confirm.Scope{AccountID: a.ID, Sandbox: true}
	bLive := confirm.Scope{AccountID: b.ID, Sandbox: false}
	var d1, d2, d3, d4 *confirm.Delivery
	c1 := create(t, s, aTest, t0.Add(-time.Hour), func(c *confirm.Confirmation) {
		d1 = newDelivery(c, t0.Add(-3*time.Minute), t0.Add(-3*time.Minute))
		d3 = newDelivery(c, t0.Add(-time.Minute), t0) // at now is due
		d4 = newDelivery(c, t0, t0.Add(time.Hour))
		c.Outbox = []*confirm.Delivery{d4, d1, d3}
	})
	c2 := create(t, s, bLive, t0.Add(-time.Hour), func(c *confirm.Confirmation) {
		d2 = newDelivery(c, t0.Add(-2*time.Minute), t0.Add(-2*time.Minute))
		c.Outbox = []*confirm.Delivery{d2}
	})
	wantNextDelivery(t, s, t0.Add(-time.Hour), t0.Add(-3*time.Minute), true)
	// What is due at the time asked about is left out: the claim before
	// had it to take.
	wantNextDelivery(t, s, t0, t0.Add(time.Hour), true)

	// The oldest two, across accounts and modes; then the rest that is due;
	// then none while their leases run.
	claimDeliveries(t, s, t0, time.Minute, 2, d1, d2)
	claimDeliveries(t, s, t0, time.Minute, 10, d3)
	claimDeliveries(t, s, t0, time.Minute, 10)
	// Leased deliveries count at the end of their lease, so a sender that
	// died holding them is replaced in time.
	wantNextDelivery(t, s, t0, t0.Add(time.Minute), true)

	zone := time.FixedZone("UTC+1", 60*60)
	headers := map[string]string{
		"Content-Type":        "application/json",
		"X-Service-Signature": "sha256=00ff",
		"X-Service-Delivery":  d1.ID,
	}
	finish(t, s, d1, confirm.Attempt{
		At: t0.Add(1234567 * time.Nanosecond).In(zone), StatusCode: 200, Duration: 1234567891 * time.Nanosecond,
		RequestHeaders: headers, ResponseBody: "ok",
	}, confirm.DeliveryDelivered, time.Time{})
	finish(t, s, d2, confirm.Attempt{
		At: t0.Add(time.Second), StatusCode: 503, Duration: 10 * time.Second,
		Error: "HTTP 503", RequestHeaders: map[string]string{"X-Service-Delivery": d2.ID}, ResponseBody: "<h1>down</h1>",
	}, confirm.DeliveryPending, t0.Add(5*time.Minute+999*time.Microsecond).In(zone))
	finish(t, s, d3, confirm.Attempt{
		At: t0.Add(2 * time.Second), Duration: 3 * time.Millisecond,
		Error: "dial tcp 203.0.113.9:443: connect: connection refused",
	}, confirm.DeliveryFailed, time.Time{})
	wantNextDelivery(t, s, t0, t0.Add(5*time.Minute), true)

	// A second attempt is appended after the first.
	claimDeliveries(t, s, t0.Add(5*time.Minute), time.Minute, 10, d2)
	finish(t, s, d2, confirm.Attempt{
		At: t0.Add(5 * time.Minute), StatusCode: 204, Duration: 40 * time.Millisecond,
		RequestHeaders: map[string]string{"X-Service-Delivery": d2.ID},
	}, confirm.DeliveryDelivered, time.Time{})
	wantNextDelivery(t, s, t0, t0.Add(time.Hour), true)

	wantDeliveries(t, s, aTest, c1.ID, d1, d3, d4)
	wantDeliveries(t, s, bLive, c2.ID, d2)

	// A lease that ran out, as when its sender died, is claimed again.
	claimDeliveries(t, s, t0.Add(time.Hour), time.Minute, 10, d4)
	claimDeliveries(t, s, t0.Add(time.Hour+time.Minute-time.Millisecond), time.Minute, 10)
	claimDeliveries(t, s, t0.Add(time.Hour+time.Minute), time.Minute, 10, d4)
	wantDeliveries(t, s, aTest, c1.ID, d1, d3, d4)

	err := s.FinishAttempt(t.Context(), confirm.NewDeliveryID(), confirm.Attempt{At: t0}, confirm.DeliveryDelivered, time.Time{})
	wantCode(t, err, confirm.ENOTFOUND)
}

func testRequeueDelivery(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	var d *confirm.Delivery
	c := create(t, s, scope, t0, func(c *confirm.Confirmation) {
		d = newDelivery(c, t0, t0)
		c.Outbox = []*confirm.Delivery{d}
	})
	claimDeliveries(t, s, t0, time.Minute, 10, d)
	finish(t, s, d, confirm.Attempt{At: t0, StatusCode: 500, Duration: time.Second, Error: "HTTP 500"}, confirm.DeliveryFailed, time.Time{})
	wantNextDelivery(t, s, t0, time.Time{}, false)

	for _, tt := range []struct {
		name  string
		scope confirm.Scope
		id    string
	}{
		{"other account", confirm.Scope{AccountID: b.ID, Sandbox: true}, d.ID},
		{"other mode", confirm.Scope{AccountID: a.ID, Sandbox: false}, d.ID},
		{"unknown id", scope, confirm.NewDeliveryID()},
	} {
		_, err := s.RequeueDelivery(t.Context(), tt.scope, tt.id, t0.Add(time.Hour), confirm.DefaultResendLimit)
		if confirm.ErrorCode(err) != confirm.ENOTFOUND {
			t.Errorf("RequeueDelivery (%s) err = %v, want ENOTFOUND", tt.name, err)
		}
	}
	wantDeliveries(t, s, scope, c.ID, d)

	now := t0.Add(time.Hour + 456*time.Microsecond)
	// The console shows the requeued delivery as ListDeliveries would,
	// attempts included.
	got, err := s.RequeueDelivery(t.Context(), scope, d.ID, now, confirm.DefaultResendLimit)
	if err != nil {
		t.Fatalf("RequeueDelivery: %v", err)
	}
	d.State = confirm.DeliveryPending
	d.NextAttemptAt = toMS(now)
	diff(t, "RequeueDelivery result", d, got)
	wantDeliveries(t, s, scope, c.ID, d)
	wantNextDelivery(t, s, t0, toMS(now), true)
	claimDeliveries(t, s, now, time.Minute, 10, d)
}

// testPruneKeepsDeliveries checks that PruneBefore, which prunes the rate
// log and idempotency records, leaves the webhook history alone however
// old: only PruneDeliveries deletes it, after its own setting.
func testPruneKeepsDeliveries(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	var done, pending *confirm.Delivery
	c := create(t, s, scope, t0, func(c *confirm.Confirmation) {
		done = newDelivery(c, t0, t0)
		pending = newDelivery(c, t0.Add(time.Millisecond), t0.Add(time.Millisecond))
		c.Outbox = []*confirm.Delivery{done, pending}
	})
	claimDeliveries(t, s, t0, time.Minute, 1, done)
	finish(t, s, done, confirm.Attempt{At: t0, StatusCode: 200, Duration: time.Millisecond}, confirm.DeliveryDelivered, time.Time{})

	if err := s.PruneBefore(t.Context(), t0.Add(400*24*time.Hour)); err != nil {
		t.Fatalf("PruneBefore: %v", err)
	}
	wantDeliveries(t, s, scope, c.ID, done, pending)
	wantNextDelivery(t, s, t0, pending.NextAttemptAt, true)
}

// testPruneDeliveries checks that PruneDeliveries deletes only deliveries
// that finished before the cut, oldest first and no more than asked, with
// their attempts, and keeps pending ones and ones sent again since.
func testPruneDeliveries(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	day := 24 * time.Hour
	var oldOK, oldFailed, recent, pending, resent, resentDone *confirm.Delivery
	c := create(t, s, scope, t0, func(c *confirm.Confirmation) {
		ms := func(n int) time.Time { return t0.Add(time.Duration(n) * time.Millisecond) }
		oldOK, oldFailed, recent = newDelivery(c, ms(0), ms(0)), newDelivery(c, ms(1), ms(1)), newDelivery(c, ms(2), ms(2))
		pending, resent, resentDone = newDelivery(c, ms(3), t0.Add(10*day)), newDelivery(c, ms(4), ms(4)), newDelivery(c, ms(5), ms(5))
		c.Outbox = []*confirm.Delivery{oldOK, oldFailed, recent, pending, resent, resentDone}
	})
	claimDeliveries(t, s, t0.Add(time.Second), time.Minute, 10, oldOK, oldFailed, recent, resent, resentDone)
	ok := func(at time.Time) confirm.Attempt {
		return confirm.Attempt{At: at, StatusCode: 204, Duration: time.Millisecond}
	}
	bad := func(at time.Time) confirm.Attempt {
		return confirm.Attempt{At: at, StatusCode: 500, Duration: time.Millisecond, Error: "HTTP 500"}
	}
	// Finished in the other order than created: the one that finished first
	// goes first.
	finish(t, s, oldOK, ok(t0.Add(2*time.Second)), confirm.DeliveryDelivered, time.Time{})
	finish(t, s, oldFailed, bad(t0.Add(time.Second)), confirm.DeliveryFailed, time.Time{})
	finish(t, s, resent, bad(t0.Add(time.Second)), confirm.DeliveryFailed, time.Time{})
	finish(t, s, resentDone, bad(t0.Add(time.Second)), confirm.DeliveryFailed, time.Time{})
	// A retried delivery finishes at its last attempt, not its first.
	finish(t, s, recent, bad(t0.Add(time.Second)), confirm.DeliveryPending, t0.Add(6*day))
	claimDeliveries(t, s, t0.Add(6*day), time.Minute, 10, recent)
	finish(t, s, recent, ok(t0.Add(6*day)), confirm.DeliveryDelivered, time.Time{})
	// Sent again from the console: pending again, and later finished anew.
	for _, d := range []*confirm.Delivery{resent, resentDone} {
		if _, err := s.RequeueDelivery(ctx, scope, d.ID, t0.Add(7*day), confirm.DefaultResendLimit); err != nil {
			t.Fatalf("RequeueDelivery: %v", err)
		}
		d.State, d.NextAttemptAt = confirm.DeliveryPending, t0.Add(7*day)
	}
	claimDeliveries(t, s, t0.Add(7*day), time.Minute, 1, resent)
	claimDeliveries(t, s, t0.Add(7*day), time.Minute, 1, resentDone)
	finish(t, s, resentDone, ok(t0.Add(7*day)), confirm.DeliveryDelivered, time.Time{})

	prune := func(before time.Time, limit, want int) {
		t.Helper()
		n, err := s.PruneDeliveries(ctx, before, limit)
		if err != nil {
			t.Fatalf("PruneDeliveries: %v", err)
		}
		if n != want {
			t.Fatalf("PruneDeliveries(%s, %d) = %d, want %d", confirm.FormatTime(before), limit, n, want)
		}
	}
	cut := t0.Add(5 * day)
	prune(cut, 0, 0)
	wantDeliveries(t, s, scope, c.ID, oldOK, oldFailed, recent, pending, resent, resentDone)
	prune(cut, 1, 1) // the one that finished first
	wantDeliveries(t, s, scope, c.ID, oldOK, recent, pending, resent, resentDone)
	prune(cut, 10, 1)
	prune(cut, 10, 0)
	wantDeliveries(t, s, scope, c.ID, recent, pending, resent, resentDone)
	// The cut is strict: a delivery that finished at it stays.
	prune(t0.Add(6*day), 10, 0)
	prune(t0.Add(400*day), 10, 2)
	wantDeliveries(t, s, scope, c.ID, pending, resent)
	wantNextDelivery(t, s, t0.Add(7*day), resent.NextAttemptAt, true) // its lease's end
}

// DeliveryHistoryMigration checks the migration that gave deliveries their
// finish time, on a store whose database it can take back to before that
// migration and up again with remigrate: deliveries finished before it must
// count as finished at their last attempt, and pending ones not at all.
// oldResend makes a delivery pending again as a process from before the
// migration would, leaving its finish time: it must not be deleted.
func DeliveryHistoryMigration(t *testing.T, s confirm.Store, remigrate func(t *testing.T), oldResend func(t *testing.T, id string)) {
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	day := 24 * time.Hour
	var retried, failed, pending, resent *confirm.Delivery
	c := create(t, s, scope, t0, func(c *confirm.Confirmation) {
		retried, failed, pending = newDelivery(c, t0, t0), newDelivery(c, t0, t0), newDelivery(c, t0, t0.Add(10*day))
		resent = newDelivery(c, t0, t0)
		c.Outbox = []*confirm.Delivery{retried, failed, pending, resent}
	})
	claimDeliveries(t, s, t0, time.Minute, 10, retried, failed, resent)
	finish(t, s, failed, confirm.Attempt{At: t0, StatusCode: 500, Error: "HTTP 500"}, confirm.DeliveryFailed, time.Time{})
	finish(t, s, resent, confirm.Attempt{At: t0, StatusCode: 500, Error: "HTTP 500"}, confirm.DeliveryFailed, time.Time{})
	finish(t, s, retried, confirm.Attempt{At: t0, StatusCode: 500, Error: "HTTP 500"}, confirm.DeliveryPending, t0.Add(2*day))
	claimDeliveries(t, s, t0.Add(2*day), time.Minute, 10, retried)
	finish(t, s, retried, confirm.Attempt{At: t0.Add(2 * day), StatusCode: 200}, confirm.DeliveryDelivered, time.Time{})

	remigrate(t)
	oldResend(t, resent.ID)

	for _, p := range []struct {
		before time.Time
		want   int
	}{{t0, 0}, {t0.Add(day), 1}, {t0.Add(2 * day), 0}, {t0.Add(3 * day), 1}, {t0.Add(400 * day), 0}} {
		n, err := s.PruneDeliveries(t.Context(), p.before, 10)
		if err != nil || n != p.want {
			t.Fatalf("PruneDeliveries(%s) = %d, %v; want %d", confirm.FormatTime(p.before), n, err, p.want)
		}
	}
	got, err := s.ListDeliveries(t.Context(), scope, c.ID)
	if err != nil {
		t.Fatalf("ListDeliveries: %v", err)
	}
	var ids []string
	for _, d := range got {
		ids = append(ids, d.ID)
	}
	if want := []string{pending.ID, resent.ID}; !slices.Equal(ids, want) {
		t.Errorf("deliveries left %v, want the pending one and the one sent again %v", ids, want)
	}
}

// resend calls RequeueDelivery of d at now under limit and fails the test
// unless it is allowed (want "") or refused with the message want.
func resend(t *testing.T, s confirm.Store, scope confirm.Scope, d *confirm.Delivery, now time.Time, limit confirm.ResendLimit, want string) {
	t.Helper()
	_, err := s.RequeueDelivery(t.Context(), scope, d.ID, now, limit)
	if want == "" {
		if err != nil {
			t.Fatalf("resend of %s at %s: %v", d.ID, confirm.FormatTime(now), err)
		}
		d.State, d.NextAttemptAt = confirm.DeliveryPending, toMS(now)
		return
	}
	if confirm.ErrorCode(err) != confirm.ERATELIMIT || confirm.ErrorMessage(err) != want {
		t.Fatalf("resend of %s at %s: %v (%s)\nwant %q (%s)", d.ID, confirm.FormatTime(now), err, confirm.ErrorCode(err), want, confirm.ERATELIMIT)
	}
}

// testResendLimit checks that RequeueDelivery counts the resends of the
// last hour per confirmation and per account, across deliveries, refuses
// one over either limit without changing anything or counting it, and
// that PruneBefore leaves the resends that still count.
func testResendLimit(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	aScope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	bScope := confirm.Scope{AccountID: b.ID, Sandbox: true}
	var d1a, d1b, d2, d3, d4 *confirm.Delivery
	c1 := create(t, s, aScope, t0, func(c *confirm.Confirmation) {
		d1a, d1b = newDelivery(c, t0, t0), newDelivery(c, t0.Add(time.Millisecond), t0.Add(time.Millisecond))
		c.Outbox = []*confirm.Delivery{d1a, d1b}
	})
	create(t, s, aScope, t0, func(c *confirm.Confirmation) {
		d2 = newDelivery(c, t0, t0)
		c.Outbox = []*confirm.Delivery{d2}
	})
	c3 := create(t, s, aScope, t0, func(c *confirm.Confirmation) {
		d3 = newDelivery(c, t0, t0)
		c.Outbox = []*confirm.Delivery{d3}
	})
	create(t, s, bScope, t0, func(c *confirm.Confirmation) {
		d4 = newDelivery(c, t0, t0)
		c.Outbox = []*confirm.Delivery{d4}
	})
	limit := confirm.ResendLimit{PerConfirmation: 3, PerAccount: 5}
	at := func(n int) time.Time { return t0.Add(time.Minute + time.Duration(n)*time.Second) }
	const (
		perConfirmation = "Send again is limited to 3 per confirmation in any hour; try again after 10:31:01 UTC"
		perAccount      = "Send again is limited to 5 per account in any hour; try again after 10:31:01 UTC"
	)

	// Three of c1's, over its two deliveries; the fourth is refused.
	resend(t, s, aScope, d1a, at(1), limit, "")
	resend(t, s, aScope, d1b, at(2), limit, "")
	resend(t, s, aScope, d1a, at(3), limit, "")
	resend(t, s, aScope, d1b, at(4), limit, perConfirmation)
	// Refused, it is left as it was.
	wantDeliveries(t, s, aScope, c1.ID, d1a, d1b)
	// Two more of the account's make five; a sixth is refused, though its
	// confirmation has had none.
	resend(t, s, aScope, d2, at(5), limit, "")
	if err := s.PruneBefore(t.Context(), at(6)); err != nil {
		t.Fatalf("PruneBefore: %v", err)
	}
	resend(t, s, aScope, d2, at(6), limit, "")
	resend(t, s, aScope, d3, at(7), limit, perAccount)
	wantDeliveries(t, s, aScope, c3.ID, d3)
	// Another account has limits of its own.
	resend(t, s, bScope, d4, at(8), limit, "")

	// The first resend stops counting exactly an hour after it: the
	// refused ones never counted, so there is room for one.
	resend(t, s, aScope, d3, at(1).Add(confirm.ResendWindow-time.Millisecond), limit, perAccount)
	resend(t, s, aScope, d3, at(1).Add(confirm.ResendWindow), limit, "")
	resend(t, s, aScope, d1a, at(2).Add(confirm.ResendWindow-time.Millisecond), limit,
		"Send again is limited to 5 per account in any hour; try again after 10:31:02 UTC")

	// Long after, pruned or not, each has its whole limit again.
	later := t0.Add(5 * time.Hour)
	if err := s.PruneBefore(t.Context(), later); err != nil {
		t.Fatalf("PruneBefore: %v", err)
	}
	for i := range 3 {
		resend(t, s, aScope, d1a, later.Add(time.Duration(i)*time.Second), limit, "")
	}
	resend(t, s, aScope, d1a, later.Add(3*time.Second), limit,
		"Send again is limited to 3 per confirmation in any hour; try again after 15:30:00 UTC")
}

// testResendConcurrent sends one account's deliveries again at once.
func testResendConcurrent(t *testing.T, s confirm.Store) { ResendsConcurrent(t, s) }

// ResendsConcurrent sends one account's deliveries again at once, through
// each of stores in turn (standing in for processes that share one
// database): exactly the limit of them may pass.
func ResendsConcurrent(t *testing.T, stores ...confirm.Store) {
	const n, perAccount = 12, 4
	a := newAccount(t, stores[0], "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	var ds []*confirm.Delivery
	for range n {
		create(t, stores[0], scope, t0, func(c *confirm.Confirmation) {
			d := newDelivery(c, t0, t0)
			c.Outbox = []*confirm.Delivery{d}
			ds = append(ds, d)
		})
	}
	limit := confirm.ResendLimit{PerConfirmation: 5, PerAccount: perAccount}
	var allowed atomic.Int32
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i, d := range ds {
		s := stores[i%len(stores)]
		wg.Go(func() {
			_, err := s.RequeueDelivery(t.Context(), scope, d.ID, t0.Add(time.Minute+time.Duration(i)*time.Millisecond), limit)
			switch {
			case err == nil:
				allowed.Add(1)
			case confirm.ErrorCode(err) != confirm.ERATELIMIT:
				errs <- err
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("RequeueDelivery: %v", err)
	}
	if got := allowed.Load(); got != perAccount {
		t.Fatalf("%d of %d simultaneous resends allowed, want exactly %d", got, n, perAccount)
	}
}

// ResendsMigration checks the migration that logs resends, on a store
// whose database it can take back to before that migration and up again
// with remigrate: resends work before and after.
func ResendsMigration(t *testing.T, s confirm.Store, remigrate func(t *testing.T)) {
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	var d *confirm.Delivery
	create(t, s, scope, t0, func(c *confirm.Confirmation) {
		d = newDelivery(c, t0, t0)
		c.Outbox = []*confirm.Delivery{d}
	})
	limit := confirm.ResendLimit{PerConfirmation: 1, PerAccount: 1}
	resend(t, s, scope, d, t0.Add(time.Second), limit, "")
	resend(t, s, scope, d, t0.Add(2*time.Second), limit,
		"Send again is limited to 1 per confirmation in any hour; try again after 10:30:01 UTC")
	remigrate(t)
	// The resends logged before are gone with the table taken down.
	resend(t, s, scope, d, t0.Add(3*time.Second), limit, "")
	resend(t, s, scope, d, t0.Add(4*time.Second), limit,
		"Send again is limited to 1 per confirmation in any hour; try again after 10:30:03 UTC")
}

// outboxTo returns deliveries of c to each url in turn, the first due at
// first and each next one a second later.
func outboxTo(c *confirm.Confirmation, first time.Time, urls ...string) []*confirm.Delivery {
	var ds []*confirm.Delivery
	for i, u := range urls {
		at := first.Add(time.Duration(i) * time.Second)
		d := newDelivery(c, at, at)
		d.URL = u
		ds = append(ds, d)
	}
	return ds
}

// testClaimFairness checks the caps of ClaimDeliveries: one account's
// backlog to a hanging receiver takes no more than its share, another
// account's delivery, to that receiver too, and the account's other
// receiver go meanwhile, and a share comes back when a delivery finishes or
// its lease runs out.
func testClaimFairness(t *testing.T, s confirm.Store) {
	caps := confirm.DeliveryCaps{PerAccount: 3, PerHost: 2}
	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	c := newAccount(t, s, "Cosy Chairs")
	const hang, ok = "https://hang.example/hooks", "https://ok.example/hooks"
	var backlog, aOK, cHang, bOK []*confirm.Delivery
	create(t, s, confirm.Scope{AccountID: a.ID, Sandbox: false}, t0.Add(-time.Hour), func(conf *confirm.Confirmation) {
		backlog = outboxTo(conf, t0.Add(-10*time.Minute), hang, hang, hang, hang, hang)
		aOK = outboxTo(conf, t0.Add(-5*time.Minute), ok, ok)
		conf.Outbox = append(slices.Clone(backlog), aOK...)
	})
	// The same receiver, written otherwise, for another account.
	create(t, s, confirm.Scope{AccountID: c.ID, Sandbox: true}, t0.Add(-time.Hour), func(conf *confirm.Confirmation) {
		cHang = outboxTo(conf, t0.Add(-3*time.Minute), "https://HANG.example.:443/other?x=1", hang)
		conf.Outbox = cHang
	})
	create(t, s, confirm.Scope{AccountID: b.ID, Sandbox: true}, t0.Add(-time.Hour), func(conf *confirm.Confirmation) {
		bOK = outboxTo(conf, t0.Add(-2*time.Minute), "https://b.example/hooks")
		conf.Outbox = bOK
	})

	// Round after round, each account its oldest delivery the caps allow:
	// the hanging host takes two of a's, and both of c's, which a's
	// backlog there does not hold back; a's other host the rest of a's
	// share, and b its own.
	claimCapped(t, s, t0, time.Minute, 10, caps, backlog[0], cHang[0], bOK[0], backlog[1], cHang[1], aOK[0])
	// a is at its cap and at its hanging host's: nothing more, and what
	// they hold back is not reported as due later.
	claimCapped(t, s, t0, time.Minute, 10, caps)
	wantNextDelivery(t, s, t0, t0.Add(time.Minute), true)

	// A finished delivery frees its share.
	finish(t, s, backlog[0], confirm.Attempt{At: t0, Duration: 10 * time.Second, Error: "timeout after 10s"},
		confirm.DeliveryFailed, time.Time{})
	claimCapped(t, s, t0.Add(time.Second), time.Minute, 10, caps, backlog[2])
	// c's finished deliveries give a nothing: a is at its cap.
	finish(t, s, cHang[0], confirm.Attempt{At: t0, StatusCode: 204}, confirm.DeliveryDelivered, time.Time{})
	finish(t, s, cHang[1], confirm.Attempt{At: t0, StatusCode: 204}, confirm.DeliveryDelivered, time.Time{})
	claimCapped(t, s, t0.Add(2*time.Second), time.Minute, 10, caps)

	// Leases that ran out count no more, and their deliveries are due again
	// (oldest first: their due time is their lease's end); backlog[2]'s
	// lease still holds one of a's shares of the hanging host.
	claimCapped(t, s, t0.Add(time.Minute), time.Minute, 10, caps, backlog[3], bOK[0], aOK[1])
}

// testClaimCapsConcurrent checks that claims made at once, from several
// connections as by several processes, count each other's leases: an
// account never gets more than its share.
func testClaimCapsConcurrent(t *testing.T, s confirm.Store) {
	caps := confirm.DeliveryCaps{PerAccount: 3, PerHost: 2}
	owners := map[string]string{} // delivery id -> account id
	for _, name := range []string{"Acme Home", "Bolt Beds"} {
		acct := newAccount(t, s, name)
		create(t, s, confirm.Scope{AccountID: acct.ID, Sandbox: true}, t0, func(conf *confirm.Confirmation) {
			var urls []string
			for i := range 12 {
				urls = append(urls, fmt.Sprintf("https://h%d.example/hooks", i))
			}
			conf.Outbox = outboxTo(conf, t0.Add(-time.Hour), urls...)
			for _, d := range conf.Outbox {
				owners[d.ID] = acct.ID
			}
		})
	}

	var (
		mu      sync.Mutex
		claimed = map[string]int{} // delivery id -> times claimed
		wg      sync.WaitGroup
	)
	for range 8 {
		wg.Go(func() {
			for {
				ds, err := s.ClaimDeliveries(t.Context(), t0, time.Minute, 1, caps)
				if err != nil {
					t.Errorf("ClaimDeliveries: %v", err)
					return
				}
				if len(ds) == 0 {
					return
				}
				mu.Lock()
				for _, d := range ds {
					claimed[d.ID]++
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	perAccount := map[string]int{}
	for id, n := range claimed {
		if n != 1 {
			t.Errorf("delivery %s claimed %d times", id, n)
		}
		perAccount[owners[id]]++
	}
	if len(perAccount) != 2 {
		t.Errorf("claims of %d accounts, want both", len(perAccount))
	}
	for acct, n := range perAccount {
		if n != caps.PerAccount {
			t.Errorf("account %s: %d deliveries in flight, want its cap %d", acct, n, caps.PerAccount)
		}
	}
}

// deliveryHostURLs are webhook URLs as confirmd accepts them, and some it
// accepted before, written every way that names the same receiver.
var deliveryHostURLs = []string{
	"https://hooks.example.com/confirmd",
	"https://Hooks.Example.COM/a?b=c#d",
	"https://hooks.example.com:443",
	"https://hooks.example.com:8443/x",
	"https://hooks.example.com./x",
	"https://hooks.example.com.:8443/x",
	"https://user:secret@hooks.example.com/x",
	"http://localhost:3000/hooks",
	"http://127.0.0.1/hooks",
	"https://[2001:DB8::1]/hooks",
	"https://[2001:db8::1]:8443/hooks",
}

// DeliveryHostMigration checks the migration that gave deliveries their
// host, on a store whose database it can take back to before that migration
// and up again with remigrate; hosts reads the stored host of each
// delivery by id. Pending deliveries must get the host DeliveryHost gives
// their URL, and claims must count them by it.
func DeliveryHostMigration(t *testing.T, s confirm.Store, remigrate func(t *testing.T), hosts func(t *testing.T) map[string]string) {
	a := newAccount(t, s, "Acme Home")
	var ds []*confirm.Delivery
	create(t, s, confirm.Scope{AccountID: a.ID, Sandbox: true}, t0, func(c *confirm.Confirmation) {
		ds = outboxTo(c, t0, deliveryHostURLs...)
		c.Outbox = ds
	})
	remigrate(t)

	got := hosts(t)
	for _, d := range ds {
		if want := confirm.DeliveryHost(d.URL); got[d.ID] != want {
			t.Errorf("host of a delivery to %s = %q, want %q", d.URL, got[d.ID], want)
		}
	}
	// Two to hooks.example.com on 443 and two on 8443, however written,
	// and one to each other receiver; the rest wait for their share.
	var want []*confirm.Delivery
	for _, i := range []int{0, 1, 3, 5, 7, 8, 9, 10} {
		want = append(want, ds[i])
	}
	claimCapped(t, s, t0.Add(time.Minute), time.Minute, 20, confirm.DeliveryCaps{PerHost: 2}, want...)
}

// BenchClaimDeliveries measures a claim of the webhook sender with backlog
// deliveries of one account due to a receiver that hangs, held back by the
// caps, and one other account's delivery due: each claim reads the whole
// backlog and takes the one delivery. The delivery is finished and sent
// again between claims, outside the timing.
func BenchClaimDeliveries(b *testing.B, s confirm.Store, backlog int) {
	ctx := b.Context()
	caps := confirm.DeliveryCaps{PerAccount: 8, PerHost: 4}
	var healthy *confirm.Delivery
	var scope confirm.Scope
	for i, name := range []string{"Hanging Homes", "Healthy Beds"} {
		a := &confirm.Account{ID: confirm.NewAccountID(), Name: name, SigningSecret: confirm.NewSigningSecret(), CreatedAt: t0}
		if err := s.CreateAccount(ctx, a); err != nil {
			b.Fatal(err)
		}
		scope = confirm.Scope{AccountID: a.ID, Sandbox: true}
		c := newConfirmation(scope, t0)
		n, url := backlog, "https://hang.example/hooks"
		if i == 1 {
			n, url = 1, "https://ok.example/hooks"
		}
		for j := range n {
			at := t0.Add(time.Duration(j) * time.Millisecond)
			if i == 1 {
				at = t0.Add(time.Hour) // after the whole backlog
			}
			d := newDelivery(c, at, at)
			d.URL = url
			c.Outbox = append(c.Outbox, d)
		}
		if i == 1 {
			healthy = c.Outbox[0]
		}
		if err := s.CreateConfirmation(ctx, c, nil); err != nil {
			b.Fatal(err)
		}
	}
	now := t0.Add(2 * time.Hour)
	// The hanging account takes its share, for longer than the benchmark.
	if ds, err := s.ClaimDeliveries(ctx, now, 24*time.Hour, 32, caps); err != nil || len(ds) != min(backlog, caps.PerHost)+1 {
		b.Fatalf("first claim: %d deliveries, %v; want the hanging host's share and the healthy one", len(ds), err)
	}
	for b.Loop() {
		b.StopTimer()
		if err := s.FinishAttempt(ctx, healthy.ID, confirm.Attempt{At: now, StatusCode: 204}, confirm.DeliveryDelivered, time.Time{}); err != nil {
			b.Fatal(err)
		}
		if _, err := s.RequeueDelivery(ctx, scope, healthy.ID, now, confirm.ResendLimit{PerConfirmation: 1 << 30, PerAccount: 1 << 30}); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		ds, err := s.ClaimDeliveries(ctx, now, time.Minute, 32, caps)
		if err != nil || len(ds) != 1 || ds[0].ID != healthy.ID {
			b.Fatalf("claim: %d deliveries, %v; want the healthy one", len(ds), err)
		}
	}
}
