package main

// Hostile clients: headers or a body sent a byte at a time, headers and
// bodies over the limits, deeply nested JSON and a crowd of idle
// connections. Each is cut off by the server's time-outs or refused by its
// limits, while a well-behaved client running alongside keeps getting fast
// answers.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/testdb"
)

// hostileLimits are the server's time-outs shortened so that the test runs
// in seconds; the size limits are the real ones.
var hostileLimits = serverLimits{
	ReadHeader:     time.Second,
	Read:           2 * time.Second,
	Write:          10 * time.Second,
	Idle:           2 * time.Second,
	MaxHeaderBytes: defaultServerLimits.MaxHeaderBytes,
}

// cutSlack is how much later than its time-out a connection may be cut on a
// loaded machine.
const cutSlack = 3 * time.Second

func TestHostileClients(t *testing.T) {
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		env := map[string]string{
			"CONFIRMD_DATABASE_URL":   k.URL(t),
			"CONFIRMD_SANDBOX_KEY":    "sk_test_hostilepBnd9k5ZzkA0ZdktCerpBMYAW",
			"CONFIRMD_SIGNING_SECRET": "whsec_hostile6IZuLht7BrW4b3OKGaRZLm54Y",
			"CONFIRMD_LOG_FORMAT":     "json",
		}
		srv := mustServeApp(t, env, func(a *app) { a.serverLimits = &hostileLimits })
		raiseLimit(t, env)
		key := env["CONFIRMD_SANDBOX_KEY"]
		steady := startSteadyClient("http://"+srv.addr, key)

		t.Run("attacks", func(t *testing.T) {
			t.Run("slow headers", func(t *testing.T) { t.Parallel(); slowHeaders(t, srv.addr, key, 20) })
			t.Run("slow body", func(t *testing.T) { t.Parallel(); slowBody(t, srv.addr, key, 20) })
			t.Run("huge headers", func(t *testing.T) { t.Parallel(); hugeHeaders(t, srv.addr, key) })
			t.Run("huge body", func(t *testing.T) { t.Parallel(); hugeBody(t, "http://"+srv.addr, key) })
			t.Run("deep JSON", func(t *testing.T) { t.Parallel(); deepJSON(t, "http://"+srv.addr, key) })
			t.Run("idle connections", func(t *testing.T) { t.Parallel(); idleConnections(t, srv.addr, key, 300, 100) })
		})

		lat, failures := steady.finish()
		for _, f := range failures {
			t.Errorf("well-behaved client: %s", f)
		}
		p50, p99 := percentile(lat, 0.50), percentile(lat, 0.99)
		t.Logf("%s: well-behaved client made %d requests during the attacks: p50 %v, p99 %v, max %v",
			k.Name, len(lat), p50.Round(time.Microsecond), p99.Round(time.Microsecond), slices.Max(lat).Round(time.Microsecond))
		if len(lat) < 20 {
			t.Errorf("well-behaved client made only %d requests", len(lat))
		}
		// The bound is generous: it must hold on a machine busy with other
		// tests, under the race detector. A client kept waiting by the
		// attackers would wait for their time-outs, or for ever.
		if p99 > 3*time.Second {
			t.Errorf("well-behaved client's p99 is %v during the attacks, want under 3s", p99)
		}
		if logs := srv.stderr.String(); strings.Contains(logs, "panic") {
			t.Errorf("the server panicked:\n%s", logs)
		}
	})
}

// steadyClient is a well-behaved API client with two connections: one
// creates confirmations and reads them back, the other lists them and checks
// readiness, again and again until finish, recording how long each request
// took and every answer it did not expect.
type steadyClient struct {
	mu        sync.Mutex
	latencies []time.Duration
	failures  []string
	stop      chan struct{}
	wg        sync.WaitGroup
}

func startSteadyClient(base, key string) *steadyClient {
	c := &steadyClient{stop: make(chan struct{})}
	client := &http.Client{Timeout: 10 * time.Second}
	do := func(method, url, body string, want int) map[string]any {
		req, _ := http.NewRequest(method, url, strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+key)
		start := time.Now()
		res, err := client.Do(req)
		if err != nil {
			c.fail("%s %s: %v", method, url, err)
			return nil
		}
		defer res.Body.Close()
		var out map[string]any
		err = json.NewDecoder(res.Body).Decode(&out)
		c.mu.Lock()
		c.latencies = append(c.latencies, time.Since(start))
		c.mu.Unlock()
		if res.StatusCode != want || err != nil {
			c.fail("%s %s: status %d, want %d (%v)", method, url, res.StatusCode, want, err)
			return nil
		}
		return out
	}
	loop := func(round func()) {
		c.wg.Go(func() {
			for {
				select {
				case <-c.stop:
					return
				default:
				}
				round()
			}
		})
	}
	// One creates and reads back; the other lists and checks readiness.
	loop(func() {
		out := do("POST", base+"/v1/confirmations", createBody, 201)
		if cf, ok := out["confirmation"].(map[string]any); ok {
			do("GET", base+"/v1/confirmations/"+cf["id"].(string), "", 200)
		}
	})
	loop(func() {
		do("GET", base+"/v1/confirmations?limit=10", "", 200)
		do("GET", base+"/readyz", "", 200)
	})
	return c
}

func (c *steadyClient) fail(format string, args ...any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.failures) < 20 {
		c.failures = append(c.failures, fmt.Sprintf(format, args...))
	}
}

// finish stops the client and returns its latencies and failures.
func (c *steadyClient) finish() ([]time.Duration, []string) {
	close(c.stop)
	c.wg.Wait()
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.latencies, c.failures
}

// percentile returns the p-th percentile (0 < p <= 1) of ds, nearest rank.
func percentile(ds []time.Duration, p float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	i := int(float64(len(s))*p+0.999999) - 1
	return s[min(max(i, 0), len(s)-1)]
}

// dial connects to addr; it may be called from any goroutine, and gives a
// connection that fails at once if the dial did.
func dial(t *testing.T, addr string) net.Conn {
	t.Helper()
	conn, err := net.DialTimeout("tcp", addr, 5*time.Second)
	if err != nil {
		t.Errorf("dial: %v", err)
		c, _ := net.Pipe()
		c.Close()
		return c
	}
	t.Cleanup(func() { conn.Close() })
	return conn
}

// trickle writes s one byte per interval until it is written or the
// connection fails, and reports how many bytes went.
func trickle(conn net.Conn, s string, interval time.Duration) <-chan int {
	sent := make(chan int, 1)
	go func() {
		n := 0
		for ; n < len(s); n++ {
			if _, err := conn.Write([]byte{s[n]}); err != nil {
				break
			}
			time.Sleep(interval) // the client's own pace: this is the attack
		}
		sent <- n
	}()
	return sent
}

// readUntilClosed reads what the server answers until it closes the
// connection, and returns the answer and when the close came; it marks the
// test failed if the server keeps the connection open past limit. It may be
// called from any goroutine.
func readUntilClosed(t *testing.T, conn net.Conn, start time.Time, limit time.Duration) ([]byte, time.Duration) {
	t.Helper()
	conn.SetReadDeadline(start.Add(limit))
	var got bytes.Buffer
	_, err := io.Copy(&got, conn)
	elapsed := time.Since(start)
	if ne, ok := err.(net.Error); ok && ne.Timeout() {
		t.Errorf("the server kept the connection open for %v", elapsed.Round(time.Millisecond))
	}
	return got.Bytes(), elapsed
}

// slowHeaders opens n connections that send a request's headers a byte every
// 100 ms: ReadHeaderTimeout cuts each off, long before it is complete.
func slowHeaders(t *testing.T, addr, key string, n int) {
	req := "GET /v1/confirmations HTTP/1.1\r\nHost: confirmd\r\nAuthorization: Bearer " + key +
		"\r\nX-Padding: " + strings.Repeat("a", 200) + "\r\n\r\n"
	var wg sync.WaitGroup
	for range n {
		wg.Go(func() {
			start := time.Now() // before the dial: the server's clock starts after it
			conn := dial(t, addr)
			sent := trickle(conn, req, 100*time.Millisecond)
			got, elapsed := readUntilClosed(t, conn, start, hostileLimits.ReadHeader+cutSlack)
			conn.Close()
			if b := <-sent; b >= len(req) {
				t.Errorf("the whole request went out before the server cut it off")
			}
			// Cut off in the middle of its headers, the server may say why
			// before it hangs up.
			if len(got) > 0 && !bytes.HasPrefix(got, []byte("HTTP/1.1 400 ")) {
				t.Errorf("the server answered a request it never got whole: %q", got)
			}
			if elapsed < hostileLimits.ReadHeader-100*time.Millisecond {
				t.Errorf("cut off after %v, before ReadHeaderTimeout", elapsed)
			}
		})
	}
	wg.Wait()
}

// slowBody opens n connections that send a create's headers at once and its
// body a byte every 100 ms: ReadTimeout ends the read, and the server answers
// 400 with the JSON error, or closes the connection.
func slowBody(t *testing.T, addr, key string, n int) {
	body := strings.Repeat(" ", 1000) + createBody
	head := fmt.Sprintf("POST /v1/confirmations HTTP/1.1\r\nHost: confirmd\r\nAuthorization: Bearer %s\r\n"+
		"Content-Type: application/json\r\nContent-Length: %d\r\n\r\n", key, len(body))
	var answered atomic.Int32
	var wg sync.WaitGroup
	for range n {
		wg.Go(func() {
			start := time.Now()
			conn := dial(t, addr)
			if _, err := io.WriteString(conn, head); err != nil {
				t.Errorf("writing the headers: %v", err)
				return
			}
			sent := trickle(conn, body, 100*time.Millisecond)
			got, elapsed := readUntilClosed(t, conn, start, hostileLimits.Read+cutSlack)
			conn.Close()
			if b := <-sent; b >= len(body) {
				t.Errorf("the whole body went out before the server cut it off")
			}
			if elapsed < hostileLimits.Read-100*time.Millisecond {
				t.Errorf("cut off after %v, before ReadTimeout", elapsed)
			}
			if len(got) == 0 {
				return // closed without an answer: also cut off
			}
			res, err := http.ReadResponse(bufio.NewReader(bytes.NewReader(got)), nil)
			if err != nil {
				t.Errorf("unreadable answer %q: %v", got, err)
				return
			}
			var e struct{ Error string }
			json.NewDecoder(res.Body).Decode(&e)
			if res.StatusCode != 400 || e.Error == "" {
				t.Errorf("answer %d %q, want 400 with an error", res.StatusCode, e.Error)
			}
			answered.Add(1)
		})
	}
	wg.Wait()
	t.Logf("%d of %d slow bodies answered 400 after ReadTimeout, the others closed", answered.Load(), n)
}

// hugeHeaders sends 128 KiB of headers, twice MaxHeaderBytes: 431, and the
// connection is closed.
func hugeHeaders(t *testing.T, addr, key string) {
	conn := dial(t, addr)
	req := "GET /v1/confirmations HTTP/1.1\r\nHost: confirmd\r\nAuthorization: Bearer " + key + "\r\n" +
		strings.Repeat("X-Filler: "+strings.Repeat("a", 1000)+"\r\n", 128) + "\r\n"
	start := time.Now()
	go io.WriteString(conn, req) // the server may hang up before it is all written
	got, elapsed := readUntilClosed(t, conn, start, 5*time.Second)
	if !bytes.HasPrefix(got, []byte("HTTP/1.1 431 ")) {
		t.Errorf("answer to 128 KiB of headers: %q, want 431", got)
	}
	if elapsed > time.Second {
		t.Errorf("431 took %v", elapsed)
	}
}

// hugeBody posts bodies over the 64 KiB limit, one with its length and one
// that never ends: 413 with the JSON error, without reading it all.
func hugeBody(t *testing.T, base, key string) {
	tests := []struct {
		name string
		body io.Reader
		size int64 // -1: chunked, of no stated length
	}{
		{"1 MiB", bytes.NewReader(bytes.Repeat([]byte(" "), 1<<20)), 1 << 20},
		{"endless", endless{}, -1},
	}
	for _, tt := range tests {
		req, _ := http.NewRequest("POST", base+"/v1/confirmations", tt.body)
		req.ContentLength = tt.size
		req.Header.Set("Authorization", "Bearer "+key)
		req.Header.Set("Content-Type", "application/json")
		start := time.Now()
		res, err := (&http.Client{Timeout: 10 * time.Second}).Do(req)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		var e struct{ Error string }
		json.NewDecoder(res.Body).Decode(&e)
		res.Body.Close()
		if res.StatusCode != 413 || e.Error != "request body is larger than 64 KiB" {
			t.Errorf("%s: %d %q, want 413 with the JSON error", tt.name, res.StatusCode, e.Error)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("%s: 413 took %v", tt.name, d)
		}
	}
}

// endless is a request body that never ends.
type endless struct{}

func (endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = '['
	}
	return len(p), nil
}

// deepJSON posts deeply nested JSON: a clear 400 (or 413 past the size
// limit), quickly, and no crash.
func deepJSON(t *testing.T, base, key string) {
	tests := []struct {
		name    string
		body    string
		status  int
		err     string // the error, or
		problem string // one of the errors
	}{
		{"100,000 [", strings.Repeat("[", 100_000), 413, "request body is larger than 64 KiB", ""},
		{"60,000 [", strings.Repeat("[", 60_000), 400, "request body is nested too deeply: JSON may nest at most 10000 levels", ""},
		{"12,000 {\"a\":", strings.Repeat(`{"a":`, 12_000), 400, "request body is nested too deeply: JSON may nest at most 10000 levels", ""},
		{"9,000 levels, well formed", `{"customer":` + strings.Repeat("[", 9_000) + strings.Repeat("]", 9_000) + "}", 400, "", "customer must be an object"},
	}
	for _, tt := range tests {
		req, _ := http.NewRequest("POST", base+"/v1/confirmations", strings.NewReader(tt.body))
		req.Header.Set("Authorization", "Bearer "+key)
		start := time.Now()
		res, err := (&http.Client{Timeout: 10 * time.Second}).Do(req)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		raw, _ := io.ReadAll(res.Body)
		res.Body.Close()
		elapsed := time.Since(start)
		var e struct {
			Error  string
			Errors []string
		}
		if err := json.Unmarshal(raw, &e); err != nil {
			t.Errorf("%s: answer is not JSON: %q", tt.name, raw)
		}
		if res.StatusCode != tt.status || e.Error != tt.err || (tt.problem != "" && !slices.Contains(e.Errors, tt.problem)) {
			t.Errorf("%s: %d %.300s, want %d %q %q", tt.name, res.StatusCode, raw, tt.status, tt.err, tt.problem)
		}
		if elapsed > 2*time.Second {
			t.Errorf("%s: answered in %v", tt.name, elapsed)
		}
	}
}

// idleConnections opens silent connections that never send a byte, and
// kept-alive ones that make one request and then say nothing: the first are
// closed after ReadHeaderTimeout, the second after IdleTimeout.
func idleConnections(t *testing.T, addr, key string, silent, keptAlive int) {
	var wg sync.WaitGroup
	for range silent {
		start := time.Now()
		conn := dial(t, addr)
		wg.Go(func() {
			got, _ := readUntilClosed(t, conn, start, hostileLimits.ReadHeader+cutSlack)
			if len(got) > 0 {
				t.Errorf("a silent connection got %q", got)
			}
		})
	}
	req := "GET /healthz HTTP/1.1\r\nHost: confirmd\r\n\r\n"
	for range keptAlive {
		conn := dial(t, addr)
		wg.Go(func() {
			// The server's idle time starts after its answer, so after
			// the request is written.
			start := time.Now()
			if _, err := io.WriteString(conn, req); err != nil {
				t.Errorf("writing: %v", err)
				return
			}
			r := bufio.NewReader(conn)
			conn.SetReadDeadline(time.Now().Add(10 * time.Second))
			res, err := http.ReadResponse(r, nil)
			if err != nil {
				t.Errorf("reading the answer: %v", err)
				return
			}
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
			if res.StatusCode != 200 {
				t.Errorf("healthz: %d", res.StatusCode)
			}
			conn.SetReadDeadline(time.Now().Add(hostileLimits.Idle + cutSlack))
			n, err := io.Copy(io.Discard, r)
			elapsed := time.Since(start)
			if ne, ok := err.(net.Error); ok && ne.Timeout() {
				t.Errorf("an idle kept-alive connection stayed open for %v", elapsed.Round(time.Millisecond))
			}
			if n > 0 || elapsed < hostileLimits.Idle-100*time.Millisecond {
				t.Errorf("an idle connection got %d bytes and was closed after %v", n, elapsed)
			}
		})
	}
	wg.Wait()
}
