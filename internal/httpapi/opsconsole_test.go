package httpapi

import (
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strings"
	"testing"
	"time"
)

// opsSignIn signs k in to the operators' console, which takes live keys
// as well as sandbox ones.
func (w *isolation) opsSignIn(k *isoKey) *consoleSession {
	w.t.Helper()
	s := newConsoleClient()
	status, body, loc := w.consoleDo(s, "POST", "/console/sign-in", url.Values{"key": {k.key}, "name": {"Sam"}}, "")
	if status != http.StatusSeeOther || loc != "/console/inbox" {
		w.t.Fatalf("%s: operators' console sign-in: %d %q\n%s", k.name, status, loc, body)
	}
	_, page, _ := w.consoleDo(s, "GET", "/console/inbox", nil, "")
	m := csrfField.FindStringSubmatch(page)
	if m == nil {
		w.t.Fatalf("%s: no CSRF token on the operators' console:\n%s", k.name, page)
	}
	s.csrf = m[1]
	return s
}

func newConsoleClient() *consoleSession {
	jar, _ := cookiejar.New(nil)
	return &consoleSession{client: &http.Client{
		Jar:           jar,
		Timeout:       10 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}}
}

// opsNotFound insists on 404 from the operators' console, naming no other
// scope's confirmation.
func (w *isolation) opsNotFound(k *isoKey, method, path string, form url.Values) {
	w.t.Helper()
	status, body, _ := w.consoleDo(k.ops, method, path, form, "")
	if status != http.StatusNotFound {
		w.t.Errorf("%s: operators' console %s %s: %d, want 404\n%s", k.name, method, path, status, body)
	}
	for _, tg := range w.targets {
		if tg.owner != k && strings.Contains(body, tg.id) && !strings.Contains(path, tg.id) {
			w.t.Errorf("%s: operators' console %s %s shows %s", k.name, method, path, tg.id)
		}
	}
}

// checkOpsInbox reads the operators' inbox with every filter and insists
// that no other scope's confirmation is on it.
func (w *isolation) checkOpsInbox(k *isoKey, tg *isoTarget) {
	w.t.Helper()
	for _, q := range []string{"", "?intent=no_answer", "?intent=will_be_in"} {
		status, body, _ := w.consoleDo(k.ops, "GET", "/console/inbox"+q, nil, "")
		if status != http.StatusOK {
			w.t.Errorf("%s: operators' inbox%s: %d\n%s", k.name, q, status, body)
		}
		for _, other := range w.targets {
			if other.owner != k && strings.Contains(body, other.id) {
				w.t.Errorf("%s: operators' inbox%s shows %s (%s)", k.name, q, other.id, other.name)
			}
		}
	}
}

// TestOpsConsole walks the operators' console with a live key and a
// sandbox key: each sees only its own scope's inbox, writes to the
// customer and resolves, and has none of the sandbox console's actions.
func TestOpsConsole(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.handedOff(twoOptions())
		w := &isolation{t: t, h: h}
		sb := w.opsSignIn(&isoKey{name: "sandbox", key: h.sandbox})
		live := w.opsSignIn(&isoKey{name: "live", key: h.live})

		_, page, _ := w.consoleDo(sb, "GET", "/console/inbox", nil, "")
		if !strings.Contains(page, "/console/inbox/"+id) || !strings.Contains(page, "can I speak to someone please") {
			t.Errorf("the sandbox inbox does not list %s:\n%s", id, page)
		}
		_, page, _ = w.consoleDo(live, "GET", "/console/inbox", nil, "")
		if strings.Contains(page, id) || !strings.Contains(page, "Nobody is waiting") || strings.Contains(page, "/sandbox/confirmations") || strings.Contains(page, "/sandbox/new") {
			t.Errorf("the live inbox shows a sandbox confirmation or a sandbox action:\n%s", page)
		}
		if status, _, _ := w.consoleDo(live, "GET", "/console/inbox/"+id, nil, ""); status != http.StatusNotFound {
			t.Errorf("live session reading a sandbox confirmation: %d", status)
		}
		// The live session's cookie is not the sandbox console's.
		if status, _, loc := w.consoleDo(live, "GET", "/sandbox", nil, ""); status != http.StatusSeeOther || loc != "/sandbox/sign-in" {
			t.Errorf("live session on /sandbox: %d %q", status, loc)
		}

		status, page, _ := w.consoleDo(sb, "GET", "/console/inbox/"+id, nil, "")
		if status != http.StatusOK || !strings.Contains(page, `value="Sam"`) || !strings.Contains(page, "Write to the customer") {
			t.Fatalf("thread: %d\n%s", status, page)
		}
		status, page, _ = w.consoleDo(sb, "POST", "/console/inbox/"+id+"/messages", url.Values{"channel": {"sms"}, "text": {""}, "author": {"Sam"}}, "")
		if status != http.StatusBadRequest || !strings.Contains(page, "text is required") {
			t.Errorf("empty message: %d\n%s", status, page)
		}
		status, _, loc := w.consoleDo(sb, "POST", "/console/inbox/"+id+"/messages", url.Values{"channel": {"sms"}, "text": {"Would Friday suit?"}, "author": {"Sam"}}, "")
		if status != http.StatusSeeOther || loc != "/console/inbox/"+id {
			t.Fatalf("message: %d %q", status, loc)
		}
		_, page, _ = w.consoleDo(sb, "GET", "/console/inbox/"+id+"?fragment=1", nil, "")
		if !strings.Contains(page, "<bdi>Sam</bdi>: </span><bdi>Acme Home: Would Friday suit? - Sam</bdi>") {
			t.Errorf("the thread does not show the message with its author:\n%s", page)
		}
		status, _, _ = w.consoleDo(sb, "POST", "/console/inbox/"+id+"/resolve", url.Values{"status": {"rescheduled"}, "slot": {"1"}, "author": {"Sam"}}, "")
		if status != http.StatusSeeOther {
			t.Fatalf("resolve: %d", status)
		}
		res := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil)
		c := res.Body["confirmation"].(map[string]any)
		if c["status"] != "rescheduled" || c["order"].(map[string]any)["date"] != "2026-11-27" || c["outcome"].(map[string]any)["resolvedBy"] != "Sam" {
			t.Errorf("after the console's resolution: %v %v", c["status"], c["outcome"])
		}
		// A form without the session's token changes nothing.
		sb.csrf = "forged"
		if status, _, _ := w.consoleDo(sb, "POST", "/console/inbox/"+id+"/messages", url.Values{"channel": {"sms"}, "text": {"hi"}}, ""); status != http.StatusForbidden {
			t.Errorf("forged CSRF: %d", status)
		}
	})
}
