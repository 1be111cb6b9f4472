package sqlite

import (
	"context"
	"database/sql"
	"sync"
	"time"
)

// Checkpoints copy the pages a commit wrote to the WAL into the database
// file, and sync both files: with synchronous(NORMAL) they are the only
// syncs. SQLite runs one in the commit that takes the WAL past
// wal_autocheckpoint pages, so a writer waited for them: a scheduler's
// batch commits a few hundred pages, and every second or third commit
// paid for a checkpoint, some 15 to 25% of the scheduler's time. The
// writer's own now starts only past walAutocheckpoint pages (in case the
// checkpointer falls behind), and a connection of its own checkpoints
// beside the writer, which goes on meanwhile: a checkpoint holds no write
// lock, and copies only what was committed when it began.
const (
	// walAutocheckpoint is the WAL's size, in pages of 4 KiB, at which
	// the writer checkpoints itself.
	walAutocheckpoint = 8192
	// checkpointPause is the least time between two of the
	// checkpointer's checkpoints, so that each copies the pages of
	// several commits and a busy writer does not make it sync at every
	// commit.
	checkpointPause = 100 * time.Millisecond
)

// checkpointer checkpoints the WAL on a connection of its own after
// commits, at most once every checkpointPause.
type checkpointer struct {
	db   *sql.DB
	kick chan struct{}
	stop chan struct{}
	done chan struct{}
	once sync.Once
	// mu is held by each checkpoint of this process: two at once, one
	// would find the other's lock and give up (see Store.Checkpoint).
	mu sync.Mutex
	// pause waits between checkpoints (time.After but in tests).
	pause func(time.Duration) <-chan time.Time
}

// newCheckpointer starts a checkpointer on db, a pool it owns.
func newCheckpointer(db *sql.DB) *checkpointer {
	db.SetMaxOpenConns(1)
	c := &checkpointer{db: db, kick: make(chan struct{}, 1), stop: make(chan struct{}), done: make(chan struct{}), pause: time.After}
	go c.run()
	return c
}

// committed tells the checkpointer that a commit wrote to the WAL. It
// never waits.
func (c *checkpointer) committed() {
	select {
	case c.kick <- struct{}{}:
	default:
	}
}

func (c *checkpointer) run() {
	defer close(c.done)
	for {
		select {
		case <-c.stop:
			return
		case <-c.kick:
		}
		// PASSIVE waits for no one: with a reader on an old snapshot or
		// another process checkpointing, it copies what it can, and the
		// next one the rest. An error (the disk) is the writer's own
		// checkpoint's to meet and report.
		c.mu.Lock()
		_, _ = c.db.ExecContext(context.Background(), `PRAGMA wal_checkpoint(PASSIVE)`)
		c.mu.Unlock()
		select {
		case <-c.stop:
			return
		case <-c.pause(checkpointPause):
		}
	}
}

// close stops the checkpointer and closes its pool. Only the first call
// does anything.
func (c *checkpointer) close() error {
	var err error
	c.once.Do(func() {
		close(c.stop)
		<-c.done
		err = c.db.Close()
	})
	return err
}
