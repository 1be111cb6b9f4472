package confirm

import "context"

// ReadInbox returns the page of the inbox f asks for, the confirmations
// of f's scope waiting for a person ordered by the time each began
// waiting, then by id, paged as the listings are (see ListFilter and
// PageEnd). It checks f's cursor, then calls inTx, which runs the read
// it is given in a read transaction of the store's, through the store's
// InboxReader.
func ReadInbox(ctx context.Context, f InboxFilter, inTx func(read func(InboxReader) error) error) (*Page, error) {
	q, err := newInboxQuery(f)
	if err != nil {
		return nil, err
	}
	var page *Page
	err = inTx(func(r InboxReader) error {
		page, err = q.read(ctx, r)
		return err
	})
	if err != nil {
		return nil, err
	}
	return page, nil
}

// inboxQuery is a page of the inbox: the filter, the page size and where
// the page starts.
type inboxQuery struct {
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

// newInboxQuery checks f's cursor and gives the page f asks for.
func newInboxQuery(f InboxFilter) (inboxQuery, error) {
	lf := ListFilter{Limit: f.Limit, Cursor: f.Cursor}
	q := inboxQuery{Filter: f, Limit: lf.PageSize()}
	cur, ok, err := lf.Position()
	if err != nil {
		return inboxQuery{}, err
	}
	if ok {
		q.After = &cur
	}
	return q, nil
}

// read reads the page through r, one row beyond it to know whether
// another follows (see PageEnd), and then the steps and events of the
// page's confirmations. NextCursor is set only when another page follows.
func (q inboxQuery) read(ctx context.Context, r InboxReader) (*Page, error) {
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
