package engine

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dialogue"
	"github.com/confirmd/confirmd/internal/plan"
)

// The engine's transitions of one confirmation. Each function changes the
// confirmation it is given and reads no clock: now comes from the caller,
// one timestamp per transaction.

// RingTimeout returns how long a placed call may ring, or an answered call
// wait for speech, before the attempt counts as unanswered.
func RingTimeout(c *confirm.Confirmation) time.Duration {
	if c.Cadence == confirm.CadenceDemo {
		return 30 * time.Second
	}
	return 60 * time.Second
}

// LiveCallWait is how long a placed live call may go without word from the
// provider before the attempt counts as unanswered. The provider's status
// report normally ends the attempt well before: a call rings for 30
// seconds. The wait only guards against a report that never comes.
const LiveCallWait = 3 * time.Minute

// ReceiptWait returns how long a live text waits for its delivery report.
// Without one by then it counts as delivered: many networks never report,
// and the provider did take the text.
func ReceiptWait(c *confirm.Confirmation) time.Duration {
	if c.Cadence == confirm.CadenceDemo {
		return time.Minute
	}
	return 15 * time.Minute
}

// Plan gives a new confirmation its steps and its first wake time.
func Plan(c *confirm.Confirmation, now time.Time) {
	c.Steps = plan.Initial(c, now)
	c.WakeAt = wakeTime(c)
}

// SkipPhone marks a new confirmation's text and call skipped because the
// customer's number opted out of the account's texts and calls.
func SkipPhone(c *confirm.Confirmation, now time.Time) {
	for i := range c.Steps {
		if s := &c.Steps[i]; s.Channel != confirm.ChannelEmail && s.State == confirm.StepPending {
			s.State = confirm.StepSkipped
		}
	}
	c.AddEvent(now, confirm.EventSystem, confirm.ChannelSMS, "Texts and calls are skipped: this number opted out of this retailer's messages earlier.")
	c.Steps = plan.Replan(c, now)
	c.WakeAt = wakeTime(c)
}

// prepare decides what c needs at now. It recovers steps a crash left
// half-sent, ends calls that rang out, resumes a stalled conversation,
// closes c when its deadline has come, and, when a step is due (within the
// contact hours unless force), marks it as sending and returns its index.
// With nothing to send it releases the lease, sets the next wake time and
// returns -1.
func prepare(c *confirm.Confirmation, now time.Time, force bool) int {
	if !c.Status.Open() {
		release(c)
		return -1
	}
	changed := recoverInterrupted(c, now)
	changed = settleUnreported(c, now) || changed
	changed = endRangOutCall(c, now) || changed
	changed = resumeStalled(c, now) || changed

	if i := nextDue(c, now); i >= 0 {
		s := &c.Steps[i]
		if force || plan.Allowed(c, s.Channel, now) {
			s.SendingAt = now
			return i
		}
		// Due outside the contact hours (after a delay, say): wait for them.
		s.DueAt = plan.NextAllowed(c, s.Channel, now)
		changed = true
	}
	if nothingLeft(c) {
		if c.Engine.DeadlineAt.IsZero() {
			c.Engine.DeadlineAt = plan.Deadline(c, now)
			changed = true
		}
		if !c.Engine.DeadlineAt.After(now) {
			closeUnreachable(c, now)
			return -1
		}
	}
	if changed {
		c.Touch(now)
	}
	release(c)
	return -1
}

// finish records the result of sending step j.step of c (the message
// j.msg), made at now, and plans what follows.
func finish(c *confirm.Confirmation, j *job, now time.Time) {
	s, m, sendErr := &c.Steps[j.step], j.msg, j.err
	s.SendingAt = time.Time{}
	switch {
	case !c.Status.Open():
		// Closed while the message was out (an answer came in): record the
		// message, change nothing else.
		if sendErr == nil && s.Channel != confirm.ChannelCall {
			s.State = confirm.StepDelivered
			c.AddEvent(now, confirm.EventOut, s.Channel, eventText(m))
			if s.Channel == confirm.ChannelSMS {
				c.Conversation.SMS.Ref = j.ref
			}
		}
	case errors.Is(sendErr, confirm.ErrOptedOut):
		s.State = confirm.StepSkipped
		c.AddEvent(now, confirm.EventSystem, s.Channel, fmt.Sprintf("The %s was not sent: the customer's number has opted out of texts and calls.", channelNoun(s.Channel)))
		c.Steps = plan.Replan(c, now)
	case sendErr != nil:
		s.State = confirm.StepFailed
		c.AddEvent(now, confirm.EventSystem, s.Channel, fmt.Sprintf("The %s could not be sent (%s); going on with the plan.", channelNoun(s.Channel), sendErr))
		c.Steps = plan.Replan(c, now)
	case s.Channel == confirm.ChannelCall:
		c.Conversation.Call = confirm.Thread{Ref: j.ref} // a new call starts a new conversation
		s.Attempts++
		s.ActiveUntil = now.Add(RingTimeout(c))
		if j.reported {
			s.ActiveUntil = now.Add(LiveCallWait) // the provider's report ends it
		}
		c.AddEvent(now, confirm.EventSystem, confirm.ChannelCall, fmt.Sprintf("Calling %s (attempt %d of %d).", c.Customer.Phone, s.Attempts, plan.CallAttempts(c)))
		startProgress(c)
	default:
		s.State = confirm.StepDelivered
		if j.reported {
			// Taken by the provider; its report says delivered or failed.
			s.State, s.ActiveUntil = confirm.StepSent, now.Add(ReceiptWait(c))
		}
		if s.Channel == confirm.ChannelSMS {
			c.Conversation.SMS.Ref = j.ref
		}
		c.AddEvent(now, confirm.EventOut, s.Channel, eventText(m))
		startProgress(c)
		c.Steps = plan.Replan(c, now)
	}
	if c.Status.Open() && nothingLeft(c) && c.Engine.DeadlineAt.IsZero() {
		c.Engine.DeadlineAt = plan.Deadline(c, now)
	}
	c.Touch(now)
	release(c)
}

// startProgress moves a scheduled confirmation to in_progress: the first
// message has gone out.
func startProgress(c *confirm.Confirmation) {
	if c.Status == confirm.StatusScheduled {
		c.Status = confirm.StatusInProgress
	}
}

// recoverInterrupted marks as failed every step whose send was started by a
// process that died before saving the result. The message may have gone
// out, so it is never sent again: a customer must not get it twice.
func recoverInterrupted(c *confirm.Confirmation, now time.Time) bool {
	found := false
	for i := range c.Steps {
		s := &c.Steps[i]
		if s.SendingAt.IsZero() {
			continue
		}
		found = true
		s.SendingAt = time.Time{}
		s.State = confirm.StepFailed
		c.AddEvent(now, confirm.EventSystem, s.Channel, fmt.Sprintf(
			"Sending the %s was interrupted by a restart; it may or may not have reached the customer, so it was not sent again.", channelNoun(s.Channel)))
	}
	if found {
		c.Steps = plan.Replan(c, now)
	}
	return found
}

// settleUnreported counts as delivered every live text whose wait for a
// delivery report ran out.
func settleUnreported(c *confirm.Confirmation, now time.Time) bool {
	found := false
	for i := range c.Steps {
		s := &c.Steps[i]
		if s.State != confirm.StepSent || s.ActiveUntil.After(now) {
			continue
		}
		found = true
		s.State, s.ActiveUntil = confirm.StepDelivered, time.Time{}
		c.AddEvent(now, confirm.EventSystem, s.Channel, fmt.Sprintf(
			"No delivery report for the %s came from the provider; counting it as delivered.", channelNoun(s.Channel)))
	}
	return found
}

// endRangOutCall handles a placed call whose time is up without an answer:
// a retry if the plan has one left, else the step is unanswered.
func endRangOutCall(c *confirm.Confirmation, now time.Time) bool {
	for i := range c.Steps {
		s := &c.Steps[i]
		if s.State != confirm.StepPending || s.ActiveUntil.IsZero() || s.ActiveUntil.After(now) {
			continue
		}
		callUnanswered(c, i, now)
		return true
	}
	return false
}

// callUnanswered records that attempt of call step i got no answer.
func callUnanswered(c *confirm.Confirmation, i int, now time.Time) {
	s := &c.Steps[i]
	s.ActiveUntil = time.Time{}
	what := "Call not answered"
	if c.Conversation.Call.Answered {
		what = "The call ended without an answer"
	}
	if s.Attempts < plan.CallAttempts(c) {
		c.Steps = plan.Replan(c, now)
		c.AddEvent(now, confirm.EventSystem, confirm.ChannelCall, fmt.Sprintf("%s; retrying at %s.", what, localTime(c, c.Steps[i].DueAt)))
		return
	}
	s.State = confirm.StepUnanswered
	c.AddEvent(now, confirm.EventSystem, confirm.ChannelCall, what+".")
	if nothingLeft(c) {
		c.Engine.DeadlineAt = plan.Deadline(c, now)
	}
}

// resumeStalled carries on with the plan when a conversation that paused
// it has gone quiet without an answer.
func resumeStalled(c *confirm.Confirmation, now time.Time) bool {
	if c.Engine.ResumeAt.IsZero() || c.Engine.ResumeAt.After(now) {
		return false
	}
	c.Engine.ResumeAt = time.Time{}
	paused := false
	for _, s := range c.Steps {
		paused = paused || s.State == confirm.StepPaused
	}
	if !paused {
		return true
	}
	c.Steps = plan.Resume(c, now)
	c.AddEvent(now, confirm.EventSystem, "", "No answer yet in the conversation; carrying on with the plan.")
	return true
}

// nextDue returns the index of the first pending step that is due at now
// and not already under way, or -1.
func nextDue(c *confirm.Confirmation, now time.Time) int {
	for i, s := range c.Steps {
		if s.State != confirm.StepPending || !s.ActiveUntil.IsZero() || !s.SendingAt.IsZero() {
			continue
		}
		if s.DueAt.After(now) {
			return -1 // steps run in order: a later one never overtakes
		}
		return i
	}
	return -1
}

// nothingLeft reports whether no step of c is pending, paused, sending or
// ringing: all that remains is to wait for an answer until the deadline.
func nothingLeft(c *confirm.Confirmation) bool {
	for _, s := range c.Steps {
		if s.State == confirm.StepPending || s.State == confirm.StepPaused || !s.SendingAt.IsZero() || !s.ActiveUntil.IsZero() {
			return false
		}
	}
	return true
}

// closeUnreachable closes c as unreachable at now, with its webhook.
func closeUnreachable(c *confirm.Confirmation, now time.Time) {
	c.SettleSent()
	for i := range c.Steps {
		s := &c.Steps[i]
		if s.State == confirm.StepPending || s.State == confirm.StepPaused {
			s.State = confirm.StepCancelled
		}
		s.ActiveUntil, s.SendingAt = time.Time{}, time.Time{}
	}
	c.Status = confirm.StatusUnreachable
	c.Outcome = &confirm.Outcome{Intent: confirm.IntentNoAnswer, Summary: unreachableSummary(c)}
	c.Engine = confirm.EngineState{}
	c.AddEvent(now, confirm.EventSystem, "", "Nobody answered; closed as unreachable.")
	c.Touch(now)
	release(c)
	c.QueueWebhook(now)
}

// unreachableSummary says what was tried, for the operations team.
func unreachableSummary(c *confirm.Confirmation) string {
	var tried []string
	for _, s := range c.Steps {
		switch {
		case s.Channel == confirm.ChannelCall && s.Attempts > 0:
			if s.Attempts == 1 {
				tried = append(tried, "1 call")
			} else {
				tried = append(tried, fmt.Sprintf("%d calls", s.Attempts))
			}
		case s.State == confirm.StepDelivered:
			tried = append(tried, "the "+channelNoun(s.Channel))
		}
	}
	if len(tried) == 0 {
		return "The customer could not be contacted; call before dispatch."
	}
	return fmt.Sprintf("No answer to %s; call the customer before dispatch.", joinAnd(tried))
}

// release gives up the lease and sets when c next needs the engine.
func release(c *confirm.Confirmation) {
	c.LeaseOwner = ""
	c.WakeAt = wakeTime(c)
}

// rewake sets when c next needs the engine after a change made outside the
// scheduler: a customer's reply, a provider's report. A lease is left to
// its holder: a scheduler that is sending one of c's messages right now
// saves the result next, and sets the wake time then from what is stored
// by then; clearing its lease would make it drop that result, and the step
// would later be taken for one a crash interrupted. A lease whose holder
// died runs out within the lease time and the next claim looks again.
func rewake(c *confirm.Confirmation) {
	if c.LeaseOwner == "" {
		c.WakeAt = wakeTime(c)
	}
}

// wakeTime is the earliest moment c needs the engine, or zero.
func wakeTime(c *confirm.Confirmation) time.Time {
	if !c.Status.Open() {
		return time.Time{}
	}
	var t time.Time
	earliest := func(x time.Time) {
		if !x.IsZero() && (t.IsZero() || x.Before(t)) {
			t = x
		}
	}
	for _, s := range c.Steps {
		switch {
		case !s.SendingAt.IsZero():
			// Only a crash leaves this; the lease's end wakes the recovery.
		case !s.ActiveUntil.IsZero():
			earliest(s.ActiveUntil)
		case s.State == confirm.StepPending:
			earliest(s.DueAt)
		}
		if s.State == confirm.StepPending && s.ActiveUntil.IsZero() {
			break // later steps wait for this one
		}
	}
	earliest(c.Engine.ResumeAt)
	earliest(c.Engine.DeadlineAt)
	if t.IsZero() && nothingLeft(c) {
		// No deadline yet (it is set when the last step ends): look now.
		t = c.UpdatedAt
	}
	return t
}

// eventText is how a message appears in the timeline.
func eventText(m *confirm.Message) string {
	if m.Subject != "" {
		return "Subject: " + m.Subject + "\n\n" + m.Text
	}
	return m.Text
}

// message builds the message of channel ch for c. emailText, if set, words
// the email (with its one-tap links).
func message(c *confirm.Confirmation, ch confirm.Channel, emailText func(*confirm.Confirmation) (string, string)) *confirm.Message {
	m := &confirm.Message{ConfirmationID: c.ID, AccountID: c.AccountID, Sandbox: c.Sandbox, Channel: ch}
	switch ch {
	case confirm.ChannelEmail:
		m.To = c.Customer.Email
		if emailText == nil {
			emailText = dialogue.Email
		}
		m.Subject, m.Text = emailText(c)
	case confirm.ChannelSMS:
		m.To = c.Customer.Phone
		m.Text = dialogue.FirstSMS(c)
	case confirm.ChannelCall:
		m.To = c.Customer.Phone
		m.Text = dialogue.CallOpening(c)[0]
	}
	return m
}

func channelNoun(ch confirm.Channel) string {
	switch ch {
	case confirm.ChannelEmail:
		return "email"
	case confirm.ChannelSMS:
		return "text"
	case confirm.ChannelCall:
		return "call"
	}
	return "message"
}

// localTime formats t as HH:MM on the customer's clock, with the day when it
// is not today.
func localTime(c *confirm.Confirmation, t time.Time) string {
	return t.In(c.Location()).Format("15:04 on Mon 2 Jan")
}

func joinAnd(parts []string) string {
	if len(parts) <= 1 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " or " + parts[len(parts)-1]
}
