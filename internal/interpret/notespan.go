package interpret

import "strings"

// An instruction is kept whole: the description of the home or the need
// that explains it ("there's a big dog so knock and wait", "she's a bit
// deaf so knock hard"), the request that frames it ("can the driver ring
// me when ..."), a contrast that finishes it ("..., not the landline") and
// the please or sorry said with it ("no lift sorry") all belong to the
// note. None of these words may say that someone is away, busy or unsure:
// such a clause is never folded into a note.

// reasonLinks join a description to the instruction that follows from it:
// "there's a dog so knock", "she's deaf and hard of hearing", "as", "cos".
// "so" is a filler, dropped before clauses are read, so it is looked for
// in the words as written.
var reasonLinks = words(`and as because cos coz since so`)

// yesStops end a yes before a description: "yes there's a dog so knock".
var yesStops = words(`yes ok okay alright sure fine great thanks thank cheers`)

// descriptionBars are words that never stand in a description folded into
// a note: an absence, a doubt, a bound on the window.
var descriptionBars = words(`away out work working holiday abroad busy hospital travelling traveling
	unavailable elsewhere might may maybe probably possibly hopefully perhaps could unless till until
	after from back late later leave leaving gone`)

// requestLeads frame an instruction as a request to the driver or a need
// of the one who will take it: "can the driver ring me when ...", "she
// needs a call 5 min before", "no need to call ahead".
var requestLeads = words(`can could would will the driver drivers delivery van you they he she please kindly
	should needs need noneed a an give me us her him to pls`)

// reasonBefore moves the start of an instruction found in the middle of a
// clause back over the description or request that leads into it.
func (rd *reading) reasonBefore(ci, lead, from int) int {
	ts := rd.clauses[ci].toks
	if from <= lead {
		return from
	}
	// the request that frames it: "can the driver", "she needs a"
	k := from
	for k > lead && (requestLeads[ts[k-1].w] || adviceWords[ts[k-1].w] || crewNames[ts[k-1].w]) {
		if w := ts[k-1].w; w == "will" && k-2 >= lead && selfWords[ts[k-2].w] {
			break // "I'll ring", the customer's own doing
		}
		k--
	}
	if k < from && !requestFrame(ts[k:from]) {
		k = from
	}
	from = k
	if from <= lead {
		return from
	}
	// the description it follows from, joined by "so", "as", "and"
	link := from
	if link > lead && reasonLinks[ts[link-1].w] {
		link--
	} else if !rd.soBetween(ts[from-1], ts[from]) {
		return from
	}
	d := descStart(ts, lead, link)
	for d < link && (reasonLinks[ts[d].w] || determiners[ts[d].w] && d+1 < link && reasonLinks[ts[d+1].w]) {
		d++
	}
	if link-d < 2 || !rd.describes(ts[d:link]) {
		return from
	}
	for d > 0 && ts[d-1].start == ts[d].start {
		d--
	}
	return d
}

// descStart returns where a description ending at ts[end] begins: after
// any statement of being in before it ("we'll be in there's a big dog").
func descStart(ts []token, lead, end int) int {
	d := end
	for d > lead {
		w, prev := ts[d-1].w, ""
		if d-2 >= 0 {
			prev = ts[d-2].w
		}
		if yesStops[w] || presenceWords[w] && (beForms[prev] || prev == "be") && !(w == "in" && d < len(ts) && (ts[d].w == "a" || ts[d].w == "an")) {
			break
		}
		d--
	}
	return d
}

// requestFrame reports words before an instruction that ask the driver or
// say who needs it: they name the driver, "you", or a need.
func requestFrame(ts []token) bool {
	for _, t := range ts {
		if adviceWords[t.w] || crewNames[t.w] {
			return true
		}
		switch t.w {
		case "driver", "drivers", "you", "they", "he", "she", "need", "needs", "noneed", "give", "van", "delivery":
			return true
		}
	}
	return false
}

// describes reports words that describe the home, its way in or a need of
// the one who answers, and nothing else: some word names a part of the
// property, a pet or a need, none says someone is away or unsure, and every
// word is one an instruction may be made of.
func (rd *reading) describes(ts []token) bool {
	if (anyWord(ts, selfWords) || anyWord(ts, outingPersons) || anyRelation(ts)) && selfOuting(ts) {
		return false // "I'm at the garage so knock"
	}
	noun := false
	pet := petSubject(ts)
	for i, t := range ts {
		if pet && petHedges[t.w] || pet && petGetsOut(ts, i) {
			continue // "the cat may try to escape so shut the door", "our cat gets out so ..."
		}
		if descriptionBars[t.w] && !landmarkAfter(ts, i) || weekdayOrMonth(t.w) || clockWord(ts, i) || hedges[t.w] || softHedges[t.w] ||
			awayPlace(ts, i) {
			return false
		}
		noun = noun || describingWord(t.w) || circumstances[t.w]
		if !rd.placed(t, true, false, false, false, nil) {
			return false
		}
	}
	return noun
}

// outingPersons may be put at a place as well as the writer: "she's at the
// garden centre".
var outingPersons = words(`he she they hes shes theyre`)

// anyRelation reports a relation among the words: "my son's at the farm shop".
func anyRelation(ts []token) bool {
	for _, t := range ts {
		if relations[t.w] != "" {
			return true
		}
	}
	return false
}

// petHedges may doubt what a pet or a baby will do, not who will be in.
var petHedges = words(`may might could probably possibly will try`)

// petSubject reports words that open on a pet or a baby as the subject:
// "the cat may try to escape", "the dog will probably bark".
func petSubject(ts []token) bool {
	k := 0
	for k < len(ts) && determiners[ts[k].w] && !selfWords[ts[k].w] {
		k++
	}
	if k >= len(ts) || k+1 >= len(ts) {
		return false
	}
	w := ts[k].w
	return (instructionWords.words[w] == "pets" && circumstances[w] || w == "baby" || w == "babies") && !absenceWords[ts[k+1].w]
}

// describingWord reports a word that names a part of the property, the way
// in, a pet, or a need of the one who answers ("deaf", "wheelchair").
func describingWord(w string) bool {
	if functionWord(w) || notAlone[w] || negations[w] || driverVerbs[w] || phoneVerbs[w] {
		return false
	}
	if _, ordinal := ordinals[w]; ordinal {
		return false
	}
	if circumstances[w] {
		return true
	}
	switch instructionWords.words[w] {
	case "access", "find", "parking", "carry", "pets":
		return true
	}
	return needWords[w] && !needFollows[w]
}

// aside reports a short clause that finishes the instruction before it
// with a contrast: "please call 07700 900123, not the landline", "the
// annex, not the main house", "number 14a not 14".
func (rd *reading) aside(ci int) bool {
	ts := rd.clauses[ci].toks
	if len(ts) < 2 || len(ts) > 4 || ts[0].w != "not" || rd.clauses[ci].question {
		return false
	}
	for _, t := range ts[1:] {
		if selfWords[t.w] || presenceWords[t.w] || descriptionBars[t.w] || weekdayOrMonth(t.w) || timeWords[t.w] ||
			!rd.placed(t, true, false, false, false, nil) {
			return false
		}
	}
	return true
}

// detailAfter reports a short clause that only adds a detail of the home
// to the note before it: "lift is out of order, 2nd floor", "ring the
// bell, flat 3b". Every word is a number, a small word or a word of the
// property, one at least of the property, and none says who is in.
func (rd *reading) detailAfter(ci int) bool {
	ts := rd.clauses[ci].toks
	if len(ts) == 0 || len(ts) > 4 || rd.clauses[ci].question {
		return false
	}
	noun := false
	for _, t := range ts {
		switch {
		case propertyWord(t.w) && !selfWords[t.w] && !presenceWords[t.w]:
			noun = true
		case numberLike(t.w) || determiners[t.w] && !selfWords[t.w]:
		default:
			return false
		}
	}
	return noun
}

// contrastTail reports a "not" that ends a description with the place it
// is not: "the number is on the wall not the door". What follows is a
// determiner and a word or two of the property, nothing else.
func contrastTail(ts []token, i int) bool {
	rest := ts[i+1:]
	if ts[i].w == "not" && len(rest) == 1 && houseNumber(rest[0].w) && i > 0 && houseNumber(ts[i-1].w) {
		return true // "we're number 14a not 14"
	}
	if ts[i].w != "not" || i < 2 || len(rest) < 2 || len(rest) > 3 || !determiners[rest[0].w] {
		return false
	}
	for _, t := range rest[1:] {
		if !propertyWord(t.w) && !weakNouns[t.w] {
			return false
		}
	}
	return true
}

// need reports a clause that tells of a need of the one who answers the
// door, with what follows from it: "I use a wheelchair so it may take me a
// minute to get to the door". It returns the clause's first word after any
// leading "yes".
func (rd *reading) need(ci int) (int, bool) {
	if from, ok := rd.edgeNote(ci); ok {
		return from, true // "please don't come before 8, we have a newborn": windowedge.go
	}
	c := rd.clauses[ci]
	if c.question {
		return 0, false
	}
	lead := afterLeads(c.toks)
	ts := c.toks[lead:]
	need := false
	for _, t := range ts {
		need = need || needWords[t.w] && !needFollows[t.w]
	}
	if len(ts) < 3 || !need {
		return 0, false
	}
	for i, t := range ts {
		takes := (t.w == "may" || t.w == "might") && i+1 < len(ts) && (ts[i+1].w == "take" || ts[i+1].w == "takes")
		if (descriptionBars[t.w] || hedges[t.w]) && !takes || awayPlace(ts, i) ||
			weekdayOrMonth(t.w) && !takes || clockWord(ts, i) && t.w != "time" {
			return 0, false
		}
		if !rd.placed(t, true, false, false, false, nil) {
			return 0, false
		}
	}
	return wordStart(c.toks, lead), true
}

// needWords name a need of the one who answers the door, or what follows
// from it (lexicon/en/instructions.txt); needFollows only say what follows.
var (
	needWords   = instructionWords.set("need")
	needFollows = words(`takes take minute minutes moment while get door answer hear knock loud loudly bit hard slow slowly`)
)

// pleaseWords are said with an instruction and kept with it, before or
// after: "pls text when on way", "no lift sorry", "llamen al movil porfa".
var pleaseWords = words(`please pls plz plse plez plis porfa porfavor xfa sorry soz svp prosze proszę`)

// noteSignOffs close a reply in the languages read: a note ends before them.
var noteSignOffs = words(`thanks thx ty cheers gracias grazie merci obrigado obrigada obg dziekuje dziękuję dzieki dzięki
	diolch mersi multumesc mulțumesc shukriya shukria pozdrawiam saludos abraço bjs beijos x xx xxx`)

// pleaseAfter moves the end of a note on over a please or a sorry said
// right after it, before any break; in another language, over any word
// its lexicon reads as nothing ("gate ka code 7788 hai"), but a thanks.
func (rd *reading) pleaseAfter(end int) int {
	rest := rd.text[end:]
	if i := strings.IndexAny(rest, ".,;:!?\n()-"); i >= 0 {
		rest = rest[:i]
	}
	for _, tok := range rd.toks {
		if tok.start >= end && tok.start-end < len(rest) {
			rest = rest[:tok.start-end]
			break
		}
	}
	at, kept := 0, 0
	for _, f := range strings.Fields(rest) {
		at = strings.Index(rest[at:], f) + at + len(f)
		w := strings.ToLower(f)
		if w == "por" || w == "per" {
			continue // "por favor", "per favore"
		}
		if !pleaseWords[w] && w != "favor" && w != "favore" && w != "though" && w != "tho" && w != "then" && (rd.lang == nil || noteSignOffs[w]) {
			break
		}
		kept = at
	}
	return end + kept
}

// clockWord reports a word of when at ts[i]: "tomorrow", "morning", "pm";
// the "am" of "I'm" is none.
func clockWord(ts []token, i int) bool {
	return timeWords[ts[i].w] && !(ts[i].w == "am" && i > 0 && ts[i-1].w == "i")
}

// reasonClauses adds to the instruction clauses found the clause just
// before one, in the same sentence, that only gives its reason: "on nights
// so I'll be asleep - ring the bell 3 times".
func (rd *reading) reasonClauses(ncs []noteClause) []noteClause {
	var out []noteClause
	for k, nc := range ncs {
		ci := nc.clause
		prev := ci - 1
		if prev >= 0 && (k == 0 || ncs[k-1].clause != prev) && rd.clauses[prev].sentence == rd.clauses[ci].sentence {
			c := rd.clauses[prev]
			lead := descStart(c.toks, noteLead(c.toks), len(c.toks))
			r := c.toks[lead:]
			short := len(r) <= 8 && (anyWord(r, circumstances) || len(r) <= 3)
			if !c.question && len(r) > 0 && ((short || noAnswerTail(r)) && rd.describes(r) || numberMissing(c)) {
				low := -1
				if k > 0 {
					low = ncs[k-1].clause
				}
				out = append(out, rd.detailsBefore(prev, low)...)
				out = append(out, noteClause{prev, lead, len(c.toks)})
			}
		}
		out = append(out, nc)
	}
	return out
}

// detailsBefore are the short details of the home said in the same
// sentence just before clause ci and after clause low, a note already:
// in "flat 12, 2nd floor, there is a lift" the flat goes with the floor.
func (rd *reading) detailsBefore(ci, low int) []noteClause {
	var out []noteClause
	for p := ci - 1; p > low && rd.clauses[p].sentence == rd.clauses[ci].sentence && rd.detailAfter(p); p-- {
		out = append([]noteClause{{p, 0, len(rd.clauses[p].toks)}}, out...)
	}
	return out
}

// serviceWords name a service that comes with the delivery: declining one
// ("we're not using the removal service after all", "no need for
// assembly") tells the crew what not to do.
var serviceWords = words(`removal removals remove disposal dispose recycling recycle assembly assemble
	installation install fitting unpacking unpack unwrap packaging`)

// declined reports a clause that declines a service of the delivery, and
// says nothing of anyone being in or away: "we're not using the removal
// service", "we don't need assembly". It returns the clause's first word
// after any leading "yes".
func (rd *reading) declined(ci int) (int, bool) {
	c := rd.clauses[ci]
	lead := noteLead(c.toks)
	ts := c.toks[lead:]
	if c.question || !anyWord(ts, serviceWords) || !anyWord(ts, negations) && !anyWord(ts, words(`noneed dont`)) {
		return 0, false
	}
	for i, t := range ts {
		if presenceWords[t.w] || absenceWords[t.w] || t.w == "nobody" || t.w == "noone" || hedges[t.w] ||
			clockWord(ts, i) || weekdayOrMonth(t.w) || windowBounds[t.w] && !(t.w == "after" && i+1 < len(ts) && ts[i+1].w == "all") {
			return 0, false
		}
		if !serviceWords[t.w] && !rd.placed(t, true, false, false, false, nil) {
			return 0, false
		}
	}
	return wordStart(c.toks, lead), true
}

// noAnswerTail reports a clause that ends on what to do if nobody comes to
// the door: "I'll be in the garden if you don't get an answer".
func noAnswerTail(ts []token) bool {
	k := -1
	for i, t := range ts {
		if t.w == "if" {
			k = i
		}
	}
	if k < 0 {
		return false
	}
	neg := false
	for _, t := range ts[k+1:] {
		switch t.w {
		case "not", "no", "nobody":
			neg = true
		case "answer", "answers", "hear", "reply":
			return neg
		}
	}
	return false
}

// reasonAfter returns where the instruction in clause ci, from its word
// from, ends: at the end of the clause, or before a reason given after it
// that puts the customer somewhere else ("call me when close as I'll be at
// the shops"), which is then read as any other words are.
func (rd *reading) reasonAfter(ci, from int) int {
	ts := rd.clauses[ci].toks
	for j := from + 1; j < len(ts); j++ {
		link := reasonLinks[ts[j].w] && ts[j].w != "and" || rd.soBetween(ts[j-1], ts[j])
		if !link {
			continue
		}
		tail := ts[j:]
		if _, ok := instruction(tail); ok {
			continue // "the lane is narrow so park at the pub": the instruction itself
		}
		for i, t := range tail {
			outBack := t.w == "out" && i+2 < len(tail) && (tail[i+1].w == "the" && tail[i+2].w == "back" ||
				tail[i+1].w == "in" && tail[i+2].w == "the" && i+3 < len(tail) && homeDoings[tail[i+3].w])
			if absenceWords[t.w] && !outBack && !busyAtHome(tail, i) || awayPlace(tail, i) || weekdayOrMonth(t.w) && t.w != "may" {
				return j
			}
		}
		if anyWord(tail, selfWords) && selfOuting(tail) {
			return j
		}
	}
	return len(ts)
}

// soBetween reports a "so", dropped as a filler, written between two
// words: "there's a dog so knock", or a word another language's lexicon
// glosses as "so" ("copilul doarme deci nu sunați").
func (rd *reading) soBetween(a, b token) bool {
	if a.end >= b.start {
		return false
	}
	if strings.Contains(" "+strings.ToLower(rd.text[a.end:b.start])+" ", " so ") {
		return true
	}
	for _, t := range rd.all {
		if rd.lang != nil && t.w == "so" && t.start >= a.end && t.end <= b.start {
			return true // "deci", "felly": glossed as "so"
		}
	}
	return false
}

// ratherThan reports words after a verb of calling that set it against
// another way to reach the door: "text me rather than ring the bell",
// "call instead of knocking". The whole clause is the instruction.
func ratherThan(ts []token) bool {
	for _, t := range ts[:min(len(ts), 3)] {
		switch t.w {
		case "rather", "instead":
			return true
		case "me", "us":
			continue
		}
		return false
	}
	return false
}

// afterLeads is the index of the first word of ts after any leading
// "yes", "ok" or "please" (noteLeads).
func afterLeads(ts []token) int {
	lead := 0
	for lead < len(ts) && noteLeads[ts[lead].w] {
		lead++
	}
	return lead
}

// wordStart steps back from ts[k] to the first token of the written word
// it was expanded from: "won't" is "will not", both at one place.
func wordStart(ts []token, k int) int {
	for k > 0 && ts[k-1].start == ts[k].start {
		k--
	}
	return k
}
