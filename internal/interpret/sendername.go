package interpret

import (
	"strings"
	"unicode"
)

// The sender's own name, as our message gave it, written back beside a yes:
// "Dear Acme Home, ... Yes, I will be in", "oh Acme, yes I'll be in". A
// name the message gave is no word of the customer's to place: it is ours.
// Only a word the message wrote with a capital inside a sentence counts (a
// name, not the "Will" that opens a question), and never a day or a month.

// senderName reports a word of the reply that is a name our message gave.
func (rd *reading) senderName(t token) bool {
	if rd.in.Asked == "" || weekdayOrMonth(t.w) {
		return false
	}
	w := strings.ToLower(strings.Trim(t.raw, ".,!?;:'\"()"))
	fields := strings.Fields(rd.in.Asked)
	for k, f := range fields {
		if k == 0 || strings.ContainsAny(fields[k-1][len(fields[k-1])-1:], ".?!:") {
			continue // a sentence's first word: "Will someone be in"
		}
		f = strings.Trim(f, ".,!?;:'\"()")
		if f != "" && unicode.IsUpper([]rune(f)[0]) && strings.ToLower(f) == w {
			return true
		}
	}
	return false
}
