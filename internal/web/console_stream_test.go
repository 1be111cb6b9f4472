package web

import (
	"context"
	"crypto/rand"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
)

// liveStore is a console store with one sandbox key whose sessions are all
// live, one confirmation and one inbox signal, counting the reads the live
// streams make.
type liveStore struct {
	ConsoleStore
	key string

	mu        sync.Mutex
	updatedAt time.Time
	waiting   int
	fail      error
	deleted   []string

	confReads  atomic.Int64
	inboxReads atomic.Int64
}

func (s *liveStore) APIKeyByHash(_ context.Context, hash string) (*confirm.APIKey, *confirm.Account, error) {
	if hash != confirm.HashKey(s.key) {
		return nil, nil, confirm.Errorf(confirm.ENOTFOUND, "key not found")
	}
	return &confirm.APIKey{ID: "key_1", Sandbox: true}, &confirm.Account{ID: "acct_1"}, nil
}

func (s *liveStore) Secret(context.Context, string, func() string) (string, error) {
	return "a service secret", nil
}

func (s *liveStore) ConsoleSession(_ context.Context, idHash string) (*confirm.ConsoleSession, error) {
	return confirm.NewConsoleSession(idHash, "acct_1", "key_1", streamTestTime), nil
}

func (s *liveStore) DeleteConsoleSession(_ context.Context, idHash string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.deleted = append(s.deleted, idHash)
	return nil
}

func (s *liveStore) GetConfirmation(_ context.Context, _ confirm.Scope, id string) (*confirm.Confirmation, error) {
	s.confReads.Add(1)
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.fail != nil {
		return nil, s.fail
	}
	return &confirm.Confirmation{ID: id, UpdatedAt: s.updatedAt}, nil
}

func (s *liveStore) ListDeliveries(context.Context, confirm.Scope, string) ([]*confirm.Delivery, error) {
	return nil, nil
}

func (s *liveStore) InboxSignal(context.Context, confirm.Scope) (confirm.InboxSignal, error) {
	s.inboxReads.Add(1)
	s.mu.Lock()
	defer s.mu.Unlock()
	return confirm.InboxSignal{Waiting: s.waiting, UpdatedAt: s.updatedAt}, nil
}

// change moves the confirmation and the inbox signal on.
func (s *liveStore) change(d time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.updatedAt = s.updatedAt.Add(d)
	s.waiting++
}

var streamTestTime = time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)

const streamTestKey = "sk_test_abcdefghijklmnopqrstuvwxyz012345"

// streamConsole is a console over a liveStore, whose clock stands still
// (so sessions are never read again while a stream runs).
func streamConsole(t *testing.T) (*Console, *liveStore, http.Handler) {
	t.Helper()
	st := &liveStore{key: streamTestKey, updatedAt: streamTestTime}
	c := &Console{Store: st, Clock: clock.NewFake(streamTestTime)}
	mux := http.NewServeMux()
	c.Register(mux)
	return c, st, mux
}

// consoleSignIn seals a new session of the store's key into the cookie of
// the sandbox console (ops false) or of the operators' console.
func consoleSignIn(t *testing.T, c *Console, ops bool) (*http.Cookie, session) {
	t.Helper()
	keys, err := c.sessionKeys(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	s := session{Key: streamTestKey, ID: rand.Text(), Expires: streamTestTime.Add(time.Hour).Unix()}
	if ops {
		return &http.Cookie{Name: opsCookie, Value: keys.sealAs(opsCookie, s)}, s
	}
	return &http.Cookie{Name: sessionCookie, Value: keys.seal(s)}, s
}

// streamWriter is a ResponseWriter that a test may read while the
// handler still writes.
type streamWriter struct {
	header http.Header
	mu     sync.Mutex
	code   int
	body   strings.Builder
}

func (w *streamWriter) Header() http.Header { return w.header }

func (w *streamWriter) WriteHeader(code int) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.code == 0 {
		w.code = code
	}
}

func (w *streamWriter) Write(b []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.code == 0 {
		w.code = http.StatusOK
	}
	return w.body.Write(b)
}

func (w *streamWriter) Flush() {}

func (w *streamWriter) read() (int, string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.code, w.body.String()
}

// openStream is one request to a live stream, running.
type openStream struct {
	w      *streamWriter
	cancel context.CancelFunc
	done   chan struct{}
}

// open starts a GET of path with the cookie from the client address
// remote; the caller waits (synctest.Wait) before reading its answer.
func open(h http.Handler, path string, ck *http.Cookie, remote string) *openStream {
	ctx, cancel := context.WithCancel(context.Background())
	r := httptest.NewRequestWithContext(ctx, "GET", path, nil)
	r.RemoteAddr = remote + ":40000"
	r.AddCookie(ck)
	s := &openStream{w: &streamWriter{header: http.Header{}}, cancel: cancel, done: make(chan struct{})}
	go func() {
		defer close(s.done)
		h.ServeHTTP(s.w, r)
	}()
	return s
}

func (s *openStream) running() bool {
	select {
	case <-s.done:
		return false
	default:
		return true
	}
}

// Paths of the three live streams.
const (
	sandboxEvents = "/sandbox/confirmations/cf_1/events"
	threadEvents  = "/console/inbox/cf_1/events"
	inboxEvents   = "/console/inbox/events"
)

// TestStreamCaps opens live streams up to the caps in both consoles: the
// ninth stream of one sign-in is refused with 429, as is a stream from an
// address that holds 32 over several sign-ins; a stream that ends, or a
// sign-out, gives the places back.
func TestStreamCaps(t *testing.T) {
	for _, tt := range []struct {
		name, path string
		ops        bool
	}{
		{"sandbox console", sandboxEvents, false},
		{"operators' thread", threadEvents, true},
		{"operators' inbox", inboxEvents, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				c, _, h := streamConsole(t)
				defer c.Close()
				var all []*openStream
				defer func() {
					for _, s := range all {
						s.cancel()
					}
				}()
				start := func(ck *http.Cookie, remote string) *openStream {
					s := open(h, tt.path, ck, remote)
					all = append(all, s)
					synctest.Wait()
					return s
				}
				want := func(s *openStream, status int, text string) {
					t.Helper()
					code, body := s.w.read()
					if code != status || !strings.Contains(body, text) {
						t.Fatalf("answer %d %q, want %d with %q", code, body, status, text)
					}
				}

				// One sign-in: eight streams, then 429.
				ck, sess := consoleSignIn(t, c, tt.ops)
				var mine []*openStream
				for range maxStreamsPerSession {
					s := start(ck, "192.0.2.1")
					want(s, http.StatusOK, "retry: 2000")
					mine = append(mine, s)
				}
				ninth := start(ck, "192.0.2.1")
				want(ninth, http.StatusTooManyRequests, "at most 8")
				if ninth.running() {
					t.Fatal("the refused stream is still running")
				}
				if n, _ := c.streams.open(sess.idHash(), "192.0.2.1"); n != maxStreamsPerSession {
					t.Errorf("the refusal was counted: %d streams open", n)
				}
				// The same sign-in from another address is the same sign-in.
				want(start(ck, "198.51.100.1"), http.StatusTooManyRequests, "at most 8")

				// A stream that ends gives its place back.
				mine[0].cancel()
				synctest.Wait()
				if mine[0].running() {
					t.Fatal("a stream whose client went is still running")
				}
				mine[0] = start(ck, "192.0.2.1")
				want(mine[0], http.StatusOK, "retry: 2000")

				// Other sign-ins from that address: 32 streams in all.
				for range maxStreamsPerAddress/maxStreamsPerSession - 1 {
					other, _ := consoleSignIn(t, c, tt.ops)
					for range maxStreamsPerSession {
						want(start(other, "192.0.2.1"), http.StatusOK, "retry: 2000")
					}
				}
				fresh, _ := consoleSignIn(t, c, tt.ops)
				want(start(fresh, "192.0.2.1"), http.StatusTooManyRequests, "at most 32")
				// The same new sign-in elsewhere has room.
				want(start(fresh, "192.0.2.2"), http.StatusOK, "retry: 2000")

				// Signing out ends the sign-in's streams at once, and
				// frees their places at the address.
				form := url.Values{"csrf": {c.keys.csrfToken(sess)}}
				out := "/sandbox/sign-out"
				if tt.ops {
					out = "/console/sign-out"
				}
				r := httptest.NewRequest("POST", out, strings.NewReader(form.Encode()))
				r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
				r.AddCookie(ck)
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, r)
				if rec.Code != http.StatusSeeOther {
					t.Fatalf("sign-out: %d %s", rec.Code, rec.Body)
				}
				synctest.Wait()
				for i, s := range mine {
					if s.running() {
						t.Errorf("stream %d of the signed-out session is still running", i)
					}
				}
				if n, a := c.streams.open(sess.idHash(), "192.0.2.1"); n != 0 || a != maxStreamsPerAddress-maxStreamsPerSession {
					t.Errorf("after sign-out: %d streams of the session, %d of the address", n, a)
				}
				want(start(fresh, "192.0.2.1"), http.StatusOK, "retry: 2000")
			})
		})
	}
}

// TestStreamCapsAcrossConsoles counts the streams of both consoles from one
// address together.
func TestStreamCapsAcrossConsoles(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		c, _, h := streamConsole(t)
		defer c.Close()
		var all []*openStream
		for i := range maxStreamsPerAddress / maxStreamsPerSession {
			ck, _ := consoleSignIn(t, c, i%2 == 1)
			path := sandboxEvents
			if i%2 == 1 {
				path = inboxEvents
			}
			for range maxStreamsPerSession {
				all = append(all, open(h, path, ck, "192.0.2.1"))
			}
		}
		synctest.Wait()
		ck, _ := consoleSignIn(t, c, true)
		last := open(h, threadEvents, ck, "192.0.2.1")
		synctest.Wait()
		if code, _ := last.w.read(); code != http.StatusTooManyRequests {
			t.Errorf("stream 33 from one address over both consoles: %d, want 429", code)
		}
		for _, s := range all {
			if code, _ := s.w.read(); code != http.StatusOK {
				t.Fatalf("one of the first 32 streams: %d", code)
			}
			s.cancel()
		}
		synctest.Wait()
		if _, a := c.streams.open("", "192.0.2.1"); a != 0 {
			t.Errorf("%d streams still counted after all ended", a)
		}
	})
}

// TestSharedPoller opens 20 streams on one confirmation and 20 on one
// scope's inbox: the store is read as often as one stream read it, every
// stream hears of a change, and when the streams end their pollers stop.
func TestSharedPoller(t *testing.T) {
	for _, tt := range []struct {
		name, path string
		ops        bool
		reads      func(*liveStore) *atomic.Int64
	}{
		{"sandbox confirmation", sandboxEvents, false, func(s *liveStore) *atomic.Int64 { return &s.confReads }},
		{"operators' thread", threadEvents, true, func(s *liveStore) *atomic.Int64 { return &s.confReads }},
		{"operators' inbox", inboxEvents, true, func(s *liveStore) *atomic.Int64 { return &s.inboxReads }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				c, st, h := streamConsole(t)
				defer c.Close()
				const n = 20
				var streams []*openStream
				var ck *http.Cookie
				for i := range n {
					// Three sign-ins, as the cap per sign-in is 8.
					if i%maxStreamsPerSession == 0 {
						ck, _ = consoleSignIn(t, c, tt.ops)
					}
					streams = append(streams, open(h, tt.path, ck, "192.0.2.1"))
				}
				synctest.Wait()
				if got := c.pollers.count(); got != 1 {
					t.Fatalf("%d pollers for one scope, want 1", got)
				}

				// Ten seconds of polling every 500 ms: 20 reads, not 400.
				reads := tt.reads(st)
				reads.Store(0)
				time.Sleep(10 * time.Second)
				synctest.Wait()
				if got := reads.Load(); got < 19 || got > 21 {
					t.Errorf("%d streams read the store %d times in 10 s, want 20 (one poller)", n, got)
				}

				st.change(time.Minute)
				time.Sleep(c.poll())
				synctest.Wait()
				sig := confirm.InboxSignal{Waiting: 1, UpdatedAt: streamTestTime.Add(time.Minute)}.String()
				conf := version(&confirm.Confirmation{UpdatedAt: streamTestTime.Add(time.Minute)}, nil)
				for i, s := range streams {
					code, body := s.w.read()
					if code != http.StatusOK || !strings.Contains(body, `data: "`+sig+`"`) && !strings.Contains(body, `data: "`+conf+`"`) {
						t.Errorf("stream %d did not hear of the change: %d\n%s", i, code, body)
					}
				}

				// All but one leave: the poller goes on for the last.
				for _, s := range streams[1:] {
					s.cancel()
				}
				synctest.Wait()
				if got := c.pollers.count(); got != 1 || !streams[0].running() {
					t.Fatalf("with one stream left: %d pollers, stream running %v", got, streams[0].running())
				}
				streams[0].cancel()
				synctest.Wait()
				if got := c.pollers.count(); got != 0 {
					t.Errorf("%d pollers left after every stream ended", got)
				}
				// No poller reads any more (below) and none is counted
				// (above). The process's goroutine count is not compared:
				// it takes in the other tests running beside this one.
				reads.Store(0)
				time.Sleep(10 * time.Second)
				if got := reads.Load(); got != 0 {
					t.Errorf("the store was read %d times after every stream ended", got)
				}
			})
		})
	}
}

// TestSharedPollerFails ends every stream of a scope whose read fails, so
// that the browsers reconnect, and forgets the poller.
func TestSharedPollerFails(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		c, st, h := streamConsole(t)
		defer c.Close()
		ck, _ := consoleSignIn(t, c, false)
		var streams []*openStream
		for range 3 {
			streams = append(streams, open(h, sandboxEvents, ck, "192.0.2.1"))
		}
		synctest.Wait()
		st.mu.Lock()
		st.fail = errors.New("database gone")
		st.mu.Unlock()
		time.Sleep(c.poll())
		synctest.Wait()
		for i, s := range streams {
			if s.running() {
				t.Errorf("stream %d runs on after its poller failed", i)
			}
		}
		if got := c.pollers.count(); got != 0 {
			t.Errorf("%d pollers left after a failure", got)
		}
	})
}
