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

// Plan gives a new confirmation its steps and its first wake time, and says
// in the timeline why a text or call is skipped when it cannot happen before
// the booked window starts.
func Plan(c *confirm.Confirmation, now time.Time) {
	steps, skips := plan.Initial(c, now)
	applyPlan(c, steps, skips)
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
	replan(c, now)
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
	if c.HandledBy() != "" {
		return prepareHandled(c, now, changed)
	}
	changed = endRangOutCall(c, now) || changed
	changed = resumeStalled(c, now) || changed

	if i := nextDue(c, now); i >= 0 {
		s := &c.Steps[i]
		switch {
		case plan.Late(c, s.Channel, now):
			// Due when it can no longer go before the window starts (the
			// scheduler was held up, say): a text or call is never sent
			// late, not even on an advance.
			skipLate(c, i, now)
			changed = true
		case force || plan.Allowed(c, s.Channel, now):
			s.SendingAt = now
			return i
		default:
			// Due outside the contact hours (after a delay, say): wait for them.
			s.DueAt = plan.NextAllowed(c, s.Channel, now)
			changed = true
		}
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
		replan(c, now)
	case sendErr != nil:
		s.State = confirm.StepFailed
		c.AddEvent(now, confirm.EventSystem, s.Channel, fmt.Sprintf("The %s could not be sent (%s); going on with the plan.", channelNoun(s.Channel), sendErr))
		replan(c, now)
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
		replan(c, now)
	}
	if handledOpen(c) {
		holdForPerson(c, now) // a person took over while it was being sent
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
		replan(c, now)
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
		steps, skips := plan.Replan(c, now)
		if len(skips) == 0 {
			c.Steps = steps
			c.AddEvent(now, confirm.EventSystem, confirm.ChannelCall, fmt.Sprintf("%s; retrying at %s.", what, localTime(c, c.Steps[i].DueAt)))
			return
		}
		// No time for the retry before the window starts: the plan made
		// the step unanswered.
		c.AddEvent(now, confirm.EventSystem, confirm.ChannelCall, what+".")
		applyPlan(c, steps, skips)
	} else {
		s.State = confirm.StepUnanswered
		c.AddEvent(now, confirm.EventSystem, confirm.ChannelCall, what+".")
	}
	if nothingLeft(c) {
		c.Engine.DeadlineAt = plan.Deadline(c, now)
	}
}

// resumeStalled carries on with the plan when a conversation that paused
// it has gone quiet without an answer.
func resumeStalled(c *confirm.Confirmation, now time.Time) bool {
	if c.Engine.ResumeAt.IsZero() || c.Engine.ResumeAt.After(now) || c.HandledBy() != "" {
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
	steps, skips := plan.Resume(c, now)
	text := "No answer yet in the conversation; carrying on with the plan."
	if len(skips) > 0 && !pendingIn(steps) {
		text = "No answer yet in the conversation."
	}
	c.AddEvent(now, confirm.EventSystem, "", text)
	applyPlan(c, steps, skips)
	return true
}

// pendingIn reports whether any of steps is pending.
func pendingIn(steps []confirm.Step) bool {
	for _, s := range steps {
		if s.State == confirm.StepPending {
			return true
		}
	}
	return false
}

// replan plans c's pending steps again from now, the moment the latest
// attempt ended (see plan.Replan).
func replan(c *confirm.Confirmation, now time.Time) {
	steps, skips := plan.Replan(c, now)
	applyPlan(c, steps, skips)
}

// applyPlan gives c the steps of a plan, and says in the timeline why each
// text or call the plan dropped is skipped. From the first such skip on, c
// waits for an answer until its window starts (plan.Deadline).
func applyPlan(c *confirm.Confirmation, steps []confirm.Step, skips []plan.Skip) {
	c.Steps = steps
	for _, sk := range skips {
		c.Engine.WindowSkip = true
		c.AddEvent(sk.At, confirm.EventSystem, sk.Channel, skipText(c, sk))
	}
}

// skipLate drops step i of c, due at now, which can no longer happen
// before the window starts, and plans the rest again from now (they are
// later still, so the plan drops them too).
func skipLate(c *confirm.Confirmation, i int, now time.Time) {
	s := &c.Steps[i]
	sk := plan.Skip{Step: i, Channel: s.Channel, Retry: s.Attempts > 0, At: now,
		From: plan.NextAllowed(c, s.Channel, now), Window: plan.WindowStart(c)}
	s.State, s.DueAt = confirm.StepSkipped, now
	if sk.Retry {
		s.State = confirm.StepUnanswered
	}
	applyPlan(c, c.Steps, []plan.Skip{sk})
	replan(c, now)
}

// skipText says in plain words why a text or call was skipped, e.g. "Text
// skipped: no time left between 09:00 and the window's start at 09:00."
func skipText(c *confirm.Confirmation, sk plan.Skip) string {
	what := "Text skipped"
	switch {
	case sk.Retry:
		what = "Call retry skipped"
	case sk.Channel == confirm.ChannelCall:
		what = "Call skipped"
	}
	window := clockTime(c, sk.Window, sk.At)
	switch {
	case plan.NoContactHours(c, sk.At):
		return fmt.Sprintf("%s: %02d:00-%02d:00 in the order's time zone (%s) and in the phone number's (%s) never meet, so no text or call can be made.",
			what, plan.DayStart, plan.DayEnd, c.Order.Timezone, confirm.PhoneZone(c.Customer.Phone))
	case !sk.Window.After(sk.At):
		return fmt.Sprintf("%s: the delivery window started at %s, and texts and calls are never sent once it has started.", what, window)
	case sk.From.After(sk.Window):
		return fmt.Sprintf("%s: the window starts at %s, before texts and calls may begin at %s (they go out only %02d:00-%02d:00, customer time).",
			what, window, clockTime(c, sk.From, sk.At), plan.DayStart, plan.DayEnd)
	}
	return fmt.Sprintf("%s: no time left between %s and the window's start at %s.", what, clockTime(c, sk.From, sk.At), window)
}

// quietZone returns the zone in which now is outside c's contact hours:
// the order's or the phone number's (see plan.QuietZone).
func quietZone(c *confirm.Confirmation, now time.Time) *time.Location {
	if z := plan.QuietZone(c, now); z != nil {
		return z
	}
	return c.Location()
}

// quietClock is now as HH:MM in the zone whose contact hours it is outside.
func quietClock(c *confirm.Confirmation, now time.Time) string {
	return now.In(quietZone(c, now)).Format("15:04")
}

// quietZoneName names that zone: the order's as the client gave it, or the
// phone number's.
func quietZoneName(c *confirm.Confirmation, now time.Time) string {
	if z := plan.QuietZone(c, now); z != nil && z != c.Location() {
		return z.String() + ", the phone number's zone"
	}
	return c.Order.Timezone
}

// clockTime formats t as HH:MM on the customer's clock, with the day when
// it is not the day of ref.
func clockTime(c *confirm.Confirmation, t, ref time.Time) string {
	loc := c.Location()
	if t.In(loc).Format(time.DateOnly) == ref.In(loc).Format(time.DateOnly) {
		return t.In(loc).Format("15:04")
	}
	return localTime(c, t)
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
	text := "Nobody answered; closed as unreachable."
	if w := plan.WindowStart(c); c.Cadence == confirm.CadenceStandard && !w.IsZero() && !now.Before(w) {
		text = fmt.Sprintf("Nobody answered before the window's start at %s; closed as unreachable.", clockTime(c, w, now))
	}
	c.AddEvent(now, confirm.EventSystem, "", text)
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
