package postgres

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/confirmd/confirmd/internal/viewcache"
)

// TestURLEnv names the environment variable that points tests at a
// PostgreSQL server. Its value "off" skips the PostgreSQL tests; anything
// else is a connection URL whose user may create and drop schemas.
const TestURLEnv = "CONFIRMD_TEST_POSTGRES_URL"

// DefaultTestURL is the server tests use when TestURLEnv is not set.
const DefaultTestURL = "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"

// TestURL creates a schema of its own for the test and returns a connection
// URL whose search_path is that schema, so that everything a store opened
// with it creates, migrations included, lands there and nowhere else. The
// schema is dropped when the test ends. Several stores opened with the URL
// share the schema the way several confirmd processes share a database.
//
// An unreachable server fails the test rather than skipping it, so a
// missing database cannot pass for a green run; set TestURLEnv to "off" to
// skip deliberately.
func TestURL(t testing.TB) string {
	t.Helper()
	base := os.Getenv(TestURLEnv)
	switch base {
	case "off":
		if os.Getenv("CI") != "" {
			t.Fatalf("%s=off, but CI must run the PostgreSQL tests", TestURLEnv)
		}
		t.Skipf("PostgreSQL tests are off (%s=off)", TestURLEnv)
	case "":
		base = DefaultTestURL
	}
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") {
		t.Fatalf("%s must be a postgres:// URL or \"off\"", TestURLEnv)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatal(unreachableMessage(base, err))
	}
	defer conn.Close(ctx)

	b := make([]byte, 8)
	rand.Read(b)
	schema := "t_" + hex.EncodeToString(b)
	if _, err := conn.Exec(ctx, "CREATE SCHEMA "+schema); err != nil {
		t.Fatalf("create test schema: %v", err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		conn, err := pgx.Connect(ctx, base)
		if err != nil {
			t.Errorf("drop test schema %s: %v", schema, err)
			return
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, "DROP SCHEMA "+schema+" CASCADE"); err != nil {
			t.Errorf("drop test schema %s: %v", schema, err)
		}
	})

	q := u.Query()
	q.Set("search_path", schema)
	// Tests run many stores at once against one server; a small pool each
	// keeps them under its connection limit on machines with many CPUs.
	if !q.Has("pool_max_conns") {
		q.Set("pool_max_conns", "4")
	}
	u.RawQuery = q.Encode()
	return u.String()
}

// OpenTest opens a store on a fresh schema of the test server (see TestURL)
// and closes it when the test ends.
func OpenTest(t testing.TB) *Store {
	t.Helper()
	return OpenTestURL(t, TestURL(t))
}

// OpenTestURL opens another store on the schema of a URL from TestURL, as a
// second process would, and closes it when the test ends.
func OpenTestURL(t testing.TB, url string) *Store {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	// A store trusts being alone sooner than in production, so that
	// tests read views from memory.
	s, err := OpenWith(ctx, url, Options{ViewCacheBytes: viewcache.DefaultBytes, sole: soleOptions{Settle: 50 * time.Millisecond}})
	if err != nil {
		t.Fatalf("open test store: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// TestConn opens a plain connection to the schema of a URL from TestURL,
// for what a test does behind the store's back, and closes it when the test
// ends.
func TestConn(tb testing.TB, url string) *pgx.Conn {
	tb.Helper()
	// The URL carries pool settings that a single connection does not take.
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		tb.Fatal(err)
	}
	conn, err := pgx.ConnectConfig(context.Background(), cfg.ConnConfig)
	if err != nil {
		tb.Fatalf("connect: %v", err)
	}
	tb.Cleanup(func() { conn.Close(context.Background()) })
	return conn
}

// Explain returns the plan PostgreSQL prints for explain, an EXPLAIN
// statement, one line of the plan per line.
func Explain(tb testing.TB, conn *pgx.Conn, explain string) string {
	tb.Helper()
	rows, err := conn.Query(tb.Context(), explain, pgx.QueryExecModeSimpleProtocol)
	if err != nil {
		tb.Fatalf("%s: %v", explain, err)
	}
	lines, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		tb.Fatalf("%s: %v", explain, err)
	}
	return strings.Join(lines, "\n")
}
