package postgres

import (
	"bytes"
	"context"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/confirmd/confirmd/internal/confirm"
)

// changes collects what one transaction writes for any number of
// confirmations, column by column. Each table then takes one statement over
// unnest()ed arrays, and all of them go in one round trip: the engine saves
// a hundred confirmations or more at a time, and a statement for each row
// would cost a round trip for each.
type changes struct {
	inserted, updated confirmationRows
	trimmed           trimRows
	steps             stepRows
	events            eventRows
	outbox            deliveryRows
}

// insert adds a new confirmation with everything it holds.
func (w *changes) insert(c *confirm.Confirmation) error {
	doc, view, err := encode(c)
	if err != nil {
		return err
	}
	w.inserted.add(c, doc, view)
	for i, st := range c.Steps {
		w.steps.add(c.ID, i, st)
	}
	w.events.add(c.ID, 0, c.Events)
	w.outbox.add(c.Outbox)
	return nil
}

// update adds what fn changed of c, which was old, with document oldDoc
// and stored view oldView (nil for none yet), when loaded. Unchanged rows are left alone, so an
// update that marks one step neither rewrites the others nor adds index
// entries for them, nor rewrites the confirmation's row unless what the
// API shows of it changed.
func (w *changes) update(c, old *confirm.Confirmation, oldDoc, oldView []byte) error {
	doc, view, err := encode(c)
	if err != nil {
		return err
	}
	if c.Status != old.Status || c.ExternalID != old.ExternalID || !c.UpdatedAt.Equal(old.UpdatedAt) ||
		!c.WakeAt.Equal(old.WakeAt) || c.LeaseOwner != old.LeaseOwner || !bytes.Equal(doc, oldDoc) ||
		!bytes.Equal(view, oldView) {
		w.updated.add(c, doc, view)
	}
	if len(c.Steps) < len(old.Steps) {
		w.trimmed.ids = append(w.trimmed.ids, c.ID)
		w.trimmed.from = append(w.trimmed.from, int32(len(c.Steps)))
	}
	for i, st := range c.Steps {
		if i >= len(old.Steps) || !sameStep(st, old.Steps[i]) {
			w.steps.add(c.ID, i, st)
		}
	}
	n := len(old.Events)
	w.events.add(c.ID, n, c.Events[n:])
	w.outbox.add(c.Outbox)
	return nil
}

func sameStep(a, b confirm.Step) bool {
	return a.Channel == b.Channel && a.State == b.State && a.Attempts == b.Attempts &&
		a.DueAt.Equal(b.DueAt) && a.SendingAt.Equal(b.SendingAt) && a.ActiveUntil.Equal(b.ActiveUntil)
}

// write sends every statement in one batch. Parents come before the rows
// that reference them.
func (w *changes) write(ctx context.Context, tx pgx.Tx) error {
	b := &pgx.Batch{}
	if r := w.inserted; len(r.ids) > 0 {
		b.Queue(insertConfirmationsQuery, r.ids, r.accounts, r.sandboxes, r.statuses, r.externalIDs, r.created, r.updated, r.docs, r.wakes, r.owners, r.views)
	}
	if r := w.updated; len(r.ids) > 0 {
		b.Queue(`UPDATE confirmations c
			 SET status = u.status, external_id = u.external_id, updated_at = u.updated_at, doc = u.doc,
			     wake_at = u.wake_at, lease_owner = u.lease_owner, view = u.view
			 FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::jsonb[], $6::timestamptz[], $7::text[], $8::text[])
			     AS u (id, status, external_id, updated_at, doc, wake_at, lease_owner, view)
			 WHERE c.id = u.id`,
			r.ids, r.statuses, r.externalIDs, r.updated, r.docs, r.wakes, r.owners, r.views)
	}
	if r := w.trimmed; len(r.ids) > 0 {
		b.Queue(`DELETE FROM steps s USING unnest($1::text[], $2::integer[]) AS u (id, n)
			 WHERE s.confirmation_id = u.id AND s.position >= u.n`, r.ids, r.from)
	}
	if r := w.steps; len(r.ids) > 0 {
		b.Queue(upsertStepsQuery, r.ids, r.positions, r.channels, r.states, r.dues, r.attempts, r.sendings, r.actives)
	}
	if r := w.events; len(r.ids) > 0 {
		b.Queue(insertEventsQuery, r.ids, r.seqs, r.ats, r.kinds, r.channels, r.texts)
	}
	if r := w.outbox; len(r.ids) > 0 {
		b.Queue(insertDeliveriesQuery, r.ids, r.confirmations, r.accounts, r.sandboxes, r.urls, r.payloads, r.states, r.created, r.next, r.hosts)
	}
	if b.Len() == 0 {
		return nil
	}
	return tx.SendBatch(ctx, b).Close()
}

// The statements that insert rows, which a create runs on a pool of kept
// plans (see Open). They choose no plan of their own, only those of their
// foreign-key checks, which read the parent row by its primary key.
const (
	insertConfirmationsQuery = `INSERT INTO confirmations (` + confirmationColumns + `, view)
		SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[], $4::text[], $5::text[],
		    $6::timestamptz[], $7::timestamptz[], $8::jsonb[], $9::timestamptz[], $10::text[], $11::text[])`
	upsertStepsQuery = `INSERT INTO steps (confirmation_id, position, channel, state, due_at, attempts, sending_at, active_until)
		SELECT * FROM unnest($1::text[], $2::integer[], $3::text[], $4::text[], $5::timestamptz[],
		    $6::integer[], $7::timestamptz[], $8::timestamptz[])
		ON CONFLICT (confirmation_id, position) DO UPDATE
		SET channel = excluded.channel, state = excluded.state, due_at = excluded.due_at,
		    attempts = excluded.attempts, sending_at = excluded.sending_at, active_until = excluded.active_until`
	insertEventsQuery = `INSERT INTO events (confirmation_id, seq, at, kind, channel, text)
		SELECT * FROM unnest($1::text[], $2::integer[], $3::timestamptz[], $4::text[], $5::text[], $6::text[])`
	// unnest yields the rows in order, so the identity column numbers the
	// deliveries of one outbox in the order they were queued.
	insertDeliveriesQuery = `INSERT INTO webhook_deliveries
		    (id, confirmation_id, account_id, sandbox, url, payload, state, created_at, next_attempt_at, host)
		SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[], $5::text[], $6::bytea[],
		    $7::text[], $8::timestamptz[], $9::timestamptz[], $10::text[])`
)

type confirmationRows struct {
	ids, accounts, statuses, externalIDs, owners, views []string
	sandboxes                                           []bool
	created, updated                                    []time.Time
	docs                                                [][]byte
	wakes                                               []pgtype.Timestamptz
}

func (r *confirmationRows) add(c *confirm.Confirmation, doc, view []byte) {
	r.views = append(r.views, string(view))
	r.ids = append(r.ids, c.ID)
	r.accounts = append(r.accounts, c.AccountID)
	r.sandboxes = append(r.sandboxes, c.Sandbox)
	r.statuses = append(r.statuses, string(c.Status))
	r.externalIDs = append(r.externalIDs, c.ExternalID)
	r.created = append(r.created, ts(c.CreatedAt))
	r.updated = append(r.updated, ts(c.UpdatedAt))
	r.docs = append(r.docs, doc)
	r.wakes = append(r.wakes, nullTime(c.WakeAt))
	r.owners = append(r.owners, c.LeaseOwner)
}

// trimRows are the steps to delete: those of a confirmation at positions
// from its new number of steps on.
type trimRows struct {
	ids  []string
	from []int32
}

type stepRows struct {
	ids, channels, states []string
	positions, attempts   []int32
	dues                  []time.Time
	sendings, actives     []pgtype.Timestamptz
}

func (r *stepRows) add(id string, position int, st confirm.Step) {
	r.ids = append(r.ids, id)
	r.positions = append(r.positions, int32(position))
	r.channels = append(r.channels, string(st.Channel))
	r.states = append(r.states, string(st.State))
	r.dues = append(r.dues, ts(st.DueAt))
	r.attempts = append(r.attempts, int32(st.Attempts))
	r.sendings = append(r.sendings, nullTime(st.SendingAt))
	r.actives = append(r.actives, nullTime(st.ActiveUntil))
}

type eventRows struct {
	ids, kinds, channels, texts []string
	seqs                        []int32
	ats                         []time.Time
}

// add appends events to the timeline of id, the first at seq first.
func (r *eventRows) add(id string, first int, events []confirm.Event) {
	for i, ev := range events {
		r.ids = append(r.ids, id)
		r.seqs = append(r.seqs, int32(first+i))
		r.ats = append(r.ats, ts(ev.At))
		r.kinds = append(r.kinds, string(ev.Kind))
		r.channels = append(r.channels, string(ev.Channel))
		r.texts = append(r.texts, ev.Text)
	}
}

type deliveryRows struct {
	ids, confirmations, accounts, urls, states, hosts []string
	sandboxes                                         []bool
	payloads                                          [][]byte
	created                                           []time.Time
	next                                              []pgtype.Timestamptz
}

func (r *deliveryRows) add(outbox []*confirm.Delivery) {
	for _, d := range outbox {
		r.ids = append(r.ids, d.ID)
		r.confirmations = append(r.confirmations, d.ConfirmationID)
		r.accounts = append(r.accounts, d.AccountID)
		r.sandboxes = append(r.sandboxes, d.Sandbox)
		r.urls = append(r.urls, d.URL)
		r.hosts = append(r.hosts, confirm.DeliveryHost(d.URL))
		payload := d.Payload
		if payload == nil {
			payload = []byte{} // nil would be NULL, which the column refuses
		}
		r.payloads = append(r.payloads, payload)
		r.states = append(r.states, string(d.State))
		r.created = append(r.created, ts(d.CreatedAt))
		r.next = append(r.next, nullTime(nextAttempt(d.State, d.NextAttemptAt)))
	}
}

// nextAttempt is the next attempt time stored for a delivery in state: only
// a pending delivery has one.
func nextAttempt(state confirm.DeliveryState, next time.Time) time.Time {
	if state != confirm.DeliveryPending {
		return time.Time{}
	}
	return next
}
