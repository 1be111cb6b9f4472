package engine

import (
	"bytes"
	"context"
	"log/slog"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
)

// viewsLeft is a store with left confirmations without a view.
type viewsLeft struct {
	confirm.Store
	left  int
	fills []int
}

func (s *viewsLeft) FillViews(_ context.Context, limit int) (int, error) {
	n := min(limit, s.left)
	s.left -= n
	s.fills = append(s.fills, n)
	return n, nil
}

// TestJanitorFillsViews: the janitor fills in every missing view a batch
// at a time until a batch comes back short, and says how many it did.
func TestJanitorFillsViews(t *testing.T) {
	st := &viewsLeft{left: 2*batch + 3}
	var logs bytes.Buffer
	j := &Janitor{Store: st, Logger: slog.New(slog.NewTextHandler(&logs, nil))}
	j.fillViews(t.Context())
	if st.left != 0 || len(st.fills) != 3 || st.fills[2] != 3 {
		t.Errorf("fills %v, left %d; want batches of %d, %d, 3", st.fills, st.left, batch, batch)
	}
	if want := "confirmations=" + strconv.Itoa(2*batch+3); !strings.Contains(logs.String(), want) {
		t.Errorf("the log lacks %s:\n%s", want, logs.String())
	}

	// With none left, one batch comes back empty and nothing is logged.
	logs.Reset()
	st.fills = nil
	j.fillViews(t.Context())
	if len(st.fills) != 1 || logs.Len() != 0 {
		t.Errorf("with none left: fills %v, log %q", st.fills, logs.String())
	}
}

// oldDeliveries is a store with left deliveries past their history.
type oldDeliveries struct {
	confirm.Store
	left    int
	befores []time.Time
}

func (s *oldDeliveries) PruneDeliveries(_ context.Context, before time.Time, limit int) (int, error) {
	n := min(limit, s.left)
	s.left -= n
	s.befores = append(s.befores, before)
	return n, nil
}

// TestJanitorPrunesDeliveries: with a history set, the janitor deletes the
// deliveries that finished before it, a batch at a time, and says how many;
// with none set, it deletes nothing.
func TestJanitorPrunesDeliveries(t *testing.T) {
	now := time.Date(2026, 11, 22, 9, 30, 0, 0, time.UTC)
	st := &oldDeliveries{left: batch + 7}
	var logs bytes.Buffer
	j := &Janitor{Store: st, Clock: clock.NewFake(now), Logger: slog.New(slog.NewTextHandler(&logs, nil)),
		DeliveryHistory: 30 * 24 * time.Hour}
	j.pruneDeliveries(t.Context())
	want := now.Add(-30 * 24 * time.Hour)
	if st.left != 0 || len(st.befores) != 2 || !st.befores[0].Equal(want) || !st.befores[1].Equal(want) {
		t.Errorf("pruned before %v, %d left; want two batches before %v", st.befores, st.left, want)
	}
	for _, w := range []string{"deliveries=" + strconv.Itoa(batch+7), "finished_before=2026-10-23T09:30:00Z"} {
		if !strings.Contains(logs.String(), w) {
			t.Errorf("the log lacks %s:\n%s", w, logs.String())
		}
	}

	st = &oldDeliveries{left: 3}
	j.DeliveryHistory = 0
	j.Store = st
	j.pruneDeliveries(t.Context())
	if len(st.befores) != 0 {
		t.Errorf("with no history set, the janitor pruned before %v", st.befores)
	}
}

// oldChanges is a store with left changes past their retention.
type oldChanges struct {
	confirm.Store
	left    int
	befores []time.Time
}

func (s *oldChanges) PruneChanges(_ context.Context, before time.Time, limit int) (int, error) {
	n := min(limit, s.left)
	s.left -= n
	s.befores = append(s.befores, before)
	return n, nil
}

// TestJanitorPrunesChanges: the janitor deletes the changes of the events
// feed older than 30 days, a batch at a time, and says how many.
func TestJanitorPrunesChanges(t *testing.T) {
	now := time.Date(2026, 11, 22, 9, 30, 0, 0, time.UTC)
	st := &oldChanges{left: batch + 2}
	var logs bytes.Buffer
	j := &Janitor{Store: st, Clock: clock.NewFake(now), Logger: slog.New(slog.NewTextHandler(&logs, nil))}
	j.pruneChanges(t.Context())
	want := now.Add(-30 * 24 * time.Hour)
	if st.left != 0 || len(st.befores) != 2 || !st.befores[0].Equal(want) {
		t.Errorf("pruned before %v, %d left; want two batches before %v", st.befores, st.left, want)
	}
	if w := "changes=" + strconv.Itoa(batch+2); !strings.Contains(logs.String(), w) {
		t.Errorf("the log lacks %s:\n%s", w, logs.String())
	}
}

// endedSessions is a store with left console sessions that have ended.
type endedSessions struct {
	confirm.Store
	left int
	nows []time.Time
}

func (s *endedSessions) PruneConsoleSessions(_ context.Context, now time.Time, limit int) (int, error) {
	n := min(limit, s.left)
	s.left -= n
	s.nows = append(s.nows, now)
	return n, nil
}

// TestJanitorPrunesSessions: the janitor deletes the console sessions that
// have ended by its clock's now, a batch at a time.
func TestJanitorPrunesSessions(t *testing.T) {
	now := time.Date(2026, 11, 22, 9, 30, 0, 0, time.UTC)
	st := &endedSessions{left: batch + 1}
	j := &Janitor{Store: st, Clock: clock.NewFake(now), Logger: slog.New(slog.DiscardHandler)}
	j.pruneSessions(t.Context())
	if st.left != 0 || len(st.nows) != 2 || !st.nows[0].Equal(now) || !st.nows[1].Equal(now) {
		t.Errorf("pruned at %v, %d left; want two batches at %v", st.nows, st.left, now)
	}
}
