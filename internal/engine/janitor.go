// Package engine runs confirmd's background work.
package engine

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
)

// Janitor prunes the rate log and expired idempotency records now and then,
// so neither grows without bound, and fills in the views of confirmations
// stored before views were (see confirm.Store.FillViews).
type Janitor struct {
	Store    confirm.Store
	Clock    clock.Clock
	Logger   *slog.Logger
	Interval time.Duration // default 10 minutes

	stop context.CancelFunc
	done chan struct{}
	once sync.Once
}

// Start runs the janitor until ctx ends or Stop is called.
func (j *Janitor) Start(ctx context.Context) {
	ctx, j.stop = context.WithCancel(ctx)
	j.done = make(chan struct{})
	interval := j.Interval
	if interval <= 0 {
		interval = 10 * time.Minute
	}
	go func() {
		defer close(j.done)
		t := time.NewTimer(0)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				if err := j.Store.PruneBefore(ctx, j.Clock.Now()); err != nil && ctx.Err() == nil {
					j.Logger.Warn("pruning the rate log failed; will retry", "err", err)
				}
				j.fillViews(ctx)
				t.Reset(interval)
			}
		}
	}()
}

// Stop ends the janitor and waits for it; calling it again does nothing.
func (j *Janitor) Stop() {
	j.once.Do(func() {
		if j.stop != nil {
			j.stop()
			<-j.done
		}
	})
}

// viewBatch is how many views the janitor fills in per transaction.
const viewBatch = 500

// fillViews fills in every missing view, a batch at a time, so that no
// transaction holds the writer for long.
func (j *Janitor) fillViews(ctx context.Context) {
	total := 0
	for ctx.Err() == nil {
		n, err := j.Store.FillViews(ctx, viewBatch)
		if err != nil {
			if ctx.Err() == nil {
				j.Logger.Warn("filling in the views of earlier confirmations failed; will retry", "err", err)
			}
			return
		}
		total += n
		if n < viewBatch {
			break
		}
	}
	if total > 0 {
		j.Logger.Info("filled in the API views of confirmations stored before views were kept", "confirmations", total)
	}
}
