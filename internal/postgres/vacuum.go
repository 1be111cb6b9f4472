package postgres

import (
	"context"
	"log/slog"
	"sync"
)

// vacuumErased is the VACUUM of every table an erasure or a retention
// batch rewrites. An UPDATE in PostgreSQL leaves the row as it was (a dead
// tuple, its TOAST chunks and its index entries) in the table's files
// until a vacuum removes it; autovacuum would, but only once enough of the
// table has changed, which a few erased rows never make it. SKIP_LOCKED
// passes over a table another session holds a conflicting lock on (a
// running autovacuum of it, which does the same work) instead of waiting.
const vacuumErased = `VACUUM (SKIP_LOCKED) confirmations, events, webhook_deliveries, webhook_attempts, idempotency, opt_outs`

// vacuumer runs vacuumErased in the background after erasure batches,
// one run at a time: a batch that commits while one runs asks for one
// more, so that every batch is followed by a whole run, and a burst of
// batches (a retention run of thousands) by a few runs, not thousands.
// VACUUM cannot run in a transaction, and over a large table it takes
// longer than an erasure should keep its caller waiting.
type vacuumer struct {
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	mu      sync.Mutex
	wanted  bool // a batch committed since the last run began
	running bool
	closed  bool
}

func newVacuumer() *vacuumer {
	ctx, cancel := context.WithCancel(context.Background())
	return &vacuumer{ctx: ctx, cancel: cancel}
}

// vacuumSoon asks for a run of vacuumErased after the batch that just
// committed.
func (s *Store) vacuumSoon() {
	v := s.vacuum
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.closed {
		return
	}
	v.wanted = true
	if v.running {
		return
	}
	v.running = true
	v.wg.Go(s.vacuumRuns)
}

// vacuumRuns runs vacuumErased until no batch has asked for another run.
func (s *Store) vacuumRuns() {
	v := s.vacuum
	for {
		v.mu.Lock()
		if !v.wanted || v.closed {
			v.running = false
			v.mu.Unlock()
			return
		}
		v.wanted = false
		v.mu.Unlock()
		if _, err := s.pool.Exec(v.ctx, vacuumErased); err != nil && v.ctx.Err() == nil {
			log := s.log.Load()
			if log == nil {
				log = slog.New(slog.DiscardHandler)
			}
			log.Error("vacuum after an erasure failed; autovacuum will remove the erased rows later", "err", err)
		}
	}
}

// waitVacuum waits until the runs asked for so far have ended.
func (s *Store) waitVacuum() { s.vacuum.wg.Wait() }

// stopVacuum interrupts a run under way and starts no more; autovacuum
// removes what it left. Close calls it before it closes the pool.
func (s *Store) stopVacuum() {
	v := s.vacuum
	v.mu.Lock()
	v.closed = true
	v.mu.Unlock()
	v.cancel()
	v.wg.Wait()
}
