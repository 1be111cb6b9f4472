// Package plan turns a confirmation's cadence into steps with due times.
package plan

import (
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Initial returns the three steps of a new confirmation, email, sms and call,
// with their due times. A step with no contact detail is skipped.
func Initial(c *confirm.Confirmation, now time.Time) []confirm.Step {
	gap := 2 * time.Hour
	if c.Cadence == confirm.CadenceDemo {
		gap = 90 * time.Second
	}
	now = now.UTC().Truncate(time.Millisecond)
	steps := []confirm.Step{
		{Channel: confirm.ChannelEmail, State: confirm.StepPending, DueAt: now},
		{Channel: confirm.ChannelSMS, State: confirm.StepPending, DueAt: now.Add(gap)},
		{Channel: confirm.ChannelCall, State: confirm.StepPending, DueAt: now.Add(2 * gap)},
	}
	if c.Customer.Email == "" {
		steps[0].State = confirm.StepSkipped
	}
	if c.Customer.Phone == "" {
		steps[1].State, steps[2].State = confirm.StepSkipped, confirm.StepSkipped
	}
	return steps
}
