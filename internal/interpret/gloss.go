package interpret

// Glossing: a reply in another language turned word by word and phrase by
// phrase into the English words the rules read, with what the lexicon does
// not know kept aside (see language.go).

import (
	"fmt"
	"slices"
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// gloss turns the scanned words of a reply in lx's language into English
// words, phrase by phrase, and notes every word it cannot read.
func (rd *reading) gloss(lx *lexicon, ts []token) []token {
	var out []token
	named := false // a relation was named: a verb after a break is theirs
	emit := func(t token, gloss string, from, to int) {
		if n := len(out); n > 0 && (out[n-1].w == "but" || named && out[n-1].isBreak()) && dropped[strings.SplitN(gloss, " ", 2)[0]] && !namesNext(lx, ts, to) {
			out = append(out, withW(t, "he")) // "ale jest w pracy": the subject these languages drop
		}
		for _, w := range strings.Fields(gloss) {
			named = named || relations[w] != ""
			u := t
			u.w = w
			if to > from+1 {
				u.raw = strings.TrimSpace(rawSpan(ts[from:to]))
				u.end = ts[to-1].end
			}
			out = append(out, u)
		}
	}
	prevGloss := ""
	var noAt []int // where a "no" stands before words, in out
	for i := 0; i < len(ts); i++ {
		t := ts[i]
		if t.isBreak() || t.w != "" {
			out = append(out, t)
			prevGloss = t.w
			continue
		}
		// longest phrase first
		matched := false
		for n := min(lx.maxPhrase, len(ts)-i); n >= 2 && !matched; n-- {
			parts := make([]string, 0, n)
			for _, u := range ts[i : i+n] {
				if u.isBreak() || u.w != "" {
					break
				}
				parts = append(parts, squeezeRuns(fold(u.raw)))
			}
			if len(parts) < n {
				continue
			}
			if g, ok := lx.phrases[strings.Join(parts, " ")]; ok && !accentedSiIf(lx, t, parts, g) {
				emit(t, g, i, i+n)
				prevGloss = g
				i += n - 1
				matched = true
			}
		}
		if matched {
			continue
		}
		w := squeezeRuns(strings.Trim(fold(t.raw), "'"))
		if w == "si" && lx.tag == "es" && siIsIf(lx, t, ts, i) {
			emit(t, "if", i, i+1)
			prevGloss = "if"
			continue
		}
		if g, ok := lx.phrases[w+" (alone)"]; ok && (i == 0 || ts[i-1].isBreak()) && negationEnds(lx, ts, i) {
			// a word that answers only when it stands alone in its clause
			// (Welsh "Bydd", "Bydd, diolch"; "bydd fy mam adre" is not)
			emit(t, g, i, i+1)
			prevGloss = g
			continue
		}
		if g, ok := lx.phrases[w+" (before a name)"]; ok && i+1 < len(ts) && !ts[i+1].isBreak() && ts[i+1].w == "" &&
			(startsUpper(ts[i+1].raw) && !ts[i+1].shout || lx.names[squeezeRuns(fold(ts[i+1].raw))]) {
			// a form of address that is a title before a name: Polish
			// "pani Kowalska" is Mrs Kowalska, "proszę pani" is only polite
			emit(t, g, i, i+1)
			prevGloss = g
			continue
		}
		if articleBeforeName(lx, ts, i, w) {
			continue // Portuguese "a Sofia", "o Pedro": the name alone
		}
		if g, ok := lx.words[w]; ok && g == "no" && (!negationEnds(lx, ts, i) || negatesBefore(lx, ts, i, prevGloss)) {
			// "nie" before words no phrase of the lexicon reads: what it
			// negates is not understood, and a lone "no" would read as a
			// correction ("no, I'll be in"), so it is not guessed unless
			// the words after it refuse too (see refusalAfter)
			noAt = append(noAt, len(out))
			out = append(out, withW(t, "not"))
			prevGloss = "not"
			continue
		}
		if g, ok := lx.words[w]; ok && hourNames[g] {
			if p, n := lx.postposition(ts, i); n > 0 {
				// "gyarah baje ke baad" is "after eleven", as "11 baje ke baad"
				emit(t, p+" "+g, i, i+n+1)
				prevGloss = g
				i += n
				continue
			}
		}
		if g, ok := lx.words[w]; ok && !(relations[lastWord(prevGloss)] != "" && startsUpper(t.raw) && !t.shout &&
			(lx.names[w] || firstNames[w])) {
			// "la mia ragazza Sara": after a relation a capitalised given
			// name is the name, though "sara" is also "sarà"
			emit(t, g, i, i+1)
			prevGloss = g
			continue
		}
		if strings.Contains(w, "'") { // l'après-midi, c'est, dell'
			if a, b, _ := strings.Cut(w, "'"); lx.words[a+"'"] != "" || lx.words[b] != "" {
				ga, okA := lx.words[a+"'"]
				gb, okB := lx.words[b]
				if okA && okB {
					emit(t, ga+" "+gb, i, i+1)
					prevGloss = gb
					continue
				}
			}
		}
		switch {
		// a number after "el portal es el" (the door is number) is an address
		case !strings.HasSuffix(prevGloss, "number") && dayOfMonth(lx, ts, i, w) != "":
			out = append(out, withW(t, dayOfMonth(lx, ts, i, w)))
			if polishGo(lx, ts, i) {
				i += 2 // "27-go": the ending is read with its number
			}
		case isDigits(strings.NewReplacer(":", "", ".", "", "/", "", "-", "").Replace(w)):
			if g, n := lx.postposition(ts, i); n > 0 {
				// "10 baje se pehle" is "before 10": the word of time
				// comes first in the gloss, as the rules read it
				emit(t, g, i, i+n+1)
				u := withW(t, w)
				u.raw, u.end = strings.TrimSpace(rawSpan(ts[i:i+n+1])), ts[i+n].end
				out = append(out, u)
				prevGloss = w
				i += n
				continue
			}
			out = append(out, withW(t, w))
		case clockH(w) != "": // "13h", "14h30": an hour as the rules read it
			out = append(out, withW(t, clockH(w)))
		case digitSuffix(w):
			out = append(out, withW(t, w))
		case blockLetter(prevGloss, t, w):
			out = append(out, withW(t, "0"+w)) // "klatka B", "blocul C": read as a code
		case anyLanguage[w]:
			for _, e := range expand(w) {
				u := withW(t, e)
				u.name = lx.names[w] && relations[lastWord(prevGloss)] != "" // "mio marito marco"
				out = append(out, u)
			}
		case lx.names[w] || firstNames[w] || (!t.sent && startsUpper(t.raw) && isLetters(w)) ||
			((relations[lastWord(prevGloss)] != "" || titles[lastWord(prevGloss)]) && (startsUpper(t.raw) || t.shout)) ||
			titles[lastWord(prevGloss)] && isLetters(w):
			// after "my wife" only a capital makes an unknown word a
			// name: "ma femme accouche" is not a wife called Accouche;
			// after a title ("doamna popescu", "mrs pritchard", as a call
			// is written) it is the surname
			if lx.names[w] && !firstNames[w] && !startsUpper(t.raw) {
				// a given name of the language, lower-cased in a call
				// ("mio marito marco"): the English rules know it by its capital
				t.raw = strings.ToUpper(t.raw[:1]) + t.raw[1:]
			}
			u := withW(t, w) // a name
			u.name = lx.names[w] || relations[lastWord(prevGloss)] != ""
			out = append(out, u)
		default:
			if fix, g, ok := lx.nearest(w); ok {
				rd.fixes = append(rd.fixes, `"`+w+`" as "`+fix+`"`)
				emit(t, g, i, i+1)
				prevGloss = g
				continue
			}
			rd.unknown = append(rd.unknown, t.raw)
			out = append(out, withW(t, w))
		}
		prevGloss = w
	}
	for k := len(noAt) - 1; k >= 0; k-- {
		at := noAt[k]
		lead := at == 0 || out[at-1].isBreak()
		if !refusalAfter(out[at+1:], lead) {
			rd.unknown = append(rd.unknown, out[at].raw+" …")
			continue
		}
		// "non mercredi je travaille", "no quel giorno non posso": the
		// no answers, and the clause after it says why
		out[at].w = "no"
		out = slices.Insert(out, at+1, token{brk: ',', start: out[at].end, end: out[at].end})
	}
	return ifBareBe(rangeTill(yesForSubject(lx, nameFirst(lx, noneHere(nameSubjectFirst(lx, subjectFirst(lx, ageDropped(lx, approxAlone(out)))))))))
}

// dropped open a clause whose subject the language left out: after "but",
// or a break once someone was named, it is them ("mąż odbierze, ale jest w
// pracy", "Mąż odbierze. Jest w pracy").
var dropped = map[string]bool{"is": true, "was": true, "will": true, "works": true, "has": true}

// namesNext: ts[i] starts a subject after its verb ("pero estará mi hija").
func namesNext(lx *lexicon, ts []token, i int) bool {
	if i >= len(ts) || ts[i].isBreak() {
		return false
	}
	g := lx.words[squeezeRuns(fold(ts[i].raw))]
	return strings.HasPrefix(g, "my") || relations[lastWord(g)] != "" || startsUpper(ts[i].raw)
}

// timeAfter are the glosses of the words of time that Urdu and Punjabi put
// after the hour ("10 baje se pehle", "11 ke baad", "12 baje tak").
var timeAfter = map[string]bool{"before": true, "after": true, "till": true, "not before": true, "not after": true}

// hourNames are the glosses of the hours written as words ("gyarah").
var hourNames = words(`one two three four five six seven eight nine ten eleven twelve`)

// postposition reads, in a language that puts them after the hour (Urdu
// and Punjabi), the word of time after the number at ts[i], past a
// "baje" (o'clock) that carries nothing: its gloss and how many tokens
// after the number it takes, or 0.
func (lx *lexicon) postposition(ts []token, i int) (string, int) {
	if lx.tag != "ur" {
		return "", 0
	}
	word := func(j int) (string, bool) {
		if j >= len(ts) || ts[j].isBreak() || ts[j].w != "" {
			return "", false
		}
		return squeezeRuns(fold(ts[j].raw)), true
	}
	j := i + 1
	if w, ok := word(j); ok && (w == "baje" || w == "bje" || w == "vaje" || w == "vajje") {
		j++
	}
	for n := min(lx.maxPhrase, len(ts)-j); n >= 1; n-- {
		parts := make([]string, 0, n)
		for k := j; k < j+n; k++ {
			w, ok := word(k)
			if !ok {
				break
			}
			parts = append(parts, w)
		}
		if len(parts) < n {
			continue
		}
		g, ok := lx.phrases[strings.Join(parts, " ")]
		if n == 1 {
			g, ok = lx.words[parts[0]]
		}
		if ok && timeAfter[g] {
			return g, j + n - 1 - i
		}
	}
	return "", 0
}

// siIsIf reads a Spanish "si" typed without its accent: "si" followed by a
// statement that answers ("si estaré", "si mi marido", "si claro") is yes;
// followed by anything else ("si llegan antes", "si es por la mañana") it is
// "if", which the veto reads as a condition. A "sí" with its accent is
// always yes. Italian writes "if" as "se", so an Italian "si" is always yes
// ("si martedì va bene").
// dateMarkers are the words after which a language writes a day of the
// month as a bare number ("el día 27", "no dia 27", "pe 27", "dnia 27"),
// with the smallest number read as a date after each: Spanish "el 2" is
// the second option, "el 27" the 27th.
var dateMarkers = map[string]map[string]int{
	"es": {"dia": 1, "el": 11},
	"pt": {"dia": 1},
	"ro": {"pe": 1, "ziua": 1},
	"pl": {"dnia": 1},
}

// dayOfMonth glosses a bare number that can only be a day of the month as
// an English ordinal ("27th"), which the rules read as a date: "the 27 in
// the morning" would otherwise read as the booked morning. A number is a
// day after a date marker ("el día 27", "pe 27"), before the Polish "-go"
// ("27-go"), or, from 13 to 31, before a part of the day ("27 rano",
// "28 por la tarde"), where it cannot be an hour. It returns "" for
// anything else.
func dayOfMonth(lx *lexicon, ts []token, i int, w string) string {
	if !isDigits(w) || len(w) > 2 {
		return ""
	}
	n := 0
	for _, c := range w {
		n = 10*n + int(c-'0')
	}
	if n < 1 || n > 31 {
		return ""
	}
	day := false
	if i > 0 && !ts[i-1].isBreak() {
		from, ok := dateMarkers[lx.tag][squeezeRuns(fold(ts[i-1].raw))]
		day = ok && n >= from
	}
	next := rawFold(ts[i+1:])
	if polishGo(lx, ts, i) {
		day = true
	}
	if !day && n >= 13 && next != "" {
		for k := min(lx.maxPhrase, len(strings.Fields(next))); k >= 1 && !day; k-- {
			part := strings.Join(strings.Fields(next)[:k], " ")
			g, ok := lx.phrases[part]
			if k == 1 {
				g, ok = lx.words[part]
			}
			day = ok && (g == "morning" || g == "afternoon" || g == "evening")
		}
	}
	if !day {
		return ""
	}
	switch {
	case n%10 == 1 && n != 11:
		return w + "st"
	case n%10 == 2 && n != 12:
		return w + "nd"
	case n%10 == 3 && n != 13:
		return w + "rd"
	}
	return w + "th"
}

// polishGo reports a Polish day of the month written with its ending,
// "27-go", which scans as the number, a break for the hyphen, and "go".
func polishGo(lx *lexicon, ts []token, i int) bool {
	return lx.tag == "pl" && i+2 < len(ts) && ts[i+1].isBreak() && !ts[i+2].isBreak() &&
		ts[i+2].w == "" && squeezeRuns(fold(ts[i+2].raw)) == "go" && ts[i].end+1 == ts[i+2].start
}

// siIsIf reads a Spanish or Italian "si" typed without its accent: "si"
// followed by a statement that answers ("si estaré", "si mi marido", "si
// claro") is yes; followed by anything else ("si llegan antes", "si es por
// la mañana") it is "if", which the veto reads as a condition. A "sí" with
// its accent is always yes.
func siIsIf(lx *lexicon, t token, ts []token, i int) bool {
	if strings.ContainsAny(t.raw, "íìÍÌ") || i+1 >= len(ts) || ts[i+1].isBreak() || ts[i+1].w != "" {
		return false
	}
	if lx.tag == "es" && siAfterRequest(ts, i) {
		return true
	}
	next := squeezeRuns(fold(ts[i+1].raw))
	g, ok := lx.words[next]
	if !ok {
		for p, pg := range lx.phrases {
			if strings.HasPrefix(p, next+" ") && strings.HasPrefix(rawFold(ts[i+1:]), p) {
				g, ok = pg, true
				break
			}
		}
	}
	if !ok {
		return true
	}
	for _, lead := range []string{"yes", "i ", "i", "we", "my", "someone", "thanks", "please", "home"} {
		if g == lead || strings.HasPrefix(g, lead+" ") {
			return siCondition(lx, ts[i+1:])
		}
	}
	return true
}

// rawFold is the folded words of ts up to the first break, space-joined.
func rawFold(ts []token) string {
	var parts []string
	for _, t := range ts {
		if t.isBreak() || t.w != "" {
			break
		}
		parts = append(parts, squeezeRuns(fold(t.raw)))
	}
	return strings.Join(parts, " ")
}

func withW(t token, w string) token { t.w = w; return t }

// squeezeRuns shortens a letter typed three or more times to one:
// "siiii", "takkk".
func squeezeRuns(w string) string {
	var b strings.Builder
	var last rune
	n := 0
	for _, r := range w {
		if r == last {
			n++
		} else {
			last, n = r, 1
		}
		if n <= 2 {
			b.WriteRune(r)
		}
	}
	s := b.String()
	if len(s) != len(w) {
		var c strings.Builder
		last = 0
		for _, r := range s {
			if r != last {
				c.WriteRune(r)
			}
			last = r
		}
		return c.String()
	}
	return s
}

// nearest finds the one lexicon word a typo of five letters or more slipped
// from (a letter added, dropped, changed, or two swapped). A real word of
// the language (its dictionary) is never taken for a slip, and no slip is
// read as a word whose gloss can carry a confirmation. A language without
// a dictionary (Urdu/Punjabi in Latin letters has none) corrects nothing.
func (lx *lexicon) nearest(w string) (string, string, bool) {
	_, ok := dictionaries[lx.tag]
	if len(w) < 5 || !isLetters(w) || !ok || realWord(lx.tag, w) {
		return "", "", false
	}
	found, gloss, n := "", "", 0
	for k, g := range lx.words {
		if len(k) < 5 || abs(len(k)-len(w)) > 1 || !oneSlip(w, k) {
			continue
		}
		if n == 0 || k < found { // the same answer whatever the map order
			found, gloss = k, g
		}
		n++
	}
	if n != 1 || slices.ContainsFunc(strings.Fields(gloss), confirming) {
		return "", "", false
	}
	return found, gloss, true
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// oneSlip reports whether a and b differ by one edit or one swap.
func oneSlip(a, b string) bool {
	if a == b {
		return false
	}
	if len(a) == len(b) {
		diff := []int{}
		for i := range a {
			if a[i] != b[i] {
				diff = append(diff, i)
			}
		}
		if len(diff) == 1 {
			return true
		}
		return len(diff) == 2 && diff[1] == diff[0]+1 && a[diff[0]] == b[diff[1]] && a[diff[1]] == b[diff[0]]
	}
	if len(a) > len(b) {
		a, b = b, a
	}
	for i := 0; i < len(b); i++ {
		if b[:i]+b[i+1:] == a {
			return true
		}
	}
	return false
}

// inLanguage applies the rule of no guessing to a reply in another
// language: any word the lexicon did not know makes it unclear, unless it
// opts out. It also says the language in the Reason.
func (rd *reading) inLanguage(f finding) finding {
	if rd.lang == nil {
		return f
	}
	if len(rd.unknown) > 0 && f.intent != confirm.IntentOptOut {
		g := found(confirm.IntentUnclear, 0.3, fmt.Sprintf("has words the %s lexicon does not know (%s): not guessed",
			rd.lang.name, strings.Join(rd.unknown[:min(3, len(rd.unknown))], ", ")))
		f = g
	}
	return f
}

// localOptOut are the opt-out keywords of the languages read, sent as the
// whole text: ARRÊT, ALTO, PARAR, BASTA, STOPP.
var localOptOut = words(`arret arrete alto parar para basta stopp stopa dosc dosyc dezabonare
	desabonner desinscribir desuscribir baja descadastrar disiscrivi stopio`)
