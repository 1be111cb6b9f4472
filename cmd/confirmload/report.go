package main

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"text/tabwriter"
	"time"
)

// goal is one target of a mode and whether the run met it.
type goal struct {
	What string // "throughput", "p99 latency"
	Got  string // the figure measured
	Want string // the target, as in "< 10ms"
	Met  bool
}

// printGoals writes a PASS or FAIL line per goal and reports whether all
// were met.
func printGoals(w io.Writer, goals []goal) bool {
	all := true
	for _, g := range goals {
		verdict := "PASS"
		if !g.Met {
			verdict, all = "FAIL", false
		}
		fmt.Fprintf(w, "%s  %s %s (goal %s)\n", verdict, g.What, g.Got, g.Want)
	}
	return all
}

// sample is the latencies of one kind of request, and how many failed.
type sample struct {
	Kind string
	// Lat holds the latency of each request that succeeded.
	Lat []time.Duration
	// Done holds when each ended, counted from the start of the run.
	Done   []time.Duration
	Errors int
}

func (s *sample) add(o *sample) {
	s.Lat = append(s.Lat, o.Lat...)
	s.Done = append(s.Done, o.Done...)
	s.Errors += o.Errors
}

// slowestSecond returns the fewest requests that ended in any whole second
// of the run, and 0 when the run lasted less than a second.
func (s *sample) slowestSecond(elapsed time.Duration) int {
	secs := int(elapsed / time.Second)
	if secs == 0 {
		return 0
	}
	per := make([]int, secs)
	for _, d := range s.Done {
		if i := int(d / time.Second); i < secs {
			per[i]++
		}
	}
	return slices.Min(per)
}

// pct returns the p-th quantile (0..1) of the sorted latencies.
func pct(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	return sorted[min(len(sorted)-1, int(float64(len(sorted))*p))]
}

// printSamples writes a table of the samples, one row each, requests per
// second counted over elapsed.
func printSamples(w io.Writer, samples []*sample, elapsed time.Duration) {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "kind\trequests\treq/s\tp50\tp99\tmax\terrors\t")
	for _, s := range samples {
		slices.Sort(s.Lat)
		var top time.Duration
		if len(s.Lat) > 0 {
			top = s.Lat[len(s.Lat)-1]
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%d\t\n", s.Kind, commas(len(s.Lat)), commas(rate(len(s.Lat), elapsed)),
			ms(pct(s.Lat, 0.5)), ms(pct(s.Lat, 0.99)), ms(top), s.Errors)
	}
	tw.Flush()
}

// rate returns n per second over d, rounded.
func rate(n int, d time.Duration) int {
	if d <= 0 {
		return 0
	}
	return int(float64(n)/d.Seconds() + 0.5)
}

// ms formats a latency in milliseconds with two decimals.
func ms(d time.Duration) string {
	return strconv.FormatFloat(float64(d)/float64(time.Millisecond), 'f', 2, 64) + "ms"
}

// commas formats n with thousands separators: 1,000,000.
func commas(n int) string {
	s := strconv.Itoa(n)
	neg := n < 0
	if neg {
		s = s[1:]
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		s = "-" + s
	}
	return s
}
