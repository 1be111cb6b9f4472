// Command confirmload measures confirmd under load and prints the figures:
//
//	confirmload scheduler -db URL [-n 100000] [-cpuprofile FILE] [-memprofile FILE]
//	    steps per second and peak RSS of the scheduler
//	confirmload webhook -db URL [-n 1000]
//	    time from a status change to the webhook's arrival
//	confirmload reads -db URL [-n 100000] [-duration 10s] [-conns 32] [-rate 5000] [-cpuprofile FILE]
//	    the most gets and list pages per second the API answers, then
//	    their latency at -rate requests per second
//	confirmload gets -db URL [-n 100000] [-duration 5s] [-conns 32] [-rounds 3] [-cpuprofile FILE]
//	    GET /v1/confirmations/{id} against a bare net/http handler that
//	    serves the same bytes, in alternating rounds, and their ratio
//	confirmload creates -db URL [-duration 10s] [-conns 32] [-rate 500] [-cpuprofile FILE]
//	    the most creates per second through the API, against the store
//	    alone, then their latency at -rate creates per second
//	confirmload soak -db URL [-n 1000000] [-idle 60s] [-confirmd PATH]
//	    start-up, memory and idle CPU of confirmd serve with a million
//	    open confirmations, and a clean stop
//	confirmload procs -db URL [-n 10000] [-max 3] [-rounds 2] [-confirmd PATH]
//	    steps per second of 1 to -max confirmd serve processes sharing
//	    one database, each email checked to have gone exactly once
//	confirmload compare -baseline BIN -db URL [-db URL] [-rounds 3] [-duration 5s] [-n 30000]
//	    creates (API and store alone) and the scheduler, with this build
//	    and the confirmload binary BIN of another build in the same run,
//	    in alternating rounds, and the ratios of their medians
//	confirmload hostile -db URL [-n 10000] [-duration 20s]
//	    another account's read latency while one sandbox key attacks as
//	    hard as confirmd's limits let it: people's messages, customer
//	    replies, the same resolution again, console live streams
//
// URL is sqlite:PATH or a postgres:// URL. Every run works on a database of
// its own, made for the run and removed at its end: sqlite:PATH must name a
// file that does not exist yet (sqlite: alone takes a temporary file), and
// on PostgreSQL the run creates a schema with a random name and drops it,
// unless the URL names one with search_path, which is then used as it is
// and kept.
//
// Each mode prints one block of figures and a PASS or FAIL line per goal.
// The exit status is 1 when the run itself fails; with -strict it is 3
// when it ran but missed a goal.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/confirmd/confirmd/internal/viewcache"
)

// errGoalMissed is returned by a -strict run that missed a goal.
var errGoalMissed = errors.New("a goal was missed")

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	switch {
	case err == nil:
	case errors.Is(err, flag.ErrHelp):
	case errors.Is(err, errUsage):
		fmt.Fprintln(os.Stderr, usage)
		os.Exit(2)
	case errors.Is(err, errGoalMissed):
		fmt.Fprintln(os.Stderr, "confirmload:", err)
		os.Exit(3)
	default:
		fmt.Fprintln(os.Stderr, "confirmload:", err)
		os.Exit(1)
	}
}

var errUsage = errors.New("usage")

const usage = `usage: confirmload MODE -db URL [flags]

modes: scheduler, webhook, reads, gets, creates, soak, procs, hostile, compare (confirmload MODE -h lists its flags)
URL:   sqlite:PATH (a new file; sqlite: alone for a temporary one) or postgres://...`

// options are the flags every mode has.
type options struct {
	db     string
	strict bool
}

// run parses the mode and its flags, makes the run's database and runs the
// mode, writing its figures to stdout.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return errUsage
	}
	mode, args := args[0], args[1:]
	if mode == "compare" {
		cfg, err := parseCompare(args, stderr)
		if err != nil {
			return err
		}
		return compare(ctx, stdout, cfg)
	}
	fs := flag.NewFlagSet("confirmload "+mode, flag.ContinueOnError)
	fs.SetOutput(stderr)
	var o options
	fs.StringVar(&o.db, "db", "", "database URL: sqlite:PATH (a new file) or postgres://... (required)")
	fs.BoolVar(&o.strict, "strict", false, "exit with status 3 when a goal is missed")

	var fn func(ctx context.Context, w io.Writer, db *scratch) (bool, error)
	switch mode {
	case "scheduler":
		n := fs.Int("n", 100000, "how many confirmations")
		profile := fs.String("cpuprofile", "", "write a CPU profile of the scheduler's work to this file")
		memProfile := fs.String("memprofile", "", "write a heap profile at the end of the scheduler's work to this file")
		fn = func(ctx context.Context, w io.Writer, db *scratch) (bool, error) {
			return schedulerLoad(ctx, w, db, *n, *profile, *memProfile)
		}
	case "webhook":
		n := fs.Int("n", 1000, "how many confirmations to close")
		fn = func(ctx context.Context, w io.Writer, db *scratch) (bool, error) {
			return webhookLatency(ctx, w, db, *n)
		}
	case "reads":
		cfg := readsConfig{}
		fs.IntVar(&cfg.n, "n", 100000, "how many confirmations to store before reading")
		fs.DurationVar(&cfg.duration, "duration", 10*time.Second, "how long to read")
		fs.IntVar(&cfg.conns, "conns", 32, "concurrent keep-alive clients")
		fs.IntVar(&cfg.rate, "rate", 5000, "requests per second of the second, open load, whose latency is measured (0: none)")
		fs.StringVar(&cfg.profile, "cpuprofile", "", "write a CPU profile of the reading (server and clients) to this file")
		fn = func(ctx context.Context, w io.Writer, db *scratch) (bool, error) { return reads(ctx, w, db, cfg) }
	case "gets":
		cfg := getsConfig{}
		fs.IntVar(&cfg.n, "n", 100000, "how many confirmations to store before reading")
		fs.DurationVar(&cfg.duration, "duration", 5*time.Second, "how long each round reads from each")
		fs.IntVar(&cfg.conns, "conns", 32, "concurrent keep-alive clients")
		fs.IntVar(&cfg.rounds, "rounds", 3, "rounds, each reading from the API and from the bare handler, in alternating order")
		fs.StringVar(&cfg.profile, "cpuprofile", "", "write a CPU profile of the first round's reads from the API to this file")
		fs.BoolVar(&cfg.warm, "warm", true, "read every confirmation once through the API before the rounds, so that they measure the steady state, views already kept (-warm=false: the rounds meet views for the first time)")
		fs.IntVar(&cfg.viewCacheMB, "view-cache-mb", viewcache.DefaultBytes>>20, "memory (MiB) for the views the store keeps, as CONFIRMD_VIEW_CACHE_MB gives confirmd serve (0: none)")
		fn = func(ctx context.Context, w io.Writer, db *scratch) (bool, error) { return gets(ctx, w, db, cfg) }
	case "creates":
		cfg := createsConfig{}
		fs.DurationVar(&cfg.duration, "duration", 10*time.Second, "how long to create")
		fs.IntVar(&cfg.conns, "conns", 32, "concurrent keep-alive clients, and workers of the store-only run")
		fs.IntVar(&cfg.rate, "rate", 500, "creates per second of the second, open load, whose latency is measured (0: none)")
		fs.StringVar(&cfg.profile, "cpuprofile", "", "write a CPU profile of the creates through the API (server and clients) to this file")
		fn = func(ctx context.Context, w io.Writer, db *scratch) (bool, error) { return creates(ctx, w, db, cfg) }
	case "soak":
		cfg := soakConfig{}
		fs.IntVar(&cfg.n, "n", 1000000, "how many open confirmations to store")
		fs.DurationVar(&cfg.idle, "idle", 60*time.Second, "how long to watch the idle server")
		fs.StringVar(&cfg.binary, "confirmd", "", "a confirmd binary to run (default: build one with go build)")
		fn = func(ctx context.Context, w io.Writer, db *scratch) (bool, error) { return soak(ctx, w, db, cfg) }
	case "procs":
		cfg := procsConfig{}
		fs.IntVar(&cfg.n, "n", 10000, "how many confirmations each run stores")
		fs.IntVar(&cfg.max, "max", 3, "the most processes: runs with 1, 2, ... -max")
		fs.IntVar(&cfg.rounds, "rounds", 2, "rounds of runs, in alternating order")
		fs.StringVar(&cfg.binary, "confirmd", "", "a confirmd binary to run (default: build one with go build)")
		fn = func(ctx context.Context, w io.Writer, db *scratch) (bool, error) {
			cfg.base = o.db
			return procs(ctx, w, db, cfg)
		}
	case "hostile":
		cfg := hostileConfig{}
		fs.IntVar(&cfg.n, "n", 10000, "how many confirmations the reading account has")
		fs.DurationVar(&cfg.duration, "duration", 20*time.Second, "how long to attack and read")
		fn = func(ctx context.Context, w io.Writer, db *scratch) (bool, error) { return hostile(ctx, w, db, cfg) }
	case "-h", "-help", "--help", "help":
		fmt.Fprintln(stdout, usage)
		return nil
	default:
		return fmt.Errorf("unknown mode %q: %w", mode, errUsage)
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if err := o.check(fs); err != nil {
		return err
	}

	db, err := newScratch(ctx, o.db)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "database: %s\n", db)
	ok, err := fn(ctx, stdout, db)
	if cerr := db.Cleanup(); cerr != nil {
		err = errors.Join(err, cerr)
	}
	if err == nil && !ok && o.strict {
		err = errGoalMissed
	}
	return err
}

// check reports bad flag values, naming the flag.
func (o *options) check(fs *flag.FlagSet) error {
	if fs.NArg() > 0 {
		return fmt.Errorf("%s: unexpected argument %q", fs.Name(), fs.Arg(0))
	}
	if o.db == "" {
		return fmt.Errorf("%s: -db is required: sqlite:PATH or postgres://HOST/DB", fs.Name())
	}
	var bad []string
	fs.Visit(func(f *flag.Flag) {
		switch g := f.Value.(flag.Getter).Get().(type) {
		case int:
			if (f.Name == "rate" || f.Name == "view-cache-mb") && g == 0 {
				return // no open load; no views kept
			}
			if g < 1 {
				bad = append(bad, fmt.Sprintf("-%s must be at least 1", f.Name))
			}
		case time.Duration:
			if g <= 0 {
				bad = append(bad, fmt.Sprintf("-%s must be a positive duration such as 10s", f.Name))
			}
		}
	})
	if len(bad) > 0 {
		return fmt.Errorf("%s: %s", fs.Name(), strings.Join(bad, "; "))
	}
	return nil
}
