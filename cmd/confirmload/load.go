package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"runtime"
	"runtime/pprof"
	"sync"
	"time"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/engine"
	"github.com/confirmd/confirmd/internal/gcpolicy"
	"github.com/confirmd/confirmd/internal/httpapi"
	"github.com/confirmd/confirmd/internal/sandbox"
	"github.com/confirmd/confirmd/internal/viewcache"
)

// apiServer is the real API, with its middleware, on a loopback listener,
// so that requests cross TCP as they do in production. Its scheduler is
// never started: creates only wake it.
type apiServer struct {
	Addr string // host:port
	srv  *http.Server
	ln   net.Listener
}

// startAPI starts the API on st.
//
// The process's garbage collector is set as confirmd serve sets its own
// (gcpolicy); the clients, in the same process, run under it too.
func startAPI(st confirm.Store) (*apiServer, error) {
	return serveAPI(newAPI(st).Handler(), nil)
}

// newAPI returns the API's server on st, its scheduler not started.
func newAPI(st confirm.Store) *httpapi.Server {
	gcpolicy.ApplyKeeping(os.Getenv, viewcache.DefaultBytes)
	// Every request is logged as in production; the lines are formatted
	// and then dropped, so the figures include the logging but no terminal.
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	return &httpapi.Server{
		Store: st, Clock: clock.Real{}, Logger: log, DefaultTimezone: timezone,
		Engine: &engine.Engine{Store: st, Clock: clock.Real{}, Logger: log, Sandbox: &sandbox.Channel{}},
	}
}

// serveAPI serves h on a loopback listener with the timeouts of confirmd
// serve; onShutdown, if not nil, is called when the server shuts down.
func serveAPI(h http.Handler, onShutdown func()) (*apiServer, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    64 << 10,
	}
	if onShutdown != nil {
		srv.RegisterOnShutdown(onShutdown)
	}
	go srv.Serve(ln)
	return &apiServer{Addr: ln.Addr().String(), srv: srv, ln: ln}, nil
}

func (s *apiServer) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return s.srv.Shutdown(ctx)
}

// client is one keep-alive client of the API with its own figures.
//
// It speaks HTTP/1.1 on a connection of its own, writing each request
// itself and reading the answer with http.ReadResponse. It shares the
// server's process and CPU, and net/http's Transport hands every request
// and answer between three goroutines: with it, the clients took a third
// of the CPU the server had.
type client struct {
	addr    string // the API's host:port
	key     string
	conn    net.Conn
	r       *bufio.Reader
	w       *bufio.Writer
	status  int // of the last answer
	rnd     *rand.Rand
	start   time.Time
	samples map[string]*sample
	// state is what the mode remembers between calls.
	state any
	// due, when not zero, is when the request about to be made was due to
	// start: at a set rate, its latency counts from then, so that a server
	// that falls behind shows it in every request kept waiting.
	due time.Time
	// firstErr is the first failure, to show what went wrong.
	firstErr error
	// body holds the last answer's body.
	body bytes.Buffer
}

// call makes one request, counts its latency (to the last byte of the
// answer) under kind, and passes the answer to read, if not nil, when it
// has the status wanted. It reports whether it had and read took it.
func (c *client) call(ctx context.Context, kind, method, path string, body []byte, want int, read func([]byte) error) bool {
	s := c.samples[kind]
	if s == nil {
		s = &sample{Kind: kind}
		c.samples[kind] = s
	}
	t := time.Now()
	if !c.due.IsZero() {
		t = c.due
	}
	err := c.do(ctx, method, path, body, want, read)
	d := time.Since(t)
	if err != nil {
		s.Errors++
		if c.firstErr == nil {
			c.firstErr = fmt.Errorf("%s %s: %w", method, path, err)
		}
		return false
	}
	s.Lat = append(s.Lat, d)
	s.Done = append(s.Done, t.Add(d).Sub(c.start))
	return true
}

func (c *client) do(ctx context.Context, method, path string, body []byte, want int, read func([]byte) error) error {
	if err := c.send(ctx, method, path, body); err != nil {
		return err
	}
	b := c.body.Bytes()
	if c.status != want {
		return fmt.Errorf("status %d: %.200s", c.status, b)
	}
	if read != nil {
		return read(b)
	}
	return nil
}

// send makes one request, leaving its status in c.status and its body in
// c.body, whatever the status.
func (c *client) send(ctx context.Context, method, path string, body []byte) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if c.conn == nil {
		conn, err := net.Dial("tcp", c.addr)
		if err != nil {
			return err
		}
		c.conn, c.r, c.w = conn, bufio.NewReaderSize(conn, 64<<10), bufio.NewWriterSize(conn, 16<<10)
	}
	conn := c.conn
	stop := context.AfterFunc(ctx, func() { conn.SetDeadline(time.Unix(1, 0)) })
	err := c.exchange(method, path, body)
	stop()
	if err != nil {
		// The connection may be half-way through an answer: a new one
		// for the next request.
		c.conn.Close()
		c.conn = nil
		return err
	}
	return nil
}

// exchange writes one request on the client's connection and reads its
// answer into c.body, closing the connection if the server asks to.
func (c *client) exchange(method, path string, body []byte) error {
	fmt.Fprintf(c.w, "%s %s HTTP/1.1\r\nHost: %s\r\nAuthorization: Bearer %s\r\n", method, path, c.addr, c.key)
	if body != nil {
		fmt.Fprintf(c.w, "Content-Type: application/json\r\nContent-Length: %d\r\n", len(body))
	}
	c.w.WriteString("\r\n")
	c.w.Write(body)
	if err := c.w.Flush(); err != nil {
		return err
	}
	resp, err := http.ReadResponse(c.r, nil)
	if err != nil {
		return err
	}
	c.status = resp.StatusCode
	// The client's buffer is used again for every answer: the clients
	// share the server's process, and their garbage would make the
	// server's collector work for them.
	c.body.Reset()
	_, err = c.body.ReadFrom(resp.Body)
	resp.Body.Close()
	if err == nil && resp.Close {
		c.conn.Close()
		c.conn = nil
	}
	return err
}

// result is what a drive measured.
type result struct {
	// Samples holds one sample per kind, in the order asked, then their
	// sum, "overall".
	Samples []*sample
	// Elapsed runs from the first request to the last answer.
	Elapsed time.Duration
	// FirstErr is the first failed request, if any.
	FirstErr error
	// CPU is the CPU time this process, clients and server together, used
	// meanwhile.
	CPU time.Duration
}

// Overall returns the sum of every kind.
func (r *result) Overall() *sample { return r.Samples[len(r.Samples)-1] }

// print writes the table of figures, and the first failure if there was one.
func (r *result) print(w io.Writer) {
	printSamples(w, r.Samples, r.Elapsed)
	if n := len(r.Overall().Lat); r.CPU > 0 && n > 0 {
		fmt.Fprintf(w, "CPU: %v in %v, %.0f%% of one core of %d (server and clients together), %dµs per request\n",
			r.CPU.Round(time.Millisecond), r.Elapsed.Round(time.Millisecond), 100*r.CPU.Seconds()/r.Elapsed.Seconds(),
			runtime.NumCPU(), r.CPU.Microseconds()/int64(n))
	}
	if r.FirstErr != nil {
		fmt.Fprintf(w, "first failed request: %v\n", r.FirstErr)
	}
}

// load is a load on the API.
type load struct {
	addr, key string // the API's host:port and a key
	conns     int
	duration  time.Duration
	// kinds are the kinds of request, in the order to report them.
	kinds []string
	// profile names a file for a CPU profile of the load, if not empty.
	profile string
	// rate, when not zero, is the requests per second to start, evenly
	// spaced, whether or not earlier ones have been answered (an open
	// load): conns clients take them in turn. When zero,
	// each of conns clients makes its next request as soon as its last is
	// answered (a closed load), which finds the most the server can answer.
	rate int
}

// drive runs conns clients of the API, each calling step over and over
// until the duration has passed (a request under way then is finished and
// counted), and gathers their figures by kind.
func drive(ctx context.Context, l load, step func(c *client)) (*result, error) {
	clients := make([]*client, l.conns)
	if l.profile != "" {
		stop, err := startProfile(l.profile)
		if err != nil {
			return nil, err
		}
		defer stop()
	}
	cpu0, _ := cpuTime(0)
	start := time.Now()
	end := start.Add(l.duration)
	var (
		wg  sync.WaitGroup
		due chan time.Time
	)
	if l.rate > 0 {
		due = make(chan time.Time, l.rate*int(l.duration/time.Second+1))
	}
	for i := range clients {
		c := &client{addr: l.addr, key: l.key, start: start,
			rnd: rand.New(rand.NewPCG(uint64(i), uint64(start.UnixNano()))), samples: map[string]*sample{}}
		clients[i] = c
		wg.Go(func() {
			if due != nil {
				for c.due = range due {
					step(c)
				}
				return
			}
			for ctx.Err() == nil && time.Now().Before(end) {
				step(c)
			}
		})
	}
	if due != nil {
		// Request i is due i/rate after the start. The generator wakes
		// every millisecond at most and starts every request that has come
		// due, each still timed from its own due time: a wake-up per
		// request cost the machine the server runs on more than the
		// requests' spacing is worth.
		gap := time.Second / time.Duration(l.rate)
		for at := start; at.Before(end) && ctx.Err() == nil; at = at.Add(gap) {
			if d := time.Until(at); d > 0 {
				time.Sleep(max(d, time.Millisecond))
			}
			due <- at
		}
		close(due)
	}
	wg.Wait()
	r := &result{Elapsed: time.Since(start)}
	for _, c := range clients {
		if c.conn != nil {
			c.conn.Close()
		}
	}
	if cpu1, err := cpuTime(0); err == nil && cpu0 > 0 {
		r.CPU = cpu1 - cpu0
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}

	all := &sample{Kind: "overall"}
	for _, k := range l.kinds {
		s := &sample{Kind: k}
		for _, c := range clients {
			if cs := c.samples[k]; cs != nil {
				s.add(cs)
			}
		}
		all.add(s)
		r.Samples = append(r.Samples, s)
	}
	r.Samples = append(r.Samples, all)
	for _, c := range clients {
		r.FirstErr = cmpOr(r.FirstErr, c.firstErr)
	}
	if len(all.Lat) == 0 {
		return nil, fmt.Errorf("no request succeeded: %w", cmpOr(r.FirstErr, errors.New("none was made")))
	}
	return r, nil
}

func cmpOr[T comparable](a, b T) T {
	var zero T
	if a != zero {
		return a
	}
	return b
}

// startProfile starts a CPU profile of the process into the file at path,
// and returns what stops it.
func startProfile(path string) (stop func(), err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("-cpuprofile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("-cpuprofile: %w", err)
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}

// latencyGoal judges the goal of a p99 latency under limit. With a rate,
// it runs an open load of l at that rate (the latency of a sustained rate,
// each request timed from when it was due, so a server that falls behind
// shows it) and judges that; without, it judges the closed load already
// run, closed. It returns the goal and the errors of both loads; unit
// names what is counted, as in "requests".
func latencyGoal(ctx context.Context, w io.Writer, l load, rate int, unit string, closed *sample, limit time.Duration, step func(*client)) (goal, int, error) {
	want := "< " + limit.String()
	if rate == 0 {
		p99 := pct(closed.Lat, 0.99)
		return goal{What: "p99 latency", Got: ms(p99), Want: want, Met: p99 < limit}, closed.Errors, nil
	}
	fmt.Fprintf(w, "open load: %s %s/s, evenly spaced, latency counted from when each was due\n", commas(rate), unit)
	l.rate, l.profile = rate, ""
	res, err := drive(ctx, l, step)
	if err != nil {
		return goal{}, 0, err
	}
	res.print(w)
	at := res.Overall()
	p99 := pct(at.Lat, 0.99)
	g := goal{What: "p99 latency sustaining " + commas(rate) + " " + unit + "/s", Got: ms(p99), Want: want, Met: p99 < limit}
	return g, closed.Errors + at.Errors, nil
}

// startFolder folds the changes to the outcome counts every second, as
// confirmd serve does, so that the figures include that work; the
// returned function stops it.
func startFolder(ctx context.Context, st confirm.Store) func() {
	f := &engine.Folder{Store: st, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}
	f.Start(ctx)
	return f.Stop
}

// writeHeapProfile writes a heap profile to path: what the last collection
// left (inuse) and what was allocated since the start (alloc).
func writeHeapProfile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("-memprofile: %w", err)
	}
	runtime.GC()
	if err := pprof.Lookup("heap").WriteTo(f, 0); err != nil {
		f.Close()
		return fmt.Errorf("-memprofile: %w", err)
	}
	return f.Close()
}
