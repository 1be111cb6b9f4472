package web

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"html/template"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
)

// ConsoleStore is what the console reads directly. Everything that changes
// a confirmation goes through the API instead; only the webhook attempts,
// which the API does not show, the sessions and the session secret come
// from here.
type ConsoleStore interface {
	APIKeyByHash(ctx context.Context, hash string) (*confirm.APIKey, *confirm.Account, error)
	CreateConsoleSession(ctx context.Context, s *confirm.ConsoleSession) error
	ConsoleSession(ctx context.Context, idHash string) (*confirm.ConsoleSession, error)
	TouchConsoleSession(ctx context.Context, s *confirm.ConsoleSession) error
	DeleteConsoleSession(ctx context.Context, idHash string) error
	GetConfirmation(ctx context.Context, scope confirm.Scope, id string) (*confirm.Confirmation, error)
	ListDeliveries(ctx context.Context, scope confirm.Scope, confirmationID string) ([]*confirm.Delivery, error)
	// ListFailedDeliveries serves the operators' console's Webhooks page.
	ListFailedDeliveries(ctx context.Context, scope confirm.Scope, limit int) ([]*confirm.Delivery, error)
	RequeueDelivery(ctx context.Context, scope confirm.Scope, deliveryID string, now time.Time, limit confirm.ResendLimit) (*confirm.Delivery, error)
	Secret(ctx context.Context, name string, generate func() string) (string, error)
	// InboxSignal is what the operators' Inbox page follows (inbox_live.go).
	InboxSignal(ctx context.Context, scope confirm.Scope) (confirm.InboxSignal, error)
	// The operators who sign in to the operators' console by themselves
	// (console_operators.go), and their accounts.
	OperatorByID(ctx context.Context, id string) (*confirm.Operator, error)
	OperatorByEmail(ctx context.Context, email string) (*confirm.Operator, error)
	OperatorBySetup(ctx context.Context, setupHash string) (*confirm.Operator, error)
	UpdateOperator(ctx context.Context, o *confirm.Operator) error
	UseTOTPStep(ctx context.Context, operatorID string, step int64) (bool, error)
	ListOperators(ctx context.Context, accountID string) ([]*confirm.Operator, error)
	// Who took which waiting confirmation (the Inbox's "Take it").
	ClaimInbox(ctx context.Context, c *confirm.InboxClaim) error
	ReleaseInbox(ctx context.Context, accountID, confirmationID string) error
	InboxClaims(ctx context.Context, accountID string) (map[string]*confirm.InboxClaim, error)
	GetAccount(ctx context.Context, id string) (*confirm.Account, error)
}

// Console is the sandbox console at /sandbox: a developer signs in with a
// sandbox key, watches confirmations run and plays the customer.
type Console struct {
	Store ConsoleStore
	// API is the REST API's handler; the console's actions are calls to it.
	API http.Handler
	// Sender is the webhook sender, woken after "send again".
	Sender interface{ Kick() }
	Clock  clock.Clock // nil means the real clock
	Logger *slog.Logger
	// SecureCookies marks the session cookie Secure even when the request
	// reached us over plain HTTP (behind a proxy that ends TLS).
	SecureCookies bool
	// Poll is how often the poller shared by the live streams of one scope
	// reads the store; default 500 ms.
	Poll time.Duration
	// DeliveryHistory is how long webhook deliveries are kept after their
	// last attempt (engine.Janitor's), for the page to say; 0 is forever.
	DeliveryHistory time.Duration
	// ResendLimit bounds "Send again"; the zero value means
	// confirm.DefaultResendLimit.
	ResendLimit confirm.ResendLimit
	// Throttle, if set, counts sign-ins with a key that matches none per
	// client address, and refuses them from an address that has failed
	// too often; the API's server is one.
	Throttle SignInThrottle
	// Creates, if set, tells how many creates the developer's address has
	// left this hour, for the list and the create form to show.
	Creates CreateAllowance
	// Clients, if set, tells each request's client address as the API's
	// rate limits find it, for the cap on live streams per address
	// (console_streamcap.go); without it, the TCP peer.
	Clients ClientAddresses
	// KeySignIn lets the operators' console (/console) be signed in to
	// with an API key and a typed name, as well as by operators with their
	// own passwords: for a transition to personal sign-ins. Off, /console
	// takes operators only; the sandbox console always takes keys.
	KeySignIn bool

	once    sync.Once
	keysMu  sync.Mutex
	keys    *sessionKeys
	closing chan struct{}
	closed  sync.Once
	// pollers read the store for the live streams, one per scope watched.
	pollers *pollers
	// streams counts the open live streams against their caps.
	streams streamCounts
}

// Close ends the live streams, so that a graceful shutdown does not wait
// for browsers that keep a console page open.
func (c *Console) Close() {
	c.init()
	c.closed.Do(func() { close(c.closing) })
}

func (c *Console) init() {
	c.once.Do(func() {
		c.closing = make(chan struct{})
		c.pollers = newPollers(c.poll(), c.logger())
	})
}

// sessionKeys reads (or on first use creates) the service secret. It is
// retried on the next request after a failure: a database that was down
// for a moment must not disable the console until a restart.
func (c *Console) sessionKeys(ctx context.Context) (*sessionKeys, error) {
	c.keysMu.Lock()
	defer c.keysMu.Unlock()
	if c.keys != nil {
		return c.keys, nil
	}
	secret, err := c.Store.Secret(ctx, "console-session", func() string { return rand.Text() + rand.Text() })
	if err != nil {
		return nil, err
	}
	k, err := newSessionKeys(secret)
	if err != nil {
		return nil, err
	}
	c.keys = k
	return k, nil
}

// Register adds the console's pages to mux. Every route refuses a
// cross-origin POST (http.CrossOriginProtection) before it runs; forms
// that change something also carry a CSRF token tied to the session.
func (c *Console) Register(mux *http.ServeMux) {
	c.init()
	h := func(pattern string, fn func(http.ResponseWriter, *http.Request)) {
		mux.Handle(pattern, crossOrigin.Handler(http.HandlerFunc(fn)))
	}
	h("GET /sandbox", c.signedIn(c.list))
	h("GET /sandbox/{$}", func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, "/sandbox", http.StatusSeeOther) })
	h("GET /sandbox/sign-in", c.signInForm)
	h("POST /sandbox/sign-in", c.signIn)
	h("POST /sandbox/sign-out", c.signOut)
	h("GET /sandbox/console.js", c.script)
	h("GET /sandbox/new", c.signedIn(c.newForm))
	h("POST /sandbox/new", c.changes(c.create))
	h("GET /sandbox/confirmations/{id}", c.signedIn(c.show))
	h("GET /sandbox/confirmations/{id}/events", c.watching(c.capped(c.events)))
	h("POST /sandbox/confirmations/{id}/advance", c.changes(c.advance))
	h("POST /sandbox/confirmations/{id}/cancel", c.changes(c.cancel))
	h("POST /sandbox/confirmations/{id}/reply", c.changes(c.reply))
	h("POST /sandbox/confirmations/{id}/deliveries/{delivery}/resend", c.changes(c.resend))
	c.registerInbox(h)
	c.registerReports(h)
	c.registerWebhooks(h)
	c.registerTeam(h)
}

// Developer is the signed-in developer of one request.
type Developer struct {
	session
	keys    *sessionKeys
	Scope   confirm.Scope
	Prefix  string
	Account string
	// checked is when the session was last found live (see stillSignedIn).
	checked time.Time
	// ops is set for a session of the operators' console (inbox.go),
	// which live keys may open too.
	ops bool
	// Operator is the person signed in with their password to the
	// operators' console, nil for a key's session.
	Operator *confirm.Operator
	// streamEnded, for a live stream, is closed when its session is
	// signed out (see capped).
	streamEnded <-chan struct{}
}

type consoleHandler func(w http.ResponseWriter, r *http.Request, u *Developer)

// signedIn runs h for a request with a live session (see check); anyone
// else is sent to the sign-in page. The request is the developer's
// activity, which keeps the session from its idle time-out, unless the
// page made it by itself: a refresh of its live part.
func (c *Console) signedIn(h consoleHandler) func(http.ResponseWriter, *http.Request) {
	return c.withSession(true, h)
}

// watching is signedIn for a live event stream: a page left open follows
// its confirmation, but that is no sign that anyone is there.
func (c *Console) watching(h consoleHandler) func(http.ResponseWriter, *http.Request) {
	return c.withSession(false, h)
}

func (c *Console) withSession(active bool, h consoleHandler) func(http.ResponseWriter, *http.Request) {
	return func(w http.ResponseWriter, r *http.Request) {
		keys, err := c.sessionKeys(r.Context())
		if err != nil {
			c.failure(w, r, "reading the console secret", err)
			return
		}
		ck, err := r.Cookie(sessionCookie)
		if err != nil {
			c.toSignIn(w, r)
			return
		}
		s, err := keys.open(ck.Value, c.now())
		if err != nil {
			c.toSignIn(w, r)
			return
		}
		u, err := c.check(r.Context(), keys, s, active && r.URL.Query().Get("fragment") != "1")
		if errors.Is(err, errNoSession) {
			setSessionCookie(w, r, c.SecureCookies, "", -1)
			c.toSignIn(w, r)
			return
		}
		if err != nil {
			c.failure(w, r, "looking up the console session", err)
			return
		}
		h(w, r, u)
	}
}

// changes is signedIn for a POST that changes something: it must carry the
// session's CSRF token, or nothing happens.
func (c *Console) changes(h consoleHandler) func(http.ResponseWriter, *http.Request) {
	return c.signedIn(func(w http.ResponseWriter, r *http.Request, u *Developer) {
		r.Body = http.MaxBytesReader(w, r.Body, maxFormSize)
		if err := r.ParseForm(); err != nil || !u.keys.checkCSRF(u.session, r.PostForm.Get("csrf")) {
			c.render(w, http.StatusForbidden, "message", &consolePage{
				Developer: u, Title: "This form has expired",
				Lines: []string{"The form did not carry this sign-in's token, so nothing was changed. Reload the page and try again."},
			})
			return
		}
		h(w, r, u)
	})
}

func (c *Console) toSignIn(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, "/sandbox/sign-in", http.StatusSeeOther)
}

func (c *Console) signInForm(w http.ResponseWriter, r *http.Request) {
	c.render(w, http.StatusOK, "signin", &consolePage{Title: "Sign in"})
}

// Messages of the sign-in form.
const (
	msgLiveKey  = "This is a live key. The console takes sandbox keys (sk_test_...) only."
	msgNoKey    = "No sandbox key matches. Check that you pasted the whole key."
	maxKeyInput = 200
)

func (c *Console) signIn(w http.ResponseWriter, r *http.Request) {
	if c.throttled(w, r) {
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxFormSize)
	if err := r.ParseForm(); err != nil {
		c.render(w, http.StatusBadRequest, "signin", &consolePage{Title: "Sign in", Error: "The form could not be read; please try again."})
		return
	}
	key := strings.TrimSpace(r.PostForm.Get("key"))
	fail := func(status int, msg string) {
		c.render(w, status, "signin", &consolePage{Title: "Sign in", Error: msg})
	}
	if key == "" || len(key) > maxKeyInput {
		fail(http.StatusUnauthorized, msgNoKey)
		return
	}
	k, _, err := c.Store.APIKeyByHash(r.Context(), confirm.HashKey(key))
	switch {
	case confirm.ErrorCode(err) == confirm.ENOTFOUND:
		if strings.HasPrefix(key, confirm.PrefixLiveKey) {
			fail(http.StatusUnauthorized, msgLiveKey)
			return
		}
		fail(http.StatusUnauthorized, msgNoKey)
		return
	case err != nil:
		c.failure(w, r, "looking up a key at sign-in", err)
		return
	case !k.Sandbox:
		fail(http.StatusForbidden, msgLiveKey)
		return
	}
	keys, err := c.sessionKeys(r.Context())
	if err != nil {
		c.failure(w, r, "reading the console secret", err)
		return
	}
	s, err := c.startSession(r.Context(), key, k)
	if err != nil {
		c.failure(w, r, "storing a console session", err)
		return
	}
	setSessionCookie(w, r, c.SecureCookies, keys.seal(s), int(sessionTTL/time.Second))
	http.Redirect(w, r, "/sandbox", http.StatusSeeOther)
}

// signOut ends the session on the server and clears the cookie, so that
// a copy of the cookie is refused from then on. A live session needs its
// CSRF token, like any other change; a cookie that no longer opens is
// cleared regardless.
func (c *Console) signOut(w http.ResponseWriter, r *http.Request) {
	keys, err := c.sessionKeys(r.Context())
	if err != nil {
		c.failure(w, r, "reading the console secret", err)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxFormSize)
	r.ParseForm()
	if ck, err := r.Cookie(sessionCookie); err == nil {
		if s, err := keys.open(ck.Value, c.now()); err == nil {
			if !keys.checkCSRF(s, r.PostForm.Get("csrf")) {
				c.render(w, http.StatusForbidden, "message", &consolePage{Title: "This form has expired",
					Lines: []string{"The form did not carry this sign-in's token, so you are still signed in. Reload the page and try again."}})
				return
			}
			if err := c.Store.DeleteConsoleSession(r.Context(), s.idHash()); err != nil {
				c.failure(w, r, "ending a console session", err)
				return
			}
			c.init()
			c.streams.endSession(s.idHash())
		}
	}
	setSessionCookie(w, r, c.SecureCookies, "", -1)
	http.Redirect(w, r, "/sandbox/sign-in", http.StatusSeeOther)
}

// list shows the account's sandbox confirmations, newest first.
func (c *Console) list(w http.ResponseWriter, r *http.Request, u *Developer) {
	q := r.URL.Query()
	d := &consolePage{Developer: u, Title: "Confirmations", Status: q.Get("status"), Query: strings.TrimSpace(q.Get("q"))}
	if p := confirm.TextProblem("search", q.Get("q"), confirm.SingleLine); p != "" {
		// Refused here, where the box is named, rather than by the API
		// under the name of the parameter the search becomes.
		d.Query, d.Error = "", "The search must be one line of text, without control characters."
		c.render(w, http.StatusBadRequest, "list", d)
		return
	}
	if strings.HasPrefix(d.Query, "cf_") {
		// An id goes straight to its page, if the key can see it.
		res := c.api(r, u.session, http.MethodGet, "/v1/confirmations/"+pathEscape(d.Query), nil)
		if res.OK() {
			http.Redirect(w, r, "/sandbox/confirmations/"+pathEscape(d.Query), http.StatusSeeOther)
			return
		}
		d.Error = "No confirmation " + d.Query + " in this sandbox account."
		c.render(w, http.StatusNotFound, "list", d)
		return
	}
	v := url.Values{"limit": {"20"}}
	if d.Status != "" {
		v.Set("status", d.Status)
	}
	if d.Query != "" {
		v.Set("externalId", d.Query)
	}
	if cur := q.Get("cursor"); cur != "" {
		v.Set("cursor", cur)
	}
	res := c.api(r, u.session, http.MethodGet, "/v1/confirmations?"+v.Encode(), nil)
	if !res.OK() {
		d.Error = strings.Join(res.Problems(), "; ")
		c.render(w, res.Status, "list", d)
		return
	}
	var out struct {
		Confirmations []apiConfirmation `json:"confirmations"`
		NextCursor    *string           `json:"nextCursor"`
	}
	if err := json.Unmarshal(res.Body, &out); err != nil {
		c.failure(w, r, "reading the API's list", err)
		return
	}
	for i := range out.Confirmations {
		d.Rows = append(d.Rows, out.Confirmations[i].domain())
	}
	if out.NextCursor != nil {
		next := url.Values{"cursor": {*out.NextCursor}}
		if d.Status != "" {
			next.Set("status", d.Status)
		}
		if d.Query != "" {
			next.Set("q", d.Query)
		}
		d.Next = "/sandbox?" + next.Encode()
	}
	c.fillCreatesLeft(r, u, d)
	c.render(w, http.StatusOK, "list", d)
}

func (c *Console) now() time.Time {
	if c.Clock == nil {
		return time.Now()
	}
	return c.Clock.Now()
}

func (c *Console) logger() *slog.Logger {
	if c.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return c.Logger
}

// failure answers something unexpected; the detail goes only to the log.
func (c *Console) failure(w http.ResponseWriter, r *http.Request, what string, err error) {
	c.logger().Error("sandbox console: "+what, "method", r.Method, "path", r.URL.Path, "err", err)
	c.render(w, http.StatusInternalServerError, "message", &consolePage{
		Title: "Something went wrong", Lines: []string{"The console could not do that just now. Please try again in a moment."},
	})
}

var consoleTemplates = func() map[string]*template.Template {
	m := map[string]*template.Template{}
	for _, name := range []string{"signin", "list", "new", "show", "message", "inbox", "thread", "opsignin", "setpassword", "team", "erasures"} {
		m[name] = template.Must(template.New(name).Funcs(consoleFuncs).ParseFS(templateFS,
			"templates/console_layout.html", "templates/console_"+name+".html"))
	}
	return m
}()

var consoleScript = func() []byte {
	b, err := templateFS.ReadFile("templates/console.js")
	if err != nil {
		panic(err)
	}
	return b
}()

func (c *Console) script(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Write(consoleScript)
}

// render writes a console page; with fragment set, only its live part (the
// script swaps it in when something changed).
func (c *Console) render(w http.ResponseWriter, status int, name string, d *consolePage) {
	d.Nonce = rand.Text()
	if d.Developer != nil {
		d.CSRF = d.keys.csrfToken(d.session)
	}
	tmpl := "layout"
	if d.Fragment {
		tmpl = "live"
	}
	var b bytes.Buffer
	if err := consoleTemplates[name].ExecuteTemplate(&b, tmpl, d); err != nil {
		c.logger().Error("sandbox console: rendering", "page", name, "err", err)
		consoleHeaders(w, "")
		http.Error(w, "Something went wrong, please try again.", http.StatusInternalServerError)
		return
	}
	consoleHeaders(w, d.Nonce)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	w.Write(b.Bytes())
}

// consoleHeaders are the customer pages' headers, with the console's one
// script allowed by nonce and its requests to itself (fetch, live events).
func consoleHeaders(w http.ResponseWriter, nonce string) {
	h := w.Header()
	src := "'none'"
	if nonce != "" {
		src = "'nonce-" + nonce + "'"
	}
	h.Set("Content-Security-Policy", "default-src 'none'; style-src "+src+"; script-src "+src+"; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
	h.Set("Cache-Control", "no-store")
	h.Set("Referrer-Policy", "same-origin")
	h.Set("X-Frame-Options", "DENY")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Robots-Tag", "noindex, nofollow")
}
