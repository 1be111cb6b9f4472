package confirm

import (
	"fmt"
	"unicode/utf8"
)

// TextKind says which control characters a field of text may hold.
type TextKind int

const (
	// SingleLine is a field of one line: a name, a reference, an id, an
	// address line, an email address, a phone number, a query parameter.
	// It holds no control character at all, not even a tab or a line
	// break: each is shown on one line of an email, a text or a page, and
	// matched exactly.
	SingleLine TextKind = iota
	// FreeText is what a person writes at length, such as a reply or a
	// reason: it may also hold tabs and line breaks (LF, and CR, which
	// browsers' text areas and some phones send with LF).
	FreeText
)

// TextProblem returns what is wrong with s as the text of the field at
// path, or "" if nothing is. Text must be valid UTF-8 and hold no control
// character but those its kind allows: none of C0 (U+0000 to U+001F), DEL
// (U+007F) or C1 (U+0080 to U+009F). NUL cannot be stored by PostgreSQL and
// would be stored by SQLite, the others have no place in a name or a
// message and some of them steer terminals and logs; C1 characters are
// most often text decoded with the wrong character set. Other invisible
// characters (format characters such as joiners and direction marks) are
// part of how some languages are written, and are kept.
func TextProblem(path, s string, kind TextKind) string {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			if c >= 0x20 && c != 0x7f {
				continue
			}
			if kind == FreeText && (c == '\t' || c == '\n' || c == '\r') {
				continue
			}
			return controlProblem(path, rune(c), kind)
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			return path + " is not valid UTF-8 text"
		}
		if r <= 0x9f {
			return controlProblem(path, r, kind)
		}
		i += size
	}
	return ""
}

func controlProblem(path string, r rune, kind TextKind) string {
	if kind == FreeText {
		return fmt.Sprintf("%s must not contain control characters other than tab and line breaks (found U+%04X)", path, r)
	}
	return fmt.Sprintf("%s must not contain control characters (found U+%04X)", path, r)
}

// TooMany is the one problem of an array over its cap: its entries are not
// judged one by one.
func TooMany(path string, n, max int) string {
	return fmt.Sprintf("%s has %d entries; at most %d are allowed", path, n, max)
}
