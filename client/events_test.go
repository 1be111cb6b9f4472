package client_test

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/confirmd/confirmd/client"
	"github.com/confirmd/confirmd/internal/apitest"
)

// TestCatchingUp: a receiver that was down reads the events feed, lists
// the webhook attempts and has the failed one sent again.
func TestCatchingUp(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, srv *apitest.Server) {
		ctx := t.Context()
		var up atomic.Bool
		got := make(chan struct{}, 4)
		rcv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if !up.Load() {
				w.WriteHeader(http.StatusServiceUnavailable)
			}
			got <- struct{}{}
		}))
		t.Cleanup(rcv.Close)
		c := newClient(t, srv.URL, srv.SandboxKey)
		req := request("SO-1")
		req.WebhookURL = rcv.URL
		cf := mustCreate(t, c, req)
		since := srv.Clock.Now()
		if _, err := c.Advance(ctx, cf.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := c.SandboxReply(ctx, cf.ID, client.EmailReply(client.ChoiceWillBeIn)); err != nil {
			t.Fatal(err)
		}
		<-got // the one attempt, refused
		srv.Clock.Advance(10 * time.Second)

		page, err := c.Events(ctx, client.EventsOptions{Limit: 1})
		if err != nil || len(page.Events) != 1 || !page.HasMore || page.Events[0].Status != client.StatusInProgress || page.Events[0].Intent != "" {
			t.Fatalf("first page %+v, %v", page, err)
		}
		page, err = c.Events(ctx, client.EventsOptions{After: page.NextCursor})
		if err != nil || len(page.Events) != 1 || page.HasMore || page.Events[0].Intent != client.IntentWillBeIn || page.NextCursor == "" {
			t.Fatalf("second page %+v, %v", page, err)
		}
		if _, err := c.Events(ctx, client.EventsOptions{Limit: 101}); !isStatus(err, 400) {
			t.Errorf("limit 101: %v, want a 400", err)
		}

		list, err := c.List(ctx, client.ListOptions{UpdatedSince: since})
		if err != nil || len(list.Confirmations) != 1 || list.Confirmations[0].ID != cf.ID {
			t.Errorf("List(UpdatedSince) = %+v, %v", list, err)
		}

		var attempts []client.WebhookAttempt
		for range 100 { // the attempt is recorded just after the receiver answers
			if attempts, err = c.WebhookAttempts(ctx, cf.ID); err != nil || len(attempts) > 0 {
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
		if err != nil || len(attempts) != 1 || attempts[0].StatusCode != 503 || attempts[0].Error == "" {
			t.Fatalf("WebhookAttempts = %+v, %v", attempts, err)
		}
		up.Store(true)
		if err := c.ResendWebhook(ctx, cf.ID, attempts[0].ID); err != nil {
			t.Fatalf("ResendWebhook: %v", err)
		}
		<-got
		if err := c.ResendWebhook(ctx, cf.ID, "nope"); !isStatus(err, 404) {
			t.Errorf("ResendWebhook of an unknown attempt: %v, want a 404", err)
		}
	})
}

func isStatus(err error, code int) bool {
	var e *client.Error
	return errors.As(err, &e) && e.StatusCode == code
}
