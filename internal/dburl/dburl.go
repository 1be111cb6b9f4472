// Package dburl opens the store named by a CONFIRMD_DATABASE_URL value.
package dburl

import (
	"context"
	"errors"
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/postgres"
	"github.com/confirmd/confirmd/internal/sqlite"
)

// Valid reports whether url names a kind of database confirmd supports.
func Valid(url string) bool {
	return strings.HasPrefix(url, "sqlite:") || strings.HasPrefix(url, "postgres://") || strings.HasPrefix(url, "postgresql://")
}

// Open opens the database named by url (sqlite:PATH or postgres://...) and
// applies pending migrations.
func Open(ctx context.Context, url string) (confirm.Store, error) {
	if path, ok := SQLitePath(url); ok {
		if path == "" {
			return nil, errors.New("sqlite: needs a file path, such as sqlite:confirmd.db")
		}
		return sqlite.Open(ctx, path)
	}
	if !Valid(url) {
		return nil, errors.New("database URL must be sqlite:PATH or postgres://USER@HOST/DB")
	}
	return postgres.Open(ctx, url)
}

// SQLitePath returns the file path of a sqlite: URL, and false for any
// other kind of database.
func SQLitePath(url string) (string, bool) {
	path, ok := strings.CutPrefix(url, "sqlite:")
	return strings.TrimPrefix(path, "//"), ok
}
