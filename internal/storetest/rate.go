package storetest

import (
	"context"
	"database/sql"
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

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
			// Refused attempts count from the end of their second (t0 has
			// 123 ms), so the one at 41 min counts until 877 ms after an
			// hour.
			{confirm.RateWindow + 41*time.Minute + 877*time.Millisecond, true},
		}},
		{"refused attempts count from the end of their second", []try{
			{0, true}, {0, true}, {0, true},
			{100 * time.Millisecond, false}, {500 * time.Millisecond, false}, {877 * time.Millisecond, false},
			// The three allowed at t0 stop counting an hour after it, to
			// the millisecond; the three refused an hour after the end of
			// their second, 877 ms later.
			{confirm.RateWindow, false},
			{confirm.RateWindow + 876*time.Millisecond, false},
			{confirm.RateWindow + 877*time.Millisecond, true},
		}},
		{"an allowed attempt keeps its moment", []try{
			{0, true}, {0, true}, {0, true}, {time.Millisecond, false},
			// The allowed three expire at t0 + 1 h; the refused one
			// counts until 877 ms after, alone.
			{confirm.RateWindow, true}, {confirm.RateWindow, true},
			{confirm.RateWindow + 876*time.Millisecond, false},
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

// rateModel is the sliding log done the plain way: a list of entries, one
// per attempt, read in full for every attempt. An attempt drops its key's
// expired entries before counting, as the stores do, so an entry dropped
// by a later attempt does not count for an earlier one behind it. A
// refused attempt counts from confirm.RefusedAttemptAt.
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
	allowed := n < limit
	at := now
	if !allowed {
		at = confirm.RefusedAttemptAt(now)
	}
	m.log = append(kept, rateOp{key: key, at: at})
	return allowed
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
			later := confirm.RefusedAttemptAt(ops[len(ops)-1].at.Add(4 * time.Millisecond)).Add(confirm.RateWindow)
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

// RateLogFlood is a client refused in a tight loop: 6,000 attempts from one
// address over five minutes, 30 of them allowed. rows gives the number of
// rows the store's rate log holds. The refused attempts of each second
// must share one row, so that the log holds at most one row a second
// besides the allowed attempts, not one an attempt; and they must still
// count, each until an hour after the end of its second.
func RateLogFlood(t *testing.T, s confirm.Store, rows func(t *testing.T) int) {
	t.Helper()
	const key, limit, attempts = "203.0.113.66", 30, 6000
	const span = 5 * time.Minute
	step := span / attempts
	for i := range attempts {
		attempt(t, s, key, t0.Add(time.Duration(i)*step), limit, i < limit)
	}
	// Five minutes hold 301 whole seconds at most.
	if got, most := rows(t), limit+int(span/time.Second)+1; got > most {
		t.Errorf("%d attempts, %d of them refused, left %d rows in the rate log, want at most %d", attempts, attempts-limit, got, most)
	}
	last := t0.Add(time.Duration(attempts-1) * step)
	// An hour after the last refusal, its second's entry still counts...
	attempt(t, s, key, last.Add(confirm.RateWindow), 1, false)
	// ... until an hour after the end of its second: then every attempt of
	// the flood has expired, and only the two just made count.
	end := confirm.RefusedAttemptAt(last).Add(confirm.RateWindow)
	attempt(t, s, key, end, 3, true)
	if err := s.PruneBefore(t.Context(), end); err != nil {
		t.Fatalf("PruneBefore: %v", err)
	}
	if got := rows(t); got > 2 {
		t.Errorf("after the flood has expired and been pruned, the rate log holds %d rows, want 2", got)
	}
}

// RateEntriesMigration checks the migration that merges the rate log's
// entries of one key and moment, on a database db at the migration before
// it. The log is written one row per attempt, with attempts of one key at
// one moment, as a client refused in a tight loop left it: the migration
// must merge them into one entry holding their number, keep every key's
// count, and on the way down give each attempt its row again.
//
// arg gives a query's nth placeholder, counting from 1 ("$1" or "?"), and
// at a time as the store keeps it. up applies that migration alone, down
// takes it back, and again takes the database up to the newest migration;
// open opens the store on the database.
func RateEntriesMigration(t *testing.T, db *sql.DB, arg func(n int) string, at func(time.Time) any,
	up, down, again func(ctx context.Context) error, open func(t *testing.T) confirm.Store) {
	ctx := t.Context()
	now := time.Date(2026, 11, 20, 9, 30, 0, 123_000_000, time.UTC)
	logged := map[string][]time.Duration{ // attempts' ages
		"198.51.100.1": {50 * time.Minute, 10 * time.Minute, 10 * time.Minute, 10 * time.Minute},
		"198.51.100.2": {30 * time.Minute, 30 * time.Minute},
	}
	for key, ages := range logged {
		for _, ago := range ages {
			if _, err := db.ExecContext(ctx, `INSERT INTO rate_log (key, at) VALUES (`+arg(1)+`, `+arg(2)+`)`, key, at(now.Add(-ago))); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := db.ExecContext(ctx, `INSERT INTO rate_counts (key, n) VALUES (`+arg(1)+`, `+arg(2)+`)`, key, len(ages)); err != nil {
			t.Fatal(err)
		}
	}
	// read gives a query's counts by key.
	read := func(q string) map[string]int {
		t.Helper()
		rows, err := db.QueryContext(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		m := map[string]int{}
		for rows.Next() {
			var key string
			var n int
			if err := rows.Scan(&key, &n); err != nil {
				t.Fatal(err)
			}
			m[key] = n
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		return m
	}
	want := map[string]int{"198.51.100.1": 4, "198.51.100.2": 2}
	check := func(when string, wantRows map[string]int, attempts string) {
		t.Helper()
		if diff := cmp.Diff(wantRows, read(`SELECT key, count(*) FROM rate_log GROUP BY key`)); diff != "" {
			t.Errorf("%s: rows by key mismatch (-want +got):\n%s", when, diff)
		}
		if diff := cmp.Diff(want, read(attempts)); diff != "" {
			t.Errorf("%s: attempts by key mismatch (-want +got):\n%s", when, diff)
		}
		if diff := cmp.Diff(want, read(`SELECT key, n FROM rate_counts`)); diff != "" {
			t.Errorf("%s: counts mismatch (-want +got):\n%s", when, diff)
		}
	}
	if err := up(ctx); err != nil {
		t.Fatalf("migrate up: %v", err)
	}
	merged := map[string]int{"198.51.100.1": 2, "198.51.100.2": 1}
	check("merged", merged, `SELECT key, sum(n) FROM rate_log GROUP BY key`)

	s := open(t)
	// Four attempts count for the first key, the three of one moment among them.
	for _, a := range []struct {
		limit int
		want  bool
	}{{4, false}, {6, true}} {
		if got, err := s.RecordAttempt(ctx, "198.51.100.1", now, a.limit); err != nil || got != a.want {
			t.Errorf("RecordAttempt(limit %d) = %v, %v; want %v", a.limit, got, err, a.want)
		}
	}
	want["198.51.100.1"] = 6
	merged["198.51.100.1"] = 4 // the refused attempt's entry and the allowed one's
	check("after two attempts", merged, `SELECT key, sum(n) FROM rate_log GROUP BY key`)

	if err := down(ctx); err != nil {
		t.Fatalf("migrate down: %v", err)
	}
	check("down again", want, `SELECT key, count(*) FROM rate_log GROUP BY key`)
	if err := again(ctx); err != nil {
		t.Fatalf("migrate up again: %v", err)
	}
	check("up again", merged, `SELECT key, sum(n) FROM rate_log GROUP BY key`)
}
