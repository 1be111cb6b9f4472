package web

import (
	"encoding/base64"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/google/go-cmp/cmp"
)

var testSecret = []byte("0123456789abcdef0123456789abcdef")

func TestTokenRoundTrip(t *testing.T) {
	t.Parallel()
	for _, tok := range []Token{
		{ConfirmationID: "cf_abcdefghijklmnopqrstuvwx", AccountID: "acct_0123456789abcdef", Sandbox: true, Choice: confirm.ChoiceWillBeIn},
		{ConfirmationID: "cf_abcdefghijklmnopqrstuvwx", AccountID: "acct_0123456789abcdef", Choice: confirm.ChoiceSomeoneElse},
		{ConfirmationID: "cf_abcdefghijklmnopqrstuvwx", AccountID: "", Choice: confirm.ChoiceDifferentDay},
		{ConfirmationID: "x", AccountID: strings.Repeat("a", 300), Sandbox: true, Choice: confirm.ChoiceDifferentDay},
	} {
		s := SignToken(testSecret, tok)
		if strings.ContainsAny(s, "+/=%") {
			t.Errorf("token %q is not URL-safe", s)
		}
		got, err := ParseToken(testSecret, s)
		if err != nil {
			t.Fatalf("ParseToken(SignToken(%+v)): %v", tok, err)
		}
		if diff := cmp.Diff(tok, got); diff != "" {
			t.Errorf("token mismatch (-want +got):\n%s", diff)
		}
	}
}

func TestTokenIsCompact(t *testing.T) {
	t.Parallel()
	s := SignToken(testSecret, Token{ConfirmationID: confirm.NewConfirmationID(), AccountID: confirm.NewAccountID(), Choice: confirm.ChoiceDifferentDay})
	if len(s) > 100 {
		t.Errorf("token is %d characters long; want at most 100: %s", len(s), s)
	}
}

func TestParseTokenRefuses(t *testing.T) {
	t.Parallel()
	good := Token{ConfirmationID: "cf_abcdefghijklmnopqrstuvwx", AccountID: "acct_0123456789abcdef", Sandbox: true, Choice: confirm.ChoiceWillBeIn}
	valid := SignToken(testSecret, good)
	// alter decodes the valid token, changes its bytes and encodes it again
	// without re-signing, as a forger without the secret would.
	alter := func(f func(raw []byte) []byte) string {
		raw, err := base64.RawURLEncoding.DecodeString(valid)
		if err != nil {
			t.Fatal(err)
		}
		return base64.RawURLEncoding.EncodeToString(f(raw))
	}
	idAt := strings.Index(string(mustDecode(t, valid)), good.ConfirmationID)
	for _, tc := range []struct {
		name, token string
		secret      []byte
	}{
		{"altered id", alter(func(b []byte) []byte { b[idAt+3] ^= 1; return b }), testSecret},
		{"id swapped for another", alter(func(b []byte) []byte { copy(b[idAt:], "cf_zzzzzzzzzzzzzzzzzzzzzzzz"); return b }), testSecret},
		{"altered choice", alter(func(b []byte) []byte { b[1] = 2; return b }), testSecret},
		{"altered sandbox flag", alter(func(b []byte) []byte { b[2] = 0; return b }), testSecret},
		{"altered MAC", alter(func(b []byte) []byte { b[len(b)-1] ^= 0x80; return b }), testSecret},
		{"MAC cut off", alter(func(b []byte) []byte { return b[:len(b)-macLen] }), testSecret},
		{"other secret", valid, []byte("another secret, another service!")},
		{"empty secret", valid, nil},
		{"truncated by one", valid[:len(valid)-1], testSecret},
		{"truncated by half", valid[:len(valid)/2], testSecret},
		{"empty", "", testSecret},
		{"not base64", "cf_abcdefghijklmnopqrstuvwx", testSecret},
		{"padded", valid + "=", testSecret},
		{"standard base64", strings.NewReplacer("-", "+", "_", "/").Replace(valid) + "+", testSecret},
		{"line break inside", valid[:10] + "\n" + valid[10:], testSecret},
		{"space appended", valid + " ", testSecret},
		{"too long", strings.Repeat("A", 2000), testSecret},
		{"signed unknown choice", SignToken(testSecret, Token{ConfirmationID: good.ConfirmationID, Choice: "cancel"}), testSecret},
		{"signed empty choice", SignToken(testSecret, Token{ConfirmationID: good.ConfirmationID}), testSecret},
		{"signed empty id", SignToken(testSecret, Token{AccountID: "acct_1", Choice: confirm.ChoiceWillBeIn}), testSecret},
		{"signed with empty secret", SignToken(nil, good), nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got, err := ParseToken(tc.secret, tc.token); err == nil {
				t.Errorf("ParseToken(%q) = %+v, want an error", tc.token, got)
			}
		})
	}
}

func mustDecode(t *testing.T, s string) []byte {
	t.Helper()
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestEmailLinks(t *testing.T) {
	t.Parallel()
	c := fullConfirmation()
	for _, base := range []string{"https://confirm.example", "https://confirm.example/"} {
		links := EmailLinks(testSecret, base, c)
		if len(links) != 3 {
			t.Fatalf("EmailLinks gave %d links, want 3: %v", len(links), links)
		}
		for _, choice := range choices {
			s, ok := strings.CutPrefix(links[choice], "https://confirm.example/c/")
			if !ok {
				t.Fatalf("link for %s = %q, want it under https://confirm.example/c/", choice, links[choice])
			}
			tok, err := ParseToken(testSecret, s)
			if err != nil {
				t.Fatalf("link for %s: %v", choice, err)
			}
			want := Token{ConfirmationID: c.ID, AccountID: c.AccountID, Sandbox: c.Sandbox, Choice: choice}
			if diff := cmp.Diff(want, tok); diff != "" {
				t.Errorf("token of the %s link mismatch (-want +got):\n%s", choice, diff)
			}
		}
	}
}

// FuzzParseToken: ParseToken never panics, and accepts only what
// SignToken made with the secret: a token it accepts signs back to itself,
// and no other secret accepts it. The seeds are the links of real emails.
func FuzzParseToken(f *testing.F) {
	for _, choice := range choices {
		f.Add(SignToken(testSecret, Token{ConfirmationID: "cf_abcdefghijklmnopqrstuvwx", AccountID: "acct_0123456789abcdef", Sandbox: true, Choice: choice}))
	}
	for _, link := range EmailLinks(testSecret, "https://confirm.example", fullConfirmation()) {
		tok := link[strings.LastIndex(link, "/")+1:]
		f.Add(tok)
		f.Add(tok[:len(tok)-1])                  // cut short
		f.Add(strings.Replace(tok, "A", "B", 1)) // altered
	}
	f.Add(SignToken([]byte("another secret"), Token{ConfirmationID: "cf_abcdefghijklmnopqrstuvwx", AccountID: "acct_0123456789abcdef", Choice: confirm.ChoiceWillBeIn}))
	f.Add(SignToken(testSecret, Token{ConfirmationID: "x", Choice: confirm.ChoiceWillBeIn}))
	f.Add("")
	f.Add("AQEB")
	f.Add(strings.Repeat("_", 64))
	f.Fuzz(func(t *testing.T, s string) {
		tok, err := ParseToken(testSecret, s)
		if err != nil {
			if err != ErrInvalidToken {
				t.Fatalf("ParseToken(%q) = %v, not ErrInvalidToken", s, err)
			}
			return
		}
		if again := SignToken(testSecret, tok); again != s {
			t.Fatalf("ParseToken(%q) = %+v, which signs to %q", s, tok, again)
		}
		if other, err := ParseToken([]byte("another secret"), s); err == nil {
			t.Fatalf("ParseToken(%q) with another secret = %+v", s, other)
		}
		if _, err := ParseToken(nil, s); err == nil {
			t.Fatalf("ParseToken(%q) with no secret accepted it", s)
		}
	})
}

func FuzzTokenRoundTrip(f *testing.F) {
	f.Add("cf_abcdefghijklmnopqrstuvwx", "acct_0123456789abcdef", true, uint8(0))
	f.Add("x", "", false, uint8(2))
	f.Fuzz(func(t *testing.T, id, account string, sandbox bool, choice uint8) {
		if id == "" || len(id)+len(account) > 600 {
			return
		}
		want := Token{ConfirmationID: id, AccountID: account, Sandbox: sandbox, Choice: choices[int(choice)%len(choices)]}
		got, err := ParseToken(testSecret, SignToken(testSecret, want))
		if err != nil {
			t.Fatalf("ParseToken(SignToken(%+v)): %v", want, err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("token mismatch (-want +got):\n%s", diff)
		}
	})
}
