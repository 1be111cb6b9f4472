//go:build unix

package sqlite

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestOpenCreatesPrivateFiles opens a database on a fresh path, under the
// usual umask of 022, and writes to it: the folder confirmd made and the
// database file with its -wal and -shm files must be for their owner only.
// Not parallel: the umask is the whole process's.
func TestOpenCreatesPrivateFiles(t *testing.T) {
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)

	dir := filepath.Join(t.TempDir(), "data")
	path := filepath.Join(dir, "confirmd.db")
	s, err := Open(t.Context(), path)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	defer s.Close()
	if err := s.CreateAccount(t.Context(), &confirm.Account{ID: confirm.NewAccountID(), SigningSecret: confirm.NewSigningSecret()}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ListAccounts(t.Context()); err != nil {
		t.Fatal(err)
	}
	for p, want := range map[string]fs.FileMode{dir: 0o700 | fs.ModeDir, path: 0o600, path + "-wal": 0o600, path + "-shm": 0o600} {
		fi, err := os.Stat(p)
		if err != nil {
			t.Errorf("%s: %v", filepath.Base(p), err)
			continue
		}
		if got := fi.Mode() & (fs.ModePerm | fs.ModeDir); got != want {
			t.Errorf("%s: mode %v, want %v", filepath.Base(p), got, want)
		}
	}
	if exposed, err := Exposed(path); err != nil || len(exposed) != 0 {
		t.Errorf("Exposed = %v, %v; want none", exposed, err)
	}

	// A file the operator made readable by others is left so, and named.
	if err := os.Chmod(path, 0o644); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s, err = Open(t.Context(), path)
	if err != nil {
		t.Fatalf("Open again: %v", err)
	}
	defer s.Close()
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o644 {
		t.Errorf("reopening changed the operator's mode to %v", fi.Mode().Perm())
	}
	// SQLite made the new -wal and -shm files with the file's mode too.
	exposed, err := Exposed(path)
	if err != nil || len(exposed) != 3 || !strings.HasSuffix(exposed[0], "confirmd.db (-rw-r--r--)") || !strings.HasSuffix(exposed[1], "confirmd.db-wal (-rw-r--r--)") {
		t.Errorf("Exposed = %v, %v; want the database file and its -wal and -shm, with their modes", exposed, err)
	}
}

// TestOpenKeepsAnExistingFolder: a folder that exists is left as it is,
// and only one missing level is made.
func TestOpenKeepsAnExistingFolder(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	s, err := Open(t.Context(), filepath.Join(dir, "confirmd.db"))
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	s.Close()
	if fi, _ := os.Stat(dir); fi.Mode().Perm() != 0o755 {
		t.Errorf("the existing folder's mode became %v", fi.Mode().Perm())
	}
	if _, err := Open(t.Context(), filepath.Join(dir, "a", "b", "confirmd.db")); err == nil {
		t.Errorf("Open made two missing folders")
	}
}
