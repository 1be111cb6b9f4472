package metrics

import (
	"context"
	"log/slog"
	"sync"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
)

// FeedbackStore counts delivery feedback over all accounts.
type FeedbackStore interface {
	CountFeedback(ctx context.Context) ([]confirm.FeedbackCount, error)
}

// feedbackCollector reads delivery feedback counts when scraped, from a
// small partial index, and keeps them for the cache's time as
// statsCollector does.
type feedbackCollector struct {
	store FeedbackStore
	clock clock.Clock
	cfg   Config
	log   *slog.Logger
	desc  *prometheus.Desc

	mu     sync.Mutex
	counts cached[[]confirm.FeedbackCount]
}

func newFeedbackCollector(store FeedbackStore, cfg Config) *feedbackCollector {
	return &feedbackCollector{
		store: store, clock: cfg.Clock, cfg: cfg, log: cfg.Logger,
		desc: prometheus.NewDesc(namespace+"_delivery_feedback",
			"Confirmations with delivery feedback from the retailer, by mode, result, reason (failed ones) and class: confirmed (confirmed or rescheduled), unreachable, not_confirmed (any other status). Failed ones of class confirmed are the customers who said they would be in and were not. Read from the database at scrape time.",
			[]string{"mode", "result", "reason", "class"}, nil),
	}
}

// Describe sends the collector's description.
func (c *feedbackCollector) Describe(ch chan<- *prometheus.Desc) { ch <- c.desc }

// Collect sends the counts, reading them again when the cache is stale.
// Every combination is sent, zeros included, so a series never vanishes.
func (c *feedbackCollector) Collect(ch chan<- prometheus.Metric) {
	c.mu.Lock()
	if now := c.clock.Now(); !c.counts.fresh(now) {
		ctx, cancel := context.WithTimeout(context.Background(), queryTimeout)
		counts, err := c.store.CountFeedback(ctx)
		cancel()
		c.counts = cached[[]confirm.FeedbackCount]{v: counts, ok: err == nil, at: now, until: now.Add(c.cfg.CacheFor)}
		if err != nil {
			c.log.Warn("counting delivery feedback for metrics failed", "err", err)
		}
	}
	counts := c.counts
	c.mu.Unlock()
	if !counts.ok {
		return
	}
	type key struct {
		sandbox bool
		result  confirm.DeliveryResult
		reason  confirm.FailureReason
		class   confirm.FeedbackClass
	}
	n := map[key]int64{}
	for _, f := range counts.v {
		n[key{f.Sandbox, f.Result, f.Reason, f.Class}] += f.Count
	}
	classes := []confirm.FeedbackClass{confirm.ClassConfirmed, confirm.ClassUnreachable, confirm.ClassNotConfirmed}
	label := map[confirm.FeedbackClass]string{confirm.ClassNotConfirmed: "not_confirmed"}
	for _, sandbox := range []bool{false, true} {
		for _, cl := range classes {
			name := label[cl]
			if name == "" {
				name = string(cl)
			}
			send := func(r confirm.DeliveryResult, reason confirm.FailureReason) {
				ch <- prometheus.MustNewConstMetric(c.desc, prometheus.GaugeValue, float64(n[key{sandbox, r, reason, cl}]),
					mode(sandbox), string(r), string(reason), name)
			}
			send(confirm.ResultDelivered, "")
			for _, reason := range confirm.FailureReasons {
				send(confirm.ResultFailed, reason)
			}
		}
	}
}
