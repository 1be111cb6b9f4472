package httpapi

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestOpsConsoleReports opens the operators' console's Dashboard and Audit
// log with a live key and a sandbox key of one account and a live key of
// another: each sees its own scope's figures and audit entries, as the
// API shows them to its key, with the operators' console's navigation;
// without a session both pages send to its sign-in.
func TestOpsConsoleReports(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		_, other, err := h.store.APIKeyByHash(t.Context(), confirm.HashKey(h.other))
		if err != nil {
			t.Fatal(err)
		}
		otherLive := h.addKey(other.ID, false)
		for key, n := range map[string]int{h.live: 3, h.sandbox: 1, otherLive: 2, h.other: 4} {
			for range n {
				h.create(key, validBody())
			}
		}
		// A millisecond apart: entries of one millisecond are listed in
		// order of their random ids.
		recorded := 0
		record := func(accountID, scope, target string) {
			t.Helper()
			recorded++
			at := h.clock.Now().Add(time.Duration(recorded) * time.Millisecond)
			e := confirm.AuditEntry{AccountID: accountID, Scope: scope, At: at, Actor: confirm.AuditActorCLI,
				Action: confirm.AuditKeyCreated, Target: target}
			if err := h.store.RecordAudit(t.Context(), &e); err != nil {
				t.Fatal(err)
			}
		}
		record(h.account.ID, confirm.AuditScopeLive, "sk_live_mine")
		record(h.account.ID, confirm.AuditScopeSandbox, "sk_test_mine")
		record(other.ID, confirm.AuditScopeSandbox, "sk_test_theirs")
		// Enough of the other account's live entries for a second page.
		for i := range 51 {
			record(other.ID, confirm.AuditScopeLive, fmt.Sprintf("sk_live_theirs%02d", i))
		}

		w := &isolation{t: t, h: h}
		for _, c := range []struct {
			name, key, created string
			shows, hides       []string
			next               bool
		}{
			{name: "live", key: h.live, created: "3",
				shows: []string{"sk_live_mine", "sk_test_mine", "live key"},
				hides: []string{"sk_test_theirs", "sk_live_theirs"}},
			{name: "sandbox", key: h.sandbox, created: "1",
				shows: []string{"sk_test_mine", "sandbox key"},
				hides: []string{"sk_live_mine", "sk_test_theirs", "sk_live_theirs"}},
			{name: "other live", key: otherLive, created: "2",
				shows: []string{"sk_live_theirs50", "sk_live_theirs01", "live key"},
				hides: []string{"sk_live_mine", "sk_test_mine"}, next: true},
		} {
			s := w.opsSignIn(&isoKey{name: c.name, key: c.key})
			status, page, _ := w.consoleDo(s, "GET", "/console/dashboard", nil, "")
			if status != http.StatusOK || !strings.Contains(page, `<strong id="created">`+c.created+`</strong>`) {
				t.Errorf("%s: dashboard: %d, want %s created\n%s", c.name, status, c.created, page)
			}
			opsNavigation(t, c.name+" dashboard", page, "/console/dashboard")
			status, page, _ = w.consoleDo(s, "GET", "/console/dashboard?groupBy=intent", nil, "")
			if status != http.StatusOK || wellFormed(t, page) != 4 || !strings.Contains(page, `<option value="intent" selected>`) {
				t.Errorf("%s: dashboard by intent: %d\n%s", c.name, status, page)
			}
			status, page, _ = w.consoleDo(s, "GET", "/console/dashboard?from=2026-11-30&to=2026-11-01", nil, "")
			if status != http.StatusBadRequest || !strings.Contains(page, "from is after to") {
				t.Errorf("%s: dashboard with a bad period: %d\n%s", c.name, status, page)
			}

			status, page, _ = w.consoleDo(s, "GET", "/console/audit", nil, "")
			if status != http.StatusOK {
				t.Fatalf("%s: audit: %d\n%s", c.name, status, page)
			}
			opsNavigation(t, c.name+" audit log", page, "/console/audit")
			for _, want := range c.shows {
				if !strings.Contains(page, want) {
					t.Errorf("%s: the audit log lacks %q\n%s", c.name, want, page)
				}
			}
			for _, hidden := range c.hides {
				if strings.Contains(page, hidden) {
					t.Errorf("%s: the audit log shows %q", c.name, hidden)
				}
			}
			if c.next {
				api := h.do("GET", "/v1/audit?limit=50", c.key, nil)
				cursor, _ := api.Body["nextCursor"].(string)
				if want := `href="/console/audit?` + (url.Values{"cursor": {cursor}}).Encode() + `"`; cursor == "" || !strings.Contains(page, want) {
					t.Fatalf("%s: the audit log's next page is not %s\n%s", c.name, want, page)
				}
				status, page, _ = w.consoleDo(s, "GET", "/console/audit?cursor="+cursor, nil, "")
				if status != http.StatusOK || !strings.Contains(page, "sk_live_theirs00") || !strings.Contains(page, "sk_test_theirs") || strings.Contains(page, "sk_live_theirs50") {
					t.Errorf("%s: the audit log's second page: %d\n%s", c.name, status, page)
				}
			} else if strings.Contains(page, `rel="next"`) {
				t.Errorf("%s: the audit log has a next page", c.name)
			}
			status, page, _ = w.consoleDo(s, "GET", "/console/audit?action=key.revoked", nil, "")
			if status != http.StatusOK || !strings.Contains(page, "Nothing recorded for that action yet.") {
				t.Errorf("%s: audit log filtered: %d\n%s", c.name, status, page)
			}
		}

		// Without a session, or with the sandbox console's, both pages
		// send to the operators' sign-in.
		anon := newConsoleClient()
		sandbox := w.signIn(&isoKey{name: "sandbox console", key: h.sandbox, scope: confirm.Scope{Sandbox: true}})
		for _, s := range []*consoleSession{anon, sandbox} {
			for _, p := range []string{"/console/dashboard", "/console/audit"} {
				if status, _, loc := w.consoleDo(s, "GET", p, nil, ""); status != http.StatusSeeOther || loc != "/console/sign-in" {
					t.Errorf("%s without an operators' session: %d %q", p, status, loc)
				}
			}
		}
		// The sandbox console's pages keep its own navigation.
		for _, p := range []string{"/sandbox/dashboard", "/sandbox/audit"} {
			status, page, _ := w.consoleDo(sandbox, "GET", p, nil, "")
			if status != http.StatusOK || !strings.Contains(page, `action="`+p+`"`) || !strings.Contains(page, `<a href="/sandbox/new">`) || strings.Contains(page, `href="/console/`) {
				t.Errorf("%s: %d, not the sandbox console's page\n%s", p, status, page)
			}
		}
	})
}

// opsNavigation requires page to be the operators' console's, its form
// sent to action, with no link into the sandbox console.
func opsNavigation(t *testing.T, what, page, action string) {
	t.Helper()
	for _, want := range []string{
		`<a href="/console/inbox">Inbox</a> · <a href="/console/dashboard">Dashboard</a> · <a href="/console/audit">Audit log</a>`,
		`action="` + action + `"`, `action="/console/sign-out"`, "- confirmd console</title>",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("%s lacks %q", what, want)
		}
	}
	if strings.Contains(page, `href="/sandbox`) || strings.Contains(page, `action="/sandbox`) {
		t.Errorf("%s links into the sandbox console", what)
	}
}
