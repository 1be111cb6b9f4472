package sqlite

import (
	"context"
	"fmt"

	"github.com/confirmd/confirmd/internal/viewcache"
)

// holdAlone claims the database file for this store alone (see soleLock),
// after any process that held it alone gave way. Holding it, the store
// keeps the views it reads in memory (s.viewCache) and answers kept API keys
// without reading the counter of changes (keyCache.alone); once another
// process opens the file, both stop for good before that process may
// write.
func (s *Store) holdAlone(ctx context.Context, path string) error {
	s.viewCache = viewcache.New(s.viewBytes)
	lock, alone, err := claimSole(ctx, path, s.viewBytes > 0, soleOptions{}, func() {
		s.viewCache.Stop()
		s.keys.alone.Store(false)
	})
	if err != nil {
		return fmt.Errorf("sqlite: %w", err)
	}
	s.sole = lock
	if alone {
		s.keys.alone.Store(true)
		s.viewCache.Start(nil)
	}
	return nil
}

// changedView records that the write transaction under way changes the
// view of the confirmation with the id: the view is forgotten at once, and
// again once the transaction has ended (forgetChanged), so that a read
// that began before the commit cannot keep what the commit replaced.
func (s *Store) changedView(id string) {
	s.viewCache.Forget(id)
	s.changedMu.Lock()
	s.changed = append(s.changed, id)
	s.changedMu.Unlock()
}

// forgetChanged forgets the views the transaction that has just ended
// (committed or not) changed.
func (s *Store) forgetChanged() {
	s.changedMu.Lock()
	ids := s.changed
	s.changed = nil
	s.changedMu.Unlock()
	if len(ids) > 0 {
		s.viewCache.Forget(ids...)
	}
}

// KeepsViews reports whether the store keeps views in memory: whether it
// holds the database file alone.
func (s *Store) KeepsViews() bool { return s.viewCache.On() }
