package webhook

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestLatestAccept(t *testing.T) {
	t.Parallel()
	t0 := time.Date(2026, 11, 22, 9, 30, 0, 0, time.UTC)
	ms := time.Millisecond
	type delivery struct {
		id   string
		at   time.Time
		want bool
	}
	tests := []struct {
		name       string
		deliveries []delivery
	}{
		{"first is accepted", []delivery{{"cf_a", t0, true}}},
		{"duplicate is dropped", []delivery{{"cf_a", t0, true}, {"cf_a", t0, false}}},
		{"newer is accepted", []delivery{{"cf_a", t0, true}, {"cf_a", t0.Add(ms), true}}},
		{"out of order is dropped", []delivery{{"cf_a", t0.Add(ms), true}, {"cf_a", t0, false}, {"cf_a", t0.Add(ms), false}}},
		{"ids are independent", []delivery{{"cf_a", t0.Add(ms), true}, {"cf_b", t0, true}, {"cf_a", t0, false}, {"cf_b", t0, false}}},
		{"same instant in another zone is a duplicate", []delivery{{"cf_a", t0, true}, {"cf_a", t0.In(time.FixedZone("X", 3600)), false}}},
		{"newest wins over a run", []delivery{
			{"cf_a", t0.Add(2 * ms), true}, {"cf_a", t0, false}, {"cf_a", t0.Add(ms), false},
			{"cf_a", t0.Add(3 * ms), true}, {"cf_a", t0.Add(2 * ms), false},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var l Latest
			for i, d := range tt.deliveries {
				if got := l.Accept(d.id, d.at); got != d.want {
					t.Errorf("delivery %d: Accept(%s, %s) = %v, want %v", i, d.id, d.at.Format(time.RFC3339Nano), got, d.want)
				}
			}
		})
	}
}

func TestLatestBounded(t *testing.T) {
	t.Parallel()
	t0 := time.Date(2026, 11, 22, 9, 30, 0, 0, time.UTC)
	l := NewLatest(2)
	l.Accept("cf_a", t0)
	l.Accept("cf_b", t0)
	l.Accept("cf_a", t0.Add(time.Second)) // cf_a is now the most recent
	l.Accept("cf_c", t0)                  // over the bound: cf_b goes
	if l.Accept("cf_a", t0) {
		t.Error("cf_a was forgotten, want it remembered as most recently accepted")
	}
	if l.Accept("cf_c", t0) {
		t.Error("cf_c was forgotten, want it remembered")
	}
	if !l.Accept("cf_b", t0) {
		t.Error("cf_b was remembered, want it forgotten beyond the bound")
	}
	if n := l.order.Len(); n != 2 || len(l.seen) != 2 {
		t.Errorf("holds %d ids (map %d), want 2", n, len(l.seen))
	}
}

func TestLatestUndo(t *testing.T) {
	t.Parallel()
	t0 := time.Date(2026, 11, 22, 9, 30, 0, 0, time.UTC)
	t1 := t0.Add(time.Second)
	var l Latest

	prev, ok := l.accept("cf_a", t0)
	if !ok || !prev.IsZero() {
		t.Fatalf("accept first = %v, %v", prev, ok)
	}
	l.undo("cf_a", t0, prev)
	if !l.Accept("cf_a", t0) {
		t.Fatal("after undo of the only delivery, the retry was dropped")
	}

	prev, _ = l.accept("cf_a", t1)
	if !prev.Equal(t0) {
		t.Fatalf("accept replaced %v, want %v", prev, t0)
	}
	l.undo("cf_a", t1, prev)
	if l.Accept("cf_a", t0) {
		t.Error("after undo, the earlier delivery was forgotten too")
	}
	if !l.Accept("cf_a", t1) {
		t.Error("after undo, the retry was dropped")
	}

	// An undo that comes after a newer delivery must not roll it back.
	t2 := t1.Add(time.Second)
	l.Accept("cf_a", t2)
	l.undo("cf_a", t1, t0)
	if l.Accept("cf_a", t1) {
		t.Error("a stale undo rolled back a newer delivery")
	}
}

// Run with -race. Identical deliveries racing each other: exactly one wins.
func TestLatestConcurrentDuplicates(t *testing.T) {
	t.Parallel()
	t0 := time.Date(2026, 11, 22, 9, 30, 0, 0, time.UTC)
	l := NewLatest(1000)
	var wins atomic.Int32
	var wg sync.WaitGroup
	for range 64 {
		wg.Go(func() {
			if l.Accept("cf_a", t0) {
				wins.Add(1)
			}
		})
	}
	wg.Wait()
	if n := wins.Load(); n != 1 {
		t.Errorf("%d of 64 identical deliveries accepted, want 1", n)
	}
}

// Run with -race. Whatever the interleaving, the newest delivery of each id
// is accepted and stays recorded.
func TestLatestConcurrentOrdering(t *testing.T) {
	t.Parallel()
	t0 := time.Date(2026, 11, 22, 9, 30, 0, 0, time.UTC)
	const ids, versions = 8, 200
	newest := t0.Add((versions - 1) * time.Millisecond)
	var l Latest
	var newestAccepted [ids]atomic.Bool
	var wg sync.WaitGroup
	for v := range versions {
		for i := range ids {
			wg.Go(func() {
				at := t0.Add(time.Duration(v) * time.Millisecond)
				ok := l.Accept(fmt.Sprintf("cf_%d", i), at)
				if at.Equal(newest) {
					newestAccepted[i].Store(ok)
				}
			})
		}
	}
	wg.Wait()
	for i := range ids {
		id := fmt.Sprintf("cf_%d", i)
		if !newestAccepted[i].Load() {
			t.Errorf("%s: the newest delivery was dropped", id)
		}
		if l.Accept(id, newest) {
			t.Errorf("%s: the newest delivery was not recorded", id)
		}
	}
}
