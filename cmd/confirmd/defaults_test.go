package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dburl"
	"github.com/confirmd/confirmd/internal/testdb"
)

// TestAccountsSet changes an account's defaults from the command line, per
// mode, judged as the API judges them.
func TestAccountsSet(t *testing.T) {
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		dbURL := k.URL(t)
		env := map[string]string{"CONFIRMD_DATABASE_URL": dbURL}
		if _, _, err := cli(env, "migrate"); err != nil {
			t.Fatalf("migrate: %v", err)
		}
		out, _, err := cli(env, "accounts", "create", "--name", "Acme")
		if err != nil {
			t.Fatalf("accounts create: %v", err)
		}
		id := regexp.MustCompile(`acct_[0-9a-z]+`).FindString(out)

		out, _, err = cli(env, "accounts", "set", "--account", id, "--webhook-url", "http://localhost:4242/hooks",
			"--brand-name", "Acme Home", "--brand-color", "#0A7F5A", "--support-email", "help@acme.test", "--language", "pl")
		if err != nil {
			t.Fatalf("accounts set: %v", err)
		}
		if !strings.Contains(out, "for sandbox keys") || !strings.Contains(out, "#0A7F5A") {
			t.Errorf("accounts set printed %q", out)
		}
		// A flag left out leaves its field; "" clears one.
		if _, _, err := cli(env, "accounts", "set", "--account", id, "--language", "", "--tone", "warm"); err != nil {
			t.Fatalf("accounts set: %v", err)
		}

		_, _, err = cli(env, "accounts", "set", "--account", id, "--live", "--webhook-url", "http://client.example/hooks", "--brand-color", "green")
		if err == nil || !strings.Contains(err.Error(), "webhookUrl must use https with a live key") ||
			!strings.Contains(err.Error(), "brand.colors.primary must be a colour") {
			t.Errorf("live http URL and a bad colour: %v", err)
		}
		if _, _, err := cli(env, "accounts", "set", "--sandbox", "--live"); exitCode(err) != 2 {
			t.Errorf("--sandbox --live: %v, want a usage error", err)
		}
		if _, _, err := cli(env, "accounts", "set", "--account", id, "--live", "--language", "es-MX"); err != nil {
			t.Fatalf("accounts set --live: %v", err)
		}

		st, err := dburl.OpenExisting(t.Context(), dbURL)
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		sb, err := st.AccountDefaults(t.Context(), confirm.Scope{AccountID: id, Sandbox: true})
		if err != nil {
			t.Fatal(err)
		}
		sb.UpdatedAt = sb.UpdatedAt.UTC().Truncate(0)
		want := &confirm.Defaults{WebhookURL: "http://localhost:4242/hooks",
			Brand: &confirm.Brand{Name: "Acme Home", Colors: &confirm.Colors{Primary: "#0A7F5A"}, SupportEmail: "help@acme.test", Tone: "warm"}, UpdatedAt: sb.UpdatedAt}
		if d := cmp.Diff(want, sb); d != "" {
			t.Errorf("sandbox defaults mismatch (-want +got):\n%s", d)
		}
		lv, err := st.AccountDefaults(t.Context(), confirm.Scope{AccountID: id})
		if err != nil || lv.Language != "es-MX" || lv.WebhookURL != "" || lv.Brand != nil {
			t.Errorf("live defaults = %+v, %v; want only the language", lv, err)
		}
	})
}
