package postgres

import (
	"context"
	"io/fs"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestMigrateEngine upgrades a database written before the engine kept wake
// times: its open confirmations must be woken, or nothing would ever run
// their remaining steps; and the migration must go down and up again.
func TestMigrateEngine(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	url := TestURL(t)
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		t.Fatal(err)
	}
	db := stdlib.OpenDB(*cfg.ConnConfig)
	defer db.Close()
	fsys, err := fs.Sub(migrations, "migrations")
	if err != nil {
		t.Fatal(err)
	}
	p, err := goose.NewProvider(goose.DialectPostgres, db, fsys, goose.WithDisableGlobalRegistry(true))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.UpTo(ctx, 1); err != nil {
		t.Fatalf("migrate to 1: %v", err)
	}

	t0 := time.Date(2026, 11, 20, 9, 30, 0, 123_000_000, time.UTC)
	acct := "acct_0000000000000001"
	_, err = db.ExecContext(ctx, `INSERT INTO accounts (id, signing_secret, created_at) VALUES ($1, 'whsec_x', $2)`, acct, t0)
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
