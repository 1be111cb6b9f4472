package confirm

import (
	"context"
	"testing"
	"time"
)

func TestAttemptID(t *testing.T) {
	t.Parallel()
	d := NewDeliveryID()
	for n := range 3 {
		got, k, ok := ParseAttemptID(AttemptID(d, n))
		if !ok || got != d || k != n {
			t.Errorf("ParseAttemptID(AttemptID(%q, %d)) = %q, %d, %v", d, n, got, k, ok)
		}
	}
	for _, bad := range []string{"", d, d + "-", d + "-0", d + "-01", d + "-+1", d + "-1-1", "wh_x-1", "cf_" + d[3:] + "-1", d + "-9999999"} {
		if _, _, ok := ParseAttemptID(bad); ok {
			t.Errorf("ParseAttemptID(%q) accepted", bad)
		}
	}
}

type resendStore struct {
	ds        []*Delivery
	requeued  []string
	requeueAt time.Time
}

func (s *resendStore) ListDeliveries(context.Context, Scope, string) ([]*Delivery, error) {
	return s.ds, nil
}

func (s *resendStore) RequeueDelivery(_ context.Context, _ Scope, id string, now time.Time, _ ResendLimit) (*Delivery, error) {
	s.requeued, s.requeueAt = append(s.requeued, id), now
	return &Delivery{ID: id}, nil
}

// TestResendDelivery: only a delivery of the confirmation is sent again.
func TestResendDelivery(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	own, elsewhere := NewDeliveryID(), NewDeliveryID()
	s := &resendStore{ds: []*Delivery{{ID: own}}}
	if _, err := ResendDelivery(context.Background(), s, Scope{}, "cf_1", elsewhere, now, DefaultResendLimit); ErrorCode(err) != ENOTFOUND {
		t.Errorf("another confirmation's delivery: err = %v, want ENOTFOUND", err)
	}
	if _, err := ResendDelivery(context.Background(), s, Scope{}, "cf_1", own, now, DefaultResendLimit); err != nil {
		t.Fatalf("Resend: %v", err)
	}
	if len(s.requeued) != 1 || s.requeued[0] != own || !s.requeueAt.Equal(now) {
		t.Errorf("requeued %v at %v, want %s at %v", s.requeued, s.requeueAt, own, now)
	}
}
