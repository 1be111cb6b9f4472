package httpapi

import (
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// console is a browser signed in to the sandbox console with the harness's
// sandbox key.
type console struct {
	h      *harness
	client *http.Client
	csrf   string
}

func (h *harness) console() *console {
	h.t.Helper()
	jar, _ := cookiejar.New(nil)
	c := &console{h: h, client: &http.Client{
		Jar: jar, Timeout: 10 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}}
	if status, body := c.do("POST", "/sandbox/sign-in", url.Values{"key": {h.sandbox}}); status != http.StatusSeeOther {
		h.t.Fatalf("console sign-in: %d\n%s", status, body)
	}
	_, page := c.do("GET", "/sandbox/new", nil)
	m := csrfField.FindStringSubmatch(page)
	if m == nil {
		h.t.Fatalf("no CSRF token on the console's form:\n%s", page)
	}
	c.csrf = m[1]
	return c
}

// do sends a console request, a form with the session's CSRF token.
func (c *console) do(method, path string, form url.Values) (int, string) {
	c.h.t.Helper()
	var body io.Reader
	if form != nil {
		if c.csrf != "" {
			form.Set("csrf", c.csrf)
		}
		body = strings.NewReader(form.Encode())
	}
	req, _ := http.NewRequest(method, c.h.srv.URL+path, body)
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	res, err := c.client.Do(req)
	if err != nil {
		c.h.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

// TestConsoleResendLimit sends a delivery again from the console until the
// limit: the next is refused with 429 and a message that says when one is
// allowed again, and nothing is sent; an hour later it is allowed.
func TestConsoleResendLimit(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		body := validBody()
		body["webhookUrl"] = "http://127.0.0.1:9/hook"
		id := h.started(body, 1)
		h.reply(id, map[string]any{"channel": "email", "choice": "will_be_in"})
		scope := confirm.Scope{AccountID: h.account.ID, Sandbox: true}
		ds, err := h.store.ListDeliveries(t.Context(), scope, id)
		if err != nil || len(ds) != 1 {
			t.Fatalf("ListDeliveries: %d, %v; want one delivery", len(ds), err)
		}
		page := "/sandbox/confirmations/" + id
		resend := page + "/deliveries/" + ds[0].ID + "/resend"

		c := h.console()
		_, shown := c.do("GET", page, nil)
		if want := "Send again may be used 5 times per confirmation and 60 times per account in any hour."; !strings.Contains(shown, want) {
			t.Errorf("the page does not say %q", want)
		}
		for i := range confirm.DefaultResendLimit.PerConfirmation {
			if status, body := c.do("POST", resend, url.Values{}); status != http.StatusSeeOther {
				t.Fatalf("resend %d: %d, want 303\n%s", i+1, status, body)
			}
			h.clock.Advance(time.Minute)
		}
		before, err := h.store.ListDeliveries(t.Context(), scope, id)
		if err != nil {
			t.Fatal(err)
		}
		status, refused := c.do("POST", resend, url.Values{})
		want := "Send again is limited to 5 per confirmation in any hour; try again after 11:00:00 UTC"
		if status != http.StatusTooManyRequests || !strings.Contains(refused, want) || !strings.Contains(refused, `role="alert"`) {
			t.Fatalf("resend over the limit: %d, want 429 and an alert %q\n%s", status, want, refused)
		}
		after, err := h.store.ListDeliveries(t.Context(), scope, id)
		if err != nil {
			t.Fatal(err)
		}
		if !after[0].NextAttemptAt.Equal(before[0].NextAttemptAt) {
			t.Errorf("the refused resend moved the delivery to %v", after[0].NextAttemptAt)
		}

		// An hour after the first resend, there is room for one.
		h.clock.Set(start.Add(time.Hour))
		if status, body := c.do("POST", resend, url.Values{}); status != http.StatusSeeOther {
			t.Errorf("resend an hour later: %d, want 303\n%s", status, body)
		}
	})
}
