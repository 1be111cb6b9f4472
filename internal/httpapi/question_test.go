package httpapi

import (
	"fmt"
	"strings"
	"testing"
)

// agentSays reports whether an agent event on channel holds text.
func agentSays(c map[string]any, channel, text string) bool {
	for _, e := range c["events"].([]any) {
		e := e.(map[string]any)
		if e["kind"] == "agent" && e["channel"] == channel && strings.Contains(e["text"].(string), text) {
			return true
		}
	}
	return false
}

// open insists the confirmation is still in progress with no outcome.
func open(t *testing.T, c map[string]any) {
	t.Helper()
	if c["status"] != "in_progress" || c["outcome"] != nil {
		t.Fatalf("closed as %v %v; want in_progress\nevents: %v", c["status"], c["outcome"], c["events"])
	}
}

// A customer's question is answered from the confirmation and the question
// asked again; it is not an unclear reply and never wrong_person; three in
// a row go to a person.
func TestSMSQuestions(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		t.Run("answered and asked again, then yes", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			c := h.reply(id, sms("what time will they come?"))
			open(t, c)
			if got := lastOut(c, "sms"); !strings.Contains(got, "I don't know the exact time within 08:00-12:00. Please ask help@acme.test.") ||
				!strings.HasSuffix(got, "Will someone be in? Reply YES, the name of who will be in, or ask for another day.") {
				t.Errorf("answer: %q", got)
			}
			if !agentSays(c, "sms", "Understood: a question about the time - answered, asked again") {
				t.Errorf("no agent event says the question was answered: %v", c["events"])
			}
			h.reply(id, sms("yes"))
			h.closedWith(id, "confirmed", "will_be_in", "", "sms")
		})
		t.Run("three questions go to a person", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			open(t, h.reply(id, sms("what time?")))
			c := h.reply(id, sms("who is this?"))
			open(t, c)
			if got := lastOut(c, "sms"); !strings.HasPrefix(got, "This is an automated message on behalf of Acme Home") {
				t.Errorf("answer to who: %q", got)
			}
			h.reply(id, sms("is this a scam?"))
			c = h.closedWith(id, "action_needed", "wants_human", "", "sms")
			want := `Customer asked 3 questions without answering: "what time?", "who is this?", "is this a scam?" (text)`
			if got := c["outcome"].(map[string]any)["summary"]; got != want {
				t.Errorf("summary %q, want %q", got, want)
			}
		})
		t.Run("a question is not an unclear reply", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			open(t, h.reply(id, sms("asdf qwerty")))
			open(t, h.reply(id, sms("how long is the window?")))
			h.reply(id, sms("hmm purple"))
			h.closedWith(id, "action_needed", "unclear", "", "sms")
		})
		t.Run("who is this is never wrong_person", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			for _, q := range []string{"who is this?", "whos this"} {
				c := h.reply(id, sms(q))
				open(t, c)
				if agentSays(c, "sms", "wrong person") {
					t.Errorf("%q read as the wrong person", q)
				}
			}
			h.reply(id, sms("ok yes I'll be in"))
			h.closedWith(id, "confirmed", "will_be_in", "", "sms")
		})
		t.Run("a question on the slot list asks the list again", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			h.reply(id, sms("can't do tuesday"))
			c := h.reply(id, sms("what's being delivered?"))
			open(t, c)
			if got := lastOut(c, "sms"); !strings.Contains(got, "It is the delivery of your Sofa") || !strings.Contains(got, "1) Wed 25 Nov, 12:00-16:00") {
				t.Errorf("answer on the list: %q", got)
			}
			h.reply(id, sms("2"))
			h.closedWith(id, "rescheduled", "reschedule", "", "sms")
		})
	})
}

// A yes with a condition or a hedge gets one question: will someone be in
// for the whole window? No offers the slots; yes confirms.
func TestSMSConditionalYes(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		const ask = "Thanks. We can't promise a time within 08:00-12:00. Will someone be in for the whole window? Reply YES, or NO for another day."
		for _, first := range []string{"yes provided it's early", "Fine but not till after lunch", "yes, fingers crossed"} {
			t.Run(first+" then no", func(t *testing.T) {
				id := h.started(twoOptions(), 2)
				c := h.reply(id, sms(first))
				open(t, c)
				if got := lastOut(c, "sms"); got != ask {
					t.Fatalf("question: %q, want %q", got, ask)
				}
				c = h.reply(id, sms("no"))
				if got := lastOut(c, "sms"); !strings.Contains(got, "1) Wed 25 Nov, 12:00-16:00") {
					t.Fatalf("slots not offered: %q", got)
				}
				h.reply(id, sms("1"))
				h.closedWith(id, "rescheduled", "reschedule", "", "sms")
			})
			t.Run(first+" then yes", func(t *testing.T) {
				id := h.started(twoOptions(), 2)
				h.reply(id, sms(first))
				h.reply(id, sms("yes"))
				h.closedWith(id, "confirmed", "will_be_in", "", "sms")
			})
		}
	})
}

// The same on the call.
func TestCallQuestions(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		t.Run("answered and asked again, then yes", func(t *testing.T) {
			id := h.started(twoOptions(), 3)
			c := h.reply(id, call("um what time will they come"))
			open(t, c)
			if got := lastOut(c, "call"); !strings.Contains(got, "I don't know the exact time") || !strings.Contains(got, "Will someone be in on Tuesday 24 November") {
				t.Errorf("answer: %q", got)
			}
			if !agentSays(c, "call", "Understood: a question about the time - answered, asked again") {
				t.Errorf("no agent event says the question was answered")
			}
			h.reply(id, call("yeah someone will be in"))
			h.closedWith(id, "confirmed", "will_be_in", "", "call")
		})
		t.Run("three questions go to a person", func(t *testing.T) {
			id := h.started(twoOptions(), 3)
			open(t, h.reply(id, call("who is this")))
			open(t, h.reply(id, call("is this a scam")))
			h.reply(id, call("how many people will carry it"))
			c := h.closedWith(id, "action_needed", "wants_human", "", "call")
			want := `Customer asked 3 questions without answering: "who is this", "is this a scam", "how many people will carry it" (call)`
			if got := c["outcome"].(map[string]any)["summary"]; got != want {
				t.Errorf("summary %q, want %q", got, want)
			}
			if !strings.Contains(lastOut(c, "call"), "Goodbye") {
				t.Errorf("the call did not end politely: %q", lastOut(c, "call"))
			}
		})
		t.Run("a question is not an unclear reply", func(t *testing.T) {
			id := h.started(twoOptions(), 3)
			open(t, h.reply(id, call("hmm purple")))
			open(t, h.reply(id, call("do i have to be in")))
			h.reply(id, call("asdf qwerty"))
			h.closedWith(id, "action_needed", "unclear", "", "call")
		})
		t.Run("conditional yes then no then a slot", func(t *testing.T) {
			id := h.started(twoOptions(), 3)
			c := h.reply(id, call("yes as long as they come before eleven"))
			open(t, c)
			if got := lastOut(c, "call"); got != "Thanks. I can't promise a time within 08:00 to 12:00. Will someone be in for the whole window? Please say yes, or no for another day." {
				t.Fatalf("question: %q", got)
			}
			c = h.reply(id, call("no"))
			if got := lastOut(c, "call"); !strings.Contains(got, "Wednesday 25 November, 12:00-16:00") || !strings.Contains(got, "Friday 27 November, 08:00-12:00") {
				t.Fatalf("slots not offered: %q", got)
			}
			h.reply(id, call("wednesday works"))
			h.closedWith(id, "rescheduled", "reschedule", "", "call")
		})
		t.Run("hedged yes then yes", func(t *testing.T) {
			id := h.started(twoOptions(), 3)
			open(t, h.reply(id, call("fingers crossed")))
			h.reply(id, call("yes"))
			h.closedWith(id, "confirmed", "will_be_in", "", "call")
		})
		t.Run("who is this is never wrong_person", func(t *testing.T) {
			id := h.started(twoOptions(), 3)
			c := h.reply(id, call("sorry who is this"))
			open(t, c)
			if got := lastOut(c, "call"); !strings.HasPrefix(got, "This is an automated call on behalf of Acme Home") {
				t.Errorf("answer: %q", fmt.Sprint(got))
			}
		})
	})
}
