package confirm

import (
	"context"
	"time"
)

// StatusCount is how many confirmations of one mode have one status.
type StatusCount struct {
	Sandbox bool
	Status  Status
	Count   int64
}

// StatsStore answers the numbers an operator watches, read when metrics are
// scraped. Both must stay cheap with a million confirmations stored; the
// caller caches them briefly as well.
type StatsStore interface {
	// CountByStatus counts the confirmations of every account by mode
	// (sandbox or live) and status. A status with none is left out.
	CountByStatus(ctx context.Context) ([]StatusCount, error)
	// OldestOverdueWake returns the earliest WakeAt at or before now, that
	// of the confirmation that has waited longest for the scheduler, and
	// false when nothing is due. A confirmation being worked is not due: a
	// claim moves its WakeAt to the end of the lease.
	OldestOverdueWake(ctx context.Context, now time.Time) (time.Time, bool, error)
}
