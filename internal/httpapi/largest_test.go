package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// largestConfirmation is the most a confirmation can grow to, in bytes of
// its JSON (GET /v1/confirmations/{id}) and of its largest webhook body, as
// stated in docs/api.md "Limits of a conversation".
const largestConfirmation = 3 << 20

// TestLargestConfirmation builds the largest confirmation the limits allow
// and measures it: a create body of 64 KiB whose every string is made of
// the character JSON writes longest ("<" becomes \u003c, six bytes), the
// 50 longest emails people may write, with the longest author, the 100
// longest customer replies, and 20 resolutions with the longest notes. Its
// JSON and every webhook body stay within largestConfirmation.
func TestLargestConfirmation(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		// Checking each answer of a few megabytes against api/openapi.yaml
		// would take minutes: the other tests check these answers' shape.
		h.srv.Config.Handler = h.api.Handler()
		long := func(n int) string { return strings.Repeat("<", n) }
		body := map[string]any{
			"externalId": strings.Repeat("x", confirm.MaxExternalIDLen),
			"brand":      map[string]any{"name": long(confirm.MaxStringLen), "tone": long(confirm.MaxStringLen)},
			"customer":   map[string]any{"name": long(confirm.MaxStringLen), "phone": "07400 123456", "email": "jane@example.com"},
			"order": map[string]any{
				"ref": long(confirm.MaxStringLen), "date": "2026-11-24",
				"window":  map[string]any{"from": "08:00", "to": "12:00"},
				"address": map[string]any{"line1": long(confirm.MaxStringLen), "city": long(confirm.MaxStringLen), "postcode": "LS1 1AA"},
			},
			"webhookUrl": "https://client.example/hooks/confirm",
		}
		rawBody := func() []byte {
			var b bytes.Buffer
			enc := json.NewEncoder(&b)
			enc.SetEscapeHTML(false) // "<" is one byte in the request
			if err := enc.Encode(body); err != nil {
				t.Fatal(err)
			}
			return b.Bytes()
		}
		// The items take what is left of the 64 KiB a body may have.
		items := make([]any, confirm.MaxItems)
		name := 1
		for {
			for i := range items {
				items[i] = map[string]any{"name": long(name + 1)}
			}
			body["order"].(map[string]any)["items"] = items
			if len(rawBody()) > 64<<10 {
				break
			}
			name++
		}
		for i := range items {
			items[i] = map[string]any{"name": long(name)}
		}
		res := h.do("POST", "/v1/confirmations", h.sandbox, string(rawBody()))
		if res.Status != http.StatusCreated {
			t.Fatalf("create (%d bytes): %d %.500s", len(rawBody()), res.Status, res.Raw)
		}
		id := res.Body["confirmation"].(map[string]any)["id"].(string)
		for range 2 {
			if res := h.do("POST", "/v1/confirmations/"+id+"/advance", h.sandbox, nil); res.Status != http.StatusOK {
				t.Fatalf("advance: %d %s", res.Status, res.Raw)
			}
		}

		// Each kind of step is taken through the API first, second and
		// last; the steps between are copies of the events the second added,
		// stored at once, so that the test does not rewrite a document of
		// megabytes a hundred times over.
		scope := confirm.Scope{AccountID: h.account.ID, Sandbox: true}
		events := func() int { return len(h.get(id)["events"].([]any)) }
		repeat := func(what string, n int, step func(i int) *response, want int) {
			t.Helper()
			// The first step may add events only a first one does (the
			// person taking over): the second is the one copied.
			if res := step(0); res.Status != want {
				t.Fatalf("%s 1: %d %.500s", what, res.Status, res.Raw)
			}
			from := events()
			if res := step(1); res.Status != want {
				t.Fatalf("%s 2: %d %.500s", what, res.Status, res.Raw)
			}
			to := events()
			_, err := h.store.UpdateConfirmation(t.Context(), scope, id, func(c *confirm.Confirmation) error {
				for range n - 3 {
					base := len(c.Events)
					for j, e := range c.Events[from:to] {
						c.Events = append(c.Events, e)
						if a := c.EventAuthor(from + j); a != "" {
							c.Handoff.Authors = append(c.Handoff.Authors, confirm.EventAuthor{Event: base + j, Name: a})
						}
					}
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if res := step(n - 1); res.Status != want {
				t.Fatalf("%s %d: %d %.500s", what, n, res.Status, res.Raw)
			}
		}
		author := strings.Repeat("\U00020000", confirm.MaxAuthorLen) // a letter of four bytes
		repeat("message", confirm.MaxPersonMessages, func(i int) *response {
			return h.do("POST", "/v1/confirmations/"+id+"/messages", h.sandbox,
				map[string]any{"channel": "email", "text": fmt.Sprintf("%03d", i) + long(confirm.MaxPersonEmail-3), "author": author})
		}, http.StatusCreated)
		repeat("reply", confirm.MaxCustomerReplies, func(i int) *response {
			return h.do("POST", "/v1/sandbox/confirmations/"+id+"/reply", h.sandbox, sms(fmt.Sprintf("%03d", i)+long(maxReplyText-3)))
		}, http.StatusOK)
		repeat("resolution", confirm.MaxResolutions, func(i int) *response {
			return h.do("POST", "/v1/confirmations/"+id+"/resolve", h.sandbox,
				map[string]any{"status": "confirmed", "notes": fmt.Sprintf("%03d", i) + long(confirm.MaxResolveNotes-3), "author": author})
		}, http.StatusOK)
		c := h.get(id)
		if n, _ := c["outcome"].(map[string]any); n == nil {
			t.Fatalf("no outcome: %v", c["status"])
		}

		got := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil)
		doc := len(got.Raw)
		ds, err := h.store.ListDeliveries(t.Context(), confirm.Scope{AccountID: h.account.ID, Sandbox: true}, id)
		if err != nil {
			t.Fatal(err)
		}
		webhook := 0
		for _, d := range ds {
			webhook = max(webhook, len(d.Payload))
		}
		t.Logf("largest confirmation: %d events, GET body %d bytes; %d webhooks, the largest %d bytes",
			len(got.Body["confirmation"].(map[string]any)["events"].([]any)), doc, len(ds), webhook)
		if doc > largestConfirmation || webhook > largestConfirmation {
			t.Errorf("the largest confirmation is %d bytes and its largest webhook %d, over the %d docs/api.md states", doc, webhook, largestConfirmation)
		}
	})
}
