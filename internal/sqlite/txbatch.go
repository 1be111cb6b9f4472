package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"sync"
)

// maxTxBatch is how many write transactions one commit holds at most.
const maxTxBatch = 64

// txBatches commits concurrent write transactions together. SQLite has
// one writer, so a write that arrives while a transaction commits waits
// for it anyway; the next transaction then runs every write waiting, in
// the order they came, each within a savepoint of its own, so that one
// whose function fails (a duplicate, an idempotency key used already, an
// attempt refused) is rolled back alone, as its own transaction would
// have been, and commits once. The pages every create writes (the ends of
// the indexes by time, the rows of the rate log, the events feed and the
// outcome deltas) then go to the WAL once per commit rather than once per
// write. A write is answered only once the commit that holds it is done;
// if that commit fails, every write it held fails with it.
type txBatches struct {
	mu      sync.Mutex
	pending []*txRequest
	running bool // a caller or a goroutine is running batches
}

// txRequest is one write transaction waiting for its batch.
type txRequest struct {
	fn   func(*sql.Tx) error
	err  error
	done chan struct{}
}

// inTx runs fn in a write transaction, committed if fn returns nil and
// rolled back (to fn's savepoint) if not. fn's error is returned as it
// is, so callers can match it. The transaction may hold other writes (see
// txBatches); fn sees what those before it wrote, as it would after their
// commits, and its statements use fn's own context. The caller that
// finds no batch running runs the first itself; if more writes came
// meanwhile, a goroutine runs them, batch after batch, until none is
// left.
func (s *Store) inTx(ctx context.Context, fn func(*sql.Tx) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	r := &txRequest{fn: fn, done: make(chan struct{})}
	b := &s.batches
	b.mu.Lock()
	b.pending = append(b.pending, r)
	lead := !b.running
	b.running = true
	b.mu.Unlock()
	if lead {
		s.runBatches(false)
	}
	<-r.done
	return r.err
}

// runBatches runs the pending writes, one batch, or every batch until
// none is left when loop is set.
func (s *Store) runBatches(loop bool) {
	b := &s.batches
	for {
		b.mu.Lock()
		k := min(len(b.pending), maxTxBatch)
		if k == 0 {
			b.running = false
			b.mu.Unlock()
			return
		}
		batch := make([]*txRequest, k)
		copy(batch, b.pending)
		b.pending = append(b.pending[:0], b.pending[k:]...)
		b.mu.Unlock()
		s.runBatch(batch)
		if !loop {
			b.mu.Lock()
			more := len(b.pending) > 0
			b.running = more
			b.mu.Unlock()
			if more {
				go s.runBatches(true)
			}
			return
		}
	}
}

// runBatch runs batch in one transaction and answers each write.
func (s *Store) runBatch(batch []*txRequest) {
	defer func() {
		// Before any write is answered, and after the transaction ended.
		s.forgetChanged()
		for _, r := range batch {
			close(r.done)
		}
	}()
	// The transaction itself belongs to no caller: one leaving must not
	// roll back the others' writes.
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
	if len(batch) == 1 {
		if r := batch[0]; run(r, tx) == nil {
			r.err = tx.Commit()
			s.committed(r.err)
		}
		return
	}
	done := 0
	for _, r := range batch {
		if _, err := tx.ExecContext(ctx, `SAVEPOINT write`); err != nil {
			fail(err)
			return
		}
		if run(r, tx) != nil {
			if _, err := tx.ExecContext(ctx, `ROLLBACK TO write`); err != nil {
				fail(err)
				return
			}
		} else {
			done++
		}
		if _, err := tx.ExecContext(ctx, `RELEASE write`); err != nil {
			fail(err)
			return
		}
	}
	if done == 0 {
		return // rolled back
	}
	err = tx.Commit()
	if err != nil {
		fail(err)
	}
	s.committed(err)
}

// committed tells the checkpointer of a commit that succeeded.
func (s *Store) committed(err error) {
	if err == nil && s.ckpt != nil {
		s.ckpt.committed()
	}
}

// run calls r's function, turning a panic into an error so that one
// write's bug fails it alone and never leaves the others waiting.
func run(r *txRequest, tx *sql.Tx) (err error) {
	defer func() {
		if p := recover(); p != nil {
			r.err = &panicError{p}
			err = r.err
		}
	}()
	r.err = r.fn(tx)
	return r.err
}

// panicError is a write's panic, as its error.
type panicError struct{ v any }

func (e *panicError) Error() string { return fmt.Sprintf("sqlite: write panicked: %v", e.v) }
