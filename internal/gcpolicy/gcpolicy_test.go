package gcpolicy

import (
	"math"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"testing"
	"time"
)

// gogc reads GOGC without setting it.
func gogc() int {
	s := []metrics.Sample{{Name: "/gc/gogc:percent"}}
	metrics.Read(s)
	return int(s[0].Value.Uint64())
}

func restore(t *testing.T) {
	wasPercent := debug.SetGCPercent(100)
	wasLimit := debug.SetMemoryLimit(math.MaxInt64)
	t.Cleanup(func() {
		tuning.Store(false)
		debug.SetGCPercent(wasPercent)
		debug.SetMemoryLimit(wasLimit)
	})
}

func TestApply(t *testing.T) {
	restore(t)
	env := map[string]string{}
	getenv := func(k string) string { return env[k] }
	// Little survives in a test's process: the most GOGC.
	runtime.GC()
	if got, want := Apply(getenv), (Policy{Percent, MemoryLimit, true}); got != want {
		t.Errorf("Apply with neither set = %+v, want %+v", got, want)
	}
	if p := debug.SetGCPercent(Percent); p != Percent {
		t.Errorf("GC percent after Apply = %d, want %d", p, Percent)
	}
	// Memory kept on purpose raises the limit by as much.
	if got, want := ApplyKeeping(getenv, 128<<20), (Policy{Percent, MemoryLimit + 128<<20, true}); got != want {
		t.Errorf("ApplyKeeping(128 MiB) = %+v, want %+v", got, want)
	}

	// The runtime applied the environment's settings at start; Apply
	// keeps them.
	for _, tt := range []struct {
		env  map[string]string
		want Policy
	}{
		{map[string]string{"GOGC": "150"}, Policy{150, math.MaxInt64, false}},
		{map[string]string{"GOMEMLIMIT": "1GiB"}, Policy{Percent, 1 << 30, true}},
		{map[string]string{"GOGC": "off", "GOMEMLIMIT": "100MiB"}, Policy{-1, 100 << 20, false}},
		{map[string]string{"GOGC": "400"}, Policy{400, math.MaxInt64, false}},
	} {
		env = tt.env
		debug.SetGCPercent(tt.want.Percent)
		debug.SetMemoryLimit(tt.want.MemoryLimit)
		if got := Apply(getenv); got != tt.want {
			t.Errorf("Apply with %v = %+v, want %+v", tt.env, got, tt.want)
		}
	}
	// With GOGC set, collections leave it as it is.
	runtime.GC()
	time.Sleep(10 * time.Millisecond)
	if p := debug.SetGCPercent(400); p != 400 {
		t.Errorf("GOGC after a collection with GOGC=400 set = %d, want 400", p)
	}
}

func TestPercentFor(t *testing.T) {
	for _, tt := range []struct {
		live uint64
		want int
	}{
		{0, Percent},
		{1 << 20, Percent},
		{8 << 20, Percent},
		{16 << 20, 800},
		{32 << 20, 400},
		{Headroom, MinPercent},
		{4 * Headroom, MinPercent},
	} {
		if got := PercentFor(tt.live); got != tt.want {
			t.Errorf("PercentFor(%d MiB) = %d, want %d", tt.live>>20, got, tt.want)
		}
	}
}

// A heap that keeps more after a collection gets a lower GOGC at the next
// one, so that it grows by Headroom rather than by a multiple of itself.
func TestRetunedAfterCollections(t *testing.T) {
	restore(t)
	Apply(func(string) string { return "" })
	keep := make([]byte, 64<<20)
	for i := range keep {
		keep[i] = byte(i)
	}
	want := PercentFor(64 << 20)
	deadline := time.Now().Add(5 * time.Second)
	var p int
	for time.Now().Before(deadline) {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
		p = gogc()
		if p <= want+want/8 {
			break
		}
	}
	runtime.KeepAlive(keep)
	if p > want+want/8 || p < MinPercent {
		t.Errorf("GOGC with 64 MiB kept = %d, want about %d", p, want)
	}
	keep = nil
	// What survives shrinks again: GOGC rises back.
	deadline = time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
		p = gogc()
		if p == Percent {
			break
		}
	}
	if p != Percent {
		t.Errorf("GOGC after the 64 MiB were let go = %d, want %d", p, Percent)
	}
}
