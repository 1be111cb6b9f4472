package interpret

// A signer said to be a child in other words than a bare age. childAt
// (facts.go) reads "he's 12", "my 15 year old"; these read the rest:
//
//   - an age with a word between: "he's only twelve", "she's barely 16",
//     "he's not even 16", "he's nearly 18", "he's not 18 yet", "my son is
//     just 14" (ledAge);
//   - a school year or school: "she's in year 9", "he's in y8", "he's in
//     7th grade", "he's at primary school", "he's still at school", "she's
//     in sixth form" (minorAt);
//   - words that make a person a child: "he's underage", "she's still a
//     minor", "he's too young", "not old enough", "not an adult", "just a
//     boy", "a youngster" (minorAt).
//
// Each gives a signer under 18, so the reply is asked about whatever else
// it says, as a bare age is: a child cannot sign, and a yes beside one
// may be the child's.

// minorWhat is the Reason for a signer said to be a child in words.
const minorWhat = "says who would sign is a child, under 18"

// ageLeads may stand between "is" and an age.
var ageLeads = words(`only just still barely nearly almost even not under below yet over about around`)

// ageBelow are the leads that put the age under the number: "nearly 18",
// "not 18", "under 18".
var ageBelow = words(`nearly almost not under below`)

// ageRange are words after a number that make it an hour or a count, not
// an age: "she's only 9 till 5".
var ageRange = words(`till until til to quid pounds p pence pm am ish percent`)

// ledAge reports an age n at s.toks[i] after "is" and one to three leads,
// said of a person: "he's only 12", "my son is just 14", "who is only 15".
func ledAge(s sentence, i, n int) bool {
	k, led, below := i-1, false, false
	for k >= 0 && i-k <= 3 && s.clause[k] == s.clause[i] && ageLeads[s.toks[k].w] {
		led = true
		below = below || ageBelow[s.toks[k].w]
		k--
	}
	if !led || n <= 0 || n > 18 || n == 18 && !below {
		return false
	}
	if i+1 < len(s.toks) && s.clause[i+1] == s.clause[i] {
		if x := s.toks[i+1].w; distanceWords[x] || notAges[x] || ageRange[x] {
			return false // "he's only 10 minutes away", "she's only 9 till 5"
		}
	}
	if k < 1 || s.clause[k] != s.clause[i] || s.toks[k].w != "is" && s.toks[k].w != "are" && s.toks[k].w != "aged" {
		return false
	}
	return s.toks[k].w == "aged" || ageSubject(s, k-1)
}

// ageSubject reports a person at s.toks[k] whose age may follow "is": "he",
// "she", "they", a relation, "my son Jack", "my sister who".
func ageSubject(s sentence, k int) bool {
	switch w := s.toks[k].w; {
	case w == "he" || w == "she" || w == "they" || relations[w] != "" || namedRelation(s, k):
		return true
	case w == "who":
		return k >= 1 && (relations[s.toks[k-1].w] != "" || namedRelation(s, k-1))
	}
	return false
}

// schoolKinds name a school only children go to, before "school".
var schoolKinds = words(`primary secondary junior infant infants middle prep high grammar comprehensive`)

// yearLeads may stand before a school year: "in year 9", "my year 8".
var yearLeads = words(`in a my our his her their`)

// childLeads make "a boy", "a girl" a child: "he's only a boy".
var childLeads = words(`only just still little young`)

// childNouns are who "only a ..." makes a child.
var childNouns = words(`boy girl lad lass baby`)

// minorAt finds words saying a person is a child at s.toks[i], with where
// they end.
func minorAt(s sentence, i int) (int, bool) {
	ts := s.toks
	w := ts[i].w
	at := func(k int) string {
		if k < 0 || k >= len(ts) || s.clause[k] != s.clause[i] {
			return ""
		}
		return ts[k].w
	}
	switch {
	case w == "underage" || w == "youngster" || w == "youngsters" || w == "schoolboy" || w == "schoolgirl" || w == "schoolkid":
		return i + 1, true
	case w == "under" && at(i+1) == "age":
		return i + 2, true // "he's under age"
	case w == "minor" && at(i-1) == "a" && !nounAfterMinor(at(i+1)):
		return i + 1, true // "she's still a minor", not "a minor scratch"
	case w == "young" && (at(i-1) == "too" || at(i-1) == "only" || at(i-1) == "very") && (at(i-2) == "is" || at(i-2) == "are"):
		return i + 1, true // "he's too young", "she's only young"
	case w == "not" && at(i+1) == "old" && at(i+2) == "enough":
		return i + 3, true
	case w == "not" && (at(i+1) == "an" || at(i+1) == "a") && (at(i+2) == "adult" || at(i+2) == "grownup" || at(i+2) == "grown" && at(i+3) == "up"):
		return i + 3, true // "he's not an adult", "not a grown up"
	case childLeads[w] && at(i+1) == "a" && childNouns[at(i+2)]:
		return i + 3, true // "he's just a boy"
	case (w == "year" || w == "yr" || w == "grade") && yearLeads[at(i-1)] && schoolYear(at(i+1)):
		return i + 2, true // "she's in year 9", "my year 8"
	case len(w) > 1 && w[0] == 'y' && schoolYear(w[1:]) && yearLeads[at(i-1)]:
		return i + 1, true // "he's in y9"
	case at(i-1) == "in" && grade(w) && (at(i+1) == "grade" || at(i+1) == "year"):
		return i + 2, true // "he's in 7th grade"
	case w == "sixth" && at(i+1) == "form" && (at(i-1) == "in" || at(i-1) == "at"):
		return i + 2, true
	case schoolKinds[w] && at(i+1) == "school" && personAtSchool(s, i):
		return i + 2, true // "he's at primary school"
	case (w == "primary" || w == "secondary") && (at(i-1) == "at" || at(i-1) == "in") && personAtSchool(s, i):
		return i + 1, true // "she's still at primary"
	case w == "still" && (at(i+1) == "at" || at(i+1) == "in") && at(i+2) == "school" && personAtSchool(s, i+1):
		return i + 3, true // "he's still at school"
	}
	return 0, false
}

// nounAfterMinor are words after "a minor" that make it small, not young:
// "a minor scratch", "a minor thing".
func nounAfterMinor(w string) bool {
	switch w {
	case "", "so", "and", "but", "though", "tho", "still", "yet", "lol", "x", "he", "she", "can", "is", "will", "who":
		return false
	}
	return true
}

// schoolYear reports a school year, 1 to 13.
func schoolYear(w string) bool {
	n, rest := leadingNumber(w)
	return rest == "" && n >= 1 && n <= 13
}

// grade reports "7th", "8th": a grade before "grade".
func grade(w string) bool {
	n, rest := leadingNumber(w)
	return n >= 1 && n <= 12 && (rest == "th" || rest == "st" || rest == "nd" || rest == "rd")
}

// personAtSchool reports a school at s.toks[i] said of one person: "he's
// at primary school", "my son goes to high school", "she's still at
// school". "the kids are at school" says where the children are, not
// how old the one who signs is.
func personAtSchool(s sentence, i int) bool {
	for k := i - 1; k >= 1 && i-k <= 4 && s.clause[k] == s.clause[i]; k-- {
		switch s.toks[k].w {
		case "is", "goes", "attends":
			w := s.toks[k-1].w
			return w == "he" || w == "she" || relations[w] != "" && !childRelations[w] && w != "children" || namedRelation(s, k-1) ||
				w == "who" && k >= 2 && relations[s.toks[k-2].w] != ""
		}
	}
	return false
}

// childEnds end a statement that a person is a child, after which a
// question may run on, on a call: "he's just a kid can he sign for it".
var childEnds = words(`old kid child minor teenager teen boy girl young enough adult underage youngster school form`)

// childEnded reports ts[k] ending a statement of a child's age on a call,
// no comma after it: "he's only twelve can he sign", "she's in year 9 can
// she take it", "he's just a kid can he sign for it". A question run on
// after it opens a clause of its own (auxAfterStatement).
func childEnded(ts []token, k int) bool {
	if k < 1 || ts[k].isBreak() || ts[k-1].isBreak() {
		return false
	}
	if childEnds[ts[k].w] {
		return true
	}
	n, rest := leadingNumber(ts[k].w)
	if rest != "" || n <= 0 || n > 18 {
		return false
	}
	p := ts[k-1].w
	return ageLeads[p] || p == "is" || p == "are" || p == "year" || p == "yr" || p == "grade" || p == "aged"
}
