package engine

import (
	"regexp"
	"strings"
)

// A provider's refusal often quotes what it refused: Twilio's "The 'To'
// number +447400123456 is not a valid phone number", a relay's "550
// <jane@example.com>: Recipient address rejected". The timeline may say
// so, since the retailer knows its own customer; the log must not hold a
// customer's address or number.
var (
	emailShape = regexp.MustCompile(`[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}`)
	e164Shape  = regexp.MustCompile(`\+[1-9][0-9]{6,14}`)
)

// logSafe returns err's text for the log, with the recipient to and
// anything shaped like an email address or an E.164 number replaced.
func logSafe(err error, to string) string {
	if err == nil {
		return ""
	}
	s := err.Error()
	if to = strings.TrimSpace(to); to != "" {
		s = replaceFold(s, to, "[recipient]")
		if digits, ok := strings.CutPrefix(to, "+"); ok && len(digits) >= 7 {
			s = strings.ReplaceAll(s, digits, "[recipient]")
		}
	}
	s = emailShape.ReplaceAllString(s, "[email]")
	return e164Shape.ReplaceAllString(s, "[phone]")
}

// replaceFold replaces every occurrence of old in s, ignoring case.
func replaceFold(s, old, repl string) string {
	re := regexp.MustCompile(`(?i)` + regexp.QuoteMeta(old))
	return re.ReplaceAllLiteralString(s, repl)
}
