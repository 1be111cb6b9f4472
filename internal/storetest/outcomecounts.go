package storetest

import (
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// OutcomeCountsFollowWrites checks that the counts kept for outcome
// statistics follow every write: it creates confirmations, changes their
// status, outcome, steps, replies and delivery report, erases a
// customer's details and deletes a confirmation with remove, then compares
// the statistics of every grouping with those remigrate gives by taking
// the database down to before the counts and up again, which counts the
// confirmations afresh. Both must also match the figures worked out here.
func OutcomeCountsFollowWrites(t *testing.T, s confirm.Store, remigrate func(t *testing.T), remove func(t *testing.T, id string)) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID}
	day := func(d int, h int) time.Time { return time.Date(2026, 11, d, h, 0, 0, 0, time.UTC) }
	const (
		del = confirm.StepDelivered
		pen = confirm.StepPending
	)
	var ids []string
	for _, c := range []statsCase{
		{scope, day(18, 10), confirm.StatusConfirmed, confirm.IntentWillBeIn, confirm.ChannelSMS,
			[3]confirm.StepState{del, del, pen}, []time.Duration{10 * time.Minute}, deliveredAt(day(21, 9))},
		{scope, day(18, 11), confirm.StatusConfirmed, confirm.IntentWillBeIn, confirm.ChannelEmail,
			[3]confirm.StepState{del, pen, pen}, []time.Duration{25 * time.Minute}, nil},
		{scope, day(19, 9), confirm.StatusUnreachable, confirm.IntentNoAnswer, "",
			[3]confirm.StepState{del, del, del}, nil, failedFor(confirm.FailureNoOneHome, day(22, 9))},
		{scope, day(19, 10), confirm.StatusInProgress, "", "",
			[3]confirm.StepState{del, pen, pen}, nil, nil},
		{scope, day(20, 8), confirm.StatusInProgress, "", "",
			[3]confirm.StepState{pen, pen, pen}, nil, nil},
		// Deleted below.
		{scope, day(20, 9), confirm.StatusConfirmed, confirm.IntentReschedule, confirm.ChannelCall,
			[3]confirm.StepState{del, del, del}, []time.Duration{time.Minute}, nil},
	} {
		ids = append(ids, c.create(t, s).ID)
	}
	update := func(id string, fn func(c *confirm.Confirmation) error) {
		t.Helper()
		if _, err := s.UpdateConfirmation(ctx, scope, id, fn); err != nil {
			t.Fatalf("UpdateConfirmation: %v", err)
		}
	}
	// The fourth: a text delivered, a reply after 90 minutes, confirmed,
	// then a refused delivery.
	update(ids[3], func(c *confirm.Confirmation) error {
		c.Steps[1].State = del
		c.AddEvent(day(19, 10).Add(90*time.Minute), confirm.EventIn, confirm.ChannelSMS, "yes")
		c.Status = confirm.StatusConfirmed
		c.Outcome = &confirm.Outcome{Intent: confirm.IntentWillBeIn, Summary: "yes", Channel: confirm.ChannelSMS}
		c.Touch(day(19, 12))
		return nil
	})
	update(ids[3], func(c *confirm.Confirmation) error {
		_, err := c.RecordDelivery(confirm.DeliveryReport{Result: confirm.ResultFailed, Reason: confirm.FailureRefused, At: "2026-11-22T10:00:00Z"}, day(22, 12))
		return err
	})
	// The fifth: the email out, then cancelled.
	update(ids[4], func(c *confirm.Confirmation) error {
		c.Steps[0].State = del
		c.Status = confirm.StatusCancelled
		c.Touch(day(20, 9))
		return nil
	})
	// Erasing the customer's details keeps every figure.
	if _, err := confirm.Erase(ctx, s, confirm.Erasure{Scope: scope, Email: "jane@example.com", Key: confirm.AuditKey{ID: "key_abcd", Prefix: "sk_live_abcd"}, At: day(23, 0)}); err != nil {
		t.Fatalf("Erase: %v", err)
	}
	remove(t, ids[5])

	q := confirm.StatsQuery{Scope: scope, From: day(18, 0), To: day(20, 0)}
	figures := func() map[confirm.GroupBy][]statsSummary {
		out := map[confirm.GroupBy][]statsSummary{}
		for _, by := range []confirm.GroupBy{confirm.GroupNone, confirm.GroupDay, confirm.GroupChannel, confirm.GroupIntent} {
			gq := q
			gq.GroupBy = by
			totals, groups, err := s.OutcomeStats(ctx, gq)
			if err != nil {
				t.Fatalf("OutcomeStats by %q: %v", by, err)
			}
			out[by] = append(out[by], summarize(totals))
			for _, g := range groups {
				out[by] = append(out[by], summarize(g))
			}
		}
		return out
	}
	kept := figures()
	const min = int64(60_000)
	diff(t, "totals kept by triggers", statsSummary{"", 5, 3, 3, 2, 5, 3, 1, 25 * min, 90 * min}, kept[confirm.GroupNone][0])
	diff(t, "days kept by triggers", []statsSummary{
		{"", 5, 3, 3, 2, 5, 3, 1, 25 * min, 90 * min},
		{"2026-11-18", 2, 2, 1, 0, 2, 1, 0, 10 * min, 25 * min},
		{"2026-11-19", 2, 1, 2, 2, 2, 2, 1, 90 * min, 90 * min},
		{"2026-11-20", 1, 0, 0, 0, 1, 0, 0, -1, -1},
	}, kept[confirm.GroupDay])

	remigrate(t)
	diff(t, "figures counted afresh", kept, figures())
}
