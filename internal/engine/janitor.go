// Package engine runs confirmd's background work.
package engine

import (
	"context"
	"log/slog"
	"time"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
)

// Janitor prunes the rate log and expired idempotency records now and then,
// so neither grows without bound, deletes the webhook history older than
// DeliveryHistory, the changes of the events feed older than
// confirm.ChangeRetention, the console sessions that have ended by time and
// the audit entries older than AuditRetentionDays, and
// fills in the views of confirmations stored before views were (see
// confirm.Store.FillViews).
type Janitor struct {
	Store    confirm.Store
	Clock    clock.Clock
	Logger   *slog.Logger
	Interval time.Duration // default 10 minutes
	// DeliveryHistory is how long a webhook delivery, with its attempts,
	// is kept after it finished (delivered or failed); 0 keeps it forever.
	// Pending deliveries are always kept.
	DeliveryHistory time.Duration
	// RetentionDays is how many days after its booked day a closed
	// confirmation keeps its customer's personal data (see confirm.Retain);
	// 0 keeps it forever.
	RetentionDays int
	// AuditRetentionDays is how many days an audit entry is kept after it
	// was first written (see confirm.AuditStore.PurgeAudit); 0 keeps it
	// forever.
	AuditRetentionDays int

	loop
}

// Start runs the janitor until ctx ends or Stop is called.
func (j *Janitor) Start(ctx context.Context) {
	interval := j.Interval
	if interval <= 0 {
		interval = 10 * time.Minute
	}
	j.run(ctx, interval, func(ctx context.Context) {
		if err := j.Store.PruneBefore(ctx, j.Clock.Now()); err != nil && ctx.Err() == nil {
			j.Logger.Warn("pruning the rate log failed; will retry", "err", err)
		}
		j.pruneDeliveries(ctx)
		j.pruneChanges(ctx)
		j.pruneSessions(ctx)
		j.fillViews(ctx)
		j.retain(ctx)
		j.purgeAudit(ctx)
	})
}

// batch is how many rows the janitor deletes or fills in per transaction,
// so that no transaction holds the writer for long.
const batch = 500

// inBatches calls fn with the batch size until it does fewer, and returns
// the total it did; on an error it logs that what failed will be retried,
// and returns what was done until then.
func (j *Janitor) inBatches(ctx context.Context, what string, fn func(ctx context.Context, limit int) (int, error)) int {
	total := 0
	for ctx.Err() == nil {
		n, err := fn(ctx, batch)
		if err != nil {
			if ctx.Err() == nil {
				j.Logger.Warn(what+" failed; will retry", "err", err)
			}
			break
		}
		total += n
		if n < batch {
			break
		}
	}
	return total
}

// fillViews fills in every missing view.
func (j *Janitor) fillViews(ctx context.Context) {
	n := j.inBatches(ctx, "filling in the views of earlier confirmations", j.Store.FillViews)
	if n > 0 {
		j.Logger.Info("filled in the API views of confirmations stored before views were kept", "confirmations", n)
	}
}

// pruneDeliveries deletes the webhook deliveries that finished longer than
// DeliveryHistory ago.
func (j *Janitor) pruneDeliveries(ctx context.Context) {
	if j.DeliveryHistory <= 0 {
		return
	}
	before := j.Clock.Now().Add(-j.DeliveryHistory)
	n := j.inBatches(ctx, "deleting old webhook deliveries", func(ctx context.Context, limit int) (int, error) {
		return j.Store.PruneDeliveries(ctx, before, limit)
	})
	if n > 0 {
		j.Logger.Info("deleted webhook deliveries past their history", "deliveries", n,
			"finished_before", before.UTC().Format(time.RFC3339))
	}
}

// pruneChanges deletes the changes of the events feed older than
// confirm.ChangeRetention.
func (j *Janitor) pruneChanges(ctx context.Context) {
	before := j.Clock.Now().Add(-confirm.ChangeRetention)
	n := j.inBatches(ctx, "deleting old changes of the events feed", func(ctx context.Context, limit int) (int, error) {
		return j.Store.PruneChanges(ctx, before, limit)
	})
	if n > 0 {
		j.Logger.Info("deleted changes of the events feed past their retention", "changes", n,
			"before", before.UTC().Format(time.RFC3339))
	}
}

// pruneSessions deletes the console sessions that have ended by time (idle
// too long, or past their absolute end). The console refuses them anyway;
// this only keeps the table small.
func (j *Janitor) pruneSessions(ctx context.Context) {
	now := j.Clock.Now()
	j.inBatches(ctx, "deleting ended console sessions", func(ctx context.Context, limit int) (int, error) {
		return j.Store.PruneConsoleSessions(ctx, now, limit)
	})
}

// retain removes the personal data of the closed confirmations booked more
// than RetentionDays ago.
func (j *Janitor) retain(ctx context.Context) {
	if j.RetentionDays <= 0 {
		return
	}
	done, err := confirm.Retain(ctx, j.Store, j.Clock.Now(), j.RetentionDays)
	if err != nil && ctx.Err() == nil {
		j.Logger.Warn("removing personal data past the retention period failed; will retry", "err", err)
	}
	n := 0
	for _, c := range done {
		n += c
	}
	if n > 0 {
		j.Logger.Info("removed personal data past the retention period", "confirmations", n,
			"retention_days", j.RetentionDays)
	}
}

// purgeAudit deletes the audit entries first written more than
// AuditRetentionDays ago: the only deletes the audit log lets through.
func (j *Janitor) purgeAudit(ctx context.Context) {
	if j.AuditRetentionDays <= 0 {
		return
	}
	before := confirm.AuditPurgeBefore(j.Clock.Now(), j.AuditRetentionDays)
	n := j.inBatches(ctx, "deleting audit entries past their retention", func(ctx context.Context, limit int) (int, error) {
		return j.Store.PurgeAudit(ctx, before, limit)
	})
	if n > 0 {
		j.Logger.Info("deleted audit entries past their retention", "entries", n,
			"audit_retention_days", j.AuditRetentionDays, "written_before", before.Format(time.RFC3339))
	}
}
