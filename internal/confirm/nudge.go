package confirm

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"
)

// Nudges: when a customer starts waiting for a person (a confirmation
// enters the hand-off inbox), the account's team hears of it by email at
// its operations address and, if the account opts in, by an inbox.waiting
// webhook event. Customers who start waiting close together are told of
// together: a scope's nudges wait in the database until the oldest is
// NudgeWindow old, and then one email and one event list every one of
// them. A nudge is noted in the transaction that makes the confirmation
// wait (Update, Create), so a restart loses none; the event is written
// to the webhook outbox in the transaction that takes the nudges, and the
// email waits in an outbox of its own until it is sent.

// NudgeWindow is how long a scope's first nudge waits for others to join
// it.
const NudgeWindow = time.Minute

// EventTypeInboxWaiting is the type of the webhook event of a nudge.
const EventTypeInboxWaiting = "inbox.waiting"

// MaxNudgeItems is how many confirmations one email or event lists; the
// rest are counted ("and 12 more").
const MaxNudgeItems = 50

// MaxNudgeEmailAttempts is how often a nudge's email is tried before it
// is given up.
const MaxNudgeEmailAttempts = 5

// Nudge notes that a confirmation started waiting for a person.
type Nudge struct {
	ConfirmationID string
	AccountID      string
	Sandbox        bool
	// WaitingSince is the wait's Handoff.WaitingSince: a nudge is sent
	// only if the confirmation still waits the same wait.
	WaitingSince string
	At           time.Time // when the wait began, stored
}

// NudgeOf returns the nudge of c, saved over old (nil for a new
// confirmation), if c starts a wait: it waits and old did not wait the
// same wait. A customer who writes again while waiting keeps their place
// and is not nudged again.
func NudgeOf(c, old *Confirmation) *Nudge {
	since, ok := c.Waiting()
	if !ok {
		return nil
	}
	if old != nil && old.Handoff != nil && old.Handoff.WaitingSince == c.Handoff.WaitingSince {
		return nil
	}
	return &Nudge{ConfirmationID: c.ID, AccountID: c.AccountID, Sandbox: c.Sandbox,
		WaitingSince: c.Handoff.WaitingSince, At: storedTime(since)}
}

// NudgeItem is one confirmation a nudge lists.
type NudgeItem struct {
	ID           string `json:"id"`
	ExternalID   string `json:"externalId,omitempty"`
	WaitingSince string `json:"waitingSince"`
}

// NudgeBatch is a scope's nudges as they are taken to be sent.
type NudgeBatch struct {
	Scope Scope
	// Defaults are the scope's settings now (operations address, inbox
	// events, webhook URL).
	Defaults *Defaults
	// Items are the confirmations still waiting the wait they were
	// nudged for, oldest first; those that stopped are left out.
	Items []NudgeItem
}

// NudgeEmail is a nudge's email, kept until it is sent.
type NudgeEmail struct {
	ID        string // "nm_" + 24 of [0-9a-z]
	AccountID string
	Sandbox   bool
	// ConfirmationID is the first confirmation listed; a sandbox email
	// is recorded under it, as every sandbox message is.
	ConfirmationID string
	To, Subject    string
	Text           string
	CreatedAt      time.Time
	Attempts       int // made so far, counting the one claimed
}

// NudgeStore keeps nudges until they are sent.
type NudgeStore interface {
	// TakeNudges takes, in one transaction each, the nudges of up to
	// limit scopes whose oldest nudge is at or before due: every nudge of
	// such a scope (several processes never take the same one), with the
	// confirmations still waiting the same wait and the scope's defaults.
	// It calls fn with them and writes what fn returns (either may be
	// nil) in the same transaction: the delivery to the webhook outbox,
	// the email to the nudges' email outbox. It returns how many scopes
	// it took.
	TakeNudges(ctx context.Context, due time.Time, limit int, fn func(*NudgeBatch) (*Delivery, *NudgeEmail, error)) (int, error)
	// ClaimNudgeEmails returns up to limit emails not claimed since
	// before now-lease, counting an attempt of each: a process that dies
	// with one leaves it to be claimed again once lease has passed.
	ClaimNudgeEmails(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]*NudgeEmail, error)
	// DeleteNudgeEmail removes an email once sent, or given up.
	DeleteNudgeEmail(ctx context.Context, id string) error
}

// NewNudgeEmailID returns a random id of a nudge's email.
func NewNudgeEmailID() string { return "nm_" + randomString(lowerAlnum, 24) }

// Outputs returns what b sends at now: the inbox.waiting delivery if the
// scope has inbox events on and a webhook URL, and the email if it has an
// operations address. Either is nil when not sent, and both are when
// nobody of b waits any more. consoleURL is the operators' console's
// address ("https://confirmd.example/console"), for the email's links;
// "" leaves them out.
func (b *NudgeBatch) Outputs(now time.Time, consoleURL string) (*Delivery, *NudgeEmail, error) {
	if len(b.Items) == 0 || b.Defaults == nil {
		return nil, nil, nil
	}
	now = storedTime(now)
	items, more := b.Items, 0
	if len(items) > MaxNudgeItems {
		items, more = items[:MaxNudgeItems], len(items)-MaxNudgeItems
	}
	var d *Delivery
	if b.Defaults.InboxEvents && b.Defaults.WebhookURL != "" {
		type data struct {
			Sandbox bool        `json:"sandbox"`
			Count   int         `json:"count"`
			Waiting []NudgeItem `json:"waiting"`
			More    int         `json:"more"`
		}
		payload, err := json.Marshal(struct {
			Type string `json:"type"`
			Data data   `json:"data"`
		}{EventTypeInboxWaiting, data{b.Scope.Sandbox, len(b.Items), items, more}})
		if err != nil {
			return nil, nil, err
		}
		d = &Delivery{ID: NewDeliveryID(), ConfirmationID: items[0].ID, AccountID: b.Scope.AccountID,
			Sandbox: b.Scope.Sandbox, URL: b.Defaults.WebhookURL, Payload: payload, State: DeliveryPending,
			CreatedAt: now, NextAttemptAt: now}
	}
	var m *NudgeEmail
	if b.Defaults.OperationsEmail != "" {
		m = &NudgeEmail{ID: NewNudgeEmailID(), AccountID: b.Scope.AccountID, Sandbox: b.Scope.Sandbox,
			ConfirmationID: items[0].ID, To: b.Defaults.OperationsEmail, CreatedAt: now}
		m.Subject, m.Text = nudgeText(b.Scope.Sandbox, len(b.Items), items, more, consoleURL)
	}
	return d, m, nil
}

// nudgeText words a nudge's email.
func nudgeText(sandbox bool, n int, items []NudgeItem, more int, consoleURL string) (subject, text string) {
	mode := ""
	if sandbox {
		mode = " (sandbox)"
	}
	if n == 1 {
		subject = "A customer is waiting for you" + mode
	} else {
		subject = fmt.Sprintf("%d customers are waiting for you%s", n, mode)
	}
	var b strings.Builder
	if n == 1 {
		b.WriteString("A customer asked for a person, or needs one, before their delivery:\n\n")
	} else {
		fmt.Fprintf(&b, "%d customers asked for a person, or need one, before their delivery:\n\n", n)
	}
	for _, it := range items {
		b.WriteString("- " + it.ID)
		if it.ExternalID != "" {
			b.WriteString(" (" + it.ExternalID + ")")
		}
		if t, err := ParseTime(it.WaitingSince); err == nil {
			b.WriteString(", waiting since " + t.UTC().Format("15:04 UTC, 2 Jan"))
		}
		if consoleURL != "" {
			b.WriteString("\n  " + consoleURL + "/inbox/" + it.ID)
		}
		b.WriteString("\n")
	}
	if more > 0 {
		fmt.Fprintf(&b, "- and %d more\n", more)
	}
	if consoleURL != "" {
		b.WriteString("\nThe inbox: " + consoleURL + "/inbox\n")
	}
	b.WriteString("\nconfirmd sends this to the account's operations address (operationsEmail); set it to null to stop.\n")
	return subject, b.String()
}
