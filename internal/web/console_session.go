package web

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hkdf"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// sessionCookie names the console's cookie. It holds the signed-in key
// and the session's id sealed with AES-256-GCM, never in clear, so a cookie
// copied out of a browser's storage or a log reveals nothing without the
// server's secret. The cookie alone is not a session: the session must
// also be stored (confirm.ConsoleSession), so that signing out, revoking
// the key or changing the account ends it on the server, and a copy of
// the cookie replayed afterwards is refused.
const sessionCookie = "confirmd_console"

// sessionTTL is how long a sign-in lasts at most.
const sessionTTL = confirm.ConsoleSessionTTL

// session is what the cookie carries once opened. The key is kept because
// the console's actions are API calls made with it, and the store holds
// only keys' hashes.
type session struct {
	Key     string `json:"k"`
	ID      string `json:"i"` // random per sign-in; the CSRF token is derived from it
	Expires int64  `json:"e"` // Unix seconds
	// Name is the operator's name given at sign-in to the operators'
	// console (see inbox.go), used as the author of what they write.
	Name string `json:"n,omitempty"`
	// Op is the id of the operator signed in with their password (then
	// Key is empty): the console's API calls are made as them.
	Op string `json:"o,omitempty"`
	// op is the operator, read with the session on each request.
	op *confirm.Operator
}

// idHash is how the store knows the session: the SHA-256 of its id, so
// that the stored sessions cannot be turned into cookies.
func (s session) idHash() string { return confirm.HashKey(s.ID) }

// sessionKeys are derived from the service secret, one per use, so the
// cookie cipher and the CSRF MAC never share a key.
type sessionKeys struct {
	aead cipher.AEAD
	csrf []byte
}

func newSessionKeys(secret string) (*sessionKeys, error) {
	enc, err := hkdf.Key(sha256.New, []byte(secret), nil, "confirmd console cookie", 32)
	if err != nil {
		return nil, err
	}
	mac, err := hkdf.Key(sha256.New, []byte(secret), nil, "confirmd console csrf", 32)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(enc)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &sessionKeys{aead: aead, csrf: mac}, nil
}

// seal returns the cookie value of s: a random nonce and the ciphertext,
// base64url. The cookie name is the additional data, so a value cannot be
// replayed under another cookie of ours.
func (k *sessionKeys) seal(s session) string { return k.sealAs(sessionCookie, s) }

// sealAs is seal for the cookie of that name.
func (k *sessionKeys) sealAs(name string, s session) string {
	plain, _ := json.Marshal(s)
	nonce := make([]byte, k.aead.NonceSize())
	rand.Read(nonce)
	return base64.RawURLEncoding.EncodeToString(k.aead.Seal(nonce, nonce, plain, []byte(name)))
}

var errNoSession = errors.New("no console session")

// open returns the session of a cookie value that is ours, intact and not
// expired.
func (k *sessionKeys) open(v string, now time.Time) (session, error) {
	return k.openAs(sessionCookie, v, now)
}

// openAs is open for the cookie of that name.
func (k *sessionKeys) openAs(name, v string, now time.Time) (session, error) {
	var s session
	raw, err := base64.RawURLEncoding.DecodeString(v)
	if err != nil || len(raw) < k.aead.NonceSize() {
		return s, errNoSession
	}
	n := k.aead.NonceSize()
	plain, err := k.aead.Open(nil, raw[:n], raw[n:], []byte(name))
	if err != nil {
		return s, errNoSession
	}
	if json.Unmarshal(plain, &s) != nil || s.Key == "" && s.Op == "" || s.ID == "" || now.Unix() >= s.Expires {
		return s, errNoSession
	}
	return s, nil
}

// csrfToken ties a form to the session it was served in: another site can
// neither read it from our page nor compute it without our secret.
func (k *sessionKeys) csrfToken(s session) string {
	m := hmac.New(sha256.New, k.csrf)
	m.Write([]byte(s.ID))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

func (k *sessionKeys) checkCSRF(s session, token string) bool {
	want := k.csrfToken(s)
	return token != "" && hmac.Equal([]byte(token), []byte(want))
}

// setSessionCookie writes the cookie; an empty value with maxAge -1 clears
// it.
func setSessionCookie(w http.ResponseWriter, r *http.Request, secure bool, value string, maxAge int) {
	setCookie(w, r, secure, sessionCookie, "/sandbox", value, maxAge)
}

// setCookie writes a session cookie of that name for the pages under
// path.
func setCookie(w http.ResponseWriter, r *http.Request, secure bool, name, path, value string, maxAge int) {
	http.SetCookie(w, &http.Cookie{
		Name:     name,
		Value:    value,
		Path:     path,
		MaxAge:   maxAge,
		HttpOnly: true,
		Secure:   secure || r.TLS != nil,
		SameSite: http.SameSiteLaxMode,
	})
}

// startSession stores a new session of key (found as k) and returns what
// its cookie carries.
func (c *Console) startSession(ctx context.Context, key string, k *confirm.APIKey) (session, error) {
	s := session{Key: key, ID: rand.Text()}
	stored := confirm.NewConsoleSession(s.idHash(), k.AccountID, k.ID, c.now())
	if err := c.Store.CreateConsoleSession(ctx, stored); err != nil {
		return session{}, err
	}
	s.Expires = stored.CreatedAt.Add(sessionTTL).Unix()
	return s, nil
}

// check returns the developer of a cookie's session if it is live: still
// stored (not signed out, nor ended by a change to the account or its
// keys), neither past its absolute end nor idle too long, and its key an
// unrevoked sandbox key. Otherwise it returns errNoSession, and deletes a
// session found over. With active set, the request counts as the
// developer's activity (written at most once per ConsoleSessionTouch).
func (c *Console) check(ctx context.Context, keys *sessionKeys, s session, active bool) (*Developer, error) {
	return c.checkKey(ctx, keys, s, active, false)
}

// checkKey is check, also taking a live key when live is set (the
// operators' console).
func (c *Console) checkKey(ctx context.Context, keys *sessionKeys, s session, active, live bool) (*Developer, error) {
	now := c.now()
	stored, err := c.Store.ConsoleSession(ctx, s.idHash())
	if confirm.ErrorCode(err) == confirm.ENOTFOUND {
		return nil, errNoSession
	}
	if err != nil {
		return nil, err
	}
	if stored.Over(now) {
		c.endSession(ctx, stored.IDHash)
		return nil, errNoSession
	}
	if stored.OperatorID != "" || s.Op != "" {
		return c.checkOperator(ctx, keys, s, stored, active, live)
	}
	k, acct, err := c.Store.APIKeyByHash(ctx, confirm.HashKey(s.Key))
	if confirm.ErrorCode(err) == confirm.ENOTFOUND || err == nil && (!k.Sandbox && !live || k.ID != stored.KeyID) {
		// Revoked since sign-in (the store ends the session then; this
		// holds whatever the order of the two reads).
		c.endSession(ctx, stored.IDHash)
		return nil, errNoSession
	}
	if err != nil {
		return nil, err
	}
	if active && stored.Seen(now) {
		err := c.Store.TouchConsoleSession(ctx, stored)
		if confirm.ErrorCode(err) == confirm.ENOTFOUND {
			return nil, errNoSession // ended since it was read
		}
		if err != nil {
			// The session is live; a lost touch only brings its idle
			// time-out nearer.
			c.logger().Warn("sandbox console: recording a session's use", "err", err)
		}
	}
	return &Developer{session: s, keys: keys, Scope: confirm.Scope{AccountID: acct.ID, Sandbox: k.Sandbox},
		Prefix: k.Prefix, Account: acct.Name, checked: now, ops: live}, nil
}

// endSession deletes a session found over, and ends its live streams. It is only tidying (the janitor
// prunes what is left), so a failure is logged and nothing more.
func (c *Console) endSession(ctx context.Context, idHash string) {
	c.init()
	c.streams.endSession(idHash)
	if err := c.Store.DeleteConsoleSession(ctx, idHash); err != nil && ctx.Err() == nil {
		c.logger().Warn("sandbox console: deleting an ended session", "err", err)
	}
}

// stillSignedIn reports whether u's session is still live, reading it
// again at most once per ConsoleSessionTouch, without counting as
// activity. A live stream uses it so that it stops soon after its session
// ends (by sign-out in another tab, revocation or time-out).
func (c *Console) stillSignedIn(ctx context.Context, u *Developer) bool {
	if c.now().Sub(u.checked) < confirm.ConsoleSessionTouch {
		return true
	}
	fresh, err := c.checkKey(ctx, u.keys, u.session, false, u.ops)
	if err != nil {
		return false
	}
	u.checked = fresh.checked
	return true
}
