package client

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// DefaultUserAgent is the User-Agent the client sends unless WithUserAgent
// sets another.
const DefaultUserAgent = "confirmd-go"

// Defaults of a Client made without options.
const (
	// DefaultTimeout bounds each HTTP request of the default *http.Client.
	DefaultTimeout = 30 * time.Second
	// DefaultRetries is how many times a call that is safe to repeat is
	// tried again after a network error or a 502, 503 or 504.
	DefaultRetries = 2
	// DefaultBackoff is the wait before the first retry; each further
	// retry waits twice as long, give or take a fifth at random.
	DefaultBackoff = 500 * time.Millisecond
)

// maxAnswer bounds how much of an answer is read: a page of 100
// confirmations with long timelines is a few MiB.
const maxAnswer = 32 << 20

// Client calls one confirmd server with one API key. It is safe for
// concurrent use.
type Client struct {
	base      string // the server's address with /v1, no trailing slash
	key       string
	hc        *http.Client
	userAgent string
	retries   int
	backoff   time.Duration
}

// Option changes how a Client is made; pass options to New.
type Option func(*Client)

// WithHTTPClient makes the client send its requests with hc, for example to
// set a proxy, TLS settings or another time-out. The default is an
// *http.Client with a time-out of DefaultTimeout.
func WithHTTPClient(hc *http.Client) Option {
	return func(c *Client) { c.hc = hc }
}

// WithUserAgent sets the User-Agent header of every request, so that the
// server's logs name your application; the default is DefaultUserAgent.
func WithUserAgent(ua string) Option {
	return func(c *Client) { c.userAgent = ua }
}

// WithRetries sets how many times a call that is safe to repeat (Create,
// Get, List) is tried again after a network error or a 502, 503 or 504
// answer, and the wait before the first retry, which doubles for each
// further one. WithRetries(0, 0) turns retries off. A 429 is never retried:
// refused attempts count against the rate limit too.
func WithRetries(n int, backoff time.Duration) Option {
	return func(c *Client) { c.retries, c.backoff = n, backoff }
}

// New returns a client of the server at baseURL (such as
// "http://localhost:8080"; a path ending in /v1 may be given or left out)
// that authenticates with apiKey, a sandbox (sk_test_...) or live
// (sk_live_...) key.
func New(baseURL, apiKey string, opts ...Option) (*Client, error) {
	c := &Client{
		key:       apiKey,
		hc:        &http.Client{Timeout: DefaultTimeout},
		userAgent: DefaultUserAgent,
		retries:   DefaultRetries,
		backoff:   DefaultBackoff,
	}
	for _, o := range opts {
		o(c)
	}
	u, err := url.Parse(baseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
		return nil, fmt.Errorf("client: baseURL %q must be an absolute http or https address without a query, such as http://localhost:8080", baseURL)
	}
	path := strings.TrimRight(u.Path, "/")
	if !strings.HasSuffix(path, "/v1") {
		path += "/v1"
	}
	u.Path, u.RawPath = path, ""
	c.base = u.String()

	switch {
	case strings.TrimSpace(apiKey) == "":
		return nil, errors.New("client: apiKey is required (sk_test_... or sk_live_...)")
	case strings.ContainsFunc(apiKey, func(r rune) bool { return r <= ' ' || r == 0x7f }):
		return nil, errors.New("client: apiKey must not contain spaces or control characters")
	case c.hc == nil:
		return nil, errors.New("client: WithHTTPClient needs an *http.Client, not nil")
	case c.retries < 0:
		return nil, fmt.Errorf("client: WithRetries needs 0 or more retries, not %d", c.retries)
	case c.backoff < 0:
		return nil, fmt.Errorf("client: WithRetries needs a backoff of 0 or more, not %s", c.backoff)
	case strings.ContainsAny(c.userAgent, "\r\n"):
		return nil, errors.New("client: WithUserAgent must be one line")
	}
	return c, nil
}

// request is one API call.
type request struct {
	method string
	path   string // under /v1, escaped
	query  url.Values
	body   any // encoded as JSON; nil sends no body
	header map[string]string
	// repeatable calls may be retried: reads, and creates with their
	// Idempotency-Key.
	repeatable bool
}

// do makes the call, retrying it when it is repeatable and the failure may
// pass, and decodes a successful answer into out.
func (c *Client) do(ctx context.Context, r request, out any) error {
	var body []byte
	if r.body != nil {
		var err error
		if body, err = json.Marshal(r.body); err != nil {
			return fmt.Errorf("client: encoding the request: %w", err)
		}
	}
	tries := 1
	if r.repeatable {
		tries += c.retries
	}
	var err error
	for i := range tries {
		if i > 0 {
			if werr := c.wait(ctx, i); werr != nil {
				return err // the failure that led here says more than "context canceled"
			}
		}
		var again bool
		again, err = c.once(ctx, r, body, out)
		if err == nil || !again {
			return err
		}
	}
	return err
}

// wait sleeps before retry number n (from 1), or until ctx ends.
func (c *Client) wait(ctx context.Context, n int) error {
	d := c.backoff << (n - 1)
	if d > 0 {
		d = time.Duration(float64(d) * (0.8 + 0.4*rand.Float64()))
		t := time.NewTimer(d)
		defer t.Stop()
		select {
		case <-t.C:
		case <-ctx.Done():
		}
	}
	return ctx.Err()
}

// once makes one attempt. It reports whether a failure may pass on a
// retry.
func (c *Client) once(ctx context.Context, r request, body []byte, out any) (bool, error) {
	u := c.base + r.path
	if len(r.query) > 0 {
		u += "?" + r.query.Encode()
	}
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, r.method, u, rd)
	if err != nil {
		return false, fmt.Errorf("client: %w", err)
	}
	req.Header.Set("Authorization", "Bearer "+c.key)
	req.Header.Set("Accept", "application/json")
	if c.userAgent != "" {
		req.Header.Set("User-Agent", c.userAgent)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range r.header {
		req.Header.Set(k, v)
	}
	res, err := c.hc.Do(req)
	if err != nil {
		// A request cut short by its context is not worth repeating;
		// a connection refused or reset may be.
		return ctx.Err() == nil, err
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(res.Body, maxAnswer+1))
	if err != nil {
		return ctx.Err() == nil, fmt.Errorf("client: reading the answer to %s %s: %w", r.method, req.URL.Path, err)
	}
	if len(raw) > maxAnswer {
		return false, fmt.Errorf("client: the answer to %s %s is larger than %d MiB", r.method, req.URL.Path, maxAnswer>>20)
	}
	if res.StatusCode < 200 || res.StatusCode > 299 {
		err := errorFrom(res, raw)
		switch res.StatusCode {
		case http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusGatewayTimeout:
			return true, err
		}
		return false, err
	}
	if err := json.Unmarshal(raw, out); err != nil {
		return false, fmt.Errorf("client: the answer to %s %s is not what the API sends: %w", r.method, req.URL.Path, err)
	}
	return false, nil
}
