// Package httpapi serves confirmd's REST API: authentication, the create
// rate limit, request decoding and the mapping of domain errors to HTTP.
package httpapi

import (
	"context"
	"log/slog"
	"net/http"
	"net/netip"
	"sync/atomic"
	"time"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/netguard"
)

// Resolver looks up a host's addresses; net.DefaultResolver is one.
type Resolver interface {
	LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error)
}

// Server holds what the API handlers need.
type Server struct {
	Store  confirm.Store
	Clock  clock.Clock
	Logger *slog.Logger

	// DefaultTimezone is the customers' zone when an order names none.
	DefaultTimezone string
	// TrustedProxies are the peers whose X-Forwarded-For is believed.
	TrustedProxies []netip.Prefix
	// Resolver checks the addresses of guarded webhook URLs (live ones,
	// and sandbox ones with GuardSandboxWebhooks); nil means
	// net.DefaultResolver.
	Resolver Resolver
	// GuardSandboxWebhooks holds sandbox webhook URLs to public addresses
	// too, as live ones are: on an installation others can reach, a
	// sandbox account must not be able to point confirmd at its own
	// network. Off, a developer's receiver on localhost works.
	GuardSandboxWebhooks bool
	// SandboxWebhookHosts are hosts that sandbox webhooks may reach even
	// with GuardSandboxWebhooks, whatever their addresses: the operator's
	// own receiver on a private network.
	SandboxWebhookHosts netguard.Hosts
	// Engine runs confirmations' plans.
	Engine Engine
	// Web adds pages to the same server: the customer's pages, the sandbox
	// console.
	Web []interface{ Register(mux *http.ServeMux) }
	// Metrics, if set, is told of every request answered: the ServeMux
	// pattern that matched (empty if none did), the status and the time
	// taken.
	Metrics interface {
		ObserveRequest(route string, code int, d time.Duration)
	}
	// MetricsHandler, if set, is served at GET /metrics: only to clients on
	// loopback, unless MetricsPublic (see serveMetrics).
	MetricsHandler http.Handler
	// MetricsPublic serves MetricsHandler to every client.
	MetricsPublic bool
	// Outbox, if set, is woken when a webhook is queued to be sent again.
	Outbox interface{ Kick() }
	// ResendLimit bounds how often webhooks may be sent again; the zero
	// value means confirm.DefaultResendLimit.
	ResendLimit confirm.ResendLimit
	// KeyRateLimit, if above zero, is how many creates each API key may
	// attempt in any rolling hour, besides its client address's limit.
	KeyRateLimit int

	// failures throttles failed sign-ins (see FailedSignIn); made by
	// Handler, and shared by copies of the Server.
	failures *failures
}

// Engine is what the API needs of the scheduler.
type Engine interface {
	// Advance runs a confirmation's next step now.
	Advance(ctx context.Context, scope confirm.Scope, id string) (*confirm.Confirmation, error)
	// Reply plays a customer's answer.
	Reply(ctx context.Context, scope confirm.Scope, id string, r confirm.Reply) (*confirm.Confirmation, error)
	// Kick tells the scheduler that what is due may have changed.
	Kick()
	// SendMessage sends what a person of the retailer's team wrote.
	SendMessage(ctx context.Context, scope confirm.Scope, id string, m confirm.PersonMessage) (*confirm.Confirmation, error)
	// Resolve closes a confirmation with what a person agreed.
	Resolve(ctx context.Context, scope confirm.Scope, id string, r confirm.Resolution) (*confirm.Confirmation, error)
}

// MaxBodyBytes is the largest request body accepted.
const MaxBodyBytes = 64 << 10

// Handler returns the API with its routes, request logging and recovery.
func (s *Server) Handler() http.Handler {
	if s.failures == nil {
		s.failures = newFailures(failureBurst, failureWindow, failureAddresses)
	}
	mux := http.NewServeMux()

	s.route(mux, "/v1/confirmations", map[string]handlerFunc{
		"GET":  s.auth(s.listConfirmations),
		"POST": s.auth(s.createConfirmation),
	})
	s.route(mux, "/v1/confirmations/{id}", map[string]handlerFunc{
		"GET": s.authThenRead(s.getConfirmation),
	})
	s.route(mux, "/v1/confirmations/{id}/cancel", map[string]handlerFunc{
		"POST": s.auth(s.cancelConfirmation),
	})
	s.route(mux, "/v1/confirmations/{id}/advance", map[string]handlerFunc{
		"POST": s.auth(s.advanceConfirmation),
	})

	// The hand-off inbox (inbox.go).
	s.route(mux, "/v1/inbox", map[string]handlerFunc{"GET": s.auth(s.listInbox)})
	s.route(mux, "/v1/confirmations/{id}/messages", map[string]handlerFunc{"POST": s.auth(s.sendMessage)})
	s.route(mux, "/v1/confirmations/{id}/resolve", map[string]handlerFunc{"POST": s.auth(s.resolveConfirmation)})
	s.route(mux, "/v1/erasures", map[string]handlerFunc{"POST": s.auth(s.erase)})
	s.route(mux, "/v1/audit", map[string]handlerFunc{"GET": s.auth(s.listAudit)})
	s.route(mux, "/v1/confirmations/{id}/delivery", map[string]handlerFunc{
		"POST": s.auth(s.recordDelivery),
	})
	s.route(mux, "/v1/stats", map[string]handlerFunc{"GET": s.auth(s.stats)})
	s.route(mux, "/v1/account", map[string]handlerFunc{
		"GET":   s.auth(s.getAccount),
		"PATCH": s.auth(s.patchAccount),
	})

	// Catching up after an outage: the events feed (change.go) and the
	// webhooks of a confirmation (delivery.go).
	s.route(mux, "/v1/events", map[string]handlerFunc{"GET": s.auth(s.listEvents)})
	s.route(mux, "/v1/confirmations/{id}/webhooks", map[string]handlerFunc{
		"GET": s.auth(s.listWebhookAttempts),
	})
	s.route(mux, "/v1/confirmations/{id}/webhooks/{attemptId}/resend", map[string]handlerFunc{
		"POST": s.auth(s.resendWebhook),
	})

	s.route(mux, "/v1/sandbox/confirmations/{id}/reply", map[string]handlerFunc{
		"POST": s.auth(s.sandboxReply),
	})
	s.route(mux, "/v1/openapi.json", map[string]handlerFunc{"GET": s.openapiDocument})

	for _, w := range s.Web {
		w.Register(mux)
	}
	s.route(mux, "/healthz", map[string]handlerFunc{"GET": s.healthz})
	s.route(mux, "/readyz", map[string]handlerFunc{"GET": s.readyz})
	if s.MetricsHandler != nil {
		var refusalLogged atomic.Bool
		mux.Handle("GET /metrics", s.handle(func(w http.ResponseWriter, r *http.Request) error {
			return s.serveMetrics(w, r, &refusalLogged)
		}))
	}
	mux.Handle("/", s.handle(func(w http.ResponseWriter, r *http.Request) error {
		return noEndpoint(r)
	}))

	return s.logRequests(s.recoverPanics(mux))
}

// route registers one handler per method for a path, and answers every
// other method with 405 and an Allow header, in the API's error shape.
func (s *Server) route(mux *http.ServeMux, path string, byMethod map[string]handlerFunc) {
	allow := ""
	for _, m := range []string{"GET", "POST", "PUT", "PATCH", "DELETE"} {
		h, ok := byMethod[m]
		if !ok {
			continue
		}
		mux.Handle(m+" "+path, s.handle(h))
		if allow != "" {
			allow += ", "
		}
		allow += m
	}
	if _, ok := byMethod["GET"]; ok {
		allow += ", HEAD"
	}
	mux.Handle(path, s.handle(func(w http.ResponseWriter, r *http.Request) error {
		w.Header().Set("Allow", allow)
		return &methodError{method: r.Method, allow: allow}
	}))
}

// noEndpoint is the answer for a path the API does not serve.
func noEndpoint(r *http.Request) error {
	return confirm.Errorf(confirm.ENOTFOUND, "no endpoint at %s %s", r.Method, r.URL.Path)
}

func (s *Server) healthz(w http.ResponseWriter, r *http.Request) error {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	return nil
}

func (s *Server) readyz(w http.ResponseWriter, r *http.Request) error {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.Store.Ping(ctx); err != nil {
		s.Logger.Error("readiness check failed", "err", err)
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "unavailable", "error": "database unreachable"})
		return nil
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	return nil
}

func (s *Server) now() time.Time { return s.Clock.Now().UTC().Truncate(time.Millisecond) }

func (s *Server) changed() {
	if s.Engine != nil {
		s.Engine.Kick()
	}
}
