package interpret

// On a call no comma divides a yes from the instruction that follows it:
// "i'll be in please come to the back door", "we'll be home knock loud".
// A verb that tells the driver what to do, straight after the word that
// says where someone will be, opens a clause of its own; the yes before it
// is then read as if a comma stood there.

// inEnds end a statement of being in.
var inEnds = words(`in home here there`)

// imperativeOpeners tell the driver what to do, or say it is no trouble
// ("i'll be in no worries"), and cannot go on a statement of being in.
var imperativeOpeners = words(`come go use knock ring buzz bring press noproblem take park mind shut close get`)

// imperativeAfterIn reports ts[i] opening an instruction after a
// statement of being in. "here comes", "in come Tuesday" are no
// instruction.
func imperativeAfterIn(ts []token, i int) bool {
	if i == 0 || !inEnds[ts[i-1].w] || !imperativeOpeners[ts[i].w] {
		return false
	}
	if (ts[i-1].w == "here" || ts[i-1].w == "there") && (ts[i].w == "come" || ts[i].w == "go") {
		return false // "here comes the van", "there go"; "we'll be there please take the cardboard away" is one
	}
	if ts[i].w == "get" && !(i+2 < len(ts) && (ts[i+1].w == "the" || ts[i+1].w == "your") && crewSubjects[ts[i+2].w]) {
		return false // "get the driver to ring ahead"; "i'll be in get back at 10" is none
	}
	if i+1 < len(ts) && (weekdayOrMonth(ts[i+1].w) || numberLike(ts[i+1].w)) {
		return false // "come Tuesday", "come 10"
	}
	return true
}

// acceptanceEnds end "that's fine" and the like.
var acceptanceEnds = words(`fine ok okay great perfect grand lovely brilliant`)

// statementOpeners open what a customer says next after accepting: "we're
// on the third floor", "it's the house with the blue door".
var statementOpeners = words(`we i it there they the our my`)

// statementAfterAcceptance reports ts[i] opening a statement after "that's
// fine" with no break, as on a call: "yes that's fine we're on the third
// floor no lift", or a question with its question word and more ("yes
// that's fine how many of them will there be"). The acceptance is then a
// clause of its own, as if a comma stood there.
func statementAfterAcceptance(ts []token, i int) bool {
	opens := statementOpeners[ts[i].w] || questionWords[ts[i].w] && i+1 < len(ts) && !ts[i+1].isBreak()
	return i >= 3 && opens && acceptanceEnds[ts[i-1].w] && ts[i-2].w == "is" && ts[i-3].w == "that"
}

// negAuxes may stand before "not" closing a short no: "i won't", "i'm
// not", "we can't".
var negAuxes = words(`will am are is can do does would could shall`)

// shortNoSubjects open the statement that gives the reason after a short no
// on a call: "i won't i'll be at work", "i'm not i'm away".
var shortNoSubjects = words(`i we he she they`)

// statementAfterShortNo reports ts[i] opening a statement straight after a
// short no with no break, as on a call: "no i won't i'll be at work". The
// short no is then a clause of its own, as if a comma stood there.
func statementAfterShortNo(ts []token, i int) bool {
	return i >= 3 && i+1 < len(ts) && shortNoSubjects[ts[i].w] && ts[i-1].w == "not" && negAuxes[ts[i-2].w] &&
		shortNoSubjects[ts[i-3].w] && (negAuxes[ts[i+1].w] || ts[i+1].w == "have" || ts[i+1].w == "work" || ts[i+1].w == "got")
}
