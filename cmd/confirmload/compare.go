package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// compareConfig is what confirmload compare runs.
type compareConfig struct {
	this     string // this build's binary; the running one if empty
	baseline string
	dbs      []string
	rounds   int
	duration time.Duration
	n        int
}

// A measure is one figure compare reads from a mode's output.
type measure struct {
	name string
	mode string // the mode whose run prints it
	re   *regexp.Regexp
}

// measures are the figures compare takes from each run, in the order it
// prints them. The patterns match what both this build and earlier ones
// print.
var measures = []measure{
	{"API creates/s", "creates", regexp.MustCompile(`(?m)^API: ([\d,]+) creates/s`)},
	{"store creates/s (32 workers)", "creates", regexp.MustCompile(`(?m)^store alone: .* = ([\d,]+) creates/s`)},
	{"storing for the scheduler (8 workers)/s", "scheduler", regexp.MustCompile(`(?m)^stored in .*: ([\d,]+) creates/s with 8 workers`)},
	{"scheduler steps/s", "scheduler", regexp.MustCompile(`(?m)^RESULT scheduler .*: \d+ steps, (\d+) steps/s`)},
}

// parseCompare reads compare's flags; -db may be given more than once.
func parseCompare(args []string, stderr io.Writer) (compareConfig, error) {
	fs := flag.NewFlagSet("confirmload compare", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var cfg compareConfig
	fs.StringVar(&cfg.baseline, "baseline", "", "the confirmload binary of the build to compare with (required)")
	fs.StringVar(&cfg.this, "this", "", "the confirmload binary of the build compared (default: this one)")
	fs.Func("db", "database URL, as for the other modes; may be given more than once (required)", func(s string) error {
		cfg.dbs = append(cfg.dbs, s)
		return nil
	})
	fs.IntVar(&cfg.rounds, "rounds", 3, "rounds; each runs every measure with both builds, in alternating order")
	fs.DurationVar(&cfg.duration, "duration", 5*time.Second, "how long each creates run creates through the API")
	fs.IntVar(&cfg.n, "n", 30000, "how many confirmations each scheduler run stores and works")
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	var bad []string
	if fs.NArg() > 0 {
		bad = append(bad, fmt.Sprintf("unexpected argument %q", fs.Arg(0)))
	}
	if cfg.baseline == "" {
		bad = append(bad, "-baseline is required: a confirmload binary built from the build to compare with")
	} else if fi, err := os.Stat(cfg.baseline); err != nil || fi.IsDir() || fi.Mode()&0o111 == 0 {
		bad = append(bad, fmt.Sprintf("-baseline %q is not an executable file", cfg.baseline))
	}
	if len(cfg.dbs) == 0 {
		bad = append(bad, "-db is required: sqlite: or postgres://HOST/DB")
	}
	if cfg.rounds < 1 {
		bad = append(bad, "-rounds must be at least 1")
	}
	if cfg.duration <= 0 {
		bad = append(bad, "-duration must be a positive duration such as 5s")
	}
	if cfg.n < 1 {
		bad = append(bad, "-n must be at least 1")
	}
	if len(bad) > 0 {
		return cfg, fmt.Errorf("confirmload compare: %s", strings.Join(bad, "; "))
	}
	return cfg, nil
}

// compare runs the creates and scheduler measurements with this build and
// with the baseline build in the same run, round after round, the order of
// the two builds alternating, and prints each measure's median per build
// and the ratio of this build's to the baseline's.
func compare(ctx context.Context, w io.Writer, cfg compareConfig) error {
	self := cfg.this
	if self == "" {
		var err error
		if self, err = os.Executable(); err != nil {
			return err
		}
	}
	builds := []struct{ name, bin string }{{"this build", self}, {"baseline", cfg.baseline}}
	fmt.Fprintf(w, "confirmload compare: this build (%s) against %s, %d rounds, creates for %v, scheduler with %s\n",
		self, cfg.baseline, cfg.rounds, cfg.duration, commas(cfg.n))
	for _, db := range cfg.dbs {
		// got[measure][build] holds one figure per round.
		got := make([][2][]float64, len(measures))
		for r := range cfg.rounds {
			order := []int{0, 1}
			if r%2 == 1 {
				order = []int{1, 0}
			}
			for _, mode := range []string{"creates", "scheduler"} {
				for _, b := range order {
					args := []string{mode, "-db", db}
					if mode == "creates" {
						args = append(args, "-duration", cfg.duration.String(), "-rate", "0")
					} else {
						args = append(args, "-n", strconv.Itoa(cfg.n))
					}
					out, err := runBuild(ctx, builds[b].bin, args)
					if err != nil {
						return fmt.Errorf("%s %s: %w", builds[b].name, strings.Join(args, " "), err)
					}
					for i, m := range measures {
						if m.mode != mode {
							continue
						}
						v, err := figure(m, out)
						if err != nil {
							return fmt.Errorf("%s %s: %w", builds[b].name, mode, err)
						}
						got[i][b] = append(got[i][b], v)
					}
				}
			}
			fmt.Fprintf(w, "  %s: round %d of %d done\n", dbKind(db), r+1, cfg.rounds)
		}
		fmt.Fprintf(w, "%s (median of %d rounds; every round's figures in brackets)\n", dbKind(db), cfg.rounds)
		fmt.Fprintf(w, "  %-40s %12s %12s %7s\n", "measure", "this build", "baseline", "ratio")
		for i, m := range measures {
			a, b := median(got[i][0]), median(got[i][1])
			fmt.Fprintf(w, "  %-40s %12s %12s %7.2f   [%s] [%s]\n", m.name, commas(int(a)), commas(int(b)), a/max(b, 1),
				figures(got[i][0]), figures(got[i][1]))
		}
	}
	return nil
}

// runBuild runs a confirmload binary and returns what it printed.
func runBuild(ctx context.Context, bin string, args []string) (string, error) {
	var out, errOut bytes.Buffer
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("%w: %s", err, strings.TrimSpace(errOut.String()))
	}
	return out.String(), nil
}

// figure reads m's figure in out.
func figure(m measure, out string) (float64, error) {
	sub := m.re.FindStringSubmatch(out)
	if sub == nil {
		return 0, errors.New("no figure for " + m.name + " in its output")
	}
	return strconv.ParseFloat(strings.ReplaceAll(sub[1], ",", ""), 64)
}

func median(v []float64) float64 {
	s := slices.Clone(v)
	slices.Sort(s)
	if len(s) == 0 {
		return 0
	}
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func figures(v []float64) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = commas(int(x))
	}
	return strings.Join(s, " ")
}

func dbKind(db string) string {
	if strings.HasPrefix(db, "sqlite:") {
		return "SQLite"
	}
	return "PostgreSQL"
}
