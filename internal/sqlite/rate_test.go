package sqlite_test

import (
	"database/sql"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/sqlite"
	"github.com/confirmd/confirmd/internal/storetest"
)

// TestRecordAttemptWindow checks the sliding log at its edges when more
// attempts are logged than the limit allows: refused attempts count too,
// and each counts for exactly RateWindow.
func TestRecordAttemptWindow(t *testing.T) {
	t.Parallel()
	s := open(t, filepath.Join(t.TempDir(), "confirmd.db"))
	defer s.Close()
	t0 := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	const key, limit = "203.0.113.9", 3
	for _, step := range []struct {
		at   time.Time
		want bool
	}{
		{t0, true}, {t0, true}, {t0, true}, {t0, false}, {t0, false}, {t0, false}, {t0, false},
		{t0.Add(confirm.RateWindow - time.Millisecond), false},
		// The seven at t0 have expired; the refused one just before still counts.
		{t0.Add(confirm.RateWindow), true},
		{t0.Add(confirm.RateWindow), true},
		{t0.Add(confirm.RateWindow), false},
	} {
		got, err := s.RecordAttempt(t.Context(), key, step.at, limit)
		if err != nil {
			t.Fatalf("RecordAttempt: %v", err)
		}
		if got != step.want {
			t.Fatalf("RecordAttempt at %v = %v, want %v", step.at, got, step.want)
		}
	}
	if ok, err := s.RecordAttempt(t.Context(), "198.51.100.1", t0.Add(confirm.RateWindow), limit); err != nil || !ok {
		t.Errorf("another key: %v, %v; want allowed", ok, err)
	}
}

// TestRateLogFlood: refused attempts take one row a second, not one each.
func TestRateLogFlood(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "confirmd.db")
	s := open(t, path)
	defer s.Close()
	db := plainDB(t, path)
	storetest.RateLogFlood(t, s, func(t *testing.T) int { return rateRows(t, db) })
}

// plainDB opens the database at path beside the store, to look at its
// tables.
func plainDB(tb testing.TB, path string) *sql.DB {
	tb.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	return db
}

// rateRows is the number of rows in the rate log.
func rateRows(tb testing.TB, db *sql.DB) int {
	tb.Helper()
	var n int
	if err := db.QueryRowContext(tb.Context(), `SELECT count(*) FROM rate_log`).Scan(&n); err != nil {
		tb.Fatal(err)
	}
	return n
}

// BenchmarkRefusedFlood is a client refused in a tight loop: b.N attempts
// from one address, 0.3 ms apart (a million take five minutes), against
// the default limit. It reports the rows the rate log holds afterwards and
// the size of the whole database file, which began empty.
func BenchmarkRefusedFlood(b *testing.B) {
	path := filepath.Join(b.TempDir(), "confirmd.db")
	s, err := sqlite.Open(b.Context(), path)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	db := plainDB(b, path)
	now := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	for i := range b.N {
		if _, err := s.RecordAttempt(b.Context(), "203.0.113.9", now.Add(time.Duration(i)*300*time.Microsecond), confirm.DefaultRateLimit); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	if _, err := db.ExecContext(b.Context(), `PRAGMA wal_checkpoint(TRUNCATE)`); err != nil {
		b.Fatal(err)
	}
	var size int64
	if err := db.QueryRowContext(b.Context(), `SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()`).Scan(&size); err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(rateRows(b, db)), "rows")
	b.ReportMetric(float64(size), "db-bytes")
}

// BenchmarkRecordAttemptFlood is an attempt from a key that has sent many
// times its limit within the window: its cost must not grow with the flood.
func BenchmarkRecordAttemptFlood(b *testing.B) {
	s, err := sqlite.Open(b.Context(), filepath.Join(b.TempDir(), "confirmd.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	now := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	for range 20_000 {
		if _, err := s.RecordAttempt(b.Context(), "203.0.113.9", now, 30); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		if _, err := s.RecordAttempt(b.Context(), "203.0.113.9", now, 30); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRecordAttemptHighLimit is an attempt from a key whose account may
// make a billion creates an hour, so that no count of the window could stop
// early at the limit: its cost must be the same with 20,000 attempts in the
// window as with none.
func BenchmarkRecordAttemptHighLimit(b *testing.B) {
	for _, prior := range []int{0, 20_000} {
		b.Run(fmt.Sprintf("prior=%d", prior), func(b *testing.B) {
			s, err := sqlite.Open(b.Context(), filepath.Join(b.TempDir(), "confirmd.db"))
			if err != nil {
				b.Fatal(err)
			}
			defer s.Close()
			const key, limit = "203.0.113.9", 1_000_000_000
			now := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
			// The prior attempts are spread over the half hour before now.
			// Their verdicts do not matter: a small limit keeps the
			// seeding quick whatever the store does with the count.
			for i := range prior {
				at := now.Add(-confirm.RateWindow/2 + time.Duration(i)*(confirm.RateWindow/2)/time.Duration(prior))
				if _, err := s.RecordAttempt(b.Context(), key, at, 30); err != nil {
					b.Fatal(err)
				}
			}
			for b.Loop() {
				ok, err := s.RecordAttempt(b.Context(), key, now, limit)
				if err != nil || !ok {
					b.Fatalf("RecordAttempt = %v, %v; want allowed", ok, err)
				}
			}
		})
	}
}
