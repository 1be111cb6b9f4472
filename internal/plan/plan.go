// Package plan turns a confirmation's cadence into steps with due times: when
// the email, the text and the call go out, when an unanswered call is tried
// again, and when nobody answering makes the confirmation unreachable.
//
// The package is pure. Callers pass the time; nothing here reads a clock,
// and the confirmation given is never changed. Gaps are measured in absolute
// time, so a change of the clocks neither shortens nor stretches them; the
// contact hours are read on the customer's wall clock (order.timezone, and
// the phone number's zone; see below).
//
// # Standard cadence
//
// The email goes at once, at any hour. The text follows when the email has
// had SMSAfterEmail without an answer, the call CallAfterSMS after the text,
// and an unanswered call is tried once more RetryAfter later. Texts and calls
// happen only within the contact hours, DayStart:00 to DayEnd:00 customer
// time (DayEnd:00 itself is outside); one due outside them moves to the next
// DayStart:00. Customer time is the order's zone (order.timezone) and also,
// when the phone number's country has only one zone, that zone: a moment is
// inside the contact hours only if it is inside them on both clocks, so a
// British number on an order in Tokyo is neither texted at night in London
// nor in Tokyo. A country of several zones (the US, say) says nothing of
// where its number is, and only the order's zone counts. Two zones whose
// hours never meet leave no contact hours at all: texts and calls are then
// skipped for want of time. Without an email address the text is the first step and goes
// at once, within the contact hours; without a phone number only the email
// runs.
//
// # Compression
//
// Asking after the van has set off is no use, so the plan is checked against
// the start of the booked window (order.date at order.window.from, customer
// time). When every attempt of the normal plan, the call's retry included,
// falls at least MinGap before that start, the normal plan stands. Otherwise
// the attempts after the first contact are spread evenly over the contact
// hours left before the window starts: with n attempts to place, that
// contact time is cut into n+1 equal parts (in whole minutes), so that the
// customer has as long to answer the last attempt as between two attempts;
// no gap is longer than in the normal plan, and the first contact is never
// held back. Parts may be as short as MinCompressedGap, so that even a few
// minutes of contact hours left before the window are used.
//
// # Skipped for want of time
//
// A text or call is never sent late. When the contact time left before the
// window cannot give every attempt a part of MinCompressedGap, the last
// attempts are dropped (the call's retry first, then the call, then the
// text) until the others fit; with none left at all (the window starts
// before the next contact hour, or has started), every text and call is
// dropped. A dropped step becomes skipped, or unanswered for a call already
// made once whose retry was dropped, and is reported as a Skip, so that the
// engine can say why in the timeline. The email is the exception: it goes
// at once even when the window has started, because it disturbs nobody and
// an answer to it still reaches the retailer.
//
// The unreachable deadline is UnreachableAfter after the last attempt, but
// never after the window start; once a text or call was skipped for want of
// time (EngineState.WindowSkip), the confirmation waits for an answer until
// the window start itself. A deadline that would fall before the last
// attempt ended (the window started meanwhile) is the end of that attempt:
// there is nothing left to wait for.
//
// # Demo cadence
//
// Every step follows the one before DemoGap later, and the confirmation is
// unreachable DemoGap after the call. There are no contact hours, no retry,
// no compression and no skipping, so a sandbox test sees the same timings
// at any hour and for any window, one that has started included: the demo
// cadence reaches no one, and is there to show every step.
package plan

import (
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Timings of the standard cadence.
const (
	// SMSAfterEmail is how long the email is given to be answered before
	// the text is sent.
	SMSAfterEmail = 2 * time.Hour
	// CallAfterSMS is how long the text is given before the call.
	//lint:ignore ST1011 SMS is the text channel here, not milliseconds.
	CallAfterSMS = 2 * time.Hour
	// RetryAfter is the wait before an unanswered call is tried again.
	RetryAfter = time.Hour
	// UnreachableAfter is how long after the last attempt the confirmation
	// waits for an answer before closing as unreachable.
	UnreachableAfter = 6 * time.Hour
	// StandardStall is how long a conversation may go without a reply
	// before the paused steps resume.
	StandardStall = 2 * time.Hour
	// MinGap is how long before the window starts the normal plan's last
	// attempt must be for the plan to stand uncompressed.
	MinGap = 15 * time.Minute
	// MinCompressedGap is the least spacing of a compressed plan: with only
	// minutes of contact hours left before the window starts, the steps
	// share them rather than fall after the window.
	MinCompressedGap = time.Minute
)

// DemoGap is the demo cadence's one interval: between two steps, from the
// call to unreachable, and for a stalled conversation.
const DemoGap = 90 * time.Second

// The contact hours of the standard cadence, customer local time: texts and
// calls happen from DayStart:00 until just before DayEnd:00.
const (
	DayStart = 9
	DayEnd   = 20
)

// Skip is a text or call that the plan dropped because it cannot happen
// within the contact hours before the booked window starts.
type Skip struct {
	// Step is the index of the dropped step.
	Step    int
	Channel confirm.Channel
	// Retry is set when what was dropped is the retry of a call already
	// made once; the step is then unanswered rather than skipped.
	Retry bool
	// At is when the plan was made.
	At time.Time
	// From is the moment after which it would have had to fit: the text or
	// call placed before it, or the first moment of contact hours.
	From time.Time
	// Window is the start of the booked window.
	Window time.Time
}

// Initial returns the three steps of a new confirmation, email, sms and call
// in that order, each pending with its due time, or skipped (due now) when
// the customer has no contact detail for its channel or when it cannot
// happen before the window starts (reported in the skips).
func Initial(c *confirm.Confirmation, now time.Time) ([]confirm.Step, []Skip) {
	now = now.UTC().Truncate(time.Millisecond)
	steps := []confirm.Step{
		{Channel: confirm.ChannelEmail, State: confirm.StepPending, DueAt: now},
		{Channel: confirm.ChannelSMS, State: confirm.StepPending, DueAt: now},
		{Channel: confirm.ChannelCall, State: confirm.StepPending, DueAt: now},
	}
	if c.Customer.Email == "" {
		steps[0].State = confirm.StepSkipped
	}
	if c.Customer.Phone == "" {
		steps[1].State, steps[2].State = confirm.StepSkipped, confirm.StepSkipped
	}
	skips := rulesOf(c).due(steps, now, true)
	return steps, skips
}

// Replan returns c's steps with every pending step due again, counting from
// last, the moment the latest attempt ended (an email or text delivered or
// failed, a call unanswered), and the steps it dropped for want of time
// before the window. Call it after recording that attempt: a pending call
// step with Attempts above zero is planned as the retry. Steps that are not
// pending keep their due times.
func Replan(c *confirm.Confirmation, last time.Time) ([]confirm.Step, []Skip) {
	steps := clone(c.Steps)
	skips := rulesOf(c).due(steps, last.UTC().Truncate(time.Millisecond), false)
	return steps, skips
}

// Resume returns c's steps with the paused ones pending again, for a
// conversation that stalled at now: the first remaining step is due at once
// (within the contact hours) and the others follow at the cadence's gaps,
// since the stall itself was the wait for an answer. Those that can no
// longer happen before the window starts are dropped.
func Resume(c *confirm.Confirmation, now time.Time) ([]confirm.Step, []Skip) {
	steps := clone(c.Steps)
	for i := range steps {
		if steps[i].State == confirm.StepPaused {
			steps[i].State = confirm.StepPending
		}
	}
	skips := rulesOf(c).due(steps, now.UTC().Truncate(time.Millisecond), true)
	return steps, skips
}

// Deadline returns when c becomes unreachable if nobody answers, given the
// moment its last attempt ended: UnreachableAfter later, but never after
// the window start, and at the window start itself once a text or call was
// skipped for want of time; never before last.
func Deadline(c *confirm.Confirmation, last time.Time) time.Time {
	last = last.UTC().Truncate(time.Millisecond)
	r := rulesOf(c)
	if r.demo {
		return last.Add(DemoGap)
	}
	d := last.Add(UnreachableAfter)
	if r.window.IsZero() {
		return d
	}
	if c.Engine.WindowSkip || r.window.Before(d) {
		d = r.window
	}
	if d.Before(last) {
		return last
	}
	return d
}

// Late reports whether a text or call of c on ch, due at now, can no longer
// happen before the booked window starts: the window has started, or the
// contact hours open again only at or after its start. An email is never
// late, nor is anything in the demo cadence.
func Late(c *confirm.Confirmation, ch confirm.Channel, now time.Time) bool {
	r := rulesOf(c)
	if r.demo || ch == confirm.ChannelEmail || r.window.IsZero() {
		return false
	}
	return !r.nextAllowed(ch, now.UTC()).Before(r.window)
}

// WindowStart returns the start of c's booked window (order.date at
// order.window.from, customer time) in UTC, or zero when it cannot be read.
func WindowStart(c *confirm.Confirmation) time.Time {
	return rulesOf(c).window
}

// StallTimeout returns how long a conversation of c may go without a reply
// before its paused steps resume.
func StallTimeout(c *confirm.Confirmation) time.Duration {
	if c.Cadence == confirm.CadenceDemo {
		return DemoGap
	}
	return StandardStall
}

// CallAttempts returns how many times c's call is made before the call step
// counts as unanswered: the first call and, in the standard cadence, one
// retry.
func CallAttempts(c *confirm.Confirmation) int {
	return callAttempts(c.Cadence == confirm.CadenceDemo)
}

// Allowed reports whether c may be contacted on ch at t. Email may go at any
// hour, and so may anything in the demo cadence; texts and calls of the
// standard cadence keep to the contact hours.
func Allowed(c *confirm.Confirmation, ch confirm.Channel, t time.Time) bool {
	return rulesOf(c).allowed(ch, t)
}

// QuietZone returns the zone in which t is outside c's contact hours, for
// saying why a text or call must wait: the order's zone, or the zone of the
// phone number's country; nil when t is inside the hours of both.
func QuietZone(c *confirm.Confirmation, t time.Time) *time.Location {
	return rulesOf(c).quietZone(t.UTC())
}

// NoContactHours reports whether c's texts and calls have no contact hours
// at all from t on: the order's zone and the phone number's are so far
// apart that their hours never meet.
func NoContactHours(c *confirm.Confirmation, t time.Time) bool {
	r := rulesOf(c)
	return !r.allowed(confirm.ChannelSMS, r.nextAllowed(confirm.ChannelSMS, t.UTC()))
}

// NextAllowed returns the first moment at or after t when c may be contacted
// on ch.
func NextAllowed(c *confirm.Confirmation, ch confirm.Channel, t time.Time) time.Time {
	return rulesOf(c).nextAllowed(ch, t.UTC())
}

func clone(steps []confirm.Step) []confirm.Step {
	return append([]confirm.Step(nil), steps...)
}
