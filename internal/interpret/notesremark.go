package interpret

// Two remarks finish the instruction or description before them and belong
// to its note:
//   - a part of the home that does not work, said right after an
//     instruction: "please ring the bell, the knocker doesn't work",
//     "text when outside, the buzzer is not working";
//   - a reassurance about the pet or baby just described: "the dog will
//     bark but he's fine", "there's a dog, she's harmless".
// Neither may say anything of anyone being in or away: "the knocker doesn't
// work and I might be out" is no remark, and a person ("my husband") is no
// pet.

// workWords after "not" say a thing is out of order: "doesn't work".
var workWords = words(`work works working`)

// brokenAfter reports a short clause after an instruction that says a part
// of the home does not work: "the knocker does not work", "buzzer not
// working", "the doorbell is not working properly".
func (rd *reading) brokenAfter(ci int) bool {
	c := rd.clauses[ci]
	ts := c.toks[noteLead(c.toks):]
	if c.question || len(ts) < 3 || len(ts) > 7 {
		return false
	}
	k := 0
	for k < len(ts) && determiners[ts[k].w] && !selfWords[ts[k].w] {
		k++
	}
	part := k
	for k < len(ts) && (propertyWord(ts[k].w) || accessNouns[ts[k].w] || weakNouns[ts[k].w]) {
		k++
	}
	if k == part {
		return false
	}
	for k < len(ts) && (beForms[ts[k].w] || ts[k].w == "does" || ts[k].w == "do" || ts[k].w == "has" || ts[k].w == "been") {
		k++
	}
	if k+1 >= len(ts) || ts[k].w != "not" || !workWords[ts[k+1].w] {
		return false
	}
	for _, t := range ts[k+2:] {
		if t.w != "properly" && t.w != "anymore" && t.w != "either" && t.w != "very" && t.w != "well" {
			return false
		}
	}
	return true
}

// reassurances say a pet or a baby is no trouble: "he's fine".
var reassurances = words(`fine ok okay alright harmless friendly gentle soft lovely daft good safe`)

// petReassured reports a short clause that only reassures about the pet or
// baby described at the end of the clause before it, in the same sentence:
// "... the dog will bark but he's fine". It returns its first word after a
// leading "but".
func (rd *reading) petReassured(ci int) (int, bool) {
	if ci == 0 {
		return 0, false
	}
	c, prev := rd.clauses[ci], rd.clauses[ci-1]
	lead := noteLead(c.toks)
	ts := c.toks[lead:]
	if c.question || prev.sentence != c.sentence || len(ts) < 3 || len(ts) > 5 {
		return 0, false
	}
	switch ts[0].w {
	case "he", "she", "it", "they":
	default:
		return 0, false
	}
	if !beForms[ts[1].w] {
		return 0, false
	}
	for _, t := range ts[2 : len(ts)-1] {
		if t.w != "really" && t.w != "very" && t.w != "totally" && t.w != "completely" && t.w != "quite" && t.w != "perfectly" {
			return 0, false
		}
	}
	if !reassurances[ts[len(ts)-1].w] {
		return 0, false
	}
	d := descStart(prev.toks, noteLead(prev.toks), len(prev.toks))
	tail := prev.toks[d:]
	if len(tail) < 2 || !petSubject(tail) || !rd.describes(tail) {
		return 0, false
	}
	return lead, true
}

// otherNote reports the clauses kept in notes that are neither an
// instruction nor a description of the home: a declined service, a
// reassurance about a pet.
func (rd *reading) otherNote(ci int) (int, bool) {
	if from, ok := rd.declined(ci); ok {
		return from, ok
	}
	if from, ok := rd.carryWhy(ci); ok {
		return from, ok
	}
	if from, ok := rd.petPlaced(ci); ok {
		return from, ok
	}
	if from, ok := rd.homeDetail(ci); ok {
		return from, ok // homedetail.go
	}
	if from, ok := petIgnored(rd.clauses[ci]); ok {
		return from, ok // notespetrunon.go
	}
	return rd.petReassured(ci)
}

// crewNames name the ones who bring the delivery, in a request that frames
// an instruction: "can the delivery men take their shoes off", "could the
// lads use the side door", "can your team call when outside".
var crewNames = words(`men guys lads team crew courier couriers fitters installers porters`)

// "your" names the crew too: "can your driver ring ahead".
func init() { requestLeads["your"] = true }

// remarkAfter reports a short clause that finishes the instruction just
// before it: a part of the home that does not work, or the customer's own
// reason for it ("please call 30 mins before, I'm on the top floor and
// will need to come down to open the main door").
func (rd *reading) remarkAfter(ci int) bool {
	return rd.brokenAfter(ci) || rd.selfReason(ci) || patienceAfter(rd.clauses[ci]) || consentAfter(rd.clauses[ci]) || rd.petKept(ci) || numberMissing(rd.clauses[ci]) || roadReason(rd.clauses[ci]) || faintAfter(rd.clauses[ci])
}

// numberShown are the words of a remark that the house number is not to
// be seen: "number's not on it", "the number isn't on the door".
var numberShown = words(`the our its it is not no on up there door gate house front wall visible shown showing
	written anywhere any missing fell off fallen sign yet`)

// numberMissing reports a short clause, after a description of the home,
// that only says its number is not to be seen.
func numberMissing(c clause) bool {
	return !c.question && numberMissingIn(c.toks[noteLead(c.toks):])
}

// numberMissingIn reports words that only say the house number is not to
// be seen: "the house number isn't up yet".
func numberMissingIn(ts []token) bool {
	if len(ts) < 3 || len(ts) > 8 || !anyWord(ts, words(`number numbers`)) {
		return false
	}
	for _, t := range ts {
		if !numberShown[t.w] && t.w != "number" && t.w != "numbers" {
			return false
		}
	}
	return anyWord(ts, words(`not no missing off`))
}

// petKeeping are the words of a clause that says the pet just described
// will be kept out of the way: "but he'll be shut in the kitchen", "we
// shut him away", "il inchidem" (glossed "him shut"). petKeepVerbs do the
// keeping.
var (
	petKeeping = words(`he she it they him her them we i will be is are shut locked kept put away in inside
		upstairs downstairs out the a kitchen garden room bedroom utility back front yard conservatory shed
		lounge cage crate always usually anyway`)
	petKeepVerbs = words(`shut locked kept put`)
)

// petKept reports a short clause, right after one that names a pet, that
// only says the pet will be kept out of the way.
func (rd *reading) petKept(ci int) bool {
	if ci == 0 {
		return false
	}
	c := rd.clauses[ci]
	ts := c.toks[noteLead(c.toks):]
	if c.question || len(ts) < 2 || len(ts) > 9 || !anyWord(rd.clauses[ci-1].toks, petWords) {
		return false
	}
	verb := false
	for _, t := range ts {
		if !petKeeping[t.w] && !petKeepVerbs[t.w] {
			return false
		}
		verb = verb || petKeepVerbs[t.w]
	}
	return verb
}

// consentOwners may give leave for an instruction: "they don't mind", "the
// landlord said it's fine". consentWords are the rest of such a remark, and
// consentCore the words that give the leave.
var (
	consentOwners = words(`they he she owner owners landlord landlady pub shop neighbours neighbour neighbors neighbor
		staff manager`)
	consentWords = words(`the said say says told us me have has already given do does not dont doesnt is are it
		its that fine ok okay alright with them him her honestly really usually always never mind`)
	consentCore = words(`dontmind doesntmind mind permission allowed fine ok okay alright`)
)

// consentAfter reports a short clause after an instruction that only says
// whoever owns the place it names gives leave: "use the pub car park, they
// don't mind", "park on the farm track, the farmer said it's fine". Its
// subject is another ("I don't mind" says nothing for the driver) and it
// says nothing of anyone being in or away.
func consentAfter(c clause) bool {
	ts := c.toks[noteLead(c.toks):]
	if c.question || len(ts) < 2 || len(ts) > 8 {
		return false
	}
	k := 0
	if ts[0].w == "the" {
		k++
	}
	if k >= len(ts) || !consentOwners[ts[k].w] {
		return false
	}
	core := false
	for _, t := range ts[k+1:] {
		if !consentWords[t.w] && !consentCore[t.w] && !consentOwners[t.w] {
			return false
		}
		core = core || consentCore[t.w]
	}
	return core
}

// patienceWords ask the driver to wait for the door, after the need that
// explains it: "please be patient and wait", "bear with me", "give us a
// minute". patienceCore are the words that do the asking.
var (
	patienceWords = words(`please pls kindly just be patient and wait bear with me us give a minute moment
		second sec bit little`)
	patienceCore = words(`patient wait bear`)
)

// patienceAfter reports a short clause made only of words that ask the
// driver to wait: "please be patient and wait", "bear with me".
func patienceAfter(c clause) bool {
	ts := c.toks[noteLead(c.toks):]
	if c.question || len(ts) == 0 || len(ts) > 7 || !anyWord(ts, patienceCore) {
		return false
	}
	for _, t := range ts {
		if !patienceWords[t.w] {
			return false
		}
	}
	return true
}

// selfReason reports a clause that says where or how the customer is at
// home, and what answering the door will take them: "I'm on the top floor
// and will need to come down", "we're upstairs and have to come down to
// open the door". It names a part of the home or a need, every word may
// stand in an instruction, and it says nothing of anyone away, unsure, or
// of a day or an hour. "will" stands only before "need" or "have".
func (rd *reading) selfReason(ci int) bool {
	c := rd.clauses[ci]
	ts := c.toks[noteLead(c.toks):]
	if c.question || len(ts) < 4 || len(ts) > 20 || !selfWords[ts[0].w] || !beForms[ts[1].w] && ts[1].w != "have" {
		return false
	}
	noun := false
	for i, t := range ts {
		if t.w == "will" && !(i+1 < len(ts) && (ts[i+1].w == "need" || ts[i+1].w == "have")) {
			return false
		}
		if descriptionBars[t.w] || hedges[t.w] || softHedges[t.w] || absenceWords[t.w] || awayPlace(ts, i) ||
			weekdayOrMonth(t.w) || clockWord(ts, i) || negations[t.w] {
			return false
		}
		noun = noun || describingWord(t.w) || needWords[t.w] && !needFollows[t.w]
		if t.w != "will" && instructionWords.words[t.w] == "" && !rd.placed(t, true, false, false, false, nil) {
			return false
		}
	}
	return noun
}
