package confirm

import (
	"context"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestChangeCursorRoundTrip(t *testing.T) {
	t.Parallel()
	cur := Cursor{CreatedAt: time.Date(2026, 11, 22, 10, 0, 0, 123e6, time.UTC), ID: NewChangeID()}
	got, err := DecodeChangeCursor(cur.Encode())
	if err != nil {
		t.Fatalf("DecodeChangeCursor: %v", err)
	}
	if diff := cmp.Diff(cur, got); diff != "" {
		t.Errorf("cursor mismatch (-want +got):\n%s", diff)
	}
	// A listing's cursor names a confirmation, not a change.
	list := Cursor{CreatedAt: cur.CreatedAt, ID: NewConfirmationID()}.Encode()
	for _, bad := range []string{list, "x", cur.Encode() + "A"} {
		_, err := DecodeChangeCursor(bad)
		if got := ErrorProblems(err); len(got) != 1 || got[0][:6] != "after " {
			t.Errorf("DecodeChangeCursor(%q) = %v, want one problem naming after", bad, got)
		}
	}
}

// changeList is a ChangeStore over a slice in (At, ID) order.
type changeList struct {
	all               []*Change
	gotUntil          time.Time
	gotLimit          int
	gotAfter          bool
	gotCursor         Cursor
	listErr, pruneErr error
}

func (l *changeList) ListChanges(_ context.Context, _ Scope, cur Cursor, after bool, until time.Time, limit int) ([]*Change, error) {
	l.gotUntil, l.gotLimit, l.gotAfter, l.gotCursor = until, limit, after, cur
	var out []*Change
	for _, ch := range l.all {
		if after && !(ch.At.After(cur.CreatedAt) || ch.At.Equal(cur.CreatedAt) && ch.ID > cur.ID) {
			continue
		}
		if ch.At.After(until) || len(out) == limit {
			continue
		}
		out = append(out, ch)
	}
	return out, l.listErr
}

func (l *changeList) PruneChanges(context.Context, time.Time, int) (int, error) { return 0, l.pruneErr }

func TestReadChanges(t *testing.T) {
	t.Parallel()
	t0 := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	l := &changeList{}
	for i := range 5 {
		l.all = append(l.all, &Change{ID: "ev_" + string(rune('a'+i)) + "00000000000000000000000", At: t0.Add(time.Duration(i) * time.Second)})
	}
	ctx := context.Background()
	now := t0.Add(4*time.Second + ChangeSettle - time.Millisecond) // the last is not settled yet

	page, err := ReadChanges(ctx, l, ChangeFilter{Limit: 2}, now)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(l.all[:2], page.Changes); diff != "" {
		t.Errorf("first page mismatch (-want +got):\n%s", diff)
	}
	if !page.More || l.gotLimit != 3 || !l.gotUntil.Equal(now.Add(-ChangeSettle)) {
		t.Errorf("More = %v, limit read %d, until %v", page.More, l.gotLimit, l.gotUntil)
	}
	page, err = ReadChanges(ctx, l, ChangeFilter{After: page.NextCursor, Limit: 2}, now)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(l.all[2:4], page.Changes); diff != "" {
		t.Errorf("second page mismatch (-want +got):\n%s", diff)
	}
	if page.More {
		t.Error("More = true before the last change has settled")
	}
	// Polling past the end keeps the cursor, and finds the change once it
	// has settled.
	empty, err := ReadChanges(ctx, l, ChangeFilter{After: page.NextCursor}, now)
	if err != nil {
		t.Fatal(err)
	}
	if len(empty.Changes) != 0 || empty.NextCursor != page.NextCursor || empty.Changes == nil {
		t.Errorf("empty page = %+v, want no changes and the cursor given", empty)
	}
	last, err := ReadChanges(ctx, l, ChangeFilter{After: empty.NextCursor}, now.Add(time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(l.all[4:], last.Changes); diff != "" {
		t.Errorf("settled change mismatch (-want +got):\n%s", diff)
	}
	// Nothing at all: no cursor.
	none, err := ReadChanges(ctx, &changeList{}, ChangeFilter{}, now)
	if err != nil || none.NextCursor != "" || len(none.Changes) != 0 {
		t.Errorf("empty feed = %+v, %v", none, err)
	}
	if _, err := ReadChanges(ctx, l, ChangeFilter{After: "nope"}, now); ErrorCode(err) != EINVALID {
		t.Errorf("bad cursor: err = %v, want EINVALID", err)
	}
}

func TestChangeOf(t *testing.T) {
	t.Parallel()
	t0 := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	old := &Confirmation{ID: "cf_1", AccountID: "acct_1", Sandbox: true, Status: StatusInProgress, UpdatedAt: t0}
	same := *old
	same.UpdatedAt = t0.Add(time.Second)
	if ch := ChangeOf(&same, old); ch != nil {
		t.Errorf("ChangeOf with neither status nor outcome changed = %+v, want nil", ch)
	}
	closed := same
	closed.Status = StatusConfirmed
	closed.Outcome = &Outcome{Intent: IntentWillBeIn}
	ch := ChangeOf(&closed, old)
	want := &Change{ID: ch.ID, AccountID: "acct_1", Sandbox: true, ConfirmationID: "cf_1",
		Status: StatusConfirmed, Intent: IntentWillBeIn, At: t0.Add(time.Second)}
	if diff := cmp.Diff(want, ch); diff != "" || !ValidChangeID(ch.ID) {
		t.Errorf("ChangeOf mismatch (-want +got):\n%s (id %q)", diff, ch.ID)
	}
	// Notes added to the same intent are a change of the outcome.
	noted := closed
	noted.Outcome = &Outcome{Intent: IntentWillBeIn, Notes: "Side door"}
	if ChangeOf(&noted, &closed) == nil {
		t.Error("ChangeOf missed a change of the outcome's notes")
	}
}
