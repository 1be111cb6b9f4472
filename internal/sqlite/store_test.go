package sqlite_test

import (
	"path/filepath"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/sqlite"
	"github.com/confirmd/confirmd/internal/storetest"
)

func TestStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T) confirm.Store {
		return open(t)
	})
}

// open returns a store over a new database file.
func open(t testing.TB) *sqlite.Store {
	t.Helper()
	s, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "confirmd.db"))
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	return s
}
