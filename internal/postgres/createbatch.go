package postgres

import (
	"context"
	"sync"

	"github.com/confirmd/confirmd/internal/confirm"
)

// maxCreateBatch is how many creates one transaction holds at most.
const maxCreateBatch = 64

// createBatches commits concurrent creates together. A create's cost on
// PostgreSQL is mostly its commit, which waits for the WAL to reach the
// disk, and a pool of few connections lets few commits share a flush. A
// create that finds every sender busy queues; the next sender to be free
// takes every create waiting (up to maxCreateBatch) and stores them all
// in one batch of the statements the engine saves with, one statement a
// table over arrays, run as one implicit transaction: one round trip and
// one flush for all of them. If that fails (an id taken, an account gone),
// nothing of it was stored, and each create of the batch is sent again
// alone, so that it fails or succeeds as it would have on its own. A
// create is answered only once the transaction that holds it committed.
type createBatches struct {
	mu      sync.Mutex
	pending []*createRequest
	senders int // goroutines sending batches, at most maxSenders
}

// createRequest is one create waiting for its batch.
type createRequest struct {
	c         *confirm.Confirmation
	doc, view []byte
	err       error
	done      chan struct{}
}

// maxSenders is how many batches of creates are sent at once: half the
// connections of the pool of creates, so that the rate-limit attempts,
// which share it, always find one.
func (s *Store) maxSenders() int {
	return max(1, int(s.creates.Config().MaxConns)/2)
}

// createBatched stores c, encoded as doc and view, in a batch with the
// creates made at the same time.
func (s *Store) createBatched(ctx context.Context, c *confirm.Confirmation, doc, view []byte) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	r := &createRequest{c: c, doc: doc, view: view, done: make(chan struct{})}
	b := &s.createBatches
	b.mu.Lock()
	b.pending = append(b.pending, r)
	send := b.senders < s.maxSenders()
	if send {
		b.senders++
	}
	b.mu.Unlock()
	if send {
		s.sendCreates(false)
	}
	<-r.done
	return r.err
}

// sendCreates sends the pending creates: one batch, then, if more wait,
// it leaves the rest to a goroutine, so that its caller is answered
// without waiting for others' batches; with loop set, batch after batch
// until none is left.
func (s *Store) sendCreates(loop bool) {
	b := &s.createBatches
	for {
		b.mu.Lock()
		k := min(len(b.pending), maxCreateBatch)
		if k == 0 {
			b.senders--
			b.mu.Unlock()
			return
		}
		batch := make([]*createRequest, k)
		copy(batch, b.pending)
		b.pending = append(b.pending[:0], b.pending[k:]...)
		b.mu.Unlock()
		s.sendCreateBatch(batch)
		if !loop {
			b.mu.Lock()
			more := len(b.pending) > 0
			if !more {
				b.senders--
			}
			b.mu.Unlock()
			if more {
				go s.sendCreates(true)
			}
			return
		}
	}
}

// sendCreateBatch stores batch in one transaction, or each create alone
// if that fails, and answers each.
func (s *Store) sendCreateBatch(batch []*createRequest) {
	// The transaction belongs to no caller: one leaving must not roll back
	// the others' creates.
	ctx := context.Background()
	defer func() {
		for _, r := range batch {
			close(r.done)
		}
	}()
	if len(batch) > 1 {
		var w changes
		var err error
		for _, r := range batch {
			if err = confirm.Create(ctx, &w, r.c, r.doc, r.view); err != nil {
				break
			}
		}
		if err == nil && w.send(ctx, s.creates) == nil {
			return
		}
	}
	for _, r := range batch {
		var w changes
		if r.err = confirm.Create(ctx, &w, r.c, r.doc, r.view); r.err == nil {
			r.err = dbError(w.send(ctx, s.creates))
		}
	}
}
