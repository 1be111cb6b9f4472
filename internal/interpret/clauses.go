package interpret

// clauseBreakers end one clause and start another, and are dropped.
var clauseBreakers = words(`but however though although whereas otherwise`)

// split cuts the words into clauses at breaks and at "but", and splits off
// an interjection that opens a clause.
func split(ts []token) []clause {
	var out []clause
	var cur []token
	sentence := 0
	end := func(q bool) {
		if len(cur) > 0 {
			out = append(out, clause{toks: cur, question: q || isQuestion(cur), sentence: sentence})
		}
		cur = nil
	}
	for i, t := range ts {
		switch {
		case t.isBreak():
			end(t.brk == '?')
			if t.brk != ',' {
				sentence++
			}
		case clauseBreakers[t.w]:
			end(false)
		case nameIntro(ts, i) || notMeThen(ts, i) || imperativeAfterIn(ts, i) || auxAfterStatement(ts, i) || whoBringsAt(ts, i) || statementAfterAcceptance(ts, i) || statementAfterShortNo(ts, i) || titleAfterTaking(ts, i) || pronounAfterName(ts, i) || preferAfterCannot(ts, i) || selfAfterBeing(ts, i):
			// "my mum'll be in her name's Margaret": a new clause
			end(false)
			cur = append(cur, t)
		case len(cur) == 0 && interjections[t.w] && !(t.w == "no" && i+1 < len(ts) && thingWord(ts[i+1].w)):
			cur = []token{t}
			end(false)
		default:
			cur = append(cur, t)
		}
	}
	end(false)
	return out
}

// notMeThen reports the word after "not me" that names who instead, on a
// call where no comma divides them: "not me my husband will be in".
func notMeThen(ts []token, i int) bool {
	return i >= 2 && ts[i-2].w == "not" && ts[i-1].w == "me" && (determiners[ts[i].w] || relations[ts[i].w] != "" && ts[i].w != "mate" && ts[i].w != "pal")
}

// thingWord reports a word for a part of the property or the way in:
// after it "no" says there is none ("no lift", "no parking"), it does not
// answer no.
func thingWord(w string) bool {
	switch instructionWords.words[w] {
	case "access", "parking", "carry", "pets":
		return !functionWord(w)
	}
	switch accounted.words[w] {
	case "address", "rooms", "pets":
		return true
	}
	return false
}

// nameIntro reports "her name is", "my name's" starting at ts[i].
func nameIntro(ts []token, i int) bool {
	return i > 0 && i+2 < len(ts) && (ts[i].w == "her" || ts[i].w == "his" || ts[i].w == "their" || ts[i].w == "my") &&
		ts[i+1].w == "name" && ts[i+2].w == "is"
}

var questionWords = words(`what when where who why how which whats`)
var questionAux = words(`is are will can could would do does did shall should may am have has`)
var questionSubjects = words(`you i we it there someone anyone they he she that this the my your u number`)

// isQuestion reports whether a clause asks rather than tells, for replies
// written without a question mark, as calls always are.
func isQuestion(ts []token) bool {
	if len(ts) == 0 {
		return false
	}
	if questionWords[ts[0].w] {
		return true
	}
	return len(ts) > 1 && questionAux[ts[0].w] && questionSubjects[ts[1].w]
}

// titleAfterTaking reports a title that starts the name of the one who will
// take it, said on a call right after the taking with no comma: "my
// neighbour will take it mrs green", "he'll sign for it mr jones". "give it
// to mrs green" is one clause.
func titleAfterTaking(ts []token, i int) bool {
	if i == 0 || i+1 >= len(ts) || !titles[ts[i].w] || determiners[ts[i+1].w] {
		return false
	}
	switch ts[i-1].w {
	case "it", "in", "them", "that", "this", "parcel", "delivery":
		return i >= 2 && ts[i-2].w != "to" && ts[i-2].w != "with"
	}
	return false
}
