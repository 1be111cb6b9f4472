package web

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestSandboxPageSlips: on a closed confirmation whose call step was
// cancelled, the call panel says so and offers no call controls; the
// email preview's heading is no English words above an email in another
// language; a long webhook URL may wrap only between its parts.
func TestSandboxPageSlips(t *testing.T) {
	k, _ := newSessionKeys("secret")
	dev := &Developer{session: session{Key: "sk_test_x", ID: "sid"}, keys: k, Prefix: "sk_test_x", Account: "Sandbox"}
	now := time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)
	c := &confirm.Confirmation{
		ID: "cf_abc", Status: confirm.StatusConfirmed, Sandbox: true, Cadence: confirm.CadenceDemo,
		Customer:   confirm.Customer{Name: "Jan Kowalski", Phone: "+48601234567", Email: "jan@example.com", Language: "pl"},
		Order:      confirm.Order{Type: "delivery", Date: "2026-11-25", Window: confirm.Window{From: "08:00", To: "12:00"}, Items: []confirm.Item{{Name: "Sofa"}}},
		WebhookURL: "https://hooks.example.com/receivers/confirmd/a-very-long-path-segment/deliveries?tenant=acme&x=1",
		Steps: []confirm.Step{{Channel: "email", State: "delivered", DueAt: now}, {Channel: "sms", State: "delivered", DueAt: now},
			{Channel: "call", State: "cancelled", DueAt: now.Add(3 * time.Minute)}},
		Events: []confirm.Event{
			{At: now, Kind: "out", Channel: "email", Text: "Subject: Prosimy o potwierdzenie dostawy\n\nDzień dobry Jan"},
			{At: now, Kind: "in", Channel: "sms", Text: "tak"},
		},
		Outcome:   &confirm.Outcome{Intent: "will_be_in", Summary: "Jan będzie"},
		UpdatedAt: now,
	}
	ds := []*confirm.Delivery{{ID: "wh_1", URL: c.WebhookURL, State: "delivered", Payload: []byte(`{}`), CreatedAt: now}}
	d := showPage(dev, c, ds, now)
	d.Nonce, d.CSRF = "n", k.csrfToken(dev.session)
	var b bytes.Buffer
	if err := consoleTemplates["show"].ExecuteTemplate(&b, "layout", d); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	if !strings.Contains(page, "No call: the call step was cancelled, as the steps say.") || strings.Contains(page, "No call yet") {
		t.Errorf("the call panel does not agree with the steps")
	}
	if strings.Contains(page, "Let the call ring out") || strings.Contains(page, "Say a line on the call") {
		t.Errorf("a closed confirmation offers call controls")
	}
	head := page[strings.Index(page, `class="email-head"`):]
	head = head[:strings.Index(head, "</div>")]
	if strings.Contains(head, "Please confirm") || !strings.Contains(page, `<div class="email-head" lang="pl">`) {
		t.Errorf("the email preview's heading is English above a Polish email: %s", head)
	}
	if !strings.Contains(page, `https:/<wbr>/<wbr>hooks.<wbr>example.<wbr>com/<wbr>receivers/<wbr>`) {
		t.Errorf("the webhook URL has no break opportunities between its parts")
	}
}
