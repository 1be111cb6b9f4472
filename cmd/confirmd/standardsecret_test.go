package main

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/testdb"
	"github.com/confirmd/confirmd/webhook"
)

func TestAccountsStandardSecret(t *testing.T) {
	t.Parallel()
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		env := map[string]string{"CONFIRMD_DATABASE_URL": k.URL(t)}
		run := func(args ...string) (string, error) {
			var out bytes.Buffer
			a := &app{stdout: &out, stderr: &out, getenv: func(k string) string { return env[k] }}
			err := a.run(context.Background(), args)
			return out.String(), err
		}
		if out, err := run("migrate"); err != nil {
			t.Fatalf("migrate: %v\n%s", err, out)
		}
		out, err := run("accounts", "create", "--name", "Acme")
		if err != nil {
			t.Fatalf("accounts create: %v\n%s", err, out)
		}
		account := regexp.MustCompile(`acct_[0-9a-z]+`).FindString(out)
		secret := regexp.MustCompile(`whsec_[0-9A-Za-z]+`).FindString(out)

		out, err = run("accounts", "standard-secret", "--account", account)
		if err != nil {
			t.Fatalf("standard-secret: %v\n%s", err, out)
		}
		if want := "standard secret: " + webhook.StandardSecret(secret) + "\n"; !strings.Contains(out, want) {
			t.Errorf("standard-secret printed\n%s\nwant a line %q", out, want)
		}
		if strings.Contains(out, "previous:") {
			t.Errorf("a previous secret before any rotation:\n%s", out)
		}

		out, err = run("accounts", "rotate-secret", "--account", account)
		if err != nil {
			t.Fatalf("rotate-secret: %v\n%s", err, out)
		}
		rotated := regexp.MustCompile(`new signing secret: (whsec_[0-9A-Za-z]+)`).FindStringSubmatch(out)[1]
		out, err = run("accounts", "standard-secret") // the only account
		if err != nil {
			t.Fatalf("standard-secret after a rotation: %v\n%s", err, out)
		}
		for _, want := range []string{"standard secret: " + webhook.StandardSecret(rotated), "previous:        " + webhook.StandardSecret(secret)} {
			if !strings.Contains(out, want) {
				t.Errorf("after a rotation standard-secret printed\n%s\nwant %q", out, want)
			}
		}

		if _, err := run("accounts", "standard-secret", "extra"); err == nil {
			t.Error("standard-secret took an argument")
		}
	})
}

func TestConfigStandardWebhooks(t *testing.T) {
	t.Parallel()
	for v, want := range map[string]bool{"": false, "false": false, "true": true} {
		c, err := loadConfig(func(k string) string {
			if k == "CONFIRMD_STANDARD_WEBHOOKS" {
				return v
			}
			return ""
		})
		if err != nil || c.StandardWebhooks != want {
			t.Errorf("CONFIRMD_STANDARD_WEBHOOKS=%q: %v, %v; want %v", v, c.StandardWebhooks, err, want)
		}
	}
	_, err := loadConfig(func(k string) string {
		if k == "CONFIRMD_STANDARD_WEBHOOKS" {
			return "yes please"
		}
		return ""
	})
	if err == nil || !strings.Contains(err.Error(), "CONFIRMD_STANDARD_WEBHOOKS must be true or false") {
		t.Errorf("a bad value: %v", err)
	}
}
