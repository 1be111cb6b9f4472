package sqlite

import (
	"sync"
	"sync/atomic"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// keyCache keeps the API keys this process has looked up, with their
// accounts, so that an API request does not read its key from the file.
//
// A key revoked or an account changed by any process (a second confirmd
// serve, the confirmd keys commands) must stop being answered from here.
// Triggers (migration 00028) add one to the counter key_changes at every
// such change, in the transaction that makes it. So that nothing slips
// past the counter:
//   - a key is kept with the counter read in the same statement as the
//     key, and only while that value is the cache's: a key read before a
//     change, and put after the cache learned of it, is dropped;
//   - kept keys are answered only while the counter reads as it did when
//     they were kept: each lookup reads it (one row by its primary key,
//     keyCheck being none) and forgets every key if it moved;
//   - this process's own changes empty the cache at once (changed), and
//     nothing read by a statement that began before the change committed
//     is kept after it, so they take effect here at once, and in other
//     processes at their next lookup.
type keyCache struct {
	mu      sync.Mutex
	entries map[string]keyEntry // by the key's hash
	// version is the counter's value the entries were read at; -1 when
	// not known (at first, and after a change made here).
	version int64
	// checked is when the counter was last read at version: what was
	// committed before then is known.
	checked time.Time
	// after is when this process last changed a key or an account: reads
	// that began before it are not trusted.
	after time.Time
	now   func() time.Time
	// alone is set while this process holds the database alone (see
	// soleLock): no other process can change a key, and kept keys are
	// answered without reading the counter.
	alone atomic.Bool
}

type keyEntry struct {
	key     confirm.APIKey
	account confirm.Account
}

const (
	// keyCheck is how long kept keys are answered without reading the
	// counter again: how long a revocation made by another process may
	// take to be refused here. It is none: a revocation by the confirmd
	// keys command takes effect at once in a running serve, as it does
	// on PostgreSQL. Reading the counter (one row by its primary key) costs
	// a seventh of reading the key and its account.
	keyCheck = 0
	// maxKeys bounds the entries: only keys that exist are kept, but a
	// deployment may have very many.
	maxKeys = 10000
)

func newKeyCache() *keyCache {
	return &keyCache{entries: map[string]keyEntry{}, version: -1, now: time.Now}
}

// get returns copies of the key with the hash and its account, if kept and
// the counter was read within keyCheck. fresh is whether it was: when it is
// not, the caller reads the counter (see seen) before trusting a miss.
func (c *keyCache) get(hash string) (k *confirm.APIKey, a *confirm.Account, fresh bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.version < 0 || (!c.alone.Load() && c.now().Sub(c.checked) > keyCheck) {
		return nil, nil, false
	}
	e, ok := c.entries[hash]
	if !ok {
		return nil, nil, true
	}
	key, account := e.key, e.account
	return &key, &account, true
}

// tentative returns copies of the key with the hash and its account if
// kept, with the counter's value they were kept at, without knowing
// whether the counter has moved since: the caller confirms it in its next
// statement (confirm.KeyCheck).
func (c *keyCache) tentative(hash string) (k *confirm.APIKey, a *confirm.Account, version int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[hash]
	if !ok || c.version < 0 {
		return nil, nil, -1
	}
	key, account := e.key, e.account
	return &key, &account, c.version
}

// getSeen returns copies of the key with the hash and its account, if kept
// at version: the caller has just read the counter at that value.
func (c *keyCache) getSeen(hash string, version int64) (*confirm.APIKey, *confirm.Account) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[hash]
	if !ok || c.version != version {
		return nil, nil
	}
	key, account := e.key, e.account
	return &key, &account
}

// seen records that the counter was version for a read that began at at:
// keys kept at a lower value are forgotten. A read older than the newest
// one recorded, or begun before this process's last change, changes
// nothing.
func (c *keyCache) seen(version int64, at time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.seenLocked(version, at)
}

func (c *keyCache) seenLocked(version int64, at time.Time) bool {
	if at.Before(c.after) {
		return false
	}
	switch {
	case version > c.version:
		clear(c.entries)
		c.version, c.checked = version, at
	case version == c.version && at.After(c.checked):
		c.checked = at
	}
	return version == c.version
}

// put keeps copies of a key and its account read in one statement with the
// counter at version, that statement having begun at at.
func (c *keyCache) put(version int64, at time.Time, hash string, k *confirm.APIKey, a *confirm.Account) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.seenLocked(version, at) {
		return
	}
	if len(c.entries) >= maxKeys {
		clear(c.entries)
	}
	c.entries[hash] = keyEntry{key: *k, account: *a}
}

// changed empties the cache after this process changed a key or an
// account, once the change has committed (or failed): what reads that
// began before now found is not kept, and the next lookup reads the
// counter again.
func (c *keyCache) changed() {
	c.mu.Lock()
	defer c.mu.Unlock()
	clear(c.entries)
	c.version, c.checked, c.after = -1, time.Time{}, c.now()
}
