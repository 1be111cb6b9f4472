// Package viewcache keeps in memory the views of confirmations a process
// has read, for a store that knows no other process writes to its
// database: GET /v1/confirmations/{id} then answers without a read.
//
// A view kept is exact only while two things hold, and the cache relies on
// its store for both:
//   - no other process writes: the store turns the cache on only while it
//     holds its database alone (each store's sole lock), and off for good,
//     before anything else may write, once another process opens it;
//   - every write of this process forgets the views it changed once it has
//     committed: the store calls Forget with the ids after each commit (and
//     may call it before, too). A view read from the database is kept only
//     if no Forget came between the start of its read and Put (gen), so a
//     read that began before a commit cannot put back what it replaced.
package viewcache

import (
	"slices"
	"sync"
)

// DefaultBytes is how much memory a cache takes by default: some 150,000
// views of 750 bytes, or 80,000 of 1.5 KB. confirmd serve raises its
// memory limit by as much (gcpolicy.ApplyKeeping).
const DefaultBytes = 128 << 20

// entryBytes is what an entry takes besides its view: the map's slot, the
// id and the entry's fields.
const entryBytes = 128

// Cache is a bounded map of views by confirmation id. Its zero value is
// not usable; New makes one, off until Start.
type Cache struct {
	mu sync.Mutex
	// on is whether views are answered and kept; stopped is set for good
	// by Stop.
	on, stopped bool
	// valid, when set, is asked before each answer: the store's lock may
	// know it can no longer vouch for its views before it has turned the
	// cache off (see Start).
	valid func() bool
	// gen counts the Forgets: a read is kept only if none came since it
	// began.
	gen     uint64
	entries map[string]entry
	size    int // bytes taken: the views and entryBytes for each
	max     int
}

type entry struct {
	account string
	sandbox bool
	view    []byte
}

func (e entry) bytes() int { return len(e.view) + entryBytes }

// New returns a cache that takes up to maxBytes bytes (views and what
// each entry takes besides; at least one view whatever its size), off
// until Start.
func New(maxBytes int) *Cache {
	return &Cache{entries: map[string]entry{}, max: maxBytes}
}

// Start turns the cache on, unless it was stopped or keeps nothing.
// valid, if not nil, is asked before each answer: while it says false the
// cache answers nothing (and keeps nothing), without forgetting.
func (c *Cache) Start(valid func() bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.stopped || c.max <= 0 {
		return
	}
	c.on, c.valid = true, valid
}

// Stop turns the cache off for good and forgets every view. Once it has
// returned, nothing is answered from the cache.
func (c *Cache) Stop() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.on, c.stopped = false, true
	c.gen++
	clear(c.entries)
	c.size = 0
}

// On reports whether the cache answers.
func (c *Cache) On() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.answering()
}

func (c *Cache) answering() bool {
	return c.on && (c.valid == nil || c.valid())
}

// Get returns the view of the confirmation with the id, if kept and in
// the account's scope (sandbox or live). Otherwise ok is false and gen is
// what to pass to Put once the view is read. The view returned must not
// be changed.
func (c *Cache) Get(account string, sandbox bool, id string) (view []byte, gen uint64, ok bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.answering() {
		return nil, c.gen, false
	}
	e, found := c.entries[id]
	if !found || e.account != account || e.sandbox != sandbox {
		return nil, c.gen, false
	}
	return e.view, c.gen, true
}

// Put keeps the view of the confirmation with the id, read from the
// database by a read that began after Get returned gen, unless a Forget
// came since or the cache is off. It keeps its own copy.
func (c *Cache) Put(gen uint64, account string, sandbox bool, id string, view []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen || !c.answering() || view == nil {
		return
	}
	if old, ok := c.entries[id]; ok {
		c.size -= old.bytes()
		delete(c.entries, id)
	}
	e := entry{account: account, sandbox: sandbox, view: slices.Clone(view)}
	// Make room: any views go, a map's order being as good as any here.
	for id, old := range c.entries {
		if c.size+e.bytes() <= c.max {
			break
		}
		c.size -= old.bytes()
		delete(c.entries, id)
	}
	c.entries[id] = e
	c.size += e.bytes()
}

// Forget drops the views of the ids, changed by a write of this process,
// and refuses every read begun before it: the store calls it after each
// commit that may have changed views.
func (c *Cache) Forget(ids ...string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	for _, id := range ids {
		if e, ok := c.entries[id]; ok {
			c.size -= e.bytes()
			delete(c.entries, id)
		}
	}
}

// Len returns how many views are kept.
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.entries)
}
