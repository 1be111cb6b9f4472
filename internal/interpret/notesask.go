package interpret

import "strings"

// Three instructions are said without a verb the driver does at the door:
// asking for time to answer ("please give me a minute to answer", "give us
// a moment"), for patience ("she doesn't speak much English so please be
// patient") and telling the driver not to mind the pet just described
// ("the dog will bark so don't worry about him"). They come after the need
// or the pet that explains them, which belongs to the same note.

// waitUnits are what the driver is asked to give: "a minute", "a sec".
var waitUnits = words(`minute minutes moment moments sec secs second seconds mo tick bit while`)

// waitAsked reports "give me|us a minute" at ts[i], after the need that
// explains it ("I'm slow to the door so give me a minute") or followed by
// what the time is for ("give me a minute to answer"). At the head of a
// reply on its own it may only ask for time to reply ("give me a minute,
// I'll check").
func waitAsked(ts []token, i int) bool {
	if ts[i].w != "give" || i+2 >= len(ts) || ts[i+1].w != "me" && ts[i+1].w != "us" {
		return false
	}
	for k := i + 2; k < min(i+5, len(ts)); k++ {
		if !waitUnits[ts[k].w] {
			continue
		}
		if i > noteLead(ts) {
			return true
		}
		return k+2 < len(ts) && ts[k+1].w == "to" && doorReach[ts[k+2].w]
	}
	return false
}

// doorReach are what a customer needs time for at the door.
var doorReach = words(`answer get come reach open unlock`)

// petWorry reports "don't worry about him" at ts[i], the "not" before
// "worry", in a clause that names a pet ("the dog will bark so don't worry
// about him"). Without the pet it may be said of anything ("don't worry
// about it, I'll sort it").
func petWorry(ts []token, i int) bool {
	if i+2 >= len(ts) || ts[i].w != "not" && ts[i].w != "dont" || ts[i+1].w != "worry" || ts[i+2].w != "about" {
		return false
	}
	for _, t := range ts {
		if petWords[t.w] {
			return true
		}
	}
	return false
}

// patienceAsked reports "be patient" or "bear with us" at ts[i], asked of
// the driver after the need that explains it: "she doesn't speak much
// English so please be patient". Said of oneself ("I'll be patient", "we
// have to be patient") it asks nothing.
func patienceAsked(ts []token, i int) bool {
	if i == 0 || i+1 >= len(ts) {
		return false
	}
	ask := ts[i].w == "be" && ts[i+1].w == "patient" || ts[i].w == "bear" && ts[i+1].w == "with"
	switch ts[i-1].w {
	case "will", "to", "i", "we", "must", "should", "can", "shall", "would", "could", "may", "might":
		return false
	}
	return ask
}

// roomTo reports the "to" of room for the driver to do something:
// "plenty of room to park on the drive", "space to turn at the top".
func roomTo(ts []token, i int) bool {
	return ts[i].w == "to" && i > 0 && (ts[i-1].w == "room" || ts[i-1].w == "space") && i+1 < len(ts) && driverVerbs[ts[i+1].w]
}

// awayOnly reports a clause that says the customer is away and tells the
// driver nothing to do: "car's in the garage and I'm stuck at my sister's
// till Wednesday" names a garage, not one to leave it in.
func (rd *reading) awayOnly(ci int) bool {
	absent := false
	for _, f := range rd.fs {
		absent = absent || f.clause == ci && f.absent && (f.who.kind == pSelf || f.who.kind == pNobody)
	}
	s := sentence{toks: rd.clauses[ci].toks, clause: make([]int, len(rd.clauses[ci].toks))}
	for i := range s.toks {
		if _, ok := rd.absenceAt(s, i); ok {
			absent = true // "I'm stuck at my sister's till Wednesday"
		}
	}
	return absent && !anyWord(rd.clauses[ci].toks, driverVerbs) && !anyWord(rd.clauses[ci].toks, phoneVerbs)
}

// conditionOpens open a clause that puts a condition on the customer's
// answer ("if the car's fixed by then"): a description of the home never
// opens so.
var conditionOpens = words(`if unless provided providing assuming`)

// conditionOnly reports a clause that opens with a condition and tells the
// driver nothing to do: "if the gate's been fixed", "assuming the lift is
// fixed". "if the gate is locked ring the bell" is the driver's.
func conditionOnly(ts []token) bool {
	lead := noteLead(ts)
	return lead < len(ts) && conditionOpens[ts[lead].w] && !anyWord(ts, driverVerbs) && !anyWord(ts, phoneVerbs)
}

// callWhenBefore are the words of when to call that a language puts before
// the verb ("aane se pehle call kar de", glossed "before coming call").
var callWhenBefore = words(`before first ahead beforehand coming arriving arrival`)

// shortInBracket reports the rest of a bracket that a signer's phrase
// stops inside: nothing, or a few words more with no bracket or stop of
// their own (", Pete" in "neighbour opposite (no.7, Pete)").
func shortInBracket(rest string) bool {
	return len(rest) <= 30 && !strings.ContainsAny(rest, "().!?\n") && len(strings.Fields(rest)) <= 3
}

// closeBracket moves the end of a note over the rest of a bracket it
// opened and stops inside: "neighbour opposite (no.7, Pete)".
func closeBracket(text string, start, end int) int {
	in := text[start:end]
	if strings.Count(in, "(") <= strings.Count(in, ")") {
		return end
	}
	if k := strings.IndexByte(text[end:], ')'); k >= 0 && shortInBracket(text[end:end+k]) {
		return end + k + 1
	}
	return end
}

// colonValue reports a short clause after a colon that gives the value of
// the note before it: "Gate code: 1234", "Buzzer: Smith", "Citofono:
// Rossi".
func (rd *reading) colonValue(ci int) bool {
	if ci == 0 || len(rd.clauses[ci].toks) == 0 || len(rd.clauses[ci].toks) > 4 || rd.clauses[ci].question {
		return false
	}
	prev := rd.clauses[ci-1].toks
	if len(prev) == 0 {
		return false
	}
	between := rd.text[prev[len(prev)-1].end:rd.clauses[ci].toks[0].start]
	return strings.TrimSpace(between) == ":"
}
