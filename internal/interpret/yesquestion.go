package interpret

import (
	"fmt"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Customers often confirm and ask at once: "Yes I'll be in. What time will
// they come?", "we'll be in, how long is the window?". When the yes is firm
// and the question is one the booking answers, the reply is a confirmation
// that also asks: the intent stays will_be_in (or alternate_signer) and
// Result.Question says what to answer. Everything else about the reply
// must be as it would be for a confirmation without the question: no
// condition, hedge, absence or any other fact of the veto, and a clause
// that itself says someone will be in ("I'll be in", "będę", "we'll be
// there") or, in English, accepts the booking in so many words ("that's
// fine", "suits me"). A bare "yes" or "sure" before a question may only be
// "hello?", or a yes that waits on the answer ("sure, what time?"), so it
// is still asked about; so is a question whose answer may decide whether
// anyone can be in (must_be_in, other) or that doubts the message (scam).
// Every other clause must be a yes, someone in, a delivery instruction or
// a word on the order ("I changed my order"): a clause that may make the
// yes wait on the answer ("I need to know before I can say", "let me know
// and I'll check") keeps it unclear.

// answerable are the questions the booking itself answers, so asking one
// takes nothing from a firm yes said with it.
var answerable = map[Question]bool{
	QuestionTime: true, QuestionWindow: true, QuestionItems: true,
	QuestionSender: true, QuestionCallAhead: true, QuestionCarry: true,
}

// firmAcceptance are the words of a clause that only agrees which accept
// the booking rather than only answer: "fine", "that's fine", "suits me",
// "works for me", "confirmed".
var firmAcceptance = words(`fine suits suit works confirmed confirm`)

// questionAsked names a question for a Reason.
var questionAsked = map[Question]string{
	QuestionTime:      "what time",
	QuestionWindow:    "about the window",
	QuestionItems:     "what is being delivered",
	QuestionSender:    "who is writing",
	QuestionCallAhead: "whether the driver calls ahead",
	QuestionCarry:     "about carrying it",
	QuestionOther:     "for a service the booking does not hold",
	QuestionScam:      "whether the message is genuine",
}

// confirmedAsking is, for a confirming finding whose only fact of the
// veto is a question (fs), the finding with that question to answer, when
// the yes is firm and every question asked is one the booking answers.
func (rd *reading) confirmedAsking(f finding, fs []fact) (finding, bool) {
	if f.intent != confirm.IntentWillBeIn && f.intent != confirm.IntentAlternateSigner || rd.in.Expect != ExpectAnswer {
		return f, false
	}
	for _, x := range fs {
		if x.kind != factQuestion {
			return f, false
		}
	}
	if rd.slotAsked() || rd.asksToMove() {
		return f, false // "yes, could they come earlier?" asks to move it
	}
	q, firm, bare := QuestionNone, rd.acceptsBeside(), true
	notes := map[int]bool{}
	for _, nc := range rd.noteClauses() {
		notes[nc.clause] = true
	}
	for ci, c := range rd.clauses {
		if connectiveOnly(c) {
			continue // "What time, and will they ring first?": askedtwice.go
		}
		if !asking(c) {
			if distrust(c) || orderPartTaken(c) && rd.question() == QuestionItems {
				return f, false // "is it the sofa or the chair? only want to keep the sofa"
			}
			if !rd.presentIn(ci) && !rd.yesClause(c) && !notes[ci] && !orderStatement(c) && !askedWhyOf(c, rd.question()) && !rd.cancelledOtherBeside(c.sentence) && !rd.checkingAlone(ci) && !rd.extraDescribed(ci) && !rd.readyBefore(ci) && !rd.introAsked(ci) {
				return f, false // "fine, what time? I need to know before I can say"
			}
			continue
		}
		k := rd.clauseKind(ci) // scamfrom.go
		if k == QuestionNone && rd.senderGuessed(ci) {
			continue // "who is this? Acme?" (yesbareask.go)
		}
		extra := rd.followTag(ci) || k == QuestionOther && extraAsked(c)
		if extra {
			k = QuestionOther // "do you take card for the balance?" (questionextra.go)
		}
		if k == QuestionNone && rd.carryTag(ci) {
			k = QuestionCarry // "it has to go up two flights of stairs, is that ok with your guys?"
		}
		if !answerable[k] && !extra && k != QuestionScam || waitsInQuestion(c.toks[askFrom(c.toks):]) && !(extra && sortOnly(c.toks)) {
			return f, false // "what time will they come, I need to know"
		}
		bare = bare && (bareAsked(c, k) || rd.senderOrdersAsked(c, k)) // yesbareask.go, bareaskwhy.go
		if q == QuestionNone {
			q = k
		}
		firm = firm || firmBefore(c.toks)
	}
	if q == QuestionNone || !firm && !(bare && rd.bareYesBeside()) {
		return f, false
	}
	f.asked = q
	done := "confirmed and answered"
	if q == QuestionOther {
		done = "confirmed, the question passed on"
	}
	f.what = fmt.Sprintf("%s, and asks %s: %s", f.what, questionAsked[q], done)
	return f, true
}

// acceptsFirmly reports clause ci that only agrees, with a word that
// accepts the booking: "that's fine", "suits me", "yes fine". "Fine" on
// its own, but after a yes ("yes fine", "ok, fine"), or of oneself ("I'm
// fine", "we're fine"), may only say how the customer is.
func (rd *reading) acceptsFirmly(ci int) bool {
	c := rd.clauses[ci]
	if !rd.yesClause(c) {
		return false
	}
	if len(c.toks) == 1 && c.toks[0].w == "fine" {
		return ci > 0 && !asking(rd.clauses[ci-1]) && rd.yesClause(rd.clauses[ci-1])
	}
	firm := false
	for _, t := range c.toks {
		if t.w == "am" || t.w == "are" {
			return false
		}
		firm = firm || firmAcceptance[t.w]
	}
	return firm
}

// firmBefore reports a clause that says someone will be in before the
// question it runs on into: "yes I'll be in what time roughly will they
// come", "we'll be there what time?".
func firmBefore(ts []token) bool {
	k := 1
	for k < len(ts) && !(questionWords[ts[k].w] && !notAsking[ts[k-1].w]) {
		k++
	}
	if k >= len(ts) {
		return false
	}
	head := ts[:k]
	for _, t := range head {
		if hedges[t.w] || t.w == "might" || t.w == "may" || t.w == "if" {
			return false
		}
	}
	for p := range head {
		if f, ok := predicateFrame(head, p); ok && !f.absent && !f.hedged && !f.soft && (f.who.kind == pSelf || f.who.kind == pSomeone) {
			return true
		}
	}
	return false
}

// senderFrom reports the "from" a question about the sender ends on: "who
// is this from?", "which shop is it from?". It names no hour, so it does
// not narrow the window.
func senderFrom(s sentence, i, e int) bool {
	if s.toks[i].w != "from" || e < len(s.toks) && s.clause[e] == s.clause[i] {
		return false
	}
	for j := i - 1; j >= 0 && s.clause[j] == s.clause[i]; j-- {
		if w := s.toks[j].w; w == "who" || w == "which" || w == "where" {
			return true
		}
	}
	return false
}

// askedWords marks the words of a clause that are accounted for in a
// confirmation that asks q (cover.go). In a clause that asks a question
// the booking answers, they are its question words and the words of the
// questions it may be ("how many people are bringing it", "will the
// driver ring first"). Beside a question about what is coming, they are
// the words that tell of a change to the order ("I changed my order", "I
// changed the colour after ordering"). Any other word still has to be
// accounted for, and the veto has read the whole reply for conditions,
// hedges and absences already.
func askedWords(c clause, q Question) []bool {
	out := make([]bool, len(c.toks))
	if asking(c) {
		if q == QuestionOther && extraAsked(c) {
			return extraWords(c)
		}
		k := questionKind(c)
		if !answerable[k] && k != QuestionScam {
			return out
		}
		lead, tail := leadWords(c.toks), len(c.toks) // "out of curiosity who ..." (checkinglead.go)
		if j := cancelledOtherTail(c.toks); j > 0 && k == QuestionItems {
			tail = j // "... or the corner one we ordered both and cancelled one" (cancelledother.go)
		}
		for i, t := range c.toks {
			out[i] = i < lead || i >= tail || k == QuestionScam && scamNot(c.toks, i) || questionWords[t.w] || questionAux[t.w] || questionSubjects[t.w] || questionLeads[t.w] || answerableWords[t.w] || habitWords[t.w] ||
				t.w == "due" || k == QuestionWindow && (negativeAsk(c.toks[i:]) || i > 0 && negativeAsk(c.toks[i-1:])) || (t.w == "think" || t.w == "reckon") && i > 0 && (c.toks[i-1].w == "you" || c.toks[i-1].w == "u") // "what time do you think"
		}
		return out
	}
	if q == QuestionOther && extraAsked(c) && readyAsked(c.toks, 0) {
		return extraWords(c) // "Anything else I need to do beforehand, like ...?" (prepare.go)
	}
	if askedWhyOf(c, q) {
		for i := range out {
			out[i] = true // "I've got a few deliveries coming" (questioncontext.go)
		}
		return out
	}
	if checkingWords(c.toks) {
		for i := range out {
			out[i] = true // "just checking," (checkinglead.go)
		}
		return out
	}
	if q != QuestionItems {
		return out
	}
	if cancelledOther(c.toks) {
		for i := range out {
			out[i] = true // "ordered both and cancelled one" (cancelledother.go)
		}
		return out
	}
	for _, t := range c.toks {
		if orderNouns[t.w] || accounted.words[t.w] == "order" && !orderVague[t.w] {
			for i, t := range c.toks {
				out[i] = orderChanges[t.w]
			}
			break
		}
	}
	return out
}

// orderStatement reports a clause that only says something of the order,
// which a question about it may come with: "I ordered 2 things from you",
// "I changed the colour after ordering". A clause that waits on the
// answer ("I need to know which sofa before I say") is none, nor is one
// that says which of it the customer will take ("I only want the sofa",
// "I'll only take the grey one"): the question may then undo the yes.
func orderStatement(c clause) bool {
	about := false
	for _, t := range c.toks {
		if waitsOnAnswer[t.w] || orderTaken[t.w] {
			return false
		}
		about = about || orderNouns[t.w] || accounted.words[t.w] == "order" && !orderVague[t.w]
	}
	return about
}

// waitsOnAnswer are the words of a clause that makes the yes wait on the
// answer: "I need to know before I can say", "let me know and I'll check".
var waitsOnAnswer = words(`know check checking say decide deciding see sure depends depending depend confirm tell plan
	planning arrange arranging sort work working`)

// waitsInQuestion reports a question said with words that may make the
// yes wait on its answer: "what time will they come as I need to know",
// "can you tell me what time so I can check". "let me know" only asks
// for the answer.
func waitsInQuestion(ts []token) bool {
	for i, t := range ts {
		if waitsOnAnswer[t.w] && !(t.w == "know" && i >= 2 && ts[i-2].w == "let" && (ts[i-1].w == "me" || ts[i-1].w == "us")) && !howKnow(ts, i) &&
			!(t.w == "sort" && i+1 < len(ts) && ts[i+1].w == "of") { // "what sort of time"
			return true
		}
	}
	return false
}

// orderTaken are the words of which part of the order the customer will
// take or refuse.
var orderTaken = words(`only want wants wanted refuse refusing reject rejecting accept accepting take taking keep keeping not never`)

// orderPartTaken reports a clause that says which part of the order the
// customer will take or refuse: "I only want the sofa", "only want to keep
// the sofa".
func orderPartTaken(c clause) bool {
	taken, about := false, false
	for _, t := range c.toks {
		taken = taken || orderTaken[t.w] && t.w != "not" && t.w != "never"
		about = about || orderNouns[t.w] || accounted.words[t.w] == "order" && !orderVague[t.w]
	}
	return taken && about
}

// orderChanges tell of a change the customer made to the order.
var orderChanges = words(`change changed changing swapped switched updated amended upgraded ordering`)

// orderNouns name what of the order may be changed; the order class of
// accounted.txt names the rest, but for orderVague, which name nothing
// ("I changed it", "things changed").
var orderNouns = words(`colour color size fabric model finish design style`)
var orderVague = words(`it one two new old stuff things delivery delivering removed packaging purchase goods`)

// answerableWords are the words of the questions the booking answers, as
// questionLex has them.
var answerableWords = func() map[string]bool {
	out := map[string]bool{}
	for _, k := range questionLex {
		if !answerable[k.kind] && k.kind != QuestionScam {
			continue // a firm yes may ask whether the message is genuine
		}
		for _, r := range k.rules {
			for _, alts := range r.pat {
				for _, w := range alts {
					if w != "*" && w != "^" && w != "$" {
						out[w] = true
					}
				}
			}
		}
	}
	return out
}()

// acceptsBeside reports a clause beside the questions that accepts the
// booking firmly: in "yes fine, who is this from?" the customer answers
// and asks, where "yes? who is this?" only asks.
func (rd *reading) acceptsBeside() bool {
	for ci, c := range rd.clauses {
		if !asking(c) && (rd.presentIn(ci) || rd.acceptsFirmly(ci)) {
			return true
		}
	}
	return false
}
