package sqlite_test

import (
	"fmt"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/sqlite"
	"github.com/confirmd/confirmd/internal/storetest"
)

func TestStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T) confirm.Store {
		return open(t, filepath.Join(t.TempDir(), "confirmd.db"))
	})
}

// open returns a store over the database file at path.
func open(t *testing.T, path string) *sqlite.Store {
	t.Helper()
	s, err := sqlite.Open(t.Context(), path)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	return s
}

func TestReopen(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "confirmd.db")
	s := open(t, path)
	a := &confirm.Account{ID: confirm.NewAccountID(), Name: "Acme", SigningSecret: confirm.NewSigningSecret(), CreatedAt: time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)}
	if err := s.CreateAccount(t.Context(), a); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}

	s = open(t, path)
	defer s.Close()
	if err := s.Migrate(t.Context()); err != nil {
		t.Fatalf("Migrate on an up-to-date database: %v", err)
	}
	if _, err := s.GetAccount(t.Context(), a.ID); err != nil {
		t.Fatalf("GetAccount after reopening: %v", err)
	}
}

// TestTwoProcesses runs two stores over one file, as two confirmd processes
// would: the rate limit must hold across them.
func TestTwoProcesses(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "confirmd.db")
	stores := []*sqlite.Store{open(t, path), open(t, path)}
	defer stores[0].Close()
	defer stores[1].Close()

	now := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	const n, limit = 40, 30
	var allowed atomic.Int32
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			ok, err := stores[i%2].RecordAttempt(t.Context(), "203.0.113.1", now, limit)
			if err != nil {
				t.Errorf("RecordAttempt: %v", err)
			}
			if ok {
				allowed.Add(1)
			}
		})
	}
	wg.Wait()
	if got := allowed.Load(); got != limit {
		t.Fatalf("%d of %d attempts allowed, want %d", got, n, limit)
	}
}

// TestResendTwoProcesses sends deliveries again through two stores over
// one file at once: the resend limit must hold across them.
func TestResendTwoProcesses(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "confirmd.db")
	stores := []*sqlite.Store{open(t, path), open(t, path)}
	defer stores[0].Close()
	defer stores[1].Close()
	storetest.ResendsConcurrent(t, stores[0], stores[1])
}

// TestSecretTwoProcesses starts two processes at once on a file without the
// secret: both must end up with the one value stored.
func TestSecretTwoProcesses(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "confirmd.db")
	stores := []*sqlite.Store{open(t, path), open(t, path)}
	defer stores[0].Close()
	defer stores[1].Close()

	const n = 20
	got := make([]string, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			v, err := stores[i%2].Secret(t.Context(), "links", func() string { return fmt.Sprint("value ", i) })
			if err != nil {
				t.Errorf("Secret: %v", err)
			}
			got[i] = v
		})
	}
	wg.Wait()
	for i, v := range got {
		if v != got[0] {
			t.Fatalf("Secret gave %q to caller 0 and %q to caller %d", got[0], v, i)
		}
	}
}

func TestOpenRefusesMemory(t *testing.T) {
	t.Parallel()
	for _, path := range []string{"", ":memory:", "x.db?mode=memory"} {
		if s, err := sqlite.Open(t.Context(), path); err == nil {
			s.Close()
			t.Errorf("Open(%q) succeeded; two pools need one database file", path)
		}
	}
}
