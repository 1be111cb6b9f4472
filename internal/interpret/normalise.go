package interpret

import (
	"strconv"
	"strings"
	"unicode"
)

// expand normalises one written word into the words it stands for.
func expand(raw string) []string {
	w := strings.ToLower(raw)
	w = strings.Trim(w, "'")
	w = squeeze(w)
	if r, ok := spelling[w]; ok {
		return strings.Fields(r)
	}
	if i := strings.IndexByte(w, '\''); i > 0 {
		base, suf := w[:i], w[i:]
		switch w {
		case "won't":
			return []string{"will", "not"}
		case "can't":
			return []string{"can", "not"}
		case "shan't":
			return []string{"shall", "not"}
		case "ain't":
			return []string{"is", "not"}
		case "y'all":
			return []string{"you"}
		}
		if strings.HasSuffix(w, "n't") {
			return append(expand(strings.TrimSuffix(w, "n't")), "not")
		}
		tail := map[string]string{"'ll": "will", "'re": "are", "'ve": "have", "'d": "would", "'m": "am", "'s": "is"}[suf]
		if tail != "" {
			if base == "let" && tail == "is" {
				tail = "us"
			}
			return append(expand(base), tail)
		}
		return []string{w} // o'brien
	}
	if w == "" {
		return nil
	}
	return []string{w}
}

// squeeze shortens letters typed three or more times to two ("yesss" to
// "yess"), and to one when that makes a known word ("yess" to "yes").
func squeeze(w string) string {
	var b strings.Builder
	var last rune
	n := 0
	for _, r := range w {
		if r == last {
			n++
		} else {
			last, n = r, 1
		}
		if n <= 2 || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	s := b.String()
	if known(s) || len(s) < 3 {
		return s
	}
	if s == w && realWord("en", s) {
		return s // a real word typed as it is spelled: "dinner" is not "diner"
	}
	var c strings.Builder
	last = 0
	for _, r := range s {
		if r != last || unicode.IsDigit(r) {
			c.WriteRune(r)
		}
		last = r
	}
	if one := c.String(); known(one) {
		return one
	}
	return s
}

// numbers turns number words into digits, "twenty seventh" into "27th",
// and digit ordinals into one form. "one" and the first ten ordinals stay
// words: they may count slots rather than days.
func numbers(ts []token) []token {
	var out []token
	for i := 0; i < len(ts); i++ {
		t := ts[i]
		if t.isBreak() {
			out = append(out, t)
			continue
		}
		if tens, ok := cardinals[t.w]; ok && (tens == 20 || tens == 30) && i+1 < len(ts) && !ts[i+1].isBreak() {
			nx := ts[i+1]
			if u, ok := unitsOf[nx.w]; ok && (tens == 20 || u == 1) {
				t.w, t.raw, t.end = strconv.Itoa(tens+u), t.raw+" "+nx.raw, nx.end
				out = append(out, t)
				i++
				continue
			}
			if o, ok := ordinals[nx.w]; ok && o < 10 && (tens == 20 || o == 1) {
				t.w, t.raw, t.end = ordinalDigits(tens+o), t.raw+" "+nx.raw, nx.end
				out = append(out, t)
				i++
				continue
			}
		}
		if (t.w == "oh" || t.w == "o") && len(out) > 0 && isDigits(out[len(out)-1].w) {
			t.w = "0" // a code said aloud: "two five eight oh"
		} else if n, ok := cardinals[t.w]; ok {
			t.w = strconv.Itoa(n)
		} else if o, ok := ordinals[t.w]; ok && o > 10 {
			t.w = ordinalDigits(o)
		} else if n, ok := digitOrdinal(t.w); ok {
			t.w = ordinalDigits(n)
		}
		out = append(out, t)
	}
	return out
}

func ordinalDigits(n int) string { return strconv.Itoa(n) + "th" }

// digitOrdinal reads "27th", "1st", "2nd", "3rd", and the typo "27st".
func digitOrdinal(w string) (int, bool) {
	if len(w) < 3 {
		return 0, false
	}
	switch w[len(w)-2:] {
	case "st", "nd", "rd", "th":
	default:
		return 0, false
	}
	n, err := strconv.Atoi(w[:len(w)-2])
	if err != nil || n < 1 || n > 31 {
		return 0, false
	}
	return n, true
}

// compound applies the compounds table, longest match first, within a
// clause. "no" before a number is "number": "no 12", "no. 2"; between two
// numbers it takes the first back ("three no two", as said on a call).
func compound(ts []token) []token {
	var out []token
	for i := 0; i < len(ts); {
		t := ts[i]
		if t.isBreak() {
			out = append(out, t)
			i++
			continue
		}
		if t.w == "no" && i+1 < len(ts) && isDigits(ts[i+1].w) && !(i > 0 && isDigits(ts[i-1].w)) {
			t.w = "number"
			out = append(out, t)
			i++
			continue
		}
		// "were in" said for "we're in" at the start of a clause
		if t.w == "were" && (i == 0 || ts[i-1].isBreak()) && i+1 < len(ts) && (presenceWords[ts[i+1].w] || absenceWords[ts[i+1].w] || ts[i+1].w == "on" || ts[i+1].w == "at") {
			u := t
			u.w = "we"
			t.w = "are"
			out = append(out, u, t)
			i++
			continue
		}
		matched := false
		for n := min(maxCompound, len(ts)-i); n >= 2; n-- {
			parts := make([]string, 0, n)
			ok := true
			for _, u := range ts[i : i+n] {
				if u.isBreak() {
					ok = false
					break
				}
				parts = append(parts, u.w)
			}
			if !ok {
				continue
			}
			to, found := compounds[strings.Join(parts, " ")]
			if !found {
				continue
			}
			last := ts[i+n-1]
			for _, w := range strings.Fields(to) {
				u := t
				u.w, u.end = w, last.end
				u.raw = strings.TrimSpace(rawSpan(ts[i : i+n]))
				out = append(out, u)
			}
			i += n
			matched = true
			break
		}
		if !matched {
			out = append(out, t)
			i++
		}
	}
	return out
}

var maxCompound = func() int {
	n := 0
	for k := range compounds {
		n = max(n, len(strings.Fields(k)))
	}
	return n
}()

func rawSpan(ts []token) string {
	var parts []string
	last := ""
	for _, t := range ts {
		if t.raw != last {
			parts = append(parts, t.raw)
		}
		last = t.raw
	}
	return strings.Join(parts, " ")
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// takenAway reads "away" after a verb of taking as the old item removed,
// not as someone away: "they'll be taking the old sofa away", "please take
// the packaging away".
func takenAway(ts []token) []token {
	for i, t := range ts {
		if t.w != "away" {
			continue
		}
		for j := i - 1; j >= 0 && j >= i-5 && !ts[j].isBreak(); j-- {
			if w := ts[j].w; w == "take" || w == "taking" || w == "takes" || w == "took" || w == "taken" {
				ts[i].w = "removed"
				break
			}
		}
	}
	return ts
}
