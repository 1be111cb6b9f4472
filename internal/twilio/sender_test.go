package twilio

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/confirm"
)

const (
	testSID   = "AC0123456789abcdef0123456789abcdef"
	testToken = "s3cr3tT0kenValue0123456789abcdef"
	testFrom  = "+447700900001"
	testMG    = "MG0123456789abcdef0123456789abcdef"
)

// fakeTwilio is an httptest fake of the two REST resources the Sender uses.
type fakeTwilio struct {
	srv *httptest.Server

	mu       sync.Mutex
	requests []fakeRequest
	// respond answers a request; nil means a created resource.
	respond func(w http.ResponseWriter, r *http.Request)
}

type fakeRequest struct {
	Method, Path string
	User, Pass   string
	Form         url.Values
}

func newFakeTwilio(t *testing.T) *fakeTwilio {
	t.Helper()
	f := &fakeTwilio{}
	f.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := r.ParseForm(); err != nil {
			t.Errorf("fake twilio: %v", err)
		}
		user, pass, _ := r.BasicAuth()
		f.mu.Lock()
		f.requests = append(f.requests, fakeRequest{r.Method, r.URL.Path, user, pass, r.PostForm})
		respond := f.respond
		f.mu.Unlock()
		if respond != nil {
			respond(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusCreated)
		switch {
		case strings.HasSuffix(r.URL.Path, "/Messages.json"):
			fmt.Fprintf(w, `{"sid": "SM00000000000000000000000000000001", "status": "queued", "to": %q}`, r.PostForm.Get("To"))
		case strings.HasSuffix(r.URL.Path, "/Calls.json"):
			fmt.Fprintf(w, `{"sid": "CA00000000000000000000000000000001", "status": "queued", "to": %q}`, r.PostForm.Get("To"))
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(f.srv.Close)
	return f
}

func (f *fakeTwilio) last(t *testing.T) fakeRequest {
	t.Helper()
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.requests) == 0 {
		t.Fatal("no request reached the fake Twilio")
	}
	return f.requests[len(f.requests)-1]
}

// rewriteHost sends every request, whatever host twilio-go built, to the
// fake.
type rewriteHost struct{ target *url.URL }

func (rw rewriteHost) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.URL.Scheme, r.URL.Host, r.Host = rw.target.Scheme, rw.target.Host, rw.target.Host
	return http.DefaultTransport.RoundTrip(r)
}

func newTestSender(t *testing.T, f *fakeTwilio, from string) *Sender {
	t.Helper()
	u, _ := url.Parse(f.srv.URL)
	s := NewSender(Config{AccountSID: testSID, AuthToken: testToken, From: from, PublicURL: "https://confirmd.example.com"})
	s.Transport = rewriteHost{u}
	return s
}

func TestSendSMSParams(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, from string
		want       url.Values
	}{
		{"number", testFrom, url.Values{
			"To": {"+447700900123"}, "From": {testFrom}, "Body": {"Hello & welcome"},
			"StatusCallback": {"https://confirmd.example.com/providers/twilio/status?cf=cf_1&ch=sms"},
		}},
		{"messaging service", testMG, url.Values{
			"To": {"+447700900123"}, "MessagingServiceSid": {testMG}, "Body": {"Hello & welcome"},
			"StatusCallback": {"https://confirmd.example.com/providers/twilio/status?cf=cf_1&ch=sms"},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			f := newFakeTwilio(t)
			s := newTestSender(t, f, tc.from)
			sid, err := s.Send(context.Background(), confirm.Message{
				ConfirmationID: "cf_1", Channel: confirm.ChannelSMS, To: "+447700900123", Text: "Hello & welcome",
			})
			if err != nil {
				t.Fatal(err)
			}
			if sid != "SM00000000000000000000000000000001" {
				t.Errorf("sid = %q", sid)
			}
			got := f.last(t)
			if got.Method != http.MethodPost || got.Path != "/2010-04-01/Accounts/"+testSID+"/Messages.json" {
				t.Errorf("request = %s %s", got.Method, got.Path)
			}
			if got.User != testSID || got.Pass != testToken {
				t.Errorf("basic auth = %q, %q", got.User, got.Pass)
			}
			if diff := cmp.Diff(tc.want, got.Form); diff != "" {
				t.Errorf("form mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestStartCallParams(t *testing.T) {
	t.Parallel()
	f := newFakeTwilio(t)
	s := newTestSender(t, f, testFrom)
	sid, err := s.Send(context.Background(), confirm.Message{
		ConfirmationID: "cf_2", Channel: confirm.ChannelCall, To: "+447700900123", Text: "first line",
	})
	if err != nil {
		t.Fatal(err)
	}
	if sid != "CA00000000000000000000000000000001" {
		t.Errorf("sid = %q", sid)
	}
	got := f.last(t)
	if got.Path != "/2010-04-01/Accounts/"+testSID+"/Calls.json" {
		t.Errorf("path = %s", got.Path)
	}
	want := url.Values{
		"To": {"+447700900123"}, "From": {testFrom},
		"Url":                  {"https://confirmd.example.com/providers/twilio/voice/answer?cf=cf_2"},
		"Method":               {"POST"},
		"StatusCallback":       {"https://confirmd.example.com/providers/twilio/status?cf=cf_2&ch=call"},
		"StatusCallbackMethod": {"POST"},
		"StatusCallbackEvent":  {"completed"},
		"Timeout":              {"30"},
	}
	if diff := cmp.Diff(want, got.Form); diff != "" {
		t.Errorf("form mismatch (-want +got):\n%s", diff)
	}
}

func TestCallNeedsANumber(t *testing.T) {
	t.Parallel()
	f := newFakeTwilio(t)
	s := newTestSender(t, f, testMG)
	_, err := s.StartCall(context.Background(), "+447700900123", "https://x/a", "https://x/s")
	if err == nil || errors.Is(err, ErrTemporary) || !strings.Contains(err.Error(), "Messaging Service") {
		t.Fatalf("err = %v, want a permanent error about the Messaging Service", err)
	}
}

func TestSendRefuses(t *testing.T) {
	t.Parallel()
	f := newFakeTwilio(t)
	s := newTestSender(t, f, testFrom)
	for _, m := range []confirm.Message{
		{ConfirmationID: "cf_1", Sandbox: true, Channel: confirm.ChannelSMS, To: "+447700900123", Text: "x"},
		{ConfirmationID: "cf_1", Channel: confirm.ChannelEmail, To: "a@example.com", Text: "x"},
		{Channel: confirm.ChannelSMS, To: "+447700900123", Text: "x"},
	} {
		if _, err := s.Send(context.Background(), m); err == nil {
			t.Errorf("Send(%+v) succeeded", m)
		}
	}
	if len(f.requests) != 0 {
		t.Errorf("%d requests reached Twilio", len(f.requests))
	}
}

func TestErrors(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name      string
		respond   func(w http.ResponseWriter, r *http.Request)
		temporary bool
		optedOut  bool
		contains  []string
	}{
		{
			name: "invalid number",
			respond: func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusBadRequest)
				fmt.Fprint(w, `{"code": 21211, "message": "Invalid 'To' Phone Number: +4477", "more_info": "https://www.twilio.com/docs/errors/21211", "status": 400}`)
			},
			contains: []string{"21211", "Invalid 'To' Phone Number"},
		},
		{
			name: "opted out",
			respond: func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusBadRequest)
				fmt.Fprint(w, `{"code": 21610, "message": "Attempt to send to unsubscribed recipient", "status": 400}`)
			},
			optedOut: true,
			contains: []string{"21610"},
		},
		{
			name: "unavailable, JSON",
			respond: func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusServiceUnavailable)
				fmt.Fprint(w, `{"code": 20503, "message": "Service unavailable", "status": 503}`)
			},
			temporary: true,
			contains:  []string{"20503"},
		},
		{
			name: "unavailable, HTML",
			respond: func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/html")
				w.WriteHeader(http.StatusServiceUnavailable)
				fmt.Fprint(w, `<html>down</html>`)
			},
			temporary: true,
			contains:  []string{"HTTP 503"},
		},
		{
			name: "rate limited",
			respond: func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusTooManyRequests)
				fmt.Fprint(w, `{"code": 20429, "message": "Too Many Requests", "status": 429}`)
			},
			temporary: true,
		},
		{
			name: "authentication, echoing the token",
			respond: func(w http.ResponseWriter, r *http.Request) {
				_, pass, _ := r.BasicAuth()
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusUnauthorized)
				fmt.Fprintf(w, `{"code": 20003, "message": "Authenticate with %s", "status": 401}`, pass)
			},
			contains: []string{"20003", "[redacted]"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			f := newFakeTwilio(t)
			f.respond = tc.respond
			s := newTestSender(t, f, testFrom)
			for _, send := range []func() (string, error){
				func() (string, error) { return s.SendSMS(context.Background(), "+4477", "hi", "https://x/s") },
				func() (string, error) {
					return s.StartCall(context.Background(), "+4477", "https://x/a", "https://x/s")
				},
			} {
				_, err := send()
				if err == nil {
					t.Fatal("no error")
				}
				var te *Error
				if !errors.As(err, &te) {
					t.Fatalf("err = %T %v, want *Error", err, err)
				}
				if got := errors.Is(err, ErrTemporary); got != tc.temporary {
					t.Errorf("temporary = %v, want %v (%v)", got, tc.temporary, err)
				}
				if got := errors.Is(err, ErrOptedOut); got != tc.optedOut {
					t.Errorf("opted out = %v, want %v (%v)", got, tc.optedOut, err)
				}
				for _, c := range tc.contains {
					if !strings.Contains(err.Error(), c) {
						t.Errorf("error %q does not contain %q", err, c)
					}
				}
				if strings.Contains(err.Error(), testToken) {
					t.Errorf("error %q holds the auth token", err)
				}
			}
		})
	}
}

func TestTimeoutIsTemporary(t *testing.T) {
	t.Parallel()
	f := newFakeTwilio(t)
	release := make(chan struct{})
	defer close(release)
	f.respond = func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}
	s := newTestSender(t, f, testFrom)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := s.SendSMS(ctx, "+447700900123", "hi", "https://x/s")
	if err == nil || !errors.Is(err, ErrTemporary) {
		t.Fatalf("err = %v, want a temporary error", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the context's deadline was not honoured: the send took %v", d)
	}
	if strings.Contains(err.Error(), testToken) {
		t.Errorf("error %q holds the auth token", err)
	}
}

func TestUnreachableIsTemporary(t *testing.T) {
	t.Parallel()
	f := newFakeTwilio(t)
	s := newTestSender(t, f, testFrom)
	f.srv.Close()
	_, err := s.SendSMS(context.Background(), "+447700900123", "hi", "https://x/s")
	if err == nil || !errors.Is(err, ErrTemporary) {
		t.Fatalf("err = %v, want a temporary error", err)
	}
	if strings.Contains(err.Error(), testToken) {
		t.Errorf("error %q holds the auth token", err)
	}
}
