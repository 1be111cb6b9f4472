package postgres

import (
	"context"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// testSole keeps the checks quick; Wait is long, as a loaded machine may be
// slow to let a sole process give way.
var testSole = soleOptions{Poll: 5 * time.Millisecond, Lease: 40 * time.Millisecond, Wait: 20 * time.Second,
	Watch: 10 * time.Millisecond, Settle: time.Nanosecond}

// soleTarget returns the connection settings and the name of a fresh test
// schema.
func soleTarget(t *testing.T) (*pgx.ConnConfig, string) {
	t.Helper()
	raw := TestURL(t)
	var schema string
	if err := TestConn(t, raw).QueryRow(t.Context(), `SELECT current_schema()`).Scan(&schema); err != nil {
		t.Fatal(err)
	}
	// A single connection does not take the pool settings of the URL.
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Del("pool_max_conns")
	u.RawQuery = q.Encode()
	cfg, err := pgx.ParseConfig(u.String())
	if err != nil {
		t.Fatal(err)
	}
	return cfg, schema
}

// lostCalls records the calls of a lock's onLost.
type lostCalls struct {
	lock  atomic.Pointer[soleLock]
	n     atomic.Int32
	valid atomic.Bool // what valid said during the first call
	done  chan struct{}
}

func (c *lostCalls) called() bool {
	select {
	case <-c.done:
		return true
	default:
		return false
	}
}

// claimTest claims on the schema and closes the lock when the test ends.
func claimTest(t *testing.T, cfg *pgx.ConnConfig, schema string, want bool, o soleOptions) (*soleLock, bool, *lostCalls) {
	t.Helper()
	c := &lostCalls{done: make(chan struct{})}
	onLost := func() {
		if c.n.Add(1) == 1 {
			if l := c.lock.Load(); l != nil {
				c.valid.Store(l.valid())
			}
			close(c.done)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	l, sole, err := claimSole(ctx, cfg, schema, want, o, onLost)
	if err != nil {
		t.Fatalf("claimSole(want %v): %v", want, err)
	}
	c.lock.Store(l)
	t.Cleanup(func() { l.close() })
	return l, sole, c
}

func TestSoleGivesWayBeforeTheNewcomerReturns(t *testing.T) {
	t.Parallel()
	for _, want := range []bool{true, false} {
		t.Run(map[bool]string{true: "newcomer wants", false: "newcomer registers"}[want], func(t *testing.T) {
			t.Parallel()
			cfg, schema := soleTarget(t)
			first, sole, lost := claimTest(t, cfg, schema, true, testSole)
			if !sole {
				t.Fatal("the first claim on a schema is not sole")
			}
			eventually(t, "the first lock valid", first.valid)

			second, sole, lost2 := claimTest(t, cfg, schema, want, testSole)
			if sole {
				t.Fatal("the second claim is sole while the first lives")
			}
			if !lost.called() {
				t.Fatal("the second claim returned before the first called onLost")
			}
			if lost.valid.Load() {
				t.Fatal("valid was true during onLost")
			}
			if first.valid() || second.valid() {
				t.Fatalf("valid: first %v, second %v; want both false", first.valid(), second.valid())
			}

			if err := first.close(); err != nil {
				t.Fatal(err)
			}
			if n := lost.n.Load(); n != 1 {
				t.Fatalf("onLost called %d times", n)
			}
			third, sole, _ := claimTest(t, cfg, schema, true, testSole)
			if sole || third.valid() {
				t.Fatal("a third claim is sole while the second lives")
			}
			if err := second.close(); err != nil {
				t.Fatal(err)
			}
			if err := third.close(); err != nil {
				t.Fatal(err)
			}
			if lost2.called() {
				t.Fatal("a lock that was never sole called onLost")
			}
			if _, sole, _ := claimTest(t, cfg, schema, true, testSole); !sole {
				t.Fatal("a claim after every lock closed is not sole")
			}
		})
	}
}

func TestSoleRegisterOnly(t *testing.T) {
	t.Parallel()
	cfg, schema := soleTarget(t)
	user, sole, _ := claimTest(t, cfg, schema, false, testSole)
	if sole || user.valid() {
		t.Fatal("a claim that does not want to be sole is")
	}
	if _, sole, _ := claimTest(t, cfg, schema, true, testSole); sole {
		t.Fatal("a claim is sole while a registered user lives")
	}
}

func TestSoleSchemasApart(t *testing.T) {
	t.Parallel()
	cfgA, schemaA := soleTarget(t)
	cfgB, schemaB := soleTarget(t)
	a, soleA, lostA := claimTest(t, cfgA, schemaA, true, testSole)
	b, soleB, lostB := claimTest(t, cfgB, schemaB, true, testSole)
	if !soleA || !soleB {
		t.Fatalf("sole: %s %v, %s %v; want both", schemaA, soleA, schemaB, soleB)
	}
	// Had the second claim met the first, the first would have given way
	// before the second returned.
	if lostA.called() || lostB.called() {
		t.Fatal("a lock on one schema gave way to a claim on another")
	}
	eventually(t, "both locks valid", func() bool { return a.valid() && b.valid() })
}

func TestSoleLostConnection(t *testing.T) {
	t.Parallel()
	cfg, schema := soleTarget(t)
	l, sole, lost := claimTest(t, cfg, schema, true, testSole)
	if !sole {
		t.Fatal("not sole")
	}
	eventually(t, "the lock valid", l.valid)

	// With a timeout, pg_terminate_backend returns once the backend is
	// gone, so no check that begins afterwards can succeed.
	var cut bool
	if err := TestConn(t, cfg.ConnString()).QueryRow(t.Context(), `SELECT pg_terminate_backend($1, 10000)`, int64(l.pid)).Scan(&cut); err != nil || !cut {
		t.Fatalf("pg_terminate_backend(%d) = %v, %v", l.pid, cut, err)
	}
	gone := time.Now()
	deadline := gone.Add(10 * time.Second)
	for l.valid() || !lost.called() {
		// The time is read before valid, which reads it again: a true
		// answer after Lease means a check that began after the backend
		// was gone counted.
		since := time.Since(gone)
		if l.valid() && since >= testSole.Lease {
			t.Fatalf("still valid %v after the connection was cut", since)
		}
		if time.Now().After(deadline) {
			t.Fatalf("after 10s: valid %v, onLost called %v", l.valid(), lost.called())
		}
		time.Sleep(time.Millisecond)
	}
	if lost.valid.Load() {
		t.Fatal("valid was true during onLost")
	}
	l.close() // its error, if any, is the cut connection's
	if n := lost.n.Load(); n != 1 {
		t.Fatalf("onLost called %d times", n)
	}
}

func TestSoleNewcomerGivesUp(t *testing.T) {
	t.Parallel()
	cfg, schema := soleTarget(t)
	l, sole, lost := claimTest(t, cfg, schema, true, testSole)
	if !sole {
		t.Fatal("not sole")
	}
	l.connMu.Lock()
	l.paused = true // from now on the lock does not answer a knock
	l.connMu.Unlock()

	o := testSole
	o.Wait = 300 * time.Millisecond
	start := time.Now()
	_, _, err := claimSole(t.Context(), cfg, schema, true, o, nil)
	if err == nil {
		t.Fatal("a newcomer got in past a sole process that did not give way")
	}
	want := "another confirmd process holds the database (schema " + schema + ") and did not give way within 300ms"
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("err = %v; want it to say %q", err, want)
	}
	if took := time.Since(start); took < o.Wait {
		t.Fatalf("gave up after %v, before Wait", took)
	}
	if lost.called() {
		t.Fatal("the sole lock gave way while paused")
	}

	if err := l.close(); err != nil {
		t.Fatal(err)
	}
	if err := l.close(); err != nil {
		t.Fatalf("second close: %v", err)
	}
	if n := lost.n.Load(); n != 1 {
		t.Fatalf("close of a sole lock called onLost %d times; want once", n)
	}
	if _, sole, _ := claimTest(t, cfg, schema, true, testSole); !sole {
		t.Fatal("a claim after the lock closed is not sole")
	}
}

func TestSoleLeaseMustExceedPoll(t *testing.T) {
	t.Parallel()
	_, _, err := claimSole(t.Context(), nil, "s", true, soleOptions{Poll: time.Second, Lease: time.Second}, nil)
	if err == nil {
		t.Fatal("claimSole took a lease no longer than the poll")
	}
}

// A new sole lock does not trust being sole before Settle has passed.
func TestSoleSettles(t *testing.T) {
	cfg, schema := soleTarget(t)
	o := testSole
	o.Settle = 300 * time.Millisecond
	start := time.Now()
	l, sole, _ := claimTest(t, cfg, schema, true, o)
	if !sole {
		t.Fatal("not sole")
	}
	if l.valid() && time.Since(start) < o.Settle {
		t.Fatal("valid before Settle")
	}
	eventually(t, "the lock valid after Settle", l.valid)
}

// A process whose connection is cut registers again, on a new connection,
// and so keeps any other process from becoming sole, or knocks one that
// became sole meanwhile out.
func TestSoleRegistersAgain(t *testing.T) {
	cfg, schema := soleTarget(t)
	o := testSole
	o.Settle = 2 * time.Second // longer than the registering again takes
	a, sole, _ := claimTest(t, cfg, schema, false, o)
	if sole {
		t.Fatal("a claim that does not want it is sole")
	}
	a.connMu.Lock()
	pid := a.conn.PgConn().PID()
	a.connMu.Unlock()
	var cut bool
	if err := TestConn(t, cfg.ConnString()).QueryRow(t.Context(), `SELECT pg_terminate_backend($1, 10000)`, int64(pid)).Scan(&cut); err != nil || !cut {
		t.Fatalf("pg_terminate_backend(%d) = %v, %v", pid, cut, err)
	}
	// A claim right after the cut may find nobody and become sole, but
	// must never be valid: the cut one registers again within Settle.
	b, bSole, bLost := claimTest(t, cfg, schema, true, o)
	deadline := time.Now().Add(10 * time.Second)
	for {
		a.connMu.Lock()
		again := !a.conn.IsClosed() && a.conn.PgConn().PID() != pid
		a.connMu.Unlock()
		if again && (!bSole || bLost.called()) {
			break
		}
		if b.valid() {
			t.Fatal("a process became sole and trusted it while another was registering again")
		}
		if time.Now().After(deadline) {
			t.Fatalf("after 10s: registered again %v, second sole %v, lost %v", again, bSole, bLost.called())
		}
		time.Sleep(time.Millisecond)
	}
	if b.valid() {
		t.Fatal("valid beside a process registered again")
	}
	// And a claim now is not sole.
	if _, sole, _ := claimTest(t, cfg, schema, true, o); sole {
		t.Fatal("sole beside a process registered again")
	}
}
