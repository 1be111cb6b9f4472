package storetest

import (
	"fmt"
	"math/rand/v2"
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

// rateOp is one step of a generated rate-limit sequence: an attempt from
// key at at, judged against limit, or a prune at at.
type rateOp struct {
	prune bool
	key   string
	at    time.Time
	limit int
}

// rateOps generates n steps over a few keys. Times are whole quarters of
// the window plus 0-3 ms, so an attempt often falls exactly one window
// after an earlier one, or a millisecond either side. The quarter never goes
// back, but within one the milliseconds may, as when one process's clock is
// a little behind another's; and many times are equal. A prune is at the
// start of the current quarter, so it is never later than a step after it.
func rateOps(r *rand.Rand, n int) []rateOp {
	keys := []string{"198.51.100.1", "198.51.100.2", "2001:db8::1"}
	quarter := 0
	ops := make([]rateOp, 0, n)
	for range n {
		switch x := r.IntN(100); {
		case x < 2:
			quarter += 5 + r.IntN(4) // everything expires
		case x < 15:
			quarter += 1 + r.IntN(2)
		}
		start := t0.Add(time.Duration(quarter) * confirm.RateWindow / 4)
		if r.IntN(100) < 6 {
			ops = append(ops, rateOp{prune: true, at: start})
			continue
		}
		ops = append(ops, rateOp{
			key:   keys[r.IntN(len(keys))],
			at:    start.Add(time.Duration(r.IntN(4)) * time.Millisecond),
			limit: r.IntN(9), // 0 refuses everything
		})
	}
	return ops
}

// rateModel is the sliding log done the plain way: a list of entries, read
// in full for every attempt. An attempt drops its key's expired entries
// before counting, as the stores do, so an entry dropped by a later
// attempt does not count for an earlier one behind it.
type rateModel struct {
	log []rateOp
}

func (m *rateModel) attempt(key string, now time.Time, limit int) bool {
	cutoff := now.Add(-confirm.RateWindow)
	n := 0
	kept := m.log[:0]
	for _, e := range m.log {
		if e.key == key {
			if !e.at.After(cutoff) {
				continue
			}
			n++
		}
		kept = append(kept, e)
	}
	m.log = append(kept, rateOp{key: key, at: now})
	return n < limit
}

func (m *rateModel) prune(now time.Time) {
	cutoff := now.Add(-confirm.RateWindow)
	kept := m.log[:0]
	for _, e := range m.log {
		if e.at.After(cutoff) {
			kept = append(kept, e)
		}
	}
	m.log = kept
}

// testRecordAttemptModel checks the store against rateModel over generated
// sequences, once without prunes and once with them, and that the prunes
// change no verdict.
func testRecordAttemptModel(t *testing.T, s confirm.Store) {
	for seed := range uint64(3) {
		ops := rateOps(rand.New(rand.NewPCG(seed, 0x5eed)), 400)
		var verdicts []bool
		for _, withPrunes := range []bool{false, true} {
			// Each run has keys of its own; the prunes of the second
			// also drop the first run's entries, which must not matter.
			prefix := fmt.Sprintf("%d/%v/", seed, withPrunes)
			var m rateModel
			var allowed, refused int
			i := 0
			for step, op := range ops {
				if op.prune {
					if !withPrunes {
						continue
					}
					m.prune(op.at)
					if err := s.PruneBefore(t.Context(), op.at); err != nil {
						t.Fatalf("seed %d, step %d: PruneBefore(%s): %v", seed, step, confirm.FormatTime(op.at), err)
					}
					continue
				}
				key := prefix + op.key
				want := m.attempt(key, op.at, op.limit)
				got, err := s.RecordAttempt(t.Context(), key, op.at, op.limit)
				if err != nil {
					t.Fatalf("seed %d, step %d: RecordAttempt: %v", seed, step, err)
				}
				if got != want {
					t.Fatalf("seed %d, step %d (prunes: %v): RecordAttempt(%s, %s, limit %d) = %v, want %v",
						seed, step, withPrunes, key, confirm.FormatTime(op.at), op.limit, got, want)
				}
				if withPrunes {
					if got != verdicts[i] {
						t.Fatalf("seed %d, step %d: a prune changed the verdict to %v", seed, step, got)
					}
				} else {
					verdicts = append(verdicts, got)
				}
				i++
				if got {
					allowed++
				} else {
					refused++
				}
			}
			// A sequence that allows everything or nothing tests little.
			if allowed < len(verdicts)/5 || refused < len(verdicts)/5 {
				t.Fatalf("seed %d: %d allowed and %d refused; the sequence does not test both", seed, allowed, refused)
			}

			// Once the window has passed, every key starts afresh: a
			// count left over from the sequence would refuse this.
			later := ops[len(ops)-1].at.Add(confirm.RateWindow + 4*time.Millisecond)
			if withPrunes {
				if err := s.PruneBefore(t.Context(), later); err != nil {
					t.Fatalf("PruneBefore: %v", err)
				}
			}
			for _, key := range []string{"198.51.100.1", "198.51.100.2", "2001:db8::1"} {
				attempt(t, s, prefix+key, later, 1, true)
				attempt(t, s, prefix+key, later, 1, false)
			}
		}
	}
}
