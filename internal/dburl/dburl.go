// Package dburl opens the store named by a CONFIRMD_DATABASE_URL value.
package dburl

import (
	"context"
	"errors"
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/postgres"
	"github.com/confirmd/confirmd/internal/sqlite"
	"github.com/confirmd/confirmd/internal/viewcache"
)

// Valid reports whether url names a kind of database confirmd supports.
func Valid(url string) bool {
	return strings.HasPrefix(url, "sqlite:") || strings.HasPrefix(url, "postgres://") || strings.HasPrefix(url, "postgresql://")
}

// Open opens the database named by url (sqlite:PATH or postgres://...) and
// applies pending migrations. The store keeps views in memory, up to
// viewcache.DefaultBytes, while it is the only one on the database.
func Open(ctx context.Context, url string) (confirm.Store, error) {
	return OpenKeeping(ctx, url, viewcache.DefaultBytes)
}

// OpenKeeping is Open with the memory the store may give to views kept
// while it is the only one on the database; 0 keeps none, as a command
// that reads no views should.
func OpenKeeping(ctx context.Context, url string, viewBytes int) (confirm.Store, error) {
	if path, ok := SQLitePath(url); ok {
		if path == "" {
			return nil, errors.New("sqlite: needs a file path, such as sqlite:confirmd.db")
		}
		return sqlite.OpenWith(ctx, path, sqlite.Options{ViewCacheBytes: viewBytes})
	}
	if !Valid(url) {
		return nil, errors.New("database URL must be sqlite:PATH or postgres://USER@HOST/DB")
	}
	return postgres.OpenWith(ctx, url, postgres.Options{ViewCacheBytes: viewBytes})
}

// SQLitePath returns the file path of a sqlite: URL, and false for any
// other kind of database.
func SQLitePath(url string) (string, bool) {
	path, ok := strings.CutPrefix(url, "sqlite:")
	return strings.TrimPrefix(path, "//"), ok
}
