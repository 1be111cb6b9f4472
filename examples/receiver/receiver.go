package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"

	"github.com/confirmd/confirmd/webhook"
)

// defaultQueue is how many accepted deliveries may wait for the worker. A
// delivery that finds the queue full is answered 500, and it is not
// remembered as handled.
const defaultQueue = 1000

var errBusy = errors.New("too many deliveries waiting; answer 500 so that the sender sees the failure")

// receiver accepts deliveries quickly and acts on them one at a time, in
// the order they were accepted.
type receiver struct {
	out   io.Writer
	log   *slog.Logger
	queue chan webhook.Event
}

func newReceiver(out io.Writer, log *slog.Logger, queue int) *receiver {
	return &receiver{out: out, log: log, queue: make(chan webhook.Event, queue)}
}

// handler receives deliveries signed with secret at hookPath.
//
// webhook.Handler does the checking: it reads the raw body, verifies the
// signature over those exact bytes (401 if it does not match), decodes the
// event (400 if it is not one), and drops a delivery whose data.updatedAt
// is not newer than the last one handled for the same confirmation (204
// without calling accept), so replays, duplicates and out-of-order
// deliveries are never acted on.
func (rc *receiver) handler(secret string) http.Handler {
	mux := http.NewServeMux()
	mux.Handle(hookPath, webhook.Handler(secret, rc.accept))
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	})
	return mux
}

// accept queues an authentic, new delivery and returns at once, so that the
// answer (204) goes back well within confirmd's 10-second limit whatever the
// work costs. An error makes webhook.Handler answer 500 and forget the
// delivery, so that a later copy of it is handled.
func (rc *receiver) accept(_ context.Context, e webhook.Event) error {
	select {
	case rc.queue <- e:
		return nil
	default:
		rc.log.Warn("delivery refused: the queue is full", "confirmation", e.Data.ID)
		return errBusy
	}
}

// work acts on queued deliveries until close.
func (rc *receiver) work() {
	for e := range rc.queue {
		rc.act(e)
	}
}

// close ends work once the queue is empty. Call it when no handler can run
// any more.
func (rc *receiver) close() { close(rc.queue) }

// act does what the API's rules ask of a receiver for each status; here, it
// says so.
func (rc *receiver) act(e webhook.Event) {
	if e.Type != webhook.TypeConfirmationUpdated {
		fmt.Fprintf(rc.out, "ignored: an event of type %q\n", e.Type)
		return
	}
	c := e.Data
	order := c.ExternalID
	if order == "" {
		order = c.Order.Ref
	}
	if order == "" {
		order = c.ID
	}
	summary := ""
	if c.Outcome != nil {
		summary = c.Outcome.Summary
	}
	var line string
	switch c.Status {
	case webhook.StatusConfirmed:
		who := "the customer will be in"
		if c.Outcome != nil && c.Outcome.SignerName != "" {
			who = c.Outcome.SignerName + " will sign"
		}
		line = fmt.Sprintf("confirmed: keep the van on route for order %s (%s)", order, who)
	case webhook.StatusRescheduled:
		w := c.Order.Window
		line = fmt.Sprintf("rescheduled: move order %s to %s %s-%s", order, c.Order.Date, w.From, w.To)
	case webhook.StatusActionNeeded:
		line = fmt.Sprintf("action needed: flag order %s for the team: %s", order, summary)
	case webhook.StatusUnreachable:
		line = fmt.Sprintf("unreachable: flag order %s for the team and call before dispatch: %s", order, summary)
	default:
		line = fmt.Sprintf("ignored: order %s has status %q, which this receiver does not know", order, c.Status)
	}
	fmt.Fprintf(rc.out, "%s [%s]\n", line, c.ID)
}
