package postgres

import "sync"

// batcher runs the requests made at the same time together. A request
// that finds fewer than max batches under way starts one; the others wait,
// and the next batch to start takes every request waiting, up to size. A
// round trip costs the database server far more than the rows it reads or
// writes, so under load this is what most of a request costs on both
// sides; with no load a request is a batch of its own, sent at once.
//
// What a request waits on, and what a batch does when it fails, belong to
// its user: run answers every request of its batch.
type batcher[R any] struct {
	max, size int
	run       func(batch []R)

	mu      sync.Mutex
	pending []R
	running int

	// spawned counts the goroutines runOne leaves the rest to, so that a
	// caller can wait until the batcher is idle.
	spawned sync.WaitGroup
}

func newBatcher[R any](limit, size int, run func(batch []R)) *batcher[R] {
	return &batcher[R]{max: max(1, limit), size: size, run: run}
}

// add queues r and reports whether the caller is to start a batch, with
// runOne or drain: fewer than max were under way.
func (b *batcher[R]) add(r R) (start bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.pending = append(b.pending, r)
	if b.running < b.max {
		b.running++
		return true
	}
	return false
}

// next takes the next batch; when none is waiting it ends the caller's
// turn and returns nil.
func (b *batcher[R]) next() []R {
	b.mu.Lock()
	defer b.mu.Unlock()
	n := min(len(b.pending), b.size)
	if n == 0 {
		b.running--
		return nil
	}
	// The batch keeps its part of the array, which later requests, appended
	// after it, never write to.
	batch := b.pending[:n:n]
	b.pending = b.pending[n:]
	if len(b.pending) == 0 {
		b.pending = nil
	}
	return batch
}

// drain runs batches until none is waiting.
func (b *batcher[R]) drain() {
	for batch := b.next(); batch != nil; batch = b.next() {
		b.run(batch)
	}
}

// runOne runs one batch in the caller's goroutine, then leaves the
// requests that arrived meanwhile to a goroutine of their own, so that the
// caller goes on without waiting for others' batches.
func (b *batcher[R]) runOne() {
	batch := b.next()
	if batch == nil {
		return
	}
	b.run(batch)
	b.mu.Lock()
	more := len(b.pending) > 0
	if !more {
		b.running--
	}
	b.mu.Unlock()
	if more {
		b.spawned.Go(b.drain)
	}
}
