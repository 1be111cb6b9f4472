package confirm

import (
	"encoding/json"
	"time"
)

// The rules of how a confirmation is stored, the same in every store: each
// store holds only the SQL that writes and reads them.

// StoredTime is t as every store keeps a time, and as it reads back: UTC,
// cut to the millisecond the API shows. The zero time stays zero.
func StoredTime(t time.Time) time.Time { return storedTime(t) }

// SameTime reports whether a and b are stored alike.
func SameTime(a, b time.Time) bool { return storedTime(a).Equal(storedTime(b)) }

// SameStep reports whether a and b are stored alike, so that a save leaves
// the stored one as it is.
func SameStep(a, b Step) bool {
	return a.Channel == b.Channel && a.State == b.State && a.Attempts == b.Attempts &&
		SameTime(a.DueAt, b.DueAt) && SameTime(a.SendingAt, b.SendingAt) && SameTime(a.ActiveUntil, b.ActiveUntil)
}

// Encode returns what a confirmation's row holds besides its columns: its
// document (with the times in it cut as every stored time is, though JSON
// would keep nanoseconds and zones) and its API view.
func Encode(c *Confirmation) (doc, view []byte, err error) {
	if doc, err = json.Marshal(c.Document()); err != nil {
		return nil, nil, err
	}
	if view, err = c.ViewJSON(); err != nil {
		return nil, nil, err
	}
	return doc, view, nil
}

// EncodeDocument returns the stored document of c, as Encode gives it.
func EncodeDocument(c *Confirmation) ([]byte, error) { return json.Marshal(c.Document()) }

// DeliveryNextAttempt is the next attempt time stored for a delivery in
// state, and whether it has one: only a pending delivery does, which also
// keeps the others out of the index of pending deliveries.
func DeliveryNextAttempt(state DeliveryState, next time.Time) (time.Time, bool) {
	if state != DeliveryPending {
		return time.Time{}, false
	}
	return next, true
}

// DeliveryFinishedAt is the finish time stored for a delivery left in state
// by an attempt at at, and whether it has one: not while it is pending.
func DeliveryFinishedAt(state DeliveryState, at time.Time) (time.Time, bool) {
	if state == DeliveryPending {
		return time.Time{}, false
	}
	return at, true
}
