package postgres_test

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/postgres"
	"github.com/confirmd/confirmd/internal/storetest"
)

// createWithOutbox stores n confirmations of scope with perConfirmation
// pending deliveries each, all due at t0, and returns the deliveries.
func createWithOutbox(t *testing.T, s *postgres.Store, scope confirm.Scope, n, perConfirmation int) []*confirm.Delivery {
	t.Helper()
	var ds []*confirm.Delivery
	for i := range n {
		c := newConfirmation(scope, t0.Add(time.Duration(i)*time.Millisecond))
		c.Status = confirm.StatusConfirmed
		c.WebhookURL = "https://client.example/hooks/confirm"
		for range perConfirmation {
			if err := c.QueueWebhook(t0); err != nil {
				t.Fatal(err)
			}
		}
		ds = append(ds, c.Outbox...)
		if err := s.CreateConfirmation(t.Context(), c, nil); err != nil {
			t.Fatalf("CreateConfirmation: %v", err)
		}
	}
	return ds
}

func TestClaimDeliveriesAcrossProcesses(t *testing.T) {
	t.Parallel()
	p1, p2 := twoProcesses(t)
	a := newAccount(t, p1)
	all := createWithOutbox(t, p1, confirm.Scope{AccountID: a.ID, Sandbox: true}, 50, 10)

	var mu sync.Mutex
	senders := map[string][]string{} // delivery id -> who claimed it
	var wg sync.WaitGroup
	for i := range 6 {
		s := []*postgres.Store{p1, p2}[i%2]
		sender := fmt.Sprintf("process-%d/sender-%d", i%2+1, i/2)
		wg.Go(func() {
			for {
				ds, err := s.ClaimDeliveries(t.Context(), t0, time.Hour, 7, confirm.DeliveryCaps{})
				if err != nil {
					t.Errorf("ClaimDeliveries: %v", err)
					return
				}
				if len(ds) == 0 {
					return
				}
				mu.Lock()
				for _, d := range ds {
					senders[d.ID] = append(senders[d.ID], sender)
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if t.Failed() {
		return
	}
	for _, d := range all {
		if len(senders[d.ID]) != 1 {
			t.Errorf("%s claimed %d times, by %v; want once", d.ID, len(senders[d.ID]), senders[d.ID])
		}
	}
	if len(senders) != len(all) {
		t.Errorf("%d deliveries claimed, want %d", len(senders), len(all))
	}
	if next, ok, err := p1.NextDeliveryAt(t.Context(), t0); err != nil || !ok || !next.Equal(t0.Add(time.Hour)) {
		t.Errorf("NextDeliveryAt = %s, %v, %v; want the end of the leases, %s", confirm.FormatTime(next), ok, err,
			confirm.FormatTime(t0.Add(time.Hour)))
	}
}

func TestFinishAttemptAcrossProcesses(t *testing.T) {
	t.Parallel()
	// Attempts recorded at once for one delivery, which only a lease that
	// ran out mid-attempt allows, must all be kept, numbered one after the
	// other rather than clashing on the same number.
	p1, p2 := twoProcesses(t)
	a := newAccount(t, p1)
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	d := createWithOutbox(t, p1, scope, 1, 1)[0]

	const n = 20
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		s := []*postgres.Store{p1, p2}[i%2]
		wg.Go(func() {
			a := confirm.Attempt{At: t0.Add(time.Duration(i) * time.Second), StatusCode: 500, Duration: time.Second, Error: "HTTP 500"}
			errs <- s.FinishAttempt(t.Context(), d.ID, a, confirm.DeliveryPending, t0.Add(time.Hour))
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatalf("FinishAttempt: %v", err)
		}
	}
	ds, err := p2.ListDeliveries(t.Context(), scope, d.ConfirmationID)
	if err != nil {
		t.Fatalf("ListDeliveries: %v", err)
	}
	if len(ds) != 1 || len(ds[0].Attempts) != n {
		t.Fatalf("got %d deliveries, want 1 with %d attempts", len(ds), n)
	}
}

// BenchmarkClaimDeliveries claims a healthy account's delivery while another
// account's backlog to a hanging receiver is held back by the caps.
func BenchmarkClaimDeliveries(b *testing.B) {
	for _, backlog := range []int{0, 1000, 10_000} {
		b.Run(fmt.Sprintf("backlog=%d", backlog), func(b *testing.B) {
			storetest.BenchClaimDeliveries(b, postgres.OpenTest(b), backlog)
		})
	}
}
