package confirm

import (
	"context"
	"encoding/json"
	"time"
)

// Account is one retailer. Its keys authenticate API calls; its signing
// secret signs the webhooks it receives.
type Account struct {
	ID            string
	Name          string
	SigningSecret string
	// PreviousSigningSecret is the secret replaced by the last rotation;
	// until PreviousSecretUntil, webhooks carry a signature with each, so
	// receivers can move to the new secret without missing a delivery.
	PreviousSigningSecret string
	PreviousSecretUntil   time.Time
	// RateLimit is the number of creates allowed per client IP in any rolling
	// hour; zero means DefaultRateLimit.
	RateLimit int
	CreatedAt time.Time
}

// DefaultRateLimit is the create limit of an account that has none of its own.
const DefaultRateLimit = 30

// CreateLimit returns the account's create limit per rolling hour.
func (a *Account) CreateLimit() int {
	if a.RateLimit > 0 {
		return a.RateLimit
	}
	return DefaultRateLimit
}

// APIKey is a key of an account. Only its SHA-256 hash is stored.
type APIKey struct {
	ID        string
	AccountID string
	Hash      string // lowercase hex SHA-256 of the whole key
	Prefix    string // the first characters, to recognise a key in listings
	Sandbox   bool
	CreatedAt time.Time
	RevokedAt *time.Time
}

// Scope is what one API key may see: its account's confirmations of its own
// mode (sandbox or live).
type Scope struct {
	AccountID string
	Sandbox   bool
}

// ListFilter selects a page of confirmations, newest first.
type ListFilter struct {
	Scope      Scope
	Limit      int    // 1..MaxListLimit
	Cursor     string // opaque; from the previous page's NextCursor
	Status     Status // optional
	ExternalID string // optional
	// UpdatedSince, when not zero, keeps only the confirmations whose
	// UpdatedAt is at or after it.
	UpdatedSince time.Time
}

// Limits of the list endpoint.
const (
	DefaultListLimit = 20
	MaxListLimit     = 100
)

// Page is one page of a listing. NextCursor is empty on the last page.
type Page struct {
	Confirmations []*Confirmation
	NextCursor    string
}

// ViewPage is one page of a listing as the API writes it: each
// confirmation's encoded view (see Confirmation.ViewJSON).
type ViewPage struct {
	Views      []json.RawMessage
	NextCursor string
}

// Idempotency is the record of a create made with an Idempotency-Key: the
// hash of the request body and the response that was given, kept for
// IdempotencyTTL so a retry gets the same answer and sends nothing again.
type Idempotency struct {
	Scope          Scope
	Key            string
	RequestHash    string
	ConfirmationID string
	Response       []byte
	CreatedAt      time.Time
}

// IdempotencyTTL is how long an Idempotency-Key is remembered.
const IdempotencyTTL = 24 * time.Hour

// Store keeps accounts, keys, confirmations, the webhook outbox and the rate
// log. Implementations are safe for concurrent use, and several processes
// may share one database.
type Store interface {
	EngineStore
	OptOutStore
	ProviderStore
	StatsStore
	OutcomeStatsStore
	ConsoleSessionStore
	OperatorStore
	InboxClaimStore
	InboxStore
	PrivacyStore
	ChangeStore
	DefaultsStore
	NudgeStore

	// Ping checks that the database answers.
	Ping(ctx context.Context) error
	Close() error

	CreateAccount(ctx context.Context, a *Account) error
	// GetAccount returns ENOTFOUND for an unknown id.
	GetAccount(ctx context.Context, id string) (*Account, error)
	ListAccounts(ctx context.Context) ([]*Account, error)
	// UpdateAccount saves an account's name, signing secrets (current and
	// previous, with its end) and rate limit.
	UpdateAccount(ctx context.Context, a *Account) error

	CreateAPIKey(ctx context.Context, k *APIKey) error
	// APIKeyByHash returns the unrevoked key with that hash and its account,
	// or ENOTFOUND.
	APIKeyByHash(ctx context.Context, hash string) (*APIKey, *Account, error)
	ListAPIKeys(ctx context.Context, accountID string) ([]*APIKey, error)
	// RevokeAPIKey marks a key revoked; ENOTFOUND for an unknown id.
	RevokeAPIKey(ctx context.Context, id string, at time.Time) error

	// CreateConfirmation stores a new confirmation with its steps and events.
	// When idem is not nil its record is written in the same transaction; if
	// a record with the same scope and key younger than IdempotencyTTL exists
	// already, nothing is written and ECONFLICT is returned.
	CreateConfirmation(ctx context.Context, c *Confirmation, idem *Idempotency) error
	// GetConfirmation returns ErrNotFound unless the id exists in the scope.
	GetConfirmation(ctx context.Context, scope Scope, id string) (*Confirmation, error)
	ListConfirmations(ctx context.Context, f ListFilter) (*Page, error)
	// ConfirmationView returns the encoded view (Confirmation.ViewJSON) of
	// the confirmation with the id in the scope, as of its last save, or
	// ErrNotFound. It is what GetConfirmation's result would encode to.
	ConfirmationView(ctx context.Context, scope Scope, id string) ([]byte, error)
	// ListViews is ListConfirmations giving encoded views.
	ListViews(ctx context.Context, f ListFilter) (*ViewPage, error)
	// FillViews stores the views of up to limit confirmations that have
	// none (those stored before views were) and returns how many it
	// stored; fewer than limit means none is left.
	FillViews(ctx context.Context, limit int) (int, error)
	// UpdateConfirmation loads a confirmation in the scope inside a
	// transaction that keeps others from changing it meanwhile, calls fn, and
	// if fn returns nil saves what fn changed: status, document, steps (with
	// SendingAt and ActiveUntil), UpdatedAt, WakeAt, LeaseOwner, events
	// appended to the timeline (events already stored are never rewritten)
	// and the deliveries in Outbox. It returns the saved confirmation, or
	// fn's error with nothing saved. CreateConfirmation saves the same
	// fields, Outbox included.
	UpdateConfirmation(ctx context.Context, scope Scope, id string, fn func(*Confirmation) error) (*Confirmation, error)

	// NextDueAt returns the earliest WakeAt of any confirmation (leased or
	// not), and false when none has one. It must stay fast with a million
	// confirmations stored (a partial index on wake_at).
	NextDueAt(ctx context.Context) (time.Time, bool, error)

	// Idempotency returns the record for the scope and key if one younger
	// than IdempotencyTTL before now exists, else ENOTFOUND.
	Idempotency(ctx context.Context, scope Scope, key string, now time.Time) (*Idempotency, error)

	// RecordAttempt logs one create attempt from key (a client IP) at now and
	// reports whether it is allowed: it is when fewer than limit attempts
	// (allowed or not) were logged for key in the hour before now. An
	// allowed attempt counts for exactly RateWindow; a refused one from
	// RefusedAttemptAt(now), so that the refused attempts of one second
	// can be kept as one entry with their number. Atomic across processes.
	RecordAttempt(ctx context.Context, key string, now time.Time, limit int) (bool, error)
	// CountAttempts returns how many of key's attempts, allowed and
	// refused, count against the limit at now, changing nothing: the
	// console shows what is left of the hour's creates.
	CountAttempts(ctx context.Context, key string, now time.Time) (int, error)
	// PruneBefore deletes rate-log entries, resends (see RequeueDelivery)
	// and idempotency records too old to matter at now, so that no such
	// table grows without bound.
	PruneBefore(ctx context.Context, now time.Time) error
}

// RateAttempt is a create attempt, from Key (a client IP) at At, to log
// against the rate limit: it is allowed when fewer than Limit attempts were
// logged for Key in the RateWindow before At.
type RateAttempt struct {
	Key   string
	At    time.Time
	Limit int
}

// RateWindow is how long a create attempt counts against the limit.
const RateWindow = time.Hour

// RefusedAttemptAt is the moment from which a create attempt refused at t
// counts for RateWindow: t rounded up to a whole second. A client that
// retries in a tight loop is refused thousands of times a second; logged
// one by one, its attempts grew the log by as many rows. Rounded, the
// refused attempts of one second share one entry, so an address's log
// holds at most one entry per second of refusals besides its allowed
// attempts, which keep their exact moments. Rounding up, never down, makes
// a refused attempt count up to a second longer than an hour and never
// less, so no rolling hour lets more than the limit through.
func RefusedAttemptAt(t time.Time) time.Time {
	if r := t.Truncate(time.Second); !r.Equal(t) {
		return r.Add(time.Second)
	}
	return t
}
