package httpapi

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestInboxOpenConfirmation has a person write to the customer of a
// confirmation still scheduled: 201, the message is an out event with its
// author, the confirmation is in_progress with confirmd's steps paused, an
// advance is refused, the customer's answer changes nothing on its own
// and puts it in the inbox, handled by the person, and the person's
// resolution closes it.
func TestInboxOpenConfirmation(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.create(h.sandbox, twoOptions())["id"].(string)
		res := h.do("POST", "/v1/confirmations/"+id+"/messages", h.sandbox, map[string]any{"channel": "sms", "text": "Hi Jane, is Wednesday still good?", "author": "Sam"})
		if res.Status != http.StatusCreated {
			t.Fatalf("message to a scheduled confirmation: %d %s", res.Status, res.Raw)
		}
		c := res.Body["confirmation"].(map[string]any)
		if c["status"] != "in_progress" {
			t.Errorf("status %v, want in_progress", c["status"])
		}
		for _, s := range c["steps"].([]any) {
			if st := s.(map[string]any)["state"]; st != "paused" {
				t.Errorf("step %v, want paused", s)
			}
		}
		found := false
		for _, e := range c["events"].([]any) {
			e := e.(map[string]any)
			found = found || e["kind"] == "out" && e["author"] == "Sam" && e["text"] == "Acme Home: Hi Jane, is Wednesday still good? - Sam"
		}
		if !found {
			t.Errorf("no out event by Sam in %v", c["events"])
		}
		if ids, _, _ := h.inbox(h.sandbox, ""); len(ids) != 0 {
			t.Errorf("inbox right after the message = %v, want empty", ids)
		}

		res = h.do("POST", "/v1/confirmations/"+id+"/advance", h.sandbox, nil)
		if res.Status != http.StatusConflict || !strings.Contains(string(res.Raw), "Sam of the team is handling the conversation") {
			t.Errorf("advance: %d %s, want 409 naming the person", res.Status, res.Raw)
		}

		// The scheduler sends nothing of the plan.
		h.clock.Advance(time.Hour)
		if _, err := h.engine.RunDue(t.Context()); err != nil {
			t.Fatal(err)
		}
		h.clock.Advance(time.Minute)
		answered := h.clock.Now()
		c = h.reply(id, sms("yes I will be in"))
		if c["status"] != "in_progress" || c["outcome"] != nil {
			t.Errorf("a reply while a person handles it closed it: %v %v", c["status"], c["outcome"])
		}
		for _, e := range c["events"].([]any) {
			if e := e.(map[string]any); e["kind"] == "out" && e["author"] == nil {
				t.Errorf("confirmd wrote to the customer: %v", e)
			}
		}
		ids, items, _ := h.inbox(h.sandbox, "")
		if len(ids) != 1 || ids[0] != id {
			t.Fatalf("inbox after the answer = %v, want [%s]", ids, id)
		}
		if ho := items[0]["handoff"].(map[string]any); ho["handledBy"] != "Sam" || ho["since"] != confirm.FormatTime(answered) {
			t.Errorf("handoff = %v", ho)
		}

		res = h.do("POST", "/v1/confirmations/"+id+"/resolve", h.sandbox, map[string]any{"status": "confirmed", "author": "Sam"})
		if res.Status != http.StatusOK {
			t.Fatalf("resolve: %d %s", res.Status, res.Raw)
		}
		if c = res.Body["confirmation"].(map[string]any); c["status"] != "confirmed" {
			t.Errorf("resolved: %v", c["status"])
		}
		if ids, _, _ := h.inbox(h.sandbox, ""); len(ids) != 0 {
			t.Errorf("inbox after the resolution = %v, want empty", ids)
		}

		// A cancelled confirmation is still refused.
		gone := h.create(h.sandbox, twoOptions())["id"].(string)
		if res := h.do("POST", "/v1/confirmations/"+gone+"/cancel", h.sandbox, nil); res.Status != http.StatusOK {
			t.Fatalf("cancel: %d %s", res.Status, res.Raw)
		}
		if res := h.do("POST", "/v1/confirmations/"+gone+"/messages", h.sandbox, map[string]any{"channel": "sms", "text": "hi"}); res.Status != http.StatusConflict {
			t.Errorf("message to a cancelled confirmation: %d %s", res.Status, res.Raw)
		}
	})
}
