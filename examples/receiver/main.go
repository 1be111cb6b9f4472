// Command receiver is a webhook receiver for confirmd, small enough to read
// in one sitting and to start a real one from.
//
// It listens for confirmation.updated deliveries at /hooks/confirmd, checks
// each signature over the raw body with the signing secret, answers 204 at
// once, and hands the event to a worker that acts on it. Duplicate and
// out-of-order deliveries are dropped: for each confirmation only a delivery
// with a newer updatedAt than any before is acted on. Acting here means
// printing what a dispatch system would do:
//
//	confirmed: keep the van on route for order SO-1042 (Tom Smith will sign) [cf_...]
//	rescheduled: move order SO-1043 to 2026-11-25 12:00-16:00 [cf_...]
//	action needed: flag order SO-1044 for the team: Changed after confirmed: customer wants to cancel the order (text: "Actually please cancel the order") [cf_...]
//	unreachable: flag order SO-1045 for the team and call before dispatch: No answer to the email, the text or 1 call; call the customer before dispatch. [cf_...]
//
// Configuration, from the environment:
//
//	RECEIVER_SIGNING_SECRET   the account's webhook signing secret (whsec_...), required
//	RECEIVER_ADDR             where to listen, default 127.0.0.1:3000
//
// The variable is not confirmd's own CONFIRMD_SIGNING_SECRET, so that both
// run from one shell: confirmd refuses to start with that one set alone.
// The old name is still read, with a warning, when the new one is not set.
//
// Run it with
//
//	RECEIVER_SIGNING_SECRET=whsec_... go run ./examples/receiver
//
// and create confirmations with "webhookUrl": "http://127.0.0.1:3000/hooks/confirmd".
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"
)

// hookPath is where deliveries are received.
const hookPath = "/hooks/confirmd"

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Getenv, os.Stdout, os.Stderr, nil); err != nil {
		fmt.Fprintln(os.Stderr, "receiver:", err)
		os.Exit(1)
	}
}

type config struct {
	secret string
	addr   string
	// warning, if set, is printed at start: the secret came from the old
	// variable.
	warning string
}

// secretVar is where the receiver reads the signing secret; oldSecretVar
// is the name it had, confirmd's own.
const (
	secretVar    = "RECEIVER_SIGNING_SECRET"
	oldSecretVar = "CONFIRMD_SIGNING_SECRET"
)

func loadConfig(getenv func(string) string) (config, error) {
	c := config{secret: strings.TrimSpace(getenv(secretVar)), addr: getenv("RECEIVER_ADDR")}
	name := secretVar
	if c.secret == "" {
		if old := strings.TrimSpace(getenv(oldSecretVar)); old != "" {
			c.secret, name = old, oldSecretVar
			c.warning = oldSecretVar + " is deprecated here: set " + secretVar + " instead (confirmd reads " + oldSecretVar + " too, and will not start with it alone)"
		}
	}
	if c.addr == "" {
		c.addr = "127.0.0.1:3000"
	}
	switch {
	case c.secret == "":
		return c, errors.New(secretVar + " is required: the account's webhook signing secret (whsec_...), printed when the account was created")
	case !strings.HasPrefix(c.secret, "whsec_"):
		return c, errors.New(name + " must start with whsec_ (it is the signing secret, not the API key)")
	}
	return c, nil
}

// run serves until ctx ends, then stops taking deliveries and lets the
// worker finish those already accepted. onListen, if set, is told the
// address once the receiver listens.
func run(ctx context.Context, getenv func(string) string, stdout, stderr io.Writer, onListen func(addr string)) error {
	cfg, err := loadConfig(getenv)
	if err != nil {
		return err
	}
	if cfg.warning != "" {
		fmt.Fprintln(stderr, "receiver:", cfg.warning)
	}
	log := slog.New(slog.NewTextHandler(stderr, nil))
	rc := newReceiver(stdout, log, defaultQueue)
	srv := &http.Server{
		Handler:           rc.handler(cfg.secret),
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second, // confirmd gives up after 10 s
		WriteTimeout:      10 * time.Second,
	}
	ln, err := net.Listen("tcp", cfg.addr)
	if err != nil {
		return fmt.Errorf("listening on %s (RECEIVER_ADDR): %w", cfg.addr, err)
	}
	log.Info("receiving confirmd webhooks", "url", "http://"+ln.Addr().String()+hookPath)
	if onListen != nil {
		onListen(ln.Addr().String())
	}

	worked := make(chan struct{})
	go func() {
		defer close(worked)
		rc.work()
	}()
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err = <-served:
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
		defer cancel()
		err = srv.Shutdown(sctx)
	}
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	// No handler runs any more, so nothing else is queued.
	rc.close()
	<-worked
	return err
}
