package storetest

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// BenchCustomer is the phone of the customer BenchErasure erases: a
// store's bench data gives ten of the account's confirmations to them.
const BenchCustomer = "+447400111222"

// BenchCustomerDocument is the document of the confirmations a store's
// erasure and retention bench data holds, but for the customer's phone:
// delivery on 2026-01-01, confirmed by email.
func BenchCustomerDocument(b *testing.B) string {
	b.Helper()
	doc, err := json.Marshal(confirm.Document{
		Customer: confirm.Customer{Name: "Jane Smith", First: "Jane", Email: "jane@example.com"},
		Order: confirm.Order{Type: "delivery", Date: "2026-01-01", Window: confirm.Window{From: "08:00", To: "12:00"},
			Timezone: "Europe/London", Items: []confirm.Item{{Name: "Sofa"}},
			Address: &confirm.Address{Line1: "1 High St", City: "Leeds", Postcode: "LS1 1AA"}},
		Cadence: confirm.CadenceStandard,
		Outcome: &confirm.Outcome{Intent: confirm.IntentWillBeIn, Summary: "Jane will be in", Channel: confirm.ChannelEmail},
	})
	if err != nil {
		b.Fatal(err)
	}
	return string(doc)
}

// BenchErasure erases BenchCustomer's ten confirmations from scope, by
// phone, at at. restore gives the redacted confirmations their phone
// back between erasures, outside the timing.
func BenchErasure(b *testing.B, s confirm.Store, scope confirm.Scope, at time.Time, restore func()) {
	ctx := b.Context()
	for b.Loop() {
		got, err := confirm.Erase(ctx, s, confirm.Erasure{Scope: scope, Phone: BenchCustomer, Key: confirm.AuditKey{ID: "key_bench", Prefix: "bench"}, At: at})
		if err != nil || got.Confirmations != 10 {
			b.Fatalf("Erase = %+v, %v", got, err)
		}
		b.StopTimer()
		restore()
		b.StartTimer()
	}
}

// BenchRetention strips n closed confirmations past the retention period,
// as the janitor's first run after an upgrade would: fill gives a new
// store with n confirmations of one account, delivered on 2026-01-01.
func BenchRetention(b *testing.B, n int, fill func() confirm.Store) {
	ctx := b.Context()
	for b.Loop() {
		b.StopTimer()
		s := fill()
		b.StartTimer()
		done, err := confirm.Retain(ctx, s, time.Date(2026, 11, 20, 0, 0, 0, 0, time.UTC), 90)
		if err != nil || len(done) != 1 {
			b.Fatalf("Retain = %v, %v", done, err)
		}
		for _, got := range done {
			if got != n {
				b.Fatalf("Retain stripped %d, want %d", got, n)
			}
		}
	}
}
