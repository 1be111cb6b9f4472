package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

const (
	// viewColumns are what a listing of views reads of each row.
	viewColumns     = `id, created_at, view`
	selectViewQuery = `SELECT view FROM confirmations WHERE id = ? AND account_id = ? AND sandbox = ?`
	// selectViewKeyedQuery reads the counter of changes to keys and
	// accounts (see keyCache) with the view, in one statement: one row
	// whether or not the confirmation is there.
	selectViewKeyedQuery = `
	SELECT k.n, c.view, c.id IS NOT NULL
	FROM key_changes AS k
	LEFT JOIN confirmations AS c ON c.id = ? AND c.account_id = ? AND c.sandbox = ?
	WHERE k.id = 1`
)

// readQueries are the API's hot reads: what each authenticated request,
// each create and each read of a confirmation or a page runs.
func readQueries() []string {
	q := []string{selectViewQuery, selectViewKeyedQuery, apiKeyByHashQuery, keyChangesQuery, optedOutQuery}
	// A listing by updatedSince, rarer, is prepared when it runs.
	for shape := range 8 {
		q = append(q, listText(viewColumns, shape&1 != 0, shape&2 != 0, false, shape&4 != 0))
	}
	return q
}

// prepareReads prepares readQueries on the read pool. A statement prepared
// on the pool is prepared again, once, on each connection that runs it;
// the connection is the caller's own by then, so nothing waits for another.
func (s *Store) prepareReads(ctx context.Context) error {
	s.readPrepared = make(map[string]*sql.Stmt)
	for _, q := range readQueries() {
		st, err := s.read.PrepareContext(ctx, q)
		if err != nil {
			return fmt.Errorf("sqlite: prepare: %w", err)
		}
		s.readPrepared[q] = st
	}
	return nil
}

// readRow runs query on the read pool, through its prepared statement if
// it has one.
func (s *Store) readRow(ctx context.Context, query string, args ...any) *sql.Row {
	if st, ok := s.readPrepared[query]; ok {
		return st.QueryRowContext(short(ctx), args...)
	}
	return s.read.QueryRowContext(ctx, query, args...)
}

// readRows runs query on the read pool, through its prepared statement if
// it has one.
func (s *Store) readRows(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	if st, ok := s.readPrepared[query]; ok {
		return st.QueryContext(short(ctx), args...)
	}
	return s.read.QueryContext(ctx, query, args...)
}

// short is ctx for a prepared read, which reads a few rows by an index
// and is over in microseconds: not cancelled with ctx, because the driver
// starts a goroutine to watch each statement's context that can be, and
// that cost as much as the read.
func short(ctx context.Context) context.Context { return context.WithoutCancel(ctx) }

// ConfirmationView returns the stored view of the confirmation with the id
// in the scope: one row read, nothing decoded.
//
// When the request's key was answered from memory (a pending
// confirm.KeyCheck), the same statement reads the counter of changes to
// keys and accounts: if it moved since the key was kept, nothing is
// answered (confirm.ErrKeyUnchecked) and the caller checks the key again.
//
// While this process holds the database alone, views read are kept in
// memory (s.viewCache) and answered from there until a write of this process
// changes them.
func (s *Store) ConfirmationView(ctx context.Context, scope confirm.Scope, id string) ([]byte, error) {
	kc := confirm.PendingKeyCheck(ctx)
	cached, gen, ok := s.viewCache.Get(scope.AccountID, scope.Sandbox, id)
	if ok && kc == nil {
		return cached, nil
	}
	var view []byte
	if kc != nil {
		at := s.keys.now()
		var version int64
		var found bool
		err := s.readRow(ctx, selectViewKeyedQuery, id, scope.AccountID, scope.Sandbox).Scan(&version, &view, &found)
		if err != nil {
			return nil, err
		}
		s.keys.seen(version, at)
		if version != kc.Version {
			return nil, confirm.ErrKeyUnchecked
		}
		kc.Pending = false
		if !found {
			return nil, confirm.ErrNotFound
		}
	} else {
		err := s.readRow(ctx, selectViewQuery, id, scope.AccountID, scope.Sandbox).Scan(&view)
		if errors.Is(err, sql.ErrNoRows) {
			return nil, confirm.ErrNotFound
		}
		if err != nil {
			return nil, err
		}
	}
	if view != nil {
		s.viewCache.Put(gen, scope.AccountID, scope.Sandbox, id, view)
		return view, nil
	}
	// Stored before views were: built from the confirmation.
	c, err := s.GetConfirmation(ctx, scope, id)
	if err != nil {
		return nil, err
	}
	return c.ViewJSON()
}

// ListViews returns one page of the scope's confirmations, newest first,
// as their stored views.
func (s *Store) ListViews(ctx context.Context, f confirm.ListFilter) (*confirm.ViewPage, error) {
	query, args, err := listQueryOf(viewColumns, f)
	if err != nil {
		return nil, err
	}
	args = append(args, f.ReadLimit())

	// One statement reads one snapshot: no transaction needed, unless
	// some views must be built.
	rows, err := s.readRows(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	var (
		page    = &confirm.ViewPage{}
		ids     []string
		created []time.Time
		missing []string
	)
	for rows.Next() {
		var (
			id   string
			at   time.Time
			view []byte
		)
		if err := rows.Scan(&id, timeCol{&at}, &view); err != nil {
			rows.Close()
			return nil, err
		}
		if view == nil {
			missing = append(missing, id)
		}
		ids, created = append(ids, id), append(created, at)
		page.Views = append(page.Views, view)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	n, next := confirm.PageEnd(len(ids), f.PageSize(), func(i int) confirm.Cursor {
		return confirm.Cursor{CreatedAt: created[i], ID: ids[i]}
	})
	ids, page.Views, page.NextCursor = ids[:n], page.Views[:n], next
	if len(missing) > 0 {
		// Built as they are now, which may be a moment later than the page.
		err = s.readTx(ctx, func(tx *sql.Tx) error { return fillViews(ctx, tx, ids, page.Views, missing) })
		if err != nil {
			return nil, err
		}
	}
	return page, nil
}

// fillViews builds, in tx, the views of the confirmations stored before
// views were: missing names them, and views[i], for ids[i], is nil for each.
func fillViews(ctx context.Context, tx *sql.Tx, ids []string, views []json.RawMessage, missing []string) error {
	if len(missing) == 0 {
		return nil
	}
	list, err := idList(missing)
	if err != nil {
		return err
	}
	rows, err := tx.QueryContext(ctx, selectByIDsQuery, list)
	if err != nil {
		return err
	}
	cs, err := scanAll(rows)
	if err != nil {
		return err
	}
	if err := loadParts(ctx, tx, cs); err != nil {
		return err
	}
	return confirm.FillViews(ids, views, cs)
}

const (
	withoutViewQuery = `SELECT id FROM confirmations WHERE view IS NULL LIMIT ?`
	setViewQuery     = `UPDATE confirmations SET view = ? WHERE id = ?`
)

// FillViews stores the views of up to limit confirmations that have none,
// in one write transaction, so that nothing changes them meanwhile.
func (s *Store) FillViews(ctx context.Context, limit int) (int, error) {
	var n int
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, withoutViewQuery, limit)
		if err != nil {
			return err
		}
		var ids []string
		for rows.Next() {
			var id string
			if err := rows.Scan(&id); err != nil {
				rows.Close()
				return err
			}
			ids = append(ids, id)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		byID, err := s.loadForUpdate(ctx, tx, ids)
		if err != nil {
			return err
		}
		for _, l := range byID {
			view, err := l.C.ViewJSON()
			if err != nil {
				return err
			}
			s.changedView(l.C.ID)
			if _, err := tx.ExecContext(ctx, setViewQuery, string(view), l.C.ID); err != nil {
				return err
			}
		}
		n = len(byID)
		return nil
	})
	return n, err
}
