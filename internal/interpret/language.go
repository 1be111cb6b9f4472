package interpret

import (
	"embed"
	"fmt"
	"strings"
	"unicode"
)

// Replies in other languages are read by glossing: a language detection
// stage picks the reply's language by its characteristic words and letters,
// and that language's lexicon (lexicon/xx/, data files) turns its words and
// phrases into the English words the rules already read. The same decision
// stages, slot picking, signer finding and veto then run on the gloss, so a
// Polish "tak, jeśli przyjadą rano" is vetoed for its "if" exactly as the
// English one is.
//
// Nothing is guessed: a reply in another language is read only when every
// word of it is in the lexicon (or is a number, a name or one of the few
// words every language texts, such as "ok"). A word the lexicon does not
// know makes the reply unclear, whatever else it says, except an opt-out,
// which is always honoured.

// lexicon is one language's words, as data. Keys are folded (lower case,
// diacritics removed) when the lexicon is built, so a reply matches them
// with its accents typed or not.
type lexicon struct {
	tag   string // BCP 47
	name  string // for the Reason: "Polish"
	marks string // letters that only this language, of those read, writes
	// words maps one folded word to its English gloss: one word, several,
	// or none ("") for a word that carries nothing the rules need.
	words map[string]string
	// phrases maps runs of words to their gloss; the longest run wins.
	phrases   map[string]string
	maxPhrase int
	// phraseWords are the words the phrases are made of, built once with
	// the lexicon: looking a word up here must not rebuild it.
	phraseWords map[string]bool
	names       map[string]bool // common given names, taken as names in lower case
}

// lexiconFiles holds one folder per language: glosses.txt, the words and
// phrases with their English gloss, and names.txt, common given names.
//
//go:embed lexicon
var lexiconFiles embed.FS

// newLexicon loads a language's lexicon from lexicon/<tag>, once, at start.
// Each line of glosses.txt is "word, word, a phrase = english gloss"; "= -"
// glosses to nothing; lines starting with "//" are comments.
func newLexicon(tag, name, marks string) *lexicon {
	glosses, err := lexiconFiles.ReadFile("lexicon/" + tag + "/glosses.txt")
	if err != nil {
		panic(fmt.Sprintf("lexicon %s: %v", tag, err))
	}
	names, err := lexiconFiles.ReadFile("lexicon/" + tag + "/names.txt")
	if err != nil {
		panic(fmt.Sprintf("lexicon %s: %v", tag, err))
	}
	lx := &lexicon{tag: tag, name: name, marks: marks, words: map[string]string{},
		phrases: map[string]string{}, phraseWords: map[string]bool{}, names: map[string]bool{}}
	for n, line := range strings.Split(string(glosses), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "//") {
			continue
		}
		keys, gloss, ok := strings.Cut(line, "=")
		if !ok {
			panic(fmt.Sprintf("lexicon %s line %d: no '='", tag, n+1))
		}
		gloss = strings.TrimSpace(gloss)
		if gloss == "-" {
			gloss = ""
		}
		for _, k := range strings.Split(keys, ",") {
			// a hyphen between letters parts words in a reply ("rendez-vous"
			// is read as two), so it does in a key too
			k = strings.Join(strings.Fields(letterHyphens.Replace(fold(k))), " ")
			if k == "" {
				continue
			}
			if strings.Contains(k, " ") {
				lx.phrases[k] = gloss
				lx.maxPhrase = max(lx.maxPhrase, len(strings.Fields(k)))
				for _, w := range strings.Fields(k) {
					lx.phraseWords[w] = true
				}
			} else {
				lx.words[k] = gloss
			}
		}
	}
	for _, w := range strings.Fields(string(names)) {
		lx.names[fold(w)] = true
	}
	return lx
}

// letterHyphens parts a lexicon key where a reply's words are parted.
var letterHyphens = strings.NewReplacer("-", " ", "–", " ")

// languages are the lexicons read, in the order that breaks a tie in
// detection: "sí" alone is Spanish before it is Italian, "da" Romanian.
// Each is loaded from its folder under lexicon/ (the letters in marks are
// those only that language, of those read, writes).
var languages = []*lexicon{
	newLexicon("pl", "Polish", "ąćęłńśźż"),
	newLexicon("es", "Spanish", "ñ¿¡"),
	newLexicon("ro", "Romanian", "ășțşţ"),
	newLexicon("pt", "Portuguese", "ãõ"),
	newLexicon("it", "Italian", "ìò"),
	newLexicon("fr", "French", "èêëœûç"),
	newLexicon("cy", "Welsh", "ŵŷ"),
	newLexicon("ur", "Urdu/Punjabi", ""),
}

// foldRunes are the accented letters of the languages read, and their
// bare forms, as people type them without accents.
var foldRunes = func() map[rune]rune {
	m := map[rune]rune{}
	for _, p := range []string{"aàáâãäåąă", "cçćč", "eèéêëę", "iìíîï", "lł", "nñń", "oòóôõöø",
		"sśșşš", "tțţ", "uùúûü", "wŵ", "yýÿŷ", "zźżž"} {
		rs := []rune(p)
		for _, r := range rs[1:] {
			m[r] = rs[0]
		}
	}
	return m
}()

// fold lower-cases s and takes the accents off its letters: "Dziękuję" and
// "dziekuje" fold alike, as do "sí" and "si", "mañana" and "manana".
func fold(s string) string {
	s = strings.ToLower(s)
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 || s[i] == '`' {
			ascii = false
			break
		}
	}
	if ascii {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == 'œ':
			b.WriteString("oe")
		case r == '’' || r == '‘' || r == 'ʼ' || r == '`':
			b.WriteByte('\'')
		case unicode.Is(unicode.Mn, r):
		default:
			if f, ok := foldRunes[r]; ok {
				r = f
			}
			b.WriteRune(r)
		}
	}
	return b.String()
}

// anyLanguage are words texted in every language, read as in English.
var anyLanguage = words(`ok okay okey okej oki stop sms tel am pm x xx uh um umm eh em er erm hmm mm ah oh`)

// langWord says which languages write a word: a bit per lexicon, in the
// order of languages, and whether it is characteristic of the one. A word
// some lexicon reads on its own counts only for the lexicons that do: the
// Romanian "da" stays Romanian although Spanish writes it inside "me da
// igual" and Polish inside "nie da się". A word known only inside phrases
// is never characteristic: Portuguese "toca a campainha" does not make a
// Spanish "toca" Portuguese.
type langWord struct {
	in       uint16
	distinct bool
	// loan is a word a lexicon glosses as itself ("noted", "bedroom"):
	// when English has it, it counts for the language only beside
	// another word of it.
	loan bool
}

// langWords and markLangs index every lexicon once, so detection costs one
// look-up per word whatever the number of languages.
var (
	langWords = map[string]langWord{}
	markLangs = map[rune]uint16{}
)

func init() {
	alone := map[string]uint16{}
	loans := map[string]bool{}
	for i, lx := range languages {
		add := func(w string) {
			lw := langWords[w]
			lw.in |= 1 << i
			langWords[w] = lw
		}
		for w, g := range lx.words {
			add(w)
			alone[w] |= 1 << i
			if g == w {
				loans[w] = true
			}
		}
		for w := range lx.phraseWords {
			add(w)
		}
		for _, r := range lx.marks {
			markLangs[r] |= 1 << i
			markLangs[unicode.ToUpper(r)] |= 1 << i
		}
	}
	for w, lw := range langWords {
		if alone[w] != 0 {
			lw.in = alone[w]
		} else if known(w) {
			// an English word met only inside another language's phrases
			// ("the" of an Urdu/Punjabi phrase with an English loan) says
			// nothing of the language
			delete(langWords, w)
			continue
		}
		lw.distinct = lw.in&(lw.in-1) == 0 && !known(w) && alone[w] != 0
		lw.loan = loans[w]
		langWords[w] = lw
	}
}

// detectLanguage picks the language a reply is written in, from its words
// and letters. It returns the lexicon to read it with, or nil for English,
// and the BCP 47 tag: "en" for English (the default), "" when no word of the
// reply is known in any language read, or only one characteristic word
// among many unknown ones (then the lexicon still reads it, and guesses
// nothing).
func detectLanguage(ts []token, text string) (*lexicon, string) {
	english, wordsSeen, dict := 0, 0, 0
	var score, hits, distinct, loans [16]int
	var marked uint16
	for _, t := range ts {
		if t.isBreak() || t.w != "" {
			continue
		}
		w := squeezeRuns(fold(t.raw))
		if !isLetters(strings.ReplaceAll(w, "'", "")) {
			continue
		}
		if firstNames[w] {
			continue // a name says nothing of the language
		}
		wordsSeen++
		en := known(w) || known(strings.ToLower(t.raw)) || (strings.Contains(w, "'") && known(w[:strings.IndexByte(w, '\'')]))
		if en {
			english++
		}
		lw, ok := langWords[w]
		lw = accentCue(t.raw, w, lw) // languagecue.go
		if lw.loan && realWord("en", w) {
			// an English word the language borrows counts for it only
			// beside a word of its own ("dim problem", "bedroom mein"),
			// never alone ("ok noted")
			dict++
			for i := range languages {
				if lw.in&(1<<i) != 0 {
					loans[i]++
				}
			}
			continue
		}
		if !ok {
			if realWord("en", w) {
				dict++
			}
			continue
		}
		for i := range languages {
			if lw.in&(1<<i) != 0 {
				score[i]++
				hits[i]++
				if lw.distinct {
					score[i]++
					distinct[i]++
				}
			}
		}
	}
	for i := 0; i < len(text); i++ {
		if text[i] < 0x80 {
			continue
		}
		for _, r := range text[i:] {
			marked |= markLangs[r]
		}
		break
	}
	best, cue := -1, phraseCue(ts) // languagecue.go
	if neighbourBefore(score, english, ts) {
		return nil, ""
	}
	for i := range languages {
		score[i] += cue[i]
		hits[i] += cue[i]
		if hits[i] > 0 {
			score[i] += loans[i]
			hits[i] += loans[i]
		}
		if marked&(1<<i) != 0 {
			score[i] += 2
		}
		if score[i] > english && (best < 0 || score[i] > score[best]) {
			best = i
		}
	}
	if best >= 0 && neighbourWrites(languages[best].tag, ts) {
		return nil, ""
	}
	if best >= 0 {
		// One characteristic word among many unknown ones ("Ja, ich bin zu
		// Hause") is read with that lexicon, which will not guess, but
		// the language is not claimed.
		if marked&(1<<best) == 0 && distinct[best] < 2 && 2*hits[best] < wordsSeen {
			return languages[best], ""
		}
		return languages[best], languages[best].tag
	}
	if wordsSeen > 0 && english == 0 && dict < wordsSeen {
		// no word the rules know, and some not even English: a
		// language not read ("Danke schön")
		return nil, ""
	}
	return nil, "en"
}

// neighbourOnly are runs of words a lexicon reads that its language does not
// write but a neighbour not read does: Spanish says "estaré en casa"; "a
// casa" after a form of ser or estar is Catalan ("seré a casa"). Such a
// reply is not read as Spanish, and so is never confirmed.
var neighbourOnly = map[string][][2]map[string]bool{
	"es": {{words(`sere seras sera seremos sereis seran soy eres es somos sois son estare estaras estara estaremos estareis estaran estoy estas esta estamos estais estan seria estaria serem estarem soc som estic estem`), words(`casa`)}},
}

// neighbourWrites reports a reply in language tag with a run of words that
// only a neighbouring language we do not read writes (neighbourOnly): a
// be-verb, "a", then the place.
func neighbourWrites(tag string, ts []token) bool {
	runs := neighbourOnly[tag]
	if len(runs) == 0 {
		return false
	}
	var ws []string
	for _, t := range ts {
		if t.isBreak() {
			ws = append(ws, "")
			continue
		}
		ws = append(ws, fold(t.raw))
	}
	for _, r := range runs {
		for i := 0; i+2 < len(ws); i++ {
			if r[0][ws[i]] && ws[i+1] == "a" && r[1][ws[i+2]] {
				return true
			}
		}
	}
	return false
}
