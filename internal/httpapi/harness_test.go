package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"github.com/confirmd/confirmd"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/engine"
	"github.com/confirmd/confirmd/internal/sandbox"
	"github.com/confirmd/confirmd/internal/testdb"
	"github.com/confirmd/confirmd/internal/twilio"
	"github.com/confirmd/confirmd/internal/web"
)

// start is the tests' "now": a Sunday morning in London.
var start = time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)

// eachStore runs fn once per database, in parallel.
func eachStore(t *testing.T, fn func(t *testing.T, h *harness)) {
	t.Helper()
	testdb.Each(t, func(t *testing.T, k testdb.Kind) { fn(t, newHarness(t, k.Open(t))) })
}

// harness is one API server on a fresh database with a fake clock, a
// sandbox key and a live key of one account, and a sandbox key of another.
// It serves what `confirmd serve` does: the API, the customer pages, the
// sandbox console and Twilio's webhooks.
type harness struct {
	t      *testing.T
	store  confirm.Store
	clock  *clock.Fake
	api    *Server
	engine *engine.Engine
	sender *engine.Sender
	// linkSecret signs the email's links, which point at publicURL.
	linkSecret []byte
	publicURL  string
	// twilioToken signs the Twilio webhooks, which are served as in
	// `confirmd serve` with Twilio configured, beside the sandbox console.
	twilioToken string
	srv         *httptest.Server
	account     *confirm.Account
	sandbox     string // sandbox key of account
	live        string // live key of account
	other       string // sandbox key of another account
	logs        *syncBuffer
	web         *web.Console
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

type fakeResolver map[string][]netip.Addr

func (f fakeResolver) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	if a, ok := f[host]; ok {
		return a, nil
	}
	return []netip.Addr{netip.MustParseAddr("93.184.215.14")}, nil
}

func newHarness(t *testing.T, st confirm.Store) *harness {
	t.Helper()
	t.Cleanup(func() { st.Close() })
	h := &harness{t: t, store: viewChecked{Store: st, t: t}, clock: clock.NewFake(start), logs: &syncBuffer{}}
	ctx := t.Context()
	// A high limit, so that only the rate-limit tests meet it.
	h.account = &confirm.Account{ID: confirm.NewAccountID(), Name: "Acme", SigningSecret: confirm.NewSigningSecret(), RateLimit: 1000, CreatedAt: start}
	other := &confirm.Account{ID: confirm.NewAccountID(), Name: "Other", SigningSecret: confirm.NewSigningSecret(), RateLimit: 1000, CreatedAt: start}
	for _, a := range []*confirm.Account{h.account, other} {
		if err := st.CreateAccount(ctx, a); err != nil {
			t.Fatalf("CreateAccount: %v", err)
		}
	}
	h.sandbox = h.addKey(h.account.ID, true)
	h.live = h.addKey(h.account.ID, false)
	h.other = h.addKey(other.ID, true)
	log := slog.New(slog.NewJSONHandler(h.logs, nil))
	h.sender = &engine.Sender{Store: st, Clock: h.clock, Logger: log}
	h.linkSecret = []byte("test link secret")
	h.engine = &engine.Engine{Store: st, Clock: h.clock, Logger: log, Sandbox: &sandbox.Channel{}, Outbox: h.sender,
		EmailText: func(c *confirm.Confirmation) (string, string) {
			subject, text, _, err := web.RenderEmail(c, web.EmailLinks(h.linkSecret, h.publicURL, c))
			if err != nil {
				t.Errorf("RenderEmail: %v", err)
			}
			return subject, text
		}}
	h.srv = httptest.NewUnstartedServer(nil)
	h.publicURL = "http://" + h.srv.Listener.Addr().String()
	h.twilioToken = "harnessTwilioAuthToken0123456789"
	// Key sign-in to /console stays on here, for the tests written
	// before operators signed in by themselves.
	console := &web.Console{Store: st, Sender: h.sender, Clock: h.clock, Logger: log, KeySignIn: true}
	h.api = &Server{
		Web: []interface{ Register(*http.ServeMux) }{
			&web.Pages{Secret: h.linkSecret, Store: st, Replier: h.engine, Logger: log, Clock: h.clock},
			console,
			&web.Home{Version: "v1.2.3-test"},
			&web.Docs{FS: confirmd.Docs, Version: "v1.2.3-test"},
			&twilio.Webhooks{Config: twilio.Config{AuthToken: h.twilioToken, PublicURL: h.publicURL}, Engine: h.engine, Logger: log},
		},
		Engine:          h.engine,
		Outbox:          h.sender,
		Store:           st,
		Clock:           h.clock,
		Logger:          log,
		DefaultTimezone: "Europe/London",
		Resolver:        fakeResolver{"internal.example": {netip.MustParseAddr("10.0.0.7")}},
	}
	h.srv.Config.Handler = checkContract(t, h.api.Handler())
	h.web = console
	console.API = h.srv.Config.Handler
	console.Throttle = h.api
	console.Creates = h.api
	console.Clients = h.api
	t.Cleanup(console.Close)
	h.srv.Start()
	t.Cleanup(h.srv.Close)
	return h
}

// setLimit sets the account's create limit; 0 is the default of 30.
func (h *harness) setLimit(n int) {
	h.t.Helper()
	h.account.RateLimit = n
	if err := h.store.UpdateAccount(h.t.Context(), h.account); err != nil {
		h.t.Fatalf("UpdateAccount: %v", err)
	}
}

func (h *harness) addKey(accountID string, sandbox bool) string {
	h.t.Helper()
	key := confirm.NewAPIKey(sandbox)
	k := &confirm.APIKey{ID: confirm.NewKeyID(), AccountID: accountID, Hash: confirm.HashKey(key), Prefix: confirm.KeyPrefix(key), Sandbox: sandbox, CreatedAt: start}
	if err := h.store.CreateAPIKey(h.t.Context(), k); err != nil {
		h.t.Fatalf("CreateAPIKey: %v", err)
	}
	return key
}

// response is a decoded API answer.
type response struct {
	Status int
	Header http.Header
	Raw    []byte
	Body   map[string]any
}

// do sends a request; body may be a string (sent as is), nil, or a value
// encoded as JSON. Extra headers come in name, value pairs; a body is sent
// as application/json unless they name another Content-Type, or "" for
// none.
func (h *harness) do(method, path, key string, body any, headers ...string) *response {
	h.t.Helper()
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		r = strings.NewReader(b)
	case []byte:
		r = bytes.NewReader(b)
	default:
		j, err := json.Marshal(b)
		if err != nil {
			h.t.Fatal(err)
		}
		r = bytes.NewReader(j)
	}
	req, err := http.NewRequest(method, h.srv.URL+path, r)
	if err != nil {
		h.t.Fatal(err)
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(headers); i += 2 {
		switch {
		case http.CanonicalHeaderKey(headers[i]) != "Content-Type":
			req.Header.Add(headers[i], headers[i+1])
		case headers[i+1] == "":
			req.Header.Del("Content-Type") // sent without one
		default:
			req.Header.Set("Content-Type", headers[i+1])
		}
	}
	res, err := h.srv.Client().Do(req)
	if err != nil {
		h.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	out := &response{Status: res.StatusCode, Header: res.Header, Raw: raw}
	if len(bytes.TrimSpace(raw)) > 0 {
		if err := json.Unmarshal(raw, &out.Body); err != nil {
			h.t.Fatalf("%s %s: answer is not a JSON object: %v\n%s", method, path, err, raw)
		}
	}
	return out
}

// create posts a confirmation and insists on 201.
func (h *harness) create(key string, body map[string]any) map[string]any {
	h.t.Helper()
	res := h.do("POST", "/v1/confirmations", key, body)
	if res.Status != http.StatusCreated {
		h.t.Fatalf("create: status %d, want 201: %s", res.Status, res.Raw)
	}
	return res.Body["confirmation"].(map[string]any)
}

// validBody returns a full, valid create request.
func validBody() map[string]any {
	return map[string]any{
		"externalId": "SO-1042",
		"brand":      map[string]any{"name": "Acme Home", "colors": map[string]any{"primary": "#0A7F5A"}, "supportEmail": "help@acme.test", "tone": "warm, brief"},
		"customer":   map[string]any{"name": "Jane Smith", "phone": "07400 123456", "email": "jane@example.com"},
		"order": map[string]any{
			"ref": "A-1", "type": "delivery", "date": "2026-11-24",
			"window":            map[string]any{"from": "08:00", "to": "12:00"},
			"items":             []any{map[string]any{"name": "Sofa", "qty": 1, "sku": "SF-1"}},
			"address":           map[string]any{"line1": "1 High St", "city": "Leeds", "postcode": "LS1 1AA"},
			"rescheduleOptions": []any{map[string]any{"date": "2026-11-25", "window": map[string]any{"from": "12:00", "to": "16:00"}}},
		},
		"cadence":    "standard",
		"webhookUrl": "https://client.example/hooks/confirm",
	}
}

// minimalBody returns the smallest valid create request.
func minimalBody() map[string]any {
	return map[string]any{
		"customer": map[string]any{"name": "Jane Smith", "email": "jane@example.com"},
		"order": map[string]any{
			"date":   "2026-11-24",
			"window": map[string]any{"from": "08:00", "to": "12:00"},
			"items":  []any{map[string]any{"name": "Sofa"}},
		},
	}
}

// errorList returns the "errors" of an answer.
func errorList(t *testing.T, r *response) []string {
	t.Helper()
	raw, ok := r.Body["errors"].([]any)
	if !ok {
		t.Fatalf("answer has no errors list: %s", r.Raw)
	}
	out := make([]string, len(raw))
	for i, e := range raw {
		out[i] = e.(string)
	}
	return out
}

// viewChecked is a store that checks each stored view it hands out against
// its confirmation encoded afresh, so that a write that changed what the API
// shows without rewriting the view fails whichever test reads it.
type viewChecked struct {
	confirm.Store
	t *testing.T
}

func (v viewChecked) ConfirmationView(ctx context.Context, scope confirm.Scope, id string) ([]byte, error) {
	view, err := v.Store.ConfirmationView(ctx, scope, id)
	if err == nil {
		v.check(ctx, scope, id, view)
	}
	return view, err
}

func (v viewChecked) ListViews(ctx context.Context, f confirm.ListFilter) (*confirm.ViewPage, error) {
	page, err := v.Store.ListViews(ctx, f)
	if err != nil {
		return page, err
	}
	for _, view := range page.Views {
		var c struct{ ID string }
		if err := json.Unmarshal(view, &c); err != nil {
			v.t.Errorf("a stored view is not JSON: %v\n%s", err, view)
			continue
		}
		v.check(ctx, f.Scope, c.ID, view)
	}
	return page, nil
}

// check reports a view of id that is not its confirmation's. Other writes
// may run meanwhile, so the view must be the confirmation's as read just
// before or just after it, in one of a few tries.
func (v viewChecked) check(ctx context.Context, scope confirm.Scope, id string, view []byte) {
	fresh := func() []byte {
		c, err := v.Store.GetConfirmation(ctx, scope, id)
		if err != nil {
			return nil
		}
		b, err := c.ViewJSON()
		if err != nil {
			v.t.Errorf("encoding %s: %v", id, err)
		}
		return b
	}
	for range 3 {
		before := fresh()
		if bytes.Equal(view, before) {
			return
		}
		if bytes.Equal(view, fresh()) {
			return
		}
		var err error
		if view, err = v.Store.ConfirmationView(ctx, scope, id); err != nil {
			return
		}
	}
	v.t.Errorf("the stored view of %s is not its confirmation's:\nstored %s\nfresh  %s", id, view, fresh())
}
