package httpapi

import (
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/webhook"
)

// events reads a page of GET /v1/events and insists on 200.
func (h *harness) events(key, query string) (events []map[string]any, next any, more bool) {
	h.t.Helper()
	res := h.do("GET", "/v1/events"+query, key, nil)
	if res.Status != http.StatusOK {
		h.t.Fatalf("GET /v1/events%s: %d %s", query, res.Status, res.Raw)
	}
	for _, e := range res.Body["events"].([]any) {
		events = append(events, e.(map[string]any))
	}
	return events, res.Body["nextCursor"], res.Body["hasMore"].(bool)
}

// TestEventsFeed: every change of status or outcome is in the feed, oldest
// first, once settled, for its own scope only; the cursor pages through it
// and is given back on an empty page so that polling goes on from it.
func TestEventsFeed(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		body := validBody()
		body["webhookUrl"] = "http://127.0.0.1:9/hook" // down: the feed holds what it missed
		id := h.started(body, 2)                       // the email and the text are out
		h.clock.Advance(time.Second)
		h.reply(id, map[string]any{"channel": "email", "choice": "will_be_in"})
		updated := h.updatedAt(h.sandbox, id)

		// Not yet settled: nothing, and no cursor since nothing was read.
		if evs, next, more := h.events(h.sandbox, ""); len(evs) != 0 || next != nil || more {
			t.Fatalf("before settling: %v, next %v, more %v; want nothing", evs, next, more)
		}
		h.clock.Advance(confirm.ChangeSettle)

		evs, next, more := h.events(h.sandbox, "")
		if len(evs) != 2 || more || next == nil {
			t.Fatalf("events %v, next %v, more %v; want two, a cursor, no more", evs, next, more)
		}
		for _, e := range evs {
			if !confirm.ValidChangeID(e["id"].(string)) {
				t.Errorf("event id %v", e["id"])
			}
			delete(e, "id")
		}
		want := []map[string]any{
			{"type": "confirmation.updated", "confirmationId": id, "status": "in_progress", "intent": nil, "at": evs[0]["at"]},
			{"type": "confirmation.updated", "confirmationId": id, "status": "confirmed", "intent": "will_be_in", "at": updated},
		}
		if diff := cmp.Diff(want, evs); diff != "" {
			t.Errorf("events mismatch (-want +got):\n%s", diff)
		}

		// A page at a time, then an empty page that keeps the cursor.
		first, next1, more1 := h.events(h.sandbox, "?limit=1")
		if len(first) != 1 || !more1 || first[0]["status"] != "in_progress" {
			t.Fatalf("first page %v, more %v", first, more1)
		}
		second, next2, more2 := h.events(h.sandbox, "?limit=1&after="+next1.(string))
		if len(second) != 1 || more2 || second[0]["status"] != "confirmed" {
			t.Fatalf("second page %v, more %v", second, more2)
		}
		empty, next3, _ := h.events(h.sandbox, "?after="+next2.(string))
		if len(empty) != 0 || next3 != next2 {
			t.Errorf("after the last: %v, next %v; want none and the same cursor %v", empty, next3, next2)
		}
		// A later change comes after the kept cursor.
		h.clock.Advance(time.Minute)
		h.reply(id, sms("Actually I need a different day"))
		h.clock.Advance(confirm.ChangeSettle)
		later, _, _ := h.events(h.sandbox, "?after="+next3.(string))
		if len(later) != 1 || later[0]["status"] != "action_needed" || later[0]["intent"] != "different_day" {
			t.Errorf("after a late reply: %v; want one action_needed/different_day", later)
		}

		// Other keys see none of it.
		for name, key := range map[string]string{"live key": h.live, "other account": h.other} {
			if evs, _, _ := h.events(key, ""); len(evs) != 0 {
				t.Errorf("%s sees %v", name, evs)
			}
		}
	})
}

// TestEventsFeedBadQuery: bad parameters are 400, each named.
func TestEventsFeedBadQuery(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		list := "?after=" + confirm.Cursor{CreatedAt: start, ID: confirm.NewConfirmationID()}.Encode()
		for query, want := range map[string]string{
			"?limit=0":         "limit must be an integer from 1 to 100",
			"?limit=101":       "limit must be an integer from 1 to 100",
			"?limit=ten":       "limit must be an integer from 1 to 100",
			"?after=nope":      "after is not a cursor",
			list:               "after is not a cursor",
			"?cursor=x":        "cursor is not a known query parameter",
			"?limit=1&limit=2": "limit is given more than once",
		} {
			res := h.do("GET", "/v1/events"+query, h.sandbox, nil)
			if res.Status != http.StatusBadRequest || !strings.Contains(string(res.Raw), want) {
				t.Errorf("GET /v1/events%s: %d %s; want 400 with %q", query, res.Status, res.Raw, want)
			}
		}
	})
}

// TestListUpdatedSince: the list filter keeps the confirmations changed at
// or after the time given, and a bad time is 400 naming updatedSince.
func TestListUpdatedSince(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		quiet := h.create(h.sandbox, validBody())["id"].(string)
		busy := h.create(h.sandbox, validBody())["id"].(string)
		h.clock.Advance(time.Hour)
		since := h.clock.Now()
		if res := h.do("POST", "/v1/confirmations/"+busy+"/advance", h.sandbox, nil); res.Status != 200 {
			t.Fatalf("advance: %d %s", res.Status, res.Raw)
		}
		ids := func(query string) []string {
			t.Helper()
			res := h.do("GET", "/v1/confirmations"+query, h.sandbox, nil)
			if res.Status != http.StatusOK {
				t.Fatalf("GET %s: %d %s", query, res.Status, res.Raw)
			}
			var out []string
			for _, c := range res.Body["confirmations"].([]any) {
				out = append(out, c.(map[string]any)["id"].(string))
			}
			return out
		}
		if diff := cmp.Diff([]string{busy}, ids("?updatedSince="+confirm.FormatTime(since))); diff != "" {
			t.Errorf("updatedSince mismatch (-want +got):\n%s", diff)
		}
		// Any RFC 3339 form; an offset is written %2B in a URL.
		local := since.In(time.FixedZone("", 3600)).Format(time.RFC3339)
		if diff := cmp.Diff([]string{busy}, ids("?updatedSince="+url.QueryEscape(local))); diff != "" {
			t.Errorf("updatedSince with an offset mismatch (-want +got):\n%s", diff)
		}
		if got := ids("?updatedSince=" + confirm.FormatTime(since.Add(-2*time.Hour))); len(got) != 2 || (got[0] != quiet && got[1] != quiet) {
			t.Errorf("updatedSince before both = %v, want both", got)
		}
		// A moment after the change, finer than a millisecond, leaves it out.
		if got := ids("?updatedSince=" + since.Add(time.Microsecond).Format(time.RFC3339Nano)); len(got) != 0 {
			t.Errorf("updatedSince after the change = %v, want none", got)
		}
		for _, bad := range []string{"yesterday", "2026-11-22", "2026-11-22T09:30:00"} {
			res := h.do("GET", "/v1/confirmations?updatedSince="+bad, h.sandbox, nil)
			if res.Status != http.StatusBadRequest || !strings.Contains(string(res.Raw), "updatedSince must be an RFC 3339 time") {
				t.Errorf("updatedSince=%s: %d %s; want 400 naming updatedSince", bad, res.Status, res.Raw)
			}
		}
	})
}

// receiver is a webhook receiver that answers with the next of codes (the
// last one from then on) and keeps what it got.
type receiver struct {
	mu     sync.Mutex
	codes  []int
	got    []http.Header
	bodies [][]byte
}

func (r *receiver) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	b, _ := io.ReadAll(req.Body)
	r.mu.Lock()
	defer r.mu.Unlock()
	r.got, r.bodies = append(r.got, req.Header.Clone()), append(r.bodies, b)
	code := r.codes[0]
	if len(r.codes) > 1 {
		r.codes = r.codes[1:]
	}
	w.WriteHeader(code)
}

// TestWebhookAttemptsAndResend: a failed webhook shows as an attempt with
// its code and error; a resend through the API is queued (202), sent
// again signed with the secret of the moment, and shows as a second
// attempt of the same delivery. Other keys get 404, as do unknown
// attempts, and resends are limited.
func TestWebhookAttemptsAndResend(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		rcv := &receiver{codes: []int{http.StatusServiceUnavailable, http.StatusOK}}
		srv := httptest.NewServer(rcv)
		t.Cleanup(srv.Close)
		body := validBody()
		body["webhookUrl"] = srv.URL + "/hook"
		id := h.started(body, 1)
		h.reply(id, map[string]any{"channel": "email", "choice": "will_be_in"})
		if _, err := h.sender.RunDue(t.Context()); err != nil {
			t.Fatal(err)
		}
		path := "/v1/confirmations/" + id + "/webhooks"
		res := h.do("GET", path, h.sandbox, nil)
		if res.Status != http.StatusOK {
			t.Fatalf("GET %s: %d %s", path, res.Status, res.Raw)
		}
		attempts := res.Body["attempts"].([]any)
		if len(attempts) != 1 {
			t.Fatalf("attempts %v, want one", attempts)
		}
		a := attempts[0].(map[string]any)
		deliveryID, _ := a["deliveryId"].(string)
		if a["statusCode"] != float64(503) || a["error"] != "HTTP 503" || a["deliveryState"] != "failed" ||
			a["id"] != deliveryID+"-1" || a["at"] == nil {
			t.Errorf("attempt %v; want a failed 503 of its delivery", a)
		}

		// The account's secret changes; the resend is signed with the new one.
		h.account.SigningSecret = confirm.NewSigningSecret()
		if err := h.store.UpdateAccount(t.Context(), h.account); err != nil {
			t.Fatal(err)
		}
		resend := path + "/" + a["id"].(string) + "/resend"
		res = h.do("POST", resend, h.sandbox, nil)
		if res.Status != http.StatusAccepted || res.Body["deliveryId"] != deliveryID || res.Body["deliveryState"] != "pending" {
			t.Fatalf("resend: %d %s; want 202 pending", res.Status, res.Raw)
		}
		if _, err := h.sender.RunDue(t.Context()); err != nil {
			t.Fatal(err)
		}
		rcv.mu.Lock()
		if len(rcv.got) != 2 {
			t.Fatalf("the receiver got %d webhooks, want 2", len(rcv.got))
		}
		if sig := rcv.got[1].Get(webhook.SignatureHeader); sig != webhook.Sign(h.account.SigningSecret, rcv.bodies[1]) {
			t.Errorf("the resend is signed %q, not with the account's secret of the moment", sig)
		}
		if string(rcv.bodies[0]) != string(rcv.bodies[1]) {
			t.Errorf("the resend's body differs from the first:\n%s\n%s", rcv.bodies[0], rcv.bodies[1])
		}
		rcv.mu.Unlock()
		res = h.do("GET", path, h.sandbox, nil)
		attempts = res.Body["attempts"].([]any)
		if len(attempts) != 2 {
			t.Fatalf("after the resend: attempts %v, want two", attempts)
		}
		b := attempts[1].(map[string]any)
		if b["statusCode"] != float64(200) || b["error"] != nil || b["id"] != deliveryID+"-2" || b["deliveryState"] != "delivered" {
			t.Errorf("second attempt %v; want a delivered 200", b)
		}

		// Others' keys, unknown ids and attempts: 404.
		for _, c := range []struct{ method, path, key string }{
			{"GET", path, h.other},
			{"GET", path, h.live},
			{"POST", resend, h.other},
			{"POST", resend, h.live},
			{"POST", path + "/" + deliveryID + "-3/resend", h.sandbox},
			{"POST", path + "/" + deliveryID + "/resend", h.sandbox},
			{"POST", path + "/nope/resend", h.sandbox},
			{"POST", "/v1/confirmations/" + confirm.NewConfirmationID() + "/webhooks/" + deliveryID + "-1/resend", h.sandbox},
		} {
			if res := h.do(c.method, c.path, c.key, nil); res.Status != http.StatusNotFound {
				t.Errorf("%s %s: %d %s; want 404", c.method, c.path, res.Status, res.Raw)
			}
		}
		if res := h.do("GET", resend, h.sandbox, nil); res.Status != http.StatusMethodNotAllowed {
			t.Errorf("GET resend: %d; want 405", res.Status)
		}

		// The limit: 5 per confirmation in any hour, the first included.
		for i := 1; i < confirm.DefaultResendLimit.PerConfirmation; i++ {
			if res := h.do("POST", resend, h.sandbox, nil); res.Status != http.StatusAccepted {
				t.Fatalf("resend %d: %d %s", i+1, res.Status, res.Raw)
			}
		}
		res = h.do("POST", resend, h.sandbox, nil)
		if res.Status != http.StatusTooManyRequests || !strings.Contains(string(res.Raw), "limited to 5 per confirmation") {
			t.Errorf("resend over the limit: %d %s; want 429", res.Status, res.Raw)
		}
	})
}

// TestOpsConsoleWebhooks: the operators' console lists the failed
// webhooks of its session's scope with Send again, which queues the
// delivery through the API's resend; a form without the session's token
// changes nothing, and a delivery of another confirmation is 404.
func TestOpsConsoleWebhooks(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		rcv := &receiver{codes: []int{http.StatusInternalServerError, http.StatusOK}}
		srv := httptest.NewServer(rcv)
		t.Cleanup(srv.Close)
		body := validBody()
		body["webhookUrl"] = srv.URL + "/hook"
		id := h.started(body, 1)
		h.reply(id, map[string]any{"channel": "email", "choice": "will_be_in"})
		if _, err := h.sender.RunDue(t.Context()); err != nil {
			t.Fatal(err)
		}
		ds, err := h.store.ListDeliveries(t.Context(), confirm.Scope{AccountID: h.account.ID, Sandbox: true}, id)
		if err != nil || len(ds) != 1 || ds[0].State != confirm.DeliveryFailed {
			t.Fatalf("deliveries %+v, %v; want one failed", ds, err)
		}
		did := ds[0].ID

		w := &isolation{t: t, h: h}
		sb := w.opsSignIn(&isoKey{name: "sandbox", key: h.sandbox})
		live := w.opsSignIn(&isoKey{name: "live", key: h.live})
		status, page, _ := w.consoleDo(sb, "GET", "/console/webhooks", nil, "")
		action := "/console/webhooks/" + id + "/" + did + "/resend"
		if status != http.StatusOK || !strings.Contains(page, action) || !strings.Contains(page, "500 HTTP 500") ||
			!strings.Contains(page, `href="/console/webhooks"`) {
			t.Fatalf("webhooks page: %d, want the failed delivery with Send again\n%s", status, page)
		}
		if _, page, _ := w.consoleDo(live, "GET", "/console/webhooks", nil, ""); strings.Contains(page, did) || !strings.Contains(page, "No failed webhooks") {
			t.Errorf("the live session sees the sandbox delivery:\n%s", page)
		}

		// Without the session's token: 403, nothing queued.
		forged := *sb
		forged.csrf = "forged"
		if status, _, _ := w.consoleDo(&forged, "POST", action, url.Values{}, ""); status != http.StatusForbidden {
			t.Errorf("forged CSRF: %d, want 403", status)
		}
		// Under another confirmation: 404.
		other := h.create(h.sandbox, validBody())["id"].(string)
		if status, _, _ := w.consoleDo(sb, "POST", "/console/webhooks/"+other+"/"+did+"/resend", url.Values{}, ""); status != http.StatusNotFound {
			t.Errorf("a delivery under another confirmation: %d, want 404", status)
		}
		rcv.mu.Lock()
		n := len(rcv.got)
		rcv.mu.Unlock()
		if n != 1 {
			t.Fatalf("the receiver got %d webhooks before Send again, want 1", n)
		}

		status, _, loc := w.consoleDo(sb, "POST", action, url.Values{}, "")
		if status != http.StatusSeeOther || loc != "/console/webhooks?sent="+did {
			t.Fatalf("Send again: %d %q", status, loc)
		}
		if _, page, _ := w.consoleDo(sb, "GET", loc, nil, ""); !strings.Contains(page, "is queued to be sent again") {
			t.Errorf("the page does not say the webhook is queued:\n%s", page)
		}
		if _, err := h.sender.RunDue(t.Context()); err != nil {
			t.Fatal(err)
		}
		rcv.mu.Lock()
		n = len(rcv.got)
		rcv.mu.Unlock()
		if n != 2 {
			t.Errorf("the receiver got %d webhooks after Send again, want 2", n)
		}
		if _, page, _ := w.consoleDo(sb, "GET", "/console/webhooks", nil, ""); strings.Contains(page, did) {
			t.Errorf("the delivered webhook is still listed as failed:\n%s", page)
		}
	})
}
