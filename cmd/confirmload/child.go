package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// buildConfirmd builds confirmd into dir and returns the binary's path. It
// runs go build on the module's package path, so it works from any
// directory inside the module.
func buildConfirmd(ctx context.Context, dir string) (string, error) {
	bin := filepath.Join(dir, "confirmd")
	cmd := exec.CommandContext(ctx, "go", "build", "-o", bin, "github.com/confirmd/confirmd/cmd/confirmd")
	out, err := cmd.CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("building confirmd (run inside the confirmd module, or give a binary with -confirmd): %v\n%s", err, out)
	}
	return bin, nil
}

// server is a confirmd serve process started by the soak.
type server struct {
	cmd    *exec.Cmd
	url    string
	log    string // its stdout and stderr
	exited chan struct{}
	// started is when the process was started.
	started time.Time
}

// startServer starts bin serve with env added to this process's
// environment less its CONFIRMD_ variables, on a free loopback port, its
// output going to logPath.
func startServer(bin, logPath string, env []string) (*server, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	addr := ln.Addr().String()
	ln.Close()
	logf, err := os.Create(logPath)
	if err != nil {
		return nil, err
	}
	defer logf.Close()

	cmd := exec.Command(bin, "serve")
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "CONFIRMD_") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, env...)
	cmd.Env = append(cmd.Env, "CONFIRMD_ADDR="+addr)
	cmd.Stdout, cmd.Stderr = logf, logf
	// confirmd must not outlive a run that is killed.
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	s := &server{cmd: cmd, url: "http://" + addr, log: logPath, exited: make(chan struct{}), started: time.Now()}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting confirmd: %w", err)
	}
	go func() {
		cmd.Wait()
		close(s.exited)
	}()
	return s, nil
}

// waitReady polls /readyz until it answers 200 and returns the time from
// the process's start to that answer.
func (s *server) waitReady(ctx context.Context, limit time.Duration) (time.Duration, error) {
	c := &http.Client{Timeout: time.Second}
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(limit)
	for {
		resp, err := c.Get(s.url + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return time.Since(s.started), nil
			}
		}
		select {
		case <-tick.C:
		case <-s.exited:
			return 0, fmt.Errorf("confirmd exited before it was ready (%v):\n%s", s.cmd.ProcessState, s.logTail())
		case <-deadline:
			return 0, fmt.Errorf("confirmd was not ready after %v:\n%s", limit, s.logTail())
		case <-ctx.Done():
			return 0, ctx.Err()
		}
	}
}

// stop sends SIGTERM and waits for the process to end, killing it after
// limit. It returns how long it took and its exit code (-1 if killed).
func (s *server) stop(limit time.Duration) (time.Duration, int) {
	t := time.Now()
	s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.exited:
	case <-time.After(limit):
		s.cmd.Process.Kill()
		<-s.exited
	}
	return time.Since(t), s.cmd.ProcessState.ExitCode()
}

// kill ends the process at once, if it is still running.
func (s *server) kill() {
	select {
	case <-s.exited:
	default:
		s.cmd.Process.Kill()
		<-s.exited
	}
}

// logTail returns the last lines of the process's output.
func (s *server) logTail() string {
	b, err := os.ReadFile(s.log)
	if err != nil {
		return err.Error()
	}
	lines := bytes.Split(bytes.TrimSpace(b), []byte("\n"))
	return string(bytes.Join(lines[max(0, len(lines)-20):], []byte("\n")))
}

// resources are what a process used over an interval.
type resources struct {
	rssStart, rssEnd, rssMax int64 // resident set, bytes
	peak                     int64 // VmHWM at the end: the peak since the start
	cpu                      time.Duration
	wall                     time.Duration
}

// CPUPercent is the CPU used in % of one core.
func (u resources) CPUPercent() float64 { return 100 * u.cpu.Seconds() / u.wall.Seconds() }

// watch samples the process's memory every second for d and measures the
// CPU it used meanwhile.
func (s *server) watch(ctx context.Context, d time.Duration) (resources, error) {
	pid := s.cmd.Process.Pid
	var u resources
	cpu0, err := cpuTime(pid)
	if err != nil {
		return u, err
	}
	t0 := time.Now()
	if u.rssStart, _, err = memory(pid); err != nil {
		return u, err
	}
	u.rssMax = u.rssStart
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	end := time.After(d)
	for done := false; !done; {
		select {
		case <-tick.C:
		case <-end:
			done = true
		case <-s.exited:
			return u, fmt.Errorf("confirmd exited while idle (%v):\n%s", s.cmd.ProcessState, s.logTail())
		case <-ctx.Done():
			return u, ctx.Err()
		}
		rss, peak, err := memory(pid)
		if err != nil {
			return u, err
		}
		u.rssEnd, u.peak, u.rssMax = rss, peak, max(u.rssMax, rss)
	}
	cpu1, err := cpuTime(pid)
	if err != nil {
		return u, err
	}
	u.cpu, u.wall = cpu1-cpu0, time.Since(t0)
	if u.wall <= 0 {
		return u, errors.New("no time passed while watching")
	}
	return u, nil
}
