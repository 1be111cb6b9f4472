// Package metrics defines confirmd's Prometheus metrics, in a registry of
// their own, and serves them. The rest of confirmd reports to it through
// the Observe methods, each of which its caller declares as a narrow
// interface; a nil *Metrics observes nothing.
package metrics

import (
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
)

const namespace = "confirmd"

// Config is what the metrics need of the rest of the service.
type Config struct {
	// Version is the build's version, shown by confirmd_build_info.
	Version string
	// Store answers the numbers read at scrape time: confirmations by
	// status and the scheduler's lag. Nil leaves them out.
	Store confirm.StatsStore
	// Clock is the scheduler's clock, which lag is measured on and the
	// cache is timed by; nil means the wall clock.
	Clock clock.Clock
	// CacheFor is how long the store's numbers are reused before the store
	// is asked again (default 10 s), so that however many scrapers there
	// are, the database answers at most once in that time. A slow count of
	// confirmations is reused longer: see countCostFactor.
	CacheFor time.Duration
	// Logger is told when the store cannot answer; nil means slog.Default.
	Logger *slog.Logger
}

// DefaultCacheFor is Config.CacheFor's default.
const DefaultCacheFor = 10 * time.Second

// Metrics is one process's metrics.
type Metrics struct {
	reg *prometheus.Registry

	requests        *prometheus.CounterVec
	requestDuration *prometheus.HistogramVec
	stepsSent       *prometheus.CounterVec
	stepsFailed     *prometheus.CounterVec
	webhookAttempts *prometheus.CounterVec
	webhookDuration *prometheus.HistogramVec
}

// Label values of the mode label.
const (
	modeSandbox = "sandbox"
	modeLive    = "live"
)

// Label values of confirmd_webhook_attempts_total's result label.
const (
	ResultSuccess      = "success"       // a 2xx answer
	ResultHTTPError    = "http_error"    // any other answer, redirects included
	ResultNetworkError = "network_error" // no answer: refused, reset, timeout, DNS, a non-public address
)

// RouteUnmatched is the route label of a request no pattern matched.
const RouteUnmatched = "unmatched"

func mode(sandbox bool) string {
	if sandbox {
		return modeSandbox
	}
	return modeLive
}

// New returns confirmd's metrics in a new registry, with the Go runtime's
// and the process's collectors beside them.
func New(cfg Config) *Metrics {
	if cfg.Clock == nil {
		cfg.Clock = clock.Real{}
	}
	if cfg.CacheFor <= 0 {
		cfg.CacheFor = DefaultCacheFor
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	m := &Metrics{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: namespace, Subsystem: "http", Name: "requests_total",
			Help: "HTTP requests answered, by route (the pattern that matched, never the path) and status code.",
		}, []string{"route", "code"}),
		requestDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: namespace, Subsystem: "http", Name: "request_duration_seconds",
			Help:    "Time to answer an HTTP request, by route.",
			Buckets: prometheus.DefBuckets,
		}, []string{"route"}),
		stepsSent: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: namespace, Subsystem: "steps", Name: "sent_total",
			Help: "Steps of confirmations' plans handed to their channel, by channel and mode (sandbox or live).",
		}, []string{"channel", "mode"}),
		stepsFailed: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: namespace, Subsystem: "steps", Name: "failed_total",
			Help: "Steps that could not be sent (the provider refused, timed out, or none is configured), by channel and mode.",
		}, []string{"channel", "mode"}),
		webhookAttempts: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: namespace, Subsystem: "webhook", Name: "attempts_total",
			Help: "Webhook delivery attempts, by result (success, http_error, network_error) and mode.",
		}, []string{"result", "mode"}),
		webhookDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: namespace, Subsystem: "webhook", Name: "attempt_duration_seconds",
			Help:    "Time from sending a webhook to the end of the receiver's answer (or the failure), by mode.",
			Buckets: prometheus.DefBuckets,
		}, []string{"mode"}),
	}
	buildInfo := prometheus.NewGauge(prometheus.GaugeOpts{
		Namespace: namespace, Name: "build_info",
		Help:        "Always 1; the version label is the running build's.",
		ConstLabels: prometheus.Labels{"version": cfg.Version},
	})
	buildInfo.Set(1)
	m.reg.MustRegister(
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		buildInfo,
		m.requests, m.requestDuration,
		m.stepsSent, m.stepsFailed,
		m.webhookAttempts, m.webhookDuration,
	)
	if cfg.Store != nil {
		m.reg.MustRegister(newStatsCollector(cfg))
	}
	if fs, ok := cfg.Store.(FeedbackStore); ok {
		m.reg.MustRegister(newFeedbackCollector(fs, cfg))
	}

	// Every series that alerts compare with a rate starts at zero, so a
	// first failure is an increase rather than a series appearing.
	for _, sandbox := range []bool{false, true} {
		for _, ch := range []confirm.Channel{confirm.ChannelEmail, confirm.ChannelSMS, confirm.ChannelCall} {
			m.stepsSent.WithLabelValues(string(ch), mode(sandbox))
			m.stepsFailed.WithLabelValues(string(ch), mode(sandbox))
		}
		for _, r := range []string{ResultSuccess, ResultHTTPError, ResultNetworkError} {
			m.webhookAttempts.WithLabelValues(r, mode(sandbox))
		}
	}
	return m
}

// Registry returns the registry the metrics are in.
func (m *Metrics) Registry() *prometheus.Registry { return m.reg }

// Handler serves the metrics in Prometheus's text format (or OpenMetrics,
// when asked).
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{EnableOpenMetrics: true})
}

// Register serves the metrics at GET /metrics on mux.
func (m *Metrics) Register(mux *http.ServeMux) {
	mux.Handle("GET /metrics", m.Handler())
}

// ObserveRequest counts an answered HTTP request. route is the ServeMux
// pattern that matched ("GET /v1/confirmations/{id}"), empty if none did.
func (m *Metrics) ObserveRequest(route string, code int, d time.Duration) {
	if m == nil {
		return
	}
	if route == "" {
		route = RouteUnmatched
	}
	m.requests.WithLabelValues(route, strconv.Itoa(code)).Inc()
	m.requestDuration.WithLabelValues(route).Observe(d.Seconds())
}

// ObserveStep counts a step handed to its channel: sent when err is nil,
// else failed.
func (m *Metrics) ObserveStep(ch confirm.Channel, sandbox bool, err error) {
	if m == nil {
		return
	}
	if err != nil {
		m.stepsFailed.WithLabelValues(string(ch), mode(sandbox)).Inc()
		return
	}
	m.stepsSent.WithLabelValues(string(ch), mode(sandbox)).Inc()
}

// ObserveWebhook counts one attempt at delivering a webhook, and its
// duration.
func (m *Metrics) ObserveWebhook(sandbox bool, a confirm.Attempt) {
	if m == nil {
		return
	}
	m.webhookAttempts.WithLabelValues(WebhookResult(a), mode(sandbox)).Inc()
	m.webhookDuration.WithLabelValues(mode(sandbox)).Observe(a.Duration.Seconds())
}

// WebhookResult classifies an attempt for confirmd_webhook_attempts_total.
func WebhookResult(a confirm.Attempt) string {
	switch {
	case a.Error == "":
		return ResultSuccess
	case a.StatusCode != 0:
		return ResultHTTPError
	default:
		return ResultNetworkError
	}
}
