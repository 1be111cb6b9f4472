package postgres

import (
	"sync"
	"sync/atomic"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// testRequest is a request of the batcher's tests: run closes done.
type testRequest struct {
	i    int
	done chan struct{}
}

func newTestRequests(n int) []*testRequest {
	rs := make([]*testRequest, n)
	for i := range rs {
		rs[i] = &testRequest{i: i, done: make(chan struct{})}
	}
	return rs
}

// recorder is a batcher's run that keeps the batches it ran, in order.
// When gate is set, each batch signals entered (buffered, once) and waits
// on gate before it runs.
type recorder struct {
	gate, entered chan struct{}

	mu      sync.Mutex
	batches [][]int
}

func (rec *recorder) run(batch []*testRequest) {
	if rec.gate != nil {
		select {
		case rec.entered <- struct{}{}:
		default:
		}
		<-rec.gate
	}
	ids := make([]int, len(batch))
	for i, r := range batch {
		ids[i] = r.i
	}
	rec.mu.Lock()
	rec.batches = append(rec.batches, ids)
	rec.mu.Unlock()
	for _, r := range batch {
		close(r.done)
	}
}

// TestBatcherTogether checks that the requests that wait while the batches
// allowed are under way go in the next batches, in the order they came, at
// most size in one.
func TestBatcherTogether(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		size int
		want [][]int
	}{
		{"all in one", 64, [][]int{{0}, {1, 2, 3, 4, 5}}},
		{"at most size", 2, [][]int{{0}, {1, 2}, {3, 4}, {5}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			rec := &recorder{gate: make(chan struct{}), entered: make(chan struct{}, 1)}
			b := newBatcher(1, tt.size, rec.run)
			rs := newTestRequests(6)
			if !b.add(rs[0]) {
				t.Fatal("the first request started no batch")
			}
			go b.drain()
			<-rec.entered
			for _, r := range rs[1:] {
				if b.add(r) {
					t.Fatalf("request %d started a second batch with one allowed", r.i)
				}
			}
			close(rec.gate)
			for _, r := range rs {
				<-r.done
			}
			if diff := cmp.Diff(tt.want, rec.batches); diff != "" {
				t.Errorf("batches mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// TestBatcherRunOne checks that runOne answers its caller's request before
// it returns, and that requests which came during that batch are answered
// all the same.
func TestBatcherRunOne(t *testing.T) {
	t.Parallel()
	rec := &recorder{gate: make(chan struct{}), entered: make(chan struct{}, 1)}
	b := newBatcher(1, 64, rec.run)
	rs := newTestRequests(4)
	if !b.add(rs[0]) {
		t.Fatal("the first request started no batch")
	}
	ran := make(chan struct{})
	go func() {
		defer close(ran)
		b.runOne()
		select {
		case <-rs[0].done:
		default:
			t.Error("runOne returned before its request was answered")
		}
	}()
	<-rec.entered
	for _, r := range rs[1:] {
		if b.add(r) {
			t.Fatalf("request %d started a second batch with one allowed", r.i)
		}
	}
	close(rec.gate)
	<-ran
	for _, r := range rs {
		<-r.done
	}
	if diff := cmp.Diff([][]int{{0}, {1, 2, 3}}, rec.batches); diff != "" {
		t.Errorf("batches mismatch (-want +got):\n%s", diff)
	}
}

// TestBatcherConcurrent checks, with many callers at once, that every
// request is answered once, in a batch of at most size, with never more
// than max batches under way, whether callers run their batch themselves
// (runOne, as creates do) or leave it to a goroutine (drain, as reads do).
func TestBatcherConcurrent(t *testing.T) {
	t.Parallel()
	for _, inline := range []bool{true, false} {
		const n, limit, size = 2000, 3, 8
		var under, most atomic.Int32
		answered := make([]atomic.Int32, n)
		b := newBatcher(limit, size, func(batch []*testRequest) {
			raise(&most, under.Add(1))
			if len(batch) > size {
				t.Errorf("a batch of %d, more than %d", len(batch), size)
			}
			for _, r := range batch {
				answered[r.i].Add(1)
			}
			under.Add(-1)
			for _, r := range batch {
				close(r.done)
			}
		})
		var wg, drains sync.WaitGroup
		for _, r := range newTestRequests(n) {
			wg.Go(func() {
				if b.add(r) {
					if inline {
						b.runOne()
					} else {
						drains.Go(b.drain)
					}
				}
				<-r.done
			})
		}
		wg.Wait()
		// a drain goroutine answers its last batch before it finds nothing
		// more waiting and counts itself out
		drains.Wait()
		b.spawned.Wait()
		for i := range answered {
			if got := answered[i].Load(); got != 1 {
				t.Errorf("inline %v: request %d answered %d times", inline, i, got)
			}
		}
		if m := most.Load(); m > limit {
			t.Errorf("inline %v: %d batches under way at once, more than %d", inline, m, limit)
		}
		b.mu.Lock()
		if b.running != 0 || len(b.pending) != 0 {
			t.Errorf("inline %v: %d batches running and %d requests waiting at the end", inline, b.running, len(b.pending))
		}
		b.mu.Unlock()
	}
}

// raise sets v to n if n is greater.
func raise(v *atomic.Int32, n int32) {
	for {
		m := v.Load()
		if n <= m || v.CompareAndSwap(m, n) {
			return
		}
	}
}
