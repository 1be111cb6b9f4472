package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// SchemaVersion returns the version of the newest migration applied to the
// database at url, in the schema its search_path names first; 0 when none
// is. Unlike Open it changes nothing.
func SchemaVersion(ctx context.Context, url string) (int64, error) {
	// Parsed as Open parses it, so that the pool's settings in the URL
	// are not sent to the server as its own.
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return 0, fmt.Errorf("postgres: %w", err)
	}
	conn, err := pgx.ConnectConfig(ctx, cfg.ConnConfig)
	if err != nil {
		return 0, dbError(err)
	}
	defer conn.Close(ctx)
	var exists bool
	if err := conn.QueryRow(ctx, "SELECT to_regclass('goose_db_version') IS NOT NULL").Scan(&exists); err != nil {
		return 0, dbError(err)
	}
	if !exists {
		return 0, nil
	}
	var v int64
	if err := conn.QueryRow(ctx, "SELECT coalesce(max(version_id), 0) FROM goose_db_version WHERE is_applied").Scan(&v); err != nil {
		return 0, fmt.Errorf("postgres: %w", dbError(err))
	}
	return v, nil
}
