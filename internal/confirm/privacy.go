package confirm

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strings"
	"time"
)

// Erased is what a removed piece of personal data reads as: names,
// summaries, notes, reasons, timeline texts and the answers receivers gave
// to webhooks. Fields that are absent when unknown (phone, email, address)
// are removed instead.
const Erased = "[erased]"

// Redact removes the customer's personal data from a stored document: the
// customer's name, number and address, the outcome's summary, signer and
// notes, the cancel reason, and what the conversation kept of the
// customer's words. What statistics count stays: status, intent, channels,
// the order's dates and window, and the customer's language. RedactedAt
// becomes at.
func (d *Document) Redact(at time.Time) {
	d.Customer = redactCustomer(d.Customer)
	d.Order.Address = nil
	d.Outcome = redactOutcome(d.Outcome)
	d.CancelReason = redactText(d.CancelReason)
	d.Conversation.Notes = ""
	d.Conversation.SMS.Questions = nil
	d.Conversation.Call.Questions = nil
	d.RedactedAt = storedTime(at)
}

// Redact removes the customer's personal data from a view, as
// Document.Redact does from a document, and every timeline text, which may
// quote the customer. A view redacted at at, with updatedAt set to
// updated, is the view of the redacted confirmation.
func (v *ConfirmationView) Redact(at, updated time.Time) {
	v.Customer = redactCustomer(v.Customer)
	v.Order.Address = nil
	v.Outcome = redactOutcome(v.Outcome)
	v.CancelReason = redactText(v.CancelReason)
	for i := range v.Events {
		v.Events[i].Text = Erased
	}
	v.RedactedAt = FormatTime(at)
	v.UpdatedAt = FormatTime(updated)
}

func redactCustomer(c Customer) Customer {
	return Customer{Name: Erased, First: Erased, Language: c.Language}
}

func redactOutcome(o *Outcome) *Outcome {
	if o == nil {
		return nil
	}
	r := *o
	r.Summary = Erased
	r.SignerName = redactText(r.SignerName)
	r.Notes = redactText(r.Notes)
	return &r
}

// keepErased keeps a confirmation whose personal data was removed without
// it after a change: what arrived since old (a late reply, a line said on a
// call, a resolution's notes, summary and signer, a person's message) keeps
// its intent, status, kind, channel and time, but not its text, which
// reads as Erased. The webhook deliveries queued with the change are
// redacted too. A confirmation not redacted is left as it is, and nothing
// can make a redacted one hold data again.
func (c *Confirmation) keepErased(old *Confirmation) error {
	if old.RedactedAt.IsZero() {
		return nil
	}
	c.RedactedAt = old.RedactedAt
	c.Customer = redactCustomer(c.Customer)
	c.Order.Address = nil
	c.Outcome = redactOutcome(c.Outcome)
	c.CancelReason = redactText(c.CancelReason)
	c.Conversation.Notes = ""
	c.Conversation.SMS.Questions = nil
	c.Conversation.Call.Questions = nil
	for i := len(old.Events); i < len(c.Events); i++ {
		c.Events[i].Text = Erased
	}
	for _, d := range c.Outbox {
		p, err := RedactPayload(d.Payload, c.RedactedAt)
		if err != nil {
			return err
		}
		d.Payload = p
	}
	return nil
}

// redactText is Erased for a text given, and "" for none, so that a field
// absent before stays absent.
func redactText(s string) string {
	if s == "" {
		return ""
	}
	return Erased
}

// RedactedUpdatedAt is the updatedAt of a confirmation last changed at
// updated once it is redacted at at: at, or a millisecond after updated if
// at is not later, as Touch makes it.
func RedactedUpdatedAt(updated, at time.Time) time.Time {
	c := Confirmation{UpdatedAt: updated.UTC().Truncate(time.Millisecond)}
	c.Touch(at)
	return c.UpdatedAt
}

// RedactPayload returns a webhook delivery's body with the confirmation in
// it redacted (see ConfirmationView.Redact), its updatedAt as it was sent.
func RedactPayload(payload []byte, at time.Time) ([]byte, error) {
	var p struct {
		Type string            `json:"type"`
		Data *ConfirmationView `json:"data"`
	}
	if err := json.Unmarshal(payload, &p); err != nil {
		return nil, err
	}
	if p.Data != nil {
		keep := p.Data.UpdatedAt
		p.Data.Redact(at, time.Time{})
		p.Data.UpdatedAt = keep
	}
	return json.Marshal(p)
}

// RedactResponse returns a create's stored answer, {"confirmation": view},
// with the confirmation redacted, so that a retry with its
// Idempotency-Key gets the same confirmation without the personal data.
func RedactResponse(resp []byte, at, updated time.Time) ([]byte, error) {
	var r struct {
		Confirmation *ConfirmationView `json:"confirmation"`
	}
	if err := json.Unmarshal(resp, &r); err != nil {
		return nil, err
	}
	if r.Confirmation != nil {
		keep := r.Confirmation.UpdatedAt
		r.Confirmation.Redact(at, updated)
		r.Confirmation.UpdatedAt = keep
	}
	return json.Marshal(r)
}

// RedactView returns a stored view redacted at at with updatedAt updated.
func RedactView(view []byte, at, updated time.Time) ([]byte, error) {
	var v ConfirmationView
	if err := json.Unmarshal(view, &v); err != nil {
		return nil, err
	}
	v.Redact(at, updated)
	return json.Marshal(&v)
}

// OptOutKey is how an opt-out is kept once the number's personal data is
// removed: a hash of the account and the number, so that OptedOut still
// finds it for that number while the number itself is no longer stored.
// The opt-out keeps its mode.
func OptOutKey(accountID, phone string) string {
	h := sha256.Sum256([]byte("confirmd opt-out\x00" + accountID + "\x00" + phone))
	return "sha256:" + hex.EncodeToString(h[:])
}

// EmailKey is an email address as erasures compare it: with ASCII letters
// in lower case, as both stores' lower() make them.
func EmailKey(s string) string {
	b := []byte(strings.TrimSpace(s))
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// Redacted counts what one removal of personal data changed.
type Redacted struct {
	Confirmations int `json:"confirmations"` // documents, with their views
	Events        int `json:"events"`        // timeline texts
	Deliveries    int `json:"deliveries"`    // webhook deliveries, with their attempts' answers
	Idempotency   int `json:"idempotency"`   // stored answers to creates
	OptOuts       int `json:"optOuts"`       // opt-outs now kept as OptOutKey
}

// Total is the number of records changed.
func (r Redacted) Total() int {
	return r.Confirmations + r.Events + r.Deliveries + r.Idempotency + r.OptOuts
}

// Add returns the sum of r and o.
func (r Redacted) Add(o Redacted) Redacted {
	return Redacted{
		Confirmations: r.Confirmations + o.Confirmations, Events: r.Events + o.Events,
		Deliveries: r.Deliveries + o.Deliveries, Idempotency: r.Idempotency + o.Idempotency,
		OptOuts: r.OptOuts + o.OptOuts,
	}
}

// Redaction is one batch of confirmations whose personal data a store
// removes in one transaction.
type Redaction struct {
	IDs []string
	At  time.Time
	// AccountID and Phones name numbers whose opt-outs are to be kept as
	// OptOutKey, besides those of the confirmations' customers (each in
	// its confirmation's mode): those of both modes, or of the sandbox
	// only when SandboxOnly, so that a sandbox key's erasure never
	// changes live data.
	AccountID   string
	Phones      []string
	SandboxOnly bool
	// Audit, when not nil, is called with what the batch changed, and the
	// entry it returns is recorded in the same transaction.
	Audit func(Redacted) *AuditEntry
}

// CustomerMatch is a confirmation of the customer an erasure names.
type CustomerMatch struct {
	ID     string
	Status Status
}

// PrivacyStore removes personal data and keeps the audit log.
type PrivacyStore interface {
	// CustomerConfirmations returns the confirmations of the account in the
	// sandbox or live scope whose customer has that phone (E.164) or, when
	// phone is "", that email (compared as EmailKey makes it), found by
	// index however many the account has.
	CustomerConfirmations(ctx context.Context, accountID string, sandbox bool, phone, email string) ([]CustomerMatch, error)
	// RedactConfirmations removes the personal data of the confirmations
	// r names in one transaction (see Document.Redact, ConfirmationView
	// .Redact): their documents and views, which become redacted at r.At
	// with updatedAt moved as RedactedUpdatedAt says, every text of their
	// timelines, their webhook deliveries' bodies and the answers
	// receivers gave, and the stored answers of the creates that made
	// them. Opt-outs of their customers' numbers and of r.Phones are kept
	// as OptOutKey only. Confirmations already redacted are done again.
	RedactConfirmations(ctx context.Context, r Redaction) (Redacted, error)
	// ExpiredConfirmations returns up to limit closed confirmations not
	// yet redacted whose order date is before before (YYYY-MM-DD), oldest
	// date first.
	ExpiredConfirmations(ctx context.Context, before string, limit int) ([]Claim, error)

	AuditStore
}

// ErasureBatch is how many confirmations one transaction of an erasure or
// of a retention run redacts.
const ErasureBatch = 500

// Erasure asks for the personal data of one customer, named by phone, by
// email or by one of their confirmations, to be removed from what an
// account holds.
type Erasure struct {
	Scope          Scope
	Phone          string   // E.164, or ""
	Email          string   // or ""
	ConfirmationID string   // or ""
	Key            AuditKey // the key that asked
	At             time.Time
}

// ErasureStore is what Erase needs.
type ErasureStore interface {
	PrivacyStore
	GetConfirmation(ctx context.Context, scope Scope, id string) (*Confirmation, error)
	UpdateConfirmation(ctx context.Context, scope Scope, id string, fn func(*Confirmation) error) (*Confirmation, error)
}

// Erase removes the customer's personal data from every confirmation of
// the erasure's scope, and, for a live key, of the account's sandbox too.
// A customer named by a confirmation (of the erasure's scope, else
// ErrNotFound) is that confirmation's customer: the erasure covers it and
// every confirmation with its customer's phone or email, as an erasure by
// each would. Open confirmations of the customer are cancelled first, so
// that nobody is contacted again; the erasure is recorded in the audit
// log, without the phone, email or confirmation, in the transaction of its
// last batch.
func Erase(ctx context.Context, s ErasureStore, e Erasure) (Redacted, error) {
	sandboxes := []bool{false, true}
	if e.Scope.Sandbox {
		sandboxes = []bool{true}
	}
	by := "email"
	phone, email := e.Phone, EmailKey(e.Email)
	var ids []string
	seen := map[string]bool{}
	var matches []CustomerMatch
	var matchScopes []Scope
	switch {
	case e.ConfirmationID != "":
		by = "confirmation"
		c, err := s.GetConfirmation(ctx, e.Scope, e.ConfirmationID)
		if err != nil {
			return Redacted{}, err
		}
		phone, email = c.Customer.Phone, EmailKey(c.Customer.Email)
		matches, matchScopes = append(matches, CustomerMatch{ID: c.ID, Status: c.Status}), append(matchScopes, e.Scope)
	case phone != "":
		by = "phone"
	}
	for _, sb := range sandboxes {
		for _, key := range [][2]string{{phone, ""}, {"", email}} {
			if key == [2]string{} {
				continue
			}
			found, err := s.CustomerConfirmations(ctx, e.Scope.AccountID, sb, key[0], key[1])
			if err != nil {
				return Redacted{}, err
			}
			for _, m := range found {
				matches, matchScopes = append(matches, m), append(matchScopes, Scope{AccountID: e.Scope.AccountID, Sandbox: sb})
			}
		}
	}
	for i, m := range matches {
		if seen[m.ID] {
			continue
		}
		seen[m.ID] = true
		if m.Status.Open() {
			_, err := s.UpdateConfirmation(ctx, matchScopes[i], m.ID, func(c *Confirmation) error {
				return c.Cancel(e.At, "")
			})
			if err != nil && ErrorCode(err) != ECONFLICT && ErrorCode(err) != ENOTFOUND {
				return Redacted{}, err
			}
		}
		ids = append(ids, m.ID)
	}
	var phones []string
	if phone != "" {
		phones = []string{phone}
	}
	var total Redacted
	for start := 0; ; start += ErasureBatch {
		end := min(start+ErasureBatch, len(ids))
		r := Redaction{IDs: ids[start:end], At: e.At, AccountID: e.Scope.AccountID, SandboxOnly: e.Scope.Sandbox}
		last := end == len(ids)
		if last {
			r.Phones = phones
			r.Audit = func(batch Redacted) *AuditEntry {
				details, _ := json.Marshal(struct {
					By string `json:"by"`
					Redacted
				}{by, total.Add(batch)})
				entry := &AuditEntry{
					AccountID: e.Scope.AccountID, Scope: AuditScopeOf(e.Scope), At: e.At,
					Actor: AuditActorAPI, Action: AuditErasure, Details: details,
				}
				entry.By(e.Key)
				return entry
			}
		}
		n, err := s.RedactConfirmations(ctx, r)
		if err != nil {
			return total, err
		}
		total = total.Add(n)
		if last {
			return total, nil
		}
	}
}

// DefaultRetentionDays is how many days after its booked day a closed
// confirmation keeps its customer's personal data, unless set otherwise.
const DefaultRetentionDays = 90

// RetentionBefore is the earliest booked day (YYYY-MM-DD) whose closed
// confirmations keep their personal data at now when it is kept for days
// days after the booked day: those booked before it have it removed.
func RetentionBefore(now time.Time, days int) string {
	return now.UTC().AddDate(0, 0, -days).Format(time.DateOnly)
}

// Retain removes the personal data of every closed confirmation booked
// before RetentionBefore(now, days), in batches of ErasureBatch, and
// records one audit entry per account and scope for what it did. It
// returns how many confirmations of each scope it redacted; on an error,
// what was done until then, which the entries also record.
func Retain(ctx context.Context, s PrivacyStore, now time.Time, days int) (map[Scope]int, error) {
	before := RetentionBefore(now, days)
	done := map[Scope]int{}
	var err error
	for ctx.Err() == nil {
		var claims []Claim
		claims, err = s.ExpiredConfirmations(ctx, before, ErasureBatch)
		if err != nil || len(claims) == 0 {
			break
		}
		ids := make([]string, len(claims))
		for i, c := range claims {
			ids[i] = c.ID
		}
		if _, err = s.RedactConfirmations(ctx, Redaction{IDs: ids, At: now}); err != nil {
			break
		}
		for _, c := range claims {
			done[c.Scope]++
		}
		if len(claims) < ErasureBatch {
			break
		}
	}
	for scope, n := range done {
		details, _ := json.Marshal(map[string]any{"confirmations": n, "days": days, "bookedBefore": before})
		e := &AuditEntry{
			AccountID: scope.AccountID, Scope: AuditScopeOf(scope), At: now,
			Actor: AuditActorJanitor, Action: AuditRetention, Details: details,
		}
		if aerr := s.RecordAudit(ctx, e); aerr != nil && err == nil {
			err = aerr
		}
	}
	return done, err
}

// ErasureRequest is what an erasure names: exactly one of Phone, Email and
// ConfirmationID, and, for a phone number written in national form, the
// IANA time zone whose country it is read in (as a create reads the
// customer's phone in the order's zone).
type ErasureRequest struct {
	Phone          string
	Email          string
	ConfirmationID string
	Timezone       string
}

// Validate checks the request and puts Phone in E.164 and Email in the
// form erasures compare (EmailKey). It returns every problem, each naming
// its field.
func (r *ErasureRequest) Validate() []string {
	var problems []string
	r.Phone, r.Email, r.Timezone = strings.TrimSpace(r.Phone), strings.TrimSpace(r.Email), strings.TrimSpace(r.Timezone)
	r.ConfirmationID = strings.TrimSpace(r.ConfirmationID)
	for _, f := range []struct{ path, s string }{{"phone", r.Phone}, {"email", r.Email}, {"confirmationId", r.ConfirmationID}, {"timezone", r.Timezone}} {
		if p := TextProblem(f.path, f.s, SingleLine); p != "" {
			problems = append(problems, p)
		}
	}
	if len(problems) > 0 {
		return problems
	}
	var given []string
	for _, f := range []struct{ name, s string }{{"phone", r.Phone}, {"email", r.Email}, {"confirmationId", r.ConfirmationID}} {
		if f.s != "" {
			given = append(given, f.name)
		}
	}
	switch {
	case len(given) == 0:
		return []string{"phone, email or confirmationId is required: the customer's number, address or one of their confirmations"}
	case len(given) > 1:
		return []string{strings.Join(given, " and ") + " cannot be given together: give exactly one of phone, email and confirmationId"}
	}
	if r.ConfirmationID != "" {
		if r.Timezone != "" {
			return []string{"timezone is only read with phone"}
		}
		if !ValidConfirmationID(r.ConfirmationID) {
			return []string{"confirmationId is not a confirmation id (cf_ and 24 letters or digits)"}
		}
		return nil
	}
	if r.Timezone != "" {
		if _, err := loadZone(r.Timezone); err != nil {
			problems = append(problems, "timezone is not a known IANA time zone, such as Europe/London")
		}
	}
	if r.Email != "" {
		if !ValidEmail(r.Email) {
			problems = append(problems, "email is not a valid email address")
		}
		r.Email = EmailKey(r.Email)
	}
	if r.Phone != "" && len(problems) == 0 {
		e164, ok := NormalizePhone(r.Phone, r.Timezone)
		if !ok {
			problems = append(problems, "phone is not a valid phone number (give it in international form, such as +447400123456, or give timezone to read a national number)")
		}
		r.Phone = e164
	}
	return problems
}
