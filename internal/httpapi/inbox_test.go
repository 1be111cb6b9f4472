package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// handedOff starts a confirmation whose customer asks for a person by
// text: it closes action_needed, wants_human, and waits in the inbox.
func (h *harness) handedOff(body map[string]any) string {
	h.t.Helper()
	id := h.started(body, 2)
	c := h.reply(id, sms("can I speak to someone please"))
	if c["status"] != "action_needed" || c["outcome"].(map[string]any)["intent"] != "wants_human" {
		h.t.Fatalf("not handed off: %v %v", c["status"], c["outcome"])
	}
	return id
}

// inbox lists the inbox with a query and insists on 200.
func (h *harness) inbox(key, query string) (ids []string, items []map[string]any, next any) {
	h.t.Helper()
	res := h.do("GET", "/v1/inbox"+query, key, nil)
	if res.Status != http.StatusOK {
		h.t.Fatalf("inbox%s: %d %s", query, res.Status, res.Raw)
	}
	for _, it := range res.Body["confirmations"].([]any) {
		m := it.(map[string]any)
		ids = append(ids, m["id"].(string))
		items = append(items, m)
	}
	return ids, items, res.Body["nextCursor"]
}

func lastEvent(c map[string]any) map[string]any {
	ev := c["events"].([]any)
	return ev[len(ev)-1].(map[string]any)
}

// TestInboxHandoff walks a hand-off through the API: the customer asks
// for a person, the confirmation waits in the inbox, a person writes,
// the customer answers (which changes nothing on its own and puts it
// back in the inbox), and the person resolves it, with its webhook.
func TestInboxHandoff(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.handedOff(twoOptions())
		waitedFrom := h.clock.Now()
		h.clock.Advance(90 * time.Second)

		ids, items, next := h.inbox(h.sandbox, "")
		if len(ids) != 1 || ids[0] != id || next != nil {
			t.Fatalf("inbox = %v (next %v), want [%s]", ids, next, id)
		}
		ho := items[0]["handoff"].(map[string]any)
		if ho["since"] != confirm.FormatTime(waitedFrom) || ho["waitingSeconds"] != 90.0 {
			t.Errorf("handoff = %v, want since %s, 90 s", ho, confirm.FormatTime(waitedFrom))
		}
		if last := ho["lastCustomerMessage"].(map[string]any); last["text"] != "can I speak to someone please" || last["kind"] != "in" {
			t.Errorf("lastCustomerMessage = %v", last)
		}
		if ids, _, _ := h.inbox(h.sandbox, "?intent=wants_human"); len(ids) != 1 {
			t.Errorf("intent=wants_human: %v", ids)
		}
		if ids, _, _ := h.inbox(h.sandbox, "?intent=cancel"); len(ids) != 0 {
			t.Errorf("intent=cancel: %v", ids)
		}
		for _, k := range []string{h.live, h.other} {
			if ids, _, _ := h.inbox(k, ""); len(ids) != 0 {
				t.Errorf("another scope's inbox shows %v", ids)
			}
		}

		res := h.do("POST", "/v1/confirmations/"+id+"/messages", h.sandbox, map[string]any{"channel": "sms", "text": "Hi Jane, would Friday morning suit?", "author": "Sam"})
		if res.Status != http.StatusCreated {
			t.Fatalf("message: %d %s", res.Status, res.Raw)
		}
		c := res.Body["confirmation"].(map[string]any)
		if e := lastEvent(c); e["kind"] != "out" || e["author"] != "Sam" || e["text"] != "Acme Home: Hi Jane, would Friday morning suit? - Sam" {
			t.Errorf("message event = %v", e)
		}
		if ids, _, _ := h.inbox(h.sandbox, ""); len(ids) != 0 {
			t.Errorf("inbox after the message = %v, want empty", ids)
		}
		sent := len(c["events"].([]any))

		h.clock.Advance(time.Minute)
		answered := h.clock.Now()
		c = h.reply(id, sms("yes friday is fine"))
		if c["status"] != "action_needed" || c["outcome"].(map[string]any)["intent"] != "wants_human" {
			t.Errorf("a reply while a person handles it changed it: %v %v", c["status"], c["outcome"])
		}
		for _, e := range c["events"].([]any)[sent:] {
			if e.(map[string]any)["kind"] == "out" {
				t.Errorf("a reply while a person handles it was answered: %v", e)
			}
		}
		_, items, _ = h.inbox(h.sandbox, "")
		if len(items) != 1 || items[0]["handoff"].(map[string]any)["since"] != confirm.FormatTime(answered) ||
			items[0]["handoff"].(map[string]any)["handledBy"] != "Sam" {
			t.Fatalf("inbox after the answer = %v", items)
		}

		res = h.do("POST", "/v1/confirmations/"+id+"/resolve", h.sandbox, map[string]any{
			"status": "rescheduled", "slot": map[string]any{"date": "2026-11-27", "window": map[string]any{"from": "08:00", "to": "12:00"}},
			"notes": "Leave it with the neighbour", "author": "Sam"})
		if res.Status != http.StatusOK {
			t.Fatalf("resolve: %d %s", res.Status, res.Raw)
		}
		c = res.Body["confirmation"].(map[string]any)
		o := c["outcome"].(map[string]any)
		order := c["order"].(map[string]any)
		if c["status"] != "rescheduled" || o["intent"] != "reschedule" || o["resolvedBy"] != "Sam" || o["notes"] != "Leave it with the neighbour" ||
			order["date"] != "2026-11-27" {
			t.Errorf("resolved = %v %v %v", c["status"], o, order["date"])
		}
		if e := lastEvent(c); e["author"] != "Sam" || e["kind"] != "agent" {
			t.Errorf("resolution event = %v", e)
		}
		if ids, _, _ := h.inbox(h.sandbox, ""); len(ids) != 0 {
			t.Errorf("inbox after the resolution = %v, want empty", ids)
		}
		ds, err := h.store.ListDeliveries(t.Context(), confirm.Scope{AccountID: h.account.ID, Sandbox: true}, id)
		if err != nil {
			t.Fatal(err)
		}
		var body struct {
			Data struct {
				Status  string
				Outcome struct{ ResolvedBy string }
			}
		}
		if len(ds) < 2 {
			t.Fatalf("%d webhook deliveries, want 2", len(ds))
		}
		for _, d := range ds {
			json.Unmarshal(d.Payload, &body)
			if body.Data.Status == "rescheduled" {
				break
			}
		}
		if body.Data.Status != "rescheduled" || body.Data.Outcome.ResolvedBy != "Sam" {
			t.Errorf("webhook of the resolution = %+v", body.Data)
		}

		// The person's message and resolution are in the audit log: the key
		// that made them (its prefix and id, never the key), their scope,
		// the person's name apart, and nothing the customer said.
		keys, err := h.store.ListAPIKeys(t.Context(), h.account.ID)
		if err != nil {
			t.Fatal(err)
		}
		keyID := ""
		for _, k := range keys {
			if k.Sandbox && k.Prefix == confirm.KeyPrefix(h.sandbox) {
				keyID = k.ID
			}
		}
		audit := h.do("GET", "/v1/audit", h.sandbox, nil)
		if audit.Status != http.StatusOK {
			t.Fatalf("GET /v1/audit: %d %s", audit.Status, audit.Raw)
		}
		var got []string
		for _, e := range audit.Body["entries"].([]any) {
			e := e.(map[string]any)
			if e["target"] != id {
				continue
			}
			d, _ := json.Marshal(e["details"])
			got = append(got, fmt.Sprintf("%v %v %v %v %v %s", e["action"], e["actor"], e["keyId"], e["scope"], e["author"], d))
		}
		prefix := confirm.KeyPrefix(h.sandbox)
		want := []string{
			fmt.Sprintf(`inbox.resolved %s %s sandbox Sam {"intent":"reschedule","status":"rescheduled"}`, prefix, keyID),
			fmt.Sprintf(`inbox.message_sent %s %s sandbox Sam {"channel":"sms"}`, prefix, keyID),
		}
		if len(prefix) != 12 || keyID == "" || strings.Contains(string(audit.Raw), h.sandbox) {
			t.Errorf("key prefix %q, id %q; the audit log must name the key without holding it: %s", prefix, keyID, audit.Raw)
		}
		if !slices.Equal(got, want) {
			t.Errorf("audit entries of %s = %q, want %q", id, got, want)
		}
		if strings.Contains(string(audit.Raw), "friday") || strings.Contains(string(audit.Raw), "Friday") {
			t.Errorf("the audit log holds what was said: %s", audit.Raw)
		}
	})
}

// TestInboxLateReply puts a closed confirmation with a reply after closing
// that changed nothing in the inbox, and takes a cancelled one out.
func TestInboxLateReply(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.started(twoOptions(), 2)
		if c := h.reply(id, sms("yes I will be in")); c["status"] != "confirmed" {
			t.Fatalf("status %v", c["status"])
		}
		if ids, _, _ := h.inbox(h.sandbox, ""); len(ids) != 0 {
			t.Fatalf("a confirmed one is in the inbox: %v", ids)
		}
		h.clock.Advance(time.Minute)
		if c := h.reply(id, sms("what colour is the van")); c["status"] != "confirmed" {
			t.Fatalf("status after a late reply %v", c["status"])
		}
		if ids, _, _ := h.inbox(h.sandbox, ""); len(ids) != 1 {
			t.Fatalf("inbox = %v, want the late reply", ids)
		}
		// Resolved as it stands: confirmed, by the API.
		res := h.do("POST", "/v1/confirmations/"+id+"/resolve", h.sandbox, map[string]any{"status": "confirmed"})
		if res.Status != http.StatusOK || res.Body["confirmation"].(map[string]any)["outcome"].(map[string]any)["resolvedBy"] != "api" {
			t.Fatalf("resolve: %d %s", res.Status, res.Raw)
		}

		// Cancelled through the API: out of the inbox, and closed to people.
		other := h.handedOff(twoOptions())
		other2 := h.create(h.sandbox, twoOptions())["id"].(string)
		h.do("POST", "/v1/confirmations/"+other2+"/cancel", h.sandbox, nil)
		for _, p := range []struct{ path string }{{"/messages"}, {"/resolve"}} {
			body := map[string]any{"channel": "sms", "text": "hello"}
			if p.path == "/resolve" {
				body = map[string]any{"status": "cancelled"}
			}
			if res := h.do("POST", "/v1/confirmations/"+other2+p.path, h.sandbox, body); res.Status != http.StatusConflict {
				t.Errorf("%s on a cancelled confirmation: %d %s", p.path, res.Status, res.Raw)
			}
		}
		// Resolved as cancelled: a webhook, unlike a cancel.
		res = h.do("POST", "/v1/confirmations/"+other+"/resolve", h.sandbox, map[string]any{"status": "cancelled", "author": "Ann"})
		if res.Status != http.StatusOK || res.Body["confirmation"].(map[string]any)["status"] != "cancelled" {
			t.Fatalf("resolve cancelled: %d %s", res.Status, res.Raw)
		}
		ds, _ := h.store.ListDeliveries(t.Context(), confirm.Scope{AccountID: h.account.ID, Sandbox: true}, other)
		if len(ds) != 2 || !strings.Contains(string(ds[len(ds)-1].Payload)+string(ds[0].Payload), `"status":"cancelled"`) {
			t.Errorf("deliveries of a resolution as cancelled: %d", len(ds))
		}
		if ids, _, _ := h.inbox(h.sandbox, ""); len(ids) != 0 {
			t.Errorf("inbox = %v, want empty", ids)
		}
	})
}

// TestInboxPaging pages through the inbox, oldest waiting first.
func TestInboxPaging(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		var want []string
		for range 3 {
			want = append(want, h.handedOff(twoOptions()))
			h.clock.Advance(time.Second)
		}
		var got []string
		query := "?limit=2"
		for {
			ids, _, next := h.inbox(h.sandbox, query)
			got = append(got, ids...)
			if next == nil {
				break
			}
			query = "?limit=2&cursor=" + next.(string)
		}
		if strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("inbox order %v, want %v", got, want)
		}
		for q, field := range map[string]string{"?intent=nope": "intent", "?limit=0": "limit", "?cursor=xyz": "cursor", "?status=x": "status"} {
			res := h.do("GET", "/v1/inbox"+q, h.sandbox, nil)
			if res.Status != http.StatusBadRequest || !strings.HasPrefix(errorList(t, res)[0], field) {
				t.Errorf("inbox%s: %d %s, want 400 naming %s", q, res.Status, res.Raw, field)
			}
		}
	})
}

// TestInboxRefusals checks the refusals of a person's message and of a
// resolution: each bad field named, and the channel's rules kept.
func TestInboxRefusals(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.handedOff(twoOptions())
		for _, tc := range []struct {
			path  string
			body  map[string]any
			field string
		}{
			{"/messages", map[string]any{"text": "hi"}, "channel"},
			{"/messages", map[string]any{"channel": "call", "text": "hi"}, "channel"},
			{"/messages", map[string]any{"channel": "sms"}, "text"},
			{"/messages", map[string]any{"channel": "sms", "text": strings.Repeat("a", 641)}, "text"},
			{"/messages", map[string]any{"channel": "sms", "text": "a\x00b"}, "text"},
			{"/messages", map[string]any{"channel": "sms", "text": "hi", "author": "<script>"}, "author"},
			{"/messages", map[string]any{"channel": "sms", "text": "hi", "author": strings.Repeat("a", 101)}, "author"},
			{"/messages", map[string]any{"channel": "sms", "text": "hi", "from": "x"}, "from"},
			{"/resolve", map[string]any{}, "status"},
			{"/resolve", map[string]any{"status": "action_needed"}, "status"},
			{"/resolve", map[string]any{"status": "confirmed", "intent": "cancel"}, "intent"},
			{"/resolve", map[string]any{"status": "confirmed", "intent": "alternate_signer"}, "signerName"},
			{"/resolve", map[string]any{"status": "confirmed", "signerName": "Tom"}, "signerName"},
			{"/resolve", map[string]any{"status": "rescheduled"}, "slot"},
			{"/resolve", map[string]any{"status": "rescheduled", "slot": map[string]any{"date": "2026-02-30", "window": map[string]any{"from": "08:00", "to": "12:00"}}}, "slot.date"},
			{"/resolve", map[string]any{"status": "rescheduled", "slot": map[string]any{"date": "2026-11-27", "window": map[string]any{"from": "12:00", "to": "08:00"}}}, "slot.window"},
			{"/resolve", map[string]any{"status": "cancelled", "slot": map[string]any{"date": "2026-11-27", "window": map[string]any{"from": "08:00", "to": "12:00"}}}, "slot"},
		} {
			res := h.do("POST", "/v1/confirmations/"+id+tc.path, h.sandbox, tc.body)
			if res.Status != http.StatusBadRequest || !strings.HasPrefix(errorList(t, res)[0], tc.field) {
				t.Errorf("%s %v: %d %s, want 400 naming %s", tc.path, tc.body, res.Status, res.Raw, tc.field)
			}
		}

		// No email address: an email is refused naming the channel.
		body := twoOptions()
		delete(body["customer"].(map[string]any), "email")
		noEmail := h.create(h.sandbox, body)["id"].(string)
		h.do("POST", "/v1/confirmations/"+noEmail+"/advance", h.sandbox, nil)
		h.reply(noEmail, sms("I want to talk to a person"))
		res := h.do("POST", "/v1/confirmations/"+noEmail+"/messages", h.sandbox, map[string]any{"channel": "email", "text": "hi"})
		if res.Status != http.StatusConflict || !strings.Contains(string(res.Raw), "email") {
			t.Errorf("email without an address: %d %s", res.Status, res.Raw)
		}

		// An opted-out number gets nothing.
		if err := h.store.OptOut(t.Context(), confirm.Scope{AccountID: h.account.ID}, "+447400123456", h.clock.Now()); err != nil {
			t.Fatal(err)
		}
		res = h.do("POST", "/v1/confirmations/"+id+"/messages", h.sandbox, map[string]any{"channel": "sms", "text": "hi"})
		if res.Status != http.StatusConflict || !strings.Contains(string(res.Raw), "opted out") {
			t.Errorf("text to an opted-out number: %d %s", res.Status, res.Raw)
		}
		// An email still may go, signed by the team.
		res = h.do("POST", "/v1/confirmations/"+id+"/messages", h.sandbox, map[string]any{"channel": "email", "text": "We will call you."})
		if res.Status != http.StatusCreated {
			t.Fatalf("email: %d %s", res.Status, res.Raw)
		}
		if e := lastEvent(res.Body["confirmation"].(map[string]any)); e["author"] != "api" || !strings.Contains(e["text"].(string), "We will call you.") {
			t.Errorf("email event = %v", e)
		}
	})
}

// TestInboxQuietHours refuses a live text outside the contact hours.
func TestInboxQuietHours(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		body := validBody()
		id := h.create(h.live, body)["id"].(string)
		scope := confirm.Scope{AccountID: h.account.ID}
		// Closed as action_needed as a reply through the provider would.
		_, err := h.store.UpdateConfirmation(t.Context(), scope, id, func(c *confirm.Confirmation) error {
			c.Status = confirm.StatusActionNeeded
			c.Outcome = &confirm.Outcome{Intent: confirm.IntentWantsHuman, Summary: "Customer asked to speak to a person"}
			for i := range c.Steps {
				c.Steps[i].State = confirm.StepCancelled
			}
			c.WakeAt = time.Time{}
			c.Wait(h.clock.Now())
			c.Touch(h.clock.Now())
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		h.clock.Set(time.Date(2026, 11, 22, 21, 15, 0, 0, time.UTC))
		res := h.do("POST", "/v1/confirmations/"+id+"/messages", h.live, map[string]any{"channel": "sms", "text": "hi"})
		if res.Status != http.StatusConflict || !strings.Contains(string(res.Raw), "09:00 to 20:00") {
			t.Errorf("live text at 21:15: %d %s", res.Status, res.Raw)
		}
		if ids, _, _ := h.inbox(h.live, ""); len(ids) != 1 || ids[0] != id {
			t.Errorf("live inbox = %v", ids)
		}
		if ids, _, _ := h.inbox(h.sandbox, ""); len(ids) != 0 {
			t.Errorf("sandbox inbox shows live %v", ids)
		}
	})
}
