package storetest

import (
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// newOperator stores a new operator of acct with that email and role.
func newOperator(t *testing.T, s confirm.Store, acct *confirm.Account, email string, role confirm.Role) *confirm.Operator {
	t.Helper()
	o := &confirm.Operator{ID: confirm.NewOperatorID(), AccountID: acct.ID, Email: email, Name: "Priya", Role: role, CreatedAt: t0}
	o.NewSetup(t0)
	if err := s.CreateOperator(t.Context(), o); err != nil {
		t.Fatalf("CreateOperator: %v", err)
	}
	return o
}

func testOperators(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	other := newAccount(t, s, "Other")
	o := newOperator(t, s, a, "priya@acme.example", confirm.RoleOperator)
	newOperator(t, s, a, "ada@acme.example", confirm.RoleAdmin)
	newOperator(t, s, other, "sam@other.example", confirm.RoleAdmin)

	got, err := s.OperatorByEmail(ctx, "priya@acme.example")
	if err != nil {
		t.Fatalf("OperatorByEmail: %v", err)
	}
	diff(t, "OperatorByEmail", o, got)
	got, err = s.OperatorByID(ctx, o.ID)
	if err != nil {
		t.Fatalf("OperatorByID: %v", err)
	}
	diff(t, "OperatorByID", o, got)
	got, err = s.OperatorBySetup(ctx, o.SetupHash)
	if err != nil {
		t.Fatalf("OperatorBySetup: %v", err)
	}
	diff(t, "OperatorBySetup", o, got)

	for _, err := range []error{
		func() error { _, err := s.OperatorByEmail(ctx, "nobody@acme.example"); return err }(),
		func() error { _, err := s.OperatorByID(ctx, "op_none"); return err }(),
		func() error { _, err := s.OperatorBySetup(ctx, confirm.HashKey("no such link")); return err }(),
		func() error { _, err := s.OperatorBySetup(ctx, ""); return err }(),
	} {
		wantCode(t, err, confirm.ENOTFOUND)
	}

	// An email is one person's, whatever the account.
	dup := &confirm.Operator{ID: confirm.NewOperatorID(), AccountID: other.ID, Email: o.Email, Name: "Else", Role: confirm.RoleOperator, CreatedAt: t0}
	wantCode(t, s.CreateOperator(ctx, dup), confirm.ECONFLICT)
	lost := &confirm.Operator{ID: confirm.NewOperatorID(), AccountID: "acct_none", Email: "x@y.example", Name: "X", Role: confirm.RoleOperator, CreatedAt: t0}
	wantCode(t, s.CreateOperator(ctx, lost), confirm.ENOTFOUND)

	list, err := s.ListOperators(ctx, a.ID)
	if err != nil {
		t.Fatalf("ListOperators: %v", err)
	}
	if len(list) != 2 || list[0].Email != "ada@acme.example" || list[1].Email != "priya@acme.example" {
		t.Errorf("ListOperators gave %d operators, want ada and priya by email", len(list))
	}

	// Setting the password uses the link up.
	o.PasswordHash, o.TOTPSecret, o.SetupHash, o.SetupExpires = "$argon2id$stored", "JBSWY3DPEHPK3PXP", "", time.Time{}
	o.Role = confirm.RoleAdmin
	if err := s.UpdateOperator(ctx, o); err != nil {
		t.Fatalf("UpdateOperator: %v", err)
	}
	got, err = s.OperatorByID(ctx, o.ID)
	if err != nil {
		t.Fatalf("OperatorByID: %v", err)
	}
	diff(t, "OperatorByID after an update", o, got)
	gone := *o
	gone.ID = "op_none"
	wantCode(t, s.UpdateOperator(ctx, &gone), confirm.ENOTFOUND)
}

// testOperatorSessionsEnd checks that an operator's sessions are stored
// beside the key sessions and end with a change to the operator or the
// account, and not with a change to another operator or to the keys.
func testOperatorSessionsEnd(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	o := newOperator(t, s, a, "priya@acme.example", confirm.RoleOperator)
	other := newOperator(t, s, a, "ada@acme.example", confirm.RoleAdmin)
	start := func(o *confirm.Operator) *confirm.ConsoleSession {
		t.Helper()
		cs := confirm.NewOperatorSession(confirm.HashKey(confirm.NewAPIKey(true)), o, t0)
		if err := s.CreateConsoleSession(ctx, cs); err != nil {
			t.Fatalf("CreateConsoleSession: %v", err)
		}
		return cs
	}
	cs := start(o)
	got, err := s.ConsoleSession(ctx, cs.IDHash)
	if err != nil {
		t.Fatalf("ConsoleSession: %v", err)
	}
	diff(t, "an operator's ConsoleSession", cs, got)
	if !got.Seen(t0.Add(2 * time.Minute)) {
		t.Fatal("Seen did not ask to be stored")
	}
	if err := s.TouchConsoleSession(ctx, got); err != nil {
		t.Fatalf("TouchConsoleSession: %v", err)
	}
	again, _ := s.ConsoleSession(ctx, cs.IDHash)
	diff(t, "an operator's ConsoleSession after a touch", got, again)

	keep := start(other)
	newSessionKey(t, s, a) // a key created ends key sessions only
	if !alive(t, s, cs) || !alive(t, s, keep) {
		t.Fatal("a key created ended an operator's session")
	}
	o.Name = "Priya S"
	if err := s.UpdateOperator(ctx, o); err != nil {
		t.Fatalf("UpdateOperator: %v", err)
	}
	if alive(t, s, cs) {
		t.Error("a change to the operator left their session")
	}
	if !alive(t, s, keep) {
		t.Error("a change to one operator ended another's session")
	}
	a.RateLimit = 99
	if err := s.UpdateAccount(ctx, a); err != nil {
		t.Fatalf("UpdateAccount: %v", err)
	}
	if alive(t, s, keep) {
		t.Error("a change to the account left an operator's session")
	}

	// Sign-out and the janitor.
	cs = start(o)
	if err := s.DeleteConsoleSession(ctx, cs.IDHash); err != nil {
		t.Fatalf("DeleteConsoleSession: %v", err)
	}
	if alive(t, s, cs) {
		t.Error("a deleted operator's session is still there")
	}
	start(o)
	n, err := s.PruneConsoleSessions(ctx, t0.Add(confirm.ConsoleSessionTTL), 10)
	if err != nil || n != 1 {
		t.Errorf("PruneConsoleSessions = %d, %v; want the operator's 1", n, err)
	}
}

func testInboxClaims(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	other := newAccount(t, s, "Other")
	c := create(t, s, confirm.Scope{AccountID: a.ID}, t0, nil)
	claim := &confirm.InboxClaim{ConfirmationID: c.ID, AccountID: a.ID, By: "Priya", OperatorID: "op_1", Since: "2026-01-02T10:00:00.000Z", At: t0}
	if err := s.ClaimInbox(ctx, claim); err != nil {
		t.Fatalf("ClaimInbox: %v", err)
	}
	got, err := s.InboxClaims(ctx, a.ID)
	if err != nil {
		t.Fatalf("InboxClaims: %v", err)
	}
	diff(t, "InboxClaims", map[string]*confirm.InboxClaim{c.ID: claim}, got)

	// Another person takes it over.
	sam := *claim
	sam.By, sam.OperatorID, sam.At = "Sam", "", t0.Add(time.Minute)
	if err := s.ClaimInbox(ctx, &sam); err != nil {
		t.Fatalf("ClaimInbox again: %v", err)
	}
	got, _ = s.InboxClaims(ctx, a.ID)
	diff(t, "InboxClaims after another took it", map[string]*confirm.InboxClaim{c.ID: &sam}, got)

	// Another account can neither take nor see nor release it.
	theirs := *claim
	theirs.AccountID = other.ID
	wantCode(t, s.ClaimInbox(ctx, &theirs), confirm.ENOTFOUND)
	if err := s.ReleaseInbox(ctx, other.ID, c.ID); err != nil {
		t.Fatalf("ReleaseInbox: %v", err)
	}
	if got, _ := s.InboxClaims(ctx, other.ID); len(got) != 0 {
		t.Errorf("another account sees %d claims", len(got))
	}
	if got, _ := s.InboxClaims(ctx, a.ID); len(got) != 1 {
		t.Errorf("another account's release removed the claim")
	}
	if err := s.ReleaseInbox(ctx, a.ID, c.ID); err != nil {
		t.Fatalf("ReleaseInbox: %v", err)
	}
	if got, _ := s.InboxClaims(ctx, a.ID); len(got) != 0 {
		t.Errorf("after release: %d claims", len(got))
	}
}

// testTOTPSteps: an operator's TOTP step is spent once; the same or an
// older one is refused afterwards, a later one taken, and each operator
// has steps of their own.
func testTOTPSteps(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	o := newOperator(t, s, a, "priya@acme.example", confirm.RoleOperator)
	other := newOperator(t, s, a, "ada@acme.example", confirm.RoleAdmin)
	step := confirm.TOTPStep(t0)
	for i, c := range []struct {
		op   *confirm.Operator
		step int64
		want bool
	}{
		{o, step, true},
		{o, step, false},     // the same code again
		{o, step - 1, false}, // an older one, still within the drift allowed
		{other, step, true},  // another operator's
		{o, step + 1, true},  // the next one
		{o, step + 1, false}, // spent
		{other, step, false}, // spent by the other
		{o, step + 10, true},
	} {
		got, err := s.UseTOTPStep(ctx, c.op.ID, c.step)
		if err != nil {
			t.Fatalf("%d: UseTOTPStep: %v", i, err)
		}
		if got != c.want {
			t.Errorf("%d: UseTOTPStep(%s, %d) = %v, want %v", i, c.op.Email, c.step, got, c.want)
		}
	}
	// The operator's row is not touched: a change to it would end their
	// sessions.
	sess := confirm.NewOperatorSession(confirm.HashKey("totp session"), o, t0)
	if err := s.CreateConsoleSession(ctx, sess); err != nil {
		t.Fatalf("CreateConsoleSession: %v", err)
	}
	if _, err := s.UseTOTPStep(ctx, o.ID, step+11); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ConsoleSession(ctx, sess.IDHash); err != nil {
		t.Errorf("the session ended when a TOTP step was spent: %v", err)
	}
}
