package client

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// EventsOptions page the events feed. The zero value reads the oldest 20
// events kept.
type EventsOptions struct {
	// After continues the feed: the NextCursor of an earlier page.
	After string
	// Limit is the size of a page, 1 to 100; 0 means the server's default
	// of 20.
	Limit int
}

// FeedEvent is a change of a confirmation's status or outcome.
type FeedEvent struct {
	ID             string `json:"id"`
	Type           string `json:"type"` // confirmation.updated
	ConfirmationID string `json:"confirmationId"`
	Status         Status `json:"status"`
	// Intent is the outcome's intent after the change; empty while there
	// is no outcome.
	Intent Intent    `json:"intent"`
	At     time.Time `json:"at"`
}

// EventPage is one page of the events feed, oldest first.
type EventPage struct {
	Events []FeedEvent `json:"events"`
	// NextCursor is where the feed goes on: keep it, and pass it as
	// EventsOptions.After to read what comes next, now or when you poll
	// again. Empty only when the feed held nothing.
	NextCursor string `json:"nextCursor"`
	// HasMore says whether more events follow now.
	HasMore bool `json:"hasMore"`
}

// Events reads a page of the events feed: GET /v1/events. Every change of
// a confirmation's status or outcome is in it for 30 days, whether or not
// its webhook was delivered, so a receiver that was down catches up by
// reading from its last cursor until HasMore is false; the changes of the
// last 5 seconds show on the next read.
func (c *Client) Events(ctx context.Context, opts EventsOptions) (*EventPage, error) {
	q := url.Values{}
	if opts.After != "" {
		q.Set("after", opts.After)
	}
	if opts.Limit != 0 {
		q.Set("limit", strconv.Itoa(opts.Limit))
	}
	var out struct {
		Events []struct {
			FeedEvent
			Intent *Intent `json:"intent"`
		} `json:"events"`
		NextCursor *string `json:"nextCursor"`
		HasMore    bool    `json:"hasMore"`
	}
	err := c.do(ctx, request{method: http.MethodGet, path: "/events", query: q, repeatable: true}, &out)
	if err != nil {
		return nil, err
	}
	p := &EventPage{Events: make([]FeedEvent, len(out.Events)), HasMore: out.HasMore}
	for i, e := range out.Events {
		p.Events[i] = e.FeedEvent
		if e.Intent != nil {
			p.Events[i].Intent = *e.Intent
		}
	}
	if out.NextCursor != nil {
		p.NextCursor = *out.NextCursor
	}
	return p, nil
}

// WebhookAttempt is one attempt at delivering a webhook.
type WebhookAttempt struct {
	// ID names the attempt for ResendWebhook.
	ID string `json:"id"`
	// DeliveryID is the delivery's X-Service-Delivery.
	DeliveryID string `json:"deliveryId"`
	// DeliveryState is pending, delivered or failed: where the delivery
	// stands now.
	DeliveryState string    `json:"deliveryState"`
	At            time.Time `json:"at"`
	// StatusCode is the receiver's answer; 0 when none came.
	StatusCode int `json:"statusCode"`
	DurationMs int `json:"durationMs"`
	// Error says why it failed; empty on a 2xx.
	Error string `json:"error"`
}

// WebhookAttempts lists every webhook attempt of a confirmation, oldest
// first: GET /v1/confirmations/{id}/webhooks.
func (c *Client) WebhookAttempts(ctx context.Context, id string) ([]WebhookAttempt, error) {
	if err := checkID(id); err != nil {
		return nil, err
	}
	var out struct {
		Attempts []struct {
			WebhookAttempt
			StatusCode *int    `json:"statusCode"`
			Error      *string `json:"error"`
		} `json:"attempts"`
	}
	err := c.do(ctx, request{method: http.MethodGet, path: confirmationPath(id) + "/webhooks", repeatable: true}, &out)
	if err != nil {
		return nil, err
	}
	attempts := make([]WebhookAttempt, len(out.Attempts))
	for i, a := range out.Attempts {
		attempts[i] = a.WebhookAttempt
		if a.StatusCode != nil {
			attempts[i].StatusCode = *a.StatusCode
		}
		if a.Error != nil {
			attempts[i].Error = *a.Error
		}
	}
	return attempts, nil
}

// ResendWebhook sends the delivery of a webhook attempt again: POST
// /v1/confirmations/{id}/webhooks/{attemptId}/resend. It returns once the
// delivery is queued; the new attempt shows in WebhookAttempts when it is
// made. Resends are limited (an *Error with StatusCode 429 beyond) and
// not retried by the client.
func (c *Client) ResendWebhook(ctx context.Context, id, attemptID string) error {
	if err := checkID(id); err != nil {
		return err
	}
	path := confirmationPath(id) + "/webhooks/" + url.PathEscape(attemptID) + "/resend"
	var out struct {
		DeliveryID string `json:"deliveryId"`
	}
	return c.do(ctx, request{method: http.MethodPost, path: path}, &out)
}
