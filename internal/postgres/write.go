package postgres

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/jackc/pgx/v5/pgxpool"

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
	feed              changeRows
	nudges            nudgeRows
}

// The methods below collect what confirm.Create and confirm.Update write;
// write sends it.

// InsertConfirmation adds the row of a new confirmation.
func (w *changes) InsertConfirmation(_ context.Context, c *confirm.Confirmation, doc, view []byte) error {
	w.inserted.add(c, doc, view)
	return nil
}

// RewriteConfirmation adds a confirmation's row to write again, with
// the channels the save reaches: the row's statement adds them, so that
// the steps' triggers, which run after it, find them there and write no
// second version of the row.
func (w *changes) RewriteConfirmation(_ context.Context, c *confirm.Confirmation, doc, view []byte, r confirm.Rewrite) error {
	w.updated.add(c, doc, view)
	w.updated.reached = append(w.updated.reached, int16(r.Reached))
	return nil
}

// WriteStep adds a step to insert or write again.
func (w *changes) WriteStep(_ context.Context, id string, position int, st confirm.Step) error {
	w.steps.add(id, position, st)
	return nil
}

// TrimSteps adds the steps of a confirmation from position from on to
// delete.
func (w *changes) TrimSteps(_ context.Context, id string, from int) error {
	w.trimmed.ids = append(w.trimmed.ids, id)
	w.trimmed.from = append(w.trimmed.from, int32(from))
	return nil
}

// AppendEvents adds events to insert.
func (w *changes) AppendEvents(_ context.Context, id string, first int, events []confirm.Event) error {
	w.events.add(id, first, events)
	return nil
}

// AddDeliveries adds the deliveries of an outbox to insert.
func (w *changes) AddDeliveries(_ context.Context, outbox []*confirm.Delivery) error {
	w.outbox.add(outbox)
	return nil
}

// write sends every statement in one batch. Parents come before the rows
// that reference them.
func (w *changes) write(ctx context.Context, tx pgx.Tx) error {
	b := w.batch()
	if b.Len() == 0 {
		return nil
	}
	return tx.SendBatch(ctx, b).Close()
}

// send sends every statement in one batch outside any transaction:
// PostgreSQL runs a batch, which ends with a single Sync, as one implicit
// transaction, committed when its last statement succeeds and rolled back
// whole if any fails.
func (w *changes) send(ctx context.Context, pool *pgxpool.Pool) error {
	b := w.batch()
	if b.Len() == 0 {
		return nil
	}
	return pool.SendBatch(ctx, b).Close()
}

// batch queues the statements of the changes, parents before the rows
// that reference them.
func (w *changes) batch() *pgx.Batch {
	b := &pgx.Batch{}
	if r := w.inserted; len(r.ids) > 0 {
		b.Queue(insertConfirmationsQuery, r.ids, r.accounts, r.sandboxes, r.statuses, r.externalIDs, r.created, r.updated, r.docs, r.wakes, r.owners, r.views)
	}
	if r := w.updated; len(r.ids) > 0 {
		b.Queue(`UPDATE confirmations c
			 SET status = u.status, external_id = u.external_id, updated_at = u.updated_at, doc = u.doc,
			     wake_at = u.wake_at, lease_owner = u.lease_owner, view = u.view, reached = c.reached | u.reached
			 FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::jsonb[], $6::timestamptz[], $7::text[], $8::text[], $9::smallint[])
			     AS u (id, status, external_id, updated_at, doc, wake_at, lease_owner, view, reached)
			 WHERE c.id = u.id`,
			r.ids, r.statuses, r.externalIDs, r.updated, r.docs, r.wakes, r.owners, r.views, r.reached)
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
	if r := w.feed; len(r.ids) > 0 {
		b.Queue(insertChangesQuery, r.ids, r.accounts, r.sandboxes, r.confirmations, r.statuses, r.intents, r.ats)
	}
	if r := w.nudges; len(r.ids) > 0 {
		b.Queue(insertNudgesQuery, r.ids, r.since, r.accounts, r.sandboxes, r.ats)
	}
	return b
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
	reached                                             []int16 // of rows written again (confirm.Rewrite)
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
		next, _ := confirm.DeliveryNextAttempt(d.State, d.NextAttemptAt)
		r.next = append(r.next, nullTime(next))
	}
}
