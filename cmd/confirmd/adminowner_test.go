//go:build unix

package main

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"syscall"
	"testing"

	"github.com/confirmd/confirmd/internal/sqlite"
)

// TestAdminKeepsServiceOwner: `confirmd keys create --live` run as root on
// the SQLite database of the systemd unit, which belongs to the service's
// user, leaves every file beside the database to that user, so that the
// service can go on writing it (docs/operating.md, "systemd"). SQLite does
// this itself: run as root, it gives the -wal, -shm and journal files it
// makes the database file's owner. The test keeps the documented way true.
func TestAdminKeepsServiceOwner(t *testing.T) {
	if os.Geteuid() != 0 {
		if os.Getenv("CI") == "true" {
			t.Fatal("needs root, as the documented systemd installation's admin commands run; CI runs as root")
		}
		t.Skip("needs root, as the documented systemd installation's admin commands run")
	}
	const uid, gid = 4242, 4243
	dir := t.TempDir()
	path := filepath.Join(dir, "confirmd.db")
	env := map[string]string{"CONFIRMD_DATABASE_URL": "sqlite:" + path}
	run := func(args ...string) string {
		t.Helper()
		var out, errOut lockedBuffer
		a := &app{stdout: &out, stderr: &errOut, getenv: func(k string) string { return env[k] }}
		if err := a.run(context.Background(), args); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, errOut.String())
		}
		return out.String() + errOut.String()
	}
	run("migrate")
	run("accounts", "create", "--name", "Acme")
	for _, f := range []string{dir, path} {
		if err := os.Chown(f, uid, gid); err != nil {
			t.Fatal(err)
		}
	}
	// The service has the database open: its -wal and -shm stay while the
	// command runs and after.
	service, err := sqlite.Open(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer service.Close()
	if _, err := service.ListAccounts(t.Context()); err != nil {
		t.Fatal(err)
	}

	out := run("keys", "create", "--live")
	if !regexp.MustCompile(`API key: sk_live_[0-9A-Za-z]{32}`).MatchString(out) {
		t.Fatalf("keys create --live printed:\n%s", out)
	}
	for _, f := range []string{path, path + "-wal", path + "-shm"} {
		fi, err := os.Stat(f)
		if err != nil {
			t.Errorf("%s: %v", filepath.Base(f), err)
			continue
		}
		if st := fi.Sys().(*syscall.Stat_t); st.Uid != uid || st.Gid != gid {
			t.Errorf("%s belongs to %d:%d after the command, want the database's owner %d:%d", filepath.Base(f), st.Uid, st.Gid, uid, gid)
		}
	}
}
