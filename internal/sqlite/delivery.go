package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

var errDeliveryNotFound = confirm.Errorf(confirm.ENOTFOUND, "delivery not found")

const deliveryColumns = `id, confirmation_id, account_id, sandbox, url, payload, state, created_at, next_attempt_at`

func scanDelivery(row interface{ Scan(...any) error }) (*confirm.Delivery, error) {
	var d confirm.Delivery
	err := row.Scan(&d.ID, &d.ConfirmationID, &d.AccountID, &d.Sandbox, &d.URL, &d.Payload, &d.State,
		timeCol{&d.CreatedAt}, zeroTimeCol{&d.NextAttemptAt})
	return &d, err
}

const insertDeliveryQuery = `INSERT INTO webhook_deliveries (` + deliveryColumns + `, host) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`

// insertDelivery writes a delivery of an outbox.
func (s *Store) insertDelivery(ctx context.Context, tx *sql.Tx, d *confirm.Delivery) error {
	_, err := s.exec(ctx, tx, insertDeliveryQuery, d.ID, d.ConfirmationID, d.AccountID, d.Sandbox, d.URL,
		d.Payload, d.State, text(d.CreatedAt), nextAttempt(d.State, d.NextAttemptAt), confirm.DeliveryHost(d.URL))
	return constraint(err, "delivery already exists", "confirmation not found")
}

// nextAttempt is the stored next attempt time of a delivery in state: none
// once it is over, which also keeps it out of the pending index.
func nextAttempt(state confirm.DeliveryState, next time.Time) any {
	if t, ok := confirm.DeliveryNextAttempt(state, next); ok {
		return text(t)
	}
	return nil
}

// finishedAt is the stored finish time of a delivery left in state by an
// attempt at: none while it is pending.
func finishedAt(state confirm.DeliveryState, at time.Time) any {
	if t, ok := confirm.DeliveryFinishedAt(state, at); ok {
		return text(t)
	}
	return nil
}

// inFlightQuery reads whose the deliveries in flight are, from the partial
// index of leases: only a claim sets leased_until, and finishing an attempt
// clears it.
const inFlightQuery = `SELECT account_id, host FROM webhook_deliveries WHERE leased_until > ?`

// dueDeliveriesQuery reads the due deliveries a claim weighs, oldest first:
// at most ?4 to each host of each account, and none of the accounts (JSON
// array ?2) and of the accounts' hosts (JSON array of [account, host]
// pairs ?3) at their cap. It reads every due delivery from the partial
// index of pending ones; there are few unless receivers hang, and then
// those of the accounts and hosts at their cap stay here.
const dueDeliveriesQuery = `
	SELECT id, account_id, host FROM (
		SELECT id, account_id, host, next_attempt_at, rowid AS r,
			row_number() OVER (PARTITION BY account_id, host ORDER BY next_attempt_at, rowid) AS n
		FROM webhook_deliveries
		WHERE state = 'pending' AND next_attempt_at <= ?1
			AND account_id NOT IN (SELECT value FROM json_each(?2))
			AND NOT EXISTS (SELECT 1 FROM json_each(?3) AS f
				WHERE json_extract(f.value, '$[0]') = account_id AND json_extract(f.value, '$[1]') = host))
	WHERE n <= ?4
	ORDER BY next_attempt_at, r`

// leaseDeliveriesQuery leases the chosen deliveries (a JSON array ?2) that
// are still due.
const leaseDeliveriesQuery = `
	UPDATE webhook_deliveries SET next_attempt_at = ?1, leased_until = ?1
	WHERE id IN (SELECT value FROM json_each(?2)) AND state = 'pending' AND next_attempt_at <= ?3
	RETURNING ` + deliveryColumns

// ClaimDeliveries leases up to limit due deliveries, chosen by
// confirm.PickDeliveries under caps, until now+lease, with their attempts,
// which the sender counts. Write transactions run one at a time, across
// processes too, so claims never count the same free share twice.
func (s *Store) ClaimDeliveries(ctx context.Context, now time.Time, lease time.Duration, limit int, caps confirm.DeliveryCaps) ([]*confirm.Delivery, error) {
	if limit <= 0 {
		return nil, nil
	}
	var out []*confirm.Delivery
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		inFlight, err := scanTargets(tx.QueryContext(ctx, inFlightQuery, text(now)))
		if err != nil {
			return err
		}
		fullAccounts, fullTargets := caps.Full(inFlight)
		accounts, err := idList(append([]string{}, fullAccounts...)) // [] rather than null
		if err != nil {
			return err
		}
		pairs := make([][2]string, 0, len(fullTargets))
		for _, ft := range fullTargets {
			pairs = append(pairs, [2]string{ft.AccountID, ft.Host})
		}
		hosts, err := json.Marshal(pairs)
		if err != nil {
			return err
		}
		rows, err := tx.QueryContext(ctx, dueDeliveriesQuery, text(now), accounts, string(hosts), caps.PerTarget(limit))
		if err != nil {
			return err
		}
		var due []confirm.DueDelivery
		for rows.Next() {
			var d confirm.DueDelivery
			if err := rows.Scan(&d.ID, &d.AccountID, &d.Host); err != nil {
				rows.Close()
				return err
			}
			due = append(due, d)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		picked := confirm.PickDeliveries(due, inFlight, caps, limit)
		if len(picked) == 0 {
			return nil
		}
		ids, err := idList(picked)
		if err != nil {
			return err
		}
		rows, err = tx.QueryContext(ctx, leaseDeliveriesQuery, text(now.Add(lease)), ids, text(now))
		if err != nil {
			return err
		}
		for rows.Next() {
			d, err := scanDelivery(rows)
			if err != nil {
				rows.Close()
				return err
			}
			out = append(out, d)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		return loadAttempts(ctx, tx, out)
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// scanTargets reads rows of account ids and hosts.
func scanTargets(rows *sql.Rows, err error) ([]confirm.DeliveryTarget, error) {
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ts []confirm.DeliveryTarget
	for rows.Next() {
		var t confirm.DeliveryTarget
		if err := rows.Scan(&t.AccountID, &t.Host); err != nil {
			return nil, err
		}
		ts = append(ts, t)
	}
	return ts, rows.Err()
}

// FinishAttempt appends a to the delivery's attempts and moves it to state.
func (s *Store) FinishAttempt(ctx context.Context, deliveryID string, a confirm.Attempt, state confirm.DeliveryState, next time.Time) error {
	headers, err := json.Marshal(a.RequestHeaders)
	if err != nil {
		return err
	}
	if a.RequestHeaders == nil {
		headers = []byte("{}")
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx,
			`UPDATE webhook_deliveries SET state = ?, next_attempt_at = ?, finished_at = ?, leased_until = NULL WHERE id = ?`,
			state, nextAttempt(state, next), finishedAt(state, a.At), deliveryID)
		if err != nil {
			return err
		}
		if err := mustAffect(res, errDeliveryNotFound); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `
			INSERT INTO webhook_attempts
				(delivery_id, seq, at, status_code, duration_ms, error, request_headers, response_body)
			SELECT ?1, coalesce(max(seq) + 1, 0), ?2, ?3, ?4, ?5, ?6, ?7
			FROM webhook_attempts WHERE delivery_id = ?1`,
			deliveryID, text(a.At), a.StatusCode, a.Duration.Milliseconds(), a.Error, string(headers), a.ResponseBody)
		return err
	})
}

const nextDeliveryQuery = `
	SELECT next_attempt_at FROM webhook_deliveries WHERE state = 'pending' AND next_attempt_at > ?
	ORDER BY next_attempt_at LIMIT 1`

// NextDeliveryAt returns the earliest next attempt after after of a pending
// delivery, leases included.
func (s *Store) NextDeliveryAt(ctx context.Context, after time.Time) (time.Time, bool, error) {
	var next time.Time
	err := s.read.QueryRowContext(ctx, nextDeliveryQuery, text(after)).Scan(timeCol{&next})
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, false, nil
	}
	if err != nil {
		return time.Time{}, false, err
	}
	return next, true, nil
}

// ListDeliveries returns the deliveries of a confirmation of the scope,
// oldest first, with their attempts; none for a confirmation outside it.
func (s *Store) ListDeliveries(ctx context.Context, scope confirm.Scope, confirmationID string) ([]*confirm.Delivery, error) {
	var out []*confirm.Delivery
	err := s.readTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `
			SELECT `+deliveryColumns+` FROM webhook_deliveries
			WHERE confirmation_id = ? AND account_id = ? AND sandbox = ?
			ORDER BY created_at, rowid`,
			confirmationID, scope.AccountID, scope.Sandbox)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			d, err := scanDelivery(rows)
			if err != nil {
				return err
			}
			out = append(out, d)
		}
		if err := rows.Err(); err != nil {
			return err
		}
		return loadAttempts(ctx, tx, out)
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// ListFailedDeliveries returns up to limit failed deliveries of the scope,
// the last to fail first, with their attempts.
func (s *Store) ListFailedDeliveries(ctx context.Context, scope confirm.Scope, limit int) ([]*confirm.Delivery, error) {
	var out []*confirm.Delivery
	err := s.readTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `
			SELECT `+deliveryColumns+` FROM webhook_deliveries
			WHERE account_id = ? AND sandbox = ? AND state = 'failed'
			ORDER BY finished_at DESC, id DESC LIMIT ?`,
			scope.AccountID, scope.Sandbox, limit)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			d, err := scanDelivery(rows)
			if err != nil {
				return err
			}
			out = append(out, d)
		}
		if err := rows.Err(); err != nil {
			return err
		}
		return loadAttempts(ctx, tx, out)
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// loadAttempts fills in the attempts of ds with one query.
func loadAttempts(ctx context.Context, q querier, ds []*confirm.Delivery) error {
	if len(ds) == 0 {
		return nil
	}
	byID := make(map[string]*confirm.Delivery, len(ds))
	ids := make([]string, len(ds))
	for i, d := range ds {
		byID[d.ID] = d
		ids[i] = d.ID
	}
	list, err := idList(ids)
	if err != nil {
		return err
	}
	rows, err := q.QueryContext(ctx, `
		SELECT delivery_id, at, status_code, duration_ms, error, request_headers, response_body
		FROM webhook_attempts WHERE delivery_id IN (SELECT value FROM json_each(?))
		ORDER BY delivery_id, seq`, list)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var (
			id      string
			a       confirm.Attempt
			ms      int64
			headers []byte
		)
		err := rows.Scan(&id, timeCol{&a.At}, &a.StatusCode, &ms, &a.Error, &headers, &a.ResponseBody)
		if err != nil {
			return err
		}
		a.Duration = time.Duration(ms) * time.Millisecond
		if err := json.Unmarshal(headers, &a.RequestHeaders); err != nil {
			return fmt.Errorf("sqlite: request headers of %s: %w", id, err)
		}
		byID[id].Attempts = append(byID[id].Attempts, a)
	}
	return rows.Err()
}

// RequeueDelivery makes a delivery of the scope pending again, due at now,
// if limit allows one more resend, and logs the resend. Write transactions
// run one at a time, so the resends it counts are all there are.
func (s *Store) RequeueDelivery(ctx context.Context, scope confirm.Scope, deliveryID string, now time.Time, limit confirm.ResendLimit) (*confirm.Delivery, error) {
	var d *confirm.Delivery
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var confirmationID string
		err := tx.QueryRowContext(ctx,
			`SELECT confirmation_id FROM webhook_deliveries WHERE id = ? AND account_id = ? AND sandbox = ?`,
			deliveryID, scope.AccountID, scope.Sandbox).Scan(&confirmationID)
		if errors.Is(err, sql.ErrNoRows) {
			return errDeliveryNotFound
		}
		if err != nil {
			return err
		}
		recent, err := recentResends(ctx, tx, scope.AccountID, now)
		if err != nil {
			return err
		}
		if err := limit.Allow(confirmationID, recent, now); err != nil {
			return err
		}
		d, err = scanDelivery(tx.QueryRowContext(ctx, `
			UPDATE webhook_deliveries SET state = 'pending', next_attempt_at = ?, finished_at = NULL
			WHERE id = ?
			RETURNING `+deliveryColumns,
			text(now), deliveryID))
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx,
			`INSERT INTO webhook_resends (account_id, confirmation_id, delivery_id, at) VALUES (?, ?, ?, ?)`,
			scope.AccountID, confirmationID, deliveryID, text(now)); err != nil {
			return err
		}
		return loadAttempts(ctx, tx, []*confirm.Delivery{d})
	})
	if err != nil {
		return nil, err
	}
	return d, nil
}

// recentResends returns the account's resends of the ResendWindow before
// now.
func recentResends(ctx context.Context, tx *sql.Tx, accountID string, now time.Time) ([]confirm.Resend, error) {
	rows, err := tx.QueryContext(ctx,
		`SELECT confirmation_id, at FROM webhook_resends WHERE account_id = ? AND at > ? ORDER BY at`,
		accountID, text(now.Add(-confirm.ResendWindow)))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []confirm.Resend
	for rows.Next() {
		var r confirm.Resend
		if err := rows.Scan(&r.ConfirmationID, timeCol{&r.At}); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// PruneDeliveries deletes the deliveries that finished longest ago, with
// their attempts, in one transaction: the writer's, so no resend can come
// between the choice and the deletion. A pending delivery is never deleted,
// even one whose finish time a process from before migration 00008 left
// behind when it sent it again.
func (s *Store) PruneDeliveries(ctx context.Context, before time.Time, limit int) (int, error) {
	if limit <= 0 {
		return 0, nil
	}
	var n int
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var ids string
		err := tx.QueryRowContext(ctx, `
			SELECT json_group_array(id) FROM (
				SELECT id FROM webhook_deliveries WHERE finished_at < ? AND state <> 'pending'
				ORDER BY finished_at LIMIT ?)`,
			text(before), limit).Scan(&ids)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx,
			`DELETE FROM webhook_attempts WHERE delivery_id IN (SELECT value FROM json_each(?))`, ids); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx,
			`DELETE FROM webhook_deliveries WHERE id IN (SELECT value FROM json_each(?))`, ids)
		if err != nil {
			return err
		}
		affected, err := res.RowsAffected()
		n = int(affected)
		return err
	})
	return n, err
}
