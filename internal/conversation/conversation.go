// Package conversation holds the rules of a conversation with the
// customer: what one reply does. Given the confirmation as it stands, the
// reply, what the interpreter read in it and the time, Decide returns the
// decision: the events to record, the outcome, the texts and the lines to
// say, and what becomes of the rest of the plan. It touches no store, no
// provider and no clock; the engine reads the reply, asks for the
// decision, and applies it inside its transaction (see internal/engine).
package conversation

import (
	"fmt"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dialogue"
	"github.com/confirmd/confirmd/internal/interpret"
)

// MinYesConfidence is the least confidence at which a reply is taken as
// "someone will be in".
const MinYesConfidence = 0.6

// Decide is what reply s.Reply does to the confirmation as it stands.
func Decide(s State) Decision {
	view := *s.Confirmation
	t := &turn{c: &view, r: s.Reply, res: s.Reading, now: s.Now, optedOut: s.OptedOut}
	t.apply()
	t.d.Conversation = view.Conversation
	return t.d
}

// turn is one reply being decided. c is a shallow copy of the
// confirmation, on which the decision so far is kept (the conversation,
// and the status, outcome and booked slot of a close) so that later rules
// and the words of dialogue see it; nothing it shares with the original
// is written.
type turn struct {
	c        *confirm.Confirmation
	r        confirm.Reply
	res      *interpret.Result
	now      time.Time
	optedOut bool
	d        Decision
	// asked is the question a confirming reply also asked, answered in
	// the closing message (question.go).
	asked interpret.Question
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
	t.d.Pause = c.Status.Open() && !rangOut && !t.d.HungUp
}

func (t *turn) email() {
	c, r := t.c, t.r
	switch r.Choice {
	case confirm.ChoiceWillBeIn:
		t.in("Tapped: I will be in")
		t.close(confirm.IntentWillBeIn, "", -1, fmt.Sprintf("%s will be in (tapped in the email)", c.Customer.Name))
	case confirm.ChoiceSomeoneElse:
		t.in("Tapped: Someone else will be in - " + r.SignerName)
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

// hear records the customer's words on a thread, reads them, and closes
// the confirmation if they are an answer (done). An understood reply ends a
// run of unclear ones. label names the channel in the outcome's summary.
func (t *turn) hear(th *confirm.Thread, label string) (res interpret.Result, quote string, done bool) {
	t.in(t.r.Text)
	res = t.understood()
	if res.Intent == confirm.IntentAlternateSigner && res.Signer == "" && th.Expect == confirm.ExpectName {
		// asked for the name and given none again ("my husband"): asking
		// once more, then handing over, rather than asking for ever
		res.Intent = confirm.IntentUnclear
	}
	quote = quoted(label, t.r.Text)
	if res.Intent != confirm.IntentUnclear {
		th.Unclear, th.Questions = 0, nil
	}
	return res, quote, t.answered(res, quote)
}

func (t *turn) sms() {
	c := t.c
	th := &c.Conversation.SMS
	if i := stepOf(c, confirm.ChannelSMS); i >= 0 && c.Steps[i].State == confirm.StepSent {
		// An answer to the text shows that it arrived, report or not.
		t.act(Action{Kind: TextArrived})
	}
	res, quote, done := t.hear(th, "text")
	if done || t.question(th, res) {
		return
	}
	switch res.Intent {
	case confirm.IntentAlternateSigner: // no name yet
		th.Expect = confirm.ExpectName
		if q := confirmedQuestion(res); q != interpret.QuestionNone {
			t.text(dialogue.SMSAnswer(c, *th, q)) // the answer, then the name asked for
			return
		}
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
	if t.r.Answered != nil && !*t.r.Answered {
		t.record(confirm.EventSystem, confirm.ChannelCall, "Nobody picked up.")
		t.act(Action{Kind: CallEnded})
		return
	}
	if !th.Answered {
		th.Answered = true
		th.Expect, th.Unclear, th.Offered, th.Silent, th.Questions = confirm.ExpectAnswer, 0, 0, 0, nil
		t.record(confirm.EventSystem, confirm.ChannelCall, "The customer picked up.")
		for _, line := range dialogue.CallOpening(c) {
			t.say(line)
		}
	}
	t.act(Action{Kind: CallLive}) // silence from here on ends the call
	switch {
	case t.r.Silence:
		t.silence(th)
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
		if q := confirmedQuestion(res); q != interpret.QuestionNone {
			t.say(dialogue.CallAnswer(c, *th, q)) // the answer, then the name asked for
			return
		}
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
func (t *turn) silence(th *confirm.Thread) {
	c := t.c
	th.Silent++
	t.record(confirm.EventSystem, confirm.ChannelCall, "The customer said nothing.")
	if th.Silent < 2 {
		t.say(dialogue.CallSilence(c, *th))
		return
	}
	t.say(dialogue.CallSilenceGoodbye(c))
	t.d.HungUp = true
	t.act(Action{Kind: CallEnded})
}

// answered closes the confirmation when the reply is an answer: someone
// will be in, a named person will sign, or an offered slot was picked.
func (t *turn) answered(res interpret.Result, quote string) bool {
	switch {
	case res.Intent == confirm.IntentWillBeIn, res.Intent == confirm.IntentReschedule,
		res.Intent == confirm.IntentAlternateSigner && res.Signer != "":
		t.asked = confirmedQuestion(res)
		t.close(res.Intent, signerOf(res), res.Slot, answerSummary(t.c, res, quote))
		return true
	}
	return false
}

// close ends the conversation with an answer.
func (t *turn) close(intent confirm.Intent, signer string, slot int, summary string) {
	t.setOutcome(Close, intent, signer, slot, summary)
	if intent == confirm.IntentOptOut {
		t.d.OptOut = true
	}
	switch {
	case t.r.Channel == confirm.ChannelCall:
		t.say(dialogue.CallClosingAnswer(t.c, t.asked))
	case t.r.Channel == confirm.ChannelSMS && intent != confirm.IntentOptOut:
		for _, body := range dialogue.SMSClosingAnswer(t.c, t.asked) {
			t.text(body)
		}
	}
	t.d.Notify = true
}

// reclose changes a closed confirmation's answer, with its webhook, and
// answers the customer if it has not answered a late reply before.
func (t *turn) reclose(intent confirm.Intent, signer string, slot int, summary string) {
	c := t.c
	t.setOutcome(Reclose, intent, signer, slot, summary)
	if intent == confirm.IntentOptOut {
		t.d.OptOut = true
	}
	if !c.Conversation.LateAcked && intent != confirm.IntentOptOut && t.r.Channel != confirm.ChannelEmail {
		c.Conversation.LateAcked = true
		t.respond(t.closingLine())
	}
	t.d.Notify = true
}

// setOutcome decides the outcome, keeps it on the view for the words that
// follow, and records it.
func (t *turn) setOutcome(kind Kind, intent confirm.Intent, signer string, slot int, summary string) {
	c := t.c
	o := &confirm.Outcome{Intent: intent, Summary: summary, SignerName: signer, Notes: c.Conversation.Notes, Channel: t.r.Channel}
	if intent == confirm.IntentReschedule {
		s := c.Order.RescheduleOptions[slot]
		o.Slot = &s
		c.Order.Date, c.Order.Window = s.Date, s.Window
	}
	c.Outcome = o
	c.Status = StatusOf(intent)
	t.act(Action{Kind: kind, Status: c.Status, Outcome: o})
	t.record(confirm.EventAgent, t.r.Channel, "Outcome: "+string(c.Status)+" - "+summary)
}

// StatusOf is the closing status of each intent.
func StatusOf(i confirm.Intent) confirm.Status {
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
	if res.Intent == confirm.IntentWillBeIn && res.Confidence < MinYesConfidence {
		res.Reason += fmt.Sprintf(" (confidence %.2f is too low to take as a yes)", res.Confidence)
		res.Intent = confirm.IntentUnclear
	}
	what := intentWords(res)
	if res.Intent == confirm.IntentUnclear && res.Question != "" && t.c.Status.Open() {
		what += " - " + t.questionAction()
	}
	if confirmedQuestion(res) != interpret.QuestionNone && t.c.Status.Open() && t.c.HandledBy() == "" {
		what += "; " + questionWords(res.Question) + " - answered"
	}
	t.record(confirm.EventAgent, t.r.Channel, "Understood: "+what+" - "+res.Reason)
	keepNotes(&t.c.Conversation, res.Notes)
	dialogue.FollowReply(t.c, res.Language)
	return res
}

func (t *turn) act(a Action) {
	t.d.Actions = append(t.d.Actions, a)
}

func (t *turn) record(kind confirm.EventKind, ch confirm.Channel, text string) {
	t.act(Action{Kind: Record, Event: kind, Channel: ch, Text: text})
}

// in records the customer's words.
func (t *turn) in(text string) {
	t.record(confirm.EventIn, t.r.Channel, text)
}

// say says a line on the call.
func (t *turn) say(line string) {
	t.act(Action{Kind: Say, Text: line})
}

// text writes a text to the customer.
func (t *turn) text(body string) {
	if body == "" || t.optedOut {
		return // nothing at all goes to a number that opted out
	}
	c := t.c
	t.act(Action{Kind: Text, Message: &confirm.Message{
		ConfirmationID: c.ID, AccountID: c.AccountID, Sandbox: c.Sandbox,
		Channel: confirm.ChannelSMS, To: c.Customer.Phone, Text: body,
	}})
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

func stepOf(c *confirm.Confirmation, ch confirm.Channel) int {
	for i, s := range c.Steps {
		if s.Channel == ch {
			return i
		}
	}
	return -1
}
