package interpret

// hedgeAfter reports a hedge or a deferral said after clause ci: in "no.
// Not sure, let me check with my wife" the no is taken back into a maybe,
// so the last decisive statement is none.
func (rd *reading) hedgeAfter(ci int) bool {
	_, end := rd.clauses[ci].span()
	for j := ci + 1; j < len(rd.clauses); j++ {
		for _, t := range rd.clauses[j].toks {
			if hedges[t.w] || t.w == "might" {
				return true
			}
		}
	}
	for _, x := range rd.facts() {
		if x.kind == factHedge && x.what == deferWhat && x.start >= end {
			return true
		}
	}
	return false
}

// laterAsked reports a request for the van after the window has ended,
// with the hour as a plain number: "can they come after three", "could it
// be after 2?". An hour inside the window only narrows it, and is read as
// before.
func (rd *reading) laterAsked() (int, bool) {
	_, to, ok := minutes(rd.in.Booked.Window)
	if !ok {
		return 0, false
	}
	for ci, c := range rd.clauses {
		ts := c.toks
		if len(ts) < 3 || !requestWords[ts[0].w] || !anyWord(ts, comeWords) {
			continue // "could the driver ring me after 3?" asks for a call
		}
		for i, t := range ts {
			if t.w != "after" && t.w != "from" {
				continue
			}
			if m, ok := hourAfterBound(ts, i); ok && m >= to && m < 20*60 {
				return ci, true
			}
		}
	}
	return 0, false
}

// comeWords make a request one for the van: "can they come", "could it be".
var comeWords = words(`come coming deliver delivered delivering delivery arrive bring drop be do make`)

// ownOuting checks the absence words that need the customer as the one
// going: "I visit my dad", "we visit our gran" (not "my mum will visit",
// "a visit from the nurse"), and "in the air" (not "fresh air").
func ownOuting(s sentence, i int) bool {
	w := s.toks[i].w
	prev := func(k int) string {
		if i-k >= 0 && s.clause[i-k] == s.clause[i] {
			return s.toks[i-k].w
		}
		return ""
	}
	switch w {
	case "visit":
		next := ""
		if i+1 < len(s.toks) {
			next = s.toks[i+1].w
		}
		return (prev(1) == "i" || prev(1) == "we" || prev(2) == "i" || prev(2) == "we") && next != "from"
	case "air":
		return prev(1) == "the" && prev(2) == "in"
	case "mum", "mums", "dads", "gran", "nans":
		// "mum and I are home all morning": the relative is a subject
		// beside the writer, not a place to go
		if i+2 < len(s.toks) && (s.toks[i+1].w == "and" || s.toks[i+1].w == "&") {
			if x := s.toks[i+2].w; x == "i" || x == "me" {
				return false
			}
		}
		// "mum will be in all morning", "mum is home": the relative is the
		// subject of being in, not a place to go ("at mum's", "to mum's")
		if p := prev(1); w == "mum" && p != "at" && p != "to" && p != "from" && p != "round" && p != "over" && i+2 < len(s.toks) {
			if x, y := s.toks[i+1].w, s.toks[i+2].w; x == "will" && y == "be" || x == "is" && (y == "in" || y == "home" || y == "here") {
				return false
			}
		}
	}
	return true
}

// inOnOtherDay reports, in answer to "will someone be in?", a presence
// said of another day in the same clause: "I'll be in Wednesday" may
// mistake the day booked, so it is asked about rather than taken as a
// pick. "Can you do Wednesday?" and, after one slot was offered on the
// call, "yeah I'll be in Friday" still pick.
func (rd *reading) inOnOtherDay() bool {
	if rd.in.Expect != ExpectAnswer || rd.asksToMove() {
		return false // "I'll be in on Friday instead"
	}
	for _, r := range rd.rs {
		if r.neg && r.booked {
			return false // "not Tuesday, I'll be in Wednesday though"
		}
	}
	for _, r := range rd.rs {
		if r.neg || r.kind != refDay || r.booked {
			continue
		}
		for _, f := range rd.fs {
			if f.clause == r.clause && !f.absent && !f.question && !f.hedged && !f.sign && (f.who.kind == pSelf || f.who.kind == pSomeone) {
				return true
			}
		}
	}
	return false
}

// unanswered are words that leave nobody to answer the door: "I'll be
// asleep, won't hear the door". Said beside a yes or someone in ("yes, on
// nights so I'll be asleep - ring the bell 3 times") they are an
// instruction instead.
var unanswered = ruleSet(0.85, "says nobody will answer the door",
	"not|cannot hear the|a|your door|doorbell|bell|knock|knocking", "not|cannot hear you|anyone|anybody|the driver")

// movedHouse reports "moved" said of the customer: "we've moved, it needs
// to go to 22 Park Road now" tells of a new address, not a wish to move
// the delivery ("can it be moved?").
func movedHouse(s sentence, i int) bool {
	if s.toks[i].w != "moved" || i == 0 {
		return false
	}
	switch s.toks[i-1].w {
	case "have", "has", "just", "we", "i", "recently":
		return true
	}
	return false
}
