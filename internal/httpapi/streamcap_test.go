package httpapi

import (
	"context"
	"net/http"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// streamStatus opens path as a stream of session s, its client address
// forwarded as xff, and returns the answer's status; a stream that opened
// stays open until the test ends.
func (w *isolation) streamStatus(s *consoleSession, path, xff string) int {
	w.t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	w.t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, "GET", w.h.srv.URL+path, nil)
	req.Header.Set("X-Forwarded-For", xff)
	res, err := (&http.Client{Jar: s.client.Jar}).Do(req)
	if err != nil {
		w.t.Fatalf("GET %s: %v", path, err)
	}
	if res.StatusCode != http.StatusOK {
		res.Body.Close()
	}
	return res.StatusCode
}

// TestConsoleStreamCaps opens the operators' Inbox stream over HTTP, as
// `confirmd serve` wires the console: the ninth stream of one sign-in is
// refused with 429, and the address cap counts the client address behind
// a trusted proxy, as the rate limit does.
func TestConsoleStreamCaps(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		proxies, err := ParseTrustedProxies("127.0.0.1")
		if err != nil {
			t.Fatal(err)
		}
		h.api.TrustedProxies = proxies
		w := &isolation{t: t, h: h}
		k := &isoKey{name: "sandbox", key: h.sandbox, scope: confirm.Scope{AccountID: h.account.ID, Sandbox: true}}

		first := w.opsSignIn(k)
		for i := range 8 {
			if got := w.streamStatus(first, "/console/inbox/events", "198.51.100.7"); got != http.StatusOK {
				t.Fatalf("stream %d of one sign-in: %d", i+1, got)
			}
		}
		if got := w.streamStatus(first, "/console/inbox/events", "198.51.100.7"); got != http.StatusTooManyRequests {
			t.Fatalf("stream 9 of one sign-in: %d, want 429", got)
		}
		// Three more sign-ins behind the proxy fill the address's 32.
		for range 3 {
			s := w.opsSignIn(k)
			for i := range 8 {
				if got := w.streamStatus(s, "/console/inbox/events", "198.51.100.7"); got != http.StatusOK {
					t.Fatalf("stream %d of another sign-in: %d", i+1, got)
				}
			}
		}
		last := w.opsSignIn(k)
		if got := w.streamStatus(last, "/console/inbox/events", "198.51.100.7"); got != http.StatusTooManyRequests {
			t.Errorf("stream 33 from one address: %d, want 429", got)
		}
		// Another client behind the same proxy has its own count.
		if got := w.streamStatus(last, "/console/inbox/events", "198.51.100.8"); got != http.StatusOK {
			t.Errorf("a stream of another client behind the proxy: %d, want 200", got)
		}
		// The sandbox console's streams count the same way.
		sb := w.signIn(k)
		id := h.create(h.sandbox, twoOptions())["id"].(string)
		if got := w.streamStatus(sb, "/sandbox/confirmations/"+id+"/events", "198.51.100.7"); got != http.StatusTooManyRequests {
			t.Errorf("a sandbox stream from the full address: %d, want 429", got)
		}
	})
}
