package main

import (
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/testdb"
)

// adminCommands are the commands that work on the database directly.
var adminCommands = [][]string{
	{"accounts", "create", "--name", "Acme"},
	{"accounts", "list"},
	{"accounts", "set-limit", "--account", "acct_x", "--limit", "5"},
	{"accounts", "rotate-secret"},
	{"accounts", "set", "--language", "pl"},
	{"keys", "create", "--sandbox"},
	{"keys", "list"},
	{"keys", "revoke", "key_x"},
}

// TestAdminCommandsCreateNoDatabase points the operator's commands at a
// database that is not there, and at one that was never migrated: they say
// so, and leave nothing behind.
func TestAdminCommandsCreateNoDatabase(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "data")
	path := filepath.Join(dir, "confirmd.db")
	env := map[string]string{"CONFIRMD_DATABASE_URL": "sqlite:" + path}
	for _, args := range adminCommands {
		_, _, err := cli(env, args...)
		want := `no database at sqlite:` + path + ` (CONFIRMD_DATABASE_URL); start "confirmd serve" or run "confirmd migrate" first`
		if err == nil || err.Error() != want || exitCode(err) != 1 {
			t.Errorf("confirmd %s: %v, want %q", strings.Join(args, " "), err, want)
		}
	}
	if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the commands left %s behind: %v", dir, err)
	}

	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		url := k.URL(t)
		if path, ok := strings.CutPrefix(url, "sqlite:"); ok {
			if err := os.WriteFile(path, nil, 0o600); err != nil {
				t.Fatal(err)
			}
		}
		env := map[string]string{"CONFIRMD_DATABASE_URL": url}
		for _, args := range adminCommands {
			_, _, err := cli(env, args...)
			if err == nil || !strings.Contains(err.Error(), `has no confirmd tables yet; run "confirmd migrate" first`) {
				t.Errorf("confirmd %s on a database never migrated: %v", strings.Join(args, " "), err)
			}
		}
		if _, _, err := cli(env, "migrate"); err != nil {
			t.Fatalf("migrate: %v", err)
		}
		out, _, err := cli(env, "accounts", "list")
		if err != nil || !strings.HasPrefix(out, "ID") {
			t.Errorf("accounts list after migrate: %v\n%s", err, out)
		}
	})
}

// TestServePortInUse starts confirmd on a port another program holds: it
// says which setting to change and creates nothing, neither a database nor
// an account whose key would be printed and lost.
func TestServePortInUse(t *testing.T) {
	t.Parallel()
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { busy.Close() }) // the subtests run after this function returns
	addr := busy.Addr().String()
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		url := k.URL(t)
		env := map[string]string{"CONFIRMD_DATABASE_URL": url, "CONFIRMD_ADDR": addr}
		out, stderr, err := cli(env, "serve")
		want := "cannot listen on " + addr + ": the port is in use; set CONFIRMD_ADDR to another address"
		if err == nil || err.Error() != want || exitCode(err) != 1 {
			t.Errorf("serve: %v, want %q", err, want)
		}
		if strings.Contains(out+stderr, "sk_test_") {
			t.Errorf("serve printed a key it could not serve:\n%s%s", out, stderr)
		}
		if path, ok := strings.CutPrefix(url, "sqlite:"); ok {
			if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("serve left a database behind: %v", err)
			}
			return
		}
		if _, _, err := cli(env, "accounts", "list"); err == nil || !strings.Contains(err.Error(), "no confirmd tables") {
			t.Errorf("accounts list after the failed start: %v, want an untouched database", err)
		}
	})
}
