package interpret

// A plan that has been changed keeps nobody out. "my shift got swapped
// so i'll be in tuesday morning", "the dentist's been cancelled, I'm in",
// "my appointment was moved so we're in" tell why the customer is free:
// the shift, the appointment, is no absence and no order is cancelled.
// Only the past change of an absence event (lexicon absenceEvents: shift,
// appointment, dentist, ...) with "got", "has been", "was" reads so, and
// only when nothing says where it went: "my shift got moved to Tuesday",
// "the op's been swapped for the 24th" name the day it went to and stay
// an absence, and "if my shift gets swapped", "my shift might get moved"
// are no change made.

// changedVerbs say a plan was changed.
var changedVerbs = words(`swapped switched changed cancelled canceled moved rearranged rescheduled postponed`)

// changedAux lead into the change: "got swapped", "has been moved".
var changedAux = words(`got has have been was were is`)

// changedOn may follow the change: "swapped round", "moved over".
var changedOn = words(`round around over`)

// changedTo say where the plan went: "moved to Tuesday".
var changedTo = words(`to onto into for till until with forward back`)

// eventChanged returns the index just past the change of the absence event
// at ts[i] ("shift got swapped"), or -1.
func eventChanged(ts []token, i int) int {
	if i >= len(ts) || !absenceEvents[ts[i].w] {
		return -1
	}
	k, aux := i+1, false
	for k < len(ts) && k <= i+3 && changedAux[ts[k].w] {
		k, aux = k+1, true
	}
	if !aux || k >= len(ts) || !changedVerbs[ts[k].w] {
		return -1
	}
	e := k + 1
	if e < len(ts) && changedOn[ts[e].w] {
		e++
	}
	if e < len(ts) && changedTo[ts[e].w] {
		return -1
	}
	return e
}

// changedEventWord reports ts[i] part of a changed event, with its "my",
// "the" or "our": the words are accounted for.
func changedEventWord(ts []token, i int) bool {
	for j := max(0, i-4); j <= i; j++ {
		if e := eventChanged(ts, j); e > i {
			return true
		}
		if j+1 < len(ts) && (ts[j].w == "my" || ts[j].w == "the" || ts[j].w == "our") && j == i {
			if e := eventChanged(ts, j+1); e > j+1 {
				return true
			}
		}
	}
	return false
}

// changedCancel reports a cancel match at s.toks[start:] that is an absence
// event's change: "my shift got cancelled".
func changedCancel(s sentence, start int) bool {
	for j := max(0, start-4); j < start; j++ {
		if e := eventChanged(s.toks, j); e > start {
			return true
		}
	}
	return false
}
