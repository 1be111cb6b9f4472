package gcpolicy

import (
	"math"
	"runtime/debug"
	"testing"
)

func TestApply(t *testing.T) {
	wasPercent := debug.SetGCPercent(100)
	wasLimit := debug.SetMemoryLimit(math.MaxInt64)
	defer func() {
		debug.SetGCPercent(wasPercent)
		debug.SetMemoryLimit(wasLimit)
	}()

	env := map[string]string{}
	getenv := func(k string) string { return env[k] }
	if got, want := Apply(getenv), (Policy{Percent, MemoryLimit}); got != want {
		t.Errorf("Apply with neither set = %+v, want %+v", got, want)
	}
	if p := debug.SetGCPercent(100); p != Percent {
		t.Errorf("GC percent after Apply = %d, want %d", p, Percent)
	}

	// The runtime applied the environment's settings at start; Apply
	// keeps them.
	for _, tt := range []struct {
		env  map[string]string
		want Policy
	}{
		{map[string]string{"GOGC": "150"}, Policy{150, math.MaxInt64}},
		{map[string]string{"GOMEMLIMIT": "1GiB"}, Policy{Percent, 1 << 30}},
		{map[string]string{"GOGC": "off", "GOMEMLIMIT": "100MiB"}, Policy{-1, 100 << 20}},
	} {
		env = tt.env
		debug.SetGCPercent(tt.want.Percent)
		debug.SetMemoryLimit(tt.want.MemoryLimit)
		if got := Apply(getenv); got != tt.want {
			t.Errorf("Apply with %v = %+v, want %+v", tt.env, got, tt.want)
		}
	}
}
