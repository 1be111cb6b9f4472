package interpret

import "strings"

// Who will sign when the words that name them do not stand where English
// puts them ("Ci sarà Luca", "Odbierze Ania", "lo recogerá Manolo el
// portero", "mi vecina del 3B"), or stand beside words that seem to leave
// nobody in ("we're on holiday but my dad will be in").

// invertedName finds, in a clause of another language with no subject
// before its verb at ts[p], a given name standing right after it and
// closing the clause: "ci sarà Luca" (will be in Luca), "odbierze Ania"
// (will take it Ania). The name must be one of the reply's language or a
// known given name, and nothing but "it" may stand between; a question
// ("Odbierze Ania?") names no one.
func invertedName(ts []token, p int, question bool) (person, bool) {
	if question || containsWord(ts, "too") || containsWord(ts, "also") {
		return person{}, false
	}
	j := p + 1
	for j < len(ts) && (ts[j].w == "it" || ts[j].w == "them") {
		j++
	}
	if j >= len(ts) || !ts[j].name && !firstNames[ts[j].w] {
		return person{}, false
	}
	var who person
	k := who.takeName(ts, j, false, slotOnly)
	if k != len(ts) || len(who.name) == 0 {
		return person{}, false
	}
	who.kind, who.j = pOther, k
	return who, true
}

// droppedPlace reports a house number right after a neighbour or a
// porter where the reply had a word the gloss left out between them: "mi
// vecina del 3B" is read "my neighbour 3b", the neighbour at 3B. A number
// after any other relation may be an age ("mi hijo de 20 años").
func droppedPlace(ts []token, k int) bool {
	if k == 0 || !houseNumber(ts[k].w) || !placeRelations[relations[ts[k-1].w]] {
		return false
	}
	return ts[k].start > ts[k-1].end+1 && ts[k-1].end <= ts[k].start
}

// inInstead reports another person said, after a "but", to be in or to
// take it, firmly, after the household's absence in clause ci: "we're on
// holiday but my dad Keith will be at the house", "we're both at work but
// the cleaner, Rosa, is there". "We're both away" alone, or with someone
// who only might be in, still leaves nobody in.
func (rd *reading) inInstead(ci int) bool {
	_, end := rd.clauses[ci].span()
	for _, f := range rd.fs {
		if f.clause <= ci || f.absent || f.hedged || f.soft || f.question || f.who.kind != pOther {
			continue
		}
		if f.who.relation == "" && len(f.who.name) == 0 && f.who.title == "" {
			continue // "he", "someone else"
		}
		start, _ := rd.clauses[f.clause].span()
		for _, t := range rd.toks {
			if t.start >= end && t.end <= start && t.w == "but" {
				return true
			}
		}
	}
	return false
}

// nameThenRelation reports a name followed by who they are, after the
// verb: "lo recogerá Manolo el portero" (will take it Manolo the porter).
func nameThenRelation(ts []token, i int) bool {
	return i+2 < len(ts) && determiners[ts[i+1].w] && relations[ts[i+2].w] != "" && (ts[i].name || firstNames[ts[i].w])
}

// adultAge reads an age of 18 or more at ts[j], said of a person: "20
// years old", "20 year old", "20 years" (as "de 20 años" is glossed),
// "who is 20", "aged 20". It returns the index after it, or j. An age
// under 18 is the veto's (a child cannot sign).
func adultAge(ts []token, j int) int {
	k := j
	if k+2 < len(ts) && ts[k].w == "who" && (ts[k+1].w == "is" || ts[k+1].w == "are") {
		k += 2
	} else if k < len(ts) && ts[k].w == "aged" {
		k++
	}
	if k >= len(ts) {
		return j
	}
	n, rest := leadingNumber(ts[k].w)
	if n < 18 || n > 110 || rest != "" && rest != "yo" && rest != "yr" && rest != "yrs" {
		return j
	}
	k++
	if k < len(ts) && (distanceWords[ts[k].w] || partsOfDay[ts[k].w] || clockWord(ts, k)) {
		return j // "who is 20 minutes away"
	}
	aged := k-1 > j || rest != ""
	for k < len(ts) && k-j < 5 && (ts[k].w == "year" || ts[k].w == "years" || ts[k].w == "yr" || ts[k].w == "yrs" || ts[k].w == "old") {
		k++
		aged = true
	}
	if !aged {
		return j
	}
	return k
}

// neighbourFrom reports "from" and a house number that say where a
// neighbour lives, not when: "sąsiadka pani Kowalska spod 5" (the
// neighbour from number 5), "my neighbour Sue from 12". The person must
// be one of placeRelations, named in the four words before.
func neighbourFrom(ts []token, i int) bool {
	if ts[i].w != "from" || i+1 >= len(ts) || !houseNumber(ts[i+1].w) {
		return false
	}
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		if placeRelations[relations[ts[k].w]] {
			return true
		}
		if fillers[ts[k].w] {
			continue // "pani", glossed as a form of address
		}
		if ts[k].isBreak() || !(nameWord(ts[k], false, slotOnly) || titles[ts[k].w]) {
			return false
		}
	}
	return false
}

// otherBeforeDay reports words before the booked day that are about
// another person and not the customer: "Frank works Tuesday", "my husband
// is off on Tuesday". What another does that day says nothing of anyone
// being in, so the day named is no acceptance of it.
func otherBeforeDay(ts []token) bool {
	other := false
	for _, t := range ts {
		switch {
		case selfWords[t.w]:
			return false
		case relations[t.w] != "" || titles[t.w] || firstNames[strings.TrimSuffix(t.w, "'s")] || t.w == "he" || t.w == "she" || t.w == "they":
			other = true
		}
	}
	return other
}

// neitherBeside reports a clause beside clause ci, in its sentence, that
// says "neither", "nor" or "not even": "I won't be in, neither will my sister, Lucy"
// names Lucy as another who will not be in, never as the signer.
func (rd *reading) neitherBeside(ci int) bool {
	for _, k := range []int{ci - 1, ci + 1} {
		if k < 0 || k >= len(rd.clauses) || rd.clauses[k].sentence != rd.clauses[ci].sentence {
			continue
		}
		ts := rd.clauses[k].toks
		for i, t := range ts {
			if t.w == "neither" || t.w == "nor" || t.w == "either" || t.w == "not" && i+1 < len(ts) && ts[i+1].w == "even" {
				return true // "not even my wife, Giulia" (neanche)
			}
		}
	}
	return false
}

// neitherBefore reports a "neither" or "nor" before ts[p] in its clause, with
// no "so" or "but" between: the presence it goes with is denied of everyone
// it names ("neither me nor my husband will be in"), while "neither of us
// works so we'll be in" keeps its yes.
func neitherBefore(ts []token, p int) bool {
	for i := p - 1; i >= 0; i-- {
		switch ts[i].w {
		case "so", "but", "because", "since", "as", "then":
			return false
		case "neither", "nor":
			return true
		}
	}
	return false
}
