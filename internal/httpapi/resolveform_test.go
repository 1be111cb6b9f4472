package httpapi

import (
	"html"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// TestResolveForm checks that the console's resolve form records nothing
// it was not told: nothing is chosen at first, a form sent without a
// choice (or without the signer or slot its choice needs) is refused with
// a line saying what is missing, and after resolving the form gives way
// to the outcome, with the resolver's name once.
func TestResolveForm(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := &isolation{t: t, h: h}
		id := h.handedOff(twoOptions())
		s := w.opsSignIn(&isoKey{name: "sandbox", key: h.sandbox})
		_, page, _ := w.consoleDo(s, "GET", "/console/inbox/"+id, nil, "")
		form := page[strings.Index(page, `class="resolve"`):]
		form = form[:strings.Index(form, "</form>")]
		if strings.Contains(form, " checked") || strings.Contains(form, `value="0" selected`) {
			t.Errorf("the resolve form starts with a choice made:\n%s", form)
		}
		for _, c := range []struct {
			form url.Values
			want string
		}{
			{url.Values{"notes": {"leave it by the door"}}, "Choose an outcome: confirmed (the customer, or someone else), rescheduled or cancelled. Nothing was recorded."},
			{url.Values{"status": {"maybe"}}, "Choose an outcome"},
			{url.Values{"status": {"confirmed_other"}}, "Give the name of the person who will be in and sign"},
			{url.Values{"status": {"rescheduled"}}, "Choose the new slot"},
			{url.Values{"status": {"rescheduled"}, "slot": {"7"}}, "Choose the new slot"},
		} {
			status, page, _ := w.consoleDo(s, "POST", "/console/inbox/"+id+"/resolve", c.form, "")
			page = html.UnescapeString(page)
			if status != http.StatusBadRequest || !strings.Contains(page, c.want) || !strings.Contains(page, `role="alert"`) {
				t.Errorf("resolve %v: %d, want 400 saying %q\n%.3000s", c.form, status, c.want, page)
			}
			if c.form.Get("notes") != "" && !strings.Contains(page, "leave it by the door") {
				t.Errorf("the refused form lost the notes typed")
			}
		}
		if c := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil).Body["confirmation"].(map[string]any); c["status"] != "action_needed" {
			t.Fatalf("a refused form changed the confirmation: %v", c["status"])
		}

		status, _, loc := w.consoleDo(s, "POST", "/console/inbox/"+id+"/resolve", url.Values{"status": {"confirmed_other"}, "signerName": {"Tom"}, "author": {"Priya"}}, "")
		if status != http.StatusSeeOther || loc != "/console/inbox/"+id+"?resolved=1" {
			t.Fatalf("resolve: %d %q", status, loc)
		}
		status, page, loc2 := w.consoleDo(s, "GET", loc, nil, "")
		if status != http.StatusOK {
			t.Fatalf("the thread after resolving: %d %q", status, loc2)
		}
		page = html.UnescapeString(page)
		if !strings.Contains(page, "Resolved as confirmed by <bdi>Priya</bdi>; the retailer's system was told.") {
			t.Errorf("no notice of the resolution:\n%s", page)
		}
		if !strings.Contains(page, "<details>") || strings.Index(page, "<details>") > strings.Index(page, `class="resolve"`) {
			t.Errorf("the resolve form is not folded away after resolving")
		}
		if strings.Contains(page, "(resolved by Priya)") || !strings.Contains(page, "(agreed with Priya)") {
			t.Errorf("the outcome names Priya twice or not at all")
		}
		if !strings.Contains(page, "someone else will sign: <bdi>Tom will sign for it") {
			t.Errorf("the outcome's intent is not in words")
		}
		c := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil).Body["confirmation"].(map[string]any)
		if o := c["outcome"].(map[string]any); c["status"] != "confirmed" || o["intent"] != "alternate_signer" || o["signerName"] != "Tom" {
			t.Errorf("after the console's resolution: %v %v", c["status"], o)
		}
	})
}
