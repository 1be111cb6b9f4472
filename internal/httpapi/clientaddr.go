package httpapi

import "net/http"

// ClientAddr returns the client address r counts against in the console's
// caps on live streams: the address the create rate limit finds (the TCP
// peer, or past the CONFIRMD_TRUSTED_PROXIES the one they forward for),
// an IPv6 address by its /64 as the throttle of failed sign-ins counts it,
// so that one network cannot open a fresh set of streams from each of its
// addresses.
func (s *Server) ClientAddr(r *http.Request) string {
	return failureKey(s.clientIP(r))
}
