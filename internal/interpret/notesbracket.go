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

// asideAfter returns how many bytes of after, the text just after who
// signs, are a short aside in brackets about them ("(she's 19)", "(no.16)",
// "(lodger)"), or 0.
func asideAfter(after string) int {
	rest := strings.TrimLeft(after, " ")
	if !strings.HasPrefix(rest, "(") {
		return 0
	}
	k := strings.IndexByte(rest, ')')
	if k < 0 || strings.Contains(rest[1:k], "(") || len(strings.Fields(rest[1:k])) > 4 {
		return 0
	}
	return len(after) - len(rest) + k + 1
}
