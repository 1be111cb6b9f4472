package metrics_test

import (
	"context"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/metrics"
	"github.com/confirmd/confirmd/internal/metrics/metricstest"
)

// fakeFeedback is a store that also counts delivery feedback.
type fakeFeedback struct {
	fakeStats
	feedback []confirm.FeedbackCount
	asks     int
}

var _ metrics.FeedbackStore = (*fakeFeedback)(nil)

func (f *fakeFeedback) CountFeedback(context.Context) ([]confirm.FeedbackCount, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.asks++
	return f.feedback, nil
}

func TestDeliveryFeedbackMetric(t *testing.T) {
	t.Parallel()
	clk := clock.NewFake(now)
	st := &fakeFeedback{feedback: []confirm.FeedbackCount{
		{Sandbox: false, Result: confirm.ResultFailed, Reason: confirm.FailureNoOneHome, Class: confirm.ClassConfirmed, Count: 4},
		{Sandbox: false, Result: confirm.ResultDelivered, Class: confirm.ClassConfirmed, Count: 90},
		{Sandbox: true, Result: confirm.ResultFailed, Reason: confirm.FailureAccess, Class: confirm.ClassNotConfirmed, Count: 2},
	}}
	m := metrics.New(metrics.Config{Store: st, Clock: clk, CacheFor: 15 * time.Second})
	url := serve(t, m)
	f := metricstest.Scrape(t, url)
	for _, c := range []struct {
		labels []string
		want   float64
	}{
		{[]string{"mode", "live", "result", "failed", "reason", "no_one_home", "class", "confirmed"}, 4},
		{[]string{"mode", "live", "result", "delivered", "reason", "", "class", "confirmed"}, 90},
		{[]string{"mode", "sandbox", "result", "failed", "reason", "access", "class", "not_confirmed"}, 2},
		{[]string{"mode", "live", "result", "failed", "reason", "refused", "class", "unreachable"}, 0},
	} {
		if got := value(t, f, "confirmd_delivery_feedback", c.labels...); got != c.want {
			t.Errorf("confirmd_delivery_feedback%v = %v, want %v", c.labels, got, c.want)
		}
	}
	// A second scrape within the cache's time asks the store nothing.
	metricstest.Scrape(t, url)
	if st.asks != 1 {
		t.Errorf("the store was asked %d times, want 1", st.asks)
	}
	problems, err := testutil.GatherAndLint(m.Registry())
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Errorf("%s: %s", p.Metric, p.Text)
	}
}
