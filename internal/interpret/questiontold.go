package interpret

// A request to be told something is a question: "can you tell me what
// time", "could you let me know a time", "please give me an idea of the
// time" ask what "what time?" asks, though they open as requests do ("can
// you ring first?", which tells the driver what to do). The question is
// the words after the telling: its kind is read from them, so "can you let
// me know what time" asks the time, not whether the driver calls ahead,
// and only they may make the yes wait on the answer ("can you tell me what
// time so I can check"). "Let me know when you're close" asks for a call,
// and stays a request.

// tellVerbs ask to be told: "tell me", "give us", "send me", "say".
var tellVerbs = words(`tell give send say confirm text message email`)

// toldWhat are the words an embedded question may open with: "what time",
// "roughly when", "a time", "an eta", "the window", "an idea of the time".
var toldWhat = words(`what whats which when how roughly approximately approx a an the any some rough`)

// toldNouns name what a request to be told asks for, when no question word
// does: "a time", "an eta", "the window".
var toldNouns = words(`time times eta timeslot slot window hour idea estimate`)

// nearWords make "when" a call ahead: "let me know when you're close".
var nearWords = words(`close near nearby way outside enroute minutes mins min away around here there leaving`)

// toldAt returns where the question in a request to be told begins, 0
// when ts is none: "can you tell me | what time", "could you let us know |
// a time", "please tell me | when it will come".
func toldAt(ts []token) int {
	if len(ts) < 4 || !requestWords[ts[0].w] {
		return 0
	}
	k := 1
	if k < len(ts) && (ts[k].w == "you" || ts[k].w == "u" || ts[k].w == "they" || ts[k].w == "someone") {
		k++
	}
	if k < len(ts) && ts[k].w == "please" {
		k++
	}
	switch {
	case k+2 < len(ts) && ts[k].w == "let" && (ts[k+1].w == "me" || ts[k+1].w == "us") && ts[k+2].w == "know":
		k += 3
	case k+1 < len(ts) && tellVerbs[ts[k].w] && (ts[k+1].w == "me" || ts[k+1].w == "us"):
		k += 2
	default:
		return 0
	}
	if k >= len(ts) || !toldWhat[ts[k].w] {
		return 0
	}
	q := ts[k:]
	if q[0].w == "when" {
		for _, t := range q {
			if nearWords[t.w] {
				return 0 // "let me know when you're close" asks for a call
			}
		}
		return k
	}
	for _, t := range q[:min(len(q), 4)] {
		if questionWords[t.w] || toldNouns[t.w] {
			return k
		}
	}
	return 0
}

// toldReasons end the question and open why it is asked: "what time |
// so I can check", "a time | then I'll know".
var toldReasons = words(`so then as because cos coz if to`)

// toldKind is the kind of the question in a request to be told that
// starts at ts[k]: read from its words up to the reason given for it, and
// the time when they name a time
// and no kind ("a time so I can check").
func toldKind(ts []token, k int) Question {
	e := k + 1
	for e < len(ts) && !toldReasons[ts[e].w] {
		e++
	}
	q := questionKind(clause{toks: ts[k:e]})
	if q == QuestionNone || q == QuestionOther || q == QuestionCallAhead {
		for _, t := range ts[k:e] {
			switch t.w {
			case "window", "slot", "timeslot":
				return QuestionWindow
			case "time", "times", "eta", "hour", "when":
				return QuestionTime
			}
		}
	}
	return q
}
