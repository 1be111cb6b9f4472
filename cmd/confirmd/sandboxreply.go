package main

import (
	"context"
	"flag"
	"fmt"
	"strings"

	"github.com/confirmd/confirmd/client"
)

// sandboxReply runs `confirmd sandbox reply ID`: it plays the customer of
// a sandbox confirmation through the API of a running server, as POST
// /v1/sandbox/confirmations/{id}/reply does, and prints where that left
// the confirmation.
func (a *app) sandboxReply(ctx context.Context, fs *flag.FlagSet, args []string) error {
	serverURL, key, asJSON := serverFlags(fs)
	text := fs.String("text", "", "what the customer texts, or says on the call")
	choice := fs.String("choice", "", "the email's button: will_be_in, someone_else or different_day")
	signer := fs.String("signer", "", "who will sign, with --choice someone_else")
	slot := fs.Int("slot", -1, "an offered slot (from 0), with --choice different_day")
	channel := fs.String("channel", "", "email, sms or call (default email with --choice, sms with --text)")
	unanswered := fs.Bool("unanswered", false, "let the ringing call ring out (channel call)")
	pos, err := a.parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return a.usageError(fs, "sandbox reply needs one confirmation id (cf_...)")
	}
	given := 0
	for _, b := range []bool{*text != "", *choice != "", *unanswered} {
		if b {
			given++
		}
	}
	if given != 1 {
		return a.usageError(fs, "sandbox reply needs one of --text, --choice or --unanswered")
	}
	var r client.Reply
	switch {
	case *choice != "":
		if *channel != "" && *channel != "email" {
			return a.usageError(fs, "--choice is an email button; it goes with --channel email")
		}
		r = client.Reply{Channel: client.ChannelEmail, Choice: client.Choice(*choice), SignerName: *signer}
		if *slot >= 0 {
			r.Slot = slot
		}
	case *unanswered:
		r = client.CallUnanswered()
	default:
		ch := client.Channel(*channel)
		if ch == "" {
			ch = client.ChannelSMS
		}
		r = client.Reply{Channel: ch, Text: *text}
	}
	if (*signer != "" || *slot >= 0) && *choice == "" {
		return a.usageError(fs, "--signer and --slot go with --choice")
	}
	if *key == "" {
		if k := a.getenv("CONFIRMD_API_KEY"); k == "" {
			*key = a.getenv("CONFIRMD_SANDBOX_KEY")
		}
	}
	c, err := a.apiClient(*serverURL, *key)
	if err != nil {
		return err
	}
	id := pos[0]
	cf, err := c.SandboxReply(ctx, id, r)
	if err != nil {
		return explain(fmt.Errorf("%s: %w", id, err))
	}
	if *asJSON {
		return writeIndented(a.stdout, cf.Raw)
	}
	line := fmt.Sprintf("%s %s", cf.ID, cf.Status)
	if o := cf.Outcome; o != nil {
		line += fmt.Sprintf(" (%s): %s", o.Intent, o.Summary)
	} else if n := len(cf.Events); n > 0 && cf.Events[n-1].Kind == "out" {
		line += ": " + strings.ReplaceAll(cf.Events[n-1].Text, "\n", " ")
	}
	fmt.Fprintln(a.stdout, line)
	return nil
}
