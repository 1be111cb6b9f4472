package httpapi

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/confirm"
)

// withFill returns body encoded as JSON with the text placeholder, which
// must appear once, replaced by as many copies of unit, joined by sep, as
// fit in MaxBodyBytes, and how many that is.
func withFill(body any, placeholder, unit, sep string) ([]byte, int) {
	doc := string(mustJSON(body))
	i := strings.Index(doc, placeholder)
	if i < 0 || strings.Count(doc, placeholder) != 1 {
		panic("placeholder " + placeholder + " not once in " + doc)
	}
	head, tail := doc[:i], doc[i+len(placeholder):]
	n := (MaxBodyBytes - len(head) - len(tail) + len(sep)) / (len(unit) + len(sep))
	return []byte(head + strings.Repeat(unit+sep, n-1) + unit + tail), n
}

// edited returns validBody with fn applied to it.
func edited(fn func(b, customer, order map[string]any)) map[string]any {
	b := validBody()
	fn(b, b["customer"].(map[string]any), b["order"].(map[string]any))
	return b
}

// hostileBody is a create body of a shape that costs the most to judge.
type hostileBody struct {
	name string
	body []byte
	// want are the problems the answer lists, exactly; nil for a 201, and
	// "*" alone for any problems within the cap.
	want []string
}

// hostileBodies are the worst shapes found for the create decoder and
// validator, most of them as large as the body limit lets them be: long
// arrays, deep nesting, many unknown keys, long strings, many items, huge
// numbers, bad text. They are the benchmark's shapes, seeds of the fuzz
// target and a test's cases.
func hostileBodies() []hostileBody {
	const fill = "@FILL@"
	quoted := `"` + fill + `"`
	anyProblems := []string{"*"}
	var out []hostileBody
	add := func(name string, body []byte, want ...string) {
		if len(body) > MaxBodyBytes {
			panic(fmt.Sprintf("%s: %d bytes", name, len(body)))
		}
		out = append(out, hostileBody{name, body, want})
	}

	b, n := withFill(edited(func(_, _, o map[string]any) { o["rescheduleOptions"] = []any{fill} }), quoted, "0", ",")
	add("rescheduleOptions of zeros", b, confirm.TooMany("order.rescheduleOptions", n, 10))
	b, n = withFill(edited(func(_, _, o map[string]any) { o["rescheduleOptions"] = []any{fill} }), quoted, "{}", ",")
	add("rescheduleOptions of empty objects", b, confirm.TooMany("order.rescheduleOptions", n, 10))
	b, n = withFill(edited(func(_, _, o map[string]any) { o["items"] = []any{fill} }), quoted, "0", ",")
	add("items of zeros", b, confirm.TooMany("order.items", n, 100))
	b, n = withFill(edited(func(_, _, o map[string]any) { o["items"] = []any{fill} }), quoted, `{"name":"Sofa","qty":1}`, ",")
	add("items of good items", b, confirm.TooMany("order.items", n, 100))

	// Distinct unknown keys, at the top and in each of 100 items.
	var keys strings.Builder
	keys.WriteString(`{`)
	for i := 0; keys.Len() < MaxBodyBytes-16; i++ {
		fmt.Fprintf(&keys, `"k%05d":0,`, i)
	}
	add("unknown keys", []byte(strings.TrimSuffix(keys.String(), ",")+`}`), anyProblems...)
	items := make([]any, 100)
	for i := range items {
		it := map[string]any{"name": fmt.Sprintf("Sofa %d", i)}
		for k := range 40 {
			it[fmt.Sprintf("k%02d", k)] = 0
		}
		items[i] = it
	}
	add("100 items of unknown keys", mustJSON(edited(func(_, _, o map[string]any) { o["items"] = items })), anyProblems...)
	bad := make([]any, 100)
	for i := range bad {
		bad[i] = map[string]any{"name": " ", "qty": 0, "sku": "\x00"}
	}
	add("100 items, three problems each", mustJSON(edited(func(_, _, o map[string]any) { o["items"] = bad })), anyProblems...)
	booked := make([]any, 10)
	for i := range booked {
		booked[i] = map[string]any{"date": "2026-11-24", "window": map[string]any{"from": "08:00", "to": "12:00"}}
	}
	add("10 options, each the booked slot and a repeat", mustJSON(edited(func(_, _, o map[string]any) { o["rescheduleOptions"] = booked })), anyProblems...)

	nest := func(open, close string, depth int) string {
		return strings.Repeat(open, depth) + "0" + strings.Repeat(close, depth)
	}
	add("arrays 9,998 deep", []byte(`{"x":`+nest("[", "]", 9998)+`}`), "x is not a known field", "customer is required", "order is required")
	add("objects 9,998 deep", []byte(`{"x":`+nest(`{"a":`, "}", 9998)+`}`), "x is not a known field", "customer is required", "order is required")
	b = mustJSON(edited(func(_, _, o map[string]any) { o["items"] = fill }))
	add("items 9,996 deep", []byte(strings.Replace(string(b), quoted, nest("[", "]", 9996), 1)), "order.items[0] must be an object")

	long := func(name string, set func(b, c, o map[string]any, v string), unit string, want ...string) {
		b, _ := withFill(edited(func(b, c, o map[string]any) { set(b, c, o, fill) }), fill, unit, "")
		add(name, b, want...)
	}
	long("externalId of two-byte letters", func(b, _, _ map[string]any, v string) { b["externalId"] = v }, "é", anyProblems...)
	long("customer.name of 64 KiB", func(_, c, _ map[string]any, v string) { c["name"] = v }, "a ", anyProblems...)
	long("customer.phone of 64 KiB", func(_, c, _ map[string]any, v string) { c["phone"] = v }, "7", anyProblems...)
	long("customer.email of 64 KiB", func(_, c, _ map[string]any, v string) { c["email"] = v + "@example.com" }, "a", anyProblems...)
	long("webhookUrl of 64 KiB", func(b, _, _ map[string]any, v string) { b["webhookUrl"] = "https://client.example/" + v }, "a/", anyProblems...)
	long("order.timezone of 64 KiB", func(_, _, o map[string]any, v string) { o["timezone"] = "Europe/" + v }, "a", "order.timezone is not a known IANA time zone (such as Europe/London)")
	long("order.date of 64 KiB", func(_, _, o map[string]any, v string) { o["date"] = v }, "2", "order.date is not a real calendar date in YYYY-MM-DD form")
	long("brand.colors.primary of 64 KiB", func(b, _, _ map[string]any, v string) {
		b["brand"].(map[string]any)["colors"] = map[string]any{"primary": "#" + v}
	}, "0", "brand.colors.primary must be a colour in #RRGGBB form")
	long("customer.name of escaped letters", func(_, c, _ map[string]any, v string) { c["name"] = v }, `\u00e9`, anyProblems...)
	long("customer.name of escaped surrogate pairs", func(_, c, _ map[string]any, v string) { c["name"] = v }, `\ud83d\ude00`, anyProblems...)

	qty := func(name, unit, number string) {
		b, _ := withFill(edited(func(_, _, o map[string]any) { o["items"] = []any{map[string]any{"name": "Sofa", "qty": fill}} }), quoted, unit, "")
		b = []byte(strings.Replace(string(b), `"qty":`+strings.Repeat(unit, len(number)), `"qty":`+number, 1))
		add(name, b, "order.items[0].qty must be an integer")
	}
	qty("qty of 64,000 digits", "1", "1")
	qty("qty with an exponent of 64,000 digits", "9", "1e9")
	qty("qty with 64,000 decimals", "5", "0.5")

	b, _ = withFill(map[string]any{"x": []any{fill}}, quoted, "\"\xff\"", ",")
	add("strings of bytes that are not UTF-8", b, anyProblems...)
	b, _ = withFill(map[string]any{"x": []any{fill}}, quoted, `"\udc00"`, ",")
	add("strings of lone surrogates", b, anyProblems...)
	b, _ = withFill(map[string]any{"x": 0}, `"x":0`, `"\ud800":0`, ",")
	add("keys of lone surrogates", b, anyProblems...)

	// The largest valid body: 100 items with long names, 10 options.
	big := make([]any, 100)
	for i := range big {
		big[i] = map[string]any{"name": fmt.Sprintf("%03d ", i) + strings.Repeat("Sofa ", 110), "qty": 1, "sku": "SF-1"}
	}
	opts := make([]any, 10)
	for i := range opts {
		opts[i] = map[string]any{"date": fmt.Sprintf("2026-12-%02d", i+1), "window": map[string]any{"from": "08:00", "to": "12:00"}}
	}
	add("the largest valid body", mustJSON(edited(func(_, _, o map[string]any) { o["items"], o["rescheduleOptions"] = big, opts })))
	return out
}

// TestHostileBodies sends every hostile shape: each is answered as
// expected, with at most 20 problems and a count of the rest, and nothing
// is created but the valid one.
func TestHostileBodies(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		created := 0
		for _, hb := range hostileBodies() {
			res := h.do("POST", "/v1/confirmations", h.sandbox, hb.body)
			if hb.want == nil {
				if res.Status != http.StatusCreated {
					t.Errorf("%s: %d %.300s, want 201", hb.name, res.Status, res.Raw)
				}
				created++
				continue
			}
			if res.Status != http.StatusBadRequest {
				t.Errorf("%s: %d %.300s, want 400", hb.name, res.Status, res.Raw)
				continue
			}
			got := errorList(t, res)
			if len(got) > confirm.MaxProblems+1 {
				t.Errorf("%s: %d problems listed, want at most %d", hb.name, len(got), confirm.MaxProblems+1)
			}
			if len(hb.want) == 1 && hb.want[0] == "*" {
				continue
			}
			if diff := cmp.Diff(hb.want, got); diff != "" {
				t.Errorf("%s: errors mismatch (-want +got):\n%.2000s", hb.name, diff)
			}
		}
		list := h.do("GET", "/v1/confirmations?limit=100", h.sandbox, nil)
		if n := len(list.Body["confirmations"].([]any)); n != created {
			t.Errorf("%d confirmations, want %d", n, created)
		}
	})
}

// TestProblemsCapped: an answer lists at most 20 problems, then one entry
// that counts the rest.
func TestProblemsCapped(t *testing.T) {
	t.Parallel()
	unknown := func(n int) (map[string]any, []string) {
		b := validBody()
		var want []string
		for i := range n {
			k := fmt.Sprintf("k%02d", i)
			b[k] = 0
			want = append(want, k+" is not a known field")
		}
		return b, want
	}
	eachStore(t, func(t *testing.T, h *harness) {
		for _, tt := range []struct {
			n    int
			tail string
		}{{1, ""}, {20, ""}, {21, "... and 1 more problems"}, {100, "... and 80 more problems"}} {
			body, all := unknown(tt.n)
			want := all
			if tt.tail != "" {
				want = append(all[:20:20], tt.tail)
			}
			res := h.do("POST", "/v1/confirmations", h.sandbox, body)
			if res.Status != http.StatusBadRequest {
				t.Fatalf("%d unknown fields: %d %s", tt.n, res.Status, res.Raw)
			}
			if diff := cmp.Diff(want, errorList(t, res)); diff != "" {
				t.Errorf("%d unknown fields: errors mismatch (-want +got):\n%s", tt.n, diff)
			}
		}
	})
}

// TestArrayCaps: an array over its cap is one problem naming the field and
// the cap, and its entries are not judged one by one.
func TestArrayCaps(t *testing.T) {
	t.Parallel()
	opt := map[string]any{"date": "2026-11-20", "window": map[string]any{"from": "x"}, "colour": "red"}
	item := map[string]any{"qty": 0, "colour": "red"}
	many := func(v any, n int) []any {
		a := make([]any, n)
		for i := range a {
			a[i] = v
		}
		return a
	}
	eachStore(t, func(t *testing.T, h *harness) {
		for _, tt := range []struct {
			name string
			body map[string]any
			want []string
		}{
			{"11 bad options", edited(func(_, _, o map[string]any) { o["rescheduleOptions"] = many(opt, 11) }),
				[]string{"order.rescheduleOptions has 11 entries; at most 10 are allowed"}},
			{"20,000 zeros", edited(func(_, _, o map[string]any) { o["rescheduleOptions"] = many(0, 20000) }),
				[]string{"order.rescheduleOptions has 20000 entries; at most 10 are allowed"}},
			{"101 bad items", edited(func(_, _, o map[string]any) { o["items"] = many(item, 101) }),
				[]string{"order.items has 101 entries; at most 100 are allowed"}},
			{"both, and another problem", edited(func(_, c, o map[string]any) {
				o["items"], o["rescheduleOptions"], c["email"] = many(item, 101), many(opt, 11), "jane@"
			}), []string{
				"order.items has 101 entries; at most 100 are allowed",
				"order.rescheduleOptions has 11 entries; at most 10 are allowed",
				"customer.email is not a valid email address",
			}},
		} {
			res := h.do("POST", "/v1/confirmations", h.sandbox, tt.body)
			if res.Status != http.StatusBadRequest {
				t.Errorf("%s: %d %.300s", tt.name, res.Status, res.Raw)
				continue
			}
			if diff := cmp.Diff(tt.want, errorList(t, res)); diff != "" {
				t.Errorf("%s: errors mismatch (-want +got):\n%.2000s", tt.name, diff)
			}
		}
	})
}

// TestControlCharactersInCreate: NUL and every other control character
// (C0 but tab and line breaks in free text, DEL, C1) and text that is not
// UTF-8 are refused in every text field of a create, naming the field, on
// both stores. PostgreSQL cannot store NUL and answered 500; SQLite stored
// it.
func TestControlCharactersInCreate(t *testing.T) {
	t.Parallel()
	type setter func(b, c, o map[string]any, v string)
	fields := []struct {
		path string
		set  setter
	}{
		{"externalId", func(b, _, _ map[string]any, v string) { b["externalId"] = "SO-1" + v }},
		{"webhookUrl", func(b, _, _ map[string]any, v string) { b["webhookUrl"] = "https://client.example/h" + v }},
		{"brand.name", func(b, _, _ map[string]any, v string) { b["brand"].(map[string]any)["name"] = "Acme" + v }},
		{"brand.tone", func(b, _, _ map[string]any, v string) { b["brand"].(map[string]any)["tone"] = "warm" + v }},
		{"brand.supportEmail", func(b, _, _ map[string]any, v string) {
			b["brand"].(map[string]any)["supportEmail"] = "help@acme.test" + v
		}},
		{"customer.name", func(_, c, _ map[string]any, v string) { c["name"] = "Jane" + v + "Smith" }},
		{"customer.email", func(_, c, _ map[string]any, v string) { c["email"] = "jane@example.com" + v }},
		{"customer.phone", func(_, c, _ map[string]any, v string) { c["phone"] = "07400 123456" + v }},
		{"customer.language", func(_, c, _ map[string]any, v string) { c["language"] = "es-MX" + v }},
		{"order.ref", func(_, _, o map[string]any, v string) { o["ref"] = "A-1" + v }},
		{"order.timezone", func(_, _, o map[string]any, v string) { o["timezone"] = "Europe/London" + v }},
		{"order.items[0].name", func(_, _, o map[string]any, v string) { o["items"].([]any)[0].(map[string]any)["name"] = "Sofa" + v }},
		{"order.items[0].sku", func(_, _, o map[string]any, v string) { o["items"].([]any)[0].(map[string]any)["sku"] = "SF-1" + v }},
		{"order.address.line1", func(_, _, o map[string]any, v string) { o["address"].(map[string]any)["line1"] = "1 High St" + v }},
		{"order.address.city", func(_, _, o map[string]any, v string) { o["address"].(map[string]any)["city"] = "Leeds" + v }},
		{"order.address.postcode", func(_, _, o map[string]any, v string) { o["address"].(map[string]any)["postcode"] = "LS1 1AA" + v }},
	}
	eachStore(t, func(t *testing.T, h *harness) {
		for _, f := range fields {
			for _, c := range []struct {
				name, v, want string
			}{
				{"NUL", "\x00", "must not contain control characters (found U+0000)"},
				{"tab", "\t", "must not contain control characters (found U+0009)"},
				{"line feed", "\n", "must not contain control characters (found U+000A)"},
				{"escape", "\x1b[2J", "must not contain control characters (found U+001B)"},
				{"DEL", "\x7f", "must not contain control characters (found U+007F)"},
				{"C1 next line", "\u0085", "must not contain control characters (found U+0085)"},
			} {
				body := edited(func(b, cu, o map[string]any) { f.set(b, cu, o, c.v) })
				res := h.do("POST", "/v1/confirmations", h.sandbox, body)
				want := []string{f.path + " " + c.want}
				if res.Status != http.StatusBadRequest {
					t.Errorf("%s with %s: %d %.300s, want 400", f.path, c.name, res.Status, res.Raw)
					continue
				}
				if diff := cmp.Diff(want, errorList(t, res)); diff != "" {
					t.Errorf("%s with %s: errors mismatch (-want +got):\n%s", f.path, c.name, diff)
				}
			}
			// Bytes that are not UTF-8, and an escaped half of a surrogate
			// pair, which encoding/json would read as U+FFFD.
			marker := "\x01MARK\x01"
			raw, _ := json.Marshal(edited(func(b, cu, o map[string]any) { f.set(b, cu, o, marker) }))
			enc, _ := json.Marshal(marker)
			inner := string(enc[1 : len(enc)-1])
			for name, bad := range map[string]string{"byte 0xFF": "\xff", "lone surrogate": `\ud800`, "low surrogate first": `\udc00\ud800`} {
				res := h.do("POST", "/v1/confirmations", h.sandbox, strings.Replace(string(raw), inner, bad, 1))
				want := []string{f.path + " is not valid UTF-8 text"}
				if res.Status != http.StatusBadRequest {
					t.Errorf("%s with %s: %d %.300s, want 400", f.path, name, res.Status, res.Raw)
					continue
				}
				if diff := cmp.Diff(want, errorList(t, res)); diff != "" {
					t.Errorf("%s with %s: errors mismatch (-want +got):\n%s", f.path, name, diff)
				}
			}
		}
		// None was stored.
		list := h.do("GET", "/v1/confirmations", h.sandbox, nil)
		if n := len(list.Body["confirmations"].([]any)); n != 0 {
			t.Errorf("%d confirmations created by refused requests", n)
		}
		// Text that merely looks unusual is kept: letters of any script,
		// an escaped surrogate pair, a joiner, U+FFFD sent as such.
		body := edited(func(_, c, _ map[string]any) { c["name"] = "Zoë 😀 O\u2019Brien\u200d \ufffd" })
		if res := h.do("POST", "/v1/confirmations", h.sandbox, body); res.Status != http.StatusCreated {
			t.Errorf("unusual but valid name: %d %s", res.Status, res.Raw)
		}
		pair := strings.Replace(string(mustJSON(validBody())), `"Jane Smith"`, `"Jane \ud83d\ude00"`, 1)
		res := h.do("POST", "/v1/confirmations", h.sandbox, pair)
		if res.Status != http.StatusCreated || res.Body["confirmation"].(map[string]any)["customer"].(map[string]any)["name"] != "Jane 😀" {
			t.Errorf("escaped surrogate pair: %d %s", res.Status, res.Raw)
		}
	})
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// TestControlCharactersElsewhere: the same rule holds for the cancel reason
// and the sandbox reply (free text: tab and line breaks allowed), the
// signer's name (one line), the list's query parameters and the id in a
// path, on both stores.
func TestControlCharactersElsewhere(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		// Cancel: the reason is free text.
		id := h.create(h.sandbox, validBody())["id"].(string)
		for _, tt := range []struct{ reason, want string }{
			{"withdrawn\x00", "reason must not contain control characters other than tab and line breaks (found U+0000)"},
			{"withdrawn\x1b", "reason must not contain control characters other than tab and line breaks (found U+001B)"},
			{"withdrawn\u009b", "reason must not contain control characters other than tab and line breaks (found U+009B)"},
		} {
			res := h.do("POST", "/v1/confirmations/"+id+"/cancel", h.sandbox, map[string]any{"reason": tt.reason})
			if res.Status != http.StatusBadRequest || !cmp.Equal(errorList(t, res), []string{tt.want}) {
				t.Errorf("cancel reason %q: %d %s, want 400 %q", tt.reason, res.Status, res.Raw, tt.want)
			}
		}
		res := h.do("POST", "/v1/confirmations/"+id+"/cancel", h.sandbox, `{"reason": "\udc00"}`)
		if res.Status != http.StatusBadRequest || !cmp.Equal(errorList(t, res), []string{"reason is not valid UTF-8 text"}) {
			t.Errorf("cancel reason of a lone surrogate: %d %s", res.Status, res.Raw)
		}
		res = h.do("POST", "/v1/confirmations/"+id+"/cancel", h.sandbox, map[string]any{"reason": "withdrawn:\r\n\tcustomer moved"})
		if res.Status != http.StatusOK || res.Body["confirmation"].(map[string]any)["cancelReason"] != "withdrawn:\r\n\tcustomer moved" {
			t.Errorf("cancel reason on two lines: %d %s", res.Status, res.Raw)
		}

		// Sandbox replies: text is free text, signerName one line.
		path := "/v1/sandbox/confirmations/" + h.started(twoOptions(), 3) + "/reply"
		for _, tt := range []struct {
			body map[string]any
			want string
		}{
			{sms("yes\x00"), "text must not contain control characters other than tab and line breaks (found U+0000)"},
			{call("yes\x07"), "text must not contain control characters other than tab and line breaks (found U+0007)"},
			{sms("yes\u0085"), "text must not contain control characters other than tab and line breaks (found U+0085)"},
			{map[string]any{"channel": "email", "choice": "someone_else", "signerName": "Tom\x00"}, "signerName must not contain control characters (found U+0000)"},
			{map[string]any{"channel": "email", "choice": "someone_else", "signerName": "Tom Smith\n"}, "signerName must not contain control characters (found U+000A)"},
		} {
			res := h.do("POST", path, h.sandbox, tt.body)
			if res.Status != http.StatusBadRequest || !cmp.Equal(errorList(t, res), []string{tt.want}) {
				t.Errorf("reply %q: %d %s, want 400 %q", tt.body, res.Status, res.Raw, tt.want)
			}
		}
		res = h.do("POST", path, h.sandbox, "{\"channel\": \"sms\", \"text\": \"yes \xc3\"}")
		if res.Status != http.StatusBadRequest || !cmp.Equal(errorList(t, res), []string{"text is not valid UTF-8 text"}) {
			t.Errorf("reply text that is not UTF-8: %d %s", res.Status, res.Raw)
		}
		line := "Yes,\tI will be in.\r\nThanks"
		c := h.reply(strings.TrimSuffix(strings.TrimPrefix(path, "/v1/sandbox/confirmations/"), "/reply"), call(line))
		heard := false
		for _, e := range c["events"].([]any) {
			e := e.(map[string]any)
			heard = heard || e["kind"] == "in" && e["text"] == line
		}
		if !heard {
			t.Errorf("a line with a tab and a line break is not in the timeline: %v", c["events"])
		}

		// The list's query parameters, each one line.
		for q, want := range map[string]string{
			"externalId=SO%00":                "externalId must not contain control characters (found U+0000)",
			"externalId=SO%0A":                "externalId must not contain control characters (found U+000A)",
			"externalId=%C2%9B":               "externalId must not contain control characters (found U+009B)",
			"externalId=%FF":                  "externalId is not valid UTF-8 text",
			"status=confirmed%00":             "status must not contain control characters (found U+0000)",
			"cursor=%00":                      "cursor must not contain control characters (found U+0000)",
			"limit=1%00":                      "limit must not contain control characters (found U+0000)",
			"limit=%7F":                       "limit must not contain control characters (found U+007F)",
			"status=confirmed&externalId=%09": "externalId must not contain control characters (found U+0009)",
		} {
			res := h.do("GET", "/v1/confirmations?"+q, h.sandbox, nil)
			if res.Status != http.StatusBadRequest || !cmp.Equal(errorList(t, res), []string{want}) {
				t.Errorf("?%s: %d %s, want 400 %q", q, res.Status, res.Raw, want)
			}
		}
		if res := h.do("GET", "/v1/confirmations?externalId=%zz", h.sandbox, nil); res.Status != http.StatusBadRequest {
			t.Errorf("a query string that is not URL encoding: %d %s", res.Status, res.Raw)
		}

		// An id in a path that cannot be an id is not found, without
		// asking the store (PostgreSQL refused NUL with a 500).
		for _, p := range []struct{ method, path string }{
			{"GET", "/v1/confirmations/cf_%00"},
			{"GET", "/v1/confirmations/" + url.PathEscape(id+"\x00")},
			{"POST", "/v1/confirmations/cf_%00/cancel"},
			{"POST", "/v1/confirmations/cf_%FF/advance"},
			{"POST", "/v1/sandbox/confirmations/cf_%00/reply"},
		} {
			var body any
			if strings.HasSuffix(p.path, "/reply") {
				body = sms("yes")
			}
			res := h.do(p.method, p.path, h.sandbox, body)
			if res.Status != http.StatusNotFound || res.Body["error"] != "confirmation not found" {
				t.Errorf("%s %s: %d %s, want 404", p.method, p.path, res.Status, res.Raw)
			}
		}
	})
}

// TestForgedCursor: a cursor the API could not have given is refused
// naming cursor, on both stores; a year-10000 cursor used to page wrongly,
// the stores comparing times as text.
func TestForgedCursor(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		for range 3 {
			h.create(h.sandbox, validBody())
		}
		id := "cf_000000000000000000000000"
		forge := func(raw string) string { return base64.RawURLEncoding.EncodeToString([]byte(raw)) }
		year10000 := time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC).UnixMilli()
		for name, cur := range map[string]string{
			"year 10000":      forge(fmt.Sprint(year10000) + "." + id),
			"year 1999":       forge(fmt.Sprint(time.Date(1999, 12, 31, 0, 0, 0, 0, time.UTC).UnixMilli()) + "." + id),
			"negative":        forge("-1." + id),
			"leading zero":    forge("0" + fmt.Sprint(start.UnixMilli()) + "." + id),
			"plus sign":       forge("+" + fmt.Sprint(start.UnixMilli()) + "." + id),
			"bad id":          forge(fmt.Sprint(start.UnixMilli()) + ".cf_x"),
			"padded":          confirm.Cursor{CreatedAt: start, ID: id}.Encode() + "==",
			"standard base64": strings.NewReplacer("-", "+", "_", "/").Replace(forge(fmt.Sprint(start.UnixMilli()) + ".cf_zzzzzzzzzzzzzzzzzzzzzzz~")),
			"too long":        strings.Repeat("A", 200),
		} {
			res := h.do("GET", "/v1/confirmations?cursor="+url.QueryEscape(cur), h.sandbox, nil)
			want := []string{"cursor is not a cursor returned by this API (use nextCursor from the previous page)"}
			if res.Status != http.StatusBadRequest || !cmp.Equal(errorList(t, res), want) {
				t.Errorf("%s cursor %q: %d %s, want 400 naming cursor", name, cur, res.Status, res.Raw)
			}
		}
		// A cursor in range, the API's own spelling, pages.
		cur := confirm.Cursor{CreatedAt: confirm.MaxCursorTime, ID: id}.Encode()
		res := h.do("GET", "/v1/confirmations?cursor="+cur, h.sandbox, nil)
		if res.Status != http.StatusOK || len(res.Body["confirmations"].([]any)) != 3 {
			t.Errorf("cursor at the latest time allowed: %d %s", res.Status, res.Raw)
		}
	})
}

// TestContentType: every call of the API that takes a body reads it by the
// same rule (readBody). A body declared as anything but JSON is refused
// with 415; JSON with a charset of UTF-8, a body with no Content-Type, and
// one with curl's default for -d (application/x-www-form-urlencoded) are
// read as JSON; an empty body needs none.
func TestContentType(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		want := `{"error":"Content-Type must be application/json"}` + "\n"
		id := h.started(twoOptions(), 2)
		paths := []string{
			"/v1/confirmations",
			"/v1/confirmations/" + id + "/cancel",
			"/v1/confirmations/" + id + "/advance",
			"/v1/sandbox/confirmations/" + id + "/reply",
			"/v1/confirmations/" + id + "/messages",
			"/v1/confirmations/" + id + "/resolve",
			"/v1/confirmations/" + id + "/delivery",
			"/v1/erasures",
		}
		for _, path := range paths {
			for _, ct := range []string{
				"text/plain", "multipart/form-data; boundary=x", "application/xml",
				"application/json; charset=latin1", "application/jsonp", "application/merge-patch+json", "json", ";",
			} {
				res := h.do("POST", path, h.sandbox, `{"zzz": 1}`, "Content-Type", ct)
				if res.Status != http.StatusUnsupportedMediaType || string(res.Raw) != want {
					t.Errorf("POST %s as %q: %d %s, want 415 %s", path, ct, res.Status, res.Raw, want)
				}
			}
			// Read as JSON: the unknown field is named, which only a JSON
			// reading of the body can do.
			for _, ct := range []string{"", "application/x-www-form-urlencoded", "application/x-www-form-urlencoded; charset=utf-8", "application/json"} {
				res := h.do("POST", path, h.sandbox, `{"zzz": 1}`, "Content-Type", ct)
				if res.Status != http.StatusBadRequest || !strings.Contains(string(res.Raw), "zzz is not a known field") {
					t.Errorf("POST %s as %q: %d %s, want 400 naming zzz", path, ct, res.Status, res.Raw)
				}
			}
		}
		// A form's own bytes are not JSON, and are not read as form fields.
		if res := h.do("POST", "/v1/confirmations/"+id+"/cancel", h.sandbox, "reason=x", "Content-Type", "application/x-www-form-urlencoded"); res.Status != http.StatusBadRequest || !strings.Contains(string(res.Raw), "not valid JSON") {
			t.Errorf("cancel with form fields: %d %s, want 400 not valid JSON", res.Status, res.Raw)
		}
		// Two Content-Type headers are refused.
		req, _ := http.NewRequest("POST", h.srv.URL+"/v1/confirmations", strings.NewReader(string(mustJSON(validBody()))))
		req.Header.Set("Authorization", "Bearer "+h.sandbox)
		req.Header.Add("Content-Type", "application/json")
		req.Header.Add("Content-Type", "text/plain")
		if res, err := h.srv.Client().Do(req); err != nil || res.StatusCode != http.StatusUnsupportedMediaType {
			t.Errorf("two Content-Type headers: %v %v", res.StatusCode, err)
		} else {
			res.Body.Close()
		}
		for _, ct := range []string{"application/json; charset=utf-8", "Application/JSON; Charset=\"UTF-8\"", "application/json; version=1", "", "application/x-www-form-urlencoded"} {
			if res := h.do("POST", "/v1/confirmations", h.sandbox, validBody(), "Content-Type", ct); res.Status != http.StatusCreated {
				t.Errorf("create as %q: %d %s, want 201", ct, res.Status, res.Raw)
			}
		}
		// No body, nothing to declare.
		if res := h.do("POST", "/v1/confirmations/"+id+"/advance", h.sandbox, "", "Content-Type", "text/plain"); res.Status != http.StatusOK {
			t.Errorf("advance with an empty text body: %d %s", res.Status, res.Raw)
		}
		// curl -X POST .../cancel -d '{"reason": "..."}', as the README has it.
		if res := h.do("POST", "/v1/confirmations/"+id+"/cancel", h.sandbox, `{"reason": "order withdrawn"}`, "Content-Type", "application/x-www-form-urlencoded"); res.Status != http.StatusOK {
			t.Errorf("cancel with a JSON body sent as a form: %d %s", res.Status, res.Raw)
		}
	})
}

// callLog is a store that records the calls a create makes of the rate
// limit and of storage, in order.
type callLog struct {
	confirm.Store
	mu    sync.Mutex
	calls []string
}

func (l *callLog) note(name string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.calls = append(l.calls, name)
}

func (l *callLog) take() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	c := l.calls
	l.calls = nil
	return c
}

func (l *callLog) RecordAttempt(ctx context.Context, key string, now time.Time, limit int) (bool, error) {
	l.note("RecordAttempt")
	return l.Store.RecordAttempt(ctx, key, now, limit)
}

func (l *callLog) CreateConfirmation(ctx context.Context, c *confirm.Confirmation, idem *confirm.Idempotency) error {
	l.note("CreateConfirmation")
	return l.Store.CreateConfirmation(ctx, c, idem)
}

func (l *callLog) OptedOut(ctx context.Context, scope confirm.Scope, phone string) (bool, error) {
	l.note("OptedOut")
	return l.Store.OptedOut(ctx, scope, phone)
}

// TestCreateCountsFirst: after the key, a create is counted against the
// rate limit before its body is judged (so a client over its limit never
// gets the work of validation), and every attempt but a bad key and an
// idempotent replay counts, whatever is wrong with it.
func TestCreateCountsFirst(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		log := &callLog{Store: h.api.Store}
		h.api.Store = log
		bad := validBody()
		bad["cadence"] = "fast"
		counted := []string{"RecordAttempt"}
		for _, tt := range []struct {
			name    string
			key     string
			body    any
			headers []string
			status  int
			calls   []string
		}{
			{"bad key", "sk_test_bad", validBody(), nil, 401, nil},
			{"good", h.sandbox, validBody(), []string{"Idempotency-Key", "first"}, 201, []string{"RecordAttempt", "OptedOut", "CreateConfirmation"}},
			{"replay", h.sandbox, validBody(), []string{"Idempotency-Key", "first"}, 201, nil},
			{"bad body", h.sandbox, bad, nil, 400, counted},
			{"not JSON", h.sandbox, "{", nil, 400, counted},
			{"hostile", h.sandbox, hostileBodies()[0].body, nil, 400, counted},
			{"bad Idempotency-Key", h.sandbox, validBody(), []string{"Idempotency-Key", strings.Repeat("k", 256)}, 400, counted},
			{"not JSON declared", h.sandbox, "a=b", []string{"Content-Type", "text/plain"}, 415, counted},
			{"a form", h.sandbox, "a=b", []string{"Content-Type", "application/x-www-form-urlencoded"}, 400, counted},
			{"too large", h.sandbox, `{"externalId": "` + strings.Repeat("x", MaxBodyBytes) + `"}`, nil, 413, counted},
		} {
			res := h.do("POST", "/v1/confirmations", tt.key, tt.body, tt.headers...)
			if res.Status != tt.status {
				t.Errorf("%s: %d %.200s, want %d", tt.name, res.Status, res.Raw, tt.status)
			}
			if diff := cmp.Diff(tt.calls, log.take()); diff != "" {
				t.Errorf("%s: calls mismatch (-want +got):\n%s", tt.name, diff)
			}
		}

		// Each of those refused attempts used up one of the limit; over
		// it, any attempt is 429, whatever is wrong with it.
		h.setLimit(7) // the seven attempts above that counted
		for _, body := range []any{validBody(), bad, hostileBodies()[0].body, "{"} {
			if res := h.do("POST", "/v1/confirmations", h.sandbox, body); res.Status != http.StatusTooManyRequests {
				t.Errorf("over the limit: %d %.200s, want 429", res.Status, res.Raw)
			}
			if diff := cmp.Diff(counted, log.take()); diff != "" {
				t.Errorf("over the limit: calls mismatch (-want +got):\n%s", diff)
			}
		}
		if res := h.do("POST", "/v1/confirmations", h.sandbox, validBody(), "Content-Type", "text/plain"); res.Status != http.StatusTooManyRequests {
			t.Errorf("over the limit, not JSON: %d %s, want 429", res.Status, res.Raw)
		}
	})
}

// judgeCreate is the work a create's body costs before the store: its
// canonical form for the Idempotency-Key, its decoding and validation, and
// the encoding of the answer's problems.
func judgeCreate(body []byte, rules confirm.Rules) error {
	canonicalJSON(body)
	_, err := decodeCreateBody(body, rules)
	if err != nil {
		if _, merr := json.Marshal(map[string][]string{"errors": confirm.ErrorProblems(err)}); merr != nil {
			return merr
		}
	}
	return err
}

// BenchmarkCreateValidation judges each hostile body shape (see
// hostileBodies), each at most 64 KiB, and reports its time per body, wall
// (ns/op) and CPU (cpu-ms/op, the process's, collector included, which a
// busy machine does not inflate as it does wall time). The goal is under
// 50 ms of CPU for any body the size limit lets through. The parent's log
// names the worst shape.
func BenchmarkCreateValidation(b *testing.B) {
	rules := confirm.Rules{Now: start, DefaultTimezone: "Europe/London"}
	var worst struct {
		name    string
		cpu, ns float64
	}
	for _, hb := range hostileBodies() {
		b.Run(strings.ReplaceAll(hb.name, " ", "_"), func(b *testing.B) {
			b.SetBytes(int64(len(hb.body)))
			b.ReportAllocs()
			cpu0 := cpuTime()
			for b.Loop() {
				judgeCreate(hb.body, rules)
			}
			cpu := float64(cpuTime()-cpu0) / 1e6 / float64(b.N)
			b.ReportMetric(cpu, "cpu-ms/op")
			if ns := float64(b.Elapsed().Nanoseconds()) / float64(b.N); cpu > worst.cpu || cpu == 0 && ns > worst.ns {
				worst.name, worst.cpu, worst.ns = hb.name, cpu, ns
			}
		})
	}
	b.Logf("worst shape: %s, %.2f ms of CPU (%.2f ms wall) a body; goal: under 50 ms of CPU", worst.name, worst.cpu, worst.ns/1e6)
}

// TestConsoleControlCharacters: the sandbox console holds its forms to the
// same rule, on both stores: its search box says so itself, and what it
// passes on to the API (the customer's text, the signer's name, a cancel
// reason) is refused there, with the API's words on the page.
func TestConsoleControlCharacters(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		jar, _ := cookiejar.New(nil)
		browser := &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		send := func(method, path string, form url.Values) (int, string) {
			t.Helper()
			var body io.Reader
			if form != nil {
				body = strings.NewReader(form.Encode())
			}
			req, _ := http.NewRequest(method, h.srv.URL+path, body)
			if form != nil {
				req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			}
			res, err := browser.Do(req)
			if err != nil {
				t.Fatalf("%s %s: %v", method, path, err)
			}
			defer res.Body.Close()
			b, _ := io.ReadAll(res.Body)
			return res.StatusCode, string(b)
		}
		if status, page := send("POST", "/sandbox/sign-in", url.Values{"key": {h.sandbox}}); status != http.StatusSeeOther {
			t.Fatalf("sign-in: %d\n%s", status, page)
		}
		_, page := send("GET", "/sandbox/new", nil)
		m := csrfField.FindStringSubmatch(page)
		if m == nil {
			t.Fatalf("no CSRF token on the console's form:\n%s", page)
		}
		csrf := m[1]

		for _, q := range []string{"SO%00", "SO%0A1", "%C2%85", "%FF", "cf_%00"} {
			status, page := send("GET", "/sandbox?q="+q, nil)
			if status != http.StatusBadRequest || !strings.Contains(page, "The search must be one line of text, without control characters.") {
				t.Errorf("search %s: %d, want 400 saying why\n%.3000s", q, status, page)
			}
		}
		if status, page := send("GET", "/sandbox?q=SO-1042", nil); status != http.StatusOK {
			t.Errorf("a plain search: %d\n%.2000s", status, page)
		}

		id := h.started(twoOptions(), 3)
		for _, tt := range []struct {
			path string
			form url.Values
			want string
		}{
			{"/reply", url.Values{"channel": {"sms"}, "text": {"yes\x00"}}, "text must not contain control characters other than tab and line breaks (found U+0000)"},
			{"/reply", url.Values{"channel": {"call"}, "text": {"yes\x1b"}}, "text must not contain control characters other than tab and line breaks (found U+001B)"},
			{"/reply", url.Values{"channel": {"email"}, "choice": {"someone_else"}, "signerName": {"Tom\u0085"}}, "signerName must not contain control characters (found U+0085)"},
			{"/cancel", url.Values{"reason": {"gone\x00"}}, "reason must not contain control characters other than tab and line breaks (found U+0000)"},
		} {
			tt.form.Set("csrf", csrf)
			status, page := send("POST", "/sandbox/confirmations/"+id+tt.path, tt.form)
			if status != http.StatusBadRequest || !strings.Contains(html.UnescapeString(page), tt.want) {
				t.Errorf("POST %s %v: %d, want 400 with %q\n%.3000s", tt.path, tt.form, status, tt.want, page)
			}
		}
		// A text typed on two lines in the text area (CR LF) is a reply.
		form := url.Values{"channel": {"sms"}, "text": {"Yes,\r\nI will be in"}, "csrf": {csrf}}
		if status, page := send("POST", "/sandbox/confirmations/"+id+"/reply", form); status != http.StatusSeeOther {
			t.Errorf("a text on two lines: %d\n%.3000s", status, page)
		}
	})
}
