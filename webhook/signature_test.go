package webhook

import (
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"
)

const (
	testSecret = "whsec_test_secret"
	testBody   = `{"type":"confirmation.updated","data":{"id":"cf_0123456789abcdefghijklmn","status":"confirmed","updatedAt":"2026-11-22T09:30:00.000Z"}}`

	// Computed independently:
	//	printf '%s' "$body" | openssl dgst -sha256 -hmac whsec_test_secret
	knownSig = "sha256=4f055b4a8ab336229bf02b4b8377bf459ee5752415be32197cdd125249f72609"
	// printf '%s' "1795000000.$body" | openssl dgst -sha256 -hmac whsec_test_secret
	knownTimestamp    = "1795000000"
	knownSigWithTS    = "sha256=0a82ee00712f0581533692798508a073e11ccc7539e957e1406597cca76e233f"
	newSecret         = "whsec_new_secret"
	knownSigNewSecret = "sha256=c8eaa131682b7ac25a1a9eaa9c9663597dc41188fa464e6b3d74164fe9e331b6"
)

func TestSignKnownAnswer(t *testing.T) {
	t.Parallel()
	if got := Sign(testSecret, []byte(testBody)); got != knownSig {
		t.Errorf("Sign = %s, want %s", got, knownSig)
	}
	if got := Sign(newSecret, []byte(testBody)); got != knownSigNewSecret {
		t.Errorf("Sign with new secret = %s, want %s", got, knownSigNewSecret)
	}
	n, _ := strconv.ParseInt(knownTimestamp, 10, 64)
	if got := SignWithTimestamp(testSecret, time.Unix(n, 999_000_000), []byte(testBody)); got != knownSigWithTS {
		t.Errorf("SignWithTimestamp = %s, want %s", got, knownSigWithTS)
	}
}

func TestVerify(t *testing.T) {
	t.Parallel()
	body := []byte(testBody)
	other := "sha256=" + strings.Repeat("0", 64)
	tests := []struct {
		name    string
		secret  string
		body    []byte
		header  string
		wantErr error // nil for a match
	}{
		{"good", testSecret, body, knownSig, nil},
		{"surrounding whitespace", testSecret, body, " \t" + knownSig + " ", nil},
		{"empty body", testSecret, nil, Sign(testSecret, nil), nil},
		{"second of two signatures", testSecret, body, other + "," + knownSig, nil},
		{"first of two signatures, spaces after comma", testSecret, body, knownSig + ", " + other, nil},
		{"rotation: old and new", newSecret, body, knownSig + "," + knownSigNewSecret, nil},
		{"missing", testSecret, body, "", ErrMissingSignature},
		{"blank", testSecret, body, "   ", ErrMissingSignature},
		{"wrong secret", "whsec_other", body, knownSig, ErrInvalidSignature},
		{"altered body", testSecret, []byte(strings.Replace(testBody, "confirmed", "cancelled", 1)), knownSig, ErrInvalidSignature},
		{"trailing newline in body", testSecret, append(body, '\n'), knownSig, ErrInvalidSignature},
		{"missing prefix", testSecret, body, strings.TrimPrefix(knownSig, "sha256="), ErrInvalidSignature},
		{"uppercase prefix", testSecret, body, "SHA256=" + strings.TrimPrefix(knownSig, "sha256="), ErrInvalidSignature},
		{"other algorithm", testSecret, body, "sha1=" + strings.TrimPrefix(knownSig, "sha256="), ErrInvalidSignature},
		{"uppercase hex", testSecret, body, "sha256=" + strings.ToUpper(strings.TrimPrefix(knownSig, "sha256=")), ErrInvalidSignature},
		{"bad hex", testSecret, body, "sha256=" + strings.Repeat("zz", 32), ErrInvalidSignature},
		{"short hex", testSecret, body, knownSig[:len(knownSig)-2], ErrInvalidSignature},
		{"long hex", testSecret, body, knownSig + "00", ErrInvalidSignature},
		{"empty hex", testSecret, body, "sha256=", ErrInvalidSignature},
		{"space inside", testSecret, body, "sha256= " + strings.TrimPrefix(knownSig, "sha256="), ErrInvalidSignature},
		{"good and malformed", testSecret, body, knownSig + ",sha256=xyz", ErrInvalidSignature},
		{"trailing comma", testSecret, body, knownSig + ",", ErrInvalidSignature},
		{"two wrong signatures", testSecret, body, other + "," + other, ErrInvalidSignature},
		{"timestamped signature without timestamp", testSecret, body, knownSigWithTS, ErrInvalidSignature},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := Verify(tt.secret, tt.body, tt.header)
			if tt.wantErr == nil {
				if err != nil {
					t.Fatalf("Verify(%q) = %v, want nil", tt.header, err)
				}
				return
			}
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("Verify(%q) = %v, want %v", tt.header, err, tt.wantErr)
			}
		})
	}
}

func TestVerifyAny(t *testing.T) {
	t.Parallel()
	body := []byte(testBody)
	tests := []struct {
		name    string
		secrets []string
		header  string
		wantErr error
	}{
		{"old secret signed", []string{testSecret, newSecret}, knownSig, nil},
		{"new secret signed", []string{testSecret, newSecret}, knownSigNewSecret, nil},
		{"both signed", []string{newSecret}, knownSig + "," + knownSigNewSecret, nil},
		{"neither held", []string{"whsec_a", "whsec_b"}, knownSig + "," + knownSigNewSecret, ErrInvalidSignature},
		{"empty secret is skipped", []string{"", testSecret}, knownSig, nil},
		{"missing header", []string{testSecret}, "", ErrMissingSignature},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := VerifyAny(tt.secrets, body, tt.header)
			if tt.wantErr == nil && err != nil || tt.wantErr != nil && !errors.Is(err, tt.wantErr) {
				t.Fatalf("VerifyAny = %v, want %v", err, tt.wantErr)
			}
		})
	}
}

// An empty secret must never verify anything: anyone can compute a MAC with
// it.
func TestVerifyNoSecret(t *testing.T) {
	t.Parallel()
	body := []byte(testBody)
	for _, secrets := range [][]string{nil, {}, {""}} {
		if err := VerifyAny(secrets, body, Sign("", body)); err == nil {
			t.Errorf("VerifyAny(%q) with the empty secret's signature = nil, want an error", secrets)
		}
	}
}

func TestVerifyWithTimestamp(t *testing.T) {
	t.Parallel()
	body := []byte(testBody)
	n, _ := strconv.ParseInt(knownTimestamp, 10, 64)
	sent := time.Unix(n, 0)
	tests := []struct {
		name      string
		secret    string
		sig, ts   string
		now       time.Time
		tolerance time.Duration
		wantErr   error
	}{
		{"good", testSecret, knownSigWithTS, knownTimestamp, sent.Add(30 * time.Second), DefaultTolerance, nil},
		{"at the limit", testSecret, knownSigWithTS, knownTimestamp, sent.Add(DefaultTolerance), DefaultTolerance, nil},
		{"slightly ahead of the receiver", testSecret, knownSigWithTS, knownTimestamp, sent.Add(-time.Minute), DefaultTolerance, nil},
		{"whitespace", testSecret, " " + knownSigWithTS, knownTimestamp + " ", sent, DefaultTolerance, nil},
		{"too old", testSecret, knownSigWithTS, knownTimestamp, sent.Add(DefaultTolerance + time.Second), DefaultTolerance, ErrTooOld},
		{"too far in the future", testSecret, knownSigWithTS, knownTimestamp, sent.Add(-time.Hour), DefaultTolerance, ErrTooOld},
		{"zero tolerance, same second", testSecret, knownSigWithTS, knownTimestamp, sent, 0, nil},
		{"negative tolerance acts as zero", testSecret, knownSigWithTS, knownTimestamp, sent.Add(time.Second), -time.Hour, ErrTooOld},
		{"old but forged is reported as forged", "whsec_other", knownSigWithTS, knownTimestamp, sent.Add(time.Hour), DefaultTolerance, ErrInvalidSignature},
		{"timestamp altered", testSecret, knownSigWithTS, "1795000001", sent, DefaultTolerance, ErrInvalidSignature},
		{"leading zero changes what is signed", testSecret, knownSigWithTS, "0" + knownTimestamp, sent, DefaultTolerance, ErrInvalidSignature},
		{"body-only signature", testSecret, knownSig, knownTimestamp, sent, DefaultTolerance, ErrInvalidSignature},
		{"missing timestamp", testSecret, knownSigWithTS, "", sent, DefaultTolerance, ErrMissingTimestamp},
		{"signed plus", testSecret, knownSigWithTS, "+" + knownTimestamp, sent, DefaultTolerance, ErrInvalidTimestamp},
		{"negative", testSecret, knownSigWithTS, "-1", sent, DefaultTolerance, ErrInvalidTimestamp},
		{"milliseconds", testSecret, knownSigWithTS, knownTimestamp + "000", sent, DefaultTolerance, ErrInvalidSignature},
		{"fraction", testSecret, knownSigWithTS, knownTimestamp + ".5", sent, DefaultTolerance, ErrInvalidTimestamp},
		{"RFC 3339", testSecret, knownSigWithTS, "2026-11-18T09:33:20Z", sent, DefaultTolerance, ErrInvalidTimestamp},
		{"overflow", testSecret, knownSigWithTS, "99999999999999999999", sent, DefaultTolerance, ErrInvalidTimestamp},
		{"missing signature", testSecret, "", knownTimestamp, sent, DefaultTolerance, ErrMissingSignature},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := VerifyWithTimestamp(tt.secret, body, tt.sig, tt.ts, tt.now, tt.tolerance)
			if tt.wantErr == nil && err != nil || tt.wantErr != nil && !errors.Is(err, tt.wantErr) {
				t.Fatalf("VerifyWithTimestamp = %v, want %v", err, tt.wantErr)
			}
		})
	}
}

func TestVerifyAnyWithTimestampRotation(t *testing.T) {
	t.Parallel()
	body := []byte(testBody)
	now := time.Date(2026, 11, 22, 9, 30, 0, 0, time.UTC)
	ts := strconv.FormatInt(now.Unix(), 10)
	header := SignWithTimestamp(testSecret, now, body) + "," + SignWithTimestamp(newSecret, now, body)
	if err := VerifyAnyWithTimestamp([]string{newSecret}, body, header, ts, now, DefaultTolerance); err != nil {
		t.Fatalf("new secret: %v", err)
	}
	if err := VerifyAnyWithTimestamp([]string{"whsec_x", testSecret}, body, header, ts, now, DefaultTolerance); err != nil {
		t.Fatalf("old secret: %v", err)
	}
}

func TestSignVerifyRoundTrip(t *testing.T) {
	t.Parallel()
	now := time.Now()
	for _, body := range []string{"", "{}", testBody, "\x00\xff not json"} {
		if err := Verify(testSecret, []byte(body), Sign(testSecret, []byte(body))); err != nil {
			t.Errorf("Verify(Sign(%q)) = %v", body, err)
		}
		sig := SignWithTimestamp(testSecret, now, []byte(body))
		ts := strconv.FormatInt(now.Unix(), 10)
		if err := VerifyWithTimestamp(testSecret, []byte(body), sig, ts, now, DefaultTolerance); err != nil {
			t.Errorf("VerifyWithTimestamp(SignWithTimestamp(%q)) = %v", body, err)
		}
	}
}

func FuzzVerify(f *testing.F) {
	f.Add([]byte(testBody), knownSig)
	f.Add([]byte(testBody), knownSig+","+knownSigNewSecret)
	f.Add([]byte(testBody), " sha256=zz ")
	f.Add([]byte{}, "")
	f.Add([]byte("{}"), ",,,")
	f.Add([]byte("{}"), "sha256=,sha256=")
	f.Add([]byte("x"), "sha256="+strings.Repeat("A", 64))
	f.Fuzz(func(t *testing.T, body []byte, header string) {
		err := VerifyAny([]string{testSecret, newSecret}, body, header)
		if err != nil && !errors.Is(err, ErrMissingSignature) && !errors.Is(err, ErrInvalidSignature) {
			t.Fatalf("VerifyAny(%q) = %v, not one of the sentinel errors", header, err)
		}
		if err == nil && strings.Count(header, "sha256=") == 0 {
			t.Fatalf("VerifyAny(%q) accepted a header without a signature", header)
		}
		if err := Verify(testSecret, body, Sign(testSecret, body)); err != nil {
			t.Fatalf("Verify(Sign(%q)) = %v", body, err)
		}
	})
}

func FuzzVerifyWithTimestamp(f *testing.F) {
	f.Add([]byte(testBody), knownSigWithTS, knownTimestamp)
	f.Add([]byte(testBody), knownSig, "")
	f.Add([]byte("{}"), "sha256=", "-1")
	f.Add([]byte("{}"), "", "99999999999999999999")
	f.Add([]byte(""), "sha256=00", " 1 ")
	n, _ := strconv.ParseInt(knownTimestamp, 10, 64)
	now := time.Unix(n, 0)
	f.Fuzz(func(t *testing.T, body []byte, sig, ts string) {
		err := VerifyWithTimestamp(testSecret, body, sig, ts, now, DefaultTolerance)
		for _, sentinel := range []error{nil, ErrMissingSignature, ErrInvalidSignature, ErrMissingTimestamp, ErrInvalidTimestamp, ErrTooOld} {
			if errors.Is(err, sentinel) {
				return
			}
		}
		t.Fatalf("VerifyWithTimestamp(%q, %q) = %v, not one of the sentinel errors", sig, ts, err)
	})
}
