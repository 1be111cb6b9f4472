package engine

import (
	"context"
	"log/slog"
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

	loop
}

// Start runs the folder until ctx ends or Stop is called.
func (f *Folder) Start(ctx context.Context) {
	interval := f.Interval
	if interval <= 0 {
		interval = time.Second
	}
	f.run(ctx, interval, func(ctx context.Context) {
		if _, err := f.Store.FoldOutcomeCounts(ctx); err != nil && ctx.Err() == nil {
			f.Logger.Warn("folding the outcome counts failed; will retry", "err", err)
		}
	})
}
