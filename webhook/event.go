package webhook

import (
	"encoding/json"
	"time"
)

// TypeConfirmationUpdated is the type of the event sent when a confirmation
// reaches an answer and its status changes.
const TypeConfirmationUpdated = "confirmation.updated"

// The statuses a confirmation.updated event can carry, and what a receiver
// is expected to do with each.
const (
	StatusConfirmed    = "confirmed"     // ready for dispatch; Outcome.SignerName may name who signs
	StatusRescheduled  = "rescheduled"   // move the booking to Order.Date and Order.Window
	StatusActionNeeded = "action_needed" // flag for the team with Outcome.Summary
	StatusUnreachable  = "unreachable"   // nobody answered; call before dispatch
	// StatusCancelled comes only from a person of the retailer's team who
	// resolved the confirmation as cancelled (Outcome.ResolvedBy names
	// them); a cancel through the API sends no event.
	StatusCancelled = "cancelled"
)

// Event is the body of a delivery.
type Event struct {
	Type string       `json:"type"`
	Data Confirmation `json:"data"`
}

// Confirmation is the data of a confirmation.updated event: the fields a
// receiver usually acts on, and in Raw the whole object as sent, so that
// fields not modelled here (customer, steps, events, brand...) are not lost.
type Confirmation struct {
	ID         string   `json:"id"`
	Status     string   `json:"status"`
	ExternalID string   `json:"externalId,omitempty"`
	Sandbox    bool     `json:"sandbox"`
	Order      Order    `json:"order"`
	Outcome    *Outcome `json:"outcome,omitempty"`
	// Events is the timeline, oldest first.
	Events []TimelineEvent `json:"events,omitempty"`

	// UpdatedAt orders deliveries of one confirmation: it strictly increases
	// on every change. On the wire it is RFC 3339 in UTC with milliseconds,
	// e.g. "2026-11-22T09:30:00.000Z".
	UpdatedAt time.Time `json:"updatedAt"`

	// Raw is the data object exactly as received.
	Raw json.RawMessage `json:"-"`
}

// UnmarshalJSON decodes the modelled fields and keeps a copy of data in Raw.
func (c *Confirmation) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		return nil
	}
	type plain Confirmation // without this method, so no recursion
	var p plain
	if err := json.Unmarshal(data, &p); err != nil {
		return err
	}
	p.Raw = append(json.RawMessage(nil), data...)
	*c = Confirmation(p)
	return nil
}

// Order is the booked job. For a rescheduled confirmation Date and Window
// already hold the new slot.
type Order struct {
	Ref      string `json:"ref,omitempty"`
	Type     string `json:"type,omitempty"`
	Date     string `json:"date"` // YYYY-MM-DD
	Window   Window `json:"window"`
	Timezone string `json:"timezone,omitempty"` // IANA name of the customer's zone
}

// Window is a time window within a day, "HH:MM" to "HH:MM" in 24-hour time.
type Window struct {
	From string `json:"from"`
	To   string `json:"to"`
}

// Outcome is the customer's answer.
type Outcome struct {
	Intent     string `json:"intent"`
	Summary    string `json:"summary"`
	SignerName string `json:"signerName,omitempty"` // a person's name only: "Sue"
	// Notes are the customer's delivery instructions in their own words,
	// for any intent: access and gate codes, a safe place, parking, "call
	// when 10 minutes away", where the signer is ("my neighbour Sue at
	// number 12"). Empty when the customer gave none.
	Notes   string `json:"notes,omitempty"`
	Channel string `json:"channel,omitempty"`
	Slot    *Slot  `json:"slot,omitempty"` // the chosen slot, for a reschedule
	// ResolvedBy names the person of the retailer's team who recorded the
	// outcome, or "api"; empty for a customer's answer.
	ResolvedBy string `json:"resolvedBy,omitempty"`
}

// TimelineEvent is one line of a confirmation's timeline.
type TimelineEvent struct {
	At      time.Time `json:"at"`
	Kind    string    `json:"kind"` // out, in, agent or system
	Channel string    `json:"channel"`
	Text    string    `json:"text"`
	// Author names the person of the retailer's team who wrote it, or
	// "api"; empty for what confirmd or the customer said.
	Author string `json:"author,omitempty"`
}

// Slot is a date and a window.
type Slot struct {
	Date   string `json:"date"`
	Window Window `json:"window"`
}
