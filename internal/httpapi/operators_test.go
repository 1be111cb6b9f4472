package httpapi

import (
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"

	"github.com/confirmd/confirmd/internal/confirm"
)

var (
	setupSealed = regexp.MustCompile(`name="totp" value="([^"]+)"`)
	setupSecret = regexp.MustCompile(`<code id="totp-secret">([A-Z2-7]+)</code>`)
)

// newOperator stores an operator of the harness's account, in its sandbox
// mode, and returns them with the token of their one-time link.
func (h *harness) newOperator(email, name string, role confirm.Role) (*confirm.Operator, string) {
	h.t.Helper()
	o := &confirm.Operator{ID: confirm.NewOperatorID(), AccountID: h.account.ID, Email: email, Name: name, Role: role,
		Sandbox: true, CreatedAt: h.clock.Now()}
	token := o.NewSetup(h.clock.Now())
	if err := h.store.CreateOperator(h.t.Context(), o); err != nil {
		h.t.Fatalf("CreateOperator: %v", err)
	}
	return o, token
}

// operatorSignIn signs in with email, password and code, insisting on
// success, and returns the session with its CSRF token.
func (w *isolation) operatorSignIn(email, password, code string) *consoleSession {
	w.t.Helper()
	s := newConsoleClient()
	status, body, loc := w.consoleDo(s, "POST", "/console/sign-in", url.Values{"email": {email}, "password": {password}, "code": {code}}, "")
	if status != http.StatusSeeOther || loc != "/console/inbox" {
		w.t.Fatalf("%s: sign-in: %d %q\n%s", email, status, loc, body)
	}
	_, page, _ := w.consoleDo(s, "GET", "/console/inbox", nil, "")
	m := csrfField.FindStringSubmatch(page)
	if m == nil {
		w.t.Fatalf("%s: no CSRF token on the inbox:\n%s", email, page)
	}
	s.csrf = m[1]
	return s
}

// TestOperatorSignIn walks the personal sign-in on both stores: the
// one-time link sets a password (and a second factor), the sign-in takes
// email, password and code, roles keep an operator out of the admins'
// pages, what an operator writes carries their name whatever the form
// says, the audit log names their email, and a reset ends their session.
func TestOperatorSignIn(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := &isolation{t: t, h: h}
		anon := newConsoleClient()
		_, tokOp := h.newOperator("priya@acme.example", "Priya", confirm.RoleOperator)
		admin, tokAdmin := h.newOperator("ada@acme.example", "Ada", confirm.RoleAdmin)

		// The link's form, and its refusals.
		status, page, _ := w.consoleDo(anon, "GET", "/console/set-password?token="+url.QueryEscape(tokOp), nil, "")
		if status != http.StatusOK || !strings.Contains(page, "priya@acme.example") || setupSecret.FindStringSubmatch(page) == nil {
			t.Fatalf("set-password form: %d\n%s", status, page)
		}
		sealed := html.UnescapeString(setupSealed.FindStringSubmatch(page)[1])
		for _, c := range []struct {
			form url.Values
			want string
		}{
			{url.Values{"password": {"short"}, "password2": {"short"}}, "at least 12 are needed"},
			{url.Values{"password": {"a long enough one"}, "password2": {"another long one"}}, "The two passwords differ"},
			{url.Values{"password": {"a long enough one"}, "password2": {"a long enough one"}, "code": {"000000"}}, "The code does not match"},
		} {
			c.form.Set("token", tokOp)
			c.form.Set("totp", sealed)
			status, page, _ := w.consoleDo(anon, "POST", "/console/set-password", c.form, "")
			if status != http.StatusBadRequest || !strings.Contains(html.UnescapeString(page), c.want) {
				t.Errorf("set-password %v: %d, want 400 with %q\n%s", c.form, status, c.want, page)
			}
		}
		form := url.Values{"token": {tokOp}, "totp": {sealed}, "password": {"priya's long password"}, "password2": {"priya's long password"}}
		if status, page, _ := w.consoleDo(anon, "POST", "/console/set-password", form, ""); status != http.StatusOK || !strings.Contains(page, "Your password is set") {
			t.Fatalf("set-password: %d\n%s", status, page)
		}
		if status, page, _ := w.consoleDo(anon, "POST", "/console/set-password", form, ""); status != http.StatusNotFound || !strings.Contains(page, "This link no longer works") {
			t.Errorf("the link used again: %d\n%s", status, page)
		}

		// The admin sets a second factor.
		_, page, _ = w.consoleDo(anon, "GET", "/console/set-password?token="+url.QueryEscape(tokAdmin), nil, "")
		secret := setupSecret.FindStringSubmatch(page)[1]
		code, err := totp.GenerateCode(secret, h.clock.Now())
		if err != nil {
			t.Fatal(err)
		}
		form = url.Values{"token": {tokAdmin}, "totp": {html.UnescapeString(setupSealed.FindStringSubmatch(page)[1])},
			"password": {"ada's long password"}, "password2": {"ada's long password"}, "code": {code}}
		if status, page, _ := w.consoleDo(anon, "POST", "/console/set-password", form, ""); status != http.StatusOK || !strings.Contains(page, "a code from your app") {
			t.Fatalf("set-password with a code: %d\n%s", status, page)
		}

		// Sign-in refusals all read alike.
		for _, f := range []url.Values{
			{"email": {"priya@acme.example"}, "password": {"wrong password!"}},
			{"email": {"nobody@acme.example"}, "password": {"priya's long password"}},
			{"email": {"ada@acme.example"}, "password": {"ada's long password"}},
			{"email": {"ada@acme.example"}, "password": {"ada's long password"}, "code": {"000000"}},
		} {
			status, page, _ := w.consoleDo(anon, "POST", "/console/sign-in", f, "")
			if status != http.StatusUnauthorized || !strings.Contains(html.UnescapeString(page), msgBadOperatorText) {
				t.Errorf("sign-in %v: %d, want 401\n%s", f, status, page)
			}
		}
		op := w.operatorSignIn("Priya@Acme.example", "priya's long password", "")
		// The code of the set-up is spent: sign-in takes the next one, and
		// a code that signed in once does not sign in again.
		spent := url.Values{"email": {"ada@acme.example"}, "password": {"ada's long password"}, "code": {code}}
		if status, page, _ := w.consoleDo(anon, "POST", "/console/sign-in", spent, ""); status != http.StatusUnauthorized || !strings.Contains(html.UnescapeString(page), msgBadOperatorText) {
			t.Errorf("sign-in with the set-up's code: %d, want 401\n%s", status, page)
		}
		h.clock.Advance(30 * time.Second)
		code, _ = totp.GenerateCode(secret, h.clock.Now())
		adm := w.operatorSignIn("ada@acme.example", "ada's long password", code)
		spent.Set("code", code)
		if status, _, _ := w.consoleDo(newConsoleClient(), "POST", "/console/sign-in", spent, ""); status != http.StatusUnauthorized {
			t.Errorf("a code used again to sign in: %d, want 401", status)
		}

		// Roles.
		for _, path := range []string{"/console/dashboard", "/console/audit", "/console/webhooks", "/console/team", "/console/erasures"} {
			if status, page, _ := w.consoleDo(op, "GET", path, nil, ""); status != http.StatusForbidden || !strings.Contains(html.UnescapeString(page), "for the account's admins") {
				t.Errorf("operator on %s: %d, want 403\n%s", path, status, page)
			}
			if status, page, _ := w.consoleDo(adm, "GET", path, nil, ""); status != http.StatusOK {
				t.Errorf("admin on %s: %d\n%s", path, status, page)
			}
		}
		_, page, _ = w.consoleDo(op, "GET", "/console/inbox", nil, "")
		if strings.Contains(page, `href="/console/dashboard"`) || !strings.Contains(page, "Priya (operator)") {
			t.Errorf("the operator's header links the dashboard or does not name them:\n%s", page)
		}

		// What the operator writes carries their name, not the form's.
		id := h.handedOff(twoOptions())
		_, page, _ = w.consoleDo(op, "GET", "/console/inbox/"+id, nil, "")
		if strings.Contains(page, `name="author"`) {
			t.Errorf("the thread asks a signed-in operator for their name:\n%s", page)
		}
		status, _, _ = w.consoleDo(op, "POST", "/console/inbox/"+id+"/messages", url.Values{"channel": {"sms"}, "text": {"Would Friday suit?"}, "author": {"Mallory"}}, "")
		if status != http.StatusSeeOther {
			t.Fatalf("message: %d", status)
		}
		status, _, _ = w.consoleDo(op, "POST", "/console/inbox/"+id+"/resolve", url.Values{"status": {"confirmed"}, "author": {"Mallory"}}, "")
		if status != http.StatusSeeOther {
			t.Fatalf("resolve: %d", status)
		}
		c := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil).Body["confirmation"].(map[string]any)
		if by := c["outcome"].(map[string]any)["resolvedBy"]; by != "Priya" {
			t.Errorf("resolvedBy = %v, want the operator's name", by)
		}
		audit := string(h.do("GET", "/v1/audit", h.live, nil).Raw)
		if !strings.Contains(audit, `"actor":"priya@acme.example"`) || strings.Contains(audit, "Mallory") {
			t.Errorf("the audit log does not name the operator's account:\n%s", audit)
		}

		// The admin's Team page lists the account's operators, and Erase
		// is the API's erasure made as the admin.
		_, page, _ = w.consoleDo(adm, "GET", "/console/team", nil, "")
		if !strings.Contains(page, "priya@acme.example") || !strings.Contains(page, "password and app code") {
			t.Errorf("the Team page:\n%s", page)
		}
		status, page, _ = w.consoleDo(adm, "POST", "/console/erasures", url.Values{"by": {"confirmation"}, "value": {id}}, "")
		if status != http.StatusBadRequest || !strings.Contains(page, "cannot be undone") {
			t.Errorf("an erasure not confirmed: %d\n%s", status, page)
		}
		status, page, _ = w.consoleDo(adm, "POST", "/console/erasures", url.Values{"by": {"confirmation"}, "value": {id}, "sure": {"yes"}}, "")
		if status != http.StatusOK || !strings.Contains(page, "Erased the personal data of 1 confirmation (") {
			t.Errorf("an erasure: %d\n%s", status, html.UnescapeString(page))
		}
		if status, _, _ := w.consoleDo(op, "POST", "/console/erasures", url.Values{"by": {"confirmation"}, "value": {id}, "sure": {"yes"}}, ""); status != http.StatusForbidden {
			t.Errorf("an operator's erasure: %d, want 403", status)
		}
		audit = string(h.do("GET", "/v1/audit?action=erasure", h.live, nil).Raw)
		if !strings.Contains(audit, `"actor":"ada@acme.example"`) {
			t.Errorf("the erasure is not recorded under the admin's email:\n%s", audit)
		}

		// A reset ends the session at once.
		admin.NewSetup(h.clock.Now())
		if err := h.store.UpdateOperator(t.Context(), admin); err != nil {
			t.Fatal(err)
		}
		if status, _, loc := w.consoleDo(adm, "GET", "/console/inbox", nil, ""); status != http.StatusSeeOther || loc != "/console/sign-in" {
			t.Errorf("after a reset: %d %q, want the sign-in page", status, loc)
		}
		// The sessions time out as key sessions do.
		h.clock.Advance(confirm.ConsoleSessionIdle + time.Second)
		if status, _, loc := w.consoleDo(op, "GET", "/console/inbox", nil, ""); status != http.StatusSeeOther || loc != "/console/sign-in" {
			t.Errorf("after the idle time-out: %d %q, want the sign-in page", status, loc)
		}

		// With key sign-in off, a key is refused with a line saying so.
		h.web.KeySignIn = false
		status, page, _ = w.consoleDo(newConsoleClient(), "POST", "/console/sign-in", url.Values{"key": {h.sandbox}, "name": {"Sam"}}, "")
		if status != http.StatusForbidden || !strings.Contains(page, "CONFIRMD_CONSOLE_KEY_SIGN_IN") {
			t.Errorf("key sign-in when off: %d\n%s", status, page)
		}
		if _, page, _ := w.consoleDo(newConsoleClient(), "GET", "/console/sign-in", nil, ""); strings.Contains(page, `name="key"`) {
			t.Errorf("the sign-in form offers a key when key sign-in is off")
		}
	})
}

// TestOperatorSignInThrottle: from an address over the failed sign-in
// limit even the right password is refused, so that guessing stops there.
func TestOperatorSignInThrottle(t *testing.T) {
	eachStore(t, testOperatorSignInThrottle)
}

func testOperatorSignInThrottle(t *testing.T, h *harness) {
	w := &isolation{t: t, h: h}
	o, _ := h.newOperator("priya@acme.example", "Priya", confirm.RoleOperator)
	o.PasswordHash, o.SetupHash = confirm.HashPassword("priya's long password"), ""
	if err := h.store.UpdateOperator(t.Context(), o); err != nil {
		t.Fatal(err)
	}
	anon := newConsoleClient()
	last := 0
	for range failureBurst + 1 {
		last, _, _ = w.consoleDo(anon, "POST", "/console/sign-in", url.Values{"email": {o.Email}, "password": {"a wrong guess"}}, "")
	}
	if last != http.StatusTooManyRequests {
		t.Fatalf("after %d wrong passwords: %d, want 429", failureBurst+1, last)
	}
	status, page, _ := w.consoleDo(anon, "POST", "/console/sign-in", url.Values{"email": {o.Email}, "password": {"priya's long password"}}, "")
	if status != http.StatusTooManyRequests || !strings.Contains(page, "Too many failed sign-in attempts") {
		t.Errorf("the right password over the limit: %d\n%s", status, page)
	}
}

const msgBadOperatorText = "The email, password or code does not match."

// TestOperatorCalls checks the API's own rule for the console's
// in-process calls made as an operator: each role may make its calls
// only, whatever the console does.
func TestOperatorCalls(t *testing.T) {
	eachStore(t, testOperatorCalls)
}

func testOperatorCalls(t *testing.T, h *harness) {
	op, _ := h.newOperator("priya@acme.example", "Priya", confirm.RoleOperator)
	admin, _ := h.newOperator("ada@acme.example", "Ada", confirm.RoleAdmin)
	call := func(o *confirm.Operator, method, path string) int {
		req := httptest.NewRequestWithContext(confirm.WithOperator(t.Context(), o), method, path, strings.NewReader("{}"))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		h.srv.Config.Handler.ServeHTTP(rec, req)
		return rec.Code
	}
	for _, c := range []struct {
		o            *confirm.Operator
		method, path string
		want         int
	}{
		{op, "GET", "/v1/inbox", http.StatusOK},
		{op, "GET", "/v1/stats", http.StatusForbidden},
		{op, "GET", "/v1/audit", http.StatusForbidden},
		{op, "POST", "/v1/confirmations", http.StatusForbidden},
		{op, "POST", "/v1/erasures", http.StatusForbidden},
		{admin, "GET", "/v1/stats", http.StatusOK},
		{admin, "GET", "/v1/audit", http.StatusOK},
		{admin, "POST", "/v1/confirmations", http.StatusForbidden},
		{admin, "GET", "/v1/confirmations", http.StatusForbidden},
		{admin, "PATCH", "/v1/account", http.StatusForbidden},
	} {
		if got := call(c.o, c.method, c.path); got != c.want {
			t.Errorf("%s %s %s: %d, want %d", c.o.Role, c.method, c.path, got, c.want)
		}
	}
}
