package interpret

// A pick of an offered slot is often put as a question: "can it be Friday
// morning?", "would Saturday work?", "Friday morning?", and in the other
// languages "pode ser sexta de manhã?", "mercredi aprem ça irait?" (glossed
// "wednesday afternoon fine?"). Such a question asks for the slot, as "can
// you do Friday instead?" does, and is read as a pick. A question that asks
// something about a slot is not: "what time on Friday?", "is the Friday one
// this week or next?", "is the second one a morning?".

// slotRequestWords, in a question that names a slot, ask for it: a modal
// ("can it be", "could you do", "would ... work"), a word of suiting ("is
// Friday ok?", "Friday possible?") or an offer ("how about", "any chance
// of").
var slotRequestWords = words(`can could would will may might shall possible possibly ok okay fine alright
	good work works suit suits suitable do manage instead rather prefer chance howabout else better perhaps maybe
	free available`)

// slotBareWords may stand beside the slot's own words in a question made of
// the slot alone: "and Friday morning?", "or the Saturday one?", "but in
// the afternoon?".
var slotBareWords = words(`and or but in the on a one then so ok okay please`)

// slotInfoWords ask for information, not for a slot: "what time on
// Friday?", "which week is the Friday one?", "how long is Saturday's?".
// "what about" and "how about" offer a slot: they are read as one word,
// "howabout".
var slotInfoWords = words(`what when where who why how which whats week weeks`)

// slotAsked reports a reply whose questions ask for an offered slot: every
// asking clause that names a slot said to suit requests it or is made of
// the slot's words alone, none asks for information, and at least one
// such clause names a day.
func (rd *reading) slotAsked() bool {
	asked, day := false, false
	for _, r := range rd.rs {
		// "Friday. That's the morning one, isn't it?": the day is named
		// before the question that checks it
		day = day || !r.neg && (r.kind == refDay || r.kind == refIndex) && !asking(rd.clauses[r.clause])
	}
	for ci, c := range rd.clauses {
		if !asking(c) {
			continue
		}
		named := map[int]bool{}
		for _, r := range rd.rs {
			if r.clause != ci || r.neg {
				continue
			}
			for k := r.pos; k <= r.last; k++ {
				named[k] = true
			}
			if r.kind == refDay || r.kind == refIndex {
				day = true
			}
		}
		if len(named) == 0 {
			continue
		}
		request, bare := false, true
		for k, t := range c.toks {
			if named[k] {
				continue
			}
			if slotInfoWords[t.w] {
				return false
			}
			if slotRequestWords[t.w] || yesWords[t.w] {
				// "va bene?", "pasuje?", "está bien?" are glossed as a yes:
				// asked, a yes is "is that ok?"
				request = true
			}
			if !slotBareWords[t.w] {
				bare = false
			}
		}
		if !request && !bare && !tagged(c.toks) {
			return false
		}
		asked = true
	}
	return asked && day
}

// asksAboutSlot reports a question that names a slot, or one that names
// none and is not an instruction to the driver: "2 - and can the driver give
// me a ring when he's on his way" picks 2 and asks nothing about it.
func (rd *reading) asksAboutSlot() bool {
	notes := map[int]bool{}
	for _, nc := range rd.noteClauses() {
		notes[nc.clause] = true
	}
	for ci, c := range rd.clauses {
		if !asks(c) {
			continue
		}
		named := false
		for _, r := range rd.rs {
			named = named || r.clause == ci && !r.neg
		}
		if named || !notes[ci] {
			return true
		}
	}
	return false
}

// tagged reports a clause that ends in a tag asking to be agreed with:
// "that's the morning one, isn't it?", "Friday, right?".
func tagged(ts []token) bool {
	n := len(ts)
	switch {
	case n >= 3 && ts[n-3].w == "is" && ts[n-2].w == "not" && ts[n-1].w == "it":
		return true
	case n >= 1 && (ts[n-1].w == "right" || ts[n-1].w == "innit" || ts[n-1].w == "yeah"):
		return true
	}
	return false
}

// anyTagged reports a clause that ends in a tag: a check, not a request.
func (rd *reading) anyTagged() bool {
	for _, c := range rd.clauses {
		if tagged(c.toks) {
			return true
		}
	}
	return false
}
