package httpapi

import (
	"net/http"
	"net/netip"
	"strings"
	"testing"
	"time"
)

func TestRateLimit(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		h.setLimit(0) // the default
		// 30 creates a minute apart pass; the 31st is refused.
		for i := range 30 {
			h.create(h.sandbox, validBody())
			if i < 29 {
				h.clock.Advance(time.Minute)
			}
		}
		// A bad key is answered 401 and does not count.
		if res := h.do("POST", "/v1/confirmations", "sk_test_bad", validBody()); res.Status != 401 {
			t.Fatalf("bad key: %d", res.Status)
		}
		refused := h.do("POST", "/v1/confirmations", h.sandbox, validBody())
		if refused.Status != http.StatusTooManyRequests || refused.Body["error"] != "rate limit exceeded: 30 confirmations per hour" {
			t.Fatalf("31st create: %d %s", refused.Status, refused.Raw)
		}
		for _, hdr := range []string{"Retry-After", "RateLimit-Limit", "RateLimit-Remaining", "X-RateLimit-Limit"} {
			if v := refused.Header.Get(hdr); v != "" {
				t.Errorf("429 carries %s: %s", hdr, v)
			}
		}
		// Reads are not limited.
		if res := h.do("GET", "/v1/confirmations?limit=100", h.sandbox, nil); res.Status != 200 || len(res.Body["confirmations"].([]any)) != 30 {
			t.Fatalf("after the 429 the list has %v, want 30", len(res.Body["confirmations"].([]any)))
		}
		// The first create (t=0) turns an hour old at t=60m: one slot returns.
		// Now is t=29m; the refused attempt at t=29m also counts until t=89m.
		h.clock.Set(start.Add(time.Hour - time.Millisecond))
		if res := h.do("POST", "/v1/confirmations", h.sandbox, validBody()); res.Status != 429 {
			t.Fatalf("just before the first turns an hour old: %d", res.Status)
		}
		// That refused attempt (t=60m-1ms) counts too, so at t=60m the window
		// still holds 29 creates and two refusals: still full.
		h.clock.Set(start.Add(time.Hour))
		if res := h.do("POST", "/v1/confirmations", h.sandbox, validBody()); res.Status != 429 {
			t.Fatalf("rejected attempts must keep the window full: %d", res.Status)
		}
		// At t=62m the creates of t=0..2m have aged out, but 27 creates and
		// 3 refusals remain: still full, and this refusal counts as well.
		h.clock.Set(start.Add(62 * time.Minute))
		if res := h.do("POST", "/v1/confirmations", h.sandbox, validBody()); res.Status != 429 {
			t.Fatalf("at t=62m: %d", res.Status)
		}
		// At t=65m: 24 creates and 4 refusals in the window, so one passes.
		h.clock.Set(start.Add(65 * time.Minute))
		if res := h.do("POST", "/v1/confirmations", h.sandbox, validBody()); res.Status != 201 {
			t.Fatalf("at t=65m: %d %s", res.Status, res.Raw)
		}
	})
}

func TestRateLimitCapacityReturnsOneByOne(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		h.setLimit(0)
		for range 30 {
			h.create(h.sandbox, validBody())
			h.clock.Advance(time.Minute)
		}
		// t=30m: full. At t=60m the first create (t=0) is an hour old.
		h.clock.Set(start.Add(time.Hour))
		for i := range 5 {
			if res := h.do("POST", "/v1/confirmations", h.sandbox, validBody()); res.Status != 201 {
				t.Fatalf("slot %d at t=%v: %d %s", i, h.clock.Now().Sub(start), res.Status, res.Raw)
			}
			if res := h.do("POST", "/v1/confirmations", h.sandbox, validBody()); res.Status != 429 {
				t.Fatalf("second attempt at t=%v: %d, want 429", h.clock.Now().Sub(start), res.Status)
			}
			// The refusal just now takes the slot that the next minute frees,
			// so the one after frees the next.
			h.clock.Advance(2 * time.Minute)
		}
	})
}

func TestRateLimitPerIPAndAccountLimit(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		h.setLimit(3)
		h.api.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}
		from := func(ip string) int {
			return h.do("POST", "/v1/confirmations", h.sandbox, validBody(), "X-Forwarded-For", "198.51.100.200, "+ip).Status
		}
		for range 3 {
			if s := from("203.0.113.1"); s != 201 {
				t.Fatalf("within the raised/lowered limit: %d", s)
			}
		}
		if s := from("203.0.113.1"); s != 429 {
			t.Errorf("4th from one IP with limit 3: %d", s)
		}
		if s := from("203.0.113.2"); s != 201 {
			t.Errorf("another IP has its own window: %d", s)
		}
		// Without a trusted proxy, X-Forwarded-For is not believed: every
		// request counts against the peer (127.0.0.1), which has made none.
		h.api.TrustedProxies = nil
		for i := range 3 {
			if s := from("203.0.113.50"); s != 201 {
				t.Fatalf("untrusted XFF #%d: %d", i, s)
			}
		}
		if s := from("203.0.113.51"); s != 429 {
			t.Errorf("a forged X-Forwarded-For escaped the limit: %d", s)
		}
	})
}

// A body refused as too large is a refused attempt, and counts.
func TestRateLimitCountsTooLarge(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		h.setLimit(3)
		big := `{"externalId": "` + strings.Repeat("x", 70<<10) + `"}`
		for range 3 {
			if res := h.do("POST", "/v1/confirmations", h.sandbox, big); res.Status != 413 {
				t.Fatalf("big body: %d", res.Status)
			}
		}
		if res := h.do("POST", "/v1/confirmations", h.sandbox, validBody()); res.Status != 429 {
			t.Errorf("after three 413s with limit 3: %d", res.Status)
		}
	})
}

// TestRateLimitPerKey: with a limit per API key, a create must pass its
// key's limit and its address's; one refused by its key's limit does not
// count against the address, so that one tenant behind a shared address
// cannot use up the others' room.
func TestRateLimitPerKey(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		h.setLimit(5) // the address's limit, for this account's keys
		h.api.KeyRateLimit = 3
		second := h.addKey(h.account.ID, true)
		for i := range 3 {
			if res := h.do("POST", "/v1/confirmations", h.sandbox, validBody()); res.Status != 201 {
				t.Fatalf("create %d with the first key: %d %s", i+1, res.Status, res.Raw)
			}
		}
		// The first key retries in a loop: refused by its own limit, also
		// for a body that is wrong or too large.
		for range 10 {
			res := h.do("POST", "/v1/confirmations", h.sandbox, validBody())
			if res.Status != 429 || res.Body["error"] != "rate limit exceeded: 3 confirmations per hour for this API key" {
				t.Fatalf("over the key's limit: %d %s", res.Status, res.Raw)
			}
		}
		if res := h.do("POST", "/v1/confirmations", h.sandbox, map[string]any{}); res.Status != 429 {
			t.Errorf("a wrong body over the key's limit: %d, want 429", res.Status)
		}
		if res := h.do("POST", "/v1/confirmations", h.sandbox, `{"externalId": "`+strings.Repeat("x", 70<<10)+`"}`); res.Status != 429 {
			t.Errorf("a body too large over the key's limit: %d, want 429 (a limit is judged before the body)", res.Status)
		}
		// The address has counted three attempts, so the second key has
		// the two left of its five.
		for i := range 2 {
			if res := h.do("POST", "/v1/confirmations", second, validBody()); res.Status != 201 {
				t.Fatalf("create %d with the second key: %d %s", i+1, res.Status, res.Raw)
			}
		}
		res := h.do("POST", "/v1/confirmations", second, validBody())
		if res.Status != 429 || res.Body["error"] != "rate limit exceeded: 5 confirmations per hour" {
			t.Errorf("over the address's limit: %d %s", res.Status, res.Raw)
		}
		// An hour on, both windows have room again.
		h.clock.Advance(time.Hour + time.Second)
		if res := h.do("POST", "/v1/confirmations", h.sandbox, validBody()); res.Status != 201 {
			t.Errorf("an hour later: %d %s", res.Status, res.Raw)
		}
	})
}
