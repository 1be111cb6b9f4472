package httpapi

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

func stepStates(c map[string]any) string {
	var s []string
	for _, st := range c["steps"].([]any) {
		st := st.(map[string]any)
		s = append(s, st["channel"].(string)+":"+st["state"].(string))
	}
	return strings.Join(s, " ")
}

func TestAdvance(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		b := validBody()
		b["cadence"] = "demo"
		id := h.create(h.sandbox, b)["id"].(string)
		path := "/v1/confirmations/" + id + "/advance"
		for i, want := range []struct{ status, steps string }{
			{"in_progress", "email:delivered sms:pending call:pending"},
			{"in_progress", "email:delivered sms:delivered call:pending"},
			{"in_progress", "email:delivered sms:delivered call:pending"},    // ringing
			{"in_progress", "email:delivered sms:delivered call:unanswered"}, // rang out; demo has no retry
			{"unreachable", "email:delivered sms:delivered call:unanswered"},
		} {
			res := h.do("POST", path, h.sandbox, nil)
			if res.Status != http.StatusOK {
				t.Fatalf("advance %d: %d %s", i, res.Status, res.Raw)
			}
			c := res.Body["confirmation"].(map[string]any)
			if c["status"] != want.status || stepStates(c) != want.steps {
				t.Fatalf("advance %d: %v [%s], want %s [%s]", i, c["status"], stepStates(c), want.status, want.steps)
			}
			h.clock.Advance(time.Second)
		}
		c := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil).Body["confirmation"].(map[string]any)
		out := c["outcome"].(map[string]any)
		if out["intent"] != "no_answer" || out["summary"] == "" {
			t.Errorf("outcome %v", out)
		}
		events := c["events"].([]any)
		if first := events[0].(map[string]any); first["kind"] != "out" || first["channel"] != "email" || !strings.Contains(first["text"].(string), "Acme Home") {
			t.Errorf("first event %v", first)
		}
		res := h.do("POST", path, h.sandbox, nil)
		if res.Status != http.StatusConflict || res.Body["error"] != "confirmation is already unreachable" {
			t.Errorf("advance when closed: %d %s", res.Status, res.Raw)
		}
		if res := h.do("POST", path, h.other, nil); res.Status != http.StatusNotFound {
			t.Errorf("advance by another account: %d", res.Status)
		}
		if res := h.do("POST", path, h.sandbox, "[]"); res.Status != http.StatusBadRequest {
			t.Errorf("advance with a non-object body: %d", res.Status)
		}
		if res := h.do("GET", path, h.sandbox, nil); res.Status != http.StatusMethodNotAllowed || res.Header.Get("Allow") != "POST" {
			t.Errorf("GET advance: %d", res.Status)
		}
	})
}

func TestAdvanceLiveQuietHours(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		h.clock.Set(time.Date(2026, 11, 22, 7, 0, 0, 0, time.UTC)) // 07:00 in London
		id := h.create(h.live, validBody())["id"].(string)
		path := "/v1/confirmations/" + id + "/advance"
		// An email may go at any hour (here no email provider is configured,
		// so the step fails and the plan goes on).
		res := h.do("POST", path, h.live, nil)
		if res.Status != http.StatusOK {
			t.Fatalf("advance to the email: %d %s", res.Status, res.Raw)
		}
		if s := stepStates(res.Body["confirmation"].(map[string]any)); s != "email:failed sms:pending call:pending" {
			t.Errorf("after the email: %s", s)
		}
		res = h.do("POST", path, h.live, nil)
		if res.Status != http.StatusConflict || !strings.Contains(res.Body["error"].(string), "outside 09:00-20:00 their time (it is 07:00 in Europe/London)") {
			t.Errorf("texting at 07:00: %d %s", res.Status, res.Raw)
		}
	})
}
