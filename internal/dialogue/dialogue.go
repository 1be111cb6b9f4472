// Package dialogue words what confirmd says to a customer on each channel.
// It is pure: a confirmation in, text out. Everything it writes is plain
// GSM-safe text (no emoji, no curly quotes), so a text stays in as few SMS
// segments as it can.
package dialogue

import (
	"fmt"
	"strings"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Brand returns the name the customer knows the retailer by.
func Brand(c *confirm.Confirmation) string {
	if c.Brand != nil && c.Brand.Name != "" {
		return c.Brand.Name
	}
	return "your retailer"
}

// Team names the retailer's people: "the Acme Home team", or "the
// retailer's team" when the brand has no name.
func Team(c *confirm.Confirmation) string {
	if c.Brand != nil && c.Brand.Name != "" {
		return "the " + c.Brand.Name + " team"
	}
	return "the retailer's team"
}

// smsPrefix starts a first text with the brand's name, when there is one,
// so the customer knows who is writing.
func smsPrefix(c *confirm.Confirmation) string {
	if c.Brand != nil && c.Brand.Name != "" {
		return c.Brand.Name + ": y"
	}
	return "Y"
}

// Job returns "delivery" or "collection".
func Job(c *confirm.Confirmation) string {
	if c.Order.Type == confirm.OrderCollection {
		return "collection"
	}
	return "delivery"
}

// When returns the booked slot in words: "Tuesday 24 November, 08:00-12:00".
func When(c *confirm.Confirmation) string {
	return Slot(confirm.Slot{Date: c.Order.Date, Window: c.Order.Window})
}

// Slot returns a slot in words.
func Slot(s confirm.Slot) string {
	d, err := time.Parse(time.DateOnly, s.Date)
	if err != nil {
		return s.Date + ", " + s.Window.From + "-" + s.Window.To
	}
	return fmt.Sprintf("%s %d %s, %s-%s", d.Weekday(), d.Day(), d.Month(), s.Window.From, s.Window.To)
}

// Items returns the order's items in a few words: "your Sofa", "your Sofa
// and 2 other items".
func Items(c *confirm.Confirmation) string {
	items := c.Order.Items
	if len(items) == 0 {
		return "your order"
	}
	first := items[0].Name
	if items[0].Qty > 1 {
		first = fmt.Sprintf("%d x %s", items[0].Qty, first)
	}
	switch len(items) {
	case 1:
		return "your " + first
	case 2:
		return "your " + first + " and 1 other item"
	}
	return fmt.Sprintf("your %s and %d other items", first, len(items)-1)
}

// Greeting returns "Hi Jane" (or "Dear Jane Smith" in a formal tone).
func Greeting(c *confirm.Confirmation) string {
	switch {
	case ToneOf(c) == Formal && c.Customer.Name != "":
		return "Dear " + c.Customer.Name
	case c.Customer.First == "":
		return "Hello"
	}
	return "Hi " + c.Customer.First
}

// Email returns the subject and plain-text body of the confirmation email.
// The one-tap choices are added by the email channel as links.
func Email(c *confirm.Confirmation) (subject, body string) {
	subject = fmt.Sprintf("Please confirm your %s on %s", Job(c), When(c))
	var b strings.Builder
	fmt.Fprintf(&b, "%s,\n\n", Greeting(c))
	fmt.Fprintf(&b, "%s has booked the %s of %s for %s.\n", capFirst(Brand(c)), Job(c), Items(c), When(c))
	if a := c.Order.Address; a != nil && a.Line1 != "" {
		fmt.Fprintf(&b, "Address: %s\n", joinNonEmpty(", ", a.Line1, a.City, a.Postcode))
	}
	b.WriteString("\nWill someone be in? Choose one:\n")
	b.WriteString("- I will be in\n- Someone else will be in\n- I need a different day\n")
	fmt.Fprintf(&b, "\nThis message was sent automatically for %s.", Brand(c))
	if c.Brand != nil && c.Brand.SupportEmail != "" {
		fmt.Fprintf(&b, " Questions: %s", c.Brand.SupportEmail)
	}
	return subject, b.String()
}

// FirstSMS returns the first text: who, what and when, and an invitation to
// answer in the customer's own words. Of the wordings that say all that, it
// takes the fullest that fits in one SMS segment, and the shortest if none
// does.
func FirstSMS(c *confirm.Confirmation) string {
	items := strings.TrimPrefix(Items(c), "your ")
	short := ShortWhen(booked(c))
	count := fmt.Sprintf("%d items", len(c.Order.Items))
	if len(c.Order.Items) == 1 {
		count = "1 item"
	}
	switch ToneOf(c) {
	case Brief:
		return fmt.Sprintf("%sour %s: %s. Will someone be in? Reply in your own words.", smsPrefix(c), Job(c), short)
	case Formal:
		return fit(
			fmt.Sprintf("%sour %s of %s is booked for %s. Please let us know whether someone will be in. You may reply in your own words, for example YES, the name of the person who will be in, or a request for another day.",
				smsPrefix(c), Job(c), items, When(c)),
			fmt.Sprintf("%sour %s of %s is booked for %s. Please let us know in your own words whether someone will be in.", smsPrefix(c), Job(c), items, short),
			fmt.Sprintf("%sour %s (%s) is booked for %s. Please let us know in your own words whether someone will be in.", smsPrefix(c), Job(c), count, short),
		)
	}
	return fit(
		fmt.Sprintf("%sour %s of %s is booked for %s. Will someone be in? Just reply in your own words, e.g. YES, or the name of who will be in, or ask for another day.",
			smsPrefix(c), Job(c), items, When(c)),
		fmt.Sprintf("%sour %s of %s is booked for %s. Will someone be in? Reply in your own words: YES, who will be in, or ask for another day.", smsPrefix(c), Job(c), items, short),
		fmt.Sprintf("%sour %s of %s is on %s. Will someone be in? Reply in your own words.", smsPrefix(c), Job(c), items, short),
		fmt.Sprintf("%sour %s (%s) is on %s. Will someone be in? Reply in your own words.", smsPrefix(c), Job(c), count, short),
	)
}

// fit returns the first wording that fits in one SMS segment, or else the
// one that takes the fewest.
func fit(wordings ...string) string {
	best, bestN := "", 0
	for _, w := range wordings {
		n, _ := Segments(w)
		if n == 1 {
			return w
		}
		if best == "" || n < bestN {
			best, bestN = w, n
		}
	}
	return best
}

// CallOpening returns the first lines said when the customer answers the
// call. The first says plainly that this is an automated assistant.
func CallOpening(c *confirm.Confirmation) []string {
	return []string{
		fmt.Sprintf("Hello, this is an automated assistant calling for %s.", Brand(c)),
		fmt.Sprintf("We are calling about the %s of %s, booked for %s.", Job(c), Items(c), When(c)),
		"Will someone be in to receive it? You can say yes, tell me who will be in, or say you need a different day.",
	}
}

func capFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func joinNonEmpty(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}
