package interpret

// Hours of the property, not of the customer. "the door is open until 10",
// "the gate is locked after 6", "the car park closes at 8pm", "reception
// shuts at 5": an hour said of a door, a gate, a building or a car park is
// an instruction about the place, not a bound on when someone is in.

// propertyNouns are the parts of a property an hour can be said of.
var propertyNouns = words(`door doors gate gates entrance barrier barriers carpark park building reception office
	concierge lobby foyer lift lifts site yard garage shutter shutters porch intercom buzzer`)

// propertyStates say a property noun is open or shut.
var propertyStates = words(`open opens opened unlocked unlocks locked locks lock closed closes close shut shuts staffed manned`)

// propertyHour reports the bound or hour at s.toks[i] said of a property
// noun earlier in its clause, with a state between them: "the door is open
// until 10". A person in the clause ("I lock the door at 10 and leave")
// keeps the hour the customer's.
func propertyHour(s sentence, i int) bool {
	var ts []token
	for j := 0; j < i; j++ {
		if s.clause[j] == s.clause[i] {
			ts = append(ts, s.toks[j])
		}
	}
	return propertyHourIn(ts, len(ts))
}

// propertyHourIn is propertyHour over one clause's words, the hour at
// ts[k].
func propertyHourIn(ts []token, k int) bool {
	noun, state := false, false
	for _, t := range ts[:k] {
		switch w := t.w; {
		case w == "i" || w == "we" || w == "me" || w == "us" || w == "not" || w == "leave" || w == "leaving" || w == "out" || w == "away" || w == "work":
			return false // "I lock the door at 10 and leave"
		case propertyNouns[w]:
			noun = true
		case noun && propertyStates[w]:
			state = true
		}
	}
	return noun && state
}
