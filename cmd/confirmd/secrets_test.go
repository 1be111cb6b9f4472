//go:build unix

package main

import (
	"bytes"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/sqlite"
)

// TestWarnExposedDatabase: a database file others may read is named in a
// warning at start, with its mode, and left as it is; one confirmd
// created, or a PostgreSQL database, gives no warning.
func TestWarnExposedDatabase(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "confirmd.db")
	st, err := sqlite.Open(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	var logs bytes.Buffer
	log := slog.New(slog.NewTextHandler(&logs, nil))
	warnExposedDatabase(log, "sqlite:"+path)
	warnExposedDatabase(log, "postgres://confirmd@db.example/confirmd")
	if logs.Len() != 0 {
		t.Errorf("warned of a database confirmd created:\n%s", logs.String())
	}
	if err := os.Chmod(path, 0o640); err != nil {
		t.Fatal(err)
	}
	warnExposedDatabase(log, "sqlite:"+path)
	for _, want := range []string{"level=WARN", "other users may read the database file", "confirmd.db (-rw-r-----)", "chmod 600"} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("the warning lacks %q:\n%s", want, logs.String())
		}
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o640 {
		t.Errorf("the file's mode became %v", fi.Mode().Perm())
	}
}
