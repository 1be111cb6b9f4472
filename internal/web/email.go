package web

import (
	"bytes"
	"embed"
	"fmt"
	"html/template"
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dialogue"
)

//go:embed templates
var templateFS embed.FS

var funcs = template.FuncMap{"capFirst": capFirst}

var emailTemplate = template.Must(template.New("email.html").Funcs(funcs).ParseFS(templateFS, "templates/email.html"))

type emailButton struct{ Label, URL string }

type emailData struct {
	order
	palette
	dialogue.EmailWords
	Subject string
	Header  string // the brand's name, or what the email is about
	Support string
	Buttons []emailButton
}

// RenderEmail returns the confirmation email of c: its subject, its plain
// text part (dialogue's wording followed by the three links) and its HTML
// part, with links holding the URL of each choice (see EmailLinks). The HTML
// is self-contained for mail clients: inline styles, no images, fonts,
// scripts or tracking.
func RenderEmail(c *confirm.Confirmation, links map[string]string) (subject, text, html string, err error) {
	// The email is worded in the customer's language where confirmd has
	// the wording, and so are the pages its links open.
	subject, body := dialogue.Email(c)
	words := dialogue.EmailWording(c)
	d := emailData{
		order:      orderOf(c),
		palette:    brandPalette(c),
		EmailWords: words,
		Subject:    subject,
		Header:     brandName(c),
		Support:    supportEmail(c),
	}
	d.order.When = words.Booked
	if d.Header == "" {
		d.Header = words.Heading
	}
	var t strings.Builder
	t.WriteString(body)
	t.WriteString("\n\n" + words.Links + "\n")
	for _, choice := range choices {
		u := links[choice]
		// An email without all three ways to answer would leave the
		// customer stuck; better not to send it.
		if u == "" {
			return "", "", "", fmt.Errorf("web: no link for the email choice %q", choice)
		}
		fmt.Fprintf(&t, "\n%s:\n%s\n", words.Choices[choice], u)
		d.Buttons = append(d.Buttons, emailButton{Label: words.Choices[choice], URL: u})
	}
	var h bytes.Buffer
	if err := emailTemplate.Execute(&h, d); err != nil {
		return "", "", "", fmt.Errorf("web: rendering the email: %w", err)
	}
	return subject, t.String(), h.String(), nil
}
