//go:build linux

package sqlite

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"golang.org/x/sys/unix"
)

// claimSole opens the lock file beside the database file at path
// (lockPath, created if need be, for its owner only), and either becomes the sole user of the file (sole=true) or registers as
// one more user (sole=false), after the sole process, if any, gave way.
// Only when want is true does it try to become sole.
// onLost is called at most once, from the lock's goroutine, when a
// newcomer knocks; the sole byte is released only after onLost returned.
// onLost must not call close, which waits for that goroutine to end.
func claimSole(ctx context.Context, path string, want bool, o soleOptions, onLost func()) (*soleLock, bool, error) {
	o = o.withDefaults()
	// A file of its own, not the database: closing a descriptor of the
	// database would drop every POSIX lock SQLite's connections in this
	// process hold on it.
	f, err := os.OpenFile(lockPath(path), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, false, fmt.Errorf("sqlite: open %s: %w", lockPath(path), err)
	}
	l := newSoleLock(f, onLost)
	// The descriptor stays open, and in f, until close: the poll
	// goroutine ends before close closes it.
	fd := f.Fd()
	if want {
		sole, err := trySole(fd)
		if err != nil {
			f.Close()
			return nil, false, fmt.Errorf("sqlite: lock %s: %w", path, err)
		}
		if sole {
			l.sole = true
			go l.poll(fd, o.Poll)
			return l, true, nil
		}
	}
	close(l.done)
	if err := register(ctx, fd, o.Wait); err != nil {
		// Closing the descriptor releases whatever was taken.
		f.Close()
		if errors.Is(err, errNoWay) {
			return nil, false, fmt.Errorf("sqlite: another confirmd process holds the database file %s and did not give way within %v", path, o.Wait)
		}
		return nil, false, fmt.Errorf("sqlite: lock %s: %w", path, err)
	}
	return l, false, nil
}

// errNoWay is register's error when its wait ran out.
var errNoWay = errors.New("the wait ran out")

// trySole tries, without waiting, to become the sole user of the file.
// When it cannot, it holds at most the users byte shared.
func trySole(fd uintptr) (bool, error) {
	err := setLock(fd, unix.F_WRLCK, usersByte)
	if busy(err) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	// Nobody else is registered, so nobody should hold the sole byte;
	// should someone hold it all the same, this claim registers instead.
	if err := setLock(fd, unix.F_WRLCK, soleByte); err != nil {
		if derr := setLock(fd, unix.F_RDLCK, usersByte); derr != nil {
			return false, derr
		}
		if busy(err) {
			return false, nil
		}
		return false, err
	}
	if err := setLock(fd, unix.F_RDLCK, usersByte); err != nil {
		return false, err
	}
	return true, nil
}

// register takes the users byte and then the sole byte shared, waiting up
// to wait in all for both. The users byte comes first so that a sole
// process sees the newcomer at its next poll and gives way.
func register(ctx context.Context, fd uintptr, wait time.Duration) error {
	deadline := time.Now().Add(wait)
	if err := waitLock(ctx, fd, unix.F_RDLCK, usersByte, deadline); err != nil {
		return err
	}
	return waitLock(ctx, fd, unix.F_RDLCK, soleByte, deadline)
}

// waitLock takes the lock, trying again every soleRetry while another
// holds it, until deadline or ctx is done. It tries rather than blocks
// (F_OFD_SETLKW) so that it never waits longer than told.
func waitLock(ctx context.Context, fd uintptr, typ int16, off int64, deadline time.Time) error {
	var t *time.Timer
	for {
		err := setLock(fd, typ, off)
		if !busy(err) {
			return err
		}
		left := time.Until(deadline)
		if left <= 0 {
			return errNoWay
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		d := min(soleRetry, left)
		if t == nil {
			t = time.NewTimer(d)
			defer t.Stop()
		} else {
			t.Reset(d)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
	}
}

// poll looks every interval for a newcomer, until one comes or stop is
// closed, and then gives way to it.
func (l *soleLock) poll(fd uintptr, every time.Duration) {
	defer close(l.done)
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-l.stop:
			return
		case <-tick.C:
		}
		// Holding the users byte exclusive, even for a moment, is the
		// only way to learn that nobody else holds it shared: a failed
		// attempt leaves the shared lock as it was.
		err := setLock(fd, unix.F_WRLCK, usersByte)
		if err == nil {
			err = setLock(fd, unix.F_RDLCK, usersByte)
			if err == nil {
				continue
			}
		}
		// Someone registered, or the lock could not be checked: either
		// way this process can no longer know it is alone.
		l.giveWay(fd, tick.C)
		return
	}
}

// giveWay stops this process keeping views and then lets the newcomer
// through, keeping the users byte shared so that no later process becomes
// sole while this one lives. What fails is tried again at each tick until
// close stops the goroutine: closing the descriptor then releases all.
func (l *soleLock) giveWay(fd uintptr, tick <-chan time.Time) {
	l.sole = false
	l.onLost()
	for _, step := range []struct {
		typ int16
		off int64
	}{{unix.F_RDLCK, usersByte}, {unix.F_UNLCK, soleByte}} {
		for setLock(fd, step.typ, step.off) != nil {
			select {
			case <-l.stop:
				return
			case <-tick:
			}
		}
	}
}

// setLock sets the lock of type typ (unix.F_RDLCK, F_WRLCK or F_UNLCK) on
// the byte at off without waiting. A call interrupted by a signal is made
// again, so that an interruption is not taken for a failure to lock.
func setLock(fd uintptr, typ int16, off int64) error {
	for {
		lk := unix.Flock_t{Type: typ, Whence: io.SeekStart, Start: off, Len: 1}
		err := unix.FcntlFlock(fd, unix.F_OFD_SETLK, &lk)
		if !errors.Is(err, unix.EINTR) {
			return err
		}
	}
}

// busy reports whether err says another holds a conflicting lock.
func busy(err error) bool {
	return errors.Is(err, unix.EAGAIN) || errors.Is(err, unix.EACCES)
}
