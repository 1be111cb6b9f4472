package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/client"
)

// TestSandboxReplyCommand plays the customer from the command line against
// a running server, through the sandbox reply API.
func TestSandboxReplyCommand(t *testing.T) {
	t.Parallel()
	const key = "sk_test_sandboxreplycliAzMRD0gu1k6JsTJ12"
	srv := mustServe(t, map[string]string{
		"CONFIRMD_DATABASE_URL":   "sqlite:" + filepath.Join(t.TempDir(), "c.db"),
		"CONFIRMD_SANDBOX_KEY":    key,
		"CONFIRMD_SIGNING_SECRET": "whsec_sandboxreplycliXH4bDnUqYOfdGgKMab",
	})
	// The key as serve's own environment names it.
	env := map[string]string{"CONFIRMD_URL": "http://" + srv.addr, "CONFIRMD_SANDBOX_KEY": key}
	c, err := client.New("http://"+srv.addr, key)
	if err != nil {
		t.Fatal(err)
	}
	create := func() string {
		cf, err := c.Create(t.Context(), client.CreateRequest{
			Customer: client.Customer{Name: "Jane Smith", Phone: "+447400123456", Email: "jane@example.com"},
			Order: client.Order{Date: "2099-01-05", Window: client.Window{From: "08:00", To: "12:00"},
				Items: []client.Item{{Name: "Sofa"}}},
		})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := c.Advance(t.Context(), cf.ID); err != nil { // the email goes now
			t.Fatal(err)
		}
		return cf.ID
	}

	id := create()
	out, _, err := cli(env, "sandbox", "reply", id, "--choice", "someone_else", "--signer", "Tom Baker")
	if err != nil || !strings.HasPrefix(out, id+" confirmed (alternate_signer): Tom Baker will sign for it") {
		t.Errorf("email choice: %v %q", err, out)
	}

	id = create()
	if _, err := c.Advance(t.Context(), id); err != nil { // the text goes now
		t.Fatal(err)
	}
	out, _, err = cli(env, "sandbox", "reply", id, "--text", "no one is in that day")
	if err != nil || !strings.HasPrefix(out, id+" action_needed (different_day): ") {
		t.Errorf("text needing another day: %v %q", err, out)
	}
	id = create()
	out, _, err = cli(env, "sandbox", "reply", id, "--channel", "call", "--text", "yes")
	if err == nil || out != "" {
		t.Errorf("a line on a call that is not ringing: %v %q", err, out)
	}

	for _, args := range [][]string{
		{"sandbox", "reply", id},
		{"sandbox", "reply", id, "--text", "yes", "--choice", "will_be_in"},
		{"sandbox", "reply", "--text", "yes"},
		{"sandbox", "reply", id, "--text", "yes", "--signer", "Tom"},
	} {
		if _, _, err := cli(env, args...); exitCode(err) != 2 {
			t.Errorf("confirmd %s: %v, want a usage error", strings.Join(args, " "), err)
		}
	}
}
