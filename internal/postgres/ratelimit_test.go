package postgres_test

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/postgres"
	"github.com/confirmd/confirmd/internal/storetest"
)

// TestRecordAttemptPruneAcrossProcesses makes attempts and prunes from two
// processes at once while entries expire, so that attempts and prunes
// delete the same entries and change the same counts. None may fail, as
// one would if they deadlocked, and afterwards every key's count must be
// its number of entries in the log.
func TestRecordAttemptPruneAcrossProcesses(t *testing.T) {
	t.Parallel()
	url := postgres.TestURL(t)
	stores := []*postgres.Store{postgres.OpenTestURL(t, url), postgres.OpenTestURL(t, url)}
	keys := []string{"203.0.113.1", "203.0.113.2", "203.0.113.3"}
	const attempts, prunes = 600, 30
	// Attempt i is at i steps after t0: a key's entries start expiring
	// after 300 attempts, and from then on most attempts expire one.
	const step = confirm.RateWindow / 100
	var next atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for w := range 6 {
		s := stores[w%2]
		wg.Go(func() {
			for {
				i := next.Add(1) - 1
				if i >= attempts {
					return
				}
				if _, err := s.RecordAttempt(t.Context(), keys[i%3], t0.Add(time.Duration(i)*step), 5); err != nil {
					errs <- fmt.Errorf("RecordAttempt: %w", err)
					return
				}
			}
		})
	}
	for _, s := range stores {
		wg.Go(func() {
			for range prunes {
				if err := s.PruneBefore(t.Context(), t0.Add(time.Duration(next.Load())*step)); err != nil {
					errs <- fmt.Errorf("PruneBefore: %w", err)
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}

	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		t.Fatal(err)
	}
	conn, err := pgx.ConnectConfig(t.Context(), cfg.ConnConfig)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	defer conn.Close(t.Context())
	var logged, bad int
	err = conn.QueryRow(t.Context(), `SELECT (SELECT count(*) FROM rate_log), count(*)
		FROM (SELECT key, sum(n) AS n FROM rate_log GROUP BY key) AS l
		FULL JOIN rate_counts AS c USING (key)
		WHERE l.n IS DISTINCT FROM c.n`).Scan(&logged, &bad)
	if err != nil {
		t.Fatal(err)
	}
	if bad != 0 {
		t.Errorf("%d keys' counts differ from the log", bad)
	}
	// Entries expired all along, so the log holds about a window's worth.
	if logged == 0 || logged > 110 {
		t.Errorf("the log holds %d entries, want about 100", logged)
	}
}

// TestRateLogFlood: refused attempts take one row a second, not one each.
func TestRateLogFlood(t *testing.T) {
	t.Parallel()
	url := postgres.TestURL(t)
	s := postgres.OpenTestURL(t, url)
	conn := postgres.TestConn(t, url)
	storetest.RateLogFlood(t, s, func(t *testing.T) int { return rateRows(t, conn) })
}

// rateRows is the number of rows in the rate log.
func rateRows(tb testing.TB, conn *pgx.Conn) int {
	tb.Helper()
	var n int
	if err := conn.QueryRow(tb.Context(), `SELECT count(*) FROM rate_log`).Scan(&n); err != nil {
		tb.Fatal(err)
	}
	return n
}

// BenchmarkRefusedFlood is a client refused in a tight loop: b.N attempts
// from one address, 0.3 ms apart (a million take five minutes), against
// the default limit. It reports the rows the rate log holds afterwards,
// and the bytes of the rate limit's two tables with their indexes: most of
// them old versions of the rows the flood updated, which a VACUUM, or the
// updates themselves, free for reuse once no transaction can see them.
func BenchmarkRefusedFlood(b *testing.B) {
	url := postgres.TestURL(b)
	s := postgres.OpenTestURL(b, url)
	conn := postgres.TestConn(b, url)
	for i := range b.N {
		if _, err := s.RecordAttempt(b.Context(), "203.0.113.9", t0.Add(time.Duration(i)*300*time.Microsecond), confirm.DefaultRateLimit); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	var size int64
	if err := conn.QueryRow(b.Context(),
		`SELECT pg_total_relation_size('rate_log') + pg_total_relation_size('rate_counts')`).Scan(&size); err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(rateRows(b, conn)), "rows")
	b.ReportMetric(float64(size), "bytes")
}

// BenchmarkRecordAttemptHighLimit is an attempt from a key whose account may
// make a billion creates an hour, so that no count of the window could stop
// early at the limit: its cost must be the same with 20,000 attempts in the
// window as with none.
func BenchmarkRecordAttemptHighLimit(b *testing.B) {
	for _, prior := range []int{0, 20_000} {
		b.Run(fmt.Sprintf("prior=%d", prior), func(b *testing.B) {
			s := postgres.OpenTest(b)
			const key, limit = "203.0.113.9", 1_000_000_000
			// The prior attempts are spread over the half hour before now.
			// Their verdicts do not matter: a small limit keeps the
			// seeding quick whatever the store does with the count.
			for i := range prior {
				at := t0.Add(-confirm.RateWindow/2 + time.Duration(i)*(confirm.RateWindow/2)/time.Duration(prior))
				if _, err := s.RecordAttempt(b.Context(), key, at, 30); err != nil {
					b.Fatal(err)
				}
			}
			for b.Loop() {
				ok, err := s.RecordAttempt(b.Context(), key, t0, limit)
				if err != nil || !ok {
					b.Fatalf("RecordAttempt = %v, %v; want allowed", ok, err)
				}
			}
		})
	}
}
