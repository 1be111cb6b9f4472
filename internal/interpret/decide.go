package interpret

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/confirmd/confirmd/internal/confirm"
)

// finding is a reading of the reply before it becomes a Result.
type finding struct {
	intent confirm.Intent
	conf   float64
	what   string // what was understood, after the quote
	quote  [2]int // bytes of the reply to quote; whole reply when zero
	signer string
	slot   int
	basis  string   // "yes", "no" or "thanks" when that alone decided it
	doubt  Doubt    // for unclear: a condition or a hedge a question can settle
	asked  Question // for a confirmation: a question asked with it, to answer
}

// read tokenizes a reply and finds everything the rules weigh.
func read(in Input) *reading {
	text := unquoted(strings.ToValidUTF8(in.Text, "\uFFFD"), in.Asked)
	text = apposition(text)
	scanned := scan(text)
	if in.Channel == confirm.ChannelCall {
		scanned = spelledOut(scanned)
	}
	lx, tag := detectLanguage(scanned, text)
	rd := tokenizeIn(text, scanned, lx)
	rd.tag = tag
	rd.in = in
	rd.dropSignature()
	rd.settleQuestions()
	rd.sents = rd.sentences()
	rd.d = newDates(in)
	rd.rs = rd.refs(rd.d)
	rd.fs = rd.endedAbsences(rd.frames())
	rd.dropNowAway()     // "at work right now but in Tuesday": nowaway.go
	rd.dropAsleepButIn() // "I work nights so I'll be asleep but I'm in": asleepin.go
	rd.dropIntroHere()   // "Sarah's husband here": answerfor.go
	return rd
}

func (rd *reading) decide() Result {
	f, ok := rd.common()
	if q, only := rd.onlyQuestion(); only && (q == QuestionScam || q == QuestionSender && !rd.acceptsBeside()) && !(ok && f.intent == confirm.IntentWrongPerson && (f.conf >= 0.95 || rd.deniedThenAsked())) {
		// "who's this for, I don't know anything about it, wrong person"
		// asks and then says it: a stated wrong number stands
		f, ok = found(confirm.IntentUnclear, 0.5, "asks a question rather than answering"), true
	}
	if !ok {
		f, ok = rd.dayDateClash() // "Friday 28th": daydate.go
	}
	if !ok {
		switch rd.in.Expect {
		case ExpectSlot:
			f = rd.slotAnswer()
		case ExpectName:
			f = rd.nameAnswer()
		case ExpectYesNoSlot:
			f = rd.yesNoSlot()
		case ExpectYesNoHandoff:
			f = rd.yesNoHandoff()
		default:
			f = rd.answer(false)
		}
	}
	if q, only := rd.onlyQuestion(); only && q != QuestionOther && rd.in.Expect == ExpectAnswer && !rd.asksToMove() && !rd.slotAsked() &&
		(rd.whQuestion() || q == QuestionItems || q == QuestionSender || q == QuestionScam || q == QuestionTime || q == QuestionWindow) &&
		(f.intent == confirm.IntentDifferentDay || f.intent == confirm.IntentReschedule) {
		// "what time on Tuesday?" asks about the booking; it does not ask
		// to move it
		f = found(confirm.IntentUnclear, 0.5, "asks a question rather than answering")
	}
	f = rd.forHer(rd.withIntroduction(f)) // answerfor.go
	if f.intent == confirm.IntentAlternateSigner && rd.selfNamed(f.signer) {
		f.intent, f.signer, f.conf = confirm.IntentWillBeIn, "", min(f.conf, 0.85)
		f.what = "gives the customer's own name: the customer will be in"
	}
	f = rd.safetyVeto(rd.onlyOther(rd.inLanguage(rd.waited(rd.proof(rd.conditionalPick(rd.veto(f)))))))
	res := Result{Intent: f.intent, Signer: f.signer, Slot: f.slot, Confidence: f.conf, Language: rd.tag}
	res.Notes = rd.notesBesides(rd.notes(), f.intent, f.quote)
	if rd.in.Expect == ExpectSlot {
		res.Notes = withoutSlotPicks(res.Notes)
	}
	if strings.Contains(f.what, "is ironic") {
		res.Notes = rd.withoutIrony(res.Notes, f.quote)
	}
	res.Notes = rd.closedBrackets(rd.withSignerNote(res))
	if rd.tag == "" {
		// a language not read ("Ja, ich bin zu Hause. Bitte vorher
		// anrufen"): its words are no instruction the driver can follow
		res.Notes = ""
	}
	res.Reason = rd.quote(f.quote) + " " + f.what
	rd.explain(&res, f)
	if rd.lang != nil && rd.tag != "" {
		res.Reason = "(" + rd.lang.name + ") " + res.Reason
	}
	if len(rd.fixes) > 0 {
		res.Reason += " (read " + strings.Join(rd.fixes, ", ") + ")"
		res.Confidence *= max(0.8, 1-0.05*float64(len(rd.fixes)))
	}
	return res
}

// quote gives the customer's words for a Reason: all of them when short,
// else the part that decided.
func (rd *reading) quote(span [2]int) string {
	text := strings.Join(strings.Fields(rd.text), " ")
	if utf8.RuneCountInString(text) > 60 && span[1] > span[0] {
		text = strings.Join(strings.Fields(rd.text[span[0]:span[1]]), " ")
	}
	if r := []rune(text); len(r) > 60 {
		text = string(r[:57]) + "..."
	}
	return fmt.Sprintf("%q", text)
}

func (rd *reading) matchSpan(m *match) [2]int {
	s := rd.sents[m.sent]
	c := rd.clauses[s.clause[m.start]]
	a, b := c.span()
	last := s.toks[m.end-1].end
	return [2]int{min(a, s.toks[m.start].start), max(b, last)}
}

func (rd *reading) clauseSpan(ci int) [2]int {
	a, b := rd.clauses[ci].span()
	return [2]int{a, b}
}

func found(intent confirm.Intent, conf float64, what string) finding {
	return finding{intent: intent, conf: conf, what: what, slot: -1}
}

// answer reads a reply to "will someone be in?". With describe, a person
// given no name is labelled by their relation instead (see Result.Signer).
func (rd *reading) answer(describe bool) finding {
	n := len(rd.in.Options)
	p := choose(rd.rs, n)
	// a slot picked directly: "can you do Friday instead"
	if p.said && p.dayNamed {
		switch {
		case rd.asksWhatIsFree():
			return found(confirm.IntentDifferentDay, 0.7, fmt.Sprintf("asks whether %s is free rather than picking it", p.text))
		case rd.defers():
			return found(confirm.IntentUnclear, 0.5, fmt.Sprintf("puts off the answer to %s", p.text))
		case p.conflict && rd.partOfBookedDay():
			// "the cleaner is there 9-1 on tuesdays": in for part of the window
			f := found(confirm.IntentUnclear, 0.5, fmt.Sprintf("names %s, only part of the booked window: not a confirmation", p.text))
			f.doubt = DoubtCondition
			return f
		case p.conflict:
			f := found(confirm.IntentDifferentDay, 0.7, fmt.Sprintf("asks for %s, which no offered slot fits", p.text))
			return f
		case !p.booked && rd.onlySurprised():
			// "I thought it was being delivered on Friday?"
			return found(confirm.IntentUnclear, 0.5, "is surprised at the day rather than asking for another: asking again")
		case len(p.opts) == 1 && !p.booked && rd.inOnOtherDay():
			return found(confirm.IntentUnclear, 0.5, fmt.Sprintf("says someone will be in on %s, not the booked day: asking again", p.text))
		case len(p.opts) == 1 && (!p.booked || rd.clashThenAsked(p)): // slotclash.go
			return rd.rescheduled(p.opts[0], 0.85)
		case len(p.opts) > 1:
			return found(confirm.IntentDifferentDay, 0.75, fmt.Sprintf("asks for %s, which fits more than one offered slot", p.text))
		}
	}
	if f, ok := rd.signerFinding(describe); ok && !rd.signerOtherDay(f, p) {
		return rd.signerOnDay(p, f) // "the wife is in today": signerday.go
	}
	if f, ok := rd.safePlace(); ok {
		return f
	}
	if f, ok := rd.leftWhileAsleep(); ok { // asleepin.go
		return f
	}
	if f, ok := rd.hedged(); ok {
		return f
	}
	if f, ok := rd.differentDay(p); ok {
		return f
	}
	if f, ok := rd.willBeIn(p); ok {
		return f
	}
	return rd.unclear()
}

func (rd *reading) rescheduled(i int, conf float64) finding {
	f := found(confirm.IntentReschedule, conf, fmt.Sprintf("picks %s (option %d)", slotText(rd.in.Options[i]), i+1))
	f.slot = i
	return f
}

// signerFinding looks for another person who will be in or sign. The
// customer saying they will be in themselves outweighs someone else being
// around, unless that someone is the one to sign.
// noSignerWhat opens the Reason of a reply naming only hired help.
const noSignerWhat = "names no one who can sign, only "

func (rd *reading) signerFinding(describe bool) (finding, bool) {
	var best *frame
	selfIn := false
	for i := range rd.fs {
		f := &rd.fs[i]
		if f.absent || f.hedged || rd.addressOnly(f.clause) { // "no bro": address.go
			continue
		}
		switch f.who.kind {
		case pSelf:
			if !f.implied && !f.bare && !f.question {
				selfIn = true
			}
		case pOther:
			if childRelations[f.who.relation] && withGrown(rd.clauses[f.clause].toks) {
				selfIn = true // "the kids are home with their dad": childwith.go
				continue
			}
			if best == nil || (len(best.who.name) == 0 && len(f.who.name) > 0) || (!best.sign && f.sign && len(f.who.name) >= len(best.who.name)) {
				best = f
			}
		}
	}
	if best == nil || (selfIn && !best.sign) {
		return finding{}, false
	}
	who := best.who
	if len(who.name) == 0 {
		who.name = rd.namedLater() // "my mum will be in, her name is Linda"
	}
	if len(who.name) == 0 && (who.relation != "" || who.title != "" || best.ellipsis) {
		who.name = rd.laterName(best) // "it'll be my mum signing for it, maureen"
	}
	if len(who.name) == 0 && who.relation == "" && who.title == "" {
		who = rd.antecedent(best.clause, who) // "my husband Steve works from home so he'll be in"
	}
	signer := rd.signer(who)
	if describe && signer == "" && who.relation == "" && who.place == "" && who.title == "" {
		// "someone else" in answer to "who will be in?" says nothing new
		return found(confirm.IntentUnclear, 0.5, "does not say who will be in"), true
	}
	if len(who.name) == 0 && (hiredHelp[who.relation] || rd.anyHiredHelp()) && rd.introducedName() == "" && !rd.helpSigns() {
		// "only the cleaner", "the builders will be there": nobody of the
		// household, and no one named who can sign
		f := found(confirm.IntentUnclear, 0.5, noSignerWhat+describePerson(who))
		f.quote = rd.clauseSpan(best.clause)
		return f, true
	}
	f := found(confirm.IntentAlternateSigner, 0.9, "names another person who will sign: "+signer)
	f.quote = rd.clauseSpan(best.clause)
	f.signer = signer
	if signer == "" {
		f.conf = 0.6
		f.what = fmt.Sprintf("says another person will sign (%s) but gives no name", describePerson(best.who))
	}
	if best.soft {
		f.conf -= 0.1
	}
	return f, true
}

// hiredHelp are people who work at the home rather than live there: one
// of them, unnamed, is not someone who can be asked to sign.
var hiredHelp = words(`cleaner carer nanny childminder babysitter builder builders decorator decorators
	plumber electrician gardener handyman housekeeper fitter fitters installer installers painter painters
	workmen tradesmen foreman`)

// anyHiredHelp reports a reply that speaks of hired help: "her carer comes
// at 9, she can let you in".
func (rd *reading) anyHiredHelp() bool {
	for _, t := range rd.toks {
		if hiredHelp[t.w] {
			return true
		}
	}
	return false
}

// safePlace finds a request to leave the parcel with nobody, which the
// team must decide on.
func (rd *reading) safePlace() (finding, bool) {
	for ci, c := range rd.clauses {
		ts := c.toks
		for i, t := range ts {
			if !leaveVerbs[t.w] && t.w != "put" {
				continue
			}
			if i > 0 && ts[i-1].w == "not" {
				continue // "don't leave it outside"
			}
			if leaveOrAsked(c, i) {
				continue // "will they bring it in or just leave it at the door?": yesbareask.go
			}
			for j := i + 1; j < min(len(ts), i+6); j++ {
				if leftOpen(ts, i) {
					break // "I'll leave the side gate open for them"
				}
				if safePlaces[ts[j].w] {
					f := found(confirm.IntentUnclear, 0.7, "asks to leave it unattended ("+ts[j].w+"): the team must decide")
					f.quote = rd.clauseSpan(ci)
					return f, true
				}
			}
		}
	}
	return finding{}, false
}

// hedged finds an answer that is only a maybe: "might be in", "not sure",
// "I'll let you know".
func (rd *reading) hedged() (finding, bool) {
	for _, f := range rd.fs {
		if f.hedged && !f.question && !rd.firmElsewhere(f.clause) {
			g := found(confirm.IntentUnclear, 0.6, "is not a firm answer")
			g.doubt = DoubtHedge
			g.quote = rd.clauseSpan(f.clause)
			return g, true
		}
	}
	for ci, c := range rd.clauses {
		for _, t := range c.toks {
			if hedges[t.w] || t.w == "might" {
				if rd.firmElsewhere(ci) {
					break
				}
				g := found(confirm.IntentUnclear, 0.6, "is not a firm answer")
				g.doubt = DoubtHedge
				g.quote = rd.clauseSpan(ci)
				return g, true
			}
		}
	}
	return finding{}, false
}

// firmElsewhere reports whether a clause other than ci gives a firm answer
// (a yes, a no, someone in or away), so a hedge in ci does not undo it:
// "yes, hopefully before 10".
func (rd *reading) firmElsewhere(ci int) bool {
	for _, f := range rd.fs {
		if f.clause != ci && !f.hedged && !f.question {
			return true
		}
	}
	for i, c := range rd.clauses {
		if i != ci && !c.question && (rd.yesClause(c) || rd.noClause(c)) {
			return true
		}
	}
	return false
}

// differentDay finds the booked day turned down, nobody in, or another day
// asked for.
func (rd *reading) differentDay(p pick) (finding, bool) {
	present := false
	for _, f := range rd.fs {
		if !f.absent && !f.hedged && !f.question && (f.who.kind == pSelf || f.who.kind == pSomeone || f.who.kind == pOther) {
			present = true
		}
	}
	if f, ok := rd.partPresence(p, present); ok {
		return f, true
	}
	if f, ok := rd.partOfWindow(p, present); ok {
		return f, true
	}
	for _, r := range rd.rs {
		if r.neg && r.booked {
			f := found(confirm.IntentDifferentDay, 0.9, fmt.Sprintf("turns down the booked day (%s)", r.text))
			f.quote = rd.clauseSpan(r.clause)
			return f, true
		}
	}
	if !present {
		for _, f := range rd.fs {
			if c := rd.yesThenOut(); f.absent && !f.hedged && !f.question && c != nil {
				g := found(confirm.IntentUnclear, 0.5, "says yes for only part of the window, bounded by an hour")
				g.quote = [2]int{c.start, c.end}
				return g, true
			}
			if f.absent && !f.hedged && !f.question {
				g := found(confirm.IntentDifferentDay, 0.9, "says nobody will be in")
				g.quote = rd.clauseSpan(f.clause)
				return g, true
			}
		}
	}
	if p.said && !p.dayNamed && !p.booked && !p.any && rd.ironic() {
		// "oh yes, I'll be waiting in all morning like always, and then
		// you'll turn up at 6pm 🙄" mocks the window rather than asks for
		// another
		return found(confirm.IntentUnclear, 0.5, fmt.Sprintf("speaks of %s in irony, not to ask for it", p.text)), true
	}
	if p.said && !p.dayNamed && !p.booked && !p.any && !rd.partEitherAsked() {
		// "I'm only in the afternoon", "could you come after 2?"
		return found(confirm.IntentDifferentDay, 0.7, fmt.Sprintf("asks for %s, outside the booked window", p.text)), true
	}
	for _, m := range rd.findAll(dayRules, true) {
		if s := rd.sents[m.sent]; thingBefore(s, m) || doorFallback(s, m) {
			continue // "the buzzer doesn't work" is about the buzzer; "knock if it doesn't work" too
		} else if m.start > 0 && s.toks[m.start].w == "another" && ironyLeads[s.toks[m.start-1].w] && !anyWord(s.toks[m.end:], askWords) || movedHouse(s, m.start) {
			continue // "oh great, another delivery window" mocks; it asks for nothing
		}
		if s := rd.sents[m.sent]; overrun(s.toks, m.start) || prepAsked(s, m) {
			continue // "could it run later?" asks about the window: overrun.go
		}
		f := found(confirm.IntentDifferentDay, m.weight, m.what)
		f.quote = rd.matchSpan(&m)
		return f, true
	}
	if p.said && p.dayNamed && len(p.opts) == 0 && !p.booked {
		if rd.defers() {
			return found(confirm.IntentUnclear, 0.5, fmt.Sprintf("puts off the answer to %s", p.text)), true
		}
		if present && rd.yesNotNo() && !rd.dayAskedFor() {
			// "yes, I will be home Monday" when Tuesday is booked: a yes to
			// a day nobody asked about
			return found(confirm.IntentUnclear, 0.5, fmt.Sprintf("says yes but names %s, not the booked day", p.text)), true
		}
		return found(confirm.IntentDifferentDay, 0.75, fmt.Sprintf("asks for %s, which is not an offered slot", p.text)), true
	}
	if !present {
		if ci, ok := rd.lastYesNo(); ok && rd.noClause(rd.clauses[ci]) && rd.keyHolder() {
			// "no but my neighbour's got a key": a way in, which the team
			// must weigh, not a no to the day
			return found(confirm.IntentUnclear, 0.45, "says no but who has a key: the team must decide"), true
		} else if ok && rd.noClause(rd.clauses[ci]) && rd.hedgeAfter(ci) {
			g := found(confirm.IntentUnclear, 0.5, "says no and then that it is not sure")
			g.doubt = DoubtHedge
			return g, true
		}
		if ci, ok := rd.lastYesNo(); ok && rd.noClause(rd.clauses[ci]) {
			f := found(confirm.IntentDifferentDay, 0.8, "says no")
			f.quote = rd.clauseSpan(ci)
			f.basis = "no"
			return f, true
		}
	}
	return finding{}, false
}

// willBeIn finds someone in: "I'll be in", a plain yes, or the booked day
// accepted.
func (rd *reading) willBeIn(p pick) (finding, bool) {
	for _, f := range rd.fs {
		if f.absent || f.hedged || f.question {
			continue
		}
		if f.who.kind == pSelf || f.who.kind == pSomeone {
			conf := 0.95
			if f.soft {
				conf = 0.75
			}
			g := found(confirm.IntentWillBeIn, conf, "says someone will be in")
			g.quote = rd.clauseSpan(f.clause)
			return g, true
		}
	}
	if ci, ok := rd.lastYesNo(); ok && rd.yesClause(rd.clauses[ci]) && !(rd.onlyOK(rd.clauses[ci]) && rd.anyQuestion() && !rd.yesBeforeOK(ci)) {
		g := found(confirm.IntentWillBeIn, 0.9, "says yes")
		g.quote = rd.clauseSpan(ci)
		g.basis = "yes"
		return g, true
	}
	for _, r := range rd.rs {
		if r.booked && !r.neg && !rd.clauses[r.clause].question && !rd.requests() && !otherBeforeDay(rd.clauses[r.clause].toks[:r.pos]) {
			g := found(confirm.IntentWillBeIn, 0.7, fmt.Sprintf("accepts the booked day (%s)", r.text))
			g.quote = rd.clauseSpan(r.clause)
			return g, true
		}
	}
	return finding{}, false
}
