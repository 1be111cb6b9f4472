package client

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// EraseRequest names the customer whose personal data to erase: exactly
// one of Phone, Email and ConfirmationID.
type EraseRequest struct {
	// Phone in E.164, or in national form with Timezone.
	Phone string `json:"phone,omitempty"`
	// Email is compared without regard to the case of its letters.
	Email string `json:"email,omitempty"`
	// ConfirmationID names the customer by one of their confirmations: it
	// is erased, with every other confirmation of its customer's phone or
	// email.
	ConfirmationID string `json:"confirmationId,omitempty"`
	// Timezone is the IANA zone whose country a national Phone is read in.
	Timezone string `json:"timezone,omitempty"`
}

// Erasure is what an erasure changed.
type Erasure struct {
	// Erased is the number of records changed: the sum of the others.
	Erased        int `json:"erased"`
	Confirmations int `json:"confirmations"`
	Events        int `json:"events"`
	Deliveries    int `json:"deliveries"`
	Idempotency   int `json:"idempotency"`
	OptOuts       int `json:"optOuts"`
}

// Erase removes a customer's personal data from every confirmation the
// key's account holds in the key's mode (a live key's covers the
// account's sandbox too): POST /v1/erasures. Open confirmations of the
// customer are cancelled. Erasing again changes nothing, so Erase is
// retried like a read. A request naming none or more than one of Phone,
// Email and ConfirmationID is refused before it is sent; a ConfirmationID
// the key cannot read gives an *Error with StatusCode 404.
func (c *Client) Erase(ctx context.Context, req EraseRequest) (*Erasure, error) {
	given := 0
	for _, s := range []string{req.Phone, req.Email, req.ConfirmationID} {
		if s != "" {
			given++
		}
	}
	if given != 1 {
		return nil, errors.New("client: give exactly one of Phone, Email and ConfirmationID")
	}
	var out Erasure
	err := c.do(ctx, request{method: http.MethodPost, path: "/erasures", body: req, repeatable: true}, &out)
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// AuditEntry is one account-level action: a key created or revoked, a
// limit changed, an erasure, a retention run, a message or resolution of
// the inbox.
type AuditEntry struct {
	// ID is random ("au_" and 24 characters).
	ID    string `json:"id"`
	Scope string `json:"scope"` // live, sandbox or account
	// Actor is the prefix of the API key that acted (its first 12
	// characters), or "cli", "janitor", "confirmd", or "api" for a message
	// or resolution recorded before keys were.
	Actor string `json:"actor"`
	// KeyID is the id of the API key that acted; empty when none did.
	KeyID string `json:"keyId,omitempty"`
	// Author is the person's name a message or resolution gave, if any.
	Author  string          `json:"author,omitempty"`
	Action  string          `json:"action"`
	Target  string          `json:"target,omitempty"`
	Details json.RawMessage `json:"details,omitempty"`
	At      time.Time       `json:"at"`
	// LastAt is when the entry was last repeated; At when it was not.
	LastAt time.Time `json:"lastAt"`
	// Repeated counts identical consecutive actions within a minute of
	// At, or, for a Summary, the entries past the hourly cap of the account's scope.
	Repeated int  `json:"repeated"`
	Summary  bool `json:"summary"`
}

// AuditOptions filter and page the audit log.
type AuditOptions struct {
	// Action keeps only entries of this action, such as "erasure".
	Action string
	// Limit is the size of a page, 1 to 100; 0 means the server's default
	// of 20.
	Limit int
	// Cursor continues a listing: the NextCursor of the page before.
	Cursor string
}

// AuditPage is one page of the audit log.
type AuditPage struct {
	// Entries are newest first.
	Entries []*AuditEntry
	// NextCursor continues the listing; empty on the last page.
	NextCursor string
}

// Audit reads one page of the account's audit log, newest first: GET
// /v1/audit. A sandbox key reads the entries of sandbox scope only.
func (c *Client) Audit(ctx context.Context, opts AuditOptions) (*AuditPage, error) {
	q := url.Values{}
	if opts.Action != "" {
		q.Set("action", opts.Action)
	}
	if opts.Limit != 0 {
		q.Set("limit", strconv.Itoa(opts.Limit))
	}
	if opts.Cursor != "" {
		q.Set("cursor", opts.Cursor)
	}
	var out struct {
		Entries    []*AuditEntry `json:"entries"`
		NextCursor *string       `json:"nextCursor"`
	}
	if err := c.do(ctx, request{method: http.MethodGet, path: "/audit", query: q, repeatable: true}, &out); err != nil {
		return nil, err
	}
	p := &AuditPage{Entries: out.Entries}
	if p.Entries == nil {
		p.Entries = []*AuditEntry{}
	}
	if out.NextCursor != nil {
		p.NextCursor = *out.NextCursor
	}
	return p, nil
}
