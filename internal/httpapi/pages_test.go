package httpapi

import (
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

// emailLinks finds the one-tap links in the email as the customer got it.
func (h *harness) emailLinks(id string) []string {
	h.t.Helper()
	c := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil).Body["confirmation"].(map[string]any)
	links := regexp.MustCompile(`http://[^\s)>"]+/c/[A-Za-z0-9_-]+`).FindAllString(lastOut(c, "email"), -1)
	if len(links) != 3 {
		h.t.Fatalf("the email has %d one-tap links, want 3:\n%s", len(links), lastOut(c, "email"))
	}
	return links
}

// page fetches a customer page without following redirects.
func (h *harness) page(method, link string, form url.Values) (int, string, http.Header) {
	h.t.Helper()
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	var res *http.Response
	var err error
	if method == "GET" {
		res, err = client.Get(link)
	} else {
		res, err = client.PostForm(link, form)
	}
	if err != nil {
		h.t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b), res.Header
}

func tokenOf(link string) string { return link[strings.LastIndex(link, "/")+1:] }

func TestEmailPages(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.started(twoOptions(), 1)
		links := h.emailLinks(id) // will be in, someone else, different day
		var differentDay string
		for _, l := range links {
			status, body, _ := h.page("GET", l, nil)
			if status != 200 {
				t.Fatalf("GET %s: %d", l, status)
			}
			if strings.Contains(body, "Wednesday 25 November") && strings.Contains(body, "None of these suit me") {
				differentDay = l
			}
		}
		if differentDay == "" {
			t.Fatal("no link shows the offered slots")
		}
		// Opening the links changed nothing: link scanners are harmless.
		if c := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil).Body["confirmation"].(map[string]any); c["status"] != "in_progress" {
			t.Fatalf("a GET changed the confirmation: %v", c["status"])
		}
		// A forged or altered token is refused and changes nothing.
		tok := tokenOf(differentDay)
		altered := differentDay[:len(differentDay)-len(tok)] + tok[:len(tok)-2] + strings.Map(func(r rune) rune {
			if r == 'A' {
				return 'B'
			}
			return 'A'
		}, tok[len(tok)-2:])
		for _, bad := range []string{altered, h.publicURL + "/c/forged-token"} {
			if status, _, _ := h.page("GET", bad, nil); status != 404 {
				t.Errorf("GET %s: %d, want 404", bad, status)
			}
			if status, _, _ := h.page("POST", bad, url.Values{"token": {tokenOf(bad)}, "slot": {"1"}}); status != 404 {
				t.Errorf("POST %s: %d, want 404", bad, status)
			}
		}
		// The customer picks Friday.
		status, _, hdr := h.page("POST", differentDay, url.Values{"token": {tok}, "slot": {"1"}})
		if status != http.StatusSeeOther {
			t.Fatalf("POST: %d", status)
		}
		if loc := hdr.Get("Location"); loc != tok && !strings.HasSuffix(loc, "/c/"+tok) {
			t.Errorf("redirect to %q", loc)
		}
		c := h.closedWith(id, "rescheduled", "reschedule", "", "email")
		if c["order"].(map[string]any)["date"] != "2026-11-27" {
			t.Errorf("order %v", c["order"])
		}
		// The page now shows the decision; the links no longer act.
		_, body, _ := h.page("GET", differentDay, nil)
		if !strings.Contains(body, "Friday 27 November") || strings.Contains(body, "<form") {
			t.Errorf("after closing the page shows:\n%s", body)
		}
		for _, l := range links {
			h.page("POST", l, url.Values{"token": {tokenOf(l)}, "signerName": {"Mallory"}, "slot": {"0"}})
		}
		if c := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil).Body["confirmation"].(map[string]any); c["status"] != "rescheduled" || len(h.webhooks(id)) != 1 {
			t.Errorf("a reused link changed a closed confirmation: %v", c["status"])
		}
	})
}

func TestEmailPageSomeoneElse(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.started(twoOptions(), 1)
		for _, l := range h.emailLinks(id) {
			_, body, _ := h.page("GET", l, nil)
			if !strings.Contains(body, `name="signerName"`) {
				continue
			}
			if status, _, _ := h.page("POST", l, url.Values{"token": {tokenOf(l)}, "signerName": {""}}); status != 400 {
				t.Errorf("no name: %d, want 400", status)
			}
			if status, _, _ := h.page("POST", l, url.Values{"token": {tokenOf(l)}, "signerName": {"Tom Smith"}}); status != http.StatusSeeOther {
				t.Fatalf("POST: %d", status)
			}
			h.closedWith(id, "confirmed", "alternate_signer", "Tom Smith", "email")
			return
		}
		t.Fatal("no link asks for a name")
	})
}
