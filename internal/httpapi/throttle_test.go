package httpapi

import (
	"fmt"
	"io"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// throttledLine is what the log says, once per window, of an address whose
// wrong keys are refused.
const throttledLine = "too many failed sign-in attempts; refusing wrong keys"

// from returns the X-Forwarded-For header pair of a request the harness's
// trusted proxy forwards for ip.
func from(ip string) []string { return []string{"X-Forwarded-For", ip} }

func TestAuthThrottle(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		h.api.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}
		h.setLimit(1)
		const guesser, other = "203.0.113.7", "198.51.100.8"
		wrong := func(ip string) *response {
			t.Helper()
			return h.do("POST", "/v1/confirmations", "sk_test_"+strings.Repeat("x", 32), validBody(), from(ip)...)
		}
		for i := range failureBurst {
			if res := wrong(guesser); res.Status != http.StatusUnauthorized {
				t.Fatalf("wrong key %d: %d %s, want 401", i+1, res.Status, res.Raw)
			}
		}
		for i := range 5 {
			res := wrong(guesser)
			if res.Status != http.StatusTooManyRequests || res.Body["error"] != "too many failed sign-in attempts; try again later" {
				t.Fatalf("wrong key %d: %d %s, want 429 too many failed sign-in attempts", failureBurst+1+i, res.Status, res.Raw)
			}
		}
		if n := strings.Count(h.logs.String(), throttledLine); n != 1 {
			t.Errorf("the log says %d times that the address is refused, want once:\n%s", n, h.logs)
		}
		if !strings.Contains(h.logs.String(), `"client":"`+guesser+`"`) {
			t.Errorf("the log does not name the address:\n%s", h.logs)
		}

		// The retailer's valid key from the same address passes, and its
		// create is the first its address's limit of one counts: wrong
		// keys, answered 401 or 429, never count towards that.
		if res := h.do("POST", "/v1/confirmations", h.sandbox, validBody(), from(guesser)...); res.Status != http.StatusCreated {
			t.Errorf("a valid key from the throttled address: %d %s, want 201", res.Status, res.Raw)
		}
		if res := h.do("GET", "/v1/confirmations", h.live, nil, from(guesser)...); res.Status != http.StatusOK {
			t.Errorf("a valid live key from the throttled address: %d %s", res.Status, res.Raw)
		}
		// No key at all is no guess: 401 as ever.
		if res := h.do("GET", "/v1/confirmations", "", nil, from(guesser)...); res.Status != http.StatusUnauthorized {
			t.Errorf("no key from the throttled address: %d, want 401", res.Status)
		}
		// Another address has its own count.
		if res := wrong(other); res.Status != http.StatusUnauthorized {
			t.Errorf("a wrong key from another address: %d, want 401", res.Status)
		}

		// The window ends a minute after the address's first failure.
		h.clock.Advance(failureWindow - time.Millisecond)
		if res := wrong(guesser); res.Status != http.StatusTooManyRequests {
			t.Errorf("just before the window ends: %d, want 429", res.Status)
		}
		h.clock.Advance(time.Millisecond)
		for i := range failureBurst {
			if res := wrong(guesser); res.Status != http.StatusUnauthorized {
				t.Fatalf("next window, wrong key %d: %d, want 401", i+1, res.Status)
			}
		}
		for range 3 {
			if res := wrong(guesser); res.Status != http.StatusTooManyRequests {
				t.Fatalf("next window, over the burst: %d, want 429", res.Status)
			}
		}
		if n := strings.Count(h.logs.String(), throttledLine); n != 2 {
			t.Errorf("the log says %d times that the address is refused, want once a window, twice", n)
		}
	})
}

func TestConsoleSignInThrottle(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		h.api.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}
		const guesser, other = "203.0.113.7", "198.51.100.8"
		client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		signIn := func(ip, key string) (int, string, bool) {
			t.Helper()
			req, err := http.NewRequest("POST", h.srv.URL+"/sandbox/sign-in", strings.NewReader(url.Values{"key": {key}}.Encode()))
			if err != nil {
				t.Fatal(err)
			}
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			req.Header.Set("X-Forwarded-For", ip)
			res, err := client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			body, _ := io.ReadAll(res.Body)
			return res.StatusCode, string(body), len(res.Cookies()) > 0
		}
		wrongKey := "sk_test_" + strings.Repeat("y", 32)
		// The API's bearer keys and the console's form share one count.
		for i := range failureBurst / 2 {
			if res := h.do("GET", "/v1/confirmations", wrongKey, nil, from(guesser)...); res.Status != http.StatusUnauthorized {
				t.Fatalf("wrong bearer key %d: %d, want 401", i+1, res.Status)
			}
		}
		for i := range failureBurst - failureBurst/2 {
			if status, _, _ := signIn(guesser, wrongKey); status != http.StatusUnauthorized {
				t.Fatalf("wrong key at sign-in %d: %d, want 401", failureBurst/2+i+1, status)
			}
		}
		status, body, cookie := signIn(guesser, wrongKey)
		if status != http.StatusTooManyRequests || !strings.Contains(body, "Too many failed sign-in attempts; try again later.") || cookie {
			t.Fatalf("wrong key over the burst at sign-in: %d (cookie %v)\n%s", status, cookie, body)
		}
		if res := h.do("GET", "/v1/confirmations", wrongKey, nil, from(guesser)...); res.Status != http.StatusTooManyRequests {
			t.Errorf("wrong bearer key after the console's failures: %d, want 429", res.Status)
		}
		if n := strings.Count(h.logs.String(), throttledLine); n != 1 {
			t.Errorf("the log says %d times that the address is refused, want once", n)
		}
		// A developer's key from the same address signs in; a live key
		// is refused as ever, for being live.
		if status, body, cookie := signIn(guesser, h.sandbox); status != http.StatusSeeOther || !cookie {
			t.Errorf("the sandbox key from the throttled address: %d (cookie %v), want 303 with a session\n%s", status, cookie, body)
		}
		if status, _, _ := signIn(guesser, h.live); status != http.StatusForbidden {
			t.Errorf("a live key from the throttled address: %d, want 403", status)
		}
		if status, _, _ := signIn(other, wrongKey); status != http.StatusUnauthorized {
			t.Errorf("a wrong key from another address: %d, want 401", status)
		}
		if status, body, _ := signIn(guesser, ""); status != http.StatusUnauthorized || !strings.Contains(body, msgNoKeyText) {
			t.Errorf("an empty form from the throttled address: %d, want 401\n%s", status, body)
		}
	})
}

// msgNoKeyText is the start of the console's answer to a key that matches none.
const msgNoKeyText = "No sandbox key matches."

func TestFailures(t *testing.T) {
	t.Parallel()
	t0 := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	type try struct {
		addr    string
		at      time.Duration // after t0
		refused bool
		logged  bool
	}
	tests := []struct {
		name  string
		tries []try
	}{
		{"burst then refused for the window", []try{
			{"a", 0, false, false}, {"a", time.Second, false, false}, {"a", 2 * time.Second, false, false},
			{"a", 3 * time.Second, true, true}, {"a", 4 * time.Second, true, false},
			{"a", time.Minute - time.Millisecond, true, false},
			// A new window starts with the first failure after the last.
			{"a", time.Minute, false, false}, {"a", time.Minute, false, false}, {"a", time.Minute, false, false},
			{"a", time.Minute, true, true},
		}},
		{"addresses apart", []try{
			{"a", 0, false, false}, {"a", 0, false, false}, {"a", 0, false, false}, {"a", 0, true, true},
			{"b", 0, false, false},
		}},
		{"a window starts at the first failure", []try{
			{"a", 0, false, false}, {"a", 59 * time.Second, false, false},
			{"a", 61 * time.Second, false, false}, {"a", 62 * time.Second, false, false},
			{"a", 63 * time.Second, false, false}, {"a", 64 * time.Second, true, true},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFailures(3, time.Minute, 10)
			for i, tr := range tt.tries {
				refused, until := f.fail(tr.addr, t0.Add(tr.at))
				if refused != tr.refused || !until.IsZero() != tr.logged {
					t.Fatalf("failure %d (%s at %v): refused %v, until %v; want refused %v, logged %v",
						i+1, tr.addr, tr.at, refused, until, tr.refused, tr.logged)
				}
			}
		})
	}
}

// TestFailuresMemory floods the throttle with failures from a million
// addresses: it keeps no more than its bound, forgetting the address whose
// window started first, and still refuses a guesser whose window started
// since.
func TestFailuresMemory(t *testing.T) {
	t.Parallel()
	t0 := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	f := newFailures(failureBurst, failureWindow, failureAddresses)
	guess := func(addr string, at time.Time) bool {
		refused, _ := f.fail(addr, at)
		return refused
	}
	for range failureBurst {
		guess("203.0.113.7", t0)
	}
	// A million other addresses within the guesser's window, one a
	// microsecond: all but the last failureAddresses are forgotten.
	for i := range 1_000_000 {
		guess(fmt.Sprintf("10.%d.%d.%d", i>>16&255, i>>8&255, i&255), t0.Add(time.Duration(i+1)*time.Microsecond))
		if i%100_000 == 0 {
			if n := f.len(); n > failureAddresses {
				t.Fatalf("after %d addresses the throttle keeps %d, want at most %d", i+1, n, failureAddresses)
			}
		}
	}
	if n := f.len(); n != failureAddresses {
		t.Errorf("the throttle keeps %d addresses, want %d", n, failureAddresses)
	}
	if f.order.Len() != len(f.byAddr) {
		t.Errorf("the throttle's list holds %d addresses and its map %d", f.order.Len(), len(f.byAddr))
	}
	// The guesser's window started first, so it was forgotten: its next
	// failure starts a window afresh.
	if guess("203.0.113.7", t0.Add(2*time.Second)) {
		t.Errorf("the forgotten address was refused")
	}
	// A guesser of now is kept, and refused once over the burst.
	for range failureBurst - 1 {
		guess("203.0.113.7", t0.Add(2*time.Second))
	}
	if !guess("203.0.113.7", t0.Add(2*time.Second)) {
		t.Errorf("a guesser over the burst after the flood was not refused")
	}
	// Once every window has ended, a failure forgets every expired one.
	guess("198.51.100.1", t0.Add(time.Hour))
	if n := f.len(); n != 1 {
		t.Errorf("after every window ended the throttle keeps %d addresses, want 1", n)
	}
}

func TestFailureKey(t *testing.T) {
	t.Parallel()
	got := map[string]string{}
	for _, addr := range []string{"203.0.113.7", "2001:db8:1:2:aaaa::1", "2001:db8:1:2:bbbb::2", "2001:db8:1:3::1", "not an address"} {
		got[addr] = failureKey(addr)
	}
	want := map[string]string{
		"203.0.113.7":          "203.0.113.7",
		"2001:db8:1:2:aaaa::1": "2001:db8:1:2::/64",
		"2001:db8:1:2:bbbb::2": "2001:db8:1:2::/64",
		"2001:db8:1:3::1":      "2001:db8:1:3::/64",
		"not an address":       "not an address",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("failureKey mismatch (-want +got):\n%s", diff)
	}
}
