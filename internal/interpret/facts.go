package interpret

import (
	"strconv"
	"strings"
)

// The facts the veto reads (veto.go): an absence in the window, a child as
// the signer, a bound inside the window, a denial of identity.

// absentIf reports an "if" at s.toks[i] whose condition is that nobody is
// in: "leave it with next door if I'm not in" and "leave it next door if
// no answer" are plans for an empty house.
func absentIf(s sentence, i int) bool {
	for j := i + 1; j < len(s.toks) && j < i+7 && s.clause[j] == s.clause[i]; j++ {
		switch s.toks[j].w {
		case "nobody", "out", "away", "noone":
			return true
		case "not", "no":
			// "if I'm not in"; "if I don't answer", "if no answer" only
			// where the parcel is then left elsewhere ("leave it next door
			// if no answer"), not beside what the driver does to reach
			// someone ("knock loudly if no answer")
			if j+1 < len(s.toks) && noOneAt[s.toks[j+1].w] {
				return true
			}
			if j+1 < len(s.toks) && noAnswerWords[s.toks[j+1].w] && leavesElsewhere(s) {
				return true
			}
		}
	}
	return false
}

// noOneAt say nobody is in after "not" or "no": "not in", "no one".
var noOneAt = words(`in home there here around back one body`)

// noAnswerWords say nobody came to the door: "no answer", "don't answer".
var noAnswerWords = words(`answer answers answering reply response`)

// leavesElsewhere reports a sentence that leaves the parcel somewhere or
// with someone: "leave it next door", "put it in the shed".
func leavesElsewhere(s sentence) bool {
	for _, t := range s.toks {
		if leaveVerbs[t.w] || t.w == "put" {
			return true
		}
	}
	return false
}

// parkingBefore reports a parking word before s.toks[i] in its clause: "no
// parking till 9.30" bounds the parking, not the window.
func parkingBefore(s sentence, i int) bool {
	for j := i - 1; j >= 0 && s.clause[j] == s.clause[i]; j-- {
		switch s.toks[j].w {
		case "parking", "permit", "permits", "restrictions", "restricted", "loading", "clearway":
			return true
		}
	}
	return false
}

// driverIf reports an "if" at s.toks[i] whose condition is the driver's:
// "her number is 07700 900456 if the driver needs it", "call me if you get
// lost".
func driverIf(s sentence, i int) bool {
	j := i + 1
	if j < len(s.toks) && s.toks[j].w == "the" {
		j++
	}
	if j >= len(s.toks) || s.clause[j] != s.clause[i] || !(s.toks[j].w == "driver" || s.toks[j].w == "drivers" || s.toks[j].w == "you" || s.toks[j].w == "they") {
		return false
	}
	trouble, need := false, false
	for j++; j < len(s.toks) && s.clause[j] == s.clause[i]; j++ {
		switch s.toks[j].w {
		case "lost", "cannot", "struggle", "struggles", "trouble", "problems":
			trouble = true
		case "need", "needs":
			need = true
		case "get", "gets", "find", "any", "it", "us", "me", "the", "house", "place", "have", "has":
		default:
			return false
		}
	}
	// "if the driver needs it" only after a number to call
	return trouble || need && phoneBefore(s, i)
}

// phoneBefore reports a phone number before s.toks[i] in its sentence.
func phoneBefore(s sentence, i int) bool {
	digits := 0
	for _, t := range s.toks[:i] {
		if isDigits(t.w) {
			digits += len(t.w)
		}
	}
	return digits >= 10
}

// instructionBefore reports an instruction to the driver before s.toks[i]
// in its clause: "ring the bell if nobody answers".
func instructionBefore(s sentence, i int) bool {
	for j := i - 1; j >= 0 && s.clause[j] == s.clause[i]; j-- {
		switch s.toks[j].w {
		case "door":
			if answeredDoor(s.toks[:j+1]) {
				continue // "I'll answer the door if I'm up" is someone in, on a condition
			}
			return true
		case "call", "ring", "text", "knock", "phone", "buzz", "leave", "try", "me", "bell", "back", "side":
			return true
		}
	}
	return false
}

// answeredDoor reports a clause part ending "answer the door", "get the
// door": someone at home opening it, not an instruction to the driver.
func answeredDoor(ts []token) bool {
	n := len(ts)
	return n >= 2 && doorVerbs[ts[n-2].w] || n >= 3 && ts[n-2].w == "the" && doorVerbs[ts[n-3].w]
}

// cutsWindow reports a time bound at s.toks[i] that falls inside the
// booked window: "from 11" or "till 10" in a window of 08:00-12:00.
func (rd *reading) cutsWindow(s sentence, i int) bool {
	from, to, ok := minutes(rd.in.Booked.Window)
	if !ok {
		return false
	}
	for j := i + 1; j < min(len(s.toks), i+4) && s.clause[j] == s.clause[i]; j++ {
		w := s.toks[j].w
		switch w {
		case "about", "around", "roughly", "say", "half", "the", "at", "for":
			continue
		}
		m, ok := hourOrPlain(w)
		if !ok || j+1 < len(s.toks) && distanceWords[s.toks[j+1].w] {
			return false // "call 10 mins before" measures the driver's way
		}
		morning := strings.HasSuffix(w, "am") || j+1 < len(s.toks) && s.toks[j+1].w == "am" || i > 0 && wakeWords[s.toks[i-1].w]
		if m < 7*60 && !morning {
			m += 12 * 60 // "till 5" means the afternoon; "from 6am" and "up from 6" do not
		}
		if j > i+1 && s.toks[j-1].w == "half" {
			m += 30
		}
		if arrivalBy(s.toks, i) && s.clause[i-1] == s.clause[i] {
			return m > from // "in by 12" is out till 12: arrivalby.go
		}
		switch s.toks[i].w {
		case "from", "after", "back":
			// "yes, from 12" with a window ending at 12 misses all of it
			return m > from
		case "till", "before", "by":
			return m < to
		}
		return m > from && m < to
	}
	return false
}

// wakeWords before "from" put a small hour in the morning: "up from six",
// "awake from 5".
var wakeWords = words(`up awake`)

// roughHour reports an hour given loosely, or a range of hours, that does
// not cover the booked window: "yes around 9:30", "about 10", "between 8
// and 10", "from 8 to 10". The customer names a time inside the window, not
// the window, so a yes with it is asked about. A range that covers the
// window ("between 8 and 12") is the window itself, and an hour for a call
// or after a pronoun ("ring around 10", "see you about 9") is the
// driver's.
func (rd *reading) roughHour(s sentence, i int) bool {
	from, to, ok := minutes(rd.in.Booked.Window)
	if !ok || i > 0 && s.clause[i-1] == s.clause[i] && notEventBeforeAt[s.toks[i-1].w] {
		return false
	}
	hour := func(j int) (int, bool) {
		if j >= len(s.toks) || s.clause[j] != s.clause[i] || j+1 < len(s.toks) && distanceWords[s.toks[j+1].w] {
			return 0, false // "about 10 mins away" measures the driver's way
		}
		m, ok := hourOrPlain(s.toks[j].w)
		if ok && m < 7*60 {
			m += 12 * 60
		}
		return m, ok
	}
	switch s.toks[i].w {
	case "around", "about", "roughly", "approx", "approximately", "circa":
		j := i + 1
		for j < min(len(s.toks), i+4) && clockWords[s.toks[j].w] {
			j++ // "about half past 9", "around quarter to 11"
		}
		m, ok := hour(j)
		return ok && m > from && m < to
	case "between", "from":
		a, ok := hour(i + 1)
		if !ok {
			return false
		}
		j := i + 2
		if j < len(s.toks) && rangeJoins[s.toks[j].w] {
			j++
		}
		b, ok := hour(j)
		return ok && (a > from || b < to)
	}
	return false
}

// clockWords come between "about" and its hour: "about half past 9".
var clockWords = words(`half quarter past to the at`)

// rangeJoins join the two ends of a range of hours: "between 8 and 10".
var rangeJoins = words(`and to till until`)

// pointOutside reports an hour the reply names that does not fit the booked
// window: "yes at 14", "I'm there at 7" (an hour outside it) or "10
// onwards" (a start after it opens). An hour inside the window after "at"
// is left alone ("the driver can come at 10"), and so is a number that
// goes on into an address ("at 12 Station Road") or follows a person or a
// place ("Mrs Jones at 14").
func (rd *reading) pointOutside(s sentence, i int) bool {
	from, to, ok := minutes(rd.in.Booked.Window)
	if !ok {
		return false
	}
	hour := func(j int) (int, bool) {
		m, ok := hourOrPlain(s.toks[j].w)
		if ok && m < 7*60 {
			m += 12 * 60 // "at 2" means the afternoon
		}
		return m, ok
	}
	switch s.toks[i].w {
	case "at":
		if i > 0 && s.clause[i-1] == s.clause[i] && !yesWords[s.toks[i-1].w] && !atHourAfter[s.toks[i-1].w] {
			return false // "Mrs Jones at 14", "next door at 14": a house
		}
		j := i + 1
		for j < len(s.toks) && (s.toks[j].w == "about" || s.toks[j].w == "around") {
			j++
		}
		if j >= len(s.toks) || s.clause[j] != s.clause[i] {
			return false
		}
		m, ok := hour(j)
		if !ok || j+1 < len(s.toks) && s.clause[j+1] == s.clause[i] && !hourWords[s.toks[j+1].w] {
			return false
		}
		return m < from || m >= to
	case "onwards", "onward":
		if i == 0 || s.clause[i-1] != s.clause[i] {
			return false
		}
		m, ok := hour(i - 1)
		return ok && m > from
	}
	return false
}

// eventAtHour reports something other than a person, a house or a call
// given an hour inside the booked window: "church at 11", "dentist at 10
// am", "football at 9". Beside a yes it says where someone will be during
// the window, so it is asked about. After a person or a house the number
// is a door ("Mrs Jones at 14", "flat at 3"); after a call or a pronoun it
// tells the driver when ("ring at 10", "see you at 9").
func (rd *reading) eventAtHour(s sentence, i int) bool {
	if s.toks[i].w != "at" || i == 0 || i+1 >= len(s.toks) || s.clause[i-1] != s.clause[i] || s.clause[i+1] != s.clause[i] {
		return false
	}
	prev := s.toks[i-1]
	w := prev.w
	if yesWords[w] || atHourAfter[w] || notEventBeforeAt[w] || relations[w] != "" || titles[w] || placeWords[w] || personNouns[w] ||
		safePlaces[w] || houseNumber(w) || nameWord(prev, true, subjectSlot(s.toks, i-1)) {
		return false
	}
	from, to, ok := minutes(rd.in.Booked.Window)
	if !ok {
		return false
	}
	j := i + 1
	m, ok := hourOrPlain(s.toks[j].w)
	if !ok {
		return false
	}
	if m < 7*60 {
		m += 12 * 60
	}
	if j+1 < len(s.toks) && s.clause[j+1] == s.clause[i] && !hourWords[s.toks[j+1].w] {
		return false // "at 12 Station Road"
	}
	return m >= from && m < to
}

// notEventBeforeAt are words after which "at" and an hour in the window
// tell the driver when, or say who: "ring me at 10", "see you at 9".
var notEventBeforeAt = words(`call ring phone text buzz knock message msg me you us them him her it one door road street lane`)

// atHourAfter are the words after which "at" and a number is an hour:
// "yes at 14", "I'm there at 7", "back home at 1".
var atHourAfter = words(`in there here home be back arrive arriving come coming get free around up`)

// hourWords may follow an hour: "at 2 pm", "at 10 o'clock", "at 7 ish".
var hourWords = words(`am pm oclock ish sharp latest`)

// absenceAt finds an event or place that keeps the customer out during
// the window: "at a wedding that day", "in Portugal that week", "I work 8
// till 5", "away till the 30th".
func (rd *reading) absenceAt(s sentence, i int) (int, bool) {
	w := s.toks[i].w
	next := ""
	if i+1 < len(s.toks) {
		next = s.toks[i+1].w
	}
	switch {
	case (w == "holiday" || w == "abroad") && !negatedAt(s, i) && (i == 0 || !backFrom[s.toks[i-1].w]):
		return i + 1, true
	case absenceEvents[w]:
	case w == "at" && determiners[next] && next != "the" || w == "at" && next == "the" && i+2 < len(s.toks) && !safePlaces[s.toks[i+2].w] && s.toks[i+2].w != "door" && !sideDoor(s.toks, i+2) && !ownHomeSpots[s.toks[i+2].w] && !endOf(s.toks, i+2):
		// "at my mum's that day", "at the hospital on Tuesday"; "at the end of the close" is where the house is
	case w == "in" && next != "" && !inFollows[next] && !partsOfDay[next] && !isWeekday(next) && !isDigits(next) && !codeAfterIn(s.toks, i) && !flatNumbered(s.toks, i+1):
		// "in Portugal that week"
	default:
		return 0, false
	}
	if negatedAt(s, i) || i > 0 && backFrom[s.toks[i-1].w] || !ownOuting(s, i) || pastBefore(s.toks, i) || habitualIn(s, i) || eventChanged(s.toks, i) >= 0 {
		return 0, false // "off school that day", "back from holiday", "a visit from the nurse"
	}
	for j := i + 1; j < min(len(s.toks), i+7) && s.clause[j] == s.clause[i]; j++ {
		x := s.toks[j].w
		if absenceTimes[x] || isWeekday(x) || x == "8" || x == "9" || rd.bookedDayOfMonth(x) {
			return j + 1, true
		}
	}
	// "I've a hospital appointment that morning": the time may come first
	for j := max(0, i-6); j < i; j++ {
		if x := s.toks[j].w; isWeekday(x) || x == "morning" {
			return i + 1, true
		}
	}
	return 0, false
}

// childAt finds a child: "my 12 year old", "he's 8", "the kids".
func childAt(s sentence, i int) (end int, age, ok bool) {
	w := s.toks[i].w
	if childWords[w] {
		return i + 1, false, true
	}
	n, rest := leadingNumber(w)
	if rest == "" && ledAge(s, i, n) {
		return i + 1, true, true // "he's only 12", "not 18 yet": minorage.go
	}
	if n <= 0 || n >= 18 {
		return 0, false, false
	}
	switch {
	case rest == "yo" || rest == "yr" || rest == "yrs":
		return i + 1, true, true
	case rest == "" && i+1 < len(s.toks) && ageWords[s.toks[i+1].w]:
		return i + 2, true, true
	case rest == "" && i+1 < len(s.toks) && distanceWords[s.toks[i+1].w]:
		return 0, false, false // "he's ten minutes away"
	case rest == "" && i > 0 && (s.toks[i-1].w == "is" || s.toks[i-1].w == "are" || s.toks[i-1].w == "aged") && i >= 2 && (s.toks[i-2].w == "he" || s.toks[i-2].w == "she" || s.toks[i-2].w == "they" || relations[s.toks[i-2].w] != "" || namedRelation(s, i-2) ||
		s.toks[i-2].w == "who" && i >= 3 && (relations[s.toks[i-3].w] != "" || namedRelation(s, i-3))):
		// "he's 12", "my son is 12", "my son Jack is 17", "my sister who is 15"
		return i + 1, true, true
	case rest == "" && youngAfter(s, i):
		// "my son (15) will be in", "my son Jack, 15, will be in"
		return i + 1, true, true
	case rest == "" && writerAged(s, i):
		// "hi this is leo i am 8": a child is writing
		return i + 1, true, true
	case rest == "" && i > 0 && s.toks[i-1].w == "has" && (i+1 == len(s.toks) || s.clause[i+1] != s.clause[i]) && personBefore(s, i-1):
		// an age given as other languages give it, "has 16" ("tiene 16",
		// "ha 16", "il a 16", "are 16", "ma 16"), after a person
		return i + 1, true, true
	}
	return 0, false, false
}

// namedRelation reports a given name at ts[k] just after a relation: "my
// son Jack".
func namedRelation(s sentence, k int) bool {
	return k > 0 && firstNames[s.toks[k].w] && relations[s.toks[k-1].w] != ""
}

// writerAged reports "i am 8", "im 12 and mum is out": the writer gives
// their own age, under 18 when childAt calls it. A child answering for the
// customer cannot confirm for them, whatever else they say.
func writerAged(s sentence, i int) bool {
	if i < 2 || s.toks[i-1].w != "am" || s.toks[i-2].w != "i" {
		return false
	}
	return i+1 == len(s.toks) || s.clause[i+1] != s.clause[i] || !notAges[s.toks[i+1].w] && !distanceWords[s.toks[i+1].w]
}

// notAges are what a number after "I am" may count other than years: "I am
// 8 months pregnant", "I am 3 floors up".
var notAges = words(`months month weeks week days day hours hour hrs minutes minute mins min floors floor flights
storeys stone kilos kg miles mile metres meters feet ft percent pm am oclock o'clock`)

// personBefore reports a relation, "he" or "she" in s before the word at
// i, so "has 16" is someone's age and not a count of things.
func personBefore(s sentence, i int) bool {
	for _, t := range s.toks[:i] {
		if t.w == "he" || t.w == "she" || relations[t.w] != "" {
			return true
		}
	}
	return false
}

// asks reports a clause that asks about the booking rather than making a
// request: "what time?", "will it be a morning delivery?", but not "can
// you ring when close?".
func asks(c clause) bool {
	return (asking(c) || toldIn(c.toks) > 0) && len(c.toks) > 0 && (!requestWords[c.toks[0].w] || toldAt(c.toks) > 0)
}

func leadingNumber(w string) (int, string) {
	k := 0
	for k < len(w) && w[k] >= '0' && w[k] <= '9' {
		k++
	}
	if k == 0 || k > 2 {
		return 0, ""
	}
	n, _ := strconv.Atoi(w[:k])
	return n, w[k:]
}

// notNamed finds a clause that opens by denying a name: "not Jane, I'm
// Sarah", "wrong Jane".
func notNamed(s sentence, i int) (int, bool) {
	w := s.toks[i].w
	if w != "not" && w != "wrong" {
		return 0, false
	}
	if i > 0 && s.clause[i-1] == s.clause[i] && !(i == 1 && (s.toks[0].w == "no" || s.toks[0].w == "nope")) {
		return 0, false
	}
	if i+1 < len(s.toks) && firstNames[strings.TrimSuffix(s.toks[i+1].w, "'s")] {
		return i + 2, true
	}
	return 0, false
}

// selfIntro finds "I'm Steve", "this is Paul" opening a clause, or after
// "not me" and a word of address with no comma between, as said on a call:
// "not me mate I'm Steve".
func selfIntro(s sentence, i int) (int, bool) {
	j := i
	for j > 0 && s.clause[j-1] == s.clause[i] && vocatives[s.toks[j-1].w] {
		j--
	}
	if j >= 2 && s.clause[j-2] == s.clause[i] && s.toks[j-2].w == "not" && s.toks[j-1].w == "me" {
		j -= 2
	}
	if j > 0 && s.clause[j-1] == s.clause[i] || i+2 >= len(s.toks) {
		return 0, false
	}
	a, b := s.toks[i].w, s.toks[i+1].w
	if (a == "i" && b == "am" || a == "this" && b == "is") && firstNames[s.toks[i+2].w] {
		return i + 3, true
	}
	return 0, false
}

// deniedSelf reports a reply that opens by denying it is the one asked
// for: "not me, I'm Steve", "nope".
func deniedSelf(sents []sentence) bool {
	if len(sents) == 0 || len(sents[0].toks) < 2 {
		return false
	}
	ts := sents[0].toks
	return ts[0].w == "not" && ts[1].w == "me" || (ts[0].w == "no" || ts[0].w == "nope") && ts[1].w == "not"
}

// endOf reports "end of" at ts[i]: "it's at the end of the close" says where
// the house is, never an outing.
func endOf(ts []token, i int) bool {
	return ts[i].w == "end" && i+1 < len(ts) && ts[i+1].w == "of"
}
