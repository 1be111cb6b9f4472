package confirm

import (
	"net/url"
	"slices"
	"testing"
	"time"
)

func TestRecordDelivery(t *testing.T) {
	t.Parallel()
	created := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	now := created.Add(72 * time.Hour)
	c := &Confirmation{Status: StatusCancelled, CreatedAt: created, UpdatedAt: created}
	r := DeliveryReport{Result: ResultFailed, Reason: FailureAccess, At: "2026-11-22T10:00:00+01:00"}
	if changed, err := c.RecordDelivery(r, now); err != nil || !changed {
		t.Fatalf("RecordDelivery: %v, %v", changed, err)
	}
	want := DeliveryFeedback{Result: ResultFailed, Reason: FailureAccess, At: time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC), RecordedAt: now}
	if *c.Feedback != want || c.Status != StatusCancelled || !c.UpdatedAt.Equal(now) {
		t.Errorf("feedback %+v, status %s, updated %v", c.Feedback, c.Status, c.UpdatedAt)
	}
	if changed, err := c.RecordDelivery(r, now.Add(time.Hour)); err != nil || changed || !c.UpdatedAt.Equal(now) {
		t.Errorf("the same report again: %v, %v, updated %v", changed, err, c.UpdatedAt)
	}
	for _, tc := range []struct {
		r    DeliveryReport
		want []string
	}{
		{DeliveryReport{Result: ResultDelivered, At: now.Add(DeliveryClockSkew).Format(time.RFC3339)}, nil},
		{DeliveryReport{Result: ResultDelivered, At: now.Add(DeliveryClockSkew + time.Second).Format(time.RFC3339)}, []string{"at is in the future"}},
		{DeliveryReport{Result: ResultDelivered, At: created.Format(time.RFC3339)}, nil},
		{DeliveryReport{Result: ResultDelivered, At: created.Add(-time.Millisecond).Format(time.RFC3339Nano)}, []string{"at is before the confirmation was created"}},
		{DeliveryReport{Result: ResultFailed, Reason: "late", At: "2026-11-22"}, []string{"reason must be one of no_one_home, refused, access, other", "at is not an RFC 3339 timestamp"}},
	} {
		if _, got := tc.r.Check(created, now); !slices.Equal(got, tc.want) {
			t.Errorf("%+v: %q, want %q", tc.r, got, tc.want)
		}
	}
}

func TestParseStatsQuery(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 27, 15, 0, 0, 0, time.UTC)
	q, err := ParseStatsQuery(Scope{}, url.Values{}, now)
	if err != nil || q.From.Format(time.DateOnly) != "2026-10-29" || q.To.Format(time.DateOnly) != "2026-11-27" || !q.End().Equal(time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("defaults: %+v, %v", q, err)
	}
	q, err = ParseStatsQuery(Scope{}, url.Values{"from": {"2025-11-27"}, "to": {"2026-11-27"}, "groupBy": {"day"}}, now)
	if err != nil || q.GroupBy != GroupDay {
		t.Errorf("366 days: %+v, %v", q, err)
	}
	if _, err := ParseStatsQuery(Scope{}, url.Values{"from": {"2025-11-26"}, "to": {"2026-11-27"}}, now); err == nil {
		t.Error("367 days allowed")
	}
	if r := Rate(1, 3); r == nil || *r != 0.3333 {
		t.Errorf("Rate(1, 3) = %v", r)
	}
	if r := Rate(0, 0); r != nil {
		t.Errorf("Rate(0, 0) = %v, want nil", *r)
	}
}
