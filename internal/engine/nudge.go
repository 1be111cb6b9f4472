package engine

import (
	"context"
	"log/slog"
	"time"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
)

// Nudger tells an account's team that customers are waiting for a person
// (see confirm.NudgeStore): every Interval it takes the scopes whose
// oldest nudge is Window old, each into one inbox.waiting webhook event
// (written to the outbox, which the webhook sender delivers) and one
// email to the operations address, and then sends the emails waiting. A
// sandbox scope's email goes to the Sandbox channel, as every sandbox
// message does, and never to a real address. Several processes may run
// one each: a nudge and an email are taken by one of them.
type Nudger struct {
	Store  confirm.NudgeStore
	Clock  clock.Clock
	Logger *slog.Logger
	// Sandbox carries the emails of sandbox scopes.
	Sandbox Channel
	// Email carries live scopes' emails as they are worded (no template
	// of a customer's email); nil gives them up with a warning, as
	// confirmd has no SMTP server to send them through.
	Email Channel
	// Outbox, if set, is told when a batch wrote a webhook delivery.
	Outbox interface{ Kick() }
	// ConsoleURL is the operators' console's address, for the emails'
	// links ("https://confirmd.example/console"); "" leaves them out.
	ConsoleURL string
	// Window is how long a scope's first nudge waits for others; default
	// confirm.NudgeWindow.
	Window time.Duration
	// Interval is how often the nudger looks; default 5 s.
	Interval time.Duration
	// SendTimeout bounds one email's send; default 30 s. An email claimed
	// is claimed again after twice that if its process died meanwhile.
	SendTimeout time.Duration

	loop
}

// Start runs the nudger until ctx ends or Stop is called.
func (n *Nudger) Start(ctx context.Context) {
	interval := n.Interval
	if interval <= 0 {
		interval = 5 * time.Second
	}
	n.run(ctx, interval, func(ctx context.Context) {
		if err := n.RunDue(ctx); err != nil && ctx.Err() == nil {
			n.Logger.Warn("sending the inbox's nudges failed; will retry", "err", err)
		}
	})
}

// nudgeBatch is how many scopes or emails one pass takes at most.
const nudgeBatch = 100

// RunDue takes the nudges due now and sends the emails waiting.
func (n *Nudger) RunDue(ctx context.Context) error {
	window := n.Window
	if window <= 0 {
		window = confirm.NudgeWindow
	}
	now := n.Clock.Now()
	events := false
	_, err := n.Store.TakeNudges(ctx, now.Add(-window), nudgeBatch, func(b *confirm.NudgeBatch) (*confirm.Delivery, *confirm.NudgeEmail, error) {
		d, m, err := b.Outputs(now, n.ConsoleURL)
		events = events || d != nil
		return d, m, err
	})
	if events && n.Outbox != nil {
		n.Outbox.Kick()
	}
	if err != nil {
		return err
	}
	return n.sendEmails(ctx)
}

// sendEmails sends the nudges' emails waiting, one at a time: there are
// few, at most one a minute per scope.
func (n *Nudger) sendEmails(ctx context.Context) error {
	timeout := n.SendTimeout
	if timeout <= 0 {
		timeout = 30 * time.Second
	}
	emails, err := n.Store.ClaimNudgeEmails(ctx, n.Clock.Now(), 2*timeout, nudgeBatch)
	if err != nil {
		return err
	}
	for _, m := range emails {
		ch := n.Email
		if m.Sandbox {
			ch = n.Sandbox
		}
		log := n.Logger.With("account", m.AccountID, "sandbox", m.Sandbox, "email", m.ID)
		if ch == nil {
			log.Warn("no email provider is configured (CONFIRMD_SMTP_URL); the inbox's nudge is not sent")
			if err := n.Store.DeleteNudgeEmail(ctx, m.ID); err != nil {
				return err
			}
			continue
		}
		sctx, cancel := context.WithTimeout(ctx, timeout)
		_, err := ch.Send(sctx, confirm.Message{ConfirmationID: m.ConfirmationID, AccountID: m.AccountID, Sandbox: m.Sandbox,
			Channel: confirm.ChannelEmail, To: m.To, Subject: m.Subject, Text: m.Text})
		cancel()
		switch {
		case err == nil:
			log.Info("sent the inbox's nudge", "attempts", m.Attempts)
		case m.Attempts >= confirm.MaxNudgeEmailAttempts:
			log.Error("giving up the inbox's nudge", "attempts", m.Attempts, "err", err)
		default:
			log.Warn("sending the inbox's nudge failed; will retry", "attempts", m.Attempts, "err", err)
			continue
		}
		if err := n.Store.DeleteNudgeEmail(ctx, m.ID); err != nil {
			return err
		}
	}
	return nil
}
