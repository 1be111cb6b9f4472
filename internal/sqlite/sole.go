package sqlite

import (
	"os"
	"sync"
	"time"
)

// A sole lock tells a confirmd process whether it is the only one using a
// database file. Only then may it keep confirmations' views in memory: a
// second process (another confirmd serve, or a command such as confirmd
// keys) writes to the file behind its back, so the first must stop keeping
// them before the second writes anything.
//
// On Linux the lock is made of open file description (OFD) locks on two
// bytes of an empty file beside the database (lockPath), never of the
// database file itself: closing any descriptor of a file drops every POSIX
// lock the process holds on it, SQLite's included:
//   - every user of the file holds the users byte shared for as long as it
//     is open, so that a process that wants to be sole can tell whether
//     anyone else is there;
//   - the sole process holds the sole byte exclusive; every other user
//     holds it shared, which it can take only once the sole process, if
//     any, has given way. Asking for it is the newcomer's knock.
//
// A claim that wants to be sole takes the users byte exclusive without
// waiting: it succeeds only when nobody else is registered. It then takes
// the sole byte exclusive and turns the users byte back to shared. Every
// Poll, the sole process tries to turn the users byte exclusive again:
// when it cannot, someone has registered, so it stops keeping views
// (onLost) and only then lets go of the sole byte, and the newcomer's
// claim returns. A process that gave way never becomes sole again, and
// every other user keeps both bytes shared for life, so that no later
// process becomes sole while it lives either.
//
// OFD locks belong to the open file description rather than to the
// process: two opens of the file in one process conflict as two processes
// do, and closing one descriptor drops only its own.
//
// Elsewhere than on Linux a claim never makes its process sole, and locks
// nothing.

const (
	// soleByte and usersByte are the offsets of the two locked bytes.
	soleByte  = 0
	usersByte = soleByte + 1

	// defaultSolePoll is how often a sole process looks for a newcomer by
	// default: a newcomer waits about this long for it to give way.
	defaultSolePoll = 20 * time.Millisecond
	// defaultSoleWait is how long a newcomer waits by default for a sole
	// process to give way: one that does not in that time has stopped
	// polling (it may be stopped in a debugger), and the newcomer must not
	// write while the other may still be answering from memory.
	defaultSoleWait = 30 * time.Second
	// soleRetry is how often a newcomer tries its locks again while it
	// waits: short, since a sole process holds the users byte exclusive
	// for a moment at each poll.
	soleRetry = 2 * time.Millisecond
)

type soleOptions struct {
	Poll time.Duration // how often the sole process checks for a newcomer (default 20ms)
	Wait time.Duration // how long a newcomer waits for a sole process to give way before failing (default 30s)
}

// withDefaults returns o with its zero durations set to the defaults.
func (o soleOptions) withDefaults() soleOptions {
	if o.Poll <= 0 {
		o.Poll = defaultSolePoll
	}
	if o.Wait <= 0 {
		o.Wait = defaultSoleWait
	}
	return o
}

// soleLock is one store's hold on its database file, sole or not.
type soleLock struct {
	// f is the lock's own descriptor of the file: closing it releases
	// the locks. It is nil where nothing is locked.
	f      *os.File
	onLost func()
	// sole is whether this lock is still the sole user and onLost has not
	// been called. The poll goroutine alone changes it while it runs;
	// close reads it only after the goroutine has ended.
	sole bool

	stop     chan struct{} // closed to stop the poll goroutine
	done     chan struct{} // closed when the poll goroutine has ended, or at once if there is none
	stopOnce sync.Once

	closeOnce sync.Once
	closeErr  error
}

func newSoleLock(f *os.File, onLost func()) *soleLock {
	if onLost == nil {
		onLost = func() {}
	}
	return &soleLock{f: f, onLost: onLost, stop: make(chan struct{}), done: make(chan struct{})}
}

// stopPolling stops the poll goroutine, if any, and waits for it to end.
// A sole lock whose goroutine is stopped no longer gives way to newcomers:
// tests use it to see one fail.
func (l *soleLock) stopPolling() {
	l.stopOnce.Do(func() { close(l.stop) })
	<-l.done
}

// close stops the poll goroutine, calls onLost if still sole and not yet
// called, and releases the locks by closing the lock's descriptor. It may
// be called more than once: later calls return the first one's error.
func (l *soleLock) close() error {
	l.closeOnce.Do(func() {
		l.stopPolling()
		// The process must stop keeping views before another can
		// become sole, or write without knocking.
		if l.sole {
			l.sole = false
			l.onLost()
		}
		if l.f != nil {
			l.closeErr = l.f.Close()
		}
	})
	return l.closeErr
}

// lockPath is the file beside the database at path whose bytes the sole
// lock locks: empty, and never read or written.
func lockPath(path string) string { return path + "-lock" }
