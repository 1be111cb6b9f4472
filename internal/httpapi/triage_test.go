package httpapi

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestInboxTriage checks the operators' Inbox as a team triages it: each
// row shows the booked day, window and items and the reason in words; the
// van that leaves first is at the top by default, the longest waiting
// first on request; and a search finds a customer by name, phone, email,
// order reference or external id.
func TestInboxTriage(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := &isolation{t: t, h: h}
		later := twoOptions() // booked 2026-11-24, 08:00
		first := twoOptions()
		o := first["order"].(map[string]any)
		o["window"] = map[string]any{"from": "07:00", "to": "09:00"}
		o["ref"] = "ORD-77"
		first["externalId"] = "SO-EARLY"
		c := first["customer"].(map[string]any)
		c["name"], c["phone"], c["email"] = "Omar Early", "+447400111222", "omar@example.com"
		waitedLongest := h.handedOff(later)
		h.clock.Advance(time.Minute)
		leavesFirst := h.handedOff(first)
		s := w.opsSignIn(&isoKey{name: "sandbox", key: h.sandbox})

		_, page, _ := w.consoleDo(s, "GET", "/console/inbox", nil, "")
		if a, b := strings.Index(page, "open-"+leavesFirst), strings.Index(page, "open-"+waitedLongest); a < 0 || b < 0 || a > b {
			t.Errorf("by default the van that leaves first is not at the top (%d, %d)", a, b)
		}
		for _, want := range []string{"Tue 2026-11-24, 07:00-09:00", "Tue 2026-11-24, 08:00-12:00", "<bdi>Sofa</bdi>", "asked for a person", `data-label="Booked"`} {
			if !strings.Contains(page, want) {
				t.Errorf("the inbox lacks %q", want)
			}
		}
		if strings.Contains(page, ">wants_human<") {
			t.Errorf("the inbox shows a reason as its code")
		}
		_, page, _ = w.consoleDo(s, "GET", "/console/inbox?order=waiting", nil, "")
		if a, b := strings.Index(page, "open-"+leavesFirst), strings.Index(page, "open-"+waitedLongest); a < 0 || b < 0 || b > a {
			t.Errorf("?order=waiting does not put the longest waiting first")
		}
		for _, q := range []string{"omar", "07400%20111222", "%2B447400111222", "OMAR@example", "ord-77", "so-early"} {
			status, page, _ := w.consoleDo(s, "GET", "/console/inbox?q="+q, nil, "")
			if status != http.StatusOK || !strings.Contains(page, "open-"+leavesFirst) || strings.Contains(page, "open-"+waitedLongest) {
				t.Errorf("search %q: %d, want Omar alone", q, status)
			}
		}
		if _, page, _ := w.consoleDo(s, "GET", "/console/inbox?q=nobody-like-this", nil, ""); !strings.Contains(page, "Nobody waiting matches the search.") {
			t.Errorf("a search that finds nobody does not say so")
		}
	})
}

// TestInboxTake: a person takes a waiting customer; the Inbox and the
// thread say "assigned to" them, another may take it over or let it go,
// and another account's session cannot take it.
func TestInboxTake(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := &isolation{t: t, h: h}
		id := h.handedOff(twoOptions())
		s := w.opsSignIn(&isoKey{name: "sandbox", key: h.sandbox}) // signs in as Sam
		_, page, _ := w.consoleDo(s, "GET", "/console/inbox/"+id, nil, "")
		if !strings.Contains(page, "nobody yet") || !strings.Contains(page, ">Take it<") {
			t.Fatalf("the thread offers no Take it:\n%s", page)
		}
		if status, _, _ := w.consoleDo(s, "POST", "/console/inbox/"+id+"/take", url.Values{}, ""); status != http.StatusSeeOther {
			t.Fatalf("take: %d", status)
		}
		_, page, _ = w.consoleDo(s, "GET", "/console/inbox/"+id, nil, "")
		if !strings.Contains(page, "assigned to <bdi>Sam</bdi>") || !strings.Contains(page, "Let it go") {
			t.Errorf("the thread does not say who took it")
		}
		_, page, _ = w.consoleDo(s, "GET", "/console/inbox", nil, "")
		if !strings.Contains(page, "assigned to <bdi>Sam</bdi>") {
			t.Errorf("the inbox does not say who took it")
		}
		other := w.opsSignIn(&isoKey{name: "other", key: h.other})
		if status, _, _ := w.consoleDo(other, "POST", "/console/inbox/"+id+"/take", url.Values{}, ""); status != http.StatusNotFound {
			t.Errorf("another account's take: %d, want 404", status)
		}
		w.consoleDo(other, "POST", "/console/inbox/"+id+"/release", url.Values{}, "")
		if _, page, _ := w.consoleDo(s, "GET", "/console/inbox", nil, ""); !strings.Contains(page, "assigned to <bdi>Sam</bdi>") {
			t.Errorf("another account let it go")
		}
		if status, _, _ := w.consoleDo(s, "POST", "/console/inbox/"+id+"/release", url.Values{}, ""); status != http.StatusSeeOther {
			t.Fatalf("release: %d", status)
		}
		if _, page, _ := w.consoleDo(s, "GET", "/console/inbox", nil, ""); strings.Contains(page, "assigned to") {
			t.Errorf("still assigned after letting it go")
		}
		// Once resolved nobody waits, and there is nothing to take.
		w.consoleDo(s, "POST", "/console/inbox/"+id+"/resolve", url.Values{"status": {"cancelled"}}, "")
		if status, _, _ := w.consoleDo(s, "POST", "/console/inbox/"+id+"/take", url.Values{}, ""); status != http.StatusConflict {
			t.Errorf("take after resolving: %d, want 409", status)
		}
	})
}

// TestThreadReadable: the thread starts with the order, shows confirmd's
// email as a summary that opens, never a customer's link whole, and marks
// the customer's, the team's and confirmd's lines apart.
func TestThreadReadable(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := &isolation{t: t, h: h}
		id := h.handedOff(twoOptions())
		s := w.opsSignIn(&isoKey{name: "sandbox", key: h.sandbox})
		w.consoleDo(s, "POST", "/console/inbox/"+id+"/messages", url.Values{"channel": {"sms"}, "text": {"Would Friday suit?"}, "author": {"Sam"}}, "")
		_, page, _ := w.consoleDo(s, "GET", "/console/inbox/"+id, nil, "")
		if strings.Index(page, `id="order-h"`) > strings.Index(page, `id="thread-h"`) || !strings.Contains(page, "1 High St") {
			t.Errorf("the order is not at the top of the thread")
		}
		if !strings.Contains(page, "<details><summary><span class=\"who\">confirmd: </span>Email: <bdi>Please confirm your delivery") {
			t.Errorf("the email is not a summary that opens")
		}
		if m := regexp.MustCompile(`/c/[A-Za-z0-9_-]{8,}`).FindString(page); m != "" {
			t.Errorf("the thread shows a customer's link whole: %s", m)
		}
		if !strings.Contains(page, "(English, ") || !strings.Contains(page, "(sms, English, ") {
			t.Errorf("confirmd's messages do not name the language they were sent in")
		}
		for _, class := range []string{"line-customer", "line-person", "line-service"} {
			if !strings.Contains(page, class) {
				t.Errorf("no %s line in the thread", class)
			}
		}
	})
}
