package interpret

import "strings"

// Readings that kept a plain answer from closing, or closed one too
// eagerly: a tag question after a yes, "don't bother calling", a yes said
// in annoyance at being asked again, a request to be called back, an
// absence that is only a condition.

// tagAux and tagPronouns make a tag question: "won't they", "isn't it",
// "aren't you" (read as "will not they", "is not it").
var (
	tagAux      = words(`will would is are was were do does did can could have has shall`)
	tagPronouns = words(`they it he she you we i`)
	tagFollow   = words(`then yes right love mate though`)
)

// tagNot reports whether the "not" at ts[j] is part of a tag question at
// the end of a clause ("they're coming Tuesday, aren't they"), which asks
// for agreement and turns nothing down.
func tagNot(ts []token, j int) bool {
	if ts[j].w != "not" || j == 0 || j+1 >= len(ts) || !tagAux[ts[j-1].w] || !tagPronouns[ts[j+1].w] {
		return false
	}
	return j+2 == len(ts) || tagFollow[ts[j+2].w]
}

// botherNot reports whether the "not" at ts[j] only says there is no need
// to do something or that it matters little: "don't bother calling", "don't worry", "doesn't matter".
func botherNot(ts []token, j int) bool {
	return ts[j].w == "not" && j > 0 && j+1 < len(ts) && (ts[j-1].w == "do" || ts[j-1].w == "does" || ts[j-1].w == "need") &&
		(ts[j+1].w == "bother" || ts[j+1].w == "worry" || ts[j+1].w == "matter")
}

// harmlessNot reports a "not" that negates no one being in.
func harmlessNot(ts []token, j int) bool {
	return tagNot(ts, j) || botherNot(ts, j) || notAway(ts, j) || notHearing(ts, j) || slowNot(ts, j)
}

// notAway reports a "not" that denies an absence: "I don't go out much",
// "I don't work Tuesdays", "we won't be going anywhere".
func notAway(ts []token, j int) bool {
	for k := j + 1; k < min(len(ts), j+4); k++ {
		switch w := ts[k].w; {
		case w == "out" || w == "away" || w == "anywhere" || w == "work" || w == "working":
			return true
		case presenceWords[w] || presenceVerbs[w]:
			return false
		}
	}
	return false
}

// alreadyWords say the customer has answered before: "I've already said
// yes", "told you already".
var alreadyVerbs = words(`said told answered replied confirmed responded texted`)

// alreadyAnswered reports a reply that says it has answered before ("yes
// now stop ringing me, I've already said yes"): a "stop calling" in it is
// annoyance at being asked again, not a wish to hear nothing more about
// the delivery.
func (rd *reading) alreadyAnswered() bool {
	yes := false
	for _, c := range rd.clauses {
		yes = yes || rd.yesClause(c)
	}
	if !yes {
		return false // "stop calling me, I already replied to the email"
	}
	for _, c := range rd.clauses {
		ts := c.toks
		for i, t := range ts {
			if t.w != "already" {
				continue
			}
			for k := max(0, i-2); k < min(len(ts), i+3); k++ {
				if alreadyVerbs[ts[k].w] {
					return true
				}
			}
		}
	}
	return false
}

// callBackRules ask to be contacted later rather than answering: "can you
// call back later", "I'm driving", "I can't talk right now".
var callBackRules = ruleSet(0.6, "asks to be contacted later rather than answering",
	"call|ring|phone|text|try me|us back", "call|ring|phone|text|try back|later",
	"can|could you call|ring|phone|try again later|back", "can not|cannot talk|speak|answer",
	"reply|text|call|ring|get back * later", "bad time", "am|is driving $", "am|is driving can|could",
	"in the middle of something")

// busyNow say the customer cannot answer at the moment: "I'm driving",
// "in a meeting", "ring back later".
var busyNow = words(`later driving drive car minute moment middle meeting busy talk speak hour now work`)

// callers ask for a person to call back, which is wanting a person.
var callers = words(`someone somebody anyone anybody person manager human shop office`)

// callBack finds a request to be contacted later. A day named with it
// ("can't do Tuesday, ring me back to rearrange") is read for the day.
func (rd *reading) callBack() *match {
	m := rd.find(callBackRules, false)
	if m == nil {
		return nil
	}
	busy := false
	for _, t := range rd.all {
		busy = busy || busyNow[t.w]
	}
	if !busy {
		return nil // "pls call me back" asks for a person
	}
	for _, t := range rd.toks {
		if callers[t.w] {
			return nil // "can someone from the shop ring me back": a person asked for
		}
		if isWeekday(t.w) || t.w == "tomorrow" || t.w == "week" || t.w == "day" {
			return nil
		}
		if _, ok := digitOrdinal(t.w); ok {
			return nil
		}
	}
	return m
}

// conditionWords open a clause that only supposes: "unless I get called
// into work", "if I'm not in".
var conditionWords = words(`unless if incase case whether`)

// supposed reports whether ts[p] follows a condition word in its clause.
func supposed(ts []token, p int) bool {
	for k := 0; k < p; k++ {
		if conditionWords[ts[k].w] {
			return true
		}
	}
	return false
}

// antecedent finds who "he" or "she" stands for: the one person named
// with a relation or a title before it, in the same clause or earlier
// ("my other half Lee's on nights so he'll be home", "my brother Gareth
// Jones is staying with us, he'll be in"). With none, or more than one,
// the pronoun stays unnamed.
func (rd *reading) antecedent(upto int, who person) person {
	away := map[int]bool{}
	for _, f := range rd.fs {
		if f.absent && f.who.kind == pOther {
			away[f.clause] = true // "my husband Tom's away, ..." names who is not in
		}
	}
	var found []person
	for ci := 0; ci <= upto && ci < len(rd.clauses); ci++ {
		if away[ci] {
			continue
		}
		ts := rd.clauses[ci].toks
		for i := 0; i < len(ts); i++ {
			given := firstNames[ts[i].w] && !rd.customerWord(ts[i]) &&
				!(i+1 < len(ts) && (ts[i+1].w == "here" || ts[i+1].w == "speaking")) // "Jane here": the one writing
			if !determiners[ts[i].w] && !titles[ts[i].w] && !given {
				continue
			}
			slot := slotOnly
			if given {
				slot = slotFree // "Pete next door has said he'll take it in"
			}
			p, ok := parsePerson(ts, i, slot)
			if !ok || p.kind != pOther || len(p.name) == 0 || (p.relation == "" && p.title == "" && !given) {
				continue
			}
			found = append(found, p)
			i = p.j - 1
		}
	}
	if len(found) != 1 {
		return who
	}
	return found[0]
}

// presentIn reports a clause that says, firmly, that someone will be in:
// after "yeah no" it is the answer ("yeah no that's fine I'm in Tuesday").
func (rd *reading) presentIn(ci int) bool {
	for _, f := range rd.fs {
		if f.clause == ci && !f.absent && !f.hedged && !f.question && f.who.kind != pNone && f.who.kind != pNobody {
			return true
		}
	}
	return false
}

// awayBefore reports an absence said before ts[j] in its clause: "nobody's
// in", "I'm away", "we won't be back".
func awayBefore(ts []token, j int) bool {
	for k := 0; k < j; k++ {
		if ts[k].w == "nobody" || ts[k].w == "not" || ts[k].w == "never" || absenceWords[ts[k].w] {
			return true
		}
	}
	return false
}

// freeRules ask what is free rather than pick a slot: "is there anything
// on the 27th", "do you have any slots Friday". The offered slots are sent
// for the customer to pick from.
var freeRules = ruleSet(0.7, "asks what is free",
	"^ is|are there anything|any|something|space|room|availability|slots|slot",
	"^ do|does you|they have anything|any|availability|slots|space",
	"^ anything|any availability|slots|space on|for|next")

func (rd *reading) asksWhatIsFree() bool {
	return rd.find(freeRules, false) != nil
}

// requestRules ask the sender for something: "can you narrow it down",
// "could they come earlier". The booked window named beside a request is
// what the request is about, not a yes to it.
var requestRules = ruleSet(0.5, "asks for something", "can|could|would you|they|we", "is it possible")

func (rd *reading) requests() bool {
	notes := map[int]bool{}
	for _, nc := range rd.noteClauses() {
		notes[nc.clause] = true // "can they ring first" tells the driver what to do
	}
	for _, m := range rd.findAll(requestRules, false) {
		if !notes[rd.sents[m.sent].clause[m.start]] {
			return true
		}
	}
	return false
}

// thingHedge reports a hedge said of a thing, not of anyone being in:
// "the satnav might take them to the wrong end", "the cat will try to
// escape", "it may take me a minute to get to the door". "It might be" is
// not one: what it might be is open.
func thingHedge(s sentence, i, e int) bool {
	// "hope they've got 2 people", "hopefully they can manage": a hope
	// about the crew, not about anyone being in
	if w := s.toks[i].w; w == "hope" || w == "hopefully" {
		c := e
		if c < len(s.toks) && (s.toks[c].w == "the" || s.toks[c].w == "your") {
			c++
		}
		if c < len(s.toks) && s.clause[c] == s.clause[i] && crewWords[s.toks[c].w] {
			for k := c; k < len(s.toks) && s.clause[k] == s.clause[i]; k++ {
				if presenceWords[s.toks[k].w] || absenceWords[s.toks[k].w] {
					return false // "hopefully they'll be in"
				}
			}
			return true
		}
	}
	if homeHedge(s, i, e) || driverNeed(s, i, e) || crewRouteHedge(s, i, e) || crewNeed(s, i, e) || slowDoor(s, i, e) {
		return true // "knock hard as I might be on a call", "you might need to take the feet off"
	}
	if _, ok := entryDoubt(s, i); ok {
		return false // "the flat may be locked": entrydoubt.go
	}
	k := i - 1
	for k >= 0 && s.clause[k] == s.clause[i] && hedgeAux[s.toks[k].w] {
		k--
	}
	if e >= len(s.toks) || s.clause[e] != s.clause[i] || s.toks[e].w == "be" {
		return false // "yes it might": what it might do is open
	}
	if w := s.toks[i].w; w == "it" || w == "that" {
		return true // "it should fit through", the hedge's own subject a thing
	}
	if k < 0 || s.clause[k] != s.clause[i] {
		return false
	}
	w := s.toks[k].w
	if w == "it" || w == "that" || w == "this" {
		return true
	}
	if shutHomes[w] && anyWord(s.toks[e:clauseEnd(s, i)], shutWords) {
		return false // "the flat may be locked": whether anyone can open
	}
	switch instructionWords.words[w] {
	case "access", "find", "carry", "pets", "parking":
		return !selfWords[w] && relations[w] == "" && !personNouns[w] && !notAlone[w]
	}
	return accounted.words[w] == "order" || w == "satnav"
}

var hedgeAux = words(`will would can could may might shall`)

// thingHedges returns where the words of hedges said of things start
// (thingHedge), which a confirmation may hold.
func (rd *reading) thingHedges() map[int]bool {
	out := map[int]bool{}
	for _, s := range rd.vsents() {
		for i := range s.toks {
			if w := s.toks[i].w; (w == "hope" || w == "hopefully") && thingHedge(s, i, i+1) {
				out[s.toks[i].start] = true
			}
			for _, r := range hedgeRules {
				if e, ok := matchAt(r.pat, s, i); ok && e > i && thingHedge(s, i, e) {
					end := hedgeHeldEnd(s, i, e) // "probably be asleep", "prob need the legs off": held too
					for k := i; k < end; k++ {
						out[s.toks[k].start] = true
					}
				}
			}
		}
	}
	return out
}

// backBy reports a day named as when someone is back, not as a pick:
// "nobody's in until the weekend", "I'm back Monday night".
func backBy(ts []token, j int) bool {
	switch ts[j].w {
	case "back":
		// "I'm back Wednesday", "..., back Wednesday", "we get back Friday"
		if j > 0 && beForms[ts[j-1].w] {
			return true
		}
		return (j == 0 || returnLeads[ts[j-1].w]) && j+1 < len(ts) && (isWeekday(ts[j+1].w) || ts[j+1].w == "on")
	case "till":
		return awayBefore(ts, j)
	case "since":
		return true // "waiting since September"
	}
	return false
}

// returnLeads come before "back" when it tells of a return: "and back
// Friday", "we get back Wednesday".
var returnLeads = words(`and then get gets getting got not`)

var stayWords = words(`stay staying stopping over round`)

// atSomeones reads "at my mum's", "at Sarah's", "at hers" as being away:
// at someone else's home ("No, I'll be at my mum's"), where "'s" would
// otherwise read as "is" and the relation as someone who will be in.
func atSomeones(ts []token) []token {
	var out []token
	for i := 0; i < len(ts); i++ {
		t := ts[i]
		if t.w != "at" || t.isBreak() || i+1 >= len(ts) || i == 0 || !beForms[ts[i-1].w] && !stayWords[ts[i-1].w] {
			out = append(out, t)
			continue
		}
		if w := ts[i+1].w; w == "hers" || w == "his" && (i+2 == len(ts) || ts[i+2].isBreak()) {
			u := ts[i+1]
			u.w = "away"
			out = append(out, u)
			i++
			continue
		}
		j := i + 1
		if determiners[ts[j].w] {
			j++
		}
		if j+1 < len(ts) && ts[j+1].w == "is" && ts[j+1].raw == ts[j].raw && strings.HasSuffix(strings.ToLower(ts[j].raw), "'s") &&
			(relations[ts[j].w] != "" || firstNames[ts[j].w]) {
			u := ts[j]
			u.w = "away"
			out = append(out, u)
			i = j + 1
			continue
		}
		out = append(out, t)
	}
	return out
}

// leftOpen reports "leave the gate open", "leave the door unlocked": a
// way in left for the driver, not the parcel left with nobody; and "bring
// it round the back", the way to carry it in.
func leftOpen(ts []token, i int) bool {
	if ts[i].w == "bring" {
		for j := i + 1; j < min(len(ts), i+4); j++ {
			if w := ts[j].w; w == "round" || w == "around" || w == "through" || w == "up" || w == "upstairs" || w == "into" {
				return true
			}
		}
	}
	for j := i + 1; j < min(len(ts), i+6); j++ {
		switch ts[j].w {
		case "open", "unlocked", "ajar", "latch":
			return true
		case "it", "them", "parcel", "package", "sofa", "box":
			return false
		}
	}
	return false
}

// sharedSubject finds the subject a verb after "and" (at ts[k]) shares
// with the clause before it: "my neighbour Marie has a key and will be
// in". Another person counts when named with a relation, a title or a
// known given name at the start of the clause; anything else is the
// customer, as a verb with no subject is.
func sharedSubject(ts []token, k int) person {
	if k >= 1 {
		if p, ok := parsePerson(ts[:k], 0, slotFree); ok && p.kind == pOther && (len(p.name) > 0 || p.relation != "") {
			return p
		}
	}
	return person{kind: pSelf}
}

// rebookWords move the delivery rather than end the order: "cancel and
// rebook", "cancel Tuesday and rearrange".
var rebookWords = words(`rebook rearrange reschedule rebooking rearranging`)

func (rd *reading) rebooks() bool {
	for _, t := range rd.toks {
		if rebookWords[t.w] {
			return true
		}
	}
	return false
}

// asksWhoIsThere reports a sentence asking what the customer is talking
// to: "is this a real person", "are you a robot".
func asksWhoIsThere(s sentence) bool {
	ts := s.toks
	return len(ts) > 2 && (ts[0].w == "is" && ts[1].w == "this" || ts[0].w == "are" && ts[1].w == "you" ||
		ts[0].w == "am" && ts[1].w == "i")
}

// selfPlace reports a clause that says where the customer lives: "we're
// the white cottage just past the farm", "I'm above the chip shop".
func selfPlace(ts []token) bool {
	return len(ts) > 3 && (ts[0].w == "i" && ts[1].w == "am" || ts[0].w == "we" && ts[1].w == "are") &&
		placeLeadWords[ts[2].w]
}

var placeLeadWords = words(`the a at opposite next behind above below near by past number flat down up round`)

// covers reports whether the hours a to b, said without am or pm ("8 till
// 1", "7 till 6"), take in the whole booked window: someone there all of
// it. An end at or before the start is in the afternoon.
func (d dates) covers(a, b int) bool {
	from, to := a*60, b*60
	if to <= from {
		to += 12 * 60
	}
	_, booked := d.fitWindow(func(f, t int) bool { return from <= f && t <= to })
	return booked
}

// otherSubject reports a clause whose subject is someone other than the
// customer and that says nothing of the customer: "the kids'll be at
// school", "my husband's at work".
func (rd *reading) otherSubject(ci int) bool { return otherSubjectIn(rd.clauses[ci].toks) }

func otherSubjectIn(ts []token) bool {
	i := 0
	for i < len(ts) && noteLeads[ts[i].w] {
		i++
	}
	p, ok := parsePerson(ts, i, slotOnly)
	if !ok || p.kind != pOther || p.j >= len(ts) || !beForms[ts[p.j].w] && ts[p.j].w != "will" && ts[p.j].w != "has" {
		return false
	}
	for _, t := range ts[p.j:] {
		if selfWords[t.w] {
			return false
		}
	}
	return true
}

// noAnswerIf reports "if no answer", "if I don't hear the bell": what the
// driver should do when the door is not answered, not a condition on
// anyone being in ("shout through the letterbox if I don't hear the bell").
// Leaving the parcel then is a plan for nobody in, and stays a condition.
func noAnswerIf(s sentence, i int) bool {
	for _, t := range s.toks {
		if leaveVerbs[t.w] || t.w == "put" {
			return false // "if I don't answer leave it with the neighbour": a plan for nobody in
		}
	}
	neg := false
	for j := i + 1; j < len(s.toks) && j < i+7 && s.clause[j] == s.clause[i]; j++ {
		switch s.toks[j].w {
		case "no", "not":
			neg = true
		case "answer", "answers", "hear", "reply":
			return neg
		}
	}
	return false
}

// crewWords name the delivery crew after a hope: "hope they've got two".
var crewWords = words(`they driver drivers lads guys men crew delivery`)
