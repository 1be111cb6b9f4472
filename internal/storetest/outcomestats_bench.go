package storetest

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// BenchRows is how many confirmations the benchmarks of outcome
// statistics seed: a year of a large retailer.
const BenchRows = 1_000_000

// BenchKeepEnv names the environment variable that keeps the benchmarks'
// seeded database between runs: a file path for SQLite, a schema name for
// PostgreSQL. Seeding a million confirmations takes minutes.
const BenchKeepEnv = "CONFIRMD_BENCH_KEEP"

// BenchCasesEnv names the environment variable that limits the cases
// BenchOutcomeStats times, e.g. "366/day,366/totals"; all when unset.
const BenchCasesEnv = "CONFIRMD_BENCH_CASES"

// BenchEnd is the last day of the seeded year.
var BenchEnd = time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC)

// BenchOutcomeStats times OutcomeStats in scope over a store seeded with
// BenchRows confirmations created over the year to BenchEnd: calls
// two warm-up calls, then p50 and p99 (nearest rank) of calls calls for
// the default 30 days and of a quarter as many for the longest period, totals and each grouping. It writes one line per
// case to w, with the CPU this process used per call, and fails b if a call fails or counts other than want rows in
// the year.
func BenchOutcomeStats(b *testing.B, s confirm.Store, scope confirm.Scope, want int64, calls int, w io.Writer) {
	b.Helper()
	for _, days := range []int{confirm.DefaultStatsDays, confirm.MaxStatsDays} {
		for _, by := range []confirm.GroupBy{confirm.GroupNone, confirm.GroupDay, confirm.GroupChannel, confirm.GroupIntent} {
			name := string(by)
			if name == "" {
				name = "totals"
			}
			if only := os.Getenv(BenchCasesEnv); only != "" && !slices.Contains(strings.Split(only, ","), fmt.Sprintf("%d/%s", days, name)) {
				continue
			}
			q := confirm.StatsQuery{Scope: scope, From: BenchEnd.AddDate(0, 0, 1-days), To: BenchEnd, GroupBy: by}
			var took []time.Duration
			var created int64
			n := calls
			if days > confirm.DefaultStatsDays {
				n = max(calls/4, 3) // a year is read more slowly; fewer calls keep the run short
			}
			var cpu time.Duration
			for i := range n + 2 {
				t, c := time.Now(), processCPU()
				totals, _, err := s.OutcomeStats(b.Context(), q)
				if err != nil {
					b.Fatalf("OutcomeStats: %v", err)
				}
				if i >= 2 {
					took = append(took, time.Since(t))
					cpu += processCPU() - c
				}
				created = totals.Created
			}
			if days == confirm.MaxStatsDays && created != want {
				b.Fatalf("a year counts %d confirmations, want %d", created, want)
			}
			slices.Sort(took)
			p := func(q int) time.Duration { return took[(len(took)*q+99)/100-1].Round(100 * time.Microsecond) }
			fmt.Fprintf(w, "stats %3d days %-8s %7d confirmations  p50 %8v  p99 %8v  this process's CPU %8v a call\n",
				days, name, created, p(50), p(99), (cpu / time.Duration(len(took))).Round(100*time.Microsecond))
		}
	}
}

// processCPU is the CPU time this process has used, user and system: on
// a machine whose load leaves a process a fraction of a core, a call's
// CPU says more than its wall time. With SQLite it is the whole of a
// call's work; with PostgreSQL only the client's.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
