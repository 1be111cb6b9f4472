package postgres

import (
	"context"
	"encoding/json"
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
// locks them.
func (s *Store) RedactConfirmations(ctx context.Context, r confirm.Redaction) (confirm.Redacted, error) {
	var done confirm.Redacted
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
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
	return done, dbError(err)
}

func redactBatch(ctx context.Context, tx pgx.Tx, r confirm.Redaction, done *confirm.Redacted, optOuts map[[2]string]bool) error {
	rows, err := tx.Query(ctx, `
		SELECT id, account_id, doc, view, updated_at FROM confirmations WHERE id = ANY ($1)
		ORDER BY id FOR UPDATE`, r.IDs)
	if err != nil {
		return err
	}
	type row struct {
		id, account string
		doc         []byte
		view        *string
		updated     time.Time
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
	updatedAt := map[string]time.Time{}
	b := &pgx.Batch{}
	for _, x := range found {
		var d confirm.Document
		if err := json.Unmarshal(x.doc, &d); err != nil {
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
		updated := confirm.RedactedUpdatedAt(x.updated.UTC(), r.At)
		updatedAt[x.id] = updated
		var view *string
		if x.view != nil {
			v, err := confirm.RedactView([]byte(*x.view), r.At, updated)
			if err != nil {
				return err
			}
			vs := string(v)
			view = &vs
		}
		b.Queue(`UPDATE confirmations SET doc = $1, view = $2, updated_at = $3, redacted_at = $4 WHERE id = $5`,
			string(doc), view, ts(updated), ts(r.At), x.id)
		done.Confirmations++
	}
	if err := tx.SendBatch(ctx, b).Close(); err != nil {
		return err
	}

	tag, err := tx.Exec(ctx, `UPDATE events SET text = $1 WHERE confirmation_id = ANY ($2) AND text <> $1`, confirm.Erased, r.IDs)
	if err != nil {
		return err
	}
	done.Events += int(tag.RowsAffected())

	rows, err = tx.Query(ctx, `SELECT id, payload FROM webhook_deliveries WHERE confirmation_id = ANY ($1)`, r.IDs)
	if err != nil {
		return err
	}
	type delivery struct {
		id      string
		payload []byte
	}
	ds, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (delivery, error) {
		var d delivery
		err := row.Scan(&d.id, &d.payload)
		return d, err
	})
	if err != nil {
		return err
	}
	b = &pgx.Batch{}
	for _, d := range ds {
		p, err := confirm.RedactPayload(d.payload, r.At)
		if err != nil {
			return err
		}
		b.Queue(`UPDATE webhook_deliveries SET payload = $1 WHERE id = $2`, p, d.id)
	}
	b.Queue(`
		UPDATE webhook_attempts SET response_body = $1
		WHERE delivery_id IN (SELECT id FROM webhook_deliveries WHERE confirmation_id = ANY ($2))
			AND response_body NOT IN ('', $1)`, confirm.Erased, r.IDs)
	if err := tx.SendBatch(ctx, b).Close(); err != nil {
		return err
	}
	done.Deliveries += len(ds)

	rows, err = tx.Query(ctx, `
		SELECT account_id, sandbox, key, confirmation_id, response FROM idempotency
		WHERE confirmation_id = ANY ($1) AND response IS NOT NULL`, r.IDs)
	if err != nil {
		return err
	}
	type idem struct {
		account, key, id string
		sandbox          bool
		resp             []byte
	}
	idems, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (idem, error) {
		var x idem
		err := row.Scan(&x.account, &x.sandbox, &x.key, &x.id, &x.resp)
		return x, err
	})
	if err != nil {
		return err
	}
	b = &pgx.Batch{}
	for _, x := range idems {
		resp, err := confirm.RedactResponse(x.resp, r.At, updatedAt[x.id])
		if err != nil {
			return err
		}
		b.Queue(`UPDATE idempotency SET response = $1 WHERE account_id = $2 AND sandbox = $3 AND key = $4`,
			resp, x.account, x.sandbox, x.key)
	}
	if err := tx.SendBatch(ctx, b).Close(); err != nil {
		return err
	}
	done.Idempotency += len(idems)
	return nil
}

// hashOptOuts keeps the opt-outs of the numbers given by account as
// confirm.OptOutKey only, and returns how many there were. It reads which
// numbers have one in a statement per account; few have.
func hashOptOuts(ctx context.Context, tx pgx.Tx, numbers map[[2]string]bool) (int, error) {
	byAccount := map[string][]string{}
	for k := range numbers {
		byAccount[k[0]] = append(byAccount[k[0]], k[1])
	}
	n := 0
	for account, phones := range byAccount {
		rows, err := tx.Query(ctx, `SELECT phone FROM opt_outs WHERE account_id = $1 AND phone = ANY ($2)`, account, phones)
		if err != nil {
			return 0, err
		}
		found, err := pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil {
			return 0, err
		}
		for _, phone := range found {
			if _, err := tx.Exec(ctx, `
				INSERT INTO opt_outs (account_id, phone, created_at)
				SELECT account_id, $3, created_at FROM opt_outs WHERE account_id = $1 AND phone = $2
				ON CONFLICT (account_id, phone) DO NOTHING`,
				account, phone, confirm.OptOutKey(account, phone)); err != nil {
				return 0, err
			}
			if _, err := tx.Exec(ctx, `DELETE FROM opt_outs WHERE account_id = $1 AND phone = $2`, account, phone); err != nil {
				return 0, err
			}
			n++
		}
	}
	return n, nil
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
