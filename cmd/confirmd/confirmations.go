package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/confirmd/confirmd/client"
)

// defaultServerURL is where the confirmations commands look for confirmd
// when neither --url nor CONFIRMD_URL says.
const defaultServerURL = "http://localhost:8080"

// serverFlags are the flags of every confirmations command: which server,
// which key, and JSON or text.
func serverFlags(fs *flag.FlagSet) (serverURL, key *string, asJSON *bool) {
	serverURL = fs.String("url", "", "the server's address (default $CONFIRMD_URL, else "+defaultServerURL+")")
	key = fs.String("key", "", "the API key (default $CONFIRMD_API_KEY)")
	asJSON = fs.Bool("json", false, "print the API's JSON instead of a table")
	return serverURL, key, asJSON
}

// confirmationsList runs `confirmd confirmations list`: an operator's view
// of a running server, through the API with an API key.
func (a *app) confirmationsList(ctx context.Context, fs *flag.FlagSet, args []string) error {
	serverURL, key, asJSON := serverFlags(fs)
	status := fs.String("status", "", "only confirmations in this status (scheduled, in_progress, confirmed, rescheduled, action_needed, unreachable, cancelled)")
	externalID := fs.String("external-id", "", "only confirmations with this externalId")
	limit := fs.Int("limit", 0, "confirmations per page, 1 to 100 (default 20)")
	cursor := fs.String("cursor", "", "continue a listing from the cursor printed after the last page")
	all := fs.Bool("all", false, "follow every page to the end")
	pos, err := a.parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return a.usageError(fs, "confirmations list takes only flags")
	}
	c, err := a.apiClient(*serverURL, *key)
	if err != nil {
		return err
	}
	opts := client.ListOptions{Status: client.Status(*status), ExternalID: *externalID, Limit: *limit, Cursor: *cursor}
	return a.listConfirmations(ctx, c, opts, *all, *asJSON)
}

// confirmationsOne runs `confirmd confirmations get|cancel|advance ID`.
func (a *app) confirmationsOne(ctx context.Context, fs *flag.FlagSet, args []string) error {
	sub := fs.Name()[strings.LastIndexByte(fs.Name(), ' ')+1:]
	serverURL, key, asJSON := serverFlags(fs)
	reason := new(string)
	if sub == "cancel" {
		reason = fs.String("reason", "", "why it is stopped; kept as cancelReason")
	}
	pos, err := a.parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return a.usageError(fs, "confirmations %s needs one confirmation id (cf_...)", sub)
	}
	c, err := a.apiClient(*serverURL, *key)
	if err != nil {
		return err
	}
	id := pos[0]
	var cf *client.Confirmation
	switch sub {
	case "get":
		cf, err = c.Get(ctx, id)
	case "cancel":
		cf, err = c.Cancel(ctx, id, *reason)
	case "advance":
		cf, err = c.Advance(ctx, id)
	}
	if err != nil {
		return explain(fmt.Errorf("%s: %w", id, err))
	}
	if *asJSON {
		return writeIndented(a.stdout, cf.Raw)
	}
	return writeConfirmation(a.stdout, cf)
}

// apiClient makes a client of the server named by --url or CONFIRMD_URL,
// with the key of --key or CONFIRMD_API_KEY.
func (a *app) apiClient(serverURL, key string) (*client.Client, error) {
	if serverURL == "" {
		serverURL = a.getenv("CONFIRMD_URL")
	}
	if serverURL == "" {
		serverURL = defaultServerURL
	}
	if key == "" {
		key = a.getenv("CONFIRMD_API_KEY")
	}
	if strings.TrimSpace(key) == "" {
		return nil, fmt.Errorf("no API key: set CONFIRMD_API_KEY or pass --key: %w", errUsage)
	}
	c, err := client.New(serverURL, key, client.WithUserAgent("confirmd-cli/"+buildVersion()))
	if err != nil {
		if strings.Contains(err.Error(), "baseURL") {
			return nil, fmt.Errorf("--url or CONFIRMD_URL %q is not an http or https address, such as %s: %w", serverURL, defaultServerURL, errUsage)
		}
		return nil, fmt.Errorf("%v: %w", strings.TrimPrefix(err.Error(), "client: "), errUsage)
	}
	return c, nil
}

func (a *app) listConfirmations(ctx context.Context, c *client.Client, opts client.ListOptions, all, asJSON bool) error {
	var list []*client.Confirmation
	next := ""
	if all {
		for cf, err := range c.ListAll(ctx, opts) {
			if err != nil {
				return explain(err)
			}
			list = append(list, cf)
		}
	} else {
		page, err := c.List(ctx, opts)
		if err != nil {
			return explain(err)
		}
		list, next = page.Confirmations, page.NextCursor
	}

	if asJSON {
		raws := make([]json.RawMessage, len(list))
		for i, cf := range list {
			raws[i] = cf.Raw
		}
		b, err := json.Marshal(raws)
		if err != nil {
			return err
		}
		if err := writeIndented(a.stdout, b); err != nil {
			return err
		}
	} else if err := writeList(a.stdout, list); err != nil {
		return err
	}
	if next != "" {
		fmt.Fprintf(a.stderr, "More confirmations follow. For the next page add --cursor %s\nFor every page add --all\n", next)
	}
	return nil
}

// explain adds what an operator can do about the two failures that are
// about the command's set-up rather than the confirmation.
func explain(err error) error {
	var apiErr *client.Error
	if errors.As(err, &apiErr) {
		if apiErr.StatusCode == http.StatusUnauthorized {
			return fmt.Errorf("%w (check CONFIRMD_API_KEY or --key)", err)
		}
		return err
	}
	var urlErr *url.Error
	if errors.As(err, &urlErr) {
		return fmt.Errorf("%w (is confirmd running there? set CONFIRMD_URL or --url)", err)
	}
	return err
}

// parseInterspersed parses flags that may come before or after the
// positional arguments (`get cf_... --json`), and returns the positional
// ones. Everything after "--" is positional.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if used := len(args) - len(rest); used > 0 && args[used-1] == "--" {
			return append(pos, rest...), nil
		}
		if len(rest) == 0 {
			return pos, nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

func writeIndented(w io.Writer, raw []byte) error {
	var b bytes.Buffer
	if err := json.Indent(&b, raw, "", "  "); err != nil {
		return err
	}
	b.WriteByte('\n')
	_, err := w.Write(b.Bytes())
	return err
}

// timeText is a timestamp as the API writes it.
func timeText(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format("2006-01-02T15:04:05.000Z")
}

func orEmpty(s, empty string) string {
	if s == "" {
		return empty
	}
	return s
}

func writeList(w io.Writer, list []*client.Confirmation) error {
	if len(list) == 0 {
		_, err := fmt.Fprintln(w, "No confirmations.")
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tSTATUS\tEXTERNAL ID\tDATE\tWINDOW\tCUSTOMER\tUPDATED")
	for _, c := range list {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s-%s\t%s\t%s\n", c.ID, c.Status, orEmpty(c.ExternalID, "-"),
			c.Order.Date, c.Order.Window.From, c.Order.Window.To, oneLine(c.Customer.Name, 30), timeText(c.UpdatedAt))
	}
	return tw.Flush()
}

// writeConfirmation prints one confirmation for a person: the facts, the
// plan and the timeline.
func writeConfirmation(w io.Writer, c *client.Confirmation) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	row := func(k, v string) {
		if v != "" {
			fmt.Fprintf(tw, "%s:\t%s\n", k, v)
		}
	}
	mode := "live"
	if c.Sandbox {
		mode = "sandbox"
	}
	row("ID", c.ID)
	row("Status", string(c.Status))
	row("External ID", c.ExternalID)
	row("Mode", mode+", cadence "+string(c.Cadence))
	row("Customer", joinNonEmpty(", ", c.Customer.Name, c.Customer.Phone, c.Customer.Email))
	row("Language", c.Customer.Language)
	o := c.Order
	row("Order", joinNonEmpty(" ", o.Type, o.Ref, "on", o.Date, o.Window.From+"-"+o.Window.To, "("+o.Timezone+")"))
	var items []string
	for _, it := range o.Items {
		s := it.Name
		if it.Qty > 0 {
			s = fmt.Sprintf("%d x %s", it.Qty, it.Name)
		}
		items = append(items, s)
	}
	row("Items", strings.Join(items, ", "))
	if a := o.Address; a != nil {
		row("Address", joinNonEmpty(", ", a.Line1, a.City, a.Postcode))
	}
	var slots []string
	for _, s := range o.RescheduleOptions {
		slots = append(slots, s.Date+" "+s.Window.From+"-"+s.Window.To)
	}
	row("Other slots", strings.Join(slots, "; "))
	if out := c.Outcome; out != nil {
		intent := string(out.Intent)
		if out.Channel != "" {
			intent += " by " + string(out.Channel)
		}
		row("Outcome", intent+": "+out.Summary)
		row("Signer", out.SignerName)
		row("Notes", out.Notes)
	}
	row("Cancel reason", c.CancelReason)
	row("Webhook", c.WebhookURL)
	row("Created", timeText(c.CreatedAt))
	row("Updated", timeText(c.UpdatedAt))
	if err := tw.Flush(); err != nil {
		return err
	}

	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "STEP\tSTATE\tDUE\tATTEMPTS")
	for _, s := range c.Steps {
		attempts := ""
		if s.Channel == client.ChannelCall {
			attempts = fmt.Sprint(s.Attempts)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", s.Channel, s.State, timeText(s.DueAt), attempts)
	}
	if err := tw.Flush(); err != nil {
		return err
	}

	if len(c.Events) == 0 {
		return nil
	}
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "AT\tKIND\tCHANNEL\tTEXT")
	for _, e := range c.Events {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", timeText(e.At), e.Kind, orEmpty(string(e.Channel), "-"), oneLine(e.Text, 100))
	}
	return tw.Flush()
}

func joinNonEmpty(sep string, parts ...string) string {
	var kept []string
	for _, p := range parts {
		if p != "" && p != "()" && p != "-" {
			kept = append(kept, p)
		}
	}
	return strings.Join(kept, sep)
}

// oneLine folds text onto one line of at most n characters, so that a
// multi-line email keeps the table readable; --json has it whole.
func oneLine(text string, n int) string {
	s := strings.Join(strings.Fields(text), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
