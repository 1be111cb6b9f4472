package interpret

import (
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
	name  bool // a given name of the reply's language, left unglossed: "mio marito marco"
	brk   byte // for a break between words: ',' soft, '.' hard, '?' question
	dot   bool // an abbreviation's point follows: "Sr. Costa"
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
	'💐': "smile", '😅': "smile", '🤞': "fingerscrossed", '🙈': "smile", '🙊': "smile", '✌': "smile",
	'😘': "smile", '😙': "smile", '😚': "smile", '😗': "smile", '💋': "smile", '🤩': "smile",
	'💞': "smile", '💓': "smile", '💝': "smile", '🤍': "smile",
	// tears of relief beside a yes ("finally!!! 😭😭 i'll be in"): the words
	// still carry the answer, so "😭 I'm away" stays an absence
	'😭': "smile", '🥹': "smile", '🥲': "smile",
	// the order itself
	'🛋': "sofa",
	// the weather, pets and the delivery: small talk beside a yes
	'☀': "sunny", '🌞': "sunny", '🌧': "rain", '🌦': "rain", '☔': "rain", '⛅': "cloudy", '☁': "cloudy",
	'❄': "snow", '🌨': "snow", '🐶': "dog", '🐕': "dog", '🐱': "cat", '🐈': "cat", '📦': "parcel",
	'🚚': "van", '💪': "smile",
	// a laugh, an eye-roll, a groan or a face-palm beside a yes undercuts
	// it: "yes I'll be in 🙄" is irony, never a confirmation
	'😂': "ironic", '🤣': "ironic", '🙄': "ironic", '😒': "ironic", '😏': "ironic", '🤦': "ironic",
	'😤': "ironic", '😡': "ironic", '🤬': "ironic", '😩': "ironic", '😫': "ironic", '😑': "ironic",
	'🙃': "ironic", '😆': "ironic", '💀': "ironic", '🤡': "ironic", '😠': "ironic", '😞': "ironic", '😔': "ironic",
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
var abbrevDot = words(`mr mrs ms dr st no nr a p o k m mme mlle sr sra srta dl dna sig`)

// titleDot lists the titles of abbrevDot that a capital follows: "M. Dubois",
// "Sra. López", "Dl. Popescu" go on as one sentence.
var titleDot = words(`mr mrs ms m mme mlle sr sra srta dl dna sig`)

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
		case r == '-' && start >= 0 && unicode.IsDigit(runeAt(k+1)) && hourWithHalf(b.String()):
			add(k, r) // "8am-12pm" is one range, as "8-12" is
		case r == '.':
			prev := strings.ToLower(b.String())
			next := k + 1
			for next < len(rs) && rs[next].r == ' ' {
				next++
			}
			if start >= 0 && abbrevDot[prev] && next < len(rs) && rs[next].r != '.' && (!unicode.IsUpper(rs[next].r) ||
				titleDot[prev] && runeAt(k-utf8.RuneCountInString(prev)-1) != '.') { // not the m of "p.m. Thanks"
				flush()
				if n := len(out); n > 0 {
					out[n-1].dot = true // "Sr. Costa": the title's point, kept in its name
				}
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
				if w == "yes" || w == "ok" || w == "no" || w == "thanks" {
					brk(',') // "we're in 👍 the house with the blue door": the yes ends its clause
				}
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
	out = atSomeones(out)
	out = takenAway(out)
	out = satVerbs(out)
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

// hourWithHalf reports a word so far that is an hour with am or pm ("8am",
// "10.30pm"), which a hyphen and a digit after it make a range.
func hourWithHalf(w string) bool {
	w = strings.ToLower(w)
	h, ok := strings.CutSuffix(w, "am")
	if !ok {
		h, ok = strings.CutSuffix(w, "pm")
	}
	return ok && h != "" && unicode.IsDigit(rune(h[len(h)-1]))
}
