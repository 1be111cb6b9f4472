package smtp

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseURL(t *testing.T) {
	t.Parallel()
	tests := []struct {
		raw  string
		want Config
	}{
		{"smtp://user:pass@smtp.example.com:587", Config{Host: "smtp.example.com", Port: 587, Security: StartTLS, Username: "user", Password: "pass"}},
		{"smtp://user:pass@smtp.example.com", Config{Host: "smtp.example.com", Port: 587, Security: StartTLS, Username: "user", Password: "pass"}},
		{"smtp://user:pass@smtp.example.com:2525/", Config{Host: "smtp.example.com", Port: 2525, Security: StartTLS, Username: "user", Password: "pass"}},
		{"smtp://user:pass@smtp.example.com?tls=starttls", Config{Host: "smtp.example.com", Port: 587, Security: StartTLS, Username: "user", Password: "pass"}},
		{"smtps://user:pass@smtp.example.com:465", Config{Host: "smtp.example.com", Port: 465, Security: ImplicitTLS, Username: "user", Password: "pass"}},
		{"smtps://user:pass@smtp.example.com", Config{Host: "smtp.example.com", Port: 465, Security: ImplicitTLS, Username: "user", Password: "pass"}},
		{"smtp://localhost:25?tls=none", Config{Host: "localhost", Port: 25, Security: NoTLS}},
		{"smtp://127.0.0.1?tls=none", Config{Host: "127.0.0.1", Port: 25, Security: NoTLS}},
		{"smtp://[::1]:1025?tls=none", Config{Host: "::1", Port: 1025, Security: NoTLS}},
		{"smtp://relay.internal:587", Config{Host: "relay.internal", Port: 587, Security: StartTLS}},
		// An SES SMTP password holds '/' and '+'; percent-encoded, they pass.
		{"smtp://AKIAEXAMPLE:BPx%2Fab%2Bcd%3D@email-smtp.eu-west-1.amazonaws.com:587",
			Config{Host: "email-smtp.eu-west-1.amazonaws.com", Port: 587, Security: StartTLS, Username: "AKIAEXAMPLE", Password: "BPx/ab+cd="}},
		{"smtp://postmaster%40mg.example.com:pw@smtp.mailgun.org:587",
			Config{Host: "smtp.mailgun.org", Port: 587, Security: StartTLS, Username: "postmaster@mg.example.com", Password: "pw"}},
	}
	for _, tt := range tests {
		got, err := ParseURL(tt.raw)
		if err != nil {
			t.Errorf("ParseURL(%q): %v", tt.raw, err)
			continue
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("ParseURL(%q) mismatch (-want +got):\n%s", tt.raw, diff)
		}
	}
}

func TestParseURLErrors(t *testing.T) {
	t.Parallel()
	const secret = "hunter2-secret"
	tests := []struct {
		raw  string
		says string // part of the error
	}{
		{"", "empty"},
		{"   ", "empty"},
		{"smtp.example.com:587", "scheme"},
		{"user:" + secret + "@smtp.example.com:587", `scheme is "user"`},
		{"http://user:" + secret + "@smtp.example.com", `"http"`},
		{"smtp:smtp.example.com", "smtp://host:port"},
		{"smtp://user:" + secret + "@:587", "no host"},
		{"smtp://user:" + secret + "@smtp.example.com:0", "port"},
		{"smtp://user:" + secret + "@smtp.example.com:70000", "port"},
		{"smtp://user:" + secret + "@smtp.example.com:", "empty port"},
		{"smtp://user:" + secret + "@smtp.example.com:abc", "not a valid URL"},
		// An unencoded '/' in the password ends the authority.
		{"smtp://user:hunter2/secret@smtp.example.com:587", "not a valid URL"},
		{"smtp://user:" + secret + "@smtp.example.com/path", "path"},
		{"smtp://user:" + secret + "@smtp.example.com#frag", "fragment"},
		{"smtp://user:" + secret + "@smtp.example.com?tls=yes", `tls="yes"`},
		{"smtp://user:" + secret + "@smtp.example.com?timeout=5&auth=plain", "auth, timeout"},
		{"smtps://user:" + secret + "@smtp.example.com?tls=none", "smtps:// always uses TLS"},
		{"smtp://user:" + secret + "@smtp.example.com?tls=none", "without TLS"},
		{"smtp://:" + secret + "@smtp.example.com", "no user name"},
		{"smtp://user@smtp.example.com", `"user" but no password`},
		{"smtp://user:@smtp.example.com", "no password"},
	}
	for _, tt := range tests {
		_, err := ParseURL(tt.raw)
		if err == nil {
			t.Errorf("ParseURL(%q): no error, want one saying %q", tt.raw, tt.says)
			continue
		}
		if !strings.Contains(err.Error(), tt.says) {
			t.Errorf("ParseURL(%q) = %q, want it to say %q", tt.raw, err, tt.says)
		}
		for _, s := range []string{secret, "hunter2"} {
			if strings.Contains(err.Error(), s) {
				t.Errorf("ParseURL(%q) = %q gives the password away", tt.raw, err)
			}
		}
	}
}

func TestConfigHidesPassword(t *testing.T) {
	t.Parallel()
	c, err := ParseURL("smtps://user:hunter2@smtp.example.com")
	if err != nil {
		t.Fatal(err)
	}
	for _, verb := range []string{"%v", "%+v", "%#v", "%s"} {
		s := fmt.Sprintf(verb, c)
		if strings.Contains(s, "hunter2") {
			t.Errorf("%s of a Config gives the password away: %s", verb, s)
		}
	}
	if got, want := c.String(), "smtps://user:xxxxx@smtp.example.com:465"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	noTLS := Config{Host: "localhost", Port: 25, Security: NoTLS}
	if got, want := noTLS.String(), "smtp://localhost:25?tls=none"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}

func TestParseFrom(t *testing.T) {
	t.Parallel()
	if got, err := ParseFrom(" confirm@mail.example.com "); err != nil || got != "confirm@mail.example.com" {
		t.Errorf(`ParseFrom = %q, %v; want "confirm@mail.example.com", nil`, got, err)
	}
	for _, bad := range []string{"", "confirm", "Shop <confirm@example.com>", "confirm@localhost", "a@b.com, c@d.com"} {
		if _, err := ParseFrom(bad); err == nil {
			t.Errorf("ParseFrom(%q): no error", bad)
		}
	}
}

func FuzzParseURL(f *testing.F) {
	for _, s := range []string{
		"smtp://user:pass@smtp.example.com:587", "smtps://u:p@h", "smtp://h?tls=none", "smtp://u:p%2F@h:1/",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		c, err := ParseURL(raw)
		if err != nil {
			// The table tests check for the password itself; a fuzzed one
			// can be any word of the error's own text.
			if strings.Contains(raw, "@") && len(raw) > 20 && strings.Contains(err.Error(), raw) {
				t.Errorf("ParseURL(%q) = %q repeats the URL", raw, err)
			}
			return
		}
		if c.Host == "" || c.Port < 1 || c.Port > 65535 {
			t.Errorf("ParseURL(%q) = %v without a host and port", raw, c)
		}
		if c.Username != "" && c.Security == NoTLS {
			t.Errorf("ParseURL(%q) logs in without TLS", raw)
		}
	})
}
