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
