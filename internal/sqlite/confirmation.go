package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// querier is what reads need from a transaction or a pool.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

const confirmationColumns = `id, account_id, sandbox, status, external_id, created_at, updated_at, doc`

func scanConfirmation(row interface{ Scan(...any) error }) (*confirm.Confirmation, error) {
	var (
		c   confirm.Confirmation
		ext sql.NullString
		doc []byte
	)
	err := row.Scan(&c.ID, &c.AccountID, &c.Sandbox, &c.Status, &ext,
		timeCol{&c.CreatedAt}, timeCol{&c.UpdatedAt}, &doc)
	if err != nil {
		return nil, err
	}
	c.ExternalID = ext.String
	var d confirm.Document
	if err := json.Unmarshal(doc, &d); err != nil {
		return nil, fmt.Errorf("sqlite: document of %s: %w", c.ID, err)
	}
	c.SetDocument(d)
	return &c, nil
}

// nullable stores an empty string as NULL.
func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// CreateConfirmation stores a new confirmation with its steps and events,
// and idem if it is not nil, in one transaction.
func (s *Store) CreateConfirmation(ctx context.Context, c *confirm.Confirmation, idem *confirm.Idempotency) error {
	doc, err := json.Marshal(c.Document())
	if err != nil {
		return err
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx,
			`INSERT INTO confirmations (`+confirmationColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
			c.ID, c.AccountID, c.Sandbox, c.Status, nullable(c.ExternalID),
			text(c.CreatedAt), text(c.UpdatedAt), string(doc))
		if err != nil {
			return constraint(err, "confirmation already exists", "account not found")
		}
		if err := upsertSteps(ctx, tx, c.ID, c.Steps); err != nil {
			return err
		}
		if err := insertEvents(ctx, tx, c.ID, c.Events, 0); err != nil {
			return err
		}
		if idem != nil {
			return insertIdempotency(ctx, tx, idem)
		}
		return nil
	})
}

// upsertSteps writes steps by position and drops any beyond them.
func upsertSteps(ctx context.Context, tx *sql.Tx, id string, steps []confirm.Step) error {
	for i, st := range steps {
		_, err := tx.ExecContext(ctx, `
			INSERT INTO steps (confirmation_id, position, channel, state, due_at, attempts)
			VALUES (?, ?, ?, ?, ?, ?)
			ON CONFLICT (confirmation_id, position) DO UPDATE SET
				channel = excluded.channel, state = excluded.state,
				due_at = excluded.due_at, attempts = excluded.attempts`,
			id, i, st.Channel, st.State, text(st.DueAt), st.Attempts)
		if err != nil {
			return err
		}
	}
	_, err := tx.ExecContext(ctx,
		`DELETE FROM steps WHERE confirmation_id = ? AND position >= ?`, id, len(steps))
	return err
}

// insertEvents appends events[from:], numbering each by its index.
func insertEvents(ctx context.Context, tx *sql.Tx, id string, events []confirm.Event, from int) error {
	for i := from; i < len(events); i++ {
		e := events[i]
		_, err := tx.ExecContext(ctx,
			`INSERT INTO events (confirmation_id, seq, at, kind, channel, text) VALUES (?, ?, ?, ?, ?, ?)`,
			id, i, text(e.At), e.Kind, e.Channel, e.Text)
		if err != nil {
			return err
		}
	}
	return nil
}

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

// loadParts fills in the steps and events of cs with one query for each,
// however many confirmations there are.
func loadParts(ctx context.Context, q querier, cs []*confirm.Confirmation) error {
	if len(cs) == 0 {
		return nil
	}
	byID := make(map[string]*confirm.Confirmation, len(cs))
	args := make([]any, len(cs))
	for i, c := range cs {
		byID[c.ID] = c
		args[i] = c.ID
	}
	in := "(?" + strings.Repeat(", ?", len(cs)-1) + ")"

	rows, err := q.QueryContext(ctx, `
		SELECT confirmation_id, channel, state, due_at, attempts FROM steps
		WHERE confirmation_id IN `+in+` ORDER BY confirmation_id, position`, args...)
	if err != nil {
		return err
	}
	for rows.Next() {
		var (
			id string
			st confirm.Step
		)
		if err := rows.Scan(&id, &st.Channel, &st.State, timeCol{&st.DueAt}, &st.Attempts); err != nil {
			rows.Close()
			return err
		}
		byID[id].Steps = append(byID[id].Steps, st)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}

	rows, err = q.QueryContext(ctx, `
		SELECT confirmation_id, at, kind, channel, text FROM events
		WHERE confirmation_id IN `+in+` ORDER BY confirmation_id, seq`, args...)
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
		var cs []*confirm.Confirmation
		for rows.Next() {
			c, err := scanConfirmation(rows)
			if err != nil {
				rows.Close()
				return err
			}
			cs = append(cs, c)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
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
	var b strings.Builder
	b.WriteString(`SELECT ` + confirmationColumns + ` FROM confirmations WHERE account_id = ? AND sandbox = ?`)
	args := []any{f.Scope.AccountID, f.Scope.Sandbox}
	if f.Status != "" {
		b.WriteString(` AND status = ?`)
		args = append(args, f.Status)
	}
	if f.ExternalID != "" {
		b.WriteString(` AND external_id = ?`)
		args = append(args, f.ExternalID)
	}
	if f.Cursor != "" {
		cur, err := confirm.DecodeCursor(f.Cursor)
		if err != nil {
			return "", nil, err
		}
		b.WriteString(` AND (created_at, id) < (?, ?)`)
		args = append(args, text(cur.CreatedAt), cur.ID)
	}
	b.WriteString(` ORDER BY created_at DESC, id DESC LIMIT ?`)
	return b.String(), args, nil
}

// UpdateConfirmation loads the confirmation in a write transaction, lets fn
// change it, and saves the change. Only one write transaction runs at a
// time, so concurrent updates of one confirmation apply one after another.
func (s *Store) UpdateConfirmation(ctx context.Context, scope confirm.Scope, id string, fn func(*confirm.Confirmation) error) (*confirm.Confirmation, error) {
	var saved *confirm.Confirmation
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		c, err := load(ctx, tx, scope, id)
		if err != nil {
			return err
		}
		stored := len(c.Events)
		kept := append([]confirm.Event(nil), c.Events...)
		if err := fn(c); err != nil {
			return err
		}
		doc, err := json.Marshal(c.Document())
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx,
			`UPDATE confirmations SET status = ?, updated_at = ?, doc = ? WHERE id = ?`,
			c.Status, text(c.UpdatedAt), string(doc), c.ID)
		if err != nil {
			return err
		}
		if err := upsertSteps(ctx, tx, c.ID, c.Steps); err != nil {
			return err
		}
		if err := insertEvents(ctx, tx, c.ID, c.Events, stored); err != nil {
			return err
		}
		// What fn did to events already stored was not saved, so it is not
		// returned either.
		if len(c.Events) >= stored {
			c.Events = append(kept, c.Events[stored:]...)
		} else {
			c.Events = kept
		}
		saved = c
		return nil
	})
	if err != nil {
		return nil, err
	}
	return saved, nil
}

// nextDueQuery finds the earliest pending step of an open confirmation.
// CROSS JOIN keeps steps as the outer loop, so it walks the partial index of
// pending steps in due order and stops at the first open confirmation.
const nextDueQuery = `
	SELECT s.due_at FROM steps AS s CROSS JOIN confirmations AS c
	WHERE s.state = 'pending' AND c.id = s.confirmation_id
	  AND c.status IN ('scheduled', 'in_progress')
	ORDER BY s.due_at LIMIT 1`

// NextDueAt returns the earliest due time of a pending step of an open
// confirmation.
func (s *Store) NextDueAt(ctx context.Context) (time.Time, bool, error) {
	var due time.Time
	err := s.read.QueryRowContext(ctx, nextDueQuery).Scan(timeCol{&due})
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, false, nil
	}
	if err != nil {
		return time.Time{}, false, err
	}
	return due, true, nil
}
