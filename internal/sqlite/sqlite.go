// Package sqlite is the confirm.Store kept in one SQLite file, through the
// pure-Go modernc.org/sqlite driver, so confirmd runs without a database
// server.
package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/pressly/goose/v3"
	msqlite "modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/viewcache"
)

//go:embed migrations/*.sql
var migrations embed.FS

// pragmas are set on every connection. busy_timeout comes first so the
// others wait for a lock held by another process instead of failing; WAL
// lets the read pool read while a write is in progress.
//
// synchronous(NORMAL) drops the fsync of every commit, which in FULL mode
// costs more than the engine's whole transaction. In WAL mode the database
// stays consistent after any crash, and a commit survives the process
// dying, because its pages are already written to the WAL file; only a
// power cut or an operating-system crash can undo the commits made since
// the last checkpoint (a step marked as sending might then go out again).
//
// secure_delete(1) overwrites with zeros what a delete or an update frees,
// in the page and on the free list, so that personal data an erasure
// removes is not left in the file's free space (see RedactConfirmations).
const pragmas = "_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_pragma=foreign_keys(1)&_pragma=secure_delete(1)"

// Store is a confirm.Store in a SQLite database file.
//
// SQLite allows one writer at a time. Writes go through a pool of one
// connection whose transactions begin IMMEDIATE, so they queue in Go instead
// of failing with SQLITE_BUSY when two would upgrade a read lock; reads use
// a separate pool and see the last committed write.
type Store struct {
	write *sql.DB
	read  *sql.DB
	// prepared holds the engine's hot statements, prepared once on the
	// write connection: compiling them costs as much as running them.
	// Filled by Open, read-only afterwards.
	prepared map[string]*sql.Stmt
	// readPrepared holds the API's hot reads (readQueries), prepared on the
	// read pool. Filled by Open, read-only afterwards.
	readPrepared map[string]*sql.Stmt
	// batches commits concurrent write transactions together.
	batches txBatches
	// keys keeps the API keys looked up.
	keys *keyCache
	// ckpt checkpoints the WAL beside the writer. Set by Open last.
	ckpt *checkpointer
	// viewCache keeps the views read while this store holds the file alone
	// (sole); viewBytes bounds it. changed lists the confirmations whose
	// views the write transaction under way changes (see changedView).
	viewCache *viewcache.Cache
	viewBytes int
	sole      *soleLock
	changedMu sync.Mutex
	changed   []string
}

var _ confirm.Store = (*Store)(nil)

// Options are a store's settings beyond its file.
type Options struct {
	// ViewCacheBytes bounds the memory of the views kept while the store
	// holds the file alone (see holdAlone); 0 keeps none, and the store
	// then never holds the file alone.
	ViewCacheBytes int
}

// Open opens the database at path, creating it if needed (see
// createPrivate), and brings its schema up to date, keeping views in up
// to viewcache.DefaultBytes.
func Open(ctx context.Context, path string) (*Store, error) {
	return OpenWith(ctx, path, Options{ViewCacheBytes: viewcache.DefaultBytes})
}

// OpenWith is Open with options.
func OpenWith(ctx context.Context, path string, o Options) (*Store, error) {
	if path == "" || path == ":memory:" || strings.ContainsAny(path, "?#") {
		// Two pools over :memory: would be two databases.
		return nil, fmt.Errorf("sqlite: %q is not a database file path", path)
	}
	if err := createPrivate(path); err != nil {
		return nil, err
	}
	s := &Store{keys: newKeyCache(), viewBytes: max(o.ViewCacheBytes, 0)}
	// Before anything is written, migrations included: a process that
	// holds the file alone must first give way.
	if err := s.holdAlone(ctx, path); err != nil {
		return nil, err
	}
	// The writer keeps 32 MB of pages rather than SQLite's 2 MB: the engine
	// updates confirmations all over the file, and with the small cache
	// most of its page reads were system calls (the scheduler made 2,300
	// steps/s at a hundred thousand confirmations with it, 2,600 without).
	// It checkpoints itself only past walAutocheckpoint pages: the
	// checkpointer does it beside it (see checkpoint.go). It keeps its
	// temporary files in memory: every write of a batch runs in a savepoint
	// (see txBatches), which copies each page the write changes to a
	// sub-journal, and past 64 KiB SQLite moved that sub-journal to a file
	// of its own, a system call for every page copied; a batch of 64
	// creates copies a few megabytes at most.
	write, err := sql.Open("sqlite", fmt.Sprintf("%s?%s&_pragma=cache_size(-32768)&_pragma=temp_store(MEMORY)&_pragma=wal_autocheckpoint(%d)&_txlock=immediate",
		path, pragmas, walAutocheckpoint))
	if err != nil {
		s.sole.close()
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	write.SetMaxOpenConns(1)
	s.write = write
	// The write pool creates the file and switches it to WAL before any
	// reader opens it.
	if err := s.Migrate(ctx); err != nil {
		s.Close()
		return nil, err
	}
	if err := s.prepare(ctx); err != nil {
		s.Close()
		return nil, err
	}
	read, err := sql.Open("sqlite", path+"?"+pragmas+"&_pragma=query_only(1)&_pragma=mmap_size(1073741824)")
	if err != nil {
		s.Close()
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	// Every connection is kept: a new one reads the schema again, and
	// prepares again each statement it runs.
	conns := max(4, runtime.NumCPU())
	read.SetMaxOpenConns(conns)
	read.SetMaxIdleConns(conns)
	s.read = read
	if err := read.PingContext(ctx); err != nil {
		s.Close()
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	if err := s.prepareReads(ctx); err != nil {
		s.Close()
		return nil, err
	}
	ckpt, err := sql.Open("sqlite", path+"?"+pragmas)
	if err != nil {
		s.Close()
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	s.ckpt = newCheckpointer(ckpt)
	return s, nil
}

// Migrate applies the migrations the database lacks. Open calls it; it is
// exported for `confirmd migrate`.
func (s *Store) Migrate(ctx context.Context) error {
	fsys, err := fs.Sub(migrations, "migrations")
	if err != nil {
		return err
	}
	p, err := goose.NewProvider(goose.DialectSQLite3, s.write, fsys)
	if err != nil {
		return fmt.Errorf("sqlite: migrations: %w", err)
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("sqlite: migrate: %w", err)
	}
	return nil
}

// Ping checks that the database answers.
func (s *Store) Ping(ctx context.Context) error {
	return s.read.PingContext(ctx)
}

// Close closes both pools.
func (s *Store) Close() error {
	var errs []error
	if s.ckpt != nil {
		errs = append(errs, s.ckpt.close())
	}
	for _, st := range s.prepared {
		errs = append(errs, st.Close())
	}
	for _, st := range s.readPrepared {
		errs = append(errs, st.Close())
	}
	if s.read != nil {
		errs = append(errs, s.read.Close())
	}
	errs = append(errs, s.write.Close())
	if s.sole != nil {
		errs = append(errs, s.sole.close())
	}
	return errors.Join(errs...)
}

// hotQueries are the statements every create runs (the insert and the
// rate limit's), and those the engine runs for every confirmation or
// delivery it handles.
var hotQueries = append([]string{
	insertConfirmationQuery,
	expireAttemptsQuery,
	countAttemptQuery,
	logAttemptQuery,
	claimDueQuery,
	selectForUpdateQuery,
	selectStepsQuery,
	selectEventsQuery,
	upsertStepQuery,
	deleteStepsQuery,
	insertEventQuery,
	insertDeliveryQuery,
	insertChangeQuery,
}, updateConfirmationQueries[:]...)

// prepare prepares hotQueries on the write pool. It must run before any
// transaction: the pool's one connection would be busy then.
func (s *Store) prepare(ctx context.Context) error {
	s.prepared = make(map[string]*sql.Stmt, len(hotQueries))
	for _, q := range hotQueries {
		st, err := s.write.PrepareContext(ctx, q)
		if err != nil {
			return fmt.Errorf("sqlite: prepare: %w", err)
		}
		s.prepared[q] = st
	}
	return nil
}

// exec runs query in tx, through its prepared statement if it has one.
func (s *Store) exec(ctx context.Context, tx *sql.Tx, query string, args ...any) (sql.Result, error) {
	if st, ok := s.prepared[query]; ok {
		return tx.StmtContext(ctx, st).ExecContext(ctx, args...)
	}
	return tx.ExecContext(ctx, query, args...)
}

// query runs query in tx, through its prepared statement if it has one.
func (s *Store) query(ctx context.Context, tx *sql.Tx, query string, args ...any) (*sql.Rows, error) {
	if st, ok := s.prepared[query]; ok {
		return tx.StmtContext(ctx, st).QueryContext(ctx, args...)
	}
	return tx.QueryContext(ctx, query, args...)
}

// queryRow runs query in tx, through its prepared statement if it has one.
func (s *Store) queryRow(ctx context.Context, tx *sql.Tx, query string, args ...any) *sql.Row {
	if st, ok := s.prepared[query]; ok {
		return tx.StmtContext(ctx, st).QueryRowContext(ctx, args...)
	}
	return tx.QueryRowContext(ctx, query, args...)
}

// readTx runs fn in a read transaction, so that what fn reads in several
// queries comes from one snapshot.
func (s *Store) readTx(ctx context.Context, fn func(*sql.Tx) error) error {
	tx, err := s.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return err
	}
	defer tx.Rollback()
	return fn(tx)
}

// constraint maps a constraint violation to a domain error: a duplicate to
// ECONFLICT with message msg, a reference to a missing row to ENOTFOUND
// with message missing. Other errors are returned unchanged.
func constraint(err error, msg, missing string) error {
	var e *msqlite.Error
	if !errors.As(err, &e) {
		return err
	}
	switch e.Code() {
	case sqlite3.SQLITE_CONSTRAINT_UNIQUE, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY:
		return confirm.Errorf(confirm.ECONFLICT, "%s", msg)
	case sqlite3.SQLITE_CONSTRAINT_FOREIGNKEY:
		if missing != "" {
			return confirm.Errorf(confirm.ENOTFOUND, "%s", missing)
		}
	}
	return err
}

// text formats t as stored: UTC, milliseconds, sortable.
func text(t time.Time) string { return confirm.FormatTime(t) }

// nullText formats t as stored, or gives NULL for the zero time.
func nullText(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return text(t)
}

// timeCol scans a stored time into *t.
type timeCol struct{ t *time.Time }

func (c timeCol) Scan(src any) error {
	var s string
	switch v := src.(type) {
	case string:
		s = v
	case []byte:
		s = string(v)
	default:
		return fmt.Errorf("sqlite: time column holds %T", src)
	}
	t, err := confirm.ParseTime(s)
	if err != nil {
		return fmt.Errorf("sqlite: time column: %w", err)
	}
	*c.t = t
	return nil
}

// zeroTimeCol scans a stored time that may be NULL into *t, NULL as the
// zero time.
type zeroTimeCol struct{ t *time.Time }

func (c zeroTimeCol) Scan(src any) error {
	if src == nil {
		*c.t = time.Time{}
		return nil
	}
	return timeCol(c).Scan(src)
}

// nullTimeCol scans a stored time that may be NULL into *t.
type nullTimeCol struct{ t **time.Time }

func (c nullTimeCol) Scan(src any) error {
	if src == nil {
		*c.t = nil
		return nil
	}
	var t time.Time
	if err := (timeCol{&t}).Scan(src); err != nil {
		return err
	}
	*c.t = &t
	return nil
}
