package client_test

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/client"
	"github.com/confirmd/confirmd/internal/apitest"
)

// unavailable answers the first n requests with status, as a proxy or a
// server that is restarting would.
func unavailable(n, status int) func(w http.ResponseWriter, r *http.Request, i int) bool {
	return func(w http.ResponseWriter, r *http.Request, i int) bool {
		if i > n {
			return false
		}
		w.Header().Set("Content-Type", "text/html")
		w.WriteHeader(status)
		w.Write([]byte("<html>try later</html>"))
		return true
	}
}

func TestRetries(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, srv *apitest.Server) {
		ctx := t.Context()
		direct := newClient(t, srv.URL, srv.SandboxKey)
		cf := mustCreate(t, direct, request("SO-1"))

		t.Run("reads are retried", func(t *testing.T) {
			for _, status := range []int{502, 503, 504} {
				p := newProxy(t, srv.URL)
				p.set(unavailable(2, status))
				c := newClient(t, p.URL, srv.SandboxKey, client.WithRetries(2, 0))
				if _, err := c.Get(ctx, cf.ID); err != nil {
					t.Errorf("Get through two %ds: %v", status, err)
				}
				if _, err := c.List(ctx, client.ListOptions{}); err != nil {
					t.Errorf("List after the %ds: %v", status, err)
				}
				if n := p.count("GET", "/v1/confirmations/"+cf.ID); n != 3 {
					t.Errorf("%d: %d attempts, want 3", status, n)
				}
			}
		})
		t.Run("retries run out", func(t *testing.T) {
			p := newProxy(t, srv.URL)
			p.set(unavailable(5, http.StatusServiceUnavailable))
			c := newClient(t, p.URL, srv.SandboxKey, client.WithRetries(1, 0))
			_, err := c.Get(ctx, cf.ID)
			var apiErr *client.Error
			if !errors.As(err, &apiErr) || apiErr.StatusCode != 503 || apiErr.Message != "HTTP 503 Service Unavailable" || apiErr.Problems != nil {
				t.Errorf("Get through 503s: %v", err)
			}
			if n := p.count("GET", "/v1/confirmations/"+cf.ID); n != 2 {
				t.Errorf("%d attempts, want 2", n)
			}
		})
		t.Run("a create through a 503 creates once", func(t *testing.T) {
			p := newProxy(t, srv.URL)
			p.set(unavailable(1, http.StatusServiceUnavailable))
			c := newClient(t, p.URL, srv.SandboxKey, client.WithRetries(1, 0))
			if _, err := c.Create(ctx, request("SO-2")); err != nil {
				t.Fatalf("Create: %v", err)
			}
			if keys := p.header("Idempotency-Key"); len(keys) != 2 || keys[0] != keys[1] {
				t.Errorf("keys %q, want one key twice", keys)
			}
		})
		t.Run("calls that change things are not retried", func(t *testing.T) {
			p := newProxy(t, srv.URL)
			p.set(unavailable(1, http.StatusServiceUnavailable))
			c := newClient(t, p.URL, srv.SandboxKey, client.WithRetries(3, 0))
			calls := map[string]func() error{
				"/advance": func() error { _, err := c.Advance(ctx, cf.ID); return err },
				"/cancel":  func() error { _, err := c.Cancel(ctx, cf.ID, ""); return err },
				"/reply":   func() error { _, err := c.SandboxReply(ctx, cf.ID, client.SMSReply("yes")); return err },
			}
			for suffix, call := range calls {
				p.set(unavailable(1, http.StatusServiceUnavailable))
				p.counted()
				err := call()
				var apiErr *client.Error
				if !errors.As(err, &apiErr) || apiErr.StatusCode != 503 {
					t.Errorf("%s: %v, want the 503", suffix, err)
				}
				counts := p.counted()
				var path string
				for k := range counts {
					path = k
				}
				if len(counts) != 1 || !strings.HasSuffix(path, suffix) || counts[path] != 1 {
					t.Errorf("%s: requests %v, want one", suffix, counts)
				}
			}
		})
		t.Run("a 500 is not retried", func(t *testing.T) {
			p := newProxy(t, srv.URL)
			p.set(unavailable(1, http.StatusInternalServerError))
			c := newClient(t, p.URL, srv.SandboxKey, client.WithRetries(3, 0))
			if _, err := c.Get(ctx, cf.ID); err == nil || p.count("GET", "/v1/confirmations/"+cf.ID) != 1 {
				t.Errorf("Get through a 500: %v after %d attempts", err, p.count("GET", "/v1/confirmations/"+cf.ID))
			}
		})
		t.Run("network errors", func(t *testing.T) {
			p := newProxy(t, srv.URL)
			p.set(func(w http.ResponseWriter, r *http.Request, n int) bool {
				if n == 1 {
					panic(http.ErrAbortHandler) // the connection drops
				}
				return false
			})
			c := newClient(t, p.URL, srv.SandboxKey, client.WithRetries(1, 0))
			if _, err := c.Get(ctx, cf.ID); err != nil {
				t.Errorf("Get after a dropped connection: %v", err)
			}

			// Nothing listening: the error is net/http's, not an *Error.
			c = newClient(t, "http://127.0.0.1:1", srv.SandboxKey, client.WithRetries(1, 0))
			_, err := c.Get(ctx, cf.ID)
			var apiErr *client.Error
			var urlErr *url.Error
			if !errors.As(err, &urlErr) || errors.As(err, &apiErr) {
				t.Errorf("Get with no server: %v", err)
			}
		})
		t.Run("a cancelled context ends retries", func(t *testing.T) {
			p := newProxy(t, srv.URL)
			cctx, cancel := context.WithCancel(ctx)
			p.set(func(w http.ResponseWriter, r *http.Request, n int) bool {
				cancel()
				w.WriteHeader(http.StatusServiceUnavailable)
				return true
			})
			c := newClient(t, p.URL, srv.SandboxKey, client.WithRetries(5, 0))
			_, err := c.Get(cctx, cf.ID)
			if err == nil || p.count("GET", "/v1/confirmations/"+cf.ID) != 1 {
				t.Errorf("Get with a cancelled context: %v after %d attempts", err, p.count("GET", "/v1/confirmations/"+cf.ID))
			}
		})
		t.Run("user agent", func(t *testing.T) {
			p := newProxy(t, srv.URL)
			for _, tt := range []struct {
				opts []client.Option
				want string
			}{
				{nil, client.DefaultUserAgent},
				{[]client.Option{client.WithUserAgent("acme-dispatch/2.1")}, "acme-dispatch/2.1"},
			} {
				if _, err := newClient(t, p.URL, srv.SandboxKey, tt.opts...).Get(ctx, cf.ID); err != nil {
					t.Fatal(err)
				}
				agents := p.header("User-Agent")
				auth := p.header("Authorization")
				if got := agents[len(agents)-1]; got != tt.want {
					t.Errorf("User-Agent %q, want %q", got, tt.want)
				}
				if got := auth[len(auth)-1]; got != "Bearer "+srv.SandboxKey {
					t.Errorf("Authorization %q", got)
				}
			}
		})
	})
}
