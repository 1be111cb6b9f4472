package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html/template"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dialogue"
)

// consolePage is what every console template is given.
type consolePage struct {
	*Developer
	Nonce    string
	CSRF     string
	Title    string
	Error    string
	Problems []string
	Lines    []string
	Fragment bool
	// Link, if set, is where a message page leads, with LinkText.
	Link, LinkText string

	// The list.
	Status string
	Query  string
	Rows   []*confirm.Confirmation
	Next   string

	// The create form.
	Form createForm
	// Creates, if known, is how many creates are left this hour (the
	// list and the create form).
	Creates *createsView

	// One confirmation.
	C          *confirm.Confirmation
	Order      order
	Palette    palette
	Steps      []stepView
	Email      []eventView
	Mail       *mailView // the email as sent, once it has been
	SMS        []eventView
	Call       []eventView
	Other      []eventView
	Slots      []string
	Deliveries []deliveryView
	// HistoryDays is how many days deliveries are kept after their last
	// attempt; 0 when they are kept forever.
	HistoryDays int
	// Resends is how often "Send again" may be used, for the page to say.
	Resends confirm.ResendLimit
	Version string
	Now     time.Time

	// Ops is set on the pages of the operators' console (inbox.go).
	Ops *opsPage
}

// Statuses for the list's filter.
func (consolePage) AllStatuses() []confirm.Status { return confirm.Statuses }

// mailView is the email's parts as the customer reads them. Its links are
// left out: the console's buttons stand for the customer's taps.
type mailView struct {
	Subject, Body string
	// Heading is the email's heading when the brand has no name, Lang
	// the language it was worded in (named in English) and Tag its BCP 47
	// tag.
	Heading, Lang, Tag string
}

// eventView is a line of the timeline with, for a message confirmd worded,
// the language it was sent in: its English name (Lang) and tag (Tag).
type eventView struct {
	confirm.Event
	Lang, Tag string
}

// readMail splits the text the engine recorded for the email into its
// subject and body, without the list of links at its end.
func readMail(text string) *mailView {
	m := &mailView{Body: text}
	if first, rest, ok := strings.Cut(text, "\n"); ok && strings.HasPrefix(first, "Subject: ") {
		m.Subject, m.Body = strings.TrimPrefix(first, "Subject: "), rest
	}
	for _, l := range dialogue.Languages {
		if body, _, ok := strings.Cut(m.Body, "\n\n"+dialogue.EmailLinks(l)); ok {
			m.Body = body
			break
		}
	}
	m.Body = strings.TrimSpace(m.Body)
	return m
}

// CallState is the state of the confirmation's call step, "" without
// one, for the call panel to agree with the steps.
func (d *consolePage) CallState() string {
	for _, st := range d.Steps {
		if st.Channel == confirm.ChannelCall {
			return string(st.State)
		}
	}
	return ""
}

type stepView struct {
	confirm.Step
	Due       string // RFC 3339, for the countdown script
	DueText   string
	Countdown string
}

type deliveryView struct {
	*confirm.Delivery
	Payload  string
	Attempts []attemptView
}

type attemptView struct {
	confirm.Attempt
	Headers []string
}

// showPage builds one confirmation's page from what the API answered and
// the deliveries the store holds.
func showPage(u *Developer, c *confirm.Confirmation, ds []*confirm.Delivery, now time.Time) *consolePage {
	d := &consolePage{Developer: u, Title: c.ID, C: c, Order: orderOf(c), Palette: brandPalette(c), Now: now}
	for _, s := range c.Steps {
		v := stepView{Step: s}
		if !s.DueAt.IsZero() {
			v.Due = confirm.FormatTime(s.DueAt)
			v.DueText = s.DueAt.UTC().Format("15:04:05 UTC")
			if s.State == confirm.StepPending || s.State == confirm.StepPaused {
				v.Countdown = countdown(s.DueAt.Sub(now))
			}
		}
		d.Steps = append(d.Steps, v)
	}
	for i, ev := range c.Events {
		e := eventView{Event: ev}
		if ev.Kind == confirm.EventOut && c.EventAuthor(i) == "" {
			e.Tag = dialogue.EventLanguage(c, i)
			e.Lang = dialogue.LanguageName(e.Tag)
		}
		switch e.Channel {
		case confirm.ChannelEmail:
			if e.Kind == confirm.EventOut && d.Mail == nil {
				d.Mail = readMail(e.Text)
				d.Mail.Heading, d.Mail.Lang, d.Mail.Tag = dialogue.EmailHeading(c, e.Tag), e.Lang, e.Tag
				continue
			}
			d.Email = append(d.Email, e)
		case confirm.ChannelSMS:
			d.SMS = append(d.SMS, e)
		case confirm.ChannelCall:
			d.Call = append(d.Call, e)
		default:
			d.Other = append(d.Other, e)
		}
	}
	for _, s := range c.Order.RescheduleOptions {
		d.Slots = append(d.Slots, dialogue.Slot(s))
	}
	for _, del := range ds {
		dv := deliveryView{Delivery: del, Payload: prettyJSON(del.Payload)}
		for _, a := range del.Attempts {
			av := attemptView{Attempt: a}
			for k, v := range a.RequestHeaders {
				av.Headers = append(av.Headers, k+": "+v)
			}
			sort.Strings(av.Headers)
			dv.Attempts = append(dv.Attempts, av)
		}
		d.Deliveries = append(d.Deliveries, dv)
	}
	d.Version = version(c, ds)
	return d
}

// version changes whenever the page would: the confirmation's updatedAt
// (strictly increasing) and each delivery's state and attempts.
func version(c *confirm.Confirmation, ds []*confirm.Delivery) string {
	var b strings.Builder
	b.WriteString(confirm.FormatTime(c.UpdatedAt))
	for _, d := range ds {
		fmt.Fprintf(&b, "|%s:%s:%d", d.ID, d.State, len(d.Attempts))
	}
	return b.String()
}

// countdown words a wait the way the script does: "in 1m 05s", "due now".
func countdown(d time.Duration) string {
	if d <= 0 {
		return "due now"
	}
	s := int(d.Round(time.Second) / time.Second)
	switch {
	case s >= 3600:
		return fmt.Sprintf("in %dh %02dm", s/3600, s%3600/60)
	case s >= 60:
		return fmt.Sprintf("in %dm %02ds", s/60, s%60)
	}
	return fmt.Sprintf("in %ds", s)
}

func prettyJSON(b []byte) string {
	var out bytes.Buffer
	if json.Indent(&out, b, "", "  ") != nil {
		return string(b)
	}
	return out.String()
}

var consoleFuncs = template.FuncMap{
	"capFirst":    capFirst,
	"slotWords":   slotWords,
	"intentWords": intentWords,
	"urlBreaks":   urlBreaks,
	"hasAuthor":   hasAuthor,
	"clock": func(t time.Time) string {
		if t.IsZero() {
			return ""
		}
		return t.UTC().Format("15:04:05")
	},
	"iso": func(t time.Time) string { return confirm.FormatTime(t) },
	"ms": func(d time.Duration) string {
		return strconv.FormatFloat(float64(d.Microseconds())/1000, 'f', 1, 64) + " ms"
	},
	"date": func(c *confirm.Confirmation) string {
		return c.Order.Date + " " + c.Order.Window.From + "-" + c.Order.Window.To
	},
	"words": func(s confirm.Status) string { return strings.ReplaceAll(string(s), "_", " ") },
	"open":  func(s confirm.Status) bool { return s.Open() },
	"inc":   func(i int) int { return i + 1 },
	// shown is every text a customer or a person wrote (neutral.go).
	"shown": shown,
}

// urlBreaks writes a web address with a line-break opportunity after each
// "/", ".", "?", "&" and "=", so that a long address wraps between its
// parts rather than inside a word.
func urlBreaks(u string) template.HTML {
	var b strings.Builder
	for _, r := range u {
		b.WriteString(template.HTMLEscapeString(string(r)))
		switch r {
		case '/', '.', '?', '&', '=':
			b.WriteString("<wbr>")
		}
	}
	return template.HTML(b.String())
}
