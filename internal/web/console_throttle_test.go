package web

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// keyStore is a console store that knows one sandbox key, and answers
// nothing else.
type keyStore struct {
	ConsoleStore
	key string
}

func (s keyStore) APIKeyByHash(_ context.Context, hash string) (*confirm.APIKey, *confirm.Account, error) {
	if hash != confirm.HashKey(s.key) {
		return nil, nil, confirm.Errorf(confirm.ENOTFOUND, "key not found")
	}
	return &confirm.APIKey{ID: "key_1", Sandbox: true}, &confirm.Account{ID: "acct_1"}, nil
}

func (s keyStore) Secret(context.Context, string, func() string) (string, error) {
	return "a service secret", nil
}

// CreateConsoleSession keeps nothing: these tests end at the sign-in.
func (s keyStore) CreateConsoleSession(context.Context, *confirm.ConsoleSession) error { return nil }

// countingThrottle counts the failures it is told of and refuses them all
// once refuse is set.
type countingThrottle struct {
	failures int
	refuse   bool
}

func (c *countingThrottle) FailedSignIn(*http.Request) bool {
	c.failures++
	return c.refuse
}

func TestSignInThrottled(t *testing.T) {
	t.Parallel()
	const good = "sk_test_abcdefghijklmnopqrstuvwxyz012345"
	tests := []struct {
		name     string
		body     string
		refuse   bool
		status   int
		failures int
		text     string
	}{
		{"a key that matches", "key=" + good, true, http.StatusSeeOther, 0, ""},
		{"a wrong key", "key=sk_test_nope", false, http.StatusUnauthorized, 1, "No sandbox key matches"},
		{"a wrong key over the burst", "key=sk_test_nope", true, http.StatusTooManyRequests, 1, msgTooMany},
		{"no key", "key=+", true, http.StatusUnauthorized, 0, "No sandbox key matches"},
		{"a key too long to be one", "key=" + strings.Repeat("x", maxKeyInput+1), true, http.StatusUnauthorized, 0, "No sandbox key matches"},
		{"a form that cannot be read", "key=%zz", true, http.StatusBadRequest, 0, "The form could not be read"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			// Without a throttle, and with one that refuses nothing, the
			// answer is the same but for the count.
			signIn := func(th SignInThrottle) *httptest.ResponseRecorder {
				c := &Console{Store: keyStore{key: good}, Throttle: th}
				r := httptest.NewRequest("POST", "/sandbox/sign-in", strings.NewReader(tt.body))
				r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
				w := httptest.NewRecorder()
				c.signIn(w, r)
				return w
			}
			th := &countingThrottle{refuse: tt.refuse}
			w := signIn(th)
			if w.Code != tt.status || !strings.Contains(w.Body.String(), tt.text) || th.failures != tt.failures {
				t.Errorf("answer %d with %d failures counted, want %d with %d, saying %q\n%s", w.Code, th.failures, tt.status, tt.failures, tt.text, w.Body)
			}
			if tt.status != http.StatusTooManyRequests {
				if plain := signIn(nil); plain.Code != w.Code {
					t.Errorf("without a throttle: %d, with one: %d", plain.Code, w.Code)
				}
			}
		})
	}
}
