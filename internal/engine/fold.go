package engine

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Folder folds the changes writes recorded to the outcome counts into
// them every Interval (confirm.OutcomeStatsStore.FoldOutcomeCounts), so
// that the statistics, exact either way, read few changes not yet folded.
// A create then appends its change without waiting for others to add to
// the same count.
type Folder struct {
	Store    confirm.OutcomeStatsStore
	Logger   *slog.Logger
	Interval time.Duration // default 1 second

	stop context.CancelFunc
	done chan struct{}
	once sync.Once
}

// Start runs the folder until ctx ends or Stop is called.
func (f *Folder) Start(ctx context.Context) {
	ctx, f.stop = context.WithCancel(ctx)
	f.done = make(chan struct{})
	interval := f.Interval
	if interval <= 0 {
		interval = time.Second
	}
	go func() {
		defer close(f.done)
		t := time.NewTimer(0)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				if _, err := f.Store.FoldOutcomeCounts(ctx); err != nil && ctx.Err() == nil {
					f.Logger.Warn("folding the outcome counts failed; will retry", "err", err)
				}
				t.Reset(interval)
			}
		}
	}()
}

// Stop ends the folder and waits for it; calling it again does nothing.
func (f *Folder) Stop() {
	f.once.Do(func() {
		if f.stop != nil {
			f.stop()
			<-f.done
		}
	})
}
