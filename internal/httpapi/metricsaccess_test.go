package httpapi

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestMetricsOnlyForLoopback: on the main listener /metrics answers only
// clients on loopback, found by the rate limit's rule (X-Forwarded-For only
// from a trusted proxy), and never a request forwarded by a peer that is
// not a trusted proxy, unless the operator made them public; anyone else
// gets the answer of a path that does not exist.
func TestMetricsOnlyForLoopback(t *testing.T) {
	t.Parallel()
	const notFound = `{"error":"no endpoint at GET /metrics"}` + "\n"
	for _, tc := range []struct {
		name    string
		remote  string
		xff     string    // X-Forwarded-For, if any
		header  [2]string // another header, if any
		trusted string    // CONFIRMD_TRUSTED_PROXIES
		public  bool
		want    int
	}{
		{name: "from the internet", remote: "192.0.2.1:40000", want: http.StatusNotFound},
		{name: "from a private network", remote: "10.0.0.9:40000", want: http.StatusNotFound},
		{name: "from 127.0.0.1", remote: "127.0.0.1:40000", want: http.StatusOK},
		{name: "from 127.0.0.2", remote: "127.0.0.2:40000", want: http.StatusOK},
		{name: "from ::1", remote: "[::1]:40000", want: http.StatusOK},
		{name: "from 127.0.0.1 mapped to IPv6", remote: "[::ffff:127.0.0.1]:40000", want: http.StatusOK},
		{name: "a forged X-Forwarded-For", remote: "192.0.2.1:40000", xff: "127.0.0.1", want: http.StatusNotFound},
		{name: "an outside client through a proxy on the host", remote: "127.0.0.1:40000", xff: "192.0.2.1", trusted: "127.0.0.1", want: http.StatusNotFound},
		{name: "a forged hop through a proxy on the host", remote: "127.0.0.1:40000", xff: "127.0.0.1, 192.0.2.1", trusted: "127.0.0.1", want: http.StatusNotFound},
		{name: "an outside client through a load balancer", remote: "10.0.0.1:40000", xff: "192.0.2.1", trusted: "10.0.0.0/8", want: http.StatusNotFound},
		{name: "the proxy on the host itself", remote: "127.0.0.1:40000", trusted: "127.0.0.1", want: http.StatusOK},
		{name: "a local client through a proxy on the host", remote: "127.0.0.1:40000", xff: "::1", trusted: "127.0.0.1", want: http.StatusOK},
		// A proxy on the host that CONFIRMD_TRUSTED_PROXIES does not list:
		// whom it forwards for is not known, so not loopback.
		{name: "forwarded by a proxy on the host not listed", remote: "127.0.0.1:40000", xff: "192.0.2.1", want: http.StatusNotFound},
		{name: "forwarded by a proxy on the host not listed, claiming loopback", remote: "127.0.0.1:40000", xff: "127.0.0.1", want: http.StatusNotFound},
		{name: "Forwarded from a proxy on the host not listed", remote: "127.0.0.1:40000", header: [2]string{"Forwarded", "for=192.0.2.1"}, want: http.StatusNotFound},
		{name: "X-Real-IP from a proxy on the host not listed", remote: "127.0.0.1:40000", header: [2]string{"X-Real-IP", "192.0.2.1"}, want: http.StatusNotFound},
		{name: "public, from the internet", remote: "192.0.2.1:40000", public: true, want: http.StatusOK},
		{name: "public, through a load balancer", remote: "10.0.0.1:40000", xff: "192.0.2.1", trusted: "10.0.0.0/8", public: true, want: http.StatusOK},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			trusted, err := ParseTrustedProxies(tc.trusted)
			if err != nil {
				t.Fatal(err)
			}
			var logs syncBuffer
			s := &Server{
				Logger:         slog.New(slog.NewJSONHandler(&logs, nil)),
				TrustedProxies: trusted,
				MetricsHandler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "confirmd_build_info 1\n") }),
				MetricsPublic:  tc.public,
			}
			h := s.Handler()
			for _, method := range []string{"GET", "HEAD", "GET"} {
				r := httptest.NewRequest(method, "/metrics", nil)
				r.RemoteAddr = tc.remote
				if tc.xff != "" {
					r.Header.Set("X-Forwarded-For", tc.xff)
				}
				if tc.header[0] != "" {
					r.Header.Set(tc.header[0], tc.header[1])
				}
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, r)
				if rec.Code != tc.want {
					t.Errorf("%s: %d, want %d", method, rec.Code, tc.want)
				}
				switch {
				case method == "HEAD":
				case tc.want == http.StatusOK && rec.Body.String() != "confirmd_build_info 1\n":
					t.Errorf("%s: body %q, want the metrics", method, rec.Body)
				case tc.want == http.StatusNotFound && rec.Body.String() != notFound:
					t.Errorf("%s: body %q, want the same as a path that does not exist, %q", method, rec.Body, notFound)
				}
			}
			warnings := strings.Count(logs.String(), `"level":"WARN"`)
			if tc.want == http.StatusNotFound && (warnings != 1 || !strings.Contains(logs.String(), "CONFIRMD_METRICS_PUBLIC")) {
				t.Errorf("%d warnings for three refusals, want 1 that says what to set:\n%s", warnings, logs.String())
			}
			if tc.want == http.StatusOK && warnings != 0 {
				t.Errorf("warnings when nothing was refused:\n%s", logs.String())
			}
		})
	}
}
