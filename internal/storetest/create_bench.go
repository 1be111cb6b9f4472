package storetest

import (
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// BenchCreate stores new confirmations, each with the usual three steps and
// two events, from b.RunParallel's goroutines (b.SetParallelism sets how
// many per core): the store's own cost of a create.
func BenchCreate(b *testing.B, s confirm.Store) {
	a := &confirm.Account{
		ID:            confirm.NewAccountID(),
		Name:          "bench",
		SigningSecret: confirm.NewSigningSecret(),
		CreatedAt:     t0,
	}
	if err := s.CreateAccount(b.Context(), a); err != nil {
		b.Fatalf("CreateAccount: %v", err)
	}
	scope := confirm.Scope{AccountID: a.ID}
	created := time.Now().UTC().Truncate(time.Millisecond)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			c := newConfirmation(scope, created)
			if err := s.CreateConfirmation(b.Context(), c, nil); err != nil {
				b.Errorf("CreateConfirmation: %v", err)
				return
			}
		}
	})
}
