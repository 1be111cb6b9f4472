package dburl

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/confirmd/confirmd/internal/testdb"
)

func TestOpenExisting(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	t.Run("missing sqlite file", func(t *testing.T) {
		t.Parallel()
		dir := filepath.Join(t.TempDir(), "data")
		st, err := OpenExisting(ctx, "sqlite:"+filepath.Join(dir, "confirmd.db"))
		if !errors.Is(err, ErrNoDatabase) {
			t.Fatalf("OpenExisting: %v, %v; want ErrNoDatabase", st, err)
		}
		if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("OpenExisting left %s behind: %v", dir, err)
		}
	})
	t.Run("empty sqlite file", func(t *testing.T) {
		t.Parallel()
		path := filepath.Join(t.TempDir(), "confirmd.db")
		if err := os.WriteFile(path, nil, 0o600); err != nil {
			t.Fatal(err)
		}
		if _, err := OpenExisting(ctx, "sqlite:"+path); !errors.Is(err, ErrNotMigrated) {
			t.Fatalf("OpenExisting: %v, want ErrNotMigrated", err)
		}
	})
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		url := k.URL(t)
		if _, err := OpenExisting(ctx, url); !errors.Is(err, ErrNotMigrated) && !errors.Is(err, ErrNoDatabase) {
			t.Fatalf("OpenExisting of a new database: %v, want ErrNotMigrated or ErrNoDatabase", err)
		}
		st, err := Open(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		st.Close()
		st, err = OpenExisting(ctx, url)
		if err != nil {
			t.Fatalf("OpenExisting of a migrated database: %v", err)
		}
		st.Close()
	})
}
