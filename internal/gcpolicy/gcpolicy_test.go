package gcpolicy

import (
	"runtime/debug"
	"testing"
)

func TestApply(t *testing.T) {
	was := debug.SetGCPercent(100)
	defer debug.SetGCPercent(was)

	env := map[string]string{}
	getenv := func(k string) string { return env[k] }
	if got := Apply(getenv); got != Percent {
		t.Errorf("Apply with no GOGC = %d, want %d", got, Percent)
	}
	if p := debug.SetGCPercent(100); p != Percent {
		t.Errorf("GC percent after Apply = %d, want %d", p, Percent)
	}

	// The runtime applied the environment's GOGC at start; Apply keeps it.
	env["GOGC"] = "150"
	debug.SetGCPercent(150)
	if got := Apply(getenv); got != 150 {
		t.Errorf("Apply with GOGC=150 = %d, want 150", got)
	}
	if p := debug.SetGCPercent(100); p != 150 {
		t.Errorf("GC percent after Apply with GOGC=150 = %d, want 150", p)
	}
}
