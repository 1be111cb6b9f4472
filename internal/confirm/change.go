package confirm

import (
	"context"
	"reflect"
	"time"
)

// Change is one change of a confirmation's status or outcome, as the events
// feed (GET /v1/events) gives it. Update records one in the same
// transaction as the change itself, so the feed holds every change that
// was saved, whether or not its webhook reached the receiver: a receiver
// that was down catches up by reading it.
type Change struct {
	ID             string // "ev_" + 24 of [0-9a-z], random
	AccountID      string
	Sandbox        bool
	ConfirmationID string
	Status         Status
	Intent         Intent // empty while the confirmation has no outcome
	At             time.Time
}

// PrefixChange begins every change's id.
const PrefixChange = "ev_"

// NewChangeID returns a random change id. Ids are random rather than
// numbered, so that neither an id nor a cursor tells an account how much
// the other accounts did.
func NewChangeID() string { return PrefixChange + randomString(lowerAlnum, 24) }

// ValidChangeID reports whether id has the form of a change id.
func ValidChangeID(id string) bool {
	return validRandomID(id, PrefixChange)
}

// Limits and times of the events feed.
const (
	DefaultChangeLimit = 20
	MaxChangeLimit     = 100
	// ChangeRetention is how long a change stays in the feed; the janitor
	// deletes older ones.
	ChangeRetention = 30 * 24 * time.Hour
	// ChangeSettle is how old a change must be before the feed shows it.
	// A change is stamped with its transaction's time, which is taken
	// before the transaction commits: on PostgreSQL, where transactions
	// run side by side, one stamped a moment earlier may commit a moment
	// later. Were the feed to show changes at once, a reader could move
	// its cursor past a change that was not yet committed and never see
	// it. Every transaction that writes changes takes far less than this.
	ChangeSettle = 5 * time.Second
)

// ChangeOf returns the change of c's status or outcome that a save of c,
// which was old, records, or nil when neither changed. Its time is c's
// UpdatedAt, which every save of a change moves on.
func ChangeOf(c, old *Confirmation) *Change {
	if c.Status == old.Status && reflect.DeepEqual(c.Outcome, old.Outcome) {
		return nil
	}
	ch := &Change{
		ID: NewChangeID(), AccountID: c.AccountID, Sandbox: c.Sandbox, ConfirmationID: c.ID,
		Status: c.Status, At: storedTime(c.UpdatedAt),
	}
	if c.Outcome != nil {
		ch.Intent = c.Outcome.Intent
	}
	return ch
}

// ChangeFilter selects a page of the events feed.
type ChangeFilter struct {
	Scope Scope
	After string // a cursor from a previous page's NextCursor; empty: from the oldest
	Limit int    // 1..MaxChangeLimit; 0 is DefaultChangeLimit
}

// ChangePage is one page of the feed, oldest first. NextCursor is where
// the next read continues: after the last change of the page, or where
// the filter began when the page is empty, so that a reader that polls
// always has a cursor to poll with. It is empty only when the feed was
// read from its start and held nothing. More tells whether changes that
// can be shown already follow the page.
type ChangePage struct {
	Changes    []*Change
	NextCursor string
	More       bool
}

// ChangeStore keeps the events feed. Update writes it (see
// PartWriter.AddChanges).
type ChangeStore interface {
	// ListChanges returns up to limit changes of the scope, ordered by
	// (At, ID), that come after cur (all of them when after is false) and
	// are at or before until.
	ListChanges(ctx context.Context, scope Scope, cur Cursor, after bool, until time.Time, limit int) ([]*Change, error)
	// PruneChanges deletes up to limit changes older than before, oldest
	// first, and returns how many it deleted: fewer than limit means none
	// is left.
	PruneChanges(ctx context.Context, before time.Time, limit int) (int, error)
}

// DecodeChangeCursor parses the after of the events feed; anything but a
// cursor the feed gave is EINVALID, naming after.
func DecodeChangeCursor(s string) (Cursor, error) {
	return decodeCursor(s, ValidChangeID,
		"after is not a cursor returned by this API (use nextCursor from the previous page of events)")
}

// ReadChanges reads a page of the feed at now: the changes of f's scope
// after f.After, oldest first, at least ChangeSettle old.
func ReadChanges(ctx context.Context, s ChangeStore, f ChangeFilter, now time.Time) (*ChangePage, error) {
	limit := f.Limit
	if limit <= 0 {
		limit = DefaultChangeLimit
	}
	limit = min(limit, MaxChangeLimit)
	var (
		cur   Cursor
		after bool
	)
	if f.After != "" {
		c, err := DecodeChangeCursor(f.After)
		if err != nil {
			return nil, err
		}
		cur, after = c, true
	}
	chs, err := s.ListChanges(ctx, f.Scope, cur, after, now.Add(-ChangeSettle), limit+1)
	if err != nil {
		return nil, err
	}
	page := &ChangePage{NextCursor: f.After}
	if len(chs) > limit {
		chs, page.More = chs[:limit], true
	}
	page.Changes = chs
	if n := len(chs); n > 0 {
		page.NextCursor = Cursor{CreatedAt: chs[n-1].At, ID: chs[n-1].ID}.Encode()
	}
	if page.Changes == nil {
		page.Changes = []*Change{}
	}
	return page, nil
}
