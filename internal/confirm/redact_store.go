package confirm

import (
	"context"
	"encoding/json"
	"slices"
	"time"
)

// Redact holds the rules of an erasure's batch, which every store shares:
// what is redacted, what is counted, which opt-outs are kept hashed and
// when the audit entry is recorded. A store gives it its SQL through
// Redactor, run in a write transaction of its own making; it writes each
// change at once, or queues the changes and sends them at Flush.

// Redactor is what Redact needs of a store's write transaction.
type Redactor interface {
	// LoadForRedaction reads the rows of the confirmations with the ids,
	// keeping any other transaction from changing them until this one
	// ends. It leaves out unknown ids.
	LoadForRedaction(ctx context.Context, ids []string) ([]RedactRow, error)
	// WriteRedacted writes a confirmation's redacted document and view
	// (nil when its row has none), its updated_at and its redacted_at.
	WriteRedacted(ctx context.Context, id string, doc, view []byte, updatedAt, redactedAt time.Time) error
	// EraseEvents sets the text of the confirmations' events to Erased
	// and returns how many it changed.
	EraseEvents(ctx context.Context, ids []string) (int, error)
	// LoadPayloads reads the confirmations' webhook deliveries.
	LoadPayloads(ctx context.Context, ids []string) ([]RedactPayloadRow, error)
	// WritePayload writes a webhook delivery's redacted body.
	WritePayload(ctx context.Context, deliveryID string, payload []byte) error
	// EraseResponseBodies sets the response bodies of the attempts of the
	// confirmations' webhook deliveries to Erased, but empty ones.
	EraseResponseBodies(ctx context.Context, ids []string) error
	// LoadResponses reads the idempotency records of the confirmations.
	LoadResponses(ctx context.Context, ids []string) ([]RedactResponseRow, error)
	// WriteResponse writes an idempotency record's redacted response.
	WriteResponse(ctx context.Context, r RedactResponseRow, response []byte) error
	// Flush sends what the writes above queued, if any.
	Flush(ctx context.Context) error
	// OptOutPhones returns which of the phones have an opt-out of the
	// account's mode that scope names (only that mode's).
	OptOutPhones(ctx context.Context, scope Scope, phones []string) ([]string, error)
	// HashOptOut keeps the opt-out of the phone in the account's mode
	// that scope names as key only.
	HashOptOut(ctx context.Context, scope Scope, phone, key string) error
	// RecordAudit records an audit entry.
	RecordAudit(ctx context.Context, e *AuditEntry) error
}

// RedactRow is a confirmation's row as an erasure reads it: View is nil
// for a row stored before views were.
type RedactRow struct {
	ID, AccountID string
	Sandbox       bool
	Doc, View     []byte
	UpdatedAt     time.Time
}

// RedactPayloadRow is a webhook delivery as an erasure reads it.
type RedactPayloadRow struct {
	ID      string
	Payload []byte
}

// RedactResponseRow is an idempotency record as an erasure reads it.
type RedactResponseRow struct {
	AccountID      string
	Sandbox        bool
	Key            string
	ConfirmationID string
	Response       []byte
}

// Redact removes the personal data of the batch r names through x: the
// confirmations with r.IDs, their events, webhook deliveries and attempts
// and idempotency records, and keeps the opt-outs of their customers'
// numbers and of r.Phones as OptOutKey only. It records what r.Audit
// returns, and returns what it changed.
func Redact(ctx context.Context, x Redactor, r Redaction) (Redacted, error) {
	var done Redacted
	optOuts := map[optOutOf]bool{}
	for _, p := range r.Phones {
		optOuts[optOutOf{Scope{AccountID: r.AccountID, Sandbox: true}, p}] = true
		if !r.SandboxOnly {
			optOuts[optOutOf{Scope{AccountID: r.AccountID}, p}] = true
		}
	}
	if len(r.IDs) > 0 {
		if err := redactBatch(ctx, x, r, &done, optOuts); err != nil {
			return done, err
		}
	}
	n, err := hashOptOuts(ctx, x, optOuts)
	if err != nil {
		return done, err
	}
	done.OptOuts += n
	if r.Audit != nil {
		if e := r.Audit(done); e != nil {
			return done, x.RecordAudit(ctx, e)
		}
	}
	return done, nil
}

// optOutOf is a number's opt-out in one mode of an account.
type optOutOf struct {
	scope Scope
	phone string
}

func redactBatch(ctx context.Context, x Redactor, r Redaction, done *Redacted, optOuts map[optOutOf]bool) error {
	found, err := x.LoadForRedaction(ctx, r.IDs)
	if err != nil {
		return err
	}
	updatedAt := map[string]time.Time{}
	for _, row := range found {
		var d Document
		if err := json.Unmarshal(row.Doc, &d); err != nil {
			return err
		}
		if d.Customer.Phone != "" {
			optOuts[optOutOf{Scope{AccountID: row.AccountID, Sandbox: row.Sandbox}, d.Customer.Phone}] = true
		}
		d.Redact(r.At)
		doc, err := json.Marshal(d)
		if err != nil {
			return err
		}
		updated := RedactedUpdatedAt(row.UpdatedAt, r.At)
		updatedAt[row.ID] = updated
		var view []byte
		if row.View != nil {
			if view, err = RedactView(row.View, r.At, updated); err != nil {
				return err
			}
		}
		if err := x.WriteRedacted(ctx, row.ID, doc, view, updated, r.At); err != nil {
			return err
		}
		done.Confirmations++
	}
	if err := x.Flush(ctx); err != nil {
		return err
	}

	n, err := x.EraseEvents(ctx, r.IDs)
	if err != nil {
		return err
	}
	done.Events += n

	ds, err := x.LoadPayloads(ctx, r.IDs)
	if err != nil {
		return err
	}
	for _, d := range ds {
		p, err := RedactPayload(d.Payload, r.At)
		if err != nil {
			return err
		}
		if err := x.WritePayload(ctx, d.ID, p); err != nil {
			return err
		}
	}
	if err := x.EraseResponseBodies(ctx, r.IDs); err != nil {
		return err
	}
	if err := x.Flush(ctx); err != nil {
		return err
	}
	done.Deliveries += len(ds)

	resps, err := x.LoadResponses(ctx, r.IDs)
	if err != nil {
		return err
	}
	for _, resp := range resps {
		b, err := RedactResponse(resp.Response, r.At, updatedAt[resp.ConfirmationID])
		if err != nil {
			return err
		}
		if err := x.WriteResponse(ctx, resp, b); err != nil {
			return err
		}
	}
	if err := x.Flush(ctx); err != nil {
		return err
	}
	done.Idempotency += len(resps)
	return nil
}

// hashOptOuts keeps the opt-outs of the numbers given by account and mode
// as OptOutKey only, each in its own mode, and returns how many there
// were. It asks which numbers have one once per account and mode; few
// have.
func hashOptOuts(ctx context.Context, x Redactor, numbers map[optOutOf]bool) (int, error) {
	byScope := map[Scope][]string{}
	for k := range numbers {
		byScope[k.scope] = append(byScope[k.scope], k.phone)
	}
	n := 0
	for scope, phones := range byScope {
		slices.Sort(phones)
		found, err := x.OptOutPhones(ctx, scope, phones)
		if err != nil {
			return 0, err
		}
		for _, phone := range found {
			if err := x.HashOptOut(ctx, scope, phone, OptOutKey(scope.AccountID, phone)); err != nil {
				return 0, err
			}
			n++
		}
	}
	return n, nil
}
