package client

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Error is an answer of the API other than success. Use errors.As to get it
// from the error a method returns:
//
//	var apiErr *client.Error
//	if errors.As(err, &apiErr) && apiErr.StatusCode == http.StatusNotFound {
//		// no such confirmation for this key
//	}
//
// A 429 comes as a *RateLimitError, which wraps an *Error, so the check above
// finds it too. Network failures are not *Error: they come as the
// *url.Error of net/http.
type Error struct {
	// StatusCode is the HTTP status, such as 400, 404 or 409.
	StatusCode int
	// Message is the API's message: the strings of an {"errors": [...]}
	// answer joined with "; ", else the string of an {"error": "..."}
	// answer. An answer with neither (from a proxy, say) gives the status,
	// such as "HTTP 502 Bad Gateway".
	Message string
	// Problems are the strings of an {"errors": [...]} answer, one per
	// problem, each starting with the path of the field it is about
	// ("customer.email is not a valid email address"). Nil for an
	// {"error": "..."} answer.
	Problems []string
}

// Error returns Message.
func (e *Error) Error() string { return e.Message }

// ProblemsOf returns the problems about the field at path or about a field
// inside it: "order" gives those of "order.date", "order.items[0].name" and
// so on; "order.items[0]" only those of the first item.
func (e *Error) ProblemsOf(path string) []string {
	var out []string
	for _, p := range e.Problems {
		if rest, ok := strings.CutPrefix(p, path); ok && rest != "" && strings.ContainsRune(" .[", rune(rest[0])) {
			out = append(out, p)
		}
	}
	return out
}

// RateLimitError is a 429: a rate limit was reached and nothing was done
// (the create limit, or the limits of people's messages: 300 an hour per
// key, 10 live texts an hour per number). Every refused attempt counts
// against the limit too, so wait before trying again rather than retrying
// at once.
type RateLimitError struct {
	// RetryAfter is how long the server asked the client to wait, from a
	// Retry-After header; zero when it did not say, as confirmd does not
	// today: capacity then comes back gradually, as each attempt of the
	// last hour turns an hour old.
	RetryAfter time.Duration
	// Err is the answer, with StatusCode 429 and the server's message.
	Err *Error
}

// Error returns the server's message, and the wait when the server gave one.
func (e *RateLimitError) Error() string {
	if e.RetryAfter > 0 {
		return fmt.Sprintf("%s (retry after %s)", e.Err.Message, e.RetryAfter)
	}
	return e.Err.Message
}

// Unwrap returns Err, so errors.As finds the *Error of a 429 too.
func (e *RateLimitError) Unwrap() error { return e.Err }

// errorFrom builds the error of an answer that is not a success.
func errorFrom(res *http.Response, raw []byte) error {
	var body struct {
		Errors []string `json:"errors"`
		Error  string   `json:"error"`
	}
	_ = json.Unmarshal(raw, &body) // a body that is not the API's shape leaves both empty
	e := &Error{StatusCode: res.StatusCode}
	// Blank problems say nothing; an answer of only those is treated as
	// one without any.
	var problems []string
	for _, p := range body.Errors {
		if strings.TrimSpace(p) != "" {
			problems = append(problems, p)
		}
	}
	switch {
	case len(problems) > 0:
		e.Problems = problems
		e.Message = strings.Join(problems, "; ")
	case strings.TrimSpace(body.Error) != "":
		e.Message = body.Error
	default:
		e.Message = strings.TrimSpace(fmt.Sprintf("HTTP %d %s", res.StatusCode, http.StatusText(res.StatusCode)))
	}
	if res.StatusCode == http.StatusTooManyRequests {
		return &RateLimitError{RetryAfter: retryAfter(res.Header.Get("Retry-After"), time.Now()), Err: e}
	}
	return e
}

// retryAfter reads a Retry-After header: seconds, or an HTTP date. A wait
// of more than a day is taken as a day.
func retryAfter(v string, now time.Time) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0
	}
	if n, err := strconv.ParseInt(v, 10, 64); err == nil {
		if n <= 0 {
			return 0
		}
		return time.Duration(min(n, int64(24*time.Hour/time.Second))) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil && t.After(now) {
		return min(t.Sub(now), 24*time.Hour)
	}
	return 0
}
