package storetest

import (
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// OutcomeCountsByMonth checks the statistics of periods with whole
// months, which read the counts kept by month for those, against the
// same period grouped by day, which reads only the days: confirmations
// on both sides of month ends, before and after their changes are
// folded, and after a save moves one of them to another combination.
func OutcomeCountsByMonth(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID}
	d := func(m time.Month, day, h int) time.Time { return time.Date(2026, m, day, h, 0, 0, 0, time.UTC) }
	var ids []string
	for i, at := range []time.Time{
		d(1, 14, 9), d(1, 15, 9), d(1, 31, 23), d(2, 1, 0), d(2, 14, 10), d(2, 28, 23),
		d(3, 1, 8), d(3, 17, 12), d(3, 31, 20), d(4, 1, 7), d(4, 10, 18), d(4, 11, 9),
	} {
		sc := statsCase{scope: scope, created: at, status: confirm.StatusInProgress,
			steps: [3]confirm.StepState{confirm.StepDelivered, confirm.StepPending, confirm.StepPending}}
		if i%3 != 2 {
			sc.status, sc.intent, sc.channel = confirm.StatusConfirmed, confirm.IntentWillBeIn, confirm.ChannelSMS
			sc.steps[1] = confirm.StepDelivered
			sc.replies = []time.Duration{time.Duration(i+1) * 7 * time.Minute}
		}
		if i%4 == 0 {
			sc.feedback = deliveredAt(at.Add(48 * time.Hour))
		}
		ids = append(ids, sc.create(t, s).ID)
	}
	check := func(what string, from, to time.Time, want int64) {
		t.Helper()
		q := confirm.StatsQuery{Scope: scope, From: from, To: to, GroupBy: confirm.GroupDay}
		_, days, err := s.OutcomeStats(ctx, q)
		if err != nil {
			t.Fatalf("OutcomeStats by day: %v", err)
		}
		var sum statsSummary
		for _, g := range days {
			x := summarize(g)
			sum.Created, sum.Answered, sum.Reported, sum.Failed = sum.Created+x.Created, sum.Answered+x.Answered, sum.Reported+x.Reported, sum.Failed+x.Failed
			sum.ReachedEmail, sum.ReachedSMS, sum.ReachedCall = sum.ReachedEmail+x.ReachedEmail, sum.ReachedSMS+x.ReachedSMS, sum.ReachedCall+x.ReachedCall
		}
		if sum.Created != want {
			t.Fatalf("%s: %d created by day, want %d", what, sum.Created, want)
		}
		byDay, _, err := s.OutcomeStats(ctx, q)
		if err != nil {
			t.Fatalf("OutcomeStats by day: %v", err)
		}
		for _, by := range []confirm.GroupBy{confirm.GroupNone, confirm.GroupChannel, confirm.GroupIntent} {
			q.GroupBy = by
			totals, _, err := s.OutcomeStats(ctx, q)
			if err != nil {
				t.Fatalf("OutcomeStats by %q: %v", by, err)
			}
			got := summarize(totals)
			sum.Median, sum.P90 = got.Median, got.P90
			diff(t, what+", totals by "+string(by)+" against the days", sum, got)
			diff(t, what+", by "+string(by)+" against the totals by day", summarize(byDay), got)
		}
	}
	periods := func(when string) {
		t.Helper()
		check(when+", 15 January to 10 April", d(1, 15, 0), d(4, 10, 0), 10)
		check(when+", 1 February to 31 March", d(2, 1, 0), d(3, 31, 0), 6)
		check(when+", 14 January to 11 April", d(1, 14, 0), d(4, 11, 0), 12)
		check(when+", 1 to 31 March", d(3, 1, 0), d(3, 31, 0), 3)
	}
	periods("not folded")
	if _, err := s.FoldOutcomeCounts(ctx); err != nil {
		t.Fatalf("FoldOutcomeCounts: %v", err)
	}
	periods("folded")
	if _, err := s.UpdateConfirmation(ctx, scope, ids[7], func(c *confirm.Confirmation) error {
		c.Status = confirm.StatusCancelled
		c.Steps[2].State = confirm.StepDelivered
		return nil
	}); err != nil {
		t.Fatalf("UpdateConfirmation: %v", err)
	}
	periods("saved, not folded")
	if _, err := s.FoldOutcomeCounts(ctx); err != nil {
		t.Fatalf("FoldOutcomeCounts: %v", err)
	}
	periods("saved and folded")
}
