package httpapi

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

// TestInboxLiveClaims: when one person takes a waiting customer or lets
// them go, another person's open Inbox stream changes, and the live part
// it then fetches says who took it, or no longer does.
func TestInboxLiveClaims(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := &isolation{t: t, h: h}
		id := h.handedOff(twoOptions())
		sam := w.opsSignIn(&isoKey{name: "sandbox", key: h.sandbox})
		priya := newConsoleClient()
		if status, body, loc := w.consoleDo(priya, "POST", "/console/sign-in", url.Values{"key": {h.sandbox}, "name": {"Priya"}}, ""); status != http.StatusSeeOther || loc != "/console/inbox" {
			t.Fatalf("Priya's sign-in: %d %q\n%s", status, loc, body)
		}
		_, page, _ := w.consoleDo(priya, "GET", "/console/inbox", nil, "")
		priya.csrf = csrfField.FindStringSubmatch(page)[1]

		live := w.openStream(sam, "/console/inbox/events")
		first := live.next("on opening")
		if want := "1|" + h.updatedAt(h.sandbox, id); first != want {
			t.Fatalf("first change = %q, want %q", first, want)
		}

		h.clock.Advance(time.Minute)
		if status, body, _ := w.consoleDo(priya, "POST", "/console/inbox/"+id+"/take", url.Values{}, ""); status != http.StatusSeeOther {
			t.Fatalf("take: %d\n%s", status, body)
		}
		taken := live.next("Priya takes the customer")
		if taken == first || !strings.HasPrefix(taken, first+"|1|") {
			t.Errorf("change after the take = %q, want %q followed by one claim", taken, first)
		}
		_, frag, _ := w.consoleDo(sam, "GET", "/console/inbox?fragment=1", nil, "")
		if !strings.Contains(frag, "assigned to <bdi>Priya</bdi>") || !strings.Contains(frag, `data-version="`+taken+`"`) {
			t.Errorf("Sam's live part after the take does not say Priya took it at version %q:\n%s", taken, frag)
		}

		// Sam takes it over: the claim's time moves.
		h.clock.Advance(time.Minute)
		if status, _, _ := w.consoleDo(sam, "POST", "/console/inbox/"+id+"/take", url.Values{}, ""); status != http.StatusSeeOther {
			t.Fatalf("Sam's take: %d", status)
		}
		if over := live.next("Sam takes it over"); over == taken || !strings.HasPrefix(over, first+"|1|") {
			t.Errorf("change after the take-over = %q, was %q", over, taken)
		}

		h.clock.Advance(time.Minute)
		if status, _, _ := w.consoleDo(priya, "POST", "/console/inbox/"+id+"/release", url.Values{}, ""); status != http.StatusSeeOther {
			t.Fatalf("release: %d", status)
		}
		if got := live.next("the customer is let go"); got != first {
			t.Errorf("change after the release = %q, want %q", got, first)
		}
		_, frag, _ = w.consoleDo(sam, "GET", "/console/inbox?fragment=1", nil, "")
		if strings.Contains(frag, "assigned to") {
			t.Errorf("the live part still names someone after the release:\n%s", frag)
		}
	})
}
