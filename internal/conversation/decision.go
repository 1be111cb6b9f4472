package conversation

import (
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/interpret"
)

// State is what a decision is taken from.
type State struct {
	// Confirmation is the confirmation as it stands; Decide never changes
	// it or anything it points to.
	Confirmation *confirm.Confirmation
	// Reply is what the customer did.
	Reply confirm.Reply
	// Reading is what the interpreter made of the reply's words, nil when
	// it has none (an email tap, a pick-up, silence, a call that rang out).
	Reading *interpret.Result
	// Now is the time of the reply.
	Now time.Time
	// OptedOut is set when the customer's number had opted out before this
	// reply: no text is written to it.
	OptedOut bool
}

// Decision is what a reply does. The engine applies it in this order:
// Conversation replaces the confirmation's conversation, then each action
// in turn, then the plan is paused if Pause is set; it then stamps the
// change, and queues the webhook if Notify is set.
type Decision struct {
	// Conversation is the state of the conversation after the reply.
	Conversation confirm.Conversation
	// Actions are what the engine does, in order.
	Actions []Action
	// Pause holds the rest of the plan while the conversation goes on.
	Pause bool
	// Notify is set when the answer changed: a webhook is due.
	Notify bool
	// OptOut is set when the customer opted out of texts and calls.
	OptOut bool
	// HungUp is set when this reply ended the call.
	HungUp bool
}

// Said is every line the decision says on the call, in order.
func (d Decision) Said() []string {
	var lines []string
	for _, a := range d.Actions {
		if a.Kind == Say {
			lines = append(lines, a.Text)
		}
	}
	return lines
}

// Texts is every text the decision sends, in order.
func (d Decision) Texts() []*confirm.Message {
	var out []*confirm.Message
	for _, a := range d.Actions {
		if a.Kind == Text {
			out = append(out, a.Message)
		}
	}
	return out
}

// Closed is the outcome the decision closes or recloses with, or nil.
func (d Decision) Closed() *Action {
	for i := range d.Actions {
		if k := d.Actions[i].Kind; k == Close || k == Reclose {
			return &d.Actions[i]
		}
	}
	return nil
}

// Kind is what an action does.
type Kind int

// The actions of a decision.
const (
	// Record adds an event to the timeline: Event, Channel and Text.
	Record Kind = iota + 1
	// Say records a line said on the call (Text) and says it.
	Say
	// Text records a text to the customer and sends it (Message).
	Text
	// Close ends the conversation with Status and Outcome: the rest of the
	// plan stops and a call under way ends.
	Close
	// Reclose changes the answer of a closed confirmation to Status and
	// Outcome.
	Reclose
	// Wait puts the confirmation in the inbox, unless it waits already.
	Wait
	// TextArrived counts the plan's text as delivered: the customer
	// answered it.
	TextArrived
	// CallLive marks the call as on the line: silence from here on, for as
	// long as the engine waits on a call, ends it.
	CallLive
	// CallEnded ends the call without an answer: the plan's retry, if one
	// is left.
	CallEnded
	// HoldForPerson holds the plan of a confirmation a person handles,
	// ending a call under way.
	HoldForPerson
)

// Action is one thing a decision does.
type Action struct {
	Kind    Kind
	Event   confirm.EventKind // Record
	Channel confirm.Channel   // Record
	Text    string            // Record, Say
	Message *confirm.Message  // Text
	Status  confirm.Status    // Close, Reclose
	Outcome *confirm.Outcome  // Close, Reclose
}
