package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

type soakConfig struct {
	n      int
	idle   time.Duration
	binary string
}

// The soak's limits on waiting for confirmd.
const (
	readyLimit = 2 * time.Minute
	stopLimit  = 30 * time.Second
)

// soak stores n open standard-cadence confirmations whose email has gone
// and whose text is hours ahead, so the scheduler has nothing due, then
// runs confirmd serve on them as a separate process: how long it takes to
// be ready, how much memory it holds and how much CPU it uses while idle,
// and whether SIGTERM stops it cleanly.
func soak(ctx context.Context, w io.Writer, db *scratch, cfg soakConfig) (bool, error) {
	fmt.Fprintf(w, "confirmload soak: %s, %s open confirmations, confirmd serve idle for %v\n", db.Kind, commas(cfg.n), cfg.idle)
	firstDue, err := fillSoak(ctx, w, db, cfg.n)
	if err != nil {
		return false, err
	}
	fmt.Fprintf(w, "nothing is due before %s, %v from now\n", confirm.FormatTime(firstDue), time.Until(firstDue).Round(time.Second))
	if time.Until(firstDue) < cfg.idle+readyLimit {
		return false, fmt.Errorf("the first step is due in %v, within the soak; use a shorter -idle", time.Until(firstDue).Round(time.Second))
	}

	dir, err := os.MkdirTemp("", "confirmload-soak-")
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

	sent := filepath.Join(dir, "sent.log")
	srv, err := startServer(bin, filepath.Join(dir, "confirmd.log"), []string{
		"CONFIRMD_DATABASE_URL=" + db.URL,
		"CONFIRMD_SANDBOX_KEY=" + confirm.NewAPIKey(true),
		"CONFIRMD_SIGNING_SECRET=" + confirm.NewSigningSecret(),
		"CONFIRMD_SANDBOX_SEND_LOG=" + sent,
	})
	if err != nil {
		return false, err
	}
	defer srv.kill()
	startup, err := srv.waitReady(ctx, readyLimit)
	if err != nil {
		return false, err
	}
	fmt.Fprintf(w, "confirmd (pid %d) ready in %v\n", srv.cmd.Process.Pid, startup.Round(time.Millisecond))
	u, err := srv.watch(ctx, cfg.idle)
	if err != nil {
		return false, err
	}
	took, code := srv.stop(stopLimit)
	messages, err := countLines(sent)
	if err != nil {
		return false, err
	}

	fmt.Fprintf(w, "start-up      %v (process start to the first 200 from /readyz)\n", startup.Round(time.Millisecond))
	fmt.Fprintf(w, "RSS           %d MB when ready, %d MB at the end, %d MB at most (sampled every second)\n", u.rssStart>>20, u.rssEnd>>20, u.rssMax>>20)
	fmt.Fprintf(w, "peak RSS      %d MB (VmHWM, start-up included)\n", u.peak>>20)
	fmt.Fprintf(w, "idle CPU      %.2f%% of one core (%v of CPU in %v)\n", u.CPUPercent(), u.cpu, u.wall.Round(time.Millisecond))
	fmt.Fprintf(w, "sent          %d messages while idle\n", messages)
	fmt.Fprintf(w, "stop          exit status %d, %v after SIGTERM\n", code, took.Round(time.Millisecond))
	return printGoals(w, []goal{
		{What: "start-up", Got: startup.Round(time.Millisecond).String(), Want: "< 5s", Met: startup < 5*time.Second},
		{What: "peak RSS", Got: fmt.Sprintf("%d MB", u.peak>>20), Want: "< 300 MB", Met: u.peak < 300<<20},
		{What: "idle CPU", Got: fmt.Sprintf("%.2f%%", u.CPUPercent()), Want: "< 2%", Met: u.CPUPercent() < 2},
		{What: "messages sent while idle", Got: fmt.Sprint(messages), Want: "0", Met: messages == 0},
		{What: "clean exit on SIGTERM", Got: fmt.Sprintf("status %d in %v", code, took.Round(time.Millisecond)), Want: "status 0", Met: code == 0},
	}), nil
}

// fillSoak stores the soak's confirmations and returns the earliest time
// any of them is due.
func fillSoak(ctx context.Context, w io.Writer, db *scratch, n int) (time.Time, error) {
	st, err := db.Open(ctx)
	if err != nil {
		return time.Time{}, err
	}
	// Closed before confirmd starts, so that only confirmd holds the database.
	defer st.Close()
	now := time.Now().UTC().Truncate(time.Millisecond)
	a, _, err := newAccount(ctx, st, now, 0)
	if err != nil {
		return time.Time{}, err
	}
	var (
		mu    sync.Mutex
		first time.Time
	)
	err = storeAll(ctx, w, st, n, 8, func(i int) (*confirm.Confirmation, error) {
		c, err := requestFor("soak", i, now).build(a, now)
		if err != nil {
			return nil, err
		}
		emailGone(c, now)
		mu.Lock()
		if first.IsZero() || c.WakeAt.Before(first) {
			first = c.WakeAt
		}
		mu.Unlock()
		return c, nil
	})
	return first, err
}

// countLines counts the lines of a file, 0 if it does not exist.
func countLines(path string) (int, error) {
	b, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return 0, nil
	}
	return bytes.Count(b, []byte("\n")), err
}
