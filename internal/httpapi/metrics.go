package httpapi

import (
	"net"
	"net/http"
	"net/netip"
	"sync/atomic"
)

// serveMetrics serves the metrics to clients on loopback (a Prometheus or
// an agent on the same host), or to every client when MetricsPublic. Any
// other client gets the answer of a path that does not exist, the same as
// when metrics are served elsewhere or not at all, so that nothing tells it
// that metrics are here.
func (s *Server) serveMetrics(w http.ResponseWriter, r *http.Request, refusalLogged *atomic.Bool) error {
	if !s.MetricsPublic {
		if client, ok := s.fromLoopback(r); !ok {
			// Once per process: enough to explain a scraper's 404s to its
			// operator, and no more however often a stranger asks.
			if refusalLogged.CompareAndSwap(false, true) {
				s.Logger.Warn("refused /metrics to a client not on loopback; set CONFIRMD_METRICS_PUBLIC=true to serve them to every client, or CONFIRMD_METRICS_ADDR to give them a listener of their own", "client", client)
			}
			return noEndpoint(r)
		}
	}
	s.MetricsHandler.ServeHTTP(w, r)
	return nil
}

// fromLoopback reports whether the request's client is on loopback, and
// the client's address. The address is the one the rate limit counts: the
// TCP peer, or from a trusted proxy the address it forwarded, so that a
// proxy on the same host does not make the internet local. A request that
// a peer not trusted as a proxy says it forwards is not from loopback
// either: whose it is cannot be known, and most often it comes through a
// reverse proxy on the same host that CONFIRMD_TRUSTED_PROXIES does not
// list. A client sending such a header itself only refuses itself.
func (s *Server) fromLoopback(r *http.Request) (client string, ok bool) {
	client = s.clientIP(r)
	a, err := netip.ParseAddr(client)
	if err != nil || !a.IsLoopback() {
		return client, false
	}
	if forwarded(r) && !s.peerTrusted(r) {
		return client, false
	}
	return client, true
}

// forwarded reports whether the request says it was forwarded for someone,
// in any of the headers proxies use.
func forwarded(r *http.Request) bool {
	for _, h := range []string{"X-Forwarded-For", "Forwarded", "X-Real-Ip"} {
		if len(r.Header.Values(h)) > 0 {
			return true
		}
	}
	return false
}

// peerTrusted reports whether the TCP peer is a trusted proxy.
func (s *Server) peerTrusted(r *http.Request) bool {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	a, err := netip.ParseAddr(host)
	return err == nil && s.trusted(a.Unmap())
}
