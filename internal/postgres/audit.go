package postgres

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
)

// RecordAudit appends an entry to the audit log (see confirm.AppendAudit).
func (s *Store) RecordAudit(ctx context.Context, e *confirm.AuditEntry) error {
	return dbError(pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error { return recordAudit(ctx, tx, e) }))
}

func recordAudit(ctx context.Context, tx pgx.Tx, e *confirm.AuditEntry) error {
	return confirm.AppendAudit(ctx, auditWriter{tx}, e)
}

// auditWriter is the SQL of confirm.AppendAudit.
type auditWriter struct{ tx pgx.Tx }

const auditColumns = `id, account_id, scope, at, last_at, actor, key_id, author, action, target, details::text, repeated, summary`

func scanAudit(row pgx.Row) (*confirm.AuditEntry, error) {
	var e confirm.AuditEntry
	var details string
	if err := row.Scan(&e.ID, &e.AccountID, &e.Scope, &e.At, &e.LastAt, &e.Actor, &e.KeyID, &e.Author,
		&e.Action, &e.Target, &details, &e.Repeated, &e.Summary); err != nil {
		return nil, err
	}
	e.At, e.LastAt = e.At.UTC(), e.LastAt.UTC()
	// jsonb spaces what it gives back; the API writes it compact.
	var b bytes.Buffer
	if err := json.Compact(&b, []byte(details)); err != nil {
		return nil, err
	}
	e.Details = b.Bytes()
	return &e, nil
}

// LockAudit takes a lock on the account's audit log until the transaction
// ends, so that two writers do not both miss the entry to fold into.
func (w auditWriter) LockAudit(ctx context.Context, accountID string) error {
	_, err := w.tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtextextended('audit_log:' || $1, 0))`, accountID)
	return err
}

func (w auditWriter) LatestAudit(ctx context.Context, accountID string) (*confirm.AuditEntry, error) {
	e, err := scanAudit(w.tx.QueryRow(ctx, `SELECT `+auditColumns+` FROM audit_log
		WHERE account_id = $1 ORDER BY at DESC, id DESC LIMIT 1`, accountID))
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	return e, err
}

func (w auditWriter) CountAudit(ctx context.Context, accountID, scope string, since time.Time) (int, error) {
	var n int
	err := w.tx.QueryRow(ctx, `SELECT count(*) FROM audit_log WHERE account_id = $1 AND at >= $2 AND scope = $3`,
		accountID, ts(since), scope).Scan(&n)
	return n, err
}

func (w auditWriter) AuditSummary(ctx context.Context, e *confirm.AuditEntry, since time.Time) (*confirm.AuditEntry, error) {
	got, err := scanAudit(w.tx.QueryRow(ctx, `SELECT `+auditColumns+` FROM audit_log
		WHERE account_id = $1 AND at >= $2 AND summary AND scope = $3 AND actor = $4 AND key_id = $5 AND action = $6
		ORDER BY at DESC LIMIT 1`, e.AccountID, ts(since), e.Scope, e.Actor, e.KeyID, e.Action))
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	return got, err
}

func (w auditWriter) InsertAudit(ctx context.Context, e *confirm.AuditEntry) error {
	_, err := w.tx.Exec(ctx, `INSERT INTO audit_log (id, account_id, scope, at, last_at, actor, key_id, author,
		action, target, details, repeated, summary)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
		e.ID, e.AccountID, e.Scope, ts(e.At), ts(e.LastAt), e.Actor, e.KeyID, e.Author, e.Action, e.Target,
		string(e.Details), e.Repeated, e.Summary)
	return err
}

func (w auditWriter) FoldAudit(ctx context.Context, e *confirm.AuditEntry) error {
	_, err := w.tx.Exec(ctx, `UPDATE audit_log SET repeated = $1, last_at = $2 WHERE id = $3`,
		e.Repeated, ts(e.LastAt), e.ID)
	return err
}

// PurgeAudit deletes up to limit entries first written before before. The
// audit log's delete trigger lets through only the entries older than the
// transaction's confirmd.audit_purge_before setting, which only this
// transaction sets.
func (s *Store) PurgeAudit(ctx context.Context, before time.Time, limit int) (int, error) {
	var n int64
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT set_config('confirmd.audit_purge_before', $1, true)`,
			ts(before).Format(time.RFC3339Nano)); err != nil {
			return err
		}
		tag, err := tx.Exec(ctx, `DELETE FROM audit_log WHERE id IN (
			SELECT id FROM audit_log WHERE at < $1 ORDER BY at LIMIT $2)`, ts(before), limit)
		n = tag.RowsAffected()
		return err
	})
	return int(n), dbError(err)
}

// ListAudit returns a page of an account's audit log, newest first.
func (s *Store) ListAudit(ctx context.Context, f confirm.AuditFilter) (*confirm.AuditPage, error) {
	q := `SELECT ` + auditColumns + ` FROM audit_log WHERE account_id = $1`
	args := []any{f.AccountID}
	if f.SandboxOnly {
		q += ` AND scope = 'sandbox'`
	}
	if f.Action != "" {
		args = append(args, f.Action)
		q += ` AND action = $` + strconv.Itoa(len(args))
	}
	if f.Cursor != "" {
		at, id, err := confirm.DecodeAuditCursor(f.Cursor)
		if err != nil {
			return nil, err
		}
		args = append(args, ts(at), id)
		q += ` AND (at, id) < ($` + strconv.Itoa(len(args)-1) + `, $` + strconv.Itoa(len(args)) + `)`
	}
	args = append(args, f.Limit+1)
	q += ` ORDER BY at DESC, id DESC LIMIT $` + strconv.Itoa(len(args))
	rows, err := s.pool.Query(ctx, q, args...)
	if err != nil {
		return nil, dbError(err)
	}
	entries, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (*confirm.AuditEntry, error) {
		return scanAudit(row)
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
		page.NextCursor = confirm.EncodeAuditCursor(page.Entries[f.Limit-1])
	}
	return page, nil
}
