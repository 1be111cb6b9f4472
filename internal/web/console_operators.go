package web

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Personal sign-in to the operators' console: each person of the team is
// an operator (confirm.Operator, made with `confirmd operators create`)
// who signs in with their email and password, and a TOTP code if they
// set one up. The session is a stored console session of the operator;
// the console's API calls are made as them (confirm.WithOperator), so the
// API applies their role and records them, by email, in the audit log,
// and writes their name as the author of what they write and resolve.

// totpCookie is the name under which a new TOTP secret is sealed into
// the set-password form, so that it comes back with the form unaltered
// and unread, and is stored only once a code from it has been checked.
const totpCookie = "confirmd_totp"

// setupFormTTL is how long a set-password form's sealed secret works.
const setupFormTTL = time.Hour

// Messages of the operators' sign-in.
const (
	msgBadOperator = "The email, password or code does not match. Check them, and enter the code from your app if you set one up."
	msgKeysOff     = "This console takes personal sign-ins only: sign in with your email and password. (Sign-in with an API key is turned off; see CONFIRMD_CONSOLE_KEY_SIGN_IN.)"
	msgLinkGone    = "This link has been used or has expired. Ask an admin of your account for a new one (confirmd operators reset)."
)

// checkOperator is checkKey for an operator's session: still stored, its
// operator the cookie's, and the operators' console (an operator has no
// sandbox console).
func (c *Console) checkOperator(ctx context.Context, keys *sessionKeys, s session, stored *confirm.ConsoleSession, active, live bool) (*Developer, error) {
	if !live || stored.OperatorID == "" || stored.OperatorID != s.Op {
		return nil, errNoSession
	}
	o, err := c.Store.OperatorByID(ctx, stored.OperatorID)
	if confirm.ErrorCode(err) == confirm.ENOTFOUND || err == nil && o.AccountID != stored.AccountID {
		c.endSession(ctx, stored.IDHash)
		return nil, errNoSession
	}
	if err != nil {
		return nil, err
	}
	acct, err := c.Store.GetAccount(ctx, o.AccountID)
	if err != nil {
		return nil, err
	}
	now := c.now()
	if active && stored.Seen(now) {
		err := c.Store.TouchConsoleSession(ctx, stored)
		if confirm.ErrorCode(err) == confirm.ENOTFOUND {
			return nil, errNoSession
		}
		if err != nil {
			c.logger().Warn("operators' console: recording a session's use", "err", err)
		}
	}
	s.op, s.Name = o, o.Name
	return &Developer{session: s, keys: keys, Scope: confirm.Scope{AccountID: acct.ID, Sandbox: o.Sandbox},
		Account: acct.Name, checked: now, ops: true, Operator: o}, nil
}

// Admin reports whether u may see the admin's pages: an operator with the
// admin role, or a key's session (whoever holds a key is the account's
// administrator already).
func (u *Developer) Admin() bool { return u.Operator == nil || u.Operator.Role.Admin() }

// opsAdmin is ops for a page of the admins: an operator without the role
// is answered 403 with a line saying whose page it is.
func (c *Console) opsAdmin(active bool, h consoleHandler) func(http.ResponseWriter, *http.Request) {
	return c.ops(active, adminOnly(c, h))
}

func adminOnly(c *Console, h consoleHandler) consoleHandler {
	return func(w http.ResponseWriter, r *http.Request, u *Developer) {
		if !u.Admin() {
			c.render(w, http.StatusForbidden, "message", &consolePage{Developer: u, Ops: &opsPage{}, Title: "For admins only",
				Lines: []string{"This page is for the account's admins. Your role, operator, gives you the inbox and the threads; ask an admin if you need it."}})
			return
		}
		h(w, r, u)
	}
}

// operatorSignIn signs an operator in with email, password and, if they
// have a second factor, its code. Every failure says the same, counts
// against the client address like a wrong key, and from an address over
// the limit nothing is checked at all.
func (c *Console) operatorSignIn(w http.ResponseWriter, r *http.Request, d *consolePage) {
	f := r.PostForm
	email := confirm.NormalEmail(f.Get("email"))
	password := f.Get("password")
	code := strings.TrimSpace(f.Get("code"))
	d.Ops.Email = email
	if rf, ok := c.Throttle.(signInRefuser); ok && rf.SignInRefused(r) {
		d.Error = msgTooMany
		c.render(w, http.StatusTooManyRequests, "opsignin", d)
		return
	}
	fail := func() {
		status := http.StatusUnauthorized
		d.Error = msgBadOperator
		if c.Throttle != nil && c.Throttle.FailedSignIn(r) {
			status, d.Error = http.StatusTooManyRequests, msgTooMany
		}
		c.render(w, status, "opsignin", d)
	}
	if email == "" || len(email) > confirm.MaxEmailLen || len(password) > 4*confirm.MaxPasswordLen {
		fail()
		return
	}
	o, err := c.Store.OperatorByEmail(r.Context(), email)
	switch {
	case confirm.ErrorCode(err) == confirm.ENOTFOUND:
		confirm.CheckPassword("", password) // as long as a known email takes
		fail()
		return
	case err != nil:
		c.failure(w, r, "looking up an operator at sign-in", err)
		return
	}
	if !confirm.CheckPassword(o.PasswordHash, password) {
		fail()
		return
	}
	if o.TOTPSecret != "" {
		// A code works once: one seen over a shoulder or in a proxy's
		// log cannot sign in again within its minute and a half.
		step, ok := c.codeStep(o.TOTPSecret, code)
		if !ok {
			fail()
			return
		}
		fresh, err := c.Store.UseTOTPStep(r.Context(), o.ID, step)
		if err != nil {
			c.failure(w, r, "recording a used TOTP code", err)
			return
		}
		if !fresh {
			fail()
			return
		}
	}
	keys, err := c.sessionKeys(r.Context())
	if err != nil {
		c.failure(w, r, "reading the console secret", err)
		return
	}
	s := session{ID: rand.Text(), Op: o.ID}
	stored := confirm.NewOperatorSession(s.idHash(), o, c.now())
	if err := c.Store.CreateConsoleSession(r.Context(), stored); err != nil {
		c.failure(w, r, "storing a console session", err)
		return
	}
	s.Expires = stored.CreatedAt.Add(sessionTTL).Unix()
	setCookie(w, r, c.SecureCookies, opsCookie, opsPath, keys.sealAs(opsCookie, s), int(sessionTTL/time.Second))
	http.Redirect(w, r, "/console/inbox", http.StatusSeeOther)
}

// totpOpts are the codes' parameters: 6 digits, 30-second steps, as
// authenticator apps make them.
var totpOpts = totp.ValidateOpts{Period: confirm.TOTPPeriod, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1}

// codeStep checks a TOTP code at the console's clock, allowing one step
// of clock drift either way, and returns the time step it belongs to, so
// that the step can be spent (confirm.OperatorStore's UseTOTPStep).
func (c *Console) codeStep(secret, code string) (int64, bool) {
	if len(code) != 6 {
		return 0, false
	}
	now := c.now()
	for _, skew := range []int64{0, -1, 1} {
		at := now.Add(time.Duration(skew*confirm.TOTPPeriod) * time.Second)
		want, err := totp.GenerateCodeCustom(secret, at, totpOpts)
		if err != nil {
			return 0, false
		}
		if subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 {
			return confirm.TOTPStep(at), true
		}
	}
	return 0, false
}

// setupOperator finds the operator of a set-password link still open.
func (c *Console) setupOperator(r *http.Request, token string) (*confirm.Operator, error) {
	if token == "" || len(token) > 100 {
		return nil, confirm.Errorf(confirm.ENOTFOUND, "no link")
	}
	o, err := c.Store.OperatorBySetup(r.Context(), confirm.HashKey(token))
	if err != nil {
		return nil, err
	}
	if !o.SetupOpen(c.now()) {
		return nil, confirm.Errorf(confirm.ENOTFOUND, "link expired")
	}
	return o, nil
}

// setPasswordForm shows the form of a one-time link: a password twice,
// and a new TOTP secret to add to an app, which is kept only if a code
// from it is given.
func (c *Console) setPasswordForm(w http.ResponseWriter, r *http.Request) {
	token := r.URL.Query().Get("token")
	o, err := c.setupOperator(r, token)
	if err != nil {
		c.linkGone(w, r, err)
		return
	}
	keys, err := c.sessionKeys(r.Context())
	if err != nil {
		c.failure(w, r, "reading the console secret", err)
		return
	}
	key, err := totp.Generate(totp.GenerateOpts{Issuer: "confirmd", AccountName: o.Email})
	if err != nil {
		c.failure(w, r, "making a TOTP secret", err)
		return
	}
	d := &consolePage{Ops: &opsPage{Email: o.Email, Setup: token,
		TOTPSecret: key.Secret(), TOTPURL: totpURL(o.Email, key.Secret()),
		TOTPSealed: keys.sealAs(totpCookie, session{Key: key.Secret(), ID: o.ID, Expires: c.now().Add(setupFormTTL).Unix()})},
		Title: "Choose your password"}
	c.render(w, http.StatusOK, "setpassword", d)
}

func (c *Console) linkGone(w http.ResponseWriter, r *http.Request, err error) {
	if confirm.ErrorCode(err) != confirm.ENOTFOUND {
		c.failure(w, r, "reading a set-password link", err)
		return
	}
	c.render(w, http.StatusNotFound, "message", &consolePage{Ops: &opsPage{}, Title: "This link no longer works", Lines: []string{msgLinkGone}})
}

// setPassword stores the password (and the second factor, if its code
// checks) and uses the link up.
func (c *Console) setPassword(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxFormSize)
	if err := r.ParseForm(); err != nil {
		c.render(w, http.StatusBadRequest, "message", &consolePage{Ops: &opsPage{}, Title: "The form could not be read", Lines: []string{"Please go back and try again."}})
		return
	}
	f := r.PostForm
	o, err := c.setupOperator(r, f.Get("token"))
	if err != nil {
		c.linkGone(w, r, err)
		return
	}
	keys, err := c.sessionKeys(r.Context())
	if err != nil {
		c.failure(w, r, "reading the console secret", err)
		return
	}
	d := &consolePage{Ops: &opsPage{Email: o.Email, Setup: f.Get("token"), TOTPSealed: f.Get("totp")}, Title: "Choose your password"}
	sealed, err := keys.openAs(totpCookie, f.Get("totp"), c.now())
	if err == nil && sealed.ID == o.ID {
		d.Ops.TOTPSecret, d.Ops.TOTPURL = sealed.Key, totpURL(o.Email, sealed.Key)
	}
	password, again, code := f.Get("password"), f.Get("password2"), strings.TrimSpace(f.Get("code"))
	if p := confirm.PasswordProblem(password); p != "" {
		d.Problems = append(d.Problems, strings.ToUpper(p[:1])+p[1:]+".")
	} else if password != again {
		d.Problems = append(d.Problems, "The two passwords differ; type the same password in both fields.")
	}
	var step int64
	if code != "" {
		ok := false
		if d.Ops.TOTPSecret != "" {
			step, ok = c.codeStep(d.Ops.TOTPSecret, code)
		}
		switch {
		case d.Ops.TOTPSecret == "":
			d.Problems = append(d.Problems, "The form's second-factor key has expired; reload the link to get a new one, or leave the code empty.")
		case !ok:
			d.Problems = append(d.Problems, "The code does not match the key. Check that your app shows codes for confirmd ("+o.Email+") and that the device's clock is right, or leave the code empty to go without a second factor.")
		}
	}
	if len(d.Problems) == 0 && code != "" {
		// The code given here is spent too: sign-in takes the next one.
		fresh, err := c.Store.UseTOTPStep(r.Context(), o.ID, step)
		if err != nil {
			c.failure(w, r, "recording a used TOTP code", err)
			return
		}
		if !fresh {
			d.Problems = append(d.Problems, "This code has been used already; type the next one your app shows.")
		}
	}
	if len(d.Problems) > 0 {
		c.render(w, http.StatusBadRequest, "setpassword", d)
		return
	}
	o.PasswordHash = confirm.HashPassword(password)
	o.TOTPSecret = ""
	if code != "" {
		o.TOTPSecret = d.Ops.TOTPSecret
	}
	o.SetupHash, o.SetupExpires = "", time.Time{}
	if err := c.Store.UpdateOperator(r.Context(), o); err != nil {
		c.failure(w, r, "storing an operator's password", err)
		return
	}
	second := "You sign in with your email and password."
	if o.TOTPSecret != "" {
		second = "You sign in with your email, your password and a code from your app."
	}
	c.render(w, http.StatusOK, "message", &consolePage{Ops: &opsPage{}, Title: "Your password is set",
		Lines: []string{second, "The link you used no longer works."}, Link: "/console/sign-in", LinkText: "Sign in"})
}

// totpURL is the otpauth:// address of a secret, which authenticator apps
// take (typed or pasted) to show its codes.
func totpURL(email, secret string) string {
	v := url.Values{"secret": {secret}, "issuer": {"confirmd"}, "algorithm": {"SHA1"}, "digits": {"6"}, "period": {"30"}}
	return "otpauth://totp/" + url.PathEscape("confirmd:"+email) + "?" + v.Encode()
}
