package httpapi

import (
	"strings"
	"testing"
	"time"
)

// bookingWords are the details of twoOptions' booking that a stranger
// must never be told: the customer's name, the items, the address, the
// booked day and window, and the offered slots.
var bookingWords = []string{"Jane", "Smith", "Sofa", "High St", "Leeds", "LS1", "24 Nov", "Tue", "08:00", "12:00", "25 Nov", "Wed", "27 Nov", "Fri"}

// outSince returns the "out" lines of c after the first n events.
func outSince(c map[string]any, n int) []string {
	var out []string
	for _, e := range c["events"].([]any)[n:] {
		if e := e.(map[string]any); e["kind"] == "out" {
			out = append(out, e["channel"].(string)+": "+e["text"].(string))
		}
	}
	return out
}

// checkNoBooking fails for any line that names a detail of the booking.
func checkNoBooking(t *testing.T, what string, lines []string) {
	t.Helper()
	for _, l := range lines {
		for _, w := range bookingWords {
			if strings.Contains(l, w) {
				t.Errorf("%s names %q to a wrong number: %q", what, w, l)
			}
		}
	}
}

func (h *harness) get(id string) map[string]any {
	h.t.Helper()
	return h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil).Body["confirmation"].(map[string]any)
}

// After a reply closes as wrong_person, nothing sent to that phone names
// the booking: the closing text, an acknowledgement of a late text or a
// late line on the call; and nothing at all goes out later.
func TestWrongPersonHearsNoBooking(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		// lateTexts plays a stranger texting on after the wrong number was
		// said, and checks that at most one neutral line answers.
		lateTexts := func(t *testing.T, id string, channel string) {
			t.Helper()
			n := len(h.get(id)["events"].([]any))
			for _, text := range []string{"what delivery is this?", "friday works", "ok thanks", "yes I'll be in"} {
				h.reply(id, map[string]any{"channel": channel, "text": text})
			}
			c := h.get(id)
			out := outSince(c, n)
			if len(out) > 1 {
				t.Errorf("%d answers to late replies, want at most 1: %q", len(out), out)
			}
			checkNoBooking(t, "an answer to a late reply", out)
			if o := c["outcome"].(map[string]any); c["status"] != "action_needed" || o["intent"] != "wrong_person" {
				t.Errorf("late replies from a wrong number changed the outcome: %v %v", c["status"], o)
			}
			// The plan never goes on: no text or call later.
			m := len(c["events"].([]any))
			h.clock.Advance(3 * time.Hour)
			h.engine.RunDue(t.Context())
			if res := h.do("POST", "/v1/confirmations/"+id+"/advance", h.sandbox, nil); res.Status != 409 {
				t.Errorf("advance after wrong_person: %d", res.Status)
			}
			if out := outSince(h.get(id), m); len(out) != 0 {
				t.Errorf("sent after wrong_person: %q", out)
			}
		}
		t.Run("by text", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			n := len(h.get(id)["events"].([]any))
			h.reply(id, sms("this isn't Jane, wrong number"))
			c := h.closedWith(id, "action_needed", "wrong_person", "", "sms")
			out := outSince(c, n)
			if len(out) != 1 {
				t.Errorf("closing lines: %q", out)
			}
			checkNoBooking(t, "the closing text", out)
			if s := stepStates(c); s != "email:delivered sms:delivered call:cancelled" {
				t.Errorf("steps after wrong_person: %s", s)
			}
			lateTexts(t, id, "sms")
		})
		t.Run("said on the call", func(t *testing.T) {
			id := h.started(twoOptions(), 3)
			n := len(h.get(id)["events"].([]any))
			h.reply(id, call("sorry there's no Jane here, you've got the wrong number"))
			c := h.closedWith(id, "action_needed", "wrong_person", "", "call")
			checkNoBooking(t, "the call's closing line", outSince(c, n)[3:]) // after the opening's 3 lines
			lateTexts(t, id, "sms")
		})
		t.Run("a late line on the call", func(t *testing.T) {
			id := h.started(twoOptions(), 3)
			h.reply(id, call("wrong number mate"))
			lateTexts(t, id, "call")
		})
		t.Run("by text while the call is on", func(t *testing.T) {
			id := h.started(twoOptions(), 3)
			h.reply(id, call("hang on a second"))
			n := len(h.get(id)["events"].([]any))
			h.reply(id, sms("wrong number, no Jane here"))
			checkNoBooking(t, "the closing", outSince(h.get(id), n))
			lateTexts(t, id, "call")
		})
		t.Run("late after a confirmation", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			h.reply(id, sms("yes"))
			n := len(h.get(id)["events"].([]any))
			h.reply(id, sms("actually this is the wrong number, I'm not Jane"))
			c := h.get(id)
			if o := c["outcome"].(map[string]any); o["intent"] != "wrong_person" {
				t.Fatalf("late wrong number: %v", o)
			}
			checkNoBooking(t, "the answer to a late wrong number", outSince(c, n))
			lateTexts(t, id, "sms")
		})
	})
}
