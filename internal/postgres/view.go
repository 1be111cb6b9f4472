package postgres

import (
	"context"
	"encoding/json"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
)

// ConfirmationView returns the stored view of the confirmation with the id
// in the scope: one row read, nothing decoded, in one statement with the
// reads asked for at the same time (viewBatcher).
//
// While this process holds the schema alone, views read are kept in memory
// (s.viewCache) and answered from there until a write of this process
// changes them.
func (s *Store) ConfirmationView(ctx context.Context, scope confirm.Scope, id string) ([]byte, error) {
	cached, gen, ok := s.viewCache.Get(scope.AccountID, scope.Sandbox, id)
	if ok {
		return cached, nil
	}
	view, missing, err := s.views.read(ctx, scope, id)
	if err != nil {
		return nil, err
	}
	if !missing {
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
	query, args, limit, err := listQuery("id, created_at, view", f)
	if err != nil {
		return nil, err
	}
	// One statement reads one snapshot: no transaction needed, unless
	// some views must be built.
	rows, err := s.reads.Query(ctx, query, args...)
	if err != nil {
		return nil, dbError(err)
	}
	var (
		page    = &confirm.ViewPage{}
		ids     []string
		created []time.Time
		missing []string
		id      string
		at      time.Time
		view    []byte
	)
	_, err = pgx.ForEachRow(rows, []any{&id, &at, &view}, func() error {
		if view == nil {
			missing = append(missing, id)
		}
		ids, created = append(ids, id), append(created, at.UTC())
		page.Views = append(page.Views, json.RawMessage(view))
		view = nil
		return nil
	})
	if err != nil {
		return nil, dbError(err)
	}
	n, next := confirm.PageEnd(len(ids), limit, func(i int) confirm.Cursor {
		return confirm.Cursor{CreatedAt: created[i], ID: ids[i]}
	})
	ids, page.Views, page.NextCursor = ids[:n], page.Views[:n], next
	if len(missing) > 0 {
		// Built as they are now, which may be a moment later than the page.
		err = s.readOnly(ctx, func(tx pgx.Tx) error { return fillViews(ctx, tx, ids, page.Views, missing) })
		if err != nil {
			return nil, dbError(err)
		}
	}
	return page, nil
}

// fillViews builds, in tx, the views of the confirmations stored before
// views were: missing names them, and views[i], for ids[i], is nil for each.
func fillViews(ctx context.Context, tx pgx.Tx, ids []string, views []json.RawMessage, missing []string) error {
	if len(missing) == 0 {
		return nil
	}
	rows, err := tx.Query(ctx, `SELECT `+confirmationColumns+` FROM confirmations WHERE id = ANY($1)`, missing)
	if err != nil {
		return err
	}
	cs, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (*confirm.Confirmation, error) {
		return scanConfirmation(row)
	})
	if err != nil {
		return err
	}
	if err := loadTimelines(ctx, tx, cs); err != nil {
		return err
	}
	return confirm.FillViews(ids, views, cs)
}

// FillViews stores the views of up to limit confirmations that have none,
// locking them, so that no update changes them meanwhile; rows another
// transaction holds are left for the next call.
func (s *Store) FillViews(ctx context.Context, limit int) (int, error) {
	var n int
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `SELECT id FROM confirmations WHERE view IS NULL
			ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`, limit)
		if err != nil {
			return err
		}
		ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil || len(ids) == 0 {
			return err
		}
		byID, _, err := lockConfirmations(ctx, tx, nil, ids)
		if err != nil {
			return err
		}
		var w changes
		for _, c := range byID {
			doc, view, err := confirm.Encode(c)
			if err != nil {
				return err
			}
			if err := w.RewriteConfirmation(ctx, c, doc, view, confirm.Rewrite{}); err != nil {
				return err
			}
		}
		n = len(byID)
		return w.write(ctx, tx)
	})
	if err != nil {
		return 0, dbError(err)
	}
	return n, nil
}
