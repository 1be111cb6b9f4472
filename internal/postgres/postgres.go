// Package postgres is the PostgreSQL implementation of confirm.Store.
//
// Several confirmd processes may share one database, so every operation is a
// single transaction, and whatever must not interleave across processes is
// serialised by PostgreSQL itself: a row lock for changes to one
// confirmation, and one on each rate-limit key's count, an advisory lock
// around pruning, and a session lock around migrations. The engine's claims lock with SKIP
// LOCKED, so processes share the due work instead of queueing for the same
// rows.
package postgres

import (
	"context"
	"embed"
	"fmt"
	"hash/fnv"
	"io/fs"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/viewcache"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Store is a confirm.Store kept in PostgreSQL.
type Store struct {
	pool *pgxpool.Pool
	// reads and creates keep their statements' plans (see Open): reads for
	// the API's hot reads and the opt-out check, creates for what a create
	// writes. A create can wait a while for its turn on its address's
	// rate-limit count, or for its commit to reach the disk; it then
	// holds a connection of creates, never one the reads need.
	reads, creates *pgxpool.Pool
	// createBatches commits concurrent creates together (createBatched).
	createBatches *batcher[*createRequest]
	// cfg is the pool's connection settings, for connections of its own.
	cfg *pgx.ConnConfig

	// views reads the API's gets in batches (viewBatcher).
	views *viewBatcher
	// viewCache keeps the views read while this store holds its schema
	// alone (sole); see alone.go.
	viewCache  *viewcache.Cache
	sole       *soleLock
	keys       *keyCache
	listenOnce sync.Once
	log        atomic.Pointer[slog.Logger]
	// stop ends what the store runs in the background; done is closed
	// when it has ended.
	stop      context.CancelFunc
	done      chan struct{}
	closeOnce sync.Once
	// vacuum removes what erasures leave in the tables' files (see
	// vacuumErased).
	vacuum *vacuumer
}

var _ confirm.Store = (*Store)(nil)

// Open connects to the database at url (a postgres:// URL or a key=value
// connection string, as pgx reads them), brings its schema up to date and
// returns the store. An unreachable database is EUNAVAILABLE.
//
// It keeps views in up to viewcache.DefaultBytes while it holds the schema
// alone.
func Open(ctx context.Context, url string) (*Store, error) {
	return OpenWith(ctx, url, Options{ViewCacheBytes: viewcache.DefaultBytes})
}

// Options are a store's settings beyond its URL.
type Options struct {
	// ViewCacheBytes bounds the memory of the views kept while the store
	// holds its schema alone (see holdAlone); 0 keeps none, and the store
	// then never holds the schema alone.
	ViewCacheBytes int
	// sole replaces the sole lock's timings, for tests.
	sole soleOptions
}

// OpenWith is Open with options.
func OpenWith(ctx context.Context, url string, o Options) (*Store, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	// Plan every statement for its own arguments. A cached generic plan is
	// made once per connection, often while the tables are still small, and
	// is kept as they grow when nothing analyses them (autovacuum off, or
	// not yet run): a batch load by id then scans the whole table. Planning
	// anew costs a fraction of a millisecond and always sees the table's
	// current size. The URL may still set another mode.
	//
	// The statements the API runs most go through two pools of their own,
	// whose statements keep a generic plan once PostgreSQL finds it as good
	// as a custom one: the reads (a confirmation's view, a page of the list,
	// the opt-out check before a create, a text or a call) and what a
	// create writes (its rate-limit attempt, the inserts). Planning took
	// some 40% of a read's time on the server, and planning the rate-limit
	// attempt, a statement of four parts, held the API to some 1,700
	// creates a second where keeping its plan gives 2,600. Their
	// generic plans read an index, and the reads read it in order, on tables
	// never analysed, as a new database has them, and on analysed tables of
	// any useful size (TestKeptPlans); that includes the foreign-key checks
	// the inserts make, the only plans the inserts choose. The plan to fear
	// is one made just after a nearly empty table was analysed, which scans
	// the table. A connection of these pools lives at most a minute, so
	// such a plan does not outlast the table's growth for long even where
	// nothing analyses the table again; autovacuum, where it runs, replaces
	// the plan as soon as it analyses the grown table.
	keptCfg := cfg.Copy()
	if _, set := cfg.ConnConfig.RuntimeParams["plan_cache_mode"]; !set {
		cfg.ConnConfig.RuntimeParams["plan_cache_mode"] = "force_custom_plan"
		keptCfg.ConnConfig.RuntimeParams["plan_cache_mode"] = "auto"
	}
	keptCfg.MaxConnLifetime = min(keptCfg.MaxConnLifetime, 3*maxKeptConnLife/4)
	keptCfg.MaxConnLifetimeJitter = maxKeptConnLife / 4
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, dbError(err)
	}
	// Before anything is written, migrations included: a process that
	// holds the schema alone must first give way.
	cache, sole, err := holdAlone(ctx, cfg.ConnConfig.Copy(), max(o.ViewCacheBytes, 0), o.sole)
	if err != nil {
		pool.Close()
		return nil, err
	}
	if err := migrate(ctx, cfg.ConnConfig.Copy()); err != nil {
		sole.close()
		pool.Close()
		return nil, err
	}
	reads, err := pgxpool.NewWithConfig(ctx, keptCfg)
	if err != nil {
		sole.close()
		pool.Close()
		return nil, fmt.Errorf("postgres: %w", err)
	}
	// Creates get twice the connections of the other pools: half of them
	// send batches of creates (see createBatched) and the other half stay
	// for the rate-limit attempts. Four batches under way at once, where
	// two were, stored the scheduler's confirmations with 8 workers 1.3 to
	// 1.7 times as fast on a busy machine of two cores: a batch waits for
	// its turn on a core at each step of its round trip, and more batches
	// under way hide those waits.
	createsCfg := keptCfg.Copy()
	createsCfg.MaxConns = 2 * keptCfg.MaxConns
	creates, err := pgxpool.NewWithConfig(ctx, createsCfg)
	if err != nil {
		sole.close()
		reads.Close()
		pool.Close()
		return nil, fmt.Errorf("postgres: %w", err)
	}
	s := &Store{pool: pool, reads: reads, creates: creates, views: newViewBatcher(reads), cfg: cfg.ConnConfig.Copy(), keys: newKeyCache(), done: make(chan struct{}), vacuum: newVacuumer(), viewCache: cache, sole: sole}
	s.createBatches = s.newCreateBatcher()
	return s, nil
}

// maxKeptConnLife is how long a connection of the pools of kept plans serves:
// 45 s and up to 15 s more, so that the pool's connections do not all end
// at once. One in use is closed when the statement under way ends.
const maxKeptConnLife = time.Minute

// migrate applies the embedded migrations. Goose wants a *sql.DB, so this
// opens one through pgx's database/sql driver with the pool's settings (the
// same search_path in particular) and closes it when done.
func migrate(ctx context.Context, cfg *pgx.ConnConfig) error {
	db := stdlib.OpenDB(*cfg)
	defer db.Close()

	var schema string
	if err := db.QueryRowContext(ctx, "SELECT coalesce(current_schema(), '')").Scan(&schema); err != nil {
		return dbError(err)
	}
	// Processes starting together take turns on one advisory lock. Its id
	// depends on the schema because advisory locks are per database: schemas
	// migrated side by side (as tests do) would otherwise wait on each other.
	locker, err := lock.NewPostgresSessionLocker(
		lock.WithLockID(migrationLockID(schema)),
		lock.WithLockTimeout(1, 300),
	)
	if err != nil {
		return fmt.Errorf("postgres: migration lock: %w", err)
	}
	fsys, err := fs.Sub(migrations, "migrations")
	if err != nil {
		return fmt.Errorf("postgres: %w", err)
	}
	p, err := goose.NewProvider(goose.DialectPostgres, db, fsys,
		goose.WithSessionLocker(locker),
		// Migrations of this store are only the embedded files, never Go
		// functions another package registered with goose.
		goose.WithDisableGlobalRegistry(true),
	)
	if err != nil {
		return fmt.Errorf("postgres: migrations: %w", err)
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("postgres: migrate: %w", dbError(err))
	}
	return nil
}

func migrationLockID(schema string) int64 {
	h := fnv.New64a()
	h.Write([]byte("confirmd migrations " + schema))
	return int64(h.Sum64())
}

// Ping checks that the database answers.
func (s *Store) Ping(ctx context.Context) error {
	return dbError(s.pool.Ping(ctx))
}

// Close stops what the store runs in the background and closes every
// connection of the store. Calling it again does nothing.
func (s *Store) Close() error {
	s.closeOnce.Do(func() {
		s.listenOnce.Do(func() { close(s.done) }) // nothing was started
		if s.stop != nil {
			s.stop()
			<-s.done
		}
		s.stopVacuum()
		s.creates.Close()
		s.reads.Close()
		s.pool.Close()
		s.sole.close()
	})
	return nil
}

// SetLogger sets where the store logs what happens in the background, such
// as the loss of the connection that keeps its key cache true. Until it is
// called, nothing is logged.
func (s *Store) SetLogger(log *slog.Logger) {
	s.log.Store(log)
}

// startListening starts, once, the connection that keeps the key cache
// true (keyCache). It starts with the first key looked up, so that stores
// that never look one up, such as the command line's, need no connection
// more.
func (s *Store) startListening() {
	s.listenOnce.Do(func() {
		ctx, stop := context.WithCancel(context.Background())
		s.stop = stop
		go func() {
			defer close(s.done)
			log := s.log.Load()
			if log == nil {
				log = slog.New(slog.DiscardHandler)
			}
			s.keys.listen(ctx, s.cfg, log)
		}()
	})
}

// ts is how every time is written: UTC, truncated to the millisecond that the
// API shows, so a value read back equals the value the API already returned.
func ts(t time.Time) time.Time { return confirm.StoredTime(t) }

// nullTime is how an optional time is written: NULL when zero, so that
// partial indexes leave out what has no time at all.
func nullTime(t time.Time) pgtype.Timestamptz {
	if t.IsZero() {
		return pgtype.Timestamptz{}
	}
	return pgtype.Timestamptz{Time: ts(t), Valid: true}
}

// fromNull reads back what nullTime wrote.
func fromNull(t pgtype.Timestamptz) time.Time {
	if !t.Valid {
		return time.Time{}
	}
	return t.Time.UTC()
}

// readOnly runs fn in a read-only transaction whose statements all see one
// snapshot, so a confirmation and its steps and events read by separate
// queries cannot come from different versions.
func (s *Store) readOnly(ctx context.Context, fn func(pgx.Tx) error) error {
	return pgx.BeginTxFunc(ctx, s.pool, pgx.TxOptions{
		IsoLevel:   pgx.RepeatableRead,
		AccessMode: pgx.ReadOnly,
	}, fn)
}
