package confirm

import (
	"context"
	"encoding/json"
	"slices"
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
	// next attempt at now (a resend from the console), if limit allows one
	// more resend (see ResendLimit.Allow, given the account's resends of
	// the ResendWindow before now), and logs the resend. ENOTFOUND if the
	// delivery is unknown, ERATELIMIT (with nothing changed or logged) if
	// the limit does not allow it. Atomic across processes: resends of one
	// account take turns, so simultaneous ones cannot both take the last
	// one the limit allows.
	RequeueDelivery(ctx context.Context, scope Scope, deliveryID string, now time.Time, limit ResendLimit) (*Delivery, error)
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

// ResendWindow is how long a resend counts against the ResendLimit.
const ResendWindow = time.Hour

// ResendLimit bounds how often deliveries may be sent again from the
// sandbox console. Each resend is a request confirmd makes, from its own
// network, to an address the account chose, and the console shows the
// answer; unbounded, one account of a shared installation could use it to
// hammer a receiver or to probe whatever it can reach. Only resends made
// count: a refused one does not, so a developer who meets the limit gets
// a resend back as soon as the oldest one is an hour old.
type ResendLimit struct {
	// PerConfirmation is how many resends of one confirmation's
	// deliveries the ResendWindow may hold.
	PerConfirmation int
	// PerAccount is how many resends of all of an account's deliveries
	// the ResendWindow may hold.
	PerAccount int
}

// DefaultResendLimit is 5 resends per confirmation and 60 per account in
// any hour: a developer fixing a receiver sends one delivery again a few
// times, and even a busy sandbox account rarely needs one a minute.
var DefaultResendLimit = ResendLimit{PerConfirmation: 5, PerAccount: 60}

// Resend is one delivery sent again, as the store logs it.
type Resend struct {
	ConfirmationID string
	At             time.Time
}

// Allow returns nil if one more resend of a delivery of confirmationID
// fits in l at now, given recent, the account's resends in the
// ResendWindow before now, or an ERATELIMIT error that says which limit
// was met and when the next resend will be allowed. A limit of 0 or less
// allows none.
func (l ResendLimit) Allow(confirmationID string, recent []Resend, now time.Time) error {
	// The times of the resends that count, oldest first, for each limit.
	var ofConfirmation, ofAccount []time.Time
	for _, r := range recent {
		if !r.At.After(now.Add(-ResendWindow)) {
			continue
		}
		ofAccount = append(ofAccount, r.At)
		if r.ConfirmationID == confirmationID {
			ofConfirmation = append(ofConfirmation, r.At)
		}
	}
	for _, c := range []struct {
		times []time.Time
		limit int
		what  string
	}{
		{ofConfirmation, l.PerConfirmation, "per confirmation"},
		{ofAccount, l.PerAccount, "per account"},
	} {
		if c.limit <= 0 {
			return Errorf(ERATELIMIT, "Send again is turned off on this server")
		}
		if len(c.times) < c.limit {
			continue
		}
		slices.SortFunc(c.times, time.Time.Compare)
		// Room for one more comes when all but limit-1 of them have left
		// the window.
		next := c.times[len(c.times)-c.limit].Add(ResendWindow)
		return Errorf(ERATELIMIT, "Send again is limited to %d %s in any hour; try again after %s UTC",
			c.limit, c.what, next.UTC().Format("15:04:05"))
	}
	return nil
}
