package main

// Tests that run confirmd as real processes: killed with SIGKILL in the
// middle of its work, and two side by side on one PostgreSQL.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dburl"
	"github.com/confirmd/confirmd/internal/postgres"
	"github.com/confirmd/confirmd/internal/testdb"
	"github.com/confirmd/confirmd/webhook"
)

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// binary builds confirmd once for the process tests.
func binary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "confirmd-bin")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "confirmd")
		out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

// proc is one confirmd serve process.
type proc struct {
	cmd  *exec.Cmd
	addr string
	logs *lockedBuffer
}

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// startProc starts confirmd serve with env and waits until it answers.
func startProc(t *testing.T, env map[string]string) *proc {
	t.Helper()
	p := &proc{addr: freeAddr(t), logs: &lockedBuffer{}}
	p.cmd = exec.Command(binary(t), "serve")
	// A first start writes the new sandbox key beside the database, or on
	// PostgreSQL to the working directory, this package's source: not here.
	p.cmd.Env = append(os.Environ(), "CONFIRMD_ADDR="+p.addr, "CONFIRMD_DATA_DIR="+t.TempDir())
	for k, v := range env {
		p.cmd.Env = append(p.cmd.Env, k+"="+v)
	}
	p.cmd.Stdout, p.cmd.Stderr = p.logs, p.logs
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.cmd.Process.Kill(); p.cmd.Wait() })
	for i := 0; ; i++ {
		res, err := http.Get("http://" + p.addr + "/readyz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return p
			}
		}
		if i > 300 {
			t.Fatalf("confirmd did not start:\n%s", p.logs.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func (p *proc) kill(t *testing.T) {
	t.Helper()
	if err := p.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	p.cmd.Wait()
}

// hookCounter counts signed webhook deliveries per confirmation.
type hookCounter struct {
	mu    sync.Mutex
	count map[string]int
	srv   *httptest.Server
}

func newHookCounter(t *testing.T, secret string) *hookCounter {
	h := &hookCounter{count: map[string]int{}}
	h.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if err := webhook.Verify(secret, body, r.Header.Get(webhook.SignatureHeader)); err != nil {
			t.Errorf("webhook signature: %v", err)
			w.WriteHeader(401)
			return
		}
		var e webhook.Event
		json.Unmarshal(body, &e)
		h.mu.Lock()
		h.count[e.Data.ID]++
		h.mu.Unlock()
		w.WriteHeader(204)
	}))
	t.Cleanup(h.srv.Close)
	return h
}

func (h *hookCounter) snapshot() map[string]int {
	h.mu.Lock()
	defer h.mu.Unlock()
	m := make(map[string]int, len(h.count))
	for k, v := range h.count {
		m[k] = v
	}
	return m
}

// demoBody is a create request of a demo confirmation whose webhook goes to
// hookURL.
func demoBody(hookURL string) string {
	return `{"customer":{"name":"Jane Smith","phone":"+447400123456","email":"jane@example.com"},
	 "order":{"date":"2099-01-05","window":{"from":"08:00","to":"12:00"},"items":[{"name":"Sofa"}]},
	 "cadence":"demo","webhookUrl":"` + hookURL + `"}`
}

// createMany creates n demo confirmations through the API of the given
// processes in turn, 8 at a time, and returns their ids.
func createMany(t *testing.T, procs []*proc, key, hookURL string, n int) []string {
	t.Helper()
	body := demoBody(hookURL)
	ids := make([]string, n)
	var wg sync.WaitGroup
	sem := make(chan struct{}, 8)
	for i := range n {
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			p := procs[i%len(procs)]
			req, _ := http.NewRequest("POST", "http://"+p.addr+"/v1/confirmations", strings.NewReader(body))
			req.Header.Set("Authorization", "Bearer "+key)
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Errorf("create %d: %v", i, err)
				return
			}
			defer res.Body.Close()
			var out struct{ Confirmation struct{ ID string } }
			json.NewDecoder(res.Body).Decode(&out)
			if res.StatusCode != 201 {
				t.Errorf("create %d: status %d", i, res.StatusCode)
			}
			ids[i] = out.Confirmation.ID
		})
	}
	wg.Wait()
	return ids
}

// creator creates demo confirmations from several goroutines, one after
// another, through whichever process is current, until finish; it keeps
// the id of every create answered 201. A create that gets no answer (the
// process is down) is not acknowledged and is not kept; any answer but 201
// fails the test.
type creator struct {
	cur  atomic.Pointer[proc]
	stop chan struct{}
	wg   sync.WaitGroup

	mu       sync.Mutex
	acked    []string
	noAnswer int
}

func startCreator(t *testing.T, p *proc, key, hookURL string, workers int) *creator {
	c := &creator{stop: make(chan struct{})}
	c.cur.Store(p)
	client := &http.Client{Timeout: 30 * time.Second}
	body := demoBody(hookURL)
	for range workers {
		c.wg.Go(func() {
			for {
				select {
				case <-c.stop:
					return
				default:
				}
				req, _ := http.NewRequest("POST", "http://"+c.cur.Load().addr+"/v1/confirmations", strings.NewReader(body))
				req.Header.Set("Authorization", "Bearer "+key)
				res, err := client.Do(req)
				if err != nil {
					c.mu.Lock()
					c.noAnswer++
					c.mu.Unlock()
					time.Sleep(10 * time.Millisecond) // the client's pause before it retries
					continue
				}
				var out struct{ Confirmation struct{ ID string } }
				derr := json.NewDecoder(res.Body).Decode(&out)
				res.Body.Close()
				if res.StatusCode != 201 || derr != nil || out.Confirmation.ID == "" {
					t.Errorf("create: status %d (%v)", res.StatusCode, derr)
					continue
				}
				c.mu.Lock()
				c.acked = append(c.acked, out.Confirmation.ID)
				c.mu.Unlock()
			}
		})
	}
	return c
}

// switchTo sends the following creates to p.
func (c *creator) switchTo(p *proc) { c.cur.Store(p) }

// ackedCount is how many creates have been answered 201 so far.
func (c *creator) ackedCount() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.acked)
}

// finish stops the creates and returns the acknowledged ids and how many
// requests got no answer.
func (c *creator) finish() ([]string, int) {
	close(c.stop)
	c.wg.Wait()
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.acked, c.noAnswer
}

// waitFor polls cond until it holds, failing the test after limit.
func waitFor(t *testing.T, limit time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %v waiting for %s", limit, what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// unattemptedWebhooks opens the database at dbURL, as an operator would,
// and returns the closed confirmations among all whose webhook has no
// recorded attempt.
func unattemptedWebhooks(t *testing.T, dbURL, key string, all map[string]map[string]any) []string {
	t.Helper()
	st, err := dburl.Open(t.Context(), dbURL)
	if err != nil {
		t.Fatalf("opening the database: %v", err)
	}
	defer st.Close()
	k, acct, err := st.APIKeyByHash(t.Context(), confirm.HashKey(key))
	if err != nil {
		t.Fatalf("finding the key's account: %v", err)
	}
	scope := confirm.Scope{AccountID: acct.ID, Sandbox: k.Sandbox}
	var missing []string
	for id, c := range all {
		if s := confirm.Status(c["status"].(string)); s.Open() || s == confirm.StatusCancelled {
			continue
		}
		ds, err := st.ListDeliveries(t.Context(), scope, id)
		if err != nil {
			t.Fatalf("ListDeliveries: %v", err)
		}
		if len(ds) == 0 || len(ds[0].Attempts) == 0 {
			missing = append(missing, id)
		}
	}
	return missing
}

// statuses reads every confirmation of the key through the list endpoint.
func statuses(t *testing.T, p *proc, key string) map[string]map[string]any {
	t.Helper()
	out := map[string]map[string]any{}
	cursor := ""
	for {
		url := "http://" + p.addr + "/v1/confirmations?limit=100"
		if cursor != "" {
			url += "&cursor=" + cursor
		}
		status, body := call(t, "GET", url, key, "")
		if status != 200 {
			t.Fatalf("list: %d %v", status, body)
		}
		for _, c := range body["confirmations"].([]any) {
			c := c.(map[string]any)
			out[c["id"].(string)] = c
		}
		next, _ := body["nextCursor"].(string)
		if next == "" {
			return out
		}
		cursor = next
	}
}

// waitClosed waits until every id is closed, or fails after limit.
func waitClosed(t *testing.T, p *proc, key string, ids []string, limit time.Duration) map[string]map[string]any {
	t.Helper()
	deadline := time.Now().Add(limit)
	for {
		all := statuses(t, p, key)
		open := 0
		for _, id := range ids {
			if c, ok := all[id]; !ok || c["status"] == "scheduled" || c["status"] == "in_progress" {
				open++
			}
		}
		if open == 0 {
			return all
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d confirmations still open after %v", open, len(ids), limit)
		}
		time.Sleep(250 * time.Millisecond)
	}
}

// sendCounts reads the sandbox send logs: how often each "<id> <channel>"
// was handed to the channel.
func sendCounts(t *testing.T, files ...string) map[string]int {
	t.Helper()
	m := map[string]int{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
		for _, line := range bytes.Split(bytes.TrimSpace(b), []byte("\n")) {
			if len(line) > 0 {
				m[string(line)]++
			}
		}
	}
	return m
}

// raiseLimit lifts the create limit of the only account in the database of
// env, so that load tests are not refused with 429.
func raiseLimit(t *testing.T, env map[string]string) {
	t.Helper()
	run := func(args ...string) string {
		var out lockedBuffer
		a := &app{stdout: &out, stderr: &out, getenv: func(k string) string { return env[k] }}
		if err := a.run(context.Background(), args); err != nil {
			t.Fatalf("confirmd %v: %v\n%s", args, err, out.String())
		}
		return out.String()
	}
	acct := strings.Fields(strings.Split(run("accounts", "list"), "\n")[1])[0]
	run("accounts", "set-limit", "--account", acct, "--limit", "100000")
}

// TestCrashMidFlight kills confirmd with SIGKILL while 1,000 demo
// confirmations are mid-flight, restarts it on the same database, and
// checks that nothing was lost, no step was sent twice, and every webhook
// due was attempted.
func TestCrashMidFlight(t *testing.T) {
	if testing.Short() && os.Getenv("CI") == "" {
		t.Skip("starts real processes; -short leaves it out (never in CI)")
	}
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		dir := t.TempDir()
		sendLog := filepath.Join(dir, "sends.log")
		env := map[string]string{
			"CONFIRMD_DATABASE_URL":     k.URL(t),
			"CONFIRMD_SANDBOX_KEY":      "sk_test_crashpm5sPzkzs2GnWkUfHWD2PKdzLE0",
			"CONFIRMD_SIGNING_SECRET":   "whsec_crashz3pqbNXn8MkW6tMUVOMqNwMYISk",
			"CONFIRMD_CLOCK_SPEED":      "30",
			"CONFIRMD_CLOCK_ORIGIN":     strconv.FormatInt(time.Now().UnixMilli(), 10),
			"CONFIRMD_SANDBOX_SEND_LOG": sendLog,
			// Sends take a while, as a provider's do, so the kill lands
			// while a batch is on its way: a send is logged when it starts,
			// and its batch is saved 300 ms later at the earliest.
			"CONFIRMD_SANDBOX_SEND_DELAY": "300ms",
		}
		hooks := newHookCounter(t, "whsec_crashz3pqbNXn8MkW6tMUVOMqNwMYISk")
		p := startProc(t, env)
		raiseLimit(t, env)
		ids := createMany(t, []*proc{p}, "sk_test_crashpm5sPzkzs2GnWkUfHWD2PKdzLE0", hooks.srv.URL, 1000)
		// Kill while the texts are going out: after every email and 300
		// texts, a batch of texts is marked as sending and half sent.
		for deadline := time.Now().Add(60 * time.Second); ; {
			n := 0
			for k := range sendCounts(t, sendLog) {
				if strings.HasSuffix(k, " sms") {
					n++
				}
			}
			if n >= 300 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("texts did not start going out")
			}
			time.Sleep(5 * time.Millisecond)
		}
		p.kill(t)
		before := sendCounts(t, sendLog)

		p2 := startProc(t, env)
		all := waitClosed(t, p2, "sk_test_crashpm5sPzkzs2GnWkUfHWD2PKdzLE0", ids, 90*time.Second)
		sends := sendCounts(t, sendLog)
		interrupted := 0
		for _, id := range ids {
			c, ok := all[id]
			if !ok {
				t.Fatalf("confirmation %s lost", id)
			}
			if c["status"] != "unreachable" {
				t.Errorf("%s ended %v", id, c["status"])
			}
			for _, ch := range []string{"email", "sms", "call"} {
				if n := sends[id+" "+ch]; n > 1 {
					t.Errorf("%s: %s sent %d times", id, ch, n)
				}
			}
			for _, s := range c["steps"].([]any) {
				if s.(map[string]any)["state"] == "failed" {
					interrupted++
				}
			}
		}
		// Every webhook due is attempted: give the sender a moment to finish.
		deadline := time.Now().Add(30 * time.Second)
		for {
			got := hooks.snapshot()
			missing := 0
			for _, id := range ids {
				if got[id] == 0 {
					missing++
				}
			}
			if missing == 0 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("%d confirmations never had their webhook attempted", missing)
			}
			time.Sleep(200 * time.Millisecond)
		}
		if interrupted == 0 {
			t.Errorf("the kill interrupted no send; the test did not test recovery")
		}
		t.Logf("%s: %d sends before the kill, %d after; %d steps failed as interrupted", k.Name, len(before), len(sends)-len(before), interrupted)
	})
}

// TestTwoProcessesOnePostgres runs two confirmd processes on one PostgreSQL
// database with 2,000 demo confirmations: every step runs exactly once and
// every confirmation gets exactly one webhook.
func TestTwoProcessesOnePostgres(t *testing.T) {
	if testing.Short() && os.Getenv("CI") == "" {
		t.Skip("starts real processes; -short leaves it out (never in CI)")
	}
	dir := t.TempDir()
	url := postgres.TestURL(t)
	origin := strconv.FormatInt(time.Now().UnixMilli(), 10)
	hooks := newHookCounter(t, "whsec_twolYepT6OpC30mAQIOrfJHNJ9Rua7Ow")
	var procs []*proc
	var logs []string
	for i := range 2 {
		log := filepath.Join(dir, fmt.Sprintf("sends-%d.log", i))
		logs = append(logs, log)
		env := map[string]string{
			"CONFIRMD_DATABASE_URL":   url,
			"CONFIRMD_SANDBOX_KEY":    "sk_test_twoGykOA7LkqKpfPJnQhS9xtzjhKMlcr",
			"CONFIRMD_SIGNING_SECRET": "whsec_twolYepT6OpC30mAQIOrfJHNJ9Rua7Ow",
			// Leases are measured on the scaled clock: at 10 times real
			// speed a webhook's 40 s lease is still 4 s of real time, more
			// than a delivery takes on a loaded machine, so the two
			// processes never both hold one.
			"CONFIRMD_CLOCK_SPEED":      "10",
			"CONFIRMD_CLOCK_ORIGIN":     origin,
			"CONFIRMD_SANDBOX_SEND_LOG": log,
		}
		procs = append(procs, startProc(t, env))
		if i == 0 {
			raiseLimit(t, env)
		}
	}
	ids := createMany(t, procs, "sk_test_twoGykOA7LkqKpfPJnQhS9xtzjhKMlcr", hooks.srv.URL, 2000)
	waitClosed(t, procs[1], "sk_test_twoGykOA7LkqKpfPJnQhS9xtzjhKMlcr", ids, 120*time.Second)
	sends := sendCounts(t, logs...)
	perProc := []int{len(sendCounts(t, logs[0])), len(sendCounts(t, logs[1]))}
	for _, id := range ids {
		for _, ch := range []string{"email", "sms", "call"} {
			if n := sends[id+" "+ch]; n != 1 {
				t.Fatalf("%s: %s sent %d times, want exactly once", id, ch, n)
			}
		}
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		got := hooks.snapshot()
		done := true
		for _, id := range ids {
			if got[id] > 1 {
				t.Fatalf("%s: %d webhooks", id, got[id])
			}
			done = done && got[id] == 1
		}
		if done {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("webhooks missing after 30s")
		}
		time.Sleep(200 * time.Millisecond)
	}
	if perProc[0] == 0 || perProc[1] == 0 {
		t.Errorf("one process did all the work: %v", perProc)
	}
	t.Logf("steps sent per process: %v", perProc)
}
