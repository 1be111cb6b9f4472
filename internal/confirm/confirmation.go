// Package confirm is confirmd's domain: a confirmation of one delivery or
// collection with one customer, its plan of steps, its timeline of events and
// its outcome, with the rules for creating and closing it. It knows nothing of
// HTTP or SQL.
package confirm

import (
	"encoding/json"
	"time"
)

// Status is where a confirmation stands.
type Status string

// The statuses of a confirmation. Scheduled and InProgress are open; the rest
// close it.
const (
	StatusScheduled    Status = "scheduled"
	StatusInProgress   Status = "in_progress"
	StatusConfirmed    Status = "confirmed"
	StatusRescheduled  Status = "rescheduled"
	StatusActionNeeded Status = "action_needed"
	StatusUnreachable  Status = "unreachable"
	StatusCancelled    Status = "cancelled"
)

// Statuses lists every status, open ones first.
var Statuses = []Status{
	StatusScheduled, StatusInProgress, StatusConfirmed, StatusRescheduled,
	StatusActionNeeded, StatusUnreachable, StatusCancelled,
}

// Open reports whether steps may still run for a confirmation in status s.
func (s Status) Open() bool { return s == StatusScheduled || s == StatusInProgress }

// Valid reports whether s is one of the known statuses.
func (s Status) Valid() bool {
	for _, v := range Statuses {
		if s == v {
			return true
		}
	}
	return false
}

// Channel is a way of reaching the customer.
type Channel string

// The channels, in the order the plan uses them.
const (
	ChannelEmail Channel = "email"
	ChannelSMS   Channel = "sms"
	ChannelCall  Channel = "call"
)

// Cadence chooses the timing of a confirmation's plan.
type Cadence string

// The cadences: Standard for real customers, Demo for sandbox testing.
const (
	CadenceStandard Cadence = "standard"
	CadenceDemo     Cadence = "demo"
)

// StepState is where one step of the plan stands.
type StepState string

// The states of a step.
const (
	StepPending    StepState = "pending"
	StepDelivered  StepState = "delivered"
	StepUnanswered StepState = "unanswered"
	StepFailed     StepState = "failed"
	StepPaused     StepState = "paused"
	StepSkipped    StepState = "skipped"
	StepCancelled  StepState = "cancelled"

	// StepSent is a live text that the provider accepted and whose
	// delivery report has not come yet. It is not one of the API's states:
	// the API shows it as pending until the report makes it delivered or
	// failed (or until the wait for a report runs out, see the engine).
	StepSent StepState = "sent"
)

// Public returns the state as the API shows it.
func (s StepState) Public() StepState {
	if s == StepSent {
		return StepPending
	}
	return s
}

// EventKind says who spoke in a timeline event.
type EventKind string

// The kinds of event.
const (
	EventOut    EventKind = "out"    // the service said it
	EventIn     EventKind = "in"     // the customer said it
	EventAgent  EventKind = "agent"  // what the service understood
	EventSystem EventKind = "system" // something that happened, e.g. a retry
)

// Intent is what the customer's answer means.
type Intent string

// The intents of an outcome, grouped by the status they close with.
const (
	IntentWillBeIn        Intent = "will_be_in"
	IntentAlternateSigner Intent = "alternate_signer"
	IntentReschedule      Intent = "reschedule"
	IntentDifferentDay    Intent = "different_day"
	IntentCancel          Intent = "cancel"
	IntentWrongPerson     Intent = "wrong_person"
	IntentOptOut          Intent = "opt_out"
	IntentWantsHuman      Intent = "wants_human"
	IntentUnclear         Intent = "unclear"
	IntentNoAnswer        Intent = "no_answer"
)

// Confirmation is one delivery or collection being checked with one customer.
type Confirmation struct {
	ID         string    `json:"id"`
	AccountID  string    `json:"-"`
	Status     Status    `json:"status"`
	ExternalID string    `json:"externalId,omitempty"`
	Sandbox    bool      `json:"sandbox"`
	Brand      *Brand    `json:"brand,omitempty"`
	Customer   Customer  `json:"customer"`
	Order      Order     `json:"order"`
	Cadence    Cadence   `json:"cadence"`
	WebhookURL string    `json:"webhookUrl,omitempty"`
	Steps      []Step    `json:"steps"`
	Events     []Event   `json:"events"`
	Outcome    *Outcome  `json:"outcome,omitempty"`
	CreatedAt  time.Time `json:"-"`
	UpdatedAt  time.Time `json:"-"`

	// CancelReason is the reason given when the client stopped it.
	CancelReason string `json:"cancelReason,omitempty"`
	// Feedback is the retailer's report of the day, once given.
	Feedback *DeliveryFeedback `json:"delivery,omitempty"`
	// RedactedAt is when the customer's personal data was removed (see
	// Document.Redact); zero while it is held.
	RedactedAt time.Time `json:"redactedAt,omitzero"`

	// The engine's bookkeeping, stored but never shown.

	// WakeAt is when the engine must next look at the confirmation: the
	// earliest of a pending step's due time, a ringing call's time-out, a
	// stalled conversation's resumption and the unreachable deadline. Zero
	// once closed. A claim moves it forward by the lease, so a process that
	// dies holding it gives it up when the lease runs out.
	WakeAt time.Time `json:"-"`
	// LeaseOwner names the engine run that has claimed the confirmation;
	// empty when nobody holds it.
	LeaseOwner string `json:"-"`
	// Engine holds the engine's timers that are not a step's.
	Engine EngineState `json:"-"`
	// Conversation is what was last asked on each channel.
	Conversation Conversation `json:"-"`
	// Handoff is what the retailer's people have to do with it (see
	// Handoff); nil until a person is involved.
	Handoff *Handoff `json:"-"`
	// Outbox holds webhook deliveries to write with this change. Stores
	// insert them in the same transaction as the change and then empty it.
	Outbox []*Delivery `json:"-"`
}

// EngineState is the engine's memory of a confirmation beyond its steps.
type EngineState struct {
	// DeadlineAt is when the confirmation becomes unreachable if nothing
	// else is left to try; zero while steps remain.
	DeadlineAt time.Time `json:"deadlineAt,omitzero"`
	// ResumeAt is when paused steps resume if the conversation has stalled;
	// zero when nothing is paused.
	ResumeAt time.Time `json:"resumeAt,omitzero"`
	// WindowSkip is set once a text or call (or the call's retry) was
	// skipped because it could not happen before the booked window starts:
	// from then on the confirmation waits for an answer until the window's
	// start, and closes unreachable then.
	WindowSkip bool `json:"windowSkip,omitempty"`
}

// MarshalJSON writes the confirmation as the API shows it (see View).
func (c Confirmation) MarshalJSON() ([]byte, error) { return json.Marshal(c.View()) }

// Brand is how the retailer wants to appear to its customer.
type Brand struct {
	Name         string  `json:"name,omitempty"`
	Colors       *Colors `json:"colors,omitempty"`
	SupportEmail string  `json:"supportEmail,omitempty"`
	Tone         string  `json:"tone,omitempty"`
}

// Colors holds the brand's colours as #RRGGBB strings.
type Colors struct {
	Primary string `json:"primary,omitempty"`
}

// Customer is the person being contacted.
type Customer struct {
	Name  string `json:"name"`
	First string `json:"first"`
	Phone string `json:"phone,omitempty"` // E.164
	Email string `json:"email,omitempty"`
	// Language is a BCP 47 tag ("pl", "es-MX"): the language to write and
	// speak to the customer in where confirmd has the wording. It is
	// stored and shown; the wording is English for now.
	Language string `json:"language,omitempty"`
}

// Order is the job being confirmed.
type Order struct {
	Ref               string   `json:"ref,omitempty"`
	Type              string   `json:"type"`
	Date              string   `json:"date"`
	Window            Window   `json:"window"`
	Timezone          string   `json:"timezone"`
	Items             []Item   `json:"items"`
	Address           *Address `json:"address,omitempty"`
	RescheduleOptions []Slot   `json:"rescheduleOptions,omitempty"`
}

// The kinds of order.
const (
	OrderDelivery   = "delivery"
	OrderCollection = "collection"
)

// Window is a time window within a day, "HH:MM" to "HH:MM".
type Window struct {
	From string `json:"from"`
	To   string `json:"to"`
}

// Item is one thing being delivered or collected.
type Item struct {
	Name string `json:"name"`
	Qty  int    `json:"qty,omitempty"`
	SKU  string `json:"sku,omitempty"`
}

// Address is where the job happens.
type Address struct {
	Line1    string `json:"line1,omitempty"`
	City     string `json:"city,omitempty"`
	Postcode string `json:"postcode,omitempty"`
}

// Slot is a date and a window.
type Slot struct {
	Date   string `json:"date"`
	Window Window `json:"window"`
}

// Step is one planned contact.
type Step struct {
	Channel  Channel   `json:"channel"`
	State    StepState `json:"state"`
	DueAt    time.Time `json:"-"`
	Attempts int       `json:"-"`

	// SendingAt is set, in its own committed transaction, just before the
	// step's message is handed to a channel, and cleared when the result is
	// saved. Found set after a crash, it means the message may have gone
	// out: the step is marked failed rather than sent again.
	SendingAt time.Time `json:"-"`
	// ActiveUntil is when a placed call that nobody has answered counts as
	// unanswered, or when an answered call with no further speech times out.
	ActiveUntil time.Time `json:"-"`
}

// MarshalJSON writes the step; a call step also shows its attempts.
func (s Step) MarshalJSON() ([]byte, error) { return json.Marshal(s.view()) }

// Event is one line of the timeline.
type Event struct {
	At      time.Time `json:"-"`
	Kind    EventKind `json:"kind"`
	Channel Channel   `json:"channel"` // "" only in events stored before every event had one
	Text    string    `json:"text"`
}

// MarshalJSON writes the event with its timestamp in the API's format.
func (e Event) MarshalJSON() ([]byte, error) { return json.Marshal(e.view()) }

// Outcome is the customer's answer.
type Outcome struct {
	Intent     Intent `json:"intent"`
	Summary    string `json:"summary"`
	SignerName string `json:"signerName,omitempty"` // a person's name only
	// Notes are the customer's delivery instructions in their own words
	// (access, a safe place, parking, "call when 10 minutes away", where
	// the signer is), whatever the intent.
	Notes   string  `json:"notes,omitempty"`
	Channel Channel `json:"channel,omitempty"`
	Slot    *Slot   `json:"slot,omitempty"`
	// ResolvedBy names the person of the retailer's team who recorded the
	// outcome (see Confirmation.Resolve), or "api"; empty for a
	// customer's answer.
	ResolvedBy string `json:"resolvedBy,omitempty"`
}

// TimeFormat is the one format of every timestamp confirmd shows or stores as
// text: RFC 3339 in UTC with milliseconds. It sorts as text.
const TimeFormat = "2006-01-02T15:04:05.000Z"

// FormatTime formats t in TimeFormat.
func FormatTime(t time.Time) string { return t.UTC().Format(TimeFormat) }

// ParseTime parses a timestamp in TimeFormat (or any RFC 3339 form).
func ParseTime(s string) (time.Time, error) {
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}, err
	}
	return t.UTC(), nil
}

// Touch sets UpdatedAt to now, or to one millisecond after its previous value
// if the clock has not moved past it, so that updatedAt strictly increases on
// every change and "newest wins" always orders two webhook deliveries.
func (c *Confirmation) Touch(now time.Time) {
	now = now.UTC().Truncate(time.Millisecond)
	if !now.After(c.UpdatedAt) {
		now = c.UpdatedAt.Add(time.Millisecond)
	}
	c.UpdatedAt = now
}

// AddEvent appends an event to the timeline. An event of no one channel
// (ch empty), such as a stop through the API, goes on the channel the
// conversation is on (see channelAfter): every event of the API has one.
func (c *Confirmation) AddEvent(at time.Time, kind EventKind, ch Channel, text string) {
	if ch == "" {
		ch = c.channelAfter(len(c.Events))
	}
	c.Events = append(c.Events, Event{At: at.UTC().Truncate(time.Millisecond), Kind: kind, Channel: ch, Text: text})
}

// channelAfter returns the channel the conversation is on after its first
// n events: that of the latest of them with a channel, else that of the
// first step not skipped, which is the first to reach the customer, else
// email.
func (c *Confirmation) channelAfter(n int) Channel {
	for i := n - 1; i >= 0; i-- {
		if ch := c.Events[i].Channel; ch != "" {
			return ch
		}
	}
	for _, s := range c.Steps {
		if s.State != StepSkipped {
			return s.Channel
		}
	}
	return ChannelEmail
}

// Cancel stops an open confirmation on the client's request: pending and
// paused steps become cancelled, and the status becomes cancelled. No webhook
// is sent for a stop the client asked for.
//
// A cancelled confirmation never changes again, so the cancel is its last
// write: a step whose message a scheduler is handing to the provider at this
// moment is let go (its SendingAt cleared, which makes the scheduler drop
// its result instead of saving it over the cancel), and the timeline says
// the message may have reached the customer.
func (c *Confirmation) Cancel(now time.Time, reason string) error {
	if !c.Status.Open() {
		return Errorf(ECONFLICT, "confirmation is already %s", c.Status)
	}
	c.SettleSent()
	var inFlight []Channel
	for i := range c.Steps {
		s := &c.Steps[i]
		if !s.SendingAt.IsZero() {
			inFlight = append(inFlight, s.Channel)
			s.SendingAt = time.Time{}
		}
		if s.State == StepPending || s.State == StepPaused {
			s.State = StepCancelled
		}
		s.ActiveUntil = time.Time{} // a ringing call is hung up
	}
	c.Status = StatusCancelled
	c.CancelReason = reason
	c.StopWaiting()
	c.WakeAt, c.Engine = time.Time{}, EngineState{}
	text := "Stopped by the retailer through the API"
	if reason != "" {
		text += ": " + reason
	}
	c.AddEvent(now, EventSystem, "", text)
	for _, ch := range inFlight {
		text := "The email was already on its way to the customer when the confirmation was stopped; it may have reached them."
		switch ch {
		case ChannelSMS:
			text = "The text was already on its way to the customer when the confirmation was stopped; it may have reached them."
		case ChannelCall:
			text = "The call was already being placed when the confirmation was stopped; the customer's phone may ring."
		}
		c.AddEvent(now, EventSystem, ch, text)
	}
	c.Touch(now)
	return nil
}

// SettleSent counts as delivered every text still waiting for its
// delivery report, for a confirmation that is closing: the provider took
// the text, and a report that it failed may still come and say otherwise.
func (c *Confirmation) SettleSent() {
	for i := range c.Steps {
		if c.Steps[i].State == StepSent {
			c.Steps[i].State = StepDelivered
			c.Steps[i].ActiveUntil = time.Time{}
		}
	}
}

// Document is the part of a confirmation that stores keep as one JSON
// document beside the columns they index.
type Document struct {
	Brand        *Brand            `json:"brand,omitempty"`
	Customer     Customer          `json:"customer"`
	Order        Order             `json:"order"`
	Cadence      Cadence           `json:"cadence"`
	WebhookURL   string            `json:"webhookUrl,omitempty"`
	Outcome      *Outcome          `json:"outcome,omitempty"`
	CancelReason string            `json:"cancelReason,omitempty"`
	Feedback     *DeliveryFeedback `json:"delivery,omitempty"`
	Engine       EngineState       `json:"engine,omitzero"`
	Conversation Conversation      `json:"conversation,omitzero"`
	Handoff      *Handoff          `json:"handoff,omitempty"`
	RedactedAt   time.Time         `json:"redactedAt,omitzero"`
}

// Document returns the stored document of c.
func (c *Confirmation) Document() Document {
	return Document{
		Brand: c.Brand, Customer: c.Customer, Order: c.Order, Cadence: c.Cadence,
		WebhookURL: c.WebhookURL, Outcome: c.Outcome, CancelReason: c.CancelReason,
		Feedback:     c.Feedback,
		Engine:       c.Engine.stored(),
		Conversation: c.Conversation,
		Handoff:      c.Handoff,
		RedactedAt:   storedTime(c.RedactedAt),
	}
}

// stored is e with its times as every store keeps times.
func (e EngineState) stored() EngineState {
	e.DeadlineAt, e.ResumeAt = storedTime(e.DeadlineAt), storedTime(e.ResumeAt)
	return e
}

// storedTime is t as every store keeps times: UTC, whole milliseconds.
func storedTime(t time.Time) time.Time {
	if t.IsZero() {
		return t
	}
	return t.UTC().Truncate(time.Millisecond)
}

// SetDocument copies a stored document into c.
func (c *Confirmation) SetDocument(d Document) {
	c.Brand, c.Customer, c.Order, c.Cadence = d.Brand, d.Customer, d.Order, d.Cadence
	c.WebhookURL, c.Outcome, c.CancelReason = d.WebhookURL, d.Outcome, d.CancelReason
	c.Feedback = d.Feedback
	c.Engine, c.Conversation, c.Handoff = d.Engine, d.Conversation, d.Handoff
	c.RedactedAt = d.RedactedAt
}
