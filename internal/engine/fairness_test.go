package engine

import (
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/postgres"
	"github.com/confirmd/confirmd/internal/testdb"
)

// fairTimeout is the attempts' time-out in the fair-share tests: short, so
// that the hanging receivers' first attempts end within the test, and long
// enough that a healthy delivery that had to wait for one of them would
// show it (10 s in production).
const fairTimeout = 3 * time.Second

// fairBound is how soon a healthy delivery must be attempted after it is
// written, however many deliveries hang.
const fairBound = time.Second

// hangingReceivers are webhook receivers that read each request and answer
// nothing until the test ends, or the sender gives up on it.
type hangingReceivers struct {
	urls    []string
	arrived chan struct{} // one per request
	release chan struct{} // closed when the test ends

	mu             sync.Mutex
	inFlight, most int            // all receivers together
	hostMost       map[string]int // the most at once on each receiver
}

func newHangingReceivers(t *testing.T, n int) *hangingReceivers {
	h := &hangingReceivers{arrived: make(chan struct{}, 10000), release: make(chan struct{}), hostMost: map[string]int{}}
	for range n {
		var mu sync.Mutex
		now := 0
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			// The server notices the client hang up only once the body
			// has been read.
			io.Copy(io.Discard, r.Body)
			mu.Lock()
			now++
			h.count(r.Host, now, 1)
			mu.Unlock()
			h.arrived <- struct{}{}
			select {
			case <-h.release:
			case <-r.Context().Done():
			}
			mu.Lock()
			now--
			h.count(r.Host, now, -1)
			mu.Unlock()
		}))
		t.Cleanup(srv.Close)
		h.urls = append(h.urls, srv.URL)
	}
	return h
}

func (h *hangingReceivers) count(host string, onHost, delta int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.inFlight += delta
	h.most = max(h.most, h.inFlight)
	h.hostMost[host] = max(h.hostMost[host], onHost)
}

// await waits for n more requests to arrive, at most within d.
func (h *hangingReceivers) await(t *testing.T, n int, d time.Duration, what string) {
	t.Helper()
	deadline := time.After(d)
	for range n {
		select {
		case <-h.arrived:
		case <-deadline:
			t.Fatalf("%s: not there within %s", what, d)
		}
	}
}

// newOutboxConfirmation stores a closed confirmation of the account with a
// pending delivery, due now, to each of urls.
func newOutboxConfirmation(t *testing.T, st confirm.Store, accountID string, now time.Time, urls ...string) {
	t.Helper()
	n := &confirm.NewConfirmation{
		Customer: &confirm.Customer{Name: "Jane Smith", Email: "jane@example.com"},
		Order: &confirm.NewOrder{Date: "2026-11-25", Window: &confirm.Window{From: "12:00", To: "16:00"},
			Items: []confirm.NewItem{{Name: "Sofa"}}},
		WebhookURL: urls[0],
	}
	if p := n.Validate(confirm.Rules{Now: now, DefaultTimezone: "Europe/London"}); len(p) > 0 {
		t.Fatalf("invalid test confirmation: %v", p)
	}
	c := n.Build(confirm.NewConfirmationID(), confirm.Scope{AccountID: accountID, Sandbox: true}, now)
	c.Status = confirm.StatusConfirmed
	for _, u := range urls {
		c.Outbox = append(c.Outbox, &confirm.Delivery{
			ID: confirm.NewDeliveryID(), ConfirmationID: c.ID, AccountID: accountID, Sandbox: true, URL: u,
			Payload: []byte(`{"type":"confirmation.updated"}`), State: confirm.DeliveryPending,
			CreatedAt: now, NextAttemptAt: now,
		})
	}
	if err := st.CreateConfirmation(t.Context(), c, nil); err != nil {
		t.Fatalf("CreateConfirmation: %v", err)
	}
}

func newFairAccount(t *testing.T, st confirm.Store, name string) string {
	t.Helper()
	a := &confirm.Account{ID: confirm.NewAccountID(), Name: name, SigningSecret: confirm.NewSigningSecret(), CreatedAt: t0}
	if err := st.CreateAccount(t.Context(), a); err != nil {
		t.Fatal(err)
	}
	return a.ID
}

// fairShares is the fault test of one tenant whose receivers hang: with
// hundreds of its deliveries due, spread over hangingHosts receivers, a
// healthy delivery, written afterwards, must be attempted within fairBound,
// another account's or (sameAccount) the hanging account's own to another
// receiver. The hanging account must keep its share and no more, and still
// get its next deliveries attempted once the first ones time out. Each of
// stores runs a sender, as each process on a database does; the first
// writes the healthy delivery.
func fairShares(t *testing.T, stores []confirm.Store, hangingHosts int, sameAccount bool) {
	st := stores[0]
	clk := clock.NewFake(t0) // only the attempts' time-outs run on the wall clock
	hanging := newFairAccount(t, st, "Hanging Homes")
	healthy := newFairAccount(t, st, "Healthy Beds")
	if sameAccount {
		healthy = hanging
	}
	recv := newHangingReceivers(t, hangingHosts)
	var backlog []string
	for i := range 300 {
		backlog = append(backlog, fmt.Sprintf("%s/hooks/%d", recv.urls[i%hangingHosts], i))
	}
	newOutboxConfirmation(t, st, hanging, clk.Now(), backlog...)

	got := make(chan time.Time, 1)
	ok := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got <- time.Now()
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(ok.Close)

	var senders []*Sender
	for _, st := range stores {
		s := &Sender{Store: st, Clock: clk, Logger: slog.New(slog.DiscardHandler), Config: SenderConfig{Timeout: fairTimeout}}
		s.Start(t.Context())
		t.Cleanup(s.Stop)
		senders = append(senders, s)
	}
	t.Cleanup(func() { close(recv.release) }) // before the senders stop
	s := senders[0]
	s.init()

	// The hanging account takes its share: its cap, or its receiver's.
	share := s.cfg.PerAccount
	if hangingHosts*s.cfg.PerHost < share {
		share = hangingHosts * s.cfg.PerHost
	}
	recv.await(t, share, 2*fairTimeout, "the hanging account's first attempts")

	written := time.Now()
	newOutboxConfirmation(t, st, healthy, clk.Now(), ok.URL+"/hooks")
	s.Kick()
	select {
	case at := <-got:
		delay := at.Sub(written)
		t.Logf("%s: healthy delivery attempted %s after it was written, with %d of the hanging account's in flight and %d of its deliveries due",
			t.Name(), delay.Round(time.Millisecond), share, len(backlog)-share)
		if delay >= fairBound {
			t.Errorf("healthy delivery attempted %s after it was written, want under %s", delay, fairBound)
		}
	case <-time.After(2 * fairTimeout):
		t.Fatalf("healthy delivery not attempted within %s of being written", 2*fairTimeout)
	}

	// The hanging account goes on: once its first attempts time out, the
	// next ones start, as many as ended.
	recv.await(t, share, 2*fairTimeout, "the hanging account's next attempts")
	recv.mu.Lock()
	defer recv.mu.Unlock()
	if recv.most > s.cfg.PerAccount {
		t.Errorf("%d of the hanging account's deliveries in flight at once, over its cap %d", recv.most, s.cfg.PerAccount)
	}
	for host, n := range recv.hostMost {
		if n > s.cfg.PerHost {
			t.Errorf("%d deliveries in flight at once to %s, over the cap %d", n, host, s.cfg.PerHost)
		}
	}
}

func TestSenderFairShares(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name         string
		hangingHosts int
		sameAccount  bool
	}{
		{"another account", 10, false},
		{"the account's other receiver", 1, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			testdb.Each(t, func(t *testing.T, k testdb.Kind) {
				fairShares(t, []confirm.Store{k.Open(t)}, tt.hangingHosts, tt.sameAccount)
			})
		})
	}
}

// TestSenderFairSharesAcrossProcesses runs the fault test with two
// processes on one PostgreSQL database: the caps count the deliveries in
// flight in both.
func TestSenderFairSharesAcrossProcesses(t *testing.T) {
	t.Parallel()
	url := postgres.TestURL(t)
	fairShares(t, []confirm.Store{postgres.OpenTestURL(t, url), postgres.OpenTestURL(t, url)}, 10, false)
}

// TestSenderSharedReceiver is the fault test of two accounts whose webhooks
// go to one receiver (host and port), as to a shared integration platform:
// one account's deliveries there hang, and the other account's delivery to
// that receiver must still be attempted within fairBound, not wait for the
// hanging attempts to time out. The receiver's cap counts each account
// apart.
func TestSenderSharedReceiver(t *testing.T) {
	t.Parallel()
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		st := k.Open(t)
		clk := clock.NewFake(t0)
		hanging := newFairAccount(t, st, "Hanging Homes")
		healthy := newFairAccount(t, st, "Healthy Beds")

		arrived := make(chan struct{}, 1000)
		release := make(chan struct{})
		got := make(chan time.Time, 1)
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			io.Copy(io.Discard, r.Body)
			if r.URL.Path == "/healthy" {
				got <- time.Now()
				w.WriteHeader(http.StatusNoContent)
				return
			}
			arrived <- struct{}{}
			select {
			case <-release:
			case <-r.Context().Done():
			}
		}))
		t.Cleanup(srv.Close)
		var backlog []string
		for i := range 300 {
			backlog = append(backlog, fmt.Sprintf("%s/hanging/%d", srv.URL, i))
		}
		newOutboxConfirmation(t, st, hanging, clk.Now(), backlog...)

		s := &Sender{Store: st, Clock: clk, Logger: slog.New(slog.DiscardHandler), Config: SenderConfig{Timeout: fairTimeout}}
		s.Start(t.Context())
		t.Cleanup(s.Stop)
		t.Cleanup(func() { close(release) }) // before the sender stops
		s.init()

		// The hanging account takes its share of the receiver.
		deadline := time.After(2 * fairTimeout)
		for range s.cfg.PerHost {
			select {
			case <-arrived:
			case <-deadline:
				t.Fatalf("the hanging account's first attempts: not there within %s", 2*fairTimeout)
			}
		}

		written := time.Now()
		newOutboxConfirmation(t, st, healthy, clk.Now(), srv.URL+"/healthy")
		s.Kick()
		select {
		case at := <-got:
			delay := at.Sub(written)
			t.Logf("%s: the other account's delivery to the same receiver attempted %s after it was written, with %d of the hanging account's in flight there",
				t.Name(), delay.Round(time.Millisecond), s.cfg.PerHost)
			if delay >= fairBound {
				t.Errorf("other account's delivery attempted %s after it was written, want under %s", delay, fairBound)
			}
		case <-time.After(2 * fairTimeout):
			t.Fatalf("other account's delivery not attempted within %s of being written", 2*fairTimeout)
		}
		if n := len(arrived); n != 0 {
			t.Errorf("%d more of the hanging account's attempts arrived, over its share of the receiver", n)
		}
	})
}
