package interpret

// A doubt about getting in is a doubt about the delivery: "yes the flat
// may be locked", "yes, the gate might be shut", "the front door could be
// locked" leave open whether the driver can reach anyone, so the yes is
// asked about. A doubt about a thing on the way in that does not close it
// ("the drive might be full", "it may take me a minute to get to the
// door") stays an aside (thingHedge, wayMightBe).

// entryWays are the ways into a home a doubt may close.
var entryWays = words(`door doors gate gates flat building block entrance entry intercom buzzer
	doorbell bell porch lobby foyer reception house apartment premises shutter shutters grille`)

// entryClosed are what a way in may be that keeps the driver out.
var entryClosed = words(`locked shut closed bolted padlocked chained barred`)

// entryWorks are what a way in may not do: "the buzzer may not work".
var entryWorks = words(`work working open opening`)

// entryDoubtWhat is the Reason for one.
const entryDoubtWhat = "doubts the driver can get in"

// entryDoubt reports a doubt at s.toks[i] (may, might, could) said of a
// way in that would keep the driver out: "the flat may be locked", "the
// intercom might not be working", "the gate could be shut", and where it
// ends.
func entryDoubt(s sentence, i int) (int, bool) {
	if w := s.toks[i].w; w != "may" && w != "might" && w != "could" {
		return 0, false
	}
	if e, ok := foundClosed(s, i); ok {
		return e, true // "you may find the gate locked"
	}
	// the subject: a way in just before the doubt, after its describers
	// ("the main front door", "the back gate"), or "it" ("it may be
	// locked")
	k := i - 1
	if k < 0 || s.clause[k] != s.clause[i] || !entryWays[s.toks[k].w] && s.toks[k].w != "it" {
		return 0, false
	}
	it := s.toks[k].w == "it"
	j := i + 1
	for j < len(s.toks) && s.clause[j] == s.clause[i] && doubtAdverbs[s.toks[j].w] {
		j++ // "may well be locked"
	}
	not := false
	if j < len(s.toks) && s.clause[j] == s.clause[i] && s.toks[j].w == "not" {
		not, j = true, j+1
	}
	if j < len(s.toks) && s.toks[j].w == "be" {
		j++
		if j < len(s.toks) && s.toks[j].w == "not" {
			not, j = true, j+1
		}
	}
	if j >= len(s.toks) || s.clause[j] != s.clause[i] {
		return 0, false
	}
	w := s.toks[j].w
	if it {
		return j + 1, !not && entryClosed[w] // "it may be locked", not "it may not work"
	}
	if !not && w == "out" && j+2 < len(s.toks) && s.toks[j+1].w == "of" && s.toks[j+2].w == "order" {
		return j + 3, true // "the lift may be out of order"
	}
	return j + 1, !not && entryClosed[w] || not && entryWorks[w]
}

// doubtAdverbs may follow the doubt: "may well be locked", "could
// possibly be shut".
var doubtAdverbs = words(`well possibly probably also sometimes even still just`)

// foundClosed reports "may find the gate locked" from the doubt at
// s.toks[i], and where it ends.
func foundClosed(s sentence, i int) (int, bool) {
	j := i + 1
	if j >= len(s.toks) || s.toks[j].w != "find" {
		return 0, false
	}
	for j++; j < len(s.toks) && s.clause[j] == s.clause[i] && j <= i+6; j++ {
		if entryWays[s.toks[j].w] {
			if j+1 < len(s.toks) && s.clause[j+1] == s.clause[i] && entryClosed[s.toks[j+1].w] {
				return j + 2, true
			}
			return 0, false
		}
	}
	return 0, false
}
