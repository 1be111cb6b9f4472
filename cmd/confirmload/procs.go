package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

type procsConfig struct {
	base   string // the -db flag: every run makes a database of its own from it
	n      int
	max    int
	rounds int
	binary string
}

// procsRun is what one run of k confirmd serve processes did.
type procsRun struct {
	procs   int
	steady  float64       // steps/s from the last process's start-up to 90% done
	whole   float64       // steps/s from the first process's start to the last step
	took    time.Duration // from the first process's start to the last step
	perProc []int         // steps each process sent
	cpu     []time.Duration
	pgCPU   time.Duration // CPU of the machine's postgres processes meanwhile
	wall    time.Duration // the time the CPU figures cover
}

// procs runs 1 to max confirmd serve processes on one database, each time a
// new one with n demo confirmations whose email is due at once, and measures
// the steps per second all of them make together. Each run checks that every
// confirmation's email was sent once, by exactly one process, and that the
// store holds exactly one email for each.
func procs(ctx context.Context, w io.Writer, first *scratch, cfg procsConfig) (bool, error) {
	fmt.Fprintf(w, "confirmload procs: %s, 1 to %d confirmd serve processes on one database, %s demo confirmations due at once, %d rounds\n",
		first.Kind, cfg.max, commas(cfg.n), cfg.rounds)
	dir, err := os.MkdirTemp("", "confirmload-procs-")
	if err != nil {
		return false, err
	}
	defer os.RemoveAll(dir)
	bin := cfg.binary
	if bin == "" {
		t := time.Now()
		if bin, err = buildConfirmd(ctx, dir); err != nil {
			return false, err
		}
		fmt.Fprintf(w, "built confirmd in %v\n", time.Since(t).Round(time.Millisecond))
	}

	// Every run after the first has a database of its own, a temporary
	// file on SQLite (the first run's file is kept until the end).
	base := cfg.base
	if strings.HasPrefix(base, "sqlite:") {
		base = "sqlite:"
	}
	runs := map[int][]procsRun{}
	ok := true
	for r := range cfg.rounds {
		order := make([]int, cfg.max)
		for i := range order {
			order[i] = i + 1
		}
		if r%2 == 1 {
			slices.Reverse(order) // alternating order, so that a drift in the machine's load favours none
		}
		for _, k := range order {
			db := first
			if r > 0 || k != order[0] {
				if db, err = newScratch(ctx, base); err != nil {
					return false, err
				}
			}
			run, err := procsOnce(ctx, w, db, bin, filepath.Join(dir, fmt.Sprintf("r%d-k%d", r, k)), k, cfg.n)
			if db != first {
				if cerr := db.Cleanup(); cerr != nil {
					err = errors.Join(err, cerr)
				}
			}
			if err != nil {
				return false, err
			}
			runs[k] = append(runs[k], run)
		}
	}

	fmt.Fprintf(w, "\n%s, %s confirmations a run (median of %d rounds; every round's figures in brackets)\n", first.Kind, commas(cfg.n), cfg.rounds)
	fmt.Fprintf(w, "  %-9s %14s %14s   %s\n", "processes", "steady steps/s", "whole steps/s", "confirmd CPU, postgres CPU (% of a core), steps per process")
	var one float64
	for k := 1; k <= cfg.max; k++ {
		steady, whole := make([]float64, 0, cfg.rounds), make([]float64, 0, cfg.rounds)
		var brackets []string
		for _, run := range runs[k] {
			steady, whole = append(steady, run.steady), append(whole, run.whole)
			var cpu time.Duration
			for _, c := range run.cpu {
				cpu += c
			}
			brackets = append(brackets, fmt.Sprintf("[%s %s; %.0f%% %.0f%%; %s]", commas(int(run.steady)), commas(int(run.whole)),
				100*cpu.Seconds()/run.wall.Seconds(), 100*run.pgCPU.Seconds()/run.wall.Seconds(), joinInts(run.perProc)))
		}
		ms, mw := median(steady), median(whole)
		if k == 1 {
			one = ms
		}
		fmt.Fprintf(w, "  %-9d %14s %14s   x%.2f  %s\n", k, commas(int(ms)), commas(int(mw)), ms/one, strings.Join(brackets, " "))
		fmt.Fprintf(w, "RESULT procs %s: %d processes, %d steps/s\n", first.Kind, k, int(ms))
	}
	return ok, nil
}

// procsOnce stores n demo confirmations due at once in db, starts k confirmd
// serve processes on it and waits until every email has gone.
func procsOnce(ctx context.Context, w io.Writer, db *scratch, bin, dir string, k, n int) (procsRun, error) {
	run := procsRun{procs: k}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return run, err
	}
	st, err := db.Open(ctx)
	if err != nil {
		return run, err
	}
	defer st.Close()
	now := time.Now().UTC().Truncate(time.Millisecond)
	a, key, err := newAccount(ctx, st, now, 0)
	if err != nil {
		return run, err
	}
	ids := make([]string, n)
	err = storeAll(ctx, io.Discard, st, n, 8, func(i int) (*confirm.Confirmation, error) {
		c := newDemo(a, time.Now().UTC().Truncate(time.Millisecond), "")
		ids[i] = c.ID
		return c, nil
	})
	if err != nil {
		return run, err
	}

	env := []string{
		"CONFIRMD_DATABASE_URL=" + db.URL,
		"CONFIRMD_SANDBOX_KEY=" + key,
		"CONFIRMD_SIGNING_SECRET=" + a.SigningSecret,
	}
	pg0, _ := postgresCPU()
	t0 := time.Now()
	servers := make([]*server, k)
	logs := make([]string, k)
	defer func() {
		for _, s := range servers {
			if s != nil {
				s.kill()
			}
		}
	}()
	for i := range servers {
		logs[i] = filepath.Join(dir, fmt.Sprintf("sent-%d.log", i))
		s, err := startServer(bin, filepath.Join(dir, fmt.Sprintf("confirmd-%d.log", i)), append(env, "CONFIRMD_SANDBOX_SEND_LOG="+logs[i]))
		if err != nil {
			return run, err
		}
		servers[i] = s
	}
	for _, s := range servers {
		if _, err := s.waitReady(ctx, readyLimit); err != nil {
			return run, err
		}
	}
	cpu0 := make([]time.Duration, k)
	for i, s := range servers {
		cpu0[i], _ = cpuTime(s.cmd.Process.Pid)
	}
	// Steady: from when every process is serving to when 90% of the
	// emails have gone, so that neither the staggered start nor the last
	// batches' tail counts.
	tReady := time.Now()
	sentReady, err := countAll(logs)
	if err != nil {
		return run, err
	}
	var t90, tAll time.Time
	sent90 := 0
	deadline := time.Now().Add(80 * time.Second) // the demo's texts come 90 s after the emails
	for tAll.IsZero() {
		select {
		case <-ctx.Done():
			return run, ctx.Err()
		case <-time.After(20 * time.Millisecond):
		}
		for _, s := range servers {
			select {
			case <-s.exited:
				return run, fmt.Errorf("confirmd exited during the run (%v):\n%s", s.cmd.ProcessState, s.logTail())
			default:
			}
		}
		c, err := countAll(logs)
		if err != nil {
			return run, err
		}
		if t90.IsZero() && c >= n*9/10 {
			t90, sent90 = time.Now(), c
		}
		if c >= n {
			tAll = time.Now()
		}
		if time.Now().After(deadline) {
			return run, fmt.Errorf("%d processes sent %d of %d emails in %v", k, c, n, time.Since(t0).Round(time.Millisecond))
		}
	}
	for i, s := range servers {
		c, _ := cpuTime(s.cmd.Process.Pid)
		run.cpu = append(run.cpu, c-cpu0[i])
	}
	run.wall = time.Since(tReady)
	if pg1, err := postgresCPU(); err == nil {
		run.pgCPU = pg1 - pg0
	}
	for _, s := range servers {
		if _, code := s.stop(stopLimit); code != 0 {
			return run, fmt.Errorf("confirmd exited with status %d:\n%s", code, s.logTail())
		}
	}
	run.took = tAll.Sub(t0)
	run.whole = float64(n) / run.took.Seconds()
	if sentReady >= sent90 || !t90.After(tReady) {
		run.steady = run.whole // all but the tail went before every process was up
	} else {
		run.steady = float64(sent90-sentReady) / t90.Sub(tReady).Seconds()
	}

	// Every email once, by one process; nothing else sent.
	seen := make(map[string]int, n)
	for i, path := range logs {
		c := 0
		err := eachLine(path, func(line string) error {
			id, ch, _ := strings.Cut(line, " ")
			if ch != string(confirm.ChannelEmail) {
				return fmt.Errorf("process %d sent %q, only emails are due", i+1, line)
			}
			seen[id]++
			c++
			return nil
		})
		if err != nil {
			return run, err
		}
		run.perProc = append(run.perProc, c)
	}
	for _, id := range ids {
		if seen[id] != 1 {
			return run, fmt.Errorf("%d processes: confirmation %s's email was sent %d times", k, id, seen[id])
		}
	}
	if len(seen) != n {
		return run, fmt.Errorf("%d processes sent emails of %d confirmations, %d were stored", k, len(seen), n)
	}
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	err = parallel(ctx, n, 8, func(i int) error {
		c, err := st.GetConfirmation(ctx, scope, ids[i])
		if err != nil {
			return err
		}
		emails := 0
		for _, e := range c.Events {
			if e.Kind == confirm.EventOut && e.Channel == confirm.ChannelEmail {
				emails++
			}
		}
		if emails != 1 {
			return fmt.Errorf("%d processes: confirmation %s holds %d emails sent", k, c.ID, emails)
		}
		return nil
	})
	if err != nil {
		return run, err
	}
	fmt.Fprintf(w, "%d processes: %s steps/s steady, %s steps/s whole (%v), each email once: %s\n",
		k, commas(int(run.steady)), commas(int(run.whole)), run.took.Round(time.Millisecond), joinInts(run.perProc))
	return run, nil
}

// countAll counts the lines of the send logs.
func countAll(paths []string) (int, error) {
	total := 0
	for _, p := range paths {
		c, err := countLines(p)
		if err != nil {
			return 0, err
		}
		total += c
	}
	return total, nil
}

// eachLine calls fn for every line of a file; a missing file has none.
func eachLine(path string, fn func(string) error) error {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if err := fn(sc.Text()); err != nil {
			return err
		}
	}
	return sc.Err()
}

// postgresCPU is the CPU time used so far by the machine's processes named
// postgres: the server's backends, whoever they serve.
func postgresCPU() (time.Duration, error) {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return 0, err
	}
	var total time.Duration
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		comm, err := os.ReadFile(procPath(pid, "comm"))
		if err != nil || strings.TrimSpace(string(comm)) != "postgres" {
			continue
		}
		if c, err := cpuTime(pid); err == nil {
			total += c
		}
	}
	return total, nil
}

func joinInts(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = commas(x)
	}
	return strings.Join(s, "+")
}
