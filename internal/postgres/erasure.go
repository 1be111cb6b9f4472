package postgres

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
)

// The queries that find a customer's confirmations, each from its index.
const (
	livePhoneQuery = `SELECT id, status FROM confirmations
		WHERE doc -> 'customer' ->> 'phone' = $1 AND NOT sandbox AND account_id = $2`
	sandboxPhoneQuery = `SELECT id, status FROM confirmations
		WHERE doc -> 'customer' ->> 'phone' = $1 AND sandbox AND account_id = $2`
	emailQuery = `SELECT id, status FROM confirmations
		WHERE lower(doc -> 'customer' ->> 'email') = $1 AND doc -> 'customer' ->> 'email' IS NOT NULL
			AND account_id = $2 AND sandbox = $3`
	expiredQuery = `SELECT id, account_id, sandbox FROM confirmations
		WHERE redacted_at IS NULL AND doc -> 'order' ->> 'date' < $1
			AND status NOT IN ('scheduled', 'in_progress')
		ORDER BY doc -> 'order' ->> 'date' LIMIT $2`
)

// CustomerConfirmations returns the confirmations of the account in one
// scope whose customer has the phone or, when phone is "", the email. Live
// ones are found by phone through confirmations_phone_idx, sandbox ones
// through confirmations_sandbox_phone_idx, both by email through
// confirmations_email_idx.
func (s *Store) CustomerConfirmations(ctx context.Context, accountID string, sandbox bool, phone, email string) ([]confirm.CustomerMatch, error) {
	var rows pgx.Rows
	var err error
	switch {
	case phone != "" && sandbox:
		rows, err = s.pool.Query(ctx, sandboxPhoneQuery, phone, accountID)
	case phone != "":
		rows, err = s.pool.Query(ctx, livePhoneQuery, phone, accountID)
	default:
		rows, err = s.pool.Query(ctx, emailQuery, email, accountID, sandbox)
	}
	if err != nil {
		return nil, dbError(err)
	}
	ms, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (confirm.CustomerMatch, error) {
		var m confirm.CustomerMatch
		err := row.Scan(&m.ID, &m.Status)
		return m, err
	})
	return ms, dbError(err)
}

// RedactConfirmations removes the personal data of a batch of
// confirmations in one transaction, with their rows locked as an update
// locks them, by confirm.Redact; once it has committed, a VACUUM of the
// tables it rewrote removes the rows as they were (see vacuumErased).
func (s *Store) RedactConfirmations(ctx context.Context, r confirm.Redaction) (confirm.Redacted, error) {
	var done confirm.Redacted
	x := &redactor{}
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var err error
		x.tx, x.b = tx, &pgx.Batch{}
		done, err = confirm.Redact(ctx, x, r)
		return err
	})
	s.forgetViews(x.changed)
	if err != nil {
		return done, dbError(err)
	}
	s.vacuumSoon()
	return done, nil
}

// redactor is the SQL of confirm.Redact: it queues the writes of the
// confirmations, deliveries, attempts and idempotency records in a batch
// sent at Flush.
type redactor struct {
	tx pgx.Tx
	b  *pgx.Batch
	// changed lists the confirmations whose views are written.
	changed []string
}

func (x *redactor) LoadForRedaction(ctx context.Context, ids []string) ([]confirm.RedactRow, error) {
	rows, err := x.tx.Query(ctx, `
		SELECT id, account_id, sandbox, doc, view, updated_at FROM confirmations WHERE id = ANY ($1)
		ORDER BY id FOR UPDATE`, ids)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (confirm.RedactRow, error) {
		var r confirm.RedactRow
		var view *string
		var updated time.Time
		if err := row.Scan(&r.ID, &r.AccountID, &r.Sandbox, &r.Doc, &view, &updated); err != nil {
			return r, err
		}
		if view != nil {
			r.View = []byte(*view)
		}
		r.UpdatedAt = updated.UTC()
		return r, nil
	})
}

func (x *redactor) WriteRedacted(_ context.Context, id string, doc, view []byte, updatedAt, redactedAt time.Time) error {
	var v *string
	if view != nil {
		vs := string(view)
		v = &vs
	}
	x.changed = append(x.changed, id)
	x.b.Queue(`UPDATE confirmations SET doc = $1, view = $2, updated_at = $3, redacted_at = $4 WHERE id = $5`,
		string(doc), v, ts(updatedAt), ts(redactedAt), id)
	return nil
}

func (x *redactor) EraseEvents(ctx context.Context, ids []string) (int, error) {
	tag, err := x.tx.Exec(ctx, `UPDATE events SET text = $1 WHERE confirmation_id = ANY ($2) AND text <> $1`, confirm.Erased, ids)
	if err != nil {
		return 0, err
	}
	return int(tag.RowsAffected()), nil
}

func (x *redactor) LoadPayloads(ctx context.Context, ids []string) ([]confirm.RedactPayloadRow, error) {
	rows, err := x.tx.Query(ctx, `SELECT id, payload FROM webhook_deliveries WHERE confirmation_id = ANY ($1)`, ids)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (confirm.RedactPayloadRow, error) {
		var d confirm.RedactPayloadRow
		err := row.Scan(&d.ID, &d.Payload)
		return d, err
	})
}

func (x *redactor) WritePayload(_ context.Context, deliveryID string, payload []byte) error {
	x.b.Queue(`UPDATE webhook_deliveries SET payload = $1 WHERE id = $2`, payload, deliveryID)
	return nil
}

func (x *redactor) EraseResponseBodies(_ context.Context, ids []string) error {
	x.b.Queue(`
		UPDATE webhook_attempts SET response_body = $1
		WHERE delivery_id IN (SELECT id FROM webhook_deliveries WHERE confirmation_id = ANY ($2))
			AND response_body NOT IN ('', $1)`, confirm.Erased, ids)
	return nil
}

func (x *redactor) LoadResponses(ctx context.Context, ids []string) ([]confirm.RedactResponseRow, error) {
	rows, err := x.tx.Query(ctx, `
		SELECT account_id, sandbox, key, confirmation_id, response FROM idempotency
		WHERE confirmation_id = ANY ($1) AND response IS NOT NULL`, ids)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (confirm.RedactResponseRow, error) {
		var r confirm.RedactResponseRow
		err := row.Scan(&r.AccountID, &r.Sandbox, &r.Key, &r.ConfirmationID, &r.Response)
		return r, err
	})
}

func (x *redactor) WriteResponse(_ context.Context, r confirm.RedactResponseRow, response []byte) error {
	x.b.Queue(`UPDATE idempotency SET response = $1 WHERE account_id = $2 AND sandbox = $3 AND key = $4`,
		response, r.AccountID, r.Sandbox, r.Key)
	return nil
}

func (x *redactor) Flush(ctx context.Context) error {
	b := x.b
	x.b = &pgx.Batch{}
	return x.tx.SendBatch(ctx, b).Close()
}

func (x *redactor) OptOutPhones(ctx context.Context, scope confirm.Scope, phones []string) ([]string, error) {
	rows, err := x.tx.Query(ctx, `SELECT phone FROM opt_outs WHERE account_id = $1 AND sandbox = $2 AND phone = ANY ($3)`,
		scope.AccountID, scope.Sandbox, phones)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowTo[string])
}

func (x *redactor) HashOptOut(ctx context.Context, scope confirm.Scope, phone, key string) error {
	if _, err := x.tx.Exec(ctx, `
		INSERT INTO opt_outs (account_id, phone, sandbox, created_at)
		SELECT account_id, $4, sandbox, created_at FROM opt_outs WHERE account_id = $1 AND sandbox = $2 AND phone = $3
		ON CONFLICT (account_id, phone, sandbox) DO NOTHING`,
		scope.AccountID, scope.Sandbox, phone, key); err != nil {
		return err
	}
	_, err := x.tx.Exec(ctx, `DELETE FROM opt_outs WHERE account_id = $1 AND sandbox = $2 AND phone = $3`,
		scope.AccountID, scope.Sandbox, phone)
	return err
}

func (x *redactor) RecordAudit(ctx context.Context, e *confirm.AuditEntry) error {
	return recordAudit(ctx, x.tx, e)
}

// ExpiredConfirmations returns closed confirmations not yet redacted whose
// order date is before before, through confirmations_retention_idx.
func (s *Store) ExpiredConfirmations(ctx context.Context, before string, limit int) ([]confirm.Claim, error) {
	rows, err := s.pool.Query(ctx, expiredQuery, before, limit)
	if err != nil {
		return nil, dbError(err)
	}
	cs, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (confirm.Claim, error) {
		var c confirm.Claim
		err := row.Scan(&c.ID, &c.Scope.AccountID, &c.Scope.Sandbox)
		return c, err
	})
	return cs, dbError(err)
}
