package twilio

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha1"
	"encoding/base64"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sort"
	"strings"
	"testing"
)

// sign computes a signature the way Twilio documents it, independently of
// twilio-go, so that the tests check the validator against the scheme and
// not against itself.
func sign(token, fullURL string, params url.Values) string {
	keys := make([]string, 0, len(params))
	for k := range params {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	s := fullURL
	for _, k := range keys {
		s += k + params.Get(k)
	}
	m := hmac.New(sha1.New, []byte(token))
	m.Write([]byte(s))
	return base64.StdEncoding.EncodeToString(m.Sum(nil))
}

func TestValidateDocumentedVectors(t *testing.T) {
	t.Parallel()
	const docURL = "https://mycompany.com/myapp.php?foo=1&bar=2"
	for _, tc := range []struct {
		name   string
		params url.Values
		sig    string
	}{
		{
			// Twilio's security documentation.
			name: "security docs",
			params: url.Values{
				"CallSid": {"CA1234567890ABCDE"}, "Caller": {"+12349013030"}, "Digits": {"1234"},
				"From": {"+12349013030"}, "To": {"+18005551212"},
			},
			sig: "0/KCTR6DLpKmkAf8muzZqo1nDgQ=",
		},
		{
			// twilio-go's own test vector.
			name: "twilio-go",
			params: url.Values{
				"Digits": {"1234"}, "CallSid": {"CA1234567890ABCDE"}, "To": {"+18005551212"},
				"Caller": {"+14158675309"}, "From": {"+14158675309"},
				"ReasonConferenceEnded": {"test"}, "Reason": {"Participant"},
			},
			sig: "vOEb5UThFn24KEfnOFLQY2AE5FY=",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := sign("12345", docURL, tc.params); got != tc.sig {
				t.Fatalf("reference signing gives %s, want %s", got, tc.sig)
			}
			if !Validate("12345", docURL, tc.params, tc.sig) {
				t.Error("the documented signature does not validate")
			}
			if Validate("12346", docURL, tc.params, tc.sig) {
				t.Error("validates with another token")
			}
			if Validate("12345", docURL+"&baz=3", tc.params, tc.sig) {
				t.Error("validates with another URL")
			}
			changed := url.Values{}
			for k, v := range tc.params {
				changed[k] = v
			}
			changed.Set("Digits", "9999")
			if Validate("12345", docURL, changed, tc.sig) {
				t.Error("validates with a changed parameter")
			}
		})
	}
}

func TestValidateRefuses(t *testing.T) {
	t.Parallel()
	const u = "https://confirmd.example.com/providers/twilio/sms"
	p := url.Values{"Body": {"yes"}}
	good := sign(testToken, u, p)
	if !Validate(testToken, u, p, good) {
		t.Fatal("a good signature does not validate")
	}
	for name, ok := range map[string]bool{
		"no token":     Validate("", u, p, good),
		"no signature": Validate(testToken, u, p, ""),
		"no URL":       Validate(testToken, "", p, good),
		"repeated":     Validate(testToken, u, url.Values{"Body": {"yes", "no"}}, good),
	} {
		if ok {
			t.Errorf("%s: validates", name)
		}
	}
}

func TestMiddleware(t *testing.T) {
	t.Parallel()
	const public = "https://confirmd.example.com/"
	var logs bytes.Buffer
	log := slog.New(slog.NewTextHandler(&logs, nil))
	var reached []string
	h := Middleware(testToken, public, log)(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		reached = append(reached, r.PostForm.Get("Body")+r.PostForm.Get("SpeechResult"))
		w.WriteHeader(http.StatusNoContent)
	}))
	form := url.Values{"MessageSid": {"SM1"}, "From": {"+447700900123"}, "To": {testFrom}, "Body": {"Yes, I'll be in"}}
	signedURL := "https://confirmd.example.com/providers/twilio/status?cf=cf_1&ch=sms"

	for _, tc := range []struct {
		name   string
		target string // path and query as the server sees it
		form   url.Values
		sig    string
		want   int
	}{
		{"signed", "/providers/twilio/status?cf=cf_1&ch=sms", form, sign(testToken, signedURL, form), http.StatusNoContent},
		{"forged", "/providers/twilio/status?cf=cf_1&ch=sms", form, sign("someoneelse", signedURL, form), http.StatusForbidden},
		{"unsigned", "/providers/twilio/status?cf=cf_1&ch=sms", form, "", http.StatusForbidden},
		{"other confirmation", "/providers/twilio/status?cf=cf_2&ch=sms", form, sign(testToken, signedURL, form), http.StatusForbidden},
		{"body changed", "/providers/twilio/status?cf=cf_1&ch=sms", url.Values{"MessageSid": {"SM1"}, "From": {"+447700900123"}, "To": {testFrom}, "Body": {"No"}}, sign(testToken, signedURL, form), http.StatusForbidden},
	} {
		t.Run(tc.name, func(t *testing.T) {
			reached = nil
			logs.Reset()
			// The request comes in over plain HTTP from a proxy, as it
			// does in production: the middleware must sign against the
			// public URL, not the request's own.
			r := httptest.NewRequest(http.MethodPost, "http://127.0.0.1:8080"+tc.target, strings.NewReader(tc.form.Encode()))
			r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			if tc.sig != "" {
				r.Header.Set("X-Twilio-Signature", tc.sig)
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != tc.want {
				t.Fatalf("status = %d, want %d", w.Code, tc.want)
			}
			if tc.want == http.StatusForbidden {
				if len(reached) != 0 {
					t.Error("a refused request reached the handler")
				}
				if !strings.Contains(logs.String(), "signature") {
					t.Errorf("no log line for the refusal: %q", logs.String())
				}
				if strings.Contains(logs.String(), testToken) || (tc.sig != "" && strings.Contains(logs.String(), tc.sig)) {
					t.Errorf("the log holds a secret: %q", logs.String())
				}
			} else if len(reached) != 1 || reached[0] != "Yes, I'll be in" {
				t.Errorf("handler saw %q", reached)
			}
		})
	}
}

func TestMiddlewareBodyLimit(t *testing.T) {
	t.Parallel()
	h := Middleware(testToken, "https://confirmd.example.com", nil)(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		t.Error("an oversized request reached the handler")
	}))
	body := "Body=" + strings.Repeat("a", maxWebhookBody+1)
	r := httptest.NewRequest(http.MethodPost, "/providers/twilio/sms", strings.NewReader(body))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if w.Code < 400 {
		t.Errorf("status = %d, want a refusal", w.Code)
	}
	io.Copy(io.Discard, w.Body)
}

// FuzzValidate feeds the validator untrusted URLs, bodies and headers: it
// must never panic, and a signature it accepts must be one made with the
// token.
func FuzzValidate(f *testing.F) {
	f.Add("https://mycompany.com/myapp.php?foo=1&bar=2", "CallSid=CA1&Digits=1234", "0/KCTR6DLpKmkAf8muzZqo1nDgQ=")
	f.Add("https://confirmd.example.com:443/x", "Body=%ff", "=")
	f.Add("", "", "")
	// Callbacks as Twilio sends them, truly signed.
	for _, c := range []struct{ url, body string }{
		{"https://confirmd.example/providers/twilio/status?cf=cf_abcdefghijklmnopqrstuvwx&ch=sms",
			"AccountSid=AC0123456789abcdef0123456789abcdef&ApiVersion=2010-04-01&From=%2B447700900001&MessageSid=SM0123456789abcdef0123456789abcdef&MessageStatus=delivered&SmsSid=SM0123456789abcdef0123456789abcdef&SmsStatus=delivered&To=%2B447400123456"},
		{"https://confirmd.example/providers/twilio/sms",
			"AccountSid=AC0123456789abcdef0123456789abcdef&ApiVersion=2010-04-01&Body=Yes+I%27ll+be+in&From=%2B447400123456&FromCountry=GB&MessageSid=SM1123456789abcdef0123456789abcdef&NumMedia=0&NumSegments=1&SmsMessageSid=SM1123456789abcdef0123456789abcdef&SmsStatus=received&To=%2B447700900001"},
		{"https://confirmd.example/providers/twilio/voice/gather?cf=cf_abcdefghijklmnopqrstuvwx",
			"AccountSid=AC0123456789abcdef0123456789abcdef&CallSid=CA0123456789abcdef0123456789abcdef&CallStatus=in-progress&Confidence=0.92&Direction=outbound-api&From=%2B447700900001&SpeechResult=Yes+please.&To=%2B447400123456"},
	} {
		p, _ := url.ParseQuery(c.body)
		f.Add(c.url, c.body, sign(testToken, c.url, p))
	}
	f.Fuzz(func(t *testing.T, u, body, sig string) {
		p, err := url.ParseQuery(body)
		if err != nil {
			return
		}
		if !Validate(testToken, u, p, sig) {
			return
		}
		if !Validate(testToken, u, p, sign(testToken, u, p)) {
			t.Errorf("Validate accepted %q for %q %q but not the true signature", sig, u, body)
		}
		if Validate("another token of 32 characters..", u, p, sig) {
			t.Errorf("a signature of %q %q made with the token is accepted with another token too", u, body)
		}
	})
}
