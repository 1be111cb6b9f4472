package client_test

import (
	"errors"
	"testing"
	"time"

	"github.com/confirmd/confirmd/client"
	"github.com/confirmd/confirmd/internal/apitest"
)

func TestRecordDeliveryAndStats(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, srv *apitest.Server) {
		c := newClient(t, srv.URL, srv.SandboxKey)
		ctx := t.Context()
		cf := mustCreate(t, c, request("SO-1"))
		mustCreate(t, c, request("SO-2"))
		srv.Clock.Advance(48 * time.Hour)
		at := srv.Clock.Now().Add(-time.Hour).Truncate(time.Millisecond)
		got, err := c.RecordDelivery(ctx, cf.ID, client.DeliveryReport{Result: client.DeliveryFailed, Reason: client.FailureNoOneHome, At: at})
		if err != nil {
			t.Fatalf("RecordDelivery: %v", err)
		}
		if d := got.Delivery; d == nil || d.Result != client.DeliveryFailed || d.Reason != client.FailureNoOneHome || !d.At.Equal(at) {
			t.Errorf("delivery %+v", got.Delivery)
		}
		var apiErr *client.Error
		if _, err := c.RecordDelivery(ctx, cf.ID, client.DeliveryReport{Result: client.DeliveryFailed, At: at}); !errors.As(err, &apiErr) || apiErr.ProblemsOf("reason") == nil {
			t.Errorf("failed without a reason: %v", err)
		}

		st, err := c.Stats(ctx, client.StatsQuery{GroupBy: "intent"})
		if err != nil {
			t.Fatalf("Stats: %v", err)
		}
		if st.Totals.Created != 2 || st.Totals.Delivery.Failed != 1 || len(st.Rows) != 1 || st.Rows[0].Key != "none" {
			t.Errorf("stats %+v", st)
		}
		if nc := st.Totals.Delivery.Among["notConfirmed"]; nc.Reported != 1 || nc.FailedRate == nil || *nc.FailedRate != 1 {
			t.Errorf("among not confirmed: %+v", nc)
		}
		if _, err := c.Stats(ctx, client.StatsQuery{From: "2026-11-30", To: "2026-11-01"}); !errors.As(err, &apiErr) || apiErr.ProblemsOf("from") == nil {
			t.Errorf("from after to: %v", err)
		}
	})
}
