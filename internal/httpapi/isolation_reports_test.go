package httpapi

import (
	"net/http"
	"regexp"
	"strconv"
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// The console's Dashboard and Audit log pages in the isolation walk: the
// operators' console's (/console/dashboard, /console/audit) for all four
// keys, and the sandbox console's audit page for the sandbox keys.

// auditMark is the target of the audit entry recordAuditMarks writes in
// k's scope, found on a page only if that page shows k's scope's entries.
func auditMark(k *isoKey) string {
	return "iso-audit-" + strings.ReplaceAll(strings.ToLower(k.name), " ", "-")
}

// recordAuditMarks writes one audit entry in each key's scope, so that
// the audit pages have something of every scope to keep apart.
func (w *isolation) recordAuditMarks() {
	w.t.Helper()
	for _, k := range w.keys {
		e := confirm.AuditEntry{AccountID: k.scope.AccountID, Scope: confirm.AuditScopeLive, At: w.h.clock.Now(),
			Actor: confirm.AuditActorCLI, Action: confirm.AuditKeyCreated, Target: auditMark(k)}
		if k.scope.Sandbox {
			e.Scope = confirm.AuditScopeSandbox
		}
		if err := w.h.store.RecordAudit(w.t.Context(), &e); err != nil {
			w.t.Fatal(err)
		}
	}
}

// checkOpsDashboard requires the operators' console's dashboard to count
// what the signed-in key lists, live keys included, as checkDashboard
// does for the sandbox console.
func (w *isolation) checkOpsDashboard(k *isoKey, tg *isoTarget) {
	w.t.Helper()
	list := w.h.do("GET", "/v1/confirmations?limit=100", k.key, nil)
	own := strconv.Itoa(len(list.Body["confirmations"].([]any)))
	for _, q := range []string{"", "?groupBy=intent", "?groupBy=channel"} {
		status, body, _ := w.consoleDo(k.ops, "GET", "/console/dashboard"+q, nil, "")
		m := createdOnDashboard.FindStringSubmatch(body)
		if status != http.StatusOK || m == nil || m[1] != own {
			w.t.Errorf("%s: operators' dashboard%s: %d, counts %v, want %s (target %s)", k.name, q, status, m, own, tg.name)
		}
		if strings.Contains(body, tg.id) {
			w.t.Errorf("%s: operators' dashboard shows %s", k.name, tg.id)
		}
	}
}

// auditRows matches each entry of an audit page.
var auditRows = regexp.MustCompile(`<time datetime=`)

// checkAuditPage requires a console's audit page to show as many entries
// as GET /v1/audit gives the key, and the entries of exactly the scopes
// the API shows that key: a sandbox key its account's sandbox, a live key
// its account's live and sandbox, and no key another account's.
func (w *isolation) checkAuditPage(k *isoKey, s *consoleSession, path string) {
	w.t.Helper()
	api := w.h.do("GET", "/v1/audit?limit=50", k.key, nil)
	if api.Status != http.StatusOK {
		w.t.Fatalf("%s: GET /v1/audit: %d %s", k.name, api.Status, api.Raw)
	}
	status, body, _ := w.consoleDo(s, "GET", path, nil, "")
	if status != http.StatusOK {
		w.t.Errorf("%s: %s: %d\n%s", k.name, path, status, body)
		return
	}
	if got, want := len(auditRows.FindAllString(body, -1)), len(api.Body["entries"].([]any)); got != want {
		w.t.Errorf("%s: %s shows %d entries, GET /v1/audit %d", k.name, path, got, want)
	}
	for _, other := range w.keys {
		visible := other.scope.AccountID == k.scope.AccountID && (other.scope.Sandbox || !k.scope.Sandbox)
		if shown := strings.Contains(body, auditMark(other)); shown != visible {
			w.t.Errorf("%s: %s: the entry of %s's scope shown = %v, want %v", k.name, path, other.name, shown, visible)
		}
	}
}

func (w *isolation) checkOpsAudit(k *isoKey, _ *isoTarget) {
	w.t.Helper()
	w.checkAuditPage(k, k.ops, "/console/audit")
	w.checkAuditPage(k, k.ops, "/console/audit?action=key.created")
}

func (w *isolation) checkSandboxAudit(k *isoKey, _ *isoTarget) {
	w.t.Helper()
	if k.console != nil {
		w.checkAuditPage(k, k.console, "/sandbox/audit")
	}
}
