package sqlite

import (
	"context"
	"database/sql"
	"sync"

	"github.com/confirmd/confirmd/internal/confirm"
)

// maxCreateBatch is how many creates one transaction writes at most.
const maxCreateBatch = 64

// createBatches commits concurrent creates together. SQLite has one
// writer, so creates that arrive while a transaction commits wait for it
// anyway; the next transaction then writes all of them, each within a
// savepoint of its own so that one refused (a duplicate, an idempotency
// key used already) writes nothing and leaves the others be, and commits
// once. The pages every create writes (the ends of the indexes by time,
// the rows of the events feed and of the outcome deltas) are then written
// to the WAL once per batch rather than once per create. No create is
// answered before the commit that stores it.
type createBatches struct {
	mu      sync.Mutex
	pending []*createRequest
	running bool // a caller or a goroutine is writing batches
}

// createRequest is one CreateConfirmation waiting for its batch.
type createRequest struct {
	ctx       context.Context
	c         *confirm.Confirmation
	idem      *confirm.Idempotency
	doc, view []byte
	err       error
	done      chan struct{}
}

// createInBatch stores c (and idem) in the next batch and returns its
// outcome. The caller that finds no batch being written writes the first
// itself; if more creates arrived meanwhile, a goroutine writes them,
// batch after batch, until none is left.
func (s *Store) createInBatch(ctx context.Context, c *confirm.Confirmation, idem *confirm.Idempotency, doc, view []byte) error {
	r := &createRequest{ctx: ctx, c: c, idem: idem, doc: doc, view: view, done: make(chan struct{})}
	b := &s.batches
	b.mu.Lock()
	b.pending = append(b.pending, r)
	lead := !b.running
	b.running = true
	b.mu.Unlock()
	if lead {
		s.writeBatches(false)
	}
	select {
	case <-r.done:
		if r.err == nil {
			c.Outbox = nil
		}
		return r.err
	case <-ctx.Done():
		// The batch may still store it; as with a cancelled commit, the
		// caller cannot know.
		return ctx.Err()
	}
}

// writeBatches writes the pending creates, one batch, or every batch
// until none is left when loop is set.
func (s *Store) writeBatches(loop bool) {
	b := &s.batches
	for {
		b.mu.Lock()
		k := min(len(b.pending), maxCreateBatch)
		if k == 0 {
			b.running = false
			b.mu.Unlock()
			return
		}
		batch := make([]*createRequest, k)
		copy(batch, b.pending)
		b.pending = append(b.pending[:0], b.pending[k:]...)
		b.mu.Unlock()
		s.writeBatch(batch)
		if !loop {
			b.mu.Lock()
			more := len(b.pending) > 0
			b.running = more
			b.mu.Unlock()
			if more {
				go s.writeBatches(true)
			}
			return
		}
	}
}

// writeBatch writes batch in one transaction and answers each request.
func (s *Store) writeBatch(batch []*createRequest) {
	defer func() {
		for _, r := range batch {
			close(r.done)
		}
	}()
	// Requests whose callers have gone are left out; the statements run
	// without a cancellable context (see readQueries).
	ctx := context.Background()
	fail := func(err error) {
		for _, r := range batch {
			if r.err == nil {
				r.err = err
			}
		}
	}
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		fail(err)
		return
	}
	defer tx.Rollback()
	savepoints := len(batch) > 1
	stored := 0
	for _, r := range batch {
		if r.err = r.ctx.Err(); r.err != nil {
			continue
		}
		if savepoints {
			if _, err := tx.ExecContext(ctx, `SAVEPOINT create_one`); err != nil {
				fail(err)
				return
			}
		}
		r.err = createOne(ctx, s, tx, r)
		if savepoints {
			if r.err != nil {
				if _, err := tx.ExecContext(ctx, `ROLLBACK TO create_one`); err != nil {
					fail(err)
					return
				}
			}
			if _, err := tx.ExecContext(ctx, `RELEASE create_one`); err != nil {
				fail(err)
				return
			}
		}
		if r.err == nil {
			stored++
		}
	}
	if stored == 0 {
		return // rolled back
	}
	if err := tx.Commit(); err != nil {
		fail(err)
	}
}

// createOne writes one confirmation of a batch, and its idempotency
// record.
func createOne(ctx context.Context, s *Store, tx *sql.Tx, r *createRequest) error {
	if err := confirm.Create(ctx, writer{s, tx}, r.c, r.doc, r.view); err != nil {
		return err
	}
	if r.idem != nil {
		return insertIdempotency(ctx, tx, r.idem)
	}
	return nil
}
