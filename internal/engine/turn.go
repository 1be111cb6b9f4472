package engine

import (
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/conversation"
	"github.com/confirmd/confirmd/internal/plan"
)

// applyDecision applies to c, inside the transaction that saves it, what
// the conversation decided about one reply (see conversation.Decide): the
// conversation's new state, then each action in order, then the pause of
// the plan; it stamps the change and, when the answer changed, writes the
// webhook last, so that it carries the final updatedAt. It returns the
// texts to send once committed and what was said on the call.
func applyDecision(c *confirm.Confirmation, d conversation.Decision, now time.Time) ([]*confirm.Message, spoken) {
	var out []*confirm.Message
	said := spoken{hungUp: d.HungUp}
	c.Conversation = d.Conversation
	for _, a := range d.Actions {
		switch a.Kind {
		case conversation.Record:
			c.AddEvent(now, a.Event, a.Channel, a.Text)
		case conversation.Say:
			c.AddEvent(now, confirm.EventOut, confirm.ChannelCall, a.Text)
			said.lines = append(said.lines, a.Text)
		case conversation.Text:
			c.AddEvent(now, confirm.EventOut, confirm.ChannelSMS, a.Message.Text)
			out = append(out, a.Message)
		case conversation.Close:
			setOutcome(c, a, now)
			endPlan(c)
		case conversation.Reclose:
			setOutcome(c, a, now)
		case conversation.Wait:
			c.Wait(now)
		case conversation.TextArrived:
			if i := stepOf(c, confirm.ChannelSMS); i >= 0 {
				c.Steps[i].State, c.Steps[i].ActiveUntil = confirm.StepDelivered, time.Time{}
			}
		case conversation.CallLive:
			if i := stepOf(c, confirm.ChannelCall); i >= 0 {
				c.Steps[i].ActiveUntil = now.Add(RingTimeout(c))
			}
		case conversation.CallEnded:
			if i := stepOf(c, confirm.ChannelCall); i >= 0 {
				c.Steps[i].ActiveUntil = now
				endRangOutCall(c, now)
			}
		case conversation.HoldForPerson:
			holdForPerson(c, now)
		}
	}
	if d.Pause {
		pause(c, now)
	}
	c.Touch(now)
	rewake(c)
	if d.Notify {
		c.QueueWebhook(now)
	}
	return out, said
}

// setOutcome gives c the outcome a decision closed or reclosed with: its
// status, the slot it moved to, and its place in the inbox (an outcome
// the team must act on waits there).
func setOutcome(c *confirm.Confirmation, a conversation.Action, now time.Time) {
	o := a.Outcome
	if o.Slot != nil {
		c.Order.Date, c.Order.Window = o.Slot.Date, o.Slot.Window
	}
	c.Outcome = o
	c.Status = a.Status
	if c.Status == confirm.StatusActionNeeded {
		c.Wait(now)
	} else {
		c.StopWaiting()
	}
}

// endPlan stops the rest of c's plan when the conversation closes it: a
// text waiting for its report counts as delivered, a call under way ends
// (delivered if it was picked up), and every step not yet done is
// cancelled.
func endPlan(c *confirm.Confirmation) {
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
}

// pause holds every remaining step while the conversation goes on, and
// resumes them if it stalls.
func pause(c *confirm.Confirmation, now time.Time) {
	for i := range c.Steps {
		if s := &c.Steps[i]; s.State == confirm.StepPending && s.ActiveUntil.IsZero() && s.SendingAt.IsZero() {
			s.State = confirm.StepPaused
		}
	}
	c.Engine.ResumeAt = now.Add(plan.StallTimeout(c))
	c.Engine.DeadlineAt = time.Time{}
}
