package confirm

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
)

// Limits of a conversation: what one API key can make a confirmation, and
// the messages to one customer, grow to. Each confirmation's document and
// every webhook carry its whole timeline, so without them a key could grow
// one confirmation without end, each write rewriting the whole document
// and each closing sending all of it. See docs/api.md "Limits of a
// conversation" for the largest confirmation they allow.
const (
	// MaxPersonMessages is how many messages people of the retailer's team
	// may write to the customer of one confirmation.
	MaxPersonMessages = 50
	// MaxResolutions is how many different resolutions people may record
	// on one confirmation. The same resolution again changes nothing and
	// does not count (see Resolution.Same).
	MaxResolutions = 20
	// MaxCustomerReplies is how many replies of the customer one
	// confirmation keeps: texts, lines said on a call and email choices,
	// from the sandbox reply API or a provider alike.
	MaxCustomerReplies = 100

	// PersonMessageRateLimit is how many messages (POST
	// /v1/confirmations/{id}/messages) one API key may attempt in any
	// rolling RateWindow, whatever confirmations they are for.
	PersonMessageRateLimit = 300
	// PersonTextsPerNumber is how many texts people of one account may send
	// to one live phone number in any rolling RateWindow, across all its
	// confirmations. The plan's own texts are not counted: they are few and
	// bounded by the conversation's rules (see docs/api.md).
	PersonTextsPerNumber = 10
)

// ErrTooManyReplies is the refusal of a customer's reply to a confirmation
// that has MaxCustomerReplies already.
var ErrTooManyReplies = Errorf(ECONFLICT,
	"this confirmation already has %d customer replies, the most it may have", MaxCustomerReplies)

// PersonMessages returns how many messages people of the retailer's team
// have written to the customer of c.
func (c *Confirmation) PersonMessages() int {
	return c.personEvents(EventOut)
}

// Resolutions returns how many resolutions people have recorded on c.
func (c *Confirmation) Resolutions() int {
	return c.personEvents(EventAgent)
}

func (c *Confirmation) personEvents(kind EventKind) int {
	if c.Handoff == nil {
		return 0
	}
	n := 0
	for _, a := range c.Handoff.Authors {
		if a.Event >= 0 && a.Event < len(c.Events) && c.Events[a.Event].Kind == kind {
			n++
		}
	}
	return n
}

// CustomerReplies returns how many replies of the customer c keeps.
func (c *Confirmation) CustomerReplies() int {
	n := 0
	for _, e := range c.Events {
		if e.Kind == EventIn {
			n++
		}
	}
	return n
}

// CanTakeReply returns ErrTooManyReplies when c has MaxCustomerReplies
// already, else nil.
func (c *Confirmation) CanTakeReply() error {
	if c.CustomerReplies() >= MaxCustomerReplies {
		return ErrTooManyReplies
	}
	return nil
}

// canAddPersonMessage refuses a message beyond MaxPersonMessages.
func (c *Confirmation) canAddPersonMessage() error {
	if c.PersonMessages() >= MaxPersonMessages {
		return Errorf(ECONFLICT, "this confirmation already has %d messages written by people, the most it may have", MaxPersonMessages)
	}
	return nil
}

// canAddResolution refuses a resolution beyond MaxResolutions.
func (c *Confirmation) canAddResolution() error {
	if c.Resolutions() >= MaxResolutions {
		return Errorf(ECONFLICT, "this confirmation already has %d resolutions recorded by people, the most it may have", MaxResolutions)
	}
	return nil
}

// PersonMessageRateError is the refusal of a message over
// PersonMessageRateLimit.
func PersonMessageRateError() error {
	return Errorf(ERATELIMIT, "rate limit exceeded: %d messages per hour for this API key", PersonMessageRateLimit)
}

// PersonTextsRateError is the refusal of a text over PersonTextsPerNumber.
func PersonTextsRateError() error {
	return Errorf(ERATELIMIT, "rate limit exceeded: %d texts per hour from people to this customer's number", PersonTextsPerNumber)
}

// PersonMessageWindow is the rate-limit key under which the messages of
// API key keyID are counted. Its prefix is one no client address has.
func PersonMessageWindow(keyID string) string { return "messages apikey " + keyID }

// PersonTextsWindow is the rate-limit key under which people's texts from
// an account to a phone number are counted. The number is in it only
// through a digest, so that the rate log holds no phone number.
func PersonTextsWindow(accountID, phone string) string {
	sum := sha256.Sum256([]byte(accountID + " " + phone))
	return fmt.Sprintf("texts %s %s", accountID, hex.EncodeToString(sum[:16]))
}
