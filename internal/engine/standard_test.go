package engine

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/webhook"
)

func TestSenderStandardWebhooksOff(t *testing.T) {
	t.Parallel()
	srv, requests := senderRecorder(t, http.StatusNoContent)
	store := newFakeStore()
	store.add("wh_1", srv.URL, true, sendT0)
	mustRunDue(t, newTestSender(t, store, clock.NewFake(sendT0), SenderConfig{}), 1)
	h := requests()[0].header
	for _, name := range []string{webhook.StandardIDHeader, webhook.StandardTimestampHeader, webhook.StandardSignatureHeader} {
		if v := h.Get(name); v != "" {
			t.Errorf("off by default, yet %s: %q", name, v)
		}
	}
}

func TestSenderStandardWebhooks(t *testing.T) {
	t.Parallel()
	srv, requests := senderRecorder(t, http.StatusNoContent)
	store := newFakeStore()
	clk := clock.NewFake(sendT0)
	body := store.add("wh_1", srv.URL, true, sendT0)
	mustRunDue(t, newTestSender(t, store, clk, SenderConfig{StandardWebhooks: true, SignTimestamp: true}), 1)

	r := requests()[0]
	if got := r.header.Get(webhook.StandardIDHeader); got != "wh_1" {
		t.Errorf("webhook-id %q, want the delivery's id", got)
	}
	if got := r.header.Get(webhook.StandardTimestampHeader); got != "1795339800" {
		t.Errorf("webhook-timestamp %q, want the clock's Unix seconds", got)
	}
	sig := r.header.Get(webhook.StandardSignatureHeader)
	if want := webhook.SignStandard("whsec_new", "wh_1", sendT0, body); sig != want {
		t.Errorf("webhook-signature %q, want %q", sig, want)
	}
	if err := webhook.VerifyStandard("whsec_new", r.body, r.header, sendT0, webhook.DefaultTolerance); err != nil {
		t.Errorf("VerifyStandard: %v", err)
	}
	// The service's own headers are as they were.
	if err := webhook.VerifyWithTimestamp("whsec_new", r.body, r.header.Get(webhook.SignatureHeader), r.header.Get(webhook.TimestampHeader), sendT0, webhook.DefaultTolerance); err != nil {
		t.Errorf("X-Service-Signature: %v", err)
	}
	if got := r.header.Get(webhook.DeliveryHeader); got != "wh_1" {
		t.Errorf("X-Service-Delivery %q", got)
	}
	rec := store.get("wh_1").Attempts[0].RequestHeaders
	if rec[webhook.StandardSignatureHeader] != sig || rec[webhook.StandardIDHeader] != "wh_1" {
		t.Errorf("recorded headers %v lack the Standard Webhooks ones", rec)
	}
}

func TestSenderStandardWebhooksRotation(t *testing.T) {
	t.Parallel()
	srv, requests := senderRecorder(t, http.StatusNoContent)
	store := newFakeStore()
	store.accounts["acct_1"].PreviousSigningSecret = "whsec_old"
	store.accounts["acct_1"].PreviousSecretUntil = sendT0.Add(time.Hour)
	store.add("wh_1", srv.URL, true, sendT0)
	mustRunDue(t, newTestSender(t, store, clock.NewFake(sendT0), SenderConfig{StandardWebhooks: true}), 1)

	r := requests()[0]
	sigs := strings.Split(r.header.Get(webhook.StandardSignatureHeader), " ")
	if len(sigs) != 2 {
		t.Fatalf("during the overlap: %d signatures separated by spaces, want 2", len(sigs))
	}
	for _, secret := range []string{"whsec_new", "whsec_old"} {
		if err := webhook.VerifyStandard(secret, r.body, r.header, sendT0, webhook.DefaultTolerance); err != nil {
			t.Errorf("with %s: %v", secret, err)
		}
	}
	if err := webhook.VerifyStandard("whsec_other", r.body, r.header, sendT0, webhook.DefaultTolerance); err == nil {
		t.Error("verifies with a secret the account never had")
	}
}

// Every attempt of a delivery carries the same webhook-id, and the time of
// that attempt.
func TestSenderStandardWebhooksRetry(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	var got []http.Header
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		got = append(got, r.Header.Clone())
		if len(got) == 1 {
			w.WriteHeader(http.StatusServiceUnavailable)
		}
	}))
	t.Cleanup(srv.Close)
	store := newFakeStore()
	clk := clock.NewFake(sendT0)
	store.add("wh_1", srv.URL, true, sendT0)
	s := newTestSender(t, store, clk, SenderConfig{StandardWebhooks: true, Retries: 1})
	mustRunDue(t, s, 1)
	clk.Set(store.get("wh_1").NextAttemptAt)
	mustRunDue(t, s, 1)

	mu.Lock()
	defer mu.Unlock()
	if len(got) != 2 {
		t.Fatalf("receiver got %d attempts, want 2", len(got))
	}
	if a, b := got[0].Get(webhook.StandardIDHeader), got[1].Get(webhook.StandardIDHeader); a != "wh_1" || b != a {
		t.Errorf("webhook-id %q then %q, want wh_1 both times", a, b)
	}
	if a, b := got[0].Get(webhook.StandardTimestampHeader), got[1].Get(webhook.StandardTimestampHeader); a == b {
		t.Errorf("webhook-timestamp %q on both attempts, want each attempt's time", a)
	}
}
