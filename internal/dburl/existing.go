package dburl

import (
	"context"
	"errors"
	"os"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/postgres"
	"github.com/confirmd/confirmd/internal/sqlite"
)

// ErrNoDatabase is OpenExisting's answer when the SQLite file is not there.
var ErrNoDatabase = errors.New("no database")

// ErrNotMigrated is OpenExisting's answer when the database is there but
// no migration has been applied to it: it is not yet confirmd's.
var ErrNotMigrated = errors.New("database not migrated")

// OpenExisting opens the database named by url as Open does, but only one
// that exists and has been migrated at least once; it never creates one.
// Migrations a newer confirmd brings are applied.
func OpenExisting(ctx context.Context, url string) (confirm.Store, error) {
	var v int64
	var err error
	if path, ok := SQLitePath(url); ok {
		if path == "" {
			return Open(ctx, url) // for its error
		}
		v, err = sqlite.SchemaVersion(ctx, path)
		if errors.Is(err, os.ErrNotExist) {
			return nil, ErrNoDatabase
		}
	} else if Valid(url) {
		v, err = postgres.SchemaVersion(ctx, url)
	} else {
		return Open(ctx, url) // for its error
	}
	if err != nil {
		return nil, err
	}
	if v == 0 {
		return nil, ErrNotMigrated
	}
	// A command reads no views: it keeps none, and never holds the
	// database alone.
	return OpenKeeping(ctx, url, 0)
}
