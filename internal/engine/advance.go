package engine

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/plan"
)

var errBusy = errors.New("confirmation is being worked on")

// Advance runs a confirmation's next pending (or paused) step now instead
// of at its due time, or ends a ringing call as unanswered; when nothing is
// left to try it closes the confirmation as unreachable now, with its
// webhook. With a live key it refuses to text or call outside the contact
// hours. It returns the confirmation as it stands afterwards.
func (e *Engine) Advance(ctx context.Context, scope confirm.Scope, id string) (*confirm.Confirmation, error) {
	e.init()
	owner := e.owner + "/advance"
	// The scheduler may hold the confirmation for a moment (a batch in
	// hand); wait for it, up to about five seconds.
	for try := 0; ; try++ {
		run, err := e.takeForAdvance(ctx, scope, id, owner)
		if errors.Is(err, errBusy) && try < 250 {
			select {
			case <-ctx.Done():
				return nil, ctx.Err()
			case <-time.After(20 * time.Millisecond):
			}
			continue
		}
		if errors.Is(err, errBusy) {
			return nil, confirm.Errorf(confirm.ECONFLICT, "confirmation is being worked on; try again")
		}
		if err != nil {
			return nil, err
		}
		if run {
			if err := e.process(ctx, []string{id}, owner, true); err != nil {
				return nil, err
			}
		}
		return e.Store.GetConfirmation(ctx, scope, id)
	}
}

// takeForAdvance leases the confirmation to owner with its next step due
// now, or closes it when nothing is left. It reports whether there is a step
// (or a ringing call) for process to run.
func (e *Engine) takeForAdvance(ctx context.Context, scope confirm.Scope, id, owner string) (bool, error) {
	run, outbox := false, false
	_, err := e.Store.UpdateConfirmation(ctx, scope, id, func(c *confirm.Confirmation) error {
		now := e.Clock.Now().UTC().Truncate(time.Millisecond)
		if !c.Status.Open() {
			return confirm.Errorf(confirm.ECONFLICT, "confirmation is already %s", c.Status)
		}
		if by := c.HandledBy(); by != "" {
			return confirm.Errorf(confirm.ECONFLICT, "%s is handling the conversation, so confirmd's own steps are paused; resolve the confirmation instead (POST /v1/confirmations/%s/resolve)", personName(by), c.ID)
		}
		if c.LeaseOwner != "" && c.WakeAt.After(now) {
			return errBusy
		}
		for i := range c.Steps {
			s := &c.Steps[i]
			if s.State == confirm.StepPending && !s.ActiveUntil.IsZero() {
				// A call is ringing: advancing lets it ring out now. (A
				// live text waiting for its delivery report is passed
				// over: the report still counts when it comes.)
				s.ActiveUntil = now
				run = true
				break
			}
			if s.State != confirm.StepPending && s.State != confirm.StepPaused {
				continue
			}
			// A text or call too late for the window is not refused: the
			// advance skips it, as the scheduler would (see prepare).
			if !c.Sandbox && !plan.Allowed(c, s.Channel, now) && !plan.Late(c, s.Channel, now) {
				return confirm.Errorf(confirm.ECONFLICT, "advance would %s the customer outside %02d:00-%02d:00 their time (it is %s in %s)",
					verb(s.Channel), plan.DayStart, plan.DayEnd, quietClock(c, now), quietZoneName(c, now))
			}
			s.State, s.DueAt = confirm.StepPending, now
			run = true
			break
		}
		if !run {
			closeUnreachable(c, now)
			outbox = len(c.Outbox) > 0
			return nil
		}
		c.LeaseOwner, c.WakeAt = owner, now.Add(e.Config.Lease)
		return nil
	})
	e.kickOutbox(outbox)
	return run, err
}

func verb(ch confirm.Channel) string {
	if ch == confirm.ChannelCall {
		return "call"
	}
	return fmt.Sprintf("send a %s to", channelNoun(ch))
}
