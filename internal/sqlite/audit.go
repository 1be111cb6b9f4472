package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// RecordAudit appends an entry to the audit log (see confirm.AppendAudit).
func (s *Store) RecordAudit(ctx context.Context, e *confirm.AuditEntry) error {
	return s.inTx(ctx, func(tx *sql.Tx) error { return recordAudit(ctx, tx, e) })
}

func recordAudit(ctx context.Context, tx *sql.Tx, e *confirm.AuditEntry) error {
	return confirm.AppendAudit(ctx, auditWriter{tx}, e)
}

// auditWriter is the SQL of confirm.AppendAudit.
type auditWriter struct{ tx *sql.Tx }

const auditColumns = `id, account_id, scope, at, last_at, actor, key_id, author, action, target, details, repeated, summary`

func scanAudit(row interface{ Scan(...any) error }) (*confirm.AuditEntry, error) {
	var e confirm.AuditEntry
	var details string
	err := row.Scan(&e.ID, &e.AccountID, &e.Scope, timeCol{&e.At}, timeCol{&e.LastAt}, &e.Actor, &e.KeyID,
		&e.Author, &e.Action, &e.Target, &details, &e.Repeated, &e.Summary)
	e.Details = json.RawMessage(details)
	return &e, err
}

// LockAudit does nothing: SQLite's writes are serialised already.
func (w auditWriter) LockAudit(context.Context, string) error { return nil }

func (w auditWriter) LatestAudit(ctx context.Context, accountID string) (*confirm.AuditEntry, error) {
	e, err := scanAudit(w.tx.QueryRowContext(ctx, `SELECT `+auditColumns+` FROM audit_log
		WHERE account_id = ? ORDER BY at DESC, id DESC LIMIT 1`, accountID))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return e, err
}

func (w auditWriter) CountAudit(ctx context.Context, accountID, scope string, since time.Time) (int, error) {
	var n int
	err := w.tx.QueryRowContext(ctx, `SELECT count(*) FROM audit_log WHERE account_id = ? AND at >= ? AND scope = ?`,
		accountID, text(since), scope).Scan(&n)
	return n, err
}

func (w auditWriter) AuditSummary(ctx context.Context, e *confirm.AuditEntry, since time.Time) (*confirm.AuditEntry, error) {
	got, err := scanAudit(w.tx.QueryRowContext(ctx, `SELECT `+auditColumns+` FROM audit_log
		WHERE account_id = ? AND at >= ? AND summary AND scope = ? AND actor = ? AND key_id = ? AND action = ?
		ORDER BY at DESC LIMIT 1`, e.AccountID, text(since), e.Scope, e.Actor, e.KeyID, e.Action))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return got, err
}

func (w auditWriter) InsertAudit(ctx context.Context, e *confirm.AuditEntry) error {
	_, err := w.tx.ExecContext(ctx, `INSERT INTO audit_log (`+auditColumns+`)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		e.ID, e.AccountID, e.Scope, text(e.At), text(e.LastAt), e.Actor, e.KeyID, e.Author, e.Action, e.Target,
		string(e.Details), e.Repeated, e.Summary)
	return err
}

func (w auditWriter) FoldAudit(ctx context.Context, e *confirm.AuditEntry) error {
	_, err := w.tx.ExecContext(ctx, `UPDATE audit_log SET repeated = ?, last_at = ? WHERE id = ?`,
		e.Repeated, text(e.LastAt), e.ID)
	return err
}

// PurgeAudit deletes up to limit entries first written before before. The
// audit log's delete trigger lets through only the entries older than a
// time held in audit_purge, which this transaction alone writes and
// empties again.
func (s *Store) PurgeAudit(ctx context.Context, before time.Time, limit int) (int, error) {
	var n int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO audit_purge (before) VALUES (?)`, text(before)); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `DELETE FROM audit_log WHERE id IN (
			SELECT id FROM audit_log WHERE at < ? ORDER BY at LIMIT ?)`, text(before), limit)
		if err != nil {
			return err
		}
		if n, err = res.RowsAffected(); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `DELETE FROM audit_purge`)
		return err
	})
	return int(n), err
}

// ListAudit returns a page of an account's audit log, newest first.
func (s *Store) ListAudit(ctx context.Context, f confirm.AuditFilter) (*confirm.AuditPage, error) {
	q := `SELECT ` + auditColumns + ` FROM audit_log WHERE account_id = ?`
	args := []any{f.AccountID}
	if f.SandboxOnly {
		q += ` AND scope = 'sandbox'`
	}
	if f.Action != "" {
		q += ` AND action = ?`
		args = append(args, f.Action)
	}
	if f.Cursor != "" {
		at, id, err := confirm.DecodeAuditCursor(f.Cursor)
		if err != nil {
			return nil, err
		}
		q += ` AND (at < ? OR (at = ? AND id < ?))`
		args = append(args, text(at), text(at), id)
	}
	q += ` ORDER BY at DESC, id DESC LIMIT ?`
	args = append(args, f.Limit+1)
	rows, err := s.read.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	page := &confirm.AuditPage{Entries: []*confirm.AuditEntry{}}
	for rows.Next() {
		e, err := scanAudit(rows)
		if err != nil {
			return nil, err
		}
		page.Entries = append(page.Entries, e)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(page.Entries) > f.Limit {
		page.Entries = page.Entries[:f.Limit]
		page.NextCursor = confirm.EncodeAuditCursor(page.Entries[f.Limit-1])
	}
	return page, nil
}
