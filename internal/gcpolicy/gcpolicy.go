// Package gcpolicy sets how often Go's garbage collector runs in confirmd.
//
// Go's default, GOGC=100, starts a collection whenever the heap has grown
// by as much as survived the last one. confirmd keeps little in memory
// between requests (its state is in the database): some ten megabytes
// survive a collection, so under load the default collected every few
// milliseconds. On the two-core machine measured, each collection took one
// core for a few milliseconds, and requests arriving meanwhile waited: it
// cost a third of a read's CPU, and most of the reads' p99 latency.
//
// So the heap may grow to seventeen times what survives (GOGC=1600), under
// a memory limit of 256 MiB (GOMEMLIMIT). The limit is a soft one, on the
// memory the Go runtime manages: near it, the collector runs as often as it
// must to stay under, so a process whose live data grew would use more CPU
// rather than more memory. The runtime lets its collector take at most half
// the CPU for that, and lets the process pass the limit if its live data
// does.
package gcpolicy

import (
	"runtime/debug"
	"strings"
)

const (
	// Percent is the GOGC confirmd runs with when the environment sets
	// neither GOGC nor GOMEMLIMIT.
	Percent = 1600
	// MemoryLimit is the GOMEMLIMIT, in bytes, that goes with Percent.
	MemoryLimit = 256 << 20
)

// Policy is the collector's settings in effect.
type Policy struct {
	// Percent is GOGC, -1 meaning off.
	Percent int
	// MemoryLimit is GOMEMLIMIT in bytes, math.MaxInt64 meaning none.
	MemoryLimit int64
}

// Apply sets GOGC to Percent unless the environment sets GOGC, and
// GOMEMLIMIT to MemoryLimit unless the environment sets either (the Go
// runtime has applied those already). An operator who raises the limit
// keeps confirmd's GOGC; one who sets GOGC alone chose Go's own scheme,
// without a limit. It returns the settings in effect.
func Apply(getenv func(string) string) Policy {
	gogc := strings.TrimSpace(getenv("GOGC")) != ""
	if !gogc {
		debug.SetGCPercent(Percent)
		if strings.TrimSpace(getenv("GOMEMLIMIT")) == "" {
			debug.SetMemoryLimit(MemoryLimit)
		}
	}
	p := debug.SetGCPercent(-1)
	debug.SetGCPercent(p)
	return Policy{Percent: p, MemoryLimit: debug.SetMemoryLimit(-1)}
}
