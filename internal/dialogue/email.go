package dialogue

import (
	"fmt"
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// emailMessages is the wording of the confirmation email. Arguments, where
// not said otherwise: 1 Brand (capitalised), 2 job, 3 job (genitive),
// 4 your items, 5 when, 6 brand.
type emailMessages struct {
	subject                  string    // 1 job, 2 job (genitive), 3 when
	header                   string    // the heading without a brand's name: 1 job, 2 job (genitive)
	hello, hi, dear          string    // greetings: none, 1 first name, 1 full name
	booked                   string    // the plain text's first sentence
	intro                    string    // the HTML part's first sentence
	address                  string    // 1 the address
	choose                   string    // before the choices
	choices                  [3]string // will be in, someone else, different day
	auto                     string    // sent automatically: 1 brand
	questions                string    // in the plain text: 1 support email
	questionsHTML            string    // in the HTML part, before the support email's link
	links                    string    // before the links in the plain text
	buttons                  string    // under the HTML part's buttons
	what, when, where, order string    // the HTML part's labels
	personSubject            string    // a person's email: 1 job, 2 job (genitive), 3 brand
}

// EmailWords is the wording of the confirmation email's HTML part, in the
// customer's language.
type EmailWords struct {
	Lang       string // the BCP 47 base language, for <html lang>
	Heading    string // the heading when the brand has no name
	Greeting   string
	Intro      string
	Booked     string            // the booked slot in words
	Labels     [4]string         // what, when, where, order
	Choices    map[string]string // the labels of the three one-tap choices
	ButtonHelp string            // under the buttons
	Footer     string            // sent automatically, for whom
	Questions  string            // before the support email's link
	Links      string            // before the links in the plain text part
}

func emailArgs(c *confirm.Confirmation, m *messages) []any {
	job, jobOf := m.jobOf2(c)
	return []any{capFirst(m.brand(c)), job, jobOf, m.yours(c), m.slot(booked(c)), m.brand(c)}
}

// Email returns the subject and plain-text body of the confirmation email.
// The one-tap choices are added by the email channel as links.
func Email(c *confirm.Confirmation) (subject, body string) {
	m := lang(c)
	e := &m.email
	args := emailArgs(c, m)
	subject = sayf(e.subject, args[1], args[2], args[4])
	var b strings.Builder
	fmt.Fprintf(&b, "%s,\n\n", greeting(c, m))
	b.WriteString(sayf(e.booked, args...) + "\n")
	if a := c.Order.Address; a != nil && a.Line1 != "" {
		b.WriteString(sayf(e.address, joinNonEmpty(", ", a.Line1, a.City, a.Postcode)) + "\n")
	}
	b.WriteString("\n" + e.choose + "\n")
	for _, ch := range e.choices {
		b.WriteString("- " + ch + "\n")
	}
	b.WriteString("\n" + sayf(e.auto, m.brand(c)))
	if c.Brand != nil && c.Brand.SupportEmail != "" {
		b.WriteString(sayf(e.questions, c.Brand.SupportEmail))
	}
	return subject, b.String()
}

// Greeting returns "Hi Jane" (or "Dear Jane Smith" in a formal tone), in
// the customer's language.
func Greeting(c *confirm.Confirmation) string { return greeting(c, lang(c)) }

func greeting(c *confirm.Confirmation, m *messages) string {
	switch {
	case ToneOf(c) == Formal && c.Customer.Name != "":
		return sayf(m.email.dear, c.Customer.Name)
	case c.Customer.First == "":
		return m.email.hello
	}
	return sayf(m.email.hi, c.Customer.First)
}

// EmailWording returns the wording of the email's HTML part for c.
func EmailWording(c *confirm.Confirmation) EmailWords {
	m := lang(c)
	e := &m.email
	args := emailArgs(c, m)
	return EmailWords{
		Lang:     Language(c),
		Heading:  sayf(e.header, args[1], args[2]),
		Greeting: greeting(c, m),
		Intro:    sayf(e.intro, args...),
		Booked:   m.slot(booked(c)),
		Labels:   [4]string{e.what, e.when, e.where, e.order},
		Choices: map[string]string{
			confirm.ChoiceWillBeIn: e.choices[0], confirm.ChoiceSomeoneElse: e.choices[1], confirm.ChoiceDifferentDay: e.choices[2],
		},
		ButtonHelp: e.buttons,
		Footer:     sayf(e.auto, m.brand(c)),
		Questions:  e.questionsHTML,
		Links:      e.links,
	}
}

// EmailLinks is the line before the links of the email's plain text in
// lang ("To answer, open one of these links:").
func EmailLinks(lang string) string {
	if m := catalogues[baseLanguage(lang)]; m != nil {
		return m.email.links
	}
	return english.email.links
}
