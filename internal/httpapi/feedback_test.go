package httpapi

import (
	"bytes"
	"net/http"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestDeliveryFeedback records what happened on the day: every field is
// checked, the same report again changes nothing, a different one
// replaces it, the status never moves, and other scopes get 404.
func TestDeliveryFeedback(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.create(h.sandbox, validBody())["id"].(string)
		h.do("POST", "/v1/confirmations/"+id+"/advance", h.sandbox, nil)
		h.clock.Advance(10 * time.Minute)
		h.reply(id, map[string]any{"channel": "email", "choice": "will_be_in"})
		path := "/v1/confirmations/" + id + "/delivery"
		h.clock.Advance(48 * time.Hour)
		now := h.clock.Now().UTC()

		for _, tc := range []struct {
			body map[string]any
			want []string
		}{
			{map[string]any{}, []string{"result is required", "at is required"}},
			{map[string]any{"result": "failed", "at": "yesterday"}, []string{"reason is required when result is failed", "at is not an RFC 3339 timestamp"}},
			{map[string]any{"result": "lost", "reason": "stolen", "at": now.Format(time.RFC3339)}, []string{"result must be delivered or failed"}},
			{map[string]any{"result": "failed", "reason": "stolen", "at": now.Format(time.RFC3339)}, []string{"reason must be one of no_one_home, refused, access, other"}},
			{map[string]any{"result": "delivered", "reason": "refused", "at": now.Format(time.RFC3339)}, []string{"reason is only for a failed delivery"}},
			{map[string]any{"result": "delivered", "at": now.Add(time.Hour).Format(time.RFC3339)}, []string{"at is in the future"}},
			{map[string]any{"result": "delivered", "at": start.Add(-time.Hour).Format(time.RFC3339)}, []string{"at is before the confirmation was created"}},
			{map[string]any{"result": "delivered", "at": now.Format(time.RFC3339), "when": "today"}, []string{"when is not a known field"}},
			{map[string]any{"result": 1, "at": now.Format(time.RFC3339)}, []string{"result must be a string"}},
		} {
			res := h.do("POST", path, h.sandbox, tc.body)
			if res.Status != http.StatusBadRequest {
				t.Fatalf("%v: status %d, want 400: %s", tc.body, res.Status, res.Raw)
			}
			if d := cmp.Diff(tc.want, errorList(t, res)); d != "" {
				t.Errorf("%v: errors mismatch (-want +got):\n%s", tc.body, d)
			}
		}

		before := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil).Body["confirmation"].(map[string]any)
		at := "2026-11-24T09:41:00.000Z"
		failed := map[string]any{"result": "failed", "reason": "no_one_home", "at": "2026-11-24T09:41:00Z"}
		res := h.do("POST", path, h.sandbox, failed)
		if res.Status != http.StatusOK {
			t.Fatalf("delivery: %d %s", res.Status, res.Raw)
		}
		c := res.Body["confirmation"].(map[string]any)
		if d := cmp.Diff(map[string]any{"result": "failed", "reason": "no_one_home", "at": at, "recordedAt": c["updatedAt"]}, c["delivery"]); d != "" {
			t.Errorf("delivery mismatch (-want +got):\n%s", d)
		}
		if c["status"] != "confirmed" || c["updatedAt"] == before["updatedAt"] {
			t.Errorf("status %v, updatedAt %v (was %v): want confirmed and a new updatedAt", c["status"], c["updatedAt"], before["updatedAt"])
		}
		if got := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil); !bytes.Equal(got.Raw, res.Raw) {
			t.Errorf("a read differs from the answer:\n%s\n%s", got.Raw, res.Raw)
		}

		// The same report again: the same answer, nothing written.
		h.clock.Advance(time.Minute)
		again := h.do("POST", path, h.sandbox, failed)
		if again.Status != http.StatusOK || !bytes.Equal(again.Raw, res.Raw) {
			t.Errorf("the same report again changed something:\n%s\n%s", again.Raw, res.Raw)
		}

		// A correction replaces it.
		fixed := h.do("POST", path, h.sandbox, map[string]any{"result": "delivered", "at": "2026-11-24T09:55:00.000Z"})
		fc := fixed.Body["confirmation"].(map[string]any)
		if fixed.Status != http.StatusOK || fc["updatedAt"] == c["updatedAt"] {
			t.Fatalf("correction: %d, updatedAt %v: %s", fixed.Status, fc["updatedAt"], fixed.Raw)
		}
		if d := cmp.Diff(map[string]any{"result": "delivered", "at": "2026-11-24T09:55:00.000Z", "recordedAt": fc["updatedAt"]}, fc["delivery"]); d != "" {
			t.Errorf("corrected delivery mismatch (-want +got):\n%s", d)
		}

		// Other scopes cannot see it; an unknown id is the same 404.
		for _, key := range []string{h.live, h.other} {
			if res := h.do("POST", path, key, failed); res.Status != http.StatusNotFound {
				t.Errorf("another scope: %d %s", res.Status, res.Raw)
			}
		}
		if res := h.do("POST", "/v1/confirmations/cf_000000000000000000000000/delivery", h.sandbox, failed); res.Status != http.StatusNotFound {
			t.Errorf("unknown id: %d %s", res.Status, res.Raw)
		}

		// A cancelled confirmation takes feedback and stays cancelled.
		cid := h.create(h.sandbox, validBody())["id"].(string)
		h.do("POST", "/v1/confirmations/"+cid+"/cancel", h.sandbox, nil)
		res = h.do("POST", "/v1/confirmations/"+cid+"/delivery", h.sandbox, map[string]any{"result": "delivered", "at": h.clock.Now().UTC().Format(time.RFC3339Nano)})
		if res.Status != http.StatusOK || res.Body["confirmation"].(map[string]any)["status"] != "cancelled" {
			t.Errorf("feedback on a cancelled confirmation: %d %s", res.Status, res.Raw)
		}
	})
}

// TestStats checks the figures of GET /v1/stats against a few
// confirmations made through the API, that another scope's never count,
// and that bad parameters are named.
func TestStats(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		answered := h.create(h.sandbox, validBody())["id"].(string)
		h.create(h.sandbox, validBody())
		h.create(h.live, validBody())
		h.create(h.other, validBody())
		h.do("POST", "/v1/confirmations/"+answered+"/advance", h.sandbox, nil)
		h.clock.Advance(10 * time.Minute)
		h.reply(answered, map[string]any{"channel": "email", "choice": "will_be_in"})
		h.clock.Advance(48 * time.Hour)
		if res := h.do("POST", "/v1/confirmations/"+answered+"/delivery", h.sandbox,
			map[string]any{"result": "failed", "reason": "no_one_home", "at": h.clock.Now().UTC().Format(time.RFC3339)}); res.Status != http.StatusOK {
			t.Fatalf("delivery: %d %s", res.Status, res.Raw)
		}

		get := func(key, query string) map[string]any {
			t.Helper()
			res := h.do("GET", "/v1/stats"+query, key, nil)
			if res.Status != http.StatusOK {
				t.Fatalf("stats%s: %d %s", query, res.Status, res.Raw)
			}
			return res.Body["stats"].(map[string]any)
		}
		st := get(h.sandbox, "")
		tot := st["totals"].(map[string]any)
		today := h.clock.Now().UTC().Format(time.DateOnly)
		if st["to"] != today || st["from"] != h.clock.Now().UTC().AddDate(0, 0, -29).Format(time.DateOnly) || st["groupBy"] != nil {
			t.Errorf("period %v..%v by %v, want the 30 days to %s", st["from"], st["to"], st["groupBy"], today)
		}
		for what, want := range map[string]any{
			"created": 2.0, "answered": 1.0, "optedOut": 0.0,
			"reached":      map[string]any{"email": 1.0, "sms": 0.0, "call": 0.0},
			"timeToAnswer": map[string]any{"count": 1.0, "medianSeconds": 600.0, "p90Seconds": 600.0},
		} {
			if d := cmp.Diff(want, tot[what]); d != "" {
				t.Errorf("%s mismatch (-want +got):\n%s", what, d)
			}
		}
		status := tot["byStatus"].(map[string]any)
		if status["confirmed"] != 1.0 || status["scheduled"] != 1.0 {
			t.Errorf("byStatus %v", status)
		}
		among := tot["delivery"].(map[string]any)["among"].(map[string]any)
		if d := cmp.Diff(map[string]any{
			"confirmed":    map[string]any{"reported": 1.0, "failed": 1.0, "failedRate": 1.0},
			"unreachable":  map[string]any{"reported": 0.0, "failed": 0.0, "failedRate": nil},
			"unanswered":   map[string]any{"reported": 0.0, "failed": 0.0, "failedRate": nil},
			"notConfirmed": map[string]any{"reported": 0.0, "failed": 0.0, "failedRate": nil},
		}, among); d != "" {
			t.Errorf("delivery.among mismatch (-want +got):\n%s", d)
		}

		keys := func(st map[string]any) []string {
			var out []string
			for _, r := range st["rows"].([]any) {
				out = append(out, r.(map[string]any)["key"].(string))
			}
			return out
		}
		for q, want := range map[string][]string{
			"?groupBy=day":     {start.Format(time.DateOnly)},
			"?groupBy=channel": {"none", "email"},
			"?groupBy=intent":  {"none", "will_be_in"},
		} {
			if d := cmp.Diff(want, keys(get(h.sandbox, q))); d != "" {
				t.Errorf("%s keys mismatch (-want +got):\n%s", q, d)
			}
		}
		// The live key and the other account see only their own one.
		for _, key := range []string{h.live, h.other} {
			if got := get(key, ""); got["totals"].(map[string]any)["created"] != 1.0 {
				t.Errorf("another scope counts %v", got["totals"].(map[string]any)["created"])
			}
		}
		// A period before any confirmation counts nothing.
		if got := get(h.sandbox, "?from=2026-01-01&to=2026-01-31")["totals"].(map[string]any); got["created"] != 0.0 {
			t.Errorf("an empty period counts %v", got["created"])
		}

		for q, want := range map[string][]string{
			"?from=2026-13-01":               {"from must be a date, YYYY-MM-DD"},
			"?to=tomorrow":                   {"to must be a date, YYYY-MM-DD"},
			"?from=2026-11-20&to=2026-11-10": {"from is after to"},
			"?from=2025-01-01&to=2026-11-10": {"from to to covers more than 366 days"},
			"?groupBy=week":                  {"groupBy must be day, channel or intent"},
			"?since=2026-11-01":              {"since is not a known query parameter (use from, to, groupBy)"},
			"?groupBy=day&groupBy=intent":    {"groupBy is given more than once"},
		} {
			res := h.do("GET", "/v1/stats"+q, h.sandbox, nil)
			if res.Status != http.StatusBadRequest {
				t.Errorf("%s: %d %s", q, res.Status, res.Raw)
				continue
			}
			if d := cmp.Diff(want, errorList(t, res)); d != "" {
				t.Errorf("%s errors mismatch (-want +got):\n%s", q, d)
			}
		}
	})
}
