package interpret

// A clause that says where a pet will be kept while the driver calls is a
// note on its own, with no instruction before it: "Dog will be shut in the
// kitchen", "the cats will be in the garden", "the dog will be locked
// away". It opens on the pet as its subject, and every other word is one
// of keeping it somewhere, a part of the home, or a closing "don't worry".

// petPlaceTail may end such a clause without being part of the place:
// "dont worry".
var petPlaceTail = words(`dont do not worry`)

// petPlaced reports a clause that only says where a pet will be kept,
// and returns its first word after any leading "yes" or "and".
func (rd *reading) petPlaced(ci int) (int, bool) {
	c := rd.clauses[ci]
	lead := noteLead(c.toks)
	if c.question {
		return 0, false
	}
	if !petPlacedIn(c.toks[lead:]) {
		return rd.petPlacedRunOn(ci, lead) // notespetrunon.go
	}
	return wordStart(c.toks, lead), true
}

// petPlacedIn reports words that only say where a pet will be kept: "the
// dog will be in the garden".
func petPlacedIn(ts []token) bool {
	if len(ts) < 4 || len(ts) > 12 || !petSubject(ts) {
		return false
	}
	k := 0
	for k < len(ts) && determiners[ts[k].w] && !selfWords[ts[k].w] {
		k++
	}
	k++ // the pet
	end := len(ts)
	for end > k && petPlaceTail[ts[end-1].w] {
		end--
	}
	if end < len(ts) && ts[end].w != "dont" && ts[end].w != "do" {
		return false // "worry" alone is no closing
	}
	kept, room := false, false
	for _, t := range ts[k:end] {
		switch {
		case petKeepVerbs[t.w]:
			kept = true
		case propertyWord(t.w) || weakNouns[t.w] || accessNouns[t.w]:
			room = true
		case petKeeping[t.w] && !selfWords[t.w], determiners[t.w] && !selfWords[t.w]:
		default:
			return false
		}
	}
	return kept || room
}

// selfInBefore reports the customer said, before the byte at, to be in,
// firmly: in "yes i will be in tuesday the dog will be in the garden" the
// animal is where it will be kept, and the customer is the one in.
func (rd *reading) selfInBefore(at int) bool {
	for _, f := range rd.fs {
		if a, _ := rd.clauses[f.clause].span(); a < at && f.who.kind == pSelf && !f.absent && !f.hedged && !f.question && !f.implied {
			return true
		}
	}
	return false
}

// carryReason reports clause ci, after a question about carrying it, as
// only the reason for asking: the item ("its a 3 seater", "it's a sofa bed
// for the spare room upstairs") or what the customer cannot do ("I can't
// lift with my back"). The question is passed on; its reason is no note.
// How high or hard the way in is ("there's no lift") still is one.
func (rd *reading) carryReason(ci int) bool {
	asked := false
	for _, o := range rd.clauses[:ci] {
		asked = asked || asking(o) && questionKind(o) == QuestionCarry
	}
	c := rd.clauses[ci]
	if !asked || c.question {
		return false
	}
	ts := c.toks[noteLead(c.toks):]
	if len(ts) >= 3 && (ts[0].w == "it" || ts[0].w == "its" || ts[0].w == "this") && beForms[ts[1].w] && (ts[2].w == "a" || ts[2].w == "an") ||
		len(ts) >= 3 && ts[0].w == "its" && (ts[1].w == "a" || ts[1].w == "an") {
		for i, t := range ts {
			if t.w == "floor" || t.w == "stairs" || t.w == "staircase" || t.w == "steps" || t.w == "lift" && !liftDoers[ts[i-1].w] {
				return false // "it's a third floor flat", "it's a narrow staircase"
			}
		}
		return true
	}
	if len(ts) >= 3 && (ts[0].w == "i" || ts[0].w == "we") {
		for i, t := range ts[1:] {
			if (t.w == "lift" || t.w == "carry" || t.w == "manage") && i >= 1 && liftDoers[ts[i].w] {
				return true
			}
		}
	}
	return false
}

// liftDoers before "lift" make it the verb, what the customer can or
// cannot do, not a lift in the building: "I can't lift with my back".
var liftDoers = words(`can cant cannot not to i we he she couldnt could help`)

// faintWords say a part of the home is hard to hear or work: "its a bit
// faint", "it's quite stiff".
var faintWords = words(`faint quiet weak stiff sticky dodgy temperamental`)

// faintAfter reports a short clause after an instruction that only says
// the thing it names is faint or stiff: "Please ring the bell twice, its a
// bit faint", "knock hard, the bell is very quiet". Its subject is the
// thing, never a person.
func faintAfter(c clause) bool {
	ts := c.toks[noteLead(c.toks):]
	if c.question || len(ts) < 3 || len(ts) > 7 {
		return false
	}
	k := 0
	for k < len(ts) && (ts[k].w == "it" || ts[k].w == "its" || ts[k].w == "the" || ts[k].w == "that" || propertyWord(ts[k].w) && !selfWords[ts[k].w]) {
		k++
	}
	if k == 0 {
		return false
	}
	for k < len(ts) && (beForms[ts[k].w] || ts[k].w == "a" || ts[k].w == "bit" || ts[k].w == "quite" || ts[k].w == "very" || ts[k].w == "really" || ts[k].w == "pretty" || ts[k].w == "little") {
		k++
	}
	return k == len(ts)-1 && faintWords[ts[k].w]
}

// toldWho may stand between "tell" or "ask" and the "to" of what the
// driver is told to do: "tell them to", "ask the driver to".
var toldWho = words(`them him her the driver drivers courier men lads`)

// toldTo reports the "to" at ts[at] after "tell them", "ask the driver":
// the verb after it is said to the driver, in the middle of a clause as at
// its start ("i will be in yes tell them to come to the back door").
func toldTo(ts []token, at int) bool {
	for k := at - 1; k >= 0 && k >= at-3; k-- {
		switch w := ts[k].w; {
		case w == "tell" || w == "ask":
			// "can you ask them to", "please tell them to" frame the whole
			return k < at-1 && (k == 0 || !driverLeads[ts[k-1].w] && !requestLeads[ts[k-1].w])
		case !toldWho[w]:
			return false
		}
	}
	return false
}
