package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/confirmd/confirmd/internal/confirm"
)

const confirmationColumns = "id, account_id, sandbox, status, external_id, created_at, updated_at, doc, wake_at, lease_owner"

// scanConfirmation reads a row of confirmationColumns and, when it has one
// more column, the stored view into *view.
func scanConfirmation(row pgx.Row, view ...*[]byte) (*confirm.Confirmation, error) {
	var c confirm.Confirmation
	var doc confirm.Document
	var wake pgtype.Timestamptz
	dest := []any{&c.ID, &c.AccountID, &c.Sandbox, &c.Status, &c.ExternalID, &c.CreatedAt, &c.UpdatedAt, &doc,
		&wake, &c.LeaseOwner}
	for _, v := range view {
		dest = append(dest, v)
	}
	err := row.Scan(dest...)
	if err != nil {
		if errors.Is(err, pgx.ErrNoRows) {
			return nil, confirm.ErrNotFound
		}
		return nil, err
	}
	c.SetDocument(doc)
	c.CreatedAt, c.UpdatedAt, c.WakeAt = c.CreatedAt.UTC(), c.UpdatedAt.UTC(), fromNull(wake)
	return &c, nil
}

// CreateConfirmation stores a new confirmation with its steps, events and
// outbox, and idem if it is not nil, all in one transaction. On success
// c.Outbox is emptied: its deliveries are stored.
func (s *Store) CreateConfirmation(ctx context.Context, c *confirm.Confirmation, idem *confirm.Idempotency) error {
	doc, view, err := confirm.Encode(c)
	if err != nil {
		return err
	}
	if idem == nil {
		// Committed with the creates made at the same time (see
		// createBatched).
		if err := s.createBatched(ctx, c, doc, view); err != nil {
			return err
		}
		c.Outbox = nil
		return nil
	}
	var w changes
	if err := confirm.Create(ctx, &w, c, doc, view); err != nil {
		return err
	}
	// Only inserts, whose plans are kept (see Open).
	err = pgx.BeginFunc(ctx, s.creates, func(tx pgx.Tx) error {
		// The key is claimed first: a retry racing the original waits here
		// for it to commit and then fails without having written anything.
		if err := claimIdempotency(ctx, tx, idem, c.CreatedAt); err != nil {
			return err
		}
		return w.write(ctx, tx)
	})
	if err != nil {
		return dbError(err)
	}
	c.Outbox = nil
	return nil
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
	query, args, limit, err := listQuery(confirmationColumns, f)
	if err != nil {
		return nil, err
	}
	page := &confirm.Page{}
	err = s.readOnly(ctx, func(tx pgx.Tx) error {
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
		n, next := confirm.PageEnd(len(list), limit, func(i int) confirm.Cursor {
			return confirm.Cursor{CreatedAt: list[i].CreatedAt, ID: list[i].ID}
		})
		list = list[:n]
		page.Confirmations, page.NextCursor = list, next
		return loadTimelines(ctx, tx, list)
	})
	if err != nil {
		return nil, dbError(err)
	}
	return page, nil
}

// listQuery returns the query of a listing selecting columns, its
// arguments and the size of the page. The query reads one row more than
// the page, to tell whether another follows.
func listQuery(columns string, f confirm.ListFilter) (string, []any, int, error) {
	limit := f.PageSize()

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
	if !f.UpdatedSince.IsZero() {
		add("updated_at >= $%d", ts(f.UpdatedSince))
	}
	cur, after, err := f.Position()
	if err != nil {
		return "", nil, 0, err
	}
	if after {
		add("(created_at, id) < ($%d, $%d)", ts(cur.CreatedAt), cur.ID)
	}
	args = append(args, f.ReadLimit())
	query := `SELECT ` + columns + ` FROM confirmations WHERE ` + strings.Join(conds, " AND ") +
		fmt.Sprintf(` ORDER BY created_at DESC, id DESC LIMIT $%d`, len(args))
	return query, args, limit, nil
}

// loadTimelines fills in the steps and events of cs with one query for each
// table, both sent in one round trip, however many confirmations there are.
func loadTimelines(ctx context.Context, tx pgx.Tx, cs []*confirm.Confirmation) error {
	if len(cs) == 0 {
		return nil
	}
	ids := make([]string, len(cs))
	byID := make(map[string]*confirm.Confirmation, len(cs))
	for i, c := range cs {
		ids[i] = c.ID
		byID[c.ID] = c
	}
	b := &pgx.Batch{}
	queueTimelines(b, ids, byID)
	return tx.SendBatch(ctx, b).Close()
}

// queueTimelines queues the queries that fill in the steps and events of the
// confirmations with the ids. byID is read when their results arrive, so an
// earlier query of the same batch may fill it; rows of confirmations missing
// from it by then are left out.
func queueTimelines(b *pgx.Batch, ids []string, byID map[string]*confirm.Confirmation) {
	b.Queue(`SELECT confirmation_id, channel, state, due_at, attempts, sending_at, active_until FROM steps
		 WHERE confirmation_id = ANY($1) ORDER BY confirmation_id, position`, ids,
	).Query(func(rows pgx.Rows) error {
		for _, c := range byID {
			c.Steps = []confirm.Step{}
		}
		var id string
		var st confirm.Step
		var sending, active pgtype.Timestamptz
		_, err := pgx.ForEachRow(rows, []any{&id, &st.Channel, &st.State, &st.DueAt, &st.Attempts, &sending, &active}, func() error {
			if c := byID[id]; c != nil {
				st.DueAt, st.SendingAt, st.ActiveUntil = st.DueAt.UTC(), fromNull(sending), fromNull(active)
				c.Steps = append(c.Steps, st)
			}
			return nil
		})
		return err
	})
	b.Queue(`SELECT confirmation_id, at, kind, channel, text FROM events
		 WHERE confirmation_id = ANY($1) ORDER BY confirmation_id, seq`, ids,
	).Query(func(rows pgx.Rows) error {
		for _, c := range byID {
			c.Events = []confirm.Event{}
		}
		var id string
		var ev confirm.Event
		_, err := pgx.ForEachRow(rows, []any{&id, &ev.At, &ev.Kind, &ev.Channel, &ev.Text}, func() error {
			if c := byID[id]; c != nil {
				ev.At = ev.At.UTC()
				c.Events = append(c.Events, ev)
			}
			return nil
		})
		return err
	})
}

// UpdateConfirmation locks the confirmation's row, so that concurrent
// updates from any process run one after the other, each seeing what the
// previous one saved; then it calls fn and saves what fn changed. It is
// UpdateClaimed for one confirmation, with the scope checked.
func (s *Store) UpdateConfirmation(ctx context.Context, scope confirm.Scope, id string, fn func(*confirm.Confirmation) error) (*confirm.Confirmation, error) {
	return confirm.UpdateOne(ctx, scope, id, fn, s.update)
}

// UpdateClaimed loads the confirmations with the ids, whatever their
// account, calls fn on each and saves those fn accepts, all in one
// transaction of a few round trips however many ids there are.
func (s *Store) UpdateClaimed(ctx context.Context, ids []string, fn func(*confirm.Confirmation) error) ([]*confirm.Confirmation, error) {
	return s.update(ctx, nil, ids, fn)
}

// update is UpdateConfirmation and UpdateClaimed: confirm.Update in one
// transaction, which locks the confirmations with the ids (of scope only,
// unless scope is nil) and writes what changed in one batch at its end.
//
// The rows are locked in the order of their ids, whatever the order of ids,
// so two batches that overlap wait for each other instead of deadlocking.
func (s *Store) update(ctx context.Context, scope *confirm.Scope, ids []string, fn func(*confirm.Confirmation) error) ([]*confirm.Confirmation, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	var out []*confirm.Confirmation
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		u := &updater{tx: tx}
		var err error
		if out, err = confirm.Update(ctx, u, scope, ids, fn); err != nil {
			return err
		}
		return u.write(ctx, tx)
	})
	s.forgetViews(ids)
	if err != nil {
		return nil, dbError(err)
	}
	return out, nil
}

// updater is what confirm.Update needs of a transaction: the locking load,
// and changes to collect what it writes.
type updater struct {
	tx pgx.Tx
	changes
}

var (
	_ confirm.Creator = (*changes)(nil)
	_ confirm.Updater = (*updater)(nil)
)

// LoadForUpdate locks and reads the confirmations (see lockConfirmations).
// Their documents are encoded again, since jsonb does not keep the text
// that was stored.
func (u *updater) LoadForUpdate(ctx context.Context, scope *confirm.Scope, ids []string) (map[string]confirm.Loaded, error) {
	byID, views, err := lockConfirmations(ctx, u.tx, scope, ids)
	if err != nil {
		return nil, err
	}
	loaded := make(map[string]confirm.Loaded, len(byID))
	for id, c := range byID {
		doc, err := confirm.EncodeDocument(c)
		if err != nil {
			return nil, err
		}
		loaded[id] = confirm.Loaded{C: c, Doc: doc, View: views[id]}
	}
	return loaded, nil
}

// lockConfirmations reads and locks the confirmations with the ids (of scope
// only, unless scope is nil), with their steps and events and their stored
// views (nil for none yet), in one round trip.
func lockConfirmations(ctx context.Context, tx pgx.Tx, scope *confirm.Scope, ids []string) (map[string]*confirm.Confirmation, map[string][]byte, error) {
	const columns = confirmationColumns + ", view"
	query := `SELECT ` + columns + ` FROM confirmations WHERE id = ANY($1) ORDER BY id FOR UPDATE`
	args := []any{ids}
	if scope != nil {
		query = `SELECT ` + columns + ` FROM confirmations
			 WHERE id = ANY($1) AND account_id = $2 AND sandbox = $3 ORDER BY id FOR UPDATE`
		args = append(args, scope.AccountID, scope.Sandbox)
	}
	byID := make(map[string]*confirm.Confirmation, len(ids))
	views := make(map[string][]byte, len(ids))
	b := &pgx.Batch{}
	// The steps and events are read by later statements than the lock, so
	// under READ COMMITTED they see what the last holder of the lock saved.
	b.Queue(query, args...).Query(func(rows pgx.Rows) error {
		for rows.Next() {
			var view []byte
			c, err := scanConfirmation(rows, &view)
			if err != nil {
				return err
			}
			byID[c.ID], views[c.ID] = c, view
		}
		return rows.Err()
	})
	queueTimelines(b, ids, byID)
	if err := tx.SendBatch(ctx, b).Close(); err != nil {
		return nil, nil, err
	}
	return byID, views, nil
}

// ClaimDue leases the earliest due confirmations to owner. Rows another
// process is claiming or updating are skipped, not waited for, so processes
// claiming at once take different confirmations. The claims come back
// earliest first.
func (s *Store) ClaimDue(ctx context.Context, now time.Time, owner string, lease time.Duration, limit int) ([]confirm.Claim, error) {
	if limit <= 0 {
		return nil, nil
	}
	now = ts(now)
	// The locking select is materialised so that it runs exactly once: run
	// again as part of a join, SKIP LOCKED could pick other rows. The
	// update finds the rows by their ids, through the primary key, because
	// a prepared statement's generic plan cannot know how small LIMIT $2 is
	// and would join by scanning the whole table.
	rows, err := s.pool.Query(ctx,
		`WITH due AS MATERIALIZED (
		     SELECT id, wake_at FROM confirmations WHERE wake_at <= $1
		     ORDER BY wake_at LIMIT $2 FOR UPDATE SKIP LOCKED
		 ), claimed AS (
		     UPDATE confirmations SET wake_at = $3, lease_owner = $4
		     WHERE id = ANY (ARRAY (SELECT id FROM due))
		     RETURNING id, account_id, sandbox
		 )
		 SELECT claimed.* FROM claimed JOIN due USING (id) ORDER BY due.wake_at, id`,
		now, limit, now.Add(lease), owner)
	if err != nil {
		return nil, dbError(err)
	}
	claims, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (confirm.Claim, error) {
		var c confirm.Claim
		err := row.Scan(&c.ID, &c.Scope.AccountID, &c.Scope.Sandbox)
		return c, err
	})
	if err != nil {
		return nil, dbError(err)
	}
	return claims, nil
}

// NextDueAt returns the earliest wake time of any confirmation, the first
// entry of the partial index on wake_at.
func (s *Store) NextDueAt(ctx context.Context) (time.Time, bool, error) {
	var due time.Time
	err := s.pool.QueryRow(ctx,
		`SELECT wake_at FROM confirmations WHERE wake_at IS NOT NULL ORDER BY wake_at LIMIT 1`).Scan(&due)
	if errors.Is(err, pgx.ErrNoRows) {
		return time.Time{}, false, nil
	}
	if err != nil {
		return time.Time{}, false, dbError(err)
	}
	return due.UTC(), true, nil
}
