package confirm

import (
	"context"
	"slices"
)

// Create and Update hold the rules of saving a confirmation, which every
// store shares: what a save writes, what counts as changed, what an update
// may change. A store gives them its SQL through the small interfaces
// below, run in a transaction of its own making, and writes each part at
// once or collects the parts and sends them together before it commits.

// PartWriter writes what belongs to a confirmation beside its row.
type PartWriter interface {
	// WriteStep writes the step at position of the confirmation, a new
	// one or over the one stored there.
	WriteStep(ctx context.Context, confirmationID string, position int, st Step) error
	// TrimSteps deletes the confirmation's steps from position from on.
	TrimSteps(ctx context.Context, confirmationID string, from int) error
	// AppendEvents adds events to the confirmation's timeline, the first
	// as number first (counting from 0).
	AppendEvents(ctx context.Context, confirmationID string, first int, events []Event) error
	// AddDeliveries adds webhook deliveries to the outbox.
	AddDeliveries(ctx context.Context, outbox []*Delivery) error
	// AddChanges adds changes to the events feed.
	AddChanges(ctx context.Context, changes []*Change) error
	// AddNudges notes confirmations that started waiting for a person,
	// to be sent in a scope's next nudge (see NudgeStore).
	AddNudges(ctx context.Context, nudges []*Nudge) error
}

// Creator is what Create needs of a store's transaction.
type Creator interface {
	// InsertConfirmation writes the row of a new confirmation, with its
	// document and view (see Encode).
	InsertConfirmation(ctx context.Context, c *Confirmation, doc, view []byte) error
	PartWriter
}

// Updater is what Update needs of a store's write transaction.
type Updater interface {
	// LoadForUpdate reads the confirmations with the ids, with their
	// steps and events, and keeps any other transaction from changing
	// them until this one ends. It leaves out unknown ids, and may leave
	// out the confirmations not of scope when scope is not nil.
	LoadForUpdate(ctx context.Context, scope *Scope, ids []string) (map[string]Loaded, error)
	// RewriteConfirmation writes the row of c: its status, external id,
	// UpdatedAt, document, WakeAt, LeaseOwner and view; r tells which of
	// them are as stored, so that the store may leave them out, and the
	// channels the save reaches.
	RewriteConfirmation(ctx context.Context, c *Confirmation, doc, view []byte, r Rewrite) error
	PartWriter
}

// Rewrite tells a store what of a row written again is as stored and
// what the save adds to it, so that the store may leave out what is kept:
// SQLite then leaves alone the indexes and triggers that read only those
// columns. A step of the scheduler changes neither the status (but for
// the first and the last) nor the document (but for an outcome, a report
// or a person's turn).
type Rewrite struct {
	// KeepStatus: the status and the external id are as stored.
	KeepStatus bool
	// KeepDoc: the document is as stored.
	KeepDoc bool
	// Reached has the bit (1 email, 2 sms, 4 call, as StatsCombo.Reached)
	// of the channel of each step the save delivers. The stores' triggers
	// add it to the row's reached when the step is written, which comes
	// after the row and would write the row a second time; a store that
	// adds it in the row's own statement spares that write, and the
	// triggers then find it there.
	Reached int
}

// deliveredNow returns the bits of the channels of steps, as a save
// writes them over stored, that become delivered: a step added as
// delivered or one whose state turns to delivered, as the stores'
// triggers count them.
func deliveredNow(steps, stored []Step) int {
	bits := 0
	for i, st := range steps {
		if st.State != StepDelivered || i < len(stored) && stored[i].State == StepDelivered {
			continue
		}
		if j := slices.Index(Channels, st.Channel); j >= 0 {
			bits |= 1 << j
		}
	}
	return bits
}

// Loaded is a confirmation as an update reads it, with its row's document
// and view as stored (View nil for a row stored before views were). Doc
// must be encoded as Encode gives it; a store whose database rewrites JSON
// (jsonb does) gives EncodeDocument(C). Both are compared with what the
// update would store, so that a row left as it was is not written again.
type Loaded struct {
	C         *Confirmation
	Doc, View []byte
}

// Create writes a new confirmation through w: its row with doc and view
// (from Encode, which a store may call before its transaction begins),
// every step, every event and the deliveries of its outbox. The store
// empties c.Outbox once its transaction has committed.
func Create(ctx context.Context, w Creator, c *Confirmation, doc, view []byte) error {
	if err := w.InsertConfirmation(ctx, c, doc, view); err != nil {
		return err
	}
	if err := writeParts(ctx, w, c, nil, 0); err != nil {
		return err
	}
	if n := NudgeOf(c, nil); n != nil {
		return w.AddNudges(ctx, []*Nudge{n})
	}
	return nil
}

// Update loads the confirmations with the ids through u (only those of
// scope, unless scope is nil), calls fn on a copy of each, in the order of
// ids, and saves the ones fn returns nil for. It returns those as saved,
// equal to what a later read gives, in the order of ids: unknown ids,
// confirmations of another scope and ids given again are skipped. A
// confirmation fn refuses is left as it was.
//
// What fn changes of what identifies a confirmation (ID, AccountID,
// Sandbox, CreatedAt) and of the events already stored is not saved, so it
// is neither shown nor returned: the timeline is append-only. Times are
// saved and returned as StoredTime makes them. A save writes only what
// changed: the row when a column, the document or the view differs, the
// steps that differ (see SameStep), the steps removed from the end, the
// events added, the outbox and, when the status or the outcome changed,
// the change for the events feed (see ChangeOf). The engine's first save of a step marks it
// sending and changes nothing else, not even the view: the row, the
// largest thing written, stays as it is.
func Update(ctx context.Context, u Updater, scope *Scope, ids []string, fn func(*Confirmation) error) ([]*Confirmation, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	loaded, err := u.LoadForUpdate(ctx, scope, ids)
	if err != nil {
		return nil, err
	}
	var out []*Confirmation
	for _, id := range ids {
		l, ok := loaded[id]
		if !ok {
			continue
		}
		delete(loaded, id) // an id given twice is updated once
		old := l.C
		if scope != nil && !old.InScope(*scope) {
			continue
		}
		c := *old
		c.Steps, c.Events, c.Outbox = slices.Clone(old.Steps), slices.Clone(old.Events), nil
		if fn(&c) != nil {
			continue
		}
		asSaved(&c, old)
		if err := c.keepErased(old); err != nil {
			return nil, err
		}
		doc, view, err := Encode(&c)
		if err != nil {
			return nil, err
		}
		if RowChanged(&c, old, doc, view, l.Doc, l.View) {
			r := Rewrite{
				KeepStatus: c.Status == old.Status && c.ExternalID == old.ExternalID,
				KeepDoc:    string(doc) == string(l.Doc),
				Reached:    deliveredNow(c.Steps, old.Steps),
			}
			if err := u.RewriteConfirmation(ctx, &c, doc, view, r); err != nil {
				return nil, err
			}
		}
		if err := writeParts(ctx, u, &c, old.Steps, len(old.Events)); err != nil {
			return nil, err
		}
		if ch := ChangeOf(&c, old); ch != nil {
			if err := u.AddChanges(ctx, []*Change{ch}); err != nil {
				return nil, err
			}
		}
		if n := NudgeOf(&c, old); n != nil {
			if err := u.AddNudges(ctx, []*Nudge{n}); err != nil {
				return nil, err
			}
		}
		c.Outbox = nil
		out = append(out, &c)
	}
	return out, nil
}

// UpdateOne is a store's UpdateConfirmation over its UpdateClaimed with a
// scope, update: it returns fn's error if fn refused, else ErrNotFound
// when the confirmation is not in the scope.
func UpdateOne(ctx context.Context, scope Scope, id string, fn func(*Confirmation) error,
	update func(ctx context.Context, scope *Scope, ids []string, fn func(*Confirmation) error) ([]*Confirmation, error),
) (*Confirmation, error) {
	var fnErr error
	saved, err := update(ctx, &scope, []string{id}, func(c *Confirmation) error {
		fnErr = fn(c)
		return fnErr
	})
	switch {
	case fnErr != nil:
		return nil, fnErr
	case err != nil:
		return nil, err
	case len(saved) == 0:
		return nil, ErrNotFound
	}
	return saved[0], nil
}

// Scope is the account and mode c belongs to.
func (c *Confirmation) Scope() Scope { return Scope{AccountID: c.AccountID, Sandbox: c.Sandbox} }

// InScope reports whether c belongs to scope.
func (c *Confirmation) InScope(scope Scope) bool {
	return c.AccountID == scope.AccountID && c.Sandbox == scope.Sandbox
}

// RowChanged reports whether a save of c, which was old with document
// oldDoc and view oldView as stored, must write its row again, whose
// document and view would now be doc and view.
func RowChanged(c, old *Confirmation, doc, view, oldDoc, oldView []byte) bool {
	return c.Status != old.Status || c.ExternalID != old.ExternalID || !SameTime(c.UpdatedAt, old.UpdatedAt) ||
		!SameTime(c.WakeAt, old.WakeAt) || c.LeaseOwner != old.LeaseOwner ||
		string(doc) != string(oldDoc) || string(view) != string(oldView)
}

// asSaved makes c, which fn changed from old, what an update writes.
func asSaved(c, old *Confirmation) {
	c.ID, c.AccountID, c.Sandbox, c.CreatedAt = old.ID, old.AccountID, old.Sandbox, old.CreatedAt
	c.UpdatedAt, c.WakeAt = storedTime(c.UpdatedAt), storedTime(c.WakeAt)
	c.Engine = c.Engine.stored()
	n := len(old.Events)
	var added []Event
	if len(c.Events) > n {
		added = c.Events[n:]
	}
	c.Events = append(slices.Clip(old.Events), added...)
	for i := n; i < len(c.Events); i++ {
		c.Events[i].At = storedTime(c.Events[i].At)
	}
	for i := range c.Steps {
		st := &c.Steps[i]
		st.DueAt, st.SendingAt, st.ActiveUntil = storedTime(st.DueAt), storedTime(st.SendingAt), storedTime(st.ActiveUntil)
	}
}

// writeParts writes the parts of c that differ from what is stored: the
// steps unlike stored (all of them for a new confirmation), the steps
// past its last, the events from number events on and its outbox.
func writeParts(ctx context.Context, w PartWriter, c *Confirmation, stored []Step, events int) error {
	for i, st := range c.Steps {
		if i < len(stored) && SameStep(st, stored[i]) {
			continue
		}
		if err := w.WriteStep(ctx, c.ID, i, st); err != nil {
			return err
		}
	}
	if len(c.Steps) < len(stored) {
		if err := w.TrimSteps(ctx, c.ID, len(c.Steps)); err != nil {
			return err
		}
	}
	if len(c.Events) > events {
		if err := w.AppendEvents(ctx, c.ID, events, c.Events[events:]); err != nil {
			return err
		}
	}
	if len(c.Outbox) > 0 {
		return w.AddDeliveries(ctx, c.Outbox)
	}
	return nil
}
