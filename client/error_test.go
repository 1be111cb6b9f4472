package client

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestErrorFrom(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		status   int
		body     string
		message  string
		problems int
	}{
		{400, `{"errors": ["customer.name is required", "order.date is not a date"]}`, "customer.name is required; order.date is not a date", 2},
		{404, `{"error": "confirmation not found"}`, "confirmation not found", 0},
		{400, `{"errors": [], "error": "request body is empty; send a JSON object"}`, "request body is empty; send a JSON object", 0},
		{502, `<html>Bad gateway</html>`, "HTTP 502 Bad Gateway", 0},
		{503, ``, "HTTP 503 Service Unavailable", 0},
		{599, `{"error": 5}`, "HTTP 599", 0},
	} {
		err := errorFrom(&http.Response{StatusCode: tt.status, Header: http.Header{}}, []byte(tt.body))
		e, ok := err.(*Error)
		if !ok || e.StatusCode != tt.status || e.Message != tt.message || len(e.Problems) != tt.problems {
			t.Errorf("%d %s: %#v", tt.status, tt.body, err)
		}
	}
}

func FuzzErrorFrom(f *testing.F) {
	f.Add(400, []byte(`{"errors": ["a", "b"]}`))
	f.Add(429, []byte(`{"error": "rate limit exceeded: 30 confirmations per hour"}`))
	f.Add(500, []byte(`not json`))
	f.Add(418, []byte(`{"errors": null, "error": ""}`))
	f.Fuzz(func(t *testing.T, status int, body []byte) {
		if status < 100 || status > 999 {
			return
		}
		err := errorFrom(&http.Response{StatusCode: status, Header: http.Header{}}, body)
		if err == nil || err.Error() == "" {
			t.Fatalf("errorFrom(%d, %q) = %v, want a message", status, body, err)
		}
		var e *Error
		if rl, ok := err.(*RateLimitError); ok {
			e = rl.Err
		} else {
			e = err.(*Error)
		}
		if len(e.Problems) > 0 && e.Message != strings.Join(e.Problems, "; ") {
			t.Fatalf("message %q is not the problems joined", e.Message)
		}
	})
}

func FuzzRetryAfter(f *testing.F) {
	for _, s := range []string{"", "0", "120", "-1", "99999999999999999999", "Wed, 21 Oct 2026 07:28:00 GMT", "soon"} {
		f.Add(s)
	}
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, v string) {
		if d := retryAfter(v, now); d < 0 {
			t.Fatalf("retryAfter(%q) = %s", v, d)
		}
	})
}
