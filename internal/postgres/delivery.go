package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/confirmd/confirmd/internal/confirm"
)

const deliveryColumns = "id, confirmation_id, account_id, sandbox, url, payload, state, created_at, next_attempt_at"

func errDeliveryNotFound() *confirm.Error {
	return confirm.Errorf(confirm.ENOTFOUND, "delivery not found")
}

func scanDelivery(row pgx.Row) (*confirm.Delivery, error) {
	var d confirm.Delivery
	var next pgtype.Timestamptz
	err := row.Scan(&d.ID, &d.ConfirmationID, &d.AccountID, &d.Sandbox, &d.URL, &d.Payload, &d.State, &d.CreatedAt, &next)
	if err != nil {
		if errors.Is(err, pgx.ErrNoRows) {
			return nil, errDeliveryNotFound()
		}
		return nil, err
	}
	d.CreatedAt, d.NextAttemptAt = d.CreatedAt.UTC(), fromNull(next)
	return &d, nil
}

func collectDeliveries(rows pgx.Rows) ([]*confirm.Delivery, error) {
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (*confirm.Delivery, error) {
		return scanDelivery(row)
	})
}

// claimLock is the advisory lock that makes claims of deliveries run one at
// a time, across processes too, so that each counts the leases of the one
// before and the caps hold for all of them together. A claim holds it for a
// few milliseconds.
const claimLock = `SELECT pg_advisory_xact_lock(hashtext('confirmd webhook claims ' || coalesce(current_schema(), '')), 0)`

// ClaimDeliveries leases up to limit due deliveries, chosen by
// confirm.PickDeliveries under caps from those in flight, until now+lease.
func (s *Store) ClaimDeliveries(ctx context.Context, now time.Time, lease time.Duration, limit int, caps confirm.DeliveryCaps) ([]*confirm.Delivery, error) {
	if limit <= 0 {
		return nil, nil
	}
	now = ts(now)
	var ds []*confirm.Delivery
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, claimLock); err != nil {
			return err
		}
		// The deliveries in flight, from the partial index of leases: only
		// a claim sets leased_until, and finishing an attempt clears it.
		rows, err := tx.Query(ctx, `SELECT account_id, host FROM webhook_deliveries WHERE leased_until > $1`, now)
		if err != nil {
			return err
		}
		inFlight, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (confirm.DeliveryTarget, error) {
			var t confirm.DeliveryTarget
			err := row.Scan(&t.AccountID, &t.Host)
			return t, err
		})
		if err != nil {
			return err
		}
		// The due ones, oldest first: at most PerTarget to each host of
		// each account, none of the accounts, and of the accounts' hosts
		// (pairs of $3 and $4), at their cap. This
		// reads every due delivery from the partial index of pending ones;
		// there are few unless receivers hang, and then those of the
		// accounts and hosts at their cap stay here. The lists are never
		// NULL, which <> ALL would read as excluding everything.
		fullAccounts, fullTargets := caps.Full(inFlight)
		pairAccounts, pairHosts := []string{}, []string{}
		for _, ft := range fullTargets {
			pairAccounts, pairHosts = append(pairAccounts, ft.AccountID), append(pairHosts, ft.Host)
		}
		rows, err = tx.Query(ctx,
			`SELECT id, account_id, host FROM (
			     SELECT id, account_id, host, next_attempt_at, seq,
			            row_number() OVER (PARTITION BY account_id, host ORDER BY next_attempt_at, seq) AS n
			     FROM webhook_deliveries
			     WHERE state = 'pending' AND next_attempt_at <= $1
			       AND account_id <> ALL ($2::text[])
			       AND NOT EXISTS (SELECT 1 FROM unnest($3::text[], $4::text[]) AS f(account_id, host)
			                       WHERE f.account_id = webhook_deliveries.account_id AND f.host = webhook_deliveries.host)
			 ) due
			 WHERE n <= $5
			 ORDER BY next_attempt_at, seq`,
			now, append([]string{}, fullAccounts...), pairAccounts, pairHosts, caps.PerTarget(limit))
		if err != nil {
			return err
		}
		due, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (confirm.DueDelivery, error) {
			var d confirm.DueDelivery
			err := row.Scan(&d.ID, &d.AccountID, &d.Host)
			return d, err
		})
		if err != nil {
			return err
		}
		picked := confirm.PickDeliveries(due, inFlight, caps, limit)
		if len(picked) == 0 {
			return nil
		}
		// Checked again on the rows: a resend or a late finish may have
		// changed one since it was read.
		rows, err = tx.Query(ctx,
			`UPDATE webhook_deliveries SET next_attempt_at = $2, leased_until = $2
			 WHERE id = ANY ($1) AND state = 'pending' AND next_attempt_at <= $3
			 RETURNING `+deliveryColumns,
			picked, now.Add(lease), now)
		if err != nil {
			return err
		}
		if ds, err = collectDeliveries(rows); err != nil {
			return err
		}
		return loadAttempts(ctx, tx, ds)
	})
	if err != nil {
		return nil, dbError(err)
	}
	return ds, nil
}

// FinishAttempt appends the attempt to the delivery's and sets its state,
// in one transaction.
func (s *Store) FinishAttempt(ctx context.Context, deliveryID string, a confirm.Attempt, state confirm.DeliveryState, next time.Time) error {
	headers := a.RequestHeaders
	if headers == nil {
		headers = map[string]string{} // nil would be NULL, which the column refuses
	}
	nextAt, _ := confirm.DeliveryNextAttempt(state, next)
	finished, _ := confirm.DeliveryFinishedAt(state, a.At)
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		// The update locks the delivery first, so two attempts recorded at
		// once for it take turns and the second numbers its attempt after
		// the first.
		tag, err := tx.Exec(ctx,
			`UPDATE webhook_deliveries SET state = $2, next_attempt_at = $3, finished_at = $4, leased_until = NULL
			 WHERE id = $1`,
			deliveryID, state, nullTime(nextAt), nullTime(finished))
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return errDeliveryNotFound()
		}
		_, err = tx.Exec(ctx,
			`INSERT INTO webhook_attempts
			     (delivery_id, seq, at, status_code, duration_ms, error, request_headers, response_body)
			 SELECT $1, coalesce(max(seq), 0) + 1, $2, $3, $4, $5, $6, $7
			 FROM webhook_attempts WHERE delivery_id = $1`,
			deliveryID, ts(a.At), a.StatusCode, a.Duration.Milliseconds(), a.Error, headers, a.ResponseBody)
		return err
	})
	return dbError(err)
}

// NextDeliveryAt returns the earliest next attempt after after of a pending
// delivery, from the partial index of pending deliveries.
func (s *Store) NextDeliveryAt(ctx context.Context, after time.Time) (time.Time, bool, error) {
	var next time.Time
	err := s.pool.QueryRow(ctx,
		`SELECT next_attempt_at FROM webhook_deliveries WHERE state = 'pending' AND next_attempt_at > $1
		 ORDER BY next_attempt_at LIMIT 1`, ts(after)).Scan(&next)
	if errors.Is(err, pgx.ErrNoRows) {
		return time.Time{}, false, nil
	}
	if err != nil {
		return time.Time{}, false, dbError(err)
	}
	return next.UTC(), true, nil
}

// ListDeliveries returns the deliveries of a confirmation in the scope,
// oldest first, with their attempts. The scope is checked on the deliveries
// themselves, so another account's confirmation id gives an empty list.
func (s *Store) ListDeliveries(ctx context.Context, scope confirm.Scope, confirmationID string) ([]*confirm.Delivery, error) {
	var ds []*confirm.Delivery
	err := s.readOnly(ctx, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx,
			`SELECT `+deliveryColumns+` FROM webhook_deliveries
			 WHERE confirmation_id = $1 AND account_id = $2 AND sandbox = $3
			 ORDER BY created_at, seq`,
			confirmationID, scope.AccountID, scope.Sandbox)
		if err != nil {
			return err
		}
		if ds, err = collectDeliveries(rows); err != nil {
			return err
		}
		return loadAttempts(ctx, tx, ds)
	})
	if err != nil {
		return nil, dbError(err)
	}
	return ds, nil
}

// ListFailedDeliveries returns up to limit failed deliveries of the scope,
// the last to fail first, with their attempts.
func (s *Store) ListFailedDeliveries(ctx context.Context, scope confirm.Scope, limit int) ([]*confirm.Delivery, error) {
	var ds []*confirm.Delivery
	err := s.readOnly(ctx, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx,
			`SELECT `+deliveryColumns+` FROM webhook_deliveries
			 WHERE account_id = $1 AND sandbox = $2 AND state = 'failed'
			 ORDER BY finished_at DESC, id DESC LIMIT $3`,
			scope.AccountID, scope.Sandbox, limit)
		if err != nil {
			return err
		}
		if ds, err = collectDeliveries(rows); err != nil {
			return err
		}
		return loadAttempts(ctx, tx, ds)
	})
	if err != nil {
		return nil, dbError(err)
	}
	return ds, nil
}

// RequeueDelivery makes a delivery of the scope pending again, due at now,
// if limit allows one more resend, and logs the resend. Resends of one
// account take turns on its row (FOR NO KEY UPDATE, which rows that only
// refer to the account do not wait for), so the resends one counts are
// all there are; the delivery's row is locked next, so that a prune
// skips it.
func (s *Store) RequeueDelivery(ctx context.Context, scope confirm.Scope, deliveryID string, now time.Time, limit confirm.ResendLimit) (*confirm.Delivery, error) {
	now = ts(now)
	var d *confirm.Delivery
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT FROM accounts WHERE id = $1 FOR NO KEY UPDATE`, scope.AccountID); err != nil {
			return err
		}
		var confirmationID string
		err := tx.QueryRow(ctx,
			`SELECT confirmation_id FROM webhook_deliveries WHERE id = $1 AND account_id = $2 AND sandbox = $3 FOR UPDATE`,
			deliveryID, scope.AccountID, scope.Sandbox).Scan(&confirmationID)
		if errors.Is(err, pgx.ErrNoRows) {
			return errDeliveryNotFound()
		}
		if err != nil {
			return err
		}
		rows, err := tx.Query(ctx,
			`SELECT confirmation_id, at FROM webhook_resends WHERE account_id = $1 AND at > $2 ORDER BY at`,
			scope.AccountID, now.Add(-confirm.ResendWindow))
		if err != nil {
			return err
		}
		recent, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (confirm.Resend, error) {
			var r confirm.Resend
			err := row.Scan(&r.ConfirmationID, &r.At)
			r.At = r.At.UTC()
			return r, err
		})
		if err != nil {
			return err
		}
		if err := limit.Allow(confirmationID, recent, now); err != nil {
			return err
		}
		d, err = scanDelivery(tx.QueryRow(ctx,
			`UPDATE webhook_deliveries SET state = 'pending', next_attempt_at = $2, finished_at = NULL
			 WHERE id = $1
			 RETURNING `+deliveryColumns,
			deliveryID, now))
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx,
			`INSERT INTO webhook_resends (account_id, confirmation_id, delivery_id, at) VALUES ($1, $2, $3, $4)`,
			scope.AccountID, confirmationID, deliveryID, now); err != nil {
			return err
		}
		return loadAttempts(ctx, tx, []*confirm.Delivery{d})
	})
	if err != nil {
		return nil, dbError(err)
	}
	return d, nil
}

// PruneDeliveries deletes the deliveries that finished longest ago, their
// attempts with them (ON DELETE CASCADE). Rows a resend is changing are
// skipped, and the conditions are checked again on the row deleted, so a
// delivery sent again meanwhile stays. A pending delivery is never deleted,
// even one whose finish time a process from before migration 00008 left
// behind when it sent it again.
func (s *Store) PruneDeliveries(ctx context.Context, before time.Time, limit int) (int, error) {
	if limit <= 0 {
		return 0, nil
	}
	tag, err := s.pool.Exec(ctx,
		`DELETE FROM webhook_deliveries WHERE finished_at < $1 AND state <> 'pending' AND id = ANY (ARRAY (
		     SELECT id FROM webhook_deliveries WHERE finished_at < $1 AND state <> 'pending'
		     ORDER BY finished_at LIMIT $2 FOR UPDATE SKIP LOCKED))`,
		ts(before), limit)
	if err != nil {
		return 0, dbError(err)
	}
	return int(tag.RowsAffected()), nil
}

// loadAttempts fills in the attempts of ds, oldest first, with one query.
func loadAttempts(ctx context.Context, tx pgx.Tx, ds []*confirm.Delivery) error {
	if len(ds) == 0 {
		return nil
	}
	ids := make([]string, len(ds))
	byID := make(map[string]*confirm.Delivery, len(ds))
	for i, d := range ds {
		ids[i] = d.ID
		byID[d.ID] = d
	}
	rows, err := tx.Query(ctx,
		`SELECT delivery_id, at, status_code, duration_ms, error, request_headers, response_body
		 FROM webhook_attempts WHERE delivery_id = ANY($1) ORDER BY delivery_id, seq`, ids)
	if err != nil {
		return err
	}
	var id string
	var ms int64
	var a confirm.Attempt
	_, err = pgx.ForEachRow(rows, []any{&id, &a.At, &a.StatusCode, &ms, &a.Error, &a.RequestHeaders, &a.ResponseBody}, func() error {
		a.At, a.Duration = a.At.UTC(), time.Duration(ms)*time.Millisecond
		byID[id].Attempts = append(byID[id].Attempts, a)
		// Each attempt gets a map of its own: the next row is scanned into
		// the same variable.
		a.RequestHeaders = nil
		return nil
	})
	return err
}
