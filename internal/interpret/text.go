package interpret

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxRunes bounds the work done on one reply. Nobody answers "will someone
// be in?" in more than a few sentences; a pasted essay is read only as far
// as this.
const maxRunes = 1000

// token is one word of a reply after normalisation. The words a
// contraction or compound expands to share its raw text and offsets.
type token struct {
	w     string // normalised: lower case, expanded, corrected
	raw   string // as written, for names and quotes
	start int    // byte offsets of raw in the reply
	end   int
	sent  bool // first word of a sentence, where a capital proves nothing
	fixed bool // w corrects a typo in raw
	shout bool // the reply is written all in capitals, where a capital proves nothing
	brk   byte // for a break between words: ',' soft, '.' hard, '?' question
}

func (t token) isBreak() bool { return t.brk != 0 }

// Emoji people answer with. Skin tones, variation selectors and the
// keycap mark are dropped, so "2️⃣" is 2.
var emojiWords = map[rune]string{
	'👍': "yes", '✅': "yes", '✔': "yes", '☑': "yes", '👌': "yes", '🙂': "yes", '😊': "yes",
	'😀': "yes", '😃': "yes", '😄': "yes", '😁': "yes", '🙌': "yes", '👏': "yes", '💯': "yes",
	'🆗': "ok", '🤙': "yes", '😎': "yes", '🥳': "yes",
	'👎': "no", '❌': "no", '✖': "no", '⛔': "no", '🚫': "no", '🙅': "no",
	'🙏': "thanks", '🤔': "hmm",
	// warmth, read as a smile: it adds nothing and takes nothing away
	'❤': "smile", '💕': "smile", '💖': "smile", '💗': "smile", '💙': "smile", '💚': "smile",
	'💛': "smile", '💜': "smile", '🧡': "smile", '🥰': "smile", '😍': "smile", '🤗': "smile",
	'✨': "smile", '🎉': "smile", '😇': "smile", '☺': "smile", '🌹': "smile", '🌸': "smile",
	'💐': "smile", '🤞': "fingerscrossed",
	// a laugh, an eye-roll, a groan or a face-palm beside a yes undercuts
	// it: "yes I'll be in 🙄" is irony, never a confirmation
	'😂': "ironic", '🤣': "ironic", '🙄': "ironic", '😒': "ironic", '😏': "ironic", '🤦': "ironic",
	'😤': "ironic", '😡': "ironic", '🤬': "ironic", '😩': "ironic", '😫': "ironic", '😑': "ironic",
	'🙃': "ironic", '💀': "ironic", '🤡': "ironic", '😠': "ironic", '😞': "ironic", '😔': "ironic",
}

// symbolWord is what any other emoji or pictograph reads as: a word no
// list accounts for, so a reply holding one is asked about rather than
// confirmed ("yes 🚑").
const symbolWord = "symbol"

func ignorableRune(r rune) bool {
	return r == 0xFE0F || r == 0xFE0E || r == 0x200D || r == 0x20E3 || (r >= 0x1F3FB && r <= 0x1F3FF)
}

// abbrevDot lists words whose following full stop does not end a sentence
// when more of it follows: "Mrs. Patel", "no. 12", "a.m.".
var abbrevDot = words(`mr mrs ms dr st no nr a p o k m`)

// scan splits text into raw words and breaks. A word is a run of letters,
// digits and inner apostrophes; "/", ".", ":" and "-" between digits stay
// inside it, so "26/11", "12-4" and "12:00" are one word each.
func scan(text string) []token {
	type rp struct {
		r  rune
		at int
	}
	rs := make([]rp, 0, min(len(text), maxRunes))
	for i, r := range text {
		if len(rs) == maxRunes {
			break
		}
		rs = append(rs, rp{r, i})
	}
	runeAt := func(k int) rune {
		if k < 0 || k >= len(rs) {
			return 0
		}
		return rs[k].r
	}
	var out []token
	var b strings.Builder
	start, end := -1, 0
	sent := true
	flush := func() {
		if start < 0 {
			return
		}
		out = append(out, token{raw: b.String(), start: start, end: end, sent: sent})
		sent = false
		b.Reset()
		start = -1
	}
	add := func(k int, r rune) {
		if start < 0 {
			start = rs[k].at
		}
		b.WriteRune(r)
		end = rs[k].at + utf8.RuneLen(rs[k].r)
	}
	brk := func(c byte) {
		flush()
		if n := len(out); n > 0 && out[n-1].brk != 0 {
			if c != ',' {
				out[n-1].brk = c // a stronger break wins
			}
		} else {
			out = append(out, token{brk: c})
		}
		if c != ',' {
			sent = true
		}
	}
	word := func(k int, w string) {
		flush()
		out = append(out, token{raw: string(rs[k].r), w: w, start: rs[k].at, end: rs[k].at + utf8.RuneLen(rs[k].r), sent: sent})
		sent = false
	}
	for k, p := range rs {
		r := p.r
		switch {
		case ignorableRune(r):
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r):
			add(k, r)
		case r == '\'' || r == '’' || r == '‘' || r == 'ʼ' || r == '`':
			if start >= 0 && unicode.IsLetter(runeAt(k+1)) {
				add(k, '\'')
			} else {
				flush()
			}
		case (r == '/' || r == '.' || r == ':' || r == '-') && start >= 0 && unicode.IsDigit(runeAt(k-1)) && unicode.IsDigit(runeAt(k+1)):
			add(k, r)
		case r == '.':
			prev := strings.ToLower(b.String())
			next := k + 1
			for next < len(rs) && rs[next].r == ' ' {
				next++
			}
			if start >= 0 && abbrevDot[prev] && next < len(rs) && !unicode.IsUpper(rs[next].r) && rs[next].r != '.' {
				flush()
				continue
			}
			brk('.')
		case r == '!' || r == ';' || r == '\n' || r == '…':
			brk('.')
		case r == '?':
			brk('?')
		case r == ',' || r == ':' || r == '(' || r == ')':
			brk(',')
		case r == '-' || r == '–' || r == '—':
			if unicode.IsLetter(runeAt(k-1)) && unicode.IsLetter(runeAt(k+1)) {
				flush() // next-door, re-arrange: two words
			} else {
				brk(',')
			}
		case r == '&' || r == '+':
			word(k, "and")
		case r == '#':
			word(k, "number")
		default:
			if w, ok := emojiWords[r]; ok {
				word(k, w)
				continue
			}
			if unicode.Is(unicode.So, r) && r >= 0x2190 {
				word(k, symbolWord)
				continue
			}
			flush()
		}
	}
	flush()
	if shouted(text) {
		for i := range out {
			out[i].shout = true
		}
	}
	return out
}

// shouted reports a reply written all in capitals ("YES IM IN"), with at
// least two capital letters and no small one.
func shouted(text string) bool {
	upper := 0
	for _, r := range text {
		switch {
		case unicode.IsLower(r):
			return false
		case unicode.IsUpper(r):
			upper++
		}
	}
	return upper >= 2
}

// reading is a reply broken into normalised words and clauses.
type reading struct {
	in      Input
	text    string
	toks    []token // words and breaks, normalised, fillers dropped
	all     []token // the same with the fillers kept, for the veto stage
	clauses []clause
	fixes   []string // typo corrections made, as `"tommorow" as "tomorrow"`
	thanks  bool     // the reply thanked

	lang    *lexicon // the reply's language when not English
	tag     string   // its BCP 47 tag, for Result.Language
	unknown []string // words of it the lexicon does not know

	sents []sentence
	d     dates
	rs    []slotRef
	fs    []frame
}

// clause is a run of words with no break inside: the unit negation and
// questions are read in.
type clause struct {
	toks     []token
	question bool
	sentence int // index of the sentence it belongs to
}

func (c clause) span() (int, int) {
	if len(c.toks) == 0 {
		return 0, 0
	}
	return c.toks[0].start, c.toks[len(c.toks)-1].end
}

// tokenize scans and normalises a reply.
func tokenize(text string) *reading {
	text = strings.ToValidUTF8(text, "\uFFFD")
	return tokenizeIn(text, scan(text), nil)
}

// tokenizeIn normalises a scanned reply; a reply in another language (lx)
// is glossed into English words first.
func tokenizeIn(text string, scanned []token, lx *lexicon) *reading {
	rd := &reading{text: text, lang: lx}
	var out []token
	if lx != nil {
		scanned = rd.gloss(lx, scanned)
	}
	for _, t := range scanned {
		if t.isBreak() {
			out = append(out, t)
			continue
		}
		if t.w != "" { // an emoji
			out = append(out, t)
			continue
		}
		for _, w := range expand(t.raw) {
			u := t
			u.w = w
			out = append(out, u)
		}
	}
	if lx == nil {
		out = rd.correct(out)
	}
	out = numbers(out)
	out = compound(out)
	rd.all = out
	var kept []token
	for i, t := range out {
		if t.isBreak() {
			kept = append(kept, t)
			continue
		}
		if t.w == "thanks" {
			rd.thanks = true
		}
		if fillers[t.w] {
			continue
		}
		if (t.w == "mate" || t.w == "pal") && (i == 0 || !determiners[out[i-1].w]) {
			continue
		}
		kept = append(kept, t)
	}
	rd.toks = kept
	rd.clauses = split(kept)
	return rd
}

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
		if n, ok := cardinals[t.w]; ok {
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
// clause. "no" before a number is "number": "no 12", "no. 2".
func compound(ts []token) []token {
	var out []token
	for i := 0; i < len(ts); {
		t := ts[i]
		if t.isBreak() {
			out = append(out, t)
			i++
			continue
		}
		if t.w == "no" && i+1 < len(ts) && isDigits(ts[i+1].w) {
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

// clauseBreakers end one clause and start another, and are dropped.
var clauseBreakers = words(`but however though although whereas otherwise`)

// split cuts the words into clauses at breaks and at "but", and splits off
// an interjection that opens a clause.
func split(ts []token) []clause {
	var out []clause
	var cur []token
	sentence := 0
	end := func(q bool) {
		if len(cur) > 0 {
			out = append(out, clause{toks: cur, question: q || isQuestion(cur), sentence: sentence})
		}
		cur = nil
	}
	for i, t := range ts {
		switch {
		case t.isBreak():
			end(t.brk == '?')
			if t.brk != ',' {
				sentence++
			}
		case clauseBreakers[t.w]:
			end(false)
		case nameIntro(ts, i) || notMeThen(ts, i):
			// "my mum'll be in her name's Margaret": a new clause
			end(false)
			cur = append(cur, t)
		case len(cur) == 0 && interjections[t.w] && !(t.w == "no" && i+1 < len(ts) && thingWord(ts[i+1].w)):
			cur = []token{t}
			end(false)
		default:
			cur = append(cur, t)
		}
	}
	end(false)
	return out
}

// notMeThen reports the word after "not me" that names who instead, on a
// call where no comma divides them: "not me my husband will be in".
func notMeThen(ts []token, i int) bool {
	return i >= 2 && ts[i-2].w == "not" && ts[i-1].w == "me" && (determiners[ts[i].w] || relations[ts[i].w] != "" && ts[i].w != "mate" && ts[i].w != "pal")
}

// thingWord reports a word for a part of the property or the way in:
// after it "no" says there is none ("no lift", "no parking"), it does not
// answer no.
func thingWord(w string) bool {
	switch instructionWords.words[w] {
	case "access", "parking", "carry", "pets":
		return !functionWord(w)
	}
	switch accounted.words[w] {
	case "address", "rooms", "pets":
		return true
	}
	return false
}

// nameIntro reports "her name is", "my name's" starting at ts[i].
func nameIntro(ts []token, i int) bool {
	return i > 0 && i+2 < len(ts) && (ts[i].w == "her" || ts[i].w == "his" || ts[i].w == "their" || ts[i].w == "my") &&
		ts[i+1].w == "name" && ts[i+2].w == "is"
}

var questionWords = words(`what when where who why how which whats`)
var questionAux = words(`is are will can could would do does did shall should may am have has`)
var questionSubjects = words(`you i we it there someone anyone they he she that this the my your u number`)

// isQuestion reports whether a clause asks rather than tells, for replies
// written without a question mark, as calls always are.
func isQuestion(ts []token) bool {
	if len(ts) == 0 {
		return false
	}
	if questionWords[ts[0].w] {
		return true
	}
	return len(ts) > 1 && questionAux[ts[0].w] && questionSubjects[ts[1].w]
}
