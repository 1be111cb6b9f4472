// Package gcpolicy sets how often Go's garbage collector runs in confirmd.
//
// Go's default, GOGC=100, starts a collection whenever the heap has grown
// by as much as survived the last one. confirmd keeps little in memory
// between requests (its state is in the database): ten to fifteen
// megabytes survive a collection, most of it the interpreter's lexicons.
// Under load the default collected every few milliseconds. On the two-core
// machine measured, each collection took one core for a few milliseconds,
// and requests arriving meanwhile waited: it cost a third of a read's CPU,
// and most of the reads' p99 latency.
//
// So the heap may grow by Headroom (128 MiB) beyond what survives before
// the next collection: after each collection, GOGC is set to Headroom in
// percent of what survived (and of the goroutines' stacks and the globals,
// which Go counts with it), between 100 and Percent (1600). A fixed GOGC
// multiplied whatever survives: at GOGC=1600, each megabyte the lexicons
// grew by added seventeen to the peak, and the scheduler's peak RSS went
// from 170 to over 300 MB as they grew from some ten megabytes to fourteen.
//
// Beside that, a memory limit of 256 MiB (GOMEMLIMIT) is a safety net: it
// is a soft one, on the memory the Go runtime manages: near it, the
// collector runs as often as it must to stay under, so a process whose live
// data grew would use more CPU rather than more memory. The runtime lets
// its collector take at most half the CPU for that, and lets the process
// pass the limit if its live data does.
package gcpolicy

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"
	"sync"
	"sync/atomic"
)

const (
	// Percent is the most GOGC confirmd sets, when the environment sets
	// no GOGC: what it sets when little survives a collection.
	Percent = 1600
	// MinPercent is the least GOGC confirmd sets: Go's default, for a
	// process whose live data grew past Headroom.
	MinPercent = 100
	// Headroom is how much the heap may grow beyond what survived the
	// last collection before the next one starts.
	Headroom = 128 << 20
	// MemoryLimit is the GOMEMLIMIT, in bytes, that goes with it.
	MemoryLimit = 256 << 20
)

// Policy is the collector's settings in effect.
type Policy struct {
	// Percent is GOGC, -1 meaning off.
	Percent int
	// MemoryLimit is GOMEMLIMIT in bytes, math.MaxInt64 meaning none.
	MemoryLimit int64
	// Tuned is whether confirmd sets GOGC after each collection, from
	// what survived it (Percent is then the setting of the moment).
	Tuned bool
}

// tuning is whether the collections set GOGC (the environment set none).
var tuning atomic.Bool

// Apply sets the collector's policy unless the environment sets GOGC: GOGC
// from what survives each collection (see PercentFor), and GOMEMLIMIT to
// MemoryLimit unless the environment sets it (the Go runtime has applied
// it already). An operator who raises the limit keeps confirmd's GOGC; one
// who sets GOGC chose Go's own scheme, without a limit unless GOMEMLIMIT
// sets one. It returns the settings in effect.
func Apply(getenv func(string) string) Policy {
	return ApplyKeeping(getenv, 0)
}

// ApplyKeeping is Apply for a process that may keep up to kept bytes in
// memory on purpose (the views a process alone on its database keeps, see
// viewcache): the memory limit is raised by as much, so that what is kept
// leaves the rest of the heap the room it had.
func ApplyKeeping(getenv func(string) string, kept int) Policy {
	gogc := strings.TrimSpace(getenv("GOGC")) != ""
	tuning.Store(!gogc)
	if !gogc {
		if strings.TrimSpace(getenv("GOMEMLIMIT")) == "" {
			debug.SetMemoryLimit(MemoryLimit + int64(max(kept, 0)))
		}
		watchOnce.Do(watchCollections)
		current.Store(0)
		retune()
	}
	p := debug.SetGCPercent(-1)
	debug.SetGCPercent(p)
	return Policy{Percent: p, MemoryLimit: debug.SetMemoryLimit(-1), Tuned: !gogc}
}

// PercentFor is the GOGC that lets a heap of which live bytes survived a
// collection grow by Headroom before the next, between MinPercent and
// Percent.
func PercentFor(live uint64) int {
	if live == 0 {
		return Percent
	}
	p := uint64(Headroom) * 100 / live
	return int(max(MinPercent, min(Percent, p)))
}

// liveMetrics are what GOGC is a percentage of since Go 1.21.
var liveMetrics = []string{"/gc/heap/live:bytes", "/gc/scan/stack:bytes", "/gc/scan/globals:bytes"}

// retune sets GOGC from what the last collection left, if tuning.
func retune() {
	if !tuning.Load() {
		return
	}
	s := make([]metrics.Sample, len(liveMetrics))
	for i, name := range liveMetrics {
		s[i].Name = name
	}
	metrics.Read(s)
	var live uint64
	for _, m := range s {
		if m.Value.Kind() == metrics.KindUint64 {
			live += m.Value.Uint64()
		}
	}
	want := PercentFor(live)
	// Setting GOGC recomputes the heap's goal under a lock; a change of
	// less than a sixteenth is not worth it.
	if cur := int(current.Load()); cur != 0 && abs(want-cur) < cur/16 {
		return
	}
	debug.SetGCPercent(want)
	current.Store(int64(want))
}

// current is the GOGC retune set last, 0 before it did.
var current atomic.Int64

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

var watchOnce sync.Once

// sentinel is an object no one refers to: its finalizer runs after each
// collection, and arms itself again.
type sentinel struct{ _ *int }

func watchCollections() {
	runtime.SetFinalizer(&sentinel{}, afterCollection)
}

func afterCollection(s *sentinel) {
	retune()
	runtime.SetFinalizer(s, afterCollection)
}
