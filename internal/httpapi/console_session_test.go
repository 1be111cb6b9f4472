package httpapi

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dburl"
	"github.com/confirmd/confirmd/internal/testdb"
)

// consoleCookie is a console sign-in as a browser holds it: the session
// cookie's value and the CSRF token of its forms. Each request sends the
// cookie as it was set at sign-in, so a request made with it after
// sign-out is a replay of a copied cookie.
type consoleCookie struct {
	value, csrf string
}

// consoleAnswer is what the console answered, redirects not followed.
type consoleAnswer struct {
	status   int
	location string
	body     string
	cookies  []*http.Cookie
}

func (a consoleAnswer) String() string {
	return fmt.Sprintf("%d %q", a.status, a.location)
}

// toSignIn reports whether the console sent the caller to sign in.
func (a consoleAnswer) toSignIn() bool {
	return a.status == http.StatusSeeOther && a.location == "/sandbox/sign-in"
}

// consoleRequest sends one console request to base with the cookie's
// value, if any; a form gets the cookie's CSRF token.
func consoleRequest(t *testing.T, base, method, path string, c consoleCookie, form url.Values) consoleAnswer {
	t.Helper()
	var body io.Reader
	if form != nil {
		if c.csrf != "" {
			form.Set("csrf", c.csrf)
		}
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequest(method, base+path, body)
	if err != nil {
		t.Fatal(err)
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	if c.value != "" {
		req.AddCookie(&http.Cookie{Name: "confirmd_console", Value: c.value})
	}
	client := &http.Client{Timeout: 10 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := client.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return consoleAnswer{status: res.StatusCode, location: res.Header.Get("Location"), body: string(b), cookies: res.Cookies()}
}

// consoleSignIn signs key in to the console served at base.
func consoleSignIn(t *testing.T, base, key string) consoleCookie {
	t.Helper()
	a := consoleRequest(t, base, "POST", "/sandbox/sign-in", consoleCookie{}, url.Values{"key": {key}})
	if a.status != http.StatusSeeOther || a.location != "/sandbox" {
		t.Fatalf("sign-in: %v\n%s", a, a.body)
	}
	var c consoleCookie
	for _, ck := range a.cookies {
		if ck.Name == "confirmd_console" {
			c.value = ck.Value
		}
	}
	if c.value == "" {
		t.Fatal("sign-in set no cookie")
	}
	page := consoleRequest(t, base, "GET", "/sandbox/new", c, nil)
	m := csrfField.FindStringSubmatch(page.body)
	if m == nil {
		t.Fatalf("no CSRF token on the console's form: %v\n%s", page, page.body)
	}
	c.csrf = m[1]
	return c
}

// wantSignedIn fails the test unless the cookie opens the console's list.
func wantSignedIn(t *testing.T, base string, c consoleCookie, when string) {
	t.Helper()
	if a := consoleRequest(t, base, "GET", "/sandbox", c, nil); a.status != http.StatusOK {
		t.Fatalf("%s: the console's list answered %v, want 200", when, a)
	}
}

// wantSignedOut fails the test unless every kind of console request with
// the cookie is sent to sign in.
func wantSignedOut(t *testing.T, base string, c consoleCookie, when string) {
	t.Helper()
	for _, r := range []struct {
		method, path string
		form         url.Values
	}{
		{"GET", "/sandbox", nil},
		{"GET", "/sandbox/new", nil},
		{"POST", "/sandbox/new", url.Values{}},
	} {
		if a := consoleRequest(t, base, r.method, r.path, c, r.form); !a.toSignIn() {
			t.Errorf("%s: %s %s answered %v, want a redirect to sign in", when, r.method, r.path, a)
		}
	}
}

// TestConsoleSessionEnds replays a console cookie after each thing that
// must end its session on the server: signing out, a key revoked or
// created, a change to the account. The browser that signed out would
// have dropped the cookie; a copy of it must not work either.
func TestConsoleSessionEnds(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		base, ctx := h.srv.URL, t.Context()
		other := consoleSignIn(t, base, h.other)

		t.Run("sign-out", func(t *testing.T) {
			c := consoleSignIn(t, base, h.sandbox)
			second := consoleSignIn(t, base, h.sandbox) // another browser
			if a := consoleRequest(t, base, "POST", "/sandbox/sign-out", c, url.Values{}); !a.toSignIn() {
				t.Fatalf("sign-out: %v", a)
			}
			wantSignedOut(t, base, c, "after sign-out")
			if a := consoleRequest(t, base, "GET", "/sandbox/confirmations/cf_000000000000000000000000/events", c, nil); !a.toSignIn() {
				t.Errorf("after sign-out, the live events answered %v", a)
			}
			wantSignedIn(t, base, second, "another browser's sign-in after the first signed out")
		})
		t.Run("key revoked", func(t *testing.T) {
			key := h.addKey(h.account.ID, true)
			c := consoleSignIn(t, base, key)
			keys, err := h.store.ListAPIKeys(ctx, h.account.ID)
			if err != nil {
				t.Fatal(err)
			}
			for _, k := range keys {
				if k.Hash == confirm.HashKey(key) {
					if err := h.store.RevokeAPIKey(ctx, k.ID, h.clock.Now()); err != nil {
						t.Fatal(err)
					}
				}
			}
			wantSignedOut(t, base, c, "after the key was revoked")
		})
		t.Run("another key created", func(t *testing.T) {
			c := consoleSignIn(t, base, h.sandbox)
			h.addKey(h.account.ID, false)
			wantSignedOut(t, base, c, "after a new key of the account")
		})
		t.Run("account changed", func(t *testing.T) {
			c := consoleSignIn(t, base, h.sandbox)
			h.setLimit(500)
			wantSignedOut(t, base, c, "after the account's limit changed")

			c = consoleSignIn(t, base, h.sandbox)
			h.account.PreviousSigningSecret, h.account.PreviousSecretUntil = h.account.SigningSecret, h.clock.Now().Add(time.Hour)
			h.account.SigningSecret = confirm.NewSigningSecret()
			if err := h.store.UpdateAccount(ctx, h.account); err != nil {
				t.Fatal(err)
			}
			wantSignedOut(t, base, c, "after the account's secret was rotated")
		})
		t.Run("a live stream", func(t *testing.T) {
			id := h.create(h.sandbox, minimalBody())["id"].(string)
			c := consoleSignIn(t, base, h.sandbox)
			req, _ := http.NewRequestWithContext(ctx, "GET", base+"/sandbox/confirmations/"+id+"/events", nil)
			req.AddCookie(&http.Cookie{Name: "confirmd_console", Value: c.value})
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			if res.StatusCode != http.StatusOK {
				t.Fatalf("events: %d", res.StatusCode)
			}
			if a := consoleRequest(t, base, "POST", "/sandbox/sign-out", c, url.Values{}); !a.toSignIn() {
				t.Fatalf("sign-out: %v", a)
			}
			// The stream looks at its session again once a minute.
			h.clock.Advance(confirm.ConsoleSessionTouch)
			ended := make(chan error, 1)
			go func() {
				_, err := io.Copy(io.Discard, res.Body)
				ended <- err
			}()
			select {
			case err := <-ended:
				if err != nil {
					t.Errorf("the stream ended with %v", err)
				}
			case <-time.After(10 * time.Second):
				t.Errorf("the live stream went on after sign-out")
			}
		})
		// Nothing done to one account ends another's sessions.
		wantSignedIn(t, base, other, "another account's sign-in")
	})
}

// TestConsoleSessionTimesOut checks the idle time-out and the absolute
// end on the fake clock.
func TestConsoleSessionTimesOut(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		base := h.srv.URL

		t.Run("idle", func(t *testing.T) {
			c := consoleSignIn(t, base, h.sandbox)
			for range 3 {
				h.clock.Advance(confirm.ConsoleSessionIdle - time.Second)
				wantSignedIn(t, base, c, "a request within the idle time-out")
			}
			h.clock.Advance(confirm.ConsoleSessionIdle)
			wantSignedOut(t, base, c, "after the idle time-out")
		})
		t.Run("a page refreshing itself is not activity", func(t *testing.T) {
			id := h.create(h.sandbox, minimalBody())["id"].(string)
			c := consoleSignIn(t, base, h.sandbox)
			for _, d := range []time.Duration{confirm.ConsoleSessionIdle / 2, confirm.ConsoleSessionIdle/2 - time.Second} {
				h.clock.Advance(d)
				if a := consoleRequest(t, base, "GET", "/sandbox/confirmations/"+id+"?fragment=1", c, nil); a.status != http.StatusOK {
					t.Fatalf("the live part: %v", a)
				}
			}
			h.clock.Advance(time.Second)
			wantSignedOut(t, base, c, "after refreshes of the live part alone for the idle time-out")
		})
		t.Run("absolute end", func(t *testing.T) {
			c := consoleSignIn(t, base, h.sandbox)
			signedIn := h.clock.Now()
			for h.clock.Now().Sub(signedIn) < confirm.ConsoleSessionTTL-confirm.ConsoleSessionIdle {
				h.clock.Advance(confirm.ConsoleSessionIdle - time.Minute)
				wantSignedIn(t, base, c, fmt.Sprintf("%v after sign-in, in use", h.clock.Now().Sub(signedIn)))
			}
			h.clock.Set(signedIn.Add(confirm.ConsoleSessionTTL))
			wantSignedOut(t, base, c, "at the absolute end, in use")
		})
	})
}

// TestConsoleSessionsAcrossProcesses runs two servers on one database, as
// two confirmd processes: a sign-in made on one works on the other, and a
// sign-out or a revocation made through one is refused by the other at
// once, though the other has just read the key (and on PostgreSQL keeps
// it until the change's notice arrives).
func TestConsoleSessionsAcrossProcesses(t *testing.T) {
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		dbURL := k.URL(t)
		open := func() confirm.Store {
			st, err := dburl.Open(t.Context(), dbURL)
			if err != nil {
				t.Fatalf("opening the database: %v", err)
			}
			return st
		}
		one, two := newHarness(t, open()), newHarness(t, open())

		c := consoleSignIn(t, one.srv.URL, one.sandbox)
		wantSignedIn(t, two.srv.URL, c, "on the second process")
		if a := consoleRequest(t, two.srv.URL, "POST", "/sandbox/sign-out", c, url.Values{}); !a.toSignIn() {
			t.Fatalf("sign-out on the second process: %v", a)
		}
		wantSignedOut(t, one.srv.URL, c, "on the first process after sign-out on the second")

		key := one.addKey(one.account.ID, true)
		c = consoleSignIn(t, one.srv.URL, key)
		wantSignedIn(t, one.srv.URL, c, "a new sign-in")
		keys, err := two.store.ListAPIKeys(t.Context(), one.account.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range keys {
			if k.Hash == confirm.HashKey(key) {
				if err := two.store.RevokeAPIKey(t.Context(), k.ID, two.clock.Now()); err != nil {
					t.Fatal(err)
				}
			}
		}
		wantSignedOut(t, one.srv.URL, c, "on the first process after a revocation through the second")
	})
}
