package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

var (
	idRE   = regexp.MustCompile(`^cf_[0-9a-z]{24}$`)
	timeRE = regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$`)
)

func TestCreate(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		res := h.do("POST", "/v1/confirmations", h.sandbox, validBody())
		if res.Status != http.StatusCreated {
			t.Fatalf("status %d, want 201: %s", res.Status, res.Raw)
		}
		c := res.Body["confirmation"].(map[string]any)
		id := c["id"].(string)
		if !idRE.MatchString(id) {
			t.Errorf("id %q does not match %s", id, idRE)
		}
		if got := res.Header.Get("Location"); got != "/v1/confirmations/"+id {
			t.Errorf("Location = %q", got)
		}
		for _, f := range []string{"createdAt", "updatedAt"} {
			if !timeRE.MatchString(c[f].(string)) {
				t.Errorf("%s = %q, want RFC 3339 UTC with milliseconds", f, c[f])
			}
		}
		want := map[string]any{
			"status":     "scheduled",
			"externalId": "SO-1042",
			"sandbox":    true,
			"cadence":    "standard",
			"webhookUrl": "https://client.example/hooks/confirm",
			"brand":      map[string]any{"name": "Acme Home", "colors": map[string]any{"primary": "#0A7F5A"}, "supportEmail": "help@acme.test", "tone": "warm, brief"},
			"customer":   map[string]any{"name": "Jane Smith", "first": "Jane", "phone": "+447400123456", "email": "jane@example.com"},
			"order": map[string]any{
				"ref": "A-1", "type": "delivery", "date": "2026-11-24", "timezone": "Europe/London",
				"window":            map[string]any{"from": "08:00", "to": "12:00"},
				"items":             []any{map[string]any{"name": "Sofa", "qty": float64(1), "sku": "SF-1"}},
				"address":           map[string]any{"line1": "1 High St", "city": "Leeds", "postcode": "LS1 1AA"},
				"rescheduleOptions": []any{map[string]any{"date": "2026-11-25", "window": map[string]any{"from": "12:00", "to": "16:00"}}},
			},
			"events": []any{},
		}
		got := map[string]any{}
		for k := range want {
			got[k] = c[k]
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("confirmation mismatch (-want +got):\n%s", diff)
		}
		if _, ok := c["outcome"]; ok {
			t.Errorf("a new confirmation has an outcome: %v", c["outcome"])
		}
		steps := c["steps"].([]any)
		var channels []string
		for _, s := range steps {
			s := s.(map[string]any)
			channels = append(channels, s["channel"].(string))
			if s["state"] != "pending" {
				t.Errorf("step %v state %v, want pending", s["channel"], s["state"])
			}
			if !timeRE.MatchString(s["dueAt"].(string)) {
				t.Errorf("step dueAt %q", s["dueAt"])
			}
			if _, has := s["attempts"]; has != (s["channel"] == "call") {
				t.Errorf("step %v: attempts present = %v", s["channel"], has)
			}
		}
		if diff := cmp.Diff([]string{"email", "sms", "call"}, channels); diff != "" {
			t.Errorf("steps mismatch (-want +got):\n%s", diff)
		}

		// What create answered is what get answers.
		got2 := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil)
		if got2.Status != http.StatusOK {
			t.Fatalf("get: %d %s", got2.Status, got2.Raw)
		}
		if diff := cmp.Diff(res.Body, got2.Body); diff != "" {
			t.Errorf("get differs from create (-create +get):\n%s", diff)
		}
	})
}

func TestCreateMinimal(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		c := h.create(h.sandbox, minimalBody())
		if c["cadence"] != "standard" || c["order"].(map[string]any)["type"] != "delivery" {
			t.Errorf("defaults: cadence %v, type %v", c["cadence"], c["order"].(map[string]any)["type"])
		}
		steps := c["steps"].([]any)
		for i, want := range []string{"pending", "skipped", "skipped"} {
			if got := steps[i].(map[string]any)["state"]; got != want {
				t.Errorf("step %d state %v, want %s (no phone)", i, got, want)
			}
		}
		for _, f := range []string{"externalId", "webhookUrl", "brand"} {
			if _, ok := c[f]; ok {
				t.Errorf("%s present though not given", f)
			}
		}
	})
}

func TestCreateValidation(t *testing.T) {
	t.Parallel()
	set := func(path string, v any) func(map[string]any) {
		return func(b map[string]any) {
			keys := strings.Split(path, ".")
			m := b
			for _, k := range keys[:len(keys)-1] {
				m = m[k].(map[string]any)
			}
			if v == nil {
				delete(m, keys[len(keys)-1])
				return
			}
			m[keys[len(keys)-1]] = v
		}
	}
	tests := []struct {
		name string
		edit []func(map[string]any)
		live bool
		want []string
	}{
		{"no customer", []func(map[string]any){set("customer", nil)}, false, []string{"customer is required"}},
		{"no name", []func(map[string]any){set("customer.name", "  ")}, false, []string{"customer.name is required"}},
		{"no contact", []func(map[string]any){set("customer.email", nil), set("customer.phone", nil)}, false,
			[]string{"customer.email or customer.phone is required: at least one way to reach the customer"}},
		{"bad email and phone", []func(map[string]any){set("customer.email", "jane@"), set("customer.phone", "12")}, false,
			[]string{"customer.email is not a valid email address", "customer.phone is not a valid phone number (give it in international form, such as +447400123456)"}},
		{"no order", []func(map[string]any){set("order", nil)}, false, []string{"order is required"}},
		{"bad date", []func(map[string]any){set("order.date", "2026-02-30")}, false, []string{"order.date is not a real calendar date in YYYY-MM-DD form"}},
		{"past date", []func(map[string]any){set("order.date", "2026-11-21")}, false, []string{"order.date is in the past (today is 2026-11-22 in the customer's time zone)"}},
		{"window reversed", []func(map[string]any){set("order.window", map[string]any{"from": "12:00", "to": "08:00"})}, false,
			[]string{"order.window.from must be before order.window.to"}},
		{"window bad times", []func(map[string]any){set("order.window", map[string]any{"from": "8am", "to": "24:00"})}, false,
			[]string{"order.window.from must be a 24-hour time in HH:MM form", "order.window.to must be a 24-hour time in HH:MM form"}},
		{"no window", []func(map[string]any){set("order.window", nil)}, false, []string{"order.window is required"}},
		{"no items", []func(map[string]any){set("order.items", []any{})}, false, []string{"order.items must have at least one item"}},
		{"item without name, qty 0", []func(map[string]any){set("order.items", []any{map[string]any{"qty": 0}})}, false,
			[]string{"order.items[0].name is required", "order.items[0].qty must be at least 1"}},
		{"qty not integer", []func(map[string]any){set("order.items", []any{map[string]any{"name": "Sofa", "qty": 1.5}})}, false,
			[]string{"order.items[0].qty must be an integer"}},
		{"bad type", []func(map[string]any){set("order.type", "pickup")}, false, []string{"order.type must be delivery or collection"}},
		{"bad timezone", []func(map[string]any){set("order.timezone", "Mars/Olympus")}, false,
			[]string{"order.timezone is not a known IANA time zone (such as Europe/London)"}},
		{"option equals booked slot", []func(map[string]any){set("order.rescheduleOptions", []any{map[string]any{"date": "2026-11-24", "window": map[string]any{"from": "08:00", "to": "12:00"}}})}, false,
			[]string{"order.rescheduleOptions[0] is the booked slot itself; offer a different date or window"}},
		{"bad cadence", []func(map[string]any){set("cadence", "fast")}, false, []string{"cadence must be standard or demo"}},
		{"demo with live key", []func(map[string]any){set("cadence", "demo")}, true, []string{"cadence demo is only for sandbox keys"}},
		{"webhook not absolute", []func(map[string]any){set("webhookUrl", "/hooks")}, false, []string{"webhookUrl must be an absolute http or https URL"}},
		{"webhook http with live key", []func(map[string]any){set("webhookUrl", "http://client.example/h")}, true, []string{"webhookUrl must use https with a live key"}},
		{"webhook private with live key", []func(map[string]any){set("webhookUrl", "https://internal.example/h")}, true, nil},
		{"bad colour and support email", []func(map[string]any){set("brand.colors", map[string]any{"primary": "green"}), set("brand.supportEmail", "help")}, false,
			[]string{"brand.colors.primary must be a colour in #RRGGBB form", "brand.supportEmail is not a valid email address"}},
		{"unknown field", []func(map[string]any){set("webhookURL", "https://x.example/")}, false, []string{"webhookURL is not a known field"}},
		{"unknown nested field", []func(map[string]any){set("order.window", map[string]any{"from": "08:00", "to": "12:00", "until": "13:00"})}, false,
			[]string{"order.window.until is not a known field"}},
		{"wrong types", []func(map[string]any){set("customer", "Jane"), set("order.date", 20261124)}, false,
			[]string{"customer must be an object", "order.date must be a string"}},
		{"external id too long", []func(map[string]any){set("externalId", strings.Repeat("x", 256))}, false,
			[]string{"externalId is 256 characters long; at most 255 are allowed"}},
		{"many problems at once", []func(map[string]any){set("customer.name", ""), set("order.date", "tomorrow"), set("cadence", "x")}, false,
			[]string{"cadence must be standard or demo", "customer.name is required", "order.date is not a real calendar date in YYYY-MM-DD form"}},
	}
	eachStore(t, func(t *testing.T, h *harness) {
		for _, tt := range tests {
			body := validBody()
			for _, e := range tt.edit {
				e(body)
			}
			key := h.sandbox
			if tt.live {
				key = h.live
			}
			res := h.do("POST", "/v1/confirmations", key, body)
			if res.Status != http.StatusBadRequest {
				t.Errorf("%s: status %d, want 400: %s", tt.name, res.Status, res.Raw)
				continue
			}
			got := errorList(t, res)
			if tt.want == nil { // only the field path is fixed
				if len(got) != 1 || !strings.HasPrefix(got[0], "webhookUrl ") {
					t.Errorf("%s: errors %q", tt.name, got)
				}
				continue
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("%s: errors mismatch (-want +got):\n%s", tt.name, diff)
			}
		}
		// Nothing was created by any of them.
		list := h.do("GET", "/v1/confirmations", h.sandbox, nil)
		if n := len(list.Body["confirmations"].([]any)); n != 0 {
			t.Errorf("%d confirmations created by invalid requests", n)
		}
	})
}

func TestCreateBadBodies(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		for _, tt := range []struct {
			body   any
			status int
			errMsg string
		}{
			{"not json", 400, "request body is not valid JSON: invalid character 'o' in literal null (expecting 'u')"},
			{"[1,2]", 400, "request body must be a JSON object"},
			{"", 400, "request body is empty; send a JSON object"},
			{`{"a":1} {}`, 400, "request body must hold one JSON object and nothing after it"},
			{`{"externalId": "` + strings.Repeat("x", 70<<10) + `"}`, 413, "request body is larger than 64 KiB"},
			{strings.Repeat("[", 60_000), 400, "request body is nested too deeply: JSON may nest at most 10000 levels"},
		} {
			res := h.do("POST", "/v1/confirmations", h.sandbox, tt.body)
			if res.Status != tt.status || res.Body["error"] != tt.errMsg {
				t.Errorf("body %.20q: got %d %s, want %d %q", tt.body, res.Status, res.Raw, tt.status, tt.errMsg)
			}
		}
	})
}

func TestGetNotFound(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		live := h.create(h.live, validBody())["id"].(string)
		mine := h.create(h.sandbox, validBody())["id"].(string)
		for _, tt := range []struct{ key, id string }{
			{h.sandbox, "cf_000000000000000000000000"},
			{h.sandbox, "nonsense"},
			{h.other, mine},   // another account's
			{h.sandbox, live}, // a sandbox key never sees live confirmations
			{h.live, mine},    // nor a live key sandbox ones
		} {
			for _, p := range []struct{ method, path string }{
				{"GET", "/v1/confirmations/" + tt.id},
				{"POST", "/v1/confirmations/" + tt.id + "/cancel"},
			} {
				res := h.do(p.method, p.path, tt.key, nil)
				if res.Status != http.StatusNotFound || res.Body["error"] != "confirmation not found" {
					t.Errorf("%s %s: %d %s, want 404 confirmation not found", p.method, p.path, res.Status, res.Raw)
				}
			}
		}
	})
}

func TestCancel(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		c := h.create(h.sandbox, validBody())
		id := c["id"].(string)
		h.clock.Advance(time.Minute)
		res := h.do("POST", "/v1/confirmations/"+id+"/cancel", h.sandbox, map[string]any{"reason": "order withdrawn"})
		if res.Status != http.StatusOK {
			t.Fatalf("cancel: %d %s", res.Status, res.Raw)
		}
		got := res.Body["confirmation"].(map[string]any)
		if got["status"] != "cancelled" || got["cancelReason"] != "order withdrawn" {
			t.Errorf("after cancel: status %v reason %v", got["status"], got["cancelReason"])
		}
		for _, s := range got["steps"].([]any) {
			if st := s.(map[string]any)["state"]; st != "cancelled" {
				t.Errorf("step state %v after cancel, want cancelled", st)
			}
		}
		if got["updatedAt"].(string) <= c["updatedAt"].(string) {
			t.Errorf("updatedAt did not increase: %v then %v", c["updatedAt"], got["updatedAt"])
		}
		events := got["events"].([]any)
		if len(events) != 1 || events[0].(map[string]any)["kind"] != "system" {
			t.Errorf("events after cancel: %v", events)
		}

		again := h.do("POST", "/v1/confirmations/"+id+"/cancel", h.sandbox, nil)
		if again.Status != http.StatusConflict || again.Body["error"] != "confirmation is already cancelled" {
			t.Errorf("second cancel: %d %s", again.Status, again.Raw)
		}

		// A body is optional, but if given it must be right.
		id2 := h.create(h.sandbox, validBody())["id"].(string)
		bad := h.do("POST", "/v1/confirmations/"+id2+"/cancel", h.sandbox, map[string]any{"why": "x"})
		if bad.Status != http.StatusBadRequest || errorList(t, bad)[0] != "why is not a known field" {
			t.Errorf("cancel with unknown field: %d %s", bad.Status, bad.Raw)
		}
		if ok := h.do("POST", "/v1/confirmations/"+id2+"/cancel", h.sandbox, nil); ok.Status != http.StatusOK {
			t.Errorf("cancel without body: %d %s", ok.Status, ok.Raw)
		}
	})
}

func TestCancelRace(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.create(h.sandbox, validBody())["id"].(string)
		var wg sync.WaitGroup
		codes := make(chan int, 10)
		for range 10 {
			wg.Go(func() {
				codes <- h.do("POST", "/v1/confirmations/"+id+"/cancel", h.sandbox, nil).Status
			})
		}
		wg.Wait()
		close(codes)
		count := map[int]int{}
		for c := range codes {
			count[c]++
		}
		if count[200] != 1 || count[409] != 9 {
			t.Errorf("10 concurrent cancels answered %v, want one 200 and nine 409", count)
		}
		got := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil).Body["confirmation"].(map[string]any)
		if n := len(got["events"].([]any)); n != 1 {
			t.Errorf("%d events after concurrent cancels, want 1", n)
		}
	})
}

func TestIdempotency(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		first := h.do("POST", "/v1/confirmations", h.sandbox, validBody(), "Idempotency-Key", "order-1042")
		if first.Status != http.StatusCreated {
			t.Fatalf("first: %d %s", first.Status, first.Raw)
		}
		h.clock.Advance(23 * time.Hour)
		second := h.do("POST", "/v1/confirmations", h.sandbox, validBody(), "Idempotency-Key", "order-1042")
		if second.Status != http.StatusCreated || string(second.Raw) != string(first.Raw) {
			t.Errorf("retry answered %d %s, want the first answer %s", second.Status, second.Raw, first.Raw)
		}
		if second.Header.Get("Idempotent-Replayed") != "true" {
			t.Errorf("retry not marked Idempotent-Replayed")
		}
		// The same JSON, re-indented, is the same request.
		pretty, _ := json.MarshalIndent(validBody(), "", "    ")
		if res := h.do("POST", "/v1/confirmations", h.sandbox, pretty, "Idempotency-Key", "order-1042"); res.Status != http.StatusCreated || string(res.Raw) != string(first.Raw) {
			t.Errorf("re-indented retry: %d %s", res.Status, res.Raw)
		}
		other := validBody()
		other["externalId"] = "SO-9999"
		clash := h.do("POST", "/v1/confirmations", h.sandbox, other, "Idempotency-Key", "order-1042")
		if clash.Status != http.StatusConflict || !strings.Contains(clash.Body["error"].(string), "different request body") {
			t.Errorf("same key, other body: %d %s", clash.Status, clash.Raw)
		}
		// Another account may use the same key for its own request.
		if res := h.do("POST", "/v1/confirmations", h.other, validBody(), "Idempotency-Key", "order-1042"); res.Status != http.StatusCreated {
			t.Errorf("same key in another account: %d %s", res.Status, res.Raw)
		}
		if n := len(h.do("GET", "/v1/confirmations", h.sandbox, nil).Body["confirmations"].([]any)); n != 1 {
			t.Errorf("%d confirmations after a retried create, want 1", n)
		}
		// After 24 hours the key is forgotten.
		h.clock.Advance(2 * time.Hour)
		if res := h.do("POST", "/v1/confirmations", h.sandbox, other, "Idempotency-Key", "order-1042"); res.Status != http.StatusCreated {
			t.Errorf("key reused after 25h: %d %s", res.Status, res.Raw)
		}
		if res := h.do("POST", "/v1/confirmations", h.sandbox, validBody(), "Idempotency-Key", strings.Repeat("k", 256)); res.Status != http.StatusBadRequest {
			t.Errorf("overlong key: %d %s", res.Status, res.Raw)
		}
	})
}

func TestIdempotencyConcurrent(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		var wg sync.WaitGroup
		ids := make(chan string, 8)
		for range 8 {
			wg.Go(func() {
				res := h.do("POST", "/v1/confirmations", h.sandbox, validBody(), "Idempotency-Key", "same")
				if res.Status != http.StatusCreated {
					t.Errorf("concurrent retry: %d %s", res.Status, res.Raw)
					return
				}
				ids <- res.Body["confirmation"].(map[string]any)["id"].(string)
			})
		}
		wg.Wait()
		close(ids)
		seen := map[string]bool{}
		for id := range ids {
			seen[id] = true
		}
		if len(seen) != 1 {
			t.Errorf("8 concurrent creates with one key made %d confirmations", len(seen))
		}
	})
}

func TestList(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		empty := h.do("GET", "/v1/confirmations", h.sandbox, nil)
		if empty.Status != 200 || string(empty.Raw) != `{"confirmations":[],"nextCursor":null}`+"\n" {
			t.Errorf("empty list: %d %s", empty.Status, empty.Raw)
		}
		var ids []string
		for i := range 25 {
			b := validBody()
			b["externalId"] = fmt.Sprintf("SO-%d", i%5)
			ids = append(ids, h.create(h.sandbox, b)["id"].(string))
			if i%3 == 0 {
				h.clock.Advance(time.Second) // some share a creation time
			}
		}
		h.create(h.other, validBody())
		// Newest first, 20 by default, then the rest.
		page1 := h.do("GET", "/v1/confirmations", h.sandbox, nil)
		list1 := page1.Body["confirmations"].([]any)
		cursor, _ := page1.Body["nextCursor"].(string)
		if len(list1) != 20 || cursor == "" {
			t.Fatalf("page 1: %d items, cursor %q", len(list1), cursor)
		}
		page2 := h.do("GET", "/v1/confirmations?limit=20&cursor="+cursor, h.sandbox, nil)
		list2 := page2.Body["confirmations"].([]any)
		if len(list2) != 5 || page2.Body["nextCursor"] != nil {
			t.Fatalf("page 2: %d items, nextCursor %v", len(list2), page2.Body["nextCursor"])
		}
		var got []string
		for _, c := range append(list1, list2...) {
			got = append(got, c.(map[string]any)["id"].(string))
		}
		created := map[string]int{}
		for i, id := range ids {
			created[id] = i
		}
		if len(got) != 25 {
			t.Fatalf("listed %d, want 25", len(got))
		}
		for i := 1; i < len(got); i++ {
			a, b := list1OrList2(list1, list2, i-1), list1OrList2(list1, list2, i)
			if a["createdAt"].(string) < b["createdAt"].(string) {
				t.Errorf("not newest first at %d", i)
			}
		}
		seen := map[string]bool{}
		for _, id := range got {
			if seen[id] {
				t.Errorf("%s listed twice", id)
			}
			seen[id] = true
			if _, ok := created[id]; !ok {
				t.Errorf("%s listed but not created by this account", id)
			}
		}

		byExt := h.do("GET", "/v1/confirmations?externalId=SO-3&limit=100", h.sandbox, nil)
		if n := len(byExt.Body["confirmations"].([]any)); n != 5 {
			t.Errorf("externalId filter: %d, want 5", n)
		}
		h.do("POST", "/v1/confirmations/"+ids[0]+"/cancel", h.sandbox, nil)
		byStatus := h.do("GET", "/v1/confirmations?status=cancelled", h.sandbox, nil)
		if l := byStatus.Body["confirmations"].([]any); len(l) != 1 || l[0].(map[string]any)["id"] != ids[0] {
			t.Errorf("status filter: %s", byStatus.Raw)
		}

		for q, want := range map[string]string{
			"limit=0":         "limit must be an integer from 1 to 100",
			"limit=101":       "limit must be an integer from 1 to 100",
			"limit=ten":       "limit must be an integer from 1 to 100",
			"status=done":     "status must be one of [scheduled in_progress confirmed rescheduled action_needed unreachable cancelled]",
			"cursor=abc":      "cursor is not a cursor returned by this API (use nextCursor from the previous page)",
			"sort=asc":        "sort is not a known query parameter (use [limit cursor status externalId updatedSince])",
			"limit=5&limit=6": "limit is given more than once",
		} {
			res := h.do("GET", "/v1/confirmations?"+q, h.sandbox, nil)
			if res.Status != 400 || !contains(errorList(t, res), want) {
				t.Errorf("?%s: %d %s, want 400 with %q", q, res.Status, res.Raw, want)
			}
		}
	})
}

func list1OrList2(a, b []any, i int) map[string]any {
	if i < len(a) {
		return a[i].(map[string]any)
	}
	return b[i-len(a)].(map[string]any)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
