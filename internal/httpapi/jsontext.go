package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/confirmd/confirmd/internal/confirm"
)

// encoding/json reads bytes that are not UTF-8, and an escaped half of a
// surrogate pair ("\ud800"), as U+FFFD without a word, so a body's strings
// are judged in the body itself: at first cheaply, since most bodies are
// valid UTF-8 and escape no surrogate at all, and then string by string,
// naming each bad one by its path.

// mayHoldBadText reports whether body may hold a string that is not valid
// UTF-8 text.
func mayHoldBadText(body []byte) bool {
	if !utf8.Valid(body) {
		return true
	}
	for i := 0; ; {
		j := bytes.Index(body[i:], []byte(`\u`))
		if j < 0 || i+j+3 >= len(body) {
			return false
		}
		i += j + 2
		if body[i]|0x20 == 'd' {
			if c := body[i+1] | 0x20; c >= '8' && c <= '9' || c >= 'a' && c <= 'f' {
				return true
			}
		}
	}
}

// badText names the strings of body, a valid JSON object, names and
// values alike, that are not valid UTF-8 text: the first
// confirm.MaxProblems of them by their paths, and how many more there are.
// Its time is linear in the size of body however deeply it nests: a path
// is spelled out only for a string that is listed.
func badText(body []byte) (listed []string, more int) {
	// A frame is an object or array the scan is in; key is the raw
	// literal of an object's current member name, index an array's
	// current entry.
	type frame struct {
		object  bool
		wantKey bool
		key     []byte
		index   int
	}
	var stack []frame
	// path spells out the path of the value (or member name) the scan is
	// at.
	path := func() string {
		var b strings.Builder
		for _, f := range stack {
			switch {
			case !f.object:
				fmt.Fprintf(&b, "[%d]", f.index)
			case b.Len() > 0:
				b.WriteString("." + keyName(f.key))
			default:
				b.WriteString(keyName(f.key))
			}
		}
		return b.String()
	}
	bad := func(p func() string) {
		if len(listed) < confirm.MaxProblems {
			listed = append(listed, p())
		} else {
			more++
		}
	}
	for i := 0; i < len(body); {
		switch c := body[i]; c {
		case '{', '[':
			stack = append(stack, frame{object: c == '{', wantKey: true})
			i++
		case '}', ']':
			stack = stack[:len(stack)-1]
			i++
		case ',':
			if t := &stack[len(stack)-1]; t.object {
				t.wantKey = true
			} else {
				t.index++
			}
			i++
		case '"':
			end := stringEnd(body, i)
			lit := body[i:end]
			t := &stack[len(stack)-1]
			switch {
			case t.object && t.wantKey:
				t.key, t.wantKey = lit, false
				if !goodString(lit) {
					bad(func() string { return path() + " is a field name that is not valid UTF-8 text" })
				}
			case !goodString(lit):
				bad(func() string { return path() + " is not valid UTF-8 text" })
			}
			i = end
		default: // spaces, colons, numbers, true, false, null
			i++
		}
	}
	return listed, more
}

// stringEnd returns the index just past the JSON string literal that
// starts at body[start].
func stringEnd(body []byte, start int) int {
	for i := start + 1; i < len(body); i++ {
		switch body[i] {
		case '\\':
			i++
		case '"':
			return i + 1
		}
	}
	return len(body)
}

// keyName is a member name as a path spells it, from its raw literal.
func keyName(lit []byte) string {
	var s string
	if bytes.IndexByte(lit, '\\') < 0 {
		s = string(lit[1 : len(lit)-1])
	} else if err := json.Unmarshal(lit, &s); err != nil {
		s = string(lit[1 : len(lit)-1])
	}
	return strings.ToValidUTF8(s, "\uFFFD")
}

// goodString reports whether a raw JSON string literal is valid UTF-8 and
// escapes surrogates only in pairs, a high half followed at once by a low
// one.
func goodString(lit []byte) bool {
	if !utf8.Valid(lit) {
		return false
	}
	for i := 0; i < len(lit); i++ {
		if lit[i] != '\\' {
			continue
		}
		i++ // the escaped character
		if i >= len(lit) || lit[i] != 'u' {
			continue
		}
		r := hex4(lit, i+1)
		i += 4
		switch {
		case r < 0xd800 || r > 0xdfff:
		case r >= 0xdc00:
			return false // a low half alone
		case i+2 >= len(lit) || lit[i+1] != '\\' || lit[i+2] != 'u':
			return false // a high half alone
		default:
			if lo := hex4(lit, i+3); lo < 0xdc00 || lo > 0xdfff {
				return false
			}
			i += 6
		}
	}
	return true
}

// hex4 reads the four hexadecimal digits at b[i:], or gives -1.
func hex4(b []byte, i int) rune {
	if i+4 > len(b) {
		return -1
	}
	var r rune
	for _, c := range b[i : i+4] {
		switch {
		case c >= '0' && c <= '9':
			c -= '0'
		case c|0x20 >= 'a' && c|0x20 <= 'f':
			c = c | 0x20 - 'a' + 10
		default:
			return -1
		}
		r = r<<4 | rune(c)
	}
	return r
}
