package httpapi

import (
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/metrics"
	"github.com/confirmd/confirmd/internal/metrics/metricstest"
)

// withMetrics gives the harness's API, engine and webhook sender one set of
// metrics, served at /metrics by the API as confirmd serve does by default.
func (h *harness) withMetrics() {
	h.t.Helper()
	m := metrics.New(metrics.Config{Version: "test", Store: h.store, Clock: h.clock, Logger: slog.New(slog.DiscardHandler)})
	h.api.Metrics, h.engine.Metrics, h.sender.Metrics = m, m, m
	h.api.MetricsHandler = m.Handler()
	// A server of its own: the harness's is already running without them.
	h.srv = httptest.NewServer(h.api.Handler())
	h.t.Cleanup(h.srv.Close)
}

// TestMetricsAfterAFlow runs a sandbox confirmation to confirmed with its
// webhook delivered, and a live one into a failed step, then reads /metrics
// as Prometheus would.
func TestMetricsAfterAFlow(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		h.withMetrics()
		var hooks atomic.Int32
		receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			hooks.Add(1)
			w.WriteHeader(http.StatusNoContent)
		}))
		t.Cleanup(receiver.Close)

		b := twoOptions()
		b["webhookUrl"] = receiver.URL + "/hooks"
		id := h.started(b, 2) // the email and the text are out
		if c := h.reply(id, sms("hmm what's this about")); c["status"] != "in_progress" {
			t.Fatalf("after an unclear reply: %v", c["status"])
		}
		if c := h.reply(id, sms("yes I'll be in")); c["status"] != "confirmed" {
			t.Fatalf("after yes: %v", c["status"])
		}
		if n, err := h.sender.RunDue(t.Context()); err != nil || n != 1 || hooks.Load() != 1 {
			t.Fatalf("webhook: %d attempts (%v), %d received; want 1, 1", n, err, hooks.Load())
		}

		// A live confirmation's email fails: no provider is configured.
		live := h.create(h.live, validBody())["id"].(string)
		if res := h.do("POST", "/v1/confirmations/"+live+"/advance", h.live, nil); res.Status != http.StatusOK {
			t.Fatalf("live advance: %d %s", res.Status, res.Raw)
		}
		// Mistakes are counted under the route they reached.
		if res := h.do("POST", "/v1/confirmations", h.sandbox, map[string]any{}); res.Status != http.StatusBadRequest {
			t.Fatalf("invalid create: %d", res.Status)
		}
		if res := h.do("DELETE", "/v1/confirmations/"+id, h.sandbox, nil); res.Status != http.StatusMethodNotAllowed {
			t.Fatalf("DELETE: %d", res.Status)
		}
		if res := h.do("GET", "/v1/nowhere/"+id, h.sandbox, nil); res.Status != http.StatusNotFound {
			t.Fatalf("unknown path: %d", res.Status)
		}

		f := metricstest.Scrape(t, h.srv.URL+"/metrics")
		for _, c := range []struct {
			name   string
			labels []string
			want   float64
		}{
			{"confirmd_build_info", []string{"version", "test"}, 1},

			{"confirmd_http_requests_total", []string{"route", "POST /v1/confirmations", "code", "201"}, 2},
			{"confirmd_http_requests_total", []string{"route", "POST /v1/confirmations", "code", "400"}, 1},
			{"confirmd_http_requests_total", []string{"route", "POST /v1/confirmations/{id}/advance", "code", "200"}, 3},
			{"confirmd_http_requests_total", []string{"route", "POST /v1/sandbox/confirmations/{id}/reply", "code", "200"}, 2},
			{"confirmd_http_requests_total", []string{"route", "/v1/confirmations/{id}", "code", "405"}, 1},
			{"confirmd_http_requests_total", []string{"route", "/", "code", "404"}, 1},
			{"confirmd_http_request_duration_seconds", []string{"route", "POST /v1/confirmations/{id}/advance"}, 3},

			{"confirmd_confirmations", []string{"mode", "sandbox", "status", "confirmed"}, 1},
			{"confirmd_confirmations", []string{"mode", "sandbox", "status", "in_progress"}, 0},
			{"confirmd_confirmations", []string{"mode", "live", "status", "scheduled"}, 1},
			{"confirmd_confirmations", []string{"mode", "live", "status", "confirmed"}, 0},

			// Steps of the plan; the texts confirmd sent in answer to
			// replies are not steps.
			{"confirmd_steps_sent_total", []string{"channel", "email", "mode", "sandbox"}, 1},
			{"confirmd_steps_sent_total", []string{"channel", "sms", "mode", "sandbox"}, 1},
			{"confirmd_steps_sent_total", []string{"channel", "call", "mode", "sandbox"}, 0},
			{"confirmd_steps_sent_total", []string{"channel", "email", "mode", "live"}, 0},
			{"confirmd_steps_failed_total", []string{"channel", "email", "mode", "live"}, 1},
			{"confirmd_steps_failed_total", []string{"channel", "email", "mode", "sandbox"}, 0},

			{"confirmd_webhook_attempts_total", []string{"result", "success", "mode", "sandbox"}, 1},
			{"confirmd_webhook_attempts_total", []string{"result", "http_error", "mode", "sandbox"}, 0},
			{"confirmd_webhook_attempts_total", []string{"result", "network_error", "mode", "sandbox"}, 0},
			{"confirmd_webhook_attempt_duration_seconds", []string{"mode", "sandbox"}, 1},

			{"confirmd_scheduler_lag_seconds", nil, 0},
			{"confirmd_database_up", nil, 1},
		} {
			got, ok := f.Value(c.name, c.labels...)
			if !ok || got != c.want {
				t.Errorf("%s%v = %v (found %v), want %v", c.name, c.labels, got, ok, c.want)
			}
		}
		for _, route := range f.LabelValues("confirmd_http_requests_total", "route") {
			if strings.Contains(route, "cf_") {
				t.Errorf("route label %q holds an id", route)
			}
		}

		// The live confirmation's text falls due and nobody works it: the
		// scheduler lags. (The cache is read again: more than its time
		// has passed.)
		h.clock.Advance(6 * time.Hour)
		c, err := h.store.GetConfirmation(t.Context(), confirm.Scope{AccountID: h.account.ID, Sandbox: false}, live)
		if err != nil {
			t.Fatal(err)
		}
		if c.WakeAt.IsZero() || c.WakeAt.After(h.clock.Now()) {
			t.Fatalf("the live confirmation wakes at %v, not before %v", c.WakeAt, h.clock.Now())
		}
		f = metricstest.Scrape(t, h.srv.URL+"/metrics")
		want := h.clock.Now().Sub(c.WakeAt).Seconds()
		if got, _ := f.Value("confirmd_scheduler_lag_seconds"); got != want {
			t.Errorf("lag = %v, want %v", got, want)
		}
		if got, _ := f.Value("confirmd_http_requests_total", "route", "GET /metrics", "code", "200"); got != 1 {
			t.Errorf("scrapes counted: %v, want 1", got)
		}
	})
}
