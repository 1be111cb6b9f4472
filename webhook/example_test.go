package webhook_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/confirmd/confirmd/webhook"
)

// A receiver: the handler checks the signature over the raw body, drops
// duplicates and out-of-order deliveries, and calls the function once for
// each new state of a confirmation.
func Example() {
	secret := "whsec_example" // in production, from the environment or a secret store

	receiver := webhook.Handler(secret, func(ctx context.Context, e webhook.Event) error {
		if e.Type != webhook.TypeConfirmationUpdated {
			return nil // a kind of event this receiver does not know
		}
		c := e.Data
		switch c.Status {
		case webhook.StatusConfirmed:
			who := "the customer"
			if c.Outcome != nil && c.Outcome.SignerName != "" {
				who = c.Outcome.SignerName
			}
			fmt.Printf("%s: ready for dispatch, %s will sign\n", c.ExternalID, who)
		case webhook.StatusRescheduled:
			fmt.Printf("%s: move to %s %s-%s\n", c.ExternalID, c.Order.Date, c.Order.Window.From, c.Order.Window.To)
		case webhook.StatusActionNeeded, webhook.StatusUnreachable:
			fmt.Printf("%s: flag for the team\n", c.ExternalID)
		}
		return nil
	})
	mux := http.NewServeMux()
	mux.Handle("POST /hooks/confirm", receiver)
	// In production: log.Fatal(http.ListenAndServe(":8443", mux)) behind TLS.

	// What the service sends.
	body := `{"type":"confirmation.updated","data":{"id":"cf_k3v9x0q2m7b1n8c4z6w5r2t0","status":"confirmed",` +
		`"externalId":"SO-1042","order":{"date":"2026-11-24","window":{"from":"08:00","to":"12:00"}},` +
		`"outcome":{"intent":"alternate_signer","summary":"Tom Smith will sign for it","signerName":"Tom Smith","channel":"sms"},` +
		`"updatedAt":"2026-11-22T09:30:00.000Z"}}`
	for range 2 { // the second is a duplicate delivery
		req := httptest.NewRequest(http.MethodPost, "/hooks/confirm", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set(webhook.SignatureHeader, webhook.Sign(secret, []byte(body)))
		w := httptest.NewRecorder()
		mux.ServeHTTP(w, req)
		fmt.Println(w.Code)
	}

	req := httptest.NewRequest(http.MethodPost, "/hooks/confirm", strings.NewReader(body))
	req.Header.Set(webhook.SignatureHeader, webhook.Sign("whsec_guess", []byte(body)))
	w := httptest.NewRecorder()
	mux.ServeHTTP(w, req)
	fmt.Println(w.Code)

	// Output:
	// SO-1042: ready for dispatch, Tom Smith will sign
	// 204
	// 204
	// 401
}

// Checking a delivery without Handler, for a receiver that holds both the old
// and the new secret during a rotation.
func ExampleVerifyAny() {
	body := []byte(`{"type":"confirmation.updated","data":{}}`)
	header := webhook.Sign("whsec_new", body)

	err := webhook.VerifyAny([]string{"whsec_old", "whsec_new"}, body, header)
	fmt.Println(err)
	err = webhook.Verify("whsec_old", body, header)
	fmt.Println(err)
	// Output:
	// <nil>
	// webhook: invalid signature: no signature matches the body
}
