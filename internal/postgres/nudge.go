package postgres

import (
	"context"
	"errors"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
)

// AddNudges adds nudges of confirmations that started waiting to insert.
func (w *changes) AddNudges(_ context.Context, nudges []*confirm.Nudge) error {
	for _, n := range nudges {
		r := &w.nudges
		r.ids = append(r.ids, n.ConfirmationID)
		r.since = append(r.since, n.WaitingSince)
		r.accounts = append(r.accounts, n.AccountID)
		r.sandboxes = append(r.sandboxes, n.Sandbox)
		r.ats = append(r.ats, ts(n.At))
	}
	return nil
}

type nudgeRows struct {
	ids, since, accounts []string
	sandboxes            []bool
	ats                  []time.Time
}

const insertNudgesQuery = `INSERT INTO inbox_nudges (confirmation_id, waiting_since, account_id, sandbox, at)
	SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[], $5::timestamptz[])
	ON CONFLICT DO NOTHING`

// TakeNudges takes the nudges of up to limit scopes due, one transaction
// each. A transaction takes its scope's advisory lock (or leaves the
// scope to the process holding it) and deletes the nudges it sends, so
// that processes sharing the database never send one twice nor split a
// scope's nudges; what it takes is sent only if the oldest is due, so
// that a process coming after another does not send the newer nudges
// early.
func (s *Store) TakeNudges(ctx context.Context, due time.Time, limit int, fn func(*confirm.NudgeBatch) (*confirm.Delivery, *confirm.NudgeEmail, error)) (int, error) {
	rows, err := s.pool.Query(ctx, `SELECT account_id, sandbox FROM inbox_nudges
		GROUP BY account_id, sandbox HAVING min(at) <= $1 LIMIT $2`, ts(due), limit)
	if err != nil {
		return 0, dbError(err)
	}
	scopes, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (confirm.Scope, error) {
		var sc confirm.Scope
		err := r.Scan(&sc.AccountID, &sc.Sandbox)
		return sc, err
	})
	if err != nil {
		return 0, dbError(err)
	}
	errNotDue := errors.New("not due")
	taken := 0
	for _, sc := range scopes {
		err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
			// One process at a time takes a scope: row locks alone would
			// let two split a scope's nudges into two batches.
			var mine bool
			if err := tx.QueryRow(ctx, `SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0))`,
				"inbox_nudges|"+sc.AccountID+"|"+strconv.FormatBool(sc.Sandbox)).Scan(&mine); err != nil {
				return err
			}
			if !mine {
				return errNotDue
			}
			type row struct {
				id, since string
				at        time.Time
			}
			rows, err := tx.Query(ctx, `
				DELETE FROM inbox_nudges WHERE (confirmation_id, waiting_since) IN (
					SELECT confirmation_id, waiting_since FROM inbox_nudges
					WHERE account_id = $1 AND sandbox = $2 FOR UPDATE SKIP LOCKED)
				RETURNING confirmation_id, waiting_since, at`, sc.AccountID, sc.Sandbox)
			if err != nil {
				return err
			}
			got, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (row, error) {
				var x row
				err := r.Scan(&x.id, &x.since, &x.at)
				return x, err
			})
			if err != nil {
				return err
			}
			oldest := time.Time{}
			ids, since, at := make([]string, len(got)), make([]string, len(got)), make([]time.Time, len(got))
			for i, x := range got {
				ids[i], since[i], at[i] = x.id, x.since, x.at
				if oldest.IsZero() || x.at.Before(oldest) {
					oldest = x.at
				}
			}
			if len(got) == 0 || oldest.After(due) {
				return errNotDue // taken by another process; leave the rest
			}
			rows, err = tx.Query(ctx, `
				SELECT n.id, coalesce(c.external_id, ''), n.since
				FROM unnest($1::text[], $2::text[], $3::timestamptz[]) AS n (id, since, at)
				JOIN confirmations c ON c.id = n.id AND c.waiting_since = n.since
				ORDER BY n.at, n.id`, ids, since, at)
			if err != nil {
				return err
			}
			b := &confirm.NudgeBatch{Scope: sc}
			b.Items, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (confirm.NudgeItem, error) {
				var it confirm.NudgeItem
				err := r.Scan(&it.ID, &it.ExternalID, &it.WaitingSince)
				return it, err
			})
			if err != nil {
				return err
			}
			b.Defaults, err = readDefaults(tx.QueryRow(ctx,
				`SELECT doc, updated_at FROM account_defaults WHERE account_id = $1 AND sandbox = $2`, sc.AccountID, sc.Sandbox))
			if err != nil {
				return err
			}
			d, m, err := fn(b)
			if err != nil {
				return err
			}
			var w changes
			if d != nil {
				w.outbox.add([]*confirm.Delivery{d})
			}
			if err := w.write(ctx, tx); err != nil {
				return err
			}
			if m != nil {
				if _, err := tx.Exec(ctx, `INSERT INTO nudge_emails
					(id, account_id, sandbox, confirmation_id, to_address, subject, body, created_at, attempts, claimed_at)
					VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, '-infinity')`,
					m.ID, m.AccountID, m.Sandbox, m.ConfirmationID, m.To, m.Subject, m.Text, ts(m.CreatedAt)); err != nil {
					return err
				}
			}
			taken++
			return nil
		})
		if errors.Is(err, errNotDue) {
			continue
		}
		if err != nil {
			return taken, dbError(err)
		}
	}
	return taken, nil
}

// ClaimNudgeEmails claims up to limit emails not claimed since
// now-lease; SKIP LOCKED keeps two processes from claiming one.
func (s *Store) ClaimNudgeEmails(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]*confirm.NudgeEmail, error) {
	rows, err := s.pool.Query(ctx, `
		UPDATE nudge_emails SET attempts = attempts + 1, claimed_at = $1
		WHERE id IN (SELECT id FROM nudge_emails WHERE claimed_at <= $2 ORDER BY claimed_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
		RETURNING id, account_id, sandbox, confirmation_id, to_address, subject, body, created_at, attempts`,
		ts(now), ts(now.Add(-lease)), limit)
	if err != nil {
		return nil, dbError(err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (*confirm.NudgeEmail, error) {
		var m confirm.NudgeEmail
		err := r.Scan(&m.ID, &m.AccountID, &m.Sandbox, &m.ConfirmationID, &m.To, &m.Subject, &m.Text, &m.CreatedAt, &m.Attempts)
		m.CreatedAt = m.CreatedAt.UTC()
		return &m, err
	})
	return out, dbError(err)
}

// DeleteNudgeEmail removes a nudge's email.
func (s *Store) DeleteNudgeEmail(ctx context.Context, id string) error {
	_, err := s.pool.Exec(ctx, `DELETE FROM nudge_emails WHERE id = $1`, id)
	return dbError(err)
}
