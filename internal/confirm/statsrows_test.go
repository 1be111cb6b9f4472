package confirm

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestJoinAnswerBuckets(t *testing.T) {
	got := JoinAnswerBuckets(map[string][]AnswerBucket{
		// A day's kept buckets, then its changes not folded yet: one
		// more in 512, one moved from 301 to 715, a bucket emptied.
		"2026-11-02": {{"2026-11-02", 301, 2}, {"2026-11-02", 512, 4}, {"2026-11-02", 610, 1}, {"2026-11-02", 512, 1}, {"2026-11-02", 301, -1}, {"2026-11-02", 715, 1}, {"2026-11-02", 610, -1}},
		"2026-11-01": {{"2026-11-01", 420, 3}},
	})
	want := []AnswerBucket{{"2026-11-01", 420, 3}, {"2026-11-02", 301, 1}, {"2026-11-02", 512, 5}, {"2026-11-02", 715, 1}}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("JoinAnswerBuckets (-want +got):\n%s", d)
	}
}

func TestGroupRows(t *testing.T) {
	totals, groups := GroupRows([]StatsRow{
		{Key: "2026-11-02", Status: StatusConfirmed, Intent: IntentWillBeIn, Result: ResultFailed, Reason: FailureRefused, Count: 3, Answered: 2, Reached: [3]int64{3, 1, 0}},
		{Key: "2026-11-01", Status: StatusUnreachable, Intent: IntentNoAnswer, Count: 2, Reached: [3]int64{2, 2, 2}},
		// A change not folded yet takes the first day's two away.
		{Key: "2026-11-01", Status: StatusUnreachable, Intent: IntentNoAnswer, Count: -2, Reached: [3]int64{-2, -2, -2}},
	})
	if len(groups) != 1 || groups[0].Key != "2026-11-02" {
		t.Fatalf("groups %+v, want only 2026-11-02", groups)
	}
	for _, c := range []StatsCounts{totals, groups[0]} {
		if c.Created != 3 || c.Answered != 2 || c.Reached[ChannelEmail] != 3 || c.Reached[ChannelSMS] != 1 ||
			c.ByStatus[StatusConfirmed] != 3 || c.Failed != 3 || c.FailedBy[FailureRefused] != 3 ||
			c.ClassReported[ClassConfirmed] != 3 || c.ClassFailed[ClassUnanswered] != 1 || c.ClassReported[ClassNotConfirmed] != 0 {
			t.Errorf("counts of %q: %+v", c.Key, c)
		}
	}
}
