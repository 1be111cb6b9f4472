package main

import (
	"context"
	"encoding/base64"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

const consoleKey = "sk_test_consoleP6tCwWWkAOYYCYqcOpOsIO8UY"

// consoleServer runs confirmd serve with a known sandbox key and a
// webhook receiver, for the console's tests.
type consoleServer struct {
	*running
	t     *testing.T
	base  string
	env   map[string]string
	hooks atomic.Int32
	hook  *httptest.Server
}

func newConsoleServer(t *testing.T) *consoleServer {
	t.Helper()
	cs := &consoleServer{t: t}
	cs.hook = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		cs.hooks.Add(1)
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(cs.hook.Close)
	cs.env = map[string]string{
		"CONFIRMD_DATABASE_URL":   "sqlite:" + filepath.Join(t.TempDir(), "c.db"),
		"CONFIRMD_SANDBOX_KEY":    consoleKey,
		"CONFIRMD_SIGNING_SECRET": "whsec_consoleDBq0jg8AJua9d3LVOT3Clywoo",
	}
	cs.running = mustServe(t, cs.env)
	cs.base = "http://" + cs.addr
	return cs
}

// browser is a cookie-keeping client that does not follow redirects, so
// tests see each 303.
type browser struct {
	t      *testing.T
	cs     *consoleServer
	client *http.Client
}

func (cs *consoleServer) browser() *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{t: cs.t, cs: cs, client: &http.Client{
		Jar:           jar,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}}
}

type page struct {
	status   int
	location string
	body     string
	header   http.Header
}

func (b *browser) do(method, path string, form url.Values) page {
	b.t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, _ := http.NewRequest(method, b.cs.base+path, body)
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	res, err := b.client.Do(req)
	if err != nil {
		b.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	return page{status: res.StatusCode, location: res.Header.Get("Location"), body: string(raw), header: res.Header}
}

func (b *browser) get(path string) page { b.t.Helper(); return b.do("GET", path, nil) }

// post sends a form with the session's CSRF token, read from a page as a
// browser would.
func (b *browser) post(path string, form url.Values) page {
	b.t.Helper()
	if form == nil {
		form = url.Values{}
	}
	form.Set("csrf", csrfOf(b.t, b.get("/sandbox/new").body))
	return b.do("POST", path, form)
}

var csrfRE = regexp.MustCompile(`name="csrf" value="([^"]+)"`)

func csrfOf(t *testing.T, body string) string {
	t.Helper()
	m := csrfRE.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no CSRF token in the page:\n%s", body)
	}
	return m[1]
}

func (b *browser) signIn() {
	b.t.Helper()
	p := b.do("POST", "/sandbox/sign-in", url.Values{"key": {consoleKey}})
	if p.status != http.StatusSeeOther || p.location != "/sandbox" {
		b.t.Fatalf("sign-in: %d %q\n%s", p.status, p.location, p.body)
	}
}

// create makes a confirmation through the console's form and returns its id.
func (b *browser) create(webhook string) string {
	b.t.Helper()
	form := formOf(b.get("/sandbox/new").body)
	form.Set("webhookUrl", webhook)
	p := b.do("POST", "/sandbox/new", form)
	if p.status != http.StatusSeeOther || !strings.HasPrefix(p.location, "/sandbox/confirmations/cf_") {
		b.t.Fatalf("create: %d %q\n%s", p.status, p.location, p.body)
	}
	return strings.TrimPrefix(p.location, "/sandbox/confirmations/")
}

var inputRE = regexp.MustCompile(`<input type="[a-z]+" id="[^"]*" name="([^"]+)" value="([^"]*)"|<input type="hidden" name="(csrf)" value="([^"]+)"`)

// formOf reads the prefilled values of the create form, as a browser would
// send them.
func formOf(body string) url.Values {
	v := url.Values{}
	for _, m := range inputRE.FindAllStringSubmatch(body, -1) {
		if m[1] != "" {
			v.Set(m[1], unescape(m[2]))
		} else {
			v.Set(m[3], m[4])
		}
	}
	v.Set("cadence", "demo")
	return v
}

func unescape(s string) string {
	return strings.NewReplacer("&#43;", "+", "&amp;", "&", "&#39;", "'", "&#34;", `"`).Replace(s)
}

// state reads a confirmation through the API.
func (cs *consoleServer) state(id string) map[string]any {
	cs.t.Helper()
	status, body := call(cs.t, "GET", cs.base+"/v1/confirmations/"+id, consoleKey, "")
	if status != 200 {
		cs.t.Fatalf("get %s: %d %v", id, status, body)
	}
	return body["confirmation"].(map[string]any)
}

func (cs *consoleServer) waitFor(what string, ok func() bool) {
	cs.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			cs.t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func reached(c map[string]any, channel string) bool {
	for _, e := range c["events"].([]any) {
		if e.(map[string]any)["channel"] == channel {
			return true
		}
	}
	return false
}

func stepState(c map[string]any, channel string) string {
	for _, s := range c["steps"].([]any) {
		s := s.(map[string]any)
		if s["channel"] == channel {
			return s["state"].(string)
		}
	}
	return ""
}

func TestConsoleSignIn(t *testing.T) {
	cs := newConsoleServer(t)
	b := cs.browser()

	if p := b.get("/sandbox"); p.status != http.StatusSeeOther || p.location != "/sandbox/sign-in" {
		t.Errorf("signed out /sandbox: %d %q, want 303 to the sign-in page", p.status, p.location)
	}
	p := b.get("/sandbox/sign-in")
	if p.status != 200 || !strings.Contains(p.body, `<label class="field" for="key">`) || !strings.Contains(p.header.Get("Content-Security-Policy"), "frame-ancestors 'none'") {
		t.Errorf("sign-in page: %d %v\n%s", p.status, p.header, p.body)
	}

	if p := b.do("POST", "/sandbox/sign-in", url.Values{"key": {"sk_test_nope"}}); p.status != http.StatusUnauthorized || !strings.Contains(p.body, "No sandbox key matches") {
		t.Errorf("wrong key: %d\n%s", p.status, p.body)
	}

	var out lockedBuffer
	a := &app{stdout: &out, stderr: &out, getenv: func(k string) string { return cs.env[k] }}
	if err := a.run(context.Background(), []string{"keys", "create", "--live"}); err != nil {
		t.Fatalf("keys create --live: %v\n%s", err, out.String())
	}
	live := regexp.MustCompile(`sk_live_[0-9A-Za-z]{32}`).FindString(out.String())
	p = b.do("POST", "/sandbox/sign-in", url.Values{"key": {live}})
	if p.status != http.StatusForbidden || !strings.Contains(p.body, "This is a live key. The console takes sandbox keys (sk_test_...) only.") {
		t.Errorf("live key: %d\n%s", p.status, p.body)
	}
	if len(b.client.Jar.Cookies(mustURL(t, cs.base+"/sandbox"))) != 0 {
		t.Errorf("a refused sign-in set a cookie")
	}

	p = b.do("POST", "/sandbox/sign-in", url.Values{"key": {consoleKey}})
	if p.status != http.StatusSeeOther {
		t.Fatalf("sandbox key: %d\n%s", p.status, p.body)
	}
	setCookie := strings.Join(p.header.Values("Set-Cookie"), "\n")
	for _, leak := range []string{consoleKey, base64.RawURLEncoding.EncodeToString([]byte(consoleKey)), base64.StdEncoding.EncodeToString([]byte(consoleKey)), "console0123456789"} {
		if strings.Contains(setCookie, leak) {
			t.Errorf("the cookie holds the key in clear: %s", setCookie)
		}
	}
	for _, want := range []string{"HttpOnly", "SameSite=Lax", "Max-Age=43200", "Path=/sandbox"} {
		if !strings.Contains(setCookie, want) {
			t.Errorf("cookie lacks %s: %s", want, setCookie)
		}
	}
	if p := b.get("/sandbox"); p.status != 200 || !strings.Contains(p.body, "Sandbox confirmations") {
		t.Errorf("signed-in list: %d\n%s", p.status, p.body)
	}
	// A tampered cookie is no session.
	u := mustURL(t, cs.base+"/sandbox")
	ck := b.client.Jar.Cookies(u)[0]
	b2 := cs.browser()
	first := "x"
	if ck.Value[0] == 'x' {
		first = "y"
	}
	b2.client.Jar.SetCookies(u, []*http.Cookie{{Name: ck.Name, Value: first + ck.Value[1:], Path: "/sandbox"}})
	if p := b2.get("/sandbox"); p.status != http.StatusSeeOther {
		t.Errorf("tampered cookie: %d", p.status)
	}

	if p := b.do("POST", "/sandbox/sign-out", url.Values{}); p.status != http.StatusForbidden {
		t.Errorf("sign-out without the CSRF token: %d, want 403", p.status)
	}
	if p := b.post("/sandbox/sign-out", nil); p.status != http.StatusSeeOther || p.location != "/sandbox/sign-in" {
		t.Errorf("sign-out: %d %q", p.status, p.location)
	}
	if p := b.get("/sandbox"); p.status != http.StatusSeeOther {
		t.Errorf("after sign-out: %d, want a redirect to sign in", p.status)
	}
}

// TestConsoleSessionReplay: a copy of the console's cookie stops working
// when the developer signs out, and when an operator's command, run as
// another process on the same database, changes the account or its keys.
func TestConsoleSessionReplay(t *testing.T) {
	cs := newConsoleServer(t)
	admin := func(args ...string) string {
		t.Helper()
		var out lockedBuffer
		a := &app{stdout: &out, stderr: &out, getenv: func(k string) string { return cs.env[k] }}
		if err := a.run(context.Background(), args); err != nil {
			t.Fatalf("confirmd %s: %v\n%s", strings.Join(args, " "), err, out.String())
		}
		return out.String()
	}
	account := regexp.MustCompile(`acct_[0-9a-z]+`).FindString(admin("accounts", "list"))
	u := mustURL(t, cs.base+"/sandbox")
	// signIn signs key in with a new browser and returns it with a copy
	// of its cookie.
	signIn := func(key string) (*browser, *http.Cookie) {
		t.Helper()
		b := cs.browser()
		if p := b.do("POST", "/sandbox/sign-in", url.Values{"key": {key}}); p.status != http.StatusSeeOther {
			t.Fatalf("sign-in: %d\n%s", p.status, p.body)
		}
		if p := b.get("/sandbox"); p.status != http.StatusOK {
			t.Fatalf("signed in: %d", p.status)
		}
		return b, b.client.Jar.Cookies(u)[0]
	}
	replayed := func(ck *http.Cookie) page {
		t.Helper()
		b := cs.browser()
		b.client.Jar.SetCookies(u, []*http.Cookie{{Name: ck.Name, Value: ck.Value, Path: "/sandbox"}})
		return b.get("/sandbox")
	}

	b, ck := signIn(consoleKey)
	if p := b.post("/sandbox/sign-out", nil); p.status != http.StatusSeeOther {
		t.Fatalf("sign-out: %d", p.status)
	}
	if p := replayed(ck); p.status != http.StatusSeeOther || p.location != "/sandbox/sign-in" {
		t.Errorf("the cookie replayed after sign-out: %d %q, want a redirect to sign in", p.status, p.location)
	}

	created := admin("keys", "create", "--sandbox")
	key := regexp.MustCompile(`sk_test_[0-9A-Za-z]{32}`).FindString(created)
	keyID := regexp.MustCompile(`key_[0-9a-z]+`).FindString(created)
	for _, cmd := range [][]string{
		{"accounts", "set-limit", "--account", account, "--limit", "50"},
		{"accounts", "rotate-secret", "--account", account},
		{"keys", "create", "--live"},
		{"keys", "revoke", keyID},
	} {
		_, ck := signIn(key)
		admin(cmd...)
		if p := replayed(ck); p.status != http.StatusSeeOther || p.location != "/sandbox/sign-in" {
			t.Errorf("the cookie replayed after confirmd %s: %d %q, want a redirect to sign in", strings.Join(cmd, " "), p.status, p.location)
		}
	}
}

func mustURL(t *testing.T, s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestConsoleCSRF(t *testing.T) {
	cs := newConsoleServer(t)
	b := cs.browser()
	b.signIn()
	id := b.create("")
	page := "/sandbox/confirmations/" + id
	cs.waitFor("the email", func() bool { return stepState(cs.state(id), "email") == "delivered" })
	before := cs.state(id)["updatedAt"]

	for name, form := range map[string]url.Values{
		"no token":    {},
		"wrong token": {"csrf": {"AAAA" + csrfOf(t, b.get(page).body)[4:]}},
	} {
		for _, path := range []string{page + "/advance", page + "/cancel", page + "/reply"} {
			f := url.Values{"channel": {"email"}, "choice": {"will_be_in"}}
			for k, v := range form {
				f[k] = v
			}
			if p := b.do("POST", path, f); p.status != http.StatusForbidden {
				t.Errorf("%s, POST %s: %d, want 403", name, path, p.status)
			}
		}
		if p := b.do("POST", "/sandbox/new", form); p.status != http.StatusForbidden {
			t.Errorf("%s, create: %d, want 403", name, p.status)
		}
	}
	// Another site's form, with a stolen token even, is refused by origin.
	req, _ := http.NewRequest("POST", cs.base+page+"/cancel", strings.NewReader("csrf="+url.QueryEscape(csrfOf(t, b.get(page).body))))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	res, err := b.client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusForbidden {
		t.Errorf("cross-site POST: %d", res.StatusCode)
	}
	if c := cs.state(id); c["updatedAt"] != before || c["status"] != "in_progress" {
		t.Errorf("a refused form changed the confirmation: %v", c)
	}
	status, body := call(t, "GET", cs.base+"/v1/confirmations", consoleKey, "")
	if status != 200 || len(body["confirmations"].([]any)) != 1 {
		t.Errorf("a refused create created something: %v", body)
	}
}

func TestConsoleActions(t *testing.T) {
	cs := newConsoleServer(t)
	b := cs.browser()
	b.signIn()

	t.Run("create with errors", func(t *testing.T) {
		form := formOf(b.get("/sandbox/new").body)
		form.Set("email", "not-an-email")
		form.Set("date", "2001-01-01")
		p := b.do("POST", "/sandbox/new", form)
		if p.status != http.StatusBadRequest {
			t.Fatalf("create with errors: %d", p.status)
		}
		for _, want := range []string{"There are 2 problems", "customer.email is not a valid email address", "order.date", `value="not-an-email"`} {
			if !strings.Contains(p.body, want) {
				t.Errorf("the refused form lacks %q:\n%s", want, p.body)
			}
		}
	})

	t.Run("list, search and paging", func(t *testing.T) {
		id := b.create("")
		if p := b.get("/sandbox?q=" + id); p.status != http.StatusSeeOther || p.location != "/sandbox/confirmations/"+id {
			t.Errorf("search by id: %d %q", p.status, p.location)
		}
		p := b.get("/sandbox?status=scheduled&q=nothing-like-this")
		if p.status != 200 || strings.Contains(p.body, id) {
			t.Errorf("filtered list: %d", p.status)
		}
		if p := b.get("/sandbox"); !strings.Contains(p.body, id) {
			t.Errorf("the list lacks %s", id)
		}
	})

	t.Run("advance and cancel", func(t *testing.T) {
		id := b.create("")
		page := "/sandbox/confirmations/" + id
		for range 2 {
			if p := b.post(page+"/advance", nil); p.status != http.StatusSeeOther || p.location != page {
				t.Fatalf("advance: %d %q\n%s", p.status, p.location, p.body)
			}
		}
		if s := stepState(cs.state(id), "sms"); s != "delivered" {
			t.Errorf("after two advances the text is %q", s)
		}
		if p := b.post(page+"/cancel", nil); p.status != http.StatusSeeOther {
			t.Fatalf("cancel: %d", p.status)
		}
		if s := cs.state(id)["status"]; s != "cancelled" {
			t.Errorf("status after cancel: %v", s)
		}
		// The API's refusal is shown on the page.
		p := b.post(page+"/advance", nil)
		if p.status != http.StatusConflict || !strings.Contains(p.body, `role="alert"`) {
			t.Errorf("advance of a cancelled one: %d\n%s", p.status, p.body)
		}
	})

	reply := func(t *testing.T, id string, form url.Values) page {
		return b.post("/sandbox/confirmations/"+id+"/reply", form)
	}
	advanceTo := func(t *testing.T, id, channel string) {
		page := "/sandbox/confirmations/" + id
		// A placed call stays pending while it rings, so the sign that a
		// channel has reached the customer is its first event.
		for i := 0; i < 4 && !reached(cs.state(id), channel); i++ {
			b.post(page+"/advance", nil)
		}
		if !reached(cs.state(id), channel) {
			t.Fatalf("the %s never reached the customer: %v", channel, cs.state(id))
		}
	}
	for _, tt := range []struct {
		name, channel string
		form          url.Values
		status        string
		check         func(c map[string]any) bool
	}{
		{"email will be in", "email", url.Values{"channel": {"email"}, "choice": {"will_be_in"}}, "confirmed", nil},
		{"email someone else", "email", url.Values{"channel": {"email"}, "choice": {"someone_else"}, "signerName": {"Tom Smith"}}, "confirmed",
			func(c map[string]any) bool { return c["outcome"].(map[string]any)["signerName"] == "Tom Smith" }},
		{"email different day, a slot", "email", url.Values{"channel": {"email"}, "choice": {"different_day"}, "slot": {"1"}}, "rescheduled", nil},
		{"email different day, none", "email", url.Values{"channel": {"email"}, "choice": {"different_day"}, "slot": {"none"}}, "action_needed", nil},
		{"text", "sms", url.Values{"channel": {"sms"}, "text": {"my neighbour Sue will take it"}}, "confirmed",
			func(c map[string]any) bool {
				return strings.HasPrefix(c["outcome"].(map[string]any)["signerName"].(string), "Sue")
			}},
		{"call line", "call", url.Values{"channel": {"call"}, "text": {"Yes, I will be in"}}, "confirmed", nil},
		{"call rings out", "call", url.Values{"channel": {"call"}, "ringOut": {"1"}}, "in_progress",
			func(c map[string]any) bool { return stepState(c, "call") != "delivered" }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			id := b.create("")
			advanceTo(t, id, tt.channel)
			if p := reply(t, id, tt.form); p.status != http.StatusSeeOther {
				t.Fatalf("reply: %d\n%s", p.status, p.body)
			}
			c := cs.state(id)
			if c["status"] != tt.status || tt.check != nil && !tt.check(c) {
				t.Errorf("after the reply: %v", c)
			}
		})
	}

	t.Run("reply refused", func(t *testing.T) {
		id := b.create("")
		p := reply(t, id, url.Values{"channel": {"call"}, "text": {"hello"}})
		if p.status != http.StatusConflict || !strings.Contains(p.body, `role="alert"`) {
			t.Errorf("a reply on a call not placed: %d\n%s", p.status, p.body)
		}
	})

	t.Run("send again", func(t *testing.T) {
		id := b.create(cs.hook.URL + "/hooks")
		page := "/sandbox/confirmations/" + id
		advanceTo(t, id, "email")
		reply(t, id, url.Values{"channel": {"email"}, "choice": {"will_be_in"}})
		cs.waitFor("the first attempt", func() bool { return strings.Contains(b.get(page).body, "Attempt 1 at") })
		body := b.get(page).body
		for _, want := range []string{"HTTP 204", "X-Service-Signature: sha256=", "&#34;type&#34;: &#34;confirmation.updated&#34;",
			"Deliveries are kept for 30 days after their last attempt"} {
			if !strings.Contains(body, want) {
				t.Errorf("the page lacks %q", want)
			}
		}
		did := regexp.MustCompile(`/deliveries/(wh_[0-9a-z]+)/resend`).FindStringSubmatch(body)
		if did == nil {
			t.Fatalf("no Send again form:\n%s", body)
		}
		if p := b.post(page+"/deliveries/"+did[1]+"/resend", nil); p.status != http.StatusSeeOther {
			t.Fatalf("send again: %d\n%s", p.status, p.body)
		}
		cs.waitFor("the second attempt", func() bool { return strings.Contains(b.get(page).body, "Attempt 2 at") })
		if n := cs.hooks.Load(); n != 2 {
			t.Errorf("the receiver got %d deliveries, want 2", n)
		}
		if p := b.post(page+"/deliveries/wh_nope/resend", nil); p.status != http.StatusNotFound {
			t.Errorf("send again of an unknown delivery: %d", p.status)
		}
	})

	t.Run("live events", func(t *testing.T) {
		id := b.create("")
		req, _ := http.NewRequest("GET", cs.base+"/sandbox/confirmations/"+id+"/events", nil)
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		res, err := b.client.Do(req.WithContext(ctx))
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		if ct := res.Header.Get("Content-Type"); res.StatusCode != 200 || ct != "text/event-stream" {
			t.Fatalf("events: %d %s", res.StatusCode, ct)
		}
		buf := make([]byte, 4096)
		var got strings.Builder
		for strings.Count(got.String(), "event: change") < 2 {
			n, err := res.Body.Read(buf)
			if err != nil {
				t.Fatalf("events ended: %v\n%s", err, got.String())
			}
			got.Write(buf[:n])
			if strings.Count(got.String(), "event: change") == 1 && !strings.Contains(got.String(), "advanced") {
				got.WriteString("advanced")
				page := "/sandbox/confirmations/" + id
				b.post(page+"/cancel", nil)
			}
		}
		if p := b.get("/sandbox/confirmations/" + id + "?fragment=1"); !strings.HasPrefix(strings.TrimSpace(p.body), `<div id="live"`) || !strings.Contains(p.body, "cancelled") {
			t.Errorf("fragment:\n%s", p.body)
		}
	})
}
