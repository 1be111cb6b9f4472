package main

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/client"
	"github.com/confirmd/confirmd/internal/apitest"
	"github.com/confirmd/confirmd/internal/testdb"
	"github.com/confirmd/confirmd/webhook"
)

// lines is the receiver's output, one line at a time.
type lines struct {
	mu  sync.Mutex
	buf []byte
	ch  chan string
}

func newLines() *lines { return &lines{ch: make(chan string, 100)} }

func (l *lines) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.buf = append(l.buf, p...)
	for {
		i := bytes.IndexByte(l.buf, '\n')
		if i < 0 {
			return len(p), nil
		}
		l.ch <- string(l.buf[:i])
		l.buf = l.buf[i+1:]
	}
}

// next waits for the next line.
func (l *lines) next(t *testing.T) string {
	t.Helper()
	select {
	case s := <-l.ch:
		return s
	case <-time.After(10 * time.Second):
		t.Fatal("the receiver printed nothing within 10s")
	}
	return ""
}

// startReceiver serves a receiver with secret; its worker runs until the
// test ends.
func startReceiver(t *testing.T, secret string, queue int) (*httptest.Server, *lines) {
	t.Helper()
	out := newLines()
	rc := newReceiver(out, slog.New(slog.NewTextHandler(io.Discard, nil)), queue)
	srv := httptest.NewServer(rc.handler(secret))
	done := make(chan struct{})
	go func() {
		defer close(done)
		rc.work()
	}()
	t.Cleanup(func() {
		srv.Close()
		rc.close()
		<-done
	})
	return srv, out
}

// TestEndToEnd drives real confirmations on a real confirmd to each of the
// four closings, and checks what the receiver does with each webhook.
func TestEndToEnd(t *testing.T) {
	t.Parallel()
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		api := apitest.New(t, k.Open(t))
		recv, out := startReceiver(t, api.SigningSecret, defaultQueue)
		c, err := client.New(api.URL, api.SandboxKey, client.WithRetries(0, 0))
		if err != nil {
			t.Fatal(err)
		}
		ctx := t.Context()
		start := func(externalID string, advances int) string {
			t.Helper()
			cf, err := c.Create(ctx, client.CreateRequest{
				ExternalID: externalID,
				Customer:   client.Customer{Name: "Jane Smith", Phone: "+447400123456", Email: "jane@example.com"},
				Order: client.Order{
					Date: "2026-11-24", Window: client.Window{From: "08:00", To: "12:00"},
					Items:             []client.Item{{Name: "Sofa"}},
					RescheduleOptions: []client.Slot{{Date: "2026-11-25", Window: client.Window{From: "12:00", To: "16:00"}}},
				},
				Cadence:    client.CadenceDemo,
				WebhookURL: recv.URL + hookPath,
			})
			if err != nil {
				t.Fatal(err)
			}
			for range advances {
				if _, err := c.Advance(ctx, cf.ID); err != nil {
					t.Fatal(err)
				}
			}
			return cf.ID
		}
		reply := func(id string, r client.Reply) {
			t.Helper()
			if _, err := c.SandboxReply(ctx, id, r); err != nil {
				t.Fatal(err)
			}
		}
		expect := func(want string) {
			t.Helper()
			if got := out.next(t); got != want {
				t.Errorf("receiver printed\n  %q\nwant\n  %q", got, want)
			}
		}

		id := start("SO-1", 2)
		reply(id, client.SMSReply("I won't be in but my husband Tom will"))
		expect("confirmed: keep the van on route for order SO-1 (Tom will sign) [" + id + "]")
		// The customer changes their mind: a second, newer webhook.
		reply(id, client.SMSReply("Actually please cancel the order"))
		line := out.next(t)
		if !strings.HasPrefix(line, "action needed: flag order SO-1 for the team: ") || !strings.HasSuffix(line, "["+id+"]") {
			t.Errorf("late cancel: %q", line)
		}

		id = start("SO-2", 1)
		reply(id, client.EmailReply(client.ChoiceWillBeIn))
		expect("confirmed: keep the van on route for order SO-2 (the customer will be in) [" + id + "]")

		id = start("SO-3", 1)
		reply(id, client.EmailSlot(0))
		expect("rescheduled: move order SO-3 to 2026-11-25 12:00-16:00 [" + id + "]")

		id = start("SO-4", 0)
		for {
			cf, err := c.Advance(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if !cf.Status.Open() {
				break
			}
		}
		line = out.next(t)
		if !strings.HasPrefix(line, "unreachable: flag order SO-4 for the team and call before dispatch: ") {
			t.Errorf("unreachable: %q", line)
		}
	})
}

const secret = "whsec_receiver_test"

func event(id, status, updatedAt string) []byte {
	return []byte(`{"type":"confirmation.updated","data":{"id":"` + id + `","status":"` + status +
		`","externalId":"SO-9","order":{"date":"2026-11-24","window":{"from":"08:00","to":"12:00"}},` +
		`"outcome":{"intent":"cancel","summary":"Customer wants to cancel"},"updatedAt":"` + updatedAt + `"}}`)
}

// deliver posts body with a signature header and returns the status.
func deliver(t *testing.T, url string, body []byte, signature string) int {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, url+hookPath, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if signature != "" {
		req.Header.Set(webhook.SignatureHeader, signature)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res.StatusCode
}

func TestBadDeliveries(t *testing.T) {
	t.Parallel()
	srv, out := startReceiver(t, secret, defaultQueue)
	body := event("cf_aaaaaaaaaaaaaaaaaaaaaaaa", "action_needed", "2026-11-22T10:00:00.000Z")
	for _, tt := range []struct {
		name string
		body []byte
		sig  string
		want int
	}{
		{"no signature", body, "", http.StatusUnauthorized},
		{"another secret", body, webhook.Sign("whsec_other", body), http.StatusUnauthorized},
		{"body altered after signing", bytes.Replace(body, []byte("action_needed"), []byte("confirmed"), 1), webhook.Sign(secret, body), http.StatusUnauthorized},
		{"re-encoded body", append([]byte(" "), body...), webhook.Sign(secret, body), http.StatusUnauthorized},
		{"malformed header", body, "sha256=xyz", http.StatusUnauthorized},
		{"authentic but not JSON", []byte("hello"), webhook.Sign(secret, []byte("hello")), http.StatusBadRequest},
		{"authentic but no updatedAt", []byte(`{"type":"confirmation.updated","data":{"id":"cf_x"}}`), webhook.Sign(secret, []byte(`{"type":"confirmation.updated","data":{"id":"cf_x"}}`)), http.StatusBadRequest},
	} {
		if got := deliver(t, srv.URL, tt.body, tt.sig); got != tt.want {
			t.Errorf("%s: %d, want %d", tt.name, got, tt.want)
		}
	}
	res, err := http.Get(srv.URL + hookPath)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("GET: %d, want 405", res.StatusCode)
	}
	big := bytes.Repeat([]byte("x"), webhook.MaxBodyBytes+1)
	if got := deliver(t, srv.URL, big, webhook.Sign(secret, big)); got != http.StatusRequestEntityTooLarge {
		t.Errorf("body over the limit: %d, want 413", got)
	}

	// None of them was acted on: the first line is the next good delivery.
	if got := deliver(t, srv.URL, body, webhook.Sign(secret, body)); got != http.StatusNoContent {
		t.Fatalf("good delivery: %d", got)
	}
	if got := out.next(t); got != "action needed: flag order SO-9 for the team: Customer wants to cancel [cf_aaaaaaaaaaaaaaaaaaaaaaaa]" {
		t.Errorf("first line %q", got)
	}
}

// Replays and duplicates are answered 204 and not acted on again; an older
// state arriving after a newer one is dropped.
func TestReplaysAndOrder(t *testing.T) {
	t.Parallel()
	srv, out := startReceiver(t, secret, defaultQueue)
	const id = "cf_bbbbbbbbbbbbbbbbbbbbbbbb"
	send := func(status, at string) {
		t.Helper()
		body := event(id, status, at)
		if got := deliver(t, srv.URL, body, webhook.Sign(secret, body)); got != http.StatusNoContent {
			t.Fatalf("%s at %s: %d, want 204", status, at, got)
		}
	}
	send("confirmed", "2026-11-22T10:00:00.002Z")
	send("confirmed", "2026-11-22T10:00:00.002Z")     // the same delivery again
	send("unreachable", "2026-11-22T10:00:00.001Z")   // older: arrived late
	send("action_needed", "2026-11-22T10:05:00.000Z") // newer
	send("confirmed", "2026-11-22T10:00:00.002Z")     // a replay of the first

	// Another confirmation is independent, and marks the end.
	other := event("cf_cccccccccccccccccccccccc", "unreachable", "2026-11-22T09:00:00.000Z")
	if got := deliver(t, srv.URL, other, webhook.Sign(secret, other)); got != http.StatusNoContent {
		t.Fatalf("other: %d", got)
	}
	want := []string{
		"confirmed: keep the van on route for order SO-9 (the customer will be in) [" + id + "]",
		"action needed: flag order SO-9 for the team: Customer wants to cancel [" + id + "]",
		"unreachable: flag order SO-9 for the team and call before dispatch: Customer wants to cancel [cf_cccccccccccccccccccccccc]",
	}
	for _, w := range want {
		if got := out.next(t); got != w {
			t.Errorf("got  %q\nwant %q", got, w)
		}
	}
}

// A delivery that finds the queue full is answered 500 and not remembered,
// so a later copy of it is handled.
func TestFullQueue(t *testing.T) {
	t.Parallel()
	out := newLines()
	rc := newReceiver(out, slog.New(slog.NewTextHandler(io.Discard, nil)), 1)
	srv := httptest.NewServer(rc.handler(secret))
	defer srv.Close()
	a := event("cf_dddddddddddddddddddddddd", "action_needed", "2026-11-22T10:00:00.000Z")
	b := event("cf_eeeeeeeeeeeeeeeeeeeeeeee", "action_needed", "2026-11-22T10:00:00.000Z")
	if got := deliver(t, srv.URL, a, webhook.Sign(secret, a)); got != http.StatusNoContent {
		t.Fatalf("first: %d", got)
	}
	if got := deliver(t, srv.URL, b, webhook.Sign(secret, b)); got != http.StatusInternalServerError {
		t.Fatalf("into a full queue: %d, want 500", got)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		rc.work()
	}()
	if got := out.next(t); !strings.Contains(got, "cf_dddddddddddddddddddddddd") {
		t.Errorf("first line %q", got)
	}
	if got := deliver(t, srv.URL, b, webhook.Sign(secret, b)); got != http.StatusNoContent {
		t.Fatalf("the same delivery again: %d, want 204", got)
	}
	if got := out.next(t); !strings.Contains(got, "cf_eeeeeeeeeeeeeeeeeeeeeeee") {
		t.Errorf("second line %q", got)
	}
	srv.Close()
	rc.close()
	<-done
}

func TestAct(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		e    webhook.Event
		want string
	}{
		{webhook.Event{Type: "confirmation.deleted"}, `ignored: an event of type "confirmation.deleted"`},
		{webhook.Event{Type: webhook.TypeConfirmationUpdated, Data: webhook.Confirmation{ID: "cf_1", Status: "paused", UpdatedAt: at}},
			`ignored: order cf_1 has status "paused", which this receiver does not know [cf_1]`},
		{webhook.Event{Type: webhook.TypeConfirmationUpdated, Data: webhook.Confirmation{ID: "cf_1", Status: "confirmed", Order: webhook.Order{Ref: "A-1"}, UpdatedAt: at}},
			`confirmed: keep the van on route for order A-1 (the customer will be in) [cf_1]`},
		{webhook.Event{Type: webhook.TypeConfirmationUpdated, Data: webhook.Confirmation{ID: "cf_1", Status: "unreachable", UpdatedAt: at}},
			`unreachable: flag order cf_1 for the team and call before dispatch:  [cf_1]`},
	} {
		var b bytes.Buffer
		rc := newReceiver(&b, slog.New(slog.NewTextHandler(io.Discard, nil)), 1)
		rc.act(tt.e)
		if got := strings.TrimSuffix(b.String(), "\n"); got != tt.want {
			t.Errorf("act(%+v)\n got %q\nwant %q", tt.e, got, tt.want)
		}
	}
}

func TestConfig(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{}, "RECEIVER_SIGNING_SECRET is required"},
		{map[string]string{"RECEIVER_SIGNING_SECRET": "sk_test_abc"}, "RECEIVER_SIGNING_SECRET must start with whsec_"},
		{map[string]string{"CONFIRMD_SIGNING_SECRET": "sk_test_abc"}, "CONFIRMD_SIGNING_SECRET must start with whsec_"},
	} {
		_, err := loadConfig(func(k string) string { return tt.env[k] })
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%v: %v, want an error saying %q", tt.env, err, tt.want)
		}
	}
	c, err := loadConfig(func(k string) string { return map[string]string{"RECEIVER_SIGNING_SECRET": " whsec_x "}[k] })
	if err != nil || c.secret != "whsec_x" || c.addr != "127.0.0.1:3000" || c.warning != "" {
		t.Errorf("defaults: %+v %v", c, err)
	}
	// The old name still works, with a warning, and the new one wins.
	c, err = loadConfig(func(k string) string { return map[string]string{"CONFIRMD_SIGNING_SECRET": "whsec_old"}[k] })
	if err != nil || c.secret != "whsec_old" || !strings.Contains(c.warning, "set RECEIVER_SIGNING_SECRET instead") {
		t.Errorf("the old variable: %+v %v", c, err)
	}
	c, err = loadConfig(func(k string) string {
		return map[string]string{"CONFIRMD_SIGNING_SECRET": "whsec_old", "RECEIVER_SIGNING_SECRET": "whsec_new"}[k]
	})
	if err != nil || c.secret != "whsec_new" || c.warning != "" {
		t.Errorf("both variables: %+v %v", c, err)
	}
}

// TestRun runs the program as main does: it listens, acts on a delivery, and
// on shutdown finishes what it accepted.
func TestRun(t *testing.T) {
	t.Parallel()
	env := map[string]string{"RECEIVER_SIGNING_SECRET": secret, "RECEIVER_ADDR": "127.0.0.1:0"}
	out := newLines()
	var stderr bytes.Buffer
	ctx, cancel := context.WithCancel(t.Context())
	listening := make(chan string, 1)
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, func(k string) string { return env[k] }, out, &stderr, func(addr string) { listening <- addr })
	}()
	var addr string
	select {
	case addr = <-listening:
	case err := <-done:
		t.Fatalf("run ended at start: %v", err)
	}
	body := event("cf_ffffffffffffffffffffffff", "rescheduled", "2026-11-22T10:00:00.000Z")
	if got := deliver(t, "http://"+addr, body, webhook.Sign(secret, body)); got != http.StatusNoContent {
		t.Fatalf("delivery: %d", got)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("run: %v", err)
	}
	if got := out.next(t); got != "rescheduled: move order SO-9 to 2026-11-24 08:00-12:00 [cf_ffffffffffffffffffffffff]" {
		t.Errorf("line %q", got)
	}
	if !strings.Contains(stderr.String(), "http://"+addr+hookPath) {
		t.Errorf("the start-up line does not give the URL: %s", stderr.String())
	}
	if err := run(t.Context(), func(string) string { return "" }, out, &stderr, nil); err == nil {
		t.Errorf("run without a secret succeeded")
	}
}
