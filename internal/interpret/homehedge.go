package interpret

import "strings"

// A doubt about where in the home someone will be, or about a thing, is
// not a doubt about anyone being in: "just knock hard as I might be on a
// call", "I'll probably be out the back in the garden, so call first",
// "might need to take the feet off", "so it might take me a minute to get
// to the door". Such a hedge is read as part of the instruction it
// explains. "I might be in", "I might be out", "I'll probably be at work"
// and "might be at the shops" stay hedges: what follows the doubt must be
// made only of the words below, with at least one that names a place or a
// doing inside the home, the time it takes to reach the door, or a thing.

// homeDoings name where someone is inside the home, or what they are doing
// there.
var homeDoings = words(`garden back shower bath bathroom upstairs downstairs kitchen loft attic bedroom lounge
	yard conservatory toilet loo call phone headphones asleep sleeping napping nap dozing feeding baby nappy cooking hoovering
	zoom teams washing laundry`)

// doorTimes say it takes a while to reach the door.
var doorTimes = words(`take takes minute moment while get door answer bit few seconds sec secs`)

// hedgedThings are things a doubt may be about: "might need to take the
// feet off".
var hedgedThings = words(`feet legs leg door doors off remove unscrew packaging wrapping handles base arms
	cushions fit through turn hand`)

// homeHedgeGlue are the small words around them.
var homeHedgeGlue = words(`be in the a an on with my our me us it to need needs have of at round for`)

// instructionCue names what the driver does at the door: a doubt about
// where in the home someone is counts only beside one.
var instructionCue = words(`knock ring call phone text shout buzz bell door gate answer doorbell intercom`)

// homeHedge reports a hedge at s.toks[i:e] that is about where in the home
// someone is or about a thing, not about anyone being in.
func homeHedge(s sentence, i, e int) bool {
	doing, door, thing := false, false, false
	out := false
	end := homeHedgeEnd(s, e)
	if end < len(s.toks) && s.clause[end] == s.clause[e] {
		// cut short by the instruction it explains: "baby will probably
		// be asleep so please knock", never "I'll probably be in the
		// garden so knock", where the doubt may be of being in
		for j := e; j < end; j++ {
			if presenceWords[s.toks[j].w] {
				return false
			}
		}
	}
	for j := e; j < end; j++ {
		w := s.toks[j].w
		switch {
		case w == "out":
			// "out the back", "out in the garden"; never "out" alone
			if !(j+1 < len(s.toks) && (s.toks[j+1].w == "the" || s.toks[j+1].w == "in" || s.toks[j+1].w == "back")) {
				return false
			}
			out = true
		case homeDoings[w]:
			doing = true
		case doorTimes[w]:
			door = true
		case hedgedThings[w]:
			thing = true
		case homeHedgeGlue[w] || numberLike(w):
		default:
			return false
		}
	}
	if thing && !out && !doing {
		return true // "might need to take the feet off"
	}
	if !doing && !door {
		return false
	}
	// where in the home, or the time to the door, explains an instruction
	for j := range s.toks {
		if j < i || j >= e {
			if instructionCue[s.toks[j].w] {
				return true
			}
		}
	}
	return false
}

// homeHedgeEnd returns where the words of a hedge ending at s.toks[e]
// end: at the end of its clause, or where the instruction it explains
// runs on in the same clause ("baby will probably be asleep so please
// knock").
func homeHedgeEnd(s sentence, e int) int {
	if e >= len(s.toks) {
		return e
	}
	ci := s.clause[e]
	j := e
	for ; j < len(s.toks) && s.clause[j] == ci; j++ {
		w := s.toks[j].w
		if j > e && (w == "so" || w == "just" || pleaseWords[w]) {
			break
		}
	}
	return j
}

// hedgeNote reports a clause whose doubt is about where in the home someone
// is or about a thing (see homeHedge): it explains an instruction and is
// one. It returns the clause's first word after any leading "yes".
func (rd *reading) hedgeNote(ci int) (int, bool) {
	var s sentence
	at := -1
	for k, c := range rd.clauses {
		if c.sentence != rd.clauses[ci].sentence {
			continue
		}
		if k == ci {
			at = len(s.toks)
		}
		for _, t := range c.toks {
			s.toks = append(s.toks, t)
			s.clause = append(s.clause, k)
		}
	}
	c := rd.clauses[ci]
	if at < 0 || c.question {
		return 0, false
	}
	for i := range c.toks {
		for _, r := range hedgeRules {
			if e, ok := matchAt(r.pat, s, at+i); ok && e > at+i && homeHedge(s, at+i, e) {
				return noteLead(c.toks), true
			}
		}
	}
	return 0, false
}

// shutHomes said to be shut or empty under a hedge leave it open whether
// anyone can open: "yes the flat may be locked", "the house might be shut up".
var shutHomes = words(`flat house home place apartment property building maisonette bungalow cottage door doors`)

var shutWords = words(`locked shut closed empty unoccupied vacant deserted`)

// clauseEnd returns where the clause of s.toks[i] ends.
func clauseEnd(s sentence, i int) int {
	c := s.clause[i]
	for i < len(s.toks) && s.clause[i] == c {
		i++
	}
	return i
}

// selfCannot returns the negation, as written, of a clause in which the
// customer says they cannot open, answer or sign, even beside an
// instruction: "I can't get down the stairs to open the door". A door that
// will not open ("the front door doesn't open, use the back") is not one.
func selfCannot(ts []token) string {
	for i, t := range ts {
		if t.w != "cannot" && !(t.w == "not" && i > 0 && (ts[i-1].w == "can" || ts[i-1].w == "could")) {
			continue // "if I don't answer I'm in the shower" is read elsewhere
		}
		self := false
		for j := max(0, i-3); j < i; j++ {
			self = self || ts[j].w == "i" || ts[j].w == "we"
		}
		if !self {
			continue
		}
		if anyWord(ts[i+1:], slowWords) {
			continue // "I can't open the door fast, give me a minute" is a need
		}
		for _, u := range ts[i+1:] {
			switch u.w {
			case "open", "answer", "sign", "reach", "unlock":
				return t.raw
			case "let": // "I can't get down to let you in"
				return t.raw
			case "down", "downstairs": // "the lift's broken and I can't get down"
				return t.raw
			}
		}
	}
	return ""
}

// slowWords say how soon the door is opened, not whether: "I can't get to
// the door quickly".
var slowWords = words(`fast quickly quick straight right immediately speedily rush hurry minute moment`)

// driverNeed reports a hedge said of what the crew may have to do: "you
// might need to take the feet off the sofa", "they may have to take the door
// off". It says nothing of anyone being in.
func driverNeed(s sentence, i, e int) bool {
	if i == 0 || e >= len(s.toks) || s.clause[i-1] != s.clause[i] || s.clause[e] != s.clause[i] {
		return false
	}
	switch s.toks[i-1].w {
	case "you", "they", "driver", "drivers", "crew", "lads", "guys", "fitters":
	default:
		return false
	}
	switch s.toks[e].w {
	case "need", "have", "want":
		return true
	}
	return false
}

// requestTag reports a clause that only asks after the request just made
// ("could you take the old sofa away as well? Is that possible"): it asks
// about the request, which the team answers, not about anyone being in.
// After anything but a request ("yes I'll be in. Is that possible") it is
// still a question.
func (rd *reading) requestTag(ci int) bool {
	if ci == 0 || len(rd.clauses[ci-1].toks) == 0 || !requestWords[rd.clauses[ci-1].toks[0].w] {
		return false
	}
	noted := false
	for _, nc := range rd.noteClauses() {
		noted = noted || nc.clause == ci-1
	}
	if !noted {
		return false // "can they do that? is that possible" asks after nothing
	}
	var b strings.Builder
	for k, t := range rd.clauses[ci].toks {
		if k > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(t.w)
	}
	return requestTags[b.String()]
}

var requestTags = map[string]bool{"is that possible": true, "is that ok": true, "is that okay": true, "is that alright": true,
	"is that fine": true, "is that doable": true, "would that be possible": true, "would that be ok": true,
	"would that be okay": true, "would that be alright": true, "is this possible": true, "is that something you can do": true, "is that something they can do": true}
