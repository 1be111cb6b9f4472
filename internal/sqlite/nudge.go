package sqlite

import (
	"context"
	"database/sql"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// AddNudges notes confirmations that started waiting for a person.
func (w writer) AddNudges(ctx context.Context, nudges []*confirm.Nudge) error {
	for _, n := range nudges {
		if _, err := w.s.exec(ctx, w.tx, `
			INSERT INTO inbox_nudges (confirmation_id, waiting_since, account_id, sandbox, at)
			VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
			n.ConfirmationID, n.WaitingSince, n.AccountID, n.Sandbox, text(n.At)); err != nil {
			return err
		}
	}
	return nil
}

// TakeNudges takes the nudges of up to limit scopes due, one write
// transaction each (SQLite's writes are serialised: no other process
// takes them meanwhile).
func (s *Store) TakeNudges(ctx context.Context, due time.Time, limit int, fn func(*confirm.NudgeBatch) (*confirm.Delivery, *confirm.NudgeEmail, error)) (int, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT account_id, sandbox FROM inbox_nudges
		GROUP BY account_id, sandbox HAVING min(at) <= ? LIMIT ?`, text(due), limit)
	if err != nil {
		return 0, err
	}
	var scopes []confirm.Scope
	for rows.Next() {
		var sc confirm.Scope
		if err := rows.Scan(&sc.AccountID, &sc.Sandbox); err != nil {
			rows.Close()
			return 0, err
		}
		scopes = append(scopes, sc)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, err
	}
	taken := 0
	for _, sc := range scopes {
		err := s.inTx(ctx, func(tx *sql.Tx) error {
			var oldest sql.NullString
			if err := tx.QueryRowContext(ctx, `SELECT min(at) FROM inbox_nudges WHERE account_id = ? AND sandbox = ?`,
				sc.AccountID, sc.Sandbox).Scan(&oldest); err != nil {
				return err
			}
			if !oldest.Valid || oldest.String > text(due) {
				return nil // taken meanwhile
			}
			b := &confirm.NudgeBatch{Scope: sc}
			rows, err := tx.QueryContext(ctx, `
				SELECT n.confirmation_id, coalesce(c.external_id, ''), n.waiting_since
				FROM inbox_nudges n JOIN confirmations c ON c.id = n.confirmation_id AND c.waiting_since = n.waiting_since
				WHERE n.account_id = ? AND n.sandbox = ? ORDER BY n.at, n.confirmation_id`, sc.AccountID, sc.Sandbox)
			if err != nil {
				return err
			}
			for rows.Next() {
				var it confirm.NudgeItem
				if err := rows.Scan(&it.ID, &it.ExternalID, &it.WaitingSince); err != nil {
					rows.Close()
					return err
				}
				b.Items = append(b.Items, it)
			}
			rows.Close()
			if err := rows.Err(); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `DELETE FROM inbox_nudges WHERE account_id = ? AND sandbox = ?`, sc.AccountID, sc.Sandbox); err != nil {
				return err
			}
			b.Defaults, _, err = readDefaults(ctx, tx.QueryRowContext(ctx,
				`SELECT doc, updated_at FROM account_defaults WHERE account_id = ? AND sandbox = ?`, sc.AccountID, sc.Sandbox))
			if err != nil {
				return err
			}
			d, m, err := fn(b)
			if err != nil {
				return err
			}
			if d != nil {
				if err := s.insertDelivery(ctx, tx, d); err != nil {
					return err
				}
			}
			if m != nil {
				if _, err := tx.ExecContext(ctx, `INSERT INTO nudge_emails
					(id, account_id, sandbox, confirmation_id, to_address, subject, body, created_at, attempts, claimed_at)
					VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
					m.ID, m.AccountID, m.Sandbox, m.ConfirmationID, m.To, m.Subject, m.Text, text(m.CreatedAt), text(time.Time{})); err != nil {
					return err
				}
			}
			taken++
			return nil
		})
		if err != nil {
			return taken, err
		}
	}
	return taken, nil
}

// ClaimNudgeEmails claims up to limit emails not claimed since
// now-lease.
func (s *Store) ClaimNudgeEmails(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]*confirm.NudgeEmail, error) {
	var out []*confirm.NudgeEmail
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		out = nil
		rows, err := tx.QueryContext(ctx, `
			UPDATE nudge_emails SET attempts = attempts + 1, claimed_at = ?
			WHERE id IN (SELECT id FROM nudge_emails WHERE claimed_at <= ? ORDER BY claimed_at, id LIMIT ?)
			RETURNING id, account_id, sandbox, confirmation_id, to_address, subject, body, created_at, attempts`,
			text(now), text(now.Add(-lease)), limit)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var m confirm.NudgeEmail
			if err := rows.Scan(&m.ID, &m.AccountID, &m.Sandbox, &m.ConfirmationID, &m.To, &m.Subject, &m.Text,
				timeCol{&m.CreatedAt}, &m.Attempts); err != nil {
				return err
			}
			out = append(out, &m)
		}
		return rows.Err()
	})
	return out, err
}

// DeleteNudgeEmail removes a nudge's email.
func (s *Store) DeleteNudgeEmail(ctx context.Context, id string) error {
	_, err := s.write.ExecContext(ctx, `DELETE FROM nudge_emails WHERE id = ?`, id)
	return err
}
