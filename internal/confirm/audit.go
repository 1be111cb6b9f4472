package confirm

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"strconv"
	"time"
)

// AuditEntry is one account-level action in the audit log: who did what,
// when, to what. It never holds a customer's personal data: an erasure
// records which field named the customer and what was changed, not the
// phone or email.
type AuditEntry struct {
	ID        int64           `json:"id"` // given by the store, increasing
	AccountID string          `json:"-"`
	Scope     string          `json:"scope"`  // AuditScopeLive, AuditScopeSandbox or AuditScopeAccount
	At        time.Time       `json:"-"`      // shown as "at"
	Actor     string          `json:"actor"`  // a key prefix, "cli", "confirmd" or an operator's name
	Action    string          `json:"action"` // one of the Audit... actions
	Target    string          `json:"target,omitempty"`
	Details   json.RawMessage `json:"details,omitempty"`
}

// MarshalJSON writes the entry with its time in the API's format.
func (e AuditEntry) MarshalJSON() ([]byte, error) {
	type plain AuditEntry
	return json.Marshal(struct {
		plain
		At string `json:"at"`
	}{plain(e), FormatTime(e.At)})
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
)

// AuditActions lists every action, for filters.
var AuditActions = []string{
	AuditKeyCreated, AuditKeyRevoked, AuditLimitChanged, AuditErasure, AuditRetention,
	AuditMessageSent, AuditInboxResolved,
}

// Actors of entries made by confirmd itself and by its command line.
const (
	AuditActorCLI      = "cli"
	AuditActorConfirmd = "confirmd"
)

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

// AuditStore keeps the audit log. Entries are only ever added.
type AuditStore interface {
	// RecordAudit appends an entry; its ID is set by the store.
	RecordAudit(ctx context.Context, e *AuditEntry) error
	// ListAudit returns a page of the log, newest first.
	ListAudit(ctx context.Context, f AuditFilter) (*AuditPage, error)
}

// EncodeAuditCursor returns the cursor that continues a listing after the
// entry with that id.
func EncodeAuditCursor(id int64) string {
	return base64.RawURLEncoding.EncodeToString([]byte("a" + strconv.FormatInt(id, 10)))
}

// DecodeAuditCursor parses a cursor given by a client; anything
// EncodeAuditCursor could not have given is EINVALID.
func DecodeAuditCursor(s string) (int64, error) {
	bad := Invalid([]string{"cursor is not a cursor returned by this API (use nextCursor from the previous page)"})
	if len(s) > 32 {
		return 0, bad
	}
	raw, err := base64.RawURLEncoding.Strict().DecodeString(s)
	if err != nil || len(raw) < 2 || raw[0] != 'a' {
		return 0, bad
	}
	id, err := strconv.ParseInt(string(raw[1:]), 10, 64)
	if err != nil || id <= 0 || EncodeAuditCursor(id) != s {
		return 0, bad
	}
	return id, nil
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
