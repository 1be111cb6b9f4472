package sqlite

import (
	"context"
	"database/sql"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pressly/goose/v3"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/storetest"
)

// TestMigrateWakeAt upgrades a database written before confirmations had
// a wake time: the open ones must wake at their first pending step, as the
// scheduler found them before, or at once with none pending, and closed
// ones never.
func TestMigrateWakeAt(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	path := filepath.Join(t.TempDir(), "confirmd.db")
	db, p := migrator(t, path)
	if _, err := p.UpTo(ctx, 1); err != nil {
		t.Fatalf("migrate to 1: %v", err)
	}
	t0 := time.Date(2026, 11, 20, 9, 30, 0, 123_000_000, time.UTC)
	exec := func(query string, args ...any) {
		t.Helper()
		if _, err := db.ExecContext(ctx, query, args...); err != nil {
			t.Fatal(err)
		}
	}
	exec(`INSERT INTO accounts (id, name, signing_secret, created_at) VALUES ('acct_1', 'Acme', 'whsec_1', ?)`, text(t0))
	for _, c := range []struct {
		id      string
		status  confirm.Status
		updated time.Time
	}{
		{"cf_open", confirm.StatusInProgress, t0},
		{"cf_closed", confirm.StatusConfirmed, t0},
		{"cf_stalled", confirm.StatusInProgress, t0.Add(5 * time.Hour)},
	} {
		exec(`INSERT INTO confirmations (id, account_id, sandbox, status, created_at, updated_at, doc)
			VALUES (?, 'acct_1', 1, ?, ?, ?, '{}')`, c.id, c.status, text(t0), text(c.updated))
	}
	step := func(id string, pos int, state confirm.StepState, due time.Time) {
		exec(`INSERT INTO steps (confirmation_id, position, channel, state, due_at) VALUES (?, ?, 'sms', ?, ?)`,
			id, pos, state, text(due))
	}
	step("cf_open", 0, confirm.StepDelivered, t0.Add(-time.Hour))
	step("cf_open", 1, confirm.StepPending, t0.Add(3*time.Hour))
	step("cf_open", 2, confirm.StepPending, t0.Add(2*time.Hour))
	step("cf_closed", 0, confirm.StepPending, t0)
	step("cf_stalled", 0, confirm.StepPaused, t0)
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	s, err := Open(ctx, path)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	defer s.Close()
	if next, ok, err := s.NextDueAt(ctx); err != nil || !ok || !next.Equal(t0.Add(2*time.Hour)) {
		t.Errorf("NextDueAt = %s, %v, %v; want %s", confirm.FormatTime(next), ok, err, confirm.FormatTime(t0.Add(2*time.Hour)))
	}
	claims, err := s.ClaimDue(ctx, t0.Add(24*time.Hour), "engine", time.Minute, 10)
	if err != nil {
		t.Fatal(err)
	}
	scope := confirm.Scope{AccountID: "acct_1", Sandbox: true}
	want := []confirm.Claim{{ID: "cf_open", Scope: scope}, {ID: "cf_stalled", Scope: scope}}
	slices.SortFunc(claims, func(a, b confirm.Claim) int { return strings.Compare(a.ID, b.ID) })
	if !slices.Equal(claims, want) {
		t.Errorf("ClaimDue = %v, want %v", claims, want)
	}
}

// TestMigrateRateCounts upgrades a database whose rate log was written
// before keys had a count: the migration must count each key's entries, so
// that the first attempts after it get the verdicts the log alone gave; and
// it must go down and up again.
func TestMigrateRateCounts(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	path := filepath.Join(t.TempDir(), "confirmd.db")
	db, p := migrator(t, path)
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
		if _, err := db.ExecContext(ctx, `INSERT INTO rate_log (key, at) VALUES (?, ?)`, e.key, text(now.Add(-e.ago))); err != nil {
			t.Fatal(err)
		}
	}

	// consistent fails the test unless every key's count is its number of
	// entries in the log.
	consistent := func() {
		t.Helper()
		var bad int
		err := db.QueryRowContext(ctx, `SELECT count(*) FROM (
			SELECT key, sum(n) AS n FROM rate_log GROUP BY key
			EXCEPT SELECT key, n FROM rate_counts)`).Scan(&bad)
		if err != nil {
			t.Fatal(err)
		}
		var keys, logged int
		if err := db.QueryRowContext(ctx, `SELECT count(*) FROM rate_counts`).Scan(&keys); err != nil {
			t.Fatal(err)
		}
		if err := db.QueryRowContext(ctx, `SELECT count(DISTINCT key) FROM rate_log`).Scan(&logged); err != nil {
			t.Fatal(err)
		}
		if bad != 0 || keys != logged {
			t.Errorf("%d keys' counts differ from the log; %d counts for %d keys in the log", bad, keys, logged)
		}
	}

	s, err := Open(ctx, path)
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
	path := filepath.Join(t.TempDir(), "confirmd.db")
	db, p := migrator(t, path)
	if _, err := p.UpTo(t.Context(), 13); err != nil {
		t.Fatalf("migrate to 13: %v", err)
	}
	storetest.RateEntriesMigration(t, db,
		func(int) string { return "?" },
		func(at time.Time) any { return text(at) },
		func(ctx context.Context) error { _, err := p.UpByOne(ctx); return err },
		func(ctx context.Context) error { _, err := p.DownTo(ctx, 13); return err },
		func(ctx context.Context) error { _, err := p.Up(ctx); return err },
		func(t *testing.T) confirm.Store { return openTestAt(t, path) })
}

// TestMigrateDeliveryHistory takes a database with finished and pending
// deliveries back to before deliveries had a finish time, and up again.
func TestMigrateDeliveryHistory(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "confirmd.db")
	s := openTestAt(t, path)
	storetest.DeliveryHistoryMigration(t, s, remigrate(path, 6), func(t *testing.T, id string) {
		db, _ := migrator(t, path)
		if _, err := db.ExecContext(t.Context(),
			`UPDATE webhook_deliveries SET state = 'pending', next_attempt_at = ? WHERE id = ?`,
			text(time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)), id); err != nil {
			t.Fatal(err)
		}
	})
}

// TestMigrateEventChannels drops the stored views that show an event of no
// channel, as an earlier version stored them.
func TestMigrateEventChannels(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "confirmd.db")
	s := openTestAt(t, path)
	storetest.EventChannelsMigration(t, s, func(t *testing.T, id string) {
		db, _ := migrator(t, path)
		if _, err := db.ExecContext(t.Context(),
			`UPDATE confirmations SET view = replace(view, '"kind":"system","channel":"email"', '"kind":"system","channel":""') WHERE id = ?`,
			id); err != nil {
			t.Fatal(err)
		}
	}, remigrate(path, 8))
}

// TestMigrateResends takes the database back to before resends were
// logged, and up again.
func TestMigrateResends(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "confirmd.db")
	storetest.ResendsMigration(t, openTestAt(t, path), remigrate(path, 11))
}

// TestMigrateConsoleSessions takes the database back to before console
// sessions were kept and up again, and ends sessions by hand with SQL.
func TestMigrateConsoleSessions(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "confirmd.db")
	s := openTestAt(t, path)
	storetest.ConsoleSessionsByHand(t, s, remigrate(path, 12), func(t *testing.T, query string) {
		db, _ := migrator(t, path)
		if _, err := db.ExecContext(t.Context(), query); err != nil {
			t.Fatal(err)
		}
	})
}

// remigrate returns a step of a test that takes the database at path down
// to the migration version and up again.
func remigrate(path string, version int64) func(t *testing.T) {
	return func(t *testing.T) {
		_, p := migrator(t, path)
		if _, err := p.DownTo(t.Context(), version); err != nil {
			t.Fatalf("migrate down to %d: %v", version, err)
		}
		if _, err := p.Up(t.Context()); err != nil {
			t.Fatalf("migrate up: %v", err)
		}
	}
}

// migrator returns a connection pool to the SQLite file at path and a
// migration provider on it; both are closed when the test ends.
func migrator(t *testing.T, path string) (*sql.DB, *goose.Provider) {
	t.Helper()
	// It writes behind the stores' backs as another process would, and so
	// first registers as one: a store that held the file alone stops
	// keeping views.
	if err := createPrivate(path); err != nil {
		t.Fatal(err)
	}
	lock, _, err := claimSole(t.Context(), path, false, soleOptions{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { lock.close() })
	db, err := sql.Open("sqlite", path+"?"+pragmas)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	fsys, err := fs.Sub(migrations, "migrations")
	if err != nil {
		t.Fatal(err)
	}
	p, err := goose.NewProvider(goose.DialectSQLite3, db, fsys)
	if err != nil {
		t.Fatal(err)
	}
	return db, p
}

// TestMigrateDeliveryHost takes a database with pending deliveries back to
// before deliveries had a host, and up again.
func TestMigrateDeliveryHost(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "confirmd.db")
	s := openTestAt(t, path)
	storetest.DeliveryHostMigration(t, s, remigrate(path, 10), func(t *testing.T) map[string]string {
		db, _ := migrator(t, path)
		rows, err := db.QueryContext(t.Context(), `SELECT id, host FROM webhook_deliveries`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		hosts := map[string]string{}
		for rows.Next() {
			var id, host string
			if err := rows.Scan(&id, &host); err != nil {
				t.Fatal(err)
			}
			hosts[id] = host
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		return hosts
	})
}

// TestMigrateInbox finds the confirmations already waiting for a person.
func TestMigrateInbox(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "confirmd.db")
	storetest.InboxMigration(t, openTestAt(t, path), remigrate(path, 14))
}

// TestMigrateAudit gives earlier audit entries random ids and moves a
// person's name from actor to author.
func TestMigrateAudit(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "confirmd.db")
	storetest.AuditMigration(t, openTestAt(t, path), remigrate(path, 18))
}
