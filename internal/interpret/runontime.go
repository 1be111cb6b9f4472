package interpret

// A call runs a question on after a statement with no break, and "what
// time" may end it with nothing after, or with only why it is asked: "yes
// i'll be in er what time roughly", "we'll be in what time then", "yes
// we'll be in what time so i can check with the wife" (which waits on the
// answer, as yesquestion.go reads it). Said at the end of the clause,
// "what time" or "what day" asks, as "what time will they come" does; "I
// don't mind what time", "no matter what time" and "whatever time" still
// only tell (notAsking).

// trailWords may follow a question that ends a clause: "what time
// roughly", "what time then", "what time please".
var trailWords = words(`roughly exactly approximately approx then please mate love pal just like`)

// trailsOff reports words after a question's "what time" that only end
// it: none, or trailWords alone.
func trailsOff(ts []token) bool {
	for _, t := range ts {
		if !trailWords[t.w] {
			return false
		}
	}
	return true
}

// reasonFollows reports words after a question's "what time" that say why
// it is asked: "so I can check", "as I need to know", or, with "so"
// dropped as a filler, "I can check".
func reasonFollows(ts []token) bool {
	if len(ts) == 0 {
		return false
	}
	if toldReasons[ts[0].w] {
		return true
	}
	return len(ts) > 1 && (ts[0].w == "i" || ts[0].w == "we") && reasonAux[ts[1].w]
}

// reasonAux follow "I" in a reason for asking: "I can check", "I need to
// know".
var reasonAux = words(`can could need have know`)
