package postgres

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// soleLock tells a process whether it is the only confirmd process using
// its database schema, so that it may keep confirmations' views in memory:
// no other process can change them behind its back. It rests on two
// session-level advisory locks held on a connection of its own:
//   - users (K1): every process holds it shared for as long as its store is
//     open, so that one who gets it exclusively knows nobody else is there;
//   - sole (K0): the sole process holds it exclusively, and a newcomer
//     waits for it shared, which is how it knocks.
//
// The sole process checks every Poll whether anyone else holds users. When
// someone does, it stops trusting what it keeps (onLost), and only then
// releases sole to let the newcomer go on; it stays registered, holding
// users shared, until it is closed, and is never sole again. A sole process
// can also lose its connection without noticing at once; then the server
// has released its locks, and nothing tells it. So it trusts a check for
// Lease only, and a newcomer waits Lease after it got sole before it writes
// anything. Any other process can lose its connection too, and with it its
// registration: each watches its connection and registers again on a new
// one (watch), and a new sole process trusts being sole only after Settle,
// by when such a process has knocked.
type soleLock struct {
	o      soleOptions
	cfg    *pgx.ConnConfig
	since  time.Time // when the lock was claimed
	schema string
	k0, k1 int64
	pid    uint32 // the server process of conn
	onLost func()

	// connMu guards conn, which is not safe for concurrent use, and
	// paused.
	connMu sync.Mutex
	conn   *pgx.Conn
	// paused stops the checks without giving way, for tests that need a
	// sole process that does not answer a knock.
	paused bool

	// mu guards what valid reads; it is never held while a statement runs
	// or onLost is called, so that onLost may call valid.
	mu     sync.Mutex
	sole   bool
	lost   bool
	lastOK time.Time // when the last successful check began

	stop      chan struct{} // closed by close
	done      chan struct{} // closed when the checks end
	closeOnce sync.Once
	closeErr  error
}

type soleOptions struct {
	Poll  time.Duration // how often the sole process checks for a newcomer (default 50ms)
	Lease time.Duration // how long a successful check is trusted (default 200ms); must be > Poll
	Wait  time.Duration // how long a newcomer waits for a sole process to give way before failing (default 30s)
	// Watch is how often a process that is not sole checks that its
	// connection, and so its registration, is still there, and how long
	// that check may take (default 500ms); Settle is how long a new sole
	// process waits before it trusts being sole (default some 7.5 s):
	// long enough for a process whose connection was cut to be registered
	// again, and so to knock.
	Watch, Settle time.Duration
}

const (
	defaultSolePoll  = 50 * time.Millisecond
	defaultSoleLease = 200 * time.Millisecond
	defaultSoleWait  = 30 * time.Second
	defaultSoleWatch = 500 * time.Millisecond
	// soleCheckTimeout bounds a statement of a check, so that a
	// connection that died without a word is found out. It is longer than
	// Lease on purpose: a slow check costs nothing, as valid stops trusting
	// the last one after Lease anyway and a successful one counts from
	// when it began, whereas a check given up costs the connection and so
	// the lock for good.
	soleCheckTimeout = 5 * time.Second
	// soleConnectTimeout bounds making a connection again (see watch).
	soleConnectTimeout = 5 * time.Second
	// soleCloseTimeout bounds releasing the locks when the lock is closed;
	// closing the connection releases them anyway.
	soleCloseTimeout = 5 * time.Second
)

// soleLockIDs returns the advisory lock keys of a schema: sole (K0) and
// users (K1). They are derived from the schema as migrationLockID is, so
// that processes on other schemas of the same server do not meet.
func soleLockIDs(schema string) (k0, k1 int64) {
	id := func(s string) int64 {
		h := fnv.New64a()
		h.Write([]byte(s))
		return int64(h.Sum64())
	}
	return id("confirmd sole " + schema), id("confirmd users " + schema)
}

// claimSole opens a dedicated connection (pgx.ConnectConfig(ctx, cfg)) to the
// schema (that of the connection's search_path when empty), and
// either becomes the sole user of the schema (sole=true) or registers as one
// more user (sole=false), after the sole process, if any, gave way. Only
// when want is true does it try to become sole; with want false it only
// registers (CLI commands and tests that never cache).
//
// onLost is called at most once, from the lock's goroutine (or from close),
// when the lock stops being sole (a newcomer knocked, or the connection
// failed); the lock is released only after onLost returned. onLost may
// call valid but must not call close, which waits for that goroutine.
func claimSole(ctx context.Context, cfg *pgx.ConnConfig, schema string, want bool, o soleOptions, onLost func()) (*soleLock, bool, error) {
	if o.Poll <= 0 {
		o.Poll = defaultSolePoll
	}
	if o.Lease <= 0 {
		o.Lease = defaultSoleLease
	}
	if o.Wait <= 0 {
		o.Wait = defaultSoleWait
	}
	if o.Watch <= 0 {
		o.Watch = defaultSoleWatch
	}
	if o.Settle <= 0 {
		// A check of the connection, given Watch, a wait of Watch, then a
		// connection made again, given soleConnectTimeout, and registering.
		o.Settle = 3*o.Watch + soleConnectTimeout + time.Second
	}
	if o.Lease <= o.Poll {
		return nil, false, fmt.Errorf("postgres: sole lock: lease %v must be longer than poll %v", o.Lease, o.Poll)
	}
	if onLost == nil {
		onLost = func() {}
	}
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return nil, false, fmt.Errorf("postgres: sole lock: %w", dbError(err))
	}
	if schema == "" {
		// The schema the connection's search_path puts first: the store's.
		if err := conn.QueryRow(ctx, "SELECT coalesce(current_schema(), '')").Scan(&schema); err != nil {
			conn.Close(context.Background())
			return nil, false, fmt.Errorf("postgres: sole lock: %w", dbError(err))
		}
	}
	l := &soleLock{o: o, cfg: cfg, schema: schema, pid: conn.PgConn().PID(), onLost: onLost, conn: conn,
		stop: make(chan struct{}), done: make(chan struct{}), since: time.Now()}
	l.k0, l.k1 = soleLockIDs(schema)
	sole, err := l.claim(ctx, want)
	if err != nil {
		closeCtx, cancel := context.WithTimeout(context.Background(), soleCloseTimeout)
		defer cancel()
		conn.Close(closeCtx) // the server releases whatever was taken
		return nil, false, err
	}
	go l.run()
	return l, sole, nil
}

// claim takes the locks on the new connection, reporting whether the
// process is sole. Nothing else uses the lock yet.
func (l *soleLock) claim(ctx context.Context, want bool) (bool, error) {
	if want {
		start := time.Now()
		free, err := l.tryLock(ctx, l.k1)
		if err != nil {
			return false, fmt.Errorf("postgres: sole lock: %w", dbError(err))
		}
		if free {
			got, err := l.tryLock(ctx, l.k0)
			if err != nil {
				return false, fmt.Errorf("postgres: sole lock: %w", dbError(err))
			}
			if got {
				// Trade the exclusive hold on users for a shared one, as
				// every process has, so that the checks see newcomers.
				if err := l.exec(ctx, `SELECT pg_advisory_lock_shared($1)`, l.k1); err != nil {
					return false, fmt.Errorf("postgres: sole lock: %w", dbError(err))
				}
				if err := l.exec(ctx, `SELECT pg_advisory_unlock($1)`, l.k1); err != nil {
					return false, fmt.Errorf("postgres: sole lock: %w", dbError(err))
				}
				l.sole, l.lastOK = true, start
				return true, nil
			}
			// Only a process on its way out can still hold sole shared when
			// nobody holds users; it is someone else all the same, so this
			// process registers like any other.
			if err := l.exec(ctx, `SELECT pg_advisory_unlock($1)`, l.k1); err != nil {
				return false, fmt.Errorf("postgres: sole lock: %w", dbError(err))
			}
		}
	}
	return false, l.register(ctx)
}

// register holds users and sole shared for the life of the lock, waiting at
// most Wait in all for a sole process to give way, and then waits Lease
// more, so that a sole process that lost its connection without noticing
// has stopped trusting what it keeps before this process writes anything.
// Holding both means that no process can become sole while this one lives.
func (l *soleLock) register(ctx context.Context) error {
	deadline := time.Now().Add(l.o.Wait)
	for _, k := range []int64{l.k1, l.k0} {
		// lock_timeout rather than a context deadline: a cancelled
		// statement costs pgx the connection, and the server's own
		// timeout tells a lock wait apart from anything else.
		left := time.Until(deadline).Milliseconds()
		if left < 1 {
			return l.notGivenWay(nil)
		}
		if err := l.exec(ctx, `SELECT set_config('lock_timeout', $1, false)`, fmt.Sprintf("%dms", left)); err != nil {
			return fmt.Errorf("postgres: sole lock: %w", dbError(err))
		}
		if err := l.exec(ctx, `SELECT pg_advisory_lock_shared($1)`, k); err != nil {
			var pgErr *pgconn.PgError
			if errors.As(err, &pgErr) && pgErr.Code == "55P03" { // lock_not_available
				return l.notGivenWay(err)
			}
			return fmt.Errorf("postgres: sole lock: %w", dbError(err))
		}
	}
	if err := l.exec(ctx, `SELECT set_config('lock_timeout', '0', false)`); err != nil {
		return fmt.Errorf("postgres: sole lock: %w", dbError(err))
	}
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(l.o.Lease):
	}
	return nil
}

func (l *soleLock) notGivenWay(err error) error {
	msg := fmt.Sprintf("postgres: another confirmd process holds the database (schema %s) and did not give way within %v", l.schema, l.o.Wait)
	if err == nil {
		return errors.New(msg)
	}
	return fmt.Errorf("%s: %w", msg, err)
}

// run checks every Poll that no newcomer is there while the lock is sole,
// and then, or from the start if it never was, watches the registration
// until the lock is closed.
func (l *soleLock) run() {
	defer close(l.done)
	l.mu.Lock()
	sole := l.sole
	l.mu.Unlock()
	if sole {
		tick := time.NewTicker(l.o.Poll)
		for sole {
			select {
			case <-l.stop:
				tick.Stop()
				return
			case <-tick.C:
			}
			sole = l.check()
		}
		tick.Stop()
	}
	l.watch()
}

// watch checks every Watch that the connection, which holds users shared,
// is still there, and when it is not, connects and registers again, until
// the lock is closed. A process whose registration the server dropped (a
// connection cut, a restart) could otherwise find another become sole while
// it goes on writing; registered again, it knocks, and the sole one has
// not trusted being sole yet (Settle) or gives way at once.
func (l *soleLock) watch() {
	tick := time.NewTicker(l.o.Watch)
	defer tick.Stop()
	for {
		select {
		case <-l.stop:
			return
		case <-tick.C:
		}
		l.connMu.Lock()
		if !l.paused {
			ctx, cancel := context.WithTimeout(context.Background(), l.o.Watch)
			if err := l.exec(ctx, `SELECT 1`); err != nil {
				l.conn.Close(ctx)
				l.reregister()
			}
			cancel()
		}
		l.connMu.Unlock()
	}
}

// reregister connects again and registers, trying every Watch until it
// succeeds or the lock is closed. It holds connMu.
func (l *soleLock) reregister() {
	for {
		ctx, cancel := context.WithCancel(context.Background())
		go func() {
			select {
			case <-l.stop:
				cancel()
			case <-ctx.Done():
			}
		}()
		connectCtx, connected := context.WithTimeout(ctx, soleConnectTimeout)
		conn, err := pgx.ConnectConfig(connectCtx, l.cfg)
		connected()
		if err == nil {
			l.conn = conn
			if err = l.register(ctx); err == nil {
				cancel()
				return
			}
			conn.Close(context.Background())
		}
		cancel()
		select {
		case <-l.stop:
			return
		case <-time.After(l.o.Watch):
		}
	}
}

// check looks once for another process holding users, and reports whether
// the lock is still sole.
func (l *soleLock) check() bool {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), soleCheckTimeout)
	defer cancel()
	l.connMu.Lock()
	if l.paused {
		l.connMu.Unlock()
		return true
	}
	free, err := l.tryLock(ctx, l.k1)
	if err == nil && free {
		err = l.exec(ctx, `SELECT pg_advisory_unlock($1)`, l.k1)
	}
	l.connMu.Unlock()
	switch {
	case err != nil:
		// The connection is gone, or going: the server has released or
		// will release the locks, and a newcomer may already be in. If it
		// is still there, it is closed all the same, so that sole is not
		// held for good; watch then registers again.
		l.lose()
		l.connMu.Lock()
		l.conn.Close(ctx)
		l.connMu.Unlock()
		return false
	case !free:
		l.lose()
		// Only now may the newcomer go on. A statement that times out
		// costs the connection, which releases sole all the same; one the
		// server refuses leaves the newcomer to time out rather than meet
		// a process that still keeps views.
		ctx, cancel := context.WithTimeout(context.Background(), soleCheckTimeout)
		defer cancel()
		l.connMu.Lock()
		if err := l.exec(ctx, `SELECT pg_advisory_unlock($1)`, l.k0); err != nil {
			// Closing the connection releases it all the same; watch
			// then registers again.
			l.conn.Close(ctx)
		}
		l.connMu.Unlock()
		return false
	}
	l.mu.Lock()
	l.lastOK = start
	l.mu.Unlock()
	return true
}

// lose marks the lock lost and calls onLost if it was sole until now.
func (l *soleLock) lose() {
	l.mu.Lock()
	was := l.sole && !l.lost
	l.lost = true
	l.mu.Unlock()
	if was {
		l.onLost()
	}
}

// alone reports whether the lock made its process sole and has not lost
// that, whatever its checks' age (see valid).
func (l *soleLock) alone() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.sole && !l.lost
}

// valid reports whether the process is still sole right now: sole, not
// lost, claimed at least Settle ago, and the last successful check began
// less than Lease ago (time.Now monotonic). The cache consults it on every
// read.
func (l *soleLock) valid() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.sole && !l.lost && time.Since(l.lastOK) < l.o.Lease && time.Since(l.since) >= l.o.Settle
}

// close stops the checks, calls onLost if the lock is still sole (and it
// was not called yet), releases the locks and closes the connection.
// Calling it again does nothing.
func (l *soleLock) close() error {
	l.closeOnce.Do(func() {
		close(l.stop)
		<-l.done
		l.lose()
		ctx, cancel := context.WithTimeout(context.Background(), soleCloseTimeout)
		defer cancel()
		l.connMu.Lock()
		defer l.connMu.Unlock()
		if !l.conn.IsClosed() {
			// Released here rather than left to the connection's end, so
			// that a process that claims right after this one closed finds
			// them free.
			if _, err := l.conn.Exec(ctx, `SELECT pg_advisory_unlock_all()`); err != nil {
				l.closeErr = fmt.Errorf("postgres: release the sole lock: %w", dbError(err))
			}
		}
		l.conn.Close(ctx)
	})
	return l.closeErr
}

// tryLock takes an advisory lock exclusively if nobody else holds it.
func (l *soleLock) tryLock(ctx context.Context, key int64) (bool, error) {
	var got bool
	err := l.conn.QueryRow(ctx, `SELECT pg_try_advisory_lock($1)`, key).Scan(&got)
	return got, err
}

// exec runs a statement whose result is of no use.
func (l *soleLock) exec(ctx context.Context, sql string, args ...any) error {
	_, err := l.conn.Exec(ctx, sql, args...)
	return err
}
