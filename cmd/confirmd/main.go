// Command confirmd runs the confirmd service and its operator commands.
package main

import (
	"context"
	"crypto/tls"
	"errors"
	"flag"
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

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	a := &app{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, getenv: os.Getenv}
	err := a.run(ctx, os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "confirmd:", err)
	}
	os.Exit(exitCode(err))
}

// exitCode is 0 for success, 2 for a usage error and 1 for any other.
func exitCode(err error) int {
	switch {
	case err == nil:
		return 0
	case errors.Is(err, errUsage):
		return 2
	}
	return 1
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
	if err := a.dispatch(ctx, args); !errors.Is(err, errHelped) {
		return err
	}
	return nil
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

func (a *app) migrate(ctx context.Context, fs *flag.FlagSet, args []string) error {
	if err := a.parseFlags(fs, args); err != nil {
		return err
	}
	cfg, err := loadConfig(a.getenv)
	if err != nil {
		return err
	}
	st, err := dburl.OpenKeeping(ctx, cfg.DatabaseURL, 0)
	if err != nil {
		return err
	}
	defer st.Close()
	fmt.Fprintln(a.stdout, "migrations applied; the database is up to date")
	return nil
}
