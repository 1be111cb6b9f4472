package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"time"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/engine"
	"github.com/confirmd/confirmd/internal/sandbox"
	"github.com/confirmd/confirmd/webhook"
)

// webhookLatency closes n confirmations one after another through advance
// and measures, for each, the time from the start of the call that changes
// the status (so the closing transaction itself is counted) to the
// webhook's arrival at a local receiver.
func webhookLatency(ctx context.Context, w io.Writer, db *scratch, n int) (bool, error) {
	st, err := db.Open(ctx)
	if err != nil {
		return false, err
	}
	defer st.Close()
	clk := clock.Real{}
	a, _, err := newAccount(ctx, st, clk.Now(), 0)
	if err != nil {
		return false, err
	}
	var lat []time.Duration
	got := make(chan time.Time, n)
	recv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		arrived := time.Now()
		body, _ := io.ReadAll(r.Body)
		if webhook.Verify(a.SigningSecret, body, r.Header.Get(webhook.SignatureHeader)) != nil {
			w.WriteHeader(401)
			return
		}
		w.WriteHeader(204)
		got <- arrived
	}))
	defer recv.Close()

	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	sender := &engine.Sender{Store: st, Clock: clk, Logger: log}
	e := &engine.Engine{Store: st, Clock: clk, Logger: log, Sandbox: &sandbox.Channel{}, Outbox: sender}
	sender.Start(ctx)
	defer sender.Stop()
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	fmt.Fprintf(w, "confirmload webhook: %s, closing %d confirmations one by one\n", db.Kind, n)
	for range n {
		c := newDemo(a, clk.Now(), recv.URL)
		if err := st.CreateConfirmation(ctx, c, nil); err != nil {
			return false, err
		}
		var changed time.Time
		for {
			changed = time.Now()
			c, err = e.Advance(ctx, scope, c.ID)
			if err != nil {
				return false, err
			}
			if !c.Status.Open() {
				break
			}
		}
		select {
		case arrived := <-got:
			lat = append(lat, arrived.Sub(changed))
		case <-time.After(10 * time.Second):
			return false, errors.New("a webhook did not arrive within 10s")
		case <-ctx.Done():
			return false, ctx.Err()
		}
	}
	slices.Sort(lat)
	p99 := pct(lat, 0.99)
	fmt.Fprintf(w, "RESULT webhook latency %s: n=%d median %s p99 %s max %s\n",
		db.Kind, len(lat), ms(pct(lat, 0.5)), ms(p99), ms(lat[len(lat)-1]))
	return printGoals(w, []goal{
		{What: "p99 latency", Got: ms(p99), Want: "< 100ms", Met: p99 < 100*time.Millisecond},
	}), nil
}
