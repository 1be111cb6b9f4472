package interpret

// A few questions name must_be_in's words ("do I need to ...") while they
// ask something else, or carrying's while they ask about a call:
//
//   - "do I need to be in the whole time 8-12 or can you narrow it down?",
//     "do i need to be in the whole four hours" ask about the window: being
//     in is granted, how long is asked;
//   - "do you take the old sofa away as well or do I need to sort that?",
//     "do I need to pay the driver?" ask about a service on the day
//     (questionextra.go), not whether anyone must be in.
func kindAdjusted(c clause, k Question) Question {
	if k != QuestionMustBeIn {
		return k
	}
	if wholeAsked(c.toks) {
		return QuestionWindow
	}
	if extraAsked(c) && !beInAsked(c.toks) {
		return QuestionOther
	}
	return k
}

// wholeAsked reports a question about the length of the stay that names
// it or asks to narrow it: "the whole time 8-12", "the entire 4 hours",
// "all the window", "can you narrow it down".
func wholeAsked(ts []token) bool {
	for i, t := range ts {
		if t.w == "narrow" || t.w == "narrower" || t.w == "pin" {
			return true
		}
		if !(t.w == "whole" || t.w == "entire" || t.w == "full" || t.w == "all") || i+1 >= len(ts) {
			continue
		}
		for _, u := range ts[i+1 : min(i+4, len(ts))] {
			if wholeSpans[u.w] || isDigitWord(u.w) {
				return true
			}
		}
	}
	return false
}

// wholeSpans are the stretches a stay may be asked to last.
// "The whole time" alone still asks whether someone must be in.
var wholeSpans = words(`window slot timeslot hours hrs 4 four`)

// beInAsked reports a question about being in or signing: "do I need to be
// home", "does someone have to sign".
func beInAsked(ts []token) bool {
	for i, t := range ts {
		if t.w == "sign" || t.w == "signature" || t.w == "signing" || t.w == "present" {
			return true
		}
		if t.w == "be" && i+1 < len(ts) && (ts[i+1].w == "in" || ts[i+1].w == "home" || ts[i+1].w == "there" || ts[i+1].w == "here" || ts[i+1].w == "around" || ts[i+1].w == "about" || ts[i+1].w == "available") {
			return true
		}
	}
	return false
}

func isDigitWord(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if (r < '0' || r > '9') && r != '-' {
			return false
		}
	}
	return true
}
