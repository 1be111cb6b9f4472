package httpapi

import (
	"container/list"
	"net/http"
	"net/netip"
	"sync"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Failed sign-ins, bearer keys of the API and keys typed into the sandbox
// console's form alike, are throttled per client address: an address may
// fail failureBurst times in a failureWindow that starts at its first
// failure; after that its wrong keys are refused with 429 instead of 401
// until the window ends. A key that matches is never refused, so someone
// guessing from a retailer's address (behind the same NAT, or forging
// X-Forwarded-For past no trusted proxy) cannot lock the retailer out, and
// a wrong key counts only against the address it came from. A missing or
// malformed Authorization header is no guess at a key, and neither counts
// nor is refused. The count is kept in the process's memory: several
// processes each allow their own burst.
const (
	failureBurst  = 20
	failureWindow = time.Minute
	// failureAddresses bounds the memory the throttle takes: at most this
	// many addresses (some 2 MB) are kept, and when a new one comes the
	// one whose window started first is forgotten. A flood of addresses
	// thus costs no more memory; it can only make the throttle forget an
	// address early, which an attacker with that many addresses does not
	// need anyway.
	failureAddresses = 10_000
)

var errTooManyFailures = confirm.Errorf(confirm.ERATELIMIT, "too many failed sign-in attempts; try again later")

// failedAuth counts a key that matched none, presented by r, and returns
// the answer: 401, or 429 once r's address has failed too often.
func (s *Server) failedAuth(r *http.Request) error {
	if s.FailedSignIn(r) {
		return errTooManyFailures
	}
	return errBadKey
}

// FailedSignIn counts a sign-in with a key that matches none against the
// client address of r (as the create rate limit finds it), and reports
// whether to refuse it as one of too many. The sandbox console calls it
// for its sign-in form, so that the API's bearer keys and the form share
// one count per address. The first refusal of an address's window is
// logged, and no other, so that a guesser cannot flood the log.
func (s *Server) FailedSignIn(r *http.Request) bool {
	addr := failureKey(s.clientIP(r))
	refused, until := s.failures.fail(addr, s.Clock.Now())
	if !until.IsZero() {
		s.Logger.Warn("too many failed sign-in attempts; refusing wrong keys from this address for the rest of the window",
			"client", addr, "failures", s.failures.burst, "until", until.UTC().Format(time.RFC3339))
	}
	return refused
}

// SignInRefused reports whether the client address of r has failed too
// often in its current window, without counting r. The operators'
// console asks it before checking a password, so that a guesser over the
// limit learns nothing from a right guess (a password, unlike an API key,
// may be guessable).
func (s *Server) SignInRefused(r *http.Request) bool {
	return s.failures.over(failureKey(s.clientIP(r)), s.Clock.Now())
}

// failureKey is the address failures are counted against: the client's
// IPv4 address, or the /64 prefix of its IPv6 address, which is one
// network's, so that a client cannot make a fresh guesser of each of its
// 2^64 addresses.
func failureKey(addr string) string {
	a, err := netip.ParseAddr(addr)
	if err != nil || !a.Is6() {
		return addr
	}
	p, err := a.WithZone("").Prefix(64)
	if err != nil {
		return addr
	}
	return p.String()
}

// failures counts failed sign-ins per address in fixed windows, keeping at
// most size addresses.
type failures struct {
	burst  int
	window time.Duration
	size   int

	mu     sync.Mutex
	byAddr map[string]*list.Element // values are *failureCount
	// order holds the addresses' counts, the window that started first
	// at the front: the first to expire, and the first forgotten when
	// size are kept.
	order list.List
}

// failureCount is one address's failures in its current window.
type failureCount struct {
	addr  string
	start time.Time
	n     int
}

func newFailures(burst int, window time.Duration, size int) *failures {
	return &failures{burst: burst, window: window, size: size, byAddr: make(map[string]*list.Element)}
}

// fail counts a failure from addr at now and reports whether it is over
// the burst, to be refused. until is the end of the address's window when
// this is its first failure over the burst, to be logged; otherwise zero.
func (f *failures) fail(addr string, now time.Time) (refused bool, until time.Time) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if e, ok := f.byAddr[addr]; ok {
		c := e.Value.(*failureCount)
		if now.Before(c.start.Add(f.window)) {
			if c.n <= f.burst {
				c.n++ // no further: the count only has to tell "over"
				if c.n > f.burst {
					return true, c.start.Add(f.window)
				}
			}
			return c.n > f.burst, time.Time{}
		}
		f.forget(e)
	}
	for f.order.Len() > 0 {
		front := f.order.Front()
		if f.order.Len() < f.size && now.Before(front.Value.(*failureCount).start.Add(f.window)) {
			break
		}
		f.forget(front)
	}
	c := &failureCount{addr: addr, start: now, n: 1}
	f.byAddr[addr] = f.order.PushBack(c)
	if c.n > f.burst {
		return true, c.start.Add(f.window)
	}
	return false, time.Time{}
}

// over reports whether addr is over the burst in its current window.
func (f *failures) over(addr string, now time.Time) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	e, ok := f.byAddr[addr]
	if !ok {
		return false
	}
	c := e.Value.(*failureCount)
	return now.Before(c.start.Add(f.window)) && c.n > f.burst
}

func (f *failures) forget(e *list.Element) {
	delete(f.byAddr, e.Value.(*failureCount).addr)
	f.order.Remove(e)
}

// len is the number of addresses kept.
func (f *failures) len() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.byAddr)
}
