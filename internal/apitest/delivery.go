package apitest

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/confirmd/confirmd/client"
	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/engine"
	"github.com/confirmd/confirmd/webhook"
)

// Delivery is one webhook request as a receiver got it.
type Delivery struct {
	Body   []byte
	Header http.Header
	// Secret is the account's signing secret, as confirmd prints it.
	Secret string
}

// CaptureDelivery has a server on st send one real delivery, with the
// Standard Webhooks headers on, and returns it: a sandbox confirmation
// answered "I will be in" by email. The fake clock starts at the real
// time, since receivers' libraries check webhook-timestamp against the
// machine's clock.
func CaptureDelivery(t testing.TB, st confirm.Store) Delivery {
	t.Helper()
	now := time.Now().UTC().Truncate(time.Second)
	api := NewWith(t, st, Options{Sender: engine.SenderConfig{StandardWebhooks: true}, Now: now})
	got := make(chan Delivery, 1)
	recv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var buf bytes.Buffer
		if _, err := buf.ReadFrom(r.Body); err != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		select {
		case got <- Delivery{Body: buf.Bytes(), Header: r.Header.Clone(), Secret: api.SigningSecret}:
		default:
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(recv.Close)

	c, err := client.New(api.URL, api.SandboxKey, client.WithRetries(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	cf, err := c.Create(ctx, client.CreateRequest{
		ExternalID: "SO-1042",
		Customer:   client.Customer{Name: "Zoë Nowak", Email: "zoe@example.com"},
		Order: client.Order{
			Date:   now.AddDate(0, 0, 3).Format(time.DateOnly),
			Window: client.Window{From: "08:00", To: "12:00"},
			Items:  []client.Item{{Name: "Sofa"}},
		},
		Cadence:    client.CadenceDemo,
		WebhookURL: recv.URL + "/hooks/confirmd",
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Advance(ctx, cf.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := c.SandboxReply(ctx, cf.ID, client.EmailReply(client.ChoiceWillBeIn)); err != nil {
		t.Fatal(err)
	}
	select {
	case d := <-got:
		if d.Header.Get(webhook.SignatureHeader) == "" || d.Header.Get(webhook.StandardSignatureHeader) == "" {
			t.Fatalf("the delivery lacks a signature: %v", d.Header)
		}
		return d
	case <-time.After(30 * time.Second):
		t.Fatal("no delivery within 30s")
	}
	panic("unreachable")
}
