// Package receivers_test runs the receiver snippets of docs/webhooks.md
// against real deliveries of confirmd: the API, engine and webhook sender of
// internal/apitest on each store, posting to a test receiver that keeps what
// it got. Each snippet must accept the delivery and refuse it tampered.
//
// The snippets need their runtimes (node, python3, php, ruby, mcs and mono)
// and the Standard Webhooks check needs `npm ci` in node-standard. Outside
// CI a missing one skips its test with a message; with CI=true it fails.
package receivers_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	"github.com/confirmd/confirmd/internal/apitest"
	"github.com/confirmd/confirmd/internal/testdb"
	"github.com/confirmd/confirmd/webhook"
)

// capture has confirmd send one real delivery (apitest.CaptureDelivery).
func capture(t *testing.T, k testdb.Kind) apitest.Delivery {
	t.Helper()
	return apitest.CaptureDelivery(t, k.Open(t))
}

// need returns the path of a program, or skips the test without it (fails
// it in CI).
func need(t *testing.T, program, install string) string {
	t.Helper()
	p, err := exec.LookPath(program)
	if err != nil {
		missing(t, program+" is not installed ("+install+")")
	}
	return p
}

func missing(t *testing.T, what string) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatalf("%s; CI needs it", what)
	}
	t.Skipf("%s; skipping", what)
}

// snippet is one receiver snippet as a command: it is given the body's
// file and the header's value as arguments and the secret as
// SIGNING_SECRET, and prints "ok" and exits 0 only for a good signature.
type snippet struct {
	name string
	cmd  func(body, header string) *exec.Cmd
}

func snippets(t *testing.T) []snippet {
	t.Helper()
	dir := t.TempDir() // the test's, not a setup subtest's
	script := func(runtime, install, file string) func(t *testing.T) func(body, header string) *exec.Cmd {
		return func(t *testing.T) func(body, header string) *exec.Cmd {
			bin := need(t, runtime, install)
			return func(body, header string) *exec.Cmd { return exec.Command(bin, file, body, header) }
		}
	}
	type lazy struct {
		name string
		cmd  func(t *testing.T) func(body, header string) *exec.Cmd
	}
	all := []lazy{
		{"node", script("node", "Debian package nodejs", "node/verify.js")},
		{"python", script("python3", "Debian package python3", "python/verify.py")},
		{"php", script("php", "Debian package php-cli", "php/verify.php")},
		{"ruby", script("ruby", "Debian package ruby", "ruby/verify.rb")},
		{"csharp", func(t *testing.T) func(body, header string) *exec.Cmd {
			mcs := need(t, "mcs", "Debian package mono-mcs")
			mono := need(t, "mono", "Debian package mono-runtime")
			exe := filepath.Join(dir, "verify.exe")
			if out, err := exec.Command(mcs, "-nologo", "-out:"+exe, "csharp/Verify.cs").CombinedOutput(); err != nil {
				t.Fatalf("mcs: %v\n%s", err, out)
			}
			return func(body, header string) *exec.Cmd { return exec.Command(mono, exe, body, header) }
		}},
	}
	out := make([]snippet, 0, len(all))
	for _, l := range all {
		var cmd func(body, header string) *exec.Cmd
		t.Run("setup "+l.name, func(t *testing.T) { cmd = l.cmd(t) })
		if cmd != nil {
			out = append(out, snippet{l.name, cmd})
		}
	}
	return out
}

func TestSnippets(t *testing.T) {
	t.Parallel()
	ss := snippets(t)
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		d := capture(t, k)
		dir := t.TempDir()
		write := func(name string, b []byte) string {
			p := filepath.Join(dir, name)
			if err := os.WriteFile(p, b, 0o600); err != nil {
				t.Fatal(err)
			}
			return p
		}
		body := write("body", d.Body)
		tampered := bytes.Clone(d.Body)
		tampered[len(tampered)-2] ^= 1
		tamperedBody := write("tampered", tampered)
		header := d.Header.Get(webhook.SignatureHeader)
		// During a secret rotation the header carries two signatures.
		rotated := webhook.Sign("whsec_previousSecretOfTheAccount1", d.Body) + "," + header
		cases := []struct {
			name         string
			body, header string
			secret       string
			ok           bool
		}{
			{"the delivery", body, header, d.Secret, true},
			{"two signatures", body, rotated, d.Secret, true},
			{"tampered body", tamperedBody, header, d.Secret, false},
			{"missing header", body, "", d.Secret, false},
			{"bad header", body, strings.TrimPrefix(header, "sha256="), d.Secret, false},
			{"other secret", body, header, "whsec_someOtherAccountsSecret123", false},
		}
		for _, s := range ss {
			t.Run(s.name, func(t *testing.T) {
				for _, c := range cases {
					cmd := s.cmd(c.body, c.header)
					cmd.Dir = "."
					cmd.Env = append(os.Environ(), "SIGNING_SECRET="+c.secret)
					out, err := cmd.CombinedOutput()
					var exit *exec.ExitError
					switch {
					case c.ok && (err != nil || strings.TrimSpace(string(out)) != "ok"):
						t.Errorf("%s: refused (%v): %s", c.name, err, out)
					case !c.ok && err == nil:
						t.Errorf("%s: accepted: %s", c.name, out)
					case !c.ok && (!errors.As(err, &exit) || exit.ExitCode() != 1 || strings.TrimSpace(string(out)) != "bad signature"):
						t.Errorf("%s: %v, printed %q; want exit 1 and \"bad signature\"", c.name, err, out)
					}
				}
			})
		}
	})
}

// TestStandardWebhooks checks real deliveries with the Standard Webhooks
// headers on against the official libraries: Go's, the npm standardwebhooks
// package and Svix's verifier, each given the secret as
// `confirmd accounts standard-secret` prints it.
func TestStandardWebhooks(t *testing.T) {
	t.Parallel()
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		d := capture(t, k)
		secret := webhook.StandardSecret(d.Secret)
		if err := webhook.VerifyStandard(d.Secret, d.Body, d.Header, time.Now(), webhook.DefaultTolerance); err != nil {
			t.Errorf("webhook.VerifyStandard: %v", err)
		}
		if got, want := d.Header.Get(webhook.StandardIDHeader), d.Header.Get(webhook.DeliveryHeader); got != want || got == "" {
			t.Errorf("webhook-id %q, X-Service-Delivery %q: want the same id", got, want)
		}
		if err := webhook.Verify(d.Secret, d.Body, d.Header.Get(webhook.SignatureHeader)); err != nil {
			t.Errorf("X-Service-Signature: %v", err)
		}

		t.Run("go", func(t *testing.T) {
			wh, err := standardwebhooks.NewWebhook(secret)
			if err != nil {
				t.Fatal(err)
			}
			if err := wh.Verify(d.Body, d.Header); err != nil {
				t.Errorf("refused: %v", err)
			}
			if err := wh.Verify(append(bytes.Clone(d.Body), ' '), d.Header); err == nil {
				t.Error("accepts a tampered body")
			}
		})

		t.Run("node", func(t *testing.T) {
			node := need(t, "node", "Debian package nodejs")
			if _, err := os.Stat("node-standard/node_modules/standardwebhooks"); err != nil {
				missing(t, "examples/receivers/node-standard has no node_modules (run npm ci there)")
			}
			dir := t.TempDir()
			headers := map[string]string{}
			for name := range d.Header {
				headers[strings.ToLower(name)] = d.Header.Get(name)
			}
			hj, err := json.Marshal(headers)
			if err != nil {
				t.Fatal(err)
			}
			for name, b := range map[string][]byte{"body": d.Body, "headers.json": hj, "standard-secret": []byte(secret + "\n")} {
				if err := os.WriteFile(filepath.Join(dir, name), b, 0o600); err != nil {
					t.Fatal(err)
				}
			}
			out, err := exec.Command(node, "node-standard/verify.js", dir).CombinedOutput()
			t.Logf("node verify.js:\n%s", out)
			if err != nil {
				t.Errorf("node verify.js: %v", err)
			}
		})
	})
}
