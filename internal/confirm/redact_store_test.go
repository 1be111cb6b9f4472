package confirm

import (
	"context"
	"encoding/json"
	"slices"
	"testing"
	"time"
)

// fakeRedactor holds one account's confirmations and opt-outs in memory.
type fakeRedactor struct {
	rows    []RedactRow
	written map[string][]byte
	optOuts map[string]bool
	hashed  []string
	audit   []*AuditEntry
	flushes int
}

func (f *fakeRedactor) LoadForRedaction(_ context.Context, ids []string) ([]RedactRow, error) {
	var out []RedactRow
	for _, r := range f.rows {
		if slices.Contains(ids, r.ID) {
			out = append(out, r)
		}
	}
	return out, nil
}

func (f *fakeRedactor) WriteRedacted(_ context.Context, id string, doc, _ []byte, _, _ time.Time) error {
	f.written[id] = doc
	return nil
}

func (f *fakeRedactor) EraseEvents(context.Context, []string) (int, error) { return 2, nil }
func (f *fakeRedactor) LoadPayloads(context.Context, []string) ([]RedactPayloadRow, error) {
	return nil, nil
}
func (f *fakeRedactor) WritePayload(context.Context, string, []byte) error  { return nil }
func (f *fakeRedactor) EraseResponseBodies(context.Context, []string) error { return nil }
func (f *fakeRedactor) LoadResponses(context.Context, []string) ([]RedactResponseRow, error) {
	return nil, nil
}
func (f *fakeRedactor) WriteResponse(context.Context, RedactResponseRow, []byte) error { return nil }
func (f *fakeRedactor) Flush(context.Context) error                                    { f.flushes++; return nil }

// mode names a scope's mode in the fake's keys.
func mode(scope Scope) string {
	if scope.Sandbox {
		return "sandbox "
	}
	return "live "
}

func (f *fakeRedactor) OptOutPhones(_ context.Context, scope Scope, phones []string) ([]string, error) {
	var out []string
	for _, p := range phones {
		if f.optOuts[mode(scope)+p] {
			out = append(out, p)
		}
	}
	return out, nil
}

func (f *fakeRedactor) HashOptOut(_ context.Context, scope Scope, phone, key string) error {
	f.hashed = append(f.hashed, mode(scope)+key)
	return nil
}

func (f *fakeRedactor) RecordAudit(_ context.Context, e *AuditEntry) error {
	f.audit = append(f.audit, e)
	return nil
}

// TestRedactRules: Redact redacts the confirmations it finds, counts what
// the store changed, keeps hashed the opt-outs of the customers' numbers
// (in their confirmation's mode) and of the numbers named (in both modes),
// and records the audit entry with the counts.
func TestRedactRules(t *testing.T) {
	at := time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC)
	doc, err := json.Marshal(Document{Customer: Customer{Name: "Jane Smith", Phone: "+447400111222"}})
	if err != nil {
		t.Fatal(err)
	}
	f := &fakeRedactor{
		rows:    []RedactRow{{ID: "cf_1", AccountID: "acct_a", Doc: doc, UpdatedAt: at.Add(-time.Hour)}},
		written: map[string][]byte{},
		optOuts: map[string]bool{"live +447400111222": true, "sandbox +447400333444": true, "sandbox +447400111222": true},
	}
	var audited Redacted
	got, err := Redact(t.Context(), f, Redaction{
		IDs: []string{"cf_1", "cf_unknown"}, At: at, AccountID: "acct_a", Phones: []string{"+447400333444", "+447400555666"},
		Audit: func(d Redacted) *AuditEntry {
			audited = d
			return &AuditEntry{AccountID: "acct_a", Actor: "test"}
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := Redacted{Confirmations: 1, Events: 2, OptOuts: 2}
	if got != want || audited != want {
		t.Errorf("Redact = %+v, audited %+v, want %+v", got, audited, want)
	}
	var d Document
	if err := json.Unmarshal(f.written["cf_1"], &d); err != nil || d.Customer.Phone != "" {
		t.Errorf("written document %s (%v) keeps the phone", f.written["cf_1"], err)
	}
	slices.Sort(f.hashed)
	// The live row's customer: the live opt-out only; a number named: in
	// both modes.
	wantHashed := []string{"live " + OptOutKey("acct_a", "+447400111222"), "sandbox " + OptOutKey("acct_a", "+447400333444")}
	slices.Sort(wantHashed)
	if !slices.Equal(f.hashed, wantHashed) || len(f.audit) != 1 || f.flushes != 3 {
		t.Errorf("hashed %v (want %v), audit %v, flushes %d", f.hashed, wantHashed, f.audit, f.flushes)
	}
}
