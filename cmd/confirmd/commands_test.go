package main

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
)

// eachCommand calls fn with the words of every command and group in the
// table, so that a new command is covered without a new test.
func eachCommand(cmds []*command, fn func(c *command, words []string)) {
	for _, c := range cmds {
		fn(c, strings.Fields(c.name))
		eachCommand(c.subs, fn)
	}
}

// TestEveryCommandHasHelp asks every command for its usage in each way a
// user might, in an empty directory with no configuration, and checks that
// it is printed on stdout, that the command does nothing else, and that a
// flag it does not have is a usage error with the usage on stderr.
func TestEveryCommandHasHelp(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir) // the default database, sqlite:confirmd.db, would land here
	run := func(args ...string) (stdout, stderr string, err error) {
		var out, errOut lockedBuffer
		a := &app{stdin: strings.NewReader(""), stdout: &out, stderr: &errOut, getenv: func(string) string { return "" },
			onListen: func(addr string) { t.Errorf("%q listens on %s", args, addr) }}
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		err = a.run(ctx, args)
		return out.String(), errOut.String(), err
	}
	n := 0
	eachCommand(commands, func(c *command, words []string) {
		n++
		for _, args := range [][]string{
			append(words[:len(words):len(words)], "--help"),
			append(words[:len(words):len(words)], "-h"),
			append([]string{"help"}, words...),
		} {
			out, stderr, err := run(args...)
			if err != nil || exitCode(err) != 0 {
				t.Errorf("confirmd %s: %v, want exit 0", strings.Join(args, " "), err)
			}
			if !strings.Contains(out, "confirmd "+c.name) || !strings.Contains(out, "sage") {
				t.Errorf("confirmd %s printed no usage naming %q on stdout:\n%s", strings.Join(args, " "), c.name, out)
			}
			if stderr != "" {
				t.Errorf("confirmd %s wrote on stderr: %s", strings.Join(args, " "), stderr)
			}
		}
		args := append(words[:len(words):len(words)], "--no-such-flag")
		out, stderr, err := run(args...)
		if !errors.Is(err, errUsage) || exitCode(err) != 2 {
			t.Errorf("confirmd %s: %v, want a usage error (exit 2)", strings.Join(args, " "), err)
		}
		if out != "" || !strings.Contains(stderr, "confirmd "+c.name) {
			t.Errorf("confirmd %s: stdout %q, stderr %q: want the usage on stderr only", strings.Join(args, " "), out, stderr)
		}
	})
	if n < 15 {
		t.Errorf("walked %d commands; the table seems to have lost some", n)
	}
	entries, err := os.ReadDir(dir)
	if err != nil || len(entries) > 0 {
		t.Errorf("asking for usage left files behind: %v %v", entries, err)
	}
}

func TestTopLevelUsage(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		args   []string
		code   int
		stdout bool // the usage on stdout rather than stderr
	}{
		{[]string{"help"}, 0, true},
		{[]string{"--help"}, 0, true},
		{[]string{"-h"}, 0, true},
		{nil, 2, false},
		{[]string{"frobnicate"}, 2, false},
		{[]string{"help", "frobnicate"}, 2, false},
		{[]string{"help", "keys", "frobnicate"}, 2, false},
		{[]string{"keys"}, 2, false},
		{[]string{"keys", "frobnicate"}, 2, false},
	} {
		out, stderr, err := cli(nil, tt.args...)
		if exitCode(err) != tt.code {
			t.Errorf("confirmd %q: %v, want exit %d", tt.args, err, tt.code)
		}
		got := stderr
		if tt.stdout {
			got = out
		}
		if !strings.Contains(got, "confirmd keys create --sandbox|--live") {
			t.Errorf("confirmd %q: stdout %q, stderr %q: want the list of commands on %s", tt.args, out, stderr, map[bool]string{true: "stdout", false: "stderr"}[tt.stdout])
		}
	}
}
