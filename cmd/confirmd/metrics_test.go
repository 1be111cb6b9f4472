package main

import (
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/metrics/metricstest"
)

func TestMetricsAddrConfig(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		env       map[string]string
		want, err string
	}{
		{map[string]string{}, "", ""},
		{map[string]string{"CONFIRMD_METRICS_ADDR": "off"}, "off", ""},
		{map[string]string{"CONFIRMD_METRICS_ADDR": " OFF "}, "off", ""},
		{map[string]string{"CONFIRMD_METRICS_ADDR": "127.0.0.1:9090"}, "127.0.0.1:9090", ""},
		{map[string]string{"CONFIRMD_METRICS_ADDR": ":9090"}, ":9090", ""},
		{map[string]string{"CONFIRMD_METRICS_ADDR": "[::1]:9090"}, "[::1]:9090", ""},
		{map[string]string{"CONFIRMD_METRICS_ADDR": "9090"}, "", "CONFIRMD_METRICS_ADDR \"9090\" must be a listen address such as 127.0.0.1:9090 or :9090, or off"},
		{map[string]string{"CONFIRMD_METRICS_ADDR": "http://127.0.0.1:9090"}, "", "must be a listen address"},
		{map[string]string{"CONFIRMD_METRICS_ADDR": "127.0.0.1:http"}, "", "CONFIRMD_METRICS_ADDR \"127.0.0.1:http\" must end in a port number from 0 to 65535"},
		{map[string]string{"CONFIRMD_METRICS_ADDR": "127.0.0.1:70000"}, "", "port number from 0 to 65535"},
		{map[string]string{"CONFIRMD_METRICS_ADDR": "false"}, "", "must be a listen address"},
		{map[string]string{"CONFIRMD_METRICS_ADDR": "127.0.0.1:8080"}, "", "CONFIRMD_METRICS_ADDR is CONFIRMD_ADDR (127.0.0.1:8080); leave it unset to serve /metrics on the main listener"},
		{map[string]string{"CONFIRMD_ADDR": ":0", "CONFIRMD_METRICS_ADDR": ":0"}, ":0", ""},
	} {
		c, err := loadConfig(func(k string) string { return tt.env[k] })
		switch {
		case tt.err != "":
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%v: error %v, want one containing %q", tt.env, err, tt.err)
			}
		case err != nil:
			t.Errorf("%v: %v", tt.env, err)
		case c.MetricsAddr != tt.want:
			t.Errorf("%v: MetricsAddr %q, want %q", tt.env, c.MetricsAddr, tt.want)
		}
	}
}

func TestMetricsPublicConfig(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		env  map[string]string
		want bool
		err  string
	}{
		{map[string]string{}, false, ""},
		{map[string]string{"CONFIRMD_METRICS_PUBLIC": "true"}, true, ""},
		{map[string]string{"CONFIRMD_METRICS_PUBLIC": " 1 "}, true, ""},
		{map[string]string{"CONFIRMD_METRICS_PUBLIC": "false"}, false, ""},
		{map[string]string{"CONFIRMD_METRICS_PUBLIC": "false", "CONFIRMD_METRICS_ADDR": "127.0.0.1:9090"}, false, ""},
		{map[string]string{"CONFIRMD_METRICS_PUBLIC": "yes"}, false, `CONFIRMD_METRICS_PUBLIC "yes" must be true or false`},
		{map[string]string{"CONFIRMD_METRICS_PUBLIC": "true", "CONFIRMD_METRICS_ADDR": "10.0.0.5:9090"}, false, "CONFIRMD_METRICS_PUBLIC=true applies only to /metrics on the main listener; with CONFIRMD_METRICS_ADDR set, unset it"},
		{map[string]string{"CONFIRMD_METRICS_PUBLIC": "true", "CONFIRMD_METRICS_ADDR": "off"}, false, "CONFIRMD_METRICS_PUBLIC=true applies only to /metrics on the main listener"},
	} {
		c, err := loadConfig(func(k string) string { return tt.env[k] })
		switch {
		case tt.err != "":
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%v: error %v, want one containing %q", tt.env, err, tt.err)
			}
		case err != nil:
			t.Errorf("%v: %v", tt.env, err)
		case c.MetricsPublic != tt.want:
			t.Errorf("%v: MetricsPublic %v, want %v", tt.env, c.MetricsPublic, tt.want)
		}
	}
}

// scrapeUntil scrapes url until ok accepts what it reads, for what happens
// on the server's own goroutines after the request that caused it has been
// answered (a webhook attempt is counted when the receiver's answer is in).
func scrapeUntil(t *testing.T, url string, ok func(metricstest.Families) bool) metricstest.Families {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		f := metricstest.Scrape(t, url)
		if ok(f) {
			return f
		}
		if time.Now().After(deadline) {
			t.Fatalf("metrics at %s never got there", url)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestMetricsServe runs confirmd serve through a confirmation answered by
// the customer, and reads /metrics on the main listener.
func TestMetricsServe(t *testing.T) {
	t.Parallel()
	var hooks atomic.Int32
	receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hooks.Add(1)
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(receiver.Close)
	env := map[string]string{
		"CONFIRMD_DATABASE_URL":   "sqlite:" + filepath.Join(t.TempDir(), "c.db"),
		"CONFIRMD_SANDBOX_KEY":    "sk_test_metricsxBHTm52nM9t8lYHS4pLPvRdCN",
		"CONFIRMD_SIGNING_SECRET": "whsec_metricsSVMaH5XvsWbkiOXlT1tgxrY8q",
	}
	srv := mustServe(t, env)
	base, key := "http://"+srv.addr, env["CONFIRMD_SANDBOX_KEY"]

	body := strings.Replace(createBody, `"cadence":"demo"`, `"cadence":"demo","webhookUrl":"`+receiver.URL+`/hooks"`, 1)
	status, created := call(t, "POST", base+"/v1/confirmations", key, body)
	if status != 201 {
		t.Fatalf("create: %d %v", status, created)
	}
	id := created["confirmation"].(map[string]any)["id"].(string)
	// The scheduler sends the email at once, on its own. (Not watched
	// through /metrics: a scrape now would cache the counts by status.)
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		_, got := call(t, "GET", base+"/v1/confirmations/"+id, key, "")
		if got["confirmation"].(map[string]any)["steps"].([]any)[0].(map[string]any)["state"] == "delivered" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the email was not sent: %v", got)
		}
	}
	status, replied := call(t, "POST", base+"/v1/sandbox/confirmations/"+id+"/reply", key, `{"channel":"email","choice":"will_be_in"}`)
	if status != 200 || replied["confirmation"].(map[string]any)["status"] != "confirmed" {
		t.Fatalf("reply: %d %v", status, replied)
	}
	f := scrapeUntil(t, base+"/metrics", func(f metricstest.Families) bool {
		n, _ := f.Value("confirmd_webhook_attempts_total", "result", "success", "mode", "sandbox")
		return n == 1
	})
	if hooks.Load() != 1 {
		t.Errorf("webhooks received: %d, want 1", hooks.Load())
	}
	for _, c := range []struct {
		name   string
		labels []string
		want   float64
	}{
		{"confirmd_build_info", []string{"version", buildVersion()}, 1},
		{"confirmd_http_requests_total", []string{"route", "POST /v1/confirmations", "code", "201"}, 1},
		{"confirmd_http_requests_total", []string{"route", "POST /v1/sandbox/confirmations/{id}/reply", "code", "200"}, 1},
		{"confirmd_confirmations", []string{"mode", "sandbox", "status", "confirmed"}, 1},
		{"confirmd_steps_sent_total", []string{"channel", "email", "mode", "sandbox"}, 1},
		{"confirmd_steps_sent_total", []string{"channel", "sms", "mode", "sandbox"}, 0},
		{"confirmd_steps_failed_total", []string{"channel", "email", "mode", "sandbox"}, 0},
		{"confirmd_webhook_attempts_total", []string{"result", "http_error", "mode", "sandbox"}, 0},
		{"confirmd_scheduler_lag_seconds", nil, 0},
		{"confirmd_database_up", nil, 1},
	} {
		if got, ok := f.Value(c.name, c.labels...); !ok || got != c.want {
			t.Errorf("%s%v = %v (found %v), want %v", c.name, c.labels, got, ok, c.want)
		}
	}
	for _, name := range []string{"go_goroutines", "process_resident_memory_bytes"} {
		if f[name] == nil {
			t.Errorf("no %s", name)
		}
	}
}

// TestMetricsListener checks CONFIRMD_METRICS_ADDR: a listener of the
// metrics' own, with 404 for /metrics on the main one, or no metrics at all.
func TestMetricsListener(t *testing.T) {
	t.Parallel()
	get := func(t *testing.T, url string) (int, string) {
		t.Helper()
		res, err := http.Get(url)
		if err != nil {
			t.Fatalf("GET %s: %v", url, err)
		}
		defer res.Body.Close()
		b, err := io.ReadAll(res.Body)
		if err != nil {
			t.Fatalf("GET %s: %v", url, err)
		}
		return res.StatusCode, string(b)
	}
	t.Run("own address", func(t *testing.T) {
		t.Parallel()
		srv := mustServe(t, map[string]string{
			"CONFIRMD_DATABASE_URL": "sqlite:" + filepath.Join(t.TempDir(), "c.db"),
			"CONFIRMD_METRICS_ADDR": "127.0.0.1:0",
		})
		if srv.metricsAddr == "" || srv.metricsAddr == srv.addr {
			t.Fatalf("metrics address %q beside %q", srv.metricsAddr, srv.addr)
		}
		if status, body := get(t, "http://"+srv.addr+"/metrics"); status != http.StatusNotFound || !strings.Contains(body, `"no endpoint at GET /metrics"`) {
			t.Errorf("/metrics on the main listener: %d %s, want the API's 404", status, body)
		}
		if status, _ := get(t, "http://"+srv.addr+"/healthz"); status != http.StatusOK {
			t.Errorf("/healthz: %d", status)
		}
		// The main listener's requests are counted, and shown here.
		f := metricstest.Scrape(t, "http://"+srv.metricsAddr+"/metrics")
		for _, c := range []struct {
			route, code string
		}{{"GET /healthz", "200"}, {"/", "404"}} {
			if got, _ := f.Value("confirmd_http_requests_total", "route", c.route, "code", c.code); got != 1 {
				t.Errorf("requests %s %s = %v, want 1", c.route, c.code, got)
			}
		}
		if _, ok := f.Value("confirmd_http_requests_total", "route", "GET /metrics", "code", "200"); ok {
			t.Errorf("scrapes of the metrics' own listener are counted as API requests")
		}
		if status, _ := get(t, "http://"+srv.metricsAddr+"/v1/confirmations"); status != http.StatusNotFound {
			t.Errorf("the API on the metrics listener: %d, want 404", status)
		}
		if err := srv.stop(); err != nil {
			t.Fatal(err)
		}
		if _, err := http.Get("http://" + srv.metricsAddr + "/metrics"); err == nil {
			t.Errorf("the metrics listener still answers after shutdown")
		}
	})
	t.Run("off", func(t *testing.T) {
		t.Parallel()
		srv := mustServe(t, map[string]string{
			"CONFIRMD_DATABASE_URL": "sqlite:" + filepath.Join(t.TempDir(), "c.db"),
			"CONFIRMD_METRICS_ADDR": "off",
		})
		if status, _ := get(t, "http://"+srv.addr+"/metrics"); status != http.StatusNotFound {
			t.Errorf("/metrics when off: %d, want 404", status)
		}
		if srv.metricsAddr != "" || strings.Contains(srv.stderr.String(), "metrics listening") {
			t.Errorf("a metrics listener when off: %q", srv.metricsAddr)
		}
	})
	t.Run("address taken", func(t *testing.T) {
		t.Parallel()
		taken := httptest.NewServer(http.NotFoundHandler())
		t.Cleanup(taken.Close)
		a := &app{stdout: &lockedBuffer{}, stderr: &lockedBuffer{}, getenv: func(k string) string {
			return map[string]string{
				"CONFIRMD_ADDR":         "127.0.0.1:0",
				"CONFIRMD_DATABASE_URL": "sqlite:" + filepath.Join(t.TempDir(), "c.db"),
				"CONFIRMD_METRICS_ADDR": taken.Listener.Addr().String(),
			}[k]
		}}
		err := a.run(t.Context(), []string{"serve"})
		if err == nil || !strings.Contains(err.Error(), "listening for metrics on "+taken.Listener.Addr().String()) {
			t.Errorf("serve with the metrics address taken: %v", err)
		}
	})
}

// TestMetricsMainListenerLoopbackOnly: on the main listener, confirmd serve
// shows /metrics to clients on loopback only, unless
// CONFIRMD_METRICS_PUBLIC; an outside client is told apart here as a proxy
// on the host forwards it, since the test can only connect from loopback.
func TestMetricsMainListenerLoopbackOnly(t *testing.T) {
	t.Parallel()
	scrape := func(t *testing.T, url, forwardedFor string) int {
		t.Helper()
		req, err := http.NewRequest("GET", url, nil)
		if err != nil {
			t.Fatal(err)
		}
		if forwardedFor != "" {
			req.Header.Set("X-Forwarded-For", forwardedFor)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatalf("GET %s: %v", url, err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	for _, tc := range []struct {
		public      string
		fromOutside int
	}{{"", http.StatusNotFound}, {"true", http.StatusOK}} {
		t.Run("public="+tc.public, func(t *testing.T) {
			t.Parallel()
			srv := mustServe(t, map[string]string{
				"CONFIRMD_DATABASE_URL":    "sqlite:" + filepath.Join(t.TempDir(), "c.db"),
				"CONFIRMD_TRUSTED_PROXIES": "127.0.0.1",
				"CONFIRMD_METRICS_PUBLIC":  tc.public,
			})
			url := "http://" + srv.addr + "/metrics"
			if got := scrape(t, url, ""); got != http.StatusOK {
				t.Errorf("from loopback: %d, want 200", got)
			}
			if got := scrape(t, url, "192.0.2.1"); got != tc.fromOutside {
				t.Errorf("from 192.0.2.1 through the proxy: %d, want %d", got, tc.fromOutside)
			}
		})
	}
}
