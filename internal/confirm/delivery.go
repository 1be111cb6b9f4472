package confirm

import (
	"context"
	"encoding/json"
	"time"
)

// DeliveryState is where a webhook delivery stands.
type DeliveryState string

// The states of a delivery.
const (
	DeliveryPending   DeliveryState = "pending"   // waiting for its (next) attempt
	DeliveryDelivered DeliveryState = "delivered" // an attempt got a 2xx
	DeliveryFailed    DeliveryState = "failed"    // attempts are over without a 2xx
)

// EventTypeUpdated is the one webhook event type.
const EventTypeUpdated = "confirmation.updated"

// Delivery is one webhook to send, written to the outbox in the same
// transaction as the status change it reports, so a crash never loses it.
type Delivery struct {
	ID             string // "wh_" + 24 of [0-9a-z]
	ConfirmationID string
	AccountID      string
	Sandbox        bool
	URL            string
	// Payload is the exact body to send: {"type": ..., "data": <confirmation>}.
	Payload       []byte
	State         DeliveryState
	CreatedAt     time.Time
	NextAttemptAt time.Time // when State is pending
	Attempts      []Attempt // oldest first
}

// Attempt is one try at delivering a webhook.
type Attempt struct {
	At         time.Time
	StatusCode int // 0 when no response came
	Duration   time.Duration
	Error      string // empty on a 2xx
	// RequestHeaders are the headers sent, for the sandbox console.
	RequestHeaders map[string]string
	// ResponseBody is the start of what the receiver answered.
	ResponseBody string
}

// NewDeliveryID returns a random delivery id.
func NewDeliveryID() string { return "wh_" + randomString(lowerAlnum, 24) }

// QueueWebhook puts a confirmation.updated delivery of c, as it stands now,
// in its outbox, if c has a webhook URL. Call it last, after every change
// of the transaction, so the payload holds the final state and updatedAt.
func (c *Confirmation) QueueWebhook(now time.Time) error {
	if c.WebhookURL == "" {
		return nil
	}
	payload, err := json.Marshal(struct {
		Type string            `json:"type"`
		Data *ConfirmationView `json:"data"`
	}{EventTypeUpdated, c.View()})
	if err != nil {
		return err
	}
	now = now.UTC().Truncate(time.Millisecond)
	c.Outbox = append(c.Outbox, &Delivery{
		ID: NewDeliveryID(), ConfirmationID: c.ID, AccountID: c.AccountID, Sandbox: c.Sandbox,
		URL: c.WebhookURL, Payload: payload, State: DeliveryPending, CreatedAt: now, NextAttemptAt: now,
	})
	return nil
}

// Claim names a confirmation the engine has leased.
type Claim struct {
	ID    string
	Scope Scope
}

// EngineStore is what the engine and the webhook sender need of a store
// beyond the API's operations. Every method is safe across processes.
type EngineStore interface {
	// ClaimDue leases up to limit open confirmations whose WakeAt is at or
	// before now, earliest first, across all accounts: their WakeAt moves to
	// now+lease and their LeaseOwner to owner in the same statement, so
	// that no other process claims them until the lease runs out. On
	// PostgreSQL rows locked by another claim are skipped, not waited for.
	ClaimDue(ctx context.Context, now time.Time, owner string, lease time.Duration, limit int) ([]Claim, error)
	// UpdateClaimed is UpdateConfirmation for the engine: it loads each
	// confirmation by id (any account) in ONE transaction, calls fn on each,
	// and saves those for which fn returned nil (status, document, steps,
	// WakeAt, LeaseOwner, appended events, Outbox). A confirmation for which
	// fn returns an error is left as it was. It returns the saved ones in
	// the order of ids; an error only when the transaction failed.
	UpdateClaimed(ctx context.Context, ids []string, fn func(*Confirmation) error) ([]*Confirmation, error)

	// ClaimDeliveries leases up to limit pending deliveries whose
	// NextAttemptAt is at or before now, oldest first: their NextAttemptAt
	// moves to now+lease so no other sender takes them meanwhile.
	ClaimDeliveries(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]*Delivery, error)
	// FinishAttempt records an attempt of a delivery and sets its state;
	// when state is pending, next is its next attempt time.
	FinishAttempt(ctx context.Context, deliveryID string, a Attempt, state DeliveryState, next time.Time) error
	// NextDeliveryAt returns the earliest NextAttemptAt of a pending
	// delivery, and false when none is pending.
	NextDeliveryAt(ctx context.Context) (time.Time, bool, error)
	// ListDeliveries returns the deliveries of one confirmation in the
	// scope, oldest first, each with its attempts.
	ListDeliveries(ctx context.Context, scope Scope, confirmationID string) ([]*Delivery, error)
	// RequeueDelivery makes a delivery of the scope pending again with its
	// next attempt at now (a resend from the console). ENOTFOUND if unknown.
	RequeueDelivery(ctx context.Context, scope Scope, deliveryID string, now time.Time) (*Delivery, error)
	// PruneDeliveries deletes, with their attempts, up to limit deliveries
	// that finished (delivered or failed) before before, oldest first, and
	// returns how many it deleted: fewer than limit means none is left. A
	// delivery finishes at its last attempt. Pending deliveries are never
	// deleted, nor one sent again since before.
	PruneDeliveries(ctx context.Context, before time.Time, limit int) (int, error)
}

// Message is one message to a customer, as the engine hands it to a
// channel: an email, a text, or a call to place.
type Message struct {
	ConfirmationID string
	AccountID      string
	Sandbox        bool
	Channel        Channel
	To             string // email address or E.164 number
	Subject        string // email only
	Text           string // the email's body, the text, or the call's first line
}
