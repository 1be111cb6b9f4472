// Package gcpolicy sets how often Go's garbage collector runs in confirmd.
//
// Go's default, GOGC=100, starts a collection whenever the heap has grown
// by as much as survived the last one. confirmd keeps little in memory
// between requests (its state is in the database): some ten megabytes
// survive a collection, so under load the default collected every few
// milliseconds. Each collection takes a core of this kind of two-core
// machine for a few milliseconds, and requests arriving meanwhile wait:
// it cost a third of a read's CPU, and most of the reads' p99 latency.
//
// So the heap may grow to seventeen times what survives (GOGC=1600), but
// the whole process stays under a memory limit of 256 MiB (GOMEMLIMIT): past
// it, the collector runs as often as it must to stay under, so a process
// whose live data grew would use more CPU rather than more memory. The Go
// runtime lets its collector take at most half the CPU to hold a limit.
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

// Apply sets GOGC to Percent and GOMEMLIMIT to MemoryLimit, unless the
// environment sets either (which the Go runtime has applied already): then
// the operator has chosen, and both are left as they are. It returns the
// settings in effect.
func Apply(getenv func(string) string) Policy {
	if strings.TrimSpace(getenv("GOGC")) == "" && strings.TrimSpace(getenv("GOMEMLIMIT")) == "" {
		debug.SetGCPercent(Percent)
		debug.SetMemoryLimit(MemoryLimit)
	}
	p := debug.SetGCPercent(-1)
	debug.SetGCPercent(p)
	return Policy{Percent: p, MemoryLimit: debug.SetMemoryLimit(-1)}
}
