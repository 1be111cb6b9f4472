// Package netguard keeps webhooks sent with a live key from reaching the
// service's own network: a webhookUrl must lead to a public address, both
// when the confirmation is created (CheckURL) and when the delivery connects
// (Control, NewClient). The second check is the one that counts: it sees the
// address actually dialled, so a name that resolves to a public address at
// create time and to 127.0.0.1 later (DNS rebinding) gains nothing.
package netguard

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"syscall"
	"time"
)

// ErrNotPublic is wrapped by every error about an address that is not public,
// whether found by CheckURL or refused by Control.
var ErrNotPublic = errors.New("not a public address")

// addrError names the address and why it is not public, so that the client
// who gave the URL can see what to fix.
type addrError struct {
	host   string // the name that resolved to addr; empty for a literal or dialled address
	addr   netip.Addr
	reason string
	dial   bool
}

func (e *addrError) Error() string {
	switch {
	case e.dial:
		return fmt.Sprintf("netguard: refusing to connect: %s is %s", e.addr, e.reason)
	case e.host != "":
		return fmt.Sprintf("host %q resolves to %s, %s", e.host, e.addr, e.reason)
	default:
		return fmt.Sprintf("%s is %s", e.addr, e.reason)
	}
}

func (e *addrError) Unwrap() error { return ErrNotPublic }

// A range of addresses that is not public, and how to say so.
type block struct {
	prefix netip.Prefix
	reason string
}

// IANA's special-purpose registries, plus what is deprecated. Where a range
// holds a few globally reachable addresses (192.0.0.0/24, 2001::/23) the whole
// range is refused: none of them is a plausible webhook receiver.
var blocked4 = []block{
	{netip.MustParsePrefix("0.0.0.0/32"), "the unspecified address"},
	{netip.MustParsePrefix("0.0.0.0/8"), `a "this network" address (RFC 1122)`},
	{netip.MustParsePrefix("10.0.0.0/8"), "a private address (RFC 1918)"},
	{netip.MustParsePrefix("100.64.0.0/10"), "a shared carrier-grade NAT address (RFC 6598)"},
	{netip.MustParsePrefix("127.0.0.0/8"), "a loopback address"},
	{netip.MustParsePrefix("169.254.0.0/16"), "a link-local address"},
	{netip.MustParsePrefix("172.16.0.0/12"), "a private address (RFC 1918)"},
	{netip.MustParsePrefix("192.0.0.0/24"), "an IETF protocol assignment (RFC 6890)"},
	{netip.MustParsePrefix("192.0.2.0/24"), "a documentation address (RFC 5737)"},
	{netip.MustParsePrefix("192.88.99.0/24"), "a 6to4 relay anycast address (deprecated, RFC 7526)"},
	{netip.MustParsePrefix("192.168.0.0/16"), "a private address (RFC 1918)"},
	{netip.MustParsePrefix("198.18.0.0/15"), "a benchmarking address (RFC 2544)"},
	{netip.MustParsePrefix("198.51.100.0/24"), "a documentation address (RFC 5737)"},
	{netip.MustParsePrefix("203.0.113.0/24"), "a documentation address (RFC 5737)"},
	{netip.MustParsePrefix("224.0.0.0/4"), "a multicast address"},
	{netip.MustParsePrefix("255.255.255.255/32"), "the broadcast address"},
	{netip.MustParsePrefix("240.0.0.0/4"), "a reserved address (RFC 1112)"},
}

var blocked6 = []block{
	{netip.MustParsePrefix("::/128"), "the unspecified address"},
	{netip.MustParsePrefix("::1/128"), "a loopback address"},
	{netip.MustParsePrefix("::/96"), "an IPv4-compatible address (deprecated, RFC 4291)"},
	{netip.MustParsePrefix("64:ff9b:1::/48"), "a local-use NAT64 address (RFC 8215)"},
	{netip.MustParsePrefix("100::/64"), "a discard-only address (RFC 6666)"},
	{netip.MustParsePrefix("2001::/23"), "an IETF protocol assignment such as Teredo or benchmarking (RFC 2928)"},
	{netip.MustParsePrefix("2001:db8::/32"), "a documentation address (RFC 3849)"},
	{netip.MustParsePrefix("2002::/16"), "a 6to4 address (deprecated, RFC 7526)"},
	{netip.MustParsePrefix("3fff::/20"), "a documentation address (RFC 9637)"},
	{netip.MustParsePrefix("fc00::/7"), "a unique local address (RFC 4193)"},
	{netip.MustParsePrefix("fe80::/10"), "a link-local address"},
	{netip.MustParsePrefix("fec0::/10"), "a site-local address (deprecated, RFC 3879)"},
	{netip.MustParsePrefix("ff00::/8"), "a multicast address"},
}

var (
	// Only global unicast space is allocated for public use; listing what
	// is outside it would miss whatever IANA sets aside next.
	globalUnicast6 = netip.MustParsePrefix("2000::/3")
	// DNS64 hands IPv6-only hosts addresses in this prefix for IPv4-only
	// names, so it must pass when the IPv4 address inside is public.
	nat64 = netip.MustParsePrefix("64:ff9b::/96")
)

// Public reports whether ip is a public unicast address that a webhook may
// be delivered to. Loopback, private, link-local, unspecified, multicast,
// carrier-grade NAT, unique local, documentation, benchmarking, reserved and
// deprecated addresses are not public, nor are IPv4-mapped and NAT64 forms of
// those, nor any address with an IPv6 zone.
func Public(ip netip.Addr) bool {
	return whyNotPublic(ip) == ""
}

// whyNotPublic returns why ip is not public, or "" if it is.
func whyNotPublic(ip netip.Addr) string {
	switch {
	case !ip.IsValid():
		return "not a valid address"
	case ip.Zone() != "":
		// A zone only means something on a local link; and netip.Prefix
		// never contains a zoned address, so the tables below would not
		// catch it.
		return "an address scoped to a local interface"
	case ip.Is4In6():
		if r := whyNotPublic(ip.Unmap()); r != "" {
			return r + " (IPv4-mapped)"
		}
		return ""
	case ip.Is4():
		for _, b := range blocked4 {
			if b.prefix.Contains(ip) {
				return b.reason
			}
		}
		return ""
	case nat64.Contains(ip):
		a := ip.As16()
		if r := whyNotPublic(netip.AddrFrom4([4]byte(a[12:]))); r != "" {
			return r + " (NAT64)"
		}
		return ""
	}
	for _, b := range blocked6 {
		if b.prefix.Contains(ip) {
			return b.reason
		}
	}
	if !globalUnicast6.Contains(ip) {
		return "not a global unicast address (outside 2000::/3)"
	}
	return ""
}

// Resolver looks up a host's addresses. *net.Resolver satisfies it.
type Resolver interface {
	LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error)
}

// CheckURL returns nil if rawURL is an http or https URL whose host is a
// public address or resolves, through r, only to public addresses. The error
// otherwise names the problem; it wraps ErrNotPublic when an address is not
// public, and the resolver's error when the host does not resolve.
//
// One non-public address among several is enough to refuse: the dialler may
// pick any of them.
func CheckURL(ctx context.Context, r Resolver, rawURL string) error {
	u, err := url.Parse(rawURL)
	if err != nil {
		return fmt.Errorf("not a valid URL: %v", err)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return fmt.Errorf("scheme %q is not http or https", u.Scheme)
	}
	host := u.Hostname()
	if host == "" {
		return errors.New("URL has no host")
	}
	if ip, err := netip.ParseAddr(host); err == nil {
		if r := whyNotPublic(ip); r != "" {
			return &addrError{addr: ip, reason: r}
		}
		return nil
	}
	if looksNumeric(host) {
		// Forms such as 127.1, 2130706433 or 0x7f.1 are read as IP
		// addresses by some resolvers and as names by others; refuse them
		// rather than depend on which one runs.
		return fmt.Errorf("host %q is neither an IP address in standard form nor a domain name", host)
	}
	addrs, err := r.LookupNetIP(ctx, "ip", host)
	if err != nil {
		return fmt.Errorf("host %q does not resolve: %w", host, err)
	}
	if len(addrs) == 0 {
		return fmt.Errorf("host %q does not resolve to any address", host)
	}
	for _, ip := range addrs {
		if r := whyNotPublic(ip); r != "" {
			return &addrError{host: host, addr: ip.Unmap(), reason: r}
		}
	}
	return nil
}

// looksNumeric reports whether the last label of host is a number (decimal,
// or hexadecimal with 0x): no top-level domain is.
func looksNumeric(host string) bool {
	host = strings.TrimSuffix(host, ".")
	last := host[strings.LastIndexByte(host, '.')+1:]
	if h, ok := strings.CutPrefix(strings.ToLower(last), "0x"); ok {
		return strings.Trim(h, "0123456789abcdef") == ""
	}
	return last != "" && strings.Trim(last, "0123456789") == ""
}

// Control refuses a connection to an address that is not public. Its
// signature is that of net.Dialer.Control, which is called with the resolved
// address just before connecting, so the check applies to the address
// actually dialled whatever DNS said before.
func Control(network, address string, _ syscall.RawConn) error {
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return fmt.Errorf("netguard: refusing to connect to %q (%s): not an IP address and port", address, network)
	}
	if r := whyNotPublic(ap.Addr()); r != "" {
		return &addrError{addr: ap.Addr().Unmap(), reason: r, dial: true}
	}
	return nil
}

// NewClient returns an HTTP client for delivering webhooks: each request,
// connection included, is limited to timeout, and redirects are returned as
// they are rather than followed, because a webhook is delivered to the URL
// the client gave and a 3xx is not a 2xx. With guard true, the client
// connects only to public addresses (see Control) and ignores proxy settings.
func NewClient(timeout time.Duration, guard bool) *http.Client {
	dialer := &net.Dialer{Timeout: timeout, KeepAlive: 30 * time.Second}
	proxy := http.ProxyFromEnvironment
	if guard {
		dialer.Control = Control
		// Through a proxy the guard would see only the proxy's address,
		// and the proxy would connect to the webhook host unchecked.
		proxy = nil
	}
	return &http.Client{
		Timeout: timeout,
		Transport: &http.Transport{
			Proxy:                 proxy,
			DialContext:           dialer.DialContext,
			ForceAttemptHTTP2:     true,
			MaxIdleConns:          100,
			IdleConnTimeout:       90 * time.Second,
			TLSHandshakeTimeout:   10 * time.Second,
			ExpectContinueTimeout: time.Second,
		},
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}
}

// Hosts is a list of host names that an operator lets webhooks reach
// whatever their addresses: a receiver of their own on a private network,
// such as the example receiver of docker-compose.yml. Names are compared in
// lower case and without a final dot; the port does not matter.
type Hosts []string

// ParseHosts reads a comma-separated list of host names, as
// CONFIRMD_SANDBOX_WEBHOOK_HOSTS gives them. Each must be a bare name or IP
// address: no scheme, port, path or wildcard.
func ParseHosts(s string) (Hosts, error) {
	var hs Hosts
	for _, f := range strings.Split(s, ",") {
		h := strings.TrimSuffix(strings.ToLower(strings.TrimSpace(f)), ".")
		if h == "" {
			continue
		}
		if _, err := netip.ParseAddr(h); err != nil && !validHostName(h) {
			return nil, fmt.Errorf("%q is not a host name (give names such as receiver or hooks.internal, without scheme or port)", strings.TrimSpace(f))
		}
		hs = append(hs, h)
	}
	return hs, nil
}

func validHostName(h string) bool {
	if len(h) > 253 {
		return false
	}
	for _, l := range strings.Split(h, ".") {
		if l == "" || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
			return false
		}
		for _, r := range l {
			if r != '-' && (r < 'a' || r > 'z') && (r < '0' || r > '9') {
				return false
			}
		}
	}
	return true
}

// Contains reports whether rawURL's host is one of hs.
func (hs Hosts) Contains(rawURL string) bool {
	if len(hs) == 0 {
		return false
	}
	u, err := url.Parse(rawURL)
	if err != nil {
		return false
	}
	host := strings.TrimSuffix(strings.ToLower(u.Hostname()), ".")
	for _, h := range hs {
		if host != "" && host == h {
			return true
		}
	}
	return false
}
