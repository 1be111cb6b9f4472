package httpapi

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/metrics"
	"github.com/confirmd/confirmd/internal/metrics/metricstest"
)

// hangingStore holds the API's reads until the request's context ends, then
// asks the real store with that context, as a slow query cut short by a
// client that hung up would be.
type hangingStore struct {
	confirm.Store
	waiting chan<- struct{}
}

func (s hangingStore) ConfirmationView(ctx context.Context, scope confirm.Scope, id string) ([]byte, error) {
	s.hang(ctx)
	view, err := s.Store.ConfirmationView(ctx, scope, id)
	return view, cutShort(ctx, err)
}

func (s hangingStore) ListViews(ctx context.Context, f confirm.ListFilter) (*confirm.ViewPage, error) {
	s.hang(ctx)
	page, err := s.Store.ListViews(ctx, f)
	return page, cutShort(ctx, err)
}

func (s hangingStore) hang(ctx context.Context) {
	s.waiting <- struct{}{}
	<-ctx.Done()
}

// cutShort is the error of a query whose context ended: the store's own
// (PostgreSQL's driver gives the context's error), or, where the store's
// short reads finish regardless (SQLite's), the error a longer query
// interrupted by the driver would give.
func cutShort(ctx context.Context, err error) error {
	if err == nil {
		return fmt.Errorf("interrupted (9): %v", ctx.Err())
	}
	return err
}

// TestClientDisconnectIsNotAServerError: a client that hangs up while the
// API waits on the database is logged as 499 at info level, and counted as
// 499, never as a 500 or an error-level "internal error".
func TestClientDisconnectIsNotAServerError(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.create(h.sandbox, validBody())["id"].(string)
		m := metrics.New(metrics.Config{Version: "test", Logger: slog.New(slog.DiscardHandler)})
		waiting := make(chan struct{})
		h.api.Store = hangingStore{Store: h.api.Store, waiting: waiting}
		h.api.Metrics = m
		answered := make(chan struct{}, 1)
		handler := h.api.Handler()
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			handler.ServeHTTP(w, r)
			answered <- struct{}{}
		}))
		t.Cleanup(srv.Close)
		before := len(h.logs.String())

		for _, tc := range []struct{ path, route string }{
			{"/v1/confirmations/" + id, "GET /v1/confirmations/{id}"},
			{"/v1/confirmations?status=scheduled", "GET /v1/confirmations"},
		} {
			ctx, cancel := context.WithCancel(t.Context())
			req, err := http.NewRequestWithContext(ctx, "GET", srv.URL+tc.path, nil)
			if err != nil {
				t.Fatal(err)
			}
			req.Header.Set("Authorization", "Bearer "+h.sandbox)
			go func() {
				<-waiting // the handler waits on the store: hang up
				cancel()
			}()
			if res, err := srv.Client().Do(req); !errors.Is(err, context.Canceled) {
				t.Fatalf("GET %s: %v %v, want the client's own cancel", tc.path, res, err)
			}
			select {
			case <-answered:
			case <-time.After(10 * time.Second):
				t.Fatalf("GET %s: the handler did not return after the client hung up", tc.path)
			}
		}

		logs := h.logs.String()[before:]
		if strings.Contains(logs, `"level":"ERROR"`) || strings.Contains(logs, `"status":500`) {
			t.Errorf("a client hanging up was logged as a fault:\n%s", logs)
		}
		if n := strings.Count(logs, `"status":499`); n != 2 || strings.Count(logs, `"error":"client closed request"`) != 2 {
			t.Errorf("%d request lines with status 499 and the client closed request, want 2:\n%s", n, logs)
		}
		rec := httptest.NewRecorder()
		m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
		f, err := metricstest.Parse(rec.Body)
		if err != nil {
			t.Fatal(err)
		}
		for _, route := range []string{"GET /v1/confirmations/{id}", "GET /v1/confirmations"} {
			if got, _ := f.Value("confirmd_http_requests_total", "route", route, "code", "499"); got != 1 {
				t.Errorf("%s counted %v times as 499, want 1", route, got)
			}
			if got, ok := f.Value("confirmd_http_requests_total", "route", route, "code", "500"); ok {
				t.Errorf("%s counted %v times as 500", route, got)
			}
		}
	})
}

// pageFunc registers one handler on the API's mux, as the customer pages
// and the console do.
type pageFunc struct {
	pattern string
	h       http.HandlerFunc
}

func (p pageFunc) Register(mux *http.ServeMux) { mux.HandleFunc(p.pattern, p.h) }

// TestClientDisconnectOnAPage: a page that answers 500 of its own accord
// because its client hung up is counted and logged as 499 too.
func TestClientDisconnectOnAPage(t *testing.T) {
	t.Parallel()
	var logs syncBuffer
	m := metrics.New(metrics.Config{Version: "test", Logger: slog.New(slog.DiscardHandler)})
	waiting := make(chan struct{})
	s := &Server{Logger: slog.New(slog.NewJSONHandler(&logs, nil)), Metrics: m,
		Web: []interface{ Register(*http.ServeMux) }{pageFunc{"GET /slow/{token}", func(w http.ResponseWriter, r *http.Request) {
			waiting <- struct{}{}
			<-r.Context().Done()
			http.Error(w, "Something went wrong", http.StatusInternalServerError)
		}}}}
	answered := make(chan struct{}, 1)
	handler := s.Handler()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		handler.ServeHTTP(w, r)
		answered <- struct{}{}
	}))
	t.Cleanup(srv.Close)

	ctx, cancel := context.WithCancel(t.Context())
	req, err := http.NewRequestWithContext(ctx, "GET", srv.URL+"/slow/abc", nil)
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		<-waiting
		cancel()
	}()
	if _, err := srv.Client().Do(req); !errors.Is(err, context.Canceled) {
		t.Fatalf("GET: %v, want the client's own cancel", err)
	}
	select {
	case <-answered:
	case <-time.After(10 * time.Second):
		t.Fatal("the handler did not return after the client hung up")
	}
	if got := logs.String(); !strings.Contains(got, `"path":"/slow/{token}","status":499`) || !strings.Contains(got, `"error":"client closed request"`) {
		t.Errorf("request line:\n%s\nwant status 499 and the client closed request", got)
	}
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	f, err := metricstest.Parse(rec.Body)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := f.Value("confirmd_http_requests_total", "route", "GET /slow/{token}", "code", "499"); got != 1 {
		t.Errorf("counted %v times as 499, want 1", got)
	}
}
