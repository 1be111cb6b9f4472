package metrics

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
)

// queryTimeout bounds the store's answer to one scrape, well inside
// Prometheus's default scrape timeout of 10 s.
const queryTimeout = 5 * time.Second

// countCostFactor keeps counting cheap however many confirmations there
// are: a count is reused for at least this many times as long as it took,
// so it never takes more than 1/countCostFactor of one database
// connection's time. Counting reads a whole index, about a third of a
// second per million confirmations; the lag is one index entry.
const countCostFactor = 20

// statsCollector reads the numbers that live in the database when it is
// scraped, and keeps them for a while: a scrape within the cache's time of
// the last read is answered from memory, and scrapes that arrive together
// wait for one read.
type statsCollector struct {
	store confirm.StatsStore
	clock clock.Clock
	ttl   time.Duration
	log   *slog.Logger

	confirmations *prometheus.Desc
	lag           *prometheus.Desc
	up            *prometheus.Desc

	mu     sync.Mutex
	counts cached[map[statusKey]int64]
	behind cached[time.Duration]
}

// cached is one number read from the store, or its failure, and until when
// it may be reused.
type cached[T any] struct {
	v         T
	ok        bool      // the store answered
	at, until time.Time // on the collector's clock; zero before the first read
}

// fresh reports whether the value may be used at now. A clock that went
// back makes it stale, rather than fresh for as long as it went back.
func (c *cached[T]) fresh(now time.Time) bool {
	return !now.Before(c.at) && now.Before(c.until)
}

type statusKey struct {
	sandbox bool
	status  confirm.Status
}

func newStatsCollector(cfg Config) *statsCollector {
	return &statsCollector{
		store: cfg.Store, clock: cfg.Clock, ttl: cfg.CacheFor, log: cfg.Logger,
		confirmations: prometheus.NewDesc(namespace+"_confirmations",
			"Confirmations stored, by mode (sandbox or live) and status; read from the database at scrape time, so every process reports the same numbers.",
			[]string{"mode", "status"}, nil),
		lag: prometheus.NewDesc(namespace+"_scheduler_lag_seconds",
			"How long the most overdue confirmation has waited past its wake time without being worked; 0 when none is overdue.",
			nil, nil),
		up: prometheus.NewDesc(namespace+"_database_up",
			"1 if the database answered the queries behind confirmd_confirmations and confirmd_scheduler_lag_seconds, 0 if not (then what it did not answer is left out).",
			nil, nil),
	}
}

// Describe sends the descriptions of the collector's metrics.
func (c *statsCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- c.confirmations
	ch <- c.lag
	ch <- c.up
}

// Collect sends the numbers of the last reads, reading again first what is
// older than its cache allows.
func (c *statsCollector) Collect(ch chan<- prometheus.Metric) {
	counts, behind := c.read()
	up := 0.0
	if counts.ok && behind.ok {
		up = 1
	}
	ch <- prometheus.MustNewConstMetric(c.up, prometheus.GaugeValue, up)
	if counts.ok {
		// Every mode and status, zeros included, so that a series never
		// vanishes when its last confirmation changes status.
		for _, sandbox := range []bool{false, true} {
			for _, st := range confirm.Statuses {
				n := counts.v[statusKey{sandbox, st}]
				ch <- prometheus.MustNewConstMetric(c.confirmations, prometheus.GaugeValue, float64(n), mode(sandbox), string(st))
			}
		}
	}
	if behind.ok {
		ch <- prometheus.MustNewConstMetric(c.lag, prometheus.GaugeValue, behind.v.Seconds())
	}
}

func (c *statsCollector) read() (cached[map[statusKey]int64], cached[time.Duration]) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), queryTimeout)
	defer cancel()
	// A failure is kept for the cache's time too: a database in trouble
	// is not asked again by every scrape.
	if now := c.clock.Now(); !c.counts.fresh(now) {
		c.counts = c.readCounts(ctx, now)
	}
	if now := c.clock.Now(); !c.behind.fresh(now) {
		c.behind = c.readLag(ctx, now)
	}
	return c.counts, c.behind
}

func (c *statsCollector) readCounts(ctx context.Context, start time.Time) cached[map[statusKey]int64] {
	counts, err := c.store.CountByStatus(ctx)
	if err != nil {
		c.log.Warn("counting confirmations for metrics failed", "err", err)
		return cached[map[statusKey]int64]{at: start, until: start.Add(c.ttl)}
	}
	took := c.clock.Now().Sub(start)
	m := make(map[statusKey]int64, len(counts))
	for _, sc := range counts {
		m[statusKey{sc.Sandbox, sc.Status}] += sc.Count
	}
	return cached[map[statusKey]int64]{v: m, ok: true, at: start, until: start.Add(max(c.ttl, countCostFactor*took))}
}

func (c *statsCollector) readLag(ctx context.Context, now time.Time) cached[time.Duration] {
	r := cached[time.Duration]{at: now, until: now.Add(c.ttl)}
	wake, overdue, err := c.store.OldestOverdueWake(ctx, now)
	if err != nil {
		c.log.Warn("reading the scheduler's lag for metrics failed", "err", err)
		return r
	}
	r.ok = true
	if overdue {
		r.v = max(now.Sub(wake), 0)
	}
	return r
}
