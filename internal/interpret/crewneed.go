package interpret

// A hedge about what the crew's work will take, said of no one beside a yes:
// "lift is tiny so prob need the stairs", "will probably need two of you",
// "might need to take the door off". It doubts the carrying, not anyone
// being in. "prob need to go out", "might need another day" and "I'll
// probably need to leave early" stay hedges: the words after the need may
// only be of the home, the order and carrying it.

// crewNeedLead are the words a crew's need may follow in its clause, after
// a "so" or "and" if any: "it'll probably need", "you'll prob need".
var crewNeedLead = words(`it will would you they driver drivers lads guys men crew fitters`)

// crewNeedVerbs are how the need is said: "need", "need to", "have to".
var crewNeedVerbs = words(`need needs have has take takes`)

// crewNeedWords are what the crew may need beside the home's own words:
// "two of you", "the stairs", "take the legs off".
var crewNeedWords = words(`people persons person men guys lads pair hands help helpers extra off legs feet leg foot
	doors door stairs stair staircase steps window windows hinges handles strap straps trolley dolly sack truck
	measure measuring tilt tilting angle upright apart assembled dismantle dismantled unscrew unscrewed`)

// crewNeed reports a hedge at s.toks[i:e] that doubts only what the crew's
// work will take.
func crewNeed(s sentence, i, e int) bool {
	ci := s.clause[i]
	for k := i - 1; k >= 0 && s.clause[k] == ci; k-- {
		if w := s.toks[k].w; w == "so" || w == "and" || w == "but" || w == "then" {
			break // "the lift is tiny so prob need the stairs"
		} else if !crewNeedLead[w] {
			return false // "I'll prob need", "we might need"
		}
	}
	j := e
	if j < len(s.toks) && s.clause[j] == ci && s.toks[j].w == "will" {
		j++
	}
	if j >= len(s.toks) || s.clause[j] != ci || !crewNeedVerbs[s.toks[j].w] {
		return false
	}
	part := false
	for j++; j < len(s.toks) && s.clause[j] == ci; j++ {
		w := s.toks[j].w
		switch {
		case selfWords[w] || presenceWords[w] || absenceWords[w] || timeWords[w] || weekdayOrMonth(w) ||
			w == "if" || w == "when" || w == "not" || w == "never" || w == "dayoff":
			return false
		case propertyWord(w) || crewNeedWords[w] || accounted.words[w] == "order":
			part = true
		case numberLike(w) || routeGlue[w] || crewJobs[w]:
		default:
			return false
		}
	}
	return part
}

// hedgeHeldEnd returns where the words a confirmation may hold after a
// hedge of things at s.toks[i:e] end: where in the home ("probably be
// asleep upstairs"), or the rest of a crew's need ("prob need the legs off").
func hedgeHeldEnd(s sentence, i, e int) int {
	switch {
	case homeHedge(s, i, e):
		return homeHedgeEnd(s, e)
	case crewNeed(s, i, e) || slowDoor(s, i, e):
		for e < len(s.toks) && s.clause[e] == s.clause[i] {
			e++
		}
	}
	return e
}

// jobAskWords are what may follow the "if" of a request for the crew's job
// that asks only whether the booking holds it: "if that was included", "if
// possible", "if it's part of the service".
var jobAskWords = words(`it that this is was has been be are included possible poss part of the order service delivery
	price booked paid for covered allowed`)

// jobAskIf reports an "if" at s.toks[i] that ends a request for the crew's
// job with a doubt about the booking, not about anyone being in: "please
// take the old sofa away too if that was included", "I'd like the
// packaging taken away if possible". The request must name taking
// something away and say nothing of being in: "I'll be in if that's
// possible" is a condition.
func jobAskIf(s sentence, i int) bool {
	ci := s.clause[i]
	job := false
	for k := i - 1; k >= 0 && s.clause[k] == ci; k-- {
		w := s.toks[k].w
		if presenceWords[w] || absenceWords[w] && w != "away" || w == "not" || w == "never" || timeWords[w] {
			return false
		}
		job = job || crewJobs[w] || w == "taken" || w == "removed" || w == "collected" || w == "recycled"
	}
	if !job {
		return false
	}
	n := 0
	for j := i + 1; j < len(s.toks) && s.clause[j] == ci; j++ {
		if !jobAskWords[s.toks[j].w] {
			return false
		}
		n++
	}
	return n > 0
}

// slowVerbs are what the customer may be slow at: "might not answer
// straight away", "may be slow to the door".
var slowVerbs = words(`answer answering hear get come open be take`)

// slowDoorWords may make up the rest of such a hedge.
var slowDoorWords = words(`the door bell a while bit little time minute minutes moment slow slowly to it them you straight
	right away straightaway rightaway now quickly quick fast immediately first answer hear get open so please knock ring loudly loud keep trying wait patient`)

// slowDoor reports a hedge at s.toks[i:e] whose doubt is only how soon the
// door is answered: "might not answer straight away", "may be slow to the
// door", "might take a while to get to the door". It says nothing of
// anyone being in; "might not answer", "might not be in" and "might be
// away" stay hedges.
func slowDoor(s sentence, i, e int) bool {
	ci := s.clause[i]
	for k := i - 1; k >= 0 && s.clause[k] == ci; k-- {
		if w := s.toks[k].w; w != "i" && w != "we" && w != "but" && w != "so" && w != "and" && w != "though" {
			return false
		}
	}
	j := e
	if j < len(s.toks) && s.clause[j] == ci && s.toks[j].w == "not" {
		j++
	}
	if s.toks[e-1].w == "be" {
		j-- // "may be slow to the door": the hedge holds the verb
	} else if j >= len(s.toks) || s.clause[j] != ci || !slowVerbs[s.toks[j].w] {
		return false
	}
	slow := false
	for j++; j < len(s.toks) && s.clause[j] == ci; j++ {
		w := s.toks[j].w
		if !slowDoorWords[w] || w == "away" && s.toks[j-1].w != "straight" && s.toks[j-1].w != "right" {
			return false
		}
		slow = slow || slowWords[w] || w == "slow" || w == "slowly" || w == "while" || w == "straightaway" || w == "rightaway" || w == "now"
	}
	return slow
}

// slowNot reports a "not" that only says the door may not be answered at
// once: "might not answer straight away", "may not hear the door quickly".
func slowNot(ts []token, j int) bool {
	if ts[j].w != "not" || j == 0 || ts[j-1].w != "might" && ts[j-1].w != "may" || j+1 >= len(ts) || !slowVerbs[ts[j+1].w] {
		return false
	}
	for _, t := range ts[j+2:] {
		if slowWords[t.w] || t.w == "straightaway" || t.w == "rightaway" || t.w == "now" {
			return true
		}
	}
	return false
}
