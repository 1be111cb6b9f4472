package interpret

import (
	"slices"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Asleep, but in. "I work nights so I'll be asleep but I'm in", "I'll be
// asleep but in, knock loud", "I'm in, I'll be asleep as I work nights so
// keep knocking": a night worker sleeping through the window is still at
// home to be woken. The clause of the sleep or the night shift is no
// absence when being in is said after it, over a "but", or when the
// customer says they are in and the clause after the sleep tells the
// driver how to wake them ("knock loud", "keep knocking"). Being asleep
// alone ("I'll be asleep, just leave it"), or said last over a "but"
// ("yes I'll be in but asleep", even "... so knock loud"), a doubt of being woken ("might not hear the door") or
// nobody to answer ("won't hear the door") are read as before.

// asleepWords put the customer asleep or on a night shift.
var asleepWords = words(`asleep sleeping nights nightshift nightshifts overnights`)

// asleepDoubt are words that leave the sleep clause unsure or turn it
// round: "might be asleep", "not on nights".
var asleepDoubt = words(`not never cant cannot wont dont maybe might may probably hopefully if unless prob possibly`)

// asleepClause reports clause ci as the customer asleep or on nights, and
// nothing else: "I work nights so I'll be asleep", "on nights".
func (rd *reading) asleepClause(ci int) bool {
	if ci < 0 || ci >= len(rd.clauses) || rd.clauses[ci].question {
		return false
	}
	ts := rd.clauses[ci].toks
	if !anyWord(ts, asleepWords) || anyWord(ts, asleepDoubt) {
		return false
	}
	for _, t := range ts {
		if !asleepPlain[t.w] && !rouseWords[t.w] && t.w != "door" && t.w != "bell" && t.w != "doorbell" {
			return false // "asleep in the car on the way back": where, not at home
		}
	}
	for _, t := range ts {
		if weekdayOrMonth(t.w) || numberLike(t.w) || t.w == "till" || t.w == "until" || t.w == "til" || t.w == "after" {
			return false // "asleep till 2", "on nights Monday"
		}
	}
	for _, f := range rd.fs {
		if f.clause == ci && (f.who.kind != pSelf || f.hedged || f.question) {
			return false
		}
	}
	return true
}

// firmSelfIn reports clause ci as the customer saying, firmly, they will
// be in.
func (rd *reading) firmSelfIn(ci int) bool {
	for _, f := range rd.fs {
		if f.clause == ci && f.who.kind == pSelf && !f.absent && !f.hedged && !f.soft && !f.question {
			return true
		}
	}
	return false
}

// asleepButIn reports clause ci as the customer asleep or on nights, with
// being in said after it over a "but", or beside being in with the next
// clause telling the driver how to wake them.
func (rd *reading) asleepButIn(ci int) bool {
	if !rd.asleepClause(ci) || rd.unansweredDoor() {
		return false
	}
	for cj := ci + 1; cj < len(rd.clauses); cj++ {
		if rd.firmSelfIn(cj) && rd.butBetween(cj-1, cj) {
			return true // "I'll be asleep but I'm in"
		}
		if !rd.asleepClause(cj) {
			break
		}
	}
	if ci > 0 && rd.butBetween(ci-1, ci) {
		return false // "yes I'll be in but asleep so knock loud": asked about
	}
	selfIn := false
	for cj := range rd.clauses {
		selfIn = selfIn || cj != ci && rd.firmSelfIn(cj)
	}
	if !selfIn {
		return false
	}
	for _, nc := range rd.noteClauses() {
		if nc.clause == ci+1 && anyWord(rd.clauses[nc.clause].toks, rouseWords) {
			return true // "I'm in, I'll be asleep, knock loud"
		}
		if nc.clause == ci && nc.from > 0 && anyWord(rd.clauses[ci].toks[nc.from:], rouseWords) {
			return true // "I'm in, I'll be asleep as I work nights so keep knocking"
		}
	}
	return false
}

// butBetween reports a "but" between clauses ci and cj.
func (rd *reading) butBetween(ci, cj int) bool {
	_, end := rd.clauses[ci].span()
	start, _ := rd.clauses[cj].span()
	for _, t := range rd.toks {
		if t.start >= end && t.end <= start && t.w == "but" {
			return true
		}
	}
	return false
}

// rouseWords tell the driver how to wake someone: "knock loud", "bang on
// the door", "keep ringing".
var rouseWords = words(`knock knocking bang banging ring ringing keep loud loudly hard`)

// unansweredDoor reports a reply that says nobody will answer: "won't hear
// the door", "nobody will answer".
func (rd *reading) unansweredDoor() bool {
	if rd.find(unanswered, false) != nil {
		return true
	}
	for _, f := range rd.fs {
		if f.who.kind == pNobody {
			return true
		}
	}
	return false
}

// bareIn reports clause ci as "in" or "home" alone, right after a "but"
// that follows the customer asleep: "I'll be asleep but in".
func (rd *reading) bareIn(ci int) bool {
	ts := rd.clauses[ci].toks
	return ci > 0 && len(ts) == 1 && (ts[0].w == "in" || ts[0].w == "home") && rd.asleepClause(ci-1) && rd.butBetween(ci-1, ci)
}

// dropAsleepButIn takes out of rd.fs the absences of a night worker
// asleep but in, and reads "in" alone after "asleep but" as the customer
// in.
func (rd *reading) dropAsleepButIn() {
	for ci := range rd.clauses {
		if rd.bareIn(ci) {
			rd.fs = append(slices.Clone(rd.fs), frame{who: person{kind: pSelf}, clause: ci})
			slices.SortStableFunc(rd.fs, func(a, b frame) int { return a.clause - b.clause })
		}
	}
	away := map[int]bool{}
	for _, f := range rd.fs {
		if f.absent && !away[f.clause] && rd.asleepButIn(f.clause) {
			away[f.clause] = true
		}
	}
	if len(away) > 0 {
		rd.fs = slices.DeleteFunc(slices.Clone(rd.fs), func(f frame) bool { return f.absent && away[f.clause] })
	}
}

// leaveTail may close a bare "leave it": "just leave it please".
var leaveTail = words(`please pls plz thanks thank you cheers x xx there`)

// leftWhileAsleep finds a request to just leave it from a customer who
// says they will be asleep: "I'll be in but asleep, just leave it", "I'll
// be asleep, just leave it". Nobody is said to be awake to take it, so it
// is asked about.
func (rd *reading) leftWhileAsleep() (finding, bool) {
	asleep := false
	for _, c := range rd.clauses {
		ts := c.toks
		if c.question || !anyWord(ts, asleepWords) {
			continue
		}
		other := false
		for _, t := range ts {
			other = other || relations[t.w] != "" || childWords[t.w] || t.w == "he" || t.w == "she" || t.w == "they" || t.w == "baby"
		}
		asleep = asleep || !other
	}
	if !asleep {
		return finding{}, false
	}
	if ci, ok := rd.unrousedAsleep(); ok {
		f := found(confirm.IntentUnclear, 0.7, "asks not to be woken, or says what to do if nobody answers, while the customer sleeps")
		f.quote = rd.clauseSpan(ci)
		return f, true
	}
	for ci, c := range rd.clauses {
		ts := c.toks
		for i, t := range ts {
			if !leaveVerbsAlone[t.w] || i+1 >= len(ts) || ts[i+1].w != "it" && ts[i+1].w != "them" || i > 0 && ts[i-1].w == "not" {
				continue
			}
			k := i + 2
			for k < len(ts) && leaveTail[ts[k].w] {
				k++
			}
			if k == len(ts) {
				f := found(confirm.IntentUnclear, 0.7, "asks to just leave it while the customer sleeps: nobody said to take it")
				f.quote = rd.clauseSpan(ci)
				return f, true
			}
		}
	}
	return finding{}, false
}
