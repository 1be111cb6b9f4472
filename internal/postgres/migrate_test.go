package postgres

import (
	"context"
	"database/sql"
	"fmt"
	"io/fs"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/storetest"
)

// TestMigrateEngine upgrades a database written before the engine kept wake
// times: its open confirmations must be woken, or nothing would ever run
// their remaining steps; and the migration must go down and up again.
func TestMigrateEngine(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	url := TestURL(t)
	db, p := migrator(t, url)
	if _, err := p.UpTo(ctx, 1); err != nil {
		t.Fatalf("migrate to 1: %v", err)
	}

	t0 := time.Date(2026, 11, 20, 9, 30, 0, 123_000_000, time.UTC)
	acct := "acct_0000000000000001"
	_, err := db.ExecContext(ctx, `INSERT INTO accounts (id, signing_secret, created_at) VALUES ($1, 'whsec_x', $2)`, acct, t0)
	if err != nil {
		t.Fatal(err)
	}
	confirmations := []struct {
		id, status string
		steps      []string // states; step i is due at t0 + i hours
		want       time.Time
	}{
		{"cf_000000000000000000000001", "in_progress", []string{"delivered", "pending", "pending"}, t0.Add(time.Hour)},
		{"cf_000000000000000000000002", "scheduled", []string{"pending", "pending", "pending"}, t0},
		// Steps done, waiting for the unreachable deadline the old
		// scheduler did not keep: woken at once to work it out.
		{"cf_000000000000000000000003", "in_progress", []string{"delivered", "delivered", "paused"}, t0.Add(time.Minute)},
		{"cf_000000000000000000000004", "confirmed", []string{"delivered", "pending", "cancelled"}, time.Time{}},
	}
	for _, c := range confirmations {
		_, err := db.ExecContext(ctx,
			`INSERT INTO confirmations (id, account_id, sandbox, status, created_at, updated_at, doc)
			 VALUES ($1, $2, true, $3, $4, $5, '{"customer": {"name": "Jo", "first": "Jo"}, "order": {}, "cadence": "standard"}')`,
			c.id, acct, c.status, t0, t0.Add(time.Minute))
		if err != nil {
			t.Fatal(err)
		}
		for i, state := range c.steps {
			_, err := db.ExecContext(ctx,
				`INSERT INTO steps (confirmation_id, position, channel, state, due_at) VALUES ($1, $2, 'email', $3, $4)`,
				c.id, i, state, t0.Add(time.Duration(i)*time.Hour))
			if err != nil {
				t.Fatal(err)
			}
		}
	}

	check := func() {
		t.Helper()
		s, err := Open(ctx, url)
		if err != nil {
			t.Fatalf("Open: %v", err)
		}
		defer s.Close()
		for _, c := range confirmations {
			got, err := s.GetConfirmation(ctx, confirm.Scope{AccountID: acct, Sandbox: true}, c.id)
			if err != nil {
				t.Fatalf("GetConfirmation: %v", err)
			}
			if !got.WakeAt.Equal(c.want) {
				t.Errorf("%s (%s): WakeAt = %v, want %v", c.id, c.status, got.WakeAt, c.want)
			}
		}
	}
	check()
	if _, err := p.DownTo(context.Background(), 1); err != nil {
		t.Fatalf("migrate down to 1: %v", err)
	}
	check()
}

// TestMigrateRateCounts upgrades a database whose rate log was written
// before keys had a count: the migration must count each key's entries, so
// that the first attempts after it get the verdicts the log alone gave; and
// it must go down and up again.
func TestMigrateRateCounts(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	url := TestURL(t)
	db, p := migrator(t, url)
	if _, err := p.UpTo(ctx, 4); err != nil {
		t.Fatalf("migrate to 4: %v", err)
	}
	now := time.Date(2026, 11, 20, 9, 30, 0, 123_000_000, time.UTC)
	for _, e := range []struct {
		key string
		ago time.Duration
	}{
		{"198.51.100.1", 50 * time.Minute}, {"198.51.100.1", 30 * time.Minute}, {"198.51.100.1", 10 * time.Minute},
		{"198.51.100.2", confirm.RateWindow + time.Minute}, {"198.51.100.2", 5 * time.Minute},
	} {
		if _, err := db.ExecContext(ctx, `INSERT INTO rate_log (key, at) VALUES ($1, $2)`, e.key, now.Add(-e.ago)); err != nil {
			t.Fatal(err)
		}
	}

	// consistent fails the test unless every key's count is its number of
	// entries in the log, and only keys in the log have one.
	consistent := func() {
		t.Helper()
		var bad int
		err := db.QueryRowContext(ctx, `SELECT count(*)
			FROM (SELECT key, sum(n) AS n FROM rate_log GROUP BY key) AS l
			FULL JOIN rate_counts AS c USING (key)
			WHERE l.n IS DISTINCT FROM c.n`).Scan(&bad)
		if err != nil {
			t.Fatal(err)
		}
		if bad != 0 {
			t.Errorf("%d keys' counts differ from the log", bad)
		}
	}

	s, err := Open(ctx, url)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	defer s.Close()
	consistent()
	for _, a := range []struct {
		key   string
		limit int
		want  bool
	}{
		{"198.51.100.1", 3, false},
		{"198.51.100.1", 5, true},
		// The entry older than the window no longer counts.
		{"198.51.100.2", 2, true},
		{"198.51.100.2", 2, false},
	} {
		if got, err := s.RecordAttempt(ctx, a.key, now, a.limit); err != nil || got != a.want {
			t.Errorf("RecordAttempt(%s, limit %d) = %v, %v; want %v", a.key, a.limit, got, err, a.want)
		}
	}
	consistent()

	if _, err := p.DownTo(ctx, 4); err != nil {
		t.Fatalf("migrate down to 4: %v", err)
	}
	if _, err := p.Up(ctx); err != nil {
		t.Fatalf("migrate up again: %v", err)
	}
	consistent()
}

// TestMigrateRateEntries upgrades a rate log written one row per attempt:
// see storetest.RateEntriesMigration.
func TestMigrateRateEntries(t *testing.T) {
	t.Parallel()
	url := TestURL(t)
	db, p := migrator(t, url)
	if _, err := p.UpTo(t.Context(), 13); err != nil {
		t.Fatalf("migrate to 13: %v", err)
	}
	storetest.RateEntriesMigration(t, db,
		func(n int) string { return fmt.Sprintf("$%d", n) },
		func(at time.Time) any { return at },
		func(ctx context.Context) error { _, err := p.UpByOne(ctx); return err },
		func(ctx context.Context) error { _, err := p.DownTo(ctx, 13); return err },
		func(ctx context.Context) error { _, err := p.Up(ctx); return err },
		func(t *testing.T) confirm.Store { return OpenTestURL(t, url) })
}

// TestMigrateDeliveryHistory takes a database with finished and pending
// deliveries back to before deliveries had a finish time, and up again.
func TestMigrateDeliveryHistory(t *testing.T) {
	t.Parallel()
	url := TestURL(t)
	s := OpenTestURL(t, url)
	storetest.DeliveryHistoryMigration(t, s, remigrate(url, 7), func(t *testing.T, id string) {
		if _, err := s.pool.Exec(t.Context(),
			`UPDATE webhook_deliveries SET state = 'pending', next_attempt_at = '2027-01-01T00:00:00Z' WHERE id = $1`, id); err != nil {
			t.Fatal(err)
		}
	})
}

// TestMigrateEventChannels drops the stored views that show an event of no
// channel, as an earlier version stored them.
func TestMigrateEventChannels(t *testing.T) {
	t.Parallel()
	url := TestURL(t)
	s := OpenTestURL(t, url)
	storetest.EventChannelsMigration(t, s, func(t *testing.T, id string) {
		if _, err := s.pool.Exec(t.Context(),
			`UPDATE confirmations SET view = replace(view, '"kind":"system","channel":"email"', '"kind":"system","channel":""') WHERE id = $1`,
			id); err != nil {
			t.Fatal(err)
		}
	}, remigrate(url, 8))
}

// TestMigrateResends takes the database back to before resends were
// logged, and up again.
func TestMigrateResends(t *testing.T) {
	t.Parallel()
	url := TestURL(t)
	storetest.ResendsMigration(t, OpenTestURL(t, url), remigrate(url, 11))
}

// TestMigrateConsoleSessions takes the database back to before console
// sessions were kept and up again, and ends sessions by hand with SQL.
func TestMigrateConsoleSessions(t *testing.T) {
	t.Parallel()
	url := TestURL(t)
	s := OpenTestURL(t, url)
	storetest.ConsoleSessionsByHand(t, s, remigrate(url, 12), func(t *testing.T, query string) {
		if _, err := s.pool.Exec(t.Context(), query); err != nil {
			t.Fatal(err)
		}
	})
}

// remigrate returns a step of a test that takes the database at url down
// to the migration version and up again.
func remigrate(url string, version int64) func(t *testing.T) {
	return func(t *testing.T) {
		_, p := migrator(t, url)
		if _, err := p.DownTo(t.Context(), version); err != nil {
			t.Fatalf("migrate down to %d: %v", version, err)
		}
		if _, err := p.Up(t.Context()); err != nil {
			t.Fatalf("migrate up: %v", err)
		}
	}
}

// migrator returns a plain connection pool to the database at url and a
// migration provider on it; both are closed when the test ends.
func migrator(t *testing.T, url string) (*sql.DB, *goose.Provider) {
	t.Helper()
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		t.Fatal(err)
	}
	// It writes behind the stores' backs as another process would, and so
	// first registers as one: a store that held the schema alone stops
	// keeping views.
	lock, _, err := claimSole(t.Context(), cfg.ConnConfig, "", false, soleOptions{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { lock.close() })
	db := stdlib.OpenDB(*cfg.ConnConfig)
	t.Cleanup(func() { db.Close() })
	fsys, err := fs.Sub(migrations, "migrations")
	if err != nil {
		t.Fatal(err)
	}
	p, err := goose.NewProvider(goose.DialectPostgres, db, fsys, goose.WithDisableGlobalRegistry(true))
	if err != nil {
		t.Fatal(err)
	}
	return db, p
}

// TestMigrateDeliveryHost takes a database with pending deliveries back to
// before deliveries had a host, and up again.
func TestMigrateDeliveryHost(t *testing.T) {
	t.Parallel()
	url := TestURL(t)
	s := OpenTestURL(t, url)
	storetest.DeliveryHostMigration(t, s, remigrate(url, 10), func(t *testing.T) map[string]string {
		rows, err := s.pool.Query(t.Context(), `SELECT id, host FROM webhook_deliveries`)
		if err != nil {
			t.Fatal(err)
		}
		hosts := map[string]string{}
		var id, host string
		if _, err := pgx.ForEachRow(rows, []any{&id, &host}, func() error {
			hosts[id] = host
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		return hosts
	})
}

// TestMigrateInbox finds the confirmations already waiting for a person.
func TestMigrateInbox(t *testing.T) {
	t.Parallel()
	url := TestURL(t)
	storetest.InboxMigration(t, OpenTestURL(t, url), remigrate(url, 14))
}

// TestMigrateAudit gives earlier audit entries random ids and moves a
// person's name from actor to author.
func TestMigrateAudit(t *testing.T) {
	t.Parallel()
	url := TestURL(t)
	storetest.AuditMigration(t, OpenTestURL(t, url), remigrate(url, 18))
}
