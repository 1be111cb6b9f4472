package sqlite

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/storetest"
)

// filesHolding returns, for each file of the database directory dir (the
// database, its -wal and -shm), the values it still holds as bytes.
func filesHolding(t *testing.T, dir string, values []string) map[string][]string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	found := map[string][]string{}
	for _, e := range entries {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range values {
			if bytes.Contains(b, []byte(v)) {
				found[e.Name()] = append(found[e.Name()], v)
			}
		}
	}
	return found
}

// TestErasureLeavesNothingOnDisk: after an erasure, the database's files
// hold none of the customer's values, neither while the store is open (the
// WAL checkpointed and truncated) nor once it is closed; the same after a
// retention run.
func TestErasureLeavesNothingOnDisk(t *testing.T) {
	t.Parallel()
	values := storetest.PhysicalValues()
	for _, tt := range []struct {
		name  string
		erase func(t *testing.T, s *Store, scope confirm.Scope)
	}{
		{"erasure", func(t *testing.T, s *Store, scope confirm.Scope) {
			got, err := confirm.Erase(t.Context(), s, confirm.Erasure{Scope: scope, Phone: storetest.PhysicalCustomer.Phone, At: time.Now()})
			if err != nil || got.Confirmations != 5 || got.OptOuts != 1 {
				t.Fatalf("Erase = %+v, %v; want 5 confirmations and the opt-out", got, err)
			}
		}},
		{"retention", func(t *testing.T, s *Store, scope confirm.Scope) {
			done, err := confirm.Retain(t.Context(), s, time.Now(), 1)
			if err != nil || done[scope] != 5 {
				t.Fatalf("Retain = %v, %v; want 5 confirmations", done, err)
			}
			// Retention keeps the opt-out: only an erasure names the number.
			if _, err := confirm.Erase(t.Context(), s, confirm.Erasure{Scope: scope, Phone: storetest.PhysicalCustomer.Phone, At: time.Now()}); err != nil {
				t.Fatal(err)
			}
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			s, err := Open(t.Context(), filepath.Join(dir, "confirmd.db"))
			if err != nil {
				t.Fatal(err)
			}
			scope := storetest.FillErasable(t, s, 5)
			// The values are in the files to begin with, in the WAL and,
			// once checkpointed, in the database file: the search finds them.
			if found := filesHolding(t, dir, values); len(found["confirmd.db-wal"]) != len(values) {
				t.Fatalf("before the erasure the WAL holds %v, want all of %v", found, values)
			}
			if err := s.Checkpoint(t.Context()); err != nil {
				t.Fatal(err)
			}
			if found := filesHolding(t, dir, values); len(found["confirmd.db"]) != len(values) {
				t.Fatalf("before the erasure the database file holds %v, want all of %v", found, values)
			}

			tt.erase(t, s, scope)
			if found := filesHolding(t, dir, values); len(found) != 0 {
				t.Errorf("with the store open after the %s, the files hold %v", tt.name, found)
			}
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			if found := filesHolding(t, dir, values); len(found) != 0 {
				t.Errorf("with the store closed after the %s, the files hold %v", tt.name, found)
			}
		})
	}
}
