package interpret

import "strings"

// unquoted takes out of a reply what it quotes back rather than says: lines
// quoted with ">" (a mail client's reply), a line that opens the quote of
// one ("On Tue, Acme wrote:"), and any sentence of the message it answers
// (asked) copied into it, in quotation marks or not. Blanks stand where the
// quote was, so the reply's words keep their offsets.
func unquoted(text, asked string) string {
	var b strings.Builder
	lines := strings.SplitAfter(text, "\n")
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, ">") || strings.HasPrefix(t, "On ") && strings.HasSuffix(t, "wrote:") {
			b.WriteString(blank(l))
			continue
		}
		b.WriteString(l)
	}
	out := b.String()
	if asked == "" {
		return out
	}
	low := strings.ToLower(out)
	for _, s := range sentencesOf(asked) {
		if len(strings.Fields(s)) < 4 {
			continue // too short to tell a quote from the customer's own words
		}
		for {
			i := strings.Index(low, strings.ToLower(s))
			if i < 0 {
				break
			}
			out = out[:i] + blank(out[i:i+len(s)]) + out[i+len(s):]
			low = low[:i] + blank(low[i:i+len(s)]) + low[i+len(s):]
		}
	}
	return out
}

// sentencesOf splits a message into its sentences, each with the mark
// that ends it.
func sentencesOf(msg string) []string {
	var out []string
	start := 0
	for i, r := range msg {
		if r == '.' || r == '?' || r == '!' || r == '\n' {
			if s := strings.TrimSpace(msg[start : i+1]); s != "" {
				out = append(out, s)
			}
			start = i + 1
		}
	}
	if s := strings.TrimSpace(msg[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

// blank keeps s's length in bytes and its line breaks, and turns the rest
// to spaces.
func blank(s string) string {
	b := []byte(s)
	for i := range b {
		if b[i] != '\n' {
			b[i] = ' '
		}
	}
	return string(b)
}
