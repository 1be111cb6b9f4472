package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"time"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/engine"
	"github.com/confirmd/confirmd/internal/gcpolicy"
	"github.com/confirmd/confirmd/internal/sandbox"
)

// schedulerLoad stores n open demo confirmations whose first step is due at
// once, then lets the scheduler work them with a fixed clock: every email,
// then (90 s later on the clock) every text, then every call.
func schedulerLoad(ctx context.Context, w io.Writer, db *scratch, n int, profile, memProfile string) (bool, error) {
	st, err := db.Open(ctx)
	if err != nil {
		return false, err
	}
	defer st.Close()
	defer startFolder(ctx, st)()
	start := time.Now().UTC().Truncate(time.Millisecond)
	clk := clock.NewFake(start)
	a, _, err := newAccount(ctx, st, start, 0)
	if err != nil {
		return false, err
	}
	fmt.Fprintf(w, "confirmload scheduler: %s, %s demo confirmations\n", db.Kind, commas(n))
	err = storeAll(ctx, w, st, n, 8, func(int) (*confirm.Confirmation, error) { return newDemo(a, start, ""), nil })
	if err != nil {
		return false, err
	}

	resetPeakRSS()
	if profile != "" {
		stop, err := startProfile(profile)
		if err != nil {
			return false, err
		}
		defer stop()
	}
	// The collector is set as confirmd serve sets it.
	gcpolicy.Apply(os.Getenv)
	mem := watchMemory(50 * time.Millisecond)
	defer mem.Stop()
	e := &engine.Engine{Store: st, Clock: clk, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Sandbox: &sandbox.Channel{}}
	var total int
	var busy time.Duration
	for _, phase := range []struct {
		name string
		at   time.Duration
	}{{"emails", 0}, {"texts", 90 * time.Second}, {"calls", 180 * time.Second}} {
		clk.Set(start.Add(phase.at))
		t := time.Now()
		done, err := e.RunDue(ctx)
		if err != nil {
			return false, err
		}
		d := time.Since(t)
		busy += d
		total += done
		fmt.Fprintf(w, "%-6s %7d steps in %8v = %6.0f steps/s\n", phase.name, done, d.Round(time.Millisecond), float64(done)/d.Seconds())
	}
	mem.Stop()
	if memProfile != "" {
		if err := writeHeapProfile(memProfile); err != nil {
			return false, err
		}
	}
	steps, peak := rate(total, busy), int(peakRSS(0)>>20)
	fmt.Fprint(w, mem.report())
	fmt.Fprintf(w, "RESULT scheduler %s: %d steps, %d steps/s, peak RSS %d MB\n", db.Kind, total, steps, peak)
	return printGoals(w, []goal{
		{What: "throughput", Got: commas(steps) + " steps/s", Want: ">= 2,000 steps/s", Met: steps >= 2000},
		{What: "peak RSS", Got: fmt.Sprintf("%d MB", peak), Want: "< 300 MB", Met: peak < 300},
	}), nil
}
