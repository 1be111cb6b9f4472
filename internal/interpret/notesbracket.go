package interpret

import "strings"

// closedBrackets gives each part of the notes whose bracket the reply
// closes right after it that closing bracket: "Mrs Okafor next door
// (no.16)" keeps its ")", as written, where the words stop at the number.
func (rd *reading) closedBrackets(notes string) string {
	if !strings.Contains(notes, "(") {
		return notes
	}
	parts := strings.Split(notes, "; ")
	at := 0
	for k, p := range parts {
		i := strings.Index(rd.text[at:], p)
		if i < 0 {
			continue
		}
		end := at + i + len(p)
		at = end
		if strings.Count(p, "(") <= strings.Count(p, ")") {
			continue
		}
		if rest := strings.TrimLeft(rd.text[end:], " "); strings.HasPrefix(rest, ")") {
			parts[k] = p + ")"
		}
	}
	return strings.Join(parts, "; ")
}
