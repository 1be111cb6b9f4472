package confirm

import (
	"bytes"
	"context"
	"encoding/json"
	"reflect"
	"time"
)

// The audit log cannot be flooded by repeating an action, nor by many
// actions in a short time:
//
//   - AuditFoldWindow: an entry identical to the account's newest one
//     (same scope, actor, key, author, action, target and details) written
//     less than AuditFoldWindow after that one's first time is not written
//     again: the newest one's Repeated grows and its LastAt moves.
//   - AuditHourlyCap: once an account has AuditHourlyCap entries of one
//     scope written in the current hour (UTC), further entries of that
//     scope and hour are folded into one summary entry per actor, key and
//     action, which keeps their count, first and last time but no target,
//     author nor details. The cap is per scope so that a sandbox key
//     cannot use up the hour of the live entries.
const (
	AuditFoldWindow = time.Minute
	AuditHourlyCap  = 1000
)

// AuditWriter is what AppendAudit needs, inside one write transaction of
// a store.
type AuditWriter interface {
	// LockAudit keeps other writers of the account's audit log waiting
	// until the transaction ends.
	LockAudit(ctx context.Context, accountID string) error
	// LatestAudit returns the account's newest entry (by At, then ID), or
	// nil when it has none.
	LatestAudit(ctx context.Context, accountID string) (*AuditEntry, error)
	// CountAudit returns how many entries of the account and scope were
	// first written at or after since.
	CountAudit(ctx context.Context, accountID, scope string, since time.Time) (int, error)
	// AuditSummary returns the account's summary entry of e's scope,
	// actor, key and action first written at or after since, or nil.
	AuditSummary(ctx context.Context, e *AuditEntry, since time.Time) (*AuditEntry, error)
	// InsertAudit writes a new entry as it is.
	InsertAudit(ctx context.Context, e *AuditEntry) error
	// FoldAudit sets the entry's Repeated and LastAt (the only columns an
	// entry may change).
	FoldAudit(ctx context.Context, e *AuditEntry) error
}

// AppendAudit records e through w: as a new entry with a new id, or folded
// into the account's newest one or into the hour's summary (see
// AuditFoldWindow, AuditHourlyCap). e is then the entry as stored.
func AppendAudit(ctx context.Context, w AuditWriter, e *AuditEntry) error {
	e.At = StoredTime(e.At)
	e.LastAt = e.At
	if e.Repeated < 1 {
		e.Repeated = 1
	}
	if len(e.Details) == 0 {
		e.Details = []byte("{}")
	}
	if err := w.LockAudit(ctx, e.AccountID); err != nil {
		return err
	}
	last, err := w.LatestAudit(ctx, e.AccountID)
	if err != nil {
		return err
	}
	if last != nil && sameAction(last, e) && !e.At.Before(last.At) && e.At.Sub(last.At) < AuditFoldWindow {
		return fold(ctx, w, last, e)
	}
	hour := e.At.Truncate(time.Hour)
	n, err := w.CountAudit(ctx, e.AccountID, e.Scope, hour)
	if err != nil {
		return err
	}
	if n < AuditHourlyCap {
		e.ID = NewAuditID()
		return w.InsertAudit(ctx, e)
	}
	e.Target, e.Author, e.Details, e.Summary = "", "", []byte("{}"), true
	sum, err := w.AuditSummary(ctx, e, hour)
	if err != nil {
		return err
	}
	if sum != nil {
		return fold(ctx, w, sum, e)
	}
	e.ID = NewAuditID()
	return w.InsertAudit(ctx, e)
}

// fold counts e in the earlier entry into, and makes e that entry.
func fold(ctx context.Context, w AuditWriter, into, e *AuditEntry) error {
	into.Repeated += e.Repeated
	if e.At.After(into.LastAt) {
		into.LastAt = e.At
	}
	if err := w.FoldAudit(ctx, into); err != nil {
		return err
	}
	*e = *into
	return nil
}

// sameAction reports whether two entries record the same action by the
// same actor on the same target.
func sameAction(a, b *AuditEntry) bool {
	return a.AccountID == b.AccountID && a.Scope == b.Scope && a.Actor == b.Actor && a.KeyID == b.KeyID &&
		a.Author == b.Author && a.Action == b.Action && a.Target == b.Target && a.Summary == b.Summary &&
		sameJSON(a.Details, b.Details)
}

// sameJSON reports whether two JSON values are equal, however spaced and
// whatever the order of their keys (a store may keep neither).
func sameJSON(a, b []byte) bool {
	var va, vb any
	if json.Unmarshal(a, &va) != nil || json.Unmarshal(b, &vb) != nil {
		return bytes.Equal(a, b)
	}
	return reflect.DeepEqual(va, vb)
}

// DefaultAuditRetentionDays is how many days an audit entry is kept after
// it was first written, unless set otherwise.
const DefaultAuditRetentionDays = 400

// AuditPurgeBefore is the time before which audit entries are deleted at
// now when they are kept for days days.
func AuditPurgeBefore(now time.Time, days int) time.Time {
	return StoredTime(now).AddDate(0, 0, -days)
}
