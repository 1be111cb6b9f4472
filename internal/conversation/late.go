package conversation

import (
	"fmt"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dialogue"
	"github.com/confirmd/confirmd/internal/interpret"
)

// late decides a reply that came after the confirmation closed (see
// CONTRACT "Late replies"): a change of mind the team must act on reopens
// it as action_needed; a late yes turns unreachable into confirmed;
// anything else is recorded and acknowledged once.
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
	if WrongNumber(c, t.r.Channel) {
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
			t.record(confirm.EventSystem, t.r.Channel, fmt.Sprintf("Reopened: the customer now asks for %s instead.", dialogue.ShortWhen(s)))
			t.reclose(confirm.IntentDifferentDay, "", -1, fmt.Sprintf("Changed after %s: the customer now asks to move to %s (%s)", prev, dialogue.ShortWhen(s), quote))
			return
		}
	}
	switch {
	case (prev == confirm.StatusConfirmed || prev == confirm.StatusRescheduled || prev == confirm.StatusUnreachable) && mustAct(res.Intent):
		t.record(confirm.EventSystem, t.r.Channel, fmt.Sprintf("Reopened: the customer wrote after the confirmation was %s.", prev))
		t.reclose(res.Intent, "", -1, "Changed after "+string(prev)+": "+lowerFirst(actionSummary(c, res.Intent, quote)))
	case prev == confirm.StatusUnreachable && (res.Intent == confirm.IntentWillBeIn || res.Intent == confirm.IntentReschedule ||
		(res.Intent == confirm.IntentAlternateSigner && res.Signer != "")):
		t.reclose(res.Intent, signerOf(res), res.Slot, answerSummary(c, res, quote)+", after the plan had ended")
	default:
		if res.Intent == confirm.IntentOptOut {
			t.d.OptOut = true
		}
		t.act(Action{Kind: Wait}) // the status stays: a person reads it in the inbox
		if !c.Conversation.LateAcked && !t.d.OptOut && t.r.Channel != confirm.ChannelEmail {
			c.Conversation.LateAcked = true
			t.respond(dialogue.SMSLateAck(c))
		}
	}
}

// WrongNumber reports whether the confirmation closed as wrong_person on
// the phone and ch reaches that phone: whoever texts or speaks on it is not
// the customer, so nothing said to them may name the booking. The email
// is another contact, which may well be right: a tap in it follows the
// usual late-reply rules.
func WrongNumber(c *confirm.Confirmation, ch confirm.Channel) bool {
	return c.Outcome != nil && c.Outcome.Intent == confirm.IntentWrongPerson &&
		c.Outcome.Channel != confirm.ChannelEmail && ch != confirm.ChannelEmail
}

// lateFromWrongNumber decides a late reply from a phone that said it was
// the wrong number. The words are recorded (the team sees them in the
// inbox) but change nothing: a stranger cannot confirm, move or cancel
// someone else's booking, and if it was the customer after all, a person
// sorts it out. The reply gets at most one line, the neutral closing of a
// wrong number, which names nothing of the booking; an opt-out gets none.
func (t *turn) lateFromWrongNumber(res interpret.Result) {
	c := t.c
	if res.Intent == confirm.IntentOptOut {
		t.d.OptOut = true
	}
	t.act(Action{Kind: Wait})
	if !c.Conversation.LateAcked && !t.d.OptOut {
		c.Conversation.LateAcked = true
		t.respond(t.closingLine())
	}
}

// mustAct reports whether a late reply means the team must act.
func mustAct(i confirm.Intent) bool {
	switch i {
	case confirm.IntentDifferentDay, confirm.IntentCancel, confirm.IntentWrongPerson, confirm.IntentOptOut, confirm.IntentWantsHuman:
		return true
	}
	return false
}

// whileHandled decides a reply to an open confirmation a person handles:
// the words are recorded and read as after closing (see lateWhileHandled).
// A line on a call that was under way when the person took over ends that
// call: confirmd says nothing more on it.
func (t *turn) whileHandled() {
	c, r := t.c, t.r
	var res interpret.Result
	switch r.Channel {
	case confirm.ChannelEmail:
		res, _ = t.emailChoice()
	case confirm.ChannelCall:
		t.d.HungUp = true
		t.act(Action{Kind: HoldForPerson})
		if r.Text == "" {
			return // a pick-up, silence or ring-out: nothing was said
		}
		t.in(r.Text)
		res = t.understood()
	default:
		if i := stepOf(c, confirm.ChannelSMS); i >= 0 && c.Steps[i].State == confirm.StepSent {
			t.act(Action{Kind: TextArrived})
		}
		t.in(r.Text)
		res = t.understood()
	}
	t.lateWhileHandled(res)
}

// lateWhileHandled decides a reply to a confirmation a person handles: the
// words are recorded and read (an opt-out still counts), but nothing
// changes on its own and nothing is answered automatically; the
// confirmation goes back to the inbox, waiting since this reply.
func (t *turn) lateWhileHandled(res interpret.Result) {
	if res.Intent == confirm.IntentOptOut {
		t.d.OptOut = true
		t.record(confirm.EventSystem, t.r.Channel, "The customer opted out of texts and calls; no further messages will be sent.")
	}
	t.act(Action{Kind: Wait})
}
