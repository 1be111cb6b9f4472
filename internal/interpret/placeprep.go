package interpret

// placeprep.go: a name after a preposition of place is where someone will
// be, not who: "mardi je serai à Rosa", "el martes estaré en Lyon" gloss
// "i will be at rosa", "i will be in lyon", and the name must not be moved
// before the verb as its subject ("rosa will be in"), which read as Rosa
// signing or as the customer in on the booked day. subjectAfter stops at
// these words when said on their own, not inside the verb's own gloss ("tb
// estara" is "will be in too"), so the name stays where it was said and is
// placed, or not, as any word after "at" is.

// placePreps are the glosses of a preposition of place.
var placePreps = words(`at in to from`)

// namedPlaceAt reports a word written with a capital inside its sentence
// straight after "at": "Tuesday I'll be at Nice", "mardi je serai à Nice"
// name a place, even when the word is also a pleasantry; "at home" and a
// day or a time stay what they are, and a reply in capitals names nothing.
func namedPlaceAt(ts []token, i int) bool {
	if i == 0 || ts[i-1].w != "at" || !capitalised(ts[i]) || ts[i].shout {
		return false
	}
	w := ts[i].w
	return !homePart(w) && !weekdayOrMonth(w) && !numberLike(w) && !determiners[w] && w != "the"
}
