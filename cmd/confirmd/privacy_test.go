package main

import (
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestConfigRetention: CONFIRMD_RETENTION_DAYS defaults to 90, 0 keeps
// personal data forever, and a bad value stops start-up naming it.
func TestConfigRetention(t *testing.T) {
	env := func(v string) func(string) string {
		return func(k string) string {
			if k == "CONFIRMD_RETENTION_DAYS" {
				return v
			}
			return ""
		}
	}
	for v, want := range map[string]int{"": 90, "0": 0, " 30 ": 30, "36500": 36500} {
		c, err := loadConfig(env(v))
		if err != nil || c.RetentionDays != want {
			t.Errorf("CONFIRMD_RETENTION_DAYS=%q: %v days, %v; want %d", v, c, err, want)
		}
	}
	for _, v := range []string{"90d", "-1", "36501", "ninety"} {
		if _, err := loadConfig(env(v)); err == nil || !strings.Contains(err.Error(), "CONFIRMD_RETENTION_DAYS must be a whole number") {
			t.Errorf("CONFIRMD_RETENTION_DAYS=%q: error %v, want one naming it", v, err)
		}
	}
}

// TestConfigAuditRetention: CONFIRMD_AUDIT_RETENTION_DAYS defaults to
// 400, 0 keeps the audit log forever, and a bad value stops start-up
// naming it.
func TestConfigAuditRetention(t *testing.T) {
	env := func(v string) func(string) string {
		return func(k string) string {
			if k == "CONFIRMD_AUDIT_RETENTION_DAYS" {
				return v
			}
			return ""
		}
	}
	for v, want := range map[string]int{"": 400, "0": 0, " 30 ": 30, "36500": 36500} {
		c, err := loadConfig(env(v))
		if err != nil || c.AuditRetentionDays != want {
			t.Errorf("CONFIRMD_AUDIT_RETENTION_DAYS=%q: %v days, %v; want %d", v, c, err, want)
		}
	}
	for _, v := range []string{"400d", "-1", "36501", "forever"} {
		if _, err := loadConfig(env(v)); err == nil || !strings.Contains(err.Error(), "CONFIRMD_AUDIT_RETENTION_DAYS must be a whole number") {
			t.Errorf("CONFIRMD_AUDIT_RETENTION_DAYS=%q: error %v, want one naming it", v, err)
		}
	}
}

// TestAdminAudit: the operator's key and limit commands are recorded in the
// account's audit log, by "cli".
func TestAdminAudit(t *testing.T) {
	t.Parallel()
	dbURL := "sqlite:" + filepath.Join(t.TempDir(), "a.db")
	env := map[string]string{"CONFIRMD_DATABASE_URL": dbURL}
	if out, _, err := cli(env, "migrate"); err != nil {
		t.Fatalf("migrate: %v\n%s", err, out)
	}
	out, _, err := cli(env, "accounts", "create", "--name", "Acme")
	acct := regexp.MustCompile(`account:\s+(acct_\w+)`).FindStringSubmatch(out)
	if err != nil || acct == nil {
		t.Fatalf("accounts create: %v\n%s", err, out)
	}
	out, _, err = cli(env, "keys", "create", "--live", "--account", acct[1])
	keyID := regexp.MustCompile(`key id:\s+(key_\w+)`).FindStringSubmatch(out)
	if err != nil || keyID == nil {
		t.Fatalf("keys create: %v\n%s", err, out)
	}
	if _, _, err := cli(env, "accounts", "set-limit", "--account", acct[1], "--limit", "120"); err != nil {
		t.Fatalf("set-limit: %v", err)
	}
	if _, _, err := cli(env, "keys", "revoke", keyID[1]); err != nil {
		t.Fatalf("keys revoke: %v", err)
	}
	st, err := openStore(context.Background(), dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	page, err := st.ListAudit(context.Background(), confirm.AuditFilter{AccountID: acct[1], Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range page.Entries {
		if e.Actor != confirm.AuditActorCLI || e.KeyID != "" || e.Author != "" {
			t.Errorf("entry %+v: actor %q, want cli and no key", e, e.Actor)
		}
		got = append(got, e.Action+" "+e.Scope+" "+string(e.Details))
	}
	want := []string{
		`key.revoked live {"keyId":"` + keyID[1] + `"}`,
		`account.limit_changed account {"from":30,"to":120}`,
		`key.created live {"keyId":"` + keyID[1] + `"}`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("audit log:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
