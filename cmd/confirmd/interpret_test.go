package main

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// cliStdin runs the command in-process like cli, with stdin as standard
// input and today fixed at Tuesday 24 November 2026.
func cliStdin(env map[string]string, stdin string, args ...string) (stdout, stderr string, err error) {
	var out, errOut lockedBuffer
	a := &app{stdin: strings.NewReader(stdin), stdout: &out, stderr: &errOut,
		getenv: func(k string) string { return env[k] },
		now:    func() time.Time { return time.Date(2026, 11, 24, 9, 30, 0, 0, time.UTC) }}
	err = a.run(context.Background(), args)
	return out.String(), errOut.String(), err
}

func TestInterpretCommand(t *testing.T) {
	t.Parallel()
	// A database the command must neither open nor create: a bad URL would
	// fail it, and a good one would leave a file.
	dbFile := filepath.Join(t.TempDir(), "confirmd.db")
	env := map[string]string{"CONFIRMD_DATABASE_URL": "sqlite:" + dbFile}
	badEnv := map[string]string{"CONFIRMD_DATABASE_URL": "nosuchdb://x"}

	offered := "" +
		"booked:     2026-11-25 08:00-12:00\n" +
		"offered:    1 2026-11-26 12:00-16:00\n" +
		"            2 2026-11-27 12:00-16:00\n" +
		"            3 2026-11-28 12:00-16:00\n"

	tests := []struct {
		name   string
		env    map[string]string
		stdin  string
		args   []string
		out    string
		stderr string // when set, what standard error must contain
	}{{
		name: "plain yes",
		env:  badEnv,
		args: []string{"yes"},
		out: "intent:     will_be_in\n" +
			"language:   en\n" +
			"confidence: 0.90\n" +
			"reason:     \"yes\" says yes\n",
	}, {
		name: "signer with notes",
		args: []string{"my husband Tom will be in, gate code 4321"},
		out: "intent:     alternate_signer\n" +
			"signer:     Tom\n" +
			"notes:      my husband; gate code 4321\n" +
			"language:   en\n" +
			"confidence: 0.90\n" +
			"reason:     \"my husband Tom will be in, gate code 4321\" names another person who will sign: Tom\n",
	}, {
		name: "unquoted words are one reply",
		args: []string{"--channel", "call", "yeah", "i'll", "be", "in"},
		out: "intent:     will_be_in\n" +
			"language:   en\n" +
			"confidence: 0.95\n" +
			"reason:     \"yeah i'll be in\" says someone will be in\n",
	}, {
		name: "slot pick",
		args: []string{"--slots", "3", "--expect", "slot", "the second one"},
		out: offered + "\n" +
			"intent:     reschedule\n" +
			"slot:       2 (2026-11-27 12:00-16:00)\n" +
			"language:   en\n" +
			"confidence: 0.90\n" +
			"reason:     \"the second one\" picks Friday 27 November, 12:00-16:00 (option 2)\n",
	}, {
		name: "question",
		args: []string{"what time will they come?"},
		out: "intent:     unclear\n" +
			"question:   time\n" +
			"language:   en\n" +
			"confidence: 0.50\n" +
			"reason:     \"what time will they come?\" asks a question rather than answering\n",
	}, {
		name: "json",
		args: []string{"--json", "my husband Tom will be in, gate code 4321 & ring twice"},
		out: `{"intent":"alternate_signer","signer":"Tom","slot":-1,"confidence":0.9,` +
			`"reason":"\"my husband Tom will be in, gate code 4321 & ring twice\" names another person who will sign: Tom",` +
			`"question":"","doubt":"","language":"en","notes":"my husband; gate code 4321 & ring twice"}` + "\n",
	}, {
		name: "json slot is the index from 0, slots on stderr",
		args: []string{"--slots", "3", "--expect", "slot", "--json", "the second one"},
		out: `{"intent":"reschedule","signer":"","slot":1,"confidence":0.9,` +
			`"reason":"\"the second one\" picks Friday 27 November, 12:00-16:00 (option 2)",` +
			`"question":"","doubt":"","language":"en","notes":""}` + "\n",
		stderr: offered,
	}, {
		name:  "stdin lines",
		stdin: "yes\n\n  \nFriday please\r\n",
		args:  []string{"--slots", "3"},
		out: offered + "\n" +
			"reply:      yes\n" +
			"intent:     will_be_in\n" +
			"language:   en\n" +
			"confidence: 0.90\n" +
			"reason:     \"yes\" says yes\n" +
			"\n" +
			"reply:      Friday please\n" +
			"intent:     reschedule\n" +
			"slot:       2 (2026-11-27 12:00-16:00)\n" +
			"language:   en\n" +
			"confidence: 0.85\n" +
			"reason:     \"Friday please\" picks Friday 27 November, 12:00-16:00 (option 2)\n",
	}, {
		name:  "stdin lines as JSONL",
		stdin: "yes\nno, cancel it",
		args:  []string{"--json", "-"},
		out: `{"intent":"will_be_in","signer":"","slot":-1,"confidence":0.9,"reason":"\"yes\" says yes","question":"","doubt":"","language":"en","notes":""}` + "\n" +
			`{"intent":"cancel","signer":"","slot":-1,"confidence":0.9,"reason":"\"no, cancel it\" asks to cancel the order","question":"","doubt":"","language":"en","notes":""}` + "\n",
	}, {
		name: "help",
		args: []string{"--help"},
		out:  interpretUsage,
	}, {
		name: "-h after text",
		args: []string{"yes", "-h"},
		out:  interpretUsage,
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e := env
			if tt.env != nil {
				e = tt.env
			}
			out, stderr, err := cliStdin(e, tt.stdin, append([]string{"interpret"}, tt.args...)...)
			if err != nil {
				t.Fatalf("interpret %q: %v\n%s", tt.args, err, stderr)
			}
			if d := cmp.Diff(tt.out, out); d != "" {
				t.Errorf("interpret %q (-want +got):\n%s", tt.args, d)
			}
			if !strings.Contains(stderr, tt.stderr) || tt.stderr == "" && stderr != "" {
				t.Errorf("interpret %q: stderr %q, want %q", tt.args, stderr, tt.stderr)
			}
		})
	}
	if _, err := os.Stat(dbFile); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("interpret touched the database: %v", err)
	}
}

func TestInterpretCommandUsageErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		stdin string
		args  []string
		want  string // in the error
	}{
		{"unknown channel", "", []string{"--channel", "email", "yes"}, `--channel "email" is not sms or call`},
		{"unknown expect", "", []string{"--expect", "maybe", "yes"}, `--expect "maybe" is not answer, slot, name, yesno_slot or yesno_handoff`},
		{"too many slots", "", []string{"--slots", "11", "yes"}, "--slots 11 is not between 0 and 10"},
		{"negative slots", "", []string{"--slots=-1", "yes"}, "--slots -1 is not between 0 and 10"},
		{"slots not a number", "", []string{"--slots", "three", "yes"}, "-slots"},
		{"slot without slots", "", []string{"--expect", "slot", "2"}, "--expect slot needs slots to pick from: add --slots N"},
		{"yesno_slot without slots", "", []string{"--expect", "yesno_slot", "yes"}, "--expect yesno_slot needs slots"},
		{"unknown flag", "", []string{"--lang", "pl", "tak"}, "-lang"},
		{"empty text", "", []string{"  "}, "no text"},
		{"no text on stdin", "\n \n", nil, "no text"},
		{"no text after dash", "", []string{"-"}, "no text"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			out, stderr, err := cliStdin(nil, tt.stdin, append([]string{"interpret"}, tt.args...)...)
			if !errors.Is(err, errUsage) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("interpret %q: error %v, want a usage error naming %q", tt.args, err, tt.want)
			}
			if out != "" || !strings.Contains(stderr, "Usage: confirmd interpret") {
				t.Errorf("interpret %q: stdout %q, stderr %q: want the usage on stderr only", tt.args, out, stderr)
			}
		})
	}
}

func TestInterpretCommandLongLine(t *testing.T) {
	t.Parallel()
	_, _, err := cliStdin(nil, "yes\n"+strings.Repeat("a", maxReplyLine+1)+"\n", "interpret")
	if err == nil || !strings.Contains(err.Error(), "line 2 of standard input is longer") || errors.Is(err, errUsage) {
		t.Fatalf("a line beyond the limit: %v", err)
	}
}

func TestUsageNamesInterpret(t *testing.T) {
	t.Parallel()
	out, _, err := cli(nil, "help")
	if err != nil || !strings.Contains(out, "confirmd interpret [--channel sms|call] [--slots N]") {
		t.Errorf("help: %v\n%s", err, out)
	}
}
