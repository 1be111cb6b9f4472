package client

import (
	"encoding/json"
	"time"
)

// Status is where a confirmation stands.
type Status string

// The statuses. Scheduled and InProgress are open; the others close the
// confirmation.
const (
	StatusScheduled    Status = "scheduled"     // created; nothing sent yet
	StatusInProgress   Status = "in_progress"   // the first message has gone out
	StatusConfirmed    Status = "confirmed"     // someone will be in: dispatch
	StatusRescheduled  Status = "rescheduled"   // moved to an offered slot, now in Order
	StatusActionNeeded Status = "action_needed" // flag for the team with Outcome.Summary
	StatusUnreachable  Status = "unreachable"   // nobody answered: call before dispatch
	StatusCancelled    Status = "cancelled"     // stopped through the API
)

// Open reports whether the confirmation's plan may still run.
func (s Status) Open() bool { return s == StatusScheduled || s == StatusInProgress }

// Channel is a way of reaching the customer.
type Channel string

// The channels, in the order the plan uses them.
const (
	ChannelEmail Channel = "email"
	ChannelSMS   Channel = "sms"
	ChannelCall  Channel = "call"
)

// Cadence chooses the timing of the plan.
type Cadence string

// The cadences. Standard, the default, is for real customers; Demo runs the
// steps about 90 seconds apart and is for sandbox keys only.
const (
	CadenceStandard Cadence = "standard"
	CadenceDemo     Cadence = "demo"
)

// The kinds of order.
const (
	OrderDelivery   = "delivery"
	OrderCollection = "collection"
)

// StepState is where one step of the plan stands.
type StepState string

// The states of a step.
const (
	StepPending    StepState = "pending"
	StepDelivered  StepState = "delivered"
	StepUnanswered StepState = "unanswered" // a call nobody picked up, after its retry
	StepFailed     StepState = "failed"     // the provider refused it
	StepPaused     StepState = "paused"     // a reply from the customer paused it
	StepSkipped    StepState = "skipped"    // no contact detail, or the customer opted out
	StepCancelled  StepState = "cancelled"  // the confirmation closed first
)

// EventKind says who spoke in a timeline event.
type EventKind string

// The kinds of event.
const (
	EventOut    EventKind = "out"    // confirmd said it
	EventIn     EventKind = "in"     // the customer said it
	EventAgent  EventKind = "agent"  // what confirmd understood
	EventSystem EventKind = "system" // something that happened, such as a retry
)

// Intent is what the customer's answer means.
type Intent string

// The intents, by the status they close a confirmation with.
const (
	IntentWillBeIn        Intent = "will_be_in"       // confirmed
	IntentAlternateSigner Intent = "alternate_signer" // confirmed, with Outcome.SignerName
	IntentReschedule      Intent = "reschedule"       // rescheduled, with Outcome.Slot
	IntentDifferentDay    Intent = "different_day"    // action_needed
	IntentCancel          Intent = "cancel"           // action_needed
	IntentWrongPerson     Intent = "wrong_person"     // action_needed
	IntentOptOut          Intent = "opt_out"          // action_needed
	IntentWantsHuman      Intent = "wants_human"      // action_needed
	IntentUnclear         Intent = "unclear"          // action_needed
	IntentNoAnswer        Intent = "no_answer"        // unreachable
)

// Confirmation is one delivery or collection being checked with one
// customer, as the API returns it.
type Confirmation struct {
	ID           string    `json:"id"` // cf_ and 24 letters or digits
	Status       Status    `json:"status"`
	ExternalID   string    `json:"externalId,omitempty"`
	Sandbox      bool      `json:"sandbox"`
	Brand        *Brand    `json:"brand,omitempty"`
	Customer     Customer  `json:"customer"`
	Order        Order     `json:"order"`
	Cadence      Cadence   `json:"cadence"`
	WebhookURL   string    `json:"webhookUrl,omitempty"`
	Steps        []Step    `json:"steps"`
	Events       []Event   `json:"events"`
	Outcome      *Outcome  `json:"outcome,omitempty"` // nil until there is an answer
	CancelReason string    `json:"cancelReason,omitempty"`
	Delivery     *Delivery `json:"delivery,omitempty"` // nil until reported (RecordDelivery)
	CreatedAt    time.Time `json:"createdAt"`
	// UpdatedAt strictly increases with every change; of two copies of one
	// confirmation, the one with the later UpdatedAt is the newer.
	UpdatedAt time.Time `json:"updatedAt"`

	// RedactedAt is when the customer's personal data was removed (by an
	// erasure or after the retention period); nil while it is held.
	RedactedAt *time.Time `json:"redactedAt,omitempty"`

	// Raw is the confirmation's JSON exactly as the server sent it,
	// including any field this version of the package does not know.
	Raw json.RawMessage `json:"-"`
}

// UnmarshalJSON decodes the fields and keeps a copy of data in Raw.
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

// Brand is how the retailer appears to its customer.
type Brand struct {
	Name         string  `json:"name,omitempty"`
	Colors       *Colors `json:"colors,omitempty"`
	SupportEmail string  `json:"supportEmail,omitempty"`
	Tone         string  `json:"tone,omitempty"` // such as "warm, brief"
}

// Colors are the brand's colours.
type Colors struct {
	Primary string `json:"primary,omitempty"` // #RRGGBB
}

// Customer is the person being contacted. Name and at least one of Phone and
// Email are needed to create a confirmation.
type Customer struct {
	Name string `json:"name"`
	// First is the first word of Name, set by the service; it is not sent
	// on create.
	First string `json:"first,omitempty"`
	// Phone is given back in E.164 form; a national number is read in the
	// country of the order's time zone.
	Phone string `json:"phone,omitempty"`
	Email string `json:"email,omitempty"`
	// Language is a BCP 47 tag ("pl", "es-MX"): the language the service
	// writes and speaks to the customer in where it has the wording,
	// English otherwise. Given back as sent. For now the wording is
	// English.
	Language string `json:"language,omitempty"`
}

// Order is the job being confirmed. Date, Window and at least one item are
// needed to create a confirmation. After a reschedule, Date and Window hold
// the new slot.
type Order struct {
	Ref  string `json:"ref,omitempty"`
	Type string `json:"type,omitempty"` // OrderDelivery (the default) or OrderCollection
	// Date is the day, YYYY-MM-DD, in the customer's time zone.
	Date   string `json:"date"`
	Window Window `json:"window"`
	// Timezone is the customer's IANA time zone, such as Europe/London;
	// the server's default when left empty.
	Timezone          string   `json:"timezone,omitempty"`
	Items             []Item   `json:"items"`
	Address           *Address `json:"address,omitempty"`
	RescheduleOptions []Slot   `json:"rescheduleOptions,omitempty"` // at most 10
}

// Window is a time window within a day, 24-hour "HH:MM" to "HH:MM".
type Window struct {
	From string `json:"from"`
	To   string `json:"to"`
}

// Item is one thing delivered or collected.
type Item struct {
	Name string `json:"name"`
	Qty  int    `json:"qty,omitempty"` // 0: not given
	SKU  string `json:"sku,omitempty"`
}

// Address is where the job happens.
type Address struct {
	Line1    string `json:"line1,omitempty"`
	City     string `json:"city,omitempty"`
	Postcode string `json:"postcode,omitempty"`
}

// Slot is a date and a window: an alternative the customer may pick.
type Slot struct {
	Date   string `json:"date"`
	Window Window `json:"window"`
}

// Step is one planned contact.
type Step struct {
	Channel  Channel   `json:"channel"`
	State    StepState `json:"state"`
	DueAt    time.Time `json:"dueAt"`
	Attempts int       `json:"attempts,omitempty"` // calls placed; call steps only
}

// Event is one line of the timeline.
type Event struct {
	At      time.Time `json:"at"`
	Kind    EventKind `json:"kind"`
	Channel Channel   `json:"channel"` // for a system event of no one channel, the channel the conversation was on
	Text    string    `json:"text"`
	// Author names the person of the retailer's team who wrote it (a
	// message or a resolution), or "api"; empty for what confirmd or the
	// customer said.
	Author string `json:"author,omitempty"`
}

// Outcome is the customer's answer.
type Outcome struct {
	Intent     Intent `json:"intent"`
	Summary    string `json:"summary"`              // one line for the operations team
	SignerName string `json:"signerName,omitempty"` // a person's name only: "Sue"
	// Notes are the customer's delivery instructions in their own words,
	// for any intent: access and gate codes, a safe place, parking, "call
	// when 10 minutes away", where the signer is ("my neighbour Sue at
	// number 12"). Empty when the customer gave none.
	Notes   string  `json:"notes,omitempty"`
	Channel Channel `json:"channel,omitempty"` // where the answer came
	Slot    *Slot   `json:"slot,omitempty"`    // the chosen slot, for a reschedule
	// ResolvedBy names the person of the retailer's team who recorded the
	// outcome (see Client.Resolve), or "api"; empty for a customer's
	// answer.
	ResolvedBy string `json:"resolvedBy,omitempty"`
}
