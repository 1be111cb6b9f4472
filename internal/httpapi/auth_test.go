package httpapi

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

func TestUnauthorized(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.create(h.sandbox, validBody())["id"].(string)
		revoked := h.addKey(h.account.ID, true)
		k, _, err := h.store.APIKeyByHash(t.Context(), confirm.HashKey(revoked))
		if err != nil {
			t.Fatal(err)
		}
		if err := h.store.RevokeAPIKey(t.Context(), k.ID, start); err != nil {
			t.Fatal(err)
		}
		for _, auth := range []string{"", "Bearer", "Bearer sk_test_nope", "Basic " + h.sandbox, "Bearer " + revoked, "Bearer " + h.sandbox + "x"} {
			for _, p := range []struct{ method, path string }{
				{"GET", "/v1/confirmations"},
				{"POST", "/v1/confirmations"},
				{"GET", "/v1/confirmations/" + id},
				{"POST", "/v1/confirmations/" + id + "/cancel"},
			} {
				req, _ := http.NewRequest(p.method, h.srv.URL+p.path, strings.NewReader("{}"))
				if auth != "" {
					req.Header.Set("Authorization", auth)
				}
				res, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				res.Body.Close()
				if res.StatusCode != http.StatusUnauthorized {
					t.Errorf("%s %s with %.20q: %d, want 401", p.method, p.path, auth, res.StatusCode)
				}
			}
		}
		res := h.do("GET", "/v1/confirmations", "sk_test_wrong", nil)
		if res.Body["error"] != "invalid API key" {
			t.Errorf("401 body: %s", res.Raw)
		}
		// Lower-case scheme is accepted, as RFC 9110 makes schemes case-insensitive.
		if res := h.do("GET", "/v1/confirmations", "", nil, "Authorization", "bearer "+h.sandbox); res.Status != 200 {
			t.Errorf("lower-case bearer: %d", res.Status)
		}
	})
}

func TestMethodNotAllowed(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		for _, tt := range []struct{ method, path, allow string }{
			{"DELETE", "/v1/confirmations", "GET, POST, HEAD"},
			{"PUT", "/v1/confirmations/cf_x", "GET, HEAD"},
			{"GET", "/v1/confirmations/cf_x/cancel", "POST"},
		} {
			res := h.do(tt.method, tt.path, h.sandbox, nil)
			if res.Status != http.StatusMethodNotAllowed || res.Header.Get("Allow") != tt.allow {
				t.Errorf("%s %s: %d Allow %q, want 405 Allow %q", tt.method, tt.path, res.Status, res.Header.Get("Allow"), tt.allow)
			}
			if _, ok := res.Body["error"].(string); !ok {
				t.Errorf("%s %s: body %s has no error", tt.method, tt.path, res.Raw)
			}
		}
		for _, p := range []string{"/healthz", "/readyz"} {
			if res := h.do("POST", p, "", nil); res.Status != http.StatusMethodNotAllowed || res.Header.Get("Allow") != "GET, HEAD" {
				t.Errorf("POST %s: %d Allow %q", p, res.Status, res.Header.Get("Allow"))
			}
		}
		res := h.do("GET", "/v1/nothing", h.sandbox, nil)
		if res.Status != 404 || res.Body["error"] == nil {
			t.Errorf("unknown path: %d %s", res.Status, res.Raw)
		}
	})
}

func TestHealth(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		for _, p := range []string{"/healthz", "/readyz"} {
			if res := h.do("GET", p, "", nil); res.Status != 200 || res.Body["status"] != "ok" {
				t.Errorf("%s: %d %s", p, res.Status, res.Raw)
			}
		}
	})
}

// failingStore is a store whose reads fail, to see how faults are answered.
type failingStore struct {
	confirm.Store
	err error
}

func (f failingStore) GetConfirmation(context.Context, confirm.Scope, string) (*confirm.Confirmation, error) {
	return nil, f.err
}

func (f failingStore) ConfirmationView(context.Context, confirm.Scope, string) ([]byte, error) {
	return nil, f.err
}

func (f failingStore) Ping(context.Context) error { return f.err }

func TestInternalErrors(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		for _, tt := range []struct {
			err    error
			status int
			body   string
		}{
			{errors.New("disk on fire at /var/lib/secret"), 500, `{"error":"internal error"}`},
			{confirm.Errorf(confirm.EUNAVAILABLE, "database unavailable"), 503, `{"error":"database unavailable"}`},
		} {
			var logs syncBuffer
			api := *h.api
			api.Store = failingStore{Store: h.store, err: tt.err}
			api.Logger = slog.New(slog.NewJSONHandler(&logs, nil))
			srv := httptest.NewServer(checkContract(t, api.Handler()))
			req, _ := http.NewRequest("GET", srv.URL+"/v1/confirmations/cf_000000000000000000000000", nil)
			req.Header.Set("Authorization", "Bearer "+h.sandbox)
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			buf := make([]byte, 1024)
			n, _ := res.Body.Read(buf)
			b.Write(buf[:n])
			res.Body.Close()
			srv.Close()
			if res.StatusCode != tt.status || strings.TrimSpace(b.String()) != tt.body {
				t.Errorf("%v: %d %s, want %d %s", tt.err, res.StatusCode, b.String(), tt.status, tt.body)
			}
			if !strings.Contains(logs.String(), tt.err.Error()) {
				t.Errorf("the log does not have the detail of %v:\n%s", tt.err, logs.String())
			}
		}
	})
}

func TestReadyzWithoutDatabase(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		var logs syncBuffer
		api := *h.api
		api.Store = failingStore{Store: h.store, err: errors.New("dial tcp 10.0.0.5:5432: connection refused")}
		api.Logger = slog.New(slog.NewJSONHandler(&logs, nil))
		srv := httptest.NewServer(checkContract(t, api.Handler()))
		defer srv.Close()
		res, err := http.Get(srv.URL + "/readyz")
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if want := `{"error":"database unreachable","status":"unavailable"}`; res.StatusCode != http.StatusServiceUnavailable || strings.TrimSpace(string(body)) != want {
			t.Errorf("readyz: %d %s, want 503 %s", res.StatusCode, body, want)
		}
		if !strings.Contains(logs.String(), "connection refused") {
			t.Errorf("the log does not say why:\n%s", logs.String())
		}
		// Liveness does not depend on the database.
		res, err = http.Get(srv.URL + "/healthz")
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			t.Errorf("healthz: %d, want 200", res.StatusCode)
		}
	})
}

func TestLogsHoldNoSecrets(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		c := h.create(h.sandbox, validBody())
		id := c["id"].(string)
		h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil)
		h.do("GET", "/v1/confirmations?externalId=SO-1042", h.sandbox, nil)
		h.do("GET", "/v1/confirmations", "sk_test_guess", nil)
		h.do("POST", "/v1/confirmations/"+id+"/cancel", h.sandbox, nil)
		h.clock.Advance(time.Second)
		logs := h.logs.String()
		for _, secret := range []string{h.sandbox, "sk_test_guess", h.account.SigningSecret, "jane@example.com", "+447400123456", "07400 123456", "Jane Smith"} {
			if strings.Contains(logs, secret) {
				t.Errorf("the log contains %q:\n%s", secret, logs)
			}
		}
		if !strings.Contains(logs, `"confirmation":"`+id+`"`) || !strings.Contains(logs, `"status":201`) || !strings.Contains(logs, `"duration_ms"`) {
			t.Errorf("request lines lack the confirmation id, status or duration:\n%s", logs)
		}
	})
}
