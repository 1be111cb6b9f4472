package engine

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/sandbox"
	"github.com/confirmd/confirmd/internal/testdb"
	"github.com/confirmd/confirmd/webhook"
)

// sendLog counts what the sandbox channel was asked to send.
type sendLog struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *sendLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

// count returns how many times each "<id> <channel>" was sent.
func (l *sendLog) count() map[string]int {
	l.mu.Lock()
	defer l.mu.Unlock()
	m := map[string]int{}
	for _, line := range strings.Split(strings.TrimSpace(l.b.String()), "\n") {
		if line != "" {
			m[line]++
		}
	}
	return m
}

// receiver is a webhook receiver that checks signatures.
type receiver struct {
	t      *testing.T
	secret string
	mu     sync.Mutex
	got    []webhook.Event
	srv    *httptest.Server
}

func newReceiver(t *testing.T, secret string) *receiver {
	r := &receiver{t: t, secret: secret}
	r.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		body, _ := io.ReadAll(req.Body)
		if err := webhook.Verify(r.secret, body, req.Header.Get(webhook.SignatureHeader)); err != nil {
			t.Errorf("webhook signature: %v", err)
			w.WriteHeader(401)
			return
		}
		var e webhook.Event
		if err := json.Unmarshal(body, &e); err != nil {
			t.Errorf("webhook body: %v", err)
		}
		r.mu.Lock()
		r.got = append(r.got, e)
		r.mu.Unlock()
		w.WriteHeader(204)
	}))
	t.Cleanup(r.srv.Close)
	return r
}

func (r *receiver) events() []webhook.Event {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]webhook.Event(nil), r.got...)
}

// world is an engine and a webhook sender on a fresh database with a fake
// clock, and one sandbox account.
type world struct {
	t       *testing.T
	store   confirm.Store
	clock   *clock.Fake
	engine  *Engine
	sender  *Sender
	sends   *sendLog
	account *confirm.Account
	hook    *receiver
}

// t0 is a Sunday morning in London (UTC in November).
var t0 = time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)

func newWorld(t *testing.T, st confirm.Store) *world {
	t.Helper()
	w := &world{t: t, store: st, clock: clock.NewFake(t0), sends: &sendLog{}}
	w.account = &confirm.Account{ID: confirm.NewAccountID(), Name: "Acme", SigningSecret: confirm.NewSigningSecret(), CreatedAt: t0}
	if err := st.CreateAccount(t.Context(), w.account); err != nil {
		t.Fatal(err)
	}
	w.hook = newReceiver(t, w.account.SigningSecret)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	w.sender = &Sender{Store: st, Clock: w.clock, Logger: log}
	w.engine = &Engine{Store: st, Clock: w.clock, Logger: log, Sandbox: &sandbox.Channel{Log: w.sends}, Outbox: w.sender}
	return w
}

func eachWorld(t *testing.T, fn func(t *testing.T, w *world)) {
	testdb.Each(t, func(t *testing.T, k testdb.Kind) { fn(t, newWorld(t, k.Open(t))) })
}

// create stores a new sandbox confirmation as the API would.
func (w *world) create(cadence confirm.Cadence, edit ...func(*confirm.NewConfirmation)) *confirm.Confirmation {
	w.t.Helper()
	n := &confirm.NewConfirmation{
		Customer: &confirm.Customer{Name: "Jane Smith", Email: "jane@example.com", Phone: "+447400123456"},
		Order: &confirm.NewOrder{Date: "2026-11-25", Window: &confirm.Window{From: "12:00", To: "16:00"},
			Items: []confirm.NewItem{{Name: "Sofa"}}},
		Cadence:    cadence,
		WebhookURL: w.hook.srv.URL + "/hooks",
	}
	for _, e := range edit {
		e(n)
	}
	now := w.clock.Now()
	if p := n.Validate(confirm.Rules{Now: now, DefaultTimezone: "Europe/London"}); len(p) > 0 {
		w.t.Fatalf("invalid test confirmation: %v", p)
	}
	c := n.Build(confirm.NewConfirmationID(), confirm.Scope{AccountID: w.account.ID, Sandbox: true}, now)
	Plan(c, now)
	if err := w.store.CreateConfirmation(w.t.Context(), c, nil); err != nil {
		w.t.Fatal(err)
	}
	return c
}

func (w *world) get(id string) *confirm.Confirmation {
	w.t.Helper()
	c, err := w.store.GetConfirmation(w.t.Context(), confirm.Scope{AccountID: w.account.ID, Sandbox: true}, id)
	if err != nil {
		w.t.Fatal(err)
	}
	return c
}

// run works everything due and delivers the webhooks due.
func (w *world) run() {
	w.t.Helper()
	if _, err := w.engine.RunDue(w.t.Context()); err != nil {
		w.t.Fatalf("RunDue: %v", err)
	}
	if _, err := w.sender.RunDue(w.t.Context()); err != nil {
		w.t.Fatalf("sender RunDue: %v", err)
	}
}

// at moves the clock to t0+d and runs.
func (w *world) at(d time.Duration) {
	w.t.Helper()
	w.clock.Set(t0.Add(d))
	w.run()
}

func states(c *confirm.Confirmation) string {
	var s []string
	for _, st := range c.Steps {
		s = append(s, fmt.Sprintf("%s:%s", st.Channel, st.State))
	}
	return strings.Join(s, " ")
}

func kinds(c *confirm.Confirmation) string {
	var s []string
	for _, e := range c.Events {
		s = append(s, fmt.Sprintf("%s/%s", e.Kind, e.Channel))
	}
	return strings.Join(s, " ")
}

func TestDemoRunsToUnreachable(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		c := w.create(confirm.CadenceDemo)
		steps := []struct {
			at     time.Duration
			status confirm.Status
			states string
		}{
			{0, "in_progress", "email:delivered sms:pending call:pending"},
			{89 * time.Second, "in_progress", "email:delivered sms:pending call:pending"},
			{90 * time.Second, "in_progress", "email:delivered sms:delivered call:pending"},
			{180 * time.Second, "in_progress", "email:delivered sms:delivered call:pending"}, // ringing
			{210 * time.Second, "in_progress", "email:delivered sms:delivered call:unanswered"},
			{299 * time.Second, "in_progress", "email:delivered sms:delivered call:unanswered"},
			{300 * time.Second, "unreachable", "email:delivered sms:delivered call:unanswered"},
		}
		for _, s := range steps {
			w.at(s.at)
			got := w.get(c.ID)
			if got.Status != s.status || states(got) != s.states {
				t.Fatalf("at +%v: %s [%s], want %s [%s]\nevents: %s", s.at, got.Status, states(got), s.status, s.states, kinds(got))
			}
		}
		got := w.get(c.ID)
		if got.Outcome == nil || got.Outcome.Intent != confirm.IntentNoAnswer || !strings.Contains(got.Outcome.Summary, "the email, the text or 1 call") {
			t.Errorf("outcome %+v", got.Outcome)
		}
		if want := "out/email out/sms system/call system/call system/call"; kinds(got) != want {
			t.Errorf("events %s, want %s", kinds(got), want)
		}
		if !got.WakeAt.IsZero() || got.LeaseOwner != "" {
			t.Errorf("closed confirmation still wakes at %v (lease %q)", got.WakeAt, got.LeaseOwner)
		}
		sends := w.sends.count()
		for _, ch := range []string{"email", "sms", "call"} {
			if n := sends[c.ID+" "+ch]; n != 1 {
				t.Errorf("%s sent %d times", ch, n)
			}
		}
		// Exactly one webhook, signed, with the final state.
		w.at(time.Hour)
		ev := w.hook.events()
		if len(ev) != 1 || ev[0].Type != "confirmation.updated" || ev[0].Data.ID != c.ID || ev[0].Data.Status != "unreachable" ||
			ev[0].Data.Outcome == nil || ev[0].Data.Outcome.Intent != "no_answer" || !ev[0].Data.UpdatedAt.Equal(got.UpdatedAt) {
			t.Fatalf("webhooks: %+v", ev)
		}
	})
}

func TestStandardRunsToUnreachable(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		// Sunday 10:00; booking Wednesday afternoon, so the plan is not compressed.
		c := w.create(confirm.CadenceStandard)
		if got := c.Steps[1].DueAt; !got.Equal(t0.Add(2 * time.Hour)) {
			t.Fatalf("sms due %v", got)
		}
		w.at(0)
		w.at(2 * time.Hour) // sms
		w.at(4 * time.Hour) // call, attempt 1
		got := w.get(c.ID)
		if got.Steps[2].Attempts != 1 || got.Steps[2].State != confirm.StepPending {
			t.Fatalf("after the first call: %+v", got.Steps[2])
		}
		w.at(4*time.Hour + time.Minute) // rang out: retry an hour later
		got = w.get(c.ID)
		if last := got.Events[len(got.Events)-1]; !strings.HasPrefix(last.Text, "Call not answered; retrying at 15:01") {
			t.Errorf("retry event: %q", last.Text)
		}
		w.at(5*time.Hour + time.Minute) // retry
		w.at(5*time.Hour + 2*time.Minute)
		got = w.get(c.ID)
		if got.Steps[2].State != confirm.StepUnanswered || got.Steps[2].Attempts != 2 {
			t.Fatalf("after the retry: %+v", got.Steps[2])
		}
		// Unreachable 6 h after the last attempt ended.
		w.at(11*time.Hour + time.Minute)
		if got := w.get(c.ID); got.Status != confirm.StatusInProgress {
			t.Fatalf("closed early: %s", got.Status)
		}
		w.at(11*time.Hour + 2*time.Minute)
		got = w.get(c.ID)
		if got.Status != confirm.StatusUnreachable || !strings.Contains(got.Outcome.Summary, "2 calls") {
			t.Fatalf("at the deadline: %s %+v", got.Status, got.Outcome)
		}
		if n := len(w.hook.events()); n != 1 {
			t.Errorf("%d webhooks", n)
		}
	})
}

func TestQuietHoursAtSendTime(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		c := w.create(confirm.CadenceStandard)
		w.at(0)
		// The scheduler was down from 11:00 until 21:30: the text due at
		// 12:00 must wait for 09:00 the next day, not go at 21:30.
		w.at(11*time.Hour + 30*time.Minute)
		got := w.get(c.ID)
		if got.Steps[1].State != confirm.StepPending || !got.Steps[1].DueAt.Equal(time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC)) {
			t.Fatalf("late text: %+v", got.Steps[1])
		}
		w.at(23 * time.Hour) // 09:00 Monday
		if got := w.get(c.ID); got.Steps[1].State != confirm.StepDelivered {
			t.Fatalf("text at 09:00: %+v", got.Steps[1])
		}
	})
}

func TestRecoveryNeverResends(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		c := w.create(confirm.CadenceDemo)
		w.at(0)
		// A process claims the text, marks it as sending, and dies.
		w.clock.Set(t0.Add(90 * time.Second))
		claims, err := w.store.ClaimDue(t.Context(), w.clock.Now(), "dead-process", time.Minute, 10)
		if err != nil || len(claims) != 1 {
			t.Fatalf("claim: %v %v", claims, err)
		}
		if _, err := w.store.UpdateClaimed(t.Context(), []string{c.ID}, func(c *confirm.Confirmation) error {
			if i := prepare(c, w.clock.Now(), false); i != 1 {
				t.Fatalf("prepare gave step %d", i)
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		w.at(120 * time.Second) // the lease still holds: nothing happens
		if got := w.get(c.ID); got.Steps[1].SendingAt.IsZero() {
			t.Fatalf("lease not respected: %+v", got.Steps[1])
		}
		w.at(151 * time.Second) // lease over: recovered
		got := w.get(c.ID)
		if got.Steps[1].State != confirm.StepFailed || !strings.Contains(got.Events[len(got.Events)-1].Text, "interrupted") {
			t.Fatalf("after recovery: %s / %v", states(got), got.Events)
		}
		if n := w.sends.count()[c.ID+" sms"]; n != 0 {
			t.Errorf("the interrupted text was sent again (%d)", n)
		}
		// The plan goes on: the call follows.
		w.at(10 * time.Minute)
		if got := w.get(c.ID); got.Steps[2].Attempts != 1 {
			t.Errorf("plan did not go on after recovery: %+v", got.Steps[2])
		}
	})
}

func TestTwoEnginesShareTheWork(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		var ids []string
		for range 150 {
			ids = append(ids, w.create(confirm.CadenceDemo).ID)
		}
		other := &Engine{Store: w.store, Clock: w.clock, Logger: w.engine.Logger, Sandbox: w.engine.Sandbox, Config: Config{Batch: 7}}
		w.engine.Config.Batch = 11
		for _, d := range []time.Duration{0, 90 * time.Second, 180 * time.Second, 210 * time.Second, 300 * time.Second} {
			w.clock.Set(t0.Add(d))
			var wg sync.WaitGroup
			for _, e := range []*Engine{w.engine, other} {
				wg.Go(func() {
					if _, err := e.RunDue(t.Context()); err != nil {
						t.Errorf("RunDue: %v", err)
					}
				})
			}
			wg.Wait()
		}
		sends := w.sends.count()
		for _, id := range ids {
			for _, ch := range []string{"email", "sms", "call"} {
				if n := sends[id+" "+ch]; n != 1 {
					t.Fatalf("%s %s sent %d times", id, ch, n)
				}
			}
			if got := w.get(id); got.Status != confirm.StatusUnreachable || len(got.Events) != 5 {
				t.Fatalf("%s: %s, events %s", id, got.Status, kinds(got))
			}
		}
		if _, err := w.sender.RunDue(t.Context()); err != nil {
			t.Fatal(err)
		}
		if n := len(w.hook.events()); n != len(ids) {
			t.Errorf("%d webhooks for %d confirmations", n, len(ids))
		}
	})
}

func TestAdvance(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		scope := confirm.Scope{AccountID: w.account.ID, Sandbox: true}
		c := w.create(confirm.CadenceStandard)
		want := []string{
			"email:delivered sms:pending call:pending",
			"email:delivered sms:delivered call:pending",
			"email:delivered sms:delivered call:pending", // ringing
			"email:delivered sms:delivered call:pending", // rang out; retry pending
			"email:delivered sms:delivered call:pending", // ringing again
			"email:delivered sms:delivered call:unanswered",
		}
		for i, st := range want {
			got, err := w.engine.Advance(t.Context(), scope, c.ID)
			if err != nil {
				t.Fatalf("advance %d: %v", i, err)
			}
			if states(got) != st {
				t.Fatalf("advance %d: [%s], want [%s]; events %s", i, states(got), st, kinds(got))
			}
		}
		got, err := w.engine.Advance(t.Context(), scope, c.ID)
		if err != nil || got.Status != confirm.StatusUnreachable {
			t.Fatalf("last advance: %v %v", got.Status, err)
		}
		if _, err := w.engine.Advance(t.Context(), scope, c.ID); confirm.ErrorCode(err) != confirm.ECONFLICT {
			t.Errorf("advance when closed: %v", err)
		}
		w.run()
		if n := len(w.hook.events()); n != 1 {
			t.Errorf("%d webhooks", n)
		}
		if _, err := w.engine.Advance(t.Context(), confirm.Scope{AccountID: "acct_other", Sandbox: true}, c.ID); confirm.ErrorCode(err) != confirm.ENOTFOUND {
			t.Errorf("advance of another account's: %v", err)
		}
	})
}

func TestAdvanceQuietHoursLive(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		w.clock.Set(time.Date(2026, 11, 22, 7, 0, 0, 0, time.UTC)) // 07:00 London
		c := w.create(confirm.CadenceStandard)
		live := confirm.Scope{AccountID: w.account.ID, Sandbox: false}
		if _, err := w.store.UpdateConfirmation(t.Context(), confirm.Scope{AccountID: w.account.ID, Sandbox: true}, c.ID, func(c *confirm.Confirmation) error {
			c.Steps[0].State = confirm.StepSkipped // no email: the text is next
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		// Make it a live confirmation for this test.
		liveC := *c
		liveC.ID, liveC.Sandbox = confirm.NewConfirmationID(), false
		liveC.Steps = append([]confirm.Step(nil), c.Steps...)
		liveC.Steps[0].State = confirm.StepSkipped
		if err := w.store.CreateConfirmation(t.Context(), &liveC, nil); err != nil {
			t.Fatal(err)
		}
		_, err := w.engine.Advance(t.Context(), live, liveC.ID)
		if confirm.ErrorCode(err) != confirm.ECONFLICT || !strings.Contains(err.Error(), "outside 09:00-20:00") {
			t.Fatalf("live advance at 07:00: %v", err)
		}
		// The sandbox one may be advanced at any hour.
		if got, err := w.engine.Advance(t.Context(), confirm.Scope{AccountID: w.account.ID, Sandbox: true}, c.ID); err != nil || got.Steps[1].State != confirm.StepDelivered {
			t.Fatalf("sandbox advance at 07:00: %v %v", states(got), err)
		}
	})
}

func TestConcurrentClosingOneWebhook(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		scope := confirm.Scope{AccountID: w.account.ID, Sandbox: true}
		c := w.create(confirm.CadenceDemo)
		for _, d := range []time.Duration{0, 90 * time.Second, 180 * time.Second, 210 * time.Second} {
			w.at(d)
		}
		w.clock.Set(t0.Add(300 * time.Second)) // the deadline is due
		var wg sync.WaitGroup
		for i := range 12 {
			wg.Go(func() {
				if i%2 == 0 {
					w.engine.Advance(context.Background(), scope, c.ID)
				} else {
					w.engine.RunDue(context.Background())
				}
			})
		}
		wg.Wait()
		w.run()
		got := w.get(c.ID)
		if got.Status != confirm.StatusUnreachable {
			t.Fatalf("status %s", got.Status)
		}
		closings := 0
		for _, e := range got.Events {
			if strings.Contains(e.Text, "closed as unreachable") {
				closings++
			}
		}
		if closings != 1 || len(w.hook.events()) != 1 {
			t.Errorf("%d closings, %d webhooks; want one each", closings, len(w.hook.events()))
		}
	})
}

func TestCancelWhileSending(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		scope := confirm.Scope{AccountID: w.account.ID, Sandbox: true}
		c := w.create(confirm.CadenceDemo)
		// The engine prepares the email; before it saves the result, the
		// client cancels.
		block := make(chan struct{})
		w.engine.Sandbox = channelFunc(func(ctx context.Context, m confirm.Message) (string, error) {
			<-block
			return "x", nil
		})
		done := make(chan struct{})
		go func() { w.engine.RunDue(context.Background()); close(done) }()
		for {
			if got := w.get(c.ID); !got.Steps[0].SendingAt.IsZero() {
				break
			}
			time.Sleep(5 * time.Millisecond)
		}
		if _, err := w.store.UpdateConfirmation(t.Context(), scope, c.ID, func(c *confirm.Confirmation) error { return c.Cancel(w.clock.Now(), "") }); err != nil {
			t.Fatal(err)
		}
		cancelled := w.get(c.ID)
		close(block)
		<-done
		// The cancel is the last write: the email's result, which came after
		// it, changes nothing, and the timeline says the email may have gone.
		got := w.get(c.ID)
		if diff := cmp.Diff(cancelled.View(), got.View()); diff != "" {
			t.Errorf("the cancelled confirmation changed when the send ended (-cancelled +now):\n%s", diff)
		}
		if got.Status != confirm.StatusCancelled || states(got) != "email:cancelled sms:cancelled call:cancelled" ||
			!got.Steps[0].SendingAt.IsZero() || !got.WakeAt.IsZero() {
			t.Errorf("after cancel during send: %s [%s] wake %v", got.Status, states(got), got.WakeAt)
		}
		if last := got.Events[len(got.Events)-1]; last.Channel != confirm.ChannelEmail || !strings.Contains(last.Text, "may have reached") {
			t.Errorf("last event %+v, want a note that the email may have gone", last)
		}
		w.at(time.Hour)
		if n := len(w.hook.events()); n != 0 {
			t.Errorf("%d webhooks for a cancelled confirmation", n)
		}
	})
}

type channelFunc func(ctx context.Context, m confirm.Message) (string, error)

func (f channelFunc) Send(ctx context.Context, m confirm.Message) (string, error) { return f(ctx, m) }

func TestProviderFailureGoesOn(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		w.engine.Sandbox = channelFunc(func(ctx context.Context, m confirm.Message) (string, error) {
			if m.Channel == confirm.ChannelEmail {
				return "", fmt.Errorf("provider answered 503")
			}
			return "x", nil
		})
		c := w.create(confirm.CadenceDemo)
		w.at(0)
		got := w.get(c.ID)
		if got.Steps[0].State != confirm.StepFailed || got.Status != confirm.StatusScheduled || !strings.Contains(got.Events[0].Text, "provider answered 503") {
			t.Fatalf("after a failed email: %s [%s] %v", got.Status, states(got), got.Events)
		}
		w.at(90 * time.Second)
		if got := w.get(c.ID); got.Steps[1].State != confirm.StepDelivered || got.Status != confirm.StatusInProgress {
			t.Errorf("the text did not follow: %s [%s]", got.Status, states(got))
		}
	})
}
