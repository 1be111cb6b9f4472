package main

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/engine"
	"github.com/confirmd/confirmd/internal/postgres"
	"github.com/confirmd/confirmd/internal/sandbox"
	"github.com/confirmd/confirmd/internal/sqlite"
)

// The smoke tests run every mode with tiny sizes so that the tool keeps
// working; they check the shape of what it prints, never the figures,
// which depend on the machine.

// goalLine matches one goal's verdict.
var goalLine = regexp.MustCompile(`(?m)^(PASS|FAIL)  \S.* \(goal [^)]+\)$`)

// shape lists what each mode's output must hold: the lines (as regular
// expressions) and how many goals.
var shape = map[string]struct {
	args  []string
	lines []string
	goals int
	// check, if set, checks the figures that do not depend on the machine.
	check func(t *testing.T, out string)
}{
	"scheduler": {
		args: []string{"-n", "200"},
		lines: []string{`(?m)^storing 200 confirmations`, `(?m)^emails +200 steps`, `(?m)^calls `,
			`(?m)^memory +[0-9]+ MB resident when the work began \([0-9]+ MB of it Go's\); at the sampled peak [0-9]+ MB: Go runtime [0-9]+ MB \(heap objects [0-9]+ MB, [0-9]+ MB live after the last collection, GOGC [0-9]+\), other anonymous memory [0-9]+ MB, mapped files [0-9]+ MB$`,
			`(?m)^RESULT scheduler `},
		goals: 2,
	},
	"gets": {
		args: []string{"-n", "200", "-duration", "300ms", "-conns", "4", "-rounds", "2"},
		lines: []string{
			`(?m)^answer: [0-9,]+ bytes$`,
			`(?m)^round 1 API +[0-9,]+ requests/s, p50 `, `(?m)^round 2 bare +[0-9,]+ requests/s, p50 `,
			`(?m)^RESULT gets .*: API [0-9,]+ requests/s, bare handler [0-9,]+ requests/s .*, API / bare [0-9]+\.[0-9]{2}$`,
		},
		goals: 2,
	},
	"webhook": {
		args:  []string{"-n", "20"},
		lines: []string{`(?m)^RESULT webhook latency .*: n=20 median `},
		goals: 1,
	},
	"reads": {
		args: []string{"-n", "200", "-duration", "1s", "-conns", "4"},
		lines: []string{
			`(?m)^storing 200 confirmations`, `(?m)^stored in .*: [0-9,]+ creates/s`,
			`(?m)^ +kind +requests +req/s +p50 +p99 +max +errors$`,
			`(?m)^ +get +[0-9,]+ +[0-9,]+ +[0-9.]+ms +[0-9.]+ms +[0-9.]+ms +0$`,
			`(?m)^ +list +[0-9,]+ `, `(?m)^ +list status +[0-9,]+ `, `(?m)^ +list next +[0-9,]+ `, `(?m)^ +overall +[0-9,]+ `,
			`(?m)^CPU: .* per request$`,
			`(?m)^(PASS|FAIL)  throughput `, `(?m)^(PASS|FAIL)  p99 latency `, `(?m)^PASS  errors 0 `,
		},
		goals: 3,
	},
	"creates": {
		args: []string{"-duration", "1s", "-conns", "4"},
		lines: []string{
			`(?m)^ +create +[0-9,]+ +[0-9,]+ +[0-9.]+ms +[0-9.]+ms +[0-9.]+ms +0$`,
			`(?m)^API: [0-9,]+ creates/s, the slowest whole second [0-9,]+$`,
			`(?m)^store alone: [0-9,]+ creates in .* = [0-9,]+ creates/s, p50 [0-9.]+ms, p99 [0-9.]+ms$`,
			`(?m)^API / store alone: [0-9.]+$`,
			`(?m)^(PASS|FAIL)  throughput `, `(?m)^(PASS|FAIL)  API / store alone `, `(?m)^PASS  errors 0 `,
		},
		goals: 4,
	},
	"hostile": {
		args: []string{"-n", "200", "-duration", "5s"},
		lines: []string{
			`(?m)^storing 200 confirmations`,
			`(?m)^ +overall +[0-9,]+ .* 0$`,
			`(?m)^B alone: [0-9,]+ requests, [0-9,]+/s, p50 [0-9.]+ms, p90 [0-9.]+ms, p99 [0-9.]+ms, max [0-9.]+ms$`,
			`(?m)^B: [0-9,]+ requests, [0-9,]+/s, p50 [0-9.]+ms, p90 [0-9.]+ms, p99 [0-9.]+ms, max [0-9.]+ms$`,
			`(?m)^ +kind +attempts( +[0-9]{3})+$`,
			`(?m)^streams: [0-9,]+ accepted, at most [0-9]+ open at once; [0-9,]+ refused with 429$`,
			// The first resolution queues a webhook, the same again none.
			`(?m)^webhooks queued by [0-9,]+ resolves of 2 confirmations: 2$`,
			`(?m)^largest of A's confirmations: [0-9,]+ bytes `,
			`(?m)^(PASS|FAIL)  B's GET p99 [0-9.]+ms \(goal < 50ms\)$`,
		},
		goals: 1,
		check: checkHostile,
	},
	"procs": {
		args: []string{"-n", "60", "-max", "2", "-rounds", "1"},
		lines: []string{
			`(?m)^1 processes: [0-9,]+ steps/s steady, [0-9,]+ steps/s whole \(.*\), each email once: 60$`,
			`(?m)^2 processes: [0-9,]+ steps/s steady, [0-9,]+ steps/s whole \(.*\), each email once: [0-9,]+\+[0-9,]+$`,
			`(?m)^RESULT procs .*: 2 processes, [0-9]+ steps/s$`,
		},
	},
	"soak": {
		args: []string{"-n", "200", "-idle", "2s"},
		lines: []string{
			`(?m)^stored in .*: [0-9,]+ creates/s`,
			`(?m)^nothing is due before `,
			`(?m)^start-up +[0-9.]+m?s `,
			`(?m)^RSS +[0-9]+ MB when ready, [0-9]+ MB at the end, [0-9]+ MB at most`,
			`(?m)^peak RSS +[0-9]+ MB`,
			`(?m)^idle CPU +[0-9.]+% of one core`,
			// Not figures: nothing may be due, and confirmd must stop cleanly.
			`(?m)^PASS  messages sent while idle 0 `,
			`(?m)^PASS  clean exit on SIGTERM status 0 `,
		},
		goals: 5,
	},
}

func TestModes(t *testing.T) {
	bin := confirmdBinary(t)
	for _, db := range []struct {
		name string
		url  func(t *testing.T) string
	}{
		{"sqlite", func(t *testing.T) string { return "sqlite:" + filepath.Join(t.TempDir(), "load.db") }},
		{"postgres", postgresURL},
	} {
		for mode, want := range shape {
			t.Run(db.name+"/"+mode, func(t *testing.T) {
				t.Parallel()
				url := db.url(t)
				args := append([]string{mode, "-db", url}, want.args...)
				if mode == "soak" || mode == "procs" {
					args = append(args, "-confirmd", bin)
				}
				var stdout, stderr bytes.Buffer
				if err := run(t.Context(), args, &stdout, &stderr); err != nil {
					t.Fatalf("confirmload %s: %v\n%s%s", strings.Join(args, " "), err, stdout.String(), stderr.String())
				}
				out := stdout.String()
				for _, re := range want.lines {
					if !regexp.MustCompile(re).MatchString(out) {
						t.Errorf("output lacks a line matching %s:\n%s", re, out)
					}
				}
				if got := len(goalLine.FindAllString(out, -1)); got != want.goals {
					t.Errorf("%d goal lines, want %d:\n%s", got, want.goals, out)
				}
				if want.check != nil {
					want.check(t, out)
				}
				checkRemoved(t, url, out)
			})
		}
	}
}

// checkRemoved checks that the run's database is gone.
func checkRemoved(t *testing.T, url, out string) {
	t.Helper()
	if path, ok := strings.CutPrefix(url, "sqlite:"); ok {
		for _, suffix := range []string{"", "-wal", "-shm"} {
			if _, err := os.Stat(path + suffix); !os.IsNotExist(err) {
				t.Errorf("%s is left behind (stat: %v)", path+suffix, err)
			}
		}
		return
	}
	m := regexp.MustCompile(`schema (confirmload_[0-9a-f]+) \(dropped at the end\)`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("output does not name the scratch schema:\n%s", out)
	}
	conn, err := pgx.Connect(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.WithoutCancel(t.Context()))
	var n int
	if err := conn.QueryRow(t.Context(), `SELECT count(*) FROM pg_namespace WHERE nspname = $1`, m[1]).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 0 {
		t.Errorf("schema %s is left behind", m[1])
	}
}

// postgresURL returns the test server's URL without a search_path, so the
// run makes its own schema. Like the store tests, it skips only when the
// PostgreSQL tests are turned off, and fails when the server is away.
func postgresURL(t *testing.T) string {
	u := os.Getenv(postgres.TestURLEnv)
	switch u {
	case "off":
		if os.Getenv("CI") != "" {
			t.Fatalf("%s=off, but CI must run the PostgreSQL tests", postgres.TestURLEnv)
		}
		t.Skipf("PostgreSQL tests are off (%s=off)", postgres.TestURLEnv)
	case "":
		u = postgres.DefaultTestURL
	}
	return u
}

var (
	buildOnce sync.Once
	built     string
	buildErr  error
)

// confirmdBinary builds confirmd once for every soak of the test run.
func confirmdBinary(t *testing.T) string {
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "confirmload-test-")
		if err != nil {
			buildErr = err
			return
		}
		built, buildErr = buildConfirmd(context.Background(), dir)
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	t.Cleanup(func() { os.RemoveAll(filepath.Dir(built)) })
	return built
}

// TestCompare runs compare with tiny sizes, this build against itself,
// and checks that it prints a ratio for every measure.
func TestCompare(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "confirmload")
	if out, err := exec.CommandContext(t.Context(), "go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("building confirmload: %v\n%s", err, out)
	}
	var stdout bytes.Buffer
	args := []string{"compare", "-this", bin, "-baseline", bin, "-db", "sqlite:", "-rounds", "1", "-duration", "200ms", "-n", "30"}
	if err := run(t.Context(), args, &stdout, io.Discard); err != nil {
		t.Fatalf("confirmload %s: %v\n%s", strings.Join(args, " "), err, stdout.String())
	}
	for _, m := range measures {
		re := regexp.MustCompile(`(?m)^  ` + regexp.QuoteMeta(m.name) + ` +[\d,]+ +[\d,]+ +\d+\.\d\d   \[[\d,]+\] \[[\d,]+\]$`)
		if !re.MatchString(stdout.String()) {
			t.Errorf("no ratio for %s:\n%s", m.name, stdout.String())
		}
	}
}

func TestBadArguments(t *testing.T) {
	existing := filepath.Join(t.TempDir(), "there.db")
	if err := os.WriteFile(existing, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, "usage"},
		{[]string{"bogus", "-db", "sqlite:"}, `unknown mode "bogus"`},
		{[]string{"reads"}, "-db is required"},
		{[]string{"reads", "-db", "mysql://x"}, `-db "mysql://x" must be sqlite:PATH or postgres://`},
		{[]string{"reads", "-db", "sqlite:" + existing}, existing + " already exists"},
		{[]string{"reads", "-db", "sqlite:", "-n", "0"}, "-n must be at least 1"},
		{[]string{"creates", "-db", "sqlite:", "-duration", "-1s"}, "-duration must be a positive duration"},
		{[]string{"soak", "-db", "sqlite:", "extra"}, `unexpected argument "extra"`},
		{[]string{"compare", "-db", "sqlite:"}, "-baseline is required"},
		{[]string{"compare", "-baseline", existing}, "is not an executable file"},
		{[]string{"compare", "-baseline", "/bin/true"}, "-db is required"},
	} {
		err := run(t.Context(), tc.args, io.Discard, io.Discard)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("confirmload %s: error %v, want one containing %q", strings.Join(tc.args, " "), err, tc.want)
		}
	}
	// An existing file is never touched.
	if _, err := os.Stat(existing); err != nil {
		t.Errorf("the existing database is gone: %v", err)
	}
}

// TestEmailGoneMatchesEngine checks that the soak's confirmations are what
// the scheduler makes of a new one when it sends the email, so that the
// soak measures confirmd in a state it really reaches.
func TestEmailGoneMatchesEngine(t *testing.T) {
	ctx := t.Context()
	st, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "confirmd.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for _, now := range []time.Time{
		time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC), // the text in two hours
		time.Date(2026, 11, 23, 19, 0, 0, 0, time.UTC), // the text the next morning
	} {
		a, _, err := newAccount(ctx, st, now, 0)
		if err != nil {
			t.Fatal(err)
		}
		sent, err := requestFor("t", 1, now).build(a, now)
		if err != nil {
			t.Fatal(err)
		}
		if err := st.CreateConfirmation(ctx, sent, nil); err != nil {
			t.Fatal(err)
		}
		e := &engine.Engine{Store: st, Clock: clock.NewFake(now), Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Sandbox: &sandbox.Channel{}}
		if n, err := e.RunDue(ctx); err != nil || n != 1 {
			t.Fatalf("RunDue = %d, %v; want 1 step", n, err)
		}
		got, err := st.GetConfirmation(ctx, confirm.Scope{AccountID: a.ID, Sandbox: true}, sent.ID)
		if err != nil {
			t.Fatal(err)
		}
		want, err := requestFor("t", 1, now).build(a, now)
		if err != nil {
			t.Fatal(err)
		}
		emailGone(want, now)
		want.ID = got.ID
		if diff := cmp.Diff(want, got, cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("at %v: mismatch (-want +got):\n%s", now, diff)
		}
		if due, ok, err := st.NextDueAt(ctx); err != nil || !ok || !due.Equal(want.WakeAt) {
			t.Errorf("at %v: NextDueAt = %v, %v, %v; want %v", now, due, ok, err, want.WakeAt)
		}
		// Close it, so the next case's NextDueAt sees only its own.
		if _, err := st.UpdateConfirmation(ctx, confirm.Scope{AccountID: a.ID, Sandbox: true}, got.ID, func(c *confirm.Confirmation) error {
			return c.Cancel(now, "")
		}); err != nil {
			t.Fatal(err)
		}
	}
}

func TestNextCursor(t *testing.T) {
	for _, tc := range []struct {
		page, want string
		err        bool
	}{
		{`{"confirmations":[{"events":[{"text":"say \"nextCursor\": \"no\""}]}],"nextCursor":"abc"}` + "\n", "abc", false},
		{`{"confirmations":[],"nextCursor":null}`, "", false},
		{`{"confirmations": [], "nextCursor": "a\u002fb" }`, "a/b", false},
		{`{"confirmations":[]}`, "", true},
		{`{"nextCursor":7}`, "", true},
	} {
		got, err := nextCursor([]byte(tc.page))
		if got != tc.want || (err != nil) != tc.err {
			t.Errorf("nextCursor(%s) = %q, %v; want %q, error %v", tc.page, got, err, tc.want, tc.err)
		}
	}
}

// checkHostile checks that the hostile account met every limit it pushed
// against: the caps of streams per sign-in and per address (always
// reached: every sign-in tries more streams than its cap), and, as far as
// the writers got, the 50 messages of a confirmation (409 from the 51st
// attempt) and the key's 300 an hour (429 from the 301st).
func checkHostile(t *testing.T, out string) {
	t.Helper()
	streams := attemptRows(t, out)
	m := regexp.MustCompile(`(?m)^streams: ([0-9,]+) accepted, at most ([0-9]+) open at once; ([0-9,]+) refused with 429$`).FindStringSubmatch(out)
	if m == nil {
		return // reported by the lines
	}
	accepted, peak, refused := atoi(t, m[1]), atoi(t, m[2]), atoi(t, m[3])
	// Every sign-in tries ten streams, and eight is the cap of one.
	if refused == 0 || peak > 32 || accepted > 32 {
		t.Errorf("streams: %d accepted, at most %d open, %d refused; want at most 32 and some refused:\n%s", accepted, peak, refused, out)
	}
	if got := streams["inbox streams"][200] + streams["thread streams"][200]; got != accepted {
		t.Errorf("streams answered 200: %d, but %d accepted", got, accepted)
	}

	msgs := streams["messages"]
	n := msgs[0] + msgs[201] + msgs[409] + msgs[429]
	if n != msgs[-1] {
		t.Errorf("messages: answers other than 201, 409 and 429: %v\n%s", msgs, out)
	}
	want := map[int]int{201: min(n, 50), 409: min(max(n-50, 0), 250), 429: max(n-300, 0)}
	if msgs[0] > 0 {
		t.Errorf("messages: %d without an answer\n%s", msgs[0], out)
	}
	for status, w := range want {
		if msgs[status] != w {
			t.Errorf("messages: %d answered %d, want %d of %d attempts\n%s", msgs[status], status, w, n, out)
		}
	}
	// How far the writers get depends on the machine: on a busy one the
	// first 50 messages may take the whole run. Whatever they reached,
	// the answers above must be exactly the limits'.
	if n == 0 {
		t.Errorf("no message attempted:\n%s", out)
	} else if n <= 300 {
		t.Logf("%d messages attempted: the key's 300 an hour were not reached in the run", n)
	}
	for _, kind := range []string{"replies", "resolves", "sign-ins"} {
		if streams[kind][-1] == 0 {
			t.Errorf("no %s attempted:\n%s", kind, out)
		}
	}
}

// attemptRows reads the table of A's attempts: per kind, the attempts
// under -1 and the number of each status.
func attemptRows(t *testing.T, out string) map[string]map[int]int {
	t.Helper()
	lines := strings.Split(out, "\n")
	start := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(strings.TrimSpace(l), "kind  attempts") })
	if start < 0 {
		t.Fatalf("no table of attempts:\n%s", out)
	}
	head := strings.Fields(lines[start])[2:]
	rows := map[string]map[int]int{}
	for _, l := range lines[start+1:] {
		f := strings.Fields(l)
		if !strings.HasPrefix(l, " ") || len(f) < 2+len(head) {
			break
		}
		// The kind may be two words.
		kind := strings.Join(f[:len(f)-1-len(head)], " ")
		row := map[int]int{-1: atoi(t, f[len(f)-1-len(head)])}
		for i, h := range head {
			row[atoi(t, h)] = atoi(t, f[len(f)-len(head)+i])
		}
		rows[kind] = row
	}
	return rows
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(strings.ReplaceAll(s, ",", ""))
	if err != nil {
		t.Fatalf("%q is not a number", s)
	}
	return n
}
