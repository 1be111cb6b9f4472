package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dburl"
)

// scratch is the database of one run: made for it and removed at its end,
// so that figures never include what an earlier run left behind.
type scratch struct {
	// URL opens the run's database, as CONFIRMD_DATABASE_URL would.
	URL string
	// Kind is SQLite or PostgreSQL.
	Kind string
	// where describes the database for the report.
	where   string
	cleanup func() error
}

// newScratch makes the run's database from the -db flag. A SQLite path must
// not exist yet; "sqlite:" alone takes a file in a new temporary directory.
// On PostgreSQL a schema with a random name is created and later dropped,
// unless the URL names its own with search_path.
func newScratch(ctx context.Context, db string) (*scratch, error) {
	if path, ok := strings.CutPrefix(db, "sqlite:"); ok {
		return sqliteScratch(strings.TrimPrefix(path, "//"))
	}
	if !dburl.Valid(db) {
		return nil, fmt.Errorf("-db %q must be sqlite:PATH or postgres://HOST/DB", db)
	}
	return postgresScratch(ctx, db)
}

func sqliteScratch(path string) (*scratch, error) {
	s := &scratch{Kind: "SQLite"}
	if path == "" {
		dir, err := os.MkdirTemp("", "confirmload-")
		if err != nil {
			return nil, err
		}
		path = filepath.Join(dir, "confirmd.db")
		s.cleanup = func() error { return os.RemoveAll(dir) }
	} else {
		if _, err := os.Stat(path); err == nil {
			return nil, fmt.Errorf("-db: %s already exists; every run makes a new database, so name a file that does not exist (or use sqlite: for a temporary one)", path)
		} else if !errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("-db: %w", err)
		}
		s.cleanup = func() error {
			var errs []error
			for _, suffix := range []string{"", "-wal", "-shm", "-journal"} {
				if err := os.Remove(path + suffix); err != nil && !errors.Is(err, os.ErrNotExist) {
					errs = append(errs, err)
				}
			}
			return errors.Join(errs...)
		}
	}
	s.URL = "sqlite:" + path
	s.where = "SQLite file " + path + " (removed at the end)"
	return s, nil
}

func postgresScratch(ctx context.Context, db string) (*scratch, error) {
	u, err := url.Parse(db)
	if err != nil {
		return nil, fmt.Errorf("-db: %w", err)
	}
	s := &scratch{URL: db, Kind: "PostgreSQL", cleanup: func() error { return nil }}
	q := u.Query()
	if sp := q.Get("search_path"); sp != "" {
		s.where = fmt.Sprintf("PostgreSQL %s, schema %s (kept)", u.Host, sp)
		return s, nil
	}
	// The schema is made and dropped on a connection of its own, without
	// the pool's settings, which a single connection refuses.
	admin := *u
	aq := url.Values{}
	for k, v := range q {
		if !strings.HasPrefix(k, "pool_") {
			aq[k] = v
		}
	}
	admin.RawQuery = aq.Encode()
	db = admin.String()
	cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	conn, err := pgx.Connect(cctx, db)
	if err != nil {
		return nil, fmt.Errorf("-db: cannot reach PostgreSQL: %w", err)
	}
	defer conn.Close(context.WithoutCancel(ctx))
	b := make([]byte, 6)
	rand.Read(b)
	schema := "confirmload_" + hex.EncodeToString(b)
	if _, err := conn.Exec(cctx, "CREATE SCHEMA "+schema); err != nil {
		return nil, fmt.Errorf("creating the scratch schema: %w", err)
	}
	s.cleanup = func() error {
		// Dropped even when the run was interrupted.
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		conn, err := pgx.Connect(ctx, db)
		if err != nil {
			return fmt.Errorf("dropping schema %s: %w", schema, err)
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, "DROP SCHEMA "+schema+" CASCADE"); err != nil {
			return fmt.Errorf("dropping schema %s: %w", schema, err)
		}
		return nil
	}
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	s.URL = u.String()
	s.where = fmt.Sprintf("PostgreSQL %s, schema %s (dropped at the end)", u.Host, schema)
	return s, nil
}

// Open opens a store on the run's database, applying the migrations.
func (s *scratch) Open(ctx context.Context) (confirm.Store, error) {
	return dburl.Open(ctx, s.URL)
}

// Cleanup removes the run's database, if the run made it.
func (s *scratch) Cleanup() error { return s.cleanup() }

func (s *scratch) String() string { return s.where }
