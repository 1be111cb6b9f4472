package web

import (
	"bytes"
	"encoding/base64"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

func TestSessionCookie(t *testing.T) {
	t.Parallel()
	k, err := newSessionKeys("a service secret")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)
	s := session{Key: "sk_test_abcdefghijklmnopqrstuvwxyz012345", ID: "sid1", Expires: now.Add(sessionTTL).Unix()}
	v := k.seal(s)
	raw, _ := base64.RawURLEncoding.DecodeString(v)
	if strings.Contains(v, "sk_test") || bytes.Contains(raw, []byte("abcdefghij")) {
		t.Fatalf("the cookie shows the key: %s", v)
	}
	if v == k.seal(s) {
		t.Errorf("two seals of one session are equal; the nonce must differ")
	}
	got, err := k.open(v, now)
	if err != nil || got != s {
		t.Fatalf("open = %+v, %v; want %+v", got, err, s)
	}
	if _, err := k.open(v, now.Add(sessionTTL)); err == nil {
		t.Errorf("an expired session opened")
	}
	for i := 0; i < len(raw); i += 7 {
		bad := bytes.Clone(raw)
		bad[i] ^= 1
		if _, err := k.open(base64.RawURLEncoding.EncodeToString(bad), now); err == nil {
			t.Errorf("a cookie altered at byte %d opened", i)
		}
	}
	other, _ := newSessionKeys("another secret")
	if _, err := other.open(v, now); err == nil {
		t.Errorf("a cookie opened under another secret")
	}
	for _, junk := range []string{"", "x", "!!!", strings.Repeat("A", 40)} {
		if _, err := k.open(junk, now); err == nil {
			t.Errorf("open(%q) succeeded", junk)
		}
	}

	tok := k.csrfToken(s)
	if !k.checkCSRF(s, tok) {
		t.Errorf("the session's own token is refused")
	}
	s2 := s
	s2.ID = "sid2"
	for _, bad := range []string{"", k.csrfToken(s2), tok[:len(tok)-1], other.csrfToken(s)} {
		if k.checkCSRF(s, bad) {
			t.Errorf("token %q accepted", bad)
		}
	}
}

func TestReadMail(t *testing.T) {
	t.Parallel()
	m := readMail("Subject: Please confirm\n\nHi Jane,\n\nWill someone be in?\n\nTo answer, open one of these links:\n\nI will be in:\nhttp://x/c/1\n")
	if m.Subject != "Please confirm" || m.Body != "Hi Jane,\n\nWill someone be in?" {
		t.Errorf("readMail = %+v", m)
	}
	if m := readMail("just words"); m.Subject != "" || m.Body != "just words" {
		t.Errorf("readMail without a subject = %+v", m)
	}
}

func TestCountdown(t *testing.T) {
	t.Parallel()
	for d, want := range map[time.Duration]string{
		-time.Second: "due now", 0: "due now", 5 * time.Second: "in 5s",
		90 * time.Second: "in 1m 30s", 2*time.Hour + 5*time.Minute: "in 2h 05m",
	} {
		if got := countdown(d); got != want {
			t.Errorf("countdown(%v) = %q, want %q", d, got, want)
		}
	}
}

// TestConsolePagesAreAccessible renders every console page and checks what
// a keyboard or screen-reader user needs: well-formed HTML with a language,
// a label for every field, a legend for every fieldset, and forms that
// change something carrying the CSRF token.
func TestConsolePagesAreAccessible(t *testing.T) {
	t.Parallel()
	k, _ := newSessionKeys("secret")
	dev := &Developer{session: session{Key: "sk_test_x", ID: "sid"}, keys: k, Prefix: "sk_test_x", Account: "Sandbox"}
	now := time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)
	c := &confirm.Confirmation{
		ID: "cf_abc", Status: confirm.StatusInProgress, Sandbox: true, Cadence: confirm.CadenceDemo,
		Customer:   confirm.Customer{Name: "Jane Smith", Phone: "+447400123456", Email: "jane@example.com"},
		Order:      confirm.Order{Type: "delivery", Date: "2026-11-25", Window: confirm.Window{From: "08:00", To: "12:00"}, Items: []confirm.Item{{Name: "Sofa"}}, RescheduleOptions: []confirm.Slot{{Date: "2026-11-26", Window: confirm.Window{From: "12:00", To: "16:00"}}}},
		WebhookURL: "http://127.0.0.1:9/hook",
		Steps:      []confirm.Step{{Channel: "email", State: "delivered", DueAt: now}, {Channel: "sms", State: "pending", DueAt: now.Add(90 * time.Second)}},
		Events: []confirm.Event{
			{At: now, Kind: "out", Channel: "email", Text: "Subject: Please confirm\n\nHi Jane"},
			{At: now, Kind: "out", Channel: "sms", Text: "Will someone be in?"},
			{At: now, Kind: "in", Channel: "sms", Text: "<b>yes</b>"},
			{At: now, Kind: "agent", Channel: "sms", Text: "Understood"},
			{At: now, Kind: "out", Channel: "call", Text: "This is an automated assistant"},
		},
		Outcome:   &confirm.Outcome{Intent: "alternate_signer", Summary: "Sue will sign", SignerName: "Sue"},
		UpdatedAt: now,
	}
	ds := []*confirm.Delivery{{ID: "wh_1", URL: c.WebhookURL, State: "delivered", Payload: []byte(`{"type":"confirmation.updated"}`),
		Attempts: []confirm.Attempt{{At: now, StatusCode: 204, Duration: time.Millisecond, RequestHeaders: map[string]string{"X-Service-Signature": "sha256=ab"}}}}}
	show := showPage(dev, c, ds, now)
	show.Problems = []string{"a problem"}
	pages := map[string]*consolePage{
		"signin":  {Title: "Sign in", Error: msgLiveKey},
		"list":    {Developer: dev, Title: "Confirmations", Rows: []*confirm.Confirmation{c}, Next: "/sandbox?cursor=x"},
		"new":     {Developer: dev, Title: "New", Form: defaultForm(now), Problems: []string{"customer.email is not a valid email address"}},
		"show":    show,
		"message": {Developer: dev, Title: "Not found", Lines: []string{"No such thing"}},
	}
	for name, d := range pages {
		d.Nonce = "n"
		if d.Developer != nil {
			d.CSRF = k.csrfToken(d.session)
		}
		var b bytes.Buffer
		if err := consoleTemplates[name].ExecuteTemplate(&b, "layout", d); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		html := b.String()
		els := parseHTML(t, html)
		if len(find(els, "html", "lang=en")) != 1 {
			t.Errorf("%s: no lang", name)
		}
		labelled := map[string]bool{}
		for _, l := range find(els, "label", "for") {
			labelled[l.Attr["for"]] = true
		}
		for _, tag := range []string{"input", "textarea", "select"} {
			for _, e := range find(els, tag) {
				if e.Attr["type"] == "hidden" || e.Attr["type"] == "radio" {
					continue
				}
				if !labelled[e.Attr["id"]] {
					t.Errorf("%s: <%s name=%q> has no label", name, tag, e.Attr["name"])
				}
			}
		}
		if f, l := len(find(els, "fieldset")), len(find(els, "legend")); f != l {
			t.Errorf("%s: %d fieldsets but %d legends", name, f, l)
		}
		if strings.Count(html, `<form method="post"`)-strings.Count(html, `action="/sandbox/sign-in"`) != strings.Count(html, `name="csrf" value="`+d.CSRF+`"`) {
			t.Errorf("%s: a POST form without the CSRF token", name)
		}
		if strings.Contains(html, "<b>yes</b>") {
			t.Errorf("%s: the customer's words were not escaped", name)
		}
	}
	// The live part alone, as the script fetches it.
	show.Fragment = true
	var b bytes.Buffer
	if err := consoleTemplates["show"].ExecuteTemplate(&b, "live", show); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(strings.TrimSpace(b.String()), `<div id="live"`) || strings.Contains(b.String(), "<html") {
		t.Errorf("the fragment is not the live part:\n%s", b.String())
	}
}

// TestConsoleResponseBodyEscaped shows a receiver's answer that is HTML: the
// page must show it as text, never run it.
func TestConsoleResponseBodyEscaped(t *testing.T) {
	t.Parallel()
	k, _ := newSessionKeys("secret")
	dev := &Developer{session: session{Key: "sk_test_x", ID: "sid"}, keys: k, Prefix: "sk_test_x", Account: "Sandbox"}
	now := time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)
	c := &confirm.Confirmation{ID: "cf_abc", Status: confirm.StatusConfirmed, Sandbox: true, WebhookURL: "http://127.0.0.1:9/hook", UpdatedAt: now}
	ds := []*confirm.Delivery{{ID: "wh_1", URL: c.WebhookURL, State: "failed", Payload: []byte(`{}`),
		Attempts: []confirm.Attempt{{At: now, StatusCode: 500, Error: "HTTP 500", ResponseBody: `<script>alert("hi")</script><img src=x onerror=alert(1)>`}}}}
	d := showPage(dev, c, ds, now)
	d.Nonce, d.CSRF = "n", k.csrfToken(d.session)
	var b bytes.Buffer
	if err := consoleTemplates["show"].ExecuteTemplate(&b, "layout", d); err != nil {
		t.Fatal(err)
	}
	html := b.String()
	if strings.Contains(html, "<script>alert") || strings.Contains(html, "<img src=x") {
		t.Errorf("the receiver's answer was not escaped:\n%s", html)
	}
	if want := "&lt;script&gt;alert(&#34;hi&#34;)&lt;/script&gt;"; !strings.Contains(html, want) {
		t.Errorf("the page lacks the answer as text, %s", want)
	}
}
