package client

import (
	"context"
	"net/http"
)

// Choice is a button of the confirmation email.
type Choice string

// The email's three choices.
const (
	ChoiceWillBeIn     Choice = "will_be_in"    // "I will be in"
	ChoiceSomeoneElse  Choice = "someone_else"  // "Someone else will be in", with a signer's name
	ChoiceDifferentDay Choice = "different_day" // "I need a different day", perhaps with an offered slot
)

// Reply is what the customer does, played in the sandbox. Make one with
// EmailReply, EmailSomeoneElse, EmailSlot, SMSReply, CallReply or
// CallUnanswered.
type Reply struct {
	Channel    Channel `json:"channel"`
	Choice     Choice  `json:"choice,omitempty"`     // email
	SignerName string  `json:"signerName,omitempty"` // email, with ChoiceSomeoneElse
	Slot       *int    `json:"slot,omitempty"`       // email, with ChoiceDifferentDay: index into Order.RescheduleOptions
	Text       string  `json:"text,omitempty"`       // sms, or a line said on the call
	Answered   *bool   `json:"answered,omitempty"`   // call: false when nobody picks up
}

// EmailReply taps one of the email's choices; for ChoiceDifferentDay the
// customer needs another day and picks no offered slot.
func EmailReply(choice Choice) Reply { return Reply{Channel: ChannelEmail, Choice: choice} }

// EmailSomeoneElse taps "Someone else will be in" and names who will sign.
func EmailSomeoneElse(signerName string) Reply {
	return Reply{Channel: ChannelEmail, Choice: ChoiceSomeoneElse, SignerName: signerName}
}

// EmailSlot taps "I need a different day" and picks offered slot i (from 0)
// of Order.RescheduleOptions.
func EmailSlot(i int) Reply {
	return Reply{Channel: ChannelEmail, Choice: ChoiceDifferentDay, Slot: &i}
}

// SMSReply texts back, in the customer's own words.
func SMSReply(text string) Reply { return Reply{Channel: ChannelSMS, Text: text} }

// CallReply says a line on the call in progress.
func CallReply(text string) Reply { return Reply{Channel: ChannelCall, Text: text} }

// CallUnanswered lets the ringing call ring out.
func CallUnanswered() Reply {
	no := false
	return Reply{Channel: ChannelCall, Answered: &no}
}

// SandboxReply plays the customer of a sandbox confirmation: POST
// /v1/sandbox/confirmations/{id}/reply. The reply is understood as a real
// one would be, and may close the confirmation (with its webhook). A reply
// on a channel that has not reached the customer yet (no email sent, no text
// sent, no call ringing), or to a cancelled confirmation, gives an *Error
// with StatusCode 409; a live key gets 404. SandboxReply is not retried.
func (c *Client) SandboxReply(ctx context.Context, id string, r Reply) (*Confirmation, error) {
	if err := checkID(id); err != nil {
		return nil, err
	}
	return c.one(ctx, request{method: http.MethodPost, path: "/sandbox" + confirmationPath(id) + "/reply", body: r})
}
