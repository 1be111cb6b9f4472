package confirm

import (
	"testing"
	"time"
)

func TestStatsQueryMonths(t *testing.T) {
	d := func(y int, m time.Month, day int) time.Time { return time.Date(y, m, day, 0, 0, 0, 0, time.UTC) }
	for _, tc := range []struct {
		from, to  time.Time
		by        GroupBy
		want, end time.Time
	}{
		{d(2026, 1, 15), d(2026, 4, 10), GroupNone, d(2026, 2, 1), d(2026, 4, 1)},
		{d(2026, 1, 1), d(2026, 1, 31), GroupChannel, d(2026, 1, 1), d(2026, 2, 1)},
		{d(2025, 11, 28), d(2026, 11, 27), GroupIntent, d(2025, 12, 1), d(2026, 11, 1)},
		{d(2026, 1, 2), d(2026, 1, 30), GroupNone, d(2026, 1, 2), d(2026, 1, 2)},
		{d(2026, 1, 15), d(2026, 2, 20), GroupNone, d(2026, 1, 15), d(2026, 1, 15)},
		{d(2026, 1, 1), d(2026, 12, 31), GroupDay, d(2026, 1, 1), d(2026, 1, 1)},
	} {
		q := StatsQuery{From: tc.from, To: tc.to, GroupBy: tc.by}
		if from, end := q.Months(); !from.Equal(tc.want) || !end.Equal(tc.end) {
			t.Errorf("Months of %v to %v by %q = %v, %v; want %v, %v", tc.from, tc.to, tc.by, from, end, tc.want, tc.end)
		}
	}
}
