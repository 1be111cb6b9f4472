package confirm

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"strings"
	"time"
)

// AuditEntry is one account-level action in the audit log: who did what,
// when, to what. It never holds a customer's personal data: an erasure
// records which field named the customer and what was changed, not the
// phone or email.
//
// Identical consecutive entries within AuditFoldWindow are one entry whose
// Repeated counts them (At is the first, LastAt the last); past
// AuditHourlyCap entries of an account in an hour, entries are summarised
// (see AppendAudit).
type AuditEntry struct {
	ID        string          `json:"id"` // AuditIDPrefix and 24 random characters
	AccountID string          `json:"-"`
	Scope     string          `json:"scope"` // AuditScopeLive, AuditScopeSandbox or AuditScopeAccount
	At        time.Time       `json:"-"`     // shown as "at"
	LastAt    time.Time       `json:"-"`     // shown as "lastAt"; At unless repeated
	Actor     string          `json:"actor"` // the acting key's prefix, AuditActorCLI, AuditActorJanitor or AuditActorConfirmd
	KeyID     string          `json:"keyId,omitempty"`
	Author    string          `json:"author,omitempty"` // the person's name a message or resolution gave
	Action    string          `json:"action"`           // one of the Audit... actions
	Target    string          `json:"target,omitempty"`
	Details   json.RawMessage `json:"details,omitempty"`
	Repeated  int             `json:"repeated"`
	Summary   bool            `json:"summary"`
}

// MarshalJSON writes the entry with its times in the API's format.
func (e AuditEntry) MarshalJSON() ([]byte, error) {
	type plain AuditEntry
	last := e.LastAt
	if last.IsZero() {
		last = e.At
	}
	return json.Marshal(struct {
		plain
		At     string `json:"at"`
		LastAt string `json:"lastAt"`
	}{plain(e), FormatTime(e.At), FormatTime(last)})
}

// The scopes of audit entries: an action on live data, on sandbox data, or
// on the account itself (its limits).
const (
	AuditScopeLive    = "live"
	AuditScopeSandbox = "sandbox"
	AuditScopeAccount = "account"
)

// AuditScopeOf is the audit scope of an action made with a key of scope s.
func AuditScopeOf(s Scope) string {
	if s.Sandbox {
		return AuditScopeSandbox
	}
	return AuditScopeLive
}

// The actions the audit log records.
const (
	AuditKeyCreated    = "key.created"
	AuditKeyRevoked    = "key.revoked"
	AuditLimitChanged  = "account.limit_changed"
	AuditErasure       = "erasure"
	AuditRetention     = "retention"
	AuditMessageSent   = "inbox.message_sent"
	AuditInboxResolved = "inbox.resolved"
	AuditOperatorAdded = "operator.created"
	AuditOperatorReset = "operator.reset"
)

// AuditActions lists every action, for filters.
var AuditActions = []string{
	AuditKeyCreated, AuditKeyRevoked, AuditLimitChanged, AuditErasure, AuditRetention,
	AuditMessageSent, AuditInboxResolved, AuditOperatorAdded, AuditOperatorReset,
}

// Actors of entries no API key made: confirmd's command line, its janitor
// (retention runs), and confirmd itself at start (the sandbox key it makes).
// AuditActorAPI is the actor of the messages and resolutions recorded
// before entries named the key: made through the API, by a key not known.
const (
	AuditActorCLI      = "cli"
	AuditActorJanitor  = "janitor"
	AuditActorConfirmd = "confirmd"
	AuditActorAPI      = "api"
)

// AuditKey names the API key that made an action: its id and its prefix
// (KeyPrefix), never the key nor its hash.
type AuditKey struct {
	ID     string
	Prefix string
}

// AuditKeyOf is how the audit log names key k.
func AuditKeyOf(k *APIKey) AuditKey {
	if k == nil {
		return AuditKey{}
	}
	return AuditKey{ID: k.ID, Prefix: k.Prefix}
}

// By sets the entry's actor to key k, when there is one.
func (e *AuditEntry) By(k AuditKey) {
	if k.Prefix != "" {
		e.Actor, e.KeyID = k.Prefix, k.ID
	}
}

// AuditIDPrefix starts every audit entry's id.
const AuditIDPrefix = "au_"

// NewAuditID returns a new random audit entry id: like a confirmation's,
// it says nothing of how many entries this or any other account has.
func NewAuditID() string { return AuditIDPrefix + randomString(lowerAlnum, 24) }

// ValidAuditID reports whether id has the form of an audit entry's id.
func ValidAuditID(id string) bool {
	return validRandomID(id, AuditIDPrefix)
}

// AuditFilter selects a page of an account's audit log, newest first.
type AuditFilter struct {
	AccountID string
	// SandboxOnly keeps to the entries of sandbox scope: those a sandbox
	// key may read.
	SandboxOnly bool
	Action      string // optional
	Limit       int    // 1..MaxListLimit
	Cursor      string // opaque; from the previous page's NextCursor
}

// AuditPage is one page of the audit log. NextCursor is empty on the last
// page.
type AuditPage struct {
	Entries    []*AuditEntry
	NextCursor string
}

// AuditStore keeps the audit log. Entries are only ever added, folded
// (AppendAudit) or deleted past the retention period (PurgeAudit).
type AuditStore interface {
	// RecordAudit appends an entry through AppendAudit in one
	// transaction; it sets the entry's ID, or, when the entry was folded
	// into an earlier one, sets e to that one as it now is.
	RecordAudit(ctx context.Context, e *AuditEntry) error
	// ListAudit returns a page of the log, newest first: by At, then ID.
	ListAudit(ctx context.Context, f AuditFilter) (*AuditPage, error)
	// PurgeAudit deletes up to limit entries, of any account, first
	// written before before, and returns how many it deleted. It is the
	// only delete the audit log lets through.
	PurgeAudit(ctx context.Context, before time.Time, limit int) (int, error)
}

// EncodeAuditCursor returns the cursor that continues a listing after the
// entry e.
func EncodeAuditCursor(e *AuditEntry) string {
	return base64.RawURLEncoding.EncodeToString([]byte("a" + FormatTime(e.At) + "|" + e.ID))
}

// DecodeAuditCursor parses a cursor given by a client into the time and id
// of the entry the listing continues after; anything EncodeAuditCursor
// could not have given is EINVALID.
func DecodeAuditCursor(s string) (time.Time, string, error) {
	bad := Invalid([]string{"cursor is not a cursor returned by this API (use nextCursor from the previous page)"})
	if len(s) > 100 {
		return time.Time{}, "", bad
	}
	raw, err := base64.RawURLEncoding.Strict().DecodeString(s)
	if err != nil || len(raw) < 2 || raw[0] != 'a' {
		return time.Time{}, "", bad
	}
	at, id, ok := strings.Cut(string(raw[1:]), "|")
	if !ok || !ValidAuditID(id) {
		return time.Time{}, "", bad
	}
	t, err := time.Parse(TimeFormat, at)
	if err != nil || t.Before(MinCursorTime) || t.After(MaxCursorTime) || EncodeAuditCursor(&AuditEntry{At: t, ID: id}) != s {
		return time.Time{}, "", bad
	}
	return t, id, nil
}

// ValidAuditAction reports whether a is one of AuditActions.
func ValidAuditAction(a string) bool {
	for _, v := range AuditActions {
		if a == v {
			return true
		}
	}
	return false
}
