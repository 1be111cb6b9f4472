package engine

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/conversation"
	"github.com/confirmd/confirmd/internal/dialogue"
	"github.com/confirmd/confirmd/internal/plan"
)

// What a live provider reports back: the fate of a text or a call, what the
// customer said on a call, and texts the customer sent. The provider's own
// adapter reads its webhooks and calls these; the engine does the rest, as
// it does for the sandbox.

// ReceiptOutcome is what became of a text or call, as the provider saw it.
type ReceiptOutcome string

// The outcomes of a receipt.
const (
	ReceiptDelivered   ReceiptOutcome = "delivered"    // the text reached the handset
	ReceiptFailed      ReceiptOutcome = "failed"       // the text or call could not be delivered
	ReceiptNotAnswered ReceiptOutcome = "not_answered" // the call rang out or was busy
	ReceiptEnded       ReceiptOutcome = "ended"        // an answered call has ended
)

// Receipt is a provider's report on one text or call of a confirmation.
type Receipt struct {
	ConfirmationID string
	Channel        confirm.Channel // sms or call
	Ref            string          // the provider's id of the text or call
	Outcome        ReceiptOutcome
	Reason         string // why it failed or was not answered, in a few words
}

// errNoChange leaves a confirmation as it was: the report is about nothing
// it still waits for.
var errNoChange = errors.New("nothing to change")

// Receipt applies a provider's report. The report of the plan's text makes
// its step delivered or failed (a failure moves the plan on); a failed reply
// text is noted in the timeline; a call that was not answered, or that
// ended while the conversation was open, follows the plan's retry rule.
// Reports of older calls, and repeated reports, change nothing.
func (e *Engine) Receipt(ctx context.Context, r Receipt) error {
	e.init()
	scope, err := e.liveScope(ctx, r.ConfirmationID)
	if err != nil {
		return err
	}
	_, err = e.Store.UpdateConfirmation(ctx, scope, r.ConfirmationID, func(c *confirm.Confirmation) error {
		if c.Status == confirm.StatusCancelled {
			// A cancel is the last change of a confirmation: the client has
			// the record as it stands, and it stays so.
			return errNoChange
		}
		now := e.Clock.Now().UTC().Truncate(time.Millisecond)
		var changed bool
		switch r.Channel {
		case confirm.ChannelSMS:
			changed = textReceipt(c, r, now)
		case confirm.ChannelCall:
			changed = callReceipt(c, r, now)
		}
		if !changed {
			return errNoChange
		}
		if c.Status.Open() && nothingLeft(c) && c.Engine.DeadlineAt.IsZero() {
			c.Engine.DeadlineAt = plan.Deadline(c, now)
		}
		c.Touch(now)
		rewake(c)
		return nil
	})
	if errors.Is(err, errNoChange) {
		return nil
	}
	if err == nil {
		e.Kick() // the wake time moved
	}
	return err
}

// liveScope finds the scope of a confirmation named by a provider's
// webhook. Providers carry only live confirmations.
func (e *Engine) liveScope(ctx context.Context, id string) (confirm.Scope, error) {
	scope, err := e.Store.ScopeOf(ctx, id)
	if err != nil {
		return scope, err
	}
	if scope.Sandbox {
		return scope, confirm.Errorf(confirm.ENOTFOUND, "confirmation not found")
	}
	return scope, nil
}

func textReceipt(c *confirm.Confirmation, r Receipt, now time.Time) bool {
	i := stepOf(c, confirm.ChannelSMS)
	s := &c.Steps[i]
	if r.Ref == "" || r.Ref != c.Conversation.SMS.Ref {
		// One of the conversation's texts: only a failure is news.
		if r.Outcome != ReceiptFailed {
			return false
		}
		c.AddEvent(now, confirm.EventSystem, confirm.ChannelSMS, fmt.Sprintf("A text to the customer was not delivered (%s).", r.Reason))
		return true
	}
	switch {
	case r.Outcome == ReceiptDelivered && s.State == confirm.StepSent:
		s.State, s.ActiveUntil = confirm.StepDelivered, time.Time{}
		return true
	case r.Outcome == ReceiptFailed && (s.State == confirm.StepSent || s.State == confirm.StepDelivered):
		waiting := s.State == confirm.StepSent
		s.State, s.ActiveUntil = confirm.StepFailed, time.Time{}
		if !c.Status.Open() || !waiting {
			c.AddEvent(now, confirm.EventSystem, confirm.ChannelSMS, fmt.Sprintf("The text was not delivered (%s).", r.Reason))
			return true
		}
		c.AddEvent(now, confirm.EventSystem, confirm.ChannelSMS, fmt.Sprintf("The text was not delivered (%s); going on with the plan.", r.Reason))
		replan(c, now)
		return true
	}
	return false
}

func callReceipt(c *confirm.Confirmation, r Receipt, now time.Time) bool {
	i := stepOf(c, confirm.ChannelCall)
	s := &c.Steps[i]
	if r.Ref == "" || r.Ref != c.Conversation.Call.Ref || !c.Status.Open() || s.ActiveUntil.IsZero() {
		return false // an older call, or one already over on our side
	}
	if r.Outcome != ReceiptEnded && r.Reason != "" {
		c.AddEvent(now, confirm.EventSystem, confirm.ChannelCall, capitalize(r.Reason)+".")
	}
	s.ActiveUntil = now
	callUnanswered(c, i, now)
	return true
}

// CallTurn is what to say next on a live call, and whether to hang up
// after saying it.
type CallTurn struct {
	Lines  []string
	Hangup bool
	// Language is the customer's BCP 47 tag when the lines are worded in
	// it, so that the call speaks them in a voice of that language (and
	// with its region's accent); empty for English.
	Language string
}

// Call plays one turn of a live call: the customer picking up (pickup),
// saying something (speech), or saying nothing (neither). ref is the
// provider's id of the call; a call that is not the confirmation's current
// one, or that has ended on our side, gets a short goodbye.
func (e *Engine) Call(ctx context.Context, id, ref string, pickup bool, speech string) (CallTurn, error) {
	scope, err := e.liveScope(ctx, id)
	if err != nil {
		return CallTurn{}, err
	}
	c, err := e.Store.GetConfirmation(ctx, scope, id)
	if err != nil {
		return CallTurn{}, err
	}
	over := CallTurn{Lines: []string{dialogue.CallOver(c)}, Hangup: true, Language: dialogue.CallTag(c)}
	if conversation.WrongNumber(c, confirm.ChannelCall) {
		// Whoever picks up is not the customer: a neutral goodbye that
		// names nothing of the booking.
		over.Lines = []string{dialogue.CallClosing(c)}
	}
	if ref == "" || ref != c.Conversation.Call.Ref {
		return over, nil
	}
	r := confirm.Reply{Channel: confirm.ChannelCall, Inbound: true}
	switch speech = strings.TrimSpace(speech); {
	case pickup:
		answered := true
		r.Answered = &answered
	case speech == "":
		r.Silence = true
	default:
		r.Text = speech
	}
	c, said, err := e.reply(ctx, scope, id, r)
	if confirm.ErrorCode(err) == confirm.ECONFLICT {
		// A confirmation with all the replies it may have ends the call
		// the same way, politely; the line said is not kept.
		_ = e.overReplies(id, err)
		return over, nil
	}
	if err != nil {
		return CallTurn{}, err
	}
	t := CallTurn{Lines: said.lines, Hangup: said.hungUp || !c.Status.Open() || len(said.lines) == 0, Language: dialogue.CallTag(c)}
	return t, nil
}

// Inbound is a text from a customer's phone to the live number.
type Inbound struct {
	From string // the customer's number, E.164
	Body string
	// OptOut and OptIn are set when the provider took the text as an
	// opt-out (STOP) or as lifting one (START).
	OptOut, OptIn bool
	// KeywordOnly is set when the text is only a provider's keyword
	// (START, UNSTOP) and no answer to read.
	KeywordOnly bool
}

// inboundLookback is how many of a number's confirmations an inbound text
// is matched against.
const inboundLookback = 20

// Inbound plays a customer's text as a reply to the live confirmation it
// answers and returns that confirmation's id, or "" when the number has
// none. The text goes to the newest open confirmation whose text has reached
// the number; failing that, the newest open one; failing that, the newest
// closed one that was not cancelled, as a late reply. An opt-out (or opt-in)
// applies to every account that has written to the number, as the
// provider's own block does: it is per sending number, and all accounts
// share it.
func (e *Engine) Inbound(ctx context.Context, in Inbound) (string, error) {
	e.init()
	list, err := e.Store.ByPhone(ctx, in.From, inboundLookback)
	if err != nil {
		return "", err
	}
	seen := map[string]bool{}
	for _, c := range list {
		if seen[c.AccountID] {
			continue
		}
		seen[c.AccountID] = true
		switch {
		case in.OptOut:
			err = e.Store.OptOut(ctx, confirm.Scope{AccountID: c.AccountID}, in.From, e.Clock.Now())
		case in.OptIn:
			err = e.Store.OptIn(ctx, confirm.Scope{AccountID: c.AccountID}, in.From)
		}
		if err != nil {
			return "", err
		}
	}
	target := inboundTarget(list)
	if target == nil {
		return "", nil
	}
	scope := confirm.Scope{AccountID: target.AccountID}
	if in.KeywordOnly || strings.TrimSpace(in.Body) == "" {
		_, err := e.Store.UpdateConfirmation(ctx, scope, target.ID, func(c *confirm.Confirmation) error {
			if err := c.CanTakeReply(); err != nil {
				return err // an opt-out or opt-in above applies all the same
			}
			now := e.Clock.Now()
			text := "The customer sent an empty text."
			if in.OptIn {
				text = "The customer texted " + strings.ToUpper(strings.TrimSpace(in.Body)) + ": texts and calls to this number are allowed again."
			}
			c.AddEvent(now, confirm.EventSystem, confirm.ChannelSMS, text)
			c.Touch(now)
			return nil
		})
		return target.ID, e.overReplies(target.ID, err)
	}
	_, err = e.Reply(ctx, scope, target.ID, confirm.Reply{Channel: confirm.ChannelSMS, Text: in.Body, Inbound: true})
	return target.ID, e.overReplies(target.ID, err)
}

// overReplies turns the refusal of a customer's reply to a confirmation that
// has confirm.MaxCustomerReplies already into a warning in the log: what
// they wrote or said is not kept, and the provider, which can do nothing
// about it, is not told of a failure (it would only send it again).
func (e *Engine) overReplies(id string, err error) error {
	if !errors.Is(err, confirm.ErrTooManyReplies) {
		return err
	}
	e.Logger.Warn("a customer's reply was not kept: the confirmation has all the replies it may have",
		"confirmation", id, "max", confirm.MaxCustomerReplies)
	return nil
}

// inboundTarget picks the confirmation a text from its number answers, from
// the number's confirmations newest first.
func inboundTarget(list []*confirm.Confirmation) *confirm.Confirmation {
	var open *confirm.Confirmation
	for _, c := range list {
		if !c.Status.Open() {
			continue
		}
		if st := c.Steps[stepOf(c, confirm.ChannelSMS)].State; st == confirm.StepDelivered || st == confirm.StepSent {
			return c
		}
		if open == nil {
			open = c
		}
	}
	if open != nil {
		return open
	}
	for _, c := range list {
		if c.Status != confirm.StatusCancelled {
			return c
		}
	}
	return nil
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
