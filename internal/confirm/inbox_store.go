package confirm

import "context"

// InboxQuery is a page of the inbox as every store reads it: the filter,
// the page size and where the page starts, the inbox ordered by the time
// each confirmation began waiting, then by id. A store makes it with
// NewInboxQuery before its read transaction begins and reads the page
// with Read inside it.
type InboxQuery struct {
	Filter InboxFilter
	// Limit is the page size: f.Limit, or DefaultListLimit when not
	// given, at most MaxListLimit.
	Limit int
	// After is the position the page starts after: nil for the first.
	After *Cursor
}

// InboxReader is what an inbox page needs of a store's read transaction.
type InboxReader interface {
	// WaitingConfirmations reads up to limit confirmations of f's scope
	// waiting for a person, of f.Intent when not "", after the position
	// after when not nil, ordered by the time they began waiting, then
	// by id; without their steps and events.
	WaitingConfirmations(ctx context.Context, f InboxFilter, after *Cursor, limit int) ([]*Confirmation, error)
	// LoadParts reads the steps and events of cs.
	LoadParts(ctx context.Context, cs []*Confirmation) error
}

// NewInboxQuery checks f's cursor and gives the page f asks for, paged
// as the listings are (see ListFilter.PageSize and Position).
func NewInboxQuery(f InboxFilter) (InboxQuery, error) {
	lf := ListFilter{Limit: f.Limit, Cursor: f.Cursor}
	q := InboxQuery{Filter: f, Limit: lf.PageSize()}
	cur, ok, err := lf.Position()
	if err != nil {
		return InboxQuery{}, err
	}
	if ok {
		q.After = &cur
	}
	return q, nil
}

// Read reads the page through r, one row beyond it to know whether
// another follows (see PageEnd), and then the steps and events of the
// page's confirmations. NextCursor is set only when another page follows.
func (q InboxQuery) Read(ctx context.Context, r InboxReader) (*Page, error) {
	cs, err := r.WaitingConfirmations(ctx, q.Filter, q.After, q.Limit+1)
	if err != nil {
		return nil, err
	}
	n, next := PageEnd(len(cs), q.Limit, func(i int) Cursor {
		since, _ := cs[i].Waiting()
		return Cursor{CreatedAt: since, ID: cs[i].ID}
	})
	cs = cs[:n]
	page := &Page{Confirmations: cs, NextCursor: next}
	if err := r.LoadParts(ctx, cs); err != nil {
		return nil, err
	}
	return page, nil
}
