package interpret

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"unicode"
)

// dictionaries are the real words of each language that has a list
// (lexicon/<tag>/dictionary.txt.gz, generated from Debian's word lists by
// internal/genwords): a word in its language's list is never taken for a
// slip of another word. Each is read the first time it is needed, so a
// process that reads no reply never pays for the English list.
var dictionaries = func() map[string]func() map[string]bool {
	out := map[string]func() map[string]bool{}
	for _, tag := range []string{"en", "pl", "es", "ro", "pt", "it", "fr", "cy"} {
		data, err := lexiconFiles.ReadFile("lexicon/" + tag + "/dictionary.txt.gz")
		if err != nil {
			continue // a language without a list corrects nothing (lexicon.nearest)
		}
		out[tag] = sync.OnceValue(func() map[string]bool { return readWordList(tag, data) })
	}
	return out
}()

// realWord reports whether w is in the word list of the language tag.
func realWord(tag, w string) bool {
	d, ok := dictionaries[tag]
	return ok && d()[w]
}

func readWordList(tag string, data []byte) map[string]bool {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		panic(fmt.Sprintf("lexicon %s dictionary: %v", tag, err))
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		panic(fmt.Sprintf("lexicon %s dictionary: %v", tag, err))
	}
	m := make(map[string]bool, bytes.Count(raw, []byte{'\n'}))
	sc := bufio.NewScanner(bytes.NewReader(raw))
	for sc.Scan() {
		if w := sc.Text(); w != "" && w[0] != '#' {
			m[w] = true
		}
	}
	return m
}

// confirming reports a word a correction must never produce: one that can
// carry a confirmation (a yes, someone being in, a signer, thanks). A slip
// that would read as one is left as typed, and the reply is asked about.
func confirming(w string) bool {
	return yesWords[w] || presenceWords[w] || signVerbs[w] || selfWords[w] || someoneWords[w] ||
		w == "thanks" || w == "alright" || w == "home" || w == "in" || w == "yes" || w == "ok"
}

// vocab is every word the rules look for. A typed word one slip away from
// one of them (a letter added, dropped, changed, or two swapped) is read as
// that word, if the word is long enough for a slip to be told from another
// word and is not itself a known word or name.
var vocab = buildVocab()

// targets are the vocabulary words a typo may be corrected to, by length.
var targets = func() map[int][]string {
	m := make(map[int][]string)
	for w := range vocab {
		if len(w) >= 4 && isLetters(w) {
			m[len(w)] = append(m[len(w)], w)
		}
	}
	for k := range spelling {
		if len(k) >= 4 && isLetters(k) {
			m[len(k)] = append(m[len(k)], k)
		}
	}
	for _, ws := range m {
		slices.Sort(ws)
	}
	return m
}()

func buildVocab() map[string]bool {
	v := make(map[string]bool)
	addAll := func(sets ...map[string]bool) {
		for _, s := range sets {
			for w := range s {
				v[w] = true
			}
		}
	}
	addAll(yesWords, hedges, softHedges, fillers, interjections, presenceWords, absenceWords,
		signVerbs, auxWords, selfWords, someoneWords, personNouns, titles, placeWords, determiners,
		safePlaces, partsOfDay, slotWords, objectWords, leaveVerbs, inFollows, inAway, bareLeads, nameLeads)
	for _, m := range []map[string]int{weekdays, months, cardinals, ordinals} {
		for w := range m {
			v[w] = true
		}
	}
	for w := range relations {
		v[w] = true
	}
	for _, val := range spelling {
		for _, w := range strings.Fields(val) {
			v[w] = true
		}
	}
	for k, val := range compounds {
		for _, w := range strings.Fields(k + " " + val) {
			v[w] = true
		}
	}
	for _, rs := range [][]rule{optOutRules, wrongRules, humanRules, cancelRules, dayRules, yesRules} {
		for _, r := range rs {
			for _, alts := range r.pat {
				for _, w := range alts {
					if w != "*" && w != "^" {
						v[w] = true
					}
				}
			}
		}
	}
	return v
}

// known reports whether w is a word the interpreter knows, so it is left as
// typed.
func known(w string) bool {
	if commonWords[w] || vocab[w] || firstNames[w] || nameStop[w] {
		return true
	}
	_, ok := spelling[w]
	return ok
}

// correct replaces typos by the vocabulary word they slipped from. A real
// word is never made into another: the words of the English dictionary,
// ordinary English words (commonWords), the rules' own words, the stop
// list of names_stop.txt and given names are left as written. A correction
// never makes a word that can carry a confirmation (confirming): "yess" is
// read as "yes" by the spelling table, never by a guess. A word written with a capital inside a sentence, or
// following "my son" or "Mrs", is taken for a name and left alone.
func (rd *reading) correct(ts []token) []token {
	if foreign(ts) {
		return ts // mostly words of no language read: nothing to correct them to
	}
	out := make([]token, 0, len(ts))
	for i, t := range ts {
		if t.isBreak() || len(t.w) < 4 || !isLetters(t.w) || isDigits(t.w) || (known(t.w) && !givenNames[t.w]) ||
			realWord("en", t.w) {
			out = append(out, t)
			continue
		}
		// A given name ("lock", "hall", "sian") is left as written, unless
		// it is a slip from a word that turns the answer from a yes ("mayne"
		// for "maybe"): reading that word is the safe side.
		if givenNames[t.w] && !nearCaution(t.w) {
			out = append(out, t)
			continue
		}
		if r := []rune(t.raw); !t.sent && len(r) > 0 && unicode.IsUpper(r[0]) {
			out = append(out, t)
			continue
		}
		if i > 0 && (relations[ts[i-1].w] != "" || titles[ts[i-1].w]) {
			out = append(out, t)
			continue
		}
		fix := nearest(t.w)
		if fix == "" || givenNames[t.w] && !cautionWord(fix) || slices.ContainsFunc(strings.Fields(fix), confirming) {
			out = append(out, t)
			continue
		}
		rd.fixes = append(rd.fixes, `"`+t.w+`" as "`+fix+`"`)
		for _, w := range expand(fix) {
			u := t
			u.w, u.fixed = w, true
			out = append(out, u)
		}
	}
	return out
}

// cautionWord reports a word that hedges, negates or says someone is away:
// a typo of one is corrected even when it is also a name.
func cautionWord(w string) bool {
	return hedges[w] || softHedges[w] || absenceWords[w] || w == "not" || w == "never" || w == "nobody" || w == "cancel"
}

// nearCaution reports whether w is one slip from a caution word, which is
// cheaper to ask than nearest, as there are few of them.
func nearCaution(w string) bool {
	for _, c := range cautionTargets {
		if len(c) >= len(w)-1 && len(c) <= len(w)+1 && distance(w, c) == 1 {
			return true
		}
	}
	return false
}

// cautionTargets are the caution words a typo may be corrected to.
var cautionTargets = func() []string {
	var out []string
	for _, ws := range targets {
		for _, w := range ws {
			if cautionWord(w) {
				out = append(out, w)
			}
		}
	}
	for k, v := range spelling {
		if len(k) >= 4 && isLetters(k) && cautionWord(v) {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}()

// nearest returns the one vocabulary word a single slip away from w, or ""
// when there is none or the slip could have come from more than one word.
// Candidates that mean the same ("neighbor", "neighbour") count as one.
// Where several are one slip away, a word with the same first letter is
// preferred, as first letters are rarely mistyped.
func nearest(w string) string {
	var found, sameFirst []string
	for n := len(w) - 1; n <= len(w)+1; n++ {
		for _, c := range targets[n] {
			if distance(w, c) != 1 {
				continue
			}
			if s, ok := spelling[c]; ok {
				c = s
			}
			if !slices.Contains(found, c) {
				found = append(found, c)
				if c[0] == w[0] {
					sameFirst = append(sameFirst, c)
				}
			}
		}
	}
	switch {
	case len(found) == 1:
		return found[0]
	case len(sameFirst) == 1:
		return sameFirst[0]
	}
	return ""
}

// distance is the Damerau-Levenshtein (optimal string alignment) distance
// between a and b, in bytes: insertions, deletions, substitutions and swaps
// of two neighbours each cost one.
func distance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

func isLetters(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// foreign reports a reply most of whose words of four letters or more are
// in no English list ("Dienstag geht leider nicht, ich arbeite"): its words
// are not slips of English ones, and "nicht" must not become "night".
func foreign(ts []token) bool {
	n, unknown := 0, 0
	for _, t := range ts {
		if t.isBreak() || len(t.w) < 4 || !isLetters(t.w) {
			continue
		}
		n++
		if !known(t.w) && !realWord("en", t.w) {
			unknown++
		}
	}
	return n >= 2 && 2*unknown > n
}
