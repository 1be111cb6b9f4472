package confirm

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"net/mail"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"golang.org/x/crypto/argon2"
)

// Role is what an operator of the console may do.
type Role string

// The roles: an operator answers customers (the inbox, threads, writing
// and resolving); an admin may also read the dashboard, the audit log and
// the failed webhooks, erase, and see the account's operators.
const (
	RoleOperator Role = "operator"
	RoleAdmin    Role = "admin"
)

// Valid reports whether r is a known role.
func (r Role) Valid() bool { return r == RoleOperator || r == RoleAdmin }

// Admin reports whether the role has the admin's pages.
func (r Role) Admin() bool { return r == RoleAdmin }

// PrefixOperator starts an operator's id.
const PrefixOperator = "op_"

// NewOperatorID returns a new random operator id.
func NewOperatorID() string { return PrefixOperator + randomString(lowerAlnum, 16) }

// OperatorSetupTTL is how long a link to set a password works.
const OperatorSetupTTL = 72 * time.Hour

// Limits of an operator's sign-in.
const (
	MinPasswordLen = 12
	MaxPasswordLen = 200
	MaxEmailLen    = 254
)

// Operator is a person of an account's team who signs in to the
// operators' console with their own email and password (and, if they set
// one up, a TOTP code). An operator acts on one mode of the account: live
// confirmations, or sandbox ones for practice.
type Operator struct {
	ID        string
	AccountID string
	Email     string // lower case; unique across accounts, it is the sign-in name
	Name      string // shown to customers and recorded as the author of what they do
	Role      Role
	Sandbox   bool
	// PasswordHash is the argon2id hash of the password (HashPassword), ""
	// until one is set.
	PasswordHash string
	// TOTPSecret is the base32 secret of the second factor, "" without one.
	TOTPSecret string
	// SetupHash is the HashKey of the one-time link's token to set a
	// password, "" once used; it works until SetupExpires.
	SetupHash    string
	SetupExpires time.Time
	CreatedAt    time.Time
}

// AuditKey is how the audit log names the operator: by email and id.
func (o *Operator) AuditKey() AuditKey { return AuditKey{ID: o.ID, Prefix: o.Email} }

// NewSetup gives o a new one-time link token valid from now, returning the
// token (only its hash is kept). Its password is cleared: a reset means
// the old one must no longer work.
func (o *Operator) NewSetup(now time.Time) string {
	token := randomString(mixedAlnum, 40)
	o.SetupHash = HashKey(token)
	o.SetupExpires = now.Add(OperatorSetupTTL)
	o.PasswordHash = ""
	o.TOTPSecret = ""
	return token
}

// SetupOpen reports whether o's one-time link still works at now.
func (o *Operator) SetupOpen(now time.Time) bool {
	return o.SetupHash != "" && now.Before(o.SetupExpires)
}

// NormalEmail is an email address as operators are found by it.
func NormalEmail(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// Validate lists what is wrong with a new operator, naming each field.
func (o *Operator) Validate() []string {
	var problems []string
	if o.AccountID == "" {
		problems = append(problems, "account is required")
	}
	switch a, err := mail.ParseAddress(o.Email); {
	case o.Email == "":
		problems = append(problems, "email is required")
	case len(o.Email) > MaxEmailLen:
		problems = append(problems, fmt.Sprintf("email is longer than %d characters", MaxEmailLen))
	case err != nil || a.Address != o.Email || a.Name != "":
		problems = append(problems, fmt.Sprintf("email %q is not an email address", o.Email))
	}
	if p := AuthorProblem("name", o.Name); p != "" {
		problems = append(problems, p)
	} else if strings.TrimSpace(o.Name) == "" {
		problems = append(problems, "name is required")
	}
	if !o.Role.Valid() {
		problems = append(problems, fmt.Sprintf("role must be %q or %q (got %q)", RoleOperator, RoleAdmin, o.Role))
	}
	return problems
}

// PasswordProblem says what is wrong with a new password, or "".
func PasswordProblem(pw string) string {
	n := utf8.RuneCountInString(pw)
	switch {
	case !utf8.ValidString(pw):
		return "password is not valid UTF-8"
	case n < MinPasswordLen:
		return fmt.Sprintf("password has %d characters; at least %d are needed", n, MinPasswordLen)
	case n > MaxPasswordLen:
		return fmt.Sprintf("password has %d characters; at most %d are allowed", n, MaxPasswordLen)
	}
	return ""
}

// The argon2id parameters of new hashes: OWASP's first recommended
// configuration (19 MiB, 2 passes, 1 lane), which a small server affords
// at every sign-in. They are written in each hash, so changing them later
// keeps old hashes working.
const (
	argonTime    = 2
	argonMemory  = 19 * 1024
	argonThreads = 1
	argonKeyLen  = 32
)

// HashPassword returns pw's argon2id hash in the PHC string format
// ($argon2id$v=19$m=...,t=...,p=...$salt$hash).
func HashPassword(pw string) string {
	salt := make([]byte, 16)
	rand.Read(salt)
	sum := argon2.IDKey([]byte(pw), salt, argonTime, argonMemory, argonThreads, argonKeyLen)
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, argonMemory, argonTime, argonThreads,
		b64.EncodeToString(salt), b64.EncodeToString(sum))
}

// dummyHash is checked against when there is no operator or no password,
// so that a sign-in takes as long whether the email is known or not.
var dummyHash = sync.OnceValue(func() string { return HashPassword("confirmd: no such operator") })

// CheckPassword reports whether pw matches hash (from HashPassword); an
// empty or malformed hash matches nothing, in the time a real one takes.
func CheckPassword(hash, pw string) bool {
	ok := hash != ""
	if !ok {
		hash = dummyHash()
	}
	var version int
	var mem, t uint32
	var threads uint8
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false
	}
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return false
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &mem, &t, &threads); err != nil || mem > 1<<20 || t > 20 || threads == 0 {
		return false
	}
	salt, err1 := base64.RawStdEncoding.DecodeString(parts[4])
	want, err2 := base64.RawStdEncoding.DecodeString(parts[5])
	if err1 != nil || err2 != nil || len(want) == 0 {
		return false
	}
	got := argon2.IDKey([]byte(pw), salt, t, mem, threads, uint32(len(want)))
	return subtle.ConstantTimeCompare(got, want) == 1 && ok
}

// OperatorStore keeps the operators of accounts.
//
// Any change to an operator's row (a reset, a new role or name) ends every
// console session of that operator in the same transaction, and a change
// to the account's row ends every session of the account's operators, as
// for key sessions (ConsoleSessionStore).
type OperatorStore interface {
	// CreateOperator stores a new operator; ECONFLICT if its email is
	// taken.
	CreateOperator(ctx context.Context, o *Operator) error
	// OperatorByID and OperatorByEmail return ENOTFOUND when there is none.
	OperatorByID(ctx context.Context, id string) (*Operator, error)
	OperatorByEmail(ctx context.Context, email string) (*Operator, error)
	// OperatorBySetup returns the operator whose one-time link token has
	// that hash (expired or not), or ENOTFOUND.
	OperatorBySetup(ctx context.Context, setupHash string) (*Operator, error)
	// UpdateOperator saves an operator's name, role, password, second
	// factor and one-time link; ENOTFOUND for an unknown id.
	UpdateOperator(ctx context.Context, o *Operator) error
	// ListOperators returns an account's operators by email.
	ListOperators(ctx context.Context, accountID string) ([]*Operator, error)
	// UseTOTPStep spends the TOTP time step of a code the operator gave
	// (TOTPStep): it reports true and keeps step as the last one spent if
	// step is later than the last one, and false, changing nothing, if
	// not, so that a code accepted once is never accepted again, nor an
	// older one. The step is kept apart from the operator's row, whose
	// changes end the operator's sessions.
	UseTOTPStep(ctx context.Context, operatorID string, step int64) (bool, error)
}

// TOTPPeriod is the length in seconds of a TOTP code's time step.
const TOTPPeriod = 30

// TOTPStep is the number of the TOTP time step at t (RFC 6238's T).
func TOTPStep(t time.Time) int64 { return t.Unix() / TOTPPeriod }

type operatorCtxKey struct{}

// WithOperator returns ctx carrying operator o as the one acting. The
// operators' console calls the API in-process this way for a person signed
// in with their password; it cannot come from a request from outside.
func WithOperator(ctx context.Context, o *Operator) context.Context {
	return context.WithValue(ctx, operatorCtxKey{}, o)
}

// OperatorFrom returns the operator WithOperator put in ctx, or nil.
func OperatorFrom(ctx context.Context) *Operator {
	o, _ := ctx.Value(operatorCtxKey{}).(*Operator)
	return o
}

// operatorCalls are the API calls each role may make (as the methods and
// patterns of http.ServeMux): an operator answers customers; an admin also
// reads the reports and the failed webhooks, and erases.
var operatorCalls = map[Role][]string{
	RoleOperator: {
		"GET /v1/inbox", "GET /v1/confirmations/{id}",
		"POST /v1/confirmations/{id}/messages", "POST /v1/confirmations/{id}/resolve",
	},
	RoleAdmin: {
		"GET /v1/inbox", "GET /v1/confirmations/{id}",
		"POST /v1/confirmations/{id}/messages", "POST /v1/confirmations/{id}/resolve",
		"GET /v1/stats", "GET /v1/audit", "POST /v1/erasures", "GET /v1/account",
		"GET /v1/confirmations/{id}/webhooks", "POST /v1/confirmations/{id}/webhooks/{attemptId}/resend",
	},
}

// May reports whether role r may make the API call of that pattern.
func (r Role) May(pattern string) bool {
	for _, p := range operatorCalls[r] {
		if p == pattern {
			return true
		}
	}
	return false
}

// InboxClaim says that a person took a waiting confirmation, so that two
// people do not answer the same customer. It holds for the wait it was
// taken in (Since is the confirmation's waiting since of then): once the
// customer waits again, from a later moment, nobody has taken it.
type InboxClaim struct {
	ConfirmationID string
	AccountID      string
	By             string // the person's name
	OperatorID     string // "" for a key's session
	Since          string // the wait's start, as the API writes handoff.since
	At             time.Time
}

// InboxClaimStore keeps who took which waiting confirmation.
type InboxClaimStore interface {
	// ClaimInbox stores c, replacing any claim of the confirmation;
	// ENOTFOUND if the account has no such confirmation.
	ClaimInbox(ctx context.Context, c *InboxClaim) error
	// ReleaseInbox removes a confirmation's claim, if any.
	ReleaseInbox(ctx context.Context, accountID, confirmationID string) error
	// InboxClaims returns the claims of the account's confirmations, by
	// confirmation id.
	InboxClaims(ctx context.Context, accountID string) (map[string]*InboxClaim, error)
}
