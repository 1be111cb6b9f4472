package postgres

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
)

const confirmationColumns = "id, account_id, sandbox, status, external_id, created_at, updated_at, doc"

func scanConfirmation(row pgx.Row) (*confirm.Confirmation, error) {
	var c confirm.Confirmation
	var doc confirm.Document
	err := row.Scan(&c.ID, &c.AccountID, &c.Sandbox, &c.Status, &c.ExternalID, &c.CreatedAt, &c.UpdatedAt, &doc)
	if err != nil {
		if errors.Is(err, pgx.ErrNoRows) {
			return nil, confirm.ErrNotFound
		}
		return nil, err
	}
	c.SetDocument(doc)
	c.CreatedAt, c.UpdatedAt = c.CreatedAt.UTC(), c.UpdatedAt.UTC()
	return &c, nil
}

// CreateConfirmation stores a new confirmation with its steps and events,
// and idem if it is not nil, all in one transaction.
func (s *Store) CreateConfirmation(ctx context.Context, c *confirm.Confirmation, idem *confirm.Idempotency) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		// The key is claimed first: a retry racing the original waits here
		// for it to commit and then fails without having written anything.
		if idem != nil {
			if err := claimIdempotency(ctx, tx, idem, c.CreatedAt); err != nil {
				return err
			}
		}
		_, err := tx.Exec(ctx,
			`INSERT INTO confirmations (`+confirmationColumns+`) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
			c.ID, c.AccountID, c.Sandbox, c.Status, c.ExternalID, ts(c.CreatedAt), ts(c.UpdatedAt), c.Document())
		if err != nil {
			return err
		}
		if err := saveSteps(ctx, tx, c.ID, c.Steps); err != nil {
			return err
		}
		return insertEvents(ctx, tx, c.ID, 0, c.Events)
	})
	return dbError(err)
}

// GetConfirmation returns the confirmation with the id in the scope, or
// ErrNotFound.
func (s *Store) GetConfirmation(ctx context.Context, scope confirm.Scope, id string) (*confirm.Confirmation, error) {
	var c *confirm.Confirmation
	err := s.readOnly(ctx, func(tx pgx.Tx) error {
		var err error
		c, err = scanConfirmation(tx.QueryRow(ctx,
			`SELECT `+confirmationColumns+` FROM confirmations
			 WHERE id = $1 AND account_id = $2 AND sandbox = $3`,
			id, scope.AccountID, scope.Sandbox))
		if err != nil {
			return err
		}
		return loadTimelines(ctx, tx, []*confirm.Confirmation{c})
	})
	if err != nil {
		return nil, dbError(err)
	}
	return c, nil
}

// ListConfirmations returns a page of the scope's confirmations, newest
// first, continuing after f.Cursor.
func (s *Store) ListConfirmations(ctx context.Context, f confirm.ListFilter) (*confirm.Page, error) {
	limit := f.Limit
	if limit <= 0 {
		limit = confirm.DefaultListLimit
	}
	limit = min(limit, confirm.MaxListLimit)

	// Conditions are added only when set: a catch-all "$3 = '' OR status =
	// $3" would keep the planner from choosing the matching index.
	args := []any{f.Scope.AccountID, f.Scope.Sandbox}
	conds := []string{"account_id = $1", "sandbox = $2"}
	// add appends a condition whose placeholders ($%d) take vals in order.
	add := func(cond string, vals ...any) {
		nums := make([]any, len(vals))
		for i, v := range vals {
			args = append(args, v)
			nums[i] = len(args)
		}
		conds = append(conds, fmt.Sprintf(cond, nums...))
	}
	if f.Status != "" {
		add("status = $%d", f.Status)
	}
	if f.ExternalID != "" {
		add("external_id = $%d", f.ExternalID)
	}
	if f.Cursor != "" {
		cur, err := confirm.DecodeCursor(f.Cursor)
		if err != nil {
			return nil, err
		}
		add("(created_at, id) < ($%d, $%d)", ts(cur.CreatedAt), cur.ID)
	}
	args = append(args, limit+1)
	query := `SELECT ` + confirmationColumns + ` FROM confirmations WHERE ` + strings.Join(conds, " AND ") +
		fmt.Sprintf(` ORDER BY created_at DESC, id DESC LIMIT $%d`, len(args))

	page := &confirm.Page{}
	err := s.readOnly(ctx, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, query, args...)
		if err != nil {
			return err
		}
		list, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (*confirm.Confirmation, error) {
			return scanConfirmation(row)
		})
		if err != nil {
			return err
		}
		// The extra row only tells that another page follows.
		if len(list) > limit {
			list = list[:limit]
			last := list[limit-1]
			page.NextCursor = confirm.Cursor{CreatedAt: last.CreatedAt, ID: last.ID}.Encode()
		}
		page.Confirmations = list
		return loadTimelines(ctx, tx, list)
	})
	if err != nil {
		return nil, dbError(err)
	}
	return page, nil
}

// loadTimelines fills in the steps and events of cs with one query for each
// table, however many confirmations there are.
func loadTimelines(ctx context.Context, tx pgx.Tx, cs []*confirm.Confirmation) error {
	if len(cs) == 0 {
		return nil
	}
	ids := make([]string, len(cs))
	byID := make(map[string]*confirm.Confirmation, len(cs))
	for i, c := range cs {
		ids[i] = c.ID
		byID[c.ID] = c
		c.Steps, c.Events = []confirm.Step{}, []confirm.Event{}
	}

	rows, err := tx.Query(ctx,
		`SELECT confirmation_id, channel, state, due_at, attempts FROM steps
		 WHERE confirmation_id = ANY($1) ORDER BY confirmation_id, position`, ids)
	if err != nil {
		return err
	}
	var id string
	var st confirm.Step
	_, err = pgx.ForEachRow(rows, []any{&id, &st.Channel, &st.State, &st.DueAt, &st.Attempts}, func() error {
		st.DueAt = st.DueAt.UTC()
		byID[id].Steps = append(byID[id].Steps, st)
		return nil
	})
	if err != nil {
		return err
	}

	rows, err = tx.Query(ctx,
		`SELECT confirmation_id, at, kind, channel, text FROM events
		 WHERE confirmation_id = ANY($1) ORDER BY confirmation_id, seq`, ids)
	if err != nil {
		return err
	}
	var ev confirm.Event
	_, err = pgx.ForEachRow(rows, []any{&id, &ev.At, &ev.Kind, &ev.Channel, &ev.Text}, func() error {
		ev.At = ev.At.UTC()
		byID[id].Events = append(byID[id].Events, ev)
		return nil
	})
	return err
}

// UpdateConfirmation locks the confirmation's row, so that concurrent
// updates from any process run one after the other, each seeing what the
// previous one saved; then it calls fn and saves what fn changed.
func (s *Store) UpdateConfirmation(ctx context.Context, scope confirm.Scope, id string, fn func(*confirm.Confirmation) error) (*confirm.Confirmation, error) {
	var c *confirm.Confirmation
	var fnErr error
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var err error
		c, err = scanConfirmation(tx.QueryRow(ctx,
			`SELECT `+confirmationColumns+` FROM confirmations
			 WHERE id = $1 AND account_id = $2 AND sandbox = $3 FOR UPDATE`,
			id, scope.AccountID, scope.Sandbox))
		if err != nil {
			return err
		}
		if err := loadTimelines(ctx, tx, []*confirm.Confirmation{c}); err != nil {
			return err
		}
		loaded := *c
		loaded.Events = slices.Clone(c.Events)
		if fnErr = fn(c); fnErr != nil {
			return fnErr
		}
		saved(c, &loaded)

		_, err = tx.Exec(ctx,
			`UPDATE confirmations SET status = $2, external_id = $3, updated_at = $4, doc = $5 WHERE id = $1`,
			id, c.Status, c.ExternalID, ts(c.UpdatedAt), c.Document())
		if err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `DELETE FROM steps WHERE confirmation_id = $1 AND position >= $2`, id, len(c.Steps))
		if err != nil {
			return err
		}
		if err := saveSteps(ctx, tx, id, c.Steps); err != nil {
			return err
		}
		n := len(loaded.Events)
		return insertEvents(ctx, tx, id, n, c.Events[n:])
	})
	if fnErr != nil {
		return nil, fnErr
	}
	if err != nil {
		return nil, dbError(err)
	}
	return c, nil
}

// saved makes c what UpdateConfirmation writes, so that the confirmation it
// returns equals what a later read gives: times as stored, what identifies
// the confirmation as loaded, and the events that were stored before fn ran
// as they were, because the timeline is append-only whatever fn did to it.
func saved(c, loaded *confirm.Confirmation) {
	c.ID, c.AccountID, c.Sandbox, c.CreatedAt = loaded.ID, loaded.AccountID, loaded.Sandbox, loaded.CreatedAt
	c.UpdatedAt = ts(c.UpdatedAt)
	n := len(loaded.Events)
	var added []confirm.Event
	if len(c.Events) > n {
		added = c.Events[n:]
	}
	c.Events = append(loaded.Events, added...)
	for i := n; i < len(c.Events); i++ {
		c.Events[i].At = ts(c.Events[i].At)
	}
	for i := range c.Steps {
		c.Steps[i].DueAt = ts(c.Steps[i].DueAt)
	}
}

// saveSteps writes steps at positions 0.., inserting new ones and updating
// those that changed. Unchanged rows are left alone so that an update
// touching one step does not rewrite the others and their index entries.
func saveSteps(ctx context.Context, tx pgx.Tx, id string, steps []confirm.Step) error {
	if len(steps) == 0 {
		return nil
	}
	n := len(steps)
	positions, channels, states := make([]int32, n), make([]string, n), make([]string, n)
	dues, attempts := make([]time.Time, n), make([]int32, n)
	for i, st := range steps {
		positions[i], channels[i], states[i] = int32(i), string(st.Channel), string(st.State)
		dues[i], attempts[i] = ts(st.DueAt), int32(st.Attempts)
	}
	_, err := tx.Exec(ctx,
		`INSERT INTO steps AS s (confirmation_id, position, channel, state, due_at, attempts)
		 SELECT $1, u.* FROM unnest($2::integer[], $3::text[], $4::text[], $5::timestamptz[], $6::integer[])
		     AS u (position, channel, state, due_at, attempts)
		 ON CONFLICT (confirmation_id, position) DO UPDATE
		 SET channel = excluded.channel, state = excluded.state, due_at = excluded.due_at, attempts = excluded.attempts
		 WHERE (s.channel, s.state, s.due_at, s.attempts)
		     IS DISTINCT FROM (excluded.channel, excluded.state, excluded.due_at, excluded.attempts)`,
		id, positions, channels, states, dues, attempts)
	return err
}

// insertEvents appends events to the timeline of id, the first at seq first.
func insertEvents(ctx context.Context, tx pgx.Tx, id string, first int, events []confirm.Event) error {
	if len(events) == 0 {
		return nil
	}
	n := len(events)
	seqs, ats := make([]int32, n), make([]time.Time, n)
	kinds, channels, texts := make([]string, n), make([]string, n), make([]string, n)
	for i, ev := range events {
		seqs[i], ats[i] = int32(first+i), ts(ev.At)
		kinds[i], channels[i], texts[i] = string(ev.Kind), string(ev.Channel), ev.Text
	}
	_, err := tx.Exec(ctx,
		`INSERT INTO events (confirmation_id, seq, at, kind, channel, text)
		 SELECT $1, u.* FROM unnest($2::integer[], $3::timestamptz[], $4::text[], $5::text[], $6::text[])
		     AS u (seq, at, kind, channel, text)`,
		id, seqs, ats, kinds, channels, texts)
	return err
}

// NextDueAt returns the earliest due time of a pending step of an open
// confirmation. It walks the partial index of pending steps in due order and
// stops at the first whose confirmation is open.
func (s *Store) NextDueAt(ctx context.Context) (time.Time, bool, error) {
	var open []string
	for _, st := range confirm.Statuses {
		if st.Open() {
			open = append(open, string(st))
		}
	}
	// 'pending' is written out rather than passed as a parameter so that the
	// planner can match the query to the partial index.
	var due time.Time
	err := s.pool.QueryRow(ctx,
		`SELECT s.due_at FROM steps s JOIN confirmations c ON c.id = s.confirmation_id
		 WHERE s.state = 'pending' AND c.status = ANY($1)
		 ORDER BY s.due_at LIMIT 1`, open).Scan(&due)
	if errors.Is(err, pgx.ErrNoRows) {
		return time.Time{}, false, nil
	}
	if err != nil {
		return time.Time{}, false, dbError(err)
	}
	return due.UTC(), true, nil
}
