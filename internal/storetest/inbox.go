package storetest

import (
	"slices"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/confirm"
)

// testInbox stores confirmations waiting for a person and others, in two
// scopes, and pages through each scope's inbox: only those waiting, of the
// scope, oldest waiting first then by id, filtered by intent; a
// confirmation that stops waiting leaves it, and one waiting again comes
// back at its new place. The authors of a person's events are kept.
func testInbox(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	live := confirm.Scope{AccountID: a.ID}
	var want []*confirm.Confirmation
	waitAt := map[string]time.Time{}
	for i := range 7 {
		for _, sc := range []confirm.Scope{scope, live} {
			c := newConfirmation(sc, t0.Add(time.Duration(i)*time.Second))
			intent := confirm.IntentWantsHuman
			if i%2 == 1 {
				intent = confirm.IntentCancel
			}
			if i != 3 { // one that does not wait
				c.Status = confirm.StatusActionNeeded
				c.Outcome = &confirm.Outcome{Intent: intent, Summary: "s"}
				// Waiting in the reverse order of creation, two at the
				// same moment.
				at := t0.Add(time.Hour - time.Duration(i/2)*time.Minute)
				c.Wait(at)
				if sc == scope {
					want = append(want, c)
					waitAt[c.ID] = at
				}
			}
			if err := s.CreateConfirmation(ctx, c, nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	order := func(list []*confirm.Confirmation) []string {
		list = slices.Clone(list)
		slices.SortFunc(list, func(x, y *confirm.Confirmation) int {
			if c := waitAt[x.ID].Compare(waitAt[y.ID]); c != 0 {
				return c
			}
			if x.ID < y.ID {
				return -1
			}
			return 1
		})
		return ids(list)
	}
	inbox := func(f confirm.InboxFilter) []string {
		t.Helper()
		var got []string
		for range 20 {
			p, err := s.ListInbox(ctx, f)
			if err != nil {
				t.Fatalf("ListInbox: %v", err)
			}
			for _, c := range p.Confirmations {
				if c.AccountID != scope.AccountID || c.Sandbox != f.Scope.Sandbox || len(c.Steps) == 0 || len(c.Events) == 0 {
					t.Fatalf("ListInbox gave %s of another scope or without its steps and events", c.ID)
				}
			}
			got = append(got, ids(p.Confirmations)...)
			if p.NextCursor == "" {
				return got
			}
			f.Cursor = p.NextCursor
		}
		t.Fatal("the cursor does not advance")
		return nil
	}
	for _, limit := range []int{1, 2, 100} {
		if diff := cmp.Diff(order(want), inbox(confirm.InboxFilter{Scope: scope, Limit: limit})); diff != "" {
			t.Errorf("inbox, limit %d, mismatch (-want +got):\n%s", limit, diff)
		}
	}
	var cancels []*confirm.Confirmation
	for _, c := range want {
		if c.Outcome.Intent == confirm.IntentCancel {
			cancels = append(cancels, c)
		}
	}
	if diff := cmp.Diff(order(cancels), inbox(confirm.InboxFilter{Scope: scope, Limit: 2, Intent: confirm.IntentCancel})); diff != "" {
		t.Errorf("inbox of intent cancel mismatch (-want +got):\n%s", diff)
	}
	if got := inbox(confirm.InboxFilter{Scope: live, Limit: 100}); len(got) != len(want) {
		t.Errorf("live inbox has %d, want %d", len(got), len(want))
	}

	// The first stops waiting; the second waits again, now the latest.
	first, second := order(want)[0], order(want)[1]
	update := func(id string, fn func(c *confirm.Confirmation)) {
		t.Helper()
		if _, err := s.UpdateConfirmation(ctx, scope, id, func(c *confirm.Confirmation) error {
			fn(c)
			c.Touch(t0.Add(2 * time.Hour))
			return nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	update(first, func(c *confirm.Confirmation) {
		c.AddPersonEvent(t0.Add(2*time.Hour), confirm.EventOut, confirm.ChannelSMS, "Hello", "Sam")
		c.StopWaiting()
	})
	update(second, func(c *confirm.Confirmation) {
		c.StopWaiting()
		c.Wait(t0.Add(3 * time.Hour))
	})
	waitAt[second] = t0.Add(3 * time.Hour)
	var still []*confirm.Confirmation
	for _, c := range want {
		if c.ID != first {
			still = append(still, c)
		}
	}
	if diff := cmp.Diff(order(still), inbox(confirm.InboxFilter{Scope: scope, Limit: 3})); diff != "" {
		t.Errorf("inbox after changes mismatch (-want +got):\n%s", diff)
	}
	got, err := s.GetConfirmation(ctx, scope, first)
	if err != nil {
		t.Fatal(err)
	}
	v := got.View()
	if last := v.Events[len(v.Events)-1]; last.Author != "Sam" || last.Text != "Hello" {
		t.Errorf("a person's event reads back as %+v", last)
	}
	if _, ok := got.Waiting(); ok {
		t.Error("still waiting after StopWaiting")
	}
}

// InboxMigration checks that migration 00017 finds the confirmations
// already waiting for a person: it stores an action_needed confirmation, a
// confirmed one with a reply after its outcome and a confirmed one
// without, takes the database down to before the inbox (which forgets who
// waits) with remigrate and up again, and lists the inbox: the first waits
// since it was last updated, the second since the reply after closing.
func InboxMigration(t *testing.T, s confirm.Store, remigrate func(t *testing.T)) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	closed := func(status confirm.Status, late bool) *confirm.Confirmation {
		c := newConfirmation(scope, t0)
		c.Status = status
		c.Outcome = &confirm.Outcome{Intent: confirm.IntentWillBeIn, Summary: "s"}
		if status == confirm.StatusActionNeeded {
			c.Outcome.Intent = confirm.IntentWantsHuman
		}
		c.AddEvent(t0.Add(time.Minute), confirm.EventAgent, confirm.ChannelSMS, "Outcome: "+string(status)+" - s")
		if late {
			c.AddEvent(t0.Add(2*time.Minute), confirm.EventIn, confirm.ChannelSMS, "thanks, what time?")
			c.AddEvent(t0.Add(3*time.Minute), confirm.EventIn, confirm.ChannelSMS, "hello?")
		}
		c.UpdatedAt = t0.Add(5 * time.Minute)
		if err := s.CreateConfirmation(ctx, c, nil); err != nil {
			t.Fatal(err)
		}
		return c
	}
	needed := closed(confirm.StatusActionNeeded, false)
	late := closed(confirm.StatusConfirmed, true)
	closed(confirm.StatusConfirmed, false)

	remigrate(t)

	p, err := s.ListInbox(ctx, confirm.InboxFilter{Scope: scope, Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{late.ID, needed.ID}, ids(p.Confirmations)); diff != "" {
		t.Fatalf("inbox after the migration mismatch (-want +got):\n%s", diff)
	}
	for i, want := range []time.Time{t0.Add(2 * time.Minute), t0.Add(5 * time.Minute)} {
		if since, ok := p.Confirmations[i].Waiting(); !ok || !since.Equal(want.Truncate(time.Millisecond)) {
			t.Errorf("%s waits since %v (%v), want %v", p.Confirmations[i].ID, since, ok, want)
		}
	}
}
