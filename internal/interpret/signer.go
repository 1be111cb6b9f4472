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
	"grandma": "grandmother", "grandpa": "grandfather", "granny": "gran", "grandparents": "grandparents",
	"stepbrother": "stepbrother", "stepsister": "stepsister", "foreman": "foreman",
	"fitter": "fitter", "fitters": "fitters", "installer": "installer", "installers": "installers",
	"painter": "painter", "painters": "painters", "workmen": "workmen", "tradesmen": "tradesmen",
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
	if t.fixed || w == "january" && strings.EqualFold(t.raw, "jan") {
		w = strings.ToLower(t.raw) // "leave it with Jan next door"
	}
	w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "'")
	if w == "will" || w == "may" || len(w) < 2 {
		return false
	}
	if (nameStop[w] || relations[w] != "") && slot != slotTitle {
		return false
	}
	if firstNames[w] || t.name {
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
	if !isLetters(nameMarks.Replace(w)) || !strings.ContainsAny(fold(w), "aeiouy") {
		return false // "hubby wl b in": text speak, not a name
	}
	if commonWords[w] || vocab[w] || relations[w] != "" || accounted.words[w] == "elsewhere" {
		return false // "football at 11" is no one at number 11
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
		// At the end of a clause only a "Will" written with its capital is a
		// name: "nope but my lad will, hes 19" has no name.
		willName = willName || (j+1 == len(ts) && j > 0 && relations[ts[j-1].w] != "" && strings.HasPrefix(t.raw, "W") && !t.shout)
		if t.w == "will" && willName {
			p.name = append(p.name, t)
			j++
			continue
		}
		at := slot
		if j > start && at == slotFree {
			at = slotOnly
		}
		if !nameWord(t, strict, at) && !setOffSurname(ts, start, j) || j == start && j > 0 && relations[ts[j-1].w] != "" && !startsUpper(t.raw) && !firstNames[t.w] && verbForm(t.w) ||
			j > start && instructionAfterName(ts, j) {
			break // "my wife stays": a verb after a relation is no name; "kieran buzz flat 12": instructverb.go
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

// setOffSurname reports a capitalised word after a capitalised given name
// in a full name set off by commas or closing the reply: "my neighbour,
// Pat Green, said she'll take it". Between the marks a surname may be any
// word, even one that names a street elsewhere ("Green", "Hill"), but a
// day; outside them "Pat Green" could be a name and a place.
func setOffSurname(ts []token, start, j int) bool {
	t, first := ts[j], ts[start]
	if j != start+1 || start > 0 && !ts[start-1].isBreak() || !nameCapital(first) || !firstNames[first.w] {
		return false
	}
	_, day := weekdays[t.w]
	if !nameCapital(t) || t.sent || !isLetters(t.w) || day || relations[t.w] != "" || accounted.words[t.w] != "" {
		return false
	}
	return j+1 == len(ts) || ts[j+1].isBreak()
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
		if k := adultAge(ts, j); k > j {
			j = k // "my 20 year old son"
			continue
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
				p.title = titleText(ts[j])
				j = k
			}
		} else {
			j = p.takeName(ts, j, false, slotOnly)
		}
	case titles[at(j)]:
		p.title = titleText(ts[j])
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
		if !det && p.place == "" && instructionVerbAt(ts, j) {
			return person{}, false // "Buzz flat 2B", "Ring number 4": instructverb.go
		}
		k := p.takeName(ts, j, strict, slotAt(ts, j, slot))
		if k == j && p.place == "" && slot == slotFree {
			// a word that a place follows stands for a person: "o'brien
			// next door will take it"
			var q person
			if k2 := q.takeName(ts, j, strict, slotOnly); k2 == j+1 {
				// "at 11" may be an hour: only a place that is one
				if place, _ := parsePlace(ts, k2); place != "" && !(ts[k2].w == "at" && isDigits(ts[min(k2+1, len(ts)-1)].w)) {
					p.name, k = q.name, k2
				}
			}
		}
		if k == j && p.place == "" {
			return person{}, false
		}
		j = k
	}
	if k := adultAge(ts, j); k > j && p.relation != "" {
		j = k // "mi hijo de 20 años", "my son who is 20"
	}
	// "Tom, my husband", "Jack my son"
	if len(p.name) > 0 && p.relation == "" && determiners[at(j)] && relations[at(j+1)] != "" {
		p.relation = relations[at(j+1)]
		j += 2
	}
	// a place, and a second that narrows it: "downstairs in flat 1"
	for n := 0; n < 2; n++ {
		place, k := parsePlace(ts, j)
		if place == "" {
			break
		}
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

// englishTitles are the spellings of the English titles: "mister" is
// written "Mr".
var englishTitles = words(`mister missus misses mrs mr ms miss mx dr doctor master madam`)

// titleText writes a title as names are written: "Mrs" for "mrs" or
// "MRS.", and a title of another language as the customer wrote it, its
// point kept ("Mme", "Sra", "Pani", "Sr. Costa").
func titleText(t token) string {
	raw := strings.TrimSuffix(t.raw, ".")
	if raw == "M" && t.w == "mr" {
		return "M." // French "M. Dubois": a lone M reads as an initial
	}
	if low := strings.ToLower(raw); titleCanon[low] != "" || englishTitles[low] || !isLetters(low) {
		return titleCanon[t.w]
	}
	// A title of another language keeps the point it was written with, as
	// names are labelled: "o Sr. Costa" is signed "Sr. Costa".
	if t.dot {
		return titleCase(strings.ToLower(raw)) + "."
	}
	return titleCase(strings.ToLower(raw))
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
	case k == j && droppedPlace(ts, k):
		return "no " + w, k + 1
	case w == "acrosstheroad":
		return "across the road", k + 1
	case w == "opposite" || w == "upstairs" || w == "downstairs":
		return w, k + 1
	}
	if post, e := frontDesk(ts, j); e > j {
		return post, e
	}
	return "", j
}

// deskPosts are where a building's staff sit: "Frank on the front desk",
// "Maria at reception", "Sam on the door".
var deskPosts = words(`desk reception door gate concierge frontdesk`)

// frontDeskAt reports a post that ends before ts[k] starting at ts[j] ("on
// the front desk"), or its "the" after "on".
func frontDeskAt(ts []token, j, k int) bool {
	if ts[j].w == "the" && j > 0 {
		j--
	}
	_, e := frontDesk(ts[:k+1], j)
	return e > j
}

// frontDesk reads a post at the front of a building after a name: "on the
// front desk", "at reception", "on the door".
func frontDesk(ts []token, j int) (string, int) {
	if j >= len(ts) || ts[j].w != "on" && ts[j].w != "at" && ts[j].w != "behind" {
		return "", j
	}
	k := j + 1
	if k < len(ts) && ts[k].w == "the" {
		k++
	}
	if k < len(ts) && (ts[k].w == "front" || ts[k].w == "main" || ts[k].w == "security") {
		k++
	}
	if k < len(ts) && deskPosts[ts[k].w] {
		var ws []string
		for _, t := range ts[j : k+1] {
			ws = append(ws, t.w)
		}
		return strings.Join(ws, " "), k + 1
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
