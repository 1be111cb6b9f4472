package main

import (
	"context"
	"flag"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/engine"
)

// triggerOutcomes are the outcomes `confirmd trigger` has a sample of, in
// the order "all" sends them.
var triggerOutcomes = []string{
	"confirmed", "alternate_signer", "rescheduled",
	"different_day", "cancel", "wrong_person", "opt_out", "wants_human", "unclear",
	"unreachable",
}

// trigger runs `confirmd trigger OUTCOME --url URL`: it sends a sample
// confirmation.updated of that outcome to a receiver, signed as real
// deliveries are, and prints what the receiver answered.
func (a *app) trigger(ctx context.Context, fs *flag.FlagSet, args []string) error {
	target := fs.String("url", "", "the receiver's address, such as http://localhost:4242/hooks")
	secret := fs.String("secret", "", "the signing secret, whsec_... (default $CONFIRMD_SIGNING_SECRET)")
	pos, err := a.parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return a.usageError(fs, "trigger needs one outcome: %s or all", strings.Join(triggerOutcomes, ", "))
	}
	outcomes := []string{pos[0]}
	if pos[0] == "all" {
		outcomes = triggerOutcomes
	} else if !slices.Contains(triggerOutcomes, pos[0]) {
		return a.usageError(fs, "trigger: unknown outcome %q (%s or all)", pos[0], strings.Join(triggerOutcomes, ", "))
	}
	if *target == "" {
		return a.usageError(fs, "trigger needs --url, the receiver's address")
	}
	if *secret == "" {
		*secret = a.getenv("CONFIRMD_SIGNING_SECRET")
	}
	if !strings.HasPrefix(*secret, "whsec_") {
		return a.usageError(fs, "trigger needs the signing secret (whsec_...): --secret or CONFIRMD_SIGNING_SECRET")
	}
	// The signing settings are read as serve reads them; the bootstrap
	// account's pair is not trigger's business, the secret alone is.
	cfg, err := loadConfig(func(k string) string {
		if k == "CONFIRMD_SANDBOX_KEY" || k == "CONFIRMD_SIGNING_SECRET" {
			return ""
		}
		return a.getenv(k)
	})
	if err != nil {
		return err
	}
	sender := &engine.Sender{Clock: clock.Real{}, Config: engine.SenderConfig{
		SignTimestamp:    cfg.WebhookSignTimestamp,
		StandardWebhooks: cfg.StandardWebhooks,
		Version:          buildVersion(),
	}}
	acct := &confirm.Account{ID: "acct_trigger", SigningSecret: *secret}
	failed := 0
	for _, outcome := range outcomes {
		c, err := sampleConfirmation(outcome, *target, time.Now())
		if err != nil {
			return err
		}
		at := sender.Send(ctx, acct, c.Outbox[0])
		switch {
		case at.StatusCode == 0:
			failed++
			fmt.Fprintf(a.stdout, "%-16s %s: no answer: %s\n", outcome, c.ID, at.Error)
		default:
			if at.Error != "" {
				failed++
			}
			fmt.Fprintf(a.stdout, "%-16s %s: %d (%s)\n", outcome, c.ID, at.StatusCode, at.Duration.Round(time.Millisecond))
		}
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d deliveries were not answered with a 2xx", failed, len(outcomes))
	}
	return nil
}

// sampleConfirmation is a sandbox confirmation closed with the outcome, its
// webhook queued in its outbox, as the engine would have left it.
func sampleConfirmation(outcome, webhookURL string, now time.Time) (*confirm.Confirmation, error) {
	now = now.UTC().Truncate(time.Millisecond)
	day := now.AddDate(0, 0, 3).Format(time.DateOnly)
	other := now.AddDate(0, 0, 4).Format(time.DateOnly)
	c := &confirm.Confirmation{
		ID: confirm.NewConfirmationID(), AccountID: "acct_trigger", Sandbox: true,
		ExternalID: "SO-1042",
		Brand:      &confirm.Brand{Name: "Acme Home", Colors: &confirm.Colors{Primary: "#0A7F5A"}},
		Customer:   confirm.Customer{Name: "Jane Smith", First: "Jane", Phone: "+447700900001", Email: "yes@sandbox.confirmd.test"},
		Order: confirm.Order{Ref: "A-1", Type: confirm.OrderDelivery, Date: day,
			Window: confirm.Window{From: "08:00", To: "12:00"}, Timezone: "Europe/London",
			Items:             []confirm.Item{{Name: "Sofa", Qty: 1}},
			RescheduleOptions: []confirm.Slot{{Date: other, Window: confirm.Window{From: "12:00", To: "16:00"}}}},
		Cadence: confirm.CadenceDemo, WebhookURL: webhookURL,
		CreatedAt: now.Add(-5 * time.Minute), UpdatedAt: now,
	}
	o := &confirm.Outcome{Channel: confirm.ChannelSMS}
	c.Status = confirm.StatusActionNeeded
	switch outcome {
	case "confirmed":
		c.Status, o.Intent, o.Summary = confirm.StatusConfirmed, confirm.IntentWillBeIn, "Jane Smith will be in"
	case "alternate_signer":
		c.Status, o.Intent, o.Summary, o.SignerName = confirm.StatusConfirmed, confirm.IntentAlternateSigner, "Tom Baker will sign for it", "Tom Baker"
	case "rescheduled":
		slot := c.Order.RescheduleOptions[0]
		c.Status, o.Intent, o.Summary, o.Slot = confirm.StatusRescheduled, confirm.IntentReschedule, "Moved to "+slot.Date+" 12:00-16:00", &slot
		c.Order.RescheduleOptions = []confirm.Slot{{Date: c.Order.Date, Window: c.Order.Window}}
		c.Order.Date, c.Order.Window = slot.Date, slot.Window
	case "different_day":
		o.Intent, o.Summary = confirm.IntentDifferentDay, "Needs a different day; none of the offered slots suits"
	case "cancel":
		o.Intent, o.Summary = confirm.IntentCancel, "Wants to cancel the order"
	case "wrong_person":
		o.Intent, o.Summary = confirm.IntentWrongPerson, "The number reached someone who is not the customer"
	case "opt_out":
		o.Intent, o.Summary = confirm.IntentOptOut, "Asked not to be contacted again (STOP)"
	case "wants_human":
		o.Intent, o.Summary = confirm.IntentWantsHuman, "Asked to speak to a person"
	case "unclear":
		o.Intent, o.Summary = confirm.IntentUnclear, "The reply could not be understood, twice"
	case "unreachable":
		c.Status, o.Intent, o.Channel = confirm.StatusUnreachable, confirm.IntentNoAnswer, ""
		o.Summary = "No answer to the email, the text and 1 call; call the customer before dispatch."
	default:
		return nil, fmt.Errorf("no sample of outcome %q", outcome)
	}
	c.Outcome = o
	if err := c.QueueWebhook(now); err != nil {
		return nil, err
	}
	return c, nil
}
