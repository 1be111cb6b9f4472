package main

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha1"
	"encoding/base64"
	"fmt"
	"io"
	"log"
	"mime"
	"mime/multipart"
	"net"
	"net/http"
	"net/http/httptest"
	"net/mail"
	"net/url"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	gosmtp "github.com/emersion/go-smtp"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/testdb"
)

// The live channels end to end: `confirmd serve` with a live key, email
// through a real SMTP exchange with an in-process relay, texts and calls
// through twilio-go against a fake of Twilio's REST API, and Twilio's
// webhooks signed with the test auth token and checked by the real
// validator.

const (
	liveSID    = "AC0123456789abcdef0123456789abcdef"
	liveToken  = "t0kenForTheLiveTests0123456789ab"
	liveFrom   = "+447700900001"
	livePublic = "https://confirmd.example"
	// customer is an American number: the live tests run in whichever
	// zone it is mid-day in, and a British number would also keep to
	// London's contact hours.
	customer = "+12127365000"
)

// relay is an in-process SMTP relay that keeps what it is given.
type relay struct {
	addr string
	mu   sync.Mutex
	msgs [][]byte
}

func startRelay(t *testing.T) *relay {
	t.Helper()
	r := &relay{}
	s := gosmtp.NewServer(gosmtp.BackendFunc(func(*gosmtp.Conn) (gosmtp.Session, error) { return &relaySession{r: r}, nil }))
	s.Domain = "relay.test"
	s.ErrorLog = log.New(io.Discard, "", 0)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go s.Serve(l)
	t.Cleanup(func() { s.Close() })
	r.addr = l.Addr().String()
	return r
}

func (r *relay) messages() [][]byte {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([][]byte(nil), r.msgs...)
}

type relaySession struct{ r *relay }

func (s *relaySession) Mail(string, *gosmtp.MailOptions) error { return nil }
func (s *relaySession) Rcpt(string, *gosmtp.RcptOptions) error { return nil }
func (s *relaySession) Reset()                                 {}
func (s *relaySession) Logout() error                          { return nil }
func (s *relaySession) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.r.mu.Lock()
	s.r.msgs = append(s.r.msgs, b)
	s.r.mu.Unlock()
	return nil
}

// fakeTwilio answers twilio-go's creates of messages and calls.
type fakeTwilio struct {
	srv  *httptest.Server
	mu   sync.Mutex
	reqs []twilioRequest
	down bool // answer 503, as Twilio does in an outage
}

type twilioRequest struct {
	Path       string
	User, Pass string
	Form       url.Values
	SID        string
}

func newFakeTwilio(t *testing.T) *fakeTwilio {
	f := &fakeTwilio{}
	f.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r.ParseForm()
		user, pass, _ := r.BasicAuth()
		f.mu.Lock()
		n := len(f.reqs) + 1
		prefix := "SM"
		if strings.HasSuffix(r.URL.Path, "/Calls.json") {
			prefix = "CA"
		}
		sid := fmt.Sprintf("%s%032d", prefix, n)
		f.reqs = append(f.reqs, twilioRequest{r.URL.Path, user, pass, r.PostForm, sid})
		down := f.down
		f.mu.Unlock()
		if down {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusServiceUnavailable)
			fmt.Fprint(w, `{"code": 20500, "message": "Service unavailable", "status": 503}`)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusCreated)
		fmt.Fprintf(w, `{"sid": %q, "status": "queued"}`, sid)
	}))
	t.Cleanup(f.srv.Close)
	return f
}

func (f *fakeTwilio) requests() []twilioRequest {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]twilioRequest(nil), f.reqs...)
}

// waitRequests waits until the fake has n requests.
func (f *fakeTwilio) waitRequests(t *testing.T, n int) []twilioRequest {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		if r := f.requests(); len(r) >= n {
			return r
		}
		if time.Now().After(deadline) {
			t.Fatalf("Twilio got %d requests, want %d: %+v", len(f.requests()), n, f.requests())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// toFake sends every request, whatever host twilio-go built, to the fake.
type toFake struct{ target *url.URL }

func (rt toFake) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.URL.Scheme, r.URL.Host = rt.target.Scheme, rt.target.Host
	return http.DefaultTransport.RoundTrip(r)
}

// twilioSign is X-Twilio-Signature as Twilio computes it.
func twilioSign(fullURL string, form url.Values) string {
	keys := make([]string, 0, len(form))
	for k := range form {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	s := fullURL
	for _, k := range keys {
		s += k + form.Get(k)
	}
	m := hmac.New(sha1.New, []byte(liveToken))
	m.Write([]byte(s))
	return base64.StdEncoding.EncodeToString(m.Sum(nil))
}

// liveServer is confirmd serve with both providers and a live key.
type liveServer struct {
	*running
	key    string
	relay  *relay
	twilio *fakeTwilio
}

// liveZone returns a time zone where it is now mid-day, so that texts and
// calls of a live key are within the contact hours whenever the tests run,
// and the local time there now.
func liveZone(t *testing.T) (string, time.Time) {
	t.Helper()
	for _, name := range []string{"Europe/London", "Asia/Tokyo", "America/New_York", "America/Los_Angeles",
		"Pacific/Honolulu", "Asia/Kolkata", "Pacific/Auckland", "Pacific/Kiritimati", "Asia/Dubai", "America/Sao_Paulo"} {
		loc, err := time.LoadLocation(name)
		if err != nil {
			t.Fatal(err)
		}
		now := time.Now().In(loc)
		if h := now.Hour(); h >= 10 && h < 18 {
			return name, now
		}
	}
	t.Fatal("no time zone of the list is at mid-day now")
	return "", time.Time{}
}

// liveCreate is a live confirmation's body for a delivery in two days, in
// a zone where it is mid-day, with one slot to move to; it returns the
// slot's date and how the call says it.
func liveCreate(t *testing.T) (body, slotDate, slotWords string) {
	zone, now := liveZone(t)
	day := func(n int) time.Time {
		return time.Date(now.Year(), now.Month(), now.Day()+n, 12, 0, 0, 0, now.Location())
	}
	slot := day(3)
	body = `{"externalId":"SO-7","customer":{"name":"Jane Smith","phone":"` + customer + `","email":"jane@example.com"},
 "order":{"date":"` + day(2).Format(time.DateOnly) + `","window":{"from":"08:00","to":"12:00"},"items":[{"name":"Sofa"}],
  "timezone":"` + zone + `","rescheduleOptions":[{"date":"` + slot.Format(time.DateOnly) + `","window":{"from":"12:00","to":"16:00"}}]},
 "brand":{"name":"Acme Home","supportEmail":"help@acme.example"}}`
	return body, slot.Format(time.DateOnly), slot.Format("Monday 2 January")
}

func liveEnv(dbURL string, r *relay) map[string]string {
	return map[string]string{
		"CONFIRMD_DATABASE_URL":       dbURL,
		"CONFIRMD_SANDBOX_KEY":        "sk_test_livetestsCRHvrR8dAC4QU2QB1ZpajeU",
		"CONFIRMD_SIGNING_SECRET":     "whsec_livetests3PURKIhfcD9ieYcaCmjik3y",
		"CONFIRMD_LOG_FORMAT":         "json",
		"CONFIRMD_PUBLIC_URL":         livePublic,
		"CONFIRMD_SMTP_URL":           "smtp://" + r.addr + "?tls=none",
		"CONFIRMD_EMAIL_FROM":         "confirm@confirmd.example",
		"CONFIRMD_TWILIO_ACCOUNT_SID": liveSID,
		"CONFIRMD_TWILIO_AUTH_TOKEN":  liveToken,
		"CONFIRMD_TWILIO_FROM":        liveFrom,
	}
}

// addLiveKey stores an account with a live key, as `confirmd accounts
// create` and `confirmd keys create --live` would.
func addLiveKey(t *testing.T, dbURL string) string {
	t.Helper()
	st, err := openStore(t.Context(), dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	acct := &confirm.Account{ID: confirm.NewAccountID(), Name: "Acme", SigningSecret: confirm.NewSigningSecret(), CreatedAt: time.Now()}
	if err := st.CreateAccount(t.Context(), acct); err != nil {
		t.Fatal(err)
	}
	key := confirm.NewAPIKey(false)
	if err := st.CreateAPIKey(t.Context(), newKeyRecord(acct.ID, key, false, time.Now())); err != nil {
		t.Fatal(err)
	}
	return key
}

func startLive(t *testing.T, dbURL string) *liveServer {
	t.Helper()
	key := addLiveKey(t, dbURL)
	r, tw := startRelay(t), newFakeTwilio(t)
	target, _ := url.Parse(tw.srv.URL)
	srv := mustServeApp(t, liveEnv(dbURL, r), func(a *app) { a.twilioTransport = toFake{target} })
	return &liveServer{running: srv, key: key, relay: r, twilio: tw}
}

// webhook posts a Twilio webhook to path (query included), signed as
// Twilio signs it for the public URL, and returns the status and body.
func (s *liveServer) webhook(t *testing.T, path string, form url.Values, forge bool) (int, string) {
	t.Helper()
	sig := twilioSign(livePublic+path, form)
	if forge {
		sig = twilioSign(livePublic+path, url.Values{"Body": {"something else"}})
	}
	req, _ := http.NewRequest("POST", "http://"+s.addr+path, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("X-Twilio-Signature", sig)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

func (s *liveServer) get(t *testing.T, id string) map[string]any {
	t.Helper()
	status, body := call(t, "GET", "http://"+s.addr+"/v1/confirmations/"+id, s.key, "")
	if status != 200 {
		t.Fatalf("get %s: %d %v", id, status, body)
	}
	return body["confirmation"].(map[string]any)
}

// waitFor polls the confirmation until cond holds.
func (s *liveServer) waitFor(t *testing.T, id, what string, cond func(c map[string]any) bool) map[string]any {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		c := s.get(t, id)
		if cond(c) {
			return c
		}
		if time.Now().After(deadline) {
			t.Fatalf("waiting for %s: %v", what, c)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestLiveFlowOverSMS(t *testing.T) {
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		s := startLive(t, k.URL(t))
		base := "http://" + s.addr + "/v1"
		create, _, _ := liveCreate(t)
		status, body := call(t, "POST", base+"/confirmations", s.key, create)
		if status != 201 {
			t.Fatalf("create: %d %v", status, body)
		}
		id := body["confirmation"].(map[string]any)["id"].(string)

		// The email goes out at once, through the relay.
		s.waitFor(t, id, "the email", func(c map[string]any) bool { return stepState(c, "email") == "delivered" })
		msgs := s.relay.messages()
		if len(msgs) != 1 {
			t.Fatalf("relay got %d messages", len(msgs))
		}
		for _, link := range checkEmail(t, msgs[0], id) {
			// Each link opens the customer's page (a GET changes nothing).
			res, err := http.Get("http://" + s.addr + strings.TrimPrefix(link, livePublic))
			if err != nil {
				t.Fatal(err)
			}
			page, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode != 200 || !strings.Contains(string(page), "Acme Home") || !strings.Contains(string(page), "<form") {
				t.Errorf("link %s: %d\n%s", link, res.StatusCode, page)
			}
		}
		if c := s.get(t, id); c["status"] != "in_progress" {
			t.Fatalf("opening the links changed the confirmation: %v", c["status"])
		}

		// Advance sends the text through Twilio.
		if status, body := call(t, "POST", base+"/confirmations/"+id+"/advance", s.key, ""); status != 200 {
			t.Fatalf("advance: %d %v", status, body)
		}
		req := s.twilio.waitRequests(t, 1)[0]
		statusURL := livePublic + "/providers/twilio/status?cf=" + id + "&ch=sms"
		if !strings.HasSuffix(req.Path, "/Accounts/"+liveSID+"/Messages.json") || req.User != liveSID || req.Pass != liveToken ||
			req.Form.Get("To") != customer || req.Form.Get("From") != liveFrom || req.Form.Get("StatusCallback") != statusURL ||
			!strings.Contains(req.Form.Get("Body"), "Acme Home") {
			t.Fatalf("Twilio request: %+v", req)
		}
		// Sent, waiting for Twilio's report: the API shows it pending.
		if c := s.get(t, id); stepState(c, "sms") != "pending" || c["status"] != "in_progress" {
			t.Fatalf("before the report: %v", c)
		}

		statusPath := "/providers/twilio/status?cf=" + id + "&ch=sms"
		report := url.Values{"MessageSid": {req.SID}, "MessageStatus": {"delivered"}, "AccountSid": {liveSID}}
		if code, _ := s.webhook(t, statusPath, report, true); code != 403 {
			t.Fatalf("forged status callback: %d, want 403", code)
		}
		if c := s.get(t, id); stepState(c, "sms") != "pending" {
			t.Fatalf("a forged report changed the step: %v", c)
		}
		if code, b := s.webhook(t, statusPath, report, false); code != 204 {
			t.Fatalf("status callback: %d %s", code, b)
		}
		if c := s.get(t, id); stepState(c, "sms") != "delivered" {
			t.Fatalf("after the report: %v", c)
		}

		// The customer answers by text.
		inbound := url.Values{"MessageSid": {"SM" + strings.Repeat("9", 32)}, "From": {customer}, "To": {liveFrom},
			"Body": {"Yes, I'll be in"}, "AccountSid": {liveSID}}
		if code, _ := s.webhook(t, "/providers/twilio/sms", inbound, true); code != 403 {
			t.Fatalf("forged inbound text: %d, want 403", code)
		}
		code, twiml := s.webhook(t, "/providers/twilio/sms", inbound, false)
		if code != 200 || !strings.Contains(twiml, "<Response></Response>") {
			t.Fatalf("inbound text: %d %s", code, twiml)
		}
		c := s.get(t, id)
		if c["status"] != "confirmed" {
			t.Fatalf("after the answer: %v", c)
		}
		reqs := s.twilio.waitRequests(t, 2)
		if r := reqs[1]; r.Form.Get("To") != customer || !strings.Contains(r.Form.Get("Body"), "confirmed") {
			t.Errorf("reply text: %+v", r.Form)
		}

		logs := s.stderr.String()
		for _, secret := range []string{liveToken, s.key, customer, "jane@example.com"} {
			if strings.Contains(logs, secret) {
				t.Errorf("the logs hold %q", secret)
			}
		}
		if !strings.Contains(logs, "signature does not match") {
			t.Errorf("refused webhooks were not logged")
		}
	})
}

// checkEmail parses a live email as MIME: headers, both parts, and three
// one-tap links, which it returns.
func checkEmail(t *testing.T, raw []byte, id string) []string {
	t.Helper()
	m, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("the email is not a message: %v", err)
	}
	from, _ := mail.ParseAddress(m.Header.Get("From"))
	if from == nil || from.Name != "Acme Home" || from.Address != "confirm@confirmd.example" {
		t.Errorf("From: %q", m.Header.Get("From"))
	}
	if m.Header.Get("Reply-To") != "<help@acme.example>" && m.Header.Get("Reply-To") != "help@acme.example" {
		t.Errorf("Reply-To: %q", m.Header.Get("Reply-To"))
	}
	if !strings.HasSuffix(m.Header.Get("Message-Id"), "@confirmd.example>") {
		t.Errorf("Message-ID: %q", m.Header.Get("Message-Id"))
	}
	mt, params, err := mime.ParseMediaType(m.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/alternative" {
		t.Fatalf("Content-Type %q: %v", m.Header.Get("Content-Type"), err)
	}
	parts := map[string]string{}
	mr := multipart.NewReader(m.Body, params["boundary"])
	for {
		p, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		ct, _, _ := mime.ParseMediaType(p.Header.Get("Content-Type"))
		b, _ := io.ReadAll(p) // multipart decodes quoted-printable
		parts[ct] = string(b)
	}
	if parts["text/plain"] == "" || parts["text/html"] == "" {
		t.Fatalf("parts: %v", parts)
	}
	links := regexp.MustCompile(regexp.QuoteMeta(livePublic)+`/c/[A-Za-z0-9_\-.]+`).FindAllString(parts["text/html"], -1)
	uniq := map[string]bool{}
	for _, l := range links {
		uniq[l] = true
	}
	if len(uniq) != 3 {
		t.Fatalf("the HTML part has %d distinct links: %v", len(uniq), links)
	}
	for l := range uniq {
		if !strings.Contains(parts["text/plain"], l) {
			t.Errorf("link %s is not in the text part", l)
		}
	}
	if strings.Contains(parts["text/html"], "<img") {
		t.Errorf("the email has an image, perhaps a tracking pixel")
	}
	var out []string
	for l := range uniq {
		out = append(out, l)
	}
	return out
}

func TestLiveCallRebooks(t *testing.T) {
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		s := startLive(t, k.URL(t))
		base := "http://" + s.addr + "/v1"
		create, slotDate, slotWords := liveCreate(t)
		status, body := call(t, "POST", base+"/confirmations", s.key, create)
		if status != 201 {
			t.Fatalf("create: %d %v", status, body)
		}
		id := body["confirmation"].(map[string]any)["id"].(string)
		s.waitFor(t, id, "the email", func(c map[string]any) bool { return stepState(c, "email") == "delivered" })
		call(t, "POST", base+"/confirmations/"+id+"/advance", s.key, "") // text
		if status, body := call(t, "POST", base+"/confirmations/"+id+"/advance", s.key, ""); status != 200 {
			t.Fatalf("advance to the call: %d %v", status, body)
		}
		req := s.twilio.waitRequests(t, 2)[1]
		answerURL := livePublic + "/providers/twilio/voice/answer?cf=" + id
		if !strings.HasSuffix(req.Path, "/Calls.json") || req.Form.Get("To") != customer || req.Form.Get("From") != liveFrom ||
			req.Form.Get("Url") != answerURL || req.Form.Get("StatusCallback") != livePublic+"/providers/twilio/status?cf="+id+"&ch=call" {
			t.Fatalf("call request: %+v", req)
		}
		callSID := req.SID
		form := func(kv ...string) url.Values {
			v := url.Values{"CallSid": {callSID}, "AccountSid": {liveSID}, "From": {liveFrom}, "To": {customer}}
			for i := 0; i < len(kv); i += 2 {
				v.Set(kv[i], kv[i+1])
			}
			return v
		}

		code, twiml := s.webhook(t, "/providers/twilio/voice/answer?cf="+id, form("CallStatus", "in-progress"), false)
		if code != 200 || !strings.Contains(twiml, "automated assistant") || !strings.Contains(twiml, `<Gather input="speech"`) ||
			!strings.Contains(twiml, "/providers/twilio/voice/gather?cf="+id) {
			t.Fatalf("answer TwiML: %d %s", code, twiml)
		}
		gatherPath := "/providers/twilio/voice/gather?cf=" + id
		code, twiml = s.webhook(t, gatherPath, form("SpeechResult", "No, I can't do that day", "Confidence", "0.9"), false)
		if code != 200 || !strings.Contains(twiml, slotWords) || !strings.Contains(twiml, "<Gather") {
			t.Fatalf("offer TwiML: %d %s", code, twiml)
		}
		code, twiml = s.webhook(t, gatherPath, form("SpeechResult", "Yes please", "Confidence", "0.9"), false)
		if code != 200 || !strings.Contains(twiml, "now booked") || !strings.Contains(twiml, "<Hangup></Hangup>") {
			t.Fatalf("closing TwiML: %d %s", code, twiml)
		}
		c := s.get(t, id)
		order := c["order"].(map[string]any)
		if c["status"] != "rescheduled" || order["date"] != slotDate || stepState(c, "call") != "delivered" {
			t.Fatalf("after the call: %v", c)
		}
		if code, _ := s.webhook(t, "/providers/twilio/status?cf="+id+"&ch=call", form("CallStatus", "completed", "CallDuration", "41"), false); code != 204 {
			t.Errorf("call's status callback: %d", code)
		}
		if code, _ := s.webhook(t, gatherPath, form("SpeechResult", "hello"), true); code != 403 {
			t.Errorf("forged gather: %d", code)
		}
	})
}

func TestLiveProviderOutage(t *testing.T) {
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		s := startLive(t, k.URL(t))
		s.twilio.mu.Lock()
		s.twilio.down = true
		s.twilio.mu.Unlock()
		base := "http://" + s.addr + "/v1"
		create, _, _ := liveCreate(t)
		status, body := call(t, "POST", base+"/confirmations", s.key, create)
		if status != 201 {
			t.Fatalf("create: %d %v", status, body)
		}
		id := body["confirmation"].(map[string]any)["id"].(string)
		s.waitFor(t, id, "the email", func(c map[string]any) bool { return stepState(c, "email") == "delivered" })
		status, body = call(t, "POST", base+"/confirmations/"+id+"/advance", s.key, "")
		if status != 200 {
			t.Fatalf("advance: %d %v", status, body)
		}
		c := body["confirmation"].(map[string]any)
		events := c["events"].([]any)
		last := events[len(events)-1].(map[string]any)
		if stepState(c, "sms") != "failed" || stepState(c, "call") != "pending" || last["kind"] != "system" ||
			!strings.Contains(last["text"].(string), "could not be sent") || !strings.Contains(last["text"].(string), "Service unavailable") ||
			strings.Contains(last["text"].(string), liveToken) {
			t.Fatalf("after the outage: %v", c)
		}
	})
}

func TestServeRefusesLiveKeysWithoutProviders(t *testing.T) {
	dbURL := testdb.Kinds[0].URL(t)
	addLiveKey(t, dbURL)
	var stderr lockedBuffer
	env := map[string]string{"CONFIRMD_DATABASE_URL": dbURL, "CONFIRMD_ADDR": "127.0.0.1:0"}
	a := &app{stdout: &lockedBuffer{}, stderr: &stderr, getenv: func(k string) string { return env[k] }}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	err := a.run(ctx, []string{"serve"})
	if err == nil || !strings.Contains(err.Error(), "refusing to start") || !strings.Contains(err.Error(), "CONFIRMD_SMTP_URL") ||
		!strings.Contains(err.Error(), "CONFIRMD_TWILIO_ACCOUNT_SID") {
		t.Fatalf("serve with a live key and no providers: %v", err)
	}

	// Half a provider is a configuration error, named at start.
	env["CONFIRMD_SMTP_URL"] = "smtp://relay.example:587"
	env["CONFIRMD_TWILIO_ACCOUNT_SID"] = liveSID
	_, err = loadConfig(func(k string) string { return env[k] })
	if err == nil || !strings.Contains(err.Error(), "CONFIRMD_EMAIL_FROM") || !strings.Contains(err.Error(), "CONFIRMD_TWILIO_AUTH_TOKEN") {
		t.Errorf("half-configured providers: %v", err)
	}
}
