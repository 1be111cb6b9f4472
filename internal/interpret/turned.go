package interpret

// Words and statements that turn a yes round: what may stand beside a yes
// only in its place (cover.go), and a signer said to be away.

import "strings"

// guarded are the function words that turn a statement round or take
// someone away: a negation, "out", "gone". Beside a yes they are accounted
// for only inside a phrase of accounted.txt ("not a problem", "out of
// order"), a compound normalisation reads whole ("not going anywhere"), a
// clause that instructs the driver ("do not ring the bell"), or a clause
// that says why another person signs ("not me but my partner Alex"), so
// "yes out", "yes i am not coming" and "yes, do not come" are asked about.
// A doubt ("could", "might") is guarded only before "be": "i could be
// home", not "could they take the old one away".
var guarded = words(`not never nor cannot neither out off away gone went unless except was`)

var doubtBefore = words(`could might`)

// signerAway reports a reply that names someone to take it in and then
// says that he or she, or the one named, is away: "Tom will be in, he's
// away though". Another person's absence said before anyone is named to
// sign ("my husband's away but my son will be in") is why another signs.
func (rd *reading) signerAway(f finding) bool {
	named := strings.ToLower(f.signer)
	signed := -1
	for _, fr := range rd.fs {
		if !fr.absent && fr.who.kind == pOther && !fr.question && (signed < 0 || fr.clause < signed) {
			signed = fr.clause
		}
	}
	for _, fr := range rd.fs {
		if !fr.absent || fr.hedged || fr.question || fr.who.kind != pOther {
			continue
		}
		name := strings.ToLower(rawSpan(fr.who.name))
		if named != "" && name != "" && strings.Contains(named, strings.TrimSpace(name)) {
			return true
		}
		if name == "" && fr.who.relation == "" && signed >= 0 && fr.clause > signed {
			return true // "he", "she" after the one named
		}
	}
	return signed >= 0 && rd.signerCannotSign(signed)
}

// signerCannotSign reports a clause after the one naming the signer that
// says, with its subject dropped or "he" or "she", that they cannot sign:
// "my mum will be in but can't sign", "abbu ghar honge lekin woh sign nahi
// kar sakte". "I can't sign" is another's reason to sign, and stays so.
func (rd *reading) signerCannotSign(signed int) bool {
	for ci := signed; ci < len(rd.clauses); ci++ {
		ts := rd.clauses[ci].toks
		for i := 1; i < len(ts); i++ {
			if ts[i].w != "sign" || ts[i-1].w != "not" && ts[i-1].w != "cannot" {
				continue
			}
			mine := false
			for _, t := range ts[:i] {
				mine = mine || t.w == "i" || t.w == "we" || t.w == "you"
			}
			if !mine {
				return true
			}
		}
	}
	return false
}

// awayPlace reports a word that puts the one who answers somewhere other
// than home: a place after "at" that is no part of a home ("yes with the
// kids at the park", "at the salon"), or "left" said of oneself ("yes but
// I've left") rather than of a side ("second on the left"), or "were"
// after a pronoun ("yes they were home").
func awayPlace(ts []token, i int) bool {
	w := ts[i].w
	if w == "were" {
		// "yes they were home" is the past; "yes were in" on a call is "we're"
		return i > 0 && subjects[ts[i-1].w]
	}
	if w == "left" {
		return i == 0 || !leftSides[ts[i-1].w]
	}
	if selfNearby(ts, i) {
		return true // "yes I'm round the corner", "I'm next door"
	}
	if i >= 2 && otherOwners[ts[i-1].w] && ts[i-2].w == "at" && !determiners[w] {
		return true // "I'll be at her house": someone else's home
	}
	if namedPlaceAt(ts, i) {
		return true // "Tuesday I'll be at Nice": a town, whatever else the word means
	}
	if determiners[w] || w == "the" || weekdayOrMonth(w) || notPlaces[accounted.words[w]] && !awayBuildings[w] {
		return false // "at all", "at the weekend", "at tuesday"
	}
	j := i - 1
	for j >= 0 && (determiners[ts[j].w] || ts[j].w == "the") {
		j--
	}
	if j < 0 || ts[j].w != "at" || j == i-1 && isDigits(w) || numberLike(w) {
		return false
	}
	return !homePart(w) || awayBuildings[w]
}

// otherOwners before a home make it someone else's: "at her house", "at
// their flat".
var otherOwners = words(`her his their`)

// awayBuildings are buildings of a home's that are as often somewhere
// else, where someone "at the" one is not at the door: "I'm at the garage".
var awayBuildings = words(`garage workshop barn stables allotment office studio yard`)

// notPlaces are the classes of accounted.txt whose words never name where
// someone is: "no problem at all", "at the latest", "at your convenience".
var notPlaces = words(`function time yes filler pleasantry presence order rooms address pets`)

// subjects are the pronouns a past "were" follows.
var subjects = words(`i you we they he she it`)

// leftSides come before "left" naming a side or a turn.
var leftSides = words(`the on to turn your my our first second third far keep bear door hand side top bottom`)

// homePart reports a word naming the home or a part of it: "at the back",
// "at the front door", "at the top flat", "at home".
func homePart(w string) bool {
	return w == "home" || safePlaces[w] || accessNouns[w] || sideWords[w] || weakNouns[w] ||
		instructionWords.words[w] == "access"
}
