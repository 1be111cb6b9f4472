package web

import (
	"fmt"
	"html/template"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The consoles show what customers and people wrote (names, messages,
// notes, addresses, a receiver's answer) without letting it act on the
// page around it. Unicode's format characters (category Cf) are invisible:
// the bidirectional overrides and isolates (U+202A-202E, U+2066-2069) can
// make "Jane (sms)" read as something else, and the marks, zero-width
// spaces, word joiner, invisible operators and byte-order mark
// (U+200B-200F, U+2060-2064, U+FEFF), the soft hyphen and the tag
// characters can hide text or make two names look alike. The consoles show
// each of them as a visible marker naming it, such as [U+202E], and put
// every such text in its own <bdi>, so that even right-to-left letters
// cannot move the punctuation around it. The API and the store keep the
// text as received.
//
// The one exception is the zero-width non-joiner and joiner (U+200C,
// U+200D) between two visible characters: they shape Persian, the Indic
// scripts and emoji sequences, and cannot reorder anything.

// neutralised reports whether the rune r, between prev and next (utf8.RuneError
// at either end), is shown as a marker.
func neutralised(prev, r, next rune) bool {
	if !unicode.Is(unicode.Cf, r) {
		return false
	}
	if r == '\u200c' || r == '\u200d' {
		return !visible(prev) || !visible(next)
	}
	return true
}

// visible reports whether r is a character a joiner may join.
func visible(r rune) bool {
	return r != utf8.RuneError && !unicode.IsSpace(r) && !unicode.Is(unicode.Cf, r) && !unicode.IsControl(r)
}

// marker names r as the consoles show it in its place.
func marker(r rune) string { return fmt.Sprintf("[U+%04X]", r) }

// neutralise calls text for each run of s without a neutralised
// character and mark for each neutralised one.
func neutralise(s string, text func(string), mark func(rune)) {
	start, prev := 0, utf8.RuneError
	for i, r := range s {
		next, _ := utf8.DecodeRuneInString(s[i+utf8.RuneLen(r):])
		if r == utf8.RuneError {
			prev = r
			continue
		}
		if neutralised(prev, r, next) {
			text(s[start:i])
			mark(r)
			start = i + utf8.RuneLen(r)
		}
		prev = r
	}
	text(s[start:])
}

// shown is the consoles' template function for a text that customers or
// people wrote: s escaped, in a <bdi>, its format characters shown as
// <span class="ctl">[U+202E]</span>. In an attribute html/template drops
// the tags and keeps the markers' words.
func shown(s string) template.HTML {
	if s == "" {
		return ""
	}
	var b strings.Builder
	b.WriteString("<bdi>")
	neutralise(s, func(t string) { b.WriteString(template.HTMLEscapeString(t)) }, func(r rune) {
		b.WriteString(`<span class="ctl">` + marker(r) + `</span>`)
	})
	b.WriteString("</bdi>")
	return template.HTML(b.String())
}

// shownPlain is shown for where no markup may go, a page's <title>: the
// markers in words, and the text isolated by U+2068 and U+2069 (first
// strong isolate, pop directional isolate).
func shownPlain(s string) string {
	if s == "" {
		return ""
	}
	var b strings.Builder
	b.WriteString("\u2068")
	neutralise(s, func(t string) { b.WriteString(t) }, func(r rune) { b.WriteString(marker(r)) })
	b.WriteString("\u2069")
	return b.String()
}
