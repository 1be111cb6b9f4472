package dialogue

import (
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// PersonSMS words a text that a person of the retailer's team wrote: their
// words as written, after the brand's name as every text of confirmd
// starts, and signed with their name ("Acme Home: The van is running late.
// - Sam"). A message sent through the API without a name is not signed.
func PersonSMS(c *confirm.Confirmation, text, author string) string {
	text = strings.TrimSpace(text)
	if c.Brand != nil && c.Brand.Name != "" {
		text = c.Brand.Name + ": " + text
	}
	if author != "" && author != confirm.APIAuthor {
		text += " - " + author
	}
	return text
}

// PersonEmail words an email that a person of the retailer's team wrote:
// the customer greeted as in confirmd's own email, their words as
// written, and their name and team under them; what confirmd adds is in
// the customer's language.
func PersonEmail(c *confirm.Confirmation, text, author string) (subject, body string) {
	m := lang(c)
	job, jobOf := m.jobOf2(c)
	team, _ := m.teams(c)
	subject = sayf(m.email.personSubject, job, jobOf, m.brand(c))
	var b strings.Builder
	b.WriteString(Greeting(c) + ",\n\n")
	b.WriteString(strings.TrimSpace(text) + "\n\n")
	if author != "" && author != confirm.APIAuthor {
		b.WriteString(author + "\n")
	}
	b.WriteString(capFirst(team) + "\n")
	return subject, b.String()
}
