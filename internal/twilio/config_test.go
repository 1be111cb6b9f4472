package twilio

import (
	"bytes"
	"fmt"
	"log/slog"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/confirm"
)

func env(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

func TestConfigFromEnv(t *testing.T) {
	t.Parallel()
	good := map[string]string{
		"CONFIRMD_TWILIO_ACCOUNT_SID": testSID,
		"CONFIRMD_TWILIO_AUTH_TOKEN":  testToken,
		"CONFIRMD_TWILIO_FROM":        testFrom,
		"CONFIRMD_PUBLIC_URL":         "https://confirmd.example.com/",
	}
	c, ok, err := ConfigFromEnv(env(good))
	if err != nil || !ok {
		t.Fatalf("ConfigFromEnv = %v, %v", ok, err)
	}
	want := Config{AccountSID: testSID, AuthToken: testToken, From: testFrom, PublicURL: "https://confirmd.example.com"}
	if diff := cmp.Diff(want, c); diff != "" {
		t.Errorf("config mismatch (-want +got):\n%s", diff)
	}

	if _, ok, err := ConfigFromEnv(env(map[string]string{"CONFIRMD_PUBLIC_URL": "https://x"})); ok || err != nil {
		t.Errorf("nothing set: %v, %v; want not configured and no error", ok, err)
	}

	with := func(k, v string) map[string]string {
		m := map[string]string{}
		for k, v := range good {
			m[k] = v
		}
		m[k] = v
		return m
	}
	for _, tc := range []struct {
		name string
		env  map[string]string
		want string
	}{
		{"no token", with("CONFIRMD_TWILIO_AUTH_TOKEN", ""), "CONFIRMD_TWILIO_AUTH_TOKEN"},
		{"bad sid", with("CONFIRMD_TWILIO_ACCOUNT_SID", "SK123"), "CONFIRMD_TWILIO_ACCOUNT_SID"},
		{"bad token", with("CONFIRMD_TWILIO_AUTH_TOKEN", testToken+"!"), "CONFIRMD_TWILIO_AUTH_TOKEN"},
		{"short token", with("CONFIRMD_TWILIO_AUTH_TOKEN", testToken[:31]), "CONFIRMD_TWILIO_AUTH_TOKEN is not an Auth Token (32 letters and digits"},
		{"bad from", with("CONFIRMD_TWILIO_FROM", "07700900001"), "CONFIRMD_TWILIO_FROM"},
		{"no public URL", with("CONFIRMD_PUBLIC_URL", ""), "CONFIRMD_PUBLIC_URL"},
		{"bad public URL", with("CONFIRMD_PUBLIC_URL", "confirmd.example.com"), "CONFIRMD_PUBLIC_URL"},
	} {
		_, ok, err := ConfigFromEnv(env(tc.env))
		if err == nil || ok {
			t.Errorf("%s: %v, %v; want an error", tc.name, ok, err)
			continue
		}
		if !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %q does not name %s", tc.name, err, tc.want)
		}
		if strings.Contains(err.Error(), testToken) {
			t.Errorf("%s: error %q holds the token", tc.name, err)
		}
	}

	mg := with("CONFIRMD_TWILIO_FROM", testMG)
	if c, ok, err := ConfigFromEnv(env(mg)); err != nil || !ok || !c.usesService() {
		t.Errorf("Messaging Service: %v, %v, %v", c, ok, err)
	}
}

func TestConfigNeverPrintsToken(t *testing.T) {
	t.Parallel()
	c := Config{AccountSID: testSID, AuthToken: testToken, From: testFrom, PublicURL: "https://x"}
	var logs bytes.Buffer
	slog.New(slog.NewTextHandler(&logs, nil)).Info("config", "twilio", c)
	for _, s := range []string{fmt.Sprint(c), fmt.Sprintf("%+v", c), fmt.Sprintf("%#v", c), fmt.Sprintf("%v", &c), logs.String()} {
		if strings.Contains(s, testToken) {
			t.Errorf("printed the token: %s", s)
		}
		if !strings.Contains(s, testSID) {
			t.Errorf("lost the account SID: %s", s)
		}
	}
}

func TestCallbackURLs(t *testing.T) {
	t.Parallel()
	c := Config{PublicURL: "https://confirmd.example.com"}
	for got, want := range map[string]string{
		c.StatusURL("cf_1", confirm.ChannelSMS):  "https://confirmd.example.com/providers/twilio/status?cf=cf_1&ch=sms",
		c.StatusURL("cf_1", confirm.ChannelCall): "https://confirmd.example.com/providers/twilio/status?cf=cf_1&ch=call",
		c.AnswerURL("cf_1"):                      "https://confirmd.example.com/providers/twilio/voice/answer?cf=cf_1",
		c.GatherURL("a&b"):                       "https://confirmd.example.com/providers/twilio/voice/gather?cf=a%26b",
	} {
		if got != want {
			t.Errorf("got %s, want %s", got, want)
		}
	}
}
