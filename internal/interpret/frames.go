package interpret

import (
	"slices"
	"strings"
	"unicode"
)

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
		because as if please no it its thanks though either also instead rather myself ourselves with definitely now love mate sure regardless whatever
		is what how can could do does did who where which why will would shall should`)
	// inAway are places "in" puts someone away from home: "in work", "in Spain".
	inAway      = words(`work hospital town bed meeting meetings london court surgery school college hospital`)
	ellipsisAux = words(`will can is am are does do would could should shall be`)
	// workAsObject are verbs that take work as what they do, not where
	// someone is: "sort work", "tell work", "rearrange work".
	workAsObject = words(`sort arrange organise organize rearrange juggle swap tell ask check call ring phone text email message contact`)
	// busyRooms are where "is in the ..." says what someone is doing now,
	// not where they will be for the delivery: "she's in the shower".
	busyRooms      = words(`shower bath bathroom loo toilet`)
	presentBe      = words(`is am are`)
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
				f, ok = rd.habitFrame(ci, ts, p) // "Ollie will be up", "I never go out": misread.go
			}
			if !ok || f.absent && (rd.awayAfterWindow(ts, p) || rd.clearOfWindow(ci) || rd.offShiftMorning(ci) || rd.offShiftAwake(ci) || rd.pastThenIn(ci, p) || busyAtHome(ts, p)) {
				continue
			}
			f.clause, f.question = ci, c.question
			f.hedged = f.hedged || hedged
			f.soft = f.soft || soft
			if supposed(ts, p) {
				f.hedged = true // "unless I get called into work", "I'll tell you if I'm in"
			}
			if !f.absent && neitherBefore(ts, p) {
				f.absent = true // "neither me nor my husband will be in", "ni moi ni mon mari"
			}
			if f.implied && f.who.kind == pSelf && !f.absent { // an absence with no subject stays the customer's
				if who, ok := invertedSubject(ts); ok {
					f.who, f.implied = who, false // "odbierze moja siostra Magda"
				} else if who, ok := invertedName(ts, p, c.question); ok && rd.lang != nil {
					f.who, f.implied = who, false // "odbierze Ania", "ci sarà Luca"
				}
			}
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
		if f, ok := bareFrame(ts); ok && !(f.who.kind == pOther && (rd.neitherBeside(ci) || len(ts) > 0 && rd.bellName(ci, 0) || rd.in.Expect != ExpectName && (writerSelf(ts) || ci > 0 && rd.kinIntro(ci-1)))) {
			f.clause, f.question = ci, c.question
			out = append(out, f)
		}
	}
	// "we have a dog but we shut him away": the dog is away, not us
	return slices.DeleteFunc(out, func(f frame) bool { return f.absent && f.who.kind == pSelf && rd.petKept(f.clause) })
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
	case signVerbs[w] || gettingDoor(ts, p):
		kind = "sign"
	default:
		return frame{}, false
	}
	if kind == "away" && p > 0 && distanceWords[ts[p-1].w] {
		return frame{}, false // "call when 10 minutes away": the driver's way
	}
	if kind == "away" && checkedWith(ts, p) {
		return frame{}, false // "I'll have to check with work": deferwork.go
	}
	if kind == "in" && expectingMessage(ts, p) {
		return frame{}, false // "I wasn't expecting a text": expectmessage.go
	}
	var f frame
	be, neg, modal := false, false, false
	k := p - 1
	if kind == "in" && w == "in" && p > 0 && waitVerbs[ts[p-1].w] {
		// "my mum will wait in", "my mum's coming over to wait in for it"
		k, be = p-2, true // waiting in is being in
		if j := comingTo(ts, p-1); j < p-1 {
			k, modal = j, true
		}
	}
	if kind == "sign" {
		// "my mum is coming round to let them in": coming to sign is
		// an arrangement, as sure as "will"
		if j := comingTo(ts, p); j < p {
			k, modal = j, true
		}
	}
	for k >= 0 && auxWords[ts[k].w] {
		x := ts[k].w
		be = be || beForms[x]
		neg = neg || x == "not" || x == "never" || x == "unable"
		modal = modal || modals[x]
		f.hedged = f.hedged || hedges[x] || x == "might" || x == "may" || x == "could" && be // "my husband could be in"
		f.soft = f.soft || x == "should"
		k--
		if x == "will" && k >= 0 && ts[k].w == "will" {
			break // "my son Will will be in": the first is his name
		}
	}
	chainEmpty := k == p-1
	if kind == "away" && brokenThing(ts, k, w) || kind == "sign" && purposeOfBeingIn(ts, k, p) {
		// "the intercom does not work": the intercom, not anyone, is off
		// work; "my son won't be home to sign" is why he is in (resumed.go)
		return frame{}, false
	}
	s := subjectStart(ts, k)
	sub := ts[s : k+1]
	who, ok := subject(sub)
	if !ok && len(sub) >= 1 && sub[len(sub)-1].w == "and" {
		// "my neighbour Marie has a key and will be in", "my brother
		// is staying with us and will take it in"
		who, sub, ok = sharedSubject(ts, k), nil, true
		f.implied = who.kind == pSelf
	}
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
	if len(sub) == 0 && who.kind == pNone {
		who = person{kind: pSelf}
		f.implied = true
	}
	adjacent := chainEmpty && len(sub) > 0 && who.kind != pOther
	switch kind {
	case "in":
		switch w {
		case "in":
			switch {
			case next == "the" && p+2 < len(ts) && busyRooms[ts[p+2].w] && p > 0 && presentBe[ts[p-1].w]:
				return frame{}, false // "mummy is in the shower" says where she is now
			case next == "" || inFollows[next] || isWeekday(next) || isDigits(next) || partsOfDay[next] || timeRange(next):
			case p+2 == len(ts) && ts[p+1].name:
				// a given name of the reply's language closing the clause is
				// who will be in, not a place: "ci sarà Luca" (see invertedName)
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
			if !be || next == "to" || (w == "about" && next != "" && !inFollows[next]) || introducesWriter(ts, p) {
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
			if w == "work" && (next == "is" || next == "has" || next == "was" || next == "been") {
				return frame{}, false // "work is mad at the moment" speaks of the job, not of being out
			}
			if w == "work" && p > 0 && workAsObject[ts[p-1].w] {
				return frame{}, false // "so I can sort work", "I'll tell work": work is what is done
			}
		}
	case "sign":
		// "Mrs Patel is taking it in": an arrangement, as sure as "will"
		if !modal && !(w == "signs" || w == "takes") && !(be && strings.HasSuffix(w, "ing")) {
			return frame{}, false
		}
		switch w {
		case "take", "taking", "takes", "receive", "receiving", "accept", "accepting", "grab", "have", "hold", "keep":
			// "ma voisine peut réceptionner": receiving needs no object
			atEnd := next == "" && (strings.HasPrefix(w, "receiv") || strings.HasPrefix(w, "accept"))
			if !atEnd && !objectWords[next] && next != "in" && next != "delivery" && next != "receipt" && next != "care" {
				return frame{}, false
			}
			if (next == "my" || next == "the" || next == "a") && p+2 < len(ts) && (relations[ts[p+2].w] != "" || childWords[ts[p+2].w]) {
				return frame{}, false // "I'm taking my mum to hospital": a person taken out, not the parcel
			}
		case "let", "letting":
			if !containsWord(ts[p+1:min(len(ts), p+5)], "in") {
				return frame{}, false
			}
		case "answer", "answering", "get", "getting", "gets":
			if next != "the" && next != "door" {
				return frame{}, false
			}
		case "meet", "meeting":
			if next != "you" && next != "the" && next != "them" && next != "driver" {
				return frame{}, false
			}
		}
		// letting the driver in is being there; signing is more, and
		// outweighs the customer being in too
		f.sign = !doorVerbs[w]
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
	f.who = resumed(sub, f) // "mrs o'brien she's always in": resumed.go
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
			placeWords[w] || subjectJoiners[w] || houseNumber(w) || deskPosts[w] || (w == "front" || w == "main") && j+1 <= k && deskPosts[ts[j+1].w] || frontDeskAt(ts, j, k) || w == "years" || w == "year" || w == "old" || w == "who" && j+1 <= k && ts[j+1].w == "is" || w == "is" && j > 0 && ts[j-1].w == "who" ||
			nameWord(ts[j], true, subjectSlot(ts, j)) || placeBefore(ts, j, k)
		if !ok {
			break
		}
		s = j
		if (w == "he" || w == "she") && j > 0 && ts[j-1].w == "and" {
			break // "my brother is staying with us and he'll be in": he alone
		}
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
		if placeOnly(p) && insteadOfPlace(ts, p.j) {
			continue // "leave it next door instead of the porch": a place, not a signer
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
	// on a call the next sentence runs on: "but my daughter will she's
	// called Aisha"
	for k := 2; k < len(ts); k++ {
		if ellipsisAux[ts[k-1].w] && newSubjects[ts[k].w] && ts[k].start != ts[k-1].start && !kinSaid(ts, k) {
			n = k
			break
		}
	}
	for n > 0 && (ts[n-1].w == "too" || ts[n-1].w == "also") {
		n--
	}
	named := false
	if m := beforeClosingName(ts[:n]); m < n {
		n, named = m, true // "a minha filha vai estar a Ana"
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
	if !ok || who.kind == pNone || named && who.kind != pOther {
		return frame{}, false // "I'm Steve" introduces; it says nothing of being in
	}
	return frame{who: who, ellipsis: true, absent: neg || who.kind == pNobody}, true
}
