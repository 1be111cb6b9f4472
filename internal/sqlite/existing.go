package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"strings"
)

// SchemaVersion returns the version of the newest migration applied to the
// database at path, 0 when none is. Unlike Open it never creates the file:
// when there is none, the error wraps os.ErrNotExist.
func SchemaVersion(ctx context.Context, path string) (int64, error) {
	if path == "" || path == ":memory:" || strings.ContainsAny(path, "?#") {
		return 0, fmt.Errorf("sqlite: %q is not a database file path", path)
	}
	if _, err := os.Stat(path); err != nil {
		return 0, fmt.Errorf("sqlite: %w", err)
	}
	// mode=rw opens the file only if it is still there, never creating
	// it, should it go in the meantime.
	db, err := sql.Open("sqlite", "file:"+strings.ReplaceAll(path, "%", "%25")+"?mode=rw&_pragma=busy_timeout(10000)")
	if err != nil {
		return 0, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	defer db.Close()
	var tables int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'goose_db_version'").Scan(&tables); err != nil {
		return 0, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	if tables == 0 {
		return 0, nil
	}
	var v int64
	if err := db.QueryRowContext(ctx, "SELECT coalesce(max(version_id), 0) FROM goose_db_version WHERE is_applied").Scan(&v); err != nil {
		return 0, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	return v, nil
}
