package clock

import (
	"testing"
	"time"
)

func TestFakeAfter(t *testing.T) {
	t.Parallel()
	start := time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)
	f := NewFake(start)
	a, b := f.After(time.Minute), f.After(time.Hour)
	if f.Waiters() != 2 {
		t.Fatalf("waiters %d", f.Waiters())
	}
	f.Advance(59 * time.Second)
	select {
	case <-a:
		t.Fatal("fired early")
	default:
	}
	f.Advance(time.Second)
	if got := <-a; !got.Equal(start.Add(time.Minute)) {
		t.Errorf("fired at %v", got)
	}
	select {
	case <-b:
		t.Fatal("hour fired after a minute")
	default:
	}
	f.Set(start.Add(2 * time.Hour))
	<-b
	if f.Waiters() != 0 {
		t.Errorf("waiters left: %d", f.Waiters())
	}
	select {
	case <-f.After(0):
	default:
		t.Error("After(0) did not fire at once")
	}
}

func TestScaled(t *testing.T) {
	t.Parallel()
	s := NewScaled(1000, time.Now())
	t0 := s.Now()
	<-s.After(time.Second) // 1 ms of wall time
	if d := s.Now().Sub(t0); d < time.Second {
		t.Errorf("scaled clock moved %v after a scaled second", d)
	}
}
