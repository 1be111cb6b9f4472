package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/testdb"
)

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// running is confirmd serve running in-process.
type running struct {
	addr        string
	metricsAddr string // when CONFIRMD_METRICS_ADDR gives metrics a listener of their own
	stderr      *lockedBuffer
	stop        func() error
}

// mustServe runs `confirmd serve` on a free port with env and waits until it
// listens.
func mustServe(t *testing.T, env map[string]string) *running {
	t.Helper()
	return mustServeApp(t, env, nil)
}

// mustServeApp is mustServe letting edit change the app first.
func mustServeApp(t *testing.T, env map[string]string, edit func(*app)) *running {
	t.Helper()
	env["CONFIRMD_ADDR"] = "127.0.0.1:0"
	if _, ok := env["CONFIRMD_DATA_DIR"]; !ok && !strings.HasPrefix(env["CONFIRMD_DATABASE_URL"], "sqlite:") {
		// On PostgreSQL a first start would write its key to the working
		// directory, this package's source.
		env["CONFIRMD_DATA_DIR"] = t.TempDir()
	}
	stderr := &lockedBuffer{}
	listening := make(chan string, 1)
	var metricsAddr string // set before the API listens
	a := &app{stdout: &lockedBuffer{}, stderr: stderr, getenv: func(k string) string { return env[k] },
		onListen: func(addr string) { listening <- addr }, onMetricsListen: func(addr string) { metricsAddr = addr }}
	if edit != nil {
		edit(a)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- a.run(ctx, []string{"serve"}) }()
	select {
	case addr := <-listening:
		var once sync.Once
		var stopErr error
		stop := func() error {
			once.Do(func() { cancel(); stopErr = <-done })
			return stopErr
		}
		r := &running{addr: addr, metricsAddr: metricsAddr, stderr: stderr, stop: stop}
		t.Cleanup(func() { r.stop() })
		return r
	case err := <-done:
		cancel()
		t.Fatalf("serve ended at start: %v\n%s", err, stderr.String())
	case <-time.After(30 * time.Second):
		cancel()
		t.Fatalf("serve did not listen within 30s:\n%s", stderr.String())
	}
	return nil
}

func call(t *testing.T, method, url, key, body string) (int, map[string]any) {
	t.Helper()
	req, _ := http.NewRequest(method, url, strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer res.Body.Close()
	var out map[string]any
	json.NewDecoder(res.Body).Decode(&out)
	return res.StatusCode, out
}

const createBody = `{"externalId":"SO-1","customer":{"name":"Jane Smith","phone":"+447400123456","email":"jane@example.com"},
 "order":{"date":"2099-01-05","window":{"from":"08:00","to":"12:00"},"items":[{"name":"Sofa"}]},"cadence":"demo"}`

// TestServeEndToEnd runs the real command on a temporary database: the
// README's walk-through, then a graceful shutdown and a restart that keeps
// everything.
func TestServeEndToEnd(t *testing.T) {
	testdb.Each(t, func(t *testing.T, k testdb.Kind) { testServeEndToEnd(t, k.URL(t)) })
}

func testServeEndToEnd(t *testing.T, dbURL string) {
	env := map[string]string{
		"CONFIRMD_DATABASE_URL":   dbURL,
		"CONFIRMD_SANDBOX_KEY":    "sk_test_endtoend0i6eX4af9LD1Kb8R355Nthcr",
		"CONFIRMD_SIGNING_SECRET": "whsec_endtoendDVBRSNwZxLoKvpbRutEa9mnu",
		"CONFIRMD_LOG_FORMAT":     "json",
	}
	srv := mustServe(t, env)
	base := "http://" + srv.addr + "/v1"
	key := env["CONFIRMD_SANDBOX_KEY"]

	status, body := call(t, "POST", base+"/confirmations", key, createBody)
	if status != 201 {
		t.Fatalf("create: %d %v", status, body)
	}
	id := body["confirmation"].(map[string]any)["id"].(string)
	if status, _ := call(t, "GET", base+"/confirmations/"+id, key, ""); status != 200 {
		t.Errorf("get: %d", status)
	}
	if status, body := call(t, "GET", base+"/confirmations?limit=5", key, ""); status != 200 || len(body["confirmations"].([]any)) != 1 {
		t.Errorf("list: %d %v", status, body)
	}
	if status, _ := call(t, "GET", base+"/confirmations", "sk_test_wrong", ""); status != 401 {
		t.Errorf("wrong key: %d", status)
	}
	if status, body := call(t, "POST", base+"/confirmations/"+id+"/cancel", key, ""); status != 200 || body["confirmation"].(map[string]any)["status"] != "cancelled" {
		t.Errorf("cancel: %d %v", status, body)
	}
	for _, p := range []string{"/healthz", "/readyz"} {
		if status, _ := call(t, "GET", "http://"+srv.addr+p, "", ""); status != 200 {
			t.Errorf("%s: %d", p, status)
		}
	}
	if err := srv.stop(); err != nil {
		t.Fatalf("graceful shutdown: %v", err)
	}
	if logs := srv.stderr.String(); !strings.Contains(logs, `"msg":"stopped"`) || strings.Contains(logs, key) || strings.Contains(logs, "jane@example.com") {
		t.Errorf("logs lack the shutdown line or hold a secret:\n%s", logs)
	}

	// A restart on the same database keeps the confirmation and the key.
	srv2 := mustServe(t, env)
	status, body = call(t, "GET", "http://"+srv2.addr+"/v1/confirmations/"+id, key, "")
	if status != 200 || body["confirmation"].(map[string]any)["status"] != "cancelled" {
		t.Errorf("after restart: %d %v", status, body)
	}
}

var keyLine = regexp.MustCompile(`API key \(sandbox\):\s+(sk_test_[0-9A-Za-z]{32})`)

// readCredentials reads the key and secret the first start wrote to dir,
// checking that only its owner may read the file.
func readCredentials(t *testing.T, dir string) (key, secret string) {
	t.Helper()
	path := filepath.Join(dir, credentialsFile)
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatalf("first start wrote no %s: %v", credentialsFile, err)
	}
	if mode := fi.Mode().Perm(); mode != 0o600 {
		t.Errorf("%s has mode %o, want 600", path, mode)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	k := regexp.MustCompile(`(?m)^CONFIRMD_API_KEY=(sk_test_[0-9A-Za-z]{32})$`).FindStringSubmatch(string(b))
	s := regexp.MustCompile(`(?m)^RECEIVER_SIGNING_SECRET=(whsec_[0-9A-Za-z]{32})$`).FindStringSubmatch(string(b))
	if k == nil || s == nil {
		t.Fatalf("%s holds no key and secret:\n%s", path, b)
	}
	return k[1], s[1]
}

// TestFirstStart checks that a fresh database gets a sandbox account whose
// key and secret are written to a file only confirmd's user may read, next
// to the database, and never to a log that keeps them (here the systemd
// journal, as JOURNAL_STREAM says); and that the operator commands work on
// it.
func TestFirstStart(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"CONFIRMD_DATABASE_URL": "sqlite:" + filepath.Join(dir, "c.db"), "JOURNAL_STREAM": "8:123456"}
	srv := mustServe(t, env)
	key, secret := readCredentials(t, dir)
	logs := srv.stderr.String()
	if strings.Contains(logs, key) || strings.Contains(logs, secret) || strings.Contains(logs, "sk_test_") || strings.Contains(logs, "whsec_") {
		t.Errorf("the log holds the new key or secret:\n%s", logs)
	}
	// The printed whsec_ secret is not what Standard Webhooks libraries
	// take, and retries are off: the message says both, and what to do.
	for _, want := range []string{"confirmd accounts standard-secret", "CONFIRMD_STANDARD_WEBHOOKS=true", "CONFIRMD_WEBHOOK_RETRIES=0"} {
		if !strings.Contains(srv.stderr.String(), want) {
			t.Errorf("the first start's message does not say %q:\n%s", want, srv.stderr.String())
		}
	}
	if want := "set CONFIRMD_WEBHOOK_RETRIES=3"; !strings.Contains(srv.stderr.String(), want) {
		t.Errorf("first start does not say how to turn webhook retries on (%q):\n%s", want, srv.stderr.String())
	}
	if !strings.Contains(logs, "its API key and signing secret are in "+filepath.Join(dir, credentialsFile)) {
		t.Errorf("the log does not say where the key and secret are:\n%s", logs)
	}
	if status, _ := call(t, "POST", "http://"+srv.addr+"/v1/confirmations", key, createBody); status != 201 {
		t.Errorf("create with the key of the file: %d", status)
	}
	srv.stop()
	srv2 := mustServe(t, env)
	if strings.Contains(srv2.stderr.String(), "API key") {
		t.Errorf("second start printed a key again:\n%s", srv2.stderr.String())
	}
	srv2.stop()
	if k, _ := readCredentials(t, dir); k != key {
		t.Errorf("second start changed the file's key")
	}

	runCmd := func(args ...string) (string, error) {
		var out, errOut lockedBuffer
		a := &app{stdout: &out, stderr: &errOut, getenv: func(k string) string { return env[k] }}
		err := a.run(context.Background(), args)
		return out.String() + errOut.String(), err
	}
	out, err := runCmd("keys", "create", "--live")
	if err != nil || !regexp.MustCompile(`API key: sk_live_[0-9A-Za-z]{32}`).MatchString(out) {
		t.Fatalf("keys create --live: %v\n%s", err, out)
	}
	out, err = runCmd("accounts", "list")
	acct := regexp.MustCompile(`acct_[0-9a-z]{16}`).FindString(out)
	if err != nil || acct == "" || !strings.Contains(out, "30") {
		t.Fatalf("accounts list: %v\n%s", err, out)
	}
	if out, err := runCmd("accounts", "set-limit", "--account", acct, "--limit", "500"); err != nil || !strings.Contains(out, "500") {
		t.Fatalf("set-limit: %v\n%s", err, out)
	}
	if out, _ := runCmd("accounts", "list"); !strings.Contains(out, "500") {
		t.Errorf("limit not saved:\n%s", out)
	}
	out, err = runCmd("keys", "list")
	if err != nil || strings.Count(out, "sk_") != 2 || regexp.MustCompile(`sk_(test|live)_[0-9A-Za-z]{32}`).MatchString(out) {
		t.Errorf("keys list should show two prefixes and no whole key: %v\n%s", err, out)
	}
	keyID := regexp.MustCompile(`key_[0-9a-z]{16}`).FindString(out)
	if out, err := runCmd("keys", "revoke", keyID); err != nil {
		t.Errorf("keys revoke: %v %s", err, out)
	}
	for _, args := range [][]string{{"migrate"}, {"version"}} {
		if out, err := runCmd(args...); err != nil || out == "" {
			t.Errorf("%v: %v %q", args, err, out)
		}
	}
	if _, err := runCmd("keys", "create"); err == nil {
		t.Errorf("keys create without a mode succeeded")
	}
	if _, err := runCmd("frobnicate"); err == nil {
		t.Errorf("an unknown command succeeded")
	}
}

func TestConfigErrors(t *testing.T) {
	for _, tt := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"CONFIRMD_SANDBOX_KEY": "sk_test_x"}, "must be set together"},
		{map[string]string{"CONFIRMD_TIMEZONE": "Moon/Base"}, "CONFIRMD_TIMEZONE"},
		{map[string]string{"CONFIRMD_DATABASE_URL": "mysql://x"}, "CONFIRMD_DATABASE_URL"},
		{map[string]string{"CONFIRMD_TRUSTED_PROXIES": "10.0.0.0/8, nonsense"}, "CONFIRMD_TRUSTED_PROXIES"},
		{map[string]string{"CONFIRMD_LOG_FORMAT": "xml"}, "CONFIRMD_LOG_FORMAT"},
		{map[string]string{"CONFIRMD_WEBHOOK_HISTORY_DAYS": "30d"}, "CONFIRMD_WEBHOOK_HISTORY_DAYS must be a whole number"},
		{map[string]string{"CONFIRMD_WEBHOOK_HISTORY_DAYS": "-1"}, "CONFIRMD_WEBHOOK_HISTORY_DAYS"},
		{map[string]string{"CONFIRMD_WEBHOOK_HISTORY_DAYS": "36501"}, "CONFIRMD_WEBHOOK_HISTORY_DAYS"},
		{map[string]string{"CONFIRMD_RATE_LIMIT_PER_KEY": "30/h"}, "CONFIRMD_RATE_LIMIT_PER_KEY must be a whole number"},
		{map[string]string{"CONFIRMD_RATE_LIMIT_PER_KEY": "-1"}, "CONFIRMD_RATE_LIMIT_PER_KEY"},
		{map[string]string{"CONFIRMD_WEBHOOK_WORKERS": "0"}, "CONFIRMD_WEBHOOK_WORKERS must be a whole number from 1 to 1000"},
		{map[string]string{"CONFIRMD_WEBHOOK_WORKERS": "many"}, "CONFIRMD_WEBHOOK_WORKERS must be"},
		{map[string]string{"CONFIRMD_WEBHOOK_WORKERS_PER_ACCOUNT": "-2"}, "CONFIRMD_WEBHOOK_WORKERS_PER_ACCOUNT must be"},
		{map[string]string{"CONFIRMD_WEBHOOK_WORKERS_PER_HOST": "1001"}, "CONFIRMD_WEBHOOK_WORKERS_PER_HOST must be"},
		{map[string]string{"CONFIRMD_FIRST_START_PRINT": "yes"}, "CONFIRMD_FIRST_START_PRINT must be true or false"},
	} {
		_, err := loadConfig(func(k string) string { return tt.env[k] })
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%v: error %v, want one naming %q", tt.env, err, tt.want)
		}
	}
	c, err := loadConfig(func(string) string { return "" })
	if err != nil || c.Addr != "127.0.0.1:8080" || c.DatabaseURL != "sqlite:confirmd.db" || c.PublicURL != "http://127.0.0.1:8080" || c.Timezone != "Europe/London" {
		t.Errorf("defaults: %+v %v", c, err)
	}
	if c.WebhookHistory != 30*24*time.Hour {
		t.Errorf("default webhook history %v, want 30 days", c.WebhookHistory)
	}
	if c.RateLimitPerKey != 0 {
		t.Errorf("default per-key rate limit %d, want 0 (none)", c.RateLimitPerKey)
	}
	if c, err := loadConfig(func(k string) string {
		if k == "CONFIRMD_RATE_LIMIT_PER_KEY" {
			return " 100 "
		}
		return ""
	}); err != nil || c.RateLimitPerKey != 100 {
		t.Errorf("CONFIRMD_RATE_LIMIT_PER_KEY=100: %v, %v", c, err)
	}
	if c.WebhookWorkers != 0 || c.WebhookPerAccount != 0 || c.WebhookPerHost != 0 {
		t.Errorf("webhook workers %d, %d per account, %d per host; want 0s, the sender's defaults",
			c.WebhookWorkers, c.WebhookPerAccount, c.WebhookPerHost)
	}
	c, err = loadConfig(func(k string) string {
		return map[string]string{"CONFIRMD_WEBHOOK_WORKERS": "64", "CONFIRMD_WEBHOOK_WORKERS_PER_ACCOUNT": " 16 ",
			"CONFIRMD_WEBHOOK_WORKERS_PER_HOST": "1"}[k]
	})
	if err != nil || c.WebhookWorkers != 64 || c.WebhookPerAccount != 16 || c.WebhookPerHost != 1 {
		t.Errorf("webhook workers %d, %d per account, %d per host (%v); want 64, 16, 1",
			c.WebhookWorkers, c.WebhookPerAccount, c.WebhookPerHost, err)
	}
	for v, want := range map[string]time.Duration{"0": 0, " 7 ": 7 * 24 * time.Hour} {
		c, err := loadConfig(func(k string) string {
			if k == "CONFIRMD_WEBHOOK_HISTORY_DAYS" {
				return v
			}
			return ""
		})
		if err != nil {
			t.Errorf("CONFIRMD_WEBHOOK_HISTORY_DAYS=%q: %v", v, err)
		} else if c.WebhookHistory != want {
			t.Errorf("CONFIRMD_WEBHOOK_HISTORY_DAYS=%q: history %v, want %v", v, c.WebhookHistory, want)
		}
	}
}

// TestConfigSecrets: a configured sandbox key and signing secret must be as
// random as the ones confirmd makes; the error names the setting and the
// rule, and never shows the value.
func TestConfigSecrets(t *testing.T) {
	const (
		key    = "sk_test_Q7mZk2VhR9xLc4TfN8bWp3JdY6sGa1Ue"
		secret = "whsec_H4nB8vK2qX7zR1mT9cW5yL3pF6dJ0sGa"
	)
	keyRule := "CONFIRMD_SANDBOX_KEY must be sk_test_ followed by 32 letters and digits"
	secretRule := "CONFIRMD_SIGNING_SECRET must be whsec_ followed by 32 to 256 random letters and digits"
	for _, tt := range []struct {
		name        string
		key, secret string
		want        string // "" for none
	}{
		{"random ones", key, secret, ""},
		{"made by confirmd", confirm.NewAPIKey(true), confirm.NewSigningSecret(), ""},
		{"a base64 secret", key, "whsec_MfKQ9r8GKYqqZQ6Z7e0iOYDNpOLm+rL/5vWC2N1m2Bc=", ""},
		{"a base64url secret of 64", key, "whsec_x9Fq2LmZ-vN8_rT4wK1pY7cB3hJ6dS0aGeUoQiRtXzWyVuMnLkJhGfDsApOiUyTr", ""},
		{"a hex secret", key, "whsec_9f86d081884c7d659a2feaa0c55ad015", ""},
		{"the prefix alone", "sk_test_", secret, keyRule},
		{"a short key", "sk_test_Q7mZk2VhR9xLc4TfN8bWp3JdY6sGa1U", secret, keyRule},
		{"a long key", key + "x", secret, keyRule},
		{"a key with a dash", "sk_test_Q7mZk2VhR9xLc4TfN8bWp3JdY6sGa-Ue", secret, keyRule},
		{"a live key", "sk_live_Q7mZk2VhR9xLc4TfN8bWp3JdY6sGa1Ue", secret, keyRule},
		{"a key of one character", "sk_test_" + strings.Repeat("a", 32), secret, "CONFIRMD_SANDBOX_KEY must be random"},
		{"a key of a repeated piece", "sk_test_" + strings.Repeat("test1234", 4), secret, "CONFIRMD_SANDBOX_KEY must be random"},
		{"a key in sequence", "sk_test_abcdefghijklmnopqrstuvwxyz012345", secret, "CONFIRMD_SANDBOX_KEY must be random"},
		{"the secret's prefix alone", key, "whsec_", secretRule},
		{"a short secret", key, "whsec_H4nB8vK2qX7zR1mT9cW5yL3pF6dJ0sG", secretRule},
		{"a secret with a space", key, "whsec_H4nB8vK2qX7zR1mT9cW5 yL3pF6dJ0sGa", secretRule},
		{"a secret without its prefix", key, "H4nB8vK2qX7zR1mT9cW5yL3pF6dJ0sGaH4nB", secretRule},
		{"a secret of one character", key, "whsec_" + strings.Repeat("x", 40), "CONFIRMD_SIGNING_SECRET must be random"},
		{"a secret of a repeated word", key, "whsec_" + strings.Repeat("secret", 6), "CONFIRMD_SIGNING_SECRET must be random"},
		// Judged by the strength estimator, not by patterns of confirmd's own.
		{"a key that is a keyboard walk", "sk_test_qwertyuiopasdfghjklzxcvbnm123456", secret, "CONFIRMD_SANDBOX_KEY must be random"},
		{"a key of dictionary words", "sk_test_correcthorsebatterystaple1234567", secret, "CONFIRMD_SANDBOX_KEY must be random"},
		{"a key of dictionary words in a few random characters", "sk_test_xcorrecthorsebatterystaplex12345", secret, "CONFIRMD_SANDBOX_KEY must be random"},
		{"a key of words and a counter", "sk_test_mySuperSecretSandboxKeyForTests1", secret, "CONFIRMD_SANDBOX_KEY must be random"},
		{"a secret that is a keyboard walk", key, "whsec_qwertyuiopasdfghjklzxcvbnm123456", "CONFIRMD_SIGNING_SECRET must be random"},
		{"a secret of dictionary words", key, "whsec_correcthorsebatterystaplecorrecthorsebatterystaple", "CONFIRMD_SIGNING_SECRET must be random"},
		{"a secret with words before random characters", key, "whsec_correcthorsebatterystaple" + "u8jzPde0", "CONFIRMD_SIGNING_SECRET must be random"},
		{"a long secret judged by its first 64 characters", key, "whsec_" + strings.Repeat("IgxLd6GncfBAepfJ", 16), "CONFIRMD_SIGNING_SECRET must be random"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			env := map[string]string{"CONFIRMD_SANDBOX_KEY": tt.key, "CONFIRMD_SIGNING_SECRET": tt.secret}
			_, err := loadConfig(func(k string) string { return env[k] })
			if tt.want == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %v, want one saying %q", err, tt.want)
			}
			for _, v := range []string{tt.key, tt.secret} {
				if len(v) > len("sk_test_") && strings.Contains(err.Error(), v) {
					t.Errorf("the error shows the value %q", v)
				}
			}
		})
	}
}

// TestConfigSecretsMadeByConfirmd checks that keys and secrets made by
// confirmd (confirmd keys create, the first start) always pass the
// strength estimator's judgement, whatever letters they happen to hold.
func TestConfigSecretsMadeByConfirmd(t *testing.T) {
	t.Parallel()
	for range 25 {
		if p := checkSandboxKey(confirm.NewAPIKey(true)); p != "" {
			t.Errorf("a key made by confirmd refused: %s", p)
		}
		if p := checkSigningSecret(confirm.NewSigningSecret()); p != "" {
			t.Errorf("a secret made by confirmd refused: %s", p)
		}
	}
}

// TestFirstStartPrints checks when the first start prints the new key and
// secret to stderr, once, as well as writing them to the file: by default
// (a terminal, or the program that started confirmd reading its output),
// and with CONFIRMD_FIRST_START_PRINT=true even to the journal; never with
// false (a container's log keeps everything), nor to the journal by
// default.
func TestFirstStartPrints(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name  string
		env   map[string]string
		print bool
	}{
		{"default", map[string]string{}, true},
		{"journal", map[string]string{"JOURNAL_STREAM": "8:123456"}, false},
		{"false", map[string]string{"CONFIRMD_FIRST_START_PRINT": "false"}, false},
		{"true to the journal", map[string]string{"CONFIRMD_FIRST_START_PRINT": "true", "JOURNAL_STREAM": "8:1"}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			c.env["CONFIRMD_DATABASE_URL"] = "sqlite:" + filepath.Join(dir, "c.db")
			srv := mustServe(t, c.env)
			key, secret := readCredentials(t, dir)
			logs := srv.stderr.String()
			m := keyLine.FindStringSubmatch(logs)
			printed := m != nil && m[1] == key && strings.Contains(logs, "Signing secret:     "+secret)
			if printed != c.print || (!c.print && (strings.Contains(logs, key) || strings.Contains(logs, secret))) {
				t.Fatalf("printed the key and secret: %v, want %v:\n%s", printed, c.print, logs)
			}
			if !strings.Contains(logs, filepath.Join(dir, credentialsFile)) {
				t.Errorf("the first start does not say where the file is:\n%s", logs)
			}
		})
	}
}

// TestFirstStartDataDir checks where the first start writes the key and
// secret without SQLite's folder: CONFIRMD_DATA_DIR, else the working
// directory (PostgreSQL); and that a folder it cannot write stops the
// start before any account is made.
func TestFirstStartDataDir(t *testing.T) {
	t.Parallel()
	t.Run("set", func(t *testing.T) { testFirstStartDataDirSet(t) })
	t.Run("unwritable", func(t *testing.T) { testFirstStartDataDirUnwritable(t) })
}

func testFirstStartDataDirSet(t *testing.T) {
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		data := t.TempDir()
		env := map[string]string{"CONFIRMD_DATABASE_URL": k.URL(t), "CONFIRMD_DATA_DIR": data}
		srv := mustServe(t, env)
		key, _ := readCredentials(t, data)
		if status, _ := call(t, "POST", "http://"+srv.addr+"/v1/confirmations", key, createBody); status != 201 {
			t.Errorf("create with the key of the file: %d", status)
		}
		srv.stop()
	})
}

func testFirstStartDataDirUnwritable(t *testing.T) {
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		env := map[string]string{"CONFIRMD_DATABASE_URL": k.URL(t), "CONFIRMD_DATA_DIR": filepath.Join(t.TempDir(), "missing"),
			"CONFIRMD_ADDR": "127.0.0.1:0"}
		_, stderr, err := cli(env, "serve")
		if err == nil || !strings.Contains(err.Error(), "cannot write the new sandbox account's key and secret to") ||
			!strings.Contains(err.Error(), "CONFIRMD_DATA_DIR") {
			t.Fatalf("serve with a data directory that is not there: %v", err)
		}
		if strings.Contains(stderr, "sk_test_") {
			t.Errorf("serve printed a key:\n%s", stderr)
		}
		out, _, err := cli(env, "accounts", "list")
		if err != nil || regexp.MustCompile(`acct_[0-9a-z]{16}`).MatchString(out) {
			t.Errorf("accounts after the failed start: %v\n%s", err, out)
		}
	})
}

// TestRetriesNote: with retries on, the first start says how many.
func TestRetriesNote(t *testing.T) {
	if got := retriesNote(3); !strings.Contains(got, "tried 3 more times") || strings.Contains(got, "set CONFIRMD_WEBHOOK_RETRIES") {
		t.Errorf("retriesNote(3) = %q", got)
	}
}
