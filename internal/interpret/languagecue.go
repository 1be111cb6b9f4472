package interpret

import (
	"strings"
	"unicode"
)

// Two cues sharpen language detection where the folded words alone tie or
// mislead.
//
// An accent says which language writes the word so: "nós" is Portuguese
// where "nos" is Spanish too, and "à" is written in Portuguese, French and
// Italian but never in Spanish ("estamos à espera"). A word typed with its
// accents counts only for the lexicons whose keys write it so.
//
// A phrase of a lexicon found whole counts for it: "on verra" is French
// although "verra" alone is the Italian "verrà", "va bn" is Italian and
// "mam home office" Polish. Each phrase found adds one, and its words that
// the language does not read alone count for it too. A phrase of English
// words only ("gate code", "next door") counts only beside a word of the
// language that English does not write ("tak, mam home office").

// accentLangs maps a lower-case word written with accents to the languages
// whose lexicon keys write it so.
var accentLangs = map[string]uint16{}

func init() {
	for i, lx := range languages {
		b, err := lexiconFiles.ReadFile("lexicon/" + lx.tag + "/glosses.txt")
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(b), "\n") {
			line = strings.TrimSpace(line)
			keys, _, ok := strings.Cut(line, "=")
			if line == "" || strings.HasPrefix(line, "//") || !ok {
				continue
			}
			parts := strings.FieldsFunc(strings.ToLower(keys), func(r rune) bool {
				return r == ',' || r == '-' || unicode.IsSpace(r) || r == '?' || r == '!' || r == '.'
			})
			for _, w := range parts {
				if accented(w) {
					accentLangs[w] |= 1 << i
				}
			}
		}
	}
}

// accented reports a word with a letter that folding takes an accent off.
func accented(w string) bool {
	for _, r := range w {
		if _, ok := foldRunes[r]; ok {
			return true
		}
	}
	return false
}

// accentCue narrows lw to the languages that write raw with its accents,
// when some of those it counts for do: the accented word is then
// characteristic of a single one.
func accentCue(raw, w string, lw langWord) langWord {
	raw = strings.ToLower(raw)
	if !accented(raw) {
		return lw
	}
	m := accentLangs[raw]
	if m == 0 || lw.in&m == 0 || lw.in&m == lw.in {
		return lw
	}
	lw.in &= m
	lw.distinct = lw.in&(lw.in-1) == 0 && !known(w)
	return lw
}

// phraseCue counts, for each language, the phrases of its lexicon found
// whole in the reply (longest first, not overlapping) and their words it
// does not read alone.
func phraseCue(ts []token) (cue [16]int) {
	var ws []string
	for _, t := range ts {
		if t.isBreak() {
			ws = append(ws, "")
			continue
		}
		ws = append(ws, squeezeRuns(fold(t.raw)))
	}
	var native uint16 // languages with a word of the reply English does not write
	for _, w := range ws {
		if isLetters(w) && !known(w) && !realWord("en", w) {
			native |= langWords[w].in
		}
	}
	// keys[a][n] is the run of n words from a, joined as the lexicons
	// write their phrases, or "" when the run crosses a break: built once
	// for every language.
	maxN := 0
	for _, lx := range languages {
		maxN = max(maxN, lx.maxPhrase)
	}
	keys := make([][]string, len(ws))
	for a := range ws {
		if ws[a] == "" {
			continue
		}
		keys[a] = make([]string, min(maxN, len(ws)-a)+1)
		for n := 2; n < len(keys[a]); n++ {
			if ws[a+n-1] == "" {
				break // a run never crosses a break
			}
			keys[a][n] = strings.Join(ws[a:a+n], " ")
		}
	}
	for i, lx := range languages {
		for a := 0; a < len(ws); a++ {
			for n := min(lx.maxPhrase, len(keys[a])-1); n >= 2; n-- {
				key := keys[a][n]
				if key == "" {
					continue
				}
				if _, ok := lx.phrases[key]; !ok {
					continue
				}
				run := ws[a : a+n]
				if native&(1<<i) == 0 && allKnown(run) {
					continue // "gate code", "next door": English, not Urdu/Punjabi
				}
				cue[i]++
				for _, w := range run {
					if langWords[w].in&(1<<i) == 0 {
						cue[i]++
					}
				}
				a += n - 1
				break
			}
		}
	}
	return cue
}

// neighbourBefore reports a reply that the words alone give to a language
// whose neighbour not read writes it (neighbourWrites): the phrases found
// must not hand Catalan "estarem a casa" to Italian for its "a casa".
func neighbourBefore(score [16]int, english int, ts []token) bool {
	best := -1
	for i := range languages {
		if score[i] > english && (best < 0 || score[i] > score[best]) {
			best = i
		}
	}
	return best >= 0 && neighbourWrites(languages[best].tag, ts)
}

// allKnown reports a run of words that are all English.
func allKnown(ws []string) bool {
	for _, w := range ws {
		if !known(w) && !realWord("en", w) {
			return false
		}
	}
	return true
}
