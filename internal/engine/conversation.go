package engine

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dialogue"
	"github.com/confirmd/confirmd/internal/interpret"
	"github.com/confirmd/confirmd/internal/plan"
)

// Interpreter reads what a customer wrote or said.
type Interpreter interface {
	Interpret(ctx context.Context, in interpret.Input) (interpret.Result, error)
}

// minYesConfidence is the least confidence at which a reply is taken as
// "someone will be in".
const minYesConfidence = 0.6

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
			t := &turn{c: c, r: r, res: res, now: now, optedOut: optedOut}
			t.apply()
			out, optOut = t.out, t.optOut
			said = spoken{lines: t.said, hungUp: t.hungUp}
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

// turn is one reply being applied to a confirmation inside its transaction.
type turn struct {
	c      *confirm.Confirmation
	r      confirm.Reply
	res    *interpret.Result
	now    time.Time
	out    []*confirm.Message // texts to send once committed
	optOut bool
	notify bool // the answer changed: a webhook is due
	// optedOut is set when the customer's number had opted out before
	// this reply: no text is recorded or sent to it.
	optedOut bool
	// said is what the call said in this turn; hungUp is set when this
	// turn ended the call.
	said   []string
	hungUp bool
}

func (t *turn) apply() {
	c := t.c
	if !c.Status.Open() {
		t.late()
		return
	}
	if c.HandledBy() != "" {
		t.whileHandled()
		return
	}
	switch t.r.Channel {
	case confirm.ChannelEmail:
		t.email()
	case confirm.ChannelSMS:
		t.sms()
	case confirm.ChannelCall:
		t.call()
	}
	rangOut := t.r.Answered != nil && !*t.r.Answered
	if c.Status.Open() && !rangOut && !t.hungUp {
		t.pause()
	}
	t.done()
}

// done stamps the change and, when the answer changed, writes the webhook
// last, so that it carries the final updatedAt.
func (t *turn) done() {
	t.c.Touch(t.now)
	rewake(t.c)
	if t.notify {
		t.c.QueueWebhook(t.now)
	}
}

// pause holds every remaining step while the conversation goes on, and
// resumes them if it stalls.
func (t *turn) pause() {
	c := t.c
	for i := range c.Steps {
		if s := &c.Steps[i]; s.State == confirm.StepPending && s.ActiveUntil.IsZero() && s.SendingAt.IsZero() {
			s.State = confirm.StepPaused
		}
	}
	c.Engine.ResumeAt = t.now.Add(plan.StallTimeout(c))
	c.Engine.DeadlineAt = time.Time{}
}

// emailChoice records an email tap and reads it as an interpreter result,
// so that a tap after closing follows the late-reply rules like a text.
func (t *turn) emailChoice() (interpret.Result, string) {
	c, r := t.c, t.r
	res := interpret.Result{Slot: -1, Confidence: 1}
	var text string
	switch {
	case r.Choice == confirm.ChoiceWillBeIn:
		res.Intent, text = confirm.IntentWillBeIn, "Tapped: I will be in"
	case r.Choice == confirm.ChoiceSomeoneElse:
		res.Intent, res.Signer, text = confirm.IntentAlternateSigner, r.SignerName, "Tapped: Someone else will be in - "+r.SignerName
	case r.Slot != nil:
		res.Intent, res.Slot = confirm.IntentReschedule, *r.Slot
		text = "Tapped: I need a different day - " + dialogue.Slot(c.Order.RescheduleOptions[*r.Slot])
	default:
		res.Intent, text = confirm.IntentDifferentDay, "Tapped: I need a different day"
	}
	t.in(text)
	res.Reason = "the customer tapped a choice in the email"
	return res, "tapped in the email"
}

func (t *turn) email() {
	c, r := t.c, t.r
	var text string
	switch r.Choice {
	case confirm.ChoiceWillBeIn:
		text = "Tapped: I will be in"
		t.in(text)
		t.close(confirm.IntentWillBeIn, "", -1, fmt.Sprintf("%s will be in (tapped in the email)", c.Customer.Name))
	case confirm.ChoiceSomeoneElse:
		text = "Tapped: Someone else will be in - " + r.SignerName
		t.in(text)
		t.close(confirm.IntentAlternateSigner, r.SignerName, -1, fmt.Sprintf("%s will sign for it (tapped in the email)", r.SignerName))
	case confirm.ChoiceDifferentDay:
		switch {
		case r.Slot != nil:
			s := c.Order.RescheduleOptions[*r.Slot]
			t.in("Tapped: I need a different day - " + dialogue.Slot(s))
			t.close(confirm.IntentReschedule, "", *r.Slot, fmt.Sprintf("Moved to %s at the customer's request (tapped in the email)", dialogue.ShortWhen(s)))
		case r.NoneSuit && len(c.Order.RescheduleOptions) > 0:
			t.in("Tapped: I need a different day - none of the offered days suit")
			t.close(confirm.IntentDifferentDay, "", -1, "Customer needs a different day; none of the offered slots suit (tapped in the email)")
		default:
			t.in("Tapped: I need a different day")
			t.close(confirm.IntentDifferentDay, "", -1, "Customer needs a different day (tapped in the email)")
		}
	}
}

// hear records the customer's words on a thread, reads them, and closes
// the confirmation if they are an answer (done). An understood reply ends a
// run of unclear ones. label names the channel in the outcome's summary.
func (t *turn) hear(th *confirm.Thread, label string) (res interpret.Result, quote string, done bool) {
	t.in(t.r.Text)
	res = t.understood()
	quote = quoted(label, t.r.Text)
	if res.Intent != confirm.IntentUnclear {
		th.Unclear, th.Questions = 0, nil
	}
	return res, quote, t.answered(res, quote)
}

func (t *turn) sms() {
	c := t.c
	th := &c.Conversation.SMS
	if i := stepOf(c, confirm.ChannelSMS); c.Steps[i].State == confirm.StepSent {
		// An answer to the text shows that it arrived, report or not.
		c.Steps[i].State, c.Steps[i].ActiveUntil = confirm.StepDelivered, time.Time{}
	}
	res, quote, done := t.hear(th, "text")
	if done || t.question(th, res) {
		return
	}
	switch res.Intent {
	case confirm.IntentAlternateSigner: // no name yet
		th.Expect = confirm.ExpectName
		t.text(dialogue.SMSAskName(c))
	case confirm.IntentDifferentDay:
		if len(c.Order.RescheduleOptions) > 0 && th.Expect != confirm.ExpectSlot {
			th.Expect = confirm.ExpectSlot
			t.text(dialogue.SMSSlots(c))
			return
		}
		t.close(res.Intent, "", -1, differentDaySummary(c, quote, true))
	case confirm.IntentUnclear:
		th.Unclear++
		if th.Unclear >= 2 {
			t.close(res.Intent, "", -1, fmt.Sprintf("The customer's replies could not be understood (%s); please contact them", quote))
			return
		}
		if doubtful(th, res) {
			th.Expect = confirm.ExpectWholeWindow
			t.text(dialogue.SMSWholeWindow(c))
			return
		}
		if th.Expect == confirm.ExpectSlot {
			t.text(dialogue.SMSUnclearSlots(c))
			return
		}
		t.text(dialogue.SMSClarify(c))
	default:
		t.close(res.Intent, "", -1, actionSummary(c, res.Intent, quote))
	}
}

func (t *turn) call() {
	c := t.c
	th := &c.Conversation.Call
	i := stepOf(c, confirm.ChannelCall)
	if t.r.Answered != nil && !*t.r.Answered {
		c.AddEvent(t.now, confirm.EventSystem, confirm.ChannelCall, "Nobody picked up.")
		c.Steps[i].ActiveUntil = t.now
		endRangOutCall(c, t.now)
		return
	}
	if !th.Answered {
		th.Answered = true
		th.Expect, th.Unclear, th.Offered, th.Silent, th.Questions = confirm.ExpectAnswer, 0, 0, 0, nil
		c.AddEvent(t.now, confirm.EventSystem, confirm.ChannelCall, "The customer picked up.")
		for _, line := range dialogue.CallOpening(c) {
			t.say(line)
		}
	}
	c.Steps[i].ActiveUntil = t.now.Add(RingTimeout(c)) // silence from here on ends the call
	switch {
	case t.r.Silence:
		t.silence(th, i)
		return
	case t.r.Text == "":
		return // just picked up: the opening asked the question
	}
	th.Silent = 0
	res, quote, done := t.hear(th, "call")
	if done || t.question(th, res) {
		return
	}
	switch res.Intent {
	case confirm.IntentAlternateSigner: // no name yet
		th.Expect = confirm.ExpectName
		t.say(dialogue.CallAskName(c))
	case confirm.IntentDifferentDay:
		// The offered slots are read out a few at a time, all in one line
		// ("I can offer A; B; or C. Which would suit you?"); a "no" to them
		// reads the next few, and a "no" to the last closes. A group of
		// one, such as a single offered slot, is a yes/no question.
		next := 0
		switch th.Expect {
		case confirm.ExpectYesNoSlot:
			next = th.Offered + 1
		case confirm.ExpectSlot:
			next = dialogue.CallSlotsTo(c, th.Offered)
		}
		if next < len(c.Order.RescheduleOptions) {
			th.Expect, th.Offered = confirm.ExpectSlot, next
			if dialogue.CallSlotsTo(c, next)-next == 1 {
				th.Expect = confirm.ExpectYesNoSlot
			}
			t.say(dialogue.CallOfferSlots(c, next))
			return
		}
		t.close(res.Intent, "", -1, differentDaySummary(c, quote, true))
	case confirm.IntentUnclear:
		th.Unclear++
		if th.Unclear >= 2 {
			t.close(res.Intent, "", -1, fmt.Sprintf("The customer's answers on the call could not be understood (%s); please contact them", quote))
			return
		}
		if doubtful(th, res) {
			th.Expect = confirm.ExpectWholeWindow
			t.say(dialogue.CallWholeWindow(c))
			return
		}
		switch th.Expect {
		case confirm.ExpectYesNoSlot:
			t.say(dialogue.CallUnclearOffer(c, th.Offered))
		case confirm.ExpectSlot:
			t.say(dialogue.CallUnclearSlots(c, th.Offered))
		case confirm.ExpectName:
			t.say(dialogue.CallUnclearName(c))
		default:
			t.say(dialogue.CallClarify(c))
		}
	default:
		t.close(res.Intent, "", -1, actionSummary(c, res.Intent, quote))
	}
}

// silence handles a live call's customer saying nothing when asked: the
// question again, then, the second time in a row, the end of the call,
// which counts as unanswered (the plan's retry, if one is left).
func (t *turn) silence(th *confirm.Thread, i int) {
	c := t.c
	th.Silent++
	c.AddEvent(t.now, confirm.EventSystem, confirm.ChannelCall, "The customer said nothing.")
	if th.Silent < 2 {
		t.say(dialogue.CallSilence(c, *th))
		return
	}
	t.say(dialogue.CallSilenceGoodbye(c))
	t.hungUp = true
	c.Steps[i].ActiveUntil = t.now
	endRangOutCall(c, t.now)
}

// answered closes the confirmation when the reply is an answer: someone
// will be in, a named person will sign, or an offered slot was picked.
func (t *turn) answered(res interpret.Result, quote string) bool {
	switch {
	case res.Intent == confirm.IntentWillBeIn, res.Intent == confirm.IntentReschedule,
		res.Intent == confirm.IntentAlternateSigner && res.Signer != "":
		t.close(res.Intent, signerOf(res), res.Slot, answerSummary(t.c, res, quote))
		return true
	}
	return false
}

// signerOf is the signer's name of an alternate_signer answer, and empty
// for any other.
func signerOf(res interpret.Result) string {
	if res.Intent == confirm.IntentAlternateSigner {
		return res.Signer
	}
	return ""
}

// answerSummary is the one line for the operations team of an answer.
func answerSummary(c *confirm.Confirmation, res interpret.Result, quote string) string {
	switch res.Intent {
	case confirm.IntentAlternateSigner:
		return fmt.Sprintf("%s will sign for it instead of %s (%s)", res.Signer, c.Customer.Name, quote)
	case confirm.IntentReschedule:
		return fmt.Sprintf("Moved to %s at the customer's request (%s)", dialogue.ShortWhen(c.Order.RescheduleOptions[res.Slot]), quote)
	}
	return fmt.Sprintf("%s will be in (%s)", c.Customer.Name, quote)
}

// late applies a reply that came after the confirmation closed: a change of
// mind the team must act on reopens it as action_needed; a late yes turns
// unreachable into confirmed; anything else is recorded and acknowledged
// once.
func (t *turn) late() {
	c := t.c
	var res interpret.Result
	var quote string
	if t.r.Channel == confirm.ChannelEmail {
		res, quote = t.emailChoice()
	} else {
		t.in(t.r.Text)
		res = t.understood()
		quote = quoted(string(t.r.Channel), t.r.Text)
		if t.r.Channel == confirm.ChannelSMS {
			quote = quoted("text", t.r.Text)
		}
	}
	prev := c.Status
	if c.HandledBy() != "" {
		t.lateWhileHandled(res)
		return
	}
	if wrongNumber(c, t.r.Channel) {
		t.lateFromWrongNumber(res)
		return
	}
	// A new slot asked for after the booking was settled is a change the
	// team must make: the van is planned for the old one.
	if res.Intent == confirm.IntentReschedule && prev != confirm.StatusUnreachable {
		s := c.Order.RescheduleOptions[res.Slot]
		if s.Date == c.Order.Date && s.Window == c.Order.Window {
			res.Intent = confirm.IntentWillBeIn // the slot already booked
		} else {
			c.AddEvent(t.now, confirm.EventSystem, t.r.Channel, fmt.Sprintf("Reopened: the customer now asks for %s instead.", dialogue.ShortWhen(s)))
			t.reclose(confirm.IntentDifferentDay, "", -1, fmt.Sprintf("Changed after %s: the customer now asks to move to %s (%s)", prev, dialogue.ShortWhen(s), quote))
			t.done()
			return
		}
	}
	switch {
	case (prev == confirm.StatusConfirmed || prev == confirm.StatusRescheduled || prev == confirm.StatusUnreachable) && mustAct(res.Intent):
		c.AddEvent(t.now, confirm.EventSystem, t.r.Channel, fmt.Sprintf("Reopened: the customer wrote after the confirmation was %s.", prev))
		t.reclose(res.Intent, "", -1, "Changed after "+string(prev)+": "+lowerFirst(actionSummary(c, res.Intent, quote)))
	case prev == confirm.StatusUnreachable && (res.Intent == confirm.IntentWillBeIn || res.Intent == confirm.IntentReschedule ||
		(res.Intent == confirm.IntentAlternateSigner && res.Signer != "")):
		t.reclose(res.Intent, signerOf(res), res.Slot, answerSummary(c, res, quote)+", after the plan had ended")
	default:
		if res.Intent == confirm.IntentOptOut {
			t.optOut = true
		}
		c.Wait(t.now) // the status stays: a person reads it in the inbox
		if !c.Conversation.LateAcked && !t.optOut && t.r.Channel != confirm.ChannelEmail {
			c.Conversation.LateAcked = true
			t.respond(dialogue.SMSLateAck(c))
		}
	}
	t.done()
}

// wrongNumber reports whether the confirmation closed as wrong_person on
// the phone and ch reaches that phone: whoever texts or speaks on it is not
// the customer, so nothing said to them may name the booking. The email
// is another contact, which may well be right: a tap in it follows the
// usual late-reply rules.
func wrongNumber(c *confirm.Confirmation, ch confirm.Channel) bool {
	return c.Outcome != nil && c.Outcome.Intent == confirm.IntentWrongPerson &&
		c.Outcome.Channel != confirm.ChannelEmail && ch != confirm.ChannelEmail
}

// lateFromWrongNumber applies a late reply from a phone that said it was
// the wrong number. The words are recorded (the team sees them in the
// inbox) but change nothing: a stranger cannot confirm, move or cancel
// someone else's booking, and if it was the customer after all, a person
// sorts it out. The reply gets at most one line, the neutral closing of a
// wrong number, which names nothing of the booking; an opt-out gets none.
func (t *turn) lateFromWrongNumber(res interpret.Result) {
	c := t.c
	if res.Intent == confirm.IntentOptOut {
		t.optOut = true
	}
	c.Wait(t.now)
	if !c.Conversation.LateAcked && !t.optOut {
		c.Conversation.LateAcked = true
		t.respond(t.closingLine())
	}
	t.done()
}

// reclose changes a closed confirmation's answer, with its webhook, and
// answers the customer if it has not answered a late reply before.
func (t *turn) reclose(intent confirm.Intent, signer string, slot int, summary string) {
	c := t.c
	t.setOutcome(intent, signer, slot, summary)
	if intent == confirm.IntentOptOut {
		t.optOut = true
	}
	if !c.Conversation.LateAcked && intent != confirm.IntentOptOut && t.r.Channel != confirm.ChannelEmail {
		c.Conversation.LateAcked = true
		t.respond(t.closingLine())
	}
	t.notify = true
}

// close ends the conversation with an answer.
func (t *turn) close(intent confirm.Intent, signer string, slot int, summary string) {
	c := t.c
	t.setOutcome(intent, signer, slot, summary)
	c.SettleSent()
	for i := range c.Steps {
		s := &c.Steps[i]
		if s.Channel == confirm.ChannelCall && !s.ActiveUntil.IsZero() {
			s.ActiveUntil = time.Time{}
			if c.Conversation.Call.Answered {
				s.State = confirm.StepDelivered
			}
		}
		if s.State == confirm.StepPending || s.State == confirm.StepPaused {
			s.State = confirm.StepCancelled
		}
	}
	c.Engine = confirm.EngineState{}
	if intent == confirm.IntentOptOut {
		t.optOut = true
	}
	switch {
	case t.r.Channel == confirm.ChannelCall:
		t.say(dialogue.CallClosing(c))
	case t.r.Channel == confirm.ChannelSMS && intent != confirm.IntentOptOut:
		t.text(dialogue.SMSClosing(c))
	}
	t.notify = true
}

func (t *turn) setOutcome(intent confirm.Intent, signer string, slot int, summary string) {
	c := t.c
	o := &confirm.Outcome{Intent: intent, Summary: summary, SignerName: signer, Notes: c.Conversation.Notes, Channel: t.r.Channel}
	if intent == confirm.IntentReschedule {
		s := c.Order.RescheduleOptions[slot]
		o.Slot = &s
		c.Order.Date, c.Order.Window = s.Date, s.Window
	}
	c.Outcome = o
	c.Status = statusOf(intent)
	if c.Status == confirm.StatusActionNeeded {
		c.Wait(t.now)
	} else {
		c.StopWaiting()
	}
	c.AddEvent(t.now, confirm.EventAgent, t.r.Channel, "Outcome: "+string(c.Status)+" - "+summary)
}

// statusOf is the closing status of each intent.
func statusOf(i confirm.Intent) confirm.Status {
	switch i {
	case confirm.IntentWillBeIn, confirm.IntentAlternateSigner:
		return confirm.StatusConfirmed
	case confirm.IntentReschedule:
		return confirm.StatusRescheduled
	case confirm.IntentNoAnswer:
		return confirm.StatusUnreachable
	}
	return confirm.StatusActionNeeded
}

// mustAct reports whether a late reply means the team must act.
func mustAct(i confirm.Intent) bool {
	switch i {
	case confirm.IntentDifferentDay, confirm.IntentCancel, confirm.IntentWrongPerson, confirm.IntentOptOut, confirm.IntentWantsHuman:
		return true
	}
	return false
}

// understood records what the interpreter made of the words.
func (t *turn) understood() interpret.Result {
	res := interpret.Result{Intent: confirm.IntentUnclear, Slot: -1, Reason: "no words to read"}
	if t.res != nil {
		res = *t.res
	}
	if res.Intent == confirm.IntentReschedule && (res.Slot < 0 || res.Slot >= len(t.c.Order.RescheduleOptions)) {
		res.Intent = confirm.IntentDifferentDay
	}
	// A weak yes ("thanks", "ok" on its own) is not enough to tell the
	// retailer to dispatch: ask instead, or, after closing, keep the status.
	if res.Intent == confirm.IntentWillBeIn && res.Confidence < minYesConfidence {
		res.Reason += fmt.Sprintf(" (confidence %.2f is too low to take as a yes)", res.Confidence)
		res.Intent = confirm.IntentUnclear
	}
	what := intentWords(res)
	if res.Intent == confirm.IntentUnclear && res.Question != "" && t.c.Status.Open() {
		what += " - " + t.questionAction()
	}
	t.c.AddEvent(t.now, confirm.EventAgent, t.r.Channel, "Understood: "+what+" - "+res.Reason)
	keepNotes(t.c, res.Notes)
	dialogue.FollowReply(t.c, res.Language)
	return res
}

// maxNotes bounds the delivery instructions kept from one conversation, in
// bytes: each reply is bounded, the number of replies is not.
const maxNotes = 1000

// keepNotes adds a reply's delivery instructions to those heard before in
// the conversation, so that an answer closing it later ("yes I'll be in"
// after "the gate code is 1234") keeps them. Instructions heard already
// are not repeated; past maxNotes the later ones are dropped whole rather
// than cut mid-word.
func keepNotes(c *confirm.Confirmation, notes string) {
	notes = strings.TrimSpace(notes)
	have := c.Conversation.Notes
	switch {
	case notes == "" || strings.Contains(strings.ToLower(have), strings.ToLower(notes)):
	case have == "":
		if len(notes) <= maxNotes {
			c.Conversation.Notes = notes
		}
	case len(have)+2+len(notes) <= maxNotes:
		c.Conversation.Notes = have + "; " + notes
	}
}

func intentWords(r interpret.Result) string {
	switch r.Intent {
	case confirm.IntentWillBeIn:
		return "someone will be in"
	case confirm.IntentAlternateSigner:
		if r.Signer == "" {
			return "someone else will be in (no name yet)"
		}
		return "someone else will be in - " + r.Signer + " will sign"
	case confirm.IntentReschedule:
		return fmt.Sprintf("picks offered slot %d", r.Slot+1)
	case confirm.IntentDifferentDay:
		return "needs a different day"
	case confirm.IntentCancel:
		return "wants to cancel"
	case confirm.IntentWrongPerson:
		return "wrong person"
	case confirm.IntentOptOut:
		return "opts out of texts and calls"
	case confirm.IntentWantsHuman:
		return "wants to speak to a person"
	}
	switch {
	case r.Question != "":
		return questionWords(r.Question)
	case r.Doubt == interpret.DoubtCondition:
		return "a yes with a condition on the time"
	case r.Doubt == interpret.DoubtHedge:
		return "a yes that is not firm"
	}
	return "not clear"
}

// differentDaySummary words a different_day outcome; offered says whether
// the offered slots were put to the customer (and turned down).
func differentDaySummary(c *confirm.Confirmation, quote string, offered bool) string {
	if offered && len(c.Order.RescheduleOptions) > 0 {
		return fmt.Sprintf("Customer needs a different day; none of the offered slots suit (%s)", quote)
	}
	return fmt.Sprintf("Customer needs a different day (%s)", quote)
}

func actionSummary(c *confirm.Confirmation, i confirm.Intent, quote string) string {
	switch i {
	case confirm.IntentDifferentDay:
		return differentDaySummary(c, quote, false)
	case confirm.IntentCancel:
		return fmt.Sprintf("Customer wants to cancel the order (%s)", quote)
	case confirm.IntentWrongPerson:
		return fmt.Sprintf("Wrong person: this contact does not reach %s (%s)", c.Customer.Name, quote)
	case confirm.IntentOptOut:
		return fmt.Sprintf("Customer opted out of texts and calls (%s); no further messages will be sent", quote)
	case confirm.IntentWantsHuman:
		return fmt.Sprintf("Customer asked to speak to a person (%s)", quote)
	}
	return fmt.Sprintf("Customer replied (%s)", quote)
}

// quoted gives the customer's words for a summary, shortened to one line.
func quoted(channel, text string) string {
	text = strings.Join(strings.Fields(text), " ")
	if utf8.RuneCountInString(text) > 80 {
		r := []rune(text)
		text = string(r[:77]) + "..."
	}
	return fmt.Sprintf("%s: %q", channel, text)
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return strings.ToLower(string(r)) + s[n:]
}

// in records the customer's words.
func (t *turn) in(text string) {
	t.c.AddEvent(t.now, confirm.EventIn, t.r.Channel, text)
}

// say records a line said on the call.
func (t *turn) say(line string) {
	t.c.AddEvent(t.now, confirm.EventOut, confirm.ChannelCall, line)
	t.said = append(t.said, line)
}

// text records a text to the customer and queues it for sending.
func (t *turn) text(body string) {
	if body == "" || t.optedOut {
		return // nothing at all goes to a number that opted out
	}
	c := t.c
	c.AddEvent(t.now, confirm.EventOut, confirm.ChannelSMS, body)
	t.out = append(t.out, &confirm.Message{
		ConfirmationID: c.ID, AccountID: c.AccountID, Sandbox: c.Sandbox,
		Channel: confirm.ChannelSMS, To: c.Customer.Phone, Text: body,
	})
}

// respond answers a late reply on its own channel.
func (t *turn) respond(body string) {
	switch t.r.Channel {
	case confirm.ChannelSMS:
		t.text(body)
	case confirm.ChannelCall:
		t.say(body)
	}
}

// closingLine is what a late reply that changed the answer gets back.
func (t *turn) closingLine() string {
	if t.r.Channel == confirm.ChannelCall {
		return dialogue.CallClosing(t.c)
	}
	return dialogue.SMSClosing(t.c)
}
