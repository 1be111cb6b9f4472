package smtp

import (
	"bytes"
	"context"
	"errors"
	"io"
	"mime"
	"mime/multipart"
	netmail "net/mail"
	"regexp"
	"strings"
	"testing"
	"time"

	gosmtp "github.com/emersion/go-smtp"
	"github.com/google/go-cmp/cmp"
)

const (
	testFrom     = "confirm@mail.example.com"
	testPassword = "s3cr3t/Pa55+word"
)

// testLinks are the email's three one-tap links, as long as real ones so
// that quoted-printable has to wrap them.
var testLinks = []string{
	"https://confirm.example.com/c/eyJjIjoiY25mXzAxSkNYWjJLN1FNOFc0VjZQOEI3UkUzVFNBIiwiYSI6ImFjY18xMjMiLCJoIjoid2lsbC1iZS1pbiJ9.Zm9vYmFyYmF6cXV4-_0123456789",
	"https://confirm.example.com/c/eyJjIjoiY25mXzAxSkNYWjJLN1FNOFc0VjZQOEI3UkUzVFNBIiwiYSI6ImFjY18xMjMiLCJoIjoic29tZW9uZS1lbHNlIn0.YmF6cXV4Zm9vYmFy-_9876543210",
	"https://confirm.example.com/c/eyJjIjoiY25mXzAxSkNYWjJLN1FNOFc0VjZQOEI3UkUzVFNBIiwiYSI6ImFjY18xMjMiLCJoIjoiZGlmZmVyZW50LWRheSJ9.cXV4Zm9vYmFyYmF6-_5555555555",
}

func testEmail() Email {
	text := "Hello Ana,\n\nYour sofa arrives on Tuesday 24 November, 08:00–12:00.\n\nTo answer, open one of these links:\n"
	html := `<!doctype html><html><body><p>Hello Ana,</p><p>Your sofa arrives on Tuesday 24 November, 08:00–12:00.</p>`
	for _, l := range testLinks {
		text += "\n" + l + "\n"
		html += `<p><a href="` + l + `" style="color:#fff;background:#0a5">Answer</a></p>`
	}
	html += `</body></html>`
	return Email{
		To:       "ana@customer.example",
		FromName: `Möbel "Nord" & Co.`,
		ReplyTo:  "help@moebel-nord.example",
		Subject:  "Bestätigen Sie Ihre Lieferung am Dienstag ✓",
		Text:     text,
		HTML:     html,
	}
}

func newSender(t *testing.T, cfg Config) *Sender {
	t.Helper()
	s, err := New(cfg, testFrom)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func plainConfig(r *relay) Config { return Config{Host: r.Host, Port: r.Port, Security: NoTLS} }

func send(t *testing.T, s *Sender, e Email) (string, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	return s.Send(ctx, e)
}

func TestSendMessage(t *testing.T) {
	t.Parallel()
	r := startRelay(t, relayOptions{})
	s := newSender(t, plainConfig(r))
	e := testEmail()
	id, err := send(t, s, e)
	if err != nil {
		t.Fatal(err)
	}
	msgs := r.Messages()
	if len(msgs) != 1 {
		t.Fatalf("the relay got %d messages, want 1", len(msgs))
	}
	got := msgs[0]
	if diff := cmp.Diff(received{From: testFrom, To: []string{e.To}}, received{From: got.From, To: got.To}); diff != "" {
		t.Errorf("envelope mismatch (-want +got):\n%s", diff)
	}
	m, err := netmail.ReadMessage(bytes.NewReader(got.Data))
	if err != nil {
		t.Fatalf("the message does not parse: %v\n%s", err, got.Data)
	}
	h := m.Header

	from, err := h.AddressList("From")
	if err != nil || len(from) != 1 {
		t.Fatalf("From %q: %v", h.Get("From"), err)
	}
	if diff := cmp.Diff(netmail.Address{Name: e.FromName, Address: testFrom}, *from[0]); diff != "" {
		t.Errorf("From mismatch (-want +got):\n%s", diff)
	}
	replyTo, err := h.AddressList("Reply-To")
	if err != nil || len(replyTo) != 1 || replyTo[0].Address != e.ReplyTo {
		t.Errorf("Reply-To is %q (%v), want %s", h.Get("Reply-To"), err, e.ReplyTo)
	}
	to, err := h.AddressList("To")
	if err != nil || len(to) != 1 || to[0].Address != e.To {
		t.Errorf("To is %q (%v), want %s", h.Get("To"), err, e.To)
	}
	raw := h.Get("Subject")
	if strings.ContainsFunc(raw, func(r rune) bool { return r > 127 }) {
		t.Errorf("the Subject header is not encoded: %q", raw)
	}
	subject, err := new(mime.WordDecoder).DecodeHeader(raw)
	if err != nil || subject != e.Subject {
		t.Errorf("Subject decodes to %q (%v), want %q", subject, err, e.Subject)
	}
	if h.Get("Message-ID") != id {
		t.Errorf("Message-ID is %q, Send returned %q", h.Get("Message-ID"), id)
	}
	if !regexp.MustCompile(`^<[0-9a-f]{32}@mail\.example\.com>$`).MatchString(id) {
		t.Errorf("Message-ID %q is not <random@domain of From>", id)
	}
	if date, err := h.Date(); err != nil || time.Since(date).Abs() > time.Minute {
		t.Errorf("Date is %q (%v), want about now", h.Get("Date"), err)
	}
	for _, name := range []string{"List-Unsubscribe", "User-Agent", "X-Mailer"} {
		if v := h.Get(name); v != "" {
			t.Errorf("the message has %s: %q", name, v)
		}
	}

	mt, params, err := mime.ParseMediaType(h.Get("Content-Type"))
	if err != nil || mt != "multipart/alternative" {
		t.Fatalf("Content-Type is %q (%v), want multipart/alternative", h.Get("Content-Type"), err)
	}
	parts := map[string]string{}
	var order []string
	mr := multipart.NewReader(m.Body, params["boundary"])
	for {
		p, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		ct, cp, err := mime.ParseMediaType(p.Header.Get("Content-Type"))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.EqualFold(cp["charset"], "utf-8") {
			t.Errorf("the %s part's charset is %q, want UTF-8", ct, cp["charset"])
		}
		b, err := io.ReadAll(p)
		if err != nil {
			t.Fatal(err)
		}
		parts[ct] = strings.ReplaceAll(string(b), "\r\n", "\n")
		order = append(order, ct)
	}
	// Mail clients show the last part they can render, so HTML goes last.
	if diff := cmp.Diff([]string{"text/plain", "text/html"}, order); diff != "" {
		t.Fatalf("parts mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(e.Text, parts["text/plain"]); diff != "" {
		t.Errorf("text part mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(e.HTML, parts["text/html"]); diff != "" {
		t.Errorf("HTML part mismatch (-want +got):\n%s", diff)
	}
	for _, l := range testLinks {
		if !strings.Contains(parts["text/plain"], "\n"+l+"\n") {
			t.Errorf("the text part lacks the link %s", l)
		}
		if !strings.Contains(parts["text/html"], `href="`+l+`"`) {
			t.Errorf("the HTML part lacks the link %s", l)
		}
	}
}

func TestSendTextOnlyWithoutBrand(t *testing.T) {
	t.Parallel()
	r := startRelay(t, relayOptions{})
	s := newSender(t, plainConfig(r))
	if _, err := send(t, s, Email{To: "ana@customer.example", Subject: "Your delivery", Text: "Hello"}); err != nil {
		t.Fatal(err)
	}
	m, err := netmail.ReadMessage(bytes.NewReader(r.Messages()[0].Data))
	if err != nil {
		t.Fatal(err)
	}
	if mt, _, _ := mime.ParseMediaType(m.Header.Get("Content-Type")); mt != "text/plain" {
		t.Errorf("Content-Type is %q, want text/plain", m.Header.Get("Content-Type"))
	}
	if from, err := m.Header.AddressList("From"); err != nil || from[0].Name != "" || from[0].Address != testFrom {
		t.Errorf("From is %q (%v), want the bare %s", m.Header.Get("From"), err, testFrom)
	}
	if v := m.Header.Get("Reply-To"); v != "" {
		t.Errorf("Reply-To is %q, want none", v)
	}
}

func TestSendKeepsHeadersOnOneLine(t *testing.T) {
	t.Parallel()
	r := startRelay(t, relayOptions{})
	s := newSender(t, plainConfig(r))
	e := testEmail()
	e.FromName = "Shop\r\nBcc: victim@example.com"
	e.Subject = "Hi\nBcc: victim@example.com"
	if _, err := send(t, s, e); err != nil {
		t.Fatal(err)
	}
	got := r.Messages()[0]
	if diff := cmp.Diff([]string{e.To}, got.To); diff != "" {
		t.Errorf("recipients mismatch (-want +got):\n%s", diff)
	}
	m, err := netmail.ReadMessage(bytes.NewReader(got.Data))
	if err != nil {
		t.Fatal(err)
	}
	if v := m.Header.Get("Bcc"); v != "" {
		t.Errorf("a header value added Bcc: %q", v)
	}
}

func TestSendStartTLSWithLogin(t *testing.T) {
	t.Parallel()
	serverTLS, clientTLS := selfSigned(t)
	r := startRelay(t, relayOptions{startTLS: serverTLS})
	r.User, r.Pass = "AKIAEXAMPLE", testPassword
	s := newSender(t, Config{Host: r.Host, Port: r.Port, Security: StartTLS, Username: r.User, Password: testPassword, TLS: clientTLS})
	if _, err := send(t, s, testEmail()); err != nil {
		t.Fatal(err)
	}
	got := r.Messages()
	if len(got) != 1 || !got[0].TLS || got[0].User != r.User {
		t.Fatalf("the relay got %+v, want one message over TLS from %s", got, r.User)
	}
}

func TestSendImplicitTLSWithLogin(t *testing.T) {
	t.Parallel()
	serverTLS, clientTLS := selfSigned(t)
	r := startRelay(t, relayOptions{implicitTLS: serverTLS})
	r.User, r.Pass = "postmark-token", testPassword
	s := newSender(t, Config{Host: r.Host, Port: r.Port, Security: ImplicitTLS, Username: r.User, Password: testPassword, TLS: clientTLS})
	if _, err := send(t, s, testEmail()); err != nil {
		t.Fatal(err)
	}
	got := r.Messages()
	if len(got) != 1 || !got[0].TLS || got[0].User != r.User {
		t.Fatalf("the relay got %+v, want one message over TLS from %s", got, r.User)
	}
}

// checkError checks err's kind and that it does not give the password away.
func checkError(t *testing.T, err, kind error) *Error {
	t.Helper()
	if !errors.Is(err, kind) {
		t.Fatalf("got %v, want %v", err, kind)
	}
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("got %T, want *Error", err)
	}
	for _, p := range []string{testPassword, "s3cr3t"} {
		if strings.Contains(err.Error(), p) || strings.Contains(e.Detail, p) {
			t.Errorf("the error gives the password away: %v", err)
		}
	}
	return e
}

func TestSendFailures(t *testing.T) {
	t.Parallel()
	serverTLS, clientTLS := selfSigned(t)
	tests := []struct {
		name      string
		relay     func(t *testing.T) Config
		kind      error
		code      int
		temporary bool
		says      string
	}{
		{
			name: "recipient refused",
			relay: func(t *testing.T) Config {
				r := startRelay(t, relayOptions{})
				r.RcptErr = &gosmtp.SMTPError{Code: 550, EnhancedCode: gosmtp.EnhancedCode{5, 1, 1}, Message: "No such user"}
				return plainConfig(r)
			},
			kind: ErrRejected, code: 550, says: "No such user",
		},
		{
			name: "message refused",
			relay: func(t *testing.T) Config {
				r := startRelay(t, relayOptions{})
				r.DataErr = &gosmtp.SMTPError{Code: 554, EnhancedCode: gosmtp.EnhancedCode{5, 6, 0}, Message: "Message rejected"}
				return plainConfig(r)
			},
			kind: ErrRejected, code: 554, says: "Message rejected",
		},
		{
			name: "greylisted",
			relay: func(t *testing.T) Config {
				r := startRelay(t, relayOptions{})
				r.RcptErr = &gosmtp.SMTPError{Code: 451, EnhancedCode: gosmtp.EnhancedCode{4, 7, 1}, Message: "Try again later"}
				return plainConfig(r)
			},
			kind: ErrDeferred, code: 451, temporary: true, says: "Try again later",
		},
		{
			name: "wrong password",
			relay: func(t *testing.T) Config {
				r := startRelay(t, relayOptions{startTLS: serverTLS})
				r.User, r.Pass = "AKIAEXAMPLE", "the-right-one"
				return Config{Host: r.Host, Port: r.Port, Username: "AKIAEXAMPLE", Password: testPassword, TLS: clientTLS}
			},
			kind: ErrRejected, code: 535, says: "refused the login",
		},
		{
			name: "nothing listening",
			relay: func(t *testing.T) Config {
				return Config{Host: "127.0.0.1", Port: closedPort(t), Username: "u", Password: testPassword}
			},
			kind: ErrUnreachable, temporary: true, says: "refused",
		},
		{
			name: "no STARTTLS offered",
			relay: func(t *testing.T) Config {
				r := startRelay(t, relayOptions{})
				return Config{Host: r.Host, Port: r.Port, Security: StartTLS, Username: "u", Password: testPassword}
			},
			kind: ErrUnreachable, temporary: true, says: "STARTTLS",
		},
		{
			name: "untrusted certificate",
			relay: func(t *testing.T) Config {
				r := startRelay(t, relayOptions{startTLS: serverTLS})
				return Config{Host: r.Host, Port: r.Port, Security: StartTLS, Username: "u", Password: testPassword}
			},
			kind: ErrUnreachable, temporary: true, says: "certificate",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			s := newSender(t, tt.relay(t))
			id, err := send(t, s, testEmail())
			if id != "" {
				t.Errorf("a failed send returned the id %q", id)
			}
			e := checkError(t, err, tt.kind)
			if e.Code != tt.code || e.Temporary() != tt.temporary {
				t.Errorf("got code %d, temporary %v; want %d, %v (%v)", e.Code, e.Temporary(), tt.code, tt.temporary, err)
			}
			if !strings.Contains(err.Error(), tt.says) {
				t.Errorf("the error %q does not say %q", err, tt.says)
			}
		})
	}
}

func TestSendHangingRelayHitsDeadline(t *testing.T) {
	t.Parallel()
	host, port := hangingRelay(t)
	s := newSender(t, Config{Host: host, Port: port, Security: NoTLS})
	ctx, cancel := context.WithTimeout(t.Context(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := s.Send(ctx, testEmail())
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("the send took %v after a 300ms deadline", took)
	}
	checkError(t, err, ErrTimeout)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("got %v, want it to match context.DeadlineExceeded", err)
	}
}

// A relay that stops answering after the greeting is out of reach of
// go-mail's own use of the context, which ends with the dial.
func TestSendCancelStopsAStalledExchange(t *testing.T) {
	t.Parallel()
	r := startRelay(t, relayOptions{})
	r.Hold = make(chan struct{})
	t.Cleanup(func() { close(r.Hold) })
	s := newSender(t, plainConfig(r))
	ctx, cancel := context.WithCancel(t.Context())
	time.AfterFunc(300*time.Millisecond, cancel)
	start := time.Now()
	_, err := s.Send(ctx, testEmail())
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("the send took %v after being cancelled at 300ms", took)
	}
	checkError(t, err, ErrTimeout)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("got %v, want it to match context.Canceled", err)
	}
}

func TestSendInvalidEmail(t *testing.T) {
	t.Parallel()
	s := newSender(t, Config{Host: "127.0.0.1", Port: closedPort(t), Security: NoTLS})
	tests := map[string]func(*Email){
		"no recipient":     func(e *Email) { e.To = "" },
		"bad recipient":    func(e *Email) { e.To = "ana at example" },
		"two recipients":   func(e *Email) { e.To = "a@example.com, b@example.com" },
		"bad reply-to":     func(e *Email) { e.ReplyTo = "support" },
		"no subject":       func(e *Email) { e.Subject = " " },
		"no text":          func(e *Email) { e.Text = "" },
		"named recipient":  func(e *Email) { e.To = "Ana <ana@example.com>" },
		"injected address": func(e *Email) { e.To = "ana@example.com\r\nBcc: x@example.com" },
	}
	for name, change := range tests {
		t.Run(name, func(t *testing.T) {
			e := testEmail()
			change(&e)
			if _, err := send(t, s, e); err == nil || errors.Is(err, ErrUnreachable) {
				t.Errorf("got %v, want a validation error before any connection", err)
			}
		})
	}
}

func TestNew(t *testing.T) {
	t.Parallel()
	good := Config{Host: "smtp.example.com", Port: 587, Username: "u", Password: testPassword}
	tests := []struct {
		name   string
		change func(*Config)
		from   string
	}{
		{"bad from", nil, "not an address"},
		{"named from", nil, "Shop <shop@example.com>"},
		{"empty from", nil, ""},
		{"no host", func(c *Config) { c.Host = "" }, testFrom},
		{"no port", func(c *Config) { c.Port = 0 }, testFrom},
		{"user without password", func(c *Config) { c.Password = "" }, testFrom},
		{"login without TLS", func(c *Config) { c.Security = NoTLS }, testFrom},
		{"unknown security", func(c *Config) { c.Security = 9 }, testFrom},
	}
	for _, tt := range tests {
		cfg := good
		if tt.change != nil {
			tt.change(&cfg)
		}
		_, err := New(cfg, tt.from)
		if err == nil {
			t.Errorf("%s: got no error", tt.name)
		} else if strings.Contains(err.Error(), testPassword) {
			t.Errorf("%s: the error gives the password away: %v", tt.name, err)
		}
	}
	if _, err := New(good, testFrom); err != nil {
		t.Errorf("a good config: %v", err)
	}
}
