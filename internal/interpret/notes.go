package interpret

import "strings"

// Delivery instructions are read clause by clause: a clause is an
// instruction when it tells the driver what to do at the door (an
// imperative such as "leave", "use", "ring", "knock"), names a part of the
// property the driver needs (a gate code, the back entrance, the shed,
// parking), says when to call or text ahead, or places the person who will
// take it ("my neighbour Sue at number 12"). The word classes below are the
// data those tests read; a new wording is one more word in a class.
var (
	// driverVerbs, opening a clause, tell the driver what to do.
	driverVerbs = words(`leave put use ring knock buzz press park pop drop bring try ask beep hoot shout
		come go pull reverse avoid mind deliver hand post push place stick chuck let beware wear remove
		follow trust turn keep continue head watch shut close take carry`)
	// phoneVerbs tell the driver to get in touch first; they are an
	// instruction only with a word of when ("call when 10 minutes away"),
	// since "call me" alone asks for a person.
	phoneVerbs = words(`call phone text ring message msg buzz bell whatsapp`)
	phoneWhen  = words(`when before once ahead first arrive arriving arrival approaching close nearby
		outside minutes mins minute min away beforehand advance if`)
	// accessNouns name what the driver needs to reach the door or leave
	// the parcel: any of them makes the clause an instruction.
	accessNouns = words(`gate code keycode passcode pin buzzer intercom doorbell bell knocker entrance porch
		shed garage parking carpark driveway lift elevator stairs stairwell keysafe lockbox keybox
		letterbox doorstep reception concierge alley alleyway lane cul-de-sac bins bin`)
	// sideWords say which way round: "the back", "the side gate". They count
	// before an access noun or a door, or after "round the".
	sideWords = words(`back side front rear`)
	sideLeads = words(`round around through via`)
	// weakNouns are places an instruction may name ("by the door", "in
	// the garden") that alone say nothing: "I'll answer the door". They
	// count after a driver verb in the same clause.
	weakNouns = words(`door garden drive fence step steps window house flat floor`)
	// circumstances explain an instruction just given: "don't ring the
	// bell, baby asleep". They count only in the clause after one.
	circumstances = words(`baby asleep sleeping sleep nap dog dogs cat deaf nightshift nights bite bites
		barks barking loud loudly quiet funny fussy touchy grumpy complain complains
		carpet carpets flooring floors laminate varnished polished puppy pup kitten cats escape escapes`)
	// noteLeads open a clause without being part of the instruction:
	// "yes, ...", "ok but ...".
	noteLeads = words(`yes ok alright sure fine great thanks thank you and but so also oh then plus note know`)
	// driverLeads may stand before a driver verb and belong to the
	// instruction: "please leave it", "just knock", "don't ring".
	driverLeads = words(`please just do not never can could would you kindly if possible maybe`)
	// handVerbs give the parcel to a person.
	handVerbs = words(`leave give hand pass ask deliver drop bring`)
	// subjectWords before a verb make it the customer's: "they leave".
	subjectWords = words(`you they he she it who that which`)
	// timeWords after a verb make it a rebooking: "bring it tomorrow".
	timeWords = words(`today tomorrow tonight morning afternoon evening week weekend later date day
		instead time oclock am pm`)
	// distanceWords before "away" measure the driver's way, not the
	// customer's absence: "call when 10 minutes away".
	distanceWords = words(`minutes mins minute min hour hours mile miles stop stops km`)
)

// notes gives the delivery instructions in the reply, in the customer's
// words: each run of instruction clauses as written, trimmed of a leading
// "yes" or "but", runs joined by "; ". It is "" when there are none.
func (rd *reading) notes() string {
	var runs []string
	runStart, runEnd, last := -1, -1, -2
	flush := func() {
		if runStart >= 0 {
			runEnd = rd.noteTail(runEnd) // "it's 3 flights up tho" (notestail.go)
			for runEnd < len(rd.text) && (rd.text[runEnd] == '!' || rd.text[runEnd] == '.') {
				runEnd++ // the run's closing stop, as written: "watch your heads!"
			}
			runEnd = rd.noteTail(closeBracket(rd.text, runStart, runEnd)) // "(not ours) just be careful"
			if s := strings.TrimSpace(strings.Trim(rd.text[runStart:runEnd], " ,;:-")); s != "" {
				runs = append(runs, s)
			}
		}
		runStart, runEnd = -1, -1
	}
	bound := 0 // where the clause's own words may begin
	for _, nc := range rd.noteClauses() {
		ci, c := nc.clause, rd.clauses[nc.clause]
		if rd.carryReason(ci) {
			continue // the reason for a question passed on (notespetkept.go)
		}
		if prev := rd.clauses[max(ci-1, 0)].toks; ci > 0 && len(prev) > 0 {
			bound = prev[len(prev)-1].end
		}
		start, end := rd.leadIn(bound, c.toks[stutterFrom(c.toks, nc.from, nc.to)].start), c.toks[nc.to-1].end
		if nc.to == len(c.toks) {
			end = rd.pleaseTail(rd.pleaseAfter(end))
		}
		if last != ci-1 || runEnd >= 0 && rd.clauses[last].toks[len(rd.clauses[last].toks)-1].end > runEnd {
			flush() // after a note cut short, a new run
		}
		if runStart < 0 {
			runStart = start
		}
		runEnd = end
		last = ci
	}
	flush()
	return strings.Join(runs, "; ")
}

// noteClause is a clause that instructs the driver, from its word from
// up to its word to.
type noteClause struct{ clause, from, to int }

// noteClauses finds the clauses that are instructions to the driver, and
// the clauses that only explain the one before ("baby asleep"), in order.
func (rd *reading) noteClauses() []noteClause {
	var out []noteClause
	last := -2
	for ci, c := range rd.clauses {
		if rd.extraQuestion(ci) {
			continue // passed on as a question (questionextra.go)
		}
		if rd.askedNotTold(ci) {
			last = ci // answered, not kept; what explains it still is (callquestion.go)
			continue
		}
		from, ok := instruction(c.toks)
		if ok && (selfAt(c.toks[from:]) || rd.awayOnly(ci) || conditionOnly(c.toks)) {
			ok = false // "I'm at the garage": where the customer is
		}
		if ok {
			from = rd.runOnWhole(ci, getLead(c.toks, rd.soDescription(ci, noteLead(c.toks), rd.reasonBefore(ci, noteLead(c.toks), from))))
		}
		if !ok && last == ci-1 && (circumstance(c.toks) || openAfter(c.toks) || rd.aside(ci) || namedAfter(c.toks) || rd.detailAfter(ci) || rd.remarkAfter(ci) || rd.colonValue(ci)) {
			from, ok = 0, true
		}
		if !ok {
			from, ok = rd.description(ci)
		}
		if !ok {
			from, ok = rd.need(ci)
		}
		if !ok {
			from, ok = rd.hedgeNote(ci)
		}
		if !ok {
			from, ok = rd.otherNote(ci)
		}
		if ok {
			from = noteBack(c.toks, from) // "please note we have 2 dogs" keeps its "note"
			out = append(out, noteClause{ci, from, rd.reasonAfter(ci, from)})
			last = ci
		}
	}
	return rd.reasonClauses(out)
}

// description reports a clause that tells the driver how to find or reach
// the door without an imperative: "it's the house with the blue door",
// "access is via the car park at the rear", "the doorway is narrow". It
// names a part of the property (lexicon/en/instructions.txt), says nothing
// of anyone being in or away, asks nothing, and every word of it is a word
// an instruction may be made of. It returns the index of its first word
// after any leading "yes" or "also".
func (rd *reading) description(ci int) (int, bool) {
	c := rd.clauses[ci]
	if c.question {
		return 0, false
	}
	lead := afterLeads(c.toks)
	if k := rd.runOnPaused(ci, lead); k > lead {
		lead = k // "yes i'm in it's the flat above the chip shop"
	} else {
		for _, f := range rd.fs {
			if f.clause == ci {
				return 0, false
			}
		}
	}
	if len(c.toks)-lead < 3 {
		return 0, false
	}
	noun := false
	ts := c.toks[lead:]
	if len(ts) > 2 && (ts[1].w == "name" && ts[2].w == "is" || personDoing(ts)) {
		return 0, false // "his name's Kev", "he's doing the kitchen": who, not where
	}
	if (anyWord(ts, outingPersons) || anyRelation(ts)) && selfOuting(ts) {
		return 0, false // "she's at the church", "my son's at the pub": out, not the home
	}
	self := (selfPlace(ts) || selfOn(ts) || selfHave(ts) || selfLive(ts)) && !selfOuting(ts)
	for i, t := range ts {
		thingMay := (t.w == "may" || t.w == "might") && i > 0 && (ts[i-1].w == "it" || ts[i-1].w == "this")
		if selfWords[t.w] && !self || modals[t.w] && !placeTo(ts, i) && !driverMay(ts, i) && !roomTo(ts, i) || conditionOpens[ts[0].w] || negations[t.w] && !contrastTail(ts, i) && !noAccess(ts, i) ||
			descriptionBars[t.w] && t.w != "back" && !thingMay && !landmarkAfter(ts, i) || weekdayOrMonth(t.w) && !thingMay || clockWord(ts, i) || backAndForth(ts, i) ||
			self && (awayPlace(ts, i) || relations[t.w] != "" || relations[strings.TrimSuffix(t.w, "s")] != "") { // "we live at my mum's now"
			return 0, false // "I'll be back by 2", "it won't fit through the door"
		}
		// "the second one" names no part of the property
		noun = noun || describingWord(t.w)
		if instructionWords.words[t.w] == "" && !rd.placed(t, true, false, false, false, nil) {
			return 0, false
		}
	}
	if !noun {
		return 0, false
	}
	return wordStart(c.toks, lead), true
}

// phoneNumberIn reports a phone number among the words: "call him on 07400
// 111222" tells the driver how to reach the signer.
func phoneNumberIn(ts []token) bool {
	digits := 0
	for _, t := range ts {
		if isDigits(t.w) {
			digits += len(t.w)
		}
	}
	return digits >= 10
}

// contactWords before a phone number give the driver a way to call.
var contactWords = words(`mobile number landline phone cell mob tel telephone whatsapp`)

// negations turn a description into a problem: "it won't fit".
var negations = words(`not no never nor cannot`)

// functionWord reports a word that carries no content of its own.
func functionWord(w string) bool { return accounted.words[w] == "function" }

// leadIn moves start back over the words written just before it that lead
// into an instruction but were dropped as fillers ("please", "just"),
// never before bound.
func (rd *reading) leadIn(bound, start int) int {
	for start > bound {
		before := strings.TrimRight(rd.text[bound:start], " ")
		i := strings.LastIndexAny(before, " ,;.!") + 1
		w := strings.ToLower(before[i:])
		if !driverLeads[w] && !pleaseWords[w] && !(w == "favor" || w == "favore") {
			if s, ok := rd.glossedPlease(bound, start); ok {
				start = s // "Va rog sunati", "Proszę bardzo dzwonić"
				continue
			}
			break
		}
		if w == "favor" || w == "favore" { // "por favor", "per favore"
			if j := strings.LastIndexAny(before[:max(i-1, 0)], " ,;.!") + 1; i > 0 && (strings.EqualFold(before[j:i-1], "por") || strings.EqualFold(before[j:i-1], "per")) {
				i = j
			}
		}
		start = bound + i
	}
	return start
}

// instruction reports whether a clause is an instruction to the driver,
// and the index of its first word that belongs to it.
func instruction(ts []token) (int, bool) {
	lead := noteLead(ts)
	if lead == len(ts) {
		return 0, false
	}
	verb := -1
	for i := lead; i < len(ts); i++ {
		w := ts[i].w
		if driverVerbs[w] && toDriver(ts, i) && objectOrPlace(ts, i) && !nounUse(ts, i) {
			verb = i
			break
		}
		if phoneVerbs[w] && !heardNoun(ts, i) && !neverBefore(ts, i) && (anyWord(ts[i+1:], phoneWhen) || phoneNumberIn(ts[i+1:]) || ratherThan(ts[i+1:])) {
			verb = i
			break
		}
	}
	if verb >= 0 && handOnly(ts, verb) {
		verb = -1
	}
	found, noun := verb >= 0, -1
	for i := lead; i < len(ts) && !found; i++ {
		w := ts[i].w
		next, prev := "", ""
		if i+1 < len(ts) {
			next = ts[i+1].w
		}
		if i > 0 {
			prev = ts[i-1].w
		}
		switch {
		case (accessNouns[w] || len(w) > 4 && accessNouns[strings.TrimSuffix(w, "s")]) && !(w == "code" && (prev == "post" || prev == "discount")):
			found, noun = true, i
		case sideWords[w] && (accessNouns[next] || weakNouns[next] || next == "way"):
			found, noun = true, i
		case sideWords[w] && prev == "the" && i > 1 && sideLeads[ts[i-2].w]:
			found, noun = true, i-2 // "round the back"
		case (w == "shoes" || w == "boots" || w == "shoe") && next == "off":
			found = true // "shoes off please"
		case contactWords[w] && phoneNumberIn(ts[i:]):
			found = true // "my mobile is 07700 900456"
		case waitAsked(ts, i) || petWorry(ts, i) || patienceAsked(ts, i):
			found, noun = true, i // notesask.go
		}
	}
	// On the call a clause runs on: "yes i'll be in the gate code is 1234".
	// A noun after a statement of being in starts the instruction, with
	// its determiner.
	if noun > lead {
		k := noun
		for k > lead && (determiners[ts[k-1].w] || sideWords[ts[k-1].w] || accessNouns[ts[k-1].w] || ts[k-1].w == "no" ||
			weakNouns[ts[k-1].w] || ts[k-1].w == "top" || ts[k-1].w == "ground" || numberLike(ts[k-1].w)) {
			k-- // "it's a top floor flat no lift"
		}
		if k-2 > lead && (ts[k-2].w == "there" || ts[k-2].w == "it") && beForms[ts[k-1].w] {
			k -= 2 // "yeah im in theres no lift"
		}
		if k > lead && (k < noun || ts[k].w == "there" || codeAfterIn(ts, k-1) || ts[k-1].w == "in") && (beingIn(ts[lead:k]) || anyWord(ts[lead:k], absenceWords)) {
			lead = k
		}
	}
	if !found {
		found = placedPerson(ts[lead:]) && !anyWord(ts[lead:], personHedge)
	}
	if !found {
		return 0, false
	}
	// An instruction met in the middle of a clause starts at its verb,
	// with the words that lead into it, unless a condition opens the
	// clause ("if I'm out leave it in the shed"): then the whole clause.
	from := lead
	if verb > lead && !containsWord(ts[lead:verb], "if") {
		from = verb
		for from > lead && (driverLeads[ts[from-1].w] || phoneVerbs[ts[verb].w] && callWhenBefore[ts[from-1].w]) {
			from-- // "pehle phone kar de" (glossed "before call"): the when comes first
		}
		// a phone verb keeps its "please": "please text me when close"
		// An access detail just before the verb is part of the note:
		// "gate code 4321 and ring twice", "yes the key safe is 12 so let
		// yourself in".
		for i := lead; i < verb; i++ {
			if w := ts[i].w; accessNouns[w] && !(w == "code" && i > 0 && (ts[i-1].w == "post" || ts[i-1].w == "discount")) {
				k := i
				for k > lead && (determiners[ts[k-1].w] || sideWords[ts[k-1].w] || accessNouns[ts[k-1].w] || ts[k-1].w == "no") {
					k--
				}
				if k-2 >= lead && ts[k-2].w == "there" && beForms[ts[k-1].w] {
					k -= 2 // "there's no parking outside so ..."
				}
				from = min(from, k)
				break
			}
		}
	}
	// the two words of one contraction share a start
	for from > 0 && ts[from-1].start == ts[from].start {
		from--
	}
	return from, true
}

// noteLead returns the index of a clause's first word after a leading
// "yes", "ok" or "but".
func noteLead(ts []token) int {
	lead := 0
	for lead < len(ts) && noteLeads[ts[lead].w] {
		lead++
	}
	return lead
}

// toDriver reports whether the verb at ts[i] is said to the driver rather
// than of the customer: not after a subject or an auxiliary ("we leave at
// 9", "I'll try to be in"), save "can you", and not about a day or time
// ("bring it on Friday" rebooks, it does not instruct).
func toDriver(ts []token, i int) bool {
	if i > 0 {
		prev := ts[i-1].w
		asked := (prev == "you" || prev == "they") && i > 1 && (ts[i-2].w == "can" || ts[i-2].w == "could" || ts[i-2].w == "would" || ts[i-2].w == "will") ||
			prev == "to" && i > 1 && adviceWords[ts[i-2].w] && !goesOut(ts, i) || // "best to park at the church"
			prev == "to" && youNeed(ts, i-1) || // "you'll need to come in from the north end"
			prev == "to" && toldTo(ts, i-1) || // "tell them to come to the back door"
			auxWords[prev] && i > 1 && crewSubjects[ts[i-2].w] // "the van can park across the road"
		if !asked && !driverLeads[prev] && (selfWords[prev] || auxWords[prev] || subjectWords[prev]) {
			return false
		}
	}
	for k := i + 1; k < len(ts); k++ {
		if w := ts[k].w; isWeekday(w) || timeWords[w] && w != "instead" && !(w == "am" && ts[k-1].w == "i") { // "I'm" is no a.m.; "use the side gate instead"
			return false
		}
	}
	return true
}

// crewSubjects before a modal make the verb after it the driver's: "the van
// can park across the road", "drivers should use the back gate".
var crewSubjects = words(`van vans driver drivers lorry truck courier crew`)

// adviceWords before "to" make the verb after it advice to the driver:
// "best to park at the church", "easier to come round the back".
var adviceWords = words(`best better easiest easier quickest quicker safest safer simplest advisable`)

// goesOut reports "go to ...", "come in ...": said after "best to" it may
// be the customer's plan ("best to go to the shop first"), not the way to
// the door ("best to go round the back").
func goesOut(ts []token, i int) bool {
	if w := ts[i].w; w != "go" && w != "come" && w != "pop" && w != "drop" {
		return false
	}
	return i+1 >= len(ts) || !(ts[i+1].w == "round" || ts[i+1].w == "around" || ts[i+1].w == "through" || sideWords[ts[i+1].w])
}

// objectOrPlace reports whether the driver verb at ts[i] is used as an
// instruction: followed by something to act on or a place, not "leave"
// as in "we leave at 9" or "try" as in "I'll try to be in".
func objectOrPlace(ts []token, i int) bool {
	if i+1 >= len(ts) {
		// a bare verb ends the clause: "just knock", "please ring"
		return ts[i].w == "knock" || ts[i].w == "ring" || ts[i].w == "buzz" || ts[i].w == "beep" || ts[i].w == "hoot" || ts[i].w == "shout"
	}
	next := ts[i+1].w
	switch ts[i].w {
	case "try":
		return next == "nextdoor" || next == "the" || next == "number" || next == "at" || accessNouns[next]
	case "go", "come", "pull", "reverse":
		return next == "round" || next == "around" || next == "to" || next == "through" || next == "up" ||
			next == "down" || next == "in" || next == "into" || sideWords[next]
	case "ask":
		return next == "for" || next == "at" || next == "the" || next == "reception" || next == "concierge"
	case "ring", "buzz":
		return next != "me" && next != "us" // "ring me" asks for a call
	case "knock", "beep", "hoot", "shout", "press", "wear", "remove":
		return true
	case "follow": // "follow signs for the farm shop", "follow the track"; not "follow up"
		return next == "the" || next == "signs" || next == "sign" || next == "signposts" || next == "directions" || accessNouns[next]
	case "turn", "keep", "continue", "head":
		// "turn left at the pub", "keep going past the farm sign"
		return next == "left" || next == "right" || next == "into" || next == "off" || next == "at" || next == "going" ||
			next == "straight" || next == "past" || next == "down" || next == "up" || next == "along" || next == "towards" || next == "on"
	case "let":
		// "don't let her out", "let yourself in"; "let me know" asks for word
		return next == "her" || next == "him" || next == "them" || next == "the" || next == "yourself" || next == "it"
	case "shut", "close":
		// "shut the door behind you", "close the gate"; not "close by"
		return next == "the" || next == "it" || next == "them" || accessNouns[next] || weakNouns[next]
	case "take":
		// "take your shoes off", "take the feet off", "take the old sofa
		// away"; "take it" alone is taking the parcel in
		for _, t := range ts[i+2:] {
			if takeParticles[t.w] {
				return true
			}
		}
		return leavesOther(ts, i) // "take the packaging with you"
	case "mind", "avoid", "watch":
		// "mind the step", "watch your heads", "watch out for the dog"
		return next == "the" || next == "your" || next == "out" || circumstances[next] || accessNouns[next] || weakNouns[next]
	}
	// leave, put, use, park and the like need an object or a place
	return objectWords[next] || placeLeads[next] || numberLike(next) || next == "by" || next == "outside" || next == "behind" ||
		next == "under" || next == "round" || next == "around" || next == "through" || next == "on" || next == "up" ||
		next == "across" || next == "opposite" || next == "near" || next == "along" || next == "over" || next == "acrosstheroad" ||
		next == "down" || next == "inside" || next == "nextdoor" || accessNouns[next] || sideWords[next]
}

// placedPerson finds a person the clause says where to find: "my neighbour
// Sue at number 12", "Mrs Patel next door", "the concierge".
// A bare word before a number is not taken for a name ("the school pickup
// at 11"): the person needs a relation, a title, a name that looks like
// one, or no name at all ("next door").
func placedPerson(ts []token) bool {
	for i := range ts {
		// "she's at number 12", "he lives next door"
		if (ts[i].w == "he" || ts[i].w == "she" || ts[i].w == "they") && i+1 < len(ts) &&
			(beForms[ts[i+1].w] || ts[i+1].w == "lives" || ts[i+1].w == "live") {
			if place, _ := parsePlace(ts, i+2); place != "" {
				return true
			}
		}
		p, ok := parsePerson(ts, i, slotOnly)
		if !ok || p.kind != pOther || (p.place == "" && !placeRelations[p.relation]) {
			continue
		}
		if p.relation != "" || p.title != "" || len(p.name) == 0 || looksLikeName(p.name) ||
			p.place == "next door" || p.place == "across the road" {
			return true
		}
	}
	return false
}

// handOnly reports a clause that only says whom to give it to, with
// nothing about where they are: "leave it with Dave", "ask for Kevin". The
// name is the signer; the clause adds nothing for the driver.
func handOnly(ts []token, verb int) bool {
	if !handVerbs[ts[verb].w] || placedPerson(ts) {
		return false
	}
	for _, t := range ts[verb+1:] {
		if accessNouns[t.w] || weakNouns[t.w] || sideWords[t.w] || circumstances[t.w] || safePlaces[t.w] {
			return false
		}
	}
	_, ok := objectFrame(ts[verb:])
	return ok
}
