package engine

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// folds is a store whose folds fail the first time, then report each
// call on calls.
type folds struct {
	confirm.Store
	mu    sync.Mutex
	n     int
	calls chan int
}

func (s *folds) FoldOutcomeCounts(context.Context) (int, error) {
	s.mu.Lock()
	s.n++
	n := s.n
	s.mu.Unlock()
	select {
	case s.calls <- n:
	default: // the test has what it needs
	}
	if n == 1 {
		return 0, errors.New("database away")
	}
	return 3, nil
}

// TestFolderFoldsAgain: the folder folds at once when started and again
// every interval, a failed fold logged and retried, and none after Stop.
func TestFolderFoldsAgain(t *testing.T) {
	st := &folds{calls: make(chan int, 16)}
	var logs bytes.Buffer
	var mu sync.Mutex
	f := &Folder{Store: st, Interval: time.Millisecond, Logger: slog.New(slog.NewTextHandler(&lockedWriter{w: &logs, mu: &mu}, nil))}
	f.Start(t.Context())
	for want := 1; want <= 3; want++ {
		if got := <-st.calls; got != want {
			t.Fatalf("fold %d, want %d", got, want)
		}
	}
	f.Stop()
	f.Stop() // again: nothing
	st.mu.Lock()
	stopped := st.n
	st.mu.Unlock()
	for len(st.calls) > 0 {
		<-st.calls
	}
	st.mu.Lock()
	if st.n != stopped {
		t.Errorf("%d folds after Stop", st.n-stopped)
	}
	st.mu.Unlock()
	mu.Lock()
	defer mu.Unlock()
	if !strings.Contains(logs.String(), "folding the outcome counts failed; will retry") {
		t.Errorf("the failed fold is not logged:\n%s", logs.String())
	}
}

// lockedWriter serialises writes to w.
type lockedWriter struct {
	w  *bytes.Buffer
	mu *sync.Mutex
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}
