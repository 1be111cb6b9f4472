package smtp

import (
	"context"
	"errors"
	"fmt"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Channel carries the engine's emails: it has the Send method of the
// engine's Channel interface. The engine's message holds only a subject and
// plain text; Build supplies the rest (the HTML part, the brand's name and
// support address). The command wires it along these lines:
//
//	sender, err := smtp.New(smtpCfg, os.Getenv("CONFIRMD_EMAIL_FROM"))
//	email := &smtp.Channel{Sender: sender, Build: func(ctx context.Context, m confirm.Message) (smtp.Email, error) {
//		c, err := st.GetConfirmation(ctx, confirm.Scope{AccountID: m.AccountID, Sandbox: m.Sandbox}, m.ConfirmationID)
//		if err != nil {
//			return smtp.Email{}, err
//		}
//		subject, text, html, err := web.RenderEmail(c, web.EmailLinks(links, cfg.PublicURL, c))
//		if err != nil {
//			return smtp.Email{}, err
//		}
//		e := smtp.Email{To: m.To, Subject: subject, Text: text, HTML: html}
//		if c.Brand != nil {
//			e.FromName = c.Brand.Name
//			if confirm.ValidEmail(c.Brand.SupportEmail) {
//				e.ReplyTo = c.Brand.SupportEmail
//			}
//		}
//		return e, nil
//	}}
//	sched.Live = map[confirm.Channel]engine.Channel{confirm.ChannelEmail: email}
type Channel struct {
	Sender *Sender
	// Build makes the email of m. Nil sends m's subject and text as they
	// are, with no HTML part and no brand.
	Build func(ctx context.Context, m confirm.Message) (Email, error)
}

// Send builds the email of m and sends it, returning its Message-ID.
func (c *Channel) Send(ctx context.Context, m confirm.Message) (string, error) {
	if c.Sender == nil {
		return "", errors.New("smtp: channel without a sender")
	}
	if m.Channel != confirm.ChannelEmail {
		return "", fmt.Errorf("smtp: cannot send a %s message by email", m.Channel)
	}
	e := Email{To: m.To, Subject: m.Subject, Text: m.Text}
	if c.Build != nil {
		var err error
		if e, err = c.Build(ctx, m); err != nil {
			return "", fmt.Errorf("smtp: building the email of %s: %w", m.ConfirmationID, err)
		}
		if e.To == "" {
			e.To = m.To
		}
	}
	return c.Sender.Send(ctx, e)
}
