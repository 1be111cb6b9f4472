package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

func TestLinksExpireAt(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		date, zone string
		want       time.Time
	}{
		// The end of the 7th day after the booked date, in the order's zone.
		{"2026-11-24", "Europe/London", time.Date(2026, 12, 2, 0, 0, 0, 0, time.UTC)},
		{"2026-11-24", "America/New_York", time.Date(2026, 12, 2, 5, 0, 0, 0, time.UTC)},
		{"2026-11-24", "Asia/Tokyo", time.Date(2026, 12, 1, 15, 0, 0, 0, time.UTC)},
		// Across a month's and a year's end, and into summer time.
		{"2026-12-28", "Europe/London", time.Date(2027, 1, 5, 0, 0, 0, 0, time.UTC)},
		{"2027-03-21", "Europe/London", time.Date(2027, 3, 28, 23, 0, 0, 0, time.UTC)},
	} {
		c := fullConfirmation()
		c.Order.Date, c.Order.Timezone = tc.date, tc.zone
		got, ok := linksExpireAt(c)
		if !ok || !got.Equal(tc.want) {
			t.Errorf("%s in %s: links expire at %v (%v), want %v", tc.date, tc.zone, got.UTC(), ok, tc.want)
		}
	}
	c := fullConfirmation()
	c.Order.Date = "24/11/2026"
	if at, ok := linksExpireAt(c); ok {
		t.Errorf("a date that does not parse gives an expiry: %v", at)
	}
}

// TestExpiredLinks: a link works until the end of the 7th day after the
// booked date (a rescheduled booking's new date), whether the confirmation
// is open or closed, and after that answers 410 with whom to ask and
// nothing of the order, to GET and POST alike.
func TestExpiredLinks(t *testing.T) {
	t.Parallel()
	london := func(y int, m time.Month, d, h, min, s, ms int) time.Time {
		return time.Date(y, m, d, h, min, s, ms*int(time.Millisecond), time.UTC) // GMT in winter
	}
	confirmed := func() *confirm.Confirmation {
		c := fullConfirmation()
		c.Status, c.Outcome = confirm.StatusConfirmed, &confirm.Outcome{Intent: confirm.IntentWillBeIn, Channel: confirm.ChannelSMS}
		return c
	}
	rescheduled := func() *confirm.Confirmation {
		c := fullConfirmation()
		applyReply(c, confirm.Reply{Channel: confirm.ChannelEmail, Choice: confirm.ChoiceDifferentDay, Slot: new(1)}) // Friday 27 November
		return c
	}
	newYork := func() *confirm.Confirmation {
		c := fullConfirmation()
		c.Order.Timezone = "America/New_York"
		return c
	}
	noBrand := func() *confirm.Confirmation {
		c := fullConfirmation()
		c.Brand = nil
		return c
	}

	for _, tc := range []struct {
		name       string
		c          func() *confirm.Confirmation
		lastMoment time.Time // the last instant the links work
		contact    string    // what the expired page says to do
	}{
		{"open", fullConfirmation, london(2026, 12, 1, 23, 59, 59, 999), "please contact Acme Home at help@acme.test."},
		{"confirmed", confirmed, london(2026, 12, 1, 23, 59, 59, 999), "please contact Acme Home at help@acme.test."},
		{"rescheduled to the 27th", rescheduled, london(2026, 12, 4, 23, 59, 59, 999), "please contact Acme Home at help@acme.test."},
		{"in New York", newYork, time.Date(2026, 12, 2, 4, 59, 59, 999e6, time.UTC), "please contact Acme Home at help@acme.test."},
		{"without a brand", noBrand, london(2026, 12, 1, 23, 59, 59, 999), "please contact your retailer."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			// The day before the links expire, and their last moment: the
			// page, and an answer, each on a confirmation of its own.
			for _, at := range []time.Time{tc.lastMoment.Add(-24 * time.Hour), tc.lastMoment} {
				w := newWorld(t, tc.c())
				w.clock.Set(at)
				link := w.link(confirm.ChoiceWillBeIn)
				if res, body := w.do(http.MethodGet, link, nil); res.StatusCode != http.StatusOK || !strings.Contains(body, "Sofa") {
					t.Errorf("GET at %v: %d, want 200 with the order:\n%s", at, res.StatusCode, body)
				}
				open := w.c.Status.Open()
				if res, body := w.post(link, nil); res.StatusCode != http.StatusSeeOther {
					t.Errorf("POST at %v: %d, want 303:\n%s", at, res.StatusCode, body)
				}
				if n, want := w.replyCount(), map[bool]int{true: 1, false: 0}[open]; n != want {
					t.Errorf("POST at %v: %d answers reached the engine, want %d", at, n, want)
				}
			}

			w := newWorld(t, tc.c())
			open := w.c.Status.Open()

			// A moment later: expired, and nothing is answered.
			w.clock.Set(tc.lastMoment.Add(time.Millisecond))
			for _, method := range []string{http.MethodGet, http.MethodPost} {
				for _, choice := range choices {
					link := w.link(choice)
					var res *http.Response
					var body string
					if method == http.MethodGet {
						res, body = w.do(method, link, nil)
					} else {
						res, body = w.post(link, url.Values{"signerName": {"Tom Smith"}, "slot": {"0"}})
					}
					if res.StatusCode != http.StatusGone {
						t.Errorf("%s %s after expiry: %d, want 410", method, choice, res.StatusCode)
					}
					for _, want := range []string{"This link has expired", "a week after the booked day", tc.contact} {
						if !strings.Contains(body, want) {
							t.Errorf("%s %s after expiry: the page does not say %q:\n%s", method, choice, want, body)
						}
					}
					// Nothing of the order or the customer: whoever holds an
					// old email may not be the customer.
					for _, secret := range []string{"Sofa", "Dining chair", "1 High St", "Leeds", "LS1", "A-1", "November", "08:00", "Jane", "<form", "/c/"} {
						if strings.Contains(body, secret) {
							t.Errorf("%s %s after expiry: the page shows %q:\n%s", method, choice, secret, body)
						}
					}
					if got := res.Header.Get("Cache-Control"); got != "no-store" {
						t.Errorf("%s %s after expiry: Cache-Control %q", method, choice, got)
					}
				}
			}
			if n := w.replyCount(); n != 0 {
				t.Errorf("%d answers reached the engine after expiry, want none", n)
			}
			if w.c.Status.Open() != open {
				t.Errorf("the confirmation's status changed to %s", w.c.Status)
			}
		})
	}
}
