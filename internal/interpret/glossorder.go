package interpret

// Glossing, the order of words: where another language's grammar puts the
// words in an order the English rules would misread (see gloss.go).

import (
	"slices"
	"strings"
)

// refusalWords are the glosses that make the clause after a "no" a
// refusal too: a negation, or a wrong number. (Being busy is left out: "no, wednesday
// afternoon i work" would read as picking Wednesday.)
var refusalWords = words(`not nobody never nothing none no cannot wrong out away travelling`)

// refusalAfter reports whether the glossed words after a "no", up to the
// end of their clause, refuse or say someone is out, and none says yes:
// then the "no" is an answer, not a word that negates what is not read.
// Being at work ("at" "work") refuses only after a no that leads its
// clause: "si no me llaman del trabajo" (unless work calls me) is a
// condition, not an answer.
func refusalAfter(ts []token, lead bool) bool {
	refused := false
	for i, t := range ts {
		if t.isBreak() {
			break
		}
		if t.w == "yes" {
			return false
		}
		// "nahi mangal ko main kaam pe hoon": being at work is being out,
		// where working alone ("i work from home") is not
		atWork := lead && t.w == "work" && i > 0 && ts[i-1].w == "at"
		refused = refused || refusalWords[t.w] || atWork
	}
	return refused
}

// subjectFirst puts a subject the language writes after its verb before
// it, as English does: "lo recibirá mi marido Javier", "ritira mio marito
// Marco", "están en casa mis padres" gloss "will take it my husband
// javier", "they will be home my parents", read as "my husband javier will
// take it", "my parents will be home". Only a verb that says what someone
// will do ("will ...") moves, when "my", a relation and its name end the
// clause; a "they" glossed with the verb goes, as the subject stands for it.
func subjectFirst(lx *lexicon, out []token) []token {
	for i := 0; i+2 < len(out); i++ {
		they := out[i].w == "they" && out[i+1].w == "will" && out[i+1].start == out[i].start
		if out[i].w != "will" && !they {
			continue
		}
		v := i
		if they {
			v = i + 1
		}
		j, k := subjectAfter(lx, out, v)
		if k == 0 {
			continue
		}
		moved := append(slices.Clone(out[j:k]), out[v:j]...)
		inPlace(out[v:k], moved)
		if they {
			out = slices.Delete(out, i, i+1)
			k--
		}
		i = k - 1
	}
	return out
}

// noneHere reads "there is no" before a name and a word for being at home
// ("does dim Jane yma") as the English "there is no Jane here": the name
// is the person asked for, not someone who will be in.
func noneHere(out []token) []token {
	for i := 3; i+2 < len(out); i++ {
		if out[i-3].w != "there" || out[i-2].w != "is" || out[i-1].w != "no" ||
			out[i].isBreak() || out[i].w != squeezeRuns(fold(out[i].raw)) {
			continue
		}
		j := i + 1
		if j+2 < len(out) && out[j].w == "will" && out[j+1].w == "be" && out[j+2].w == "home" &&
			out[j].start == out[j+2].start {
			out[j].w = "here"
			out = slices.Delete(out, j+1, j+3)
		}
	}
	return out
}

// nameFirst reads a name put before "is his name" ("Gareth yw ei enw",
// glossed "gareth is his name") in the English order, "his name is
// gareth", which the signer rules read.
func nameFirst(lx *lexicon, out []token) []token {
	for i := 0; i+3 < len(out); i++ {
		n := out[i]
		if n.isBreak() || n.w != squeezeRuns(fold(n.raw)) || !isLetters(n.w) || lx.words[n.w] != "" ||
			out[i+1].w != "is" || (out[i+2].w != "his" && out[i+2].w != "her") || out[i+3].w != "name" {
			continue
		}
		if i+4 < len(out) && !out[i+4].isBreak() {
			continue
		}
		inPlace(out[i:i+4], []token{out[i+2], out[i+3], out[i+1], n})
	}
	return out
}

// subjectAfter finds, after the verb glossed at i (words of the lexicon,
// at most five), a subject of "my", a relation and its name that ends the
// clause: it returns where the subject starts and ends, or 0, 0.
func subjectAfter(lx *lexicon, out []token, i int) (int, int) {
	j := i + 1
	for j < len(out) && j < i+6 && !out[j].isBreak() && !clauseBreakers[out[j].w] && !(placePreps[out[j].w] && out[j].start != out[i].start) && out[j].w != "my" && out[j].w != squeezeRuns(fold(out[j].raw)) {
		j++
	}
	if j > i+1 && bareNameEnds(lx, out, j) {
		return j, j + 1 // "Odbierze Ania", "Va primi Ioana": a name alone ends the clause
	}
	if j+1 >= len(out) || out[j].w != "my" || out[j-1].w == "by" || out[j-1].w == "with" {
		return 0, 0 // "it will be received by my brother", "we will be home with my partner": in order
	}
	r := j + 1
	if elderWords[out[r].w] && r+1 < len(out) {
		r++ // "mi hijo el mayor", glossed "my eldest son"
	}
	if relations[out[r].w] == "" {
		return 0, 0
	}
	k := r + 1
	for k < len(out) && k < r+3 && !out[k].isBreak() && out[k].w == squeezeRuns(fold(out[k].raw)) &&
		(lx.words[out[k].w] == "" || startsUpper(out[k].raw)) && isLetters(out[k].w) {
		k++ // the name, as written
	}
	if e := adultAge(out, k); e > k && (e == len(out) || out[e].isBreak()) {
		k = e // an age: "c'è mio figlio di 20 anni"
	}
	if place, e := parsePlace(out, k); place != "" && (e == len(out) || out[e].isBreak()) {
		k = e // where they live: "il mio vicino Giuseppe dell'interno 6"
	} else {
		k = placeAfter(out, k)
	}
	if k < len(out) && !out[k].isBreak() && !namingAt(out, k) && !wholeSpanAt(out, k) && !selfOpensAt(out, k) {
		return 0, 0 // more words follow the subject: leave them be
	}
	return j, k
}

// wholeSpan are the words of a span of the day that covers the booked
// window, which may follow a subject put after its verb and stay where they
// are: "ci sarà mia mamma Giovanna tutta la mattina", "c'è mio marito tutto
// il giorno" read "my mum giovanna will be there all morning".
var wholeSpan = map[string]bool{"all": true, "the": true, "whole": true, "morning": true, "day": true}

// wholeSpanAt reports whether out[k:] up to the end of its clause is only
// such a span ("all morning", "all day", "the whole morning").
func wholeSpanAt(out []token, k int) bool {
	e := k
	for e < len(out) && !out[e].isBreak() {
		if !wholeSpan[out[e].w] {
			return false
		}
		e++
	}
	return e > k && out[e-1].w != "all" && out[e-1].w != "the" && out[e-1].w != "whole"
}

// namingAt reports "their name is", "his name is" at out[k], the gloss of
// "si chiama", "se llama" said on a call line with no comma before it:
// "ci sarà mio marito si chiama luca" ends its subject there.
func namingAt(out []token, k int) bool {
	return k+2 < len(out) && (out[k].w == "their" || out[k].w == "his" || out[k].w == "her") && out[k+1].w == "name" && out[k+2].w == "is"
}

// inPlace puts the words of moved in the places of span, which keep their
// offsets in the reply, so that spans read from it stay in order.
func inPlace(span, moved []token) {
	for i := range span {
		start, end, sent := span[i].start, span[i].end, span[i].sent
		span[i] = moved[i]
		span[i].start, span[i].end, span[i].sent = start, end, sent
	}
}

// rangeTill reads a word between two hours that the gloss gives as "at",
// "to" or "and" ("de 8h à 10h", "dalle 8 alle 10", "rhwng 9 a 10") as
// "till": the English rules read "8 till 10" as a window narrowed to part
// of the booked one, never as a yes to all of it.
func rangeTill(out []token) []token {
	for i := 1; i+1 < len(out); i++ {
		switch out[i].w {
		case "at", "to", "and":
		default:
			continue
		}
		if out[i].w == squeezeRuns(fold(out[i].raw)) || !hourWord(out[i-1].w) || !hourWord(out[i+1].w) ||
			slices.Contains(wordsOf(out[max(0, i-3):i-1]), "except") {
			continue // "sauf entre 10h et 11h" is read by the rule for except
		}
		out[i].w = "till"
	}
	return out
}

// hourWord reports whether w is a number or an hour ("9", "10:00").
func hourWord(w string) bool {
	return w != "" && w[0] >= '0' && w[0] <= '9' && isDigits(strings.ReplaceAll(w, ":", ""))
}

// wordsOf gives the words of ts.
func wordsOf(ts []token) []string {
	ws := make([]string, 0, len(ts))
	for _, t := range ts {
		ws = append(ws, t.w)
	}
	return ws
}

// negationEnds reports whether a word for "no" at ts[i] stands as an
// answer on its own: at the end of its clause, or before another "no",
// thanks or please.
func negationEnds(lx *lexicon, ts []token, i int) bool {
	if i+1 >= len(ts) || ts[i+1].isBreak() || ts[i+1].w != "" {
		return true
	}
	switch lx.words[squeezeRuns(fold(ts[i+1].raw))] {
	case "no", "thanks", "please", "sorry":
		return true
	}
	return false
}

// negatesBefore reports whether a "no" ending its clause negates the words
// before it, as Urdu/Punjabi "nahi" does ("main mangal ko free nahi"): a bare
// "no" would leave "free" standing as a yes. After a yes or a no ("ji
// nahi") it is still an answer.
func negatesBefore(lx *lexicon, ts []token, i int, prevGloss string) bool {
	if lx.tag != "ur" || i == 0 || ts[i-1].isBreak() || ts[i-1].w != "" {
		return false
	}
	switch lastWord(prevGloss) {
	case "yes", "no", "not", "ok", "-", "":
		return false
	}
	return true
}

// articleBeforeName: a Portuguese article before a name ("a Sofia").
func articleBeforeName(lx *lexicon, ts []token, i int, w string) bool {
	if lx.tag != "pt" || (w != "a" && w != "o") || i+1 >= len(ts) || ts[i+1].isBreak() || ts[i+1].w != "" {
		return false
	}
	n := squeezeRuns(fold(ts[i+1].raw))
	if _, word := lx.words[n]; word && !lx.names[n] {
		return false
	}
	return lx.names[n] || firstNames[n] || (!ts[i+1].sent && startsUpper(ts[i+1].raw) && isLetters(n))
}
