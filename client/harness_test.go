package client_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/confirmd/confirmd/client"
	"github.com/confirmd/confirmd/internal/apitest"
	"github.com/confirmd/confirmd/internal/testdb"
	"github.com/confirmd/confirmd/webhook"
)

// eachStore runs fn once per database against a real confirmd server.
func eachStore(t *testing.T, fn func(t *testing.T, srv *apitest.Server)) {
	t.Helper()
	testdb.Each(t, func(t *testing.T, k testdb.Kind) { fn(t, apitest.New(t, k.Open(t))) })
}

// newClient returns a client of srv with key, retries off unless opts say.
func newClient(t *testing.T, baseURL, key string, opts ...client.Option) *client.Client {
	t.Helper()
	c, err := client.New(baseURL, key, append([]client.Option{client.WithRetries(0, 0)}, opts...)...)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return c
}

// request returns a valid create request for the fake clock's week.
func request(externalID string) client.CreateRequest {
	return client.CreateRequest{
		ExternalID: externalID,
		Brand:      &client.Brand{Name: "Acme Home", Colors: &client.Colors{Primary: "#0A7F5A"}, SupportEmail: "help@acme.test", Tone: "warm, brief"},
		Customer:   client.Customer{Name: "Jane Smith", Phone: "07400 123456", Email: "jane@example.com"},
		Order: client.Order{
			Ref: "A-1", Type: client.OrderDelivery, Date: "2026-11-24",
			Window:            client.Window{From: "08:00", To: "12:00"},
			Items:             []client.Item{{Name: "Sofa", Qty: 1, SKU: "SF-1"}},
			Address:           &client.Address{Line1: "1 High St", City: "Leeds", Postcode: "LS1 1AA"},
			RescheduleOptions: []client.Slot{{Date: "2026-11-25", Window: client.Window{From: "12:00", To: "16:00"}}},
		},
		Cadence: client.CadenceDemo,
	}
}

func mustCreate(t *testing.T, c *client.Client, req client.CreateRequest) *client.Confirmation {
	t.Helper()
	cf, err := c.Create(t.Context(), req)
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	return cf
}

// receiver is a webhook receiver built with the webhook package; it passes
// on each new state of a confirmation.
func receiver(t *testing.T, secret string) (string, <-chan webhook.Event) {
	t.Helper()
	events := make(chan webhook.Event, 16)
	srv := httptest.NewServer(webhook.Handler(secret, func(_ context.Context, e webhook.Event) error {
		events <- e
		return nil
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/hooks/confirmd", events
}

// next waits for the next webhook.
func next(t *testing.T, events <-chan webhook.Event) webhook.Event {
	t.Helper()
	select {
	case e := <-events:
		return e
	case <-time.After(10 * time.Second):
		t.Fatal("no webhook within 10s")
	}
	return webhook.Event{}
}

// proxy stands between a client and the server: each request is first put
// to intercept, which may answer it itself (returning true); the rest go on
// to the server. It counts the requests per method and path.
type proxy struct {
	URL string

	rp        *httputil.ReverseProxy
	mu        sync.Mutex
	intercept func(w http.ResponseWriter, r *http.Request, n int) bool
	counts    map[string]int
	headers   []http.Header
}

func newProxy(t *testing.T, target string) *proxy {
	t.Helper()
	u, err := url.Parse(target)
	if err != nil {
		t.Fatal(err)
	}
	rp := httputil.NewSingleHostReverseProxy(u)
	p := &proxy{rp: rp, counts: map[string]int{}}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p.mu.Lock()
		key := r.Method + " " + r.URL.Path
		p.counts[key]++
		n := p.counts[key]
		p.headers = append(p.headers, r.Header.Clone())
		intercept := p.intercept
		p.mu.Unlock()
		if intercept != nil && intercept(w, r, n) {
			return
		}
		p.forward(w, r)
	}))
	t.Cleanup(srv.Close)
	p.URL = srv.URL
	return p
}

func (p *proxy) set(fn func(w http.ResponseWriter, r *http.Request, n int) bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.intercept = fn
}

func (p *proxy) count(method, path string) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.counts[method+" "+path]
}

// counted returns the requests so far by method and path, and starts the
// count again.
func (p *proxy) counted() map[string]int {
	p.mu.Lock()
	defer p.mu.Unlock()
	c := p.counts
	p.counts = map[string]int{}
	return c
}

// forward passes a request on to the server.
func (p *proxy) forward(w http.ResponseWriter, r *http.Request) { p.rp.ServeHTTP(w, r) }

// header returns the values of a header in every request so far.
func (p *proxy) header(name string) []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []string
	for _, h := range p.headers {
		out = append(out, h.Get(name))
	}
	return out
}

// countingTransport counts the requests a client sends.
type countingTransport struct{ n atomic.Int32 }

func (c *countingTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	c.n.Add(1)
	return http.DefaultTransport.RoundTrip(r)
}
