// Package gcpolicy sets how often Go's garbage collector runs in confirmd.
//
// Go's default, GOGC=100, starts a collection whenever the heap has grown
// by as much as survived the last one. confirmd keeps little between
// requests (its state is in the database), so under load that meant a
// collection every few milliseconds, and a third of the CPU of a read:
// confirmload's reads answered 5,600 requests/s at GOGC=100, 7,100 at 200
// and 8,300 at 400 on the same machine (its clients, in the same process,
// ran under each setting too). At 400 the heap may grow to five times what
// survives, a few tens of megabytes.
package gcpolicy

import (
	"runtime/debug"
	"strings"
)

// Percent is the GOGC confirmd runs with when the environment sets none.
const Percent = 400

// Apply sets GOGC to Percent, unless the environment's GOGC (which the Go
// runtime has applied already) chose a value, and returns the value in
// effect, -1 meaning off. GOMEMLIMIT, if set, still bounds the heap.
func Apply(getenv func(string) string) int {
	if strings.TrimSpace(getenv("GOGC")) == "" {
		debug.SetGCPercent(Percent)
		return Percent
	}
	p := debug.SetGCPercent(-1)
	debug.SetGCPercent(p)
	return p
}
