package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/interpret"
)

const interpretUsage = `Usage: confirmd interpret [--channel sms|call] [--slots N] [--expect WHAT] [--json] ["text" | -]

Prints how confirmd reads a customer's reply: the intent, who signs, the slot
picked, the delivery notes, the language, the confidence and the reason.
Without text, or with "-", the replies are read from standard input, one a
line. It needs no database and no server.

  --channel sms|call  where the reply came from (default sms); write a call
                      line as a transcript: lower case, no punctuation
  --slots N           offer N other slots, 0 to 10 (default 0): the delivery
                      is booked tomorrow 08:00-12:00 and the slots are the N
                      days after it, 12:00-16:00, numbered from 1
  --expect WHAT       what the customer was last asked (default answer):
                      answer         "will someone be in?"
                      slot           the offered slots were listed (needs --slots)
                      name           "who will be in?"
                      yesno_slot     on the call, slot 1 was offered (needs --slots)
                      yesno_handoff  "shall I pass this to the team?"
  --json              one JSON object per reply, one a line (JSONL); its slot
                      is the index into the offered slots from 0, -1 for none
`

// maxReplyLine bounds one line of standard input; a reply is a text or a
// sentence on the call, far shorter.
const maxReplyLine = 1 << 20

// interpretOut is a Result as --json prints it.
type interpretOut struct {
	Intent     confirm.Intent     `json:"intent"`
	Signer     string             `json:"signer"`
	Slot       int                `json:"slot"`
	Confidence float64            `json:"confidence"`
	Reason     string             `json:"reason"`
	Question   interpret.Question `json:"question"`
	Doubt      interpret.Doubt    `json:"doubt"`
	Language   string             `json:"language"`
	Notes      string             `json:"notes"`
}

// interpretCmd runs `confirmd interpret`: the built-in interpreter on
// replies given on the command line or standard input, for support staff
// asking why a reply was read as it was and for writing corpus lines. It
// reads no configuration, so it never opens or creates a database.
func (a *app) interpretCmd(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("interpret", flag.ContinueOnError)
	fs.SetOutput(a.stderr)
	fs.Usage = func() {} // printed below: to stdout for -h, stderr otherwise
	channel := fs.String("channel", "sms", "")
	slots := fs.Int("slots", 0, "")
	expect := fs.String("expect", "answer", "")
	asJSON := fs.Bool("json", false, "")
	pos, err := parseInterspersed(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(a.stdout, interpretUsage)
		return nil
	}
	if err != nil {
		fmt.Fprint(a.stderr, interpretUsage)
		return fmt.Errorf("interpret: %v: %w", err, errUsage)
	}
	usageErr := func(format string, args ...any) error {
		fmt.Fprint(a.stderr, interpretUsage)
		return fmt.Errorf("interpret: "+format+": %w", append(args, errUsage)...)
	}

	in := interpret.Input{Channel: confirm.Channel(*channel)}
	if in.Channel != confirm.ChannelSMS && in.Channel != confirm.ChannelCall {
		return usageErr("--channel %q is not sms or call", *channel)
	}
	found := false
	for e := interpret.ExpectAnswer; e <= interpret.ExpectYesNoHandoff; e++ {
		if e.String() == *expect {
			in.Expect, found = e, true
		}
	}
	if !found {
		return usageErr("--expect %q is not answer, slot, name, yesno_slot or yesno_handoff", *expect)
	}
	if *slots < 0 || *slots > 10 {
		return usageErr("--slots %d is not between 0 and 10", *slots)
	}
	if (in.Expect == interpret.ExpectSlot || in.Expect == interpret.ExpectYesNoSlot) && *slots == 0 {
		return usageErr("--expect %s needs slots to pick from: add --slots N (1 to 10)", *expect)
	}

	now := time.Now
	if a.now != nil {
		now = a.now
	}
	today := now()
	in.Today = today.Format(time.DateOnly)
	in.Booked = confirm.Slot{Date: today.AddDate(0, 0, 1).Format(time.DateOnly), Window: confirm.Window{From: "08:00", To: "12:00"}}
	for i := range *slots {
		in.Options = append(in.Options, confirm.Slot{Date: today.AddDate(0, 0, 2+i).Format(time.DateOnly), Window: confirm.Window{From: "12:00", To: "16:00"}})
	}

	// The replies: the arguments as one reply (so that unquoted words
	// still read as one), else standard input, one reply a line.
	var replies []string
	fromStdin := len(pos) == 0 || len(pos) == 1 && pos[0] == "-"
	if fromStdin {
		if replies, err = a.readReplies(); err != nil {
			return err
		}
		if len(replies) == 0 {
			return usageErr("no text: give the reply as an argument, or one a line on standard input")
		}
	} else {
		text := strings.Join(pos, " ")
		if strings.TrimSpace(text) == "" {
			return usageErr("no text: the reply is empty")
		}
		replies = []string{text}
	}

	// What "the second one" refers to. With --json it goes to stderr, so
	// that standard output stays one object a line.
	if len(in.Options) > 0 {
		w := a.stdout
		if *asJSON {
			w = a.stderr
		}
		fmt.Fprintf(w, "%-11s %s\n", "booked:", slotText(in.Booked))
		for i, s := range in.Options {
			label := ""
			if i == 0 {
				label = "offered:"
			}
			fmt.Fprintf(w, "%-11s %d %s\n", label, i+1, slotText(s))
		}
		if !*asJSON {
			fmt.Fprintln(w)
		}
	}

	enc := json.NewEncoder(a.stdout)
	enc.SetEscapeHTML(false) // the customer's "&" and "<3" stay as written
	for i, text := range replies {
		in.Text = text
		res, err := interpret.New().Interpret(ctx, in)
		if err != nil {
			return err
		}
		if *asJSON {
			err = enc.Encode(interpretOut{Intent: res.Intent, Signer: res.Signer, Slot: res.Slot, Confidence: res.Confidence,
				Reason: res.Reason, Question: res.Question, Doubt: res.Doubt, Language: res.Language, Notes: res.Notes})
		} else {
			if i > 0 {
				fmt.Fprintln(a.stdout)
			}
			err = writeReading(a.stdout, text, fromStdin, res, in.Options)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// readReplies reads standard input, one reply a line; blank lines are
// not replies.
func (a *app) readReplies() ([]string, error) {
	if a.stdin == nil {
		return nil, nil
	}
	sc := bufio.NewScanner(a.stdin)
	sc.Buffer(make([]byte, 64*1024), maxReplyLine)
	var replies []string
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSuffix(sc.Text(), "\r")
		if strings.TrimSpace(line) != "" {
			replies = append(replies, line)
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, fmt.Errorf("interpret: line %d of standard input is longer than %d bytes", n+1, maxReplyLine)
		}
		return nil, fmt.Errorf("interpret: reading standard input: %w", err)
	}
	return replies, nil
}

// writeReading prints one reading for a person, only the lines that apply.
// A reply from standard input is repeated first, to tell the readings apart.
func writeReading(w io.Writer, text string, echo bool, res interpret.Result, options []confirm.Slot) error {
	var b strings.Builder
	row := func(k, v string) {
		if v != "" {
			fmt.Fprintf(&b, "%-11s %s\n", k+":", v)
		}
	}
	if echo {
		row("reply", text)
	}
	row("intent", string(res.Intent))
	row("signer", res.Signer)
	if res.Slot >= 0 && res.Slot < len(options) {
		row("slot", fmt.Sprintf("%d (%s)", res.Slot+1, slotText(options[res.Slot])))
	}
	row("question", string(res.Question))
	row("doubt", string(res.Doubt))
	row("notes", res.Notes)
	row("language", res.Language)
	row("confidence", strconv.FormatFloat(res.Confidence, 'f', 2, 64))
	row("reason", res.Reason)
	_, err := io.WriteString(w, b.String())
	return err
}

func slotText(s confirm.Slot) string {
	return s.Date + " " + s.Window.From + "-" + s.Window.To
}
