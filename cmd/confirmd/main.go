// Command confirmd runs the confirmd service and its operator commands.
package main

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dburl"
	"github.com/confirmd/confirmd/internal/version"
)

const usage = `confirmd checks planned deliveries and collections with customers.

Usage:
  confirmd serve                                   run the API, scheduler and pages
  confirmd migrate                                 apply database migrations and exit
  confirmd version                                 print the version, commit, build date and licence
  confirmd healthcheck [--url URL] [--timeout 5s]  exit 0 if the server at CONFIRMD_ADDR is ready, else 1
  confirmd accounts create [--name NAME]           create an account (prints its signing secret)
  confirmd accounts list                           list accounts
  confirmd accounts set-limit --account ID --limit N
                                                   set an account's creates per IP per hour
  confirmd accounts rotate-secret [--account ID] [--overlap 24h]
                                                   new webhook signing secret; both sign until the overlap ends
  confirmd keys create --sandbox|--live [--account ID]
                                                   create an API key (printed once)
  confirmd keys list [--account ID]                list keys (prefixes only)
  confirmd keys revoke KEY_ID                      revoke a key
  confirmd confirmations list [--status S] [--external-id ID] [--limit N] [--all] [--json]
                                                   list confirmations, newest first
  confirmd confirmations get|advance ID [--json]   show one, or run its next step now
  confirmd confirmations cancel ID [--reason TEXT] [--json]
                                                   stop one
      The confirmations commands call a running server: --url (or CONFIRMD_URL,
      default http://localhost:8080) with --key (or CONFIRMD_API_KEY).
  confirmd interpret [--channel sms|call] [--slots N] [--expect E] [--json] ["text" | -]
                                                   show how a customer's reply is read, and why;
                                                   E: answer, slot, name, yesno_slot, yesno_handoff;
                                                   no text or "-": one reply a line from stdin

Configuration is read from CONFIRMD_* environment variables; see the README.
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	a := &app{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, getenv: os.Getenv}
	if err := a.run(ctx, os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "confirmd:", err)
		if errors.Is(err, errUsage) {
			os.Exit(2)
		}
		os.Exit(1)
	}
}

var errUsage = errors.New("see 'confirmd help'")

// app is one run of the command, with its environment made explicit so that
// tests can run it in-process.
type app struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	// now, if set, replaces the wall clock of commands that need today's
	// date, so that tests can fix it.
	now    func() time.Time
	getenv func(string) string
	// onListen, if set, is told the API's address once it listens.
	onListen func(addr string)
	// twilioTransport, if set, carries requests to Twilio's REST API, so
	// that tests can answer them.
	twilioTransport http.RoundTripper
	// onMetricsListen, if set, is told the address of the metrics' own
	// listener once it listens.
	onMetricsListen func(addr string)
	// smtpTLS, if set, replaces the TLS settings of the SMTP relay's
	// connection, so that tests can trust a certificate they made.
	smtpTLS *tls.Config
	// serverLimits, if set, replaces the API server's time-outs and sizes,
	// so that tests of slow clients run in seconds.
	serverLimits *serverLimits
}

func (a *app) run(ctx context.Context, args []string) error {
	if len(args) == 0 {
		fmt.Fprint(a.stderr, usage)
		return errUsage
	}
	switch args[0] {
	case "serve":
		return a.serve(ctx, args[1:])
	case "migrate":
		return a.migrate(ctx)
	case "version", "--version", "-version":
		fmt.Fprintln(a.stdout, version.Get())
		return nil
	case "healthcheck":
		return a.healthcheck(ctx, args[1:])
	case "accounts":
		return a.accounts(ctx, args[1:])
	case "keys":
		return a.keys(ctx, args[1:])
	case "confirmations":
		return a.confirmations(ctx, args[1:])
	case "interpret":
		return a.interpretCmd(ctx, args[1:])
	case "help", "-h", "--help":
		fmt.Fprint(a.stdout, usage)
		return nil
	}
	fmt.Fprint(a.stderr, usage)
	return fmt.Errorf("unknown command %q: %w", args[0], errUsage)
}

// buildVersion returns the running build's version (see internal/version),
// as the metrics, the log and the User-Agent of webhooks name it.
func buildVersion() string {
	return version.Get().Version
}

// openStore opens the database named by a CONFIRMD_DATABASE_URL value and
// applies pending migrations.
func openStore(ctx context.Context, url string) (confirm.Store, error) {
	return dburl.Open(ctx, url)
}

func (a *app) logger(format string) *slog.Logger {
	if format == "json" {
		return slog.New(slog.NewJSONHandler(a.stderr, nil))
	}
	return slog.New(slog.NewTextHandler(a.stderr, nil))
}

func (a *app) migrate(ctx context.Context) error {
	cfg, err := loadConfig(a.getenv)
	if err != nil {
		return err
	}
	st, err := openStore(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer st.Close()
	fmt.Fprintln(a.stdout, "migrations applied; the database is up to date")
	return nil
}
