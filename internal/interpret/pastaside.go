package interpret

// Asides beside a yes that a guarded word would otherwise block (cover.go:
// "not", "was", "never" count only in their place). Each is read only in the
// shape that cannot say anyone is away now:
//
//   - a tag question at the end of a clause: "they'll take the old one away,
//     won't they";
//   - where the customer was when the message came, inside the home: "sorry
//     I was in the garden", "we were upstairs";
//   - what happened to the order before: "it was meant to come last month",
//     "they said it was delayed";
//   - no one having called before: "nobody rang", "no one turned up";
//   - no one else in, beside a clause that says the customer is: "nobody
//     else will be here but I will be".
//
// "I was in hospital", "it was cancelled", "nobody will be in" are none of
// these and stay words to place.

// homeSpots are the places inside the home where the customer was.
var homeSpots = words(`garden bath shower loo toilet kitchen upstairs downstairs attic loft shed garage cellar
	bathroom bedroom lounge yard patio conservatory utility hall hallway phone`)

// orderPastVerbs say what happened to the order: "it was delayed".
var orderPastVerbs = words(`delayed late rescheduled moved held put pushed`)

// orderDueVerbs say when the order was due, read only before a time or
// "to come": "it was meant to come last month", "it was due Tuesday".
var orderDueVerbs = words(`meant supposed due`)

// comeVerbs say the order comes: "meant to come".
var comeVerbs = words(`come arrive be`)

// nobodyPastVerbs say that no one called or came before: "nobody rang".
var nobodyPastVerbs = words(`rang called phoned came turned showed contacted told texted emailed replied bothered`)

// orderSubjects are what the order is called before "was".
var orderSubjects = words(`it order delivery sofa parcel item`)

// pastAside reports whether ts[i], in clause ci, is part of an aside above.
// Where the customer was counts only beside another clause that says
// someone will be in: "I was in the garden" alone is no answer.
func (rd *reading) pastAside(ci int, ts []token, i int) bool {
	if rd.lastTimeAside(ci, ts, i) {
		return true // "I was in last time too and no one came": lasttime.go
	}
	switch ts[i].w {
	case "not":
		// "number 14a not 14": which number, not a no
		if i > 0 && i+1 < len(ts) && (ts[i-1].w == "can" && ts[i+1].w == "miss" || // "you can't miss us"
			ts[i-1].w == "do" && ts[i+1].w == "you" && i+2 < len(ts) && ts[i+2].w == "worry") { // "don't you worry"
			return true
		}
		return tagNot(ts, i) || i > 0 && i+1 < len(ts) && houseNumber(ts[i-1].w) && houseNumber(ts[i+1].w) &&
			saidOfHome(ts, i-1)
	case "was":
		if i == 0 || i+1 >= len(ts) {
			return false
		}
		prev := ts[i-1].w
		if prev == "i" || prev == "we" {
			e := atHomeSpot(ts, i+1)
			return e > 0 && (rd.inElsewhere(ci) || rd.answerAfter(ts[e-1].end))
		}
		if !orderSubjects[prev] && accounted.words[prev] != "order" {
			return false
		}
		next := ts[i+1].w
		if orderPastVerbs[next] {
			return true
		}
		if !orderDueVerbs[next] || i+2 >= len(ts) {
			return false
		}
		then := ts[i+2]
		return then.w == "last" || then.w == "yesterday" || weekdayOrMonth(then.w) ||
			then.w == "to" && i+3 < len(ts) && comeVerbs[ts[i+3].w]
	case "might", "could", "may": // "the drive might be full"
		return wayMightBe(ts, i)
	case "out": // "I'll be looking out for you"
		return i > 0 && lookers[ts[i-1].w]
	case "due": // "it was due last month"
		return i >= 2 && ts[i-1].w == "was" && rd.pastAside(ci, ts, i-1)
	case "nobody":
		if i+1 < len(ts) && ts[i+1].w == "else" {
			return rd.inElsewhere(ci) // "nobody else will be here but I will be"
		}
		return i+1 < len(ts) && nobodyPastVerbs[ts[i+1].w]
	case "else":
		return i > 0 && ts[i-1].w == "nobody" && rd.inElsewhere(ci)
	}
	return false
}

// atHomeSpot returns the end of the words from ts[j] that place someone at
// a spot in the home ("upstairs", "in the garden", "on the phone", "in the
// back garden"), or -1.
func atHomeSpot(ts []token, j int) int {
	if j < len(ts) && (ts[j].w == "upstairs" || ts[j].w == "downstairs") {
		return j + 1
	}
	if j >= len(ts) || ts[j].w != "in" && ts[j].w != "on" {
		return -1
	}
	for k := j + 1; k < min(len(ts), j+4); k++ {
		switch w := ts[k].w; {
		case homeSpots[w]:
			return k + 1
		case w != "the" && w != "my" && w != "our" && accounted.words[w] != "rooms" && !propertyWord(w):
			return -1
		}
	}
	return -1
}

// answerAfter reports a yes, or someone being in, said after byte at:
// "sorry I was in the garden yes I'll be in".
func (rd *reading) answerAfter(at int) bool {
	for k, t := range rd.all {
		if t.start < at || t.isBreak() {
			continue
		}
		if yesWords[t.w] || t.w == "be" && k+1 < len(rd.all) && presenceWords[rd.all[k+1].w] {
			return true
		}
	}
	return false
}

// inElsewhere reports a clause other than ci that says someone will be in.
func (rd *reading) inElsewhere(ci int) bool {
	for _, fr := range rd.fs {
		if fr.clause != ci && !fr.absent && !fr.question && !fr.hedged {
			return true
		}
	}
	return false
}

// saidOfHome reports a number at ts[j] said of the home: "number 14a",
// "flat 3", "no 12".
func saidOfHome(ts []token, j int) bool {
	for k := j - 1; k >= max(0, j-2); k-- {
		switch ts[k].w {
		case "number", "no", "flat", "house", "apartment", "unit", "door":
			return true
		}
	}
	return false
}
