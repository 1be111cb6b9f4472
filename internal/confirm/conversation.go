package confirm

import (
	"context"
	"errors"
	"slices"
	"time"
)

// Expect says what the customer was last asked on a channel, which changes
// how their next words read.
type Expect string

// What the customer may have been asked.
const (
	ExpectAnswer       Expect = ""              // will someone be in?
	ExpectSlot         Expect = "slot"          // the offered slots were listed, numbered from 1
	ExpectName         Expect = "name"          // who will be in?
	ExpectYesNoSlot    Expect = "yesno_slot"    // on the call, one slot was offered: does it suit?
	ExpectYesNoHandoff Expect = "yesno_handoff" // shall the team call back?
	ExpectWholeWindow  Expect = "whole_window"  // after a yes with a condition: in for the whole window?
)

// Conversation is what confirmd remembers of its conversation with the
// customer, per channel, so that a reply is read in its context.
type Conversation struct {
	SMS  Thread `json:"sms,omitzero"`
	Call Thread `json:"call,omitzero"`
	// LateAcked is set once a reply after closing has been acknowledged:
	// the customer gets at most one such acknowledgement.
	LateAcked bool `json:"lateAcked,omitempty"`
	// Notes are the delivery instructions heard so far in the customer's
	// replies, kept for the outcome: "the gate code is 1234" and then
	// "yes I'll be in" close with the gate code.
	Notes string `json:"notes,omitempty"`
	// Languages are the languages confirmd switched to from the customer's
	// replies, in order: each applies from the event at From on. Before
	// the first, confirmd writes in the customer's language.
	Languages []LanguageSwitch `json:"languages,omitempty"`
}

// LanguageSwitch is a change of the language confirmd writes in, following
// a reply read in it: From is the index of the first event it applies to.
type LanguageSwitch struct {
	From int    `json:"from"`
	Lang string `json:"lang"`
}

// Equal reports whether c and o are the same state of the conversation.
func (c Conversation) Equal(o Conversation) bool {
	return c.LateAcked == o.LateAcked && c.SMS.Equal(o.SMS) && c.Call.Equal(o.Call)
}

// Equal reports whether t and o are the same state of a thread.
func (t Thread) Equal(o Thread) bool {
	return t.Expect == o.Expect && t.Unclear == o.Unclear && t.Offered == o.Offered &&
		t.Answered == o.Answered && t.Silent == o.Silent && t.Ref == o.Ref && slices.Equal(t.Questions, o.Questions)
}

// Thread is the state of one channel's conversation.
type Thread struct {
	Expect Expect `json:"expect,omitempty"`
	// Unclear counts replies in a row that could not be understood: the
	// first gets a clarifying question, the second closes as unclear.
	Unclear int `json:"unclear,omitempty"`
	// Questions are the customer's questions since the last reply that
	// was understood, in their words: each is answered and the question
	// asked again; the third hands the conversation to a person.
	Questions []string `json:"questions,omitempty"`
	// Offered is, on the call, the index of the slot being offered.
	Offered int `json:"offered,omitempty"`
	// Answered is set when the current call has been picked up.
	Answered bool `json:"answered,omitempty"`
	// Silent counts, on a live call, the customer's silences in a row: the
	// first gets the question again, the second ends the call.
	Silent int `json:"silent,omitempty"`
	// Ref is the provider's id of the step's message, the first text or
	// the current call, so that its reports are told from those of other
	// messages; empty in the sandbox.
	Ref string `json:"ref,omitempty"`
}

// Email choices, the three one-tap answers of the email.
const (
	ChoiceWillBeIn     = "will_be_in"
	ChoiceSomeoneElse  = "someone_else"
	ChoiceDifferentDay = "different_day"
)

// Reply is one thing the customer did: tapped an email choice, sent a
// text, said a line on the call, or let the call ring out.
type Reply struct {
	Channel Channel
	// Email: the choice, with SignerName for someone_else, and Slot (an
	// index into order.rescheduleOptions) or NoneSuit for different_day.
	Choice     string
	SignerName string
	Slot       *int
	NoneSuit   bool
	// SMS and call: the customer's words.
	Text string
	// Call: false when nobody picked up; true, with no Text, when the
	// customer has just picked up a live call.
	Answered *bool
	// Silence: on a live call, the customer said nothing when asked.
	Silence bool
	// Inbound is set for words that came from the customer's own phone
	// through the provider: a text from them is read even when no text of
	// the plan has reached them yet (they may answer the caller's number).
	Inbound bool
}

// OptOutStore keeps the numbers that asked not to be texted or called.
type OptOutStore interface {
	// OptOut records that phone (E.164) opted out at at of the texts and
	// calls of the account's mode that scope names: of its sandbox only
	// for a sandbox scope, of both modes for a live one. Doing it twice is
	// not an error.
	OptOut(ctx context.Context, scope Scope, phone string, at time.Time) error
	// OptedOut reports whether phone opted out of the texts and calls of
	// the account's mode that scope names: for the sandbox, an opt-out of
	// either mode counts; for live, only a live one.
	OptedOut(ctx context.Context, scope Scope, phone string) (bool, error)
	// Secret returns the service-wide secret of that name, creating it with
	// generate the first time; every process sharing the database gets the
	// same value (the first one stored wins).
	Secret(ctx context.Context, name string, generate func() string) (string, error)
}

// ErrOptedOut is the error of a text or call to a number that has opted out
// of the account's messages, whether confirmd or the provider found it.
var ErrOptedOut = errors.New("the number has opted out of texts and calls")
