package engine

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dialogue"
	"github.com/confirmd/confirmd/internal/plan"
)

// SendMessage sends what a person of the retailer's team wrote to the
// customer of a confirmation (any but a cancelled one), through the
// channels the plan uses and under the same rules: never to a number that
// opted out, texts of live confirmations only within the contact hours.
// The message is an out event with its author; from then on the person
// handles the conversation (see conversation.Decide, and takeOver for an open
// confirmation, whose own plan stops), and the confirmation leaves the
// inbox until the customer answers. Every message and resolution of a
// person goes through here or Resolve, which know who did what.
func (e *Engine) SendMessage(ctx context.Context, scope confirm.Scope, id string, m confirm.PersonMessage) (*confirm.Confirmation, error) {
	e.init()
	if problems := m.Validate(); len(problems) > 0 {
		return nil, confirm.Invalid(problems)
	}
	author := confirm.Author(m.Author)
	c, err := e.Store.GetConfirmation(ctx, scope, id)
	if err != nil {
		return nil, err
	}
	if err := c.CanMessage(m.Channel); err != nil {
		return nil, err
	}
	if m.Channel == confirm.ChannelSMS {
		out, err := e.Store.OptedOut(ctx, c.Scope(), c.Customer.Phone)
		if err != nil {
			return nil, err
		}
		if out {
			return nil, confirm.Errorf(confirm.ECONFLICT, "the customer's number opted out of texts and calls; nothing may be sent to it")
		}
	}
	if m.Channel == confirm.ChannelSMS && !c.Sandbox {
		// A text refused for the hour is not counted against the number.
		if err := quietHours(c, e.Clock.Now().UTC()); err != nil {
			return nil, err
		}
		if err := e.countPersonText(ctx, c); err != nil {
			return nil, err
		}
	}
	var msg *confirm.Message
	saved, err := e.Store.UpdateConfirmation(ctx, scope, id, func(c *confirm.Confirmation) error {
		if err := c.CanMessage(m.Channel); err != nil {
			return err
		}
		now := e.Clock.Now().UTC().Truncate(time.Millisecond)
		if m.Channel == confirm.ChannelSMS && !c.Sandbox {
			if err := quietHours(c, now); err != nil {
				return err
			}
		}
		msg = &confirm.Message{ConfirmationID: c.ID, AccountID: c.AccountID, Sandbox: c.Sandbox, Channel: m.Channel}
		switch m.Channel {
		case confirm.ChannelSMS:
			msg.To, msg.Text = c.Customer.Phone, dialogue.PersonSMS(c, m.Text, author)
		case confirm.ChannelEmail:
			msg.To = c.Customer.Email
			msg.Subject, msg.Text = dialogue.PersonEmail(c, m.Text, author)
		}
		c.AddPersonEvent(now, confirm.EventOut, m.Channel, msg.Text, author)
		c.StopWaiting()
		if c.Status.Open() {
			takeOver(c, author, now)
		}
		c.Handoff.HandledBy = author
		c.Touch(now)
		return nil
	})
	if err != nil {
		return nil, err
	}
	e.Kick() // an open confirmation's wake time moved: its plan is held
	e.sendReplies(ctx, scope, saved, []*confirm.Message{msg})
	e.audit(ctx, saved, m.Key, m.Author, confirm.AuditMessageSent, map[string]string{"channel": string(m.Channel)})
	return e.Store.GetConfirmation(ctx, scope, id)
}

// Resolve closes a confirmation with what a person of the retailer's team
// agreed with the customer, and sends its webhook as for a customer's
// answer, a cancellation included (unlike a cancel through the API, which
// sends none: here the customer asked for it and the retailer's own
// systems learn it like any other answer). The same resolution again
// (confirm.Resolution.Same) changes nothing and sends nothing: the
// confirmation is returned as it is.
func (e *Engine) Resolve(ctx context.Context, scope confirm.Scope, id string, r confirm.Resolution) (*confirm.Confirmation, error) {
	e.init()
	// The author is judged first: the same resolution again, which is
	// answered without judging the rest, must name a person too.
	if p := confirm.AuthorProblem("author", r.Author); p != "" {
		return nil, confirm.Invalid([]string{p})
	}
	outbox := false
	saved, err := e.Store.UpdateConfirmation(ctx, scope, id, func(c *confirm.Confirmation) error {
		if r.Same(c) {
			return errSameResolution
		}
		if c.Status == confirm.StatusCancelled {
			return confirm.Errorf(confirm.ECONFLICT, "confirmation was cancelled; it cannot be resolved")
		}
		now := e.Clock.Now().UTC().Truncate(time.Millisecond)
		r := r
		if problems := r.Validate(c, now); len(problems) > 0 {
			return confirm.Invalid(problems)
		}
		if err := c.Resolve(now, r, resolutionSummary(c, r)); err != nil {
			return err
		}
		if err := c.QueueWebhook(now); err != nil {
			return err
		}
		outbox = len(c.Outbox) > 0
		return nil
	})
	if errors.Is(err, errSameResolution) {
		return e.Store.GetConfirmation(ctx, scope, id)
	}
	if err != nil {
		return nil, err
	}
	e.kickOutbox(outbox)
	e.Kick() // its wake time is gone
	details := map[string]string{"status": string(saved.Status)}
	if saved.Outcome != nil {
		details["intent"] = string(saved.Outcome.Intent)
	}
	e.audit(ctx, saved, r.Key, r.Author, confirm.AuditInboxResolved, details)
	return saved, nil
}

// quietHours refuses a person's text to the live customer of c at now
// outside the hours texts are sent.
func quietHours(c *confirm.Confirmation, now time.Time) error {
	if plan.Allowed(c, confirm.ChannelSMS, now) {
		return nil
	}
	return confirm.Errorf(confirm.ECONFLICT, "texts to the customer are sent only from %02d:00 to %02d:00 their time (it is %s in %s)",
		plan.DayStart, plan.DayEnd, quietClock(c, now), quietZoneName(c, now))
}

// errSameResolution leaves a confirmation as it is: it is already closed
// with the resolution asked for.
var errSameResolution = errors.New("the confirmation is already closed with that resolution")

// countPersonText counts a person's text to the live customer of c against
// confirm.PersonTextsPerNumber, and returns the refusal if it is over.
func (e *Engine) countPersonText(ctx context.Context, c *confirm.Confirmation) error {
	key := confirm.PersonTextsWindow(c.AccountID, c.Customer.Phone)
	ok, err := e.Store.RecordAttempt(ctx, key, e.Clock.Now().UTC(), confirm.PersonTextsPerNumber)
	if err != nil {
		return err
	}
	if !ok {
		return confirm.PersonTextsRateError()
	}
	return nil
}

// audit records a person's action on confirmation c in its account's audit
// log, right after the change it records: the key that made it, the
// person's name as they gave it (if they did) and what they did, never
// what the customer said. A failure to record is logged; the action itself
// has already happened.
func (e *Engine) audit(ctx context.Context, c *confirm.Confirmation, key confirm.AuditKey, author, action string, details map[string]string) {
	d, _ := json.Marshal(details)
	entry := &confirm.AuditEntry{
		AccountID: c.AccountID, Scope: confirm.AuditScopeOf(confirm.Scope{AccountID: c.AccountID, Sandbox: c.Sandbox}),
		At: e.Clock.Now().UTC(), Actor: confirm.AuditActorAPI, Author: strings.TrimSpace(author),
		Action: action, Target: c.ID, Details: d,
	}
	entry.By(key)
	if err := e.Store.RecordAudit(ctx, entry); err != nil {
		e.Logger.Error("recording an audit entry failed", "confirmation", c.ID, "action", action, "error", err)
	}
}

// resolutionSummary is the outcome's one line for a resolution.
func resolutionSummary(c *confirm.Confirmation, r confirm.Resolution) string {
	by := confirm.Author(r.Author)
	switch r.Intent {
	case confirm.IntentAlternateSigner:
		return fmt.Sprintf("%s will sign for it instead of %s (agreed with %s)", r.SignerName, c.Customer.Name, by)
	case confirm.IntentReschedule:
		return fmt.Sprintf("Moved to %s (agreed with %s)", dialogue.ShortWhen(*r.Slot), by)
	case confirm.IntentCancel:
		return fmt.Sprintf("The customer cancelled the %s (agreed with %s)", dialogue.Job(c), by)
	}
	return fmt.Sprintf("%s will be in (agreed with %s)", c.Customer.Name, by)
}
