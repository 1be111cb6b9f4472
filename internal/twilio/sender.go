package twilio

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	twclient "github.com/twilio/twilio-go/client"
	twapi "github.com/twilio/twilio-go/rest/api/v2010"

	"github.com/confirmd/confirmd/internal/confirm"
)

// ringSeconds is how long a call rings before Twilio gives up with
// no-answer; long enough to reach a phone in another room, short enough
// not to reach most voicemails.
const ringSeconds = 30

// requestTimeout bounds one REST request when the caller's context has no
// earlier deadline, so that a hung connection never holds a send forever.
const requestTimeout = 30 * time.Second

// Sender sends texts and places calls through one Twilio account. It is
// safe for concurrent use.
type Sender struct {
	cfg Config
	// Transport carries the requests to Twilio; nil means
	// http.DefaultTransport. Tests point it at a fake of the REST API.
	Transport http.RoundTripper
}

// NewSender returns a Sender for the account of cfg, which should have
// passed Validate.
func NewSender(cfg Config) *Sender { return &Sender{cfg: cfg} }

// Config returns the configuration the Sender was made with, for building
// callback URLs.
func (s *Sender) Config() Config { return s.cfg }

// Send carries a live text or call of the engine. A text's status callback,
// and a call's answer and status callbacks, are built from PublicURL and
// name the confirmation, so that the webhooks find it without a lookup by
// Twilio SID.
func (s *Sender) Send(ctx context.Context, m confirm.Message) (string, error) {
	if m.Sandbox {
		// Sandbox confirmations promise that nobody is contacted.
		return "", errors.New("twilio: refusing a sandbox message")
	}
	if m.ConfirmationID == "" {
		return "", errors.New("twilio: message without a confirmation")
	}
	switch m.Channel {
	case confirm.ChannelSMS:
		return s.SendSMS(ctx, m.To, m.Text, s.cfg.StatusURL(m.ConfirmationID, confirm.ChannelSMS))
	case confirm.ChannelCall:
		return s.StartCall(ctx, m.To, s.cfg.AnswerURL(m.ConfirmationID), s.cfg.StatusURL(m.ConfirmationID, confirm.ChannelCall))
	default:
		return "", fmt.Errorf("twilio: cannot carry %s messages, only texts and calls", m.Channel)
	}
}

// ReportsDelivery reports that Twilio tells, through the status callback,
// what became of each text and call: the engine waits for that report.
func (s *Sender) ReportsDelivery(ch confirm.Channel) bool {
	return ch == confirm.ChannelSMS || ch == confirm.ChannelCall
}

// SendSMS sends body to the number to and returns the message SID. Twilio
// reports the message's fate to statusCallbackURL.
func (s *Sender) SendSMS(ctx context.Context, to, body, statusCallbackURL string) (string, error) {
	const op = "sending the text"
	if to == "" || body == "" {
		return "", &Error{Op: op, Message: "no recipient or no text"}
	}
	p := &twapi.CreateMessageParams{}
	p.SetTo(to).SetBody(body).SetStatusCallback(statusCallbackURL)
	if s.cfg.usesService() {
		p.SetMessagingServiceSid(s.cfg.From)
	} else {
		p.SetFrom(s.cfg.From)
	}
	api, rt := s.api(ctx)
	msg, err := api.CreateMessage(p)
	if err != nil {
		return "", s.fail(ctx, op, rt, err)
	}
	if msg == nil || msg.Sid == nil || *msg.Sid == "" {
		return "", &Error{Op: op, HTTPStatus: rt.status(), Message: "Twilio's answer has no message SID"}
	}
	return *msg.Sid, nil
}

// StartCall places a call to the number to and returns the call SID. When
// the call is answered Twilio fetches its TwiML from answerURL; when it
// ends, however it ends, Twilio posts the final status to
// statusCallbackURL.
func (s *Sender) StartCall(ctx context.Context, to, answerURL, statusCallbackURL string) (string, error) {
	const op = "placing the call"
	if s.cfg.usesService() {
		return "", &Error{Op: op, Message: "CONFIRMD_TWILIO_FROM is a Messaging Service, which cannot place calls; set it to a Twilio phone number"}
	}
	if to == "" || answerURL == "" {
		return "", &Error{Op: op, Message: "no recipient or no answer URL"}
	}
	p := &twapi.CreateCallParams{}
	p.SetTo(to).SetFrom(s.cfg.From).
		SetUrl(answerURL).SetMethod(http.MethodPost).
		SetStatusCallback(statusCallbackURL).SetStatusCallbackMethod(http.MethodPost).
		// Twilio's call events are initiated, ringing, answered and
		// completed; busy, no-answer, failed and canceled arrive as the
		// CallStatus of the completed event, so that one event is enough.
		// Answering is seen anyway, when Twilio fetches answerURL.
		SetStatusCallbackEvent([]string{"completed"}).
		SetTimeout(ringSeconds)
	// MachineDetection is left unset, which is off: detection delays the
	// greeting by seconds, and a person who hears silence hangs up.
	api, rt := s.api(ctx)
	call, err := api.CreateCall(p)
	if err != nil {
		return "", s.fail(ctx, op, rt, err)
	}
	if call == nil || call.Sid == nil || *call.Sid == "" {
		return "", &Error{Op: op, HTTPStatus: rt.status(), Message: "Twilio's answer has no call SID"}
	}
	return *call.Sid, nil
}

// api returns a REST client for one request. twilio-go makes its requests
// with context.Background, so the client is built per request around a
// transport that puts ctx back on them: that is what lets the engine's
// send timeout and shutdown cut a request short. The transport also keeps
// the HTTP status, which twilio-go loses when an error body is not JSON.
func (s *Sender) api(ctx context.Context) (*twapi.ApiService, *ctxTransport) {
	next := s.Transport
	if next == nil {
		next = http.DefaultTransport
	}
	rt := &ctxTransport{ctx: ctx, next: next}
	c := &twclient.Client{
		Credentials: twclient.NewCredentials(s.cfg.AccountSID, s.cfg.AuthToken),
		HTTPClient: &http.Client{
			Transport: rt,
			Timeout:   requestTimeout,
			// As twilio-go's own client: the REST API never redirects a
			// create, and following one would resend the credentials.
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		},
	}
	c.SetAccountSid(s.cfg.AccountSID)
	return twapi.NewApiServiceWithClient(c), rt
}

type ctxTransport struct {
	ctx  context.Context
	next http.RoundTripper

	mu   sync.Mutex
	code int
}

func (t *ctxTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := t.next.RoundTrip(req.WithContext(t.ctx))
	if resp != nil {
		t.mu.Lock()
		t.code = resp.StatusCode
		t.mu.Unlock()
	}
	return resp, err
}

func (t *ctxTransport) status() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.code
}

// Sentinels to test an error of the Sender against with errors.Is.
var (
	// ErrTemporary matches failures worth trying again later: Twilio
	// answered 5xx or 429, did not answer in time, or could not be reached.
	// A time-out is ambiguous: the text may have gone out all the same.
	ErrTemporary = errors.New("temporary Twilio failure")
	// ErrOptedOut matches Twilio refusing to text a number that has sent
	// STOP (error 21610).
	// It is confirm.ErrOptedOut, so that the engine treats it as its own.
	ErrOptedOut = confirm.ErrOptedOut
)

// Twilio error codes the package acts on.
const (
	codeInvalidTo  = 21211 // the To number is not a valid phone number
	codeOptedOut   = 21610 // the recipient has replied STOP
	codeRateLimit  = 20429 // too many requests
	codeNotAMobile = 21614 // the To number cannot receive texts
)

// Error is a failed request to Twilio. Its text is fit for the
// confirmation's timeline: short, and never with the Auth Token in it.
type Error struct {
	Op         string // what was being done, e.g. "sending the text"
	HTTPStatus int    // Twilio's HTTP status; 0 when none came
	Code       int    // Twilio's error code; 0 when none came
	Message    string
	Temporary  bool
}

// Error words e as "twilio: <op>: Twilio error <code>: <message>".
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("twilio: " + e.Op + ": ")
	switch {
	case e.Code != 0:
		fmt.Fprintf(&b, "Twilio error %d: ", e.Code)
	case e.HTTPStatus != 0:
		fmt.Fprintf(&b, "HTTP %d: ", e.HTTPStatus)
	}
	b.WriteString(e.Message)
	return b.String()
}

// Is makes errors.Is(err, ErrTemporary) and errors.Is(err, ErrOptedOut)
// work.
func (e *Error) Is(target error) bool {
	switch target {
	case ErrTemporary:
		return e.Temporary
	case ErrOptedOut:
		return e.Code == codeOptedOut
	}
	return false
}

// fail turns what twilio-go returned into an *Error, deciding whether it
// is temporary. The underlying error is not wrapped: its text can hold the
// request URL and twilio-go's wording, and it is not needed beyond this.
func (s *Sender) fail(ctx context.Context, op string, rt *ctxTransport, err error) error {
	e := classify(ctx, op, rt.status(), err)
	if s.cfg.AuthToken != "" {
		e.Message = strings.ReplaceAll(e.Message, s.cfg.AuthToken, "[redacted]")
	}
	return e
}

func classify(ctx context.Context, op string, status int, err error) *Error {
	e := &Error{Op: op, HTTPStatus: status}
	var rest *twclient.TwilioRestError
	var restV1 *twclient.RestErrorV1
	var nerr net.Error
	var uerr *url.Error
	switch {
	case errors.As(err, &rest):
		e.Code, e.Message = rest.Code, rest.Message
		if rest.Status != 0 {
			e.HTTPStatus = rest.Status
		}
	case errors.As(err, &restV1):
		e.Code, e.Message = restV1.Code, restV1.Message
		if restV1.HttpStatusCode != 0 {
			e.HTTPStatus = restV1.HttpStatusCode
		}
	case ctx.Err() != nil:
		e.Message, e.Temporary = "gave up waiting for Twilio ("+ctx.Err().Error()+")", true
		return e
	case errors.As(err, &nerr) && nerr.Timeout():
		e.Message, e.Temporary = "Twilio did not answer in time", true
		return e
	case status == 0 && errors.As(err, &uerr):
		e.Message, e.Temporary = "could not reach Twilio: "+uerr.Err.Error(), true
		return e
	case status != 0:
		// An error body that is not Twilio's JSON, such as a load
		// balancer's page: the status says all there is to say.
		e.Message = http.StatusText(status)
	default:
		e.Message = err.Error()
	}
	if e.Message == "" {
		e.Message = http.StatusText(e.HTTPStatus)
	}
	switch {
	case e.HTTPStatus >= 500, e.HTTPStatus == http.StatusTooManyRequests, e.Code == codeRateLimit:
		e.Temporary = true
	case e.HTTPStatus == 0 && e.Code == 0:
		// No answer from Twilio at all; it may be back in a moment.
		e.Temporary = true
	}
	return e
}
