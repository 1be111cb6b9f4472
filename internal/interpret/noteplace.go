package interpret

import "strings"

// Where the home is and who is in it, as a description may say it: "we're
// on the 4th floor", "we're opposite the church", "we have two dogs", and
// the places one goes to that put the customer elsewhere ("I'm at the
// school"). Read by notes.go and notespan.go.

// selfOn reports a clause that says which floor or flat the customer's
// home is on: "we're on the 4th floor", "I'm in flat 3".
func selfOn(ts []token) bool {
	if len(ts) < 4 || !(ts[0].w == "i" && ts[1].w == "am" || ts[0].w == "we" && ts[1].w == "are") {
		return false
	}
	if ts[2].w != "on" && ts[2].w != "in" {
		return false
	}
	// the floor or flat follows at once: "on the 4th floor", "in flat 3"
	for _, t := range ts[3:min(len(ts), 6)] {
		if t.w == "floor" || t.w == "flat" || t.w == "storey" || t.w == "level" || t.w == "apartment" || t.w == "unit" {
			return true
		}
		if !determiners[t.w] && !numberLike(t.w) && t.w != "top" && t.w != "ground" && t.w != "bottom" {
			return false
		}
	}
	return false
}

// placeTo reports a "to" that leads to a place, not to a verb: "next to
// the school", "satnav takes you to the wrong farm", "it needs to go
// upstairs" (said of a thing).
func placeTo(ts []token, i int) bool {
	if ts[i].w != "to" || i == 0 {
		return false
	}
	if i+2 < len(ts) && ts[i+1].w == "the" && (sideWords[ts[i+2].w] || ts[i+2].w == "left" || ts[i+2].w == "right") {
		return true // "the door is to the left of the shop"
	}
	if i+2 < len(ts) && wayWord(ts[i-1].w) && determiners[ts[i+1].w] &&
		instructionWords.words[ts[i+2].w] == "access" {
		return true // "entry to the building is via the car park", "the path to the back door"
	}
	switch ts[i-1].w {
	case "next", "close", "near", "opposite", "adjacent", "you", "them", "up", "down", "round", "back", "way",
		"upstairs", "downstairs", "through", "straight", "right", "left":
		return true
	case "needs", "has", "have", "need":
		// "it needs to go upstairs", "it may need to come through the patio doors"
		for k := i - 2; k >= 0 && k >= i-3; k-- {
			if w := ts[k].w; w == "it" || w == "this" || accounted.words[w] == "order" {
				return true
			}
		}
		return false
	}
	return false
}

// selfOuting reports "I'm at the school", "we're at the pub", "I'm near
// the shops": where the customer is, at a place one goes to, not where the
// home is. A place beside which the home stands still describes it ("we're
// opposite the church").
func selfOuting(ts []token) bool {
	find, access := instructionWords.set("find"), instructionWords.set("access")
	for i, t := range ts {
		if !(find[t.w] && !access[t.w] || t.w == "garage" || t.w == "park" || t.w == "carpark") || functionWord(t.w) {
			continue
		}
		k := i - 1
		for k >= 0 && (determiners[ts[k].w] || ts[k].w == "the" || landmarkPart(ts[k].w, find, access)) {
			k--
		}
		if k < 0 || !outingLeads[ts[k].w] || besideWords[ts[k].w] || ts[k].w == "to" && k > 0 && besideWords[ts[k-1].w] {
			continue // "I'm hard of hearing", "we're opposite the church"
		}
		// "we're at the top by the church": the home placed, then a landmark
		if k >= 0 && (ts[k].w == "by" || ts[k].w == "near") && homePlaced(ts[:k]) {
			continue
		}
		return true
	}
	return false
}

// landmarkPart reports a word that may open a landmark's name before its
// head: "farm" in "at the farm shop", "garden" in "at the garden centre",
// "petrol" in "at the petrol station".
func landmarkPart(w string, find, access map[string]bool) bool {
	return (find[w] || access[w]) && !functionWord(w) && !outingLeads[w] && !besideWords[w] &&
		!selfWords[w] && !presenceWords[w]
}

// outingLeads put someone at a place: "at the pub", "near the shops".
var outingLeads = words(`at in near by to down up round outside inside`)

// besideWords place the home beside a landmark: "opposite the church".
var besideWords = words(`next opposite behind beside past facing`)

// homePlaced reports words that place the home itself: "at the top", "at
// number 4", "the house on the corner".
func homePlaced(ts []token) bool {
	find, access := instructionWords.set("find"), instructionWords.set("access")
	for _, t := range ts {
		if access[t.w] && !find[t.w] && !functionWord(t.w) && !selfWords[t.w] {
			return true
		}
	}
	return false
}

// selfAt reports a clause that says the customer is at a place one goes
// to: "I'm at the garage", "we're at the pub".
func selfAt(ts []token) bool {
	return len(ts) > 3 && (ts[0].w == "i" && ts[1].w == "am" || ts[0].w == "we" && ts[1].w == "are") && selfOuting(ts)
}

// driverMay reports "you can" or "you could" before a driver's verb that
// ends the clause ("there's a loading bay opposite the Co-op you can use"),
// or "you'll need" ("so you'll need a ramp or two people").
func driverMay(ts []token, i int) bool {
	if i == 0 || ts[i-1].w != "you" || i+1 >= len(ts) {
		return false
	}
	switch ts[i].w {
	case "can", "could":
		return i+2 == len(ts) && driverVerbs[ts[i+1].w]
	case "will", "would", "may", "might":
		return ts[i+1].w == "need" // "so you'll need a ramp or two people"
	}
	return false
}

// selfHave reports a clause that says what the household has: "we have two
// dogs", "I've got a cat", "we have a steep drive".
func selfHave(ts []token) bool {
	if len(ts) < 3 || ts[0].w != "i" && ts[0].w != "we" {
		return false
	}
	k := 2
	if ts[1].w == "have" && ts[2].w == "got" {
		k = 3
	} else if ts[1].w != "have" && ts[1].w != "got" {
		return false
	}
	// what is had comes with its article or number: "I've left" has none
	return k < len(ts) && (determiners[ts[k].w] || numberLike(ts[k].w) || ts[k].w == "some")
}

// openWords leave a way in open: "I've left the back door open", "the door
// will be on the latch", "the gate's unlocked".
var openWords = words(`open unlocked latch ajar`)

// leftOpen reports a clause in which the customer leaves a door or gate
// open for the driver ("I've left the back door open", "we'll leave the
// gate unlocked") or lets the driver in alone ("so let yourself in"): a
// way in for an empty house, not someone in, so a bare
// yes with one is asked about. "Don't leave the gate open" asks the
// opposite, and "the kitchen door is open" beside a yes says how to come
// in.
func (rd *reading) leftOpen() bool {
	for _, c := range rd.clauses {
		door, left := false, false
		for i, t := range c.toks {
			door = door || t.w == "door" || t.w == "gate" || t.w == "doors" || t.w == "gates" || t.w == "garage"
			if (t.w == "left" || t.w == "leave" || t.w == "leaving") && i > 0 {
				p := c.toks[i-1].w
				left = left || selfWords[p] || p == "have" || p == "will" || p == "am" || p == "are"
			}
		}
		if door && left && anyWord(c.toks, openWords) && !anyWord(c.toks, negations) {
			return true
		}
		for i := 1; i+1 < len(c.toks); i++ {
			if c.toks[i-1].w == "let" && (c.toks[i].w == "yourself" || c.toks[i].w == "yourselves") && c.toks[i+1].w == "in" &&
				!anyWord(c.toks, negations) {
				return true // "the code is 1234 so let yourself in"
			}
		}
	}
	return false
}

// selfLive reports a clause that says where the household lives: "we live
// above the shop", "I live at the end of the lane".
func selfLive(ts []token) bool {
	return len(ts) > 3 && (ts[0].w == "i" || ts[0].w == "we") && ts[1].w == "live" && placeLeadWords[ts[2].w] ||
		len(ts) > 3 && (ts[0].w == "i" || ts[0].w == "we") && ts[1].w == "live" && ts[2].w == "above"
}

// youNeed reports "you need", "you'll need", "you will have" before the
// "to" at ts[i]: what the driver must do.
func youNeed(ts []token, i int) bool {
	if i < 2 || ts[i-1].w != "need" && ts[i-1].w != "have" {
		return false
	}
	crew := func(w string) bool { return w == "you" || w == "they" || crewSubjects[w] || crewNames[w] }
	return crew(ts[i-2].w) || i >= 3 && crew(ts[i-3].w) && (ts[i-2].w == "will" || ts[i-2].w == "would" || ts[i-2].w == "may" || ts[i-2].w == "might")
}

// wayWord reports a word of the way in: "entry", "access", "path".
func wayWord(w string) bool {
	switch instructionWords.words[w] {
	case "access", "parking":
		return true
	}
	return false
}

// nearbyWays put someone just away from home: "round the corner", "across
// the road", "over the road", "down the street", "up the lane".
var nearbyWays = words(`round around across over down up`)

// selfNearby reports, at ts[i], the end of "I'm round the corner", "we're
// across the road", "I'm next door": the customer somewhere near, not at
// home. "We're round the corner from the church" places the home.
func selfNearby(ts []token, i int) bool {
	w := ts[i].w
	j := i - 1
	switch {
	case w == "nextdoor" || w == "acrosstheroad":
	case w == "corner" || w == "road" || w == "street" || w == "lane" || w == "way":
		if j < 1 || ts[j].w != "the" || !nearbyWays[ts[j-1].w] {
			return false
		}
		j -= 2
	default:
		return false
	}
	if i+1 < len(ts) && (ts[i+1].w == "from" || ts[i+1].w == "to") {
		return false
	}
	return j >= 1 && beForms[ts[j].w] && selfWords[ts[j-1].w] || j >= 2 && ts[j].w == "be" && selfWords[ts[j-2].w]
}

// personDoing reports a clause that says what a person is doing: "he's
// doing the kitchen", "she's working upstairs".
func personDoing(ts []token) bool {
	return len(ts) > 2 && (ts[0].w == "he" || ts[0].w == "she" || ts[0].w == "they") && beForms[ts[1].w] &&
		strings.HasSuffix(ts[2].w, "ing") && len(ts[2].w) > 4
}

// namedAfter reports a clause that names the person an instruction just
// placed: "leave it with the lady next door, her name's Margaret".
func namedAfter(ts []token) bool {
	return len(ts) >= 4 && len(ts) <= 6 && (ts[0].w == "her" || ts[0].w == "his" || ts[0].w == "their") &&
		ts[1].w == "name" && ts[2].w == "is"
}

// beingIn reports a statement of being in among the words: a word of
// presence after a form of "be" ("i'll be in", "we're home"), not "come in".
func beingIn(ts []token) bool {
	for j := 1; j < len(ts); j++ {
		if presenceWords[ts[j].w] && (beForms[ts[j-1].w] || ts[j-1].w == "be") {
			return true
		}
	}
	return len(ts) > 0 && presenceWords[ts[0].w] // "in all day"
}

// runOn returns where a description starts that runs on, unpunctuated,
// from a short statement of being in: "yes i'm in it's the flat above the
// chip shop", "we'll be in there's a low beam in the hall", "yep i'm in
// we're on the third floor there is a lift", "we're in we've got a big dog"
// (selfHaveOn, notespetrunon.go). It is -1 when
// the clause opens on no such statement.
func runOn(ts []token, lead int) int {
	for k := lead + 2; k+1 < len(ts) && k-lead <= 5; k++ {
		if runOnOpeners[ts[k].w] && (beForms[ts[k+1].w] || selfHaveOn(ts, k)) && presenceWords[ts[k-1].w] &&
			beingIn(ts[lead:k]) && !anyWord(ts[lead:k], negations) && !anyWord(ts[lead:k], hedges) {
			return k
		}
	}
	return -1
}

// runOnOpeners open a description run on from being in: "it's the flat
// above the shop", "there's a low beam", "we're on the third floor".
var runOnOpeners = words(`it there we i ours`)

// takeParticles make "take" the driver's: "take your shoes off".
var takeParticles = words(`off apart upstairs downstairs away removed`)

// nounUse reports a driver verb used as a noun: "the car park", "a drop".
func nounUse(ts []token, i int) bool {
	return i > 0 && (ts[i-1].w == "car" || determiners[ts[i-1].w])
}

// circumstance reports a clause that only explains the instruction before
// it: "baby asleep", "the dog barks".
func circumstance(ts []token) bool {
	return anyWord(ts, circumstances) && len(ts) <= 6
}

func anyWord(ts []token, set map[string]bool) bool {
	for _, t := range ts {
		if set[t.w] {
			return true
		}
	}
	return false
}
