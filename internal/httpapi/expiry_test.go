package httpapi

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

// TestEmailLinksExpire: on both stores, the email's links work until the
// end of the 7th day after the booked date, and a reschedule moves that to
// 7 days after the new date; after it, GET and POST answer 410 naming the
// brand's support address, and change nothing.
func TestEmailLinksExpire(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		// Booked for Tuesday 24 November in London (GMT, so UTC here).
		open := h.started(twoOptions(), 1)
		openLink := h.emailLinks(open)[0]
		answered := h.started(twoOptions(), 1)
		answeredLink := h.emailLinks(answered)[0]
		moved := h.started(twoOptions(), 1)
		var movedLink string
		for _, l := range h.emailLinks(moved) {
			if _, body, _ := h.page("GET", l, nil); strings.Contains(body, "Friday 27 November") {
				movedLink = l
			}
		}
		if status, _, _ := h.page("POST", movedLink, url.Values{"token": {tokenOf(movedLink)}, "slot": {"1"}}); status != http.StatusSeeOther {
			t.Fatalf("picking Friday: %d", status)
		}
		h.closedWith(moved, "rescheduled", "reschedule", "", "email")
		statusOf := func(id string) any {
			return h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil).Body["confirmation"].(map[string]any)["status"]
		}
		before := map[string]any{open: statusOf(open), moved: statusOf(moved)}

		check := func(at time.Time, link string, want int) {
			t.Helper()
			h.clock.Set(at)
			methods := []string{"GET", "POST"}
			if want == http.StatusOK {
				methods = methods[:1] // an open page's answer is another test's
			}
			for _, method := range methods {
				status, body, _ := h.page(method, link, url.Values{"token": {tokenOf(link)}})
				if status != want {
					t.Errorf("%s at %s: %d, want %d", method, at.Format(time.RFC3339), status, want)
				}
				if want == http.StatusGone && (!strings.Contains(body, "This link has expired") ||
					!strings.Contains(body, "help@acme.test") || strings.Contains(body, "1 High St")) {
					t.Errorf("%s at %s: the expired page:\n%s", method, at.Format(time.RFC3339), body)
				}
			}
		}
		check(time.Date(2026, 11, 30, 23, 59, 59, 0, time.UTC), openLink, http.StatusOK)
		check(time.Date(2026, 12, 1, 23, 59, 59, 0, time.UTC), openLink, http.StatusOK)
		// The last moment, an answer is still taken.
		if status, _, _ := h.page("POST", answeredLink, url.Values{"token": {tokenOf(answeredLink)}}); status != http.StatusSeeOther {
			t.Errorf("POST at the last moment: %d, want 303", status)
		}
		h.closedWith(answered, "confirmed", "will_be_in", "", "email")
		before[answered] = "confirmed"
		check(time.Date(2026, 12, 2, 0, 0, 0, 0, time.UTC), openLink, http.StatusGone)
		check(time.Date(2026, 12, 2, 0, 0, 0, 0, time.UTC), answeredLink, http.StatusGone)
		check(time.Date(2026, 12, 2, 0, 0, 0, 0, time.UTC), movedLink, http.StatusOK)
		check(time.Date(2026, 12, 4, 23, 59, 59, 0, time.UTC), movedLink, http.StatusOK)
		check(time.Date(2026, 12, 5, 0, 0, 0, 0, time.UTC), movedLink, http.StatusGone)

		for id, status := range before {
			if got := statusOf(id); got != status {
				t.Errorf("%s: status %v after the expired links were used, want %v", id, got, status)
			}
		}
	})
}
