// Package testdb opens fresh databases of every kind confirmd supports, so
// that tests above the stores run once per database.
package testdb

import (
	"path/filepath"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/postgres"
	"github.com/confirmd/confirmd/internal/sqlite"
)

// Kind is one kind of database with a way to open a fresh, empty one.
type Kind struct {
	Name string
	// Open returns a new store on an empty database, closed at the end of
	// the test.
	Open func(t testing.TB) confirm.Store
	// URL returns a CONFIRMD_DATABASE_URL of a new empty database, dropped
	// at the end of the test.
	URL func(t testing.TB) string
}

// Kinds are SQLite and PostgreSQL. The PostgreSQL one fails the test when
// the server cannot be reached (see postgres.TestURL).
var Kinds = []Kind{
	{
		Name: "sqlite",
		Open: func(t testing.TB) confirm.Store {
			st, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "confirmd.db"))
			if err != nil {
				t.Fatalf("sqlite.Open: %v", err)
			}
			t.Cleanup(func() { st.Close() })
			return st
		},
		URL: func(t testing.TB) string { return "sqlite:" + filepath.Join(t.TempDir(), "confirmd.db") },
	},
	{
		Name: "postgres",
		Open: func(t testing.TB) confirm.Store { return postgres.OpenTest(t) },
		URL:  postgres.TestURL,
	},
}

// Each runs fn once per kind of database, as parallel subtests.
func Each(t *testing.T, fn func(t *testing.T, k Kind)) {
	t.Helper()
	for _, k := range Kinds {
		t.Run(k.Name, func(t *testing.T) {
			t.Parallel()
			fn(t, k)
		})
	}
}
