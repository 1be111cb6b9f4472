package main

import (
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// Memory and CPU figures come from Linux's /proc.

// clockTicks is the unit of the CPU times in /proc/PID/stat (USER_HZ),
// which Linux fixes at 100 per second for user space on every
// architecture.
const clockTicks = 100

// procPath names a file of /proc for pid; 0 is this process.
func procPath(pid int, file string) string {
	if pid == 0 {
		return "/proc/self/" + file
	}
	return fmt.Sprintf("/proc/%d/%s", pid, file)
}

// memory returns a process's resident set (VmRSS) and its peak (VmHWM),
// in bytes.
func memory(pid int) (rss, peak int64, err error) {
	b, err := os.ReadFile(procPath(pid, "status"))
	if err != nil {
		return 0, 0, err
	}
	for _, line := range strings.Split(string(b), "\n") {
		name, v, ok := strings.Cut(line, ":")
		if !ok || (name != "VmRSS" && name != "VmHWM") {
			continue
		}
		kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
		if err != nil {
			return 0, 0, fmt.Errorf("%s: %s: %w", procPath(pid, "status"), name, err)
		}
		if name == "VmRSS" {
			rss = kb << 10
		} else {
			peak = kb << 10
		}
	}
	return rss, peak, nil
}

// cpuTime returns the CPU time a process has used, user and system.
func cpuTime(pid int) (time.Duration, error) {
	b, err := os.ReadFile(procPath(pid, "stat"))
	if err != nil {
		return 0, err
	}
	// The command name, field 2, is in parentheses and may hold spaces;
	// the fields after it start with field 3 (state). utime and stime are
	// fields 14 and 15.
	i := strings.LastIndexByte(string(b), ')')
	fields := strings.Fields(string(b[i+1:]))
	if i < 0 || len(fields) < 13 {
		return 0, fmt.Errorf("%s: unexpected format", procPath(pid, "stat"))
	}
	var ticks int64
	for _, f := range fields[11:13] {
		n, err := strconv.ParseInt(f, 10, 64)
		if err != nil {
			return 0, fmt.Errorf("%s: %w", procPath(pid, "stat"), err)
		}
		ticks += n
	}
	return time.Duration(ticks) * time.Second / clockTicks, nil
}

// resetPeakRSS makes the kernel forget this process's peak so far, so the
// figure covers the work measured and not the set-up.
func resetPeakRSS() {
	runtime.GC()
	os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
}

// peakRSS returns a process's peak resident set (VmHWM) in bytes, 0 if
// unknown.
func peakRSS(pid int) int64 {
	_, peak, err := memory(pid)
	if err != nil {
		return 0
	}
	return peak
}
