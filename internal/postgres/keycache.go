package postgres

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/confirmd/confirmd/internal/confirm"
)

// keyCache keeps the API keys this process has looked up, with their
// accounts, so that an API request costs one statement fewer: the key's.
//
// A key revoked or an account changed by any process, by confirmd or by
// hand, must stop being answered from here. Triggers (migration 00007)
// notify the channel keyChannel of every such change when it commits, and
// a connection of this process that listens on it empties the cache at
// each notice for its schema. So that nothing can slip past a notice:
//   - nothing is kept while that connection is not listening, and all that
//     was kept is dropped when it stops;
//   - a key read from the database is kept only if no notice came, and the
//     listener did not stop, while it was read (gen is unchanged).
//
// A notice arrives a moment after its change commits, usually well under a
// millisecond. A listener that hears nothing for a while checks that its
// connection is still there, and entries expire after maxKeyAge whatever
// happens.
type keyCache struct {
	mu      sync.Mutex
	entries map[string]keyEntry // by the key's hash
	// gen counts the times the cache was emptied.
	gen uint64
	// live is whether the listener is listening, and pid its server
	// process.
	live bool
	pid  uint32
	now  func() time.Time
}

type keyEntry struct {
	key     confirm.APIKey
	account confirm.Account
	at      time.Time
}

const (
	keyChannel = "confirmd_keys"
	// maxKeyAge bounds how long a key is kept, in case a notice was missed
	// in a way nothing here can see.
	maxKeyAge = time.Minute
	// maxKeys bounds the entries: only keys that exist are kept, but a
	// deployment may have very many.
	maxKeys = 10000
)

func newKeyCache() *keyCache {
	return &keyCache{entries: map[string]keyEntry{}, now: time.Now}
}

// get returns copies of the key with the hash and its account, if kept.
// Otherwise it returns the generation to pass to put once they are read.
func (c *keyCache) get(hash string) (k *confirm.APIKey, a *confirm.Account, gen uint64, ok bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[hash]
	if ok && c.now().Sub(e.at) < maxKeyAge {
		key, account := e.key, e.account
		return &key, &account, c.gen, true
	}
	return nil, nil, c.gen, false
}

// put keeps copies of a key and its account read from the database, unless
// the cache was emptied since get returned gen or the listener is down.
func (c *keyCache) put(gen uint64, hash string, k *confirm.APIKey, a *confirm.Account) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen || !c.live {
		return
	}
	if len(c.entries) >= maxKeys {
		clear(c.entries)
	}
	c.entries[hash] = keyEntry{key: *k, account: *a, at: c.now()}
}

// flush empties the cache and records whether the listener is listening,
// and on which server process.
func (c *keyCache) flush(live bool, pid uint32) {
	c.mu.Lock()
	defer c.mu.Unlock()
	clear(c.entries)
	c.gen++
	c.live, c.pid = live, pid
}

// changed empties the cache after this process changed a key or an
// account, so that its own next lookup sees the change without waiting for
// the notice.
func (c *keyCache) changed() {
	c.mu.Lock()
	defer c.mu.Unlock()
	clear(c.entries)
	c.gen++
}

// listen keeps a connection listening for notices of changes to keys and
// accounts until ctx ends, emptying the cache at each notice for the
// store's schema and whenever the connection is made or lost. While it
// cannot listen, it tries again after a wait that doubles up to a few
// seconds; a connection lost after listening a while is made again at once.
func (c *keyCache) listen(ctx context.Context, cfg *pgx.ConnConfig, log *slog.Logger) {
	wait := 100 * time.Millisecond
	down := false // whether the loss was logged
	for ctx.Err() == nil {
		listened, err := c.listenOnce(ctx, cfg, func() {
			if down {
				log.Info("key notices: listening again; API keys are kept in memory")
				down = false
			}
		})
		if ctx.Err() != nil {
			return
		}
		if !down {
			log.Warn("key notices: not listening; API keys are read from the database until the connection is back", "err", err)
			down = true
		}
		if listened >= time.Minute {
			wait = 100 * time.Millisecond
			continue
		}
		select {
		case <-ctx.Done():
		case <-time.After(wait):
		}
		wait = min(2*wait, 5*time.Second)
	}
}

const (
	// noticeCheck is how long the listener waits without a notice before
	// it checks that its connection is still there: a connection can die
	// without a word (a firewall forgetting it, a failover), and a listener
	// that hears nothing must not go on keeping keys.
	noticeCheck = 15 * time.Second
	// pingTimeout bounds that check.
	pingTimeout = 5 * time.Second
)

// listenOnce listens on one connection until it fails or ctx ends, calling
// up once it listens, and returns how long it listened and why it stopped.
func (c *keyCache) listenOnce(ctx context.Context, cfg *pgx.ConnConfig, up func()) (time.Duration, error) {
	defer c.flush(false, 0)
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return 0, err
	}
	defer func() {
		closeCtx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		conn.Close(closeCtx)
	}()
	// The schema of the tables the store uses, as the triggers name it:
	// the first schema of the search path that has them.
	var schema string
	if err := conn.QueryRow(ctx, `SELECT n.nspname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE c.oid = 'api_keys'::regclass`).Scan(&schema); err != nil {
		return 0, err
	}
	if _, err := conn.Exec(ctx, "LISTEN "+keyChannel); err != nil {
		return 0, err
	}
	// Every change committed from now on is notified; what was kept before
	// may predate one that was not.
	c.flush(true, conn.PgConn().PID())
	up()
	start := time.Now()
	for {
		wait, cancel := context.WithTimeout(ctx, noticeCheck)
		n, err := conn.WaitForNotification(wait)
		cancel()
		switch {
		case err == nil:
			if n.Payload == schema {
				c.flush(true, conn.PgConn().PID())
			}
			continue
		case ctx.Err() != nil:
			return time.Since(start), ctx.Err()
		case wait.Err() == nil:
			return time.Since(start), err
		}
		// Nothing came for a while: is the connection still there?
		ping, cancel := context.WithTimeout(ctx, pingTimeout)
		err = conn.Ping(ping)
		cancel()
		if err != nil {
			return time.Since(start), err
		}
	}
}
