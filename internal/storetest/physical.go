package storetest

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// PhysicalCustomer is the customer FillErasable stores: values found
// nowhere else, so that a search of a database's files for them finds
// only what the store kept of this customer.
var PhysicalCustomer = struct {
	Name, Phone, Email, Address, Reply string
}{
	Name:    "Zebulon Quaxworth",
	Phone:   "+447400271828",
	Email:   "zebulon.quaxworth@example.org",
	Address: "17 Wobblewick Lane",
	Reply:   "marker-PX7Hq2 the key is under the blue pot",
}

// PhysicalValues are PhysicalCustomer's values as they may be stored:
// none of them may be left in a database's files after an erasure.
func PhysicalValues() []string {
	c := PhysicalCustomer
	return []string{c.Name, "Quaxworth", c.Phone, "447400271828", c.Email, c.Address, "Wobblewick", "marker-PX7Hq2"}
}

// FillErasable stores, in a new account's live mode, n closed
// confirmations of PhysicalCustomer with everything a store keeps of a
// customer: the document and view, a timeline quoting their reply, a
// webhook delivery whose receiver echoed the body, the stored answer of an
// idempotent create, and an opt-out of their number. It returns the scope.
func FillErasable(t testing.TB, s confirm.Store, n int) confirm.Scope {
	t.Helper()
	ctx := t.Context()
	a := &confirm.Account{ID: confirm.NewAccountID(), Name: "Acme Home", SigningSecret: confirm.NewSigningSecret(), CreatedAt: t0}
	if err := s.CreateAccount(ctx, a); err != nil {
		t.Fatal(err)
	}
	scope := confirm.Scope{AccountID: a.ID}
	p := PhysicalCustomer
	for i := range n {
		created := t0.Add(time.Duration(i) * time.Minute)
		c := newConfirmation(scope, created)
		c.Customer = confirm.Customer{Name: p.Name, First: "Zebulon", Phone: p.Phone, Email: p.Email, Language: "en"}
		c.Order.Address = &confirm.Address{Line1: p.Address, City: "Leeds", Postcode: "LS2 2BB"}
		c.Status = confirm.StatusConfirmed
		c.Outcome = &confirm.Outcome{Intent: confirm.IntentWillBeIn, Summary: p.Name + " will be in",
			Notes: p.Reply, Channel: confirm.ChannelSMS}
		c.WakeAt = time.Time{}
		for j := range c.Steps {
			c.Steps[j].State = confirm.StepDelivered
		}
		c.Events = append(c.Events,
			confirm.Event{At: created.Add(time.Second), Kind: confirm.EventOut, Channel: confirm.ChannelSMS, Text: "Hi Zebulon, delivery to " + p.Address},
			confirm.Event{At: created.Add(2 * time.Second), Kind: confirm.EventIn, Channel: confirm.ChannelSMS, Text: p.Reply})
		c.WebhookURL = "https://example.net/hook"
		if err := c.QueueWebhook(created); err != nil {
			t.Fatal(err)
		}
		resp, _ := json.Marshal(map[string]any{"confirmation": c.View()})
		idem := &confirm.Idempotency{Scope: scope, Key: fmt.Sprintf("order-%d", i), RequestHash: "h",
			ConfirmationID: c.ID, Response: resp, CreatedAt: created}
		d := c.Outbox[0]
		if err := s.CreateConfirmation(ctx, c, idem); err != nil {
			t.Fatal(err)
		}
		if err := s.FinishAttempt(ctx, d.ID, confirm.Attempt{At: created.Add(time.Second), StatusCode: 200,
			ResponseBody: string(d.Payload)}, confirm.DeliveryDelivered, time.Time{}); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.OptOut(ctx, scope, p.Phone, t0); err != nil {
		t.Fatal(err)
	}
	return scope
}
