package storetest

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/confirm"
)

// allAudit lists every entry of the account, newest first, page by page.
func allAudit(t *testing.T, s confirm.Store, accountID string) []*confirm.AuditEntry {
	t.Helper()
	var all []*confirm.AuditEntry
	cursor := ""
	for {
		page, err := s.ListAudit(t.Context(), confirm.AuditFilter{AccountID: accountID, Limit: confirm.MaxListLimit, Cursor: cursor})
		if err != nil {
			t.Fatalf("ListAudit: %v", err)
		}
		all = append(all, page.Entries...)
		if cursor = page.NextCursor; cursor == "" {
			return all
		}
	}
}

// testAuditKeyAndAuthor: an entry of a person's message records the key
// that made it (prefix and id), its scope and, apart, the person's name.
func testAuditKeyAndAuthor(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	e := &confirm.AuditEntry{AccountID: a.ID, Scope: confirm.AuditScopeSandbox, At: t0, Actor: confirm.AuditActorAPI,
		Author: "Sam O'Neil", Action: confirm.AuditMessageSent, Target: "cf_abc", Details: json.RawMessage(`{"channel":"sms"}`)}
	e.By(confirm.AuditKey{ID: "key_0123456789abcdef", Prefix: "sk_test_AbCd"})
	if err := s.RecordAudit(t.Context(), e); err != nil {
		t.Fatalf("RecordAudit: %v", err)
	}
	got := allAudit(t, s, a.ID)
	want := []*confirm.AuditEntry{{ID: e.ID, AccountID: a.ID, Scope: confirm.AuditScopeSandbox, At: t0, LastAt: t0,
		Actor: "sk_test_AbCd", KeyID: "key_0123456789abcdef", Author: "Sam O'Neil", Action: confirm.AuditMessageSent,
		Target: "cf_abc", Details: json.RawMessage(`{"channel":"sms"}`), Repeated: 1}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("entries mismatch (-want +got):\n%s", diff)
	}
}

// testAuditIDsRevealNothing: entries of two accounts written in turn have
// random ids, not one sequence in which an account would see the other's
// activity as gaps; an account's pages are still in order of time.
func testAuditIDsRevealNothing(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	var written []string
	for i := range 40 {
		acct := a
		if i%2 == 1 {
			acct = b
		}
		e := &confirm.AuditEntry{AccountID: acct.ID, Scope: confirm.AuditScopeLive, At: t0.Add(time.Duration(i) * time.Second),
			Actor: confirm.AuditActorCLI, Action: confirm.AuditKeyCreated, Target: fmt.Sprintf("sk_live_%04d", i)}
		if err := s.RecordAudit(t.Context(), e); err != nil {
			t.Fatalf("RecordAudit: %v", err)
		}
		if !confirm.ValidAuditID(e.ID) {
			t.Fatalf("id %q is not au_ and 24 random characters", e.ID)
		}
		if acct == a {
			written = append(written, e.ID)
		}
	}
	if slices.IsSorted(written) {
		t.Errorf("the ids of one account increase as entries are written: %v", written)
	}
	if len(slices.Compact(slices.Sorted(slices.Values(written)))) != len(written) {
		t.Errorf("ids repeat: %v", written)
	}
	// Listed newest first by time, in pages of 7.
	var listed []string
	cursor := ""
	for {
		page, err := s.ListAudit(t.Context(), confirm.AuditFilter{AccountID: a.ID, Limit: 7, Cursor: cursor})
		if err != nil {
			t.Fatalf("ListAudit: %v", err)
		}
		for _, e := range page.Entries {
			listed = append(listed, e.ID)
		}
		if cursor = page.NextCursor; cursor == "" {
			break
		}
	}
	slices.Reverse(listed)
	if diff := cmp.Diff(written, listed); diff != "" {
		t.Errorf("listing mismatch (-want +got):\n%s", diff)
	}
}

// testAuditSameTimePaging: entries of one millisecond are paged in order
// of id, none listed twice nor left out.
func testAuditSameTimePaging(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	var ids []string
	for i := range 9 {
		e := &confirm.AuditEntry{AccountID: a.ID, Scope: confirm.AuditScopeLive, At: t0, Actor: confirm.AuditActorCLI,
			Action: confirm.AuditKeyCreated, Target: fmt.Sprintf("sk_live_%04d", i)}
		if err := s.RecordAudit(t.Context(), e); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, e.ID)
	}
	var listed []string
	cursor := ""
	for {
		page, err := s.ListAudit(t.Context(), confirm.AuditFilter{AccountID: a.ID, Limit: 2, Cursor: cursor})
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range page.Entries {
			listed = append(listed, e.ID)
		}
		if cursor = page.NextCursor; cursor == "" {
			break
		}
	}
	slices.Sort(ids)
	slices.Reverse(ids)
	if diff := cmp.Diff(ids, listed); diff != "" {
		t.Errorf("listing mismatch (-want +got):\n%s", diff)
	}
}

// testAuditFlood: one action repeated 1,000 times, one every 100 ms,
// writes one entry per minute of it, whose counts add up to 1,000; a
// different action in between starts a new entry.
func testAuditFlood(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	key := confirm.AuditKey{ID: "key_flood", Prefix: "sk_live_Fl0d"}
	record := func(at time.Time, action, target string) *confirm.AuditEntry {
		t.Helper()
		e := &confirm.AuditEntry{AccountID: a.ID, Scope: confirm.AuditScopeLive, At: at, Actor: confirm.AuditActorAPI,
			Author: "Sam", Action: action, Target: target, Details: json.RawMessage(`{"by":"phone","confirmations":0}`)}
		e.By(key)
		if err := s.RecordAudit(t.Context(), e); err != nil {
			t.Fatalf("RecordAudit: %v", err)
		}
		return e
	}
	for i := range 1000 {
		record(t0.Add(time.Duration(i)*100*time.Millisecond), confirm.AuditErasure, "")
	}
	got := allAudit(t, s, a.ID)
	if len(got) != 2 {
		t.Fatalf("1,000 repeats over 100 s wrote %d entries, want 2 (one a minute)", len(got))
	}
	type fold struct {
		Repeated     int
		At, LastAt   time.Time
		Actor, KeyID string
	}
	var folds []fold
	for _, e := range got {
		folds = append(folds, fold{e.Repeated, e.At, e.LastAt, e.Actor, e.KeyID})
	}
	want := []fold{
		{400, t0.Add(60 * time.Second), t0.Add(99900 * time.Millisecond), "sk_live_Fl0d", "key_flood"},
		{600, t0, t0.Add(59900 * time.Millisecond), "sk_live_Fl0d", "key_flood"},
	}
	if diff := cmp.Diff(want, folds); diff != "" {
		t.Errorf("folded entries mismatch (-want +got):\n%s", diff)
	}

	// Not consecutive: another action in between, or another target.
	later := t0.Add(time.Hour)
	record(later, confirm.AuditErasure, "")
	record(later.Add(time.Second), confirm.AuditMessageSent, "cf_a")
	record(later.Add(2*time.Second), confirm.AuditErasure, "")
	record(later.Add(3*time.Second), confirm.AuditErasure, "cf_b")
	if n := len(allAudit(t, s, a.ID)); n != 6 {
		t.Errorf("%d entries after four distinct ones, want 6", n)
	}
}

// testAuditHourlyCap: past confirm.AuditHourlyCap entries of an account's
// scope in an hour, entries of distinct targets are counted in one summary
// entry per action and key; the next hour starts afresh; other accounts,
// and the account's other scopes, are not held back.
func testAuditHourlyCap(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	key := confirm.AuditKey{ID: "key_cap", Prefix: "sk_live_Cap0"}
	record := func(acct string, at time.Time, action, target string) {
		t.Helper()
		e := &confirm.AuditEntry{AccountID: acct, Scope: confirm.AuditScopeLive, At: at, Actor: confirm.AuditActorAPI,
			Author: "Sam", Action: action, Target: target}
		e.By(key)
		if err := s.RecordAudit(t.Context(), e); err != nil {
			t.Fatalf("RecordAudit: %v", err)
		}
	}
	hour := t0.Truncate(time.Hour)
	const over = 250
	for i := range confirm.AuditHourlyCap + over {
		action := confirm.AuditMessageSent
		if i%2 == 1 {
			action = confirm.AuditInboxResolved
		}
		record(a.ID, hour.Add(time.Duration(i)*time.Second), action, fmt.Sprintf("cf_%06d", i))
	}
	record(b.ID, hour.Add(time.Minute), confirm.AuditMessageSent, "cf_other")
	sandbox := &confirm.AuditEntry{AccountID: a.ID, Scope: confirm.AuditScopeSandbox, At: hour.Add(59 * time.Minute),
		Actor: confirm.AuditActorCLI, Action: confirm.AuditKeyCreated, Target: "sk_test_kept"}
	if err := s.RecordAudit(t.Context(), sandbox); err != nil {
		t.Fatal(err)
	}
	if sandbox.Summary || sandbox.Target != "sk_test_kept" {
		t.Errorf("an entry of the sandbox scope past the live scope's cap = %+v, want it kept whole", sandbox)
	}
	got := allAudit(t, s, a.ID)
	got = slices.DeleteFunc(got, func(e *confirm.AuditEntry) bool { return e.ID == sandbox.ID })
	if len(got) != confirm.AuditHourlyCap+2 {
		t.Fatalf("%d entries written in the hour, want the cap %d and 2 summaries", len(got), confirm.AuditHourlyCap)
	}
	sums := map[string]*confirm.AuditEntry{}
	total := 0
	for _, e := range got {
		total += e.Repeated
		if e.Summary {
			sums[e.Action] = e
		}
	}
	if total != confirm.AuditHourlyCap+over {
		t.Errorf("entries count %d actions, want %d", total, confirm.AuditHourlyCap+over)
	}
	// The first entries past the cap are the 1,001st (a message) and the
	// 1,002nd (a resolution); the last, the 1,249th and 1,250th.
	for i, action := range []string{confirm.AuditMessageSent, confirm.AuditInboxResolved} {
		first := hour.Add(time.Duration(confirm.AuditHourlyCap+i) * time.Second)
		last := hour.Add(time.Duration(confirm.AuditHourlyCap+over-2+i) * time.Second)
		e := sums[action]
		if e == nil || e.Repeated != over/2 || e.Target != "" || e.Author != "" || e.KeyID != "key_cap" ||
			!e.At.Equal(first) || !e.LastAt.Equal(last) {
			t.Errorf("summary of %s = %+v, want %d from %s to %s", action, e, over/2, first, last)
		}
	}
	if n := len(allAudit(t, s, b.ID)); n != 1 {
		t.Errorf("the other account has %d entries, want 1", n)
	}
	record(a.ID, hour.Add(time.Hour), confirm.AuditMessageSent, "cf_next")
	if page, err := s.ListAudit(t.Context(), confirm.AuditFilter{AccountID: a.ID, Limit: 1}); err != nil ||
		page.Entries[0].Target != "cf_next" || page.Entries[0].Summary {
		t.Errorf("first entry of the next hour = %+v, %v", page.Entries, err)
	}
}

// testAuditPurge: the retention purge deletes the entries first written
// before the time given, of every account, in batches, and no other.
func testAuditPurge(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	now := t0
	days := 400
	before := confirm.AuditPurgeBefore(now, days)
	var kept []string
	for i, at := range []time.Time{
		before.Add(-500 * 24 * time.Hour), before.Add(-time.Hour), before.Add(-time.Millisecond), // past retention
		before, before.Add(time.Millisecond), now, // kept
	} {
		for _, acct := range []*confirm.Account{a, b} {
			e := &confirm.AuditEntry{AccountID: acct.ID, Scope: confirm.AuditScopeAccount, At: at, Actor: confirm.AuditActorCLI,
				Action: confirm.AuditLimitChanged, Details: json.RawMessage(fmt.Sprintf(`{"to":%d}`, i))}
			if err := s.RecordAudit(t.Context(), e); err != nil {
				t.Fatal(err)
			}
			if i >= 3 {
				kept = append(kept, e.ID)
			}
		}
	}
	n, err := s.PurgeAudit(t.Context(), before, 4)
	if err != nil || n != 4 {
		t.Fatalf("PurgeAudit of 4 = %d, %v; want 4", n, err)
	}
	n, err = s.PurgeAudit(t.Context(), before, 4)
	if err != nil || n != 2 {
		t.Fatalf("PurgeAudit of the rest = %d, %v; want 2", n, err)
	}
	if n, err := s.PurgeAudit(t.Context(), before, 4); err != nil || n != 0 {
		t.Errorf("PurgeAudit again = %d, %v; want 0", n, err)
	}
	var left []string
	for _, acct := range []*confirm.Account{a, b} {
		for _, e := range allAudit(t, s, acct.ID) {
			left = append(left, e.ID)
			if e.At.Before(before) {
				t.Errorf("entry of %s past retention left: %+v", e.At, e)
			}
		}
	}
	slices.Sort(left)
	slices.Sort(kept)
	if diff := cmp.Diff(kept, left); diff != "" {
		t.Errorf("entries left mismatch (-want +got):\n%s", diff)
	}
}

// AuditMigration checks the migration of audit entries written before
// entries had random ids and named the key apart from the person: it
// records entries, takes the database down to before that migration with
// remigrate (where a message's entry names the person as actor) and up
// again. Every entry then has a random id; a message's person is its
// author, with AuditActorAPI as actor (the key was not recorded); a
// retention run by confirmd is the janitor's; others are as they were.
func AuditMigration(t *testing.T, s confirm.Store, remigrate func(t *testing.T)) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme")
	for i, e := range []*confirm.AuditEntry{
		{Scope: confirm.AuditScopeLive, Actor: confirm.AuditActorCLI, Action: confirm.AuditKeyCreated, Target: "sk_live_ab12"},
		{Scope: confirm.AuditScopeSandbox, Actor: "sk_test_cd34", KeyID: "key_cd34", Author: "Sam", Action: confirm.AuditMessageSent, Target: "cf_a"},
		{Scope: confirm.AuditScopeSandbox, Actor: confirm.AuditActorAPI, Action: confirm.AuditInboxResolved, Target: "cf_a"},
		{Scope: confirm.AuditScopeLive, Actor: confirm.AuditActorConfirmd, Action: confirm.AuditRetention, Details: json.RawMessage(`{"confirmations":2}`)},
	} {
		e.AccountID, e.At = a.ID, t0.Add(time.Duration(i)*time.Second)
		if err := s.RecordAudit(ctx, e); err != nil {
			t.Fatal(err)
		}
	}

	remigrate(t)

	got := allAudit(t, s, a.ID)
	type row struct{ Actor, KeyID, Author, Action, Target string }
	var rows []row
	seen := map[string]bool{}
	for _, e := range got {
		if !confirm.ValidAuditID(e.ID) || seen[e.ID] || e.Repeated != 1 || !e.LastAt.Equal(e.At) {
			t.Errorf("entry after the migration = %+v", e)
		}
		seen[e.ID] = true
		rows = append(rows, row{e.Actor, e.KeyID, e.Author, e.Action, e.Target})
	}
	want := []row{
		{confirm.AuditActorJanitor, "", "", confirm.AuditRetention, ""},
		{confirm.AuditActorAPI, "", "", confirm.AuditInboxResolved, "cf_a"},
		{confirm.AuditActorAPI, "", "Sam", confirm.AuditMessageSent, "cf_a"},
		{confirm.AuditActorCLI, "", "", confirm.AuditKeyCreated, "sk_live_ab12"},
	}
	if diff := cmp.Diff(want, rows); diff != "" {
		t.Errorf("entries after the migration mismatch (-want +got):\n%s", diff)
	}
	// New entries are written, folded and purged as ever.
	e := &confirm.AuditEntry{AccountID: a.ID, Scope: confirm.AuditScopeLive, At: t0.Add(time.Hour), Actor: confirm.AuditActorCLI, Action: confirm.AuditKeyRevoked}
	if err := s.RecordAudit(ctx, e); err != nil {
		t.Fatal(err)
	}
	if n, err := s.PurgeAudit(ctx, t0.Add(time.Minute), 10); err != nil || n != 4 {
		t.Errorf("PurgeAudit after the migration = %d, %v; want 4", n, err)
	}
}
