// Package dialogue words what confirmd says to a customer on each channel.
// It is pure: a confirmation in, text out. Everything it writes is plain
// GSM-safe text (no emoji, no curly quotes), so a text stays in as few SMS
// segments as it can.
package dialogue

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Brand returns the name the customer knows the retailer by, in English
// (the email and the customer's page): the brand's name or "your
// retailer".
func Brand(c *confirm.Confirmation) string { return english.brand(c) }

// Team names the retailer's people in English: "the Acme Home team", or
// "the retailer's team" when the brand has no name.
func Team(c *confirm.Confirmation) string {
	t, _ := english.teams(c)
	return t
}

// Job returns "delivery" or "collection".
func Job(c *confirm.Confirmation) string {
	j, _ := english.jobOf2(c)
	return j
}

// When returns the booked slot in English words: "Tuesday 24 November,
// 08:00-12:00".
func When(c *confirm.Confirmation) string { return english.slot(booked(c)) }

// Slot returns a slot in English words.
func Slot(s confirm.Slot) string { return english.slot(s) }

// Items returns the order's items in a few English words: "your Sofa",
// "your Sofa and 2 other items".
func Items(c *confirm.Confirmation) string { return english.yours(c) }

// FirstSMS returns the first text: who, what and when, and an invitation to
// answer in the customer's own words. Of the wordings that say all that, it
// takes the fullest that fits in one SMS segment, and the shortest if none
// does.
func FirstSMS(c *confirm.Confirmation) string {
	m := lang(c)
	job, jobOf := m.jobOf2(c)
	args := []any{job, jobOf, m.items(c), m.slot(booked(c)), m.shortSlot(booked(c)), m.itemCount(len(c.Order.Items))}
	word := func(formats ...string) []string {
		out := make([]string, len(formats))
		for i, f := range formats {
			out[i] = lead(c, sayf(f, args...))
		}
		return out
	}
	switch ToneOf(c) {
	case Brief:
		return word(m.firstBrief)[0]
	case Formal:
		return fit(word(m.firstFormal...)...)
	}
	return fit(word(m.firstNeutral...)...)
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
	m := callLang(c)
	job, jobOf := m.jobOf2(c)
	args := []any{m.brand(c), job, jobOf, m.yours(c), m.slot(booked(c))}
	lines := make([]string, len(m.callOpening))
	for i, f := range m.callOpening {
		lines[i] = sayf(f, args...)
	}
	return lines
}

// capFirst capitalises the first letter of s, whatever its script.
func capFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
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
