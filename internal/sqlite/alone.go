package sqlite

import (
	"context"
	"sync/atomic"

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
	var lost atomic.Bool
	lock, alone, err := claimSole(ctx, path, s.viewBytes > 0, soleOptions{}, func() {
		lost.Store(true)
		s.viewCache.Stop()
		s.keys.alone.Store(false)
	})
	if err != nil {
		return err
	}
	s.sole = lock
	if alone {
		// A newcomer may have knocked already: then onLost has set lost
		// before it undid alone, and whichever runs last leaves alone
		// false. The cache cannot start once stopped.
		s.keys.alone.Store(true)
		s.viewCache.Start(nil)
		if lost.Load() {
			s.keys.alone.Store(false)
		}
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
