package interpret

// A call runs a question on after a statement with no break, and "what
// time" may end it with nothing after: "yes i'll be in er what time
// roughly", "we'll be in what time then". Said at the end of the clause,
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
