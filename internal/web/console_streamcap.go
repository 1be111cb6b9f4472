package web

import (
	"fmt"
	"net"
	"net/http"
	"sync"
)

// Live streams are capped, so that one sign-in cannot open hundreds of
// them: a person with a few console tabs needs a handful. Beyond a cap a
// new stream is answered 429; the browser's EventSource then gives up on
// it, and the page is a plain page that a reload brings up to date. A
// stream's place is given back when it ends: its client goes, its session
// ends (at once on sign-out in this process, otherwise within
// ConsoleSessionTouch) or the console closes. The counts are the
// process's own, as the sign-in throttle's are.
const (
	// maxStreamsPerSession caps the live streams of one console sign-in.
	maxStreamsPerSession = 8
	// maxStreamsPerAddress caps the live streams from one client address
	// (IPv6 by its /64), whatever the sessions: several people behind one
	// office's address each have a few tabs.
	maxStreamsPerAddress = 32
)

// ClientAddresses tells the client address a request counts against.
type ClientAddresses interface {
	// ClientAddr returns the address r counts against, as the API's rate
	// limits find it (CONFIRMD_TRUSTED_PROXIES).
	ClientAddr(r *http.Request) string
}

// streamCounts counts the open live streams per session and per client
// address.
type streamCounts struct {
	mu        sync.Mutex
	bySession map[string]*sessionStreams
	byAddr    map[string]int
}

// sessionStreams is one session's open streams.
type sessionStreams struct {
	n int
	// ended is closed when the session is signed out, to end its streams.
	ended chan struct{}
}

// Answers to a stream over a cap.
var (
	msgStreamsPerSession = fmt.Sprintf("Too many live updates are open for this sign-in (at most %d): close some of the console's tabs, or reload them to see changes.", maxStreamsPerSession)
	msgStreamsPerAddress = fmt.Sprintf("Too many live updates are open from this address (at most %d): close some of the console's tabs, or reload them to see changes.", maxStreamsPerAddress)
)

// admit counts a stream of session from addr, unless that would pass a
// cap: then it returns the reason to give, and counts nothing.
func (sc *streamCounts) admit(session, addr string) (*sessionStreams, string) {
	sc.mu.Lock()
	defer sc.mu.Unlock()
	if sc.bySession == nil {
		sc.bySession, sc.byAddr = make(map[string]*sessionStreams), make(map[string]int)
	}
	s := sc.bySession[session]
	if s != nil && s.n >= maxStreamsPerSession {
		return nil, msgStreamsPerSession
	}
	if sc.byAddr[addr] >= maxStreamsPerAddress {
		return nil, msgStreamsPerAddress
	}
	if s == nil {
		s = &sessionStreams{ended: make(chan struct{})}
		sc.bySession[session] = s
	}
	s.n++
	sc.byAddr[addr]++
	return s, ""
}

// release gives back the place of a stream that admit counted.
func (sc *streamCounts) release(session, addr string, s *sessionStreams) {
	sc.mu.Lock()
	defer sc.mu.Unlock()
	if sc.byAddr[addr]--; sc.byAddr[addr] <= 0 {
		delete(sc.byAddr, addr)
	}
	if s.n--; s.n <= 0 && sc.bySession[session] == s {
		delete(sc.bySession, session)
	}
}

// endSession ends the streams of a session that was signed out.
func (sc *streamCounts) endSession(session string) {
	sc.mu.Lock()
	defer sc.mu.Unlock()
	if s := sc.bySession[session]; s != nil {
		close(s.ended)
		delete(sc.bySession, session)
	}
}

// open returns how many streams session and addr hold, for tests.
func (sc *streamCounts) open(session, addr string) (int, int) {
	sc.mu.Lock()
	defer sc.mu.Unlock()
	n := 0
	if s := sc.bySession[session]; s != nil {
		n = s.n
	}
	return n, sc.byAddr[addr]
}

// clientAddr is the address r's streams count against: as Clients finds
// it, or else the TCP peer.
func (c *Console) clientAddr(r *http.Request) string {
	if c.Clients != nil {
		return c.Clients.ClientAddr(r)
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// capped runs h, a live stream, if the session and the client address
// have room for one more, and answers 429 otherwise. The place is held
// until h returns.
func (c *Console) capped(h consoleHandler) consoleHandler {
	return func(w http.ResponseWriter, r *http.Request, u *Developer) {
		c.init()
		session, addr := u.idHash(), c.clientAddr(r)
		s, refused := c.streams.admit(session, addr)
		if refused != "" {
			consoleHeaders(w, "")
			w.Header().Set("Content-Type", "text/plain; charset=utf-8")
			w.WriteHeader(http.StatusTooManyRequests)
			w.Write([]byte(refused + "\n"))
			return
		}
		defer c.streams.release(session, addr, s)
		u.streamEnded = s.ended
		h(w, r, u)
	}
}
