package httpapi

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/twilio"
	"github.com/google/go-cmp/cmp"
)

// wantError insists on an answer's status and {"error"}.
func wantError(t *testing.T, what string, res *response, status int, msg string) {
	t.Helper()
	if res.Status != status || res.Body["error"] != msg {
		t.Errorf("%s: %d %s, want %d {\"error\": %q}", what, res.Status, res.Raw, status, msg)
	}
}

// TestPersonMessageCap: exactly MaxPersonMessages messages are written
// to one confirmation; the next is refused with 409 naming the cap, and
// nothing is added.
func TestPersonMessageCap(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.handedOff(twoOptions())
		path := "/v1/confirmations/" + id + "/messages"
		for i := range confirm.MaxPersonMessages {
			ch := []string{"sms", "email"}[i%2]
			res := h.do("POST", path, h.sandbox, map[string]any{"channel": ch, "text": fmt.Sprintf("Message %d", i+1), "author": "Sam"})
			if res.Status != http.StatusCreated {
				t.Fatalf("message %d: %d %s", i+1, res.Status, res.Raw)
			}
		}
		before := h.get(id)
		res := h.do("POST", path, h.sandbox, map[string]any{"channel": "email", "text": "One more", "author": "Sam"})
		wantError(t, "message 51", res, http.StatusConflict, "this confirmation already has 50 messages written by people, the most it may have")
		if after := h.get(id); len(after["events"].([]any)) != len(before["events"].([]any)) || after["updatedAt"] != before["updatedAt"] {
			t.Errorf("the refused message changed the confirmation")
		}
	})
}

// TestResolutionCap: MaxResolutions different resolutions are recorded;
// the next is refused with 409 naming the cap.
func TestResolutionCap(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.handedOff(twoOptions())
		path := "/v1/confirmations/" + id + "/resolve"
		for i := range confirm.MaxResolutions {
			res := h.do("POST", path, h.sandbox, map[string]any{"status": "confirmed", "notes": fmt.Sprintf("gate code %d", i), "author": "Sam"})
			if res.Status != http.StatusOK {
				t.Fatalf("resolution %d: %d %s", i+1, res.Status, res.Raw)
			}
		}
		res := h.do("POST", path, h.sandbox, map[string]any{"status": "confirmed", "notes": "gate code 99", "author": "Sam"})
		wantError(t, "resolution 21", res, http.StatusConflict, "this confirmation already has 20 resolutions recorded by people, the most it may have")
		if got := len(h.webhooks(id)); got != 1+confirm.MaxResolutions { // the hand-off's, and one a resolution
			t.Errorf("%d webhooks, want %d", got, 1+confirm.MaxResolutions)
		}
	})
}

// TestCustomerReplyCap: a confirmation keeps exactly MaxCustomerReplies
// replies from the sandbox reply API; the next, on any channel, is refused
// with 409 naming the cap.
func TestCustomerReplyCap(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.started(twoOptions(), 2)
		h.reply(id, sms("yes I will be in"))
		// The replies between the first and the last are stored as they
		// are, so that the test does not replay a whole conversation.
		_, err := h.store.UpdateConfirmation(t.Context(), confirm.Scope{AccountID: h.account.ID, Sandbox: true}, id, func(c *confirm.Confirmation) error {
			for range confirm.MaxCustomerReplies - 2 {
				c.AddEvent(h.clock.Now(), confirm.EventIn, confirm.ChannelSMS, "thanks")
			}
			c.Touch(h.clock.Now())
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		h.reply(id, sms("thanks again")) // the hundredth
		c := h.get(id)
		if n := countKind(c, "in", ""); n != confirm.MaxCustomerReplies {
			t.Fatalf("%d replies kept, want %d", n, confirm.MaxCustomerReplies)
		}
		msg := "this confirmation already has 100 customer replies, the most it may have"
		for _, body := range []map[string]any{sms("one more"), {"channel": "email", "choice": "will_be_in"}} {
			res := h.do("POST", "/v1/sandbox/confirmations/"+id+"/reply", h.sandbox, body)
			wantError(t, fmt.Sprint("reply ", body), res, http.StatusConflict, msg)
		}
		if after := h.get(id); after["updatedAt"] != c["updatedAt"] {
			t.Errorf("a refused reply changed the confirmation")
		}
	})
}

// TestInboundTextOverReplyCap: a live customer's text to a confirmation
// that has all its replies is not kept, and Twilio's webhook still
// succeeds; the log says why.
func TestInboundTextOverReplyCap(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.create(h.live, validBody())["id"].(string)
		scope := confirm.Scope{AccountID: h.account.ID}
		_, err := h.store.UpdateConfirmation(t.Context(), scope, id, func(c *confirm.Confirmation) error {
			for range confirm.MaxCustomerReplies {
				c.AddEvent(h.clock.Now(), confirm.EventIn, confirm.ChannelSMS, "hello?")
			}
			c.Touch(h.clock.Now())
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		before := h.do("GET", "/v1/confirmations/"+id, h.live, nil).Body["confirmation"].(map[string]any)
		h.clock.Advance(time.Minute)
		for i, body := range []string{"Is anyone there?", ""} {
			form := url.Values{"MessageSid": {fmt.Sprintf("SM%032d", i)}, "From": {"+447400123456"}, "To": {"+441130000000"}, "Body": {body}}
			req, _ := http.NewRequest("POST", h.srv.URL+twilio.PathSMS, strings.NewReader(form.Encode()))
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			req.Header.Set("X-Twilio-Signature", twilioSignature(h.twilioToken, h.publicURL+twilio.PathSMS, form))
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != http.StatusOK {
				t.Errorf("Twilio's inbound text %q: %d, want 200", body, res.StatusCode)
			}
		}
		after := h.do("GET", "/v1/confirmations/"+id, h.live, nil).Body["confirmation"].(map[string]any)
		if diff := cmp.Diff(before["events"], after["events"]); diff != "" || after["updatedAt"] != before["updatedAt"] {
			t.Errorf("texts over the cap changed the confirmation (updatedAt %v, was %v); events mismatch (-before +after):\n%s", after["updatedAt"], before["updatedAt"], diff)
		}
		if !strings.Contains(h.logs.String(), "reply was not kept") {
			t.Errorf("the log does not say a reply was not kept:\n%s", h.logs.String())
		}
	})
}

// TestResolveSameAgain: the same resolution sent again changes nothing
// (no event, updatedAt unchanged) and queues no webhook; a different one
// applies as before.
func TestResolveSameAgain(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.handedOff(twoOptions())
		path := "/v1/confirmations/" + id + "/resolve"
		resolve := func(body map[string]any) map[string]any {
			t.Helper()
			res := h.do("POST", path, h.sandbox, body)
			if res.Status != http.StatusOK {
				t.Fatalf("resolve %v: %d %s", body, res.Status, res.Raw)
			}
			return res.Body["confirmation"].(map[string]any)
		}
		same := func(first map[string]any, body map[string]any, webhooks int) {
			t.Helper()
			h.clock.Advance(time.Minute)
			again := resolve(body)
			if diff := cmp.Diff(first, again); diff != "" {
				t.Errorf("resolving again with %v changed the confirmation (-before +after):\n%s", body, diff)
			}
			if diff := cmp.Diff(first, h.get(id)); diff != "" {
				t.Errorf("stored confirmation mismatch (-want +got):\n%s", diff)
			}
			if n := len(h.webhooks(id)); n != webhooks {
				t.Errorf("%d webhooks after resolving again, want %d", n, webhooks)
			}
		}

		handedOff := len(h.webhooks(id)) // the customer asked for a person
		first := resolve(map[string]any{"status": "confirmed", "notes": "Leave it with number 12", "author": "Sam"})
		if n := len(h.webhooks(id)); n != handedOff+1 {
			t.Fatalf("%d webhooks, want %d", n, handedOff+1)
		}
		same(first, map[string]any{"status": "confirmed", "intent": "will_be_in", "notes": "Leave it with number 12", "author": "Sam"}, handedOff+1)
		same(first, map[string]any{"status": "confirmed", "author": "Kim"}, handedOff+1) // no notes keeps them; another person

		slot := map[string]any{"date": "2026-11-26", "window": map[string]any{"from": "12:00", "to": "16:00"}}
		moved := resolve(map[string]any{"status": "rescheduled", "slot": slot, "author": "Sam"})
		if moved["status"] != "rescheduled" || len(h.webhooks(id)) != handedOff+2 {
			t.Fatalf("a different resolution: status %v, %d webhooks; want rescheduled, %d", moved["status"], len(h.webhooks(id)), handedOff+2)
		}
		same(moved, map[string]any{"status": "rescheduled", "slot": slot, "author": "Sam"}, handedOff+2)

		res := h.do("POST", path, h.sandbox, map[string]any{"status": "rescheduled", "slot": slot, "author": "api"})
		if diff := cmp.Diff([]string{`author must name a person; "api" is what confirmd records for actions made without one`}, errorList(t, res)); res.Status != http.StatusBadRequest || diff != "" {
			t.Errorf("the same resolution with author api: %d, errors mismatch (-want +got):\n%s", res.Status, diff)
		}

		cancelled := resolve(map[string]any{"status": "cancelled", "author": "Sam"})
		same(cancelled, map[string]any{"status": "cancelled", "author": "Sam"}, handedOff+3)
		res = h.do("POST", path, h.sandbox, map[string]any{"status": "confirmed", "author": "Sam"})
		wantError(t, "another resolution of a cancelled confirmation", res, http.StatusConflict, "confirmation was cancelled; it cannot be resolved")
	})
}

// TestPersonMessageRateLimit: a key's PersonMessageRateLimit attempts in
// an hour are answered, whatever they are; the next gets 429 naming the
// limit, while another key is not held back; an hour later the key may
// write again.
func TestPersonMessageRateLimit(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.handedOff(twoOptions())
		path := "/v1/confirmations/" + id + "/messages"
		key := h.addKey(h.account.ID, true)
		for i := range confirm.PersonMessageRateLimit {
			if res := h.do("POST", path, key, map[string]any{"channel": "fax"}); res.Status != http.StatusBadRequest {
				t.Fatalf("attempt %d: %d %s", i+1, res.Status, res.Raw)
			}
		}
		good := map[string]any{"channel": "email", "text": "Hello", "author": "Sam"}
		res := h.do("POST", path, key, good)
		wantError(t, "attempt 301", res, http.StatusTooManyRequests, "rate limit exceeded: 300 messages per hour for this API key")
		if res := h.do("POST", path, h.sandbox, good); res.Status != http.StatusCreated {
			t.Errorf("another key: %d %s", res.Status, res.Raw)
		}
		h.clock.Advance(time.Hour + time.Second)
		if res := h.do("POST", path, key, good); res.Status != http.StatusCreated {
			t.Errorf("an hour later: %d %s", res.Status, res.Raw)
		}
	})
}

// TestPersonTextsPerNumber: people of an account send a live number
// PersonTextsPerNumber texts an hour, across its confirmations; the next
// gets 429 naming the limit. Emails, and texts to another number, are not
// held back; an hour later the number may be texted again.
func TestPersonTextsPerNumber(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		a := h.create(h.live, validBody())["id"].(string)
		b := h.create(h.live, validBody())["id"].(string)
		otherNumber := validBody()
		otherNumber["customer"].(map[string]any)["phone"] = "07400 654321"
		c := h.create(h.live, otherNumber)["id"].(string)
		send := func(id, ch string) *response {
			return h.do("POST", "/v1/confirmations/"+id+"/messages", h.live, map[string]any{"channel": ch, "text": "Your sofa comes on Tuesday", "author": "Sam"})
		}
		for i := range confirm.PersonTextsPerNumber {
			id := a
			if i%2 == 1 {
				id = b
			}
			if res := send(id, "sms"); res.Status != http.StatusCreated {
				t.Fatalf("text %d: %d %s", i+1, res.Status, res.Raw)
			}
		}
		msg := "rate limit exceeded: 10 texts per hour from people to this customer's number"
		wantError(t, "text 11", send(b, "sms"), http.StatusTooManyRequests, msg)
		if res := send(a, "email"); res.Status != http.StatusCreated {
			t.Errorf("an email: %d %s", res.Status, res.Raw)
		}
		if res := send(c, "sms"); res.Status != http.StatusCreated {
			t.Errorf("a text to another number: %d %s", res.Status, res.Raw)
		}
		h.clock.Advance(time.Hour + time.Second)
		if res := send(a, "sms"); res.Status != http.StatusCreated {
			t.Errorf("an hour later: %d %s", res.Status, res.Raw)
		}
	})
}

// TestAuthorRefused: messages and resolutions refuse an author that is no
// person's name with 400 naming author.
func TestAuthorRefused(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.handedOff(twoOptions())
		tests := []struct {
			path   string
			body   map[string]any
			errors []string
		}{
			{"/messages", map[string]any{"channel": "sms", "text": "Hi", "author": "\u0410lice"},
				[]string{"author must be written in one script; it mixes Cyrillic and Latin letters"}},
			{"/messages", map[string]any{"channel": "sms", "text": "Hi", "author": " confirmd "},
				[]string{`author must name a person; "confirmd" is what confirmd records for actions made without one`}},
			{"/resolve", map[string]any{"status": "confirmed", "author": "sk_live_4f9a"},
				[]string{"author must name a person, not an API key"}},
			{"/resolve", map[string]any{"status": "confirmed", "author": "CLI"},
				[]string{`author must name a person; "CLI" is what confirmd records for actions made without one`}},
		}
		for _, tt := range tests {
			res := h.do("POST", "/v1/confirmations/"+id+tt.path, h.sandbox, tt.body)
			if res.Status != http.StatusBadRequest {
				t.Errorf("%s %v: %d %s, want 400", tt.path, tt.body, res.Status, res.Raw)
				continue
			}
			if diff := cmp.Diff(tt.errors, errorList(t, res)); diff != "" {
				t.Errorf("%s %v: errors mismatch (-want +got):\n%s", tt.path, tt.body, diff)
			}
		}
		if c := h.get(id); c["status"] != "action_needed" {
			t.Errorf("a refused author changed the confirmation: status %v", c["status"])
		}
	})
}
