package main

import (
	"context"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dialogue"
	"github.com/confirmd/confirmd/internal/engine"
	"github.com/confirmd/confirmd/internal/plan"
)

// timezone is the customers' zone in every fixture.
const timezone = "Europe/London"

// newAccount stores a new account with the given create limit (0 for the
// default) and returns it with a sandbox key.
func newAccount(ctx context.Context, st confirm.Store, now time.Time, createLimit int) (*confirm.Account, string, error) {
	a := &confirm.Account{ID: confirm.NewAccountID(), Name: "load", SigningSecret: confirm.NewSigningSecret(), RateLimit: createLimit, CreatedAt: now}
	if err := st.CreateAccount(ctx, a); err != nil {
		return nil, "", err
	}
	key := confirm.NewAPIKey(true)
	k := &confirm.APIKey{ID: confirm.NewKeyID(), AccountID: a.ID, Hash: confirm.HashKey(key), Prefix: confirm.KeyPrefix(key), Sandbox: true, CreatedAt: now}
	if err := st.CreateAPIKey(ctx, k); err != nil {
		return nil, "", err
	}
	return a, key, nil
}

// newDemo builds an open demo confirmation whose email is due at once.
func newDemo(a *confirm.Account, now time.Time, webhookURL string) *confirm.Confirmation {
	n := &confirm.NewConfirmation{
		Customer: &confirm.Customer{Name: "Jane Smith", Email: "jane@example.com", Phone: "+447400123456"},
		Order: &confirm.NewOrder{Date: "2099-01-05", Window: &confirm.Window{From: "08:00", To: "12:00"},
			Items: []confirm.NewItem{{Name: "Sofa"}}},
		Cadence: confirm.CadenceDemo, WebhookURL: webhookURL,
	}
	n.Validate(confirm.Rules{Now: now, DefaultTimezone: timezone})
	c := n.Build(confirm.NewConfirmationID(), confirm.Scope{AccountID: a.ID, Sandbox: true}, now)
	engine.Plan(c, now)
	return c
}

var (
	firstNames = []string{"Jane", "Amir", "Olu", "Grace", "Tomasz", "Priya", "Sean", "Mei", "Kofi", "Ellen"}
	lastNames  = []string{"Smith", "Khan", "Adeyemi", "Hughes", "Nowak", "Patel", "Byrne", "Chen", "Mensah", "Taylor"}
	items      = []string{"Sofa", "Fridge freezer", "Oak dining table", "Washing machine", "Double bed"}
)

// request is the create request of the i-th confirmation of a run: its own
// external id and customer, a delivery a week ahead.
type request struct {
	ExternalID string
	Customer   confirm.Customer
	Date       string
	Item       string
}

// zone is the customers' zone, loaded once: time.LoadLocation reads its
// file at every call, which the clients, in the server's process, would
// otherwise do for every create.
var zone = sync.OnceValue(func() *time.Location {
	loc, err := time.LoadLocation(timezone)
	if err != nil {
		panic(err) // the zone is one of Go's own
	}
	return loc
})

func requestFor(run string, i int, now time.Time) request {
	loc := zone()
	first, last := firstNames[i%len(firstNames)], lastNames[(i/len(firstNames))%len(lastNames)]
	return request{
		ExternalID: fmt.Sprintf("%s-%d", run, i),
		Customer: confirm.Customer{
			Name:  first + " " + last,
			Email: fmt.Sprintf("customer%d@example.com", i),
			// +44 7400 is a UK mobile range; every six-digit ending is valid.
			Phone: fmt.Sprintf("+447400%06d", i%1000000),
		},
		Date: now.In(loc).AddDate(0, 0, 7).Format(time.DateOnly),
		Item: items[i%len(items)],
	}
}

// build turns the request into a new standard-cadence confirmation, as
// POST /v1/confirmations does.
func (r request) build(a *confirm.Account, now time.Time) (*confirm.Confirmation, error) {
	cust := r.Customer
	n := &confirm.NewConfirmation{
		ExternalID: r.ExternalID,
		Customer:   &cust,
		Order: &confirm.NewOrder{Ref: r.ExternalID, Date: r.Date, Window: &confirm.Window{From: "08:00", To: "12:00"},
			Items: []confirm.NewItem{{Name: r.Item}}},
		Cadence: confirm.CadenceStandard,
	}
	if problems := n.Validate(confirm.Rules{Now: now, DefaultTimezone: timezone}); len(problems) > 0 {
		return nil, fmt.Errorf("building a confirmation: %v", problems)
	}
	c := n.Build(confirm.NewConfirmationID(), confirm.Scope{AccountID: a.ID, Sandbox: true}, now)
	engine.Plan(c, now)
	return c, nil
}

// emailGone moves a new standard-cadence confirmation to where the
// scheduler leaves it once the email is delivered: in progress, the email
// in the timeline, the text due SMSAfterEmail later (or at the next
// contact hour) and nothing due before then.
func emailGone(c *confirm.Confirmation, now time.Time) {
	subject, text := dialogue.Email(c)
	c.Steps[0].State = confirm.StepDelivered
	c.AddEvent(now, confirm.EventOut, confirm.ChannelEmail, "Subject: "+subject+"\n\n"+text)
	c.Status = confirm.StatusInProgress
	c.Steps, _ = plan.Replan(c, now) // its dates leave the plan room: nothing is skipped
	c.Touch(now)
	c.WakeAt = time.Time{}
	for _, s := range c.Steps {
		if s.State == confirm.StepPending {
			c.WakeAt = s.DueAt
			break
		}
	}
}

// confirmed closes a confirmation whose email is delivered as the
// customer's "I will be in" answer to it does.
func confirmed(c *confirm.Confirmation, now time.Time) {
	c.AddEvent(now, confirm.EventIn, confirm.ChannelEmail, "I'll be in")
	for i := range c.Steps {
		if c.Steps[i].State == confirm.StepPending {
			c.Steps[i].State = confirm.StepCancelled
		}
	}
	c.Status = confirm.StatusConfirmed
	c.Outcome = &confirm.Outcome{Intent: confirm.IntentWillBeIn, Summary: "The customer will be in.", Channel: confirm.ChannelEmail}
	c.AddEvent(now, confirm.EventAgent, confirm.ChannelEmail, "Confirmed: the customer will be in.")
	c.Touch(now)
	c.WakeAt, c.Engine = time.Time{}, confirm.EngineState{}
}

// parallel calls fn(i) for every i below n on workers goroutines and
// returns the first error. It stops handing out work at the first error or
// when ctx ends.
func parallel(ctx context.Context, n, workers int, fn func(i int) error) error {
	var (
		wg    sync.WaitGroup
		once  sync.Once
		first error
	)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	next := make(chan int)
	for range workers {
		wg.Go(func() {
			for i := range next {
				if err := fn(i); err != nil {
					once.Do(func() { first = err; cancel() })
				}
			}
		})
	}
feed:
	for i := range n {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	if first != nil {
		return first
	}
	return ctx.Err()
}

// storeAll stores n confirmations, the i-th built by build, with workers
// parallel creates, and prints how fast that went.
func storeAll(ctx context.Context, w io.Writer, st confirm.Store, n, workers int, build func(i int) (*confirm.Confirmation, error)) error {
	fmt.Fprintf(w, "storing %s confirmations ...\n", commas(n))
	t := time.Now()
	err := parallel(ctx, n, workers, func(i int) error {
		c, err := build(i)
		if err != nil {
			return err
		}
		return st.CreateConfirmation(ctx, c, nil)
	})
	if err != nil {
		return err
	}
	d := time.Since(t)
	fmt.Fprintf(w, "stored in %v: %s creates/s with %d workers\n", d.Round(time.Millisecond), commas(rate(n, d)), workers)
	return nil
}
