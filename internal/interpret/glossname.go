package interpret

import (
	"slices"
	"strconv"
)

// nameSubjectFirst puts a name the language writes after its verb before
// it, as English does: "Ci sarà Luca", "lo recogerá Manolo el portero",
// "recebe o Pedro" gloss "will be in luca", "will take it manolo the
// porter", read as "luca will be in", "manolo the porter will take it".
// Only a verb that opens its clause and says what someone will do ("will
// ...", glossed from one phrase) moves, when a name as written (capitalised,
// not a lexicon word) follows it at once and ends the clause, alone, with
// a surname, or with "the" and what the person is.
func nameSubjectFirst(lx *lexicon, out []token) []token {
	for i := 0; i+1 < len(out); i++ {
		if out[i].w != "will" || !clauseOpens(out, i) {
			continue
		}
		j := i + 1
		for j < len(out) && !out[j].isBreak() && out[j].start == out[i].start {
			j++ // the rest of the verb's gloss
		}
		k := j
		for k < len(out) && k < j+2 && writtenName(lx, out[k]) {
			k++
		}
		if k == j {
			continue
		}
		if k+1 < len(out) && out[k].w == "the" && relations[out[k+1].w] != "" {
			k += 2 // "Manolo el portero"
		}
		if k < len(out) && !out[k].isBreak() {
			continue // more words follow: leave them be
		}
		moved := append(slices.Clone(out[j:k]), out[i:j]...)
		inPlace(out[i:k], moved)
		i = k - 1
	}
	return out
}

// clauseOpens reports whether the word at i opens its clause, at the start
// of the reply, after a break, or after a yes or "but".
func clauseOpens(out []token, i int) bool {
	if i == 0 || out[i-1].isBreak() {
		return true
	}
	switch out[i-1].w {
	case "but", "and", "yes", "ok":
		return true
	}
	return false
}

// writtenName reports whether t is a name as the customer wrote it: a
// capitalised word of letters that no gloss changed and the lexicon does
// not read.
func writtenName(lx *lexicon, t token) bool {
	return !t.isBreak() && t.w == squeezeRuns(fold(t.raw)) && isLetters(t.w) &&
		lx.words[t.w] == "" && startsUpper(t.raw)
}

// ageDropped leaves out an adult's age written after a relation ("mi hijo
// de 20 años", "mio figlio di 20 anni", glossed "my son 20 years old"), as
// the English rules read "my son will be in" and would take the number for
// an hour; the age stays in the reply's words. An age under 18 stays, so
// that a child is still seen ("mi hijo de 8 años").
func ageDropped(lx *lexicon, out []token) []token {
	for i := 1; i+1 < len(out); i++ {
		if n, err := strconv.Atoi(out[i].w); !isDigits(out[i].w) || err != nil || n < 18 || out[i+1].w != "years" {
			continue
		}
		after := relations[out[i-1].w] != "" ||
			(i >= 2 && relations[out[i-2].w] != "" && writtenName(lx, out[i-1]))
		if !after {
			continue
		}
		k := i + 2
		if k < len(out) && out[k].w == "old" {
			k++
		}
		out = slices.Delete(out, i, k)
	}
	return out
}

// livesAt are the words that say where a person named as the subject
// lives: "my neighbour giuseppe flat 6", "my neighbour at number 8",
// "upstairs".
var livesAt = words(`flat at number no upstairs downstairs nextdoor next door`)

// placeAfter skips, from k, the words and numbers that say where the person
// just named lives, and returns where they end.
func placeAfter(out []token, k int) int {
	j := k
	for j < len(out) && !out[j].isBreak() && (livesAt[out[j].w] || isDigits(out[j].w)) {
		j++
	}
	if j == k || isDigits(out[k].w) {
		return k // a bare number after a name may be an hour
	}
	if last := out[j-1].w; isDigits(last) || last == "upstairs" || last == "downstairs" || last == "nextdoor" || last == "door" {
		return j
	}
	return k
}
