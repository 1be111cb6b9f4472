package httpapi

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha1"
	"encoding/base64"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/web"
)

// The isolation walk. Two accounts, each with a sandbox key and a live key,
// make four scopes; each scope gets an open confirmation and a closed one
// with a webhook delivery. Then every route the server registers is walked
// with every key against every confirmation of the other three scopes: the
// API, the customer pages (with tokens signed for the wrong scope), the
// sandbox console (signed in with each sandbox key) and Twilio's webhooks.
// No answer may read, list, change or reply to another scope's
// confirmation, or tell it apart from one that does not exist; and each
// confirmation and its webhook deliveries are byte for byte as they were
// before the walk.
//
// isolationRoutes must name every pattern registered with the server's
// mux: a route added without an entry fails TestIsolationCoversEveryRoute.

// isoKey is one of the four keys and the scope it sees.
type isoKey struct {
	name    string // e.g. "A live"
	key     string
	scope   confirm.Scope
	console *consoleSession // nil for live keys, which cannot sign in
	// ops is the key's session of the operators' console (/console).
	ops *consoleSession
	// idem is the Idempotency-Key this key created a confirmation with.
	idem string
}

// isoTarget is a confirmation that other scopes' keys attack.
type isoTarget struct {
	name     string // e.g. "A live closed"
	owner    *isoKey
	id       string
	status   string
	delivery string // a webhook delivery of it, if closed
	// before is what the owner read before the walk: the API's answer and
	// the webhook deliveries.
	before, beforeDeliveries []byte
}

type isolation struct {
	t       *testing.T
	h       *harness
	keys    []*isoKey
	targets []*isoTarget
}

// sharedExternalID is on every target, so that a filter by it would find
// the other scopes' confirmations if the scope were ignored.
const sharedExternalID = "SO-SHARED"

// isolationRoute is one registered pattern and how to attack it.
type isolationRoute struct {
	pattern string
	// check sends the route's requests as k against tg, a confirmation of
	// another scope, and reports any answer that is not the one an unknown
	// id gets.
	check func(w *isolation, k *isoKey, tg *isoTarget)
	// none says why a route has no check: it names no confirmation.
	none string
}

var isolationRoutes = []isolationRoute{
	// The API.
	{pattern: "GET /v1/confirmations", check: (*isolation).checkList},
	{pattern: "POST /v1/confirmations", check: (*isolation).checkCreateIdempotency},
	{pattern: "GET /v1/confirmations/{id}", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		w.apiNotFound(k, "GET", "/v1/confirmations/"+tg.id, nil)
	}},
	{pattern: "POST /v1/confirmations/{id}/cancel", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		w.apiNotFound(k, "POST", "/v1/confirmations/"+tg.id+"/cancel", nil)
		w.apiNotFound(k, "POST", "/v1/confirmations/"+tg.id+"/cancel", map[string]any{"reason": "not yours"})
	}},
	{pattern: "POST /v1/confirmations/{id}/advance", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		w.apiNotFound(k, "POST", "/v1/confirmations/"+tg.id+"/advance", nil)
		w.apiNotFound(k, "POST", "/v1/confirmations/"+tg.id+"/advance", map[string]any{})
	}},
	{pattern: "POST /v1/confirmations/{id}/delivery", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		w.apiNotFound(k, "POST", "/v1/confirmations/"+tg.id+"/delivery", map[string]any{"result": "delivered", "at": start.Format(time.RFC3339)})
		w.apiNotFound(k, "POST", "/v1/confirmations/"+tg.id+"/delivery", map[string]any{})
	}},
	{pattern: "GET /v1/stats", check: (*isolation).checkStats},
	{pattern: "GET /v1/account", check: (*isolation).checkAccount},
	{pattern: "PATCH /v1/account", check: (*isolation).checkAccount},
	{pattern: "POST /v1/sandbox/confirmations/{id}/reply", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		for _, body := range []map[string]any{
			{"channel": "email", "choice": "will_be_in"},
			{"channel": "email", "choice": "someone_else", "signerName": "Tom Smith"},
			{"channel": "email", "choice": "different_day", "slot": 0},
			sms("Yes, I will be in"), sms("STOP"), call("I need another day"),
			{"channel": "call", "answered": false},
		} {
			w.apiNotFound(k, "POST", "/v1/sandbox/confirmations/"+tg.id+"/reply", body)
		}
	}},
	// The hand-off inbox.
	{pattern: "GET /v1/inbox", check: (*isolation).checkInbox},
	{pattern: "POST /v1/confirmations/{id}/messages", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		w.apiNotFound(k, "POST", "/v1/confirmations/"+tg.id+"/messages", map[string]any{"channel": "sms", "text": "Hello", "author": "Sam"})
		w.apiNotFound(k, "POST", "/v1/confirmations/"+tg.id+"/messages", map[string]any{"channel": "email", "text": "Hello"})
	}},
	{pattern: "POST /v1/confirmations/{id}/resolve", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		w.apiNotFound(k, "POST", "/v1/confirmations/"+tg.id+"/resolve", map[string]any{"status": "confirmed", "author": "Sam"})
		w.apiNotFound(k, "POST", "/v1/confirmations/"+tg.id+"/resolve", map[string]any{"status": "cancelled"})
	}},
	{pattern: "POST /v1/erasures", none: "names a customer, not a confirmation; TestErasureScopes shows it changes nothing of another account or of a live key's data"},
	{pattern: "GET /v1/events", check: (*isolation).checkEvents},
	{pattern: "GET /v1/confirmations/{id}/webhooks", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		w.apiNotFound(k, "GET", "/v1/confirmations/"+tg.id+"/webhooks", nil)
	}},
	{pattern: "POST /v1/confirmations/{id}/webhooks/{attemptId}/resend", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		if tg.delivery == "" {
			return
		}
		w.apiNotFound(k, "POST", "/v1/confirmations/"+tg.id+"/webhooks/"+tg.delivery+"-1/resend", nil)
		if own := w.own(k); own != nil {
			// The other scope's attempt under one of the key's own
			// confirmations.
			res := w.h.do("POST", "/v1/confirmations/"+own.id+"/webhooks/"+tg.delivery+"-1/resend", k.key, nil)
			if res.Status != http.StatusNotFound {
				w.t.Errorf("%s: resend of %s's attempt under its own confirmation: %d %s", k.name, tg.name, res.Status, res.Raw)
			}
		}
	}},
	{pattern: "GET /v1/audit", none: "names no confirmation; TestAuditScopes shows a key reads its own account's entries only"},
	{pattern: "GET /healthz", none: "says whether the service is up"},
	{pattern: "GET /v1/openapi.json", none: "the public API document, the same for everyone"},
	{pattern: "GET /readyz", none: "says whether the database answers"},
	{pattern: "GET /{$}", none: "a page of links, the same for everyone"},
	{pattern: "GET /docs", none: "the README, the same for everyone"},
	{pattern: "GET /docs/{$}", none: "redirects to /docs"},
	{pattern: "GET /docs/{name}", none: "a page of docs/, the same for everyone"},
	{pattern: "GET /docs/api", none: "the API reference, the same for everyone"},
	{pattern: "GET /assets/{file}", none: "the pages' stylesheet and Redoc's bundle"},
	{pattern: "GET /metrics", none: "counts and timings of the whole process, never an id (loopback clients only unless made public)"},
	{pattern: "/", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		// Any other path is 404 whatever id it holds.
		for _, p := range []string{"/v1/confirmations/" + tg.id + "/events", "/v1/confirmations/" + tg.id + "/"} {
			if res := w.h.do("GET", p, k.key, nil); res.Status != http.StatusNotFound {
				w.t.Errorf("%s: GET %s (%s's): %d, want 404\n%s", k.name, p, tg.name, res.Status, res.Raw)
			}
		}
	}},

	// The customer pages: a token signed with the service's secret but
	// naming the key's scope, and one signed with another secret.
	{pattern: "GET /c/{token}", check: func(w *isolation, k *isoKey, tg *isoTarget) { w.checkPage(k, tg, "GET") }},
	{pattern: "POST /c/{token}", check: func(w *isolation, k *isoKey, tg *isoTarget) { w.checkPage(k, tg, "POST") }},

	// The sandbox console.
	{pattern: "GET /sandbox", check: (*isolation).checkConsoleList},
	{pattern: "GET /sandbox/{$}", none: "redirects to /sandbox"},
	{pattern: "GET /sandbox/dashboard", check: (*isolation).checkDashboard},
	{pattern: "GET /sandbox/sign-in", none: "the sign-in form"},
	{pattern: "GET /sandbox/audit", check: (*isolation).checkSandboxAudit},
	{pattern: "POST /sandbox/sign-in", none: "signs a sandbox key in (live keys are refused: checked as the walk signs in)"},
	{pattern: "POST /sandbox/sign-out", none: "ends the session"},
	{pattern: "GET /sandbox/console.js", none: "a static script"},
	{pattern: "GET /sandbox/new", none: "the create form"},
	{pattern: "POST /sandbox/new", none: "creates in the session's own scope"},
	{pattern: "GET /sandbox/confirmations/{id}", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		w.consoleNotFound(k, "GET", "/sandbox/confirmations/"+tg.id, nil)
	}},
	{pattern: "GET /sandbox/confirmations/{id}/events", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		w.consoleNotFound(k, "GET", "/sandbox/confirmations/"+tg.id+"/events", nil)
	}},
	{pattern: "POST /sandbox/confirmations/{id}/advance", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		w.consoleNotFound(k, "POST", "/sandbox/confirmations/"+tg.id+"/advance", url.Values{})
	}},
	{pattern: "POST /sandbox/confirmations/{id}/cancel", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		w.consoleNotFound(k, "POST", "/sandbox/confirmations/"+tg.id+"/cancel", url.Values{"reason": {"not yours"}})
	}},
	{pattern: "POST /sandbox/confirmations/{id}/reply", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		for _, f := range []url.Values{
			{"channel": {"email"}, "choice": {"will_be_in"}},
			{"channel": {"sms"}, "text": {"yes"}},
			{"channel": {"call"}, "ringOut": {"1"}},
		} {
			w.consoleNotFound(k, "POST", "/sandbox/confirmations/"+tg.id+"/reply", f)
		}
	}},
	{pattern: "POST /sandbox/confirmations/{id}/deliveries/{delivery}/resend", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		if tg.delivery == "" {
			return
		}
		// The other scope's delivery, under its own confirmation and under
		// one of the key's own.
		w.consoleNotFound(k, "POST", "/sandbox/confirmations/"+tg.id+"/deliveries/"+tg.delivery+"/resend", url.Values{})
		if own := w.own(k); own != nil {
			w.consoleNotFound(k, "POST", "/sandbox/confirmations/"+own.id+"/deliveries/"+tg.delivery+"/resend", url.Values{})
		}
	}},

	// The operators' console.
	{pattern: "GET /console", none: "redirects to /console/inbox"},
	{pattern: "GET /console/sign-in", none: "the sign-in form"},
	{pattern: "POST /console/sign-in", none: "signs a key in to its own scope (checked as the walk signs in)"},
	{pattern: "POST /console/sign-out", none: "ends the session"},
	{pattern: "POST /console/inbox/{id}/take", none: "reads the confirmation in the session's scope first (404 otherwise, TestInboxTake); the claim is stored only for a confirmation of the session's account"},
	{pattern: "POST /console/inbox/{id}/release", none: "removes a claim of the session's own account only (TestInboxTake)"},
	{pattern: "GET /console/team", none: "lists the operators of the session's own account only (TestOperatorSignIn)"},
	{pattern: "GET /console/erasures", none: "the erasure form"},
	{pattern: "POST /console/erasures", none: "the API's POST /v1/erasures made as the session, whose isolation that route's entry checks"},
	{pattern: "GET /console/set-password", none: "found by its one-time link's token only, which names one operator (TestOperatorSignIn)"},
	{pattern: "POST /console/set-password", none: "found by its one-time link's token only, which names one operator (TestOperatorSignIn)"},
	{pattern: "GET /console/inbox", check: (*isolation).checkOpsInbox},
	{pattern: "GET /console/dashboard", check: (*isolation).checkOpsDashboard},
	{pattern: "GET /console/audit", check: (*isolation).checkOpsAudit},
	{pattern: "GET /console/inbox/events", check: (*isolation).checkOpsInboxEvents},
	{pattern: "GET /console/webhooks", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		status, body, _ := w.consoleDo(k.ops, "GET", "/console/webhooks", nil, "")
		if status != http.StatusOK {
			w.t.Errorf("%s: operators' webhooks: %d\n%s", k.name, status, body)
		}
		if strings.Contains(body, tg.id) || (tg.delivery != "" && strings.Contains(body, tg.delivery)) {
			w.t.Errorf("%s: operators' webhooks show %s", k.name, tg.name)
		}
	}},
	{pattern: "POST /console/webhooks/{id}/{delivery}/resend", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		if tg.delivery == "" {
			return
		}
		w.opsNotFound(k, "POST", "/console/webhooks/"+tg.id+"/"+tg.delivery+"/resend", url.Values{})
		if own := w.own(k); own != nil {
			w.opsNotFound(k, "POST", "/console/webhooks/"+own.id+"/"+tg.delivery+"/resend", url.Values{})
		}
	}},
	{pattern: "GET /console/inbox/{id}", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		w.opsNotFound(k, "GET", "/console/inbox/"+tg.id, nil)
	}},
	{pattern: "GET /console/inbox/{id}/events", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		w.opsNotFound(k, "GET", "/console/inbox/"+tg.id+"/events", nil)
	}},
	{pattern: "POST /console/inbox/{id}/messages", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		w.opsNotFound(k, "POST", "/console/inbox/"+tg.id+"/messages", url.Values{"channel": {"sms"}, "text": {"Hello"}, "author": {"Sam"}})
	}},
	{pattern: "POST /console/inbox/{id}/resolve", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		w.opsNotFound(k, "POST", "/console/inbox/"+tg.id+"/resolve", url.Values{"status": {"cancelled"}, "author": {"Sam"}})
		w.opsNotFound(k, "POST", "/console/inbox/"+tg.id+"/resolve", url.Values{"status": {"rescheduled"}, "slot": {"0"}})
	}},

	// Twilio's webhooks take no key: only Twilio's signature.
	{pattern: "POST /providers/twilio/status", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		w.checkTwilio(k, tg, "/providers/twilio/status?cf="+tg.id+"&ch=sms",
			url.Values{"MessageSid": {"SM" + strings.Repeat("1", 32)}, "MessageStatus": {"failed"}, "ErrorCode": {"30003"}})
		w.checkTwilio(k, tg, "/providers/twilio/status?cf="+tg.id+"&ch=call",
			url.Values{"CallSid": {"CA" + strings.Repeat("1", 32)}, "CallStatus": {"no-answer"}})
	}},
	{pattern: "POST /providers/twilio/voice/answer", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		w.checkTwilio(k, tg, "/providers/twilio/voice/answer?cf="+tg.id,
			url.Values{"CallSid": {"CA" + strings.Repeat("2", 32)}, "CallStatus": {"in-progress"}})
	}},
	{pattern: "POST /providers/twilio/voice/gather", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		w.checkTwilio(k, tg, "/providers/twilio/voice/gather?cf="+tg.id,
			url.Values{"CallSid": {"CA" + strings.Repeat("2", 32)}, "SpeechResult": {"cancel it"}, "Confidence": {"0.9"}})
	}},
	{pattern: "POST /providers/twilio/sms", check: func(w *isolation, k *isoKey, tg *isoTarget) {
		// An inbound text is matched by the customer's number among live
		// confirmations of every account, as Twilio's number serves them
		// all; so only the forged one is walked here.
		w.checkTwilio(k, tg, "/providers/twilio/sms",
			url.Values{"MessageSid": {"SM" + strings.Repeat("3", 32)}, "From": {"+447400123456"}, "To": {"+447700900001"}, "Body": {"STOP"}})
	}},
}

func TestIsolation(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		w := newIsolation(t, h)
		for _, r := range isolationRoutes {
			if r.check == nil {
				continue
			}
			t.Run(r.pattern, func(t *testing.T) {
				w := *w
				w.t = t
				for _, k := range w.keys {
					for _, tg := range w.targets {
						if tg.owner != k {
							r.check(&w, k, tg)
						}
					}
				}
			})
		}
		w.checkUnchanged()
	})
}

// TestIsolationCoversEveryRoute compares isolationRoutes with the patterns
// registered in the source of the server, the pages, the console and the
// Twilio webhooks.
func TestIsolationCoversEveryRoute(t *testing.T) {
	t.Parallel()
	registered := registeredPatterns(t, ".", "../web", "../twilio")
	var listed []string
	for _, r := range isolationRoutes {
		if (r.check == nil) == (r.none == "") {
			t.Errorf("route %q needs either a check or a reason it has none", r.pattern)
		}
		listed = append(listed, r.pattern)
	}
	for _, p := range registered {
		if !slices.Contains(listed, p) {
			t.Errorf("route %q is registered but has no entry in isolationRoutes: add how a key of one scope attacks it", p)
		}
	}
	for _, p := range listed {
		if !slices.Contains(registered, p) {
			t.Errorf("isolationRoutes lists %q, which is no longer registered", p)
		}
	}
	if len(registered) < 20 {
		t.Errorf("found only %d registered patterns; the source scan is broken: %v", len(registered), registered)
	}
}

// newIsolation makes the four keys, signs the sandbox keys in to the
// console, and creates and snapshots the targets.
func newIsolation(t *testing.T, h *harness) *isolation {
	t.Helper()
	ctx := t.Context()
	_, other, err := h.store.APIKeyByHash(ctx, confirm.HashKey(h.other))
	if err != nil {
		t.Fatal(err)
	}
	w := &isolation{t: t, h: h}
	for _, k := range []*isoKey{
		{name: "A sandbox", key: h.sandbox, scope: confirm.Scope{AccountID: h.account.ID, Sandbox: true}},
		{name: "A live", key: h.live, scope: confirm.Scope{AccountID: h.account.ID}},
		{name: "B sandbox", key: h.other, scope: confirm.Scope{AccountID: other.ID, Sandbox: true}},
		{name: "B live", key: h.addKey(other.ID, false), scope: confirm.Scope{AccountID: other.ID}},
	} {
		w.keys = append(w.keys, k)
		k.console = w.signIn(k)
		k.ops = w.opsSignIn(k)
	}
	w.recordAuditMarks()

	for _, k := range w.keys {
		body := validBody()
		body["externalId"] = sharedExternalID
		if k.scope.Sandbox {
			body["cadence"] = "demo"
		}
		open := w.h.create(k.key, body)
		closed := w.h.create(k.key, body)
		w.targets = append(w.targets,
			&isoTarget{name: k.name + " open", owner: k, id: open["id"].(string)},
			&isoTarget{name: k.name + " closed", owner: k, id: closed["id"].(string)})
		id := closed["id"].(string)
		if k.scope.Sandbox {
			// The email is out and the customer says yes: confirmed, with
			// its webhook.
			w.mustAPI(k, "POST", "/v1/confirmations/"+id+"/advance", nil)
			w.mustAPI(k, "POST", "/v1/sandbox/confirmations/"+id+"/reply", map[string]any{"channel": "email", "choice": "will_be_in"})
			// Then a change of mind: action_needed, waiting in the inbox,
			// which the other scopes' inbox must not show.
			w.mustAPI(k, "POST", "/v1/sandbox/confirmations/"+id+"/reply", map[string]any{"channel": "email", "choice": "different_day"})
		} else {
			// No live provider is configured here, so every step fails and
			// the plan runs out: unreachable, with its webhook.
			for i := 0; i < 6; i++ {
				res := h.do("POST", "/v1/confirmations/"+id+"/advance", k.key, nil)
				if res.Status == http.StatusConflict {
					break
				}
				if res.Status != http.StatusOK {
					t.Fatalf("%s: advance: %d %s", k.name, res.Status, res.Raw)
				}
				h.clock.Advance(time.Second)
			}
		}
		// The open one, advanced once in the sandbox, has its email out and
		// takes replies.
		if k.scope.Sandbox {
			w.mustAPI(k, "POST", "/v1/confirmations/"+open["id"].(string)+"/advance", nil)
		}
		// A create with an Idempotency-Key, which another scope then uses.
		k.idem = "isolation-" + strings.ReplaceAll(k.name, " ", "-")
		if res := h.do("POST", "/v1/confirmations", k.key, validBody(), "Idempotency-Key", k.idem); res.Status != http.StatusCreated {
			t.Fatalf("%s: idempotent create: %d %s", k.name, res.Status, res.Raw)
		}
	}

	for _, tg := range w.targets {
		res := h.do("GET", "/v1/confirmations/"+tg.id, tg.owner.key, nil)
		if res.Status != http.StatusOK {
			t.Fatalf("%s: %d %s", tg.name, res.Status, res.Raw)
		}
		tg.before = res.Raw
		tg.status = res.Body["confirmation"].(map[string]any)["status"].(string)
		ds := w.deliveries(tg)
		tg.beforeDeliveries = ds
		var list []*confirm.Delivery
		json.Unmarshal(ds, &list)
		if len(list) > 0 {
			tg.delivery = list[0].ID
		}
		if strings.HasSuffix(tg.name, "closed") && (tg.status == "in_progress" || tg.status == "scheduled" || tg.delivery == "") {
			t.Fatalf("%s did not close with a webhook: %s, %d deliveries", tg.name, tg.status, len(list))
		}
	}
	return w
}

func (w *isolation) mustAPI(k *isoKey, method, path string, body any) *response {
	w.t.Helper()
	res := w.h.do(method, path, k.key, body)
	if res.Status != http.StatusOK {
		w.t.Fatalf("%s: %s %s: %d %s", k.name, method, path, res.Status, res.Raw)
	}
	return res
}

func (w *isolation) deliveries(tg *isoTarget) []byte {
	w.t.Helper()
	ds, err := w.h.store.ListDeliveries(w.t.Context(), tg.owner.scope, tg.id)
	if err != nil {
		w.t.Fatal(err)
	}
	b, err := json.Marshal(ds)
	if err != nil {
		w.t.Fatal(err)
	}
	return b
}

// own returns a target of k's own scope that has a delivery.
func (w *isolation) own(k *isoKey) *isoTarget {
	for _, tg := range w.targets {
		if tg.owner == k && tg.delivery != "" {
			return tg
		}
	}
	return nil
}

// checkUnchanged compares every target with what its owner read before.
func (w *isolation) checkUnchanged() {
	w.t.Helper()
	for _, tg := range w.targets {
		res := w.h.do("GET", "/v1/confirmations/"+tg.id, tg.owner.key, nil)
		if res.Status != http.StatusOK || !bytes.Equal(res.Raw, tg.before) {
			w.t.Errorf("%s changed during the walk: %d\nbefore: %s\nafter:  %s", tg.name, res.Status, tg.before, res.Raw)
		}
		if after := w.deliveries(tg); !bytes.Equal(after, tg.beforeDeliveries) {
			w.t.Errorf("%s: webhook deliveries changed during the walk\nbefore: %s\nafter:  %s", tg.name, tg.beforeDeliveries, after)
		}
	}
}

// unknownID is a well-formed confirmation id that no scope has.
const unknownID = "cf_000000000000000000000000"

// apiNotFound insists on 404, and on exactly the answer the same request
// gets for an id that does not exist: "confirmation not found", or for a
// live key on a sandbox route, that the route takes sandbox keys only.
func (w *isolation) apiNotFound(k *isoKey, method, path string, body any) {
	w.t.Helper()
	res := w.h.do(method, path, k.key, body)
	unknown := w.h.do(method, strings.Replace(path, idIn(path), unknownID, 1), k.key, body)
	if res.Status != http.StatusNotFound || res.Status != unknown.Status || !bytes.Equal(res.Raw, unknown.Raw) {
		w.t.Errorf("%s: %s %s: %d %s, want 404 as for an unknown id: %d %s", k.name, method, path, res.Status, res.Raw, unknown.Status, unknown.Raw)
	}
}

var confirmationID = regexp.MustCompile(`cf_[0-9a-z]{24}`)

func idIn(path string) string { return confirmationID.FindString(path) }

// checkEvents reads the events feed, from its start and from a cursor of
// the target owner's, once every change has settled, and insists that
// only the key's own scope's confirmations are named.
func (w *isolation) checkEvents(k *isoKey, tg *isoTarget) {
	w.t.Helper()
	w.h.clock.Advance(confirm.ChangeSettle)
	queries := []string{"", "?limit=100"}
	if res := w.h.do("GET", "/v1/events?limit=1", tg.owner.key, nil); res.Status == http.StatusOK {
		if c, ok := res.Body["nextCursor"].(string); ok {
			queries = append(queries, "?after="+url.QueryEscape(c))
		}
	}
	for _, q := range queries {
		res := w.h.do("GET", "/v1/events"+q, k.key, nil)
		if res.Status != http.StatusOK {
			w.t.Errorf("%s: events%s: %d %s", k.name, q, res.Status, res.Raw)
			continue
		}
		for _, other := range w.targets {
			if other.owner != k && strings.Contains(string(res.Raw), other.id) {
				w.t.Errorf("%s: events%s name %s (%s)", k.name, q, other.id, other.name)
			}
		}
	}
}

// checkList lists with every filter, and through every page, and insists
// that only the key's own scope comes back.
func (w *isolation) checkList(k *isoKey, tg *isoTarget) {
	w.t.Helper()
	queries := []string{"", "?limit=100", "?externalId=" + sharedExternalID, "?status=" + tg.status,
		"?status=" + tg.status + "&externalId=" + sharedExternalID + "&limit=100"}
	// A cursor taken from the target owner's own list.
	if res := w.h.do("GET", "/v1/confirmations?limit=1", tg.owner.key, nil); res.Status == http.StatusOK {
		if c, ok := res.Body["nextCursor"].(string); ok {
			queries = append(queries, "?cursor="+url.QueryEscape(c))
		}
	}
	for _, q := range queries {
		res := w.h.do("GET", "/v1/confirmations"+q, k.key, nil)
		if res.Status == http.StatusBadRequest && strings.Contains(q, "cursor") {
			continue // refusing another scope's cursor leaks nothing
		}
		if res.Status != http.StatusOK {
			w.t.Errorf("%s: list%s: %d %s", k.name, q, res.Status, res.Raw)
			continue
		}
		w.onlyOwn(k, "list"+q, res)
	}
	// Page by page with the smallest page.
	path := "/v1/confirmations?limit=1"
	for i := 0; i < 100; i++ {
		res := w.h.do("GET", path, k.key, nil)
		if res.Status != http.StatusOK {
			w.t.Fatalf("%s: %s: %d %s", k.name, path, res.Status, res.Raw)
		}
		w.onlyOwn(k, path, res)
		c, ok := res.Body["nextCursor"].(string)
		if !ok {
			return
		}
		path = "/v1/confirmations?limit=1&cursor=" + url.QueryEscape(c)
	}
	w.t.Errorf("%s: paging did not end", k.name)
}

func (w *isolation) onlyOwn(k *isoKey, what string, res *response) {
	w.t.Helper()
	for _, c := range res.Body["confirmations"].([]any) {
		id := c.(map[string]any)["id"].(string)
		if scope, err := w.h.store.ScopeOf(w.t.Context(), id); err != nil || scope != k.scope {
			w.t.Errorf("%s: %s lists %s of scope %+v (%v)", k.name, what, id, scope, err)
		}
	}
	for _, tg := range w.targets {
		if tg.owner != k && bytes.Contains(res.Raw, []byte(tg.id)) {
			w.t.Errorf("%s: %s mentions %s (%s)", k.name, what, tg.id, tg.name)
		}
	}
}

// checkCreateIdempotency reuses the target owner's Idempotency-Key, with
// the same body: the key must get a confirmation of its own, never a
// replay of the other scope's.
func (w *isolation) checkCreateIdempotency(k *isoKey, tg *isoTarget) {
	w.t.Helper()
	theirs := w.h.do("POST", "/v1/confirmations", tg.owner.key, validBody(), "Idempotency-Key", tg.owner.idem)
	res := w.h.do("POST", "/v1/confirmations", k.key, validBody(), "Idempotency-Key", tg.owner.idem)
	if res.Status != http.StatusCreated {
		w.t.Errorf("%s: create with %s's Idempotency-Key: %d %s", k.name, tg.owner.name, res.Status, res.Raw)
		return
	}
	id := res.Body["confirmation"].(map[string]any)["id"].(string)
	theirID, _ := theirs.Body["confirmation"].(map[string]any)["id"].(string)
	if scope, err := w.h.store.ScopeOf(w.t.Context(), id); err != nil || scope != k.scope || id == theirID {
		w.t.Errorf("%s: create with %s's Idempotency-Key answered %s of scope %+v (theirs is %s)", k.name, tg.owner.name, id, scope, theirID)
	}
}

// checkPage opens the target's page with tokens that are signed with the
// service's secret but name the key's scope, and with a token of the
// target's own scope signed with another secret.
func (w *isolation) checkPage(k *isoKey, tg *isoTarget, method string) {
	w.t.Helper()
	for _, choice := range []string{confirm.ChoiceWillBeIn, confirm.ChoiceSomeoneElse, confirm.ChoiceDifferentDay} {
		tokens := map[string]string{
			"signed for the key's scope": web.SignToken(w.h.linkSecret, web.Token{ConfirmationID: tg.id, AccountID: k.scope.AccountID, Sandbox: k.scope.Sandbox, Choice: choice}),
			"signed with another secret": web.SignToken([]byte("not the service's secret"), web.Token{ConfirmationID: tg.id, AccountID: tg.owner.scope.AccountID, Sandbox: tg.owner.scope.Sandbox, Choice: choice}),
		}
		for what, tok := range tokens {
			form := url.Values{"token": {tok}, "signerName": {"Tom Smith"}, "slot": {"0"}}
			status, body, _ := w.h.page(method, w.h.srv.URL+"/c/"+tok, form)
			if status != http.StatusNotFound || !strings.Contains(body, "This link is not valid") {
				w.t.Errorf("%s: %s /c/ for %s (%s), token %s: %d, want 404\n%s", k.name, method, tg.name, choice, what, status, body)
			}
		}
	}
}

// checkTwilio posts a Twilio webhook naming the target: with the key as a
// bearer and a signature made with another token it must be refused; with
// Twilio's true signature, a sandbox confirmation is still out of reach
// (Twilio carries only live ones). A live confirmation under a true
// signature is Twilio's own business, for any account.
func (w *isolation) checkTwilio(k *isoKey, tg *isoTarget, pathQuery string, form url.Values) {
	w.t.Helper()
	post := func(sig string) (int, string) {
		req, _ := http.NewRequest("POST", w.h.srv.URL+pathQuery, strings.NewReader(form.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("Authorization", "Bearer "+k.key)
		req.Header.Set("X-Twilio-Signature", sig)
		res, err := w.h.srv.Client().Do(req)
		if err != nil {
			w.t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(b)
	}
	for _, sig := range []string{"", twilioSignature("not the auth token", w.h.publicURL+pathQuery, form)} {
		if status, body := post(sig); status != http.StatusForbidden {
			w.t.Errorf("%s: POST %s with signature %q: %d, want 403\n%s", k.name, pathQuery, sig, status, body)
		}
	}
	if tg.owner.scope.Sandbox && !strings.HasPrefix(pathQuery, "/providers/twilio/sms") {
		status, body := post(twilioSignature(w.h.twilioToken, w.h.publicURL+pathQuery, form))
		if status >= 300 && status != http.StatusNotFound || strings.Contains(body, "automated") {
			w.t.Errorf("POST %s naming %s, signed by Twilio: %d\n%s", pathQuery, tg.name, status, body)
		}
	}
}

// twilioSignature is X-Twilio-Signature as Twilio documents it.
func twilioSignature(token, fullURL string, form url.Values) string {
	keys := make([]string, 0, len(form))
	for k := range form {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	s := fullURL
	for _, k := range keys {
		s += k + form.Get(k)
	}
	m := hmac.New(sha1.New, []byte(token))
	m.Write([]byte(s))
	return base64.StdEncoding.EncodeToString(m.Sum(nil))
}

// consoleSession is a browser signed in to the console with a sandbox key.
type consoleSession struct {
	client *http.Client
	csrf   string
}

var csrfField = regexp.MustCompile(`name="csrf" value="([^"]+)"`)

// signIn signs k in to the console; a live key must be refused, and gets
// no session.
func (w *isolation) signIn(k *isoKey) *consoleSession {
	w.t.Helper()
	jar, _ := cookiejar.New(nil)
	s := &consoleSession{client: &http.Client{
		Jar:           jar,
		Timeout:       10 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}}
	status, body, loc := w.consoleDo(s, "POST", "/sandbox/sign-in", url.Values{"key": {k.key}}, "")
	if !k.scope.Sandbox {
		u, _ := url.Parse(w.h.srv.URL)
		if status != http.StatusForbidden || len(jar.Cookies(u)) != 0 {
			w.t.Fatalf("%s: console sign-in: %d, want 403 and no session\n%s", k.name, status, body)
		}
		return nil
	}
	if status != http.StatusSeeOther || loc != "/sandbox" {
		w.t.Fatalf("%s: console sign-in: %d %q\n%s", k.name, status, loc, body)
	}
	_, page, _ := w.consoleDo(s, "GET", "/sandbox/new", nil, "")
	m := csrfField.FindStringSubmatch(page)
	if m == nil {
		w.t.Fatalf("%s: no CSRF token on the console's form:\n%s", k.name, page)
	}
	s.csrf = m[1]
	return s
}

// consoleDo sends a console request; a form gets the session's CSRF
// token, as the console's own pages send it.
func (w *isolation) consoleDo(s *consoleSession, method, path string, form url.Values, bearer string) (int, string, string) {
	w.t.Helper()
	var body io.Reader
	if form != nil {
		if s.csrf != "" {
			form.Set("csrf", s.csrf)
		}
		body = strings.NewReader(form.Encode())
	}
	req, _ := http.NewRequest(method, w.h.srv.URL+path, body)
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	if bearer != "" {
		req.Header.Set("Authorization", "Bearer "+bearer)
	}
	res, err := s.client.Do(req)
	if err != nil {
		w.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b), res.Header.Get("Location")
}

// consoleNotFound insists that the console answers as for an unknown id:
// 404 for a signed-in sandbox key, and the sign-in page for a live key,
// which has no session (and whose bearer header the console ignores).
func (w *isolation) consoleNotFound(k *isoKey, method, path string, form url.Values) {
	w.t.Helper()
	if k.console == nil {
		anon := &consoleSession{client: &http.Client{Timeout: 10 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
		if status, body, loc := w.consoleDo(anon, method, path, form, k.key); status != http.StatusSeeOther || loc != "/sandbox/sign-in" {
			w.t.Errorf("%s: console %s %s: %d %q, want the sign-in page\n%s", k.name, method, path, status, loc, body)
		}
		return
	}
	status, body, _ := w.consoleDo(k.console, method, path, form, "")
	if status != http.StatusNotFound {
		w.t.Errorf("%s: console %s %s: %d, want 404\n%s", k.name, method, path, status, body)
	}
	for _, tg := range w.targets {
		if tg.owner != k && strings.Contains(body, tg.id) && !strings.Contains(path, tg.id) {
			w.t.Errorf("%s: console %s %s shows %s", k.name, method, path, tg.id)
		}
	}
}

// checkConsoleList searches the console's list by the target's id, by the
// shared external id and by its status.
func (w *isolation) checkConsoleList(k *isoKey, tg *isoTarget) {
	w.t.Helper()
	w.consoleNotFound(k, "GET", "/sandbox?q="+tg.id, nil)
	if k.console == nil {
		return
	}
	for _, q := range []string{"?q=" + sharedExternalID, "?status=" + tg.status, ""} {
		status, body, _ := w.consoleDo(k.console, "GET", "/sandbox"+q, nil, "")
		if status != http.StatusOK {
			w.t.Errorf("%s: console list%s: %d\n%s", k.name, q, status, body)
		}
		for _, other := range w.targets {
			if other.owner != k && strings.Contains(body, other.id) {
				w.t.Errorf("%s: console list%s shows %s (%s)", k.name, q, other.id, other.name)
			}
		}
	}
}

// registeredPatterns reads the route patterns registered in the non-test
// Go files of dirs: the methods of each s.route(mux, path, {...}) call,
// and every call whose first argument is a constant pattern ("GET /x",
// "POST "+PathX, or a path such as "/").
func registeredPatterns(t *testing.T, dirs ...string) []string {
	t.Helper()
	pattern := regexp.MustCompile(`^((GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) )?/\S*$`)
	var out []string
	for _, dir := range dirs {
		fset := token.NewFileSet()
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		var parsed []*ast.File
		consts := map[string]ast.Expr{}
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			f, err := parser.ParseFile(fset, name, src, 0)
			if err != nil {
				t.Fatal(err)
			}
			parsed = append(parsed, f)
			for _, d := range f.Decls {
				if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.CONST {
					for _, spec := range g.Specs {
						vs := spec.(*ast.ValueSpec)
						for i, n := range vs.Names {
							if i < len(vs.Values) {
								consts[n.Name] = vs.Values[i]
							}
						}
					}
				}
			}
		}
		var str func(e ast.Expr) (string, bool)
		str = func(e ast.Expr) (string, bool) {
			switch e := e.(type) {
			case *ast.BasicLit:
				if e.Kind != token.STRING {
					return "", false
				}
				s, err := strconv.Unquote(e.Value)
				return s, err == nil
			case *ast.Ident:
				if v, ok := consts[e.Name]; ok {
					return str(v)
				}
			case *ast.BinaryExpr:
				if e.Op == token.ADD {
					a, ok1 := str(e.X)
					b, ok2 := str(e.Y)
					return a + b, ok1 && ok2
				}
			case *ast.ParenExpr:
				return str(e.X)
			}
			return "", false
		}
		for _, f := range parsed {
			ast.Inspect(f, func(n ast.Node) bool {
				c, ok := n.(*ast.CallExpr)
				if !ok || len(c.Args) == 0 {
					return true
				}
				if sel, ok := c.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "route" && len(c.Args) == 3 {
					path, ok := str(c.Args[1])
					methods, isMap := c.Args[2].(*ast.CompositeLit)
					if !ok || !isMap {
						t.Errorf("%s: a route whose path or methods are not constant", fset.Position(c.Pos()))
						return true
					}
					for _, el := range methods.Elts {
						m, ok := str(el.(*ast.KeyValueExpr).Key)
						if !ok {
							t.Errorf("%s: a route method that is not constant", fset.Position(el.Pos()))
						}
						out = append(out, m+" "+path)
					}
					return true
				}
				if s, ok := str(c.Args[0]); ok && pattern.MatchString(s) {
					out = append(out, s)
				}
				return true
			})
		}
	}
	sort.Strings(out)
	return slices.Compact(out)
}

// checkInbox lists the inbox with every filter, and with a cursor of the
// target owner's, and insists that only the key's own scope comes back.
func (w *isolation) checkInbox(k *isoKey, tg *isoTarget) {
	w.t.Helper()
	queries := []string{"", "?limit=100", "?intent=will_be_in", "?intent=no_answer"}
	if res := w.h.do("GET", "/v1/inbox?limit=1", tg.owner.key, nil); res.Status == http.StatusOK {
		if c, ok := res.Body["nextCursor"].(string); ok {
			queries = append(queries, "?cursor="+url.QueryEscape(c))
		}
	}
	for _, q := range queries {
		res := w.h.do("GET", "/v1/inbox"+q, k.key, nil)
		if res.Status != http.StatusOK {
			w.t.Errorf("%s: inbox%s: %d %s", k.name, q, res.Status, res.Raw)
			continue
		}
		w.onlyOwn(k, "inbox"+q, res)
	}
}
