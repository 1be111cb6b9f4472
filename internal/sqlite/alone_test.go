package sqlite_test

import (
	"path/filepath"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/storetest"
)

func TestKeptViews(t *testing.T) {
	path := filepath.Join(t.TempDir(), "confirmd.db")
	storetest.KeptViews(t, open(t, path), func(t *testing.T) confirm.Store {
		s := open(t, path)
		t.Cleanup(func() { s.Close() })
		return s
	})
}
