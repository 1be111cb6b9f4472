package httpapi

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestConsoleShowsCreatesLeft: the console's list and create form say how
// many creates the developer's address has left this hour, counting
// refused attempts, and the count comes back as attempts turn an hour old.
func TestConsoleShowsCreatesLeft(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		h.setLimit(3)
		var c consoleCookie
		c = consoleSignIn(t, h.srv.URL, h.sandbox)
		left := func(want string) {
			t.Helper()
			for _, p := range []string{"/sandbox", "/sandbox/new"} {
				a := consoleRequest(t, h.srv.URL, "GET", p, c, nil)
				if a.status != http.StatusOK || !strings.Contains(a.body, want) {
					t.Errorf("GET %s: %v, want %q\n%s", p, a, want, a.body)
				}
			}
		}
		left("3 of 3 creates left this hour from your address")
		h.create(h.sandbox, validBody())
		h.clock.Advance(time.Minute)
		h.create(h.sandbox, validBody())
		left("1 of 3 creates left this hour")
		// A refused create counts: over the limit, nothing is left.
		h.create(h.sandbox, validBody())
		if res := h.do("POST", "/v1/confirmations", h.sandbox, validBody()); res.Status != http.StatusTooManyRequests {
			t.Fatalf("4th create: %d", res.Status)
		}
		left("0 of 3 creates left")
		h.clock.Advance(59*time.Minute + time.Second) // the first create turns an hour old
		c = consoleSignIn(t, h.srv.URL, h.sandbox)    // the idle session has ended
		left("0 of 3 creates left")                   // the other three still count
		h.clock.Advance(time.Minute)
		left("3 of 3 creates left")
	})
}
