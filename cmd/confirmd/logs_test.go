package main

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"fmt"
	"io"
	"log"
	"math/big"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	gosmtp "github.com/emersion/go-smtp"

	"github.com/confirmd/confirmd/internal/confirm"
)

// The logs hold no secrets: `confirmd serve` runs a whole flow in each log
// format, sandbox and live, through the API, the customer pages, the
// sandbox console, an SMTP relay that wants a login, a fake of Twilio and
// Twilio's webhooks, with the failures providers really send (a relay that
// refuses a recipient and quotes it, Twilio refusing a number and quoting
// it). Then the captured log is searched for every key, secret, token,
// password, phone number and email address used, and for anything shaped
// like one.

const (
	logsSandboxKey    = "sk_test_LogsBd0Kh8oOOL8dKLzdocJ2isAjIhKt"
	logsSandboxSecret = "whsec_LogsJ0RlgLKOmxgJTeKdNnFRIBXuDL7Dx"
	logsLiveKey       = "sk_live_LogsLiveKey0123456789abcdefghijk"
	logsLiveSecret    = "whsec_LogsLiveSecret0123456789abcdefghi"
	logsSMTPUser      = "confirmd-mailer"
	logsSMTPPass      = "SmtpPassw0rdThatMustNeverBeLogged"
	// Keys that are not stored, which the API and console refuse.
	logsWrongKey     = "sk_test_WrongKeyWrongKey0123456789abcdef"
	logsWrongLiveKey = "sk_live_WrongLiveKey0123456789abcdefghij"
)

// logsCustomer is one customer of the flow, with the number as typed.
type logsCustomer struct {
	phone, national, email string
	// live is the number of the live flow: an American one, since the
	// live flow runs in whichever zone it is mid-day in, and a British
	// number also keeps to London's hours.
	live string
	// refused: the relay and Twilio refuse this customer, quoting the
	// address and number in their errors.
	refused bool
}

var logsCustomers = []logsCustomer{
	{phone: "+447400123456", national: "07400 123456", email: "jane.smith@example.com", live: "+12127365000"},
	{phone: "+447400654321", national: "07400 654321", email: "tom.jones@example.org", live: "+12127365001"},
	{phone: "+447456789012", national: "07456 789012", email: "no.such.person@example.net", refused: true, live: "+12127365002"},
	{phone: "+447911123456", national: "07911 123456", email: "amy.lee@example.co.uk", live: "+12127365003"},
}

func TestLogsHoldNoSecrets(t *testing.T) {
	if len(logsSandboxKey) != len("sk_test_")+32 || len(logsLiveKey) != len("sk_live_")+32 || len(logsWrongKey) != len("sk_test_")+32 {
		t.Fatal("the test's keys must have the real length, so that the generic pattern is tried on them")
	}
	for _, format := range []string{"text", "json"} {
		t.Run(format, func(t *testing.T) {
			t.Parallel()
			logs, tokens := runLoggedFlow(t, format)
			secrets := []string{logsSandboxKey, logsSandboxSecret, logsLiveKey, logsLiveSecret, logsSMTPPass,
				logsWrongKey, logsWrongLiveKey, liveToken}
			for _, c := range logsCustomers {
				secrets = append(secrets, c.phone, strings.TrimPrefix(c.phone, "+"), c.national,
					strings.ReplaceAll(c.national, " ", ""), c.email, c.live, strings.TrimPrefix(c.live, "+"))
			}
			secrets = append(secrets, tokens...)
			checkLogs(t, logs, secrets)
		})
	}
}

// Shapes of secrets and customer details, whatever their value.
var secretPatterns = map[string]*regexp.Regexp{
	"an API key":       regexp.MustCompile(`sk_(live|test)_[0-9A-Za-z]{32}`),
	"a signing secret": regexp.MustCompile(`whsec_`),
	"an email address": regexp.MustCompile(`[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}`),
	"a phone number":   regexp.MustCompile(`\+[1-9][0-9]{6,14}|(^|[^0-9A-Za-z._:/-])0[0-9]{3,4} ?[0-9]{6}([^0-9A-Za-z]|$)`),
}

func checkLogs(t *testing.T, logs string, secrets []string) {
	t.Helper()
	if !strings.Contains(logs, "request") || !strings.Contains(logs, "stopped") || strings.Count(logs, "\n") < 50 {
		t.Fatalf("the log is too short to tell anything:\n%s", logs)
	}
	for _, s := range secrets {
		if s != "" && strings.Contains(logs, s) {
			t.Errorf("the log holds %q:\n%s", s, linesWith(logs, s))
		}
	}
	for what, re := range secretPatterns {
		for _, line := range strings.Split(logs, "\n") {
			if m := re.FindString(line); m != "" {
				t.Errorf("the log holds what looks like %s (%q):\n%s", what, m, line)
			}
		}
	}
}

func linesWith(logs, s string) string {
	var out []string
	for _, l := range strings.Split(logs, "\n") {
		if strings.Contains(l, s) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// runLoggedFlow runs the flow in one log format and returns the log and
// the customer-page tokens it used.
func runLoggedFlow(t *testing.T, format string) (string, []string) {
	dbURL := "sqlite:" + filepath.Join(t.TempDir(), "logs.db")
	st, err := openStore(t.Context(), dbURL)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	acct := &confirm.Account{ID: confirm.NewAccountID(), Name: "Live Shop", SigningSecret: logsLiveSecret, CreatedAt: now}
	if err := st.CreateAccount(t.Context(), acct); err != nil {
		t.Fatal(err)
	}
	if err := st.CreateAPIKey(t.Context(), newKeyRecord(acct.ID, logsLiveKey, false, now)); err != nil {
		t.Fatal(err)
	}
	st.Close()

	relay := startAuthRelay(t)
	tw := newRefusingTwilio(t)
	var hooks atomic.Int32
	receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		hooks.Add(1)
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(receiver.Close)

	env := map[string]string{
		"CONFIRMD_DATABASE_URL":       dbURL,
		"CONFIRMD_SANDBOX_KEY":        logsSandboxKey,
		"CONFIRMD_SIGNING_SECRET":     logsSandboxSecret,
		"CONFIRMD_LOG_FORMAT":         format,
		"CONFIRMD_PUBLIC_URL":         livePublic,
		"CONFIRMD_SMTP_URL":           "smtp://" + logsSMTPUser + ":" + logsSMTPPass + "@" + relay.addr,
		"CONFIRMD_EMAIL_FROM":         "confirm@confirmd.example",
		"CONFIRMD_TWILIO_ACCOUNT_SID": liveSID,
		"CONFIRMD_TWILIO_AUTH_TOKEN":  liveToken,
		"CONFIRMD_TWILIO_FROM":        liveFrom,
	}
	target, _ := url.Parse(tw.srv.URL)
	srv := mustServeApp(t, env, func(a *app) {
		a.twilioTransport = toFake{target}
		a.smtpTLS = relay.clientTLS
	})
	base := "http://" + srv.addr
	api := base + "/v1"
	var tokens []string

	// The sandbox: a text answered with a name, an email link tapped, a
	// call answered, a cancel; each closing sends its signed webhook.
	sandbox := func(c logsCustomer, steps int) string {
		t.Helper()
		body := fmt.Sprintf(`{"externalId":"SO-%d","customer":{"name":"Jane Smith","phone":%q,"email":%q},
 "order":{"date":"2099-01-05","window":{"from":"08:00","to":"12:00"},"items":[{"name":"Sofa"}]},
 "cadence":"demo","webhookUrl":%q}`, steps, c.national, c.email, receiver.URL+"/hooks")
		status, out := call(t, "POST", api+"/confirmations", logsSandboxKey, body)
		if status != 201 {
			t.Fatalf("sandbox create: %d %v", status, out)
		}
		id := out["confirmation"].(map[string]any)["id"].(string)
		if steps == 0 {
			return id
		}
		// The email is due at once: the scheduler sends it.
		waitUntil(t, "the sandbox email", func() bool {
			_, out := call(t, "GET", api+"/confirmations/"+id, logsSandboxKey, "")
			return stepState(out["confirmation"].(map[string]any), "email") == "delivered"
		})
		for range steps - 1 {
			if status, out := call(t, "POST", api+"/confirmations/"+id+"/advance", logsSandboxKey, ""); status != 200 {
				t.Fatalf("advance: %d %v", status, out)
			}
		}
		return id
	}
	reply := func(id, body string) {
		t.Helper()
		if status, out := call(t, "POST", api+"/sandbox/confirmations/"+id+"/reply", logsSandboxKey, body); status != 200 {
			t.Fatalf("reply %s: %d %v", body, status, out)
		}
	}
	reply(sandbox(logsCustomers[0], 2), `{"channel":"sms","text":"My husband Tom Smith will be in, call him on 07400 111222"}`)
	reply(sandbox(logsCustomers[1], 3), `{"channel":"call","text":"Yes, I will be in, my email is tom.jones@example.org"}`)
	byEmail := sandbox(logsCustomers[3], 1)
	_, out := call(t, "GET", api+"/confirmations/"+byEmail, logsSandboxKey, "")
	links := regexp.MustCompile(`/c/([A-Za-z0-9_-]+)`).FindAllStringSubmatch(fmt.Sprint(out["confirmation"].(map[string]any)["events"]), -1)
	if len(links) != 3 {
		t.Fatalf("the sandbox email has %d links", len(links))
	}
	for _, l := range links {
		tokens = append(tokens, l[1])
	}
	if res, err := http.Get(base + "/c/" + links[1][1]); err != nil || res.StatusCode != 200 {
		t.Fatalf("customer page: %v %v", res, err)
	} else {
		res.Body.Close()
	}
	res, err := http.PostForm(base+"/c/"+links[1][1], url.Values{"token": {links[1][1]}, "signerName": {"Tom Smith"}})
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if status, _ := call(t, "GET", api+"/confirmations/"+byEmail, logsSandboxKey, ""); status != 200 {
		t.Fatalf("after the page: %d", status)
	}
	http.Get(base + "/c/" + links[0][1] + "x") // an altered link
	cancelled := sandbox(logsCustomers[0], 0)
	if status, out := call(t, "POST", api+"/confirmations/"+cancelled+"/cancel", logsSandboxKey, `{"reason":"jane.smith@example.com asked to stop"}`); status != 200 {
		t.Fatalf("cancel: %d %v", status, out)
	}
	waitUntil(t, "three webhooks", func() bool { return hooks.Load() >= 3 })

	// The console: sign in, look around, act, sign out; and a live key
	// and a wrong key refused at sign-in.
	jar, _ := cookiejar.New(nil)
	browser := &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for _, key := range []string{logsLiveKey, logsWrongKey, logsSandboxKey} {
		res, err := browser.PostForm(base+"/sandbox/sign-in", url.Values{"key": {key}})
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
	}
	var csrf string
	for _, p := range []string{"/sandbox", "/sandbox?q=" + url.QueryEscape(logsCustomers[0].email), "/sandbox/confirmations/" + byEmail, "/sandbox/new"} {
		res, err := browser.Get(base + p)
		if err != nil || res.StatusCode != 200 {
			t.Fatalf("console %s: %v %v", p, res, err)
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if m := csrfRE.FindStringSubmatch(string(b)); m != nil {
			csrf = m[1]
		}
	}
	for _, p := range []string{"/sandbox/confirmations/" + byEmail + "/advance", "/sandbox/sign-out"} {
		res, err = browser.PostForm(base+p, url.Values{"csrf": {csrf}})
		if err != nil || res.StatusCode != http.StatusSeeOther && res.StatusCode != http.StatusConflict {
			t.Fatalf("console %s: %v %v", p, res, err)
		}
		res.Body.Close()
	}

	// Errors: keys that are wrong, bodies that are wrong, ids that are not
	// there, methods that are not allowed.
	for _, key := range []string{logsWrongKey, logsWrongLiveKey, logsSandboxSecret, logsCustomers[0].email} {
		if status, _ := call(t, "GET", api+"/confirmations", key, ""); status != 401 {
			t.Errorf("a wrong key: %d", status)
		}
	}
	for _, body := range []string{`{"customer": `, `[]`,
		`{"customer":{"name":"Jane Smith","phone":"07400 12345x","email":"jane.smith@example"},"order":{}}`,
		`{"customer":{"name":"Jane Smith","email":"jane.smith@example.com"},"order":{"date":"2099-01-05","window":{"from":"08:00","to":"12:00"},"items":[{"name":"Sofa"}]},"webhookURL":"x"}`} {
		if status, _ := call(t, "POST", api+"/confirmations", logsSandboxKey, body); status != 400 {
			t.Errorf("bad body %s: %d", body, status)
		}
	}
	call(t, "GET", api+"/confirmations/cf_000000000000000000000000", logsSandboxKey, "")
	call(t, "DELETE", api+"/confirmations/"+byEmail, logsSandboxKey, "")
	call(t, "GET", api+"/confirmations?externalId="+url.QueryEscape(logsCustomers[1].email)+"&status=nonsense", logsSandboxKey, "")

	// Live: email through the relay after a login over STARTTLS, texts and
	// calls through Twilio, Twilio's signed webhooks, a forged one.
	ls := &liveServer{running: srv, key: logsLiveKey}
	live := func(c logsCustomer) string {
		t.Helper()
		body, _, _ := liveCreate(t)
		body = strings.ReplaceAll(body, customer, c.live)
		body = strings.ReplaceAll(body, "jane@example.com", c.email)
		status, out := call(t, "POST", api+"/confirmations", logsLiveKey, body)
		if status != 201 {
			t.Fatalf("live create: %d %v", status, out)
		}
		id := out["confirmation"].(map[string]any)["id"].(string)
		ls.waitFor(t, id, "the email", func(c map[string]any) bool { return stepState(c, "email") != "pending" })
		return id
	}
	byText := live(logsCustomers[0])
	if status, out := call(t, "POST", api+"/confirmations/"+byText+"/advance", logsLiveKey, ""); status != 200 {
		t.Fatalf("advance to the text: %d %v", status, out)
	}
	sid := tw.waitSID(t, logsCustomers[0].live)
	report := url.Values{"MessageSid": {sid}, "MessageStatus": {"delivered"}, "AccountSid": {liveSID}}
	ls.webhook(t, "/providers/twilio/status?cf="+byText+"&ch=sms", report, true)
	if code, b := ls.webhook(t, "/providers/twilio/status?cf="+byText+"&ch=sms", report, false); code != 204 {
		t.Fatalf("status callback: %d %s", code, b)
	}
	inbound := url.Values{"MessageSid": {"SM" + strings.Repeat("7", 32)}, "From": {logsCustomers[0].live}, "To": {liveFrom},
		"Body": {"Yes, I'll be in. Or email me at jane.smith@example.com"}, "AccountSid": {liveSID}}
	if code, b := ls.webhook(t, "/providers/twilio/sms", inbound, false); code != 200 {
		t.Fatalf("inbound text: %d %s", code, b)
	}
	stranger := url.Values{"MessageSid": {"SM" + strings.Repeat("8", 32)}, "From": {"+447400999888"}, "To": {liveFrom}, "Body": {"who is this?"}, "AccountSid": {liveSID}}
	ls.webhook(t, "/providers/twilio/sms", stranger, false)
	secrets := []string{"+447400999888"}

	byCall := live(logsCustomers[1])
	call(t, "POST", api+"/confirmations/"+byCall+"/advance", logsLiveKey, "")
	if status, out := call(t, "POST", api+"/confirmations/"+byCall+"/advance", logsLiveKey, ""); status != 200 {
		t.Fatalf("advance to the call: %d %v", status, out)
	}
	callSID := tw.waitSID(t, logsCustomers[1].live, "CA")
	form := func(kv ...string) url.Values {
		v := url.Values{"CallSid": {callSID}, "AccountSid": {liveSID}, "From": {liveFrom}, "To": {logsCustomers[1].live}}
		for i := 0; i < len(kv); i += 2 {
			v.Set(kv[i], kv[i+1])
		}
		return v
	}
	ls.webhook(t, "/providers/twilio/voice/answer?cf="+byCall, form("CallStatus", "in-progress"), false)
	ls.webhook(t, "/providers/twilio/voice/gather?cf="+byCall, form("SpeechResult", "yes my number is 07400 654321", "Confidence", "0.9"), false)
	ls.webhook(t, "/providers/twilio/status?cf="+byCall+"&ch=call", form("CallStatus", "completed", "CallDuration", "30"), false)
	ls.webhook(t, "/providers/twilio/voice/gather?cf="+byCall, form("SpeechResult", "hello"), true)

	// The relay refuses this customer's address and Twilio this number,
	// each quoting it back.
	refused := live(logsCustomers[2])
	call(t, "POST", api+"/confirmations/"+refused+"/advance", logsLiveKey, "")
	call(t, "POST", api+"/confirmations/"+refused+"/advance", logsLiveKey, "")
	if n := tw.refusals.Load(); n < 2 {
		t.Fatalf("Twilio refused %d requests, want the text and the call", n)
	}
	if relay.refusals.Load() < 1 {
		t.Fatalf("the relay refused no recipient")
	}
	if relay.logins.Load() < 1 {
		t.Fatalf("confirmd never logged in to the relay")
	}

	if err := srv.stop(); err != nil {
		t.Fatalf("shutdown: %v", err)
	}
	return srv.stderr.String(), append(tokens, secrets...)
}

func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// authRelay is an SMTP relay that wants STARTTLS and a login, and refuses
// the refused customer's address, quoting it as real relays do.
type authRelay struct {
	addr      string
	clientTLS *tls.Config
	logins    atomic.Int32
	refusals  atomic.Int32
}

func startAuthRelay(t *testing.T) *authRelay {
	t.Helper()
	serverTLS, clientTLS := selfSignedPair(t)
	r := &authRelay{clientTLS: clientTLS}
	s := gosmtp.NewServer(gosmtp.BackendFunc(func(*gosmtp.Conn) (gosmtp.Session, error) { return &authSession{r: r}, nil }))
	s.Domain = "relay.test"
	s.ErrorLog = log.New(io.Discard, "", 0)
	s.TLSConfig = serverTLS
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go s.Serve(l)
	t.Cleanup(func() { s.Close() })
	r.addr = l.Addr().String()
	return r
}

type authSession struct {
	r      *authRelay
	authed bool
}

var _ gosmtp.AuthSession = (*authSession)(nil)

func (s *authSession) AuthMechanisms() []string { return []string{sasl.Plain} }

func (s *authSession) Auth(string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, user, pass string) error {
		if user != logsSMTPUser || pass != logsSMTPPass {
			return gosmtp.ErrAuthFailed
		}
		s.authed = true
		s.r.logins.Add(1)
		return nil
	}), nil
}

func (s *authSession) Mail(string, *gosmtp.MailOptions) error {
	if !s.authed {
		return gosmtp.ErrAuthRequired
	}
	return nil
}

func (s *authSession) Rcpt(to string, _ *gosmtp.RcptOptions) error {
	for _, c := range logsCustomers {
		if c.refused && strings.EqualFold(to, c.email) {
			s.r.refusals.Add(1)
			return &gosmtp.SMTPError{Code: 550, EnhancedCode: gosmtp.EnhancedCode{5, 1, 1},
				Message: "<" + to + ">: Recipient address rejected: User unknown in virtual mailbox table"}
		}
	}
	return nil
}

func (s *authSession) Data(r io.Reader) error { _, err := io.Copy(io.Discard, r); return err }
func (s *authSession) Reset()                 {}
func (s *authSession) Logout() error          { return nil }

// selfSignedPair is a certificate for 127.0.0.1, as the relay's TLS
// settings and a client's that trust it.
func selfSignedPair(t *testing.T) (server, client *tls.Config) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "relay.test"},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(time.Hour),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IPAddresses:  []net.IP{net.IPv4(127, 0, 0, 1)},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	return &tls.Config{Certificates: []tls.Certificate{{Certificate: [][]byte{der}, PrivateKey: key}}},
		&tls.Config{RootCAs: pool}
}

// refusingTwilio answers twilio-go's creates of texts and calls, and
// refuses the refused customer's number with Twilio's error 21211, whose
// message quotes the number.
type refusingTwilio struct {
	srv      *httptest.Server
	refusals atomic.Int32
	mu       sync.Mutex
	sids     map[string][]string // by To
}

func newRefusingTwilio(t *testing.T) *refusingTwilio {
	f := &refusingTwilio{sids: map[string][]string{}}
	var n atomic.Int32
	f.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r.ParseForm()
		to := r.PostForm.Get("To")
		w.Header().Set("Content-Type", "application/json")
		for _, c := range logsCustomers {
			if c.refused && to == c.live {
				f.refusals.Add(1)
				w.WriteHeader(http.StatusBadRequest)
				fmt.Fprintf(w, `{"code": 21211, "message": "The 'To' number %s is not a valid phone number.", "more_info": "https://www.twilio.com/docs/errors/21211", "status": 400}`, to)
				return
			}
		}
		prefix := "SM"
		if strings.HasSuffix(r.URL.Path, "/Calls.json") {
			prefix = "CA"
		}
		sid := fmt.Sprintf("%s%032d", prefix, n.Add(1))
		f.mu.Lock()
		f.sids[to] = append(f.sids[to], sid)
		f.mu.Unlock()
		w.WriteHeader(http.StatusCreated)
		fmt.Fprintf(w, `{"sid": %q, "status": "queued"}`, sid)
	}))
	t.Cleanup(f.srv.Close)
	return f
}

// waitSID waits for a text (or, with prefix "CA", a call) to the number
// and returns its SID.
func (f *refusingTwilio) waitSID(t *testing.T, to string, prefix ...string) string {
	t.Helper()
	want := "SM"
	if len(prefix) > 0 {
		want = prefix[0]
	}
	var sid string
	waitUntil(t, want+" to "+to, func() bool {
		f.mu.Lock()
		defer f.mu.Unlock()
		for _, s := range f.sids[to] {
			if strings.HasPrefix(s, want) {
				sid = s
			}
		}
		return sid != ""
	})
	return sid
}
