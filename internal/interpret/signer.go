package interpret

import (
	"strings"
	"unicode"
)

// relations name a person by who they are to the customer, mapped to one
// spelling. A relation that says the person is not at the address
// (placeRelations: a neighbour, a concierge) makes the words naming them a
// delivery note.
var relations = map[string]string{
	"husband": "husband", "wife": "wife", "partner": "partner", "spouse": "partner", "son": "son",
	"daughter": "daughter", "boy": "son", "lad": "son", "mum": "mum", "mother": "mother", "dad": "dad",
	"father": "father", "brother": "brother", "sister": "sister", "grandson": "grandson",
	"granddaughter": "granddaughter", "gran": "gran", "nan": "nan", "grandad": "grandad",
	"grandmother": "grandmother", "grandfather": "grandfather", "uncle": "uncle", "aunt": "aunt",
	"auntie": "aunt", "aunty": "aunt", "cousin": "cousin", "nephew": "nephew", "niece": "niece",
	"stepson": "stepson", "stepdaughter": "stepdaughter", "stepmum": "stepmum", "stepdad": "stepdad",
	"fiance": "fiance", "fiancee": "fiancee", "boyfriend": "boyfriend", "girlfriend": "girlfriend",
	"flatmate": "flatmate", "housemate": "housemate", "roommate": "roommate", "lodger": "lodger",
	"tenant": "tenant", "carer": "carer", "cleaner": "cleaner", "nanny": "nanny",
	"childminder": "childminder", "babysitter": "babysitter", "builder": "builder", "builders": "builders",
	"decorator": "decorator", "decorators": "decorators", "plumber": "plumber", "electrician": "electrician",
	"gardener": "gardener", "handyman": "handyman", "housekeeper": "housekeeper", "friend": "friend",
	"mate": "friend", "pal": "friend", "colleague": "colleague", "boss": "boss", "assistant": "assistant",
	"kids": "kids", "kid": "kid", "child": "child", "children": "kids", "teenager": "teenager",
	"parents": "parents", "inlaws": "in-laws", "motherinlaw": "mother-in-law",
	"fatherinlaw": "father-in-law", "soninlaw": "son-in-law", "daughterinlaw": "daughter-in-law",
	"landlord": "landlord", "landlady": "landlady", "neighbour": "neighbour", "neighbours": "neighbour",
	"concierge": "concierge", "porter": "porter", "reception": "reception", "receptionist": "receptionist",
	"caretaker": "caretaker", "doorman": "doorman", "warden": "warden", "family": "family",
	"relative": "relative", "brotherinlaw": "brother-in-law", "sisterinlaw": "sister-in-law",
	"sons": "sons", "daughters": "daughters", "boys": "sons", "girls": "daughters", "grandkids": "grandchildren",
	"grandchildren": "grandchildren", "brothers": "brothers", "sisters": "sisters", "friends": "friends",
}

var placeRelations = words(`neighbour concierge porter reception receptionist caretaker doorman warden
	landlord landlady`)

var (
	determiners  = words(`my our the a an me his her their your this that`)
	selfWords    = words(`i me we us myself ourselves`)
	someoneWords = words(`someone anyone everyone people`)
	personNouns  = words(`lady man woman guy bloke chap fella fellow gentleman gent couple girl people lads`)
	titles       = map[string]bool{"mr": true, "mrs": true, "ms": true, "miss": true, "mx": true, "dr": true}
	adjectives   = words(`elderly eldest oldest youngest older younger little big lovely step grown adult
		teenage good best`)
	placeWords  = words(`nextdoor number flat house apartment apt unit acrosstheroad opposite upstairs downstairs`)
	placeLeads  = words(`at from in of who lives living on the over`)
	titleCanon  = map[string]string{"mr": "Mr", "mrs": "Mrs", "ms": "Ms", "miss": "Miss", "mx": "Mx", "dr": "Dr"}
	nameJoiners = words(`and or`)
)

// personKind says who a mention of a person points at.
type personKind int

const (
	pNone    personKind = iota
	pSelf               // the customer: "I", "we", "me or my wife"
	pSomeone            // someone of the household, unnamed: "someone", "one of us"
	pNobody             // "nobody", "no one"
	pOther              // another person, named or described: "my son Jack", "Mrs Patel"
)

// person is one mention of a person.
type person struct {
	kind     personKind
	relation string  // canonical relation, "son", "neighbour"
	place    string  // where they are: "no 12", "next door"
	title    string  // "Mrs"
	name     []token // the words of the name
	j        int     // index just after the mention
}

// nameSlot says how sure the words around a word make it that a name
// stands there.
type nameSlot int

const (
	// slotFree is anywhere a name or another word may stand: "Tom will be
	// in", "yes, Tom". Only a known given name is taken for a name there.
	slotFree nameSlot = iota
	// slotOnly is where little but a name can stand: after a relation ("my
	// lodger Piotr"), "her name is", "ask for", "leave it with", after a
	// first name (a surname), in answer to "who will be in?". A word the
	// interpreter does not otherwise know is taken for a name there too.
	slotOnly
	// slotTitle is after "Mr", "Mrs": a surname, which may be any word
	// that is not a plain English one ("Mrs Green", "Mr Hall").
	slotTitle
)

// nameWord reports whether t may be a word of a person's name in a slot.
// A word of names_stop.txt (a room, a day, a greeting, a shop) never is,
// but after a title. A given name that is also a word ("Mark", "Hope") is
// a name only written with a capital in a reply that is not all capitals,
// or after a relation or title. A word known to be neither is a name only
// where little else can stand; there, where strict, a word ending in -ly,
// -ed or -ing is taken for a misspelt adverb or verb ("deffinitly will be
// in", "I'm retired").
func nameWord(t token, strict bool, slot nameSlot) bool {
	w := t.w
	if t.fixed {
		w = strings.ToLower(t.raw)
	}
	w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "'")
	if w == "will" || w == "may" || len(w) < 2 {
		return false
	}
	if (nameStop[w] || relations[w] != "") && slot != slotTitle {
		return false
	}
	if firstNames[w] {
		return true
	}
	if wordNames[w] {
		switch {
		case nameCapital(t):
			return true
		case slot == slotFree:
			return false
		case startsUpper(t.raw) && !t.shout:
			return true // "My son Mark", "Grant will be in" in answer to "who?"
		}
		// in lower case ("my wife sunny"), only a word the rules do not
		// read as a word: never "my son had to go"
		return !ruleWord(w) && !anyLanguage[w] && englishNames[w]
	}
	if slot == slotFree {
		return false
	}
	if !isLetters(nameMarks.Replace(w)) {
		return false
	}
	if commonWords[w] || vocab[w] || relations[w] != "" {
		return false
	}
	if _, ok := spelling[w]; ok {
		return false
	}
	if strict {
		for _, suf := range []string{"ly", "ed", "ing"} {
			if strings.HasSuffix(w, suf) {
				return false
			}
		}
	}
	return true
}

// nameMarks are the marks a name may hold: "O'Brien", "Mary-Jane".
var nameMarks = strings.NewReplacer("'", "", "-", "")

// nameCapital reports a word written with a capital where a capital says
// it is a name: inside a sentence of a reply not written all in capitals.
func nameCapital(t token) bool {
	return capitalised(t) && !t.shout
}

// slotAt says what may stand at ts[j] from the word before it: a surname
// after a title, a name after a relation or after a known first name.
func slotAt(ts []token, j int, slot nameSlot) nameSlot {
	if j == 0 || slot != slotFree {
		return slot
	}
	prev := ts[j-1]
	switch {
	case titles[prev.w]:
		return slotTitle
	case relations[prev.w] != "" || firstNames[strings.TrimSuffix(prev.w, "'s")]:
		return slotOnly
	}
	return slot
}

// takeName reads up to three words of a name from ts[j], two names joined
// by "and" ("Tom and Sue"), and "Will" where a verb follows it. It returns
// the index after the name. Words after the first are read as a surname.
func (p *person) takeName(ts []token, j int, strict bool, slot nameSlot) int {
	start := j
	for j < len(ts) && j-start < 3 {
		t := ts[j]
		// "Will" is a name before a verb, or closing a subject after a
		// relation: "my son Will will be in".
		willName := j+1 < len(ts) && (ts[j+1].w == "will" || ts[j+1].w == "is" || ts[j+1].w == "can")
		willName = willName || (j+1 == len(ts) && j > 0 && relations[ts[j-1].w] != "")
		if t.w == "will" && willName {
			p.name = append(p.name, t)
			j++
			continue
		}
		at := slot
		if j > start && at == slotFree {
			at = slotOnly
		}
		if !nameWord(t, strict, at) {
			break
		}
		p.name = append(p.name, t)
		j++
	}
	if j > start && j+1 < len(ts) && nameJoiners[ts[j].w] && nameWord(ts[j+1], strict, slot) {
		p.name = append(p.name, ts[j], ts[j+1])
		j += 2
	}
	return j
}

// parsePerson reads a mention of a person starting at ts[i]; slot says
// how sure the words before make it that a name stands there.
func parsePerson(ts []token, i int, slot nameSlot) (person, bool) {
	strict := slot == slotFree
	p := person{}
	j := i
	at := func(k int) string {
		if k >= 0 && k < len(ts) {
			return ts[k].w
		}
		return ""
	}
	det := determiners[at(j)] && (at(j) != "me" || relations[at(j+1)] != "")
	if det {
		j++
	}
	w := at(j)
	switch {
	case !det && selfWords[w]:
		p.kind, p.j = pSelf, j+1
		// "me and my wife", "me or my husband": the customer is among them
		if nameJoiners[at(j+1)] {
			if q, ok := parsePerson(ts, j+2, slotOnly); ok {
				p.j = q.j
			}
		}
		return p, true
	case !det && someoneWords[w]:
		p.kind, p.j = pSomeone, j+1
		return p, true
	case w == "someoneelse":
		p.kind, p.j = pOther, j+1
		return p, true
	case !det && w == "nobody":
		p.kind, p.j = pNobody, j+1
		return p, true
	case !det && (w == "he" || w == "she"):
		p.kind, p.j = pOther, j+1
		return p, true
	}
	for adjectives[at(j)] || at(j) == "nextdoor" || (det && (isDigits(at(j)) || at(j) == "two" || at(j) == "both")) {
		if at(j) == "nextdoor" {
			p.place = "next door"
		}
		j++
	}
	noun := false
	switch {
	case relations[at(j)] != "":
		p.relation = relations[at(j)]
		j++
		if titles[at(j)] { // "my neighbour Mr Ahmed"
			if k := p.takeName(ts, j+1, false, slotTitle); k > j+1 {
				p.title = titleCanon[at(j)]
				j = k
			}
		} else {
			j = p.takeName(ts, j, false, slotOnly)
		}
	case titles[at(j)]:
		p.title = titleCanon[at(j)]
		k := p.takeName(ts, j+1, false, slotTitle)
		if k == j+1 {
			return person{}, false
		}
		j = k
	case personNouns[at(j)] && (det || p.place != ""):
		noun = true
		j++
	default:
		if det && p.place == "" {
			return person{}, false // "the driver", "a van"
		}
		k := p.takeName(ts, j, strict, slotAt(ts, j, slot))
		if k == j && p.place == "" && slot == slotFree {
			// a word that a place follows stands for a person: "o'brien
			// next door will take it"
			var q person
			if k2 := q.takeName(ts, j, strict, slotOnly); k2 == j+1 {
				if place, _ := parsePlace(ts, k2); place != "" {
					p.name, k = q.name, k2
				}
			}
		}
		if k == j && p.place == "" {
			return person{}, false
		}
		j = k
	}
	// "Tom, my husband", "Jack my son"
	if len(p.name) > 0 && p.relation == "" && determiners[at(j)] && relations[at(j+1)] != "" {
		p.relation = relations[at(j+1)]
		j += 2
	}
	if place, k := parsePlace(ts, j); place != "" {
		if p.place == "" {
			p.place = place
		} else if p.place != place {
			p.place += ", " + place
		}
		j = k
	}
	if noun && p.place == "" {
		return person{}, false // "the man" could be anyone
	}
	p.kind, p.j = pOther, j
	return p, true
}

// parsePlace reads where a person is: "at no 12", "from next door",
// "across the road", "at 14".
func parsePlace(ts []token, j int) (string, int) {
	k := j
	at := false
	for k < len(ts) && placeLeads[ts[k].w] {
		at = at || ts[k].w == "at" || ts[k].w == "from"
		k++
	}
	if k >= len(ts) {
		return "", j
	}
	w := ts[k].w
	switch {
	case w == "nextdoor":
		k++
		if k+1 < len(ts) && ts[k].w == "to" && (ts[k+1].w == "me" || ts[k+1].w == "us") {
			k += 2
		}
		if k < len(ts) && (ts[k].w == "neighbour" || ts[k].w == "neighbours") {
			k++
		}
		return "next door", k
	case w == "number" || w == "house" || w == "flat" || w == "apartment" || w == "apt" || w == "unit":
		if k+1 < len(ts) && houseNumber(ts[k+1].w) {
			label := "no "
			if w != "number" && w != "house" {
				label = "flat "
			}
			return label + ts[k+1].w, k + 2
		}
	case at && houseNumber(w):
		return "no " + w, k + 1
	case w == "acrosstheroad":
		return "across the road", k + 1
	case w == "opposite" || w == "upstairs" || w == "downstairs":
		return w, k + 1
	}
	return "", j
}

// houseNumber reports whether w is a house number: "12", "12a".
func houseNumber(w string) bool {
	if w == "" || len(w) > 5 {
		return false
	}
	digits := strings.TrimRightFunc(w, unicode.IsLetter)
	return isDigits(digits) && len(w)-len(digits) <= 1
}

// Predicates the rules read for a person's whereabouts.
var (
	presenceWords = words(`in home there here about around available free present wfh indoors inside
		waiting expecting dayoff`)
	absenceWords = words(`away out work working holiday abroad busy hospital travelling traveling
		unavailable elsewhere shift`)
	signVerbs = words(`sign signing signs take taking takes receive receiving accept accepting answer
		answering let letting meet meeting grab have hold keep`)
	auxWords = words(`be will would can could should shall am is are was were been going to gonna able
		happy definitely also both all still always certainly surely absolutely not never probably
		hopefully likely maybe might may possibly perhaps do does did usually normally generally easily
		ever totally prepared willing there unable`)
	beForms = words(`be am is are was were been`)
	modals  = words(`will would can could should shall to going gonna able happy willing prepared`)
	// inFollows are the words after "in" that leave it meaning "at home":
	// "in all day", "in on Tuesday", "in from 8".
	inFollows = words(`all on from after before till by for to then that this today tomorrow tonight when
		so between anyway too yes in at the every ok until whole most i we you he she they my our but and
		because as if please no it its thanks though either also`)
	// inAway are places "in" puts someone away from home: "in work", "in Spain".
	inAway         = words(`work hospital town bed meeting meetings london court surgery school college hospital`)
	ellipsisAux    = words(`will can is am are does do would could should shall be`)
	subjectJoiners = words(`and or of at from`)
	thinkVerbs     = words(`think believe reckon expect suppose imagine`)
)

// frame is one statement of where a person will be or what they will do.
type frame struct {
	who      person
	clause   int
	absent   bool // "I'm away", "nobody will be in", "I won't be in"
	sign     bool // a signing verb: "Tom will sign", "my son can take it"
	hedged   bool // "I might be in"
	soft     bool // "I should be in"
	ellipsis bool // "but my son will"
	object   bool // "leave it with Tom"
	bare     bool // a clause that only names someone: "not me, my wife Sarah"
	implied  bool // nobody named: "will be in", "in all day"
	question bool
}

// frames finds every statement about a person being in, being away or
// signing.
func (rd *reading) frames() []frame {
	var out []frame
	for ci, c := range rd.clauses {
		ts := c.toks
		hedged, soft := false, false
		for _, t := range ts {
			hedged = hedged || hedges[t.w] || t.w == "might" || t.w == "may"
			soft = soft || softHedges[t.w]
		}
		framed := false
		for p := range ts {
			f, ok := predicateFrame(ts, p)
			if !ok {
				continue
			}
			f.clause, f.question = ci, c.question
			f.hedged = f.hedged || hedged
			f.soft = f.soft || soft
			out = append(out, f)
			framed = true
		}
		if f, ok := objectFrame(ts); ok {
			f.clause, f.question, f.hedged = ci, c.question, hedged
			out = append(out, f)
			framed = true
		}
		if framed {
			continue
		}
		if f, ok := ellipsisFrame(ts); ok {
			f.clause, f.question, f.hedged, f.soft = ci, c.question, hedged, soft
			out = append(out, f)
			continue
		}
		if f, ok := bareFrame(ts); ok {
			f.clause, f.question = ci, c.question
			out = append(out, f)
		}
	}
	return out
}

// predicateFrame reads a statement built on ts[p]: "I'll be in", "my son
// can sign", "we're away", with its subject and the auxiliaries between.
func predicateFrame(ts []token, p int) (frame, bool) {
	w := ts[p].w
	next := ""
	if p+1 < len(ts) {
		next = ts[p+1].w
	}
	var kind string
	switch {
	case presenceWords[w]:
		kind = "in"
	case absenceWords[w]:
		kind = "away"
	case signVerbs[w]:
		kind = "sign"
	default:
		return frame{}, false
	}
	if kind == "away" && p > 0 && distanceWords[ts[p-1].w] {
		return frame{}, false // "call when 10 minutes away": the driver's way
	}
	var f frame
	be, neg, modal := false, false, false
	k := p - 1
	for k >= 0 && auxWords[ts[k].w] {
		x := ts[k].w
		be = be || beForms[x]
		neg = neg || x == "not" || x == "never" || x == "unable"
		modal = modal || modals[x]
		f.hedged = f.hedged || hedges[x] || x == "might" || x == "may"
		f.soft = f.soft || x == "should"
		k--
		if x == "will" && k >= 0 && ts[k].w == "will" {
			break // "my son Will will be in": the first is his name
		}
	}
	chainEmpty := k == p-1
	s := subjectStart(ts, k)
	sub := ts[s : k+1]
	who, ok := subject(sub)
	if !ok && (w == "wfh" || w == "dayoff") {
		who, sub, ok = person{}, nil, true // "I've taken the day off"
	}
	if !ok {
		return frame{}, false // "it will be in the morning", "that is fine"
	}
	// Auxiliaries before the subject count too: "there will be someone
	// in", "can my son sign?".
	if len(sub) > 0 {
		for j := s - 1; j >= 0 && auxWords[ts[j].w]; j-- {
			x := ts[j].w
			be = be || beForms[x]
			neg = neg || x == "not" || x == "never"
			modal = modal || modals[x]
		}
	}
	// "I don't think I'll be in"
	for j := s - 1; j > 0; j-- {
		if thinkVerbs[ts[j].w] && (ts[j-1].w == "not" || ts[j-1].w == "never") {
			neg = true
		}
	}
	if len(sub) == 0 {
		who = person{kind: pSelf}
		f.implied = true
	}
	adjacent := chainEmpty && len(sub) > 0 && who.kind != pOther
	switch kind {
	case "in":
		switch w {
		case "in":
			switch {
			case next == "" || inFollows[next] || isWeekday(next) || isDigits(next) || partsOfDay[next]:
			case inAway[next] || (be && !known(next) && capitalised(ts[p+1])):
				kind = "away" // "in work", "in Spain"
			default:
				return frame{}, false
			}
			if !be && !adjacent && !(f.implied && next == "all") {
				return frame{}, false
			}
		case "home":
			if !be && !adjacent && !(f.implied && next == "all") && !(f.implied && chainEmpty && p == len(ts)-1) {
				return frame{}, false
			}
		case "there", "here", "about", "around":
			if !be || next == "to" || (w == "about" && next != "" && !inFollows[next]) {
				return frame{}, false
			}
		case "wfh", "dayoff":
		default:
			if !be && !adjacent {
				return frame{}, false
			}
		}
	case "away":
		switch w {
		case "out":
			if !be && !(next == "all" || next == "that" || next == "on" || next == "till" || next == "from") {
				return frame{}, false
			}
		case "work", "working":
			if next == "fine" || next == "for" || next == "out" {
				return frame{}, false // "working fine", "works for me"
			}
		}
	case "sign":
		if !modal && !(w == "signs" || w == "takes") {
			return frame{}, false
		}
		switch w {
		case "take", "taking", "takes", "receive", "receiving", "accept", "accepting", "grab", "have", "hold", "keep":
			if !objectWords[next] && next != "in" && next != "delivery" && next != "receipt" && next != "care" {
				return frame{}, false
			}
		case "let", "letting":
			if !containsWord(ts[p+1:min(len(ts), p+5)], "in") {
				return frame{}, false
			}
		case "answer", "answering":
			if next != "the" && next != "door" {
				return frame{}, false
			}
		case "meet", "meeting":
			if next != "you" && next != "the" && next != "them" && next != "driver" {
				return frame{}, false
			}
		}
		f.sign = true
	}
	f.who = who
	switch {
	case kind == "away":
		f.absent = !neg
	case who.kind == pNobody:
		f.absent = true
	default:
		f.absent = neg
	}
	return f, true
}

// capitalised reports a word written with a capital where a capital means
// something: not the first word of a sentence.
func capitalised(t token) bool {
	r := []rune(t.raw)
	return !t.sent && len(r) > 0 && unicode.IsUpper(r[0])
}

func isWeekday(w string) bool {
	_, ok := weekdays[w]
	return ok
}

func containsWord(ts []token, w string) bool {
	for _, t := range ts {
		if t.w == w {
			return true
		}
	}
	return false
}

// subjectStart walks back from ts[k] over the words that can make up a
// subject: names, relations, determiners, pronouns, places.
func subjectStart(ts []token, k int) int {
	s := k + 1
	for j := k; j >= 0 && k-j < 8; j-- {
		w := ts[j].w
		willName := w == "will" && j+1 < len(ts) && ts[j+1].w == "will"
		ok := willName || determiners[w] || selfWords[w] || someoneWords[w] || w == "nobody" || w == "someoneelse" ||
			w == "he" || w == "she" || relations[w] != "" || titles[w] || adjectives[w] || personNouns[w] ||
			placeWords[w] || subjectJoiners[w] || houseNumber(w) || nameWord(ts[j], true, subjectSlot(ts, j))
		if !ok {
			break
		}
		s = j
	}
	return s
}

// subjectSlot says what may stand at ts[j] in a subject: as slotAt, and
// a name before a place ("o'brien next door").
func subjectSlot(ts []token, j int) nameSlot {
	s := slotAt(ts, j, slotFree)
	if s == slotFree && j+1 < len(ts) && (ts[j+1].w == "nextdoor" || ts[j+1].w == "acrosstheroad") {
		return slotOnly
	}
	return s
}

// subject reads the words before a verb as one person, dropping words at
// the front that do not fit. An empty subject is fine (the verb stands
// alone: "will be in"); words that are not a person ("it", "the driver")
// are not.
func subject(sub []token) (person, bool) {
	if len(sub) == 0 {
		return person{}, true
	}
	for i := range sub {
		if p, ok := parsePerson(sub, i, slotFree); ok && p.j == len(sub) {
			return p, true
		}
	}
	return person{}, false
}

// objectWords can stand between "leave" and "with": "leave it with",
// "leave the parcel with".
var objectWords = words(`it them this that the parcel package sofa stuff everything delivery items item
	all order box boxes my a parcels packages things`)

var leaveVerbs = words(`leave give hand pass deliver drop send bring`)

// safePlaces are where a parcel is left with nobody: asking for one is not
// an answer the rules can settle.
var safePlaces = words(`porch doorstep step steps shed garage garden bin gate back side box mailbox
	letterbox outside behind conservatory doormat door safeplace hallway shelter`)

// objectFrame reads "leave it with Tom", "give it to my neighbour at no
// 12", "ask for Mrs Patel", "try next door".
func objectFrame(ts []token) (frame, bool) {
	for i := 0; i < len(ts); i++ {
		w := ts[i].w
		var j int
		switch {
		case leaveVerbs[w]:
			j = i + 1
			for j < len(ts) && j-i <= 3 && objectWords[ts[j].w] {
				j++
			}
			if j >= len(ts) {
				continue
			}
			switch ts[j].w {
			case "with", "to", "at", "for", "into":
				j++
			default:
				if ts[j].w != "nextdoor" {
					continue
				}
			}
		case w == "ask" && i+1 < len(ts) && ts[i+1].w == "for":
			j = i + 2
		case (w == "signed" || w == "received") && i+1 < len(ts) && ts[i+1].w == "by":
			j = i + 2
		case w == "try" || w == "knock":
			j = i + 1
			if j < len(ts) && (ts[j].w == "at" || ts[j].w == "on") {
				j++
			}
		default:
			continue
		}
		// after "knock" or "try" a word is a name only if it could not be
		// an adverb: "knock loudly"
		slot := slotOnly
		if w == "knock" || w == "try" {
			slot = slotFree
		}
		p, ok := parsePerson(ts, j, slot)
		if !ok || p.kind == pNone || p.kind == pNobody {
			continue
		}
		neg := false
		for b := i - 1; b >= max(0, i-3); b-- {
			if ts[b].w == "not" || ts[b].w == "never" {
				neg = true
			}
		}
		if neg {
			continue
		}
		return frame{who: p, object: true}, true
	}
	return frame{}, false
}

// ellipsisFrame reads a clause whose verb was left out: "but my son
// will", "I won't", "yes I am".
func ellipsisFrame(ts []token) (frame, bool) {
	n := len(ts)
	for n > 0 && (ts[n-1].w == "too" || ts[n-1].w == "also") {
		n--
	}
	if n < 2 {
		return frame{}, false
	}
	neg := false
	k := n - 1
	if ts[k].w == "not" {
		neg = true
		k--
	}
	if k < 1 || !ellipsisAux[ts[k].w] {
		return frame{}, false
	}
	for k >= 0 && auxWords[ts[k].w] {
		neg = neg || ts[k].w == "not"
		k--
	}
	s := subjectStart(ts, k)
	if s > k {
		return frame{}, false
	}
	who, ok := subject(ts[s : k+1])
	if !ok || who.kind == pNone {
		return frame{}, false
	}
	return frame{who: who, ellipsis: true, absent: neg || who.kind == pNobody}, true
}

// bareLeads may open a clause that then only names someone: "it'll be my
// son", "ask for Tom".
var bareLeads = words(`it is will be would that ask for try only probably just instead`)

// notMe are words that turn the customer away before naming someone else:
// "not me, my wife".
var notMe = words(`not me myself us i am no`)

// bareFrame reads a clause that is nothing but a person: "my wife Sarah",
// "Mrs Patel next door", "it'll be Tom".
func bareFrame(ts []token) (frame, bool) {
	var p person
	ok := false
	for i := 0; i < len(ts) && !ok; i++ {
		// after "it'll be", only a name or a person can stand
		slot := slotFree
		if i > 0 && ts[i-1].w == "be" {
			slot = slotOnly
		}
		p, ok = parsePerson(ts, i, slot)
		ok = ok && p.j == len(ts)
		// words before the person may only lead in: "it'll be", "not me"
		if !bareLeads[ts[i].w] && !notMe[ts[i].w] {
			break
		}
	}
	if !ok {
		return frame{}, false
	}
	switch p.kind {
	case pOther:
		// a lone unknown word is a name only if it looks like one
		if p.relation == "" && p.title == "" && p.place == "" && len(p.name) > 0 && !looksLikeName(p.name) {
			return frame{}, false
		}
		return frame{who: p, bare: true}, true
	case pSelf, pSomeone, pNobody:
		return frame{who: p, bare: true, absent: p.kind == pNobody}, true
	}
	return frame{}, false
}

// looksLikeName reports whether words with nothing else to go on are a
// name: a known first name, or written with a capital inside a sentence
// (at its start a capital proves nothing: "Yessir").
func looksLikeName(ts []token) bool {
	return firstNames[ts[0].w] || nameCapital(ts[0])
}

// signer labels a person for Result.Signer: the name, tidied, and nothing
// else; where to find them goes to Result.Notes in the customer's words.
// With describe, a person given no name is labelled by their relation
// ("Son", "Neighbour"); without, they get "".
func (rd *reading) signer(p person, describe bool) string {
	switch {
	case len(p.name) > 0:
		return tidyName(p.title, rd.nameText(p.name))
	case !describe:
		return ""
	case p.relation != "":
		return upperFirst(p.relation)
	case p.place != "":
		return "Neighbour"
	}
	return ""
}

// nameText writes a name's words as the customer did, keeping a hyphen
// between them ("Mary-Jane") and nothing else that stood between.
func (rd *reading) nameText(ts []token) string {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 {
			if t.start == ts[i-1].start {
				continue // two words of one contraction: "Tom's"
			}
			if rd.text[ts[i-1].end:t.start] == "-" {
				b.WriteByte('-')
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString(t.raw)
	}
	return b.String()
}

// describePerson says who a person is in a few words, for a Reason.
func describePerson(p person) string {
	var parts []string
	if p.relation != "" {
		parts = append(parts, p.relation)
	}
	if p.place != "" {
		parts = append(parts, p.place)
	}
	if len(parts) == 0 {
		return "someone else"
	}
	return strings.Join(parts, ", ")
}

// tidyName writes a name as names are written: "tom smith" and "TOM SMITH"
// become "Tom Smith", "o'brien" "O'Brien"; a name the customer wrote with
// its own capitals ("McDonald") keeps them. A possessive or full stop is
// dropped.
func tidyName(title, s string) string {
	var out []string
	if title != "" {
		out = append(out, title)
	}
	for _, f := range strings.Fields(s) {
		f = strings.Trim(f, ".,;:!?\"()")
		for _, suf := range []string{"'s", "’s", "'", "’"} {
			f = strings.TrimSuffix(f, suf)
		}
		low := strings.ToLower(f)
		switch {
		case f == "":
			continue
		case titleCanon[low] != "":
			if title == "" {
				out = append(out, titleCanon[low])
			}
			continue
		case low == "and" || low == "&" || low == "or":
			out = append(out, low)
			continue
		}
		if f == low || f == strings.ToUpper(f) {
			f = titleCase(low)
		}
		out = append(out, f)
	}
	return strings.Join(out, " ")
}

// titleCase capitalises a word's first letter and those after a hyphen or
// after an O' or D'.
func titleCase(w string) string {
	r := []rune(w)
	for i := range r {
		if i == 0 || r[i-1] == '-' || (r[i-1] == '\'' && i == 2) {
			r[i] = unicode.ToUpper(r[i])
		}
	}
	return string(r)
}

func upperFirst(s string) string {
	r := []rune(s)
	if len(r) == 0 {
		return s
	}
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}
