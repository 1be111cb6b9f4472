package interpret

import "strings"

// Someone in, but nobody the driver can reach. A reply may say the
// customer is in and still leave the driver no way to hand the parcel
// over, and such a yes is asked about:
//   - no way to take it: "I have no way to receive it", "there's no way
//     for me to get to the door";
//   - the driver told not to knock and not to ring ("please don't knock
//     or ring", "ne frappez pas et ne sonnez pas"), not to bother
//     knocking, or not to knock by a customer in the shower or the bath
//     ("yes I'm in, I'll be in the shower, don't knock"), with no other
//     way to reach anyone asked for. One way forbidden leaves the other
//     ("yes, don't ring the bell", "don't knock, the baby's asleep"), and
//     "don't ring the bell, knock instead", "don't knock, text me" or
//     "don't knock before 8" stay instructions;
//   - one in who will not come to the door or answer it: "my flatmate
//     will be in but won't answer", "he never answers the door", "don't
//     expect him to answer" (the phone or unknown numbers are not this);
//   - a way in that is shut with nobody to open it: "the gate is locked and
//     I don't have the code", "I'm locked in", "the gate's locked". A code
//     given ("gate code 1234"), a call asked for, someone to let the
//     driver in ("ring me and I'll open it") or any way round after it
//     ("... so use the side", "... so just knock") make it an
//     instruction;
//   - being in at another's home: "I'll be asleep at my sister's but I'm
//     in", "I'm in, at my mate's house". In there is not the delivery's
//     home. Leaving the parcel at a neighbour's, or a now ("at my mum's
//     now"), is not this;
//   - the home itself said to be in: "the house will be in lol".
// Beside these, veto.go reads an age under 18 given for the one with a
// child ("the baby will be home with my sister who is 15", childAged) and
// an animal said to be in with no person in the reply ("the cat will be
// home lol") as no confirmation.

// safeAccessWhat is the Reason for one.
const safeAccessWhat = "says nobody can take the delivery"

// takeDeliveryVerbs are what nobody may be able to do with the delivery.
var takeDeliveryVerbs = words(`receive receiving take taking accept accepting sign signing collect collecting answer answering open opening get getting reach reaching`)

// doorSignals are the ways the driver may be told not to call at the door.
var doorSignals = words(`knock knocking ring ringing buzz buzzing bell doorbell buzzer intercom`)

// doorOr are the ways of reaching someone at the door a reply may ask
// for instead.
var doorOr = words(`knock knocking bang ring bell doorbell buzzer intercom buzz call phone text txt message whatsapp mobile shout`)

// openWays let the driver in past a shut way: "I'll open it", "let you in".
var openWays = words(`let unlock open opened opens buzz code`)

// houseWords are the home itself, which may be joked to be in: "the
// house will be in".
var houseWords = words(`house flat home building place apartment property bungalow`)

// prepWords put the home after a place word: "someone in the flat".
var prepWords = words(`in at of from to on inside within`)

// laughWords may close the joke.
var laughWords = words(`lol haha hahaha lmao rofl jk`)

// unreachCues keep the customer from the door: "I'll be in the shower".
var unreachCues = words(`shower showering bath bathing`)

// bothSignals reports a knock and a ring both forbidden: "don't knock or
// ring". One alone leaves the other: "don't ring the bell, the baby's
// asleep".
func bothSignals(ts []token) bool {
	knock, ring := false, false
	for _, t := range ts {
		switch t.w {
		case "knock", "knocking":
			knock = true
		case "ring", "ringing", "bell", "doorbell", "buzz", "buzzing", "buzzer", "intercom":
			ring = true
		}
	}
	return knock && ring
}

// negatedSignals returns the ways of calling at the door the sentence
// forbids: "do not knock and do not ring the bell".
func negatedSignals(s sentence) []token {
	var out []token
	for m, t := range s.toks {
		if !doorSignals[t.w] {
			continue
		}
		if signalNegated(s.toks, m) {
			out = append(out, t)
		}
	}
	return out
}

// signalJoin may stand between a negation and the way of calling it
// forbids: "don't knock or ring", "don't use the buzzer".
var signalJoin = words(`the or and please use even bother do on nor`)

// signalNegated reports the way of calling at ts[m] forbidden by a
// negation before it, over only joining words and other ways of calling:
// "don't knock or ring" forbids both, "no buzzer so knock" only the buzzer.
func signalNegated(ts []token, m int) bool {
	for k := m - 1; k >= 0; k-- {
		switch w := ts[k].w; {
		case w == "not" || w == "never" || w == "no" || w == "nor":
			return true
		case ts[k].isBreak() || !signalJoin[w] && !doorSignals[w]:
			return false
		}
	}
	return false
}

// hasWord reports any of set among the reply's words.
func (rd *reading) hasWord(set map[string]bool) bool {
	for _, t := range rd.all {
		if set[t.w] {
			return true
		}
	}
	return false
}

// phoneThings are what one may not answer that is not the door: "I
// never answer unknown numbers".
var phoneThings = words(`phone mobile calls call texts messages unknown numbers number withheld private emails`)

// lockedWhat are the words of a shut way in.
var lockedWhat = words(`locked padlocked bolted`)

// awayHomeNow turn "at my mum's" into now rather than the booked day, or
// into where a parcel is left.
var awayHomeNow = words(`now currently atm tonight today moment leave leaving left drop dropped put deliver send take give`)

// safeAccess reports at s.toks[i] a statement that nobody can take the
// delivery, and where it ends.
func (rd *reading) safeAccess(s sentence, i int) (int, bool) {
	ts := s.toks
	w := ts[i].w
	same := func(j int) bool { return j < len(ts) && s.clause[j] == s.clause[i] }
	if w == "no" {
		if e, ok := noWayAt(s, i); ok {
			return e, true
		}
	}
	switch {
	case w == "not" && i > 0 && (ts[i-1].w == "do" || ts[i-1].w == "please") || w == "never" || w == "no":
		// "don't knock", "please don't ring or knock", "no knocking"
		j := i + 1
		bother := false
		for same(j) && (ts[j].w == "please" || ts[j].w == "the" || ts[j].w == "on" || ts[j].w == "or" || ts[j].w == "bother" || ts[j].w == "even") {
			bother = bother || ts[j].w == "bother"
			j++
		}
		if !same(j) || !doorSignals[ts[j].w] {
			break
		}
		k := j + 1
		for same(k) && (doorSignals[ts[k].w] || ts[k].w == "or" || ts[k].w == "the" || ts[k].w == "and") {
			k++
		}
		if same(k) && (ts[k].w == "loud" || ts[k].w == "loudly" || ts[k].w == "hard" || ts[k].w == "too" || ts[k].w == "more" || windowBounds[ts[k].w]) {
			return 0, false // "don't knock too loud", "don't knock before 8"
		}
		if !bothSignals(negatedSignals(s)) && !(bother && (ts[j].w == "knock" || ts[j].w == "knocking")) && !rd.hasWord(unreachCues) || rd.otherWayAsked(ts[i].start, ts[k-1].end) {
			return 0, false
		}
		return k, true
	case lockedWhat[w] && i > 0:
		// "the gate is locked", "I'm locked in"
		if ts[i-1].w != "is" && ts[i-1].w != "be" && ts[i-1].w != "am" && ts[i-1].w != "are" {
			return 0, false
		}
		if !rd.lockedOf(s, i) || rd.letInAsked() {
			return 0, false
		}
		e := i + 1
		if same(e) && (ts[e].w == "in" || ts[e].w == "out") {
			e++
		}
		if !rd.nothingAfter(ts[e-1].end) {
			return 0, false // "the gate is locked so use the side", "... so just knock"
		}
		return e, true
	case w == "code" && i >= 2 && (ts[i-1].w == "the" || ts[i-1].w == "a" || ts[i-1].w == "no" || ts[i-1].w == "gate" || ts[i-1].w == "door"):
		// "I don't have the code", "there's no code"
		k := i - 1
		for k > 0 && (ts[k].w == "the" || ts[k].w == "a" || ts[k].w == "gate" || ts[k].w == "door") {
			k--
		}
		neg := ts[k].w == "no" || (ts[k].w == "have" || ts[k].w == "know" || ts[k].w == "got") && k >= 1 && ts[k-1].w == "not"
		if !neg || !same(k) || rd.letInAsked() {
			return 0, false
		}
		return i + 1, true
	case (w == "answer" || w == "answers" || w == "answering") && i > 0 && (ts[i-1].w == "never" || ts[i-1].w == "not" && i >= 2 && (ts[i-2].w == "will" || ts[i-2].w == "do" || ts[i-2].w == "does")):
		// "he won't answer", "she never answers the door"
		if same(i+1) && (ts[i+1].w == "the" || ts[i+1].w == "my") && same(i+2) && phoneThings[ts[i+2].w] || same(i+1) && phoneThings[ts[i+1].w] {
			return 0, false // "I won't answer the phone, just knock"
		}
		if same(i+1) && (ts[i+1].w == "straight" || ts[i+1].w == "quickly" || ts[i+1].w == "right" || ts[i+1].w == "immediately" || ts[i+1].w == "straightaway") {
			return 0, false // "won't answer straight away, knock loud"
		}
		for k := i - 1; k >= 0 && s.clause[k] == s.clause[i]; k-- {
			if ts[k].w == "if" || ts[k].w == "when" {
				return 0, false // "if I don't answer I'm in the shower"
			}
		}
		if rd.letInAsked() {
			return 0, false
		}
		return i + 1, true
	case (w == "come" || w == "coming" || w == "go" || w == "going" || w == "get" || w == "getting") && i > 0 && ts[i-1].w == "not" && same(i+3) && ts[i+1].w == "to" && ts[i+2].w == "the" && ts[i+3].w == "door":
		// "I won't come to the door"
		if i >= 2 && (ts[i-2].w == "can" || ts[i-2].w == "could" || ts[i-2].w == "might" || ts[i-2].w == "may") || rd.letInAsked() {
			return 0, false // "can't get to the door": homehedge.go; "might not get to the door, ring me"
		}
		return i + 4, true
	case w == "expect" && i > 0 && ts[i-1].w == "not":
		// "don't expect him to answer"
		for k := i + 1; same(k); k++ {
			if ts[k].w == "answer" || ts[k].w == "open" || ts[k].w == "come" {
				if rd.letInAsked() {
					return 0, false
				}
				return k + 1, true
			}
		}
	case w == "at" && rd.selfIn():
		return rd.atOthersHome(s, i)
	case houseWords[w] && i > 0 && (ts[i-1].w == "the" || ts[i-1].w == "my" || ts[i-1].w == "our") && (i < 2 || !prepWords[ts[i-2].w]):
		// "the house will be in, it's not going anywhere"
		k := i + 1
		for same(k) && (ts[k].w == "is" || ts[k].w == "will" || ts[k].w == "be" || ts[k].w == "s" || ts[k].w == "ll") {
			k++
		}
		if k == i+1 || !same(k) || !presentWords[ts[k].w] || same(k+1) && !laughWords[ts[k+1].w] {
			return 0, false // "my house is in the cul de sac"
		}
		return k + 1, true
	}
	return 0, false
}

// otherWayAsked reports a way to reach someone at the door asked for
// outside the bytes a..b: "don't ring, knock instead".
func (rd *reading) otherWayAsked(a, b int) bool {
	for k, t := range rd.all {
		if t.start >= a && t.end <= b || !doorOr[t.w] {
			continue
		}
		if !signalNegated(rd.all, k) {
			return true
		}
	}
	return false
}

// letInAsked reports a way past a shut door given anywhere in the reply: a
// code with its digits, a call asked for, or someone to let the driver in.
func (rd *reading) letInAsked() bool {
	if rd.contactAsked() {
		return true
	}
	for k, t := range rd.all {
		if strings.ContainsAny(t.w, "0123456789") {
			return true
		}
		if openWays[t.w] && t.w != "code" && (k == 0 || rd.all[k-1].w != "not") {
			return true
		}
	}
	return false
}

// lockedOf reports the shut thing before s.toks[i] ("locked") as a way in
// or the customer: "the gate is locked", "I'm locked in".
func (rd *reading) lockedOf(s sentence, i int) bool {
	ts := s.toks
	k := i - 1
	for k > 0 && (ts[k].w == "is" || ts[k].w == "be" || ts[k].w == "will" || ts[k].w == "am" || ts[k].w == "are" || ts[k].w == "always") {
		k--
	}
	if k < 0 || s.clause[k] != s.clause[i] {
		return false
	}
	if ts[k].w == "i" || ts[k].w == "we" {
		return i+1 < len(ts) && (ts[i+1].w == "in" || ts[i+1].w == "out")
	}
	return entryWays[ts[k].w] && ts[k].w != "intercom" && ts[k].w != "buzzer" && ts[k].w != "doorbell" && ts[k].w != "bell" && ts[k].w != "concierge" && ts[k].w != "porter" && ts[k].w != "security"
}

// atOthersHome reports at s.toks[i] ("at") another's home said of the
// customer: "at my sister's", "at my mate's house".
func (rd *reading) atOthersHome(s sentence, i int) (int, bool) {
	ts := s.toks
	j := i + 1
	if j < len(ts) && (ts[j].w == "my" || ts[j].w == "our" || ts[j].w == "a") {
		j++
	}
	if j >= len(ts) || s.clause[j] != s.clause[i] || relations[ts[j].w] == "" && !firstNames[ts[j].w] {
		return 0, false
	}
	raw := strings.ToLower(strings.ReplaceAll(ts[j].raw, "’", "'"))
	poss := strings.HasSuffix(raw, "'s") || strings.HasSuffix(raw, "s'")
	if j+1 < len(ts) && s.clause[j+1] == s.clause[i] && (ts[j+1].w == "is" && strings.ToLower(ts[j+1].raw) != "is" || ts[j+1].w == "house" || ts[j+1].w == "place" || ts[j+1].w == "flat") {
		poss = true
		j++
	}
	if !poss {
		return 0, false
	}
	for k := range ts {
		if s.clause[k] != s.clause[i] {
			continue
		}
		if awayHomeNow[ts[k].w] || k < i && (ts[k].w == "he" || ts[k].w == "she" || ts[k].w == "they" || relations[ts[k].w] != "" || ts[k].w == "if" || ts[k].w == "not") {
			return 0, false // "my son will be at his mate's", "leave it at my neighbour's"
		}
	}
	return j + 1, true
}

// noWayAt reports at s.toks[i] ("no") no way to take the delivery: "no
// way to receive it", "no way for me to get to the door".
func noWayAt(s sentence, i int) (int, bool) {
	ts := s.toks
	same := func(j int) bool { return j < len(ts) && s.clause[j] == s.clause[i] }
	j := i + 1
	if same(j) && ts[j].w == "way" {
		j++
	}
	if same(j+1) && ts[j].w == "for" && (ts[j+1].w == "me" || ts[j+1].w == "us" || ts[j+1].w == "anyone") {
		j += 2
	}
	if !same(j+1) || ts[j].w != "to" && ts[j].w != "of" || !takeDeliveryVerbs[ts[j+1].w] {
		return 0, false
	}
	if v := ts[j+1].w; (v == "get" || v == "getting") && (!same(j+2) || ts[j+2].w != "to" && ts[j+2].w != "it" && ts[j+2].w != "down") {
		return 0, false // "no way to get in": noentry.go
	}
	return j + 2, true
}

// petSignWhat is the Reason for an animal said to be the one in.
const petSignWhat = "names an animal, not a person, to sign"

// childFirst picks, among the child facts, one that gives an age under 18
// over x: "the baby will be home with my sister who is 15" leaves only
// children in, though the baby alone beside a grown-up would be an aside.
func childAged(fs []fact, x *fact) *fact {
	for i := range fs {
		if fs[i].kind == factChild && strings.Contains(fs[i].what, "under 18") {
			return &fs[i]
		}
	}
	return x
}

// writerWords name the writer; a reply without any that says only an animal
// will be in ("the cat will be home lol") leaves no person in.
var writerWords = words(`i im me we us our my`)

// lockTail may close a reply after a shut way in, adding no way round:
// "the gate's locked though", "... and the buzzer's broken".
var lockTail = words(`anyway anyhow though tho at all sorry lol haha today tomorrow then that day
	and no the is s broken buzzer bell doorbell intercom not working does dead`)

// nothingAfter reports that the reply says nothing after byte at but
// words that close it, so the shut way in is left with no way round.
func (rd *reading) nothingAfter(at int) bool {
	for _, t := range rd.all {
		if t.start >= at && !t.isBreak() && !lockTail[t.w] {
			return false
		}
	}
	return true
}
