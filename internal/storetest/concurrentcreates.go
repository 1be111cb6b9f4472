package storetest

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// ConcurrentCreatesRefusedAlone checks that creates made at the same time
// succeed or fail each on its own: of many concurrent creates, those
// reusing an idempotency key taken already or an id stored already get
// ECONFLICT and store nothing, and every other is stored whole.
func ConcurrentCreatesRefusedAlone(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID}
	now := time.Now().UTC().Truncate(time.Millisecond)
	taken := create(t, s, scope, now, nil)
	const n = 64
	var wg sync.WaitGroup
	errs := make([]error, n)
	cs := make([]*confirm.Confirmation, n)
	for i := range n {
		c := newConfirmation(scope, now.Add(time.Duration(i)*time.Millisecond))
		var idem *confirm.Idempotency
		switch i % 4 {
		case 1: // every one of these shares one key: one is stored
			idem = &confirm.Idempotency{Scope: scope, Key: "shared", RequestHash: "h", ConfirmationID: c.ID, Response: []byte(`{}`), CreatedAt: now}
		case 2: // a key of its own
			idem = &confirm.Idempotency{Scope: scope, Key: fmt.Sprintf("own-%d", i), RequestHash: "h", ConfirmationID: c.ID, Response: []byte(`{}`), CreatedAt: now}
		case 3: // the id of a stored confirmation
			c.ID = taken.ID
		}
		cs[i] = c
		wg.Go(func() { errs[i] = s.CreateConfirmation(ctx, c, idem) })
	}
	wg.Wait()
	shared := 0
	for i, err := range errs {
		switch i % 4 {
		case 0, 2:
			if err != nil {
				t.Fatalf("create %d: %v", i, err)
			}
			get(t, s, scope, cs[i].ID)
		case 1:
			if err == nil {
				shared++
				get(t, s, scope, cs[i].ID)
				continue
			}
			if confirm.ErrorCode(err) != confirm.ECONFLICT {
				t.Fatalf("create %d with a key taken: %v, want ECONFLICT", i, err)
			}
			if _, err := s.GetConfirmation(ctx, scope, cs[i].ID); confirm.ErrorCode(err) != confirm.ENOTFOUND {
				t.Fatalf("create %d refused for its key was stored: %v", i, err)
			}
		case 3:
			if confirm.ErrorCode(err) != confirm.ECONFLICT {
				t.Fatalf("create %d with an id taken: %v, want ECONFLICT", i, err)
			}
		}
	}
	if shared != 1 {
		t.Fatalf("%d creates sharing one idempotency key were stored, want 1", shared)
	}
	got := get(t, s, scope, taken.ID)
	if !got.CreatedAt.Equal(taken.CreatedAt) {
		t.Fatalf("the confirmation whose id was reused changed: created %v, want %v", got.CreatedAt, taken.CreatedAt)
	}
}
