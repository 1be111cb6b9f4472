package web

import (
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
)

// sessionCookie names the console's cookie. It holds the signed-in key
// sealed with AES-256-GCM, never in clear, so a cookie copied out of a
// browser's storage or a log reveals nothing without the server's secret.
const sessionCookie = "confirmd_console"

// sessionTTL is how long a sign-in lasts.
const sessionTTL = 12 * time.Hour

// session is what the cookie carries once opened.
type session struct {
	Key     string `json:"k"`
	ID      string `json:"i"` // random per sign-in; the CSRF token is derived from it
	Expires int64  `json:"e"` // Unix seconds
}

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
func (k *sessionKeys) seal(s session) string {
	plain, _ := json.Marshal(s)
	nonce := make([]byte, k.aead.NonceSize())
	rand.Read(nonce)
	return base64.RawURLEncoding.EncodeToString(k.aead.Seal(nonce, nonce, plain, []byte(sessionCookie)))
}

var errNoSession = errors.New("no console session")

// open returns the session of a cookie value that is ours, intact and not
// expired.
func (k *sessionKeys) open(v string, now time.Time) (session, error) {
	var s session
	raw, err := base64.RawURLEncoding.DecodeString(v)
	if err != nil || len(raw) < k.aead.NonceSize() {
		return s, errNoSession
	}
	n := k.aead.NonceSize()
	plain, err := k.aead.Open(nil, raw[:n], raw[n:], []byte(sessionCookie))
	if err != nil {
		return s, errNoSession
	}
	if json.Unmarshal(plain, &s) != nil || s.Key == "" || s.ID == "" || now.Unix() >= s.Expires {
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
	http.SetCookie(w, &http.Cookie{
		Name:     sessionCookie,
		Value:    value,
		Path:     "/sandbox",
		MaxAge:   maxAge,
		HttpOnly: true,
		Secure:   secure || r.TLS != nil,
		SameSite: http.SameSiteLaxMode,
	})
}
