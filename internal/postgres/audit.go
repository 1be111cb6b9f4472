package postgres

import (
	"bytes"
	"context"
	"encoding/json"
	"strconv"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
)

// RecordAudit appends an entry to the audit log.
func (s *Store) RecordAudit(ctx context.Context, e *confirm.AuditEntry) error {
	return dbError(pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error { return recordAudit(ctx, tx, e) }))
}

func recordAudit(ctx context.Context, tx pgx.Tx, e *confirm.AuditEntry) error {
	details := string(e.Details)
	if details == "" {
		details = "{}"
	}
	return tx.QueryRow(ctx, `
		INSERT INTO audit_log (account_id, scope, at, actor, action, target, details)
		VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
		e.AccountID, e.Scope, ts(e.At), e.Actor, e.Action, e.Target, details).Scan(&e.ID)
}

// ListAudit returns a page of an account's audit log, newest first.
func (s *Store) ListAudit(ctx context.Context, f confirm.AuditFilter) (*confirm.AuditPage, error) {
	q := `SELECT id, account_id, scope, at, actor, action, target, details::text FROM audit_log WHERE account_id = $1`
	args := []any{f.AccountID}
	if f.SandboxOnly {
		q += ` AND scope = 'sandbox'`
	}
	if f.Action != "" {
		args = append(args, f.Action)
		q += ` AND action = $` + strconv.Itoa(len(args))
	}
	if f.Cursor != "" {
		id, err := confirm.DecodeAuditCursor(f.Cursor)
		if err != nil {
			return nil, err
		}
		args = append(args, id)
		q += ` AND id < $` + strconv.Itoa(len(args))
	}
	args = append(args, f.Limit+1)
	q += ` ORDER BY id DESC LIMIT $` + strconv.Itoa(len(args))
	rows, err := s.pool.Query(ctx, q, args...)
	if err != nil {
		return nil, dbError(err)
	}
	entries, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (*confirm.AuditEntry, error) {
		var e confirm.AuditEntry
		var details string
		err := row.Scan(&e.ID, &e.AccountID, &e.Scope, &e.At, &e.Actor, &e.Action, &e.Target, &details)
		e.At = e.At.UTC()
		if err != nil {
			return nil, err
		}
		// jsonb spaces what it gives back; the API writes it compact.
		var b bytes.Buffer
		if err := json.Compact(&b, []byte(details)); err != nil {
			return nil, err
		}
		e.Details = b.Bytes()
		return &e, nil
	})
	if err != nil {
		return nil, dbError(err)
	}
	page := &confirm.AuditPage{Entries: entries}
	if page.Entries == nil {
		page.Entries = []*confirm.AuditEntry{}
	}
	if len(page.Entries) > f.Limit {
		page.Entries = page.Entries[:f.Limit]
		page.NextCursor = confirm.EncodeAuditCursor(page.Entries[f.Limit-1].ID)
	}
	return page, nil
}
