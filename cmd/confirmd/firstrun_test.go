package main

import (
	"errors"
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
