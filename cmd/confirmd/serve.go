package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"github.com/confirmd/confirmd"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dburl"
	"github.com/confirmd/confirmd/internal/dialogue"
	"github.com/confirmd/confirmd/internal/engine"
	"github.com/confirmd/confirmd/internal/gcpolicy"
	"github.com/confirmd/confirmd/internal/httpapi"
	"github.com/confirmd/confirmd/internal/metrics"
	"github.com/confirmd/confirmd/internal/sandbox"
	"github.com/confirmd/confirmd/internal/smtp"
	"github.com/confirmd/confirmd/internal/twilio"
	"github.com/confirmd/confirmd/internal/web"
)

// shutdownGrace is how long in-flight requests get to finish on shutdown.
const shutdownGrace = 20 * time.Second

func (a *app) serve(ctx context.Context, fs *flag.FlagSet, args []string) error {
	if err := a.parseFlags(fs, args); err != nil {
		return err
	}
	cfg, err := loadConfig(a.getenv)
	if err != nil {
		return err
	}
	log := a.logger(cfg.LogFormat)
	gc := gcpolicy.ApplyKeeping(a.getenv, cfg.ViewCacheBytes)
	log.Debug("garbage collector", "gogc", gc.Percent, "gomemlimit", gc.MemoryLimit, "gogc_from_live_heap", gc.Tuned)
	var clk clock.Clock = clock.Real{}
	if cfg.ClockSpeed != 1 {
		clk = clock.NewScaled(cfg.ClockSpeed, cfg.ClockOrigin)
		log.Warn("the clock runs faster than real time; for testing only", "speed", cfg.ClockSpeed)
	}

	// The port is taken before anything is written, so that a second
	// confirmd started by mistake creates no database and no account.
	ln, err := listen(cfg.Addr)
	if err != nil {
		return err
	}
	defer ln.Close() // when serving never starts; Serve closes it otherwise
	st, err := dburl.OpenKeeping(ctx, cfg.DatabaseURL, cfg.ViewCacheBytes)
	if err != nil {
		return fmt.Errorf("opening the database: %w", err)
	}
	defer st.Close()
	warnExposedDatabase(log, cfg.DatabaseURL)
	if l, ok := st.(interface{ SetLogger(*slog.Logger) }); ok {
		l.SetLogger(log)
	}
	if k, ok := st.(interface{ KeepsViews() bool }); ok && k.KeepsViews() {
		log.Info("the only confirmd on this database: confirmations' views are kept in memory until another confirmd opens it",
			"view_cache_mb", cfg.ViewCacheBytes>>20)
	}
	if err := a.bootstrap(ctx, st, cfg, clk.Now()); err != nil {
		return err
	}

	sandboxCh := &sandbox.Channel{Delay: cfg.SandboxSendDelay}
	if cfg.SandboxSendLog != "" {
		f, err := os.OpenFile(cfg.SandboxSendLog, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			return fmt.Errorf("CONFIRMD_SANDBOX_SEND_LOG: %w", err)
		}
		defer f.Close()
		sandboxCh.Log = f
	}
	// Metrics are kept even when not served; the database is only asked
	// for its numbers when they are scraped.
	m := metrics.New(metrics.Config{Version: buildVersion(), Store: st, Clock: clk, Logger: log})
	sender := &engine.Sender{
		Store: st, Clock: clk, Logger: log, Metrics: m,
		Config: engine.SenderConfig{
			Retries: cfg.WebhookRetries, RetryBase: cfg.WebhookRetryBase,
			SignTimestamp: cfg.WebhookSignTimestamp, Version: buildVersion(),
			GuardSandbox: !cfg.SandboxPrivateWebhooks, SandboxHosts: cfg.SandboxWebhookHosts,
			Workers: cfg.WebhookWorkers, PerAccount: cfg.WebhookPerAccount, PerHost: cfg.WebhookPerHost,
			StandardWebhooks: cfg.StandardWebhooks,
		},
	}
	switch {
	case !cfg.SandboxPrivateWebhooks && len(cfg.SandboxWebhookHosts) > 0:
		log.Info("sandbox webhooks go to public addresses, as live ones do, and to the hosts of CONFIRMD_SANDBOX_WEBHOOK_HOSTS whatever their addresses",
			"because", cfg.SandboxWebhooksWhy, "hosts", strings.Join(cfg.SandboxWebhookHosts, ","))
	case !cfg.SandboxPrivateWebhooks:
		log.Info("sandbox webhooks go to public addresses only, as live ones do", "because", cfg.SandboxWebhooksWhy)
	case loopbackAddr(cfg.Addr):
		log.Info("sandbox webhooks may go to loopback and private addresses; if others reach this server through a proxy, set CONFIRMD_SANDBOX_PRIVATE_WEBHOOKS=false",
			"because", cfg.SandboxWebhooksWhy)
	default:
		log.Warn("sandbox webhooks may go to loopback and private addresses, and others can reach this server: any sandbox account can make it probe this network",
			"because", cfg.SandboxWebhooksWhy)
	}
	linkSecret, err := st.Secret(ctx, "email-link-token", confirm.NewSigningSecret)
	if err != nil {
		return fmt.Errorf("reading the email link secret: %w", err)
	}
	links := []byte(linkSecret)
	live, tw, err := a.liveChannels(cfg, st, links)
	if err != nil {
		return err
	}
	if err := checkProviders(ctx, st, live, log); err != nil {
		return err
	}
	sched := &engine.Engine{Store: st, Clock: clk, Logger: log, Sandbox: sandboxCh, Live: live, Outbox: sender, Metrics: m,
		EmailText: func(c *confirm.Confirmation) (string, string) {
			subject, text, _, err := web.RenderEmail(c, web.EmailLinks(links, cfg.PublicURL, c))
			if err != nil {
				log.Error("rendering an email failed; sending the plain wording", "confirmation", c.ID, "err", err)
				return dialogue.Email(c)
			}
			return subject, text
		},
	}
	pages := &web.Pages{Secret: links, Store: st, Replier: sched, Logger: log, Clock: clk}
	console := &web.Console{Store: st, Sender: sender, Clock: clk, Logger: log,
		SecureCookies: strings.HasPrefix(cfg.PublicURL, "https://"), DeliveryHistory: cfg.WebhookHistory,
		KeySignIn: cfg.ConsoleKeySignIn}
	webs := []interface{ Register(*http.ServeMux) }{pages, console, &web.Home{Version: buildVersion()},
		&web.Docs{FS: confirmd.Docs, Version: buildVersion()}}
	if tw != nil {
		webs = append(webs, &twilio.Webhooks{Config: tw.Config(), Engine: sched, Logger: log})
		log.Info("live texts and calls go through Twilio", "account_sid", tw.Config().AccountSID)
	}
	if cfg.SMTP != nil {
		log.Info("live email goes through SMTP", "host", cfg.SMTP.Host, "port", cfg.SMTP.Port, "security", cfg.SMTP.Security.String())
	}

	api := &httpapi.Server{
		Store:           st,
		Clock:           clk,
		Logger:          log,
		DefaultTimezone: cfg.Timezone,
		TrustedProxies:  cfg.TrustedProxies,
		// Checked at create as well as at delivery, so that a developer
		// is told at once rather than by a refused attempt.
		GuardSandboxWebhooks: !cfg.SandboxPrivateWebhooks,
		SandboxWebhookHosts:  cfg.SandboxWebhookHosts,
		KeyRateLimit:         cfg.RateLimitPerKey,
		Engine:               sched,
		Outbox:               sender,
		Web:                  webs,
		Metrics:              m,
	}
	if cfg.MetricsAddr == "" {
		api.MetricsHandler, api.MetricsPublic = m.Handler(), cfg.MetricsPublic
	}
	handler := api.Handler()
	console.API = handler // the console's actions are API calls, in-process
	console.Throttle = api
	console.Creates = api
	console.Clients = api // live streams are capped per client address
	srv := a.httpServer(handler)
	// The metrics' own listener stops after the background work, so the
	// drain can be watched, and before the database closes.
	stopMetrics, err := a.serveMetrics(cfg, m, log)
	if err != nil {
		return err
	}
	defer stopMetrics()
	log.Info("confirmd listening", "addr", ln.Addr().String(), "version", buildVersion(), "public_url", cfg.PublicURL)
	if a.onListen != nil {
		a.onListen(ln.Addr().String())
	}

	background := context.WithoutCancel(ctx)
	janitor := &engine.Janitor{Store: st, Clock: clk, Logger: log, DeliveryHistory: cfg.WebhookHistory,
		RetentionDays: cfg.RetentionDays, AuditRetentionDays: cfg.AuditRetentionDays}
	janitor.Start(background)
	folder := &engine.Folder{Store: st, Logger: log}
	folder.Start(background)
	nudger := &engine.Nudger{Store: st, Clock: clk, Logger: log, Sandbox: sandboxCh, Outbox: sender,
		ConsoleURL: strings.TrimSuffix(cfg.PublicURL, "/") + "/console"}
	if ch, ok := live[confirm.ChannelEmail].(*smtp.Channel); ok {
		// The nudge is sent as worded, not through the customers' template.
		nudger.Email = &smtp.Channel{Sender: ch.Sender}
	}
	nudger.Start(background)
	sender.Start(background)
	sched.Start(background)
	stopBackground := func() {
		sched.Stop()  // finishes the batch in hand
		nudger.Stop() // before the sender, whose drain takes its events
		sender.Stop() // drains attempts in flight
		janitor.Stop()
		folder.Stop()
	}

	srv.RegisterOnShutdown(console.Close) // live streams would hold shutdown open
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()

	select {
	case err := <-served:
		stopBackground()
		return fmt.Errorf("serving: %w", err)
	case <-ctx.Done():
	}
	// Shutdown order: stop taking requests and let in-flight ones finish,
	// then the scheduler, then the webhook sender's drain, then the
	// database (deferred above).
	log.Info("shutting down")
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), shutdownGrace)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		log.Warn("requests still running at shutdown", "err", err)
	}
	if err := <-served; err != nil && !errors.Is(err, http.ErrServerClosed) {
		log.Warn("server stopped with an error", "err", err)
	}
	stopBackground()
	log.Info("stopped")
	return nil
}

// listen listens on addr, saying what to change when it cannot.
func listen(addr string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	switch {
	case errors.Is(err, syscall.EADDRINUSE):
		return nil, fmt.Errorf("cannot listen on %s: the port is in use; set CONFIRMD_ADDR to another address", addr)
	case err != nil:
		return nil, fmt.Errorf("cannot listen on %s: %w; set CONFIRMD_ADDR to another address", addr, err)
	}
	return ln, nil
}

// bootstrap makes sure the configured sandbox account exists, or, when none
// is configured and the database has no account at all, creates one and
// writes its key and secret to a file in the data directory (see
// writeCredentials), saying where; they are printed only to a terminal.
func (a *app) bootstrap(ctx context.Context, st confirm.Store, cfg *config, now time.Time) error {
	if cfg.SandboxKey != "" {
		k, acct, err := st.APIKeyByHash(ctx, confirm.HashKey(cfg.SandboxKey))
		switch {
		case err == nil:
			if !k.Sandbox {
				return errors.New("CONFIRMD_SANDBOX_KEY names a live key")
			}
			if acct.SigningSecret != cfg.SigningSecret {
				acct.SigningSecret = cfg.SigningSecret
				return st.UpdateAccount(ctx, acct)
			}
			return nil
		case confirm.ErrorCode(err) != confirm.ENOTFOUND:
			return err
		}
		acct = &confirm.Account{ID: confirm.NewAccountID(), Name: "Sandbox", SigningSecret: cfg.SigningSecret, CreatedAt: now}
		if err := st.CreateAccount(ctx, acct); err != nil {
			return err
		}
		rec := newKeyRecord(acct.ID, cfg.SandboxKey, true, now)
		if err := st.CreateAPIKey(ctx, rec); err != nil {
			return err
		}
		return st.RecordAudit(ctx, bootstrapAudit(rec))
	}
	accts, err := st.ListAccounts(ctx)
	if err != nil || len(accts) > 0 {
		return err
	}
	// The key and secret go to a file only confirmd's user may read, not
	// to the log, which journald or docker logs keep for good and others
	// may read. The file is written first: if it cannot be, nothing is
	// created, rather than an account whose key nobody has.
	dir, err := dataDir(cfg)
	if err != nil {
		return err
	}
	acct := &confirm.Account{ID: confirm.NewAccountID(), Name: "Sandbox", SigningSecret: confirm.NewSigningSecret(), CreatedAt: now}
	key := confirm.NewAPIKey(true)
	path, err := writeCredentials(dir, acct.ID, key, acct.SigningSecret, now)
	if err != nil {
		return fmt.Errorf("cannot write the new sandbox account's key and secret to %s (set CONFIRMD_DATA_DIR to a folder confirmd may write): %w",
			filepath.Join(dir, credentialsFile), err)
	}
	if err := a.createFirstAccount(ctx, st, acct, key, now); err != nil {
		os.Remove(path)
		return err
	}
	// Printed once, as the contract's first start says, for the person or
	// program that started confirmd; not where a log keeps it for good
	// (the journal; containers set CONFIRMD_FIRST_START_PRINT=false).
	if cfg.PrintFirstSecrets {
		fmt.Fprintf(a.stderr, `
confirmd: created a sandbox account (%s). Keep these; they are not shown again.
  API key (sandbox):  %s
  Signing secret:     %s
They are also in %s, readable by this user only.

`, acct.ID, key, acct.SigningSecret, path)
	} else {
		fmt.Fprintf(a.stderr, "confirmd: created a sandbox account (%s); its API key and signing secret are in %s, readable by this user only\n",
			acct.ID, path)
	}
	fmt.Fprint(a.stderr, standardSecretNote, retriesNote(cfg.WebhookRetries))
	return nil
}

// createFirstAccount stores the first sandbox account with its key.
func (a *app) createFirstAccount(ctx context.Context, st confirm.Store, acct *confirm.Account, key string, now time.Time) error {
	if err := st.CreateAccount(ctx, acct); err != nil {
		return err
	}
	rec := newKeyRecord(acct.ID, key, true, now)
	if err := st.CreateAPIKey(ctx, rec); err != nil {
		return err
	}
	return st.RecordAudit(ctx, bootstrapAudit(rec))
}

// standardSecretNote tells a first start that the signing secret is not
// in the form Standard Webhooks and Svix libraries take, a trap for anyone
// who knows them.
const standardSecretNote = `The signing secret checks X-Service-Signature (docs/webhooks.md). Standard Webhooks
and Svix libraries take it in another form, which "confirmd accounts standard-secret"
prints (with CONFIRMD_STANDARD_WEBHOOKS=true for their headers).
`

// retriesNote tells a first start how webhooks are retried, and how to
// turn retries on when they are off: a receiver down during a deploy
// otherwise misses the outcomes of those minutes.
func retriesNote(retries int) string {
	if retries > 0 {
		return fmt.Sprintf(`Webhooks: a failed one is tried %d more times with backoff (CONFIRMD_WEBHOOK_RETRIES).
A receiver that was down longer catches up with GET /v1/events.

`, retries)
	}
	return `Webhooks are tried once (CONFIRMD_WEBHOOK_RETRIES=0): a receiver that is down (during
a deploy, say) misses the outcomes of those minutes. To retry with backoff,
set CONFIRMD_WEBHOOK_RETRIES=3 (attempts after the first, up to 20); GET /v1/events
catches up after a longer outage.

`
}

func newKeyRecord(accountID, key string, sandbox bool, now time.Time) *confirm.APIKey {
	return &confirm.APIKey{
		ID: confirm.NewKeyID(), AccountID: accountID, Hash: confirm.HashKey(key),
		Prefix: confirm.KeyPrefix(key), Sandbox: sandbox, CreatedAt: now,
	}
}
