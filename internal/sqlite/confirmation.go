package sqlite

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// querier is what reads need from a transaction or a pool.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

const confirmationColumns = `id, account_id, sandbox, status, external_id, created_at, updated_at, doc, wake_at, lease_owner`

func scanConfirmation(row interface{ Scan(...any) error }) (*confirm.Confirmation, error) {
	c, _, err := scanConfirmationDoc(row)
	return c, err
}

// scanConfirmationDoc is scanConfirmation also returning the stored
// document, and, when the row has one more column, the stored view into
// *view.
func scanConfirmationDoc(row interface{ Scan(...any) error }, view ...*[]byte) (*confirm.Confirmation, string, error) {
	var (
		c   confirm.Confirmation
		ext sql.NullString
		doc string
	)
	dest := []any{&c.ID, &c.AccountID, &c.Sandbox, &c.Status, &ext,
		timeCol{&c.CreatedAt}, timeCol{&c.UpdatedAt}, &doc, zeroTimeCol{&c.WakeAt}, &c.LeaseOwner}
	for _, v := range view {
		dest = append(dest, v)
	}
	if err := row.Scan(dest...); err != nil {
		return nil, "", err
	}
	c.ExternalID = ext.String
	var d confirm.Document
	if err := json.Unmarshal([]byte(doc), &d); err != nil {
		return nil, "", fmt.Errorf("sqlite: document of %s: %w", c.ID, err)
	}
	c.SetDocument(d)
	return &c, doc, nil
}

// scanAll reads every row of rows, which select confirmationColumns, and
// closes them.
func scanAll(rows *sql.Rows) ([]*confirm.Confirmation, error) {
	defer rows.Close()
	var cs []*confirm.Confirmation
	for rows.Next() {
		c, err := scanConfirmation(rows)
		if err != nil {
			return nil, err
		}
		cs = append(cs, c)
	}
	return cs, rows.Err()
}

// document returns the stored document of c. Its times are cut to the
// precision and zone of every other stored time, so that what is read back
// does not depend on where a time is kept.
func document(c *confirm.Confirmation) (string, error) {
	d := c.Document()
	d.Engine.DeadlineAt = stored(d.Engine.DeadlineAt)
	d.Engine.ResumeAt = stored(d.Engine.ResumeAt)
	b, err := json.Marshal(d)
	return string(b), err
}

// stored is t as it reads back from the database.
func stored(t time.Time) time.Time {
	if t.IsZero() {
		return time.Time{}
	}
	return t.UTC().Truncate(time.Millisecond)
}

// nullable stores an empty string as NULL.
func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

const insertConfirmationQuery = `INSERT INTO confirmations (` + confirmationColumns + `, view) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`

// CreateConfirmation stores a new confirmation with its steps, events and
// outbox, and idem if it is not nil, in one transaction.
func (s *Store) CreateConfirmation(ctx context.Context, c *confirm.Confirmation, idem *confirm.Idempotency) error {
	doc, err := document(c)
	if err != nil {
		return err
	}
	view, err := c.ViewJSON()
	if err != nil {
		return err
	}
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		_, err := s.exec(ctx, tx, insertConfirmationQuery,
			c.ID, c.AccountID, c.Sandbox, c.Status, nullable(c.ExternalID),
			text(c.CreatedAt), text(c.UpdatedAt), doc, nullText(c.WakeAt), c.LeaseOwner, string(view))
		if err != nil {
			return constraint(err, "confirmation already exists", "account not found")
		}
		if err := s.saveParts(ctx, tx, c, nil, 0); err != nil {
			return err
		}
		if idem != nil {
			return insertIdempotency(ctx, tx, idem)
		}
		return nil
	})
	if err != nil {
		return err
	}
	c.Outbox = nil
	return nil
}

const (
	upsertStepQuery = `
		INSERT INTO steps (confirmation_id, position, channel, state, due_at, attempts, sending_at, active_until)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (confirmation_id, position) DO UPDATE SET
			channel = excluded.channel, state = excluded.state, due_at = excluded.due_at,
			attempts = excluded.attempts, sending_at = excluded.sending_at,
			active_until = excluded.active_until`
	deleteStepsQuery        = `DELETE FROM steps WHERE confirmation_id = ? AND position >= ?`
	insertEventQuery        = `INSERT INTO events (confirmation_id, seq, at, kind, channel, text) VALUES (?, ?, ?, ?, ?, ?)`
	updateConfirmationQuery = `
		UPDATE confirmations SET status = ?, updated_at = ?, doc = ?, wake_at = ?, lease_owner = ?, view = ?
		WHERE id = ?`
)

// saveParts writes what belongs to c beside its row: the steps that differ
// from stored (all of them for a new confirmation), the events from
// events on, and the deliveries of its outbox. Most engine saves change
// one step of several, so unchanged ones are not rewritten.
func (s *Store) saveParts(ctx context.Context, tx *sql.Tx, c *confirm.Confirmation, stored []confirm.Step, events int) error {
	for i, st := range c.Steps {
		if i < len(stored) && sameStep(st, stored[i]) {
			continue
		}
		_, err := s.exec(ctx, tx, upsertStepQuery, c.ID, i, st.Channel, st.State, text(st.DueAt), st.Attempts,
			nullText(st.SendingAt), nullText(st.ActiveUntil))
		if err != nil {
			return err
		}
	}
	if len(c.Steps) < len(stored) {
		if _, err := s.exec(ctx, tx, deleteStepsQuery, c.ID, len(c.Steps)); err != nil {
			return err
		}
	}
	for i := events; i < len(c.Events); i++ {
		e := c.Events[i]
		if _, err := s.exec(ctx, tx, insertEventQuery, c.ID, i, text(e.At), e.Kind, e.Channel, e.Text); err != nil {
			return err
		}
	}
	for _, d := range c.Outbox {
		if err := s.insertDelivery(ctx, tx, d); err != nil {
			return err
		}
	}
	return nil
}

// sameStep reports whether a and b store alike.
func sameStep(a, b confirm.Step) bool {
	return a.Channel == b.Channel && a.State == b.State && a.Attempts == b.Attempts &&
		sameTime(a.DueAt, b.DueAt) && sameTime(a.SendingAt, b.SendingAt) && sameTime(a.ActiveUntil, b.ActiveUntil)
}

func sameTime(a, b time.Time) bool { return stored(a).Equal(stored(b)) }

// GetConfirmation returns the confirmation with the id in the scope.
func (s *Store) GetConfirmation(ctx context.Context, scope confirm.Scope, id string) (*confirm.Confirmation, error) {
	var c *confirm.Confirmation
	err := s.readTx(ctx, func(tx *sql.Tx) error {
		var err error
		c, err = load(ctx, tx, scope, id)
		return err
	})
	return c, err
}

// load reads one confirmation in the scope with its steps and events.
func load(ctx context.Context, q querier, scope confirm.Scope, id string) (*confirm.Confirmation, error) {
	c, err := scanConfirmation(q.QueryRowContext(ctx,
		`SELECT `+confirmationColumns+` FROM confirmations WHERE id = ? AND account_id = ? AND sandbox = ?`,
		id, scope.AccountID, scope.Sandbox))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, confirm.ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	if err := loadParts(ctx, q, []*confirm.Confirmation{c}); err != nil {
		return nil, err
	}
	return c, nil
}

// The ids of a batch are bound as one JSON array, so that each query has
// one text whatever the size of the batch and can be prepared once.
const (
	selectByIDsQuery = `SELECT ` + confirmationColumns + ` FROM confirmations
		WHERE id IN (SELECT value FROM json_each(?))`
	// selectForUpdateQuery also reads the stored view, which an update
	// compares with the view it would store.
	selectForUpdateQuery = `SELECT ` + confirmationColumns + `, view FROM confirmations
		WHERE id IN (SELECT value FROM json_each(?))`
	selectStepsQuery = `
		SELECT confirmation_id, channel, state, due_at, attempts, sending_at, active_until FROM steps
		WHERE confirmation_id IN (SELECT value FROM json_each(?)) ORDER BY confirmation_id, position`
	selectEventsQuery = `
		SELECT confirmation_id, at, kind, channel, text FROM events
		WHERE confirmation_id IN (SELECT value FROM json_each(?)) ORDER BY confirmation_id, seq`
)

// idList binds ids as selectByIDsQuery and the others expect them.
func idList(ids []string) (string, error) {
	b, err := json.Marshal(ids)
	return string(b), err
}

// loadParts fills in the steps and events of cs with one query for each,
// however many confirmations there are.
func loadParts(ctx context.Context, q querier, cs []*confirm.Confirmation) error {
	return loadPartsWith(ctx, cs, q.QueryContext)
}

// loadPartsWith is loadParts running its queries through query.
func loadPartsWith(ctx context.Context, cs []*confirm.Confirmation, query func(context.Context, string, ...any) (*sql.Rows, error)) error {
	if len(cs) == 0 {
		return nil
	}
	byID := make(map[string]*confirm.Confirmation, len(cs))
	ids := make([]string, len(cs))
	for i, c := range cs {
		byID[c.ID] = c
		ids[i] = c.ID
	}
	list, err := idList(ids)
	if err != nil {
		return err
	}

	rows, err := query(ctx, selectStepsQuery, list)
	if err != nil {
		return err
	}
	for rows.Next() {
		var (
			id string
			st confirm.Step
		)
		err := rows.Scan(&id, &st.Channel, &st.State, timeCol{&st.DueAt}, &st.Attempts,
			zeroTimeCol{&st.SendingAt}, zeroTimeCol{&st.ActiveUntil})
		if err != nil {
			rows.Close()
			return err
		}
		byID[id].Steps = append(byID[id].Steps, st)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}

	rows, err = query(ctx, selectEventsQuery, list)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var (
			id string
			e  confirm.Event
		)
		if err := rows.Scan(&id, timeCol{&e.At}, &e.Kind, &e.Channel, &e.Text); err != nil {
			return err
		}
		byID[id].Events = append(byID[id].Events, e)
	}
	return rows.Err()
}

// ListConfirmations returns one page of the scope's confirmations, newest
// first.
func (s *Store) ListConfirmations(ctx context.Context, f confirm.ListFilter) (*confirm.Page, error) {
	query, args, err := listQuery(f)
	if err != nil {
		return nil, err
	}
	limit := f.Limit
	if limit <= 0 {
		limit = confirm.DefaultListLimit
	}
	// The API refuses larger limits; the clamp only bounds a caller's mistake.
	limit = min(limit, confirm.MaxListLimit)
	// One more row than the page tells whether another page follows, so the
	// last page never carries a cursor to an empty one.
	args = append(args, limit+1)

	page := &confirm.Page{}
	err = s.readTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, query, args...)
		if err != nil {
			return err
		}
		cs, err := scanAll(rows)
		if err != nil {
			return err
		}
		if len(cs) > limit {
			cs = cs[:limit]
			last := cs[limit-1]
			page.NextCursor = confirm.Cursor{CreatedAt: last.CreatedAt, ID: last.ID}.Encode()
		}
		page.Confirmations = cs
		return loadParts(ctx, tx, cs)
	})
	if err != nil {
		return nil, err
	}
	return page, nil
}

// listQuery returns the query of a listing and its arguments but the
// limit, which is the last. Each shape of filter is served by its own index
// (see the migrations).
func listQuery(f confirm.ListFilter) (string, []any, error) {
	return listQueryOf(confirmationColumns, f)
}

// listQueryOf is listQuery selecting columns.
func listQueryOf(columns string, f confirm.ListFilter) (string, []any, error) {
	args := []any{f.Scope.AccountID, f.Scope.Sandbox}
	if f.Status != "" {
		args = append(args, f.Status)
	}
	if f.ExternalID != "" {
		args = append(args, f.ExternalID)
	}
	if f.Cursor != "" {
		cur, err := confirm.DecodeCursor(f.Cursor)
		if err != nil {
			return "", nil, err
		}
		args = append(args, text(cur.CreatedAt), cur.ID)
	}
	return listText(columns, f.Status != "", f.ExternalID != "", f.Cursor != ""), args, nil
}

// listText is the text of a listing's query selecting columns, with the
// conditions a filter sets.
func listText(columns string, status, externalID, cursor bool) string {
	var b strings.Builder
	b.WriteString(`SELECT ` + columns + ` FROM confirmations WHERE account_id = ? AND sandbox = ?`)
	if status {
		b.WriteString(` AND status = ?`)
	}
	if externalID {
		b.WriteString(` AND external_id = ?`)
	}
	if cursor {
		b.WriteString(` AND (created_at, id) < (?, ?)`)
	}
	b.WriteString(` ORDER BY created_at DESC, id DESC LIMIT ?`)
	return b.String()
}

// UpdateConfirmation is UpdateClaimed of one id with a scope check: the
// confirmation must be in the scope, and fn's error is returned.
func (s *Store) UpdateConfirmation(ctx context.Context, scope confirm.Scope, id string, fn func(*confirm.Confirmation) error) (*confirm.Confirmation, error) {
	var fnErr error
	var saved []*confirm.Confirmation
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		saved, err = s.updateTx(ctx, tx, &scope, []string{id}, func(c *confirm.Confirmation) error {
			fnErr = fn(c)
			return fnErr
		})
		return err
	})
	switch {
	case err != nil:
		return nil, err
	case fnErr != nil:
		return nil, fnErr
	case len(saved) == 0:
		return nil, confirm.ErrNotFound
	}
	return saved[0], nil
}

// updateTx loads the confirmations of ids in tx (only those of scope, when
// it is not nil), calls fn on each and saves those fn accepts. It returns
// them in the order of ids; unknown ids, and ids given again, are skipped.
// The caller's write transaction is the only one running, so nothing
// changes them between the load and the save.
func (s *Store) updateTx(ctx context.Context, tx *sql.Tx, scope *confirm.Scope, ids []string, fn func(*confirm.Confirmation) error) ([]*confirm.Confirmation, error) {
	byID, err := s.loadForUpdate(ctx, tx, ids)
	if err != nil {
		return nil, err
	}
	var saved []*confirm.Confirmation
	for _, id := range ids {
		l, ok := byID[id]
		if !ok {
			continue
		}
		delete(byID, id)
		c := l.c
		if scope != nil && (c.AccountID != scope.AccountID || c.Sandbox != scope.Sandbox) {
			continue
		}
		was := *c
		steps := slices.Clone(c.Steps)
		events := slices.Clone(c.Events)
		if fn(c) != nil {
			continue
		}
		// What fn did to events already stored is not saved, so it is
		// neither shown nor returned.
		if len(c.Events) >= len(events) {
			c.Events = append(events, c.Events[len(events):]...)
		} else {
			c.Events = events
		}
		doc, err := document(c)
		if err != nil {
			return nil, err
		}
		view, err := c.ViewJSON()
		if err != nil {
			return nil, err
		}
		// The engine's first save of a step marks it sending and changes
		// nothing else, not even the view: the row, the largest thing
		// written, stays as it is.
		if doc != l.doc || !bytes.Equal(view, l.view) || c.Status != was.Status || !sameTime(c.UpdatedAt, was.UpdatedAt) ||
			!sameTime(c.WakeAt, was.WakeAt) || c.LeaseOwner != was.LeaseOwner {
			_, err = s.exec(ctx, tx, updateConfirmationQuery,
				c.Status, text(c.UpdatedAt), doc, nullText(c.WakeAt), c.LeaseOwner, string(view), c.ID)
			if err != nil {
				return nil, err
			}
		}
		if err := s.saveParts(ctx, tx, c, steps, len(events)); err != nil {
			return nil, err
		}
		c.Outbox = nil
		saved = append(saved, c)
	}
	return saved, nil
}

// loaded is a confirmation read for an update, with its stored document
// and view (nil if it has none yet).
type loaded struct {
	c    *confirm.Confirmation
	doc  string
	view []byte
}

// loadForUpdate reads the confirmations of ids with their steps and events
// in tx, one query for each whatever the number of ids.
func (s *Store) loadForUpdate(ctx context.Context, tx *sql.Tx, ids []string) (map[string]loaded, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	list, err := idList(ids)
	if err != nil {
		return nil, err
	}
	rows, err := s.query(ctx, tx, selectForUpdateQuery, list)
	if err != nil {
		return nil, err
	}
	var cs []*confirm.Confirmation
	byID := make(map[string]loaded, len(ids))
	for rows.Next() {
		var view []byte
		c, doc, err := scanConfirmationDoc(rows, &view)
		if err != nil {
			rows.Close()
			return nil, err
		}
		cs = append(cs, c)
		byID[c.ID] = loaded{c, doc, view}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	err = loadPartsWith(ctx, cs, func(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
		return s.query(ctx, tx, q, args...)
	})
	if err != nil {
		return nil, err
	}
	return byID, nil
}
