// Package apitest runs confirmd's API in-process for the tests of programs
// that talk to it over HTTP: the Go client, the example webhook receiver.
// The server is the real one (httpapi, engine, webhook sender, a real store)
// with a fake clock, so what those tests see is what a retailer sees.
package apitest

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/engine"
	"github.com/confirmd/confirmd/internal/httpapi"
	"github.com/confirmd/confirmd/internal/sandbox"
)

// Now is the fake clock's time at start: a Sunday morning in London.
// Orders dated 2026-11-23 or later are in the future.
var Now = time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)

// Server is confirmd serving on a loopback port.
type Server struct {
	// URL is the server's base address, without /v1.
	URL   string
	Store confirm.Store
	Clock *clock.Fake
	// Engine is the scheduler. It is not started: steps run only when a
	// test advances a confirmation or calls Engine.RunDue, so tests
	// decide when each message goes out.
	Engine *engine.Engine
	// Sender delivers webhooks; it is started, so a confirmation that
	// closes is delivered to its webhookUrl at once.
	Sender *engine.Sender
	// Account has a sandbox key, a live key and the signing secret;
	// OtherKey is a sandbox key of another account.
	Account       *confirm.Account
	SandboxKey    string
	LiveKey       string
	OtherKey      string
	SigningSecret string

	srv *httptest.Server
}

// Start serves the API on st with a fake clock at Now. The account may
// create 1,000 confirmations an hour, so that only tests of the rate limit
// meet it (see SetLimit). Close stops the server; it does not close st.
func Start(st confirm.Store, log io.Writer) (*Server, error) {
	return StartWith(st, log, Options{})
}

// StartWith is Start with Options.
func StartWith(st confirm.Store, log io.Writer, opts Options) (*Server, error) {
	ctx := context.Background()
	s := &Server{Store: st, Clock: clock.NewFake(opts.start())}
	s.Account = &confirm.Account{ID: confirm.NewAccountID(), Name: "Acme", SigningSecret: confirm.NewSigningSecret(), RateLimit: 1000, CreatedAt: Now}
	other := &confirm.Account{ID: confirm.NewAccountID(), Name: "Other", SigningSecret: confirm.NewSigningSecret(), RateLimit: 1000, CreatedAt: Now}
	s.SigningSecret = s.Account.SigningSecret
	for _, a := range []*confirm.Account{s.Account, other} {
		if err := st.CreateAccount(ctx, a); err != nil {
			return nil, err
		}
	}
	var err error
	keys := []struct {
		dst     *string
		account string
		sandbox bool
	}{{&s.SandboxKey, s.Account.ID, true}, {&s.LiveKey, s.Account.ID, false}, {&s.OtherKey, other.ID, true}}
	for _, k := range keys {
		if *k.dst, err = addKey(ctx, st, k.account, k.sandbox); err != nil {
			return nil, err
		}
	}

	if log == nil {
		log = io.Discard
	}
	logger := slog.New(slog.NewTextHandler(log, nil))
	s.Sender = &engine.Sender{Store: st, Clock: s.Clock, Logger: logger, Config: opts.Sender}
	s.Engine = &engine.Engine{Store: st, Clock: s.Clock, Logger: logger, Sandbox: &sandbox.Channel{}, Outbox: s.Sender}
	api := &httpapi.Server{Store: st, Clock: s.Clock, Logger: logger, DefaultTimezone: "Europe/London", Engine: s.Engine, Outbox: s.Sender}
	s.srv = httptest.NewServer(api.Handler())
	s.URL = s.srv.URL
	s.Sender.Start(context.Background())
	return s, nil
}

// New is Start for a test: it fails the test if the server cannot start,
// logs to the test's log, and stops the server when the test ends.
func New(t testing.TB, st confirm.Store) *Server {
	t.Helper()
	s, err := Start(st, testWriter{t})
	if err != nil {
		t.Fatalf("apitest.Start: %v", err)
	}
	t.Cleanup(s.Close)
	return s
}

// Close stops the server and the webhook sender, waiting for deliveries in
// flight.
func (s *Server) Close() {
	s.srv.Close()
	s.Sender.Stop()
}

// SetLimit sets how many confirmations the account may create per client IP
// in any rolling hour.
func (s *Server) SetLimit(n int) error {
	s.Account.RateLimit = n
	return s.Store.UpdateAccount(context.Background(), s.Account)
}

func addKey(ctx context.Context, st confirm.Store, accountID string, sandbox bool) (string, error) {
	key := confirm.NewAPIKey(sandbox)
	k := &confirm.APIKey{ID: confirm.NewKeyID(), AccountID: accountID, Hash: confirm.HashKey(key), Prefix: confirm.KeyPrefix(key), Sandbox: sandbox, CreatedAt: Now}
	if err := st.CreateAPIKey(ctx, k); err != nil {
		return "", fmt.Errorf("creating an API key: %w", err)
	}
	return key, nil
}

// testWriter sends the server's log lines to the test's log, where they are
// shown only when the test fails.
type testWriter struct{ t testing.TB }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Helper()
	w.t.Log(string(p))
	return len(p), nil
}
