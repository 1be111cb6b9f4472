package httpapi

import (
	"strings"
	"testing"
)

// TestOutcomeNotes checks that the customer's delivery instructions reach
// the outcome and its webhook, apart from the signer's name, on both
// stores; and that instructions given before the answer are kept.
func TestOutcomeNotes(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		notesOf := func(c map[string]any) string {
			n, _ := c["outcome"].(map[string]any)["notes"].(string)
			return n
		}
		t.Run("signer and gate code", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			h.reply(id, sms("Yes, my neighbour Sue at number 12 will take it, gate code 4321"))
			c := h.closedWith(id, "confirmed", "alternate_signer", "Sue", "sms")
			n := notesOf(c)
			if !strings.Contains(n, "gate code 4321") || !strings.Contains(n, "number 12") {
				t.Errorf("notes %q lack the gate code or the house number", n)
			}
			hook := h.webhooks(id)[0]["outcome"].(map[string]any)
			if hook["notes"] != n || hook["signerName"] != "Sue" {
				t.Errorf("webhook outcome %v, want notes %q and signerName Sue", hook, n)
			}
		})
		t.Run("kept from an earlier reply", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			c := h.reply(id, sms("the gate code is 1234"))
			if c["status"] != "in_progress" {
				t.Fatalf("closed on the gate code alone: %v", c["status"])
			}
			h.reply(id, sms("yes I'll be in"))
			c = h.closedWith(id, "confirmed", "will_be_in", "", "sms")
			if n := notesOf(c); n != "the gate code is 1234" {
				t.Errorf("notes %q, want the gate code from the first reply", n)
			}
		})
		t.Run("a yes with a negative instruction", func(t *testing.T) {
			id := h.started(twoOptions(), 3)
			h.reply(id, call("yes but don't ring the bell the baby's asleep"))
			c := h.closedWith(id, "confirmed", "will_be_in", "", "call")
			if n := notesOf(c); !strings.Contains(n, "ring the bell") {
				t.Errorf("notes %q", n)
			}
		})
		t.Run("none", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			h.reply(id, sms("Yes I'll be in"))
			c := h.closedWith(id, "confirmed", "will_be_in", "", "sms")
			if _, ok := c["outcome"].(map[string]any)["notes"]; ok {
				t.Errorf("notes shown with none given: %v", c["outcome"])
			}
		})
	})
}
