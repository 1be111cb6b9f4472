package main

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

func TestConfigSandboxPrivateWebhooks(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		addr, value string
		want        bool
	}{
		// Unset: allowed only while confirmd listens on loopback.
		{"", "", true}, // the default, 127.0.0.1:8080
		{"127.0.0.1:8080", "", true},
		{"127.0.0.2:9000", "", true},
		{"[::1]:8080", "", true},
		{"localhost:8080", "", true},
		{"LocalHost:8080", "", true},
		{"0.0.0.0:8080", "", false},
		{"[::]:8080", "", false},
		{":8080", "", false},
		{"203.0.113.5:8080", "", false},
		{"10.0.0.5:8080", "", false},
		{"[::ffff:10.0.0.5]:8080", "", false},
		{"confirmd.internal:8080", "", false},
		// Set: the operator decides, wherever confirmd listens.
		{"0.0.0.0:8080", "true", true},
		{"0.0.0.0:8080", " TRUE ", true},
		{"127.0.0.1:8080", "false", false},
		{"localhost:8080", "0", false},
	} {
		c, err := loadConfig(func(k string) string {
			return map[string]string{"CONFIRMD_ADDR": tt.addr, "CONFIRMD_SANDBOX_PRIVATE_WEBHOOKS": tt.value}[k]
		})
		if err != nil {
			t.Errorf("CONFIRMD_ADDR=%q CONFIRMD_SANDBOX_PRIVATE_WEBHOOKS=%q: %v", tt.addr, tt.value, err)
			continue
		}
		if c.SandboxPrivateWebhooks != tt.want || c.SandboxWebhooksWhy == "" {
			t.Errorf("CONFIRMD_ADDR=%q CONFIRMD_SANDBOX_PRIVATE_WEBHOOKS=%q: allowed %v (%s), want %v",
				tt.addr, tt.value, c.SandboxPrivateWebhooks, c.SandboxWebhooksWhy, tt.want)
		}
	}
	_, err := loadConfig(func(k string) string {
		return map[string]string{"CONFIRMD_SANDBOX_PRIVATE_WEBHOOKS": "sometimes"}[k]
	})
	if err == nil || !strings.Contains(err.Error(), "CONFIRMD_SANDBOX_PRIVATE_WEBHOOKS must be true or false") {
		t.Errorf("a bad value: error %v, want one naming the variable", err)
	}
}

// TestServeSandboxWebhookPolicy runs confirmd with a webhook receiver on
// 127.0.0.1: listening on loopback, a sandbox account may use it; after a
// restart with CONFIRMD_SANDBOX_PRIVATE_WEBHOOKS=false, a new confirmation
// may not, and a confirmation accepted before is refused at delivery time.
func TestServeSandboxWebhookPolicy(t *testing.T) {
	t.Parallel()
	var hooks atomic.Int32
	receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		hooks.Add(1)
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(receiver.Close)
	dbURL := "sqlite:" + filepath.Join(t.TempDir(), "c.db")
	const key = "sk_test_policyQ3vX8mLr2TzK9wNc5HbJ7yFd4s"
	env := map[string]string{
		"CONFIRMD_DATABASE_URL":   dbURL,
		"CONFIRMD_SANDBOX_KEY":    key,
		"CONFIRMD_SIGNING_SECRET": "whsec_policyR7nV2kX9qM4zT1cW8yL5pF3dJ6sGhB0",
		"CONFIRMD_LOG_FORMAT":     "json",
	}
	body := strings.Replace(createBody, `"cadence":"demo"`, `"cadence":"demo","webhookUrl":"`+receiver.URL+`/hook"`, 1)
	create := func(base string) (int, map[string]any) {
		t.Helper()
		return call(t, "POST", base+"/v1/confirmations", key, body)
	}
	// answer has the customer say yes by email, which sends the webhook.
	answer := func(base, id string) {
		t.Helper()
		if status, res := call(t, "POST", base+"/v1/confirmations/"+id+"/advance", key, ""); status != 200 {
			t.Fatalf("advance: %d %v", status, res)
		}
		if status, res := call(t, "POST", base+"/v1/sandbox/confirmations/"+id+"/reply", key,
			`{"channel":"email","choice":"will_be_in"}`); status != 200 {
			t.Fatalf("reply: %d %v", status, res)
		}
	}
	attempts := func(id string) []confirm.Attempt {
		t.Helper()
		st, err := openStore(context.Background(), dbURL)
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		_, acct, err := st.APIKeyByHash(t.Context(), confirm.HashKey(key))
		if err != nil {
			t.Fatal(err)
		}
		ds, err := st.ListDeliveries(t.Context(), confirm.Scope{AccountID: acct.ID, Sandbox: true}, id)
		if err != nil {
			t.Fatal(err)
		}
		var out []confirm.Attempt
		for _, d := range ds {
			out = append(out, d.Attempts...)
		}
		return out
	}
	waitFor := func(what string, ok func() bool) {
		t.Helper()
		deadline := time.Now().Add(15 * time.Second)
		for !ok() {
			if time.Now().After(deadline) {
				t.Fatalf("timed out waiting for %s", what)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}

	// Listening on 127.0.0.1, the default allows the receiver.
	srv := mustServe(t, env)
	base := "http://" + srv.addr
	status, res := create(base)
	if status != http.StatusCreated {
		t.Fatalf("create on loopback, by default: %d %v", status, res)
	}
	answer(base, res["confirmation"].(map[string]any)["id"].(string))
	waitFor("the webhook", func() bool { return hooks.Load() == 1 })
	status, res = create(base)
	if status != http.StatusCreated {
		t.Fatalf("second create: %d %v", status, res)
	}
	accepted := res["confirmation"].(map[string]any)["id"].(string)
	if err := srv.stop(); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(srv.stderr.String(), "sandbox webhooks may go to loopback and private addresses"); n != 1 {
		t.Errorf("the policy logged %d times, want once:\n%s", n, srv.stderr.String())
	}

	env["CONFIRMD_SANDBOX_PRIVATE_WEBHOOKS"] = "false"
	srv = mustServe(t, env)
	base = "http://" + srv.addr
	status, res = create(base)
	errs, _ := res["errors"].([]any)
	if status != http.StatusBadRequest || len(errs) != 1 || errs[0] != "webhookUrl 127.0.0.1 is a loopback address" {
		t.Errorf("create with the setting false: %d %v, want 400 naming webhookUrl", status, res)
	}
	answer(base, accepted)
	waitFor("the attempt", func() bool { return len(attempts(accepted)) == 1 })
	a := attempts(accepted)[0]
	if !strings.HasPrefix(a.Error, "refused: 127.0.0.1 resolves to a non-public address") || a.StatusCode != 0 {
		t.Errorf("delivery to 127.0.0.1 with the setting false: %d %q, want a refusal", a.StatusCode, a.Error)
	}
	if n := hooks.Load(); n != 1 {
		t.Errorf("the receiver got %d webhooks, want only the one from before the restart", n)
	}
	if n := strings.Count(srv.stderr.String(), "sandbox webhooks go to public addresses only"); n != 1 {
		t.Errorf("the policy logged %d times, want once:\n%s", n, srv.stderr.String())
	}
}

// TestConfigSandboxWebhookHosts reads CONFIRMD_SANDBOX_WEBHOOK_HOSTS, the
// hosts sandbox webhooks may reach on a private network, as
// docker-compose.yml sets it for its example receiver.
func TestConfigSandboxWebhookHosts(t *testing.T) {
	t.Parallel()
	env := map[string]string{"CONFIRMD_ADDR": "0.0.0.0:8080", "CONFIRMD_SANDBOX_PRIVATE_WEBHOOKS": "false",
		"CONFIRMD_SANDBOX_WEBHOOK_HOSTS": "receiver, Hooks.Internal"}
	c, err := loadConfig(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	if c.SandboxPrivateWebhooks || len(c.SandboxWebhookHosts) != 2 ||
		!c.SandboxWebhookHosts.Contains("http://receiver:3000/hooks/confirmd") || c.SandboxWebhookHosts.Contains("http://10.0.0.5/") {
		t.Errorf("config: private %v, hosts %v", c.SandboxPrivateWebhooks, c.SandboxWebhookHosts)
	}
	env["CONFIRMD_SANDBOX_WEBHOOK_HOSTS"] = "http://receiver:3000"
	if _, err := loadConfig(func(k string) string { return env[k] }); err == nil ||
		!strings.Contains(err.Error(), `CONFIRMD_SANDBOX_WEBHOOK_HOSTS: "http://receiver:3000" is not a host name`) {
		t.Errorf("a URL for a host: %v, want an error naming the variable", err)
	}
}
