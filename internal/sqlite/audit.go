package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"

	"github.com/confirmd/confirmd/internal/confirm"
)

// RecordAudit appends an entry to the audit log.
func (s *Store) RecordAudit(ctx context.Context, e *confirm.AuditEntry) error {
	return s.inTx(ctx, func(tx *sql.Tx) error { return recordAudit(ctx, tx, e) })
}

func recordAudit(ctx context.Context, tx *sql.Tx, e *confirm.AuditEntry) error {
	details := string(e.Details)
	if details == "" {
		details = "{}"
	}
	return tx.QueryRowContext(ctx, `
		INSERT INTO audit_log (account_id, scope, at, actor, action, target, details)
		VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		e.AccountID, e.Scope, text(e.At), e.Actor, e.Action, e.Target, details).Scan(&e.ID)
}

// ListAudit returns a page of an account's audit log, newest first.
func (s *Store) ListAudit(ctx context.Context, f confirm.AuditFilter) (*confirm.AuditPage, error) {
	q := `SELECT id, account_id, scope, at, actor, action, target, details FROM audit_log WHERE account_id = ?`
	args := []any{f.AccountID}
	if f.SandboxOnly {
		q += ` AND scope = 'sandbox'`
	}
	if f.Action != "" {
		q += ` AND action = ?`
		args = append(args, f.Action)
	}
	if f.Cursor != "" {
		id, err := confirm.DecodeAuditCursor(f.Cursor)
		if err != nil {
			return nil, err
		}
		q += ` AND id < ?`
		args = append(args, id)
	}
	q += ` ORDER BY id DESC LIMIT ?`
	args = append(args, f.Limit+1)
	rows, err := s.read.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	page := &confirm.AuditPage{Entries: []*confirm.AuditEntry{}}
	for rows.Next() {
		var e confirm.AuditEntry
		var details string
		if err := rows.Scan(&e.ID, &e.AccountID, &e.Scope, timeCol{&e.At}, &e.Actor, &e.Action, &e.Target, &details); err != nil {
			return nil, err
		}
		e.Details = json.RawMessage(details)
		page.Entries = append(page.Entries, &e)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(page.Entries) > f.Limit {
		page.Entries = page.Entries[:f.Limit]
		page.NextCursor = confirm.EncodeAuditCursor(page.Entries[f.Limit-1].ID)
	}
	return page, nil
}
