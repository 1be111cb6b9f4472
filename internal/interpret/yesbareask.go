package interpret

import "strings"

// A bare yes with a question. Customers answer "will someone be in?" with
// a plain "yes" and ask in the same breath: "yes. what time roughly will
// they come?", "Yes, is this the corner sofa or the armchair?", "yes is it
// all morning or can you narrow it down". The contract confirms a reply
// that says without a condition that someone will be there and answers a
// question from what the confirmation holds, so we decided that in English
// a bare yes ("yes", "yep ok", "sure no worries") followed by a question
// whose answer cannot change whether anyone is in confirms with the
// question: what time (asked openly), the window, the items, carrying, a
// call ahead, or a service on the day (questionextra.go). It does not
// when:
//
//   - the question is about who is writing or whether the message is
//     genuine ("yes who is this?", "yes who did you say this is"): the yes
//     may only answer the phone, so only a firm yes confirms with it;
//   - the question is a bare fragment ("yes, what time?", "Sure, what time
//     roughly?"): "yes — at what time?" may wait on the answer;
//   - the time is asked as a yes or no ("yes, will it be before 10?",
//     "Yes. Will it be a morning delivery?"): the customer may be asking
//     whether the time suits;
//   - every rule of a firm yes that asks still holds (yesquestion.go): the
//     veto reads the whole reply for a condition, a hedge or an absence
//     ("yes what time, I have to go out at 11"), a reason that makes the yes
//     wait ("can you tell me what time so I can check") keeps it asked
//     about, and every word must be accounted for.
//
// The glossed languages follow the same rule on their gloss: a lexicon
// glosses a question with its verb as a whole one ("la ce ora vine" = "what
// time will you come") and the time words alone as the fragment "what time".

// bareAsked reports a question that a bare yes may confirm beside: a full
// question (with a verb or a subject, not "what time?" alone) of a kind
// whose answer cannot change whether anyone is in.
func bareAsked(c clause, k Question) bool {
	switch k {
	case QuestionWindow, QuestionItems, QuestionCarry, QuestionCallAhead, QuestionOther:
	case QuestionTime:
		if closedAsk(c.toks[toldIn(c.toks):]) {
			return false // "yes, will it be before 10?"
		}
	default:
		return false
	}
	if anyWord(c.toks, bareTurns) {
		return false // "yes... wait is this the sofa or the bed?"
	}
	for _, t := range c.toks {
		if questionAux[t.w] || questionSubjects[t.w] && t.w != "i" && t.w != "we" || bareFull[t.w] {
			return true
		}
	}
	return false
}

// bareTurns are words that take the yes back or hold it while the
// question is asked: "yes... wait is this the sofa?", "yes hang on, is it
// the bed?", "yes actually which one is it?".
var bareTurns = words(`wait hang hold actually hmm hmmm hm although`)

// bareFull are the words that make a question whole without a verb:
// "whereabouts in the 8-12", "what time roughly they'll come".
var bareFull = words(`come coming arrive arriving deliver delivering get getting turn expect expected`)

// closedAsk reports a question put as a yes or no, opening (after the
// leading words of a call) with its verb: "will it be a morning
// delivery?", "is it before 10?", "can they come after 12?".
func closedAsk(ts []token) bool {
	for _, t := range ts {
		switch {
		case questionWords[t.w] || t.w == "whereabouts" || t.w == "eta":
			return false
		case questionAux[t.w]:
			return true
		case !questionLeads[t.w]:
			return false
		}
	}
	return false
}

// bareYesBeside reports a reply with a yes beside its questions, said
// alone ("yes", "yep ok", "sure no worries") or leading a question ("yes is
// it all morning"). confirmedAsking has placed every other clause.
func (rd *reading) bareYesBeside() bool {
	for ci, c := range rd.clauses {
		if rd.emojiAfterAsking(ci) {
			continue // "is it the grey or the blue?? 😊": emojisettle.go
		}
		if asking(c) && len(c.toks) > 0 && yesWords[c.toks[0].w] || !asking(c) && rd.yesClause(c) {
			return true
		}
	}
	return false
}

// orderAsked drops from fs the words on the order that only come with a
// question about it: "is delivery paid already or do I pay the driver?",
// "is it the sofa or the armchair? I ordered both". Said without a question
// ("yes I did order a sofa") they still speak of the order, not of anyone
// being in, and a reply with them confirms only as one that asks
// (confirmedAsking).
func (rd *reading) orderAsked(fs []fact) []fact {
	asked := false
	for _, c := range rd.clauses {
		asked = asked || asking(c) && questionKind(c) != QuestionNone
	}
	if !asked {
		return fs
	}
	var out []fact
	for _, x := range fs {
		if x.kind == factHedge && x.what == orderWhat && rd.inAskedClause(x) {
			continue
		}
		out = append(out, x)
	}
	return out
}

// inAskedClause reports a fact whose words lie in one clause that asks,
// says why it asks or only speaks of the order.
func (rd *reading) inAskedClause(x fact) bool {
	for _, c := range rd.clauses {
		if a, b := c.span(); a <= x.start && x.end <= b {
			return asking(c) || askedWhy(c) || orderStatement(c)
		}
	}
	return false
}

// senderGuessed reports clause ci as a guess at the answer after a
// question about who is writing or what is coming: "who is this? Acme?",
// "which sofa is it, the grey corner one?". It is one to four words that
// ask nothing of their own.
func (rd *reading) senderGuessed(ci int) bool {
	if ci == 0 || !asking(rd.clauses[ci-1]) {
		return false
	}
	if k := questionKind(rd.clauses[ci-1]); k != QuestionSender && k != QuestionItems {
		return false
	}
	ts := rd.clauses[ci].toks
	if len(ts) == 0 || len(ts) > 4 && !(len(ts) <= 7 && containsWord(ts, "or")) {
		return false // "what colour is it, the blue or the green?" guesses a choice
	}
	for _, t := range ts {
		if questionWords[t.w] || questionAux[t.w] || t.w == "not" || t.w == "no" || absenceWords[t.w] {
			return false
		}
	}
	return true
}

// yesBeforeOK reports a yes said before the "ok" of clause ci: in "yep ok,
// do they take the packaging away?" the ok follows a yes, where "ok, what
// does that mean?" only acknowledges.
func (rd *reading) yesBeforeOK(ci int) bool {
	for _, c := range rd.clauses[:ci] {
		if rd.yesClause(c) && !rd.onlyOK(c) {
			return true
		}
	}
	return false
}

// sortOnly reports a question about a service whose only word of waiting
// is "sort", which there asks who does it: "do you take the old sofa away
// or do I need to sort that?".
func sortOnly(ts []token) bool {
	for i, t := range ts {
		if waitsOnAnswer[t.w] && t.w != "sort" && !(t.w == "know" && i >= 2 && ts[i-2].w == "let") {
			return false
		}
	}
	return true
}

// carryTag reports clause ci as a tag that asks whether the way in just
// described is all right for the crew: "it has to go up two flights of
// stairs, is that ok with your guys?", "there's no lift, is that a
// problem?".
func (rd *reading) carryTag(ci int) bool {
	if ci == 0 || !asking(rd.clauses[ci]) || asking(rd.clauses[ci-1]) || questionKind(rd.clauses[ci-1]) != QuestionCarry {
		return false
	}
	var ws []string
	for _, t := range rd.clauses[ci].toks {
		if carryTagExtra[t.w] {
			continue
		}
		ws = append(ws, t.w)
	}
	switch strings.Join(ws, " ") {
	case "is that ok", "is that okay", "is that alright", "is that all right", "is that fine", "is that a problem",
		"is that an issue", "will that be ok", "will that be okay", "will that be a problem", "would that be ok",
		"can they manage", "can they manage that", "can they do that", "can you do that", "is that possible":
		return true
	}
	return false
}

// carryTagExtra may stand in such a tag: "with your guys", "for the driver".
var carryTagExtra = words(`with for your the driver drivers guys men lads team crew you them though still`)

// leaveOrAsked reports the leave verb at i as the other half of a question
// about carrying it in: "will the driver bring it into the lounge or just
// leave it at the door?" asks which they do; it does not ask to leave it.
func leaveOrAsked(c clause, i int) bool {
	if !asking(c) || questionKind(c) != QuestionCarry {
		return false
	}
	for j := i - 1; j >= 0 && j >= i-2; j-- {
		if c.toks[j].w == "or" {
			return true
		}
	}
	return false
}

// runOnDo reports a question run on at k after saying someone is in, with
// "do I" or "do we": "yes i will be in do i need to be in the whole four
// hours".
func runOnDo(ts []token, k int) bool {
	return ts[k].w == "do" && k+1 < len(ts) && (ts[k+1].w == "i" || ts[k+1].w == "we") && runOnEnds[ts[k-1].w]
}

// askedWhole marks every word of clause ci as accounted for in a
// confirmation that asks q, when the clause is a guess at the answer
// ("who is this? Acme?") or a tag on the way in ("is that ok with your
// guys?"); nil otherwise.
func (rd *reading) askedWhole(ci int, q Question) []bool {
	c := rd.clauses[ci]
	if !((q == QuestionSender || q == QuestionItems) && asking(c) && rd.senderGuessed(ci) || q == QuestionCarry && rd.carryTag(ci)) {
		return nil
	}
	out := make([]bool, len(c.toks))
	for i := range out {
		out[i] = true
	}
	return out
}
