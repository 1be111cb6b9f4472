package sqlite

import (
	"context"
	"database/sql"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// The queries that find a customer's confirmations, and those past the
// retention period, each from its index: named, since with the account's
// own indexes to choose from the planner may read all of an account's
// confirmations instead.
const (
	livePhoneQuery = `SELECT id, status FROM confirmations INDEXED BY confirmations_phone
		WHERE json_extract(doc, '$.customer.phone') = ? AND sandbox = 0 AND account_id = ?`
	sandboxPhoneQuery = `SELECT id, status FROM confirmations INDEXED BY confirmations_sandbox_phone
		WHERE json_extract(doc, '$.customer.phone') = ? AND sandbox = 1 AND account_id = ?`
	emailQuery = `SELECT id, status FROM confirmations INDEXED BY confirmations_email
		WHERE lower(json_extract(doc, '$.customer.email')) = ?
			AND json_extract(doc, '$.customer.email') IS NOT NULL
			AND account_id = ? AND sandbox = ?`
	expiredQuery = `SELECT id, account_id, sandbox FROM confirmations INDEXED BY confirmations_retention
		WHERE redacted_at IS NULL AND json_extract(doc, '$.order.date') < ?
			AND status NOT IN ('scheduled', 'in_progress')
		ORDER BY json_extract(doc, '$.order.date') LIMIT ?`
)

// CustomerConfirmations returns the confirmations of the account in one
// scope whose customer has the phone or, when phone is "", the email. Live
// ones are found by phone through confirmations_phone, sandbox ones through
// confirmations_sandbox_phone, both by email through confirmations_email.
func (s *Store) CustomerConfirmations(ctx context.Context, accountID string, sandbox bool, phone, email string) ([]confirm.CustomerMatch, error) {
	var rows *sql.Rows
	var err error
	switch {
	case phone != "" && sandbox:
		rows, err = s.read.QueryContext(ctx, sandboxPhoneQuery, phone, accountID)
	case phone != "":
		rows, err = s.read.QueryContext(ctx, livePhoneQuery, phone, accountID)
	default:
		rows, err = s.read.QueryContext(ctx, emailQuery, email, accountID, sandbox)
	}
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ms []confirm.CustomerMatch
	for rows.Next() {
		var m confirm.CustomerMatch
		if err := rows.Scan(&m.ID, &m.Status); err != nil {
			return nil, err
		}
		ms = append(ms, m)
	}
	return ms, rows.Err()
}

// placeholders returns "?, ?, ..." for n values and the values as args.
func placeholders(ids []string) (string, []any) {
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	return strings.TrimSuffix(strings.Repeat("?, ", len(ids)), ", "), args
}

// RedactConfirmations removes the personal data of a batch of
// confirmations in one write transaction, by confirm.Redact, and then
// checkpoints the WAL into the database file and truncates it: the pages
// as they were before the batch, which the WAL holds until a checkpoint
// overwrites them, are gone from the disk when it returns, as the values
// the batch freed in the database file are (secure_delete zeroes them).
// A checkpoint that readers keep from finishing is not an error: the next
// one (this one's, or SQLite's own after 1000 pages) completes it.
func (s *Store) RedactConfirmations(ctx context.Context, r confirm.Redaction) (confirm.Redacted, error) {
	var done confirm.Redacted
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		done, err = confirm.Redact(ctx, redactor{s, tx}, r)
		return err
	})
	if err != nil {
		return done, err
	}
	return done, s.Checkpoint(ctx)
}

// Checkpoint copies the WAL into the database file and truncates the WAL
// to nothing. Readers that keep it from finishing are not an error. The
// checkpointer waits meanwhile: a checkpoint that finds another running
// gives up at once.
func (s *Store) Checkpoint(ctx context.Context) error {
	if s.ckpt != nil {
		s.ckpt.mu.Lock()
		defer s.ckpt.mu.Unlock()
	}
	var busy, logPages, done int
	return s.write.QueryRowContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`).Scan(&busy, &logPages, &done)
}

// redactor is the SQL of confirm.Redact, each change written at once.
type redactor struct {
	s  *Store
	tx *sql.Tx
}

func (x redactor) LoadForRedaction(ctx context.Context, ids []string) ([]confirm.RedactRow, error) {
	in, args := placeholders(ids)
	rows, err := x.tx.QueryContext(ctx, `SELECT id, account_id, sandbox, doc, view, updated_at FROM confirmations WHERE id IN (`+in+`)`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var found []confirm.RedactRow
	for rows.Next() {
		var row confirm.RedactRow
		var doc, updated string
		var view sql.NullString
		if err := rows.Scan(&row.ID, &row.AccountID, &row.Sandbox, &doc, &view, &updated); err != nil {
			return nil, err
		}
		row.Doc = []byte(doc)
		if view.Valid {
			row.View = []byte(view.String)
		}
		if row.UpdatedAt, err = confirm.ParseTime(updated); err != nil {
			return nil, err
		}
		found = append(found, row)
	}
	return found, rows.Err()
}

func (x redactor) WriteRedacted(ctx context.Context, id string, doc, view []byte, updatedAt, redactedAt time.Time) error {
	var v any
	if view != nil {
		v = string(view)
	}
	x.s.changedView(id)
	_, err := x.tx.ExecContext(ctx, `
		UPDATE confirmations SET doc = ?, view = ?, updated_at = ?, redacted_at = ? WHERE id = ?`,
		string(doc), v, text(updatedAt), text(redactedAt), id)
	return err
}

func (x redactor) EraseEvents(ctx context.Context, ids []string) (int, error) {
	in, args := placeholders(ids)
	res, err := x.tx.ExecContext(ctx, `UPDATE events SET text = ? WHERE confirmation_id IN (`+in+`) AND text <> ?`,
		append(append([]any{confirm.Erased}, args...), confirm.Erased)...)
	if err != nil {
		return 0, err
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}

func (x redactor) LoadPayloads(ctx context.Context, ids []string) ([]confirm.RedactPayloadRow, error) {
	in, args := placeholders(ids)
	rows, err := x.tx.QueryContext(ctx, `SELECT id, payload FROM webhook_deliveries WHERE confirmation_id IN (`+in+`)`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ds []confirm.RedactPayloadRow
	for rows.Next() {
		var d confirm.RedactPayloadRow
		if err := rows.Scan(&d.ID, &d.Payload); err != nil {
			return nil, err
		}
		ds = append(ds, d)
	}
	return ds, rows.Err()
}

func (x redactor) WritePayload(ctx context.Context, deliveryID string, payload []byte) error {
	_, err := x.tx.ExecContext(ctx, `UPDATE webhook_deliveries SET payload = ? WHERE id = ?`, payload, deliveryID)
	return err
}

func (x redactor) EraseResponseBodies(ctx context.Context, ids []string) error {
	in, args := placeholders(ids)
	_, err := x.tx.ExecContext(ctx, `
		UPDATE webhook_attempts SET response_body = ?
		WHERE delivery_id IN (SELECT id FROM webhook_deliveries WHERE confirmation_id IN (`+in+`))
			AND response_body NOT IN ('', ?)`,
		append(append([]any{confirm.Erased}, args...), confirm.Erased)...)
	return err
}

func (x redactor) LoadResponses(ctx context.Context, ids []string) ([]confirm.RedactResponseRow, error) {
	in, args := placeholders(ids)
	rows, err := x.tx.QueryContext(ctx, `
		SELECT account_id, sandbox, key, confirmation_id, response FROM idempotency WHERE confirmation_id IN (`+in+`)`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var rs []confirm.RedactResponseRow
	for rows.Next() {
		var r confirm.RedactResponseRow
		if err := rows.Scan(&r.AccountID, &r.Sandbox, &r.Key, &r.ConfirmationID, &r.Response); err != nil {
			return nil, err
		}
		rs = append(rs, r)
	}
	return rs, rows.Err()
}

func (x redactor) WriteResponse(ctx context.Context, r confirm.RedactResponseRow, response []byte) error {
	_, err := x.tx.ExecContext(ctx, `UPDATE idempotency SET response = ? WHERE account_id = ? AND sandbox = ? AND key = ?`,
		response, r.AccountID, r.Sandbox, r.Key)
	return err
}

func (redactor) Flush(context.Context) error { return nil }

func (x redactor) OptOutPhones(ctx context.Context, scope confirm.Scope, phones []string) ([]string, error) {
	in, args := placeholders(phones)
	rows, err := x.tx.QueryContext(ctx, `SELECT phone FROM opt_outs WHERE account_id = ? AND sandbox = ? AND phone IN (`+in+`)`,
		append([]any{scope.AccountID, scope.Sandbox}, args...)...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var found []string
	for rows.Next() {
		var p string
		if err := rows.Scan(&p); err != nil {
			return nil, err
		}
		found = append(found, p)
	}
	return found, rows.Err()
}

func (x redactor) HashOptOut(ctx context.Context, scope confirm.Scope, phone, key string) error {
	if _, err := x.tx.ExecContext(ctx, `
		INSERT INTO opt_outs (account_id, phone, sandbox, created_at)
		SELECT account_id, ?, sandbox, created_at FROM opt_outs WHERE account_id = ? AND sandbox = ? AND phone = ?
		ON CONFLICT (account_id, phone, sandbox) DO NOTHING`,
		key, scope.AccountID, scope.Sandbox, phone); err != nil {
		return err
	}
	_, err := x.tx.ExecContext(ctx, `DELETE FROM opt_outs WHERE account_id = ? AND sandbox = ? AND phone = ?`,
		scope.AccountID, scope.Sandbox, phone)
	return err
}

func (x redactor) RecordAudit(ctx context.Context, e *confirm.AuditEntry) error {
	return recordAudit(ctx, x.tx, e)
}

// ExpiredConfirmations returns closed confirmations not yet redacted whose
// order date is before before, through confirmations_retention.
func (s *Store) ExpiredConfirmations(ctx context.Context, before string, limit int) ([]confirm.Claim, error) {
	rows, err := s.read.QueryContext(ctx, expiredQuery, before, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var cs []confirm.Claim
	for rows.Next() {
		var c confirm.Claim
		if err := rows.Scan(&c.ID, &c.Scope.AccountID, &c.Scope.Sandbox); err != nil {
			return nil, err
		}
		cs = append(cs, c)
	}
	return cs, rows.Err()
}
