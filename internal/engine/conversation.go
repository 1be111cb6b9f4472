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
	"github.com/confirmd/confirmd/internal/interpret"
)

// Interpreter reads what a customer wrote or said.
type Interpreter interface {
	Interpret(ctx context.Context, in interpret.Input) (interpret.Result, error)
}

var errConversationMoved = errors.New("the conversation moved on while the reply was being read")

// Reply applies one thing the customer did: an email choice, a text, a line
// on the call, or a call that rang out. It records the customer's words and
// what was understood, answers on the same channel, pauses the rest of the
// plan, and closes the confirmation when there is an answer, with its
// webhook. A reply after closing is a late reply (see CONTRACT "Late
// replies"). It returns the confirmation as it stands afterwards.
func (e *Engine) Reply(ctx context.Context, scope confirm.Scope, id string, r confirm.Reply) (*confirm.Confirmation, error) {
	c, _, err := e.reply(ctx, scope, id, r)
	return c, err
}

// spoken is what a turn said on the call.
type spoken struct {
	lines  []string
	hungUp bool // the turn ended the call
}

// reply is Reply, also returning what the turn said on the call.
func (e *Engine) reply(ctx context.Context, scope confirm.Scope, id string, r confirm.Reply) (*confirm.Confirmation, spoken, error) {
	e.init()
	var said spoken
	for try := 0; ; try++ {
		c, err := e.Store.GetConfirmation(ctx, scope, id)
		if err != nil {
			return nil, said, err
		}
		if try == 0 && emailDueNow(c, r, e.Clock.Now()) {
			// The email is due but the scheduler has not sent it yet (a reply
			// right after create): send it now, as it would be in a moment.
			if c, err = e.Advance(ctx, scope, id); err != nil {
				return nil, said, err
			}
		}
		if err := replyAllowed(c, r); err != nil {
			return nil, said, err
		}
		// Words are read outside the transaction (an interpreter may be
		// slow); the transaction then checks that the conversation is still
		// where it was when they were read.
		var res *interpret.Result
		var before confirm.Conversation
		if r.Text != "" {
			now := e.Clock.Now()
			in := interpretInput(c, r, now)
			got, err := e.interpreter().Interpret(ctx, in)
			if err != nil {
				return nil, said, fmt.Errorf("interpreting a reply: %w", err)
			}
			if got.Slot >= 0 {
				got.Slot += slotsFrom(c, r) // the call read out a group of the slots
			}
			res, before = &got, c.Conversation
		}
		optedOut := false
		if c.Customer.Phone != "" {
			if optedOut, err = e.Store.OptedOut(ctx, c.Scope(), c.Customer.Phone); err != nil {
				return nil, said, err
			}
		}
		var out []*confirm.Message
		optOut, outbox := false, false
		saved, err := e.Store.UpdateConfirmation(ctx, scope, id, func(c *confirm.Confirmation) error {
			if res != nil && !c.Conversation.Equal(before) {
				return errConversationMoved
			}
			if err := replyAllowed(c, r); err != nil {
				return err
			}
			now := e.Clock.Now().UTC().Truncate(time.Millisecond)
			d := conversation.Decide(conversation.State{Confirmation: c, Reply: r, Reading: res, Now: now, OptedOut: optedOut})
			out, said = applyDecision(c, d, now)
			optOut = d.OptOut
			outbox = len(c.Outbox) > 0
			return nil
		})
		if errors.Is(err, errConversationMoved) && try < 3 {
			continue
		}
		if err != nil {
			return nil, said, err
		}
		e.kickOutbox(outbox)
		e.Kick() // the wake time moved: paused steps, a call that ended
		if optOut {
			if err := e.Store.OptOut(ctx, saved.Scope(), saved.Customer.Phone, e.Clock.Now()); err != nil {
				e.Logger.Error("recording an opt-out failed", "confirmation", saved.ID, "err", err)
				return nil, said, err
			}
		}
		e.sendReplies(ctx, scope, saved, out)
		c, err = e.Store.GetConfirmation(ctx, scope, id)
		return c, said, err
	}
}

func (e *Engine) interpreter() Interpreter {
	if e.Interpreter != nil {
		return e.Interpreter
	}
	return interpret.New()
}

// sendReplies sends the texts a reply produced. They are already in the
// timeline; a send that fails is noted there too.
func (e *Engine) sendReplies(ctx context.Context, scope confirm.Scope, c *confirm.Confirmation, out []*confirm.Message) {
	for _, m := range out {
		ch := e.channel(m)
		var err error
		switch {
		case e.optedOut(ctx, m):
			err = confirm.ErrOptedOut
		case ch == nil:
			err = fmt.Errorf("no provider is configured for %s", m.Channel)
		default:
			sctx, cancel := context.WithTimeout(ctx, e.Config.SendTimeout)
			_, err = ch.Send(sctx, *m)
			cancel()
		}
		if err == nil {
			continue
		}
		e.providerOptOut(ctx, m, err)
		e.Logger.Warn("sending a reply failed", "confirmation", c.ID, "channel", m.Channel, "err", logSafe(err, m.To))
		e.Store.UpdateConfirmation(ctx, scope, c.ID, func(c *confirm.Confirmation) error {
			now := e.Clock.Now()
			c.AddEvent(now, confirm.EventSystem, m.Channel, fmt.Sprintf("The reply could not be sent (%s).", err))
			c.Touch(now)
			return nil
		})
	}
}

// replyAllowed refuses a reply on a channel that has not reached the
// customer, any reply to a cancelled confirmation, and any reply beyond
// confirm.MaxCustomerReplies.
func replyAllowed(c *confirm.Confirmation, r confirm.Reply) error {
	if c.Status == confirm.StatusCancelled {
		return confirm.Errorf(confirm.ECONFLICT, "confirmation was cancelled; it takes no replies")
	}
	if err := c.CanTakeReply(); err != nil {
		return err
	}
	step := stepOf(c, r.Channel)
	if step < 0 {
		return confirm.Errorf(confirm.EINVALID, "channel must be email, sms or call")
	}
	s := c.Steps[step]
	switch r.Channel {
	case confirm.ChannelEmail:
		switch r.Choice {
		case confirm.ChoiceWillBeIn, confirm.ChoiceDifferentDay:
		case confirm.ChoiceSomeoneElse:
			if strings.TrimSpace(r.SignerName) == "" {
				return confirm.Invalid([]string{"signerName is required for the choice someone_else"})
			}
		default:
			return confirm.Invalid([]string{"choice must be will_be_in, someone_else or different_day"})
		}
		if r.Slot != nil && (*r.Slot < 0 || *r.Slot >= len(c.Order.RescheduleOptions)) {
			if len(c.Order.RescheduleOptions) == 0 {
				return confirm.Invalid([]string{"slot cannot be given: the order offers no rescheduleOptions"})
			}
			return confirm.Invalid([]string{fmt.Sprintf("slot must be an index into order.rescheduleOptions, from 0 to %d", len(c.Order.RescheduleOptions)-1)})
		}
		if s.State != confirm.StepDelivered {
			return confirm.Errorf(confirm.ECONFLICT, "no email has reached the customer yet")
		}
	case confirm.ChannelSMS:
		// A text from the customer's own phone is read whatever the plan
		// has sent: they may be answering the number that called them.
		if s.State != confirm.StepDelivered && s.State != confirm.StepSent && !r.Inbound && !c.PersonSent(confirm.ChannelSMS) {
			return confirm.Errorf(confirm.ECONFLICT, "no text has reached the customer yet")
		}
	case confirm.ChannelCall:
		if c.Status.Open() && s.ActiveUntil.IsZero() {
			return confirm.Errorf(confirm.ECONFLICT, "no call is in progress")
		}
		if !c.Status.Open() && (s.Attempts == 0 || !c.Conversation.Call.Answered) {
			return confirm.Errorf(confirm.ECONFLICT, "no call is in progress")
		}
		if r.Answered != nil && !*r.Answered && (c.Conversation.Call.Answered || !c.Status.Open()) {
			return confirm.Errorf(confirm.ECONFLICT, "the call has already been answered")
		}
	}
	return nil
}

// emailDueNow reports whether r answers an email that is due but not yet
// sent.
func emailDueNow(c *confirm.Confirmation, r confirm.Reply, now time.Time) bool {
	i := stepOf(c, confirm.ChannelEmail)
	return r.Channel == confirm.ChannelEmail && c.Status.Open() && i >= 0 &&
		c.Steps[i].State == confirm.StepPending && !c.Steps[i].DueAt.After(now)
}

func stepOf(c *confirm.Confirmation, ch confirm.Channel) int {
	for i, s := range c.Steps {
		if s.Channel == ch {
			return i
		}
	}
	return -1
}

func interpretInput(c *confirm.Confirmation, r confirm.Reply, now time.Time) interpret.Input {
	in := interpret.Input{
		Text:    r.Text,
		Channel: r.Channel,
		Booked:  confirm.Slot{Date: c.Order.Date, Window: c.Order.Window},
		Options: c.Order.RescheduleOptions,
		Today:   now.In(c.Location()).Format(time.DateOnly),

		CustomerFirst: c.Customer.First,
		Asked:         lastSent(c, r.Channel),
	}
	if !c.Status.Open() {
		return in // a late reply is read on its own
	}
	th := c.Conversation.SMS
	if r.Channel == confirm.ChannelCall {
		th = c.Conversation.Call
	}
	in.Offered = th.Offered
	switch th.Expect {
	case confirm.ExpectSlot:
		in.Expect = interpret.ExpectSlot
		if r.Channel == confirm.ChannelCall {
			// "The first one" is the first the call read out.
			from := slotsFrom(c, r)
			in.Options = in.Options[from:dialogue.CallSlotsTo(c, from)]
		}
	case confirm.ExpectName:
		in.Expect = interpret.ExpectName
	case confirm.ExpectYesNoSlot:
		in.Expect = interpret.ExpectYesNoSlot
	case confirm.ExpectYesNoHandoff:
		in.Expect = interpret.ExpectYesNoHandoff
	}
	return in
}

// slotsFrom is, for a line on the call while it offers a group of slots,
// the index of the group's first slot: the interpreter reads the answer
// against the slots read out, numbered from 1, and its pick is shifted
// back by this much. It is 0 otherwise.
func slotsFrom(c *confirm.Confirmation, r confirm.Reply) int {
	th := c.Conversation.Call
	if r.Channel != confirm.ChannelCall || !c.Status.Open() || th.Expect != confirm.ExpectSlot ||
		th.Offered < 0 || th.Offered >= len(c.Order.RescheduleOptions) {
		return 0
	}
	return th.Offered
}
