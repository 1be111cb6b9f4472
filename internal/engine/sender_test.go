package engine

import (
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/netguard"
	"github.com/confirmd/confirmd/webhook"
)

// fakeStore keeps deliveries in memory, claiming them as the stores do.
type fakeStore struct {
	mu          sync.Mutex
	accounts    map[string]*confirm.Account
	deliveries  map[string]*confirm.Delivery
	leased      map[string]time.Time // id -> end of the lease, while in flight
	outstanding int                  // claimed and not yet finished
	maxOut      int
	claims      int
}

var _ SenderStore = (*fakeStore)(nil)

func newFakeStore() *fakeStore {
	return &fakeStore{
		accounts: map[string]*confirm.Account{
			"acct_1": {ID: "acct_1", SigningSecret: "whsec_new"},
		},
		deliveries: map[string]*confirm.Delivery{},
		leased:     map[string]time.Time{},
	}
}

func (f *fakeStore) GetAccount(_ context.Context, id string) (*confirm.Account, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	a, ok := f.accounts[id]
	if !ok {
		return nil, confirm.Errorf(confirm.ENOTFOUND, "account not found")
	}
	c := *a
	return &c, nil
}

func (f *fakeStore) ClaimDeliveries(_ context.Context, now time.Time, lease time.Duration, limit int, caps confirm.DeliveryCaps) ([]*confirm.Delivery, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.claims++
	var due []*confirm.Delivery
	var inFlight []confirm.DeliveryTarget
	for _, d := range f.deliveries {
		target := confirm.DeliveryTarget{AccountID: d.AccountID, Host: confirm.DeliveryHost(d.URL)}
		switch {
		case d.State != confirm.DeliveryPending:
		case !d.NextAttemptAt.After(now):
			due = append(due, d)
		case f.leased[d.ID].After(now):
			inFlight = append(inFlight, target)
		}
	}
	sort.Slice(due, func(i, j int) bool { return due[i].CreatedAt.Before(due[j].CreatedAt) })
	candidates := make([]confirm.DueDelivery, len(due))
	for i, d := range due {
		candidates[i] = confirm.DueDelivery{ID: d.ID, DeliveryTarget: confirm.DeliveryTarget{AccountID: d.AccountID, Host: confirm.DeliveryHost(d.URL)}}
	}
	var out []*confirm.Delivery
	for _, id := range confirm.PickDeliveries(candidates, inFlight, caps, limit) {
		d := f.deliveries[id]
		d.NextAttemptAt = now.Add(lease)
		f.leased[id] = d.NextAttemptAt
		c := *d
		c.Attempts = append([]confirm.Attempt(nil), d.Attempts...)
		out = append(out, &c)
	}
	f.outstanding += len(out)
	f.maxOut = max(f.maxOut, f.outstanding)
	return out, nil
}

func (f *fakeStore) FinishAttempt(_ context.Context, id string, a confirm.Attempt, state confirm.DeliveryState, next time.Time) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	d, ok := f.deliveries[id]
	if !ok {
		return confirm.Errorf(confirm.ENOTFOUND, "delivery not found")
	}
	f.outstanding--
	delete(f.leased, id)
	d.Attempts = append(d.Attempts, a)
	d.State = state
	if state == confirm.DeliveryPending {
		d.NextAttemptAt = next
	}
	return nil
}

func (f *fakeStore) NextDeliveryAt(_ context.Context, after time.Time) (time.Time, bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var next time.Time
	found := false
	for _, d := range f.deliveries {
		if d.State == confirm.DeliveryPending && d.NextAttemptAt.After(after) && (!found || d.NextAttemptAt.Before(next)) {
			next, found = d.NextAttemptAt, true
		}
	}
	return next, found, nil
}

// add queues a delivery of a small payload to url, due at now.
func (f *fakeStore) add(id, url string, sandbox bool, now time.Time) []byte {
	payload := []byte(`{"type":"confirmation.updated","data":{"id":"cf_` + id + `","status":"confirmed","updatedAt":"2026-11-22T09:30:00.000Z"}}`)
	f.mu.Lock()
	defer f.mu.Unlock()
	f.deliveries[id] = &confirm.Delivery{
		ID: id, ConfirmationID: "cf_" + id, AccountID: "acct_1", Sandbox: sandbox, URL: url,
		Payload: payload, State: confirm.DeliveryPending, CreatedAt: now, NextAttemptAt: now,
	}
	return payload
}

func (f *fakeStore) get(id string) confirm.Delivery {
	f.mu.Lock()
	defer f.mu.Unlock()
	d := *f.deliveries[id]
	d.Attempts = append([]confirm.Attempt(nil), d.Attempts...)
	return d
}

var sendT0 = time.Date(2026, 11, 22, 9, 30, 0, 0, time.UTC)

func newTestSender(t *testing.T, store SenderStore, clk clock.Clock, cfg SenderConfig) *Sender {
	t.Helper()
	if cfg.Version == "" {
		cfg.Version = "1.2.3"
	}
	return &Sender{Store: store, Clock: clk, Config: cfg, Logger: slog.New(slog.DiscardHandler)}
}

// sentRequest is what a test receiver saw.
type sentRequest struct {
	body   []byte
	header http.Header
}

// senderRecorder is a receiver that keeps each request and answers with status.
func senderRecorder(t *testing.T, status int) (*httptest.Server, func() []sentRequest) {
	t.Helper()
	var mu sync.Mutex
	var got []sentRequest
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		mu.Lock()
		got = append(got, sentRequest{b, r.Header.Clone()})
		mu.Unlock()
		w.WriteHeader(status)
	}))
	t.Cleanup(srv.Close)
	return srv, func() []sentRequest {
		mu.Lock()
		defer mu.Unlock()
		return append([]sentRequest(nil), got...)
	}
}

func mustRunDue(t *testing.T, s *Sender, want int) {
	t.Helper()
	n, err := s.RunDue(t.Context())
	if err != nil {
		t.Fatalf("RunDue: %v", err)
	}
	if n != want {
		t.Fatalf("RunDue made %d attempts, want %d", n, want)
	}
}

func TestSenderDelivers(t *testing.T) {
	t.Parallel()
	srv, requests := senderRecorder(t, http.StatusNoContent)
	store := newFakeStore()
	clk := clock.NewFake(sendT0)
	payload := store.add("wh_1", srv.URL+"/hooks", true, sendT0)
	s := newTestSender(t, store, clk, SenderConfig{})

	mustRunDue(t, s, 1)

	got := requests()
	if len(got) != 1 {
		t.Fatalf("receiver got %d requests, want 1", len(got))
	}
	r := got[0]
	if diff := cmp.Diff(string(payload), string(r.body)); diff != "" {
		t.Errorf("body mismatch (-want +got):\n%s", diff)
	}
	if err := webhook.Verify("whsec_new", r.body, r.header.Get(webhook.SignatureHeader)); err != nil {
		t.Errorf("Verify: %v", err)
	}
	wantHeaders := map[string]string{
		"Content-Type":          "application/json",
		webhook.DeliveryHeader:  "wh_1",
		"User-Agent":            "confirmd/1.2.3",
		webhook.SignatureHeader: webhook.Sign("whsec_new", payload),
	}
	for k, v := range wantHeaders {
		if r.header.Get(k) != v {
			t.Errorf("header %s = %q, want %q", k, r.header.Get(k), v)
		}
	}
	if ts := r.header.Get(webhook.TimestampHeader); ts != "" {
		t.Errorf("timestamp header %q sent while off", ts)
	}

	d := store.get("wh_1")
	if d.State != confirm.DeliveryDelivered {
		t.Errorf("state = %s, want delivered", d.State)
	}
	if len(d.Attempts) != 1 {
		t.Fatalf("%d attempts recorded, want 1", len(d.Attempts))
	}
	a := d.Attempts[0]
	if a.StatusCode != http.StatusNoContent || a.Error != "" || !a.At.Equal(sendT0) || a.Duration <= 0 {
		t.Errorf("attempt = %+v, want 204 at %v with a duration and no error", a, sendT0)
	}
	if diff := cmp.Diff(wantHeaders, a.RequestHeaders); diff != "" {
		t.Errorf("recorded headers mismatch (-want +got):\n%s", diff)
	}

	mustRunDue(t, s, 0) // delivered is final
}

func TestSenderFailures(t *testing.T) {
	t.Parallel()
	closed := httptest.NewServer(http.NotFoundHandler())
	closed.Close()

	tests := []struct {
		name    string
		handler http.HandlerFunc
		url     string // instead of a server with handler
		status  int
		err     []string // any of these
		body    string
	}{
		{
			name: "server error",
			handler: func(w http.ResponseWriter, r *http.Request) {
				w.WriteHeader(http.StatusInternalServerError)
				io.WriteString(w, "database down")
			},
			status: 500, err: []string{"HTTP 500"}, body: "database down",
		},
		{
			name: "hangs",
			handler: func(w http.ResponseWriter, r *http.Request) {
				// The server notices the client hang up only once the
				// body has been read.
				io.Copy(io.Discard, r.Body)
				<-r.Context().Done()
			},
			err: []string{"timeout after 200ms"},
		},
		{
			name: "connection reset",
			handler: func(w http.ResponseWriter, r *http.Request) {
				conn, _, err := w.(http.Hijacker).Hijack()
				if err != nil {
					t.Error(err)
					return
				}
				if tc, ok := conn.(*net.TCPConn); ok {
					tc.SetLinger(0) // send RST rather than FIN
				}
				conn.Close()
			},
			err: []string{"connection reset by the receiver", "connection closed by the receiver before a response"},
		},
		{
			name: "redirect",
			handler: func(w http.ResponseWriter, r *http.Request) {
				if r.URL.Path == "/elsewhere" {
					t.Error("redirect followed")
				}
				http.Redirect(w, r, "/elsewhere", http.StatusFound)
			},
			status: 302, err: []string{"HTTP 302 (redirects are not followed)"},
		},
		{
			name: "connection refused",
			url:  closed.URL,
			err:  []string{"connection refused"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			url := tt.url
			if tt.handler != nil {
				srv := httptest.NewServer(tt.handler)
				t.Cleanup(srv.Close)
				url = srv.URL
			}
			store := newFakeStore()
			store.add("wh_1", url, true, sendT0)
			s := newTestSender(t, store, clock.NewFake(sendT0), SenderConfig{Timeout: 200 * time.Millisecond})

			mustRunDue(t, s, 1)
			mustRunDue(t, s, 0) // no retry by default

			d := store.get("wh_1")
			if d.State != confirm.DeliveryFailed || len(d.Attempts) != 1 {
				t.Fatalf("state %s after %d attempts, want failed after 1", d.State, len(d.Attempts))
			}
			a := d.Attempts[0]
			t.Logf("recorded: %d %q in %s", a.StatusCode, a.Error, a.Duration)
			ok := false
			for _, e := range tt.err {
				ok = ok || a.Error == e
			}
			if !ok {
				t.Errorf("error = %q, want one of %q", a.Error, tt.err)
			}
			if a.StatusCode != tt.status || a.ResponseBody != tt.body {
				t.Errorf("status %d, body %q; want %d, %q", a.StatusCode, a.ResponseBody, tt.status, tt.body)
			}
			if a.RequestHeaders[webhook.DeliveryHeader] != "wh_1" {
				t.Errorf("recorded headers %v lack the delivery id", a.RequestHeaders)
			}
		})
	}
}

func TestSenderResponseBodyLimit(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.WriteHeader(http.StatusBadRequest)
		io.WriteString(w, "\x00"+strings.Repeat("é", 1000)) // 2001 bytes
	}))
	t.Cleanup(srv.Close)
	store := newFakeStore()
	store.add("wh_1", srv.URL, true, sendT0)
	mustRunDue(t, newTestSender(t, store, clock.NewFake(sendT0), SenderConfig{}), 1)

	body := store.get("wh_1").Attempts[0].ResponseBody
	// 1 KiB less the NUL is 511 whole é and half of one, left out.
	if want := strings.Repeat("é", 511); body != want {
		t.Errorf("response body of %d bytes, want the first KiB as valid text without NUL (%d bytes)", len(body), len(want))
	}
}

// TestSenderResponseBody checks what of a receiver's answer is kept for the
// console: at most 1 KiB, of valid UTF-8, and only of a textual type.
func TestSenderResponseBody(t *testing.T) {
	t.Parallel()
	json10k := `{"error":"` + strings.Repeat("x", 10<<10) + `"}`
	png := "\x89PNG\r\n\x1a\n" + strings.Repeat("\x00\x01", 100)
	tests := []struct {
		name, contentType, body string
		want                    string
	}{
		{"json of 10 KiB", "application/json", json10k, json10k[:1024]},
		{"png", "image/png", png, "(body not shown: image/png)"},
		{"text with a charset", "text/plain; charset=utf-8", "database down", "database down"},
		{"html, kept as text", "text/html", "<script>alert(1)</script>", "<script>alert(1)</script>"},
		{"problem json", "application/problem+json", `{"title":"bad"}`, `{"title":"bad"}`},
		{"xml", "application/xml", "<e/>", "<e/>"},
		{"svg, an xml", "image/svg+xml", "<svg/>", "<svg/>"},
		{"form", "application/x-www-form-urlencoded", "a=1", "a=1"},
		{"upper case", "Application/JSON", "{}", "{}"},
		{"octet stream", "application/octet-stream", "secret bytes", "(body not shown: application/octet-stream)"},
		{"pdf", "application/pdf", "%PDF-1.4", "(body not shown: application/pdf)"},
		{"json-ish but not application", "image/x+json", "{}", "(body not shown: image/x+json)"},
		{"no content type", "", "ok", "(body not shown: no Content-Type)"},
		{"unreadable content type", "text/plain; charset", "ok", "(body not shown: unreadable Content-Type)"},
		{"empty png", "image/png", "", ""},
		{"invalid UTF-8 and NUL", "text/plain", "a\xffb\x00c", "a\uFFFDbc"},
		// Each invalid byte would grow to three: the text is cut again.
		{"invalid UTF-8 throughout", "text/plain", strings.Repeat("\xff\x41", 600), strings.Repeat("\uFFFDA", 256)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if tt.contentType == "" {
					w.Header()["Content-Type"] = nil // none, and no sniffing
				} else {
					w.Header().Set("Content-Type", tt.contentType)
				}
				w.WriteHeader(http.StatusOK)
				io.WriteString(w, tt.body)
			}))
			t.Cleanup(srv.Close)
			store := newFakeStore()
			store.add("wh_1", srv.URL, true, sendT0)
			mustRunDue(t, newTestSender(t, store, clock.NewFake(sendT0), SenderConfig{}), 1)

			got := store.get("wh_1").Attempts[0].ResponseBody
			if got != tt.want {
				t.Errorf("response body kept (%d bytes):\n%.200q\nwant (%d bytes):\n%.200q", len(got), got, len(tt.want), tt.want)
			}
			if len(got) > 1024 || !utf8.ValidString(got) || strings.ContainsRune(got, 0) {
				t.Errorf("response body of %d bytes, valid UTF-8 %v: want at most 1 KiB of valid text without NUL", len(got), utf8.ValidString(got))
			}
		})
	}
}

func TestSenderRetries(t *testing.T) {
	t.Parallel()
	var calls atomic.Int32
	var succeedOn atomic.Int32 // 0: never
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if n := calls.Add(1); n == succeedOn.Load() {
			w.WriteHeader(http.StatusOK)
			return
		}
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	t.Cleanup(srv.Close)

	t.Run("fails after the last retry", func(t *testing.T) {
		calls.Store(0)
		store := newFakeStore()
		clk := clock.NewFake(sendT0)
		store.add("wh_1", srv.URL, true, sendT0)
		s := newTestSender(t, store, clk, SenderConfig{Retries: 2, RetryBase: 30 * time.Second})

		// After attempt n the wait is 30s*2^(n-1) ±20%.
		for n, nominal := range []time.Duration{30 * time.Second, time.Minute} {
			mustRunDue(t, s, 1)
			d := store.get("wh_1")
			if d.State != confirm.DeliveryPending {
				t.Fatalf("after attempt %d: state %s, want pending", n+1, d.State)
			}
			wait := d.NextAttemptAt.Sub(clk.Now())
			if lo, hi := nominal*8/10, nominal*12/10; wait < lo || wait > hi {
				t.Errorf("after attempt %d: next in %s, want within [%s, %s]", n+1, wait, lo, hi)
			}
			clk.Advance(wait - time.Millisecond)
			mustRunDue(t, s, 0) // not yet
			clk.Advance(time.Millisecond)
		}
		mustRunDue(t, s, 1)
		mustRunDue(t, s, 0)
		d := store.get("wh_1")
		if d.State != confirm.DeliveryFailed || len(d.Attempts) != 3 {
			t.Fatalf("state %s after %d attempts, want failed after 3", d.State, len(d.Attempts))
		}
		for i := 1; i < len(d.Attempts); i++ {
			if !d.Attempts[i].At.After(d.Attempts[i-1].At) {
				t.Errorf("attempt %d at %v, not after attempt %d at %v", i+1, d.Attempts[i].At, i, d.Attempts[i-1].At)
			}
		}
	})

	t.Run("delivered on the second attempt", func(t *testing.T) {
		calls.Store(0)
		succeedOn.Store(2)
		store := newFakeStore()
		clk := clock.NewFake(sendT0)
		store.add("wh_1", srv.URL, true, sendT0)
		s := newTestSender(t, store, clk, SenderConfig{Retries: 2})

		mustRunDue(t, s, 1)
		clk.Set(store.get("wh_1").NextAttemptAt)
		mustRunDue(t, s, 1)
		d := store.get("wh_1")
		if d.State != confirm.DeliveryDelivered || len(d.Attempts) != 2 {
			t.Fatalf("state %s after %d attempts, want delivered after 2", d.State, len(d.Attempts))
		}
		if a := d.Attempts[1]; a.StatusCode != 200 || a.Error != "" {
			t.Errorf("second attempt = %d %q, want 200 without error", a.StatusCode, a.Error)
		}
		mustRunDue(t, s, 0)
	})
}

func TestSenderBackoff(t *testing.T) {
	t.Parallel()
	base := 30 * time.Second
	tests := []struct {
		n      int
		lo, hi time.Duration
	}{
		{1, 24 * time.Second, 36 * time.Second},
		{2, 48 * time.Second, 72 * time.Second},
		{3, 96 * time.Second, 144 * time.Second},
		{8, 48 * time.Minute, time.Hour},    // 64 min nominal, capped
		{1000, 48 * time.Minute, time.Hour}, // no overflow
	}
	for _, tt := range tests {
		for _, r := range []float64{0, 0.5, 0.999999} {
			if d := backoff(base, tt.n, r); d < tt.lo || d > tt.hi {
				t.Errorf("backoff(%s, %d, %v) = %s, want within [%s, %s]", base, tt.n, r, d, tt.lo, tt.hi)
			}
		}
	}
	if lo, hi := backoff(base, 1, 0), backoff(base, 1, 0.999999); hi-lo < 11*time.Second {
		t.Errorf("jitter spreads only from %s to %s", lo, hi)
	}
}

func TestSenderRotation(t *testing.T) {
	t.Parallel()
	srv, requests := senderRecorder(t, http.StatusNoContent)
	store := newFakeStore()
	store.accounts["acct_1"].PreviousSigningSecret = "whsec_old"
	store.accounts["acct_1"].PreviousSecretUntil = sendT0.Add(time.Hour)
	clk := clock.NewFake(sendT0)
	s := newTestSender(t, store, clk, SenderConfig{})

	store.add("wh_1", srv.URL, true, sendT0)
	mustRunDue(t, s, 1)
	clk.Set(sendT0.Add(time.Hour))
	store.add("wh_2", srv.URL, true, clk.Now())
	mustRunDue(t, s, 1)

	got := requests()
	if len(got) != 2 {
		t.Fatalf("receiver got %d requests, want 2", len(got))
	}
	sigs := strings.Split(got[0].header.Get(webhook.SignatureHeader), ",")
	if len(sigs) != 2 {
		t.Fatalf("during the overlap: %d signatures, want 2", len(sigs))
	}
	for i, secret := range []string{"whsec_new", "whsec_old"} {
		other := []string{"whsec_old", "whsec_new"}[i]
		if err := webhook.Verify(secret, got[0].body, sigs[i]); err != nil {
			t.Errorf("signature %d with %s: %v", i+1, secret, err)
		}
		if err := webhook.Verify(other, got[0].body, sigs[i]); err == nil {
			t.Errorf("signature %d verifies with %s too", i+1, other)
		}
		if err := webhook.Verify(secret, got[0].body, got[0].header.Get(webhook.SignatureHeader)); err != nil {
			t.Errorf("whole header with %s: %v", secret, err)
		}
	}

	after := got[1].header.Get(webhook.SignatureHeader)
	if strings.Contains(after, ",") {
		t.Errorf("after the overlap: header %q has more than one signature", after)
	}
	if err := webhook.Verify("whsec_new", got[1].body, after); err != nil {
		t.Errorf("after the overlap: %v", err)
	}
}

func TestSenderSignTimestamp(t *testing.T) {
	t.Parallel()
	srv, requests := senderRecorder(t, http.StatusNoContent)
	store := newFakeStore()
	clk := clock.NewFake(sendT0)
	store.add("wh_1", srv.URL, true, sendT0)
	mustRunDue(t, newTestSender(t, store, clk, SenderConfig{SignTimestamp: true}), 1)

	r := requests()[0]
	sig, ts := r.header.Get(webhook.SignatureHeader), r.header.Get(webhook.TimestampHeader)
	if ts != "1795339800" {
		t.Errorf("timestamp header %q, want the clock's Unix seconds", ts)
	}
	if err := webhook.VerifyWithTimestamp("whsec_new", r.body, sig, ts, sendT0, webhook.DefaultTolerance); err != nil {
		t.Errorf("VerifyWithTimestamp: %v", err)
	}
	if err := webhook.Verify("whsec_new", r.body, sig); err == nil {
		t.Error("the body alone verifies; the timestamp is not signed")
	}
	if got := store.get("wh_1").Attempts[0].RequestHeaders[webhook.TimestampHeader]; got != ts {
		t.Errorf("recorded timestamp %q, sent %q", got, ts)
	}
}

func TestSenderGuard(t *testing.T) {
	t.Parallel()
	srv, requests := senderRecorder(t, http.StatusNoContent)
	store := newFakeStore()
	store.add("wh_live", srv.URL, false, sendT0)
	store.add("wh_sandbox", srv.URL, true, sendT0.Add(time.Millisecond))
	clk := clock.NewFake(sendT0.Add(time.Second))
	mustRunDue(t, newTestSender(t, store, clk, SenderConfig{}), 2)

	if got := requests(); len(got) != 1 || got[0].header.Get(webhook.DeliveryHeader) != "wh_sandbox" {
		t.Errorf("receiver got %d requests, want only the sandbox one", len(got))
	}
	live := store.get("wh_live")
	if live.State != confirm.DeliveryFailed {
		t.Errorf("live delivery to 127.0.0.1: state %s, want failed", live.State)
	}
	a := live.Attempts[0]
	t.Logf("recorded: %q", a.Error)
	if !strings.HasPrefix(a.Error, "refused: 127.0.0.1 resolves to a non-public address") || a.StatusCode != 0 {
		t.Errorf("live attempt: %d %q, want status 0 and a refusal", a.StatusCode, a.Error)
	}
	if got := store.get("wh_sandbox").State; got != confirm.DeliveryDelivered {
		t.Errorf("sandbox delivery to 127.0.0.1: state %s, want delivered", got)
	}
}

// TestSenderGuardSandbox delivers to 127.0.0.1 a sandbox webhook whose URL
// was accepted when it was created (the policy then allowed it, or a name
// then resolved to a public address): with sandbox webhooks guarded, the
// address dialled is refused at delivery time, as a live one is.
func TestSenderGuardSandbox(t *testing.T) {
	t.Parallel()
	srv, requests := senderRecorder(t, http.StatusNoContent)
	store := newFakeStore()
	store.add("wh_sandbox", srv.URL+"/hook", true, sendT0)
	// A name that resolves to loopback wherever the test runs, as a
	// rebinding name would resolve by the time of the delivery.
	u, _ := url.Parse(srv.URL)
	store.add("wh_named", "http://localhost:"+u.Port()+"/hook", true, sendT0.Add(time.Millisecond))
	s := newTestSender(t, store, clock.NewFake(sendT0.Add(time.Second)), SenderConfig{GuardSandbox: true})
	mustRunDue(t, s, 2)

	if got := requests(); len(got) != 0 {
		t.Errorf("receiver on 127.0.0.1 got %d requests, want none", len(got))
	}
	for _, id := range []string{"wh_sandbox", "wh_named"} {
		d := store.get(id)
		if len(d.Attempts) != 1 {
			t.Fatalf("%s: %d attempts, want 1", id, len(d.Attempts))
		}
		a := d.Attempts[0]
		t.Logf("%s recorded: %q", id, a.Error)
		if !strings.HasPrefix(a.Error, "refused: ") || !strings.Contains(a.Error, "resolves to a non-public address") ||
			!strings.Contains(a.Error, "loopback") || a.StatusCode != 0 {
			t.Errorf("%s: attempt %d %q, want status 0 and a refusal naming the loopback address", id, a.StatusCode, a.Error)
		}
	}
}

func TestSenderUnknownAccount(t *testing.T) {
	t.Parallel()
	srv, requests := senderRecorder(t, http.StatusNoContent)
	store := newFakeStore()
	store.add("wh_1", srv.URL, true, sendT0)
	store.deliveries["wh_1"].AccountID = "acct_gone"
	mustRunDue(t, newTestSender(t, store, clock.NewFake(sendT0), SenderConfig{Retries: 3}), 1)

	if len(requests()) != 0 {
		t.Error("an unsigned delivery reached the receiver")
	}
	d := store.get("wh_1")
	if d.State != confirm.DeliveryFailed || d.Attempts[0].Error != "account not found" {
		t.Errorf("state %s, error %q; want failed, account not found", d.State, d.Attempts[0].Error)
	}
}

// eventually polls cond on the wall clock for a few seconds: the sender's loop
// runs on its own goroutines and real sockets, which no fake clock can step.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestSenderWorkersBoundedAndStopDrains(t *testing.T) {
	t.Parallel()
	var inFlight, maxInFlight, arrived atomic.Int32
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		arrived.Add(1)
		n := inFlight.Add(1)
		for m := maxInFlight.Load(); n > m && !maxInFlight.CompareAndSwap(m, n); m = maxInFlight.Load() {
		}
		<-release
		inFlight.Add(-1)
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(srv.Close)

	store := newFakeStore()
	for i := range 10 {
		store.add("wh_"+string(rune('a'+i)), srv.URL, true, sendT0.Add(time.Duration(i)*time.Millisecond))
	}
	s := newTestSender(t, store, clock.Real{}, SenderConfig{Workers: 2, Timeout: 5 * time.Second})
	s.Start(t.Context())
	t.Cleanup(s.Stop)

	eventually(t, "two requests in flight", func() bool { return inFlight.Load() == 2 })

	stopped := make(chan struct{})
	go func() {
		s.Stop()
		close(stopped)
	}()
	select {
	case <-stopped:
		t.Fatal("Stop returned with attempts in flight")
	case <-time.After(100 * time.Millisecond):
	}
	close(release)
	<-stopped
	s.Stop() // again: nothing to do

	store.mu.Lock()
	defer store.mu.Unlock()
	if m := maxInFlight.Load(); m > 2 {
		t.Errorf("%d requests in flight at once, want at most 2", m)
	}
	if store.maxOut > 2 {
		t.Errorf("%d deliveries claimed at once, want at most 2", store.maxOut)
	}
	if store.outstanding != 0 {
		t.Errorf("%d claimed deliveries not recorded after Stop", store.outstanding)
	}
	delivered := 0
	for _, d := range store.deliveries {
		if d.State == confirm.DeliveryDelivered {
			delivered++
		}
	}
	if delivered < 2 || int(arrived.Load()) != delivered {
		t.Errorf("%d delivered and %d requests after Stop, want the same, at least the 2 in flight", delivered, arrived.Load())
	}
}

func TestSenderStartKick(t *testing.T) {
	t.Parallel()
	srv, requests := senderRecorder(t, http.StatusNoContent)
	store := newFakeStore()
	s := newTestSender(t, store, clock.Real{}, SenderConfig{})
	s.Start(t.Context())
	t.Cleanup(s.Stop)

	// Let the loop find nothing and go to sleep for maxIdle.
	eventually(t, "the first claim", func() bool {
		store.mu.Lock()
		defer store.mu.Unlock()
		return store.claims > 0
	})
	store.add("wh_1", srv.URL, true, clock.Real{}.Now())
	s.Kick()
	eventually(t, "the delivery after Kick", func() bool {
		return store.get("wh_1").State == confirm.DeliveryDelivered
	})
	if n := len(requests()); n != 1 {
		t.Errorf("receiver got %d requests, want 1", n)
	}
}

// TestSenderSandboxHosts checks that with sandbox deliveries held to public
// addresses, a host of SandboxHosts is reached whatever its address (the
// operator's own receiver), and other private addresses still are not.
func TestSenderSandboxHosts(t *testing.T) {
	t.Parallel()
	srv, requests := senderRecorder(t, http.StatusNoContent)
	store := newFakeStore()
	u, _ := url.Parse(srv.URL)
	store.add("wh_listed", "http://localhost:"+u.Port()+"/hook", true, sendT0)
	store.add("wh_other", srv.URL+"/hook", true, sendT0.Add(time.Millisecond))
	store.add("wh_live", "http://localhost:"+u.Port()+"/hook", false, sendT0.Add(2*time.Millisecond))
	s := newTestSender(t, store, clock.NewFake(sendT0.Add(time.Second)),
		SenderConfig{GuardSandbox: true, SandboxHosts: netguard.Hosts{"localhost"}})
	mustRunDue(t, s, 3)

	if got := requests(); len(got) != 1 {
		t.Errorf("receiver got %d requests, want the listed host's one", len(got))
	}
	if a := store.get("wh_listed").Attempts; len(a) != 1 || a[0].StatusCode != http.StatusNoContent {
		t.Errorf("listed host: attempts %+v, want one answered 204", a)
	}
	for _, id := range []string{"wh_other", "wh_live"} {
		if a := store.get(id).Attempts; len(a) != 1 || !strings.HasPrefix(a[0].Error, "refused: ") {
			t.Errorf("%s: attempts %+v, want one refused", id, a)
		}
	}
}
