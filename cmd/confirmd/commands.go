package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/confirmd/confirmd/internal/version"
)

// command is one of confirmd's commands, or a group of them (accounts,
// keys, confirmations) that only names its subcommands.
type command struct {
	name    string // as typed after "confirmd": "keys create"
	args    string // what follows the name on the usage line
	summary string // one line for the list of commands
	about   string // what it does, for its own usage
	env     string // the environment it reads, one variable a line
	example string
	// usage, if set, is the whole of the command's usage, which then
	// prints its own (interpret).
	usage string
	run   func(a *app, ctx context.Context, fs *flag.FlagSet, args []string) error
	subs  []*command
}

// errHelped ends a command whose usage was asked for with -h or --help and
// printed; run answers nil for it.
var errHelped = errors.New("usage printed")

const dbEnv = `CONFIRMD_DATABASE_URL  the database: sqlite:PATH or postgres://USER@HOST/DB (default sqlite:confirmd.db)`

const serverEnv = `CONFIRMD_URL      the server's address (default ` + defaultServerURL + `), or --url
CONFIRMD_API_KEY  an API key of the account, or --key`

const sandboxEnv = `CONFIRMD_URL      the server's address (default ` + defaultServerURL + `), or --url
CONFIRMD_API_KEY  a sandbox key of the account, or --key (else CONFIRMD_SANDBOX_KEY)`

// commands is every command confirmd has; run dispatches through it and
// help lists it.
var commands = []*command{
	{name: "serve", summary: "run the API, scheduler and pages",
		about: `Runs the HTTP API, the console at /sandbox, the customers' pages, the
scheduler and the webhook sender until interrupted. It creates the database
and applies its migrations if needed; when the database has no account yet it
creates a sandbox account and prints its API key and signing secret once.`,
		env: dbEnv + `
CONFIRMD_ADDR          where to listen (default 127.0.0.1:8080)
CONFIRMD_PUBLIC_URL    the address customers' links use (default http://CONFIRMD_ADDR)
CONFIRMD_SANDBOX_KEY and CONFIRMD_SIGNING_SECRET
                       a fixed sandbox key and signing secret, set together
CONFIRMD_LOG_FORMAT    text or json (default text)
and the others in the README: CONFIRMD_SMTP_URL, CONFIRMD_TWILIO_*, CONFIRMD_WEBHOOK_*, ...`,
		example: `CONFIRMD_ADDR=127.0.0.1:9090 confirmd serve`,
		run:     (*app).serve},
	{name: "migrate", summary: "apply database migrations and exit",
		about:   `Creates the database if needed and applies the migrations it lacks, then exits.`,
		env:     dbEnv,
		example: `CONFIRMD_DATABASE_URL=postgres://confirmd@localhost/confirmd confirmd migrate`,
		run:     (*app).migrate},
	{name: "version", summary: "print the version, commit, build date and licence",
		about:   `Prints the version confirmd was built from, its commit, when it was built, and its licence (Apache-2.0).`,
		example: `confirmd version`,
		run:     (*app).versionCmd},
	{name: "healthcheck", args: "[--url URL] [--timeout 5s]", summary: "exit 0 if the server at CONFIRMD_ADDR is ready, else 1",
		about: `Asks a running server's /readyz whether it is ready, for a container's
HEALTHCHECK where there is no curl: exits 0 when it answers 200, 1
otherwise. The server is at --url, else at CONFIRMD_ADDR as seen from the
same host (a wildcard address is reached on loopback).`,
		env:     `CONFIRMD_ADDR  where the server listens (default 127.0.0.1:8080), or --url`,
		example: `confirmd healthcheck --timeout 2s`,
		run:     (*app).healthcheck},
	{name: "accounts", args: "COMMAND", summary: "manage accounts", about: `Creates, lists and changes accounts in the database.`, subs: []*command{
		{name: "accounts create", args: "[--name NAME]", summary: "create an account (prints its signing secret)",
			about: `Creates an account and prints its id and webhook signing secret. Give it an
API key with "confirmd keys create --account ID".`,
			env: dbEnv, example: `confirmd accounts create --name "Acme Furniture"`, run: (*app).accountsCreate},
		{name: "accounts list", summary: "list accounts",
			about: `Lists the accounts with their creates allowed per client address per hour.`,
			env:   dbEnv, example: `confirmd accounts list`, run: (*app).accountsList},
		{name: "accounts set-limit", args: "--account ID --limit N", summary: "set an account's creates per IP per hour",
			about: `Sets how many confirmations the account may create per client IP address in
any rolling hour (the default is 30). Rejected creates count too.`,
			env: dbEnv, example: `confirmd accounts set-limit --account acct_... --limit 500`, run: (*app).accountsSetLimit},
		{name: "accounts set", args: "[--account ID] [--webhook-url U] [--brand-name N] [--brand-color C] [--support-email E] [--tone T] [--language L] [--sandbox|--live]",
			summary: "set the webhook URL, brand and language creates use when they leave them out",
			about: `Changes the account's defaults: the webhookUrl, brand and customer.language
that a create leaving them out uses. Sandbox and live keys have their own
defaults, so sandbox experiments never change live traffic; the sandbox
ones are changed unless --live is given. A flag not given leaves its field
as it is; one given as "" clears it. Each value is judged as a create with
a key of that mode judges it. The API does the same: PATCH /v1/account.`,
			env: dbEnv, example: `confirmd accounts set --brand-name "Acme Home" --brand-color "#0A7F5A" --language en-GB --live`, run: (*app).accountsSet},
		{name: "accounts rotate-secret", args: "[--account ID] [--overlap 24h]", summary: "new webhook signing secret; both sign until the overlap ends",
			about: `Gives the account a new webhook signing secret and prints it. Until the
overlap ends, webhooks carry a signature with each secret.`,
			env: dbEnv, example: `confirmd accounts rotate-secret --overlap 48h`, run: (*app).accountsRotateSecret},
		{name: "accounts standard-secret", args: "[--account ID]", summary: "the signing secret as Standard Webhooks libraries take it",
			about: `Prints the account's webhook signing secret in the whsec_<base64> form that
Standard Webhooks libraries (standardwebhooks, svix) take to check the
webhook-signature header, which the server sends when
CONFIRMD_STANDARD_WEBHOOKS=true. During a rotation's overlap the previous
secret is printed too.`,
			env: dbEnv, example: `confirmd accounts standard-secret`, run: (*app).standardSecret},
	}},
	{name: "keys", args: "COMMAND", summary: "manage API keys", about: `Creates, lists and revokes API keys in the database.`, subs: []*command{
		{name: "keys create", args: "--sandbox|--live [--account ID]", summary: "create an API key (printed once)",
			about: `Creates an API key of the account and prints it once; only its hash is kept.`,
			env:   dbEnv, example: `confirmd keys create --sandbox`, run: (*app).keysCreate},
		{name: "keys list", args: "[--account ID]", summary: "list keys (prefixes only)",
			about: `Lists the account's API keys by id and prefix.`,
			env:   dbEnv, example: `confirmd keys list`, run: (*app).keysList},
		{name: "keys revoke", args: "KEY_ID", summary: "revoke a key",
			about: `Revokes the API key: requests with it are refused from now on.`,
			env:   dbEnv, example: `confirmd keys revoke key_...`, run: (*app).keysRevoke},
	}},
	{name: "operators", args: "COMMAND", summary: "manage the people who sign in to the operators' console", about: `Adds people of an account's team to the operators' console (/console), resets
their sign-in and lists them. Each signs in with their own email and
password, and optionally a TOTP code.`, subs: []*command{
		{name: "operators create", args: "--email E --role operator|admin [--account ID] [--name N] [--sandbox]", summary: "add a person; prints a one-time link to set a password",
			about: `Adds a person to the account's team and prints a link, valid once for 72
hours, where they choose their password and, if they want, a second factor
(a TOTP app). An operator answers customers (the inbox, threads, writing,
resolving); an admin also sees the dashboard, the audit log and the failed
webhooks, and may erase. With --sandbox they work on the account's sandbox
confirmations, for practice. The link starts with CONFIRMD_PUBLIC_URL.`,
			env: dbEnv, example: `confirmd operators create --email priya@acme.example --name Priya --role operator`, run: (*app).operatorsCreate},
		{name: "operators reset", args: "--email E [--role operator|admin]", summary: "new one-time link; the old password and sign-ins end",
			about: `Prints a new one-time link for the operator to set a password. Their old
password and second factor stop working and their sign-ins end at once.
--role also changes their role.`,
			env: dbEnv, example: `confirmd operators reset --email priya@acme.example`, run: (*app).operatorsReset},
		{name: "operators list", args: "[--account ID]", summary: "list the account's operators",
			about: `Lists the account's operators with their role, mode and how they sign in.`,
			env:   dbEnv, example: `confirmd operators list`, run: (*app).operatorsList},
	}},
	{name: "confirmations", args: "COMMAND", summary: "look at and act on confirmations through a running server",
		about: `Lists, shows, cancels and advances confirmations through the API of a running
confirmd, with an API key.`, env: serverEnv, subs: []*command{
			{name: "confirmations list", args: "[--status S] [--external-id ID] [--limit N] [--all] [--json]", summary: "list confirmations, newest first",
				about: `Lists the account's confirmations, newest first, a page at a time.`,
				env:   serverEnv, example: `confirmd confirmations list --status in_progress`, run: (*app).confirmationsList},
			{name: "confirmations get", args: "ID [--json]", summary: "show one: facts, plan and timeline",
				about: `Shows one confirmation: its facts, its steps and what happened.`,
				env:   serverEnv, example: `confirmd confirmations get cf_...`, run: (*app).confirmationsOne},
			{name: "confirmations cancel", args: "ID [--reason TEXT] [--json]", summary: "stop one",
				about: `Cancels the confirmation: nothing more is sent.`,
				env:   serverEnv, example: `confirmd confirmations cancel cf_... --reason "order withdrawn"`, run: (*app).confirmationsOne},
			{name: "confirmations advance", args: "ID [--json]", summary: "run its next step now (sandbox)",
				about: `Runs the confirmation's next step now instead of at its due time.`,
				env:   serverEnv, example: `confirmd confirmations advance cf_...`, run: (*app).confirmationsOne},
		}},
	{name: "sandbox", args: "COMMAND", summary: "play the customer of a sandbox confirmation",
		about: `Plays the customer of sandbox confirmations through the API of a running
confirmd, with a sandbox key.`, env: sandboxEnv, subs: []*command{
			{name: "sandbox reply", args: "ID --text T | --choice C [--signer NAME] [--slot N] | --unanswered [--channel sms|email|call] [--json]",
				summary: "answer as the customer would, and print the status and outcome",
				about: `Answers a sandbox confirmation as its customer: taps an email button
(--choice will_be_in, someone_else with --signer, different_day with or
without --slot), texts back (--text), says a line on the call in progress
(--channel call --text), or lets the ringing call ring out (--unanswered).
It goes through POST /v1/sandbox/confirmations/{id}/reply, so the reply is
understood, and may close the confirmation with its webhook, exactly as
there. Prints the status, and the outcome or the service's answer.`,
				env: sandboxEnv, example: `confirmd sandbox reply cf_... --text "My neighbour Tom will sign"`, run: (*app).sandboxReply},
		}},
	{name: "trigger", args: "OUTCOME|all --url URL [--secret whsec_...]",
		summary: "send a signed sample webhook of an outcome to a receiver",
		about: `Sends a sample confirmation.updated webhook to a receiver, signed and
headed exactly as real deliveries are (X-Service-Signature, and the
timestamp and Standard Webhooks headers when CONFIRMD_WEBHOOK_SIGN_TIMESTAMP
or CONFIRMD_STANDARD_WEBHOOKS say so), and prints the receiver's status
code. OUTCOME is one of confirmed, alternate_signer, rescheduled,
different_day, cancel, wrong_person, opt_out, wants_human, unclear,
unreachable, or all to send one of each. Exits 1 unless every answer is 2xx.`,
		env: `CONFIRMD_SIGNING_SECRET          the signing secret, or --secret
CONFIRMD_WEBHOOK_SIGN_TIMESTAMP  true to sign with a timestamp, as serve does
CONFIRMD_STANDARD_WEBHOOKS       true to add the Standard Webhooks headers, as serve does`,
		example: `confirmd trigger alternate_signer --url http://localhost:4242/hooks --secret whsec_...`, run: (*app).trigger},
	{name: "interpret", args: `[--channel sms|call] [--slots N] [--expect E] [--json] ["text" | -]`,
		summary: "show how a customer's reply is read, and why", usage: interpretUsage,
		run: func(a *app, ctx context.Context, _ *flag.FlagSet, args []string) error {
			return a.interpretCmd(ctx, args)
		}},
}

// The help command lists commands, so it joins the table once the table
// exists.
func init() {
	commands = append(commands, &command{
		name: "help", args: "[COMMAND]", summary: "print this, or a command's usage",
		about: `Prints the list of commands, or the usage of one: what it does, its flags,
the environment it reads and an example.`,
		example: `confirmd help keys create`, run: (*app).help})
}

// findCommand returns the command named by the words, and how many words
// its name took; nil if the first word names none.
func findCommand(cmds []*command, words []string) (*command, int) {
	var found *command
	n := 0
	for n < len(words) {
		var next *command
		for _, c := range cmds {
			if c.name == strings.TrimSpace(strings.Join(append(nameOf(found), words[n]), " ")) {
				next = c
			}
		}
		if next == nil {
			break
		}
		found, n, cmds = next, n+1, next.subs
	}
	return found, n
}

func nameOf(c *command) []string {
	if c == nil {
		return nil
	}
	return strings.Fields(c.name)
}

// dispatch runs the command named by args.
func (a *app) dispatch(ctx context.Context, args []string) error {
	if len(args) == 0 {
		a.writeTopUsage(a.stderr)
		return errUsage
	}
	switch args[0] {
	case "-h", "-help", "--help":
		a.writeTopUsage(a.stdout)
		return nil
	case "-version", "--version":
		v, _ := findCommand(commands, []string{"version"})
		return a.versionCmd(ctx, a.newFlags(v), nil)
	}
	c, n := findCommand(commands, args)
	if c == nil {
		a.writeTopUsage(a.stderr)
		return fmt.Errorf("unknown command %q: %w", args[0], errUsage)
	}
	rest := args[n:]
	if c.subs != nil {
		if len(rest) > 0 && isHelpFlag(rest[0]) {
			a.writeUsage(a.stdout, c, nil)
			return nil
		}
		a.writeUsage(a.stderr, c, nil)
		if len(rest) == 0 {
			return fmt.Errorf("%s needs %s: %w", c.name, subNames(c), errUsage)
		}
		return fmt.Errorf("unknown %s command %q (%s): %w", c.name, rest[0], subNames(c), errUsage)
	}
	return c.run(a, ctx, a.newFlags(c), rest)
}

func isHelpFlag(s string) bool {
	return s == "-h" || s == "-help" || s == "--help"
}

// subNames is "create, list or revoke".
func subNames(c *command) string {
	var names []string
	for _, s := range c.subs {
		names = append(names, strings.TrimPrefix(s.name, c.name+" "))
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// newFlags returns the flag set of the command. It prints nothing while
// parsing: parseFlags prints the usage where it belongs.
func (a *app) newFlags(c *command) *flag.FlagSet {
	fs := flag.NewFlagSet("confirmd "+c.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() { a.writeUsage(fs.Output(), c, fs) }
	return fs
}

// parseFlags parses the command's flags and takes no other arguments.
func (a *app) parseFlags(fs *flag.FlagSet, args []string) error {
	if err := a.flagError(fs, fs.Parse(args)); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return a.usageError(fs, "%s takes no arguments, only flags (%q)", strings.TrimPrefix(fs.Name(), "confirmd "), fs.Arg(0))
	}
	return nil
}

// parseArgs parses the command's flags, which may come before or after
// its other arguments, and returns the others.
func (a *app) parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	pos, err := parseInterspersed(fs, args)
	return pos, a.flagError(fs, err)
}

// flagError answers -h or --help with the usage on stdout, and any other
// error of flag parsing with the usage on stderr and a usage error.
func (a *app) flagError(fs *flag.FlagSet, err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, flag.ErrHelp):
		fs.SetOutput(a.stdout)
		fs.Usage()
		fs.SetOutput(io.Discard)
		return errHelped
	}
	return a.usageError(fs, "%s: %v", strings.TrimPrefix(fs.Name(), "confirmd "), err)
}

// usageError prints the command's usage on stderr and returns the error,
// which makes confirmd exit with status 2.
func (a *app) usageError(fs *flag.FlagSet, format string, args ...any) error {
	fs.SetOutput(a.stderr)
	fs.Usage()
	fs.SetOutput(io.Discard)
	return fmt.Errorf(format+": %w", append(args, errUsage)...)
}

// writeUsage prints the command's usage: what it does, its subcommands or
// flags, the environment it reads and an example.
func (a *app) writeUsage(w io.Writer, c *command, fs *flag.FlagSet) {
	if c.usage != "" {
		fmt.Fprint(w, c.usage)
		return
	}
	fmt.Fprintf(w, "Usage: %s\n\n%s\n", strings.TrimSpace("confirmd "+c.name+" "+c.args), c.about)
	if c.subs != nil {
		fmt.Fprintln(w, "\nCommands:")
		writeCommandList(w, c.subs)
		fmt.Fprintf(w, "\nRun 'confirmd %s COMMAND --help' for one command's flags and an example.\n", c.name)
	}
	if fs != nil {
		hasFlags := false
		fs.VisitAll(func(*flag.Flag) { hasFlags = true })
		if hasFlags {
			fmt.Fprintln(w, "\nFlags:")
			out := fs.Output()
			fs.SetOutput(w)
			fs.PrintDefaults()
			fs.SetOutput(out)
		}
	}
	if c.env != "" {
		fmt.Fprintf(w, "\nEnvironment:\n  %s\n", strings.ReplaceAll(c.env, "\n", "\n  "))
	}
	if c.example != "" {
		fmt.Fprintf(w, "\nExample:\n  %s\n", c.example)
	}
}

func writeCommandList(w io.Writer, cmds []*command) {
	for _, c := range cmds {
		if c.subs != nil {
			writeCommandList(w, c.subs)
			continue
		}
		fmt.Fprintf(w, "  %s\n      %s\n", strings.TrimSpace("confirmd "+c.name+" "+c.args), c.summary)
	}
}

func (a *app) writeTopUsage(w io.Writer) {
	fmt.Fprint(w, "confirmd checks planned deliveries and collections with customers.\n\nUsage:\n")
	writeCommandList(w, commands)
	fmt.Fprint(w, `
Run 'confirmd help COMMAND' or 'confirmd COMMAND --help' for a command's
flags, the environment it reads and an example. Configuration is read from
CONFIRMD_* environment variables; see the README.
`)
}

// help runs `confirmd help [COMMAND]`.
func (a *app) help(ctx context.Context, fs *flag.FlagSet, args []string) error {
	topic, err := a.parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(topic) == 0 {
		a.writeTopUsage(a.stdout)
		return nil
	}
	c, n := findCommand(commands, topic)
	if c == nil || n < len(topic) {
		a.writeTopUsage(a.stderr)
		return fmt.Errorf("help: unknown command %q: %w", strings.Join(topic, " "), errUsage)
	}
	if c.subs != nil {
		a.writeUsage(a.stdout, c, nil)
		return nil
	}
	// The command prints its own usage, flags and all, and does nothing
	// else.
	return c.run(a, ctx, a.newFlags(c), []string{"--help"})
}

func (a *app) versionCmd(_ context.Context, fs *flag.FlagSet, args []string) error {
	if err := a.parseFlags(fs, args); err != nil {
		return err
	}
	fmt.Fprintln(a.stdout, version.Get())
	return nil
}
