package engine

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"mime"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/netguard"
	"github.com/confirmd/confirmd/webhook"
)

// SenderStore is what the webhook sender needs of a store.
type SenderStore interface {
	GetAccount(ctx context.Context, id string) (*confirm.Account, error)
	ClaimDeliveries(ctx context.Context, now time.Time, lease time.Duration, limit int, caps confirm.DeliveryCaps) ([]*confirm.Delivery, error)
	FinishAttempt(ctx context.Context, deliveryID string, a confirm.Attempt, state confirm.DeliveryState, next time.Time) error
	NextDeliveryAt(ctx context.Context, after time.Time) (time.Time, bool, error)
}

// SenderConfig tunes the webhook sender. The zero value is the contract's
// behaviour: one attempt of at most 10 s, 32 at a time, at most 8 of one
// account and 4 to one receiver.
type SenderConfig struct {
	// Workers is how many deliveries are attempted at once (default 32).
	// The pool is the sender's own, so slow or hanging receivers hold up
	// neither the scheduler nor the API.
	Workers int
	// PerAccount is how many deliveries of one account may be in flight at
	// once (default 8), and PerHost how many of one account to one
	// receiver, host and port (default 4). They count the deliveries in
	// flight in every process on the database, so that one account's
	// hanging receivers leave the others their share of the workers, even
	// to the same receiver, and one hanging receiver leaves its account's
	// others theirs. Caps as large as Workers make the pool first come,
	// first served.
	PerAccount, PerHost int
	// Timeout limits each attempt, connection and response included
	// (default 10s).
	Timeout time.Duration
	// Retries is the number of attempts after the first (default 0: the
	// spec promises one attempt).
	Retries int
	// RetryBase is the wait before the first retry (default 30s); each
	// further retry waits twice as long, with ±20% jitter, at most an hour.
	RetryBase time.Duration
	// SignTimestamp sends X-Service-Timestamp and signs "<ts>.<body>".
	SignTimestamp bool
	// StandardWebhooks adds the Standard Webhooks headers webhook-id,
	// webhook-timestamp and webhook-signature to X-Service-Signature.
	StandardWebhooks bool
	// GuardSandbox sends sandbox deliveries through LiveClient too, which
	// connects only to public addresses: on an installation others can
	// reach, a sandbox account must not reach confirmd's own network.
	GuardSandbox bool
	// SandboxHosts are hosts that sandbox deliveries may reach even with
	// GuardSandbox, through SandboxClient: the operator's own receiver on
	// a private network (CONFIRMD_SANDBOX_WEBHOOK_HOSTS).
	SandboxHosts netguard.Hosts
	// Version goes in the User-Agent, confirmd/<version>.
	Version string
}

// Limits of the sender that need no setting.
const (
	// maxIdle bounds the loop's sleep, so that deliveries written by
	// other processes, which cannot Kick this one, are found soon enough.
	maxIdle = 30 * time.Second
	// leaseSlack covers the store calls around an attempt, so that a lease
	// never runs out while its attempt is still going.
	leaseSlack = 30 * time.Second
	// maxBackoff caps the wait between retries.
	maxBackoff = time.Hour
	// responseLimit is how much of a receiver's answer is kept for the
	// sandbox console, in bytes of UTF-8: enough to read an error message,
	// too little to make confirmd a way to read pages it can reach.
	responseLimit = 1 << 10
	// drainLimit is how much more of an answer is read so that the
	// connection can be reused; past it, closing is cheaper.
	drainLimit = 64 << 10
)

// Sender delivers the webhook outbox: it claims due deliveries, POSTs each
// to its URL signed with the account's secret, and records every attempt.
// Set the exported fields, then call Start, or RunDue in tests.
type Sender struct {
	Store  SenderStore
	Clock  clock.Clock
	Logger *slog.Logger
	Config SenderConfig
	// LiveClient and SandboxClient send live and sandbox deliveries; nil
	// means netguard.NewClient with the Timeout, guarded for live only,
	// since developers point sandbox webhooks at localhost. With
	// Config.GuardSandbox, LiveClient sends both.
	LiveClient, SandboxClient *http.Client
	// Metrics, if set, is told of every attempt that was sent.
	Metrics interface {
		ObserveWebhook(sandbox bool, a confirm.Attempt)
	}

	initOnce sync.Once
	cfg      SenderConfig  // Config with defaults filled in
	slots    chan struct{} // one token per attempt in flight
	kick     chan struct{} // wakes the loop: new outbox rows
	freed    chan struct{} // wakes the loop: a worker finished
	inflight sync.WaitGroup

	stopOnce sync.Once
	cancel   context.CancelFunc
	done     chan struct{} // closed when the loop has returned
}

func (s *Sender) init() {
	s.initOnce.Do(func() {
		s.cfg = s.Config
		if s.cfg.Workers <= 0 {
			s.cfg.Workers = 32
		}
		if s.cfg.PerAccount <= 0 {
			s.cfg.PerAccount = 8
		}
		if s.cfg.PerHost <= 0 {
			s.cfg.PerHost = 4
		}
		if s.cfg.Timeout <= 0 {
			s.cfg.Timeout = 10 * time.Second
		}
		s.cfg.Retries = max(s.cfg.Retries, 0)
		if s.cfg.RetryBase <= 0 {
			s.cfg.RetryBase = 30 * time.Second
		}
		if s.cfg.Version == "" {
			s.cfg.Version = "dev"
		}
		if s.LiveClient == nil {
			s.LiveClient = netguard.NewClient(s.cfg.Timeout, true)
		}
		if s.SandboxClient == nil {
			s.SandboxClient = netguard.NewClient(s.cfg.Timeout, false)
		}
		if s.Logger == nil {
			s.Logger = slog.Default()
		}
		s.slots = make(chan struct{}, s.cfg.Workers)
		s.kick = make(chan struct{}, 1)
		s.freed = make(chan struct{}, 1)
	})
}

// Start runs the sender until ctx ends or Stop is called.
func (s *Sender) Start(ctx context.Context) {
	s.init()
	ctx, s.cancel = context.WithCancel(ctx)
	s.done = make(chan struct{})
	go s.loop(ctx)
}

// Stop stops claiming deliveries and waits for the attempts in flight to
// end, each within the Timeout; calling it again does nothing.
func (s *Sender) Stop() {
	s.stopOnce.Do(func() {
		if s.cancel == nil {
			return
		}
		s.cancel()
		<-s.done
		s.inflight.Wait()
	})
}

// Kick wakes the sender to look for due deliveries now. Call it after a
// transaction wrote outbox rows; it never blocks.
func (s *Sender) Kick() {
	s.init()
	select {
	case s.kick <- struct{}{}:
	default: // a wake-up is already pending; one is enough
	}
}

// RunDue claims every delivery due now that the caps allow and attempts
// each once, at most Workers at a time, and returns when all are recorded:
// the number of attempts made, and the first error of the store or ctx. A
// delivery the caps hold back is claimed as soon as an attempt ends and
// makes room for it.
func (s *Sender) RunDue(ctx context.Context) (int, error) {
	s.init()
	now := s.Clock.Now()
	var wg sync.WaitGroup
	defer wg.Wait()
	ended := make(chan struct{}, s.cfg.Workers) // one per attempt of this run
	running, total := 0, 0
	for {
		n := s.acquire(ctx, running == 0)
		if n < 0 {
			return total, ctx.Err()
		}
		var ds []*confirm.Delivery
		if n > 0 {
			var err error
			ds, err = s.Store.ClaimDeliveries(ctx, now, s.lease(), n, s.caps())
			if err != nil {
				s.give(n)
				return total, err
			}
			s.give(n - len(ds))
		}
		for _, d := range ds {
			running++
			total++
			wg.Add(1)
			go func() {
				defer wg.Done()
				defer func() { ended <- struct{}{} }()
				defer s.release()
				s.attempt(ctx, d)
			}()
		}
		if n > 0 && len(ds) == n {
			continue // there may be more due
		}
		if running == 0 {
			return total, nil
		}
		// Nothing more now: wait for an attempt to end, which frees a
		// worker and perhaps its account's or receiver's share.
		select {
		case <-ended:
			running--
		case <-ctx.Done():
			return total, ctx.Err()
		}
	}
}

// acquire takes every idle worker and returns how many. With wait, it
// waits for one if none is idle; -1 means ctx ended first.
func (s *Sender) acquire(ctx context.Context, wait bool) int {
	n := 0
	if wait {
		select {
		case s.slots <- struct{}{}:
			n++
		case <-ctx.Done():
			return -1
		}
	}
	for n < s.cfg.Workers {
		select {
		case s.slots <- struct{}{}:
			n++
		default:
			return n
		}
	}
	return n
}

// give hands back n workers that were taken and not used.
func (s *Sender) give(n int) {
	for range n {
		<-s.slots
	}
}

func (s *Sender) caps() confirm.DeliveryCaps {
	return confirm.DeliveryCaps{PerAccount: s.cfg.PerAccount, PerHost: s.cfg.PerHost}
}

func (s *Sender) lease() time.Duration { return s.cfg.Timeout + leaseSlack }

func (s *Sender) release() {
	<-s.slots
	select {
	case s.freed <- struct{}{}:
	default:
	}
}

func (s *Sender) loop(ctx context.Context) {
	defer close(s.done)
	// Attempts outlive a cancelled ctx, so that shutdown drains them
	// rather than cutting receivers off mid-request; Timeout bounds them.
	attemptCtx := context.WithoutCancel(ctx)
	for {
		wait := s.dispatch(ctx, attemptCtx)
		select {
		case <-ctx.Done():
			return
		case <-s.kick:
		case <-s.freed:
		case <-s.Clock.After(wait):
		}
	}
}

// dispatch claims as many due deliveries as there are idle workers and the
// caps allow, starts them, and returns how long the loop may sleep.
// Claiming no more than can start at once keeps a claimed delivery from
// waiting in a queue while its lease runs out. Due deliveries the caps hold
// back need no wake-up of their own: they wait for a delivery in flight to
// finish, which wakes the loop through freed (or, in another process,
// that process's loop), or for a lease to run out, which NextDeliveryAt
// reports.
func (s *Sender) dispatch(ctx, attemptCtx context.Context) time.Duration {
	n := s.acquire(ctx, false)
	if n == 0 {
		return maxIdle // a finishing worker wakes the loop through freed
	}
	now := s.Clock.Now()
	ds, err := s.Store.ClaimDeliveries(ctx, now, s.lease(), n, s.caps())
	if err != nil {
		s.give(n)
		if ctx.Err() == nil {
			s.Logger.Warn("claiming webhook deliveries failed; will retry", "err", err)
		}
		return maxIdle
	}
	s.give(n - len(ds))
	for _, d := range ds {
		s.inflight.Add(1)
		go func() {
			defer s.inflight.Done()
			defer s.release()
			s.attempt(attemptCtx, d)
		}()
	}
	if len(ds) == n {
		return 0 // there may be more due; freed or the next claim tells
	}
	next, ok, err := s.Store.NextDeliveryAt(ctx, now)
	switch {
	case err != nil:
		if ctx.Err() == nil {
			s.Logger.Warn("finding the next webhook delivery failed; will retry", "err", err)
		}
		return maxIdle
	case !ok:
		return maxIdle
	}
	wait := next.Sub(now)
	if wait <= 0 {
		// A store that reports a time it was not asked about; a short
		// pause rather than a busy loop.
		wait = time.Second
	}
	return min(wait, maxIdle)
}

// attempt makes one attempt at d and records it.
func (s *Sender) attempt(ctx context.Context, d *confirm.Delivery) {
	log := s.Logger.With("delivery", d.ID, "confirmation", d.ConfirmationID)
	n := len(d.Attempts) + 1
	acct, err := s.Store.GetAccount(ctx, d.AccountID)
	if err != nil && confirm.ErrorCode(err) != confirm.ENOTFOUND {
		log.Warn("loading the account of a webhook failed; will retry", "err", err)
		return
	}
	var a confirm.Attempt
	if err != nil {
		// Nothing can sign it, now or later.
		a = confirm.Attempt{At: s.Clock.Now(), Error: "account not found"}
	} else {
		a = s.post(ctx, acct, d)
		if s.Metrics != nil {
			s.Metrics.ObserveWebhook(d.Sandbox, a)
		}
	}

	state, next := confirm.DeliveryPending, time.Time{}
	switch {
	case a.Error == "":
		state = confirm.DeliveryDelivered
	case acct == nil || n > s.cfg.Retries:
		state = confirm.DeliveryFailed
	default:
		next = s.Clock.Now().Add(backoff(s.cfg.RetryBase, n, rand.Float64()))
	}
	if err := s.Store.FinishAttempt(ctx, d.ID, a, state, next); err != nil {
		// The lease runs out and the delivery is attempted again.
		log.Error("recording a webhook attempt failed", "err", err, "status", a.StatusCode, "attempt_error", a.Error)
		return
	}
	attrs := []any{"attempt", n, "status", a.StatusCode, "duration", a.Duration, "state", state}
	if a.Error != "" {
		log.Warn("webhook attempt failed", append(attrs, "err", a.Error)...)
		return
	}
	log.Info("webhook delivered", attrs...)
}

// Send makes one attempt at d now, signed, headed and sent exactly as the
// sender's deliveries are, and records nothing: confirmd's trigger command
// sends its samples with it.
func (s *Sender) Send(ctx context.Context, acct *confirm.Account, d *confirm.Delivery) confirm.Attempt {
	s.init()
	return s.post(ctx, acct, d)
}

// post sends d once and describes what happened.
func (s *Sender) post(ctx context.Context, acct *confirm.Account, d *confirm.Delivery) confirm.Attempt {
	at := s.Clock.Now()
	a := confirm.Attempt{At: at}
	h := map[string]string{
		"Content-Type":          "application/json",
		webhook.SignatureHeader: s.signature(acct, at, d.Payload),
		webhook.DeliveryHeader:  d.ID,
		"User-Agent":            "confirmd/" + s.cfg.Version,
	}
	if s.cfg.SignTimestamp {
		h[webhook.TimestampHeader] = strconv.FormatInt(at.Unix(), 10)
	}
	if s.cfg.StandardWebhooks {
		addStandardHeaders(h, acct, d.ID, at, d.Payload)
	}
	a.RequestHeaders = h

	ctx, cancel := context.WithTimeout(ctx, s.cfg.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, d.URL, bytes.NewReader(d.Payload))
	if err != nil {
		a.Error = "invalid URL: " + unwrapURLError(err).Error()
		return a
	}
	for k, v := range h {
		req.Header.Set(k, v)
	}
	client := s.LiveClient
	if d.Sandbox && (!s.cfg.GuardSandbox || s.cfg.SandboxHosts.Contains(d.URL)) {
		client = s.SandboxClient
	}

	start := time.Now() // wall time: the clock may be fake, the receiver is not
	resp, err := client.Do(req)
	if err != nil {
		a.Duration = time.Since(start)
		a.Error = s.describe(req.URL.Hostname(), err)
		return a
	}
	a.ResponseBody = shownBody(resp.Header.Get("Content-Type"), resp.Body)
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, drainLimit))
	resp.Body.Close()
	a.Duration = time.Since(start)
	a.StatusCode = resp.StatusCode
	switch {
	case resp.StatusCode >= 200 && resp.StatusCode < 300:
	case resp.StatusCode >= 300 && resp.StatusCode < 400:
		a.Error = fmt.Sprintf("HTTP %d (redirects are not followed)", resp.StatusCode)
	default:
		a.Error = fmt.Sprintf("HTTP %d", resp.StatusCode)
	}
	return a
}

// signature signs with the current secret and, while a rotation overlaps,
// with the previous one too, so receivers holding either secret accept it.
func (s *Sender) signature(acct *confirm.Account, at time.Time, body []byte) string {
	secrets := []string{acct.SigningSecret}
	if acct.PreviousSigningSecret != "" && at.Before(acct.PreviousSecretUntil) {
		secrets = append(secrets, acct.PreviousSigningSecret)
	}
	sigs := make([]string, len(secrets))
	for i, secret := range secrets {
		if s.cfg.SignTimestamp {
			sigs[i] = webhook.SignWithTimestamp(secret, at, body)
		} else {
			sigs[i] = webhook.Sign(secret, body)
		}
	}
	return strings.Join(sigs, ",")
}

// describe turns a failed request into a line a retailer's developer can act
// on. It leaves out the URL, which url.Error repeats and which may carry a
// token of the receiver's.
func (s *Sender) describe(host string, err error) string {
	var netErr net.Error
	switch {
	case errors.Is(err, netguard.ErrNotPublic):
		return fmt.Sprintf("refused: %s resolves to a non-public address (%s)", host, notPublicDetail(err))
	case errors.Is(err, context.DeadlineExceeded), errors.As(err, &netErr) && netErr.Timeout():
		return "timeout after " + s.cfg.Timeout.String()
	case errors.Is(err, syscall.ECONNREFUSED):
		return "connection refused"
	case errors.Is(err, syscall.ECONNRESET):
		return "connection reset by the receiver"
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return "connection closed by the receiver before a response"
	}
	var dnsErr *net.DNSError
	if errors.As(err, &dnsErr) {
		if dnsErr.IsNotFound {
			return fmt.Sprintf("host %s not found", host)
		}
		return "DNS lookup failed: " + dnsErr.Err
	}
	return unwrapURLError(err).Error()
}

// notPublicDetail finds netguard's own description of the refused address,
// which names it and says what kind it is.
func notPublicDetail(err error) string {
	for e := err; e != nil; e = errors.Unwrap(e) {
		if errors.Unwrap(e) == netguard.ErrNotPublic {
			msg := e.Error()
			if _, after, ok := strings.Cut(msg, "refusing to connect: "); ok {
				return after
			}
			return msg
		}
	}
	return netguard.ErrNotPublic.Error()
}

func unwrapURLError(err error) error {
	var u *url.Error
	if errors.As(err, &u) {
		return u.Err
	}
	return err
}

// shownBody returns what of a receiver's answer is kept for the sandbox
// console: the first responseLimit bytes as text, for the textual types a
// developer's receiver answers with (see textual); for any other type only
// a note naming it, since the console is no place to look at images or
// binaries that whatever answered may hold; nothing for an empty body.
func shownBody(contentType string, body io.Reader) string {
	b, _ := io.ReadAll(io.LimitReader(body, responseLimit))
	if len(b) == 0 {
		return ""
	}
	if contentType == "" {
		return "(body not shown: no Content-Type)"
	}
	mediaType, _, err := mime.ParseMediaType(contentType)
	if err != nil {
		return "(body not shown: unreadable Content-Type)"
	}
	if !textual(mediaType) {
		if len(mediaType) > 100 {
			mediaType = mediaType[:100] + "..."
		}
		return "(body not shown: " + mediaType + ")"
	}
	if len(b) == responseLimit {
		b = trimSplitRune(b)
	}
	return storableText(b)
}

// textual reports whether a media type (lower case, as mime.ParseMediaType
// gives it) is text a person can read.
func textual(mediaType string) bool {
	switch {
	case strings.HasPrefix(mediaType, "text/"),
		mediaType == "application/json",
		mediaType == "application/xml",
		mediaType == "application/x-www-form-urlencoded",
		strings.HasPrefix(mediaType, "application/") && strings.HasSuffix(mediaType, "+json"),
		strings.HasSuffix(mediaType, "+xml"):
		return true
	}
	return false
}

// trimSplitRune leaves out a UTF-8 sequence cut short at the end of b, as
// reading up to a limit may cut one, so that it is not kept as a U+FFFD.
func trimSplitRune(b []byte) []byte {
	for i := 1; i < utf8.UTFMax && i <= len(b); i++ {
		if utf8.RuneStart(b[len(b)-i]) {
			if !utf8.FullRune(b[len(b)-i:]) {
				return b[:len(b)-i]
			}
			break
		}
	}
	return b
}

// storableText makes a receiver's bytes safe to store as text of at most
// responseLimit bytes: PostgreSQL refuses invalid UTF-8 and NUL in a text
// column, and a record that cannot be written would be retried forever.
// A run of invalid bytes becomes a U+FFFD, of three bytes, which may make
// the text longer, so it is cut again, at a rune's boundary.
func storableText(b []byte) string {
	s := strings.ReplaceAll(strings.ToValidUTF8(string(b), "\uFFFD"), "\x00", "")
	if len(s) > responseLimit {
		i := responseLimit
		for !utf8.RuneStart(s[i]) {
			i--
		}
		s = s[:i]
	}
	return s
}

// backoff returns the wait after the nth attempt failed: base*2^(n-1), at
// most maxBackoff, spread by ±20% with r in [0,1) so that deliveries that
// failed together are not retried together.
func backoff(base time.Duration, n int, r float64) time.Duration {
	d := base
	for i := 1; i < n && d < maxBackoff; i++ {
		d *= 2
	}
	d = min(d, maxBackoff)
	d = time.Duration(float64(d) * (0.8 + 0.4*r))
	return min(d, maxBackoff)
}
