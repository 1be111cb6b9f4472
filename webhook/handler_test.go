package webhook

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// recorder collects the events a Handler passes on.
type recorder struct {
	mu     sync.Mutex
	events []Event
	err    error // returned by handle
}

func (r *recorder) handle(_ context.Context, e Event) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.events = append(r.events, e)
	return r.err
}

func (r *recorder) count() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.events)
}

func eventBody(id, status, updatedAt string) []byte {
	return []byte(`{"type":"confirmation.updated","data":{"id":"` + id + `","status":"` + status +
		`","order":{"date":"2026-11-24","window":{"from":"08:00","to":"12:00"}},"updatedAt":"` + updatedAt + `"}}`)
}

func post(t *testing.T, srv *httptest.Server, body []byte, header map[string]string) int {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, srv.URL, strings.NewReader(string(body)))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	for k, v := range header {
		req.Header.Set(k, v)
	}
	res, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res.StatusCode
}

func signed(body []byte) map[string]string {
	return map[string]string{SignatureHeader: Sign(testSecret, body), DeliveryHeader: "dl_1"}
}

func TestHandler(t *testing.T) {
	t.Parallel()
	rec := &recorder{}
	srv := httptest.NewServer(Handler(testSecret, rec.handle))
	defer srv.Close()

	first := eventBody("cf_a", StatusConfirmed, "2026-11-22T09:30:00.000Z")
	if got := post(t, srv, first, signed(first)); got != http.StatusNoContent {
		t.Fatalf("good delivery: status %d, want 204", got)
	}
	if rec.count() != 1 {
		t.Fatalf("fn called %d times, want 1", rec.count())
	}
	e := rec.events[0]
	if e.Type != TypeConfirmationUpdated || e.Data.ID != "cf_a" || e.Data.Status != StatusConfirmed ||
		e.Data.Order.Window.From != "08:00" || len(e.Data.Raw) == 0 {
		t.Errorf("fn got %+v", e)
	}

	steps := []struct {
		name     string
		body     []byte
		header   map[string]string
		want     int
		wantSeen int // calls of fn so far
	}{
		{"duplicate", first, signed(first), http.StatusNoContent, 1},
		{"newer", eventBody("cf_a", StatusActionNeeded, "2026-11-22T10:00:00.000Z"), nil, http.StatusNoContent, 2},
		{"older, out of order", eventBody("cf_a", StatusConfirmed, "2026-11-22T09:45:00.000Z"), nil, http.StatusNoContent, 2},
		{"another confirmation", eventBody("cf_b", StatusUnreachable, "2026-11-22T09:00:00.000Z"), nil, http.StatusNoContent, 3},
		{"unsigned", eventBody("cf_c", StatusConfirmed, "2026-11-22T09:00:00.000Z"), map[string]string{}, http.StatusUnauthorized, 3},
		{"wrong secret", first, map[string]string{SignatureHeader: Sign("whsec_other", first)}, http.StatusUnauthorized, 3},
		{"signed, then altered", eventBody("cf_a", StatusConfirmed, "2026-11-22T11:00:00.000Z"),
			map[string]string{SignatureHeader: Sign(testSecret, eventBody("cf_a", StatusUnreachable, "2026-11-22T11:00:00.000Z"))},
			http.StatusUnauthorized, 3},
		{"authentic but not JSON", []byte("not json"), nil, http.StatusBadRequest, 3},
		{"authentic but no id", []byte(`{"type":"confirmation.updated","data":{"updatedAt":"2026-11-22T09:00:00.000Z"}}`), nil, http.StatusBadRequest, 3},
		{"authentic but no updatedAt", []byte(`{"type":"confirmation.updated","data":{"id":"cf_d"}}`), nil, http.StatusBadRequest, 3},
		{"other event type is passed on", []byte(`{"type":"something.else","data":{}}`), nil, http.StatusNoContent, 4},
	}
	for _, s := range steps {
		header := s.header
		if header == nil {
			header = signed(s.body)
		}
		if got := post(t, srv, s.body, header); got != s.want {
			t.Errorf("%s: status %d, want %d", s.name, got, s.want)
		}
		if got := rec.count(); got != s.wantSeen {
			t.Errorf("%s: fn called %d times in all, want %d", s.name, got, s.wantSeen)
		}
	}
}

func TestHandlerFailureAllowsRetry(t *testing.T) {
	t.Parallel()
	rec := &recorder{err: errors.New("database down")}
	srv := httptest.NewServer(Handler(testSecret, rec.handle))
	defer srv.Close()

	body := eventBody("cf_a", StatusConfirmed, "2026-11-22T09:30:00.000Z")
	if got := post(t, srv, body, signed(body)); got != http.StatusInternalServerError {
		t.Fatalf("failing fn: status %d, want 500", got)
	}
	rec.mu.Lock()
	rec.err = nil
	rec.mu.Unlock()
	if got := post(t, srv, body, signed(body)); got != http.StatusNoContent {
		t.Fatalf("retry: status %d, want 204", got)
	}
	if got := rec.count(); got != 2 {
		t.Errorf("fn called %d times, want 2: the retry must not count as a duplicate", got)
	}
}

func TestHandlerTimestamp(t *testing.T) {
	t.Parallel()
	rec := &recorder{}
	srv := httptest.NewServer(Handler(testSecret, rec.handle))
	defer srv.Close()

	now := time.Now()
	body := eventBody("cf_a", StatusConfirmed, "2026-11-22T09:30:00.000Z")
	header := map[string]string{
		SignatureHeader: SignWithTimestamp(testSecret, now, body),
		TimestampHeader: strconv.FormatInt(now.Unix(), 10),
	}
	if got := post(t, srv, body, header); got != http.StatusNoContent {
		t.Fatalf("fresh timestamp: status %d, want 204", got)
	}

	old := now.Add(-time.Hour)
	body = eventBody("cf_b", StatusConfirmed, "2026-11-22T09:30:00.000Z")
	header = map[string]string{
		SignatureHeader: SignWithTimestamp(testSecret, old, body),
		TimestampHeader: strconv.FormatInt(old.Unix(), 10),
	}
	if got := post(t, srv, body, header); got != http.StatusUnauthorized {
		t.Fatalf("replayed old delivery: status %d, want 401", got)
	}
	if got := rec.count(); got != 1 {
		t.Errorf("fn called %d times, want 1", got)
	}
}

func TestHandlerRequestErrors(t *testing.T) {
	t.Parallel()
	rec := &recorder{}
	srv := httptest.NewServer(Handler(testSecret, rec.handle))
	defer srv.Close()

	res, err := srv.Client().Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusMethodNotAllowed || res.Header.Get("Allow") != http.MethodPost {
		t.Errorf("GET: status %d, Allow %q; want 405, POST", res.StatusCode, res.Header.Get("Allow"))
	}

	// Straight to the handler: over a connection, the client may see the
	// server hang up before it has sent the whole body.
	big := []byte(`{"type":"confirmation.updated","data":{"id":"cf_a","pad":"` + strings.Repeat("x", MaxBodyBytes) + `"}}`)
	req := httptest.NewRequest(http.MethodPost, "/", strings.NewReader(string(big)))
	req.Header.Set(SignatureHeader, Sign(testSecret, big))
	w := httptest.NewRecorder()
	srv.Config.Handler.ServeHTTP(w, req)
	if w.Code != http.StatusRequestEntityTooLarge {
		t.Errorf("oversized body: status %d, want 413", w.Code)
	}
	if rec.count() != 0 {
		t.Errorf("fn called %d times, want 0", rec.count())
	}
}

func TestHandlerPanicsWhenMisconfigured(t *testing.T) {
	t.Parallel()
	fn := func(context.Context, Event) error { return nil }
	for name, build := range map[string]func(){
		"no secret": func() { Handler("", fn) },
		"no fn":     func() { Handler(testSecret, nil) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: Handler did not panic", name)
				}
			}()
			build()
		}()
	}
}
