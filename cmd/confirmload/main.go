// Command confirmload measures confirmd under load and prints the figures:
//
//	confirmload scheduler -db URL [-n 100000]   steps per second and peak RSS of the scheduler
//	confirmload webhook   -db URL [-n 1000]     time from a status change to the webhook's arrival
//
// Each run uses its own new account in the database given, so it may share a
// database with other data; use a scratch database all the same.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dburl"
	"github.com/confirmd/confirmd/internal/engine"
	"github.com/confirmd/confirmd/internal/sandbox"
	"github.com/confirmd/confirmd/webhook"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: confirmload scheduler|webhook -db URL [-n N]")
		os.Exit(2)
	}
	fs := flag.NewFlagSet(os.Args[1], flag.ExitOnError)
	db := fs.String("db", "sqlite:confirmload.db", "database URL (sqlite:PATH or postgres://...)")
	n := fs.Int("n", 0, "how many confirmations (default 100000 for scheduler, 1000 for webhook)")
	fs.Parse(os.Args[2:])
	ctx := context.Background()
	st, err := dburl.Open(ctx, *db)
	if err != nil {
		fmt.Fprintln(os.Stderr, "confirmload:", err)
		os.Exit(1)
	}
	defer st.Close()
	switch os.Args[1] {
	case "scheduler":
		err = schedulerLoad(ctx, st, *db, cmpOr(*n, 100000))
	case "webhook":
		err = webhookLatency(ctx, st, *db, cmpOr(*n, 1000))
	default:
		err = errors.New("unknown mode " + os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "confirmload:", err)
		os.Exit(1)
	}
}

func cmpOr(a, b int) int {
	if a > 0 {
		return a
	}
	return b
}

func newAccount(ctx context.Context, st confirm.Store, now time.Time) (*confirm.Account, error) {
	a := &confirm.Account{ID: confirm.NewAccountID(), Name: "load", SigningSecret: confirm.NewSigningSecret(), CreatedAt: now}
	return a, st.CreateAccount(ctx, a)
}

func newConfirmation(a *confirm.Account, now time.Time, webhookURL string) *confirm.Confirmation {
	n := &confirm.NewConfirmation{
		Customer: &confirm.Customer{Name: "Jane Smith", Email: "jane@example.com", Phone: "+447400123456"},
		Order: &confirm.NewOrder{Date: "2099-01-05", Window: &confirm.Window{From: "08:00", To: "12:00"},
			Items: []confirm.NewItem{{Name: "Sofa"}}},
		Cadence: confirm.CadenceDemo, WebhookURL: webhookURL,
	}
	n.Validate(confirm.Rules{Now: now, DefaultTimezone: "Europe/London"})
	c := n.Build(confirm.NewConfirmationID(), confirm.Scope{AccountID: a.ID, Sandbox: true}, now)
	engine.Plan(c, now)
	return c
}

// schedulerLoad stores n open demo confirmations whose first step is due at
// once, then lets the scheduler work them with a fixed clock: every email,
// then (90 s later on the clock) every text, then every call.
func schedulerLoad(ctx context.Context, st confirm.Store, db string, n int) error {
	start := time.Now().UTC().Truncate(time.Millisecond)
	clk := clock.NewFake(start)
	a, err := newAccount(ctx, st, start)
	if err != nil {
		return err
	}
	fmt.Printf("storing %d demo confirmations in %s ...\n", n, kind(db))
	t := time.Now()
	if err := parallel(n, 8, func(int) error { return st.CreateConfirmation(ctx, newConfirmation(a, start, ""), nil) }); err != nil {
		return err
	}
	fmt.Printf("stored in %v (%.0f creates/s)\n", time.Since(t).Round(time.Millisecond), float64(n)/time.Since(t).Seconds())

	resetPeakRSS()
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
			return err
		}
		d := time.Since(t)
		busy += d
		total += done
		fmt.Printf("%-6s %7d steps in %8v = %6.0f steps/s\n", phase.name, done, d.Round(time.Millisecond), float64(done)/d.Seconds())
	}
	fmt.Printf("RESULT scheduler %s: %d steps, %.0f steps/s, peak RSS %d MB (goal: >= 2000 steps/s, < 300 MB)\n",
		kind(db), total, float64(total)/busy.Seconds(), peakRSS()>>20)
	return nil
}

// webhookLatency closes n confirmations one after another through advance
// and measures, for each, the time from the start of the call that changes
// the status (so the closing transaction itself is counted) to the
// webhook's arrival at a local receiver.
func webhookLatency(ctx context.Context, st confirm.Store, db string, n int) error {
	clk := clock.Real{}
	a, err := newAccount(ctx, st, clk.Now())
	if err != nil {
		return err
	}
	var lat []time.Duration
	got := make(chan time.Time, n)
	recv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		arrived := time.Now()
		body, _ := io.ReadAll(r.Body)
		if webhook.Verify(a.SigningSecret, body, r.Header.Get(webhook.SignatureHeader)) != nil {
			w.WriteHeader(401)
			return
		}
		w.WriteHeader(204)
		got <- arrived
	}))
	defer recv.Close()

	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	sender := &engine.Sender{Store: st, Clock: clk, Logger: log}
	e := &engine.Engine{Store: st, Clock: clk, Logger: log, Sandbox: &sandbox.Channel{}, Outbox: sender}
	sender.Start(ctx)
	defer sender.Stop()
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	fmt.Printf("closing %d confirmations in %s one by one ...\n", n, kind(db))
	for range n {
		c := newConfirmation(a, clk.Now(), recv.URL)
		if err := st.CreateConfirmation(ctx, c, nil); err != nil {
			return err
		}
		var changed time.Time
		for {
			changed = time.Now()
			c, err = e.Advance(ctx, scope, c.ID)
			if err != nil {
				return err
			}
			if !c.Status.Open() {
				break
			}
		}
		select {
		case arrived := <-got:
			lat = append(lat, arrived.Sub(changed))
		case <-time.After(10 * time.Second):
			return errors.New("a webhook did not arrive within 10s")
		}
	}
	slices.Sort(lat)
	pct := func(p float64) time.Duration { return lat[min(len(lat)-1, int(float64(len(lat))*p))] }
	fmt.Printf("RESULT webhook latency %s: n=%d median %v p99 %v max %v (goal: p99 < 100ms)\n",
		kind(db), len(lat), pct(0.5).Round(10*time.Microsecond), pct(0.99).Round(10*time.Microsecond), lat[len(lat)-1].Round(10*time.Microsecond))
	return nil
}

func parallel(n, workers int, fn func(i int) error) error {
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	next := make(chan int)
	for range workers {
		wg.Go(func() {
			for i := range next {
				if err := fn(i); err != nil {
					select {
					case errs <- err:
					default:
					}
				}
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	select {
	case err := <-errs:
		return err
	default:
		return nil
	}
}

func kind(db string) string {
	if strings.HasPrefix(db, "sqlite:") {
		return "SQLite"
	}
	return "PostgreSQL"
}

// resetPeakRSS makes the kernel forget the peak so far, so the figure
// covers the scheduler's work and not the set-up.
func resetPeakRSS() {
	runtime.GC()
	os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
}

// peakRSS returns the process's peak resident set (VmHWM) in bytes.
func peakRSS() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			var kb int64
			fmt.Sscanf(strings.TrimSpace(v), "%d", &kb)
			return kb << 10
		}
	}
	return 0
}
