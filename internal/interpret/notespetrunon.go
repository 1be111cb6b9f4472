package interpret

import "github.com/confirmd/confirmd/internal/confirm"

// On the call a clause saying where a pet will be kept runs on from a firm
// statement of being in, with no stop between: "yes i will be in tuesday
// the dog will be in the garden". The note starts at the pet, where the
// words from there to the clause's end only say where it will be kept
// (petPlacedIn), and only where the customer has already said, firmly, to
// be in; the words before it are the answer, never the note. In a text the
// writer's stop marks the clause, and an unpunctuated run is left whole.
// "We've got a dog" runs on the same way (selfHaveOn). Beside these, two
// more remarks on a pet are notes: one that "gets out" gives the reason for
// the instruction after it (petGetsOut), and "ignore the dog" with only
// that it is no trouble (petIgnored).

// petPlacedRunOn returns the first word of a pet's placing run on in clause
// ci on the call, after lead.
func (rd *reading) petPlacedRunOn(ci, lead int) (int, bool) {
	if rd.in.Channel != confirm.ChannelCall {
		return 0, false
	}
	ts := rd.clauses[ci].toks
	for k := lead + 1; k < len(ts); k++ {
		if !determiners[ts[k].w] || determiners[ts[k-1].w] || !petPlacedIn(ts[k:]) {
			continue
		}
		if rd.selfInBefore(ts[k].start) {
			return wordStart(ts, k), true
		}
		return 0, false
	}
	return 0, false
}

// selfHaveOn reports "we have" or "i have got" at ts[k], opening a pet the
// customer has, run on from being in: "yes we're in um we've got a big
// dog". What else they have ("i've got the room cleared") is no such run.
// What follows must still read as a description of the home (a pet, a
// part of the property), every word placed, as any run on description.
func selfHaveOn(ts []token, k int) bool {
	return (ts[k].w == "we" || ts[k].w == "i") && k+1 < len(ts) && (ts[k+1].w == "have" || ts[k+1].w == "got") && anyWord(ts[k:], petWords)
}

// petGetsOut reports the "out" at ts[i] of a pet that gets out: "our cat
// gets out so keep the front door shut" says why, not that anyone is out.
// It counts only where the pet is the clause's subject (describes).
func petGetsOut(ts []token, i int) bool {
	return ts[i].w == "out" && i > 0 && (ts[i-1].w == "gets" || ts[i-1].w == "get" || ts[i-1].w == "getting")
}

// petIgnoreRest are the words that may follow "ignore the dog" in its
// clause: only that the pet is no trouble ("he's all mouth", "he's
// harmless").
var petIgnoreRest = words(`he she it they hes shes its is are s all mouth bark barks barking harmless friendly
	fine ok okay soft daft just noise noisy`)

// petIgnored reports a clause that tells the driver to pay no mind to a
// pet: "ignore the dog he's all mouth", "ignore the barking". "ignore"
// with anything else ("ignore my last message") is no note.
func petIgnored(c clause) (int, bool) {
	lead := noteLead(c.toks)
	ts := c.toks[lead:]
	if c.question || len(ts) < 2 || ts[0].w != "ignore" {
		return 0, false
	}
	k := 1
	for k < len(ts) && determiners[ts[k].w] && !selfWords[ts[k].w] {
		k++
	}
	if k >= len(ts) || !petWords[ts[k].w] && ts[k].w != "barking" {
		return 0, false
	}
	for _, t := range ts[k+1:] {
		if !petIgnoreRest[t.w] {
			return 0, false
		}
	}
	return wordStart(c.toks, lead), true
}
