package postgres

import (
	"context"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/viewcache"
)

// holdAlone claims the store's schema for this process alone (see
// soleLock), after any process that held it alone gave way, and returns
// the cache of views it may keep while it holds it. Once another process
// opens the schema, the cache stops for good before that process may
// write; while the lock cannot vouch that it is still held (its last check
// is older than its lease), the cache answers nothing.
//
// API keys need nothing of this: notices keep their cache true across
// processes (keyCache).
func holdAlone(ctx context.Context, cfg *pgx.ConnConfig, maxBytes int, o soleOptions) (*viewcache.Cache, *soleLock, error) {
	cache := viewcache.New(maxBytes)
	lock, alone, err := claimSole(ctx, cfg, "", maxBytes > 0, o, cache.Stop)
	if err != nil {
		return nil, nil, err
	}
	if alone {
		cache.Start(lock.valid)
	}
	return cache, lock, nil
}

// forgetViews forgets the views of the ids after a transaction that may
// have changed them has ended, committed or not (see viewcache).
func (s *Store) forgetViews(ids []string) {
	if len(ids) > 0 {
		s.viewCache.Forget(ids...)
	}
}

// KeepsViews reports whether the store keeps views in memory: whether it
// holds the schema alone. It answers from memory only once it has been
// alone for a moment, and while its lock was checked within its lease (see
// soleLock.valid).
func (s *Store) KeepsViews() bool { return s.sole.alone() }
