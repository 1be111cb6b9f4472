//go:build linux

package sqlite

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// soleTestOptions polls often, so that newcomers get in quickly, and waits
// long, so that a loaded machine does not make a claim fail.
var soleTestOptions = soleOptions{Poll: 2 * time.Millisecond, Wait: 10 * time.Second}

// soleFile creates an empty database file for a claim.
func soleFile(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "confirmd.db")
	if err := os.WriteFile(path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// lostSignal records the calls of an onLost.
type lostSignal struct {
	calls atomic.Int32
	ch    chan struct{}
	// delay is how long onLost takes before it records the call, as a
	// process emptying its memory might: a newcomer let through before
	// onLost returned would then be seen.
	delay time.Duration
}

func newLostSignal() *lostSignal { return &lostSignal{ch: make(chan struct{})} }

func (s *lostSignal) onLost() {
	time.Sleep(s.delay)
	if s.calls.Add(1) == 1 {
		close(s.ch)
	}
}

// lost reports whether onLost has been called, without waiting.
func (s *lostSignal) lost() bool {
	select {
	case <-s.ch:
		return true
	default:
		return false
	}
}

// claimT claims path and fails the test on an error.
func claimT(t *testing.T, path string, want bool, onLost func()) (*soleLock, bool) {
	t.Helper()
	l, sole, err := claimSole(context.Background(), path, want, soleTestOptions, onLost)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.close() })
	return l, sole
}

func TestSoleClaim(t *testing.T) {
	for _, want := range []bool{true, false} {
		t.Run(fmt.Sprintf("newcomer wants sole %v", want), func(t *testing.T) {
			path := soleFile(t)
			first := newLostSignal()
			first.delay = 20 * time.Millisecond
			l1, sole := claimT(t, path, true, first.onLost)
			if !sole {
				t.Fatal("the first claim is not sole")
			}
			if first.lost() {
				t.Fatal("the first claim lost before anyone came")
			}

			l2, sole := claimT(t, path, want, nil)
			if sole {
				t.Fatal("the second claim is sole while the first lives")
			}
			// The first must have stopped keeping views before the
			// second could write anything.
			if !first.lost() {
				t.Fatal("the second claim returned before the first gave way")
			}

			if err := l1.close(); err != nil {
				t.Fatal(err)
			}
			if n := first.calls.Load(); n != 1 {
				t.Fatalf("onLost called %d times", n)
			}
			if _, sole := claimT(t, path, true, nil); sole {
				t.Fatal("a third claim is sole while the second lives")
			}
			if err := l2.close(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestSoleAfterAllClose(t *testing.T) {
	path := soleFile(t)
	l1, _ := claimT(t, path, true, nil)
	l2, _ := claimT(t, path, false, nil)
	l3, sole := claimT(t, path, true, nil)
	if sole {
		t.Fatal("a claim is sole among others")
	}
	for _, l := range []*soleLock{l1, l2, l3} {
		if err := l.close(); err != nil {
			t.Fatal(err)
		}
	}
	if _, sole := claimT(t, path, true, nil); !sole {
		t.Fatal("a claim is not sole once all others closed")
	}
}

func TestSoleNotWanted(t *testing.T) {
	path := soleFile(t)
	if _, sole := claimT(t, path, false, nil); sole {
		t.Fatal("a claim that did not want to be sole is sole")
	}
	// One that is registered keeps every later claim from being sole.
	if _, sole := claimT(t, path, true, nil); sole {
		t.Fatal("a claim is sole while another is registered")
	}
}

func TestSoleTwoFiles(t *testing.T) {
	a, b := newLostSignal(), newLostSignal()
	_, soleA := claimT(t, soleFile(t), true, a.onLost)
	_, soleB := claimT(t, soleFile(t), true, b.onLost)
	if !soleA || !soleB {
		t.Fatalf("sole on a: %v, on b: %v", soleA, soleB)
	}
	// Give the poll goroutines time to see each other, if they could.
	time.Sleep(20 * soleTestOptions.Poll)
	if a.lost() || b.lost() {
		t.Fatal("a claim on one file lost to a claim on another")
	}
}

func TestSoleNoWay(t *testing.T) {
	path := soleFile(t)
	first := newLostSignal()
	l1, sole := claimT(t, path, true, first.onLost)
	if !sole {
		t.Fatal("the first claim is not sole")
	}
	l1.stopPolling()

	o := soleOptions{Poll: soleTestOptions.Poll, Wait: 50 * time.Millisecond}
	_, _, err := claimSole(context.Background(), path, true, o, nil)
	if err == nil || !strings.Contains(err.Error(), "another confirmd process holds the database file") ||
		!strings.Contains(err.Error(), "did not give way within 50ms") {
		t.Fatalf("a claim against a sole lock that does not poll: %v", err)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := claimSole(ctx, path, false, soleTestOptions, nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("a cancelled claim: %v", err)
	}

	ctx, cancel = context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, _, err := claimSole(ctx, path, false, soleTestOptions, nil); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("a claim whose context ended while it waited: %v", err)
	}

	if first.lost() {
		t.Fatal("the first claim lost to newcomers that failed")
	}
	// Closing a lock that is still sole stops it keeping views.
	if err := l1.close(); err != nil {
		t.Fatal(err)
	}
	if !first.lost() {
		t.Fatal("close did not call onLost")
	}
	// The failed claims released what they took.
	if _, sole := claimT(t, path, true, nil); !sole {
		t.Fatal("a claim is not sole after failed claims")
	}
}

func TestSoleCloseTwice(t *testing.T) {
	path := soleFile(t)
	first := newLostSignal()
	l, _, err := claimSole(context.Background(), path, true, soleTestOptions, first.onLost)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		if err := l.close(); err != nil {
			t.Fatalf("close %d: %v", i+1, err)
		}
	}
	if n := first.calls.Load(); n != 1 {
		t.Fatalf("onLost called %d times", n)
	}

	l, sole, err := claimSole(context.Background(), path, false, soleTestOptions, nil)
	if err != nil || sole {
		t.Fatalf("a claim that did not want to be sole: %v, %v", sole, err)
	}
	for i := 0; i < 2; i++ {
		if err := l.close(); err != nil {
			t.Fatalf("close %d: %v", i+1, err)
		}
	}
}

// soleHelperEnv names the file TestHelperProcess claims in a child process.
const soleHelperEnv = "CONFIRMD_SOLE_HELPER_PATH"

// TestHelperProcess is not a test: run by TestSoleOtherProcess in a child
// process, it claims the file, prints whether it is sole, and holds the
// claim until its standard input is closed.
func TestHelperProcess(t *testing.T) {
	path := os.Getenv(soleHelperEnv)
	if path == "" {
		return // not a child process: nothing to do, and nothing to skip
	}
	l, sole, err := claimSole(context.Background(), path, true, soleTestOptions, nil)
	if err != nil {
		fmt.Printf("error %v\n", err)
		os.Exit(1)
	}
	fmt.Printf("sole=%v\n", sole)
	bufio.NewReader(os.Stdin).ReadString('\n')
	l.close()
	os.Exit(0)
}

func TestSoleOtherProcess(t *testing.T) {
	path := soleFile(t)
	first := newLostSignal()
	first.delay = 20 * time.Millisecond
	_, sole := claimT(t, path, true, first.onLost)
	if !sole {
		t.Fatal("the first claim is not sole")
	}

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestHelperProcess$")
	cmd.Env = append(os.Environ(), soleHelperEnv+"="+path)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		t.Fatalf("the child process: %q, %v", line, err)
	}
	// The child printed after its claim returned, and its claim
	// returned only after this process gave way.
	if !first.lost() {
		t.Fatal("the child's claim returned before this process gave way")
	}
	if line != "sole=false\n" {
		t.Fatalf("the child process: %q", line)
	}
	stdin.Close()
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
}
