package httpapi

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"runtime/debug"
	"strings"
	"time"
)

type infoKey struct{}

// requestInfo collects what the request log line names, filled in by the
// handlers as they learn it.
type requestInfo struct {
	ConfirmationID string
	AccountID      string
}

func info(ctx context.Context) *requestInfo {
	if i, ok := ctx.Value(infoKey{}).(*requestInfo); ok {
		return i
	}
	return &requestInfo{}
}

type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (s *statusRecorder) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	n, err := s.ResponseWriter.Write(b)
	s.bytes += n
	return n, err
}

// Unwrap lets http.ResponseController reach the underlying writer (flushes
// for server-sent events, deadlines).
func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// logRequests writes one line per request: method, path, status, duration
// and the confirmation id. Never a header, a query value or a body, so keys
// and customers' details stay out of the log; nor the token of a customer
// page's path (see logPath). It also tells Metrics, by the route's pattern,
// which the mux records on the request it is handed.
func (s *Server) logRequests(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		ri := &requestInfo{}
		rec := &statusRecorder{ResponseWriter: w}
		routed := r.WithContext(context.WithValue(r.Context(), infoKey{}, ri))
		next.ServeHTTP(rec, routed)
		if rec.status == 0 {
			rec.status = http.StatusOK
		}
		// A failure while the client was gone reached nobody and is no
		// fault of the service: it is counted and logged as the client's
		// hang-up, so that alerts on 5xx see only our own faults.
		if rec.status >= http.StatusInternalServerError && clientGone(routed) {
			rec.status = statusClientClosedRequest
		}
		took := time.Since(start)
		if s.Metrics != nil {
			s.Metrics.ObserveRequest(routed.Pattern, rec.status, took)
		}
		// Attributes rather than key-value pairs: the log line of every
		// request is built without boxing each value.
		attrs := make([]slog.Attr, 0, 8)
		attrs = append(attrs,
			slog.String("method", r.Method),
			slog.String("path", logPath(routed)),
			slog.Int("status", rec.status),
			slog.Float64("duration_ms", float64(took.Microseconds())/1000),
			slog.Int("bytes", rec.bytes),
		)
		if ri.ConfirmationID != "" {
			attrs = append(attrs, slog.String("confirmation", ri.ConfirmationID))
		}
		if ri.AccountID != "" {
			attrs = append(attrs, slog.String("account", ri.AccountID))
		}
		if rec.status == statusClientClosedRequest {
			attrs = append(attrs, slog.String("error", "client closed request"))
		}
		s.Logger.LogAttrs(context.Background(), slog.LevelInfo, "request", attrs...)
	})
}

// statusClientClosedRequest is what the log and the metrics show for a
// request whose client hung up before it was answered (nginx's 499); no
// client ever receives it.
const statusClientClosedRequest = 499

// clientGone reports whether the request's client has hung up: the server
// cancels a request's context when its connection closes (or its HTTP/2
// stream is reset).
func clientGone(r *http.Request) bool {
	return errors.Is(r.Context().Err(), context.Canceled)
}

// logPath is the request's path as the log shows it. A customer page's
// path holds its token, which is the customer's only key to their booking:
// for a route with a {token} the log shows the route's pattern instead.
// The mux has set r.Pattern by the time the handler returns.
func logPath(r *http.Request) string {
	if _, pattern, ok := strings.Cut(r.Pattern, " "); ok && strings.Contains(pattern, "{token}") {
		return pattern
	}
	return r.URL.Path
}

// recoverPanics answers a panicking handler with 500 and logs the stack.
func (s *Server) recoverPanics(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				s.Logger.Error("panic in handler", "panic", fmt.Sprint(v), "stack", string(debug.Stack()))
				s.writeError(w, r, fmt.Errorf("panic: %v", v))
			}
		}()
		next.ServeHTTP(w, r)
	})
}

// clientIP returns the address the rate limit counts against: the TCP peer,
// or, when the peer is a trusted proxy, the last address in X-Forwarded-For
// that is not itself a trusted proxy.
func (s *Server) clientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	peer, err := netip.ParseAddr(host)
	if err != nil {
		return host
	}
	peer = peer.Unmap()
	if !s.trusted(peer) {
		return peer.String()
	}
	hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
	for i := len(hops) - 1; i >= 0; i-- {
		a, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			break // a malformed hop: trust nothing further left
		}
		a = a.Unmap()
		if !s.trusted(a) {
			return a.String()
		}
		peer = a
	}
	return peer.String()
}

func (s *Server) trusted(a netip.Addr) bool {
	for _, p := range s.TrustedProxies {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// ParseTrustedProxies parses a comma-separated list of addresses and CIDR
// prefixes, as CONFIRMD_TRUSTED_PROXIES gives them.
func ParseTrustedProxies(s string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if strings.Contains(f, "/") {
			p, err := netip.ParsePrefix(f)
			if err != nil {
				return nil, fmt.Errorf("trusted proxy %q is not an address or CIDR prefix", f)
			}
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(f)
		if err != nil {
			return nil, fmt.Errorf("trusted proxy %q is not an address or CIDR prefix", f)
		}
		a = a.Unmap()
		out = append(out, netip.PrefixFrom(a, a.BitLen()))
	}
	return out, nil
}
