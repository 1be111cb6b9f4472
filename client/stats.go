package client

import (
	"context"
	"net/http"
	"net/url"
	"time"
)

// DeliveryResult is what happened on the day.
type DeliveryResult string

// The results of a delivery.
const (
	DeliveryDelivered DeliveryResult = "delivered"
	DeliveryFailed    DeliveryResult = "failed"
)

// FailureReason is why a delivery failed.
type FailureReason string

// The reasons a delivery fails.
const (
	FailureNoOneHome FailureReason = "no_one_home"
	FailureRefused   FailureReason = "refused"
	FailureAccess    FailureReason = "access"
	FailureOther     FailureReason = "other"
)

// Delivery is your report of the day, as the confirmation shows it.
type Delivery struct {
	Result     DeliveryResult `json:"result"`
	Reason     FailureReason  `json:"reason,omitempty"` // only when failed
	At         time.Time      `json:"at"`
	RecordedAt time.Time      `json:"recordedAt"`
}

// DeliveryReport is what RecordDelivery sends.
type DeliveryReport struct {
	Result DeliveryResult
	Reason FailureReason // required when Result is failed, empty otherwise
	At     time.Time     // when it happened
}

// RecordDelivery tells confirmd what happened on the day: POST
// /v1/confirmations/{id}/delivery. The same report again changes nothing;
// a different one replaces it. It never changes the status and sends no
// webhook. It is retried, being idempotent.
func (c *Client) RecordDelivery(ctx context.Context, id string, r DeliveryReport) (*Confirmation, error) {
	if err := checkID(id); err != nil {
		return nil, err
	}
	body := map[string]string{"result": string(r.Result), "at": r.At.UTC().Format("2006-01-02T15:04:05.000Z07:00")}
	if r.Reason != "" {
		body["reason"] = string(r.Reason)
	}
	return c.one(ctx, request{method: http.MethodPost, path: confirmationPath(id) + "/delivery", body: body, repeatable: true})
}

// StatsQuery chooses the period and grouping of Stats. Zero dates take the
// server's defaults (the 30 days to today); GroupBy is "", "day",
// "channel" or "intent".
type StatsQuery struct {
	From, To string // YYYY-MM-DD, days of creation (UTC), inclusive
	GroupBy  string
}

// Stats are the outcome statistics of a period.
type Stats struct {
	From    string         `json:"from"`
	To      string         `json:"to"`
	GroupBy *string        `json:"groupBy"`
	Totals  StatsFigures   `json:"totals"`
	Rows    []StatsFigures `json:"rows"`
}

// StatsFigures are the figures of a period or of one of its groups.
type StatsFigures struct {
	Key          string           `json:"key,omitempty"` // the group; "none" for no answer
	Created      int64            `json:"created"`
	Reached      map[string]int64 `json:"reached"`
	Answered     int64            `json:"answered"`
	ByStatus     map[Status]int64 `json:"byStatus"`
	ByIntent     map[Intent]int64 `json:"byIntent"`
	OptedOut     int64            `json:"optedOut"`
	TimeToAnswer struct {
		Count         int64    `json:"count"`
		MedianSeconds *float64 `json:"medianSeconds"`
		P90Seconds    *float64 `json:"p90Seconds"`
	} `json:"timeToAnswer"`
	Delivery struct {
		Reported       int64                   `json:"reported"`
		Delivered      int64                   `json:"delivered"`
		Failed         int64                   `json:"failed"`
		FailedByReason map[FailureReason]int64 `json:"failedByReason"`
		// Among has "confirmed", "unreachable", "unanswered" and
		// "notConfirmed".
		Among map[string]FailureShare `json:"among"`
	} `json:"delivery"`
}

// FailureShare is how many of a class of confirmations were reported, how
// many of those failed, and the rate (nil when none was reported).
type FailureShare struct {
	Reported   int64    `json:"reported"`
	Failed     int64    `json:"failed"`
	FailedRate *float64 `json:"failedRate"`
}

// Stats returns the outcome statistics of the key's confirmations: GET
// /v1/stats.
func (c *Client) Stats(ctx context.Context, q StatsQuery) (*Stats, error) {
	v := url.Values{}
	for k, val := range map[string]string{"from": q.From, "to": q.To, "groupBy": q.GroupBy} {
		if val != "" {
			v.Set(k, val)
		}
	}
	var out struct {
		Stats Stats `json:"stats"`
	}
	if err := c.do(ctx, request{method: http.MethodGet, path: "/stats", query: v, repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out.Stats, nil
}
