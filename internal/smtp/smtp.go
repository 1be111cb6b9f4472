// Package smtp sends confirmd's emails through any SMTP relay: Amazon SES,
// Postmark, Mailgun, or a relay on the same host. It is configured by a
// CONFIRMD_SMTP_URL (see ParseURL) and a CONFIRMD_EMAIL_FROM address.
//
// Each email is one multipart/alternative message (plain text and HTML),
// From the brand's name at the configured address, with the brand's support
// address as Reply-To and a Message-ID of our own, which Send returns as the
// provider's id. Nothing is added for tracking: no pixels, no rewritten
// links, no List-Unsubscribe (these are transactional messages about an
// order, not a mailing list).
//
// Channel adapts a Sender to the engine; see its documentation for how the
// command wires it.
package smtp

import (
	"context"
	"crypto/rand"
	"crypto/tls"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	netmail "net/mail"
	"net/textproto"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/wneessen/go-mail"

	"github.com/confirmd/confirmd/internal/confirm"
)

// The kinds of failure; errors.Is(err, ErrRejected) and so on tell a
// failed send's kind. Only ErrRejected means trying again cannot help.
var (
	// ErrRejected is a permanent refusal: the relay answered 5xx, to the
	// message, the recipient or the login.
	ErrRejected = errors.New("smtp: permanent failure")
	// ErrDeferred is a temporary refusal: the relay answered 4xx.
	ErrDeferred = errors.New("smtp: temporary failure")
	// ErrUnreachable is a relay that could not be reached or talked to:
	// refused or dropped connections, TLS failures, a relay without
	// STARTTLS when it is required.
	ErrUnreachable = errors.New("smtp: relay unreachable")
	// ErrTimeout is a send that ran out of time, the caller's context's
	// or the connection's; the message may or may not have been accepted.
	ErrTimeout = errors.New("smtp: timed out")
)

// Error is a failed send. Its text names the relay and what it answered,
// never the password.
type Error struct {
	// Kind is ErrRejected, ErrDeferred, ErrUnreachable or ErrTimeout.
	Kind error
	// Code is the relay's reply code, 0 when it gave none.
	Code int
	// Detail says what happened.
	Detail string
	cause  error
}

func (e *Error) Error() string { return e.Kind.Error() + ": " + e.Detail }

// Unwrap gives the kind and the cause, so that errors.Is matches both
// ErrTimeout and context.DeadlineExceeded.
func (e *Error) Unwrap() []error {
	if e.cause == nil {
		return []error{e.Kind}
	}
	return []error{e.Kind, e.cause}
}

// Temporary reports whether the same send may succeed later.
func (e *Error) Temporary() bool { return e.Kind != ErrRejected }

// defaultTimeout bounds a send whose context has no deadline, so that a
// relay that stops answering cannot hold a worker for ever.
const defaultTimeout = time.Minute

// Email is one message to a customer.
type Email struct {
	To string
	// FromName is the brand's name, shown as the sender; empty shows the
	// bare From address.
	FromName string
	// ReplyTo is the brand's support address, so that a customer who
	// answers reaches people who can help; optional.
	ReplyTo string
	Subject string
	Text    string
	// HTML is the rich part; empty sends the text alone.
	HTML string
}

// Sender sends emails through one relay. It is safe for concurrent use:
// each send has its own connection.
type Sender struct {
	cfg    Config
	from   string
	domain string
	addr   string
}

// New returns a Sender for the relay of cfg, sending from the address from
// (CONFIRMD_EMAIL_FROM). It does not connect: a relay that is down at start
// shows as failed sends, which the engine records.
func New(cfg Config, from string) (*Sender, error) {
	from, err := ParseFrom(from)
	if err != nil {
		return nil, err
	}
	switch {
	case cfg.Host == "":
		return nil, errors.New("smtp: no relay host")
	case cfg.Port < 1 || cfg.Port > 65535:
		return nil, fmt.Errorf("smtp: relay port %d is not from 1 to 65535", cfg.Port)
	case cfg.Security != StartTLS && cfg.Security != ImplicitTLS && cfg.Security != NoTLS:
		return nil, fmt.Errorf("smtp: unknown connection security %d", int(cfg.Security))
	case (cfg.Username == "") != (cfg.Password == ""):
		return nil, errors.New("smtp: a login needs both a user name and a password")
	case cfg.Username != "" && cfg.Security == NoTLS:
		return nil, errors.New("smtp: refusing to log in without TLS")
	}
	return &Sender{
		cfg:    cfg,
		from:   from,
		domain: from[strings.LastIndexByte(from, '@')+1:],
		addr:   net.JoinHostPort(cfg.Host, strconv.Itoa(cfg.Port)),
	}, nil
}

// Send sends e and returns its Message-ID, angle brackets included, as it
// appears in the header and in the relay's bounces. ctx bounds the whole
// exchange: when it ends, the connection is closed wherever it stands.
func (s *Sender) Send(ctx context.Context, e Email) (string, error) {
	msg, id, err := s.message(e)
	if err != nil {
		return "", err
	}
	if err := ctx.Err(); err != nil {
		return "", s.failure(ctx, err)
	}
	client, stop, err := s.client(ctx)
	defer stop()
	if err != nil {
		return "", err
	}
	conn, err := client.DialToSMTPClientWithContext(ctx)
	if err != nil {
		return "", s.failure(ctx, err)
	}
	// Once the relay has taken the message, a failed RSET or QUIT changes
	// nothing: reporting it as a failure would make the email go twice.
	defer client.CloseWithSMTPClient(conn)
	err = client.SendWithSMTPClient(conn, msg)
	if msg.IsDelivered() {
		return id, nil
	}
	if err == nil {
		err = errors.New("the relay did not confirm the message")
	}
	return "", s.failure(ctx, err)
}

// message builds the MIME message of e and its Message-ID.
func (s *Sender) message(e Email) (*mail.Msg, string, error) {
	switch {
	case !confirm.ValidEmail(e.To):
		return nil, "", fmt.Errorf("smtp: the recipient %q is not a valid email address", e.To)
	case e.ReplyTo != "" && !confirm.ValidEmail(e.ReplyTo):
		return nil, "", fmt.Errorf("smtp: the reply-to %q is not a valid email address", e.ReplyTo)
	case strings.TrimSpace(e.Subject) == "":
		return nil, "", errors.New("smtp: the email has no subject")
	case strings.TrimSpace(e.Text) == "":
		return nil, "", errors.New("smtp: the email has no text")
	}
	// go-mail would add a User-Agent naming itself and its version; it
	// tells spam filters and attackers something and the customer nothing.
	msg := mail.NewMsg(mail.WithNoDefaultUserAgent())
	msg.FromMailAddress(&netmail.Address{Name: oneLine(e.FromName), Address: s.from})
	if err := msg.To(e.To); err != nil {
		return nil, "", fmt.Errorf("smtp: the recipient %q: %w", e.To, err)
	}
	if e.ReplyTo != "" {
		if err := msg.ReplyTo(e.ReplyTo); err != nil {
			return nil, "", fmt.Errorf("smtp: the reply-to %q: %w", e.ReplyTo, err)
		}
	}
	msg.Subject(oneLine(e.Subject))
	id, err := s.messageID()
	if err != nil {
		return nil, "", err
	}
	msg.SetMessageIDWithValue(id)
	msg.SetDate()
	msg.SetBodyString(mail.TypeTextPlain, e.Text)
	if e.HTML != "" {
		msg.AddAlternativeString(mail.TypeTextHTML, e.HTML)
	}
	return msg, "<" + id + ">", nil
}

// messageID returns a Message-ID (without its angle brackets) on the From
// domain rather than the host name go-mail would use: the id is then ours
// to keep unique, and it does not reveal the sending machine.
func (s *Sender) messageID() (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("smtp: making a Message-ID: %w", err)
	}
	return hex.EncodeToString(b) + "@" + s.domain, nil
}

// oneLine keeps a header value on one line, so that a brand name or a
// subject cannot add headers of its own.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// client returns a go-mail client for one send, and a function that
// releases what it set up. Its dialer ties the connection to ctx, because
// go-mail itself uses the context only while dialing.
func (s *Sender) client(ctx context.Context) (*mail.Client, func(), error) {
	var stops []func() bool
	stop := func() {
		for _, f := range stops {
			f()
		}
	}
	// go-mail's own time-out is a backstop for a context without a
	// deadline; otherwise it runs a little past the context's, so that a
	// stall is reported as the context's deadline.
	timeout := defaultTimeout
	if dl, ok := ctx.Deadline(); ok {
		timeout = max(time.Until(dl), 0) + time.Second
	}
	tlsConfig := s.tlsConfig()
	dial := func(dctx context.Context, _, _ string) (net.Conn, error) {
		var d net.Dialer
		conn, err := d.DialContext(dctx, "tcp", s.addr)
		if err != nil {
			return nil, err
		}
		stops = append(stops, context.AfterFunc(ctx, func() { conn.Close() }))
		if s.cfg.Security != ImplicitTLS {
			return conn, nil
		}
		// With a dialer of ours go-mail does not wrap the connection in
		// TLS itself; returning a *tls.Conn is how it knows it is secure.
		tc := tls.Client(conn, tlsConfig)
		if err := tc.HandshakeContext(dctx); err != nil {
			conn.Close()
			return nil, err
		}
		return tc, nil
	}
	opts := []mail.Option{
		mail.WithTimeout(timeout),
		mail.WithDialContextFunc(dial),
		mail.WithTLSConfig(tlsConfig),
	}
	switch s.cfg.Security {
	case StartTLS:
		opts = append(opts, mail.WithTLSPolicy(mail.TLSMandatory))
	case ImplicitTLS:
		opts = append(opts, mail.WithSSL())
	case NoTLS:
		opts = append(opts, mail.WithTLSPolicy(mail.NoTLS))
	}
	opts = append(opts, mail.WithPort(s.cfg.Port))
	if s.cfg.Username != "" {
		// Over TLS, PLAIN and LOGIN are what every relay offers; go-mail
		// refuses both on a connection that is not encrypted.
		opts = append(opts,
			mail.WithOpportunisticSMTPAuth(mail.SMTPAuthPlain, mail.SMTPAuthLogin),
			mail.WithUsername(s.cfg.Username), mail.WithPassword(s.cfg.Password))
	}
	c, err := mail.NewClient(s.cfg.Host, opts...)
	if err != nil {
		return nil, stop, fmt.Errorf("smtp: setting up the client for %s: %s", s.addr, s.redact(err.Error()))
	}
	return c, stop, nil
}

func (s *Sender) tlsConfig() *tls.Config {
	if s.cfg.TLS != nil {
		c := s.cfg.TLS.Clone()
		if c.ServerName == "" {
			c.ServerName = s.cfg.Host
		}
		return c
	}
	return &tls.Config{ServerName: s.cfg.Host, MinVersion: tls.VersionTLS12}
}

// failure turns what went wrong into an *Error of the right kind.
func (s *Sender) failure(ctx context.Context, err error) error {
	if cerr := ctx.Err(); cerr != nil {
		return &Error{Kind: ErrTimeout, Detail: fmt.Sprintf("gave up on %s: %v", s.addr, cerr), cause: cerr}
	}
	if dl, ok := ctx.Deadline(); ok && errors.Is(err, os.ErrDeadlineExceeded) && !time.Now().Before(dl) {
		// The connection's deadline fired a moment before the context's.
		return &Error{Kind: ErrTimeout, Detail: fmt.Sprintf("gave up on %s: %v", s.addr, context.DeadlineExceeded), cause: context.DeadlineExceeded}
	}
	if errors.Is(err, os.ErrDeadlineExceeded) {
		return &Error{Kind: ErrTimeout, Detail: fmt.Sprintf("%s stopped answering", s.addr), cause: err}
	}
	code, reply := replyOf(err)
	what := "the message"
	if strings.Contains(err.Error(), "AUTH") {
		what = "the login (check the user name and password of CONFIRMD_SMTP_URL)"
	}
	switch code / 100 {
	case 5:
		return &Error{Kind: ErrRejected, Code: code, Detail: fmt.Sprintf("%s refused %s: %s", s.addr, what, s.redact(reply)), cause: err}
	case 4:
		return &Error{Kind: ErrDeferred, Code: code, Detail: fmt.Sprintf("%s deferred %s: %s", s.addr, what, s.redact(reply)), cause: err}
	}
	return &Error{Kind: ErrUnreachable, Code: code, Detail: fmt.Sprintf("talking to %s: %s", s.addr, s.redact(err.Error())), cause: err}
}

// replyOf finds the relay's reply code and words in err, if any.
func replyOf(err error) (int, string) {
	var tp *textproto.Error
	if errors.As(err, &tp) {
		return tp.Code, tp.Error()
	}
	var se *mail.SendError
	if errors.As(err, &se) && se.ErrorCode() != 0 {
		return se.ErrorCode(), se.Error()
	}
	return 0, ""
}

// redact removes the password from text that came from elsewhere. No known
// path puts it there; this keeps it so if a library changes.
func (s *Sender) redact(text string) string {
	if s.cfg.Password == "" {
		return text
	}
	return strings.ReplaceAll(text, s.cfg.Password, "xxxxx")
}
