package interpret

// Replies that say yes but hold a word that looks like another day, a
// time or a wish to speak to a person.

// whoIsThereAfterYes reports "yes am i talking to a real person": the
// question of who is speaking, after a yes or an interjection.
func whoIsThereAfterYes(s sentence) bool {
	k := 0
	for k < len(s.toks) && (yesWords[s.toks[k].w] || interjections[s.toks[k].w] || s.toks[k].isBreak()) {
		k++
	}
	if k == 0 || k >= len(s.toks) {
		return false
	}
	return asksWhoIsThere(sentence{toks: s.toks[k:], clause: s.clause[k:]})
}

// callerWords are who may call the customer ahead of the delivery: "can
// the driver call me on my landline" is calling ahead, not a person from
// the team.
var callerWords = words(`driver drivers courier couriers deliveryman delivery van fitter fitters installer installers
	engineer engineers crew lads guys man men guy postman postie`)

// callVerbs are the ways of calling ahead.
var callVerbs = words(`call ring phone text buzz bell give`)

// driverCalls reports a call asked of the driver rather than of the team:
// "can the driver call me", "could your courier ring me on 07700 900123",
// "please get the driver to phone me".
func driverCalls(s sentence, start int) bool {
	k := start
	for k < len(s.toks) && !callVerbs[s.toks[k].w] {
		k++
	}
	if k >= len(s.toks) {
		return false
	}
	for j := k + 1; j < len(s.toks) && s.clause[j] == s.clause[k]; j++ {
		if windowBounds[s.toks[j].w] || s.toks[j].w == "at" {
			return false // "could the driver ring me after 3?" asks for a call at another time
		}
	}
	for j := k - 1; j >= 0 && j >= k-4 && s.clause[j] == s.clause[k]; j-- {
		if callerWords[s.toks[j].w] {
			return true
		}
	}
	return false
}

// prepAfterElse are the words after "anything else" that ask what to do
// before the delivery rather than what other days there are: "anything
// else I need to do beforehand", "anything else we should know".
var prepAfterElse = words(`i we you to needed need needs required should must`)

// prepAsked reports "anything else I need to do": a question about the
// delivery, not a wish for another day.
func prepAsked(s sentence, m match) bool {
	if m.end-m.start != 2 || s.toks[m.start].w != "anything" || s.toks[m.start+1].w != "else" {
		return false
	}
	return m.end < len(s.toks) && s.clause[m.end] == s.clause[m.start] && prepAfterElse[s.toks[m.end].w]
}

// habitInWords before "in these days" make it where the customer always is:
// "I'm always in these days", "we're mostly in these days".
var habitInWords = words(`always allways alwys alway forever usually mostly normally generally`)

// habitualIn reports "always in these days" at "in": at home as a rule,
// which takes in the booked day.
func habitualIn(s sentence, i int) bool {
	if i+2 >= len(s.toks) || s.toks[i+1].w != "these" || s.toks[i+2].w != "days" {
		return false
	}
	return i > 0 && habitInWords[s.toks[i-1].w]
}

// prepNeed reports "need to do" or "have to do" asked about after
// "anything": "anything (else) I need to do beforehand?" asks what to get
// ready, and says nothing the customer must do elsewhere.
func prepNeed(s sentence, i int) bool {
	for j := i - 1; j >= 0 && j >= i-4 && s.clause[j] == s.clause[i]; j-- {
		if w := s.toks[j].w; w == "anything" || w == "something" || w == "what" {
			return true
		}
	}
	return false
}

// sleepWords say the customer sleeps through the window: "I'm on nights so
// I'll be asleep".
var sleepWords = words(`asleep sleeping sleep nights nightshift nightshifts bed`)

// upFrame reads "my flatmate Ollie will be up" as Ollie in, when another
// clause before it says the customer will be asleep: awake while the
// customer sleeps is at home to take it. Only someone else is read so, and
// only when "up" or "awake" closes the clause ("will be up by 10" is an
// hour, and stays one).
func (rd *reading) upFrame(ci int, ts []token, p int) (frame, bool) {
	if w := ts[p].w; w != "up" && w != "awake" || p+1 != len(ts) || p == 0 || ts[p-1].w != "be" {
		return frame{}, false
	}
	asleep := false
	for _, c := range rd.clauses[:ci] {
		asleep = asleep || anyWord(c.toks, sleepWords)
	}
	if !asleep {
		return frame{}, false
	}
	cp := append([]token(nil), ts...)
	cp[p].w = "in"
	f, ok := predicateFrame(cp, p)
	if !ok || f.absent || f.who.kind != pOther || f.hedged {
		return frame{}, false
	}
	return f, true
}

// homeHabitTail are the only words that may follow "I never go out": "much",
// "these days", "now", "anymore".
var homeHabitTail = words(`much these days now anymore nowadays really at all either any more`)

// homeHabitNeg are the words that make going out a rare thing.
var homeHabitNeg = words(`never hardly rarely seldom barely`)

// homeHabitFrame reads "I never go out these days", "we don't go out much",
// "I hardly leave the house" as the customer in: at home as a rule. Nothing
// else may follow in the clause ("I don't go out till 10" is an hour), and a
// word of going, never of staying, is what is denied.
func homeHabitFrame(ts []token, p int) (frame, bool) {
	v := p - 1
	switch w := ts[p].w; {
	case (w == "out" || w == "anywhere") && v >= 0 && (ts[v].w == "go" || ts[v].w == "get" || ts[v].w == "going"):
	case w == "house" && p >= 2 && ts[p-1].w == "the" && ts[p-2].w == "leave":
		v = p - 2
	default:
		return frame{}, false
	}
	k := v - 1
	switch {
	case k >= 0 && homeHabitNeg[ts[k].w]:
		k--
	case k >= 1 && ts[k].w == "not" && (ts[k-1].w == "do" || ts[k-1].w == "does"):
		k -= 2
	default:
		return frame{}, false
	}
	if k < 0 || ts[k].w != "i" && ts[k].w != "we" {
		return frame{}, false
	}
	for _, t := range ts[:k] {
		if !yesWords[t.w] && !interjections[t.w] && !t.isBreak() {
			return frame{}, false
		}
	}
	for _, t := range ts[p+1:] {
		if !homeHabitTail[t.w] && !t.isBreak() {
			return frame{}, false
		}
	}
	return frame{who: person{kind: pSelf}}, true
}

// alwaysInFrame reads "I'm always in these days" as "I'm always in": the
// days are every day, the booked one with them.
func alwaysInFrame(ts []token, p int) (frame, bool) {
	if p == 0 || p+3 != len(ts) || ts[p].w != "in" || ts[p+1].w != "these" || ts[p+2].w != "days" {
		return frame{}, false
	}
	if w := ts[p-1].w; w != "always" && w != "allways" && w != "alwys" && w != "alway" {
		return frame{}, false
	}
	return predicateFrame(ts[:p+1], p)
}

// habitFrame reads the statements of presence predicateFrame leaves: someone
// up while the customer sleeps, going out denied, always in these days.
func (rd *reading) habitFrame(ci int, ts []token, p int) (frame, bool) {
	if f, ok := rd.upFrame(ci, ts, p); ok {
		return f, true
	}
	if f, ok := homeHabitFrame(ts, p); ok {
		return f, true
	}
	return alwaysInFrame(ts, p)
}
