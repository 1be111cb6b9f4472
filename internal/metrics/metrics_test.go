package metrics_test

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/metrics"
	"github.com/confirmd/confirmd/internal/metrics/metricstest"
)

var now = time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)

// fakeStats is a StatsStore that counts how often it is asked.
type fakeStats struct {
	mu      sync.Mutex
	counts  []confirm.StatusCount
	wake    time.Time // zero: nothing overdue
	err     error
	queries int // of CountByStatus
	lags    int // of OldestOverdueWake
	// clock and took, if set, make each count take that long on clock.
	clock *clock.Fake
	took  time.Duration
}

var _ confirm.StatsStore = (*fakeStats)(nil)

func (f *fakeStats) CountByStatus(context.Context) ([]confirm.StatusCount, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.queries++
	if f.clock != nil {
		f.clock.Advance(f.took)
	}
	return f.counts, f.err
}

func (f *fakeStats) OldestOverdueWake(_ context.Context, at time.Time) (time.Time, bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.lags++
	if f.err != nil {
		return time.Time{}, false, f.err
	}
	if f.wake.IsZero() || f.wake.After(at) {
		return time.Time{}, false, nil
	}
	return f.wake, true, nil
}

func (f *fakeStats) set(fn func(f *fakeStats)) {
	f.mu.Lock()
	defer f.mu.Unlock()
	fn(f)
}

func (f *fakeStats) asked() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.queries
}

func (f *fakeStats) askedLag() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.lags
}

// serve returns the URL of m's /metrics.
func serve(t *testing.T, m *metrics.Metrics) string {
	t.Helper()
	mux := http.NewServeMux()
	m.Register(mux)
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv.URL + "/metrics"
}

func value(t *testing.T, f metricstest.Families, name string, labels ...string) float64 {
	t.Helper()
	v, ok := f.Value(name, labels...)
	if !ok {
		t.Fatalf("no sample %s%v", name, labels)
	}
	return v
}

func TestLint(t *testing.T) {
	t.Parallel()
	m := metrics.New(metrics.Config{Version: "v1.2.3", Store: &fakeStats{}, Clock: clock.NewFake(now)})
	m.ObserveRequest("GET /v1/confirmations", 200, time.Millisecond)
	m.ObserveWebhook(false, confirm.Attempt{StatusCode: 204, Duration: time.Millisecond})
	problems, err := testutil.GatherAndLint(m.Registry())
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Errorf("%s: %s", p.Metric, p.Text)
	}
}

func TestObserve(t *testing.T) {
	t.Parallel()
	m := metrics.New(metrics.Config{Version: "v1.2.3"})
	m.ObserveRequest("POST /v1/confirmations", 201, 30*time.Millisecond)
	m.ObserveRequest("POST /v1/confirmations", 201, 20*time.Millisecond)
	m.ObserveRequest("POST /v1/confirmations", 400, time.Millisecond)
	m.ObserveRequest("", 400, time.Millisecond)
	m.ObserveStep(confirm.ChannelSMS, true, nil)
	m.ObserveStep(confirm.ChannelSMS, true, nil)
	m.ObserveStep(confirm.ChannelCall, false, errors.New("no provider is configured for call"))
	for _, a := range []confirm.Attempt{
		{StatusCode: 204, Duration: 40 * time.Millisecond},
		{StatusCode: 500, Error: "HTTP 500", Duration: 10 * time.Millisecond},
		{StatusCode: 302, Error: "HTTP 302 (redirects are not followed)"},
		{Error: "connection refused"},
	} {
		m.ObserveWebhook(false, a)
	}
	m.ObserveWebhook(true, confirm.Attempt{Error: "timeout after 10s", Duration: 10 * time.Second})

	f := metricstest.Scrape(t, serve(t, m))
	for _, c := range []struct {
		name   string
		labels []string
		want   float64
	}{
		{"confirmd_build_info", []string{"version", "v1.2.3"}, 1},
		{"confirmd_http_requests_total", []string{"route", "POST /v1/confirmations", "code", "201"}, 2},
		{"confirmd_http_requests_total", []string{"route", "POST /v1/confirmations", "code", "400"}, 1},
		{"confirmd_http_requests_total", []string{"route", "unmatched", "code", "400"}, 1},
		{"confirmd_http_request_duration_seconds", []string{"route", "POST /v1/confirmations"}, 3},
		{"confirmd_steps_sent_total", []string{"channel", "sms", "mode", "sandbox"}, 2},
		{"confirmd_steps_sent_total", []string{"channel", "call", "mode", "live"}, 0},
		{"confirmd_steps_failed_total", []string{"channel", "call", "mode", "live"}, 1},
		{"confirmd_steps_failed_total", []string{"channel", "email", "mode", "sandbox"}, 0},
		{"confirmd_webhook_attempts_total", []string{"result", "success", "mode", "live"}, 1},
		{"confirmd_webhook_attempts_total", []string{"result", "http_error", "mode", "live"}, 2},
		{"confirmd_webhook_attempts_total", []string{"result", "network_error", "mode", "live"}, 1},
		{"confirmd_webhook_attempts_total", []string{"result", "network_error", "mode", "sandbox"}, 1},
		{"confirmd_webhook_attempts_total", []string{"result", "success", "mode", "sandbox"}, 0},
		{"confirmd_webhook_attempt_duration_seconds", []string{"mode", "live"}, 4},
		{"confirmd_webhook_attempt_duration_seconds", []string{"mode", "sandbox"}, 1},
	} {
		if got := value(t, f, c.name, c.labels...); got != c.want {
			t.Errorf("%s%v = %v, want %v", c.name, c.labels, got, c.want)
		}
	}
	// The runtime's and the process's collectors are there too.
	for _, name := range []string{"go_goroutines", "process_cpu_seconds_total"} {
		if f[name] == nil {
			t.Errorf("no %s", name)
		}
	}
	// Without a store there are no database numbers.
	for _, name := range []string{"confirmd_confirmations", "confirmd_scheduler_lag_seconds", "confirmd_database_up"} {
		if f[name] != nil {
			t.Errorf("%s without a store", name)
		}
	}
}

func TestNilObservesNothing(t *testing.T) {
	t.Parallel()
	var m *metrics.Metrics
	m.ObserveRequest("GET /healthz", 200, time.Millisecond)
	m.ObserveStep(confirm.ChannelEmail, true, nil)
	m.ObserveWebhook(true, confirm.Attempt{})
}

func TestWebhookResult(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		a    confirm.Attempt
		want string
	}{
		{confirm.Attempt{StatusCode: 200}, metrics.ResultSuccess},
		{confirm.Attempt{StatusCode: 299}, metrics.ResultSuccess},
		{confirm.Attempt{StatusCode: 301, Error: "HTTP 301 (redirects are not followed)"}, metrics.ResultHTTPError},
		{confirm.Attempt{StatusCode: 503, Error: "HTTP 503"}, metrics.ResultHTTPError},
		{confirm.Attempt{Error: "timeout after 10s"}, metrics.ResultNetworkError},
		{confirm.Attempt{Error: "refused: hooks.example resolves to a non-public address (10.0.0.7, private)"}, metrics.ResultNetworkError},
	} {
		if got := metrics.WebhookResult(c.a); got != c.want {
			t.Errorf("WebhookResult(%+v) = %s, want %s", c.a, got, c.want)
		}
	}
}

func TestStats(t *testing.T) {
	t.Parallel()
	clk := clock.NewFake(now)
	st := &fakeStats{
		counts: []confirm.StatusCount{
			{Sandbox: true, Status: confirm.StatusConfirmed, Count: 3},
			{Sandbox: false, Status: confirm.StatusScheduled, Count: 7},
			{Sandbox: false, Status: confirm.StatusActionNeeded, Count: 2},
		},
		wake: now.Add(-90 * time.Second),
	}
	logs := &strings.Builder{}
	log := slog.New(slog.NewTextHandler(logs, nil))
	url := serve(t, metrics.New(metrics.Config{Store: st, Clock: clk, CacheFor: 15 * time.Second, Logger: log}))

	f := metricstest.Scrape(t, url)
	want := map[string]float64{}
	for _, mode := range []string{"sandbox", "live"} {
		for _, s := range confirm.Statuses {
			want[mode+" "+string(s)] = 0
		}
	}
	want["sandbox confirmed"], want["live scheduled"], want["live action_needed"] = 3, 7, 2
	got := map[string]float64{}
	for _, mode := range []string{"sandbox", "live"} {
		for _, s := range confirm.Statuses {
			got[mode+" "+string(s)] = value(t, f, "confirmd_confirmations", "mode", mode, "status", string(s))
		}
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("confirmd_confirmations mismatch (-want +got):\n%s", d)
	}
	if got := value(t, f, "confirmd_scheduler_lag_seconds"); got != 90 {
		t.Errorf("lag = %v, want 90", got)
	}
	if got := value(t, f, "confirmd_database_up"); got != 1 {
		t.Errorf("database_up = %v, want 1", got)
	}

	// Within the cache's time, scrapes do not reach the store, however
	// many arrive at once.
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			res, err := http.Get(url)
			if err != nil {
				t.Error(err)
				return
			}
			res.Body.Close()
			if res.StatusCode != http.StatusOK {
				t.Errorf("concurrent scrape: %d", res.StatusCode)
			}
		})
	}
	wg.Wait()
	clk.Advance(14 * time.Second)
	st.set(func(f *fakeStats) { f.wake = time.Time{} })
	f = metricstest.Scrape(t, url)
	if n := st.asked(); n != 1 {
		t.Errorf("store asked %d times within the cache's time, want 1", n)
	}
	if got := value(t, f, "confirmd_scheduler_lag_seconds"); got != 90 {
		t.Errorf("lag from the cache = %v, want 90", got)
	}

	// After it, they do: nothing is overdue now.
	clk.Advance(time.Second)
	f = metricstest.Scrape(t, url)
	if n := st.asked(); n != 2 {
		t.Errorf("store asked %d times, want 2", n)
	}
	if got := value(t, f, "confirmd_scheduler_lag_seconds"); got != 0 {
		t.Errorf("lag with nothing overdue = %v, want 0", got)
	}

	// A database that fails is reported, and the numbers left out rather
	// than shown stale; the scrape itself still succeeds.
	st.set(func(f *fakeStats) { f.err = errors.New("database unavailable") })
	clk.Advance(time.Minute)
	f = metricstest.Scrape(t, url)
	if got := value(t, f, "confirmd_database_up"); got != 0 {
		t.Errorf("database_up = %v, want 0", got)
	}
	if !strings.Contains(logs.String(), "database unavailable") {
		t.Errorf("the failure is not logged:\n%s", logs)
	}
	for _, name := range []string{"confirmd_confirmations", "confirmd_scheduler_lag_seconds"} {
		if f[name] != nil {
			t.Errorf("%s reported while the database fails", name)
		}
	}
	if f["go_goroutines"] == nil {
		t.Errorf("the other metrics are missing while the database fails")
	}
	// The failure is cached too.
	metricstest.Scrape(t, url)
	if n := st.asked(); n != 3 {
		t.Errorf("store asked %d times, want 3", n)
	}
}

func TestHandlerMethods(t *testing.T) {
	t.Parallel()
	url := serve(t, metrics.New(metrics.Config{}))
	res, err := http.Post(url, "text/plain", strings.NewReader("x"))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST /metrics: %d, want 405", res.StatusCode)
	}
	res, err = http.Head(url)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Errorf("HEAD /metrics: %d, want 200", res.StatusCode)
	}
}

// TestStatsCountCost checks that a slow count is read less often, while the
// lag, which is cheap, keeps the cache's time.
func TestStatsCountCost(t *testing.T) {
	t.Parallel()
	clk := clock.NewFake(now)
	st := &fakeStats{clock: clk, took: 2 * time.Second}
	url := serve(t, metrics.New(metrics.Config{Store: st, Clock: clk, CacheFor: 10 * time.Second, Logger: slog.New(slog.DiscardHandler)}))

	metricstest.Scrape(t, url) // a count that took 2 s is good for 40 s from its start
	for range 3 {
		clk.Advance(12 * time.Second)
		metricstest.Scrape(t, url)
	}
	if n, lags := st.asked(), st.askedLag(); n != 1 || lags != 4 {
		t.Errorf("within 40 s of a 2 s count: %d counts, %d lag reads; want 1, 4", n, lags)
	}
	clk.Advance(7 * time.Second) // now+45s
	metricstest.Scrape(t, url)
	if n := st.asked(); n != 2 {
		t.Errorf("after 40 s: %d counts, want 2", n)
	}

	// A clock that went back does not keep a value fresh.
	clk.Set(now)
	metricstest.Scrape(t, url)
	if n := st.asked(); n != 3 {
		t.Errorf("after the clock went back: %d counts, want 3", n)
	}
}
