// Package storetest is the one suite every confirm.Store must pass, so that
// the SQLite and PostgreSQL stores behave alike down to the edge cases the
// HTTP API and the scheduler rely on.
package storetest

import (
	"bytes"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/confirmd/confirmd/internal/confirm"
)

// t0 is the suite's "now": fixed, so tests never depend on the wall clock, and
// with milliseconds, so a store that drops them is caught.
var t0 = time.Date(2026, 11, 20, 9, 30, 0, 123_000_000, time.UTC)

// equate treats nil and empty slices alike: whether a store gives back nil
// or an empty slice for "no events" is not part of the contract.
var equate = cmpopts.EquateEmpty()

// Run runs the whole suite. newStore must return a fresh, empty store (a new
// database) each time it is called; Run closes it when the subtest ends.
// Subtests run in parallel.
func Run(t *testing.T, newStore func(t *testing.T) confirm.Store) {
	tests := []struct {
		name string
		fn   func(t *testing.T, s confirm.Store)
	}{
		{"Ping", testPing},
		{"Accounts", testAccounts},
		{"APIKeys", testAPIKeys},
		{"Defaults", testDefaults},
		{"CreateGet", testCreateGet},
		{"CreateDuplicateID", testCreateDuplicateID},
		{"ConcurrentCreatesRefusedAlone", ConcurrentCreatesRefusedAlone},
		{"Timestamps", testTimestamps},
		{"Scope", testScope},
		{"ListOrder", testListOrder},
		{"ListFilters", testListFilters},
		{"ListBadCursor", testListBadCursor},
		{"Update", testUpdate},
		{"UpdateError", testUpdateError},
		{"UpdateKeepsEvents", testUpdateKeepsEvents},
		{"UpdateNotFound", testUpdateNotFound},
		{"UpdateConcurrent", testUpdateConcurrent},
		{"UpdateSteps", testUpdateSteps},
		{"UpdateAsStored", testUpdateAsStored},
		{"Idempotency", testIdempotency},
		{"IdempotencyExpired", testIdempotencyExpired},
		{"RecordAttempt", testRecordAttempt},
		{"RecordAttemptConcurrent", testRecordAttemptConcurrent},
		{"RecordAttemptModel", testRecordAttemptModel},
		{"CountAttempts", testCountAttempts},
		{"PruneBefore", testPruneBefore},
		{"EngineFields", testEngineFields},
		{"ClaimDue", testClaimDue},
		{"ClaimDueConcurrent", testClaimDueConcurrent},
		{"NextDueAt", testNextDueAt},
		{"UpdateClaimed", testUpdateClaimed},
		{"UpdateClaimedConcurrent", testUpdateClaimedConcurrent},
		{"Outbox", testOutbox},
		{"Deliveries", testDeliveries},
		{"ClaimFairness", testClaimFairness},
		{"ClaimCapsConcurrent", testClaimCapsConcurrent},
		{"RequeueDelivery", testRequeueDelivery},
		{"ResendLimit", testResendLimit},
		{"ResendConcurrent", testResendConcurrent},
		{"PruneKeepsDeliveries", testPruneKeepsDeliveries},
		{"PruneDeliveries", testPruneDeliveries},
		{"Conversation", testConversation},
		{"OptOut", testOptOut},
		{"OptOutConcurrent", testOptOutConcurrent},
		{"OptOutModes", testOptOutModes},
		{"Secret", testSecret},
		{"ScopeOf", testScopeOf},
		{"ByPhone", testByPhone},
		{"OptIn", testOptIn},
		{"SecretConcurrent", testSecretConcurrent},
		{"CountByStatus", testCountByStatus},
		{"OutcomeStats", testOutcomeStats},
		{"CountFeedback", testCountFeedback},
		{"OldestOverdueWake", testOldestOverdueWake},
		{"ConsoleSessions", testConsoleSessions},
		{"ConsoleSessionsEnd", testConsoleSessionsEnd},
		{"PruneConsoleSessions", testPruneConsoleSessions},
		{"Operators", testOperators},
		{"OperatorSessionsEnd", testOperatorSessionsEnd},
		{"InboxClaims", testInboxClaims},
		{"Inbox", testInbox},
		{"Erasure", testErasure},
		{"ErasureBatches", testErasureBatches},
		{"ErasureStaysErased", testErasureStaysErased},
		{"Retention", testRetention},
		{"Audit", testAudit},
		{"AuditKeyAndAuthor", testAuditKeyAndAuthor},
		{"AuditIDsRevealNothing", testAuditIDsRevealNothing},
		{"AuditSameTimePaging", testAuditSameTimePaging},
		{"AuditFlood", testAuditFlood},
		{"AuditHourlyCap", testAuditHourlyCap},
		{"AuditPurge", testAuditPurge},
		{"InboxSignal", testInboxSignal},
		{"InboxSignalClaims", testInboxSignalClaims},
		{"Nudges", testNudges},
		{"NudgesTakenOnce", testNudgesTakenOnce},
		{"TOTPSteps", testTOTPSteps},
		{"Changes", testChanges},
		{"ListUpdatedSince", testListUpdatedSince},
		{"ListFailedDeliveries", testListFailedDeliveries},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			s := newStore(t)
			t.Cleanup(func() {
				if err := s.Close(); err != nil {
					t.Errorf("Close: %v", err)
				}
			})
			tt.fn(t, s)
		})
	}
}

func testPing(t *testing.T, s confirm.Store) {
	if err := s.Ping(t.Context()); err != nil {
		t.Fatalf("Ping: %v", err)
	}
}

// newAccount stores a new account and returns it.
func newAccount(t *testing.T, s confirm.Store, name string) *confirm.Account {
	t.Helper()
	a := &confirm.Account{
		ID:            confirm.NewAccountID(),
		Name:          name,
		SigningSecret: confirm.NewSigningSecret(),
		CreatedAt:     t0,
	}
	if err := s.CreateAccount(t.Context(), a); err != nil {
		t.Fatalf("CreateAccount: %v", err)
	}
	return a
}

// newConfirmation returns a valid confirmation in scope, created at created,
// with every part of its document filled in, the usual three steps and two
// events. It is not stored.
func newConfirmation(scope confirm.Scope, created time.Time) *confirm.Confirmation {
	created = created.UTC()
	return &confirm.Confirmation{
		ID:         confirm.NewConfirmationID(),
		AccountID:  scope.AccountID,
		Status:     confirm.StatusScheduled,
		ExternalID: "SO-1042",
		Sandbox:    scope.Sandbox,
		Brand: &confirm.Brand{
			Name:         "Acme Home",
			Colors:       &confirm.Colors{Primary: "#0A7F5A"},
			SupportEmail: "help@acme.test",
			Tone:         "warm, brief",
		},
		Customer: confirm.Customer{Name: "Jane Smith", First: "Jane", Phone: "+447400123456", Email: "jane@example.com"},
		Order: confirm.Order{
			Ref:      "A-1",
			Type:     confirm.OrderDelivery,
			Date:     "2026-11-24",
			Window:   confirm.Window{From: "08:00", To: "12:00"},
			Timezone: "Europe/London",
			Items:    []confirm.Item{{Name: "Sofa", Qty: 1, SKU: "SF-1"}, {Name: "Cushion"}},
			Address:  &confirm.Address{Line1: "1 High St", City: "Leeds", Postcode: "LS1 1AA"},
			RescheduleOptions: []confirm.Slot{
				{Date: "2026-11-25", Window: confirm.Window{From: "12:00", To: "16:00"}},
				{Date: "2026-11-26", Window: confirm.Window{From: "08:00", To: "12:00"}},
			},
		},
		Cadence:    confirm.CadenceStandard,
		WebhookURL: "https://client.example/hooks/confirm",
		Conversation: confirm.Conversation{
			SMS: confirm.Thread{Expect: confirm.ExpectSlot, Unclear: 1},
		},
		Steps: []confirm.Step{
			{Channel: confirm.ChannelEmail, State: confirm.StepDelivered, DueAt: created},
			{Channel: confirm.ChannelSMS, State: confirm.StepPending, DueAt: created.Add(2 * time.Hour)},
			{Channel: confirm.ChannelCall, State: confirm.StepPending, DueAt: created.Add(4 * time.Hour)},
		},
		Events: []confirm.Event{
			{At: created, Kind: confirm.EventOut, Channel: confirm.ChannelEmail, Text: "Is someone in on Tuesday?"},
			{At: created.Add(time.Millisecond), Kind: confirm.EventSystem, Text: "Email accepted by the provider"},
		},
		CreatedAt: created,
		UpdatedAt: created,
	}
}

// create stores a new confirmation made by newConfirmation after letting
// edit change it, and returns it as stored.
func create(t *testing.T, s confirm.Store, scope confirm.Scope, created time.Time, edit func(*confirm.Confirmation)) *confirm.Confirmation {
	t.Helper()
	c := newConfirmation(scope, created)
	if edit != nil {
		edit(c)
	}
	if err := s.CreateConfirmation(t.Context(), c, nil); err != nil {
		t.Fatalf("CreateConfirmation: %v", err)
	}
	return c
}

// get loads a confirmation that must exist, and checks that its stored
// view is its own: every test that reads what it wrote checks the view too.
func get(t *testing.T, s confirm.Store, scope confirm.Scope, id string) *confirm.Confirmation {
	t.Helper()
	c, err := s.GetConfirmation(t.Context(), scope, id)
	if err != nil {
		t.Fatalf("GetConfirmation(%s): %v", id, err)
	}
	wantView(t, s, c)
	return c
}

// wantView fails the test unless the stored view of c is c's view.
func wantView(t *testing.T, s confirm.Store, c *confirm.Confirmation) {
	t.Helper()
	got, err := s.ConfirmationView(t.Context(), confirm.Scope{AccountID: c.AccountID, Sandbox: c.Sandbox}, c.ID)
	if err != nil {
		t.Fatalf("ConfirmationView(%s): %v", c.ID, err)
	}
	want, err := c.ViewJSON()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("ConfirmationView(%s) is not the confirmation's view:\n got %s\nwant %s", c.ID, got, want)
	}
}

// wantCode fails the test unless err carries the code.
func wantCode(t *testing.T, err error, code string) {
	t.Helper()
	if err == nil {
		t.Fatalf("err = nil, want code %s", code)
	}
	if got := confirm.ErrorCode(err); got != code {
		t.Fatalf("error code = %s (%v), want %s", got, err, code)
	}
}

// wantNotFound fails the test unless err is the domain's confirmation
// not-found error.
func wantNotFound(t *testing.T, err error) {
	t.Helper()
	wantCode(t, err, confirm.ENOTFOUND)
	if !errors.Is(err, confirm.ErrNotFound) {
		t.Fatalf("err = %v, want confirm.ErrNotFound", err)
	}
}

// diff fails the test if got differs from want.
func diff(t *testing.T, what string, want, got any) {
	t.Helper()
	if d := cmp.Diff(want, got, equate); d != "" {
		t.Fatalf("%s mismatch (-want +got):\n%s", what, d)
	}
}

// wantUTC fails the test unless every timestamp of c is in UTC: callers
// format them for the API and compare them as text.
func wantUTC(t *testing.T, c *confirm.Confirmation) {
	t.Helper()
	check := func(what string, tm time.Time) {
		if tm.Location() != time.UTC {
			t.Errorf("%s location = %v, want UTC", what, tm.Location())
		}
	}
	check("CreatedAt", c.CreatedAt)
	check("UpdatedAt", c.UpdatedAt)
	check("WakeAt", c.WakeAt)
	check("Engine.DeadlineAt", c.Engine.DeadlineAt)
	check("Engine.ResumeAt", c.Engine.ResumeAt)
	for i, st := range c.Steps {
		check(fmt.Sprintf("Steps[%d].DueAt", i), st.DueAt)
		check(fmt.Sprintf("Steps[%d].SendingAt", i), st.SendingAt)
		check(fmt.Sprintf("Steps[%d].ActiveUntil", i), st.ActiveUntil)
	}
	for i, e := range c.Events {
		check(fmt.Sprintf("Events[%d].At", i), e.At)
	}
}

// diffOpts is cmp.Diff with the suite's options and more.
func diffOpts(want, got any, opts ...cmp.Option) string {
	return cmp.Diff(want, got, append([]cmp.Option{equate}, opts...)...)
}
