package web

import (
	"net/http"
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// SignInThrottle limits failed sign-ins per client address.
type SignInThrottle interface {
	// FailedSignIn counts a sign-in of r with a key that matches none
	// and reports whether to refuse it as one of too many.
	FailedSignIn(r *http.Request) bool
}

// signInRefuser is a SignInThrottle that can also tell, without counting,
// whether an address is refused now (the API's server is one).
type signInRefuser interface {
	SignInRefused(r *http.Request) bool
}

// msgTooMany answers a wrong key from an address that has failed too often.
const msgTooMany = "Too many failed sign-in attempts; try again later."

// throttled counts a sign-in whose key matches none against the client's
// address and, once the address has failed too often, answers it with 429
// itself and reports true. A key that matches, sandbox or live, is never
// counted or refused: the key is looked up first, so that nobody guessing
// from a developer's address can lock the developer out. signIn reads the
// form and looks the key up again, which costs one indexed read more.
func (c *Console) throttled(w http.ResponseWriter, r *http.Request) bool {
	if c.Throttle == nil {
		return false
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxFormSize)
	if err := r.ParseForm(); err != nil {
		// A second ParseForm would not see the error: answer it here.
		c.render(w, http.StatusBadRequest, "signin", &consolePage{Title: "Sign in", Error: "The form could not be read; please try again."})
		return true
	}
	key := strings.TrimSpace(r.PostForm.Get("key"))
	if key == "" || len(key) > maxKeyInput {
		return false // no guess at a key; signIn answers it
	}
	_, _, err := c.Store.APIKeyByHash(r.Context(), confirm.HashKey(key))
	if confirm.ErrorCode(err) != confirm.ENOTFOUND || !c.Throttle.FailedSignIn(r) {
		return false
	}
	c.render(w, http.StatusTooManyRequests, "signin", &consolePage{Title: "Sign in", Error: msgTooMany})
	return true
}
