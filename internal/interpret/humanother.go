package interpret

// A call the customer will get from someone else is not a wish to speak
// to the team: "my son will be in, he's 10 so he'll need to ring me",
// "should be in, depends if work call me in", "might be in, depends if
// they ring me for a shift". Only a call asked of the sender ("can someone
// ring me", "please call me", "can you call me in the morning") asks for a
// person.

// callerSubjects name who else may call the customer: the work, someone
// of the household, "he" or "she".
var callerSubjects = words(`he she work boss manager employer office job agency hospital school`)

// callerAux may stand between the caller and the call: "he'll need to
// ring me", "work might call me".
var callerAux = words(`will would need needs to has have had got may might could can should must usually always just often`)

// senderAsks before the caller ask the sender to have them call: "get
// your manager to ring me", "have someone call me", "your boss can ring
// me".
var senderAsks = words(`get have ask tell make your`)

// askedCallers are who a call asked of the sender is asked of: "can you
// call me", "someone ring me", "please call me".
var askedCallers = words(`you u someone somebody anyone anybody please`)

// workCalls follow "call me for": "if they ring me for a shift".
var workCalls = words(`shift shifts work overtime cover job interview`)

// calledByOther reports a call matched at s.toks[i:e] ("call", "ring",
// "phone" ... "me") made by someone other than the sender, or made to call
// the customer in to work ("if they ring me in", "if they call me for a
// shift").
func calledByOther(s sentence, i, e int) bool {
	k := i - 1
	for k >= 0 && s.clause[k] == s.clause[i] && callerAux[s.toks[k].w] {
		k--
	}
	if k < 0 || s.clause[k] != s.clause[i] || askedCallers[s.toks[k].w] {
		return false
	}
	for b := k - 1; b >= 0 && s.clause[b] == s.clause[i]; b-- {
		if requestWords[s.toks[b].w] || senderAsks[s.toks[b].w] {
			return false // "can a manager ring me", "get your manager to ring me" ask it of the sender
		}
	}
	w := s.toks[k].w
	if callerSubjects[w] || relations[w] != "" {
		return true
	}
	if s.toks[e-1].w != "me" || e >= len(s.toks) || s.clause[e] != s.clause[e-1] {
		return false
	}
	switch n := s.toks[e].w; {
	case n == "in":
		// "if they call me in", not "they can call me in the morning"
		return e+1 == len(s.toks) || s.clause[e+1] != s.clause[e] || s.toks[e+1].w == "to" || s.toks[e+1].w == "for"
	case n == "into" || n == "onto":
		// "unless they call me into work", "if they ring me onto a shift"
		return true
	case n == "for":
		return e+2 < len(s.toks) && (workCalls[s.toks[e+1].w] || workCalls[s.toks[e+2].w])
	}
	return false
}
