package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"strings"

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
// confirmations in one write transaction.
func (s *Store) RedactConfirmations(ctx context.Context, r confirm.Redaction) (confirm.Redacted, error) {
	var done confirm.Redacted
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		done = confirm.Redacted{}
		optOuts := map[[2]string]bool{}
		for _, p := range r.Phones {
			optOuts[[2]string{r.AccountID, p}] = true
		}
		if len(r.IDs) > 0 {
			if err := redactBatch(ctx, tx, r, &done, optOuts); err != nil {
				return err
			}
		}
		n, err := hashOptOuts(ctx, tx, optOuts)
		if err != nil {
			return err
		}
		done.OptOuts += n
		if r.Audit != nil {
			if e := r.Audit(done); e != nil {
				return recordAudit(ctx, tx, e)
			}
		}
		return nil
	})
	return done, err
}

func redactBatch(ctx context.Context, tx *sql.Tx, r confirm.Redaction, done *confirm.Redacted, optOuts map[[2]string]bool) error {
	in, args := placeholders(r.IDs)
	rows, err := tx.QueryContext(ctx, `SELECT id, account_id, doc, view, updated_at FROM confirmations WHERE id IN (`+in+`)`, args...)
	if err != nil {
		return err
	}
	type row struct {
		id, account, doc string
		view             sql.NullString
		updated          string
	}
	var found []row
	for rows.Next() {
		var x row
		if err := rows.Scan(&x.id, &x.account, &x.doc, &x.view, &x.updated); err != nil {
			rows.Close()
			return err
		}
		found = append(found, x)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	update, err := tx.PrepareContext(ctx, `
		UPDATE confirmations SET doc = ?, view = ?, updated_at = ?, redacted_at = ? WHERE id = ?`)
	if err != nil {
		return err
	}
	defer update.Close()
	updatedAt := map[string]string{}
	for _, x := range found {
		var d confirm.Document
		if err := json.Unmarshal([]byte(x.doc), &d); err != nil {
			return err
		}
		if d.Customer.Phone != "" {
			optOuts[[2]string{x.account, d.Customer.Phone}] = true
		}
		d.Redact(r.At)
		doc, err := json.Marshal(d)
		if err != nil {
			return err
		}
		prev, err := confirm.ParseTime(x.updated)
		if err != nil {
			return err
		}
		updated := confirm.RedactedUpdatedAt(prev, r.At)
		updatedAt[x.id] = text(updated)
		var view any
		if x.view.Valid {
			v, err := confirm.RedactView([]byte(x.view.String), r.At, updated)
			if err != nil {
				return err
			}
			view = string(v)
		}
		if _, err := update.ExecContext(ctx, string(doc), view, text(updated), text(r.At), x.id); err != nil {
			return err
		}
		done.Confirmations++
	}

	res, err := tx.ExecContext(ctx, `UPDATE events SET text = ? WHERE confirmation_id IN (`+in+`) AND text <> ?`,
		append(append([]any{confirm.Erased}, args...), confirm.Erased)...)
	if err != nil {
		return err
	}
	n, _ := res.RowsAffected()
	done.Events += int(n)

	if done.Deliveries, err = redactDeliveries(ctx, tx, in, args, r); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `
		UPDATE webhook_attempts SET response_body = ?
		WHERE delivery_id IN (SELECT id FROM webhook_deliveries WHERE confirmation_id IN (`+in+`))
			AND response_body NOT IN ('', ?)`,
		append(append([]any{confirm.Erased}, args...), confirm.Erased)...); err != nil {
		return err
	}

	rows, err = tx.QueryContext(ctx, `
		SELECT account_id, sandbox, key, confirmation_id, response FROM idempotency WHERE confirmation_id IN (`+in+`)`, args...)
	if err != nil {
		return err
	}
	type idem struct {
		account, key, id string
		sandbox          int
		resp             []byte
	}
	var idems []idem
	for rows.Next() {
		var x idem
		if err := rows.Scan(&x.account, &x.sandbox, &x.key, &x.id, &x.resp); err != nil {
			rows.Close()
			return err
		}
		idems = append(idems, x)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, x := range idems {
		updated, _ := confirm.ParseTime(updatedAt[x.id])
		resp, err := confirm.RedactResponse(x.resp, r.At, updated)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE idempotency SET response = ? WHERE account_id = ? AND sandbox = ? AND key = ?`,
			resp, x.account, x.sandbox, x.key); err != nil {
			return err
		}
		done.Idempotency++
	}
	return nil
}

// redactDeliveries redacts the bodies of the confirmations' webhook
// deliveries and returns how many it changed.
func redactDeliveries(ctx context.Context, tx *sql.Tx, in string, args []any, r confirm.Redaction) (int, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id, payload FROM webhook_deliveries WHERE confirmation_id IN (`+in+`)`, args...)
	if err != nil {
		return 0, err
	}
	type delivery struct {
		id      string
		payload []byte
	}
	var ds []delivery
	for rows.Next() {
		var d delivery
		if err := rows.Scan(&d.id, &d.payload); err != nil {
			rows.Close()
			return 0, err
		}
		ds = append(ds, d)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, err
	}
	for _, d := range ds {
		p, err := confirm.RedactPayload(d.payload, r.At)
		if err != nil {
			return 0, err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE webhook_deliveries SET payload = ? WHERE id = ?`, p, d.id); err != nil {
			return 0, err
		}
	}
	return len(ds), nil
}

// hashOptOuts keeps the opt-outs of the numbers given by account as
// confirm.OptOutKey only, and returns how many there were. It reads which
// numbers have one in a statement per account; few have.
func hashOptOuts(ctx context.Context, tx *sql.Tx, numbers map[[2]string]bool) (int, error) {
	byAccount := map[string][]string{}
	for k := range numbers {
		byAccount[k[0]] = append(byAccount[k[0]], k[1])
	}
	n := 0
	for account, phones := range byAccount {
		in, args := placeholders(phones)
		rows, err := tx.QueryContext(ctx, `SELECT phone FROM opt_outs WHERE account_id = ? AND phone IN (`+in+`)`,
			append([]any{account}, args...)...)
		if err != nil {
			return 0, err
		}
		var found []string
		for rows.Next() {
			var p string
			if err := rows.Scan(&p); err != nil {
				rows.Close()
				return 0, err
			}
			found = append(found, p)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return 0, err
		}
		for _, phone := range found {
			if _, err := tx.ExecContext(ctx, `
				INSERT INTO opt_outs (account_id, phone, created_at)
				SELECT account_id, ?, created_at FROM opt_outs WHERE account_id = ? AND phone = ?
				ON CONFLICT (account_id, phone) DO NOTHING`,
				confirm.OptOutKey(account, phone), account, phone); err != nil {
				return 0, err
			}
			if _, err := tx.ExecContext(ctx, `DELETE FROM opt_outs WHERE account_id = ? AND phone = ?`, account, phone); err != nil {
				return 0, err
			}
			n++
		}
	}
	return n, nil
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
