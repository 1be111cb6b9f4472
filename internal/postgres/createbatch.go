package postgres

import (
	"context"

	"github.com/confirmd/confirmd/internal/confirm"
)

// maxCreateBatch is how many creates one transaction holds at most.
const maxCreateBatch = 64

// The creates made at the same time are committed together (a batcher).
// A create's cost on PostgreSQL is mostly its commit, which waits for the
// WAL to reach the disk, and a pool of few connections lets few commits
// share a flush. A create that finds a sender free sends at once, in its
// own goroutine; one that finds every sender busy waits, and the next
// sender to be free takes every create waiting (up to maxCreateBatch) and
// stores them all in one batch of the statements the engine saves with,
// one statement a table over arrays, run as one implicit transaction: one
// round trip and one flush for all of them. If that fails (an id taken, an
// account gone), nothing of it was stored, and each create of the batch is
// sent again alone, so that it fails or succeeds as it would have on its
// own. A create is answered only once the transaction that holds it
// committed, whether or not its caller is still waiting: its context ends
// nothing once it is queued.

// createRequest is one create waiting for its batch.
type createRequest struct {
	c         *confirm.Confirmation
	doc, view []byte
	err       error
	done      chan struct{}
}

// newCreateBatcher returns the batcher of creates: half the connections
// of the pool of creates send batches, so that the rate-limit attempts,
// which share it, always find one.
func (s *Store) newCreateBatcher() *batcher[*createRequest] {
	return newBatcher(int(s.creates.Config().MaxConns)/2, maxCreateBatch, s.sendCreateBatch)
}

// createBatched stores c, encoded as doc and view, in a batch with the
// creates made at the same time.
func (s *Store) createBatched(ctx context.Context, c *confirm.Confirmation, doc, view []byte) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	r := &createRequest{c: c, doc: doc, view: view, done: make(chan struct{})}
	if s.createBatches.add(r) {
		s.createBatches.runOne()
	}
	<-r.done
	return r.err
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
