package main

// PostgreSQL stopped and started again under load. The server is the local
// Debian cluster the other tests share, so this test runs only when asked
// (CONFIRMD_TEST_PG_RESTART=1; .ci/run does, after make test) and always
// leaves the server running.

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/postgres"
)

// pgRestartEnv turns on TestPostgresRestart.
const pgRestartEnv = "CONFIRMD_TEST_PG_RESTART"

// pgServer is the local PostgreSQL cluster behind the test URL, driven with
// Debian's pg_ctlcluster.
type pgServer struct {
	version, cluster string
	host, port       string
}

// localPostgres finds the cluster of pg_lsclusters that listens on the test
// URL's port.
func localPostgres(t *testing.T) *pgServer {
	t.Helper()
	base := os.Getenv(postgres.TestURLEnv)
	if base == "" || base == "off" {
		base = postgres.DefaultTestURL
	}
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("%s: %v", postgres.TestURLEnv, err)
	}
	pg := &pgServer{host: u.Hostname(), port: u.Port()}
	if pg.port == "" {
		pg.port = "5432"
	}
	out, err := exec.Command("pg_lsclusters", "-h").Output()
	if err != nil {
		t.Fatalf("pg_lsclusters (this test needs a local Debian PostgreSQL): %v", err)
	}
	for _, line := range strings.Split(string(out), "\n") {
		if f := strings.Fields(line); len(f) >= 3 && f[2] == pg.port {
			pg.version, pg.cluster = f[0], f[1]
			return pg
		}
	}
	t.Fatalf("no local cluster listens on port %s:\n%s", pg.port, out)
	return nil
}

func (pg *pgServer) ctl(action string, extra ...string) error {
	args := append([]string{"--skip-systemctl-redirect", pg.version, pg.cluster, action}, extra...)
	out, err := exec.Command("pg_ctlcluster", args...).CombinedOutput()
	if err != nil {
		return fmt.Errorf("pg_ctlcluster %s: %v: %s", strings.Join(args, " "), err, out)
	}
	return nil
}

func (pg *pgServer) ready() bool {
	return exec.Command("pg_isready", "-q", "-h", pg.host, "-p", pg.port).Run() == nil
}

// ensureUp starts the server unless it answers, and waits for it.
func (pg *pgServer) ensureUp() error {
	if pg.ready() {
		return nil
	}
	err := pg.ctl("start")
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		if pg.ready() {
			return nil
		}
	}
	return fmt.Errorf("PostgreSQL is not answering on %s:%s (start: %v)", pg.host, pg.port, err)
}

// outcome is one request of the load during the restart.
type outcome struct {
	start  time.Time
	took   time.Duration
	what   string
	status int    // 0: no answer at all
	err    string // the JSON error, or what kept an answer from coming
}

func (o outcome) ok() bool { return o.status == 200 || o.status == 201 }

// restartLoad creates and reads confirmations from several goroutines until
// stopped, recording every request.
type restartLoad struct {
	mu       sync.Mutex
	outcomes []outcome
	acked    []string
	stop     chan struct{}
	wg       sync.WaitGroup
}

func startRestartLoad(p *proc, key, hookURL string, workers int) *restartLoad {
	l := &restartLoad{stop: make(chan struct{})}
	client := &http.Client{Timeout: 15 * time.Second}
	do := func(what, method, path, body string) (outcome, map[string]any) {
		req, _ := http.NewRequest(method, "http://"+p.addr+path, strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+key)
		o := outcome{start: time.Now(), what: what}
		res, err := client.Do(req)
		o.took = time.Since(o.start)
		if err != nil {
			o.err = err.Error()
			return o, nil
		}
		defer res.Body.Close()
		o.status = res.StatusCode
		var out map[string]any
		if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
			o.err = "answer is not JSON: " + err.Error()
		} else if e, _ := out["error"].(string); e != "" {
			o.err = e
		}
		return o, out
	}
	for range workers {
		l.wg.Go(func() {
			body := demoBody(hookURL)
			last := ""
			for {
				select {
				case <-l.stop:
					return
				default:
				}
				o, out := do("create", "POST", "/v1/confirmations", body)
				id := ""
				if c, ok := out["confirmation"].(map[string]any); ok && o.status == 201 {
					id, _ = c["id"].(string)
				}
				l.mu.Lock()
				l.outcomes = append(l.outcomes, o)
				if id != "" {
					l.acked, last = append(l.acked, id), id
				}
				l.mu.Unlock()
				if last != "" {
					o, _ := do("get", "GET", "/v1/confirmations/"+last, "")
					l.mu.Lock()
					l.outcomes = append(l.outcomes, o)
					l.mu.Unlock()
				}
				if !o.ok() {
					time.Sleep(20 * time.Millisecond) // the client's pause before it retries
				}
			}
		})
	}
	return l
}

// since returns the outcomes of requests started at or after t.
func (l *restartLoad) since(t time.Time) []outcome {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []outcome
	for _, o := range l.outcomes {
		if !o.start.Before(t) {
			out = append(out, o)
		}
	}
	return out
}

func (l *restartLoad) finish() ([]outcome, []string) {
	close(l.stop)
	l.wg.Wait()
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.outcomes, l.acked
}

// TestPostgresRestart stops PostgreSQL while clients create and read
// confirmations through a real confirmd process, and starts it again.
// While it is down every request must fail cleanly and fast: 503 with a
// JSON error, never a hang, never a 500. Once it is back the service must
// recover by itself within seconds, lose nothing it acknowledged, and its
// scheduler must carry every confirmation through to its webhook.
func TestPostgresRestart(t *testing.T) {
	if os.Getenv(pgRestartEnv) != "1" {
		t.Skipf("stops the PostgreSQL server other tests share; runs only with %s=1 (.ci/run sets it in a step of its own)", pgRestartEnv)
	}
	pg := localPostgres(t)
	if err := pg.ensureUp(); err != nil {
		t.Fatal(err)
	}
	dbURL := postgres.TestURL(t)
	// Registered after TestURL's own clean-up, so it runs before it: the
	// server is up again before the test schema is dropped, whatever
	// happened.
	t.Cleanup(func() {
		if err := pg.ensureUp(); err != nil {
			t.Errorf("leaving PostgreSQL running: %v", err)
		}
	})

	sendLog := filepath.Join(t.TempDir(), "sends.log")
	env := map[string]string{
		"CONFIRMD_DATABASE_URL":     dbURL,
		"CONFIRMD_SANDBOX_KEY":      "sk_test_pgrestartUgzj7ofAsMoYAMIalx6veFJ",
		"CONFIRMD_SIGNING_SECRET":   "whsec_pgrestartVOrg74GK2EOpNLaKWmks94G",
		"CONFIRMD_CLOCK_SPEED":      "30",
		"CONFIRMD_CLOCK_ORIGIN":     strconv.FormatInt(time.Now().UnixMilli(), 10),
		"CONFIRMD_SANDBOX_SEND_LOG": sendLog,
		"CONFIRMD_LOG_FORMAT":       "json",
	}
	key := env["CONFIRMD_SANDBOX_KEY"]
	hooks := newHookCounter(t, env["CONFIRMD_SIGNING_SECRET"])
	p := startProc(t, env)
	raiseLimit(t, env)

	load := startRestartLoad(p, key, hooks.srv.URL, 4)
	waitFor(t, 30*time.Second, "creates before the stop", func() bool { return len(load.since(time.Time{})) >= 100 })

	stopAt := time.Now()
	// Should the test die with the server down, it comes back anyway.
	watchdog := time.AfterFunc(60*time.Second, func() { pg.ensureUp() })
	defer watchdog.Stop()
	if err := pg.ctl("stop", "-m", "fast"); err != nil {
		t.Fatal(err)
	}
	downAt := time.Now()
	t.Logf("PostgreSQL stopped in %v", downAt.Sub(stopAt).Round(time.Millisecond))
	waitFor(t, 30*time.Second, "requests while PostgreSQL is down", func() bool {
		return time.Since(downAt) > 3*time.Second && len(load.since(downAt)) >= 20
	})
	status, body := call(t, "GET", "http://"+p.addr+"/readyz", "", "")
	if status != 503 || body["error"] == nil {
		t.Errorf("readyz while PostgreSQL is down: %d %v, want 503 with an error", status, body)
	}

	startAt := time.Now()
	if err := pg.ensureUp(); err != nil {
		t.Fatal(err)
	}
	upAt := time.Now()
	t.Logf("PostgreSQL down for %v; started again in %v", startAt.Sub(downAt).Round(time.Millisecond), upAt.Sub(startAt).Round(time.Millisecond))
	waitFor(t, 30*time.Second, "requests after PostgreSQL is back", func() bool {
		good := 0
		for _, o := range load.since(upAt) {
			if o.ok() {
				good++
			}
		}
		return time.Since(upAt) > 3*time.Second && good >= 50
	})
	outcomes, acked := load.finish()

	// While it was down: a clean 503 with a JSON error, fast.
	var during, before, after []outcome
	for _, o := range outcomes {
		switch {
		case o.start.Before(stopAt):
			before = append(before, o)
		case !o.start.Before(downAt) && o.start.Before(startAt):
			during = append(during, o)
		case !o.start.Before(upAt):
			after = append(after, o)
		}
		if o.took > 5*time.Second {
			t.Errorf("%s started %v after the stop took %v", o.what, o.start.Sub(stopAt).Round(time.Millisecond), o.took)
		}
		if !o.ok() && (o.status != 503 || o.err == "") {
			t.Errorf("%s started %v after the stop: status %d %q, want a 2xx or 503 with a JSON error",
				o.what, o.start.Sub(stopAt).Round(time.Millisecond), o.status, o.err)
		}
	}
	unavailable := 0
	var slowest time.Duration
	for _, o := range during {
		if o.ok() {
			t.Errorf("%s succeeded while PostgreSQL was down", o.what)
		}
		if o.status == 503 {
			unavailable++
		}
		slowest = max(slowest, o.took)
	}
	if unavailable < 10 {
		t.Errorf("only %d requests answered 503 while PostgreSQL was down; the test did not test the outage", unavailable)
	}
	for _, o := range before {
		if !o.ok() {
			t.Errorf("%s before the stop: %d %q", o.what, o.status, o.err)
		}
	}

	// After it is back: requests succeed again within seconds, by
	// themselves, and keep succeeding.
	recovered := upAt
	for _, o := range after {
		if !o.ok() {
			recovered = o.start.Add(o.took)
		}
	}
	if last := after[len(after)-1]; !last.ok() {
		t.Fatalf("not recovered: the last request failed with %d %q", last.status, last.err)
	}
	if d := recovered.Sub(upAt); d > 5*time.Second {
		t.Errorf("requests failed until %v after PostgreSQL was back", d)
	}
	t.Logf("%d requests before the stop, %d while down (all 503, slowest %v), %d after; all succeed again %v after PostgreSQL is back",
		len(before), len(during), slowest.Round(time.Millisecond), len(after), recovered.Sub(upAt).Round(time.Millisecond))

	// Nothing acknowledged is lost, and the scheduler carries on: every
	// confirmation runs to its end, nothing is sent twice, and every
	// closing's webhook is attempted.
	all := statuses(t, p, key)
	for _, id := range acked {
		if _, ok := all[id]; !ok {
			t.Errorf("confirmation %s was acknowledged with 201 and is lost", id)
		}
	}
	all = waitClosed(t, p, key, acked, 120*time.Second)
	for id, n := range sendCounts(t, sendLog) {
		if n > 1 {
			t.Errorf("%s sent %d times", id, n)
		}
	}
	waitFor(t, 60*time.Second, "every closed confirmation's webhook to be attempted", func() bool {
		return len(unattemptedWebhooks(t, dbURL, key, all)) == 0
	})
	t.Logf("%d acknowledged confirmations, all closed, with their webhooks attempted", len(acked))
	if logs := p.logs.String(); strings.Contains(logs, "panic") || strings.Contains(logs, `"msg":"internal error"`) {
		t.Errorf("the server panicked or answered an internal error:\n%s", logs)
	}
}
