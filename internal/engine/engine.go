// Package engine runs confirmd's background work: the scheduler that carries
// out each confirmation's plan through the channels, the webhook sender that
// delivers the outbox, and the janitor.
//
// The scheduler keeps no timers in memory. Every open confirmation has a
// wake time in the database; the scheduler claims those that are due with a
// lease, works them in batches, and sleeps until the next wake time or until
// it is kicked (a new confirmation, a reply, an advance). Several processes
// on one PostgreSQL share the work: a claim skips rows another holds, and a
// lease that runs out (its process died) is claimed again.
package engine

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"sync"
	"time"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
)

// Channel delivers one message to a customer and returns the provider's id
// for it.
type Channel interface {
	Send(ctx context.Context, m confirm.Message) (string, error)
}

// DeliveryReporter is a Channel whose provider reports later whether a
// message of channel ch reached the customer (see Engine.Receipt). Until
// the report comes, such a text waits as sent; a channel that is not one
// counts a message delivered once Send returns.
type DeliveryReporter interface {
	ReportsDelivery(ch confirm.Channel) bool
}

// Config tunes the scheduler.
type Config struct {
	// Batch is how many confirmations one claim takes; default 200.
	Batch int
	// Lease is how long a claim holds a confirmation; default 1 minute. A
	// process that dies holding one gives it up when the lease runs out.
	Lease time.Duration
	// MaxIdle caps how long the scheduler sleeps without looking, so it
	// finds work that other processes' leases release; default 30 s.
	MaxIdle time.Duration
	// SendTimeout bounds one channel send; default 30 s.
	SendTimeout time.Duration
	// Parallel is how many sends of a batch run at once; default 16.
	Parallel int
}

// Engine is the scheduler.
type Engine struct {
	Store  Store
	Clock  clock.Clock
	Logger *slog.Logger
	// Sandbox carries every message of a sandbox confirmation.
	Sandbox Channel
	// Live carries live confirmations' messages, per channel; a channel
	// with none configured fails its steps.
	Live   map[confirm.Channel]Channel
	Config Config
	// Outbox, if set, is told when a transaction wrote webhook deliveries.
	Outbox interface{ Kick() }
	// Interpreter reads customers' words; nil means the built-in one.
	Interpreter Interpreter
	// EmailText words the confirmation email, with its one-tap links; nil
	// means the plain wording without links.
	EmailText func(*confirm.Confirmation) (subject, text string)
	// Metrics, if set, counts each step's send: sent when err is nil.
	Metrics interface {
		ObserveStep(ch confirm.Channel, sandbox bool, err error)
	}

	owner  string
	kick   chan struct{}
	stop   context.CancelFunc
	done   chan struct{}
	once   sync.Once
	initMu sync.Once
	workMu sync.Mutex // one RunDue at a time within a process
}

func (e *Engine) init() {
	e.initMu.Do(func() {
		c := &e.Config
		if c.Batch <= 0 {
			c.Batch = 200
		}
		if c.Lease <= 0 {
			c.Lease = time.Minute
		}
		if c.MaxIdle <= 0 {
			c.MaxIdle = 30 * time.Second
		}
		if c.SendTimeout <= 0 {
			c.SendTimeout = 30 * time.Second
		}
		if c.Parallel <= 0 {
			c.Parallel = 16
		}
		host, _ := os.Hostname()
		b := make([]byte, 6)
		rand.Read(b)
		e.owner = fmt.Sprintf("%s/%d/%s", host, os.Getpid(), hex.EncodeToString(b))
		e.kick = make(chan struct{}, 1)
	})
}

// Start runs the scheduler until ctx ends or Stop is called.
func (e *Engine) Start(ctx context.Context) {
	e.init()
	ctx, e.stop = context.WithCancel(ctx)
	e.done = make(chan struct{})
	go e.loop(ctx)
}

// Stop ends the scheduler, letting the batch in hand finish; calling it
// again does nothing.
func (e *Engine) Stop() {
	e.once.Do(func() {
		if e.stop != nil {
			e.stop()
			<-e.done
		}
	})
}

// Kick wakes the scheduler to look at what is due now. It never blocks.
func (e *Engine) Kick() {
	e.init()
	select {
	case e.kick <- struct{}{}:
	default:
	}
}

func (e *Engine) loop(ctx context.Context) {
	defer close(e.done)
	for ctx.Err() == nil {
		// A batch in hand is finished even when shutdown begins, so that no
		// step is left marked as sending by a clean stop.
		if _, err := e.RunDue(context.WithoutCancel(ctx)); err != nil {
			e.Logger.Error("scheduler pass failed; retrying", "err", err)
			e.sleep(ctx, time.Second)
			continue
		}
		wait := e.Config.MaxIdle
		if next, ok, err := e.Store.NextDueAt(ctx); err != nil {
			if ctx.Err() == nil {
				e.Logger.Error("looking up the next due time failed", "err", err)
			}
			wait = time.Second
		} else if ok {
			wait = min(max(next.Sub(e.Clock.Now()), 0), wait)
		}
		e.sleep(ctx, wait)
	}
}

func (e *Engine) sleep(ctx context.Context, d time.Duration) {
	if d <= 0 {
		return
	}
	select {
	case <-ctx.Done():
	case <-e.kick:
	case <-e.Clock.After(d):
	}
}

// RunDue works every confirmation due now, batch after batch, until none is
// left, and returns how many it worked. Tests with a fake clock call it
// directly instead of Start.
func (e *Engine) RunDue(ctx context.Context) (int, error) {
	e.init()
	e.workMu.Lock()
	defer e.workMu.Unlock()
	total := 0
	for {
		now := e.Clock.Now()
		claims, err := e.Store.ClaimDue(ctx, now, e.owner, e.Config.Lease, e.Config.Batch)
		if err != nil || len(claims) == 0 {
			return total, err
		}
		ids := make([]string, len(claims))
		for i, c := range claims {
			ids[i] = c.ID
		}
		if err := e.process(ctx, ids, e.owner, false); err != nil {
			return total, err
		}
		total += len(claims)
	}
}

var errNotMine = errors.New("confirmation is leased by another engine")

// job is one message of a batch on its way to a channel.
type job struct {
	id   string
	step int
	msg  *confirm.Message
	err  error
	// ref is the provider's id of the message; reported is set when the
	// provider will report its delivery later.
	ref      string
	reported bool
}

// process works confirmations leased by owner in three steps: one
// transaction decides what each needs and marks the steps about to be sent,
// then the messages go to the channels, then one transaction saves the
// results. A crash between the first and the last leaves the steps marked,
// and the next claim fails them instead of sending them twice.
func (e *Engine) process(ctx context.Context, ids []string, owner string, force bool) error {
	var jobs []*job
	outbox := false
	now := e.Clock.Now().UTC().Truncate(time.Millisecond)
	_, err := e.Store.UpdateClaimed(ctx, ids, func(c *confirm.Confirmation) error {
		if c.LeaseOwner != owner {
			return errNotMine
		}
		if i := prepare(c, now, force); i >= 0 {
			jobs = append(jobs, &job{id: c.ID, step: i, msg: message(c, c.Steps[i].Channel, e.EmailText)})
		}
		outbox = outbox || len(c.Outbox) > 0
		return nil
	})
	if err != nil {
		return fmt.Errorf("preparing a batch: %w", err)
	}
	e.kickOutbox(outbox)
	if len(jobs) == 0 {
		return nil
	}

	e.send(ctx, jobs)

	byID := make(map[string]*job, len(jobs))
	sent := make([]string, len(jobs))
	for i, j := range jobs {
		byID[j.id], sent[i] = j, j.id
	}
	outbox = false
	now = e.Clock.Now().UTC().Truncate(time.Millisecond)
	_, err = e.Store.UpdateClaimed(ctx, sent, func(c *confirm.Confirmation) error {
		j := byID[c.ID]
		// A step no longer marked as sending was let go while its message
		// was out: by a cancel, which must stay the confirmation's last
		// write (its answer is the record), or by a recovery after the
		// lease ran out. Either way the result is not saved.
		if c.LeaseOwner != owner || j.step >= len(c.Steps) || c.Steps[j.step].SendingAt.IsZero() {
			return errNotMine
		}
		finish(c, j, now)
		outbox = outbox || len(c.Outbox) > 0
		return nil
	})
	if err != nil {
		return fmt.Errorf("saving a batch's sends: %w", err)
	}
	e.kickOutbox(outbox)
	for _, j := range jobs {
		e.providerOptOut(ctx, j.msg, j.err)
	}
	for _, j := range jobs {
		if j.err == nil && j.msg.Sandbox && confirm.IsSandboxContact(j.msg.To) {
			e.sandboxAnswers(ctx, confirm.Scope{AccountID: j.msg.AccountID, Sandbox: true}, j.id, j.msg.Channel)
		}
	}
	return nil
}

// providerOptOut records the opt-out of a number that the provider refused
// to reach because the customer opted out with it (a STOP sent to the
// number), so that confirmd and the provider agree from then on.
func (e *Engine) providerOptOut(ctx context.Context, m *confirm.Message, err error) {
	if m.Sandbox || !errors.Is(err, confirm.ErrOptedOut) {
		return
	}
	if err := e.Store.OptOut(ctx, confirm.Scope{AccountID: m.AccountID, Sandbox: m.Sandbox}, m.To, e.Clock.Now()); err != nil {
		e.Logger.Error("recording a provider's opt-out failed", "confirmation", m.ConfirmationID, "err", err)
	}
}

// send hands each job's message to its channel, Parallel at a time.
func (e *Engine) send(ctx context.Context, jobs []*job) {
	sem := make(chan struct{}, e.Config.Parallel)
	var wg sync.WaitGroup
	for _, j := range jobs {
		ch := e.channel(j.msg)
		if ch == nil {
			j.err = fmt.Errorf("no provider is configured for %s", j.msg.Channel)
			continue
		}
		if e.optedOut(ctx, j.msg) {
			j.err = confirm.ErrOptedOut
			continue
		}
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			sctx, cancel := context.WithTimeout(ctx, e.Config.SendTimeout)
			defer cancel()
			ref, err := ch.Send(sctx, *j.msg)
			if err != nil {
				j.err = err
				e.Logger.Warn("send failed", "confirmation", j.id, "channel", j.msg.Channel, "err", logSafe(err, j.msg.To))
				return
			}
			j.ref = ref
			if r, ok := ch.(DeliveryReporter); ok && !j.msg.Sandbox {
				j.reported = r.ReportsDelivery(j.msg.Channel)
			}
		})
	}
	wg.Wait()
	for _, j := range jobs {
		if e.Metrics != nil && !errors.Is(j.err, confirm.ErrOptedOut) { // a skip, neither sent nor failed
			e.Metrics.ObserveStep(j.msg.Channel, j.msg.Sandbox, j.err)
		}
	}
}

// optedOut reports whether m is a text or call to a number that opted out
// of the account's messages. If the store cannot tell, the message is not
// sent: a message the customer asked not to get is worse than a late one.
func (e *Engine) optedOut(ctx context.Context, m *confirm.Message) bool {
	if m.Channel == confirm.ChannelEmail {
		return false
	}
	out, err := e.Store.OptedOut(ctx, confirm.Scope{AccountID: m.AccountID, Sandbox: m.Sandbox}, m.To)
	if err != nil {
		e.Logger.Error("checking an opt-out failed; not sending", "confirmation", m.ConfirmationID, "err", err)
		return true
	}
	return out
}

func (e *Engine) channel(m *confirm.Message) Channel {
	if m.Sandbox {
		return e.Sandbox
	}
	return e.Live[m.Channel]
}

func (e *Engine) kickOutbox(wrote bool) {
	if wrote && e.Outbox != nil {
		e.Outbox.Kick()
	}
}
