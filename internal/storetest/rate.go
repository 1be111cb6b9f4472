package storetest

import (
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// attempt records one attempt and fails the test unless its verdict is want.
func attempt(t *testing.T, s confirm.Store, key string, at time.Time, limit int, want bool) {
	t.Helper()
	got, err := s.RecordAttempt(t.Context(), key, at, limit)
	if err != nil {
		t.Fatalf("RecordAttempt(%s, %s): %v", key, confirm.FormatTime(at), err)
	}
	if got != want {
		t.Fatalf("RecordAttempt(%s, %s, limit %d) = %v, want %v", key, confirm.FormatTime(at), limit, got, want)
	}
}

func testRecordAttempt(t *testing.T, s confirm.Store) {
	type try struct {
		at      time.Duration // after t0
		allowed bool
	}
	tests := []struct {
		name  string
		tries []try
	}{
		{"limit", []try{{0, true}, {time.Minute, true}, {2 * time.Minute, true}, {3 * time.Minute, false}}},
		{"same instant", []try{{0, true}, {0, true}, {0, true}, {0, false}}},
		{"counts exactly one window", []try{
			{0, true}, {10 * time.Minute, true}, {20 * time.Minute, true},
			{confirm.RateWindow, true}, // the attempt at t0 stops counting now
			{confirm.RateWindow + time.Millisecond, false},
		}},
		{"still counts just before", []try{
			{0, true}, {10 * time.Minute, true}, {20 * time.Minute, true},
			{confirm.RateWindow - time.Millisecond, false},
		}},
		{"refused attempts count", []try{
			{0, true}, {time.Minute, true}, {2 * time.Minute, true},
			{40 * time.Minute, false}, {41 * time.Minute, false}, {42 * time.Minute, false},
			// The allowed three have expired; the refused three still count.
			{confirm.RateWindow + 5*time.Minute, false},
			{confirm.RateWindow + 41*time.Minute, true},
		}},
		{"slides", []try{
			{0, true}, {30 * time.Minute, true}, {50 * time.Minute, true},
			{70 * time.Minute, true}, {75 * time.Minute, false},
			// Refused at 75 min, yet counting: 70 and 75 remain at 110 min.
			{110 * time.Minute, true}, {111 * time.Minute, false},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			key := "203.0.113.1/" + tt.name
			for _, tr := range tt.tries {
				attempt(t, s, key, t0.Add(tr.at), 3, tr.allowed)
			}
		})
	}

	t.Run("keys are independent", func(t *testing.T) {
		for range 3 {
			attempt(t, s, "198.51.100.1", t0, 3, true)
		}
		attempt(t, s, "198.51.100.1", t0, 3, false)
		attempt(t, s, "198.51.100.2", t0, 3, true)
		attempt(t, s, "2001:db8::1", t0, 3, true)
	})

	t.Run("limit per call", func(t *testing.T) {
		for range 3 {
			attempt(t, s, "192.0.2.9", t0, 3, true)
		}
		attempt(t, s, "192.0.2.9", t0, 3, false)
		// An account with a higher limit is judged against its own limit.
		attempt(t, s, "192.0.2.9", t0, 6, true)
	})
}

func testRecordAttemptConcurrent(t *testing.T, s confirm.Store) {
	const n, limit = 50, 30
	var allowed atomic.Int32
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for range n {
		wg.Go(func() {
			ok, err := s.RecordAttempt(t.Context(), "203.0.113.7", t0, limit)
			if ok {
				allowed.Add(1)
			}
			errs <- err
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatalf("RecordAttempt: %v", err)
		}
	}
	if got := allowed.Load(); got != limit {
		t.Fatalf("%d of %d simultaneous attempts allowed, want exactly %d", got, n, limit)
	}
}

func testPruneBefore(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	now := t0.Add(25 * time.Hour)

	for range 3 {
		attempt(t, s, "old", now.Add(-confirm.RateWindow), 3, true)
		attempt(t, s, "fresh", now.Add(-confirm.RateWindow+time.Millisecond), 3, true)
	}
	_, oldIdem, err := createWithKey(t, s, scope, "old", now.Add(-confirm.IdempotencyTTL))
	if err != nil {
		t.Fatalf("CreateConfirmation: %v", err)
	}
	_, freshIdem, err := createWithKey(t, s, scope, "fresh", now.Add(-confirm.IdempotencyTTL+time.Millisecond))
	if err != nil {
		t.Fatalf("CreateConfirmation: %v", err)
	}

	if err := s.PruneBefore(t.Context(), now); err != nil {
		t.Fatalf("PruneBefore: %v", err)
	}

	// Looking back from a time at which the pruned entries would still
	// count shows whether they are gone.
	attempt(t, s, "old", now.Add(-confirm.RateWindow), 3, true)
	attempt(t, s, "fresh", now, 3, false)
	_, err = s.Idempotency(t.Context(), scope, oldIdem.Key, oldIdem.CreatedAt)
	wantCode(t, err, confirm.ENOTFOUND)
	wantIdem(t, s, freshIdem, now)

	// Pruning is safe to repeat.
	if err := s.PruneBefore(t.Context(), now); err != nil {
		t.Fatalf("PruneBefore again: %v", err)
	}
	wantIdem(t, s, freshIdem, now)
}
