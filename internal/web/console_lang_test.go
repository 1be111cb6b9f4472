package web

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dialogue"
)

// TestConsoleNamesEachMessagesLanguage: the sandbox console shows each
// message confirmd sent in the language it was sent in, named, and the
// email preview's heading in the email's language, also after the
// customer's replies moved the conversation to another language.
func TestConsoleNamesEachMessagesLanguage(t *testing.T) {
	t.Parallel()
	k, _ := newSessionKeys("secret")
	dev := &Developer{session: session{Key: "sk_test_x", ID: "sid"}, keys: k, Prefix: "sk_test_x", Account: "Sandbox"}
	now := time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)
	c := fullConfirmation()
	c.Brand.Name = ""
	c.Customer.Language = "pl-PL"
	subject, body := dialogue.Email(c)
	c.AddEvent(now, confirm.EventOut, confirm.ChannelEmail, "Subject: "+subject+"\n"+body)
	c.AddEvent(now, confirm.EventOut, confirm.ChannelSMS, dialogue.FirstSMS(c))
	c.AddEvent(now, confirm.EventIn, confirm.ChannelSMS, "si, ci sono")
	dialogue.FollowReply(c, "it")
	c.AddEvent(now, confirm.EventOut, confirm.ChannelSMS, dialogue.SMSClarify(c))
	d := showPage(dev, c, nil, now)
	d.Nonce, d.CSRF = "n", k.csrfToken(d.session)
	var b bytes.Buffer
	if err := consoleTemplates["show"].ExecuteTemplate(&b, "layout", d); err != nil {
		t.Fatal(err)
	}
	html := b.String()
	for _, want := range []string{
		`<div class="email-head" lang="pl">Potwierdź termin dostawy</div>`,
		`Sent in Polish.`,
		`<li class="out" lang="pl">`, `(Polish)`,
		`<li class="out" lang="it">`, `(Italian)`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the console page lacks %s", want)
		}
	}
	if strings.Contains(html, "Please confirm your") {
		t.Errorf("the Polish email's preview has an English heading")
	}
}
