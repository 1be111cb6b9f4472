package httpapi

import (
	"net/http"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestAccountDefaults reads and changes the defaults of each mode, checks
// that a create leaving fields out takes them, and that the confirmation
// keeps the values it was made with.
func TestAccountDefaults(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		res := h.do("GET", "/v1/account", h.sandbox, nil)
		if res.Status != http.StatusOK {
			t.Fatalf("GET /v1/account: %d %s", res.Status, res.Raw)
		}
		want := map[string]any{"id": h.account.ID, "name": "Acme", "sandbox": true,
			"webhookUrl": nil, "brand": nil, "language": nil, "operationsEmail": nil, "inboxEvents": false, "updatedAt": nil}
		if d := cmp.Diff(want, res.Body["account"]); d != "" {
			t.Fatalf("account never changed mismatch (-want +got):\n%s", d)
		}

		brand := map[string]any{"name": "Acme Home", "colors": map[string]any{"primary": "#0A7F5A"}, "supportEmail": "help@acme.test", "tone": "warm"}
		res = h.do("PATCH", "/v1/account", h.sandbox, map[string]any{
			"webhookUrl": "http://localhost:4242/hooks", "brand": brand, "language": "pl"})
		if res.Status != http.StatusOK {
			t.Fatalf("PATCH /v1/account: %d %s", res.Status, res.Raw)
		}
		want["webhookUrl"], want["brand"], want["language"] = "http://localhost:4242/hooks", brand, "pl"
		want["updatedAt"] = "2026-11-22T10:00:00.000Z"
		if d := cmp.Diff(want, res.Body["account"]); d != "" {
			t.Fatalf("account after PATCH mismatch (-want +got):\n%s", d)
		}
		if got := h.do("GET", "/v1/account", h.sandbox, nil).Body["account"]; !cmp.Equal(want, got) {
			t.Fatalf("GET after PATCH mismatch (-want +got):\n%s", cmp.Diff(want, got))
		}

		// Sandbox changes never reach the live defaults.
		live := h.do("GET", "/v1/account", h.live, nil).Body["account"].(map[string]any)
		if live["sandbox"] != false || live["webhookUrl"] != nil || live["brand"] != nil || live["language"] != nil {
			t.Fatalf("live defaults after a sandbox PATCH = %v, want none", live)
		}

		// A create that leaves them out uses them.
		c := h.create(h.sandbox, minimalBody())
		if c["webhookUrl"] != "http://localhost:4242/hooks" || !cmp.Equal(c["brand"], brand) ||
			c["customer"].(map[string]any)["language"] != "pl" {
			t.Fatalf("create without its own values = webhookUrl %v, brand %v, customer %v; want the defaults",
				c["webhookUrl"], c["brand"], c["customer"])
		}
		// A create's own values win, its brand whole.
		body := validBody()
		body["brand"] = map[string]any{"name": "Bolt"}
		body["customer"].(map[string]any)["language"] = "es"
		own := h.create(h.sandbox, body)
		if own["webhookUrl"] != "https://client.example/hooks/confirm" || !cmp.Equal(own["brand"], map[string]any{"name": "Bolt"}) ||
			own["customer"].(map[string]any)["language"] != "es" {
			t.Fatalf("create with its own values = webhookUrl %v, brand %v, customer %v", own["webhookUrl"], own["brand"], own["customer"])
		}

		// PATCH merges: a field left out stays, one of the brand merges,
		// null clears.
		res = h.do("PATCH", "/v1/account", h.sandbox, map[string]any{"brand": map[string]any{"tone": nil, "name": "Acme Homes"}, "language": nil})
		if res.Status != http.StatusOK {
			t.Fatalf("PATCH: %d %s", res.Status, res.Raw)
		}
		got := res.Body["account"].(map[string]any)
		wantBrand := map[string]any{"name": "Acme Homes", "colors": map[string]any{"primary": "#0A7F5A"}, "supportEmail": "help@acme.test"}
		if got["webhookUrl"] != "http://localhost:4242/hooks" || !cmp.Equal(got["brand"], wantBrand) || got["language"] != nil {
			t.Fatalf("after a merge = %v", got)
		}
		// The earlier confirmation keeps what it was made with.
		again := h.do("GET", "/v1/confirmations/"+c["id"].(string), h.sandbox, nil).Body["confirmation"].(map[string]any)
		if !cmp.Equal(again["brand"], brand) || again["customer"].(map[string]any)["language"] != "pl" {
			t.Errorf("a confirmation changed with the defaults: brand %v, customer %v", again["brand"], again["customer"])
		}
		res = h.do("PATCH", "/v1/account", h.sandbox, map[string]any{"brand": nil, "webhookUrl": nil})
		if got := res.Body["account"].(map[string]any); res.Status != http.StatusOK || got["brand"] != nil || got["webhookUrl"] != nil {
			t.Fatalf("PATCH clearing all: %d %s", res.Status, res.Raw)
		}
		if c := h.create(h.sandbox, minimalBody()); c["brand"] != nil || c["webhookUrl"] != nil {
			t.Errorf("create after clearing = brand %v, webhookUrl %v; want none", c["brand"], c["webhookUrl"])
		}

		// Live defaults are judged as live creates are.
		res = h.do("PATCH", "/v1/account", h.live, map[string]any{"webhookUrl": "https://client.example/hooks", "language": "es-MX"})
		if res.Status != http.StatusOK {
			t.Fatalf("live PATCH: %d %s", res.Status, res.Raw)
		}
		if got := h.do("GET", "/v1/account", h.sandbox, nil).Body["account"].(map[string]any); got["language"] != nil {
			t.Errorf("sandbox defaults after a live PATCH: language %v, want none", got["language"])
		}
		// Another account sees none of it.
		if got := h.do("GET", "/v1/account", h.other, nil).Body["account"].(map[string]any); got["webhookUrl"] != nil || got["language"] != nil {
			t.Errorf("another account's defaults = %v", got)
		}
	})
}

// TestAccountDefaultsValidation refuses bad defaults with every problem
// named by its field, and changes nothing.
func TestAccountDefaultsValidation(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		for _, tc := range []struct {
			key  string
			body any
			want []string
		}{
			{h.live, map[string]any{"webhookUrl": "http://client.example/hooks"}, []string{"webhookUrl must use https with a live key"}},
			{h.live, map[string]any{"webhookUrl": "https://internal.example/hooks"},
				[]string{`webhookUrl host "internal.example" resolves to 10.0.0.7, a private address`}},
			{h.sandbox, map[string]any{"webhookUrl": "ftp://x.example", "brand": map[string]any{"colors": map[string]any{"primary": "red"}, "supportEmail": "nope"}, "language": "en_GB"},
				[]string{"webhookUrl must be an absolute http or https URL", "brand.colors.primary must be a colour in #RRGGBB form",
					"brand.supportEmail is not a valid email address", `language "en_GB" is not a BCP 47 language tag such as pl or es-MX`}},
			{h.sandbox, map[string]any{"webhookURL": "https://x.example", "brand": map[string]any{"logo": "x"}},
				[]string{"webhookURL is not a known field", "brand.logo is not a known field"}},
			{h.sandbox, map[string]any{"webhookUrl": 42, "brand": "Acme"},
				[]string{"webhookUrl must be a string or null", "brand must be an object"}},
			{h.sandbox, map[string]any{"operationsEmail": "ops at acme"}, []string{"operationsEmail is not a valid email address"}},
			{h.sandbox, map[string]any{"operationsEmail": 7, "inboxEvents": "yes"},
				[]string{"operationsEmail must be a string or null", "inboxEvents must be true, false or null"}},
			{h.sandbox, map[string]any{"inboxEvents": true},
				[]string{"inboxEvents needs a webhookUrl to send the events to; set webhookUrl as well, or inboxEvents to false"}},
		} {
			res := h.do("PATCH", "/v1/account", tc.key, tc.body)
			if res.Status != http.StatusBadRequest {
				t.Fatalf("%v: status %d, want 400: %s", tc.body, res.Status, res.Raw)
			}
			got := errorList(t, res)
			if len(tc.want) == 1 && strings.Contains(tc.want[0], "resolves to") && len(got) == 1 && strings.HasPrefix(got[0], "webhookUrl host") {
				continue // the words after the address are netguard's
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("%v: errors mismatch (-want +got):\n%s", tc.body, d)
			}
		}
		for _, key := range []string{h.live, h.sandbox} {
			if got := h.do("GET", "/v1/account", key, nil).Body["account"].(map[string]any); got["updatedAt"] != nil {
				t.Errorf("refused changes were saved: %v", got)
			}
		}
		if res := h.do("PUT", "/v1/account", h.sandbox, map[string]any{}); res.Status != http.StatusMethodNotAllowed {
			t.Errorf("PUT /v1/account: %d, want 405", res.Status)
		}
		if res := h.do("GET", "/v1/account", "sk_test_wrong", nil); res.Status != http.StatusUnauthorized {
			t.Errorf("GET /v1/account with a bad key: %d, want 401", res.Status)
		}
	})
}

// TestAccountNudgeSettings: operationsEmail and inboxEvents are set,
// shown and cleared per mode through /v1/account, and a receiver that
// knows only confirmation.updated gets nothing new until inboxEvents is
// set.
func TestAccountNudgeSettings(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		account := func(key string) map[string]any {
			t.Helper()
			return h.do("GET", "/v1/account", key, nil).Body["account"].(map[string]any)
		}
		if got := account(h.sandbox); got["operationsEmail"] != nil || got["inboxEvents"] != false {
			t.Errorf("before any change: %v", got)
		}
		res := h.do("PATCH", "/v1/account", h.sandbox, map[string]any{
			"operationsEmail": " ops@acme.example ", "inboxEvents": true, "webhookUrl": "https://hooks.acme.example/confirmd"})
		if res.Status != http.StatusOK {
			t.Fatalf("PATCH: %d %s", res.Status, res.Raw)
		}
		got := res.Body["account"].(map[string]any)
		if got["operationsEmail"] != "ops@acme.example" || got["inboxEvents"] != true {
			t.Errorf("after PATCH: %v", got)
		}
		if live := account(h.live); live["operationsEmail"] != nil || live["inboxEvents"] != false {
			t.Errorf("a sandbox key's change reached live: %v", live)
		}
		// The operators' console's Webhooks page says where nudges go.
		w := &isolation{t: t, h: h}
		sb := w.opsSignIn(&isoKey{name: "sandbox", key: h.sandbox})
		_, page, _ := w.consoleDo(sb, "GET", "/console/webhooks", nil, "")
		if !strings.Contains(page, "by email to <code>ops@acme.example</code>") || !strings.Contains(page, "event to <code>https://hooks.acme.example/confirmd</code>") {
			t.Errorf("the Webhooks page does not say where nudges go:\n%s", page)
		}
		// Clearing the webhook URL alone would leave the events nowhere to go.
		if res := h.do("PATCH", "/v1/account", h.sandbox, map[string]any{"webhookUrl": nil}); res.Status != http.StatusBadRequest {
			t.Errorf("clearing webhookUrl with inboxEvents on: %d, want 400", res.Status)
		}
		res = h.do("PATCH", "/v1/account", h.sandbox, map[string]any{"operationsEmail": nil, "inboxEvents": false})
		if got := res.Body["account"].(map[string]any); res.Status != http.StatusOK || got["operationsEmail"] != nil || got["inboxEvents"] != false {
			t.Errorf("clearing: %d %v", res.Status, got)
		}
	})
}
