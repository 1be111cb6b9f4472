package confirm

import (
	"context"
	"encoding/json"
	"net/url"
	"slices"
	"strings"
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

// DeliveryCaps limit the deliveries in flight at once, so that receivers
// that hang cannot take every worker of the webhook senders: one account's
// hanging receivers leave the other accounts their share, and one hanging
// receiver leaves its account's other receivers theirs. The receiver's cap
// is counted per account: accounts whose webhooks go to one host (a shared
// integration platform, say) do not wait for each other. Zero is no cap.
type DeliveryCaps struct {
	// PerAccount is how many deliveries of one account, sandbox and live
	// together, may be in flight at once.
	PerAccount int
	// PerHost is how many deliveries of one account to one receiver
	// (DeliveryHost) may be in flight at once.
	PerHost int
}

// DeliveryTarget is whose delivery it is and where it goes, as the caps
// count it.
type DeliveryTarget struct {
	AccountID string
	Host      string // DeliveryHost of the URL
}

// DueDelivery is a due delivery as a claim weighs it.
type DueDelivery struct {
	ID string
	DeliveryTarget
}

// DeliveryHost is the receiver a webhook URL leads to, as the caps count
// it: the host in lower case, without a final dot, and the port, the
// scheme's own when the URL names none ("hooks.example.com:443",
// "[2001:db8::1]:8443"). Receivers on one host and different ports are
// different receivers. A URL that cannot be read gives "", counted as one
// receiver like any other; its attempt fails at once.
func DeliveryHost(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil || u.Host == "" {
		return ""
	}
	host := strings.TrimSuffix(strings.ToLower(u.Hostname()), ".")
	port := u.Port()
	if port == "" {
		switch strings.ToLower(u.Scheme) {
		case "https":
			port = "443"
		case "http":
			port = "80"
		}
	}
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	if port == "" {
		return host
	}
	return host + ":" + port
}

// Full returns the accounts, and the receivers of an account, that are at
// their cap with the deliveries in flight: a claim need not look at their
// due deliveries.
func (c DeliveryCaps) Full(inFlight []DeliveryTarget) (accounts []string, targets []DeliveryTarget) {
	byAccount, byTarget := count(inFlight)
	for a, n := range byAccount {
		if atCap(n, c.PerAccount) {
			accounts = append(accounts, a)
		}
	}
	for t, n := range byTarget {
		if atCap(n, c.PerHost) {
			targets = append(targets, t)
		}
	}
	return accounts, targets
}

// PerTarget is how many due deliveries of each account to each host a claim
// of up to limit must look at: no more can be chosen from one of them.
func (c DeliveryCaps) PerTarget(limit int) int {
	n := limit
	for _, v := range []int{c.PerAccount, c.PerHost} {
		if v > 0 {
			n = min(n, v)
		}
	}
	return max(n, 0)
}

// PickDeliveries chooses the deliveries a claim of up to limit takes from
// due, which must be oldest first: in rounds, each account in turn (the one
// with the oldest candidate first) gets its oldest delivery whose account
// and its receiver (of that account) are under the caps, counting the
// deliveries in flight and those chosen before. So an account with a
// backlog takes one delivery per round like an account with one, a
// receiver at its cap gives way to the account's other receivers, and
// another account's deliveries to that receiver go as if it were free. It
// returns the ids in the order chosen.
func PickDeliveries(due []DueDelivery, inFlight []DeliveryTarget, caps DeliveryCaps, limit int) []string {
	byAccount, byTarget := count(inFlight)
	taken := make([]bool, len(due))
	var ids []string
	for len(ids) < limit {
		served := map[string]bool{} // accounts that have had their turn this round
		for i, d := range due {
			if len(ids) == limit {
				break
			}
			if taken[i] || served[d.AccountID] ||
				atCap(byAccount[d.AccountID], caps.PerAccount) || atCap(byTarget[d.DeliveryTarget], caps.PerHost) {
				continue
			}
			taken[i], served[d.AccountID] = true, true
			byAccount[d.AccountID]++
			byTarget[d.DeliveryTarget]++
			ids = append(ids, d.ID)
		}
		if len(served) == 0 {
			break // nothing left that the caps allow
		}
	}
	return ids
}

func count(ts []DeliveryTarget) (byAccount map[string]int, byTarget map[DeliveryTarget]int) {
	byAccount, byTarget = map[string]int{}, map[DeliveryTarget]int{}
	for _, t := range ts {
		byAccount[t.AccountID]++
		byTarget[t]++
	}
	return byAccount, byTarget
}

func atCap(n, limit int) bool { return limit > 0 && n >= limit }

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
	// NextAttemptAt is at or before now, chosen by PickDeliveries under
	// caps from the deliveries in flight (claimed, with a lease that has not
	// run out, and not finished) and the due ones: their NextAttemptAt moves
	// to now+lease so no other sender takes them meanwhile, and they count
	// as in flight until they finish or the lease runs out. Claims run one
	// at a time, across processes too, so the caps hold for all of them.
	ClaimDeliveries(ctx context.Context, now time.Time, lease time.Duration, limit int, caps DeliveryCaps) ([]*Delivery, error)
	// FinishAttempt records an attempt of a delivery and sets its state;
	// when state is pending, next is its next attempt time. The delivery is
	// no longer in flight.
	FinishAttempt(ctx context.Context, deliveryID string, a Attempt, state DeliveryState, next time.Time) error
	// NextDeliveryAt returns the earliest NextAttemptAt after after of a
	// pending delivery (a lease's end included), and false when there is
	// none. Deliveries due at after are left out: they were due for the
	// last claim, and the caps held them back until something in flight
	// finishes.
	NextDeliveryAt(ctx context.Context, after time.Time) (time.Time, bool, error)
	// ListDeliveries returns the deliveries of one confirmation in the
	// scope, oldest first, each with its attempts.
	ListDeliveries(ctx context.Context, scope Scope, confirmationID string) ([]*Delivery, error)
	// ListFailedDeliveries returns up to limit deliveries of the scope
	// whose attempts are over without a 2xx, the last to fail first, each
	// with its attempts: what the operators' console offers to send again.
	ListFailedDeliveries(ctx context.Context, scope Scope, limit int) ([]*Delivery, error)
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
