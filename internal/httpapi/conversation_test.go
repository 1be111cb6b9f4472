package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// twoOptions is a create body offering Wednesday afternoon and Friday morning.
func twoOptions() map[string]any {
	b := validBody()
	b["cadence"] = "demo"
	b["order"].(map[string]any)["rescheduleOptions"] = []any{
		map[string]any{"date": "2026-11-25", "window": map[string]any{"from": "12:00", "to": "16:00"}},
		map[string]any{"date": "2026-11-27", "window": map[string]any{"from": "08:00", "to": "12:00"}},
	}
	return b
}

// started creates a confirmation and advances it n times (1: the email
// is out, 2: the text too, 3: the call is ringing).
func (h *harness) started(body map[string]any, n int) string {
	h.t.Helper()
	id := h.create(h.sandbox, body)["id"].(string)
	for i := range n {
		if res := h.do("POST", "/v1/confirmations/"+id+"/advance", h.sandbox, nil); res.Status != 200 {
			h.t.Fatalf("advance %d: %d %s", i, res.Status, res.Raw)
		}
	}
	return id
}

// reply plays the customer and insists on 200.
func (h *harness) reply(id string, body map[string]any) map[string]any {
	h.t.Helper()
	res := h.do("POST", "/v1/sandbox/confirmations/"+id+"/reply", h.sandbox, body)
	if res.Status != http.StatusOK {
		h.t.Fatalf("reply %v: %d %s", body, res.Status, res.Raw)
	}
	return res.Body["confirmation"].(map[string]any)
}

func sms(text string) map[string]any  { return map[string]any{"channel": "sms", "text": text} }
func call(text string) map[string]any { return map[string]any{"channel": "call", "text": text} }

// lastOut returns the text of the last "out" event on a channel.
func lastOut(c map[string]any, channel string) string {
	events := c["events"].([]any)
	for i := len(events) - 1; i >= 0; i-- {
		e := events[i].(map[string]any)
		if e["kind"] == "out" && e["channel"] == channel {
			return e["text"].(string)
		}
	}
	return ""
}

func countKind(c map[string]any, kind, channel string) int {
	n := 0
	for _, e := range c["events"].([]any) {
		e := e.(map[string]any)
		if e["kind"] == kind && (channel == "" || e["channel"] == channel) {
			n++
		}
	}
	return n
}

// webhooks returns the bodies of the webhooks written for a confirmation.
func (h *harness) webhooks(id string) []map[string]any {
	h.t.Helper()
	ds, err := h.store.ListDeliveries(h.t.Context(), confirm.Scope{AccountID: h.account.ID, Sandbox: true}, id)
	if err != nil {
		h.t.Fatal(err)
	}
	var out []map[string]any
	c, err := apiContract()
	if err != nil {
		h.t.Fatal(err)
	}
	for _, d := range ds {
		if err := c.checkWebhook(d.Payload); err != nil {
			h.t.Errorf("openapi: webhook confirmation.updated of %s breaks api/openapi.yaml: %v\npayload: %s", id, err, d.Payload)
		}
		var body map[string]any
		if err := json.Unmarshal(d.Payload, &body); err != nil {
			h.t.Fatal(err)
		}
		if body["type"] != "confirmation.updated" {
			h.t.Errorf("webhook type %v", body["type"])
		}
		out = append(out, body["data"].(map[string]any))
	}
	return out
}

// closedWith checks a closing: status, outcome, and one webhook that
// carries the same.
func (h *harness) closedWith(id, status, intent, signer, channel string) map[string]any {
	h.t.Helper()
	c := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil).Body["confirmation"].(map[string]any)
	out, _ := c["outcome"].(map[string]any)
	if c["status"] != status || out == nil || out["intent"] != intent || out["channel"] != channel || (signer != "" && out["signerName"] != signer) {
		h.t.Fatalf("closed as %v with outcome %v; want %s/%s signer %q on %s\nevents: %v", c["status"], out, status, intent, signer, channel, c["events"])
	}
	if s, _ := out["summary"].(string); s == "" {
		h.t.Errorf("outcome without a summary")
	}
	hooks := h.webhooks(id)
	if len(hooks) != 1 {
		h.t.Fatalf("%d webhooks, want 1", len(hooks))
	}
	data := hooks[0]
	if data["status"] != status || data["outcome"].(map[string]any)["intent"] != intent || data["updatedAt"] != c["updatedAt"] {
		h.t.Errorf("webhook data %v does not match %v/%v", data["status"], status, intent)
	}
	for _, st := range c["steps"].([]any) {
		if s := st.(map[string]any)["state"]; s == "pending" || s == "paused" {
			h.t.Errorf("a step is still %v after closing", s)
		}
	}
	return c
}

func TestSMSDialogue(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		t.Run("yes", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			c := h.reply(id, sms("Yes that's fine, I'll be in"))
			if !strings.Contains(lastOut(c, "sms"), "confirmed") {
				t.Errorf("closing text: %q", lastOut(c, "sms"))
			}
			h.closedWith(id, "confirmed", "will_be_in", "", "sms")
			if countKind(c, "agent", "sms") < 1 {
				t.Errorf("no agent event says what was understood")
			}
		})
		t.Run("named signer", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			h.reply(id, sms("I won't be there but my husband Tom will"))
			h.closedWith(id, "confirmed", "alternate_signer", "Tom", "sms")
		})
		t.Run("signer asked for", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			c := h.reply(id, sms("someone else will be in"))
			if c["status"] != "in_progress" || !strings.Contains(lastOut(c, "sms"), "name") {
				t.Fatalf("no name asked: %v %q", c["status"], lastOut(c, "sms"))
			}
			h.reply(id, sms("Sue Brown"))
			h.closedWith(id, "confirmed", "alternate_signer", "Sue Brown", "sms")
		})
		t.Run("slots by number", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			c := h.reply(id, sms("can we do a different day?"))
			if txt := lastOut(c, "sms"); !strings.Contains(txt, "1) Wed 25 Nov, 12:00-16:00") || !strings.Contains(txt, "2) Fri 27 Nov, 08:00-12:00") {
				t.Fatalf("slots not offered: %q", txt)
			}
			h.reply(id, sms("2"))
			c = h.closedWith(id, "rescheduled", "reschedule", "", "sms")
			order := c["order"].(map[string]any)
			slot := c["outcome"].(map[string]any)["slot"].(map[string]any)
			if order["date"] != "2026-11-27" || order["window"].(map[string]any)["from"] != "08:00" || slot["date"] != "2026-11-27" {
				t.Errorf("order not moved: %v, slot %v", order, slot)
			}
			if hook := h.webhooks(id)[0]; hook["order"].(map[string]any)["date"] != "2026-11-27" {
				t.Errorf("webhook order date %v", hook["order"])
			}
		})
		t.Run("none suit", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			h.reply(id, sms("not tuesday sorry"))
			h.reply(id, sms("none of those work"))
			h.closedWith(id, "action_needed", "different_day", "", "sms")
		})
		t.Run("different day without options", func(t *testing.T) {
			b := twoOptions()
			delete(b["order"].(map[string]any), "rescheduleOptions")
			id := h.started(b, 2)
			h.reply(id, sms("I need another day please"))
			h.closedWith(id, "action_needed", "different_day", "", "sms")
		})
		t.Run("unclear twice", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			c := h.reply(id, sms("asdf qwerty"))
			if c["status"] != "in_progress" || !strings.Contains(lastOut(c, "sms"), "Sorry") {
				t.Fatalf("no clarifying question: %q", lastOut(c, "sms"))
			}
			h.reply(id, sms("hmm purple"))
			h.closedWith(id, "action_needed", "unclear", "", "sms")
		})
		for _, tt := range []struct{ text, intent string }{
			{"cancel my order please", "cancel"},
			{"wrong number, no Jane here", "wrong_person"},
			{"can I speak to a real person", "wants_human"},
			{"STOP", "opt_out"},
		} {
			t.Run(tt.intent, func(t *testing.T) {
				id := h.started(twoOptions(), 2)
				before := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil).Body["confirmation"].(map[string]any)
				c := h.reply(id, sms(tt.text))
				h.closedWith(id, "action_needed", tt.intent, "", "sms")
				sent := countKind(c, "out", "sms") - countKind(before, "out", "sms")
				if tt.intent == "opt_out" && sent != 0 {
					t.Errorf("a text was sent after STOP: %q", lastOut(c, "sms"))
				}
				if tt.intent != "opt_out" && sent != 1 {
					t.Errorf("%d closing texts", sent)
				}
			})
		}
	})
}

func TestOptOutSkipsLaterConfirmations(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.started(twoOptions(), 2)
		h.reply(id, sms("stop"))
		c := h.create(h.sandbox, twoOptions())
		if s := stepStates(c); s != "email:pending sms:skipped call:skipped" {
			t.Errorf("a new confirmation for an opted-out number: %s", s)
		}
		// The email still goes; advancing past it closes as unreachable
		// without a text or call.
		nid := c["id"].(string)
		for range 3 {
			h.do("POST", "/v1/confirmations/"+nid+"/advance", h.sandbox, nil)
		}
		got := h.do("GET", "/v1/confirmations/"+nid, h.sandbox, nil).Body["confirmation"].(map[string]any)
		if got["status"] != "unreachable" || countKind(got, "out", "sms") != 0 || countKind(got, "out", "call") != 0 {
			t.Errorf("after advancing: %v, %d texts, %d call lines", got["status"], countKind(got, "out", "sms"), countKind(got, "out", "call"))
		}
		// Another account may still text the number.
		if s := stepStates(h.create(h.other, twoOptions())); s != "email:pending sms:pending call:pending" {
			t.Errorf("another account's confirmation: %s", s)
		}
	})
}

func TestCallDialogue(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		t.Run("yes", func(t *testing.T) {
			id := h.started(twoOptions(), 3)
			c := h.reply(id, call("yeah someone will be in"))
			events := c["events"].([]any)
			var firstCallLine string
			for _, e := range events {
				e := e.(map[string]any)
				if e["kind"] == "out" && e["channel"] == "call" {
					firstCallLine = e["text"].(string)
					break
				}
			}
			if !strings.Contains(firstCallLine, "automated assistant") {
				t.Errorf("the call's first line does not say it is automated: %q", firstCallLine)
			}
			c = h.closedWith(id, "confirmed", "will_be_in", "", "call")
			if s := stepStates(c); s != "email:delivered sms:delivered call:delivered" {
				t.Errorf("steps: %s", s)
			}
			if !strings.Contains(lastOut(c, "call"), "Goodbye") {
				t.Errorf("the call did not end politely: %q", lastOut(c, "call"))
			}
		})
		t.Run("rebook on the call", func(t *testing.T) {
			id := h.started(twoOptions(), 3)
			// Both offered slots in one line (see TestCallOffersSlotsInOneLine).
			c := h.reply(id, call("er no I'm not in on tuesday"))
			if got := lastOut(c, "call"); !strings.Contains(got, "Wednesday 25 November, 12:00-16:00") || !strings.Contains(got, "Friday 27 November, 08:00-12:00") {
				t.Fatalf("slots not offered: %q", got)
			}
			h.reply(id, call("the friday one works"))
			c = h.closedWith(id, "rescheduled", "reschedule", "", "call")
			if c["order"].(map[string]any)["date"] != "2026-11-27" {
				t.Errorf("order not moved: %v", c["order"])
			}
		})
		t.Run("name asked on the call", func(t *testing.T) {
			id := h.started(twoOptions(), 3)
			c := h.reply(id, call("I won't be there but someone else will"))
			if !strings.Contains(lastOut(c, "call"), "name") {
				t.Fatalf("no name asked: %q", lastOut(c, "call"))
			}
			h.reply(id, call("my neighbour Sue"))
			h.closedWith(id, "confirmed", "alternate_signer", "", "call")
		})
		t.Run("wants a person", func(t *testing.T) {
			id := h.started(twoOptions(), 3)
			h.reply(id, call("can you put me through to a real person"))
			h.closedWith(id, "action_needed", "wants_human", "", "call")
		})
		t.Run("silence ends the call", func(t *testing.T) {
			b := twoOptions()
			b["cadence"] = "standard"
			id := h.started(b, 3)
			h.reply(id, call("hmm hang on a second"))
			h.clock.Advance(61 * time.Second) // no more speech
			h.engine.RunDue(t.Context())
			c := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil).Body["confirmation"].(map[string]any)
			if !strings.Contains(fmt.Sprint(c["events"]), "The call ended without an answer; retrying at") || c["status"] != "in_progress" {
				t.Errorf("after silence: %v %v", c["status"], c["events"])
			}
		})
		t.Run("rings out", func(t *testing.T) {
			b := twoOptions()
			b["cadence"] = "standard"
			id := h.started(b, 3)
			c := h.reply(id, map[string]any{"channel": "call", "answered": false})
			call := c["steps"].([]any)[2].(map[string]any)
			if call["state"] != "pending" || call["attempts"] != float64(1) || !strings.Contains(fmt.Sprint(c["events"]), "retrying at") {
				t.Errorf("after ringing out: %v", call)
			}
			res := h.do("POST", "/v1/sandbox/confirmations/"+id+"/reply", h.sandbox, map[string]any{"channel": "call", "text": "hello"})
			if res.Status != http.StatusConflict || res.Body["error"] != "no call is in progress" {
				t.Errorf("a line with no call in progress: %d %s", res.Status, res.Raw)
			}
		})
	})
}

func TestEmailChoices(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.started(twoOptions(), 1)
		h.reply(id, map[string]any{"channel": "email", "choice": "will_be_in"})
		h.closedWith(id, "confirmed", "will_be_in", "", "email")

		id = h.started(twoOptions(), 1)
		h.reply(id, map[string]any{"channel": "email", "choice": "someone_else", "signerName": "Tom Smith"})
		h.closedWith(id, "confirmed", "alternate_signer", "Tom Smith", "email")

		id = h.started(twoOptions(), 1)
		h.reply(id, map[string]any{"channel": "email", "choice": "different_day", "slot": 1})
		c := h.closedWith(id, "rescheduled", "reschedule", "", "email")
		if c["order"].(map[string]any)["date"] != "2026-11-27" {
			t.Errorf("order %v", c["order"])
		}

		id = h.started(twoOptions(), 1)
		h.reply(id, map[string]any{"channel": "email", "choice": "different_day"})
		h.closedWith(id, "action_needed", "different_day", "", "email")
	})
}

func TestReplyRules(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		path := func(id string) string { return "/v1/sandbox/confirmations/" + id + "/reply" }
		fresh := h.started(twoOptions(), 0)
		noEmail := twoOptions()
		delete(noEmail["customer"].(map[string]any), "email")
		for _, tt := range []struct {
			id   string
			body map[string]any
			want string
		}{
			{h.started(noEmail, 0), map[string]any{"channel": "email", "choice": "will_be_in"}, "no email has reached the customer yet"},
			{fresh, sms("yes"), "no text has reached the customer yet"},
			{fresh, call("yes"), "no call is in progress"},
		} {
			res := h.do("POST", path(tt.id), h.sandbox, tt.body)
			if res.Status != http.StatusConflict || res.Body["error"] != tt.want {
				t.Errorf("%v: %d %s, want 409 %q", tt.body, res.Status, res.Raw, tt.want)
			}
		}
		for _, tt := range []struct {
			body map[string]any
			want string
		}{
			{map[string]any{}, "channel is required (email, sms or call)"},
			{map[string]any{"channel": "fax"}, "channel must be email, sms or call"},
			{map[string]any{"channel": "sms"}, "text is required with channel sms"},
			{map[string]any{"channel": "email", "choice": "maybe"}, "choice must be will_be_in, someone_else or different_day"},
			{map[string]any{"channel": "email", "choice": "someone_else"}, "signerName is required with the choice someone_else"},
			{map[string]any{"channel": "call", "answered": true}, "answered may only be false (nobody picks up); to answer the call, say a line with text"},
			{map[string]any{"channel": "sms", "text": "yes", "colour": "red"}, "colour is not a known field"},
		} {
			res := h.do("POST", path(fresh), h.sandbox, tt.body)
			if res.Status != http.StatusBadRequest || !contains(errorList(t, res), tt.want) {
				t.Errorf("%v: %d %s, want 400 with %q", tt.body, res.Status, res.Raw, tt.want)
			}
		}
		emailed := h.started(twoOptions(), 1)
		res := h.do("POST", path(emailed), h.sandbox, map[string]any{"channel": "email", "choice": "different_day", "slot": 5})
		if res.Status != http.StatusBadRequest || !contains(errorList(t, res), "slot must be an index into order.rescheduleOptions, from 0 to 1") {
			t.Errorf("slot out of range: %d %s", res.Status, res.Raw)
		}
		// Live keys do not have the sandbox endpoint; others' ids are 404.
		if res := h.do("POST", path(emailed), h.live, sms("yes")); res.Status != http.StatusNotFound {
			t.Errorf("live key: %d", res.Status)
		}
		if res := h.do("POST", path(emailed), h.other, sms("yes")); res.Status != http.StatusNotFound {
			t.Errorf("another account: %d", res.Status)
		}
		// A cancelled confirmation takes no reply.
		texted := h.started(twoOptions(), 2)
		h.do("POST", "/v1/confirmations/"+texted+"/cancel", h.sandbox, nil)
		if res := h.do("POST", path(texted), h.sandbox, sms("yes")); res.Status != http.StatusConflict {
			t.Errorf("reply to a cancelled confirmation: %d %s", res.Status, res.Raw)
		}
	})
}

func TestPauseAndResume(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.started(twoOptions(), 2) // demo: the call is due 90 s after the text
		c := h.reply(id, sms("hmm what's this"))
		if s := stepStates(c); s != "email:delivered sms:delivered call:paused" {
			t.Fatalf("after a reply: %s", s)
		}
		// The conversation stalls: after 90 s (demo) the plan resumes.
		h.clock.Advance(89 * time.Second)
		h.engine.RunDue(t.Context())
		if s := stepStates(h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil).Body["confirmation"].(map[string]any)); s != "email:delivered sms:delivered call:paused" {
			t.Fatalf("resumed early: %s", s)
		}
		h.clock.Advance(2 * time.Second)
		h.engine.RunDue(t.Context())
		c = h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil).Body["confirmation"].(map[string]any)
		call := c["steps"].([]any)[2].(map[string]any)
		if call["attempts"] != float64(1) {
			t.Errorf("the call did not go out after the stall: %v", call)
		}
	})
}

func TestLateReplies(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		t.Run("change of mind reopens", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			h.reply(id, sms("yes"))
			c := h.reply(id, sms("actually I need to cancel the order"))
			out := c["outcome"].(map[string]any)
			if c["status"] != "action_needed" || out["intent"] != "cancel" {
				t.Fatalf("late cancel: %v %v", c["status"], out)
			}
			hooks := h.webhooks(id)
			if len(hooks) != 2 || hooks[1]["status"] != "action_needed" || hooks[1]["updatedAt"].(string) <= hooks[0]["updatedAt"].(string) {
				t.Fatalf("webhooks after a late reply: %d", len(hooks))
			}
			texts := countKind(c, "out", "sms")
			h.reply(id, sms("thanks"))
			c = h.reply(id, sms("thanks again"))
			if c["status"] != "action_needed" || countKind(c, "out", "sms") != texts || len(h.webhooks(id)) != 2 {
				t.Errorf("more late replies changed things: %v, %d texts (was %d)", c["status"], countKind(c, "out", "sms"), texts)
			}
			if countKind(c, "in", "sms") != 4 {
				t.Errorf("late replies not all recorded")
			}
		})
		t.Run("late yes after unreachable", func(t *testing.T) {
			id := h.started(twoOptions(), 5) // email, text, call, rings out, unreachable
			if c := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil).Body["confirmation"].(map[string]any); c["status"] != "unreachable" {
				t.Fatalf("setup: %v", c["status"])
			}
			c := h.reply(id, sms("sorry only just seen this, yes I'll be in"))
			if c["status"] != "confirmed" || c["outcome"].(map[string]any)["intent"] != "will_be_in" || len(h.webhooks(id)) != 2 {
				t.Errorf("late yes: %v %v, %d webhooks", c["status"], c["outcome"], len(h.webhooks(id)))
			}
		})
		t.Run("thanks is acknowledged once", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			c := h.reply(id, sms("yes"))
			texts := countKind(c, "out", "sms")
			c = h.reply(id, sms("great thanks"))
			if c["status"] != "confirmed" || countKind(c, "out", "sms") != texts+1 || !strings.Contains(lastOut(c, "sms"), "Tue 24 Nov") {
				t.Errorf("first late thanks: %v, %q", c["status"], lastOut(c, "sms"))
			}
			c = h.reply(id, sms("cheers"))
			if countKind(c, "out", "sms") != texts+1 || len(h.webhooks(id)) != 1 {
				t.Errorf("a second acknowledgement or webhook")
			}
		})
	})
}

// An email reply right after create finds the email due but not yet sent:
// it is sent first, so the reply is not refused by a race with the
// scheduler.
func TestEmailReplyRightAfterCreate(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.create(h.sandbox, twoOptions())["id"].(string)
		h.reply(id, map[string]any{"channel": "email", "choice": "will_be_in"})
		c := h.closedWith(id, "confirmed", "will_be_in", "", "email")
		if countKind(c, "out", "email") != 1 {
			t.Errorf("the email was not recorded as sent before the reply")
		}
	})
}

func TestLateReplyEdges(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		t.Run("thanks does not confirm an unreachable one", func(t *testing.T) {
			id := h.started(twoOptions(), 5)
			c := h.reply(id, sms("thanks"))
			if c["status"] != "unreachable" || len(h.webhooks(id)) != 1 {
				t.Errorf("late thanks: %v, %d webhooks", c["status"], len(h.webhooks(id)))
			}
		})
		t.Run("thanks in an open conversation asks again", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			c := h.reply(id, sms("thanks"))
			if c["status"] != "in_progress" || !strings.Contains(lastOut(c, "sms"), "Sorry") {
				t.Errorf("thanks: %v %q", c["status"], lastOut(c, "sms"))
			}
		})
		t.Run("an email tap after closing is a late reply", func(t *testing.T) {
			id := h.started(twoOptions(), 1)
			h.reply(id, map[string]any{"channel": "email", "choice": "will_be_in"})
			c := h.reply(id, map[string]any{"channel": "email", "choice": "different_day"})
			if c["status"] != "action_needed" || c["outcome"].(map[string]any)["intent"] != "different_day" || len(h.webhooks(id)) != 2 {
				t.Errorf("late email tap: %v %v, %d webhooks", c["status"], c["outcome"], len(h.webhooks(id)))
			}
		})
		t.Run("a new slot after confirming reaches the team", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			h.reply(id, sms("yes"))
			c := h.reply(id, sms("actually can you do friday the 27th instead"))
			out := c["outcome"].(map[string]any)
			if c["status"] != "action_needed" || !strings.Contains(out["summary"].(string), "Fri 27 Nov") || len(h.webhooks(id)) != 2 {
				t.Errorf("late slot: %v %v", c["status"], out)
			}
		})
		t.Run("nothing is recorded as sent to an opted-out number", func(t *testing.T) {
			id := h.started(twoOptions(), 2)
			before := countKind(h.reply(id, sms("STOP")), "out", "sms")
			c := h.reply(id, sms("yes I will be in"))
			if n := countKind(c, "out", "sms"); n != before {
				t.Errorf("%d texts recorded after STOP", n-before)
			}
		})
	})
}
