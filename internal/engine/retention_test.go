package engine

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
)

// expiring is a store with left closed confirmations past retention.
type expiring struct {
	confirm.Store
	left     int
	befores  []string
	redacted int
	audit    []*confirm.AuditEntry
}

func (s *expiring) ExpiredConfirmations(_ context.Context, before string, limit int) ([]confirm.Claim, error) {
	s.befores = append(s.befores, before)
	var cs []confirm.Claim
	for range min(limit, s.left) {
		cs = append(cs, confirm.Claim{ID: confirm.NewConfirmationID(), Scope: confirm.Scope{AccountID: "acct_a"}})
	}
	return cs, nil
}

func (s *expiring) RedactConfirmations(_ context.Context, r confirm.Redaction) (confirm.Redacted, error) {
	s.left -= len(r.IDs)
	s.redacted += len(r.IDs)
	return confirm.Redacted{Confirmations: len(r.IDs)}, nil
}

func (s *expiring) RecordAudit(_ context.Context, e *confirm.AuditEntry) error {
	s.audit = append(s.audit, e)
	return nil
}

// TestJanitorRetention: the janitor strips the confirmations booked more
// than RetentionDays before its clock's day, in batches, records the run
// in the audit log and says how many it did; with RetentionDays 0 it
// never looks.
func TestJanitorRetention(t *testing.T) {
	now := time.Date(2026, 11, 20, 9, 30, 0, 0, time.UTC)
	st := &expiring{left: confirm.ErasureBatch + 7}
	var logs bytes.Buffer
	j := &Janitor{Store: st, Clock: clock.NewFake(now), Logger: slog.New(slog.NewTextHandler(&logs, nil)), RetentionDays: 90}
	j.retain(t.Context())
	if st.redacted != confirm.ErasureBatch+7 || len(st.befores) != 2 || st.befores[0] != "2026-08-22" {
		t.Errorf("redacted %d in reads %v; want %d booked before 2026-08-22", st.redacted, st.befores, confirm.ErasureBatch+7)
	}
	if len(st.audit) != 1 || st.audit[0].Action != confirm.AuditRetention || st.audit[0].AccountID != "acct_a" ||
		!bytes.Contains(st.audit[0].Details, []byte(`"confirmations":507`)) {
		t.Errorf("audit %+v", st.audit)
	}
	if !strings.Contains(logs.String(), "confirmations=507") {
		t.Errorf("the log lacks the count:\n%s", logs.String())
	}

	j.RetentionDays = 0
	st.befores = nil
	j.retain(t.Context())
	if len(st.befores) != 0 {
		t.Errorf("with retention 0 the janitor still looked: %v", st.befores)
	}
}

// purging is a store whose audit log holds entries at the given times.
type purging struct {
	confirm.Store
	at      []time.Time
	befores []time.Time
}

func (s *purging) PurgeAudit(_ context.Context, before time.Time, limit int) (int, error) {
	s.befores = append(s.befores, before)
	n := 0
	kept := s.at[:0]
	for _, at := range s.at {
		if at.Before(before) && n < limit {
			n++
			continue
		}
		kept = append(kept, at)
	}
	s.at = kept
	return n, nil
}

// TestJanitorAuditRetention: the janitor deletes the audit entries first
// written more than AuditRetentionDays ago, in batches, and says how many;
// with AuditRetentionDays 0 it never does.
func TestJanitorAuditRetention(t *testing.T) {
	now := time.Date(2026, 11, 20, 9, 30, 0, 0, time.UTC)
	cut := now.AddDate(0, 0, -400)
	st := &purging{}
	for i := range batch + 3 {
		st.at = append(st.at, cut.Add(-time.Duration(i+1)*time.Minute))
	}
	recent := []time.Time{cut, now}
	st.at = append(st.at, recent...)
	var logs bytes.Buffer
	j := &Janitor{Store: st, Clock: clock.NewFake(now), Logger: slog.New(slog.NewTextHandler(&logs, nil)), AuditRetentionDays: 400}
	j.purgeAudit(t.Context())
	if len(st.befores) != 2 || !st.befores[0].Equal(cut) {
		t.Errorf("purged in calls before %v; want two before %v", st.befores, cut)
	}
	if len(st.at) != 2 || !st.at[0].Equal(recent[0]) || !st.at[1].Equal(recent[1]) {
		t.Errorf("left %v, want %v", st.at, recent)
	}
	if !strings.Contains(logs.String(), "entries=503") {
		t.Errorf("the log lacks the count:\n%s", logs.String())
	}

	j.AuditRetentionDays = 0
	st.befores = nil
	j.purgeAudit(t.Context())
	if len(st.befores) != 0 {
		t.Errorf("with audit retention 0 the janitor still purged: %v", st.befores)
	}
}
