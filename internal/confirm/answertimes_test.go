package confirm

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestAnswerLookups(t *testing.T) {
	day := time.Date(2026, 11, 18, 0, 0, 0, 0, time.UTC)
	q := StatsQuery{From: day, To: day.AddDate(0, 0, 1), GroupBy: GroupDay}
	// Ten times on the 18th (3 in bucket 41, 7 in 52), one on the 19th.
	buckets := []AnswerBucket{
		{Key: "2026-11-18", Bucket: 52, Count: 7},
		{Key: "2026-11-19", Bucket: 41, Count: 1},
		{Key: "2026-11-18", Bucket: 41, Count: 3},
	}
	got := AnswerLookups(q, buckets)
	end := q.End()
	want := []AnswerLookup{
		// 11 in all, 4 in bucket 41: ranks 6 and 10 are the 2nd and 6th of 52.
		{Total: true, Bucket: 52, Rank: 2, From: day, End: end},
		{Total: true, P90: true, Bucket: 52, Rank: 6, From: day, End: end},
		{Key: "2026-11-18", Bucket: 52, Rank: 2, From: day, End: day.AddDate(0, 0, 1)},
		{Key: "2026-11-18", P90: true, Bucket: 52, Rank: 6, From: day, End: day.AddDate(0, 0, 1)},
		{Key: "2026-11-19", Bucket: 41, Rank: 1, From: day.AddDate(0, 0, 1), End: day.AddDate(0, 0, 2)},
		{Key: "2026-11-19", P90: true, Bucket: 41, Rank: 1, From: day.AddDate(0, 0, 1), End: day.AddDate(0, 0, 2)},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("AnswerLookups mismatch (-want +got):\n%s", d)
	}

	totals, groups := NewStatsCounts(""), []StatsCounts{NewStatsCounts("2026-11-18"), NewStatsCounts("2026-11-19")}
	ms := func(n int64) *int64 { return &n }
	SetAnswerTimes(&totals, groups, got, []*int64{ms(5), ms(9), ms(4), ms(8), ms(1), ms(1)})
	if *totals.MedianMillis != 5 || *totals.P90Millis != 9 || *groups[0].MedianMillis != 4 || *groups[0].P90Millis != 8 || *groups[1].P90Millis != 1 {
		t.Errorf("SetAnswerTimes: totals %v %v, groups %+v", *totals.MedianMillis, *totals.P90Millis, groups)
	}
}
