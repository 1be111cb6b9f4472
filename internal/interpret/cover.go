package interpret

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Confirm by proof. A reading that would close a confirmation (will_be_in,
// alternate_signer) stands only when every word of the reply is accounted
// for: a word of lexicon/en/accounted.txt (a yes, someone being in, the
// booked day, the order, a pleasantry, a filler, a relation), a number, a
// time or a date, a name, a word of a delivery instruction
// (lexicon/en/instructions.txt, inside a clause that instructs the driver),
// or our own message quoted back. Replies in other languages are read the
// same way, on their English gloss, after their own lexicon has accounted
// for every word they wrote. A word nothing accounts for is a reason to
// ask, never one to ignore: "yes purple elephant" is asked about, and the
// Reason names the words that could not be placed.

// wordClasses is a data file of words and phrases, each with its class.
type wordClasses struct {
	words     map[string]string
	phrases   map[string]string // words joined by one space
	maxPhrase int
	sets      map[string]map[string]bool // every class's words, a word may be in several
}

// set returns the words of one class.
func (wc *wordClasses) set(class string) map[string]bool {
	s, ok := wc.sets[class]
	if !ok {
		panic("lexicon: no class " + class)
	}
	return s
}

// loadClasses reads lexicon/en/<name>: lines of "class: words", and
// "phrase: words, words" for runs of words that stand together.
func loadClasses(name string) *wordClasses {
	data, err := lexiconFiles.ReadFile("lexicon/en/" + name)
	if err != nil {
		panic(fmt.Sprintf("lexicon en/%s: %v", name, err))
	}
	wc := &wordClasses{words: map[string]string{}, phrases: map[string]string{}, sets: map[string]map[string]bool{}}
	for n, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "//") {
			continue
		}
		class, list, ok := strings.Cut(line, ":")
		if !ok {
			panic(fmt.Sprintf("lexicon en/%s line %d: no ':'", name, n+1))
		}
		if class == "phrase" {
			for _, p := range strings.Split(list, ",") {
				if f := strings.Fields(strings.ToLower(p)); len(f) > 0 {
					wc.phrases[strings.Join(f, " ")] = class
					wc.maxPhrase = max(wc.maxPhrase, len(f))
				}
			}
			continue
		}
		if wc.sets[class] == nil {
			wc.sets[class] = map[string]bool{}
		}
		for _, w := range strings.Fields(list) {
			wc.sets[class][w] = true
			if _, dup := wc.words[w]; !dup { // the first class a word is listed in is its own
				wc.words[w] = class
			}
		}
	}
	return wc
}

var (
	accounted        = withoutFillers(loadClasses("accounted.txt"))
	instructionWords = loadClasses("instructions.txt")
)

// withoutFillers writes a list's phrases as they are matched: fillers are
// dropped before phrases are read, so "sorry for the late reply" is matched
// as "for the late reply".
func withoutFillers(wc *wordClasses) *wordClasses {
	phrases := map[string]string{}
	wc.maxPhrase = 0
	for p, class := range wc.phrases {
		f := slices.DeleteFunc(strings.Fields(p), func(w string) bool { return fillers[w] })
		if len(f) > 1 {
			phrases[strings.Join(f, " ")] = class
			wc.maxPhrase = max(wc.maxPhrase, len(f))
		}
	}
	wc.phrases = phrases
	return wc
}

// uncovered returns the words of the reply that nothing accounts for, as
// written, once each, in the order said; nil when every word is placed.
// f is the confirming finding: the clauses saying that someone other than
// the one who will be in is away are accounted for by it.
func (rd *reading) uncovered(f finding) []string {
	instr := map[int]noteClause{}
	for _, nc := range rd.noteClauses() {
		instr[nc.clause] = nc
	}
	elsewhere := map[int]bool{}
	for _, fr := range rd.fs {
		if fr.question {
			continue
		}
		// "the kids'll be at school but I'll be here"
		if f.intent == confirm.IntentWillBeIn && fr.who.kind == pOther {
			elsewhere[fr.clause] = true
		}
	}
	if f.intent == confirm.IntentWillBeIn {
		for ci := range rd.clauses {
			elsewhere[ci] = elsewhere[ci] || rd.otherSubject(ci) || rd.awayAfterWindowClause(ci) || rd.clearOfWindow(ci) || rd.offShiftMorning(ci) || rd.offShiftAwake(ci) || rd.nowAway(ci) || rd.pastThenInClause(ci) || rd.busyAtHomeClause(ci) || rd.pastAway(ci) || rd.asleepButIn(ci) || rd.otherDayClause(ci) || rd.mixUpClause(ci) // "the kids'll be at school", "home until midday then off to work", "I was away"
		}
	}
	if f.intent == confirm.IntentAlternateSigner {
		// the customer, or the household, being out is why another signs
		for ci := range rd.clauses {
			elsewhere[ci] = true
		}
	}
	// The words up to the last correction ("no wait, yes I'll be in",
	// "sorry ignore that, yes") are taken back by it: the last decisive
	// statement is what counts, so only the words after it need placing.
	at := lastCorrection(rd.vsents())
	signer := f.signer
	named := map[string]bool{}
	for _, w := range strings.Fields(strings.ToLower(signer)) {
		named[strings.Trim(w, ".,")] = true
	}
	var out []string
	seen := map[string]bool{}
	thingHedged := rd.thingHedges()
	whoHedged, routeHedged := rd.whoHedges(), rd.crewRouteHedges()
	for ci, c := range rd.clauses {
		if c.question && rd.requestTag(ci) {
			continue // "could you take the old sofa away? Is that possible": homehedge.go
		}
		nc, inInstruction := instr[ci]
		from, to := nc.from, nc.to
		// "it won't fit through the door": a clause that says no to
		// something is not a description the property words account for
		negated := false
		for k, t := range c.toks {
			negated = negated || (t.w == "not" || t.w == "never" || t.w == "cannot") && !rd.pastAside(ci, c.toks, k)
		}
		var asked []bool
		if f.asked != QuestionNone {
			asked = askedWords(c, f.asked) // "we'll be in, how long is the window?"
		}
		if rd.followTag(ci) {
			asked = extraWords(clause{toks: c.toks}) // "... is that possible?"
		}
		if all := rd.askedWhole(ci, f.asked); all != nil {
			asked = all // "who is this? Acme?": yesbareask.go
		}
		for i := 0; i < len(c.toks); i++ {
			if c.toks[i].start <= at || asked != nil && asked[i] {
				continue
			}
			if n := phraseAt(c.toks, i); n > 0 {
				i += n - 1
				continue
			}
			t := c.toks[i]
			doubt := (doubtBefore[t.w] && i+1 < len(c.toks) && c.toks[i+1].w == "be" || awayPlace(c.toks, i)) &&
				!(inInstruction && i >= from && i < to) && !elsewhere[ci] && !routeHedged[t.start]
			nameSlot := i > 0 && namePlaces[c.toks[i-1].w] || rd.customerWord(t)
			if titledName(c.toks, i) || changedEventWord(c.toks, i) || mistakenWord(c.toks, i) {
				continue // "Mrs Hughes's carer", "my shift got swapped" (eventchanged.go), "i thought you were a real person" (mistookfor.go)
			}
			if storyLaugh(t, c.toks[:i]) || rd.pastAside(ci, c.toks, i) || rd.offBooked(c.toks, i) || f.intent == confirm.IntentWillBeIn && !c.question && rd.storyWord(c.toks, i) {
				continue // a laugh at a story of the home or the order: laugh.go
			}
			if whoHedged[t.start] || rd.bellName(ci, i) || rd.callAtHomeWord(ci, t) {
				continue // the name on the bell ("Citofono: Rossi"), on a call at home (oncall.go)
			}
			if !doubt && (thingHedged[t.start] || rd.placed(t, inInstruction && i >= from && i < to, elsewhere[ci], negated, nameSlot, named)) {
				continue
			}
			w := strings.ToLower(strings.Trim(t.raw, ".,!?;:'\"()"))
			if w == "" {
				w = t.w
			}
			if !seen[w] {
				seen[w] = true
				out = append(out, w)
			}
		}
	}
	return out
}

// phraseAt returns the length of the accounted phrase starting at ts[i], or
// 0.
func phraseAt(ts []token, i int) int {
	for n := min(accounted.maxPhrase, len(ts)-i); n >= 2; n-- {
		var b strings.Builder
		for k := i; k < i+n; k++ {
			if k > i {
				b.WriteByte(' ')
			}
			b.WriteString(ts[k].w)
		}
		if _, ok := accounted.phrases[b.String()]; ok {
			return n
		}
	}
	return 0
}

// placed reports whether one word is accounted for.
func (rd *reading) placed(t token, inInstruction, elsewhere, negated, nameSlot bool, named map[string]bool) bool {
	w := t.w
	switch class := accounted.words[w]; {
	case w == "":
		return true
	case !inInstruction && !elsewhere && guarded[w]:
		return false // "yes out", "yes, do not come": see guarded
	case class == "elsewhere" && elsewhere, class != "" && class != "elsewhere":
		return true
	case inInstruction && (instructionWords.words[w] != "" || accessNouns[w] || driverVerbs[w] ||
		phoneVerbs[w] || phoneWhen[w] || sideWords[w] || weakNouns[w] || circumstances[w] || safePlaces[w]):
		return true
	case !negated && propertyWord(w):
		return true
	case rd.surname(t):
		return true
	case numberLike(w):
		return true
	case weekdayOrMonth(w):
		return true
	case relations[w] != "" || titles[w]:
		return true
	case named[w] || named[strings.ToLower(t.raw)]:
		return true
	case givenNames[w] && !commonWords[w] && !vocab[w] && (startsUpper(t.raw) || nameSlot):
		// a given name written as one, or, without its capital, where the
		// grammar puts a name ("my husband dave", "her name is rosa"):
		// "yes on the ward" is no name
		return true
	case rd.lang != nil && rd.lang.names[w]:
		return true // a given name of the reply's language: "Bedzie maz, Marek"
	case elsewhere && !t.sent && !t.shout && startsUpper(t.raw):
		return true // where one is instead, by its name: "on shift at the RVI", "working at Asda"
	case inInstruction && !t.sent && startsUpper(t.raw):
		return true // a street, a building, a shop: "Rosebery House"
	case rd.inAddress(t) || rd.senderName(t):
		return true // an email address given, our own name: "tom.jones@example.org", "Dear Acme Home"
	}
	return false
}

// numberLike reports a number, an ordinal, a time, a code or a flat number:
// "12", "24th", "8am", "10:30", "3b", "a12".
func numberLike(w string) bool {
	digits := 0
	for _, r := range w {
		if unicode.IsDigit(r) {
			digits++
		}
	}
	if _, _, ok := hourRange(w); ok || digits > 0 && digits*2 >= len(w)-1 { // "8am-12pm" too
		return true
	}
	if _, ok := cardinals[w]; ok {
		return true
	}
	if _, ok := ordinals[w]; ok {
		return true
	}
	return false
}

func weekdayOrMonth(w string) bool {
	if _, ok := weekdays[w]; ok {
		return true
	}
	_, ok := months[w]
	return ok
}

// proof holds a confirming finding to the rule above: when some words of
// the reply are not accounted for, it becomes a clarifying question.
func (rd *reading) proof(f finding) finding {
	if f.intent != confirm.IntentWillBeIn && f.intent != confirm.IntentAlternateSigner {
		return f
	}
	if f.basis == "yes" && rd.onlyAcknowledges() {
		return found(confirm.IntentUnclear, 0.45, "only acknowledges: it does not say anyone will be in, so asking again")
	}
	if rd.in.Expect == ExpectAnswer && rd.onlyPronoun() {
		return found(confirm.IntentUnclear, 0.4, "is only a pronoun: asking again")
	}
	if f.basis == "yes" && (rd.leavesIt() || rd.placeOnly() || rd.keyHolder()) {
		return found(confirm.IntentUnclear, 0.45, "says yes and where to leave it or who has a key, not that anyone will be in: asking again")
	}
	if f.intent == confirm.IntentAlternateSigner && rd.signerAway(f) {
		return found(confirm.IntentUnclear, 0.45, "names someone to take it and says they are away: asking again")
	}
	if rd.misSentLast() {
		return found(confirm.IntentUnclear, 0.45, "says the message was meant for someone else: asking again")
	}
	if w := rd.negatedPresence(f); w != "" {
		return found(confirm.IntentUnclear, 0.45, fmt.Sprintf("says someone will be in and also what they will not do (%q): asking again", w))
	}
	words := rd.uncovered(f)
	if len(words) == 0 {
		return f
	}
	if len(words) > 6 {
		words = append(words[:6], "...")
	}
	g := found(confirm.IntentUnclear, 0.45, fmt.Sprintf("has words I could not place (%s): asking again", strings.Join(words, ", ")))
	return g
}

// acknowledgements say the message was read, not that anyone will be in:
// "ok", "thanks for letting me know", "got it, thanks for the reminder".
var acknowledgements = words(`ok okay k kk thanks thank you cheers ta noted received seen got it
	for letting me us know the update message reminder info information heads up much many lot`)

// onlyAcknowledges reports a reply of nothing but "ok" or "thanks".
func (rd *reading) onlyAcknowledges() bool {
	for _, t := range rd.all {
		if !t.isBreak() && !acknowledgements[t.w] && !fillers[t.w] {
			return false
		}
	}
	return true
}

// notAlone are words of the instruction lists that may say someone is
// away, busy or unsure, or put off the delivery: outside a clause that
// instructs the driver they are not accounted for.
var notAlone = words(`away out busy work working leave wait hold time minutes mins minute later long first stop stopping site closed
	only before after until till never shift nights sleep sleeping asleep nap while seconds few couple
	take takes off remove removal dispose disposal old key keys`)

// propertyWord reports a word that describes the home, the way in, the
// order's carrying, pets or parking ("the doorway is narrow", "3rd floor,
// no lift", "the dog is friendly"): what customers add to a yes, accounted
// for anywhere in the reply.
func propertyWord(w string) bool {
	switch instructionWords.words[w] {
	case "access", "carry", "pets", "parking":
		return !notAlone[w]
	}
	return false
}

// presenceVerbs are the words of being in and taking the parcel that a
// negation in the same clause turns round: "she won't open the door".
var presenceVerbs = words(`in home here there around available open opening answer answering sign signing
	signs take taking receive receiving accept accepting let letting make`)

// leaveVerbsAlone put the parcel somewhere without a person: "just pop it
// in the lounge", "leave it in the porch".
var leaveVerbsAlone = words(`leave put pop drop post chuck stick place hide slide tuck`)

// leavesIt reports an instruction to leave the parcel somewhere: after a
// bare yes it says where to leave it, not that anyone will be in.
func (rd *reading) leavesIt() bool {
	if rd.leftOpen() {
		return true // "yes, I've left the back door open"
	}
	for _, nc := range rd.noteClauses() {
		ts := rd.clauses[nc.clause].toks
		for i := nc.from; i < len(ts); i++ {
			if leaveVerbsAlone[ts[i].w] && !leavesOther(ts, i) && !anyWord(ts[i:], handPeople) && !(i > 0 && (ts[i-1].w == "not" || ts[i-1].w == "never")) {
				return true
			}
		}
	}
	return false
}

// handPeople after a leave verb give the parcel to a person.
var handPeople = words(`with neighbour neighbours nextdoor concierge reception porter him her them`)

// negatedPresence returns the negation in a clause that is not an
// instruction and speaks of someone being in, opening the door or signing
// ("she won't open the door to anyone she doesn't know"), as written; ""
// when there is none. A clause that instructs the driver ("don't knock")
// is not one.
func (rd *reading) negatedPresence(f finding) string {
	instr := map[int]bool{}
	for _, nc := range rd.noteClauses() {
		instr[nc.clause] = true
	}
	// "I won't be in but my son Jack will": the customer's own absence is
	// why another signs, and another's absence leaves the customer in
	for _, fr := range rd.fs {
		if f.intent == confirm.IntentAlternateSigner && fr.who.kind != pOther ||
			f.intent == confirm.IntentWillBeIn && fr.who.kind == pOther {
			instr[fr.clause] = true
		}
		// "Jane's not here, it's her husband Paul": one named is away,
		// another named signs
		if f.intent == confirm.IntentAlternateSigner && fr.absent && fr.who.kind == pOther && len(fr.who.name) > 0 &&
			f.signer != "" && rd.signer(fr.who) != f.signer {
			instr[fr.clause] = true
		}
	}
	for ci, c := range rd.clauses {
		if c.question {
			continue
		}
		if w := rd.selfCannotReach(c.toks); w != "" {
			return w // "yes but I can't get down the stairs to open the door", "I can't hear knocking"
		} else if instr[ci] {
			continue
		}
		neg := -1
		presence := false
		for i, t := range c.toks {
			if (t.w == "not" || t.w == "never" || t.w == "cannot") && !harmlessNot(c.toks, i) && !rd.pastAside(ci, c.toks, i) {
				neg = i // "I can't get down the stairs to open the door"
			}
			presence = presence || presenceVerbs[t.w]
		}
		if neg >= 0 && presence && !(f.intent == confirm.IntentAlternateSigner && writerOnly(c.toks, neg)) {
			return c.toks[neg].raw
		}
	}
	return ""
}

// onlyPronoun reports a reply of nothing but "we" or "me".
func (rd *reading) onlyPronoun() bool {
	n := 0
	for _, t := range rd.toks {
		if t.isBreak() {
			continue
		}
		if !selfWords[t.w] {
			return false
		}
		n++
	}
	return n > 0
}

// placePrepositions open a clause that only names a place: "in the garden".
var placePrepositions = words(`in on by behind under at inside outside`)

// placeOnly reports a clause that names a place and nothing else ("yes,
// in the garden"): where someone will be, or where to leave it? Asked.
func (rd *reading) placeOnly() bool {
	for _, c := range rd.clauses {
		ts := c.toks
		if len(ts) >= 2 && placePrepositions[ts[0].w] && safePlaces[ts[len(ts)-1].w] {
			return true
		}
	}
	return false
}

// keyHolder reports someone else holding a key ("my neighbour's got a
// key"): a way in for an empty house, not someone in.
func (rd *reading) keyHolder() bool {
	for _, c := range rd.clauses {
		if anyWord(c.toks, words(`key keys`)) {
			for _, t := range c.toks {
				if relations[t.w] != "" {
					return true
				}
			}
		}
	}
	return false
}

// emailAddress finds the email addresses in a reply.
var emailAddress = regexp.MustCompile(`[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}`)

// inAddress reports a word that is part of an email address in the reply.
func (rd *reading) inAddress(t token) bool {
	if !strings.Contains(rd.text, "@") {
		return false
	}
	for _, m := range emailAddress.FindAllStringIndex(rd.text, -1) {
		if t.start >= m[0] && t.end <= m[1] {
			return true
		}
	}
	return false
}
