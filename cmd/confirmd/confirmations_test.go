package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/client"
)

// cli runs the command in-process with env and returns what it printed on
// stdout and stderr.
func cli(env map[string]string, args ...string) (stdout, stderr string, err error) {
	var out, errOut lockedBuffer
	a := &app{stdout: &out, stderr: &errOut, getenv: func(k string) string { return env[k] }}
	err = a.run(context.Background(), args)
	return out.String(), errOut.String(), err
}

// TestConfirmationsCommands runs the confirmations commands against a
// running confirmd, as an operator would.
func TestConfirmationsCommands(t *testing.T) {
	t.Parallel()
	const key = "sk_test_clic9QeWJKY40uvSwMFLZDe1f8rESQed"
	srvEnv := map[string]string{
		"CONFIRMD_DATABASE_URL":   "sqlite:" + filepath.Join(t.TempDir(), "c.db"),
		"CONFIRMD_SANDBOX_KEY":    key,
		"CONFIRMD_SIGNING_SECRET": "whsec_cliUStPKR0CsTy4Qwb8DwkNhFdnXsiVp",
	}
	srv := mustServe(t, srvEnv)
	env := map[string]string{"CONFIRMD_URL": "http://" + srv.addr, "CONFIRMD_API_KEY": key}

	out, _, err := cli(env, "confirmations", "list")
	if err != nil || out != "No confirmations.\n" {
		t.Fatalf("empty list: %v %q", err, out)
	}

	c, err := client.New("http://"+srv.addr, key)
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= 5; i++ {
		_, err := c.Create(t.Context(), client.CreateRequest{
			ExternalID: fmt.Sprintf("SO-%d", i),
			Customer:   client.Customer{Name: "Jane Smith", Phone: "+447400123456", Email: "jane@example.com"},
			Order: client.Order{Date: "2099-01-05", Window: client.Window{From: "08:00", To: "12:00"},
				Items: []client.Item{{Name: "Sofa", Qty: 2}}},
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	// The API's own order, newest first. Creates that fall in the same
	// millisecond are ordered by their random ids, not by creation order.
	page, err := c.List(t.Context(), client.ListOptions{Limit: 5})
	if err != nil || len(page.Confirmations) != 5 {
		t.Fatalf("list through the API: %v", err)
	}
	var ids, ext []string
	for _, cf := range page.Confirmations {
		ids, ext = append(ids, cf.ID), append(ext, cf.ExternalID)
	}

	t.Run("list", func(t *testing.T) {
		out, stderr, err := cli(env, "confirmations", "list")
		if err != nil || stderr != "" {
			t.Fatalf("list: %v %s", err, stderr)
		}
		rows := strings.Split(strings.TrimSpace(out), "\n")
		if len(rows) != 6 || !regexp.MustCompile(`^ID\s+STATUS\s+EXTERNAL ID\s+DATE\s+WINDOW\s+CUSTOMER\s+UPDATED$`).MatchString(rows[0]) {
			t.Fatalf("list table:\n%s", out)
		}
		// The running scheduler may have sent the email already.
		row := regexp.MustCompile(`^` + ids[0] + `\s+(scheduled|in_progress)\s+` + ext[0] + `\s+2099-01-05\s+08:00-12:00\s+Jane Smith\s+\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$`)
		if !row.MatchString(rows[1]) {
			t.Errorf("first row %q", rows[1])
		}
		// Columns line up.
		if i := strings.Index(rows[0], "STATUS"); !strings.HasPrefix(rows[1][i:], "scheduled") && !strings.HasPrefix(rows[1][i:], "in_progress") {
			t.Errorf("columns do not line up:\n%s", out)
		}
	})
	t.Run("pages", func(t *testing.T) {
		out, stderr, err := cli(env, "confirmations", "list", "--limit", "2")
		if err != nil || strings.Count(out, "\n") != 3 {
			t.Fatalf("one page of 2: %v\n%s", err, out)
		}
		m := regexp.MustCompile(`--cursor (\S+)`).FindStringSubmatch(stderr)
		if m == nil || !strings.Contains(stderr, "--all") {
			t.Fatalf("no hint of the next page: %q", stderr)
		}
		out, _, err = cli(env, "confirmations", "list", "--limit", "2", "--cursor", m[1])
		if err != nil || !strings.Contains(out, ids[2]) || !strings.Contains(out, ids[3]) || strings.Contains(out, ids[0]) {
			t.Errorf("second page: %v\n%s", err, out)
		}
		out, stderr, err = cli(env, "confirmations", "list", "--limit", "2", "--all")
		if err != nil || strings.Count(out, "\n") != 6 || stderr != "" {
			t.Errorf("--all: %v %q\n%s", err, stderr, out)
		}
		for _, id := range ids {
			if !strings.Contains(out, id) {
				t.Errorf("--all lacks %s", id)
			}
		}
	})
	t.Run("json", func(t *testing.T) {
		out, _, err := cli(env, "confirmations", "list", "--json", "--all", "--limit", "2")
		var list []map[string]any
		if err != nil || json.Unmarshal([]byte(out), &list) != nil || len(list) != 5 || list[0]["id"] != ids[0] {
			t.Fatalf("list --json: %v\n%s", err, out)
		}
		// The API's JSON as sent: its timestamps keep their milliseconds.
		if !regexp.MustCompile(`"updatedAt": "\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"`).MatchString(out) {
			t.Errorf("timestamps not as the API writes them:\n%s", out)
		}
		out, _, err = cli(env, "confirmations", "get", ids[1], "--json") // flags after the id
		var one map[string]any
		if err != nil || json.Unmarshal([]byte(out), &one) != nil || one["id"] != ids[1] || one["externalId"] != ext[1] {
			t.Errorf("get --json: %v\n%s", err, out)
		}
	})
	t.Run("filters", func(t *testing.T) {
		out, _, err := cli(env, "confirmations", "list", "--external-id", ext[2])
		if err != nil || strings.Count(out, "\n") != 2 || !strings.Contains(out, ids[2]) {
			t.Errorf("--external-id: %v\n%s", err, out)
		}
		out, _, err = cli(env, "confirmations", "list", "--status", "action_needed")
		if err != nil || out != "No confirmations.\n" {
			t.Errorf("--status: %v\n%s", err, out)
		}
	})
	t.Run("get", func(t *testing.T) {
		out, _, err := cli(env, "confirmations", "get", ids[4])
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{
			"ID:", ids[4], "External ID:  " + ext[4], "Mode:         sandbox, cadence standard",
			"Customer:     Jane Smith, +447400123456, jane@example.com", "Order:        delivery on 2099-01-05 08:00-12:00 (Europe/London)",
			"Items:        2 x Sofa", "STEP", "email", "sms", "call",
		} {
			if !strings.Contains(out, want) {
				t.Errorf("get lacks %q:\n%s", want, out)
			}
		}
	})
	t.Run("advance and cancel", func(t *testing.T) {
		out, _, err := cli(env, "confirmations", "advance", ids[3])
		if err != nil || !strings.Contains(out, "Status:       in_progress") || !regexp.MustCompile(`(?m)^\S+\s+out\s+(email|sms)\s`).MatchString(out) {
			t.Errorf("advance: %v\n%s", err, out)
		}
		out, _, err = cli(env, "--help")
		if err != nil || !strings.Contains(out, "confirmd confirmations cancel ID") {
			t.Errorf("usage does not name the command: %v", err)
		}
		out, _, err = cli(env, "confirmations", "cancel", "--reason", "order withdrawn", ids[3])
		if err != nil || !strings.Contains(out, "Status:         cancelled") || !strings.Contains(out, "Cancel reason:  order withdrawn") {
			t.Errorf("cancel: %v\n%s", err, out)
		}
		_, _, err = cli(env, "confirmations", "cancel", ids[3])
		if err == nil || errors.Is(err, errUsage) || err.Error() != ids[3]+": confirmation is already cancelled" {
			t.Errorf("second cancel: %v", err)
		}
		out, _, _ = cli(env, "confirmations", "list", "--status", "cancelled")
		if !strings.Contains(out, ids[3]) || strings.Count(out, "\n") != 2 {
			t.Errorf("--status cancelled:\n%s", out)
		}
	})
	t.Run("errors", func(t *testing.T) {
		withEnv := func(k, v string) map[string]string {
			e := map[string]string{}
			for a, b := range env {
				e[a] = b
			}
			e[k] = v
			return e
		}
		for _, tt := range []struct {
			name  string
			env   map[string]string
			args  []string
			usage bool   // a usage error (exit 2) rather than a failure (exit 1)
			want  string // in the error
		}{
			{"unknown id", env, []string{"get", "cf_000000000000000000000000"}, false, "cf_000000000000000000000000: confirmation not found"},
			{"wrong key", withEnv("CONFIRMD_API_KEY", "sk_test_wrong"), []string{"list"}, false, "invalid API key (check CONFIRMD_API_KEY or --key)"},
			{"--key wins", withEnv("CONFIRMD_API_KEY", "sk_test_wrong"), []string{"list", "--key", key}, false, ""},
			{"--url wins", withEnv("CONFIRMD_URL", "http://127.0.0.1:1"), []string{"list", "--url", "http://" + srv.addr + "/v1"}, false, ""},
			{"no server", withEnv("CONFIRMD_URL", "http://127.0.0.1:1"), []string{"list"}, false, "is confirmd running there? set CONFIRMD_URL or --url"},
			{"bad limit", env, []string{"list", "--limit", "500"}, false, "limit must be an integer from 1 to 100"},
			{"bad status", env, []string{"list", "--status", "done"}, false, "status must be one of"},
			{"no key", withEnv("CONFIRMD_API_KEY", ""), []string{"list"}, true, "no API key: set CONFIRMD_API_KEY or pass --key"},
			{"bad url", withEnv("CONFIRMD_URL", "localhost:8080"), []string{"list"}, true, "not an http or https address"},
			{"no id", env, []string{"get"}, true, "needs one confirmation id"},
			{"two ids", env, []string{"advance", ids[0], ids[1]}, true, "needs one confirmation id"},
			{"list with an id", env, []string{"list", ids[0]}, true, "takes only flags"},
			{"unknown flag", env, []string{"list", "--colour"}, true, ""},
			{"no subcommand", env, nil, true, "list, get, cancel or advance"},
			{"unknown subcommand", env, []string{"delete", ids[0]}, true, "unknown confirmations command"},
		} {
			_, _, err := cli(tt.env, append([]string{"confirmations"}, tt.args...)...)
			switch {
			case tt.want == "" && !tt.usage:
				if err != nil {
					t.Errorf("%s: %v", tt.name, err)
				}
			case err == nil || !strings.Contains(err.Error(), tt.want) || errors.Is(err, errUsage) != tt.usage:
				t.Errorf("%s: %v, want an error saying %q (usage: %v)", tt.name, err, tt.want, tt.usage)
			}
		}
	})
	t.Run("a new account's key", func(t *testing.T) {
		// The operator's commands on the same database: a new account and a
		// key of it, which sees none of the other account's confirmations.
		out, _, err := cli(srvEnv, "accounts", "create", "--name", "Second")
		acct := regexp.MustCompile(`account:\s+(acct_\w+)`).FindStringSubmatch(out)
		if err != nil || acct == nil || !strings.Contains(out, "signing secret: whsec_") {
			t.Fatalf("accounts create: %v\n%s", err, out)
		}
		out, _, err = cli(srvEnv, "keys", "create", "--sandbox", "--account", acct[1])
		newKey := regexp.MustCompile(`API key: (sk_test_\w+)`).FindStringSubmatch(out)
		if err != nil || newKey == nil {
			t.Fatalf("keys create: %v\n%s", err, out)
		}
		out, _, err = cli(withKey(env, newKey[1]), "confirmations", "list")
		if err != nil || out != "No confirmations.\n" {
			t.Errorf("the new account's list: %v\n%s", err, out)
		}
		if _, _, err := cli(withKey(env, newKey[1]), "confirmations", "get", ids[0]); err == nil || !strings.Contains(err.Error(), "confirmation not found") {
			t.Errorf("another account's confirmation: %v", err)
		}
		out, _, _ = cli(srvEnv, "keys", "list", "--account", acct[1])
		keyID := regexp.MustCompile(`key_\w+`).FindString(out)
		if _, _, err := cli(srvEnv, "keys", "revoke", keyID); err != nil {
			t.Fatalf("keys revoke: %v", err)
		}
		// A get by id, whose key the server may answer from memory and
		// confirm in the read itself, is refused as well, whatever the id.
		for _, args := range [][]string{{"confirmations", "get", ids[0]}, {"confirmations", "list"}, {"confirmations", "get", "cf_000000000000000000000000"}} {
			if _, _, err := cli(withKey(env, newKey[1]), args...); err == nil || !strings.Contains(err.Error(), "invalid API key") {
				t.Errorf("a revoked key, %s: %v", strings.Join(args, " "), err)
			}
		}
	})
}

func withKey(env map[string]string, key string) map[string]string {
	return map[string]string{"CONFIRMD_URL": env["CONFIRMD_URL"], "CONFIRMD_API_KEY": key}
}

func TestParseInterspersed(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		args []string
		pos  []string
		json bool
	}{
		{[]string{"cf_1"}, []string{"cf_1"}, false},
		{[]string{"--json", "cf_1"}, []string{"cf_1"}, true},
		{[]string{"cf_1", "--json"}, []string{"cf_1"}, true},
		{[]string{"cf_1", "cf_2", "--json"}, []string{"cf_1", "cf_2"}, true},
		{[]string{"--", "--json"}, []string{"--json"}, false},
		{[]string{"cf_1", "--", "--json"}, []string{"cf_1", "--json"}, false},
	} {
		a := &app{stderr: &lockedBuffer{}}
		fs := a.newFlags(&command{name: "t"})
		j := fs.Bool("json", false, "")
		pos, err := parseInterspersed(fs, tt.args)
		if err != nil || strings.Join(pos, " ") != strings.Join(tt.pos, " ") || *j != tt.json {
			t.Errorf("%q: %q json=%v %v, want %q json=%v", tt.args, pos, *j, err, tt.pos, tt.json)
		}
	}
}
