package storetest

import (
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// statsCase is one confirmation of the outcome statistics' hand-built set.
type statsCase struct {
	scope    confirm.Scope
	created  time.Time
	status   confirm.Status
	intent   confirm.Intent
	channel  confirm.Channel // the channel the answer came on
	steps    [3]confirm.StepState
	replies  []time.Duration // after created
	feedback *confirm.DeliveryFeedback
}

func (sc statsCase) create(t *testing.T, s confirm.Store) *confirm.Confirmation {
	t.Helper()
	return create(t, s, sc.scope, sc.created, func(c *confirm.Confirmation) {
		c.Status = sc.status
		for i, st := range sc.steps {
			c.Steps[i].State = st
		}
		c.Events = c.Events[:1]
		for _, d := range sc.replies {
			c.AddEvent(sc.created.Add(d), confirm.EventIn, confirm.ChannelSMS, "yes")
		}
		if sc.intent != "" {
			c.Outcome = &confirm.Outcome{Intent: sc.intent, Summary: "answer", Channel: sc.channel}
		}
		c.Feedback = sc.feedback
	})
}

func failedFor(reason confirm.FailureReason, at time.Time) *confirm.DeliveryFeedback {
	return &confirm.DeliveryFeedback{Result: confirm.ResultFailed, Reason: reason, At: at, RecordedAt: at}
}

func deliveredAt(at time.Time) *confirm.DeliveryFeedback {
	return &confirm.DeliveryFeedback{Result: confirm.ResultDelivered, At: at, RecordedAt: at}
}

// statsSummary is what the test checks of each group.
type statsSummary struct {
	Key                                   string
	Created, Answered, Reported, Failed   int64
	ReachedEmail, ReachedSMS, ReachedCall int64
	Median, P90                           int64 // -1 for none
}

func summarize(c confirm.StatsCounts) statsSummary {
	ms := func(p *int64) int64 {
		if p == nil {
			return -1
		}
		return *p
	}
	return statsSummary{
		Key: c.Key, Created: c.Created, Answered: c.Answered, Reported: c.Reported, Failed: c.Failed,
		ReachedEmail: c.Reached[confirm.ChannelEmail], ReachedSMS: c.Reached[confirm.ChannelSMS], ReachedCall: c.Reached[confirm.ChannelCall],
		Median: ms(c.MedianMillis), P90: ms(c.P90Millis),
	}
}

func testOutcomeStats(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	sandbox := confirm.Scope{AccountID: a.ID, Sandbox: true}
	day := func(d int, h int) time.Time { return time.Date(2026, 11, d, h, 0, 0, 0, time.UTC) }
	const (
		del = confirm.StepDelivered
		pen = confirm.StepPending
		fai = confirm.StepFailed
		can = confirm.StepCancelled
		una = confirm.StepUnanswered
		pau = confirm.StepPaused
	)
	q := confirm.StatsQuery{Scope: sandbox, From: day(18, 0), To: day(20, 0)}

	// Nothing yet: zero counts and no times, never an error.
	totals, groups, err := s.OutcomeStats(t.Context(), q)
	if err != nil {
		t.Fatalf("OutcomeStats: %v", err)
	}
	diff(t, "OutcomeStats of an empty period", statsSummary{Median: -1, P90: -1}, summarize(totals))
	diff(t, "groups of an empty period", []confirm.StatsCounts(nil), groups)

	cases := []statsCase{
		// 1: confirmed by text after 10 minutes; delivered.
		{sandbox, day(18, 10), confirm.StatusConfirmed, confirm.IntentWillBeIn, confirm.ChannelSMS,
			[3]confirm.StepState{del, del, can}, []time.Duration{10 * time.Minute, 20 * time.Minute}, deliveredAt(day(21, 9))},
		// 2: someone else will sign, by email after an hour; nobody was in.
		{sandbox, day(18, 23), confirm.StatusConfirmed, confirm.IntentAlternateSigner, confirm.ChannelEmail,
			[3]confirm.StepState{del, pau, pau}, []time.Duration{time.Hour}, failedFor(confirm.FailureNoOneHome, day(22, 9))},
		// 3: rebooked on the call after 3 hours; no access.
		{sandbox, day(19, 0), confirm.StatusRescheduled, confirm.IntentReschedule, confirm.ChannelCall,
			[3]confirm.StepState{del, del, del}, []time.Duration{3 * time.Hour}, failedFor(confirm.FailureAccess, day(22, 9))},
		// 4: unreachable; nobody was in.
		{sandbox, day(19, 8), confirm.StatusUnreachable, confirm.IntentNoAnswer, "",
			[3]confirm.StepState{del, fai, una}, nil, failedFor(confirm.FailureNoOneHome, day(22, 9))},
		// 5: opted out by text after 30 minutes; the email bounced.
		{sandbox, day(19, 12), confirm.StatusActionNeeded, confirm.IntentOptOut, confirm.ChannelSMS,
			[3]confirm.StepState{fai, del, can}, []time.Duration{30 * time.Minute}, nil},
		// 6: cancelled, yet delivered.
		{sandbox, day(20, 1), confirm.StatusCancelled, "", "",
			[3]confirm.StepState{del, can, can}, nil, deliveredAt(day(22, 9))},
		// 7: not started.
		{sandbox, day(20, 2), confirm.StatusScheduled, "", "",
			[3]confirm.StepState{pen, pen, pen}, nil, nil},
		// 8: the email is out.
		{sandbox, day(20, 3), confirm.StatusInProgress, "", "",
			[3]confirm.StepState{del, pen, pen}, nil, nil},
		// Never counted: another mode, another account, before and after
		// the period.
		{confirm.Scope{AccountID: a.ID}, day(19, 9), confirm.StatusConfirmed, confirm.IntentWillBeIn, confirm.ChannelSMS,
			[3]confirm.StepState{del, del, del}, []time.Duration{time.Minute}, failedFor(confirm.FailureOther, day(22, 9))},
		{confirm.Scope{AccountID: b.ID, Sandbox: true}, day(19, 9), confirm.StatusConfirmed, confirm.IntentWillBeIn, confirm.ChannelSMS,
			[3]confirm.StepState{del, del, del}, []time.Duration{time.Minute}, failedFor(confirm.FailureOther, day(22, 9))},
		{sandbox, day(17, 23), confirm.StatusConfirmed, confirm.IntentWillBeIn, confirm.ChannelSMS,
			[3]confirm.StepState{del, del, del}, []time.Duration{time.Minute}, failedFor(confirm.FailureOther, day(22, 9))},
		{sandbox, day(21, 0), confirm.StatusConfirmed, confirm.IntentWillBeIn, confirm.ChannelSMS,
			[3]confirm.StepState{del, del, del}, []time.Duration{time.Minute}, failedFor(confirm.FailureOther, day(22, 9))},
	}
	for _, c := range cases {
		c.create(t, s)
	}
	// 9: what changes later counts too: the text delivered, a reply after
	// two hours that stays unclear, and a refused delivery reported.
	c9 := statsCase{sandbox, day(20, 4), confirm.StatusInProgress, "", "",
		[3]confirm.StepState{del, pen, pen}, nil, nil}.create(t, s)
	_, err = s.UpdateConfirmation(t.Context(), sandbox, c9.ID, func(c *confirm.Confirmation) error {
		c.Steps[1].State = confirm.StepDelivered
		c.AddEvent(day(20, 6), confirm.EventIn, confirm.ChannelSMS, "hmm")
		c.AddEvent(day(20, 7), confirm.EventIn, confirm.ChannelSMS, "hmm?")
		c.Status = confirm.StatusActionNeeded
		c.Outcome = &confirm.Outcome{Intent: confirm.IntentUnclear, Summary: "unclear", Channel: confirm.ChannelSMS}
		c.Touch(day(20, 7))
		return nil
	})
	if err != nil {
		t.Fatalf("UpdateConfirmation: %v", err)
	}
	_, err = s.UpdateConfirmation(t.Context(), sandbox, c9.ID, func(c *confirm.Confirmation) error {
		_, err := c.RecordDelivery(confirm.DeliveryReport{Result: confirm.ResultFailed, Reason: confirm.FailureRefused, At: "2026-11-22T10:00:00Z"}, day(22, 12))
		return err
	})
	if err != nil {
		t.Fatalf("UpdateConfirmation: %v", err)
	}

	want := confirm.NewStatsCounts("")
	want.SetCounts([]int64{
		9,       // created
		7, 4, 1, // reached by email, sms, call
		5,                   // answered
		1, 1, 2, 1, 2, 1, 1, // by status: scheduled, in_progress, confirmed, rescheduled, action_needed, unreachable, cancelled
		1, 1, 1, 0, 0, 0, 1, 0, 1, 1, // by intent: will_be_in, alternate_signer, reschedule, different_day, cancel, wrong_person, opt_out, wants_human, unclear, no_answer
		6, 2, 4, // reported, delivered, failed
		2, 1, 1, 0, // failed: no_one_home, refused, access, other
		3, 1, 2, 3, // reported among confirmed, unreachable, unanswered, not confirmed
		2, 1, 1, 2, // failed among the same
	})
	ms := func(d time.Duration) *int64 { n := d.Milliseconds(); return &n }
	want.MedianMillis, want.P90Millis = ms(time.Hour), ms(3*time.Hour)

	totals, groups, err = s.OutcomeStats(t.Context(), q)
	if err != nil {
		t.Fatalf("OutcomeStats: %v", err)
	}
	diff(t, "OutcomeStats totals", want, totals)
	diff(t, "OutcomeStats groups without groupBy", []confirm.StatsCounts(nil), groups)

	none := int64(-1)
	for _, g := range []struct {
		by   confirm.GroupBy
		want []statsSummary
	}{
		{confirm.GroupDay, []statsSummary{
			{"2026-11-18", 2, 2, 2, 1, 2, 1, 0, 10 * 60_000, 60 * 60_000},
			{"2026-11-19", 3, 2, 2, 2, 2, 2, 1, 30 * 60_000, 180 * 60_000},
			{"2026-11-20", 4, 1, 2, 1, 3, 1, 0, 120 * 60_000, 120 * 60_000},
		}},
		{confirm.GroupChannel, []statsSummary{
			{"", 4, 0, 2, 1, 3, 0, 0, none, none},
			{"call", 1, 1, 1, 1, 1, 1, 1, 180 * 60_000, 180 * 60_000},
			{"email", 1, 1, 1, 1, 1, 0, 0, 60 * 60_000, 60 * 60_000},
			{"sms", 3, 3, 2, 1, 2, 3, 0, 30 * 60_000, 120 * 60_000},
		}},
		{confirm.GroupIntent, []statsSummary{
			{"", 3, 0, 1, 0, 2, 0, 0, none, none},
			{"alternate_signer", 1, 1, 1, 1, 1, 0, 0, 60 * 60_000, 60 * 60_000},
			{"no_answer", 1, 0, 1, 1, 1, 0, 0, none, none},
			{"opt_out", 1, 1, 0, 0, 0, 1, 0, 30 * 60_000, 30 * 60_000},
			{"reschedule", 1, 1, 1, 1, 1, 1, 1, 180 * 60_000, 180 * 60_000},
			{"unclear", 1, 1, 1, 1, 1, 1, 0, 120 * 60_000, 120 * 60_000},
			{"will_be_in", 1, 1, 1, 0, 1, 1, 0, 10 * 60_000, 10 * 60_000},
		}},
	} {
		gq := q
		gq.GroupBy = g.by
		totals, groups, err := s.OutcomeStats(t.Context(), gq)
		if err != nil {
			t.Fatalf("OutcomeStats by %s: %v", g.by, err)
		}
		diff(t, "OutcomeStats totals by "+string(g.by), want, totals)
		var got []statsSummary
		for _, c := range groups {
			got = append(got, summarize(c))
		}
		diff(t, "OutcomeStats by "+string(g.by), g.want, got)
	}

	// One day's period is that day's confirmations.
	one := q
	one.From = day(19, 0)
	one.To = day(19, 0)
	totals, _, err = s.OutcomeStats(t.Context(), one)
	if err != nil {
		t.Fatalf("OutcomeStats: %v", err)
	}
	diff(t, "OutcomeStats of one day", statsSummary{"", 3, 2, 2, 2, 2, 2, 1, 30 * 60_000, 180 * 60_000}, summarize(totals))
}

func testCountFeedback(t *testing.T, s confirm.Store) {
	got, err := s.CountFeedback(t.Context())
	if err != nil {
		t.Fatalf("CountFeedback: %v", err)
	}
	diff(t, "CountFeedback of an empty store", []confirm.FeedbackCount(nil), got)
	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	at := t0.Add(24 * time.Hour)
	for _, c := range []statsCase{
		{scope: confirm.Scope{AccountID: a.ID, Sandbox: true}, status: confirm.StatusConfirmed, feedback: failedFor(confirm.FailureNoOneHome, at)},
		{scope: confirm.Scope{AccountID: b.ID, Sandbox: true}, status: confirm.StatusRescheduled, feedback: failedFor(confirm.FailureNoOneHome, at)},
		{scope: confirm.Scope{AccountID: a.ID, Sandbox: true}, status: confirm.StatusConfirmed, feedback: deliveredAt(at)},
		{scope: confirm.Scope{AccountID: a.ID}, status: confirm.StatusUnreachable, feedback: failedFor(confirm.FailureAccess, at)},
		{scope: confirm.Scope{AccountID: a.ID}, status: confirm.StatusCancelled, feedback: deliveredAt(at)},
		{scope: confirm.Scope{AccountID: a.ID}, status: confirm.StatusConfirmed},
	} {
		c.created = t0
		c.steps = [3]confirm.StepState{confirm.StepDelivered, confirm.StepPending, confirm.StepPending}
		c.create(t, s)
	}
	got, err = s.CountFeedback(t.Context())
	if err != nil {
		t.Fatalf("CountFeedback: %v", err)
	}
	diff(t, "CountFeedback", []confirm.FeedbackCount{
		{Sandbox: false, Result: confirm.ResultDelivered, Reason: "", Class: confirm.ClassNotConfirmed, Count: 1},
		{Sandbox: false, Result: confirm.ResultFailed, Reason: confirm.FailureAccess, Class: confirm.ClassUnreachable, Count: 1},
		{Sandbox: true, Result: confirm.ResultDelivered, Reason: "", Class: confirm.ClassConfirmed, Count: 1},
		{Sandbox: true, Result: confirm.ResultFailed, Reason: confirm.FailureNoOneHome, Class: confirm.ClassConfirmed, Count: 2},
	}, got)
}
