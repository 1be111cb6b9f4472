package interpret

import "github.com/confirmd/confirmd/internal/confirm"

// On the call a description runs on from a firm statement of being in and
// may hold a part of the home the instruction reader meets first: "yes
// i'll be in we're on the fourth floor there's a lift", "it's the bungalow
// at the end of the lane". The note starts where the description does, not
// at the noun ("there's a lift", "the lane"): the words between are all
// words a description is made of, so nothing unknown is let in.

// runOnWhole moves the start of the instruction found in clause ci back to
// the start of the description it runs on in, when the whole run from
// there reads as a description of the home: a noun it held no verb for
// ("the red gate") had taken the clause from its first word, the being in
// with it. So too in a text, when the description names a part of the
// home before the noun the note had started at.
func (rd *reading) runOnWhole(ci, from int) int {
	c := rd.clauses[ci]
	d, ok := rd.description(ci)
	switch {
	case !ok:
		return from
	case rd.runOnPaused(ci, afterLeads(c.toks)) >= 0:
		return d // never the statement of being in before it
	case d < from && homeBefore(c.toks[d:from]):
		return d // "There are steps up to the front door"
	}
	return from
}

// homeBefore reports a part of the home or the way to it among the words a
// description holds before its instruction: "steps", "2 flights of stairs".
// Who is asleep or what the kids do is no such part ("asleep so knock loud").
func homeBefore(ts []token) bool {
	for _, t := range ts {
		switch instructionWords.words[t.w] {
		case "access", "find", "parking":
			return true
		}
		if flightWords[t.w] {
			return true
		}
	}
	return false
}

// flightWords measure the way up: "2 flights of stairs".
var flightWords = words(`flight flights stairs floors`)

// noAccess reports "no" before a part of the home the driver would need:
// "there's no lift", "no parking", "no buzzer" describe the home, where
// "no one" or "it's no good" do not.
func noAccess(ts []token, i int) bool {
	return ts[i].w == "no" && i+1 < len(ts) && accessNouns[ts[i+1].w] && !(i > 0 && ts[i-1].w == "if")
}

// codeWords name a code the driver is given; codeLeads may stand before
// one: "key safe code", "front door code".
var (
	codeWords = words(`code codes keycode passcode pin pincode`)
	codeLeads = words(`key safe door`)
)

// codeAfterIn reports "in" run on into a code on the call: "yeah i'll be
// in gate code's nine nine one two" is being in and the gate code, not
// being in somewhere till nine.
func codeAfterIn(ts []token, i int) bool {
	for j := i + 1; j < min(len(ts), i+4); j++ {
		if codeWords[ts[j].w] {
			return true
		}
		if !accessNouns[ts[j].w] && !codeLeads[ts[j].w] && !sideWords[ts[j].w] {
			return false
		}
	}
	return false
}

// runOnPaused is runOn, or, on the call, a description that opens with
// "the" after a pause straight after being in: "yep someone will be in uh
// the flats on the third floor there's no lift". Without the pause "in the
// flats" would be where someone is. A flat or unit with its number opens
// one without a pause: "yes i'll be in flat two b second floor".
func (rd *reading) runOnPaused(ci, lead int) int {
	ts := rd.clauses[ci].toks
	if k := runOn(ts, lead); k >= 0 {
		return k
	}
	if rd.in.Channel != confirm.ChannelCall {
		return -1
	}
	for k := lead + 2; k+1 < len(ts) && k-lead <= 5; k++ {
		if (ts[k].w == "the" && rd.pausedBefore(ts[k-1].end, ts[k].start) || flatNumbered(ts, k)) && ts[k-1].w == "in" &&
			beingIn(ts[lead:k]) && !anyWord(ts[lead:k], negations) && !anyWord(ts[lead:k], hedges) {
			return k
		}
	}
	return -1
}

// pausedBefore reports a hesitation said between two places in the reply.
func (rd *reading) pausedBefore(from, to int) bool {
	for _, t := range rd.all {
		if t.start >= from && t.end <= to && hesitations[t.w] {
			return true
		}
	}
	return false
}

// sideDoor reports "front door", "back gate", "side entrance" from ts[i]:
// "there's a step at the front door" is the home, not somewhere the
// customer is.
func sideDoor(ts []token, i int) bool {
	return sideWords[ts[i].w] && i+1 < len(ts) && (ts[i+1].w == "door" || accessNouns[ts[i+1].w])
}

// flatNumbered reports a part of a building and its number from ts[k]:
// "flat two", "unit 4".
func flatNumbered(ts []token, k int) bool {
	return homeParts[ts[k].w] && k+1 < len(ts) && (numberLike(ts[k+1].w) || houseCode(ts[k+1].w))
}
