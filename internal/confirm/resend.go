package confirm

import (
	"context"
	"strconv"
	"strings"
	"time"
)

// DeliveryLister reads a confirmation's webhook deliveries.
type DeliveryLister interface {
	ListDeliveries(ctx context.Context, scope Scope, confirmationID string) ([]*Delivery, error)
}

// Resender is what ResendDelivery needs of a store.
type Resender interface {
	DeliveryLister
	RequeueDelivery(ctx context.Context, scope Scope, deliveryID string, now time.Time, limit ResendLimit) (*Delivery, error)
}

// ResendDelivery puts the delivery with deliveryID of the confirmation with
// confirmationID (in the scope) back in the outbox, due at now, if limit
// allows one more resend: the webhook sender sends it again, as it sends
// every delivery, signing it with the account's secrets of the moment it
// is sent. The payload is the one first queued, so a receiver that keeps
// the newest updatedAt is not moved back by an old one. ENOTFOUND when
// the confirmation has no such delivery, ERATELIMIT when limit does not
// allow it. The sandbox console, the operators' console and the API all
// resend through here.
func ResendDelivery(ctx context.Context, s Resender, scope Scope, confirmationID, deliveryID string, now time.Time, limit ResendLimit) (*Delivery, error) {
	ds, err := s.ListDeliveries(ctx, scope, confirmationID)
	if err != nil {
		return nil, err
	}
	found := false
	for _, d := range ds {
		found = found || d.ID == deliveryID
	}
	if !found {
		return nil, Errorf(ENOTFOUND, "webhook delivery not found")
	}
	return s.RequeueDelivery(ctx, scope, deliveryID, now, limit)
}

// AttemptID names the attempt with index n (from 0) of the delivery with
// deliveryID, as the API shows it: the delivery's id, a dash and the
// attempt's number from 1.
func AttemptID(deliveryID string, n int) string {
	return deliveryID + "-" + strconv.Itoa(n+1)
}

// ParseAttemptID returns the delivery id and the index (from 0) of an
// attempt id AttemptID gave, and false for anything else.
func ParseAttemptID(id string) (deliveryID string, n int, ok bool) {
	deliveryID, num, ok := strings.Cut(id, "-")
	if !ok || !validDeliveryID(deliveryID) || num == "" || num[0] == '0' || len(num) > 6 {
		return "", 0, false
	}
	k, err := strconv.Atoi(num)
	if err != nil || k < 1 || strconv.Itoa(k) != num {
		return "", 0, false
	}
	return deliveryID, k - 1, true
}

// validDeliveryID reports whether id has the form NewDeliveryID gives.
func validDeliveryID(id string) bool {
	rest, ok := strings.CutPrefix(id, "wh_")
	if !ok || len(rest) != 24 {
		return false
	}
	for i := 0; i < len(rest); i++ {
		if !strings.ContainsRune(lowerAlnum, rune(rest[i])) {
			return false
		}
	}
	return true
}
