package httpapi

import (
	"net/http"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCustomerLanguage checks customer.language on create: a BCP 47 tag is
// stored and given back as sent, on both stores; anything else is one
// problem naming the field.
func TestCustomerLanguage(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		for _, tag := range []string{"pl", "es-MX", "en-GB", "zh-Hant-TW", "sr-Latn", "pt-BR"} {
			c := h.create(h.sandbox, edited(func(_, cu, _ map[string]any) { cu["language"] = tag }))
			if got := c["customer"].(map[string]any)["language"]; got != tag {
				t.Errorf("create with %q gave back %v", tag, got)
			}
			res := h.do("GET", "/v1/confirmations/"+c["id"].(string), h.sandbox, nil)
			if got := res.Body["confirmation"].(map[string]any)["customer"].(map[string]any)["language"]; got != tag {
				t.Errorf("stored %q read back as %v", tag, got)
			}
		}
		for _, empty := range []any{nil, ""} {
			c := h.create(h.sandbox, edited(func(_, cu, _ map[string]any) {
				if empty != nil {
					cu["language"] = empty
				}
			}))
			if _, ok := c["customer"].(map[string]any)["language"]; ok {
				t.Errorf("language %v shown as %v", empty, c["customer"])
			}
		}
		bad := func(v string) string {
			return `customer.language "` + v + `" is not a BCP 47 language tag such as pl or es-MX`
		}
		for _, tt := range []struct {
			v    any
			want string
		}{
			{"xx_YY", bad("xx_YY")},
			{"es_MX", bad("es_MX")},
			{"english", bad("english")},
			{"p", bad("p")},
			{"pl-", bad("pl-")},
			{"-pl", bad("-pl")},
			{"es--MX", bad("es--MX")},
			{"es MX", bad("es MX")},
			{" pl", bad(" pl")},
			{"12", bad("12")},
			{"pl-PL-x", bad("pl-PL-x")},
			{"es-MX;DROP", bad("es-MX;DROP")},
			{"ĺ", bad("ĺ")},
			{"en-" + strings.Repeat("a", 33), "customer.language is 36 characters long; at most 35 are allowed for a BCP 47 language tag such as pl or es-MX"},
		} {
			res := h.do("POST", "/v1/confirmations", h.sandbox, edited(func(_, cu, _ map[string]any) { cu["language"] = tt.v }))
			if res.Status != http.StatusBadRequest {
				t.Errorf("language %q: %d %.300s, want 400", tt.v, res.Status, res.Raw)
				continue
			}
			if diff := cmp.Diff([]string{tt.want}, errorList(t, res)); diff != "" {
				t.Errorf("language %q: errors mismatch (-want +got):\n%s", tt.v, diff)
			}
		}
		res := h.do("POST", "/v1/confirmations", h.sandbox, edited(func(_, cu, _ map[string]any) { cu["language"] = 5 }))
		if res.Status != http.StatusBadRequest || !strings.Contains(strings.Join(errorList(t, res), "\n"), "customer.language") {
			t.Errorf("language 5: %d %.300s, want 400 naming customer.language", res.Status, res.Raw)
		}
	})
}

// TestTextsInCustomersLanguage: the text and the call are worded in the
// customer's language where confirmd has the wording (matched by the base
// language; days and months from CLDR), and in English otherwise, on both
// stores.
func TestTextsInCustomersLanguage(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		for _, tt := range []struct {
			tag, first, slots, call string
		}{
			{"pl", "Acme Home: termin dostawy: wt. 24 lis, 08:00-12:00. Czy ktoś będzie? Odpisz swoimi słowami.",
				"Możliwe terminy: 1) śr. 25 lis, 12:00-16:00", "automatyczny asystent"},
			{"es-MX", "Acme Home: tu entrega es el mar. 24 nov., 08:00-12:00. ¿Habrá alguien? Responde libremente.",
				"Podemos ofrecer: 1) mié. 25 nov., 12:00-16:00", "asistente automático que llama en nombre de Acme Home"},
			{"de", "Acme Home: your delivery: Tue 24 Nov, 08:00-12:00. Will someone be in? Reply in your own words.",
				"We can offer: 1) Wed 25 Nov, 12:00-16:00", "automated assistant calling for Acme Home"},
		} {
			body := edited(func(_, cu, _ map[string]any) { cu["language"] = tt.tag })
			id := h.started(body, 2)
			c := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil).Body["confirmation"].(map[string]any)
			if diff := cmp.Diff(tt.first, lastOut(c, "sms")); diff != "" {
				t.Errorf("%s: first text mismatch (-want +got):\n%s", tt.tag, diff)
			}
			// A different day gets the offered slots in the same language.
			c = h.reply(id, sms(map[string]string{"pl": "inny dzień", "es-MX": "otro día", "de": "another day"}[tt.tag]))
			if got := lastOut(c, "sms"); !strings.Contains(got, tt.slots) {
				t.Errorf("%s: slots %q, want them to say %q", tt.tag, got, tt.slots)
			}

			// The call's first line says, in the language, that it is an
			// automated assistant.
			id = h.started(body, 3)
			c = h.reply(id, call(map[string]string{"pl": "tak", "es-MX": "sí", "de": "yes"}[tt.tag]))
			var first string
			for _, e := range c["events"].([]any) {
				if e := e.(map[string]any); e["kind"] == "out" && e["channel"] == "call" {
					first = e["text"].(string)
					break
				}
			}
			if !strings.Contains(first, tt.call) {
				t.Errorf("%s: the call's first line %q does not say %q", tt.tag, first, tt.call)
			}
		}
	})
}
