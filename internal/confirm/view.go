package confirm

import "encoding/json"

// ConfirmationView is a confirmation as the API and the webhooks show it:
// plain fields, timestamps already formatted. It has no MarshalJSON method,
// and neither has anything in it, so encoding/json writes a page of them in
// one pass. A value with its own MarshalJSON is written, then checked and
// copied again by every enclosing encoder; for a page of confirmations
// whose steps and events each had one, that cost five times the encoding
// itself.
//
// Its fields, in this order, are the JSON fields of Confirmation.
type ConfirmationView struct {
	ID           string        `json:"id"`
	Status       Status        `json:"status"`
	ExternalID   string        `json:"externalId,omitempty"`
	Sandbox      bool          `json:"sandbox"`
	Brand        *Brand        `json:"brand,omitempty"`
	Customer     Customer      `json:"customer"`
	Order        Order         `json:"order"`
	Cadence      Cadence       `json:"cadence"`
	WebhookURL   string        `json:"webhookUrl,omitempty"`
	Steps        []StepView    `json:"steps"`
	Events       []EventView   `json:"events"`
	Outcome      *Outcome      `json:"outcome,omitempty"`
	CancelReason string        `json:"cancelReason,omitempty"`
	Delivery     *DeliveryView `json:"delivery,omitempty"`
	RedactedAt   string        `json:"redactedAt,omitempty"`
	CreatedAt    string        `json:"createdAt"`
	UpdatedAt    string        `json:"updatedAt"`
}

// StepView is a step as the API shows it: its public state, and the
// attempts of a call step.
type StepView struct {
	Channel  Channel   `json:"channel"`
	State    StepState `json:"state"`
	DueAt    string    `json:"dueAt"`
	Attempts *int      `json:"attempts,omitempty"`
}

// EventView is a timeline event as the API shows it.
type EventView struct {
	At      string    `json:"at"`
	Kind    EventKind `json:"kind"`
	Channel Channel   `json:"channel"`
	Text    string    `json:"text"`
	// Author names the person of the retailer's team who wrote it (or
	// "api"); empty for what confirmd or the customer said.
	Author string `json:"author,omitempty"`
}

// View returns c as the API shows it. Encode the view rather than c where
// many confirmations are written at once.
func (c *Confirmation) View() *ConfirmationView {
	v := &ConfirmationView{
		ID: c.ID, Status: c.Status, ExternalID: c.ExternalID, Sandbox: c.Sandbox, Brand: c.Brand,
		Customer: c.Customer, Order: c.Order, Cadence: c.Cadence, WebhookURL: c.WebhookURL,
		Steps: make([]StepView, len(c.Steps)), Events: make([]EventView, len(c.Events)),
		Outcome: c.Outcome, CancelReason: c.CancelReason, Delivery: c.Feedback.view(),
		CreatedAt: FormatTime(c.CreatedAt), UpdatedAt: FormatTime(c.UpdatedAt),
	}
	if !c.RedactedAt.IsZero() {
		v.RedactedAt = FormatTime(c.RedactedAt)
	}
	for i, s := range c.Steps {
		v.Steps[i] = s.view()
	}
	for i, e := range c.Events {
		v.Events[i] = e.view()
		if e.Channel == "" { // stored before every event had a channel
			v.Events[i].Channel = c.channelAfter(i)
		}
		v.Events[i].Author = c.EventAuthor(i)
	}
	return v
}

func (s Step) view() StepView {
	v := StepView{Channel: s.Channel, State: s.State.Public(), DueAt: FormatTime(s.DueAt)}
	if s.Channel == ChannelCall {
		v.Attempts = &s.Attempts
	}
	return v
}

func (e Event) view() EventView {
	return EventView{At: FormatTime(e.At), Kind: e.Kind, Channel: e.Channel, Text: e.Text}
}

// ViewJSON returns c's view encoded as the API writes it. The stores keep
// it beside the confirmation, rewritten in the same transaction as any
// change to what it shows, so that the API's reads hand it out as stored
// instead of loading the steps and timeline and encoding them again.
func (c *Confirmation) ViewJSON() ([]byte, error) {
	return json.Marshal(c.View())
}

// FillViews sets each nil views[i], the view of the confirmation ids[i],
// to the encoded view of that confirmation among cs: the stores' way to
// complete a page where some confirmations have no stored view.
func FillViews(ids []string, views []json.RawMessage, cs []*Confirmation) error {
	built := make(map[string]json.RawMessage, len(cs))
	for _, c := range cs {
		v, err := c.ViewJSON()
		if err != nil {
			return err
		}
		built[c.ID] = v
	}
	for i, id := range ids {
		if views[i] == nil {
			views[i] = built[id]
		}
	}
	return nil
}
