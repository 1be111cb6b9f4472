package webhook

import (
	"encoding/base64"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
)

const standardTestSecret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"

func standardHeaders(id, ts, sig string) http.Header {
	h := http.Header{}
	h.Set(StandardIDHeader, id)
	h.Set(StandardTimestampHeader, ts)
	h.Set(StandardSignatureHeader, sig)
	return h
}

func TestStandardSecret(t *testing.T) {
	got := StandardSecret(standardTestSecret)
	b64, ok := strings.CutPrefix(got, "whsec_")
	if !ok {
		t.Fatalf("StandardSecret = %q, want whsec_ and base64", got)
	}
	key, err := base64.StdEncoding.DecodeString(b64)
	if err != nil || string(key) != standardTestSecret {
		t.Errorf("its base64 decodes to %q (%v), want the signing secret's bytes", key, err)
	}
}

func TestSignStandard(t *testing.T) {
	// Computed independently:
	// printf 'msg_1.1795339800.{"a":1}' | openssl dgst -sha256 -hmac "$secret" -binary | base64
	ts := time.Unix(1795339800, 0)
	got := SignStandard(standardTestSecret, "msg_1", ts, []byte(`{"a":1}`))
	if want := "v1,X62E73JnYUaQvtKZPJ4YbLNSjMtopnurUA1rhPFVHYg="; got != want {
		t.Errorf("SignStandard = %q, want %q", got, want)
	}
}

func TestVerifyStandard(t *testing.T) {
	body := []byte(`{"type":"confirmation.updated","data":{"id":"cf_1"}}`)
	ts := time.Unix(1795339800, 0)
	sig := SignStandard(standardTestSecret, "wh_1", ts, body)
	other := SignStandard("whsec_other", "wh_1", ts, body)
	tests := []struct {
		name    string
		secret  string
		body    string
		h       http.Header
		now     time.Time
		wantErr error
	}{
		{"good", standardTestSecret, string(body), standardHeaders("wh_1", "1795339800", sig), ts, nil},
		{"one of two", standardTestSecret, string(body), standardHeaders("wh_1", "1795339800", other+" "+sig), ts, nil},
		{"unknown version skipped", standardTestSecret, string(body), standardHeaders("wh_1", "1795339800", "v1a,abc "+sig), ts, nil},
		{"tampered body", standardTestSecret, string(body) + " ", standardHeaders("wh_1", "1795339800", sig), ts, ErrInvalidSignature},
		{"other id", standardTestSecret, string(body), standardHeaders("wh_2", "1795339800", sig), ts, ErrInvalidSignature},
		{"other timestamp", standardTestSecret, string(body), standardHeaders("wh_1", "1795339801", sig), ts, ErrInvalidSignature},
		{"wrong secret", "whsec_other2", string(body), standardHeaders("wh_1", "1795339800", sig), ts, ErrInvalidSignature},
		{"no id", standardTestSecret, string(body), standardHeaders("", "1795339800", sig), ts, ErrInvalidSignature},
		{"no signature", standardTestSecret, string(body), standardHeaders("wh_1", "1795339800", ""), ts, ErrMissingSignature},
		{"no v1", standardTestSecret, string(body), standardHeaders("wh_1", "1795339800", "v2,abc"), ts, ErrInvalidSignature},
		{"not base64", standardTestSecret, string(body), standardHeaders("wh_1", "1795339800", "v1,***"), ts, ErrInvalidSignature},
		{"no timestamp", standardTestSecret, string(body), standardHeaders("wh_1", "", sig), ts, ErrMissingTimestamp},
		{"bad timestamp", standardTestSecret, string(body), standardHeaders("wh_1", "-1795339800", sig), ts, ErrInvalidTimestamp},
		{"too old", standardTestSecret, string(body), standardHeaders("wh_1", "1795339800", sig), ts.Add(DefaultTolerance + time.Second), ErrTooOld},
		{"from the future", standardTestSecret, string(body), standardHeaders("wh_1", "1795339800", sig), ts.Add(-DefaultTolerance - time.Second), ErrTooOld},
		{"no secret", "", string(body), standardHeaders("wh_1", "1795339800", sig), ts, errNoSecret},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := VerifyStandard(tt.secret, []byte(tt.body), tt.h, tt.now, DefaultTolerance)
			if tt.wantErr == nil && err != nil || tt.wantErr != nil && !errors.Is(err, tt.wantErr) {
				t.Errorf("VerifyStandard = %v, want %v", err, tt.wantErr)
			}
		})
	}
	if err := VerifyAnyStandard([]string{"whsec_other", standardTestSecret}, body, standardHeaders("wh_1", "1795339800", sig), ts, DefaultTolerance); err != nil {
		t.Errorf("VerifyAnyStandard: %v", err)
	}
}

// The official Go library of Standard Webhooks, given StandardSecret,
// accepts SignStandard's signatures and makes the same ones.
func TestStandardOfficialLibrary(t *testing.T) {
	body := []byte(`{"type":"confirmation.updated","data":{"id":"cf_1"}}`)
	now := time.Now()
	wh, err := standardwebhooks.NewWebhook(StandardSecret(standardTestSecret))
	if err != nil {
		t.Fatal(err)
	}
	sig := SignStandard(standardTestSecret, "wh_1", now, body)
	h := standardHeaders("wh_1", formatTimestamp(now), sig)
	if err := wh.Verify(body, h); err != nil {
		t.Errorf("the library refuses SignStandard's signature: %v", err)
	}
	if err := wh.Verify(append(body, ' '), h); err == nil {
		t.Error("the library accepts a tampered body")
	}
	theirs, err := wh.Sign("wh_1", now, body)
	if err != nil || theirs != sig {
		t.Errorf("the library signs %q (%v), SignStandard %q", theirs, err, sig)
	}
}
