package interpret

import (
	"strings"
	"unicode"
)

// In another language the glossed words may be reordered, or a whole
// phrase glossed as one ("o sa fie sotul meu" is "it will be received by
// my husband"), so the words that say who the signer is are found in the
// reply as written: the word whose gloss is the relation, the words before
// it whose gloss is a possessive or article ("mi", "a minha", "il mio",
// "fy"), the words after it that belong to it ("sotul meu"), the name, and
// a place that ends in a house number ("del 3B", "spod 5", "dell'interno
// 6").

// rawWord is one word of the reply as written, with its offsets.
type rawWord struct {
	w          string // folded, as the lexicon keys are
	start, end int
}

// rawWords parts the reply into words: letters, digits, apostrophes and
// hyphens inside a word.
func rawWords(text string) []rawWord {
	var out []rawWord
	start := -1
	flush := func(end int) {
		if start >= 0 {
			raw := strings.Trim(text[start:end], "'’-")
			if raw != "" {
				s := start + strings.Index(text[start:end], raw)
				out = append(out, rawWord{w: squeezeRuns(fold(strings.ReplaceAll(raw, "’", "'"))), start: s, end: s + len(raw)})
			}
		}
		start = -1
	}
	for i, r := range text {
		inWord := unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '’' || r == '-'
		switch {
		case inWord && start < 0:
			start = i
		case !inWord:
			flush(i)
		}
	}
	flush(len(text))
	return out
}

// rawGloss gives the lexicon's gloss of the n words from ws[i], and
// whether the lexicon knows them. A word written with an apostrophe is
// glossed by its parts ("dell'interno").
func rawGloss(lx *lexicon, ws []rawWord, i, n int) (string, bool) {
	if i < 0 || i+n > len(ws) {
		return "", false
	}
	if n > 1 {
		parts := make([]string, 0, n)
		for _, w := range ws[i : i+n] {
			parts = append(parts, w.w)
		}
		g, ok := lx.phrases[strings.Join(parts, " ")]
		return g, ok
	}
	w := ws[i].w
	if g, ok := lx.words[w]; ok {
		return g, true
	}
	if a, b, ok := strings.Cut(w, "'"); ok {
		ga, okA := lx.words[a+"'"]
		gb, okB := lx.words[b]
		if okA && okB {
			return strings.TrimSpace(ga + " " + gb), true
		}
	}
	return "", false
}

// glossOnly reports a gloss made only of words of set, and at least one.
func glossOnly(g string, set func(string) bool) bool {
	fs := strings.Fields(g)
	for _, w := range fs {
		if !set(w) {
			return false
		}
	}
	return len(fs) > 0
}

// possessives may follow a relation in another language: "sotul meu".
var possessives = words(`my our his her their your`)

// placeGlosses may stand between a person and their house number: "del
// 3B", "spod 5", "dell'interno 6", "number 22".
var placeGlosses = words(`from of at number no flat the in on apartment`)

// rawPhrase finds, in a reply of another language, the words that say who
// the person m is. It returns their offsets, or false.
func (rd *reading) rawPhrase(m mention) ([2]int, bool) {
	lx := rd.lang
	ws := rawWords(rd.text)
	// the name's words, by how they are written: a reordered gloss keeps
	// no offsets of the reply
	named := map[string]bool{}
	for _, t := range m.who.name {
		for _, w := range strings.Fields(t.raw) {
			named[squeezeRuns(fold(w))] = true
		}
	}
	nameAt := func(k int) bool { return named[ws[k].w] }
	isDet := func(w string) bool { return determiners[w] }
	isRel := func(w string) bool { return determiners[w] || relations[w] == m.who.relation }
	// the relation: a word or a short phrase whose gloss is it, with a
	// possessive at most ("sotul meu" is "my husband"); the one just
	// before the name when the person is named
	from, to := -1, -1
	for i := range ws {
		for n := 3; n >= 1; n-- {
			g, ok := rawGloss(lx, ws, i, n)
			if !ok || !glossOnly(g, isRel) || glossOnly(g, isDet) {
				continue
			}
			if from < 0 || len(m.who.name) > 0 && i+n < len(ws) && nameAt(i+n) {
				from, to = i, i+n
			}
			break
		}
	}
	if from < 0 {
		return [2]int{}, false
	}
	// possessives and articles before it: "a minha", "il mio", "mi"
	for from > 0 {
		moved := false
		for n := 2; n >= 1; n-- {
			if g, ok := rawGloss(lx, ws, from-n, n); ok && glossOnly(g, isDet) {
				from -= n
				moved = true
				break
			}
		}
		if !moved {
			break
		}
	}
	// a name written before it: "Manolo el portero"
	for from > 0 && nameAt(from-1) {
		from--
	}
	// after it: possessives, the name, and a place that ends in a number
	end := to
	for k := to; k < len(ws) && k < to+6; k++ {
		if strings.ContainsAny(rd.text[ws[k-1].end:ws[k].start], ",.;:!?()") {
			break
		}
		g, known := rawGloss(lx, ws, k, 1)
		switch {
		case nameAt(k):
			end = k + 1
			continue
		case known && glossOnly(g, func(w string) bool { return possessives[w] }) && k == end:
			end = k + 1 // "sotul meu"
			continue
		case houseNumber(ws[k].w) && k > end:
			lead, _ := rawGloss(lx, ws, k-1, 1)
			if placeRelations[m.who.relation] || strings.Contains(lead, "number") || strings.Contains(lead, "flat") || !isDigits(ws[k].w) {
				end = k + 1
			}
		case known && titles[g]:
			continue // "pani Kowalska": the name follows
		case known && (g == "" || glossOnly(g, func(w string) bool { return placeGlosses[w] })):
			continue // "del", "spod", "numer": kept only if a number follows
		}
		break
	}
	return [2]int{ws[from].start, ws[end-1].end}, true
}
