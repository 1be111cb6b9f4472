package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/engine"
	"github.com/confirmd/confirmd/internal/smtp"
	"github.com/confirmd/confirmd/internal/twilio"
	"github.com/confirmd/confirmd/internal/web"
)

// liveChannels builds the channels of live confirmations from the
// configured providers: SMTP carries email, Twilio texts and calls. A
// channel with no provider is left out; its steps fail with a clear event.
func (a *app) liveChannels(cfg *config, st confirm.Store, links []byte) (map[confirm.Channel]engine.Channel, *twilio.Sender, error) {
	live := map[confirm.Channel]engine.Channel{}
	if cfg.SMTP != nil {
		smtpCfg := *cfg.SMTP
		if a.smtpTLS != nil {
			smtpCfg.TLS = a.smtpTLS
		}
		sender, err := smtp.New(smtpCfg, cfg.EmailFrom)
		if err != nil {
			return nil, nil, fmt.Errorf("CONFIRMD_SMTP_URL: %w", err)
		}
		live[confirm.ChannelEmail] = &smtp.Channel{Sender: sender, Build: emailBuilder(st, links, cfg.PublicURL)}
	}
	var tw *twilio.Sender
	if cfg.Twilio != nil {
		tw = twilio.NewSender(*cfg.Twilio)
		tw.Transport = a.twilioTransport
		live[confirm.ChannelSMS], live[confirm.ChannelCall] = tw, tw
	}
	return live, tw, nil
}

// emailBuilder makes a live email from the same templates as the sandbox's
// rendering: the text and HTML parts with the three one-tap links, from the
// brand's name, replying to the brand's support address.
func emailBuilder(st confirm.Store, links []byte, publicURL string) func(context.Context, confirm.Message) (smtp.Email, error) {
	return func(ctx context.Context, m confirm.Message) (smtp.Email, error) {
		c, err := st.GetConfirmation(ctx, confirm.Scope{AccountID: m.AccountID, Sandbox: m.Sandbox}, m.ConfirmationID)
		if err != nil {
			return smtp.Email{}, err
		}
		subject, text, html, err := web.RenderEmail(c, web.EmailLinks(links, publicURL, c))
		if err != nil {
			return smtp.Email{}, err
		}
		e := smtp.Email{To: m.To, Subject: subject, Text: text, HTML: html}
		if c.Brand != nil {
			e.FromName = c.Brand.Name
			if confirm.ValidEmail(c.Brand.SupportEmail) {
				e.ReplyTo = c.Brand.SupportEmail
			}
		}
		return e, nil
	}
}

// checkProviders refuses to start when an account holds a live key and a
// channel has no provider: its customers would be contacted by nobody. The
// message says which settings are missing.
func checkProviders(ctx context.Context, st confirm.Store, live map[confirm.Channel]engine.Channel, log *slog.Logger) error {
	var missing []string
	if live[confirm.ChannelEmail] == nil {
		missing = append(missing, "email (set CONFIRMD_SMTP_URL and CONFIRMD_EMAIL_FROM)")
	}
	if live[confirm.ChannelSMS] == nil {
		missing = append(missing, "texts and calls (set CONFIRMD_TWILIO_ACCOUNT_SID, CONFIRMD_TWILIO_AUTH_TOKEN, CONFIRMD_TWILIO_FROM and CONFIRMD_PUBLIC_URL)")
	}
	if len(missing) == 0 {
		return nil
	}
	accts, err := st.ListAccounts(ctx)
	if err != nil {
		return err
	}
	var withLive []string
	for _, acct := range accts {
		keys, err := st.ListAPIKeys(ctx, acct.ID)
		if err != nil {
			return err
		}
		for _, k := range keys {
			if !k.Sandbox && k.RevokedAt == nil {
				withLive = append(withLive, acct.ID)
				break
			}
		}
	}
	if len(withLive) == 0 {
		if len(missing) < 2 {
			log.Warn("a live provider is not configured; live keys could not reach customers on that channel", "missing", strings.Join(missing, "; "))
		}
		return nil
	}
	return errors.New("refusing to start: account " + strings.Join(withLive, ", ") +
		" has live API keys, but no provider is configured for " + strings.Join(missing, ", nor for ") +
		". Live confirmations would reach nobody. Configure the providers (see docs/providers.md), or revoke the live keys with 'confirmd keys revoke'")
}
