package interpret

import (
	"fmt"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Someone in for part of the window, a yes with a condition, and surprise
// at the day are not a wish for another day: the reply is asked about
// (unclear), never read as different_day. "I'm in till about 10 then I've
// got a dentist appt, so 8-10 only really", "Cleaner (Maria) is there 9-1 on
// tuesdays", "yes we'll be in, though my husband might have to pop out for
// the school run", "yes, unless my shift changes", "Thought that was next
// week?? hang on". Away for the whole window ("not till the afternoon i'm
// afraid") is still another day.

// yesConditions put a condition on a yes: "yes, unless my shift changes".
var yesConditions = words(`unless depends depending dependant dependent providing provided assuming`)

// surpriseWords say the day came as a surprise: "thought that was next week".
var surpriseWords = words(`thought thot tho't assumed expected expecting imagined`)

// moveAsks ask for the delivery to move: a surprise with one of them is a
// request as well ("thought it was Friday, can you do Friday instead?").
var moveAsks = words(`can could please pls plz instead rather prefer rearrange reschedule change move
	swap switch cancel another`)

// moveOnly ask for another day whatever else is said.
var moveOnly = words(`another instead rather prefer rearrange reschedule change move swap switch cancel different other`)

// hedgeOut are the hedges of someone perhaps popping out.
var hedgeOut = words(`might may could possibly perhaps probably maybe`)

// partPresence finds a reply that is in for part of the window, puts a
// condition on its yes, or is surprised at the day.
func (rd *reading) partPresence(p pick, present bool) (finding, bool) {
	if ci, ok := rd.awayTillLater(); ok && !rd.yesNotNo() {
		f := found(confirm.IntentDifferentDay, 0.8, "is away until after the booked window")
		f.quote = rd.clauseSpan(ci)
		return f, true
	}
	if rd.defers() && rd.anyWordIn(absenceEvents) && !rd.anyWordIn(moveOnly) && !rd.anyAbsent() && !rd.flatRefusal() {
		// "Actually no wait I've got a hospital appt that morning, let me
		// check what time and get back to you"
		f := found(confirm.IntentUnclear, 0.5, "puts off the answer")
		f.doubt = DoubtHedge
		return f, true
	}
	yes := rd.yesOrIn()
	if yes && (rd.anyWordIn(yesConditions) || rd.asLongAs()) && (!rd.anyAbsent() || rd.yesNotNo()) {
		f := found(confirm.IntentUnclear, 0.5, "says yes with a condition: not a confirmation")
		f.doubt = DoubtCondition
		return f, true
	}
	if yes {
		for _, r := range rd.rs {
			if r.neg && r.booked && r.kind == refPart && rd.anyWordIn(hedgeOut) && rd.yesNotNo() && !rd.anyWordIn(moveOnly) {
				// "yes, though my husband might have to pop out at 8.45"
				f := found(confirm.IntentUnclear, 0.5, fmt.Sprintf("says yes but someone may be out at %s: not a confirmation", r.text))
				f.doubt = DoubtHedge
				f.quote = rd.clauseSpan(r.clause)
				return f, true
			}
		}
	}
	if ci, ok := rd.surprised(); ok && !rd.anyAbsent() && !rd.anyYesOrNo() && !present {
		f := found(confirm.IntentUnclear, 0.5, "is surprised at the day rather than asking for another: asking again")
		f.quote = rd.clauseSpan(ci)
		return f, true
	}
	if p.said && !p.any && (present || yes) && rd.rangeInside() && rd.onlyBookedDay() {
		// "I'm in till about 10 then ..., so 8-10 only really", "the
		// cleaner is there 9-1 on tuesdays"
		f := found(confirm.IntentUnclear, 0.5, fmt.Sprintf("names %s, only part of the booked window: not a confirmation", p.text))
		f.doubt = DoubtCondition
		return f, true
	}
	return finding{}, false
}

// onlyBookedDay reports a reply whose every day named (if any) is the
// booked day.
func (rd *reading) onlyBookedDay() bool {
	for _, r := range rd.rs {
		if r.kind == refDay && !r.booked {
			return false
		}
	}
	return true
}

func (rd *reading) anyWordIn(set map[string]bool) bool {
	for _, t := range rd.toks {
		if set[t.w] {
			return true
		}
	}
	return false
}

func (rd *reading) anyAbsent() bool {
	for _, f := range rd.fs {
		if f.absent && !f.hedged && !f.question {
			return true
		}
	}
	return false
}

// surprised finds a clause that says the day came as a surprise, with no
// request to move it anywhere in the reply.
func (rd *reading) surprised() (int, bool) {
	if rd.anyWordIn(moveAsks) {
		return 0, false
	}
	for ci, c := range rd.clauses {
		for i, t := range c.toks {
			if surpriseWords[t.w] && (i == 0 || c.toks[i-1].w != "not") {
				return ci, true
			}
			// "I was told Thursday", "wasn't it meant to be next week"
			if (t.w == "told" || t.w == "meant" || t.w == "supposed") && i > 0 && (c.toks[i-1].w == "was" || c.toks[i-1].w == "were" || c.toks[i-1].w == "it" || c.toks[i-1].w == "you") {
				return ci, true
			}
		}
	}
	return 0, false
}

// notTillWords may stand between "not" and "till" in a reply that is away
// until then: "not till", "not back till", "won't be in till", "not going
// to be home until". Words of being out or busy ("not going out till",
// "not at work till") are not among them: those are in.
var notTillWords = words(`be in back home here around about there free available going to gonna getting get
	i am we are really actually likely probably myself ourselves is will s`)

// tillHours are hours said as words, as on a call: "not back till one".
var tillHours = map[string]int{"one": 13, "two": 14, "three": 15, "four": 16, "five": 17, "six": 18,
	"twelve": 12, "noon": 12, "midday": 12, "dinnertime": 12, "teatime": 17}

// awayTillLater finds a reply away for the whole window: "not till the
// afternoon i'm afraid", "I'm not back till one", "won't be in until
// lunchtime".
func (rd *reading) awayTillLater() (int, bool) {
	_, to, ok := minutes(rd.in.Booked.Window)
	if !ok {
		return 0, false
	}
	for ci, c := range rd.clauses {
		ts := c.toks
		for i, t := range ts {
			// "no one's gonna be in till after twelve": nobody is a not
			nobody := t.w == "nobody" || t.w == "noone" || t.w == "one" && i > 0 && ts[i-1].w == "no"
			if t.w != "not" && t.w != "never" && !nobody {
				continue
			}
			k := i + 1
			for k < len(ts) && k <= i+5 && notTillWords[ts[k].w] {
				k++
			}
			if k+1 >= len(ts) || ts[k].w != "till" && ts[k].w != "until" && ts[k].w != "til" && ts[k].w != "untill" {
				continue
			}
			j := k + 1
			for j+1 < len(ts) && (ts[j].w == "the" || ts[j].w == "about" || ts[j].w == "around" || ts[j].w == "after" || ts[j].w == "at" || ts[j].w == "least" || ts[j].w == "gone") {
				j++
			}
			w := ts[j].w
			if lateParts[w] || w == "lunch" || w == "tonight" || w == "teatime" {
				if to <= 12*60+30 {
					return ci, true
				}
				continue
			}
			if h, ok := tillHours[w]; ok && h*60 >= to {
				return ci, true
			}
			if m, ok := hourAfterBound(ts, k); ok && m >= to {
				return ci, true
			}
		}
	}
	return 0, false
}

// partOfBookedDay reports someone said to be there on the booked day for
// hours that hold part of the window: "Cleaner (Maria) is there 9-1 on
// tuesdays", "my son is home 10-12 on tuesday".
func (rd *reading) partOfBookedDay() bool {
	if !rd.onlyBookedDay() || !rd.rangeInside() || rd.anyAbsent() {
		return false
	}
	for _, f := range rd.fs {
		if !f.absent && !f.hedged && !f.question {
			return true
		}
	}
	return rd.yesOrIn()
}

// anyYesOrNo reports a reply with a clause that answers yes or no.
func (rd *reading) anyYesOrNo() bool {
	for _, c := range rd.clauses {
		if !c.question && (rd.yesClause(c) || rd.noClause(c)) {
			return true
		}
	}
	return false
}

// flatRefusal reports the booked day refused outright: "can't do
// Tuesday", "Tuesday's no good", "that won't work".
func (rd *reading) flatRefusal() bool {
	for i := 0; i+1 < len(rd.toks); i++ {
		a, b := rd.toks[i].w, rd.toks[i+1].w
		if (a == "can" || a == "could") && b == "not" || a == "no" && (b == "good" || b == "use") ||
			a == "not" && (b == "work" || b == "suit" || b == "possible" || b == "good" || b == "do" || b == "make") {
			return true
		}
	}
	return false
}

// asLongAs reports "as long as", "so long as": a condition on the yes.
func (rd *reading) asLongAs() bool {
	for i := 0; i+2 < len(rd.toks); i++ {
		if (rd.toks[i].w == "as" || rd.toks[i].w == "so") && rd.toks[i+1].w == "long" && rd.toks[i+2].w == "as" {
			return true
		}
	}
	return false
}

// onlySurprised reports a reply that only says the day came as a surprise.
func (rd *reading) onlySurprised() bool {
	_, ok := rd.surprised()
	return ok && !rd.anyAbsent() && !rd.anyYesOrNo()
}
