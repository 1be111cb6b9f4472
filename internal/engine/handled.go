package engine

import (
	"fmt"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/plan"
)

// A person of the retailer's team may write to the customer of a
// confirmation that is still open. From then on the conversation is
// theirs and confirmd does not talk over them: its own plan is held (every
// step not yet done is paused, and a stalled conversation does not resume
// it), the customer's replies are recorded and read but change nothing on
// their own (see conversation.Decide), and the confirmation waits for the person
// to resolve it. If nobody has by the handled deadline, it closes as
// action_needed, with its webhook, so that the retailer hears of it before
// the van leaves.

// handledOpen reports whether c is open and a person handles its
// conversation.
func handledOpen(c *confirm.Confirmation) bool {
	return c.Status.Open() && c.HandledBy() != ""
}

// handledDeadline is when an open confirmation a person handles closes if
// nobody resolves it: the start of the booked window, or, when that is
// unknown or has come already, as long after now as the plan waits for an
// answer after its last step (6 hours; 90 seconds in demo).
func handledDeadline(c *confirm.Confirmation, now time.Time) time.Time {
	if w := plan.WindowStart(c); !w.IsZero() && w.After(now) {
		return w
	}
	if c.Cadence == confirm.CadenceDemo {
		return now.Add(plan.DemoGap)
	}
	return now.Add(plan.UnreachableAfter)
}

// holdForPerson stops confirmd's own plan of c, which a person handles:
// every step still pending is paused, a call ringing or on the line ends
// on confirmd's side (its later turns get the short goodbye of a call that
// is over), and no stalled conversation resumes the plan. A step being
// handed to a channel right now is left to the scheduler, which holds the
// plan again when it saves the result; a text waiting for its delivery
// report is left to the report. It reports whether anything changed.
func holdForPerson(c *confirm.Confirmation, now time.Time) bool {
	changed := false
	for i := range c.Steps {
		s := &c.Steps[i]
		if s.State != confirm.StepPending || !s.SendingAt.IsZero() {
			continue
		}
		if s.Channel == confirm.ChannelCall && !s.ActiveUntil.IsZero() {
			s.ActiveUntil = time.Time{}
			c.AddEvent(now, confirm.EventSystem, confirm.ChannelCall, "The call was ended: a person of the team is handling the conversation.")
		}
		s.State = confirm.StepPaused
		changed = true
	}
	if !c.Engine.ResumeAt.IsZero() {
		c.Engine.ResumeAt = time.Time{}
		changed = true
	}
	if c.Engine.DeadlineAt.IsZero() {
		c.Engine.DeadlineAt = handledDeadline(c, now)
		changed = true
	}
	return changed
}

// takeOver hands the conversation of open c to a person, author, who has
// just written to the customer at now: the first message has gone out, so
// a scheduled confirmation is in_progress, and the plan is held from here
// on. Each message of the person moves the deadline on (see
// handledDeadline).
func takeOver(c *confirm.Confirmation, author string, now time.Time) {
	first := c.HandledBy() == ""
	startProgress(c)
	c.Handoff.HandledBy = author
	c.Engine.DeadlineAt = time.Time{}
	holdForPerson(c, now)
	if first {
		c.AddEvent(now, confirm.EventSystem, "", fmt.Sprintf(
			"%s is handling the conversation; confirmd's own messages and calls are paused until it is resolved.", personName(author)))
	}
	rewake(c)
}

// prepareHandled is prepare for an open confirmation a person handles: it
// sends nothing, and closes c as action_needed when the deadline has come.
func prepareHandled(c *confirm.Confirmation, now time.Time, changed bool) int {
	changed = holdForPerson(c, now) || changed
	if !c.Engine.DeadlineAt.After(now) {
		closeHandled(c, now)
		return -1
	}
	if changed {
		c.Touch(now)
	}
	release(c)
	return -1
}

// closeHandled closes open c, which a person was handling without
// resolving it, as action_needed at its deadline, with its webhook: the
// retailer must check with that person before dispatch. The person still
// handles it: later replies are recorded and put it in the inbox.
func closeHandled(c *confirm.Confirmation, now time.Time) {
	c.SettleSent()
	for i := range c.Steps {
		s := &c.Steps[i]
		if s.State == confirm.StepPending || s.State == confirm.StepPaused {
			s.State = confirm.StepCancelled
		}
		s.ActiveUntil, s.SendingAt = time.Time{}, time.Time{}
	}
	when := "by " + localTime(c, now)
	if w := plan.WindowStart(c); !w.IsZero() && !now.Before(w) {
		when = "before the window's start at " + clockTime(c, w, now)
	}
	summary := fmt.Sprintf("%s was handling the conversation and recorded no outcome %s; check with them before dispatch.", personName(c.HandledBy()), when)
	c.Status = confirm.StatusActionNeeded
	c.Outcome = &confirm.Outcome{Intent: confirm.IntentWantsHuman, Summary: summary, Notes: c.Conversation.Notes}
	c.Engine = confirm.EngineState{}
	c.Wait(now)
	c.AddEvent(now, confirm.EventAgent, "", "Outcome: "+string(c.Status)+" - "+summary)
	c.Touch(now)
	release(c)
	c.QueueWebhook(now)
}

// personName names the person handling a conversation in the timeline.
func personName(author string) string {
	if author == confirm.APIAuthor {
		return "A person of the team (through the API)"
	}
	return author + " of the team"
}
