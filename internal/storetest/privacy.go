package storetest

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// The customer whose data the erasure tests remove, and what of theirs
// must be gone afterwards wherever it was.
const (
	erasePhone = "+447400111222"
	eraseEmail = "Sam.Jones@Example.com"
)

var erasedWords = []string{"Sam", "Jones", erasePhone, "447400111222", "sam.jones", "Sam.Jones", "9 Elm Road", "LS2 2BB", "gate code 4321"}

// samsConfirmation is newConfirmation for the erased customer, closed as
// confirmed with an outcome that quotes them, a timeline that quotes them
// and a webhook delivery of that state.
func samsConfirmation(scope confirm.Scope, created time.Time) *confirm.Confirmation {
	c := newConfirmation(scope, created)
	c.Customer = confirm.Customer{Name: "Sam Jones", First: "Sam", Phone: erasePhone, Email: eraseEmail, Language: "en"}
	c.Order.Address = &confirm.Address{Line1: "9 Elm Road", City: "Leeds", Postcode: "LS2 2BB"}
	c.Status = confirm.StatusConfirmed
	c.Outcome = &confirm.Outcome{Intent: confirm.IntentAlternateSigner, Summary: "Sam says Jones senior will be in",
		SignerName: "Jones", Notes: "gate code 4321", Channel: confirm.ChannelSMS}
	c.Conversation.Notes = "gate code 4321"
	c.Conversation.SMS.Questions = []string{"Sam here, what time?"}
	c.Steps[1].State, c.Steps[2].State = confirm.StepDelivered, confirm.StepCancelled
	c.Events = append(c.Events,
		confirm.Event{At: created.Add(time.Minute), Kind: confirm.EventOut, Channel: confirm.ChannelSMS, Text: "Hi Sam, is someone in at 9 Elm Road?"},
		confirm.Event{At: created.Add(2 * time.Minute), Kind: confirm.EventIn, Channel: confirm.ChannelSMS, Text: "Jones senior will be in, gate code 4321"})
	return c
}

// wantNoPersonalData fails the test if b holds any of the erased words.
func wantNoPersonalData(t *testing.T, what string, b []byte) {
	t.Helper()
	for _, w := range erasedWords {
		if bytes.Contains(b, []byte(w)) {
			t.Errorf("%s still holds %q:\n%s", what, w, b)
		}
	}
}

func testErasure(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	live := confirm.Scope{AccountID: a.ID}
	sandbox := confirm.Scope{AccountID: a.ID, Sandbox: true}
	bLive := confirm.Scope{AccountID: b.ID}

	// Sam's closed live confirmation, made with an Idempotency-Key, with a
	// webhook delivery whose receiver echoed the body.
	closed := samsConfirmation(live, t0)
	if err := closed.QueueWebhook(t0); err != nil {
		t.Fatal(err)
	}
	resp, _ := json.Marshal(map[string]any{"confirmation": closed.View()})
	idem := &confirm.Idempotency{Scope: live, Key: "order-9", RequestHash: "h", ConfirmationID: closed.ID, Response: resp, CreatedAt: t0}
	delivery := closed.Outbox[0]
	if err := s.CreateConfirmation(ctx, closed, idem); err != nil {
		t.Fatalf("CreateConfirmation: %v", err)
	}
	if err := s.FinishAttempt(ctx, delivery.ID, confirm.Attempt{At: t0.Add(time.Second), StatusCode: 200,
		RequestHeaders: map[string]string{"X-Service-Delivery": delivery.ID},
		ResponseBody:   string(delivery.Payload)}, confirm.DeliveryDelivered, time.Time{}); err != nil {
		t.Fatalf("FinishAttempt: %v", err)
	}
	// Sam's open sandbox confirmation, found by the email in other case.
	open := create(t, s, sandbox, t0.Add(time.Second), func(c *confirm.Confirmation) {
		c.Customer = confirm.Customer{Name: "Sam Jones", First: "Sam", Email: strings.ToUpper(eraseEmail)}
	})
	// Someone else of the same account, and Sam at another retailer.
	other := create(t, s, live, t0.Add(2*time.Second), nil)
	elsewhere := create(t, s, bLive, t0.Add(3*time.Second), func(c *confirm.Confirmation) {
		c.Customer = confirm.Customer{Name: "Sam Jones", First: "Sam", Phone: erasePhone, Email: eraseEmail}
	})
	if err := s.OptOut(ctx, live, erasePhone, t0); err != nil {
		t.Fatal(err)
	}
	if err := s.OptOut(ctx, bLive, erasePhone, t0); err != nil {
		t.Fatal(err)
	}
	untouched := map[*confirm.Confirmation][]byte{}
	for _, c := range []*confirm.Confirmation{other, elsewhere} {
		v, err := s.ConfirmationView(ctx, confirm.Scope{AccountID: c.AccountID, Sandbox: c.Sandbox}, c.ID)
		if err != nil {
			t.Fatal(err)
		}
		untouched[c] = v
	}

	// Sam's view read before the erasure, as a store that keeps the views
	// it reads would keep it.
	if _, err := s.ConfirmationView(ctx, live, closed.ID); err != nil {
		t.Fatal(err)
	}

	now := t0.Add(time.Hour)
	// By phone with the live key: the live confirmation and the opt-out.
	got, err := confirm.Erase(ctx, s, confirm.Erasure{Scope: live, Phone: erasePhone, Key: confirm.AuditKey{ID: "key_live", Prefix: "sk_live_abcd"}, At: now})
	if err != nil {
		t.Fatalf("Erase by phone: %v", err)
	}
	want := confirm.Redacted{Confirmations: 1, Events: 4, Deliveries: 1, Idempotency: 1, OptOuts: 1}
	if got != want {
		t.Errorf("Erase by phone = %+v, want %+v", got, want)
	}
	c := get(t, s, live, closed.ID)
	wantRedacted(t, c, now)
	if v, err := s.ConfirmationView(ctx, live, closed.ID); err != nil {
		t.Fatal(err)
	} else {
		wantNoPersonalData(t, "the erased confirmation's view", v)
	}
	if c.Status != confirm.StatusConfirmed || c.Outcome.Intent != confirm.IntentAlternateSigner || c.Outcome.Channel != confirm.ChannelSMS {
		t.Errorf("erasure changed what statistics count: %s %+v", c.Status, c.Outcome)
	}
	if c.Customer.Language != "en" || c.Order.Date != closed.Order.Date || len(c.Events) != len(closed.Events) {
		t.Errorf("erasure changed the language, date or timeline's length: %+v %+v %d", c.Customer, c.Order, len(c.Events))
	}
	for i, e := range c.Events {
		if e.Text != confirm.Erased || e.Kind != closed.Events[i].Kind || !e.At.Equal(closed.Events[i].At) {
			t.Errorf("event %d = %+v, want its text erased only", i, e)
		}
	}
	ds, err := s.ListDeliveries(ctx, live, closed.ID)
	if err != nil || len(ds) != 1 || len(ds[0].Attempts) != 1 {
		t.Fatalf("ListDeliveries = %v, %v", ds, err)
	}
	wantNoPersonalData(t, "the delivery's body", ds[0].Payload)
	if ds[0].Attempts[0].ResponseBody != confirm.Erased || ds[0].Attempts[0].StatusCode != 200 || ds[0].State != confirm.DeliveryDelivered {
		t.Errorf("attempt after erasure = %+v, want its answer erased only", ds[0].Attempts[0])
	}
	if !json.Valid(ds[0].Payload) {
		t.Errorf("the delivery's body is no longer JSON: %s", ds[0].Payload)
	}
	rec, err := s.Idempotency(ctx, live, "order-9", t0.Add(time.Minute))
	if err != nil {
		t.Fatalf("Idempotency: %v", err)
	}
	wantNoPersonalData(t, "the stored answer", rec.Response)
	if rec.ConfirmationID != closed.ID || !bytes.Contains(rec.Response, []byte(closed.ID)) {
		t.Errorf("the stored answer lost its confirmation: %s", rec.Response)
	}
	// The opt-out still holds, at both retailers, and can still be undone.
	wantOptedOut(t, s, a.ID, erasePhone, true)
	wantOptedOut(t, s, b.ID, erasePhone, true)
	// Others' data is as it was.
	for c, before := range untouched {
		v, err := s.ConfirmationView(ctx, confirm.Scope{AccountID: c.AccountID, Sandbox: c.Sandbox}, c.ID)
		if err != nil || !bytes.Equal(v, before) {
			t.Errorf("%s changed by another customer's erasure:\n got %s\nwant %s", c.ID, v, before)
		}
	}
	// A second erasure finds nothing left.
	if got, err := confirm.Erase(ctx, s, confirm.Erasure{Scope: live, Phone: erasePhone, At: now}); err != nil || got.Total() != 0 {
		t.Errorf("second Erase = %+v, %v; want nothing", got, err)
	}

	// By email with the sandbox key: the open sandbox confirmation is
	// cancelled, then redacted.
	later := now.Add(time.Minute)
	got, err = confirm.Erase(ctx, s, confirm.Erasure{Scope: sandbox, Email: eraseEmail, Key: confirm.AuditKey{ID: "key_test", Prefix: "sk_test_abcd"}, At: later})
	if err != nil {
		t.Fatalf("Erase by email: %v", err)
	}
	if got.Confirmations != 1 {
		t.Errorf("Erase by email = %+v, want 1 confirmation", got)
	}
	c = get(t, s, sandbox, open.ID)
	wantRedacted(t, c, later)
	if c.Status != confirm.StatusCancelled {
		t.Errorf("the open confirmation is %s after the erasure, want cancelled", c.Status)
	}
	for _, st := range c.Steps {
		if st.State == confirm.StepPending {
			t.Errorf("a step is still pending after the erasure: %+v", c.Steps)
		}
	}

	// The audit log says what was done, without the phone or email.
	page, err := s.ListAudit(ctx, confirm.AuditFilter{AccountID: a.ID, Limit: 10})
	if err != nil {
		t.Fatalf("ListAudit: %v", err)
	}
	if len(page.Entries) != 3 {
		t.Fatalf("audit log has %d entries, want 3: %+v", len(page.Entries), page.Entries)
	}
	// Entries of the same millisecond come in no particular order: find
	// the first erasure by the key that made it.
	var e *confirm.AuditEntry
	for _, got := range page.Entries {
		if got.KeyID == "key_live" {
			e = got
		}
	}
	if e == nil {
		t.Fatalf("no entry of key key_live in %+v", page.Entries)
	}
	if e.Action != confirm.AuditErasure || e.Scope != confirm.AuditScopeLive || e.Actor != "sk_live_abcd" || e.KeyID != "key_live" || !e.At.Equal(now) {
		t.Errorf("erasure entry = %+v", e)
	}
	var details map[string]any
	if err := json.Unmarshal(e.Details, &details); err != nil || details["by"] != "phone" || details["confirmations"] != 1.0 {
		t.Errorf("erasure details = %s (%v)", e.Details, err)
	}
	for _, e := range page.Entries {
		b, _ := json.Marshal(e)
		wantNoPersonalData(t, "the audit entry", b)
		if bytes.Contains(bytes.ToLower(b), []byte("example.com")) {
			t.Errorf("the audit entry holds the email: %s", b)
		}
	}
	if page, _ := s.ListAudit(ctx, confirm.AuditFilter{AccountID: b.ID, Limit: 10}); len(page.Entries) != 0 {
		t.Errorf("another account's audit log has %d entries", len(page.Entries))
	}
}

// lateWords is what a text arriving after an erasure says; none of it may
// be kept.
var lateWords = []string{"late-marker-7Q", "Sam", "Jones", "9 Elm Road", "gate code 4321"}

// testErasureStaysErased saves to an erased confirmation what a late
// reply, a line on a call and a resolution bring: their intent, status,
// kind, channel and time are kept, their text is not, nor in the view, the
// document or the webhook delivery queued with them.
func testErasureStaysErased(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	live := confirm.Scope{AccountID: a.ID}
	c := samsConfirmation(live, t0)
	c.WebhookURL = "https://example.net/hook"
	if err := s.CreateConfirmation(ctx, c, nil); err != nil {
		t.Fatal(err)
	}
	erased := t0.Add(time.Hour)
	if _, err := confirm.Erase(ctx, s, confirm.Erasure{Scope: live, Phone: erasePhone, At: erased}); err != nil {
		t.Fatal(err)
	}
	before := get(t, s, live, c.ID)
	late := erased.Add(time.Minute)
	saved, err := s.UpdateConfirmation(ctx, live, c.ID, func(c *confirm.Confirmation) error {
		c.AddEvent(late, confirm.EventIn, confirm.ChannelSMS, "late-marker-7Q: Sam Jones here, gate code 4321 at 9 Elm Road")
		c.AddEvent(late, confirm.EventIn, confirm.ChannelCall, "late-marker-7Q on the call")
		c.Status = confirm.StatusRescheduled
		c.Outcome = &confirm.Outcome{Intent: confirm.IntentReschedule, Summary: "late-marker-7Q Sam wants Friday",
			SignerName: "Jones", Notes: "late-marker-7Q gate code 4321", Channel: confirm.ChannelSMS, ResolvedBy: "Ann"}
		c.CancelReason = "late-marker-7Q"
		c.Customer.Name, c.Customer.Phone = "Sam Jones", erasePhone
		c.Order.Address = &confirm.Address{Line1: "9 Elm Road"}
		c.Conversation.Notes = "late-marker-7Q"
		c.Touch(late)
		return c.QueueWebhook(late)
	})
	if err != nil {
		t.Fatalf("UpdateConfirmation: %v", err)
	}
	got := get(t, s, live, c.ID)
	for what, c := range map[string]*confirm.Confirmation{"saved": saved, "read": got} {
		if c.Status != confirm.StatusRescheduled || c.Outcome == nil || c.Outcome.Intent != confirm.IntentReschedule ||
			c.Outcome.ResolvedBy != "Ann" || !c.RedactedAt.Equal(erased) {
			t.Errorf("%s: status %s, outcome %+v, redactedAt %v; want the intent and status kept, still redacted at %v",
				what, c.Status, c.Outcome, c.RedactedAt, erased)
		}
		if len(c.Events) != len(before.Events)+2 {
			t.Fatalf("%s: %d events, want %d", what, len(c.Events), len(before.Events)+2)
		}
		for i, e := range c.Events[len(before.Events):] {
			want := confirm.Event{At: late, Kind: confirm.EventIn, Channel: []confirm.Channel{confirm.ChannelSMS, confirm.ChannelCall}[i], Text: confirm.Erased}
			if !e.At.Equal(want.At) || e.Kind != want.Kind || e.Channel != want.Channel || e.Text != want.Text {
				t.Errorf("%s: late event %d = %+v, want %+v", what, i, e, want)
			}
		}
		v, err := c.ViewJSON()
		if err != nil {
			t.Fatal(err)
		}
		d, _ := json.Marshal(c.Document())
		for _, b := range [][]byte{v, d} {
			for _, w := range lateWords {
				if bytes.Contains(b, []byte(w)) {
					t.Errorf("%s: the confirmation kept %q:\n%s", what, w, b)
				}
			}
		}
	}
	stored, err := s.ConfirmationView(ctx, live, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	ds, err := s.ListDeliveries(ctx, live, c.ID)
	if err != nil || len(ds) == 0 {
		t.Fatalf("ListDeliveries = %v, %v; want the late change's webhook", ds, err)
	}
	for _, b := range append([][]byte{stored}, ds[len(ds)-1].Payload) {
		for _, w := range lateWords {
			if bytes.Contains(b, []byte(w)) {
				t.Errorf("stored view or webhook body kept %q:\n%s", w, b)
			}
		}
	}
	if !bytes.Contains(ds[len(ds)-1].Payload, []byte(`"reschedule"`)) {
		t.Errorf("the webhook body lost the intent: %s", ds[len(ds)-1].Payload)
	}
}

// wantRedacted fails the test unless c holds none of the erased
// customer's data and was redacted at at.
func wantRedacted(t *testing.T, c *confirm.Confirmation, at time.Time) {
	t.Helper()
	if c.Customer.Name != confirm.Erased || c.Customer.First != confirm.Erased || c.Customer.Phone != "" || c.Customer.Email != "" {
		t.Errorf("customer after erasure = %+v", c.Customer)
	}
	if c.Order.Address != nil || !c.RedactedAt.Equal(at) || c.UpdatedAt.Before(at) {
		t.Errorf("after erasure: address %+v, redactedAt %v, updatedAt %v; want none, %v, from %v",
			c.Order.Address, c.RedactedAt, c.UpdatedAt, at, at)
	}
	v, err := c.ViewJSON()
	if err != nil {
		t.Fatal(err)
	}
	wantNoPersonalData(t, "the confirmation", v)
	d, _ := json.Marshal(c.Document())
	wantNoPersonalData(t, "the document", d)
}

func testErasureBatches(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	live := confirm.Scope{AccountID: a.ID}
	n := confirm.ErasureBatch + 3
	for i := range n {
		c := samsConfirmation(live, t0.Add(time.Duration(i)*time.Millisecond))
		c.WebhookURL = ""
		if err := s.CreateConfirmation(t.Context(), c, nil); err != nil {
			t.Fatal(err)
		}
	}
	got, err := confirm.Erase(t.Context(), s, confirm.Erasure{Scope: live, Phone: erasePhone, At: t0.Add(time.Hour)})
	if err != nil || got.Confirmations != n {
		t.Fatalf("Erase = %+v, %v; want %d confirmations", got, err, n)
	}
	page, err := s.ListAudit(t.Context(), confirm.AuditFilter{AccountID: a.ID, Limit: 10})
	if err != nil || len(page.Entries) != 1 {
		t.Fatalf("ListAudit = %+v, %v; want one entry for the whole erasure", page, err)
	}
	if !bytes.Contains(page.Entries[0].Details, []byte(`503`)) {
		t.Errorf("erasure details = %s, want the total", page.Entries[0].Details)
	}
}

func testRetention(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	live := confirm.Scope{AccountID: a.ID}
	sandbox := confirm.Scope{AccountID: a.ID, Sandbox: true}
	now := t0
	day := func(d int) string { return now.AddDate(0, 0, -d).Format(time.DateOnly) }
	booked := func(scope confirm.Scope, d int, status confirm.Status) *confirm.Confirmation {
		c := samsConfirmation(scope, now.AddDate(0, 0, -d-2))
		c.Order.Date, c.Status, c.WebhookURL = day(d), status, ""
		if !status.Open() {
			c.Steps[1].State = confirm.StepDelivered
		} else {
			c.Outcome = nil
		}
		if err := s.CreateConfirmation(ctx, c, nil); err != nil {
			t.Fatal(err)
		}
		return c
	}
	old := booked(live, 91, confirm.StatusConfirmed)
	oldSandbox := booked(sandbox, 120, confirm.StatusConfirmed)
	recent := booked(live, 89, confirm.StatusConfirmed)
	oldOpen := booked(live, 91, confirm.StatusScheduled)

	got, err := confirm.Retain(ctx, s, now, 90)
	if err != nil {
		t.Fatalf("Retain: %v", err)
	}
	if want := map[confirm.Scope]int{live: 1, sandbox: 1}; len(got) != 2 || got[live] != 1 || got[sandbox] != 1 {
		t.Errorf("Retain = %v, want %v", got, want)
	}
	c := get(t, s, live, old.ID)
	wantRedacted(t, c, now)
	if c.Status != confirm.StatusConfirmed || c.Outcome.Intent != old.Outcome.Intent || c.Order.Date != old.Order.Date ||
		!c.CreatedAt.Equal(old.CreatedAt) || c.Steps[1].State != confirm.StepDelivered {
		t.Errorf("retention changed what statistics count: %+v", c)
	}
	wantRedacted(t, get(t, s, sandbox, oldSandbox.ID), now)
	for _, keep := range []*confirm.Confirmation{recent, oldOpen} {
		c := get(t, s, live, keep.ID)
		if c.Customer != keep.Customer || !c.RedactedAt.IsZero() {
			t.Errorf("%s (booked %s, %s) was redacted", c.ID, keep.Order.Date, keep.Status)
		}
	}
	// A run done is not done again.
	if got, err := confirm.Retain(ctx, s, now.Add(time.Hour), 90); err != nil || len(got) != 0 {
		t.Errorf("second Retain = %v, %v; want nothing", got, err)
	}
	page, err := s.ListAudit(ctx, confirm.AuditFilter{AccountID: a.ID, Action: confirm.AuditRetention, Limit: 10})
	if err != nil || len(page.Entries) != 2 {
		t.Fatalf("ListAudit = %+v, %v; want an entry per scope", page, err)
	}
	for _, e := range page.Entries {
		if e.Actor != confirm.AuditActorJanitor || e.KeyID != "" || !bytes.Contains(e.Details, []byte(`"confirmations":1`)) {
			t.Errorf("retention entry = %+v %s", e, e.Details)
		}
	}
}

func testAudit(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	var recorded []*confirm.AuditEntry
	for i, e := range []confirm.AuditEntry{
		{Scope: confirm.AuditScopeLive, Actor: confirm.AuditActorCLI, Action: confirm.AuditKeyCreated, Target: "sk_live_ab12"},
		{Scope: confirm.AuditScopeSandbox, Actor: confirm.AuditActorCLI, Action: confirm.AuditKeyCreated, Target: "sk_test_cd34"},
		{Scope: confirm.AuditScopeAccount, Actor: confirm.AuditActorCLI, Action: confirm.AuditLimitChanged, Details: json.RawMessage(`{"from":30,"to":100}`)},
		{Scope: confirm.AuditScopeSandbox, Actor: "sk_test_cd34", Action: confirm.AuditErasure, Details: json.RawMessage(`{"by":"email"}`)},
		{Scope: confirm.AuditScopeLive, Actor: confirm.AuditActorCLI, Action: confirm.AuditKeyRevoked, Target: "sk_live_ab12"},
	} {
		e.AccountID, e.At = a.ID, t0.Add(time.Duration(i)*time.Second)
		if err := s.RecordAudit(ctx, &e); err != nil {
			t.Fatalf("RecordAudit: %v", err)
		}
		if !confirm.ValidAuditID(e.ID) {
			t.Errorf("entry %d got id %q, want a random audit id", i, e.ID)
		}
		recorded = append(recorded, &e)
	}
	if err := s.RecordAudit(ctx, &confirm.AuditEntry{AccountID: b.ID, Scope: confirm.AuditScopeLive, At: t0,
		Actor: confirm.AuditActorCLI, Action: confirm.AuditKeyCreated}); err != nil {
		t.Fatal(err)
	}

	// Newest first, page by page.
	var ids []string
	cursor := ""
	for pages := 0; ; pages++ {
		page, err := s.ListAudit(ctx, confirm.AuditFilter{AccountID: a.ID, Limit: 2, Cursor: cursor})
		if err != nil {
			t.Fatalf("ListAudit: %v", err)
		}
		for _, e := range page.Entries {
			ids = append(ids, e.ID)
		}
		if pages == 0 {
			first := page.Entries[0]
			want := recorded[4]
			if first.AccountID != a.ID || first.Action != want.Action || first.Target != want.Target ||
				first.Actor != want.Actor || first.Scope != want.Scope || !first.At.Equal(want.At) {
				t.Errorf("newest entry = %+v, want %+v", first, want)
			}
		}
		if cursor = page.NextCursor; cursor == "" {
			break
		}
	}
	wantIDs := []string{recorded[4].ID, recorded[3].ID, recorded[2].ID, recorded[1].ID, recorded[0].ID}
	if len(ids) != len(wantIDs) {
		t.Fatalf("listed %v, want %v", ids, wantIDs)
	}
	for i := range ids {
		if ids[i] != wantIDs[i] {
			t.Fatalf("listed %v, want %v", ids, wantIDs)
		}
	}

	page, err := s.ListAudit(ctx, confirm.AuditFilter{AccountID: a.ID, Limit: 10, Action: confirm.AuditLimitChanged})
	if err != nil || len(page.Entries) != 1 {
		t.Fatalf("ListAudit by action = %+v, %v", page, err)
	}
	var details map[string]int
	if err := json.Unmarshal(page.Entries[0].Details, &details); err != nil || details["to"] != 100 {
		t.Errorf("details = %s (%v)", page.Entries[0].Details, err)
	}
	page, err = s.ListAudit(ctx, confirm.AuditFilter{AccountID: a.ID, Limit: 10, SandboxOnly: true})
	if err != nil || len(page.Entries) != 2 {
		t.Fatalf("ListAudit of sandbox scope = %+v, %v; want 2", page, err)
	}
	for _, e := range page.Entries {
		if e.Scope != confirm.AuditScopeSandbox {
			t.Errorf("sandbox listing holds %+v", e)
		}
	}
	if page, err := s.ListAudit(ctx, confirm.AuditFilter{AccountID: a.ID, Limit: 10, Action: confirm.AuditRetention}); err != nil || len(page.Entries) != 0 || page.NextCursor != "" {
		t.Errorf("ListAudit of no entries = %+v, %v", page, err)
	}
	_, err = s.ListAudit(ctx, confirm.AuditFilter{AccountID: a.ID, Limit: 10, Cursor: "bogus"})
	wantCode(t, err, confirm.EINVALID)
}
