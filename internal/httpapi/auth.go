package httpapi

import (
	"context"
	"net/http"
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

type principalKey struct{}

// principal is who is calling: the key and its account. For an operator
// signed in to the console with their password, Operator is set and Key
// stands for them: their id and email (as the audit log names them) and
// their mode.
type principal struct {
	Key      *confirm.APIKey
	Account  *confirm.Account
	Operator *confirm.Operator
}

// Scope is what the caller may see.
func (p *principal) Scope() confirm.Scope {
	return confirm.Scope{AccountID: p.Account.ID, Sandbox: p.Key.Sandbox}
}

func principalFrom(ctx context.Context) *principal {
	p, _ := ctx.Value(principalKey{}).(*principal)
	return p
}

var errBadKey = confirm.Errorf(confirm.EUNAUTHORIZED, "invalid API key")

// auth authenticates the bearer key before h runs. Keys are looked up by
// their SHA-256 hash, so the time a lookup takes depends on the hash, which
// an attacker cannot steer towards a real key, and never on how much of a
// real key a guess got right. A key that matches none counts against its
// client address's failures, and is refused with 429 once they are too
// many (see FailedSignIn).
func (s *Server) auth(h handlerFunc) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		if o := confirm.OperatorFrom(r.Context()); o != nil && r.Header.Get("Authorization") == "" {
			return s.asOperator(w, r, o, h)
		}
		key, ok := bearer(r.Header.Get("Authorization"))
		if !ok {
			return errBadKey
		}
		k, a, err := s.Store.APIKeyByHash(r.Context(), confirm.HashKey(key))
		return s.authenticated(w, r, k, a, err, h)
	}
}

// authenticated runs h for the key k of account a that a lookup returned,
// or answers the lookup's error.
func (s *Server) authenticated(w http.ResponseWriter, r *http.Request, k *confirm.APIKey, a *confirm.Account, err error, h handlerFunc) error {
	if confirm.ErrorCode(err) == confirm.ENOTFOUND {
		// Only now is the address's count of failures looked at: a
		// key that matches passes whatever its address has failed.
		return s.failedAuth(r)
	}
	if err != nil {
		return err
	}
	info(r.Context()).AccountID = a.ID
	return h(w, r.WithContext(context.WithValue(r.Context(), principalKey{}, &principal{Key: k, Account: a})))
}

// authThenRead is auth for a handler that reads the store before it
// writes anything, and writes nothing when that read fails (GET
// /v1/confirmations/{id}): the store may answer the key from memory and
// confirm it in that read, in the same statement (confirm.KeyCheck). When
// the read could not confirm it (keys or accounts changed meanwhile), or h
// failed before reading, the key is checked again as auth does and h runs
// again: a key revoked by another process is refused at its next request.
func (s *Server) authThenRead(h handlerFunc) handlerFunc {
	checked := s.auth(h)
	return func(w http.ResponseWriter, r *http.Request) error {
		if o := confirm.OperatorFrom(r.Context()); o != nil && r.Header.Get("Authorization") == "" {
			return checked(w, r)
		}
		key, ok := bearer(r.Header.Get("Authorization"))
		if !ok {
			return errBadKey
		}
		kc := &confirm.KeyCheck{}
		ctx := confirm.WithKeyCheck(r.Context(), kc)
		k, a, err := s.Store.APIKeyByHash(ctx, confirm.HashKey(key))
		if err != nil || !kc.Pending {
			// Not kept, or checked already: as auth, without reading the
			// key twice.
			return s.authenticated(w, r, k, a, err, h)
		}
		info(r.Context()).AccountID = a.ID
		err = h(w, r.WithContext(context.WithValue(ctx, principalKey{}, &principal{Key: k, Account: a})))
		if !kc.Pending {
			return err
		}
		// Nothing was written: h failed before its read confirmed the key.
		info(r.Context()).AccountID = ""
		return checked(w, r)
	}
}

// bearer extracts the key of an "Authorization: Bearer <key>" header.
func bearer(h string) (string, bool) {
	scheme, key, ok := strings.Cut(strings.TrimSpace(h), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return "", false
	}
	key = strings.TrimSpace(key)
	return key, key != "" && len(key) <= 200
}

// asOperator runs h for a call the operators' console makes in-process for
// operator o (confirm.WithOperator), if o's role allows that call.
func (s *Server) asOperator(w http.ResponseWriter, r *http.Request, o *confirm.Operator, h handlerFunc) error {
	if !o.Role.May(r.Pattern) {
		return confirm.Errorf(confirm.EFORBIDDEN, "an operator with the role %s may not make this call", o.Role)
	}
	a, err := s.Store.GetAccount(r.Context(), o.AccountID)
	if err != nil {
		return err
	}
	info(r.Context()).AccountID = a.ID
	k := &confirm.APIKey{ID: o.ID, AccountID: o.AccountID, Prefix: o.Email, Sandbox: o.Sandbox, CreatedAt: o.CreatedAt}
	return h(w, r.WithContext(context.WithValue(r.Context(), principalKey{}, &principal{Key: k, Account: a, Operator: o})))
}
