package httpapi

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// janesData is what validBody says of its customer; none of it may be left
// anywhere once she is erased.
var janesData = []string{"Jane", "Smith", "+447400123456", "7400123456", "jane@example.com", "1 High St", "LS1 1AA"}

// wantNoJane fails the test if text holds any of janesData.
func wantNoJane(t *testing.T, what, text string) {
	t.Helper()
	for _, w := range janesData {
		if strings.Contains(text, w) {
			t.Errorf("%s still holds %q:\n%s", what, w, text)
		}
	}
}

// wantJane fails the test unless text holds Jane's name and number: data
// an erasure must have left alone.
func wantJane(t *testing.T, what, text string) {
	t.Helper()
	if !strings.Contains(text, "Jane Smith") || !strings.Contains(text, "+447400123456") {
		t.Errorf("%s lost data an erasure must not touch:\n%s", what, text)
	}
}

// closedWithWebhook creates a sandbox confirmation of validBody, has the
// customer answer so it closes with a webhook, and records an attempt of
// that webhook whose receiver echoed the body.
func closedWithWebhook(t *testing.T, h *harness, key string, scope confirm.Scope) string {
	t.Helper()
	id := h.create(key, validBody())["id"].(string)
	if res := h.do("POST", "/v1/confirmations/"+id+"/advance", key, nil); res.Status != http.StatusOK {
		t.Fatalf("advance: %d %s", res.Status, res.Raw)
	}
	reply := map[string]any{"channel": "email", "choice": "someone_else", "signerName": "Jane Smith"}
	if res := h.do("POST", "/v1/sandbox/confirmations/"+id+"/reply", key, reply); res.Status != http.StatusOK {
		t.Fatalf("reply: %d %s", res.Status, res.Raw)
	}
	ds, err := h.store.ListDeliveries(t.Context(), scope, id)
	if err != nil || len(ds) == 0 {
		t.Fatalf("ListDeliveries = %v, %v; want the webhook", ds, err)
	}
	if err := h.store.FinishAttempt(t.Context(), ds[0].ID, confirm.Attempt{At: h.clock.Now(), StatusCode: 500,
		Duration: time.Millisecond, Error: "HTTP 500", ResponseBody: "could not store " + string(ds[0].Payload)},
		confirm.DeliveryFailed, time.Time{}); err != nil {
		t.Fatal(err)
	}
	return id
}

func TestErasure(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		sandbox := confirm.Scope{AccountID: h.account.ID, Sandbox: true}
		closed := closedWithWebhook(t, h, h.sandbox, sandbox)
		if res := h.do("POST", "/v1/confirmations", h.sandbox, validBody(), "Idempotency-Key", "order-1"); res.Status != http.StatusCreated {
			t.Fatalf("idempotent create: %d %s", res.Status, res.Raw)
		}
		someoneElse := validBody()
		someoneElse["customer"] = map[string]any{"name": "Tom Brown", "phone": "+447400999888", "email": "tom@example.com"}
		someoneElse["order"].(map[string]any)["address"] = map[string]any{"line1": "2 Low Rd", "postcode": "LS9 9ZZ"}
		tom := h.create(h.sandbox, someoneElse)["id"].(string)
		w := &isolation{t: t, h: h}
		console := w.signIn(&isoKey{name: "A sandbox", key: h.sandbox, scope: sandbox})
		if _, page, _ := w.consoleDo(console, "GET", "/sandbox/confirmations/"+closed, nil, ""); !strings.Contains(page, "Jane") {
			t.Fatalf("the console page does not show the customer before the erasure:\n%s", page)
		}

		// By email, in other case.
		res := h.do("POST", "/v1/erasures", h.sandbox, map[string]any{"email": "JANE@Example.com"})
		if res.Status != http.StatusOK {
			t.Fatalf("erasure: %d %s", res.Status, res.Raw)
		}
		if res.Body["confirmations"] != 2.0 || res.Body["deliveries"] != 1.0 || res.Body["idempotency"] != 1.0 {
			t.Errorf("erasure answered %s, want 2 confirmations, 1 delivery, 1 stored answer", res.Raw)
		}
		total := 0.0
		for _, k := range []string{"confirmations", "events", "deliveries", "idempotency", "optOuts"} {
			total += res.Body[k].(float64)
		}
		if res.Body["erased"] != total {
			t.Errorf("erased = %v, want the total %v", res.Body["erased"], total)
		}

		got := h.do("GET", "/v1/confirmations/"+closed, h.sandbox, nil)
		wantNoJane(t, "the confirmation", string(got.Raw))
		c := got.Body["confirmation"].(map[string]any)
		if c["status"] != "confirmed" || c["redactedAt"] == nil || c["outcome"].(map[string]any)["intent"] != "alternate_signer" {
			t.Errorf("erased confirmation lost its status, intent or redactedAt: %s", got.Raw)
		}
		if len(c["events"].([]any)) < 3 {
			t.Errorf("erased confirmation lost its timeline: %s", got.Raw)
		}
		status, page, _ := w.consoleDo(console, "GET", "/sandbox/confirmations/"+closed, nil, "")
		if status != http.StatusOK {
			t.Errorf("the console's page: %d", status)
		}
		wantNoJane(t, "the console's page with the webhook attempts", page)
		if !strings.Contains(page, "Personal data removed on") {
			t.Errorf("the console's page does not say the personal data was removed:\n%s", page)
		}
		if !strings.Contains(page, "HTTP 500") {
			t.Errorf("the console's page lost the webhook attempt:\n%s", page)
		}
		list := h.do("GET", "/v1/confirmations?limit=100", h.sandbox, nil)
		if !strings.Contains(string(list.Raw), "Tom Brown") {
			t.Errorf("another customer's data was erased: %s", list.Raw)
		}
		wantNoJane(t, "the list", string(list.Raw))
		if res := h.do("GET", "/v1/confirmations/"+tom, h.sandbox, nil); !strings.Contains(string(res.Raw), "+447400999888") {
			t.Errorf("another customer's confirmation changed: %s", res.Raw)
		}
		// A retry of the create gets its answer again, without Jane.
		replay := h.do("POST", "/v1/confirmations", h.sandbox, validBody(), "Idempotency-Key", "order-1")
		if replay.Status != http.StatusCreated {
			t.Fatalf("replay: %d %s", replay.Status, replay.Raw)
		}
		wantNoJane(t, "the replayed answer", string(replay.Raw))

		// The audit log says so, without the address.
		audit := h.do("GET", "/v1/audit", h.sandbox, nil)
		if audit.Status != http.StatusOK {
			t.Fatalf("audit: %d %s", audit.Status, audit.Raw)
		}
		wantNoJane(t, "the audit log", strings.ToLower(string(audit.Raw)))
		entries := audit.Body["entries"].([]any)
		if len(entries) != 1 {
			t.Fatalf("audit log = %s, want one entry", audit.Raw)
		}
		e := entries[0].(map[string]any)
		if e["action"] != "erasure" || e["scope"] != "sandbox" || !strings.HasPrefix(e["actor"].(string), "sk_test_") {
			t.Errorf("audit entry = %v", e)
		}

		// The console's audit page shows it too.
		status, page, _ = w.consoleDo(console, "GET", "/sandbox/audit", nil, "")
		if status != http.StatusOK || !strings.Contains(page, "erasure") || !strings.Contains(page, "by: email, confirmations: 2") ||
			!strings.Contains(page, e["actor"].(string)) || e["keyId"] == nil || !strings.Contains(page, "key "+e["keyId"].(string)) {
			t.Errorf("the console's audit page: %d\n%s", status, page)
		}
		wantNoJane(t, "the console's audit page", strings.ToLower(page))

		// Again: nothing is left to erase.
		if res := h.do("POST", "/v1/erasures", h.sandbox, map[string]any{"email": "jane@example.com"}); res.Status != http.StatusOK || res.Body["erased"] != 0.0 {
			t.Errorf("second erasure: %d %s, want 0 erased", res.Status, res.Raw)
		}
	})
}

// TestErasureScopes: a sandbox key erases its account's sandbox data only;
// a live key its account's live and sandbox data; no key another
// account's. An open confirmation erased is cancelled.
func TestErasureScopes(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		sandboxOpen := h.create(h.sandbox, validBody())["id"].(string)
		liveOpen := h.create(h.live, validBody())["id"].(string)
		elsewhere := h.create(h.other, validBody())["id"].(string)
		if err := h.store.OptOut(t.Context(), confirm.Scope{AccountID: h.account.ID}, "+447400123456", h.clock.Now()); err != nil {
			t.Fatal(err)
		}

		// The sandbox key, by the national number read in its zone.
		res := h.do("POST", "/v1/erasures", h.sandbox, map[string]any{"phone": "07400 123456", "timezone": "Europe/London"})
		if res.Status != http.StatusOK || res.Body["confirmations"] != 1.0 {
			t.Fatalf("sandbox erasure: %d %s", res.Status, res.Raw)
		}
		got := h.do("GET", "/v1/confirmations/"+sandboxOpen, h.sandbox, nil)
		wantNoJane(t, "the sandbox confirmation", string(got.Raw))
		c := got.Body["confirmation"].(map[string]any)
		if c["status"] != "cancelled" {
			t.Errorf("an open confirmation erased is %v, want cancelled", c["status"])
		}
		for _, s := range c["steps"].([]any) {
			if s.(map[string]any)["state"] == "pending" {
				t.Errorf("a step is still pending after the erasure: %s", got.Raw)
			}
		}
		wantJane(t, "the live confirmation after a sandbox erasure", string(h.do("GET", "/v1/confirmations/"+liveOpen, h.live, nil).Raw))
		wantJane(t, "another account's confirmation", string(h.do("GET", "/v1/confirmations/"+elsewhere, h.other, nil).Raw))
		// The opt-out holds, kept as a hash.
		if out, err := h.store.OptedOut(t.Context(), confirm.Scope{AccountID: h.account.ID}, "+447400123456"); err != nil || !out {
			t.Errorf("OptedOut after the erasure = %v, %v; want true", out, err)
		}

		// The live key covers its account's sandbox too.
		again := h.create(h.sandbox, validBody())["id"].(string)
		res = h.do("POST", "/v1/erasures", h.live, map[string]any{"phone": "+44 7400 123456"})
		if res.Status != http.StatusOK || res.Body["confirmations"] != 2.0 {
			t.Fatalf("live erasure: %d %s, want 2 confirmations", res.Status, res.Raw)
		}
		wantNoJane(t, "the live confirmation", string(h.do("GET", "/v1/confirmations/"+liveOpen, h.live, nil).Raw))
		wantNoJane(t, "the new sandbox confirmation", string(h.do("GET", "/v1/confirmations/"+again, h.sandbox, nil).Raw))
		wantJane(t, "another account's confirmation", string(h.do("GET", "/v1/confirmations/"+elsewhere, h.other, nil).Raw))
	})
}

func TestErasureBadRequests(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		for _, tt := range []struct {
			body any
			want string
		}{
			{map[string]any{}, "phone, email or confirmationId is required"},
			{map[string]any{"phone": "+447400123456", "email": "jane@example.com"}, "phone and email cannot be given together"},
			{map[string]any{"email": "jane@example.com", "confirmationId": "cf_000000000000000000000000"}, "email and confirmationId cannot be given together"},
			{map[string]any{"confirmationId": "cf_1"}, "confirmationId is not a confirmation id"},
			{map[string]any{"confirmationId": 12}, "confirmationId must be a string"},
			{map[string]any{"confirmationId": "cf_000000000000000000000000", "timezone": "Europe/London"}, "timezone is only read with phone"},
			{map[string]any{"email": "not an address"}, "email is not a valid email address"},
			{map[string]any{"phone": "07400 123456"}, "phone is not a valid phone number"},
			{map[string]any{"phone": "12"}, "phone is not a valid phone number"},
			{map[string]any{"phone": 447400123456}, "phone must be a string"},
			{map[string]any{"phone": "07400 123456", "timezone": "Mars/Base"}, "timezone is not a known IANA time zone"},
			{map[string]any{"name": "Jane Smith", "email": "jane@example.com"}, "name is not a known field"},
			{map[string]any{"email": "jane@example.com\u0000"}, "email"},
			{"[]", "object"},
		} {
			res := h.do("POST", "/v1/erasures", h.sandbox, tt.body)
			if res.Status != http.StatusBadRequest || !strings.Contains(string(res.Raw), tt.want) {
				t.Errorf("erasure of %v: %d %s, want 400 naming %q", tt.body, res.Status, res.Raw, tt.want)
			}
		}
		if res := h.do("POST", "/v1/erasures", "", map[string]any{"email": "jane@example.com"}); res.Status != http.StatusUnauthorized {
			t.Errorf("erasure without a key: %d %s", res.Status, res.Raw)
		}
		if res := h.do("GET", "/v1/erasures", h.sandbox, nil); res.Status != http.StatusMethodNotAllowed {
			t.Errorf("GET /v1/erasures: %d %s", res.Status, res.Raw)
		}
	})
}

// TestAuditScopes: a key reads its own account's entries only, a sandbox
// key those of sandbox scope only; paging and the action filter work.
func TestAuditScopes(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		for _, e := range []confirm.AuditEntry{
			{AccountID: h.account.ID, Scope: confirm.AuditScopeLive, Action: confirm.AuditKeyCreated, Target: "sk_live_ab"},
			{AccountID: h.account.ID, Scope: confirm.AuditScopeAccount, Action: confirm.AuditLimitChanged},
			{AccountID: h.account.ID, Scope: confirm.AuditScopeSandbox, Action: confirm.AuditKeyCreated, Target: "sk_test_cd"},
			{AccountID: h.account.ID, Scope: confirm.AuditScopeSandbox, Action: confirm.AuditRetention},
		} {
			e.At, e.Actor = h.clock.Now(), confirm.AuditActorCLI
			if err := h.store.RecordAudit(t.Context(), &e); err != nil {
				t.Fatal(err)
			}
		}
		count := func(key, query string) (int, *response) {
			res := h.do("GET", "/v1/audit"+query, key, nil)
			if res.Status != http.StatusOK {
				t.Fatalf("GET /v1/audit%s: %d %s", query, res.Status, res.Raw)
			}
			return len(res.Body["entries"].([]any)), res
		}
		if n, res := count(h.live, ""); n != 4 {
			t.Errorf("live key reads %d entries, want 4: %s", n, res.Raw)
		}
		if n, res := count(h.sandbox, ""); n != 2 {
			t.Errorf("sandbox key reads %d entries, want its scope's 2: %s", n, res.Raw)
		}
		if n, res := count(h.other, ""); n != 0 {
			t.Errorf("another account's key reads %d entries: %s", n, res.Raw)
		}
		if n, res := count(h.live, "?action=key.created"); n != 2 {
			t.Errorf("action filter gives %d entries, want 2: %s", n, res.Raw)
		}
		n, res := count(h.live, "?limit=3")
		next, _ := res.Body["nextCursor"].(string)
		if n != 3 || next == "" {
			t.Fatalf("first page: %d entries, cursor %q: %s", n, next, res.Raw)
		}
		if n, res := count(h.live, "?limit=3&cursor="+next); n != 1 || res.Body["nextCursor"] != nil {
			t.Errorf("second page: %d entries: %s", n, res.Raw)
		}
		for _, q := range []string{"?limit=0", "?limit=101", "?action=deleted", "?cursor=abc", "?since=2026-01-01", "?limit=1&limit=2"} {
			if res := h.do("GET", "/v1/audit"+q, h.live, nil); res.Status != http.StatusBadRequest {
				t.Errorf("GET /v1/audit%s: %d %s, want 400", q, res.Status, res.Raw)
			}
		}
	})
}

// TestErasureByConfirmation: an erasure naming a confirmation erases its
// customer: that confirmation and every other of the key's reach with the
// same phone or email, not another customer's; an unknown id, another
// account's or the other mode's is 404, and a sandbox key's erasure leaves
// live data as it was.
func TestErasureByConfirmation(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		named := h.create(h.sandbox, validBody())["id"].(string)
		samePhone := validBody()
		delete(samePhone["customer"].(map[string]any), "email")
		byPhone := h.create(h.sandbox, samePhone)["id"].(string)
		sameEmail := validBody()
		sameEmail["customer"].(map[string]any)["phone"] = "+447400555666"
		byEmail := h.create(h.sandbox, sameEmail)["id"].(string)
		tom := validBody()
		tom["customer"] = map[string]any{"name": "Tom Brown", "phone": "+447400999888", "email": "tom@example.com"}
		someoneElse := h.create(h.sandbox, tom)["id"].(string)
		liveJane := h.create(h.live, validBody())["id"].(string)
		elsewhere := h.create(h.other, validBody())["id"].(string)
		if err := h.store.OptOut(t.Context(), confirm.Scope{AccountID: h.account.ID}, "+447400123456", h.clock.Now()); err != nil {
			t.Fatal(err)
		}

		for _, tt := range []struct{ key, id string }{
			{h.sandbox, "cf_000000000000000000000000"},
			{h.sandbox, elsewhere},
			{h.sandbox, liveJane},
			{h.other, named},
		} {
			if res := h.do("POST", "/v1/erasures", tt.key, map[string]any{"confirmationId": tt.id}); res.Status != http.StatusNotFound {
				t.Errorf("erasure of %s: %d %s, want 404", tt.id, res.Status, res.Raw)
			}
		}

		res := h.do("POST", "/v1/erasures", h.sandbox, map[string]any{"confirmationId": named})
		if res.Status != http.StatusOK || res.Body["confirmations"] != 3.0 {
			t.Fatalf("erasure by confirmation: %d %s, want 3 confirmations", res.Status, res.Raw)
		}
		for _, id := range []string{named, byPhone, byEmail} {
			got := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil)
			wantNoJane(t, id, string(got.Raw))
			if c := got.Body["confirmation"].(map[string]any); c["status"] != "cancelled" || c["redactedAt"] == nil {
				t.Errorf("%s after the erasure: %s", id, got.Raw)
			}
		}
		if got := h.do("GET", "/v1/confirmations/"+someoneElse, h.sandbox, nil); !strings.Contains(string(got.Raw), "Tom Brown") {
			t.Errorf("another customer's confirmation changed: %s", got.Raw)
		}
		// The sandbox key's erasure leaves the live confirmation and the
		// live opt-out as they were.
		wantJane(t, "the live confirmation after a sandbox erasure", string(h.do("GET", "/v1/confirmations/"+liveJane, h.live, nil).Raw))
		wantJane(t, "another account's confirmation", string(h.do("GET", "/v1/confirmations/"+elsewhere, h.other, nil).Raw))
		if out, err := h.store.OptedOut(t.Context(), confirm.Scope{AccountID: h.account.ID}, "+447400123456"); err != nil || !out {
			t.Errorf("live OptedOut after a sandbox erasure = %v, %v; want true", out, err)
		}
		page, err := h.store.ListAudit(t.Context(), confirm.AuditFilter{AccountID: h.account.ID, Action: confirm.AuditErasure, Limit: 10})
		if err != nil || len(page.Entries) != 1 || !strings.Contains(string(page.Entries[0].Details), `"by":"confirmation"`) ||
			strings.Contains(string(page.Entries[0].Details), named) {
			t.Errorf("audit = %+v, %v; want one entry by confirmation, without its id", page.Entries, err)
		}

		// Named again, the redacted confirmation is all it covers.
		res = h.do("POST", "/v1/erasures", h.sandbox, map[string]any{"confirmationId": named})
		if res.Status != http.StatusOK || res.Body["confirmations"] != 1.0 {
			t.Errorf("erasure of an erased confirmation: %d %s, want 1 confirmation", res.Status, res.Raw)
		}

		// The live key reaches the live confirmation and, by its phone and
		// email, the account's sandbox: a new one there.
		sandboxAgain := h.create(h.sandbox, validBody())["id"].(string)
		res = h.do("POST", "/v1/erasures", h.live, map[string]any{"confirmationId": liveJane})
		if res.Status != http.StatusOK || res.Body["confirmations"] != 2.0 {
			t.Errorf("live erasure by confirmation: %d %s, want the live one and the new sandbox one", res.Status, res.Raw)
		}
		wantNoJane(t, "the new sandbox confirmation", string(h.do("GET", "/v1/confirmations/"+sandboxAgain, h.sandbox, nil).Raw))
		wantNoJane(t, "the live confirmation", string(h.do("GET", "/v1/confirmations/"+liveJane, h.live, nil).Raw))
		wantJane(t, "another account's confirmation", string(h.do("GET", "/v1/confirmations/"+elsewhere, h.other, nil).Raw))
	})
}

// TestErasureStaysErasedOverHTTP: a late reply through the sandbox and a
// resolution's notes on an erased confirmation keep their intent and
// status, not their words, in the confirmation and in its webhooks.
func TestErasureStaysErasedOverHTTP(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		sandbox := confirm.Scope{AccountID: h.account.ID, Sandbox: true}
		id := h.started(twoOptions(), 2)
		h.reply(id, sms("Yes, Jane will be in"))
		if res := h.do("POST", "/v1/erasures", h.sandbox, map[string]any{"confirmationId": id}); res.Status != http.StatusOK {
			t.Fatalf("erasure: %d %s", res.Status, res.Raw)
		}
		res := h.do("POST", "/v1/sandbox/confirmations/"+id+"/reply", h.sandbox, sms("late-marker-Q9 Jane Smith here, actually cancel it"))
		if res.Status != http.StatusOK {
			t.Fatalf("late reply: %d %s", res.Status, res.Raw)
		}
		res = h.do("POST", "/v1/confirmations/"+id+"/resolve", h.sandbox, map[string]any{
			"status": "confirmed", "intent": "alternate_signer", "signerName": "Jane Smith",
			"notes": "late-marker-Q9 gate code 1 High St", "author": "Ann"})
		if res.Status != http.StatusOK {
			t.Fatalf("resolve: %d %s", res.Status, res.Raw)
		}
		got := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil)
		wantNoJane(t, "the confirmation after late text", string(got.Raw))
		if strings.Contains(string(got.Raw), "late-marker-Q9") {
			t.Errorf("the late text was kept: %s", got.Raw)
		}
		c := got.Body["confirmation"].(map[string]any)
		if c["status"] != "confirmed" || c["outcome"].(map[string]any)["intent"] != "alternate_signer" || c["redactedAt"] == nil {
			t.Errorf("after the late text: %s, want confirmed, alternate_signer, still redacted", got.Raw)
		}
		ds, err := h.store.ListDeliveries(t.Context(), sandbox, id)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range ds {
			wantNoJane(t, "a webhook body", string(d.Payload))
			if strings.Contains(string(d.Payload), "late-marker-Q9") {
				t.Errorf("a webhook body kept the late text: %s", d.Payload)
			}
		}
	})
}
