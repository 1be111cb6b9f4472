package client

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
)

// CreateRequest is a new confirmation. The server checks every field and
// answers all problems at once in an *Error (see Error.ProblemsOf).
type CreateRequest struct {
	ExternalID string   `json:"externalId,omitempty"` // your own reference, up to 255 characters
	Brand      *Brand   `json:"brand,omitempty"`
	Customer   Customer `json:"customer"`
	Order      Order    `json:"order"`
	Cadence    Cadence  `json:"cadence,omitempty"` // CadenceStandard when empty
	// WebhookURL receives the confirmation.updated webhook; none is sent
	// when empty. With a live key it must be a public https address.
	WebhookURL string `json:"webhookUrl,omitempty"`

	// IdempotencyKey, 1 to 255 visible ASCII characters, makes the create
	// safe to repeat for 24 hours: the same key with the same request
	// returns the first confirmation and sends nothing again. Derive it
	// from your own order (such as "order-A-1-2026-11-24") to be safe
	// across restarts of your program too. When empty the client makes up
	// one for the call, so its own retries never create twice.
	IdempotencyKey string `json:"-"`
}

// MarshalJSON writes the request body: Customer.First, which only the
// service sets, is left out.
func (r CreateRequest) MarshalJSON() ([]byte, error) {
	type plain CreateRequest
	p := plain(r)
	p.Customer.First = ""
	return json.Marshal(p)
}

// one is the answer of every call that returns one confirmation.
type one struct {
	Confirmation *Confirmation `json:"confirmation"`
}

func (c *Client) one(ctx context.Context, r request) (*Confirmation, error) {
	var out one
	if err := c.do(ctx, r, &out); err != nil {
		return nil, err
	}
	if out.Confirmation == nil {
		return nil, errors.New("client: the answer holds no confirmation")
	}
	return out.Confirmation, nil
}

// Create creates a confirmation and starts its plan: POST /v1/confirmations.
// It is the only rate-limited call; past the limit it returns a
// *RateLimitError and nothing is created. It is retried after a network
// error or a 502, 503 or 504 (see WithRetries) with the same
// Idempotency-Key, so a retry never creates a second confirmation.
func (c *Client) Create(ctx context.Context, req CreateRequest) (*Confirmation, error) {
	key := req.IdempotencyKey
	if key == "" {
		key = "confirmd-go-" + rand.Text()
	}
	return c.one(ctx, request{
		method: http.MethodPost, path: "/confirmations", body: req,
		header:     map[string]string{"Idempotency-Key": key},
		repeatable: true,
	})
}

// Get reads one confirmation: GET /v1/confirmations/{id}. An id that does not
// exist, or is another account's, gives an *Error with StatusCode 404.
func (c *Client) Get(ctx context.Context, id string) (*Confirmation, error) {
	if err := checkID(id); err != nil {
		return nil, err
	}
	return c.one(ctx, request{method: http.MethodGet, path: confirmationPath(id), repeatable: true})
}

// Cancel stops an open confirmation: POST /v1/confirmations/{id}/cancel. Its
// status becomes cancelled and no webhook is sent. reason, which may be
// empty, is kept as CancelReason. A closed confirmation gives an *Error with
// StatusCode 409. Cancel is not retried.
func (c *Client) Cancel(ctx context.Context, id, reason string) (*Confirmation, error) {
	if err := checkID(id); err != nil {
		return nil, err
	}
	r := request{method: http.MethodPost, path: confirmationPath(id) + "/cancel"}
	if reason != "" {
		r.body = map[string]string{"reason": reason}
	}
	return c.one(ctx, r)
}

// Advance runs the confirmation's next step now instead of at its due time:
// POST /v1/confirmations/{id}/advance. The first advance sends the email,
// the next the text, the next places the call; with nothing left to try it
// closes the confirmation as unreachable. A closed confirmation gives an
// *Error with StatusCode 409, as does, with a live key, a text or call
// outside 09:00-20:00 in the customer's time zone. Advance is not retried:
// a second one would run another step.
func (c *Client) Advance(ctx context.Context, id string) (*Confirmation, error) {
	if err := checkID(id); err != nil {
		return nil, err
	}
	return c.one(ctx, request{method: http.MethodPost, path: confirmationPath(id) + "/advance"})
}

func confirmationPath(id string) string { return "/confirmations/" + url.PathEscape(id) }

func checkID(id string) error {
	if id == "" {
		return errors.New("client: id is required (cf_...)")
	}
	return nil
}
