package client

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// InboxOptions filter and page the inbox. The zero value reads the 20
// confirmations that have waited longest.
type InboxOptions struct {
	// Intent keeps only confirmations whose outcome has this intent.
	Intent Intent
	// Limit is the size of a page, 1 to 100; 0 means the server's default
	// of 20.
	Limit int
	// Cursor continues the inbox: the NextCursor of the page before.
	Cursor string
}

// InboxItem is a confirmation waiting for a person of your team.
type InboxItem struct {
	*Confirmation
	Handoff Handoff
}

// Handoff is what the inbox shows beside a confirmation.
type Handoff struct {
	// Since is when the customer started waiting: the inbox's order.
	Since time.Time `json:"since"`
	// WaitingSeconds is how long they had waited when the page was read.
	WaitingSeconds int64 `json:"waitingSeconds"`
	// LastCustomerMessage is the customer's latest words, or nil.
	LastCustomerMessage *Event `json:"lastCustomerMessage"`
	// HandledBy names the person who last wrote to the customer.
	HandledBy string `json:"handledBy,omitempty"`
}

// InboxPage is one page of the inbox.
type InboxPage struct {
	// Items are oldest waiting first; empty, not nil, when nobody waits.
	Items []InboxItem
	// NextCursor continues the inbox (set it as InboxOptions.Cursor); empty
	// on the last page.
	NextCursor string
}

// Inbox reads one page of the confirmations waiting for a person, oldest
// waiting first: GET /v1/inbox. An unknown intent or a limit out of range
// gives an *Error with StatusCode 400.
func (c *Client) Inbox(ctx context.Context, opts InboxOptions) (*InboxPage, error) {
	q := url.Values{}
	if opts.Intent != "" {
		q.Set("intent", string(opts.Intent))
	}
	if opts.Limit != 0 {
		q.Set("limit", strconv.Itoa(opts.Limit))
	}
	if opts.Cursor != "" {
		q.Set("cursor", opts.Cursor)
	}
	// Each item is a confirmation with a handoff beside its fields: read
	// once as confirmations (which keep their Raw) and once for handoff.
	var raw json.RawMessage
	if err := c.do(ctx, request{method: http.MethodGet, path: "/inbox", query: q, repeatable: true}, &raw); err != nil {
		return nil, err
	}
	var cs struct {
		Confirmations []*Confirmation `json:"confirmations"`
		NextCursor    *string         `json:"nextCursor"`
	}
	var hs struct {
		Confirmations []struct {
			Handoff Handoff `json:"handoff"`
		} `json:"confirmations"`
	}
	if err := json.Unmarshal(raw, &cs); err != nil {
		return nil, fmt.Errorf("client: decoding the inbox: %w", err)
	}
	if err := json.Unmarshal(raw, &hs); err != nil || len(hs.Confirmations) != len(cs.Confirmations) {
		return nil, fmt.Errorf("client: decoding the inbox: %v", err)
	}
	out := struct{ NextCursor *string }{cs.NextCursor}
	p := &InboxPage{Items: make([]InboxItem, len(cs.Confirmations))}
	for i, cf := range cs.Confirmations {
		p.Items[i] = InboxItem{Confirmation: cf, Handoff: hs.Confirmations[i].Handoff}
	}
	if out.NextCursor != nil {
		p.NextCursor = *out.NextCursor
	}
	return p, nil
}

// Message is what a person of your team writes to the customer.
type Message struct {
	Channel Channel `json:"channel"` // ChannelSMS or ChannelEmail
	Text    string  `json:"text"`    // at most 640 characters for a text, 1,000 for an email
	Author  string  `json:"author,omitempty"`
}

// SendMessage writes to the customer of a closed confirmation as a person
// of your team: POST /v1/confirmations/{id}/messages. The message is an
// out event with its Author ("api" when empty); from then on the customer's
// replies change nothing on their own and bring the confirmation back to
// the inbox. A cancelled or open confirmation, a channel without a contact,
// an opted-out number and, with a live key, a text outside 09:00-20:00 in
// the customer's time zone give an *Error with StatusCode 409, and so does
// a confirmation with 50 messages written by people already. Over 300
// messages an hour with one key, or with a live key 10 texts an hour from
// people to one number, it gives a *RateLimitError. It is not retried: a
// second one would write again.
func (c *Client) SendMessage(ctx context.Context, id string, m Message) (*Confirmation, error) {
	if err := checkID(id); err != nil {
		return nil, err
	}
	return c.one(ctx, request{method: http.MethodPost, path: confirmationPath(id) + "/messages", body: m})
}

// Resolution is what a person of your team agreed with the customer.
type Resolution struct {
	Status     Status `json:"status"`           // StatusConfirmed, StatusRescheduled or StatusCancelled
	Intent     Intent `json:"intent,omitempty"` // defaults by status
	Slot       *Slot  `json:"slot,omitempty"`   // required for StatusRescheduled
	SignerName string `json:"signerName,omitempty"`
	Notes      string `json:"notes,omitempty"`
	Author     string `json:"author,omitempty"`
}

// Resolve closes a confirmation with what a person agreed:
// POST /v1/confirmations/{id}/resolve. The outcome's ResolvedBy is the
// Author ("api" when empty), and a webhook is sent as for a customer's
// answer, for StatusCancelled too. The same resolution again changes
// nothing and sends no webhook: it returns the confirmation as it is. A
// cancelled confirmation (resolved otherwise) and the 21st different
// resolution give an *Error with StatusCode 409; an Author that names no
// person (api, cli, confirmd, a key, a name mixing scripts) one with
// StatusCode 400.
func (c *Client) Resolve(ctx context.Context, id string, r Resolution) (*Confirmation, error) {
	if err := checkID(id); err != nil {
		return nil, err
	}
	return c.one(ctx, request{method: http.MethodPost, path: confirmationPath(id) + "/resolve", body: r})
}
