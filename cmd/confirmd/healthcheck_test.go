package main

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/testdb"
)

// runHealthcheck runs `confirmd healthcheck args...` with env.
func runHealthcheck(env map[string]string, args ...string) (string, error) {
	var out, errOut lockedBuffer
	a := &app{stdout: &out, stderr: &errOut, getenv: func(k string) string { return env[k] }}
	err := a.run(context.Background(), append([]string{"healthcheck"}, args...))
	return out.String() + errOut.String(), err
}

// TestHealthcheck asks a real server whether it is ready, by --url and by
// CONFIRMD_ADDR, and then again once it has stopped.
func TestHealthcheck(t *testing.T) {
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		srv := mustServe(t, map[string]string{"CONFIRMD_DATABASE_URL": k.URL(t)})
		if out, err := runHealthcheck(nil, "--url", "http://"+srv.addr); err != nil || strings.TrimSpace(out) != "ready" {
			t.Errorf("healthcheck --url: %v %q", err, out)
		}
		if out, err := runHealthcheck(map[string]string{"CONFIRMD_ADDR": srv.addr}); err != nil || strings.TrimSpace(out) != "ready" {
			t.Errorf("healthcheck by CONFIRMD_ADDR: %v %q", err, out)
		}
		port := srv.addr[strings.LastIndex(srv.addr, ":"):]
		if out, err := runHealthcheck(map[string]string{"CONFIRMD_ADDR": "0.0.0.0" + port}); err != nil {
			t.Errorf("healthcheck by a wildcard CONFIRMD_ADDR: %v %q", err, out)
		}
		if err := srv.stop(); err != nil {
			t.Fatalf("stop: %v", err)
		}
		if _, err := runHealthcheck(nil, "--url", "http://"+srv.addr); err == nil || errors.Is(err, errUsage) {
			t.Errorf("healthcheck of a stopped server: %v, want not ready", err)
		}
	})
}

func TestHealthcheckNotReady(t *testing.T) {
	t.Parallel()
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/readyz" {
			t.Errorf("asked %s, want /readyz", r.URL.Path)
		}
		http.Error(w, `{"status": "unavailable"}`, http.StatusServiceUnavailable)
	}))
	defer ts.Close()
	_, err := runHealthcheck(nil, "--url", ts.URL)
	if err == nil || !strings.Contains(err.Error(), "503") || errors.Is(err, errUsage) {
		t.Errorf("healthcheck of a server answering 503: %v", err)
	}
	for _, args := range [][]string{{"extra"}, {"--timeout", "0s"}, {"--bogus"}} {
		if _, err := runHealthcheck(nil, args...); !errors.Is(err, errUsage) {
			t.Errorf("healthcheck %v: %v, want a usage error", args, err)
		}
	}
	if _, err := runHealthcheck(map[string]string{"CONFIRMD_ADDR": "nonsense"}); err == nil || !strings.Contains(err.Error(), "CONFIRMD_ADDR") {
		t.Errorf("healthcheck with a bad CONFIRMD_ADDR: %v", err)
	}
}

func TestLocalURL(t *testing.T) {
	t.Parallel()
	for addr, want := range map[string]string{
		"127.0.0.1:8080": "http://127.0.0.1:8080",
		"0.0.0.0:8080":   "http://127.0.0.1:8080",
		":9000":          "http://127.0.0.1:9000",
		"[::]:8080":      "http://[::1]:8080",
		"localhost:8080": "http://localhost:8080",
		"10.0.0.5:8080":  "http://10.0.0.5:8080",
		"[::1]:8080":     "http://[::1]:8080",
	} {
		if got, err := localURL(addr); err != nil || got != want {
			t.Errorf("localURL(%q) = %q, %v; want %q", addr, got, err, want)
		}
	}
	for _, addr := range []string{"8080", "host:", ""} {
		if _, err := localURL(addr); err == nil {
			t.Errorf("localURL(%q) succeeded", addr)
		}
	}
}
