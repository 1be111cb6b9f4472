package interpret

import (
	"fmt"
	"slices"
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// The veto stage runs after the reading and nothing overrides it. A
// confirmation that is wrong sends a van to an empty house, so a positive
// reading (will_be_in, alternate_signer) stands only when the reply holds
// none of the facts below: a condition on the time or a narrowing of the
// window, a hedge, a stated absence, irony, a contradiction, a denial of
// identity, a cancellation in other words, a child as the signer, or a
// question. A fact said before a correction ("no wait, yes I'll be in") is
// taken back by it.

type factKind int

const (
	factCondition factKind = iota
	factHedge
	factIrony
	factQuestion
	factChild
	factContradiction
	factAbsence
	factCancel
	factIdentity
)

// fact is one thing found in a reply that forbids a confirmation.
type fact struct {
	kind       factKind
	what       string
	start, end int // bytes of the reply, for the Reason
}

// vsent is one sentence of the reply with the fillers kept, cut into
// clauses at commas and at "but".
func (rd *reading) vsents() []sentence {
	var out []sentence
	var cur sentence
	ci := 0
	flush := func() {
		if len(cur.toks) > 0 {
			out = append(out, cur)
		}
		cur = sentence{}
	}
	for _, t := range rd.all {
		if hesitations[t.w] {
			continue
		}
		if t.isBreak() {
			ci++
			if t.brk != ',' {
				flush()
			}
			continue
		}
		if clauseBreakers[t.w] {
			ci++
		}
		cur.toks = append(cur.toks, t)
		cur.clause = append(cur.clause, ci)
	}
	flush()
	return out
}

// facts finds every fact in the reply, in the order said.
func (rd *reading) facts() []fact {
	var out []fact
	sents := rd.vsents()
	add := func(k factKind, what string, s sentence, i, e int) {
		out = append(out, fact{kind: k, what: what, start: s.toks[i].start, end: s.toks[e-1].end})
	}
	for _, s := range sents {
		for i := range s.toks {
			for _, r := range elsewhereRules {
				if e, ok := matchAt(r.pat, s, i); ok && e > i && !rd.presentBeside(s.toks[i].start, r.what != ackWhat && r.what != orderWhat) &&
					(r.what != deferWhat || !beInAfter(s, e)) && (r.what != ackWhat || !rd.yesAfter(s.toks[e-1].end)) &&
					(r.what != orderWhat || i == 0 || !orderAside[s.toks[i-1].w]) && (r.what != petWhat || s.clause[i] == s.clause[e-1] && !rd.selfInBefore(s.toks[i].start)) && (r.what != childOnlyWhat || !writerAmong(s, i)) && (r.what != keptWhat || !rd.yesBefore(s.toks[i].start)) {
					add(factHedge, r.what, s, i, e)
					break
				}
			}
			for _, set := range []struct {
				k  factKind
				rs []rule
			}{{factCondition, conditionRules}, {factCondition, otherDayRules}, {factHedge, hedgeRules}, {factIrony, ironyRules}, {factCancel, cancelFacts}, {factIdentity, identityFacts}} {
				for _, r := range set.rs {
					e, ok := matchAt(r.pat, s, i)
					if !ok || e == i {
						continue
					}
					if set.k == factCondition && s.toks[i].w == "if" && (instructionBefore(s, i) || noAnswerIf(s, i) || driverIf(s, i) || ifNeeded(s, i) || ifEasier(s, i) || crewJobIf(s, i) || jobAskIf(s, i) || contactIf(s, i)) && !absentIf(s, i) && !selfIf(s, i) {
						continue // "call me if you can't find us" tells the driver what to do
					}
					if set.k == factCondition && i+1 < len(s.toks) && rd.edgeBoundAt(s, i+1) {
						continue // "please don't come before 8" with a window from 8: windowedge.go
					}
					if vetoAside(set.k, s, i, e) {
						continue // "whatever you do", "no idea why", "if poss": vetoaside.go
					}
					if set.k == factCondition && (senderFrom(s, i, e) || prepNeed(s, i)) {
						continue // "who is this from?" asks who is writing
					}
					if set.k == factCancel && negatedAt(s, i) {
						continue
					}
					if set.k == factHedge && habitAsked(s, i) {
						continue // "what time do they usually come?": questioncontext.go
					}
					if set.k == factHedge && thingHedge(s, i, e) {
						continue // "the satnav might take them to the wrong end"
					}
					if set.k == factHedge && rd.hedgeOnWho(s, i, e) {
						continue // "should be me or my partner, but one of us will definitely be in"
					}
					add(set.k, r.what, s, i, e)
					break
				}
			}
			if e, ok := pastStory(s, i); ok && !rd.presentBeside(s.toks[i].start, true) {
				add(factIrony, pastStoryWhat, s, i, e) // "waited in all morning last time": paststory.go
			}
			if e, ok := entryDoubt(s, i); ok {
				add(factHedge, entryDoubtWhat, s, i, e) // "the flat may be locked": entrydoubt.go
			}
			if e, ok := noEntry(s, i); ok {
				add(factHedge, noEntryWhat, s, i, e) // "you won't be able to get in anyway": noentry.go
			}
			if e, ok := rd.safeAccess(s, i); ok {
				add(factHedge, safeAccessWhat, s, i, e) // "I'm in, don't knock": safeaccess.go
			}
			// a bound inside the window: "from 11", "till 9", "before 10"
			if (windowBounds[s.toks[i].w] || busyWords[s.toks[i].w]) && rd.cutsWindow(s, i) && !parkingBefore(s, i) && !propertyHour(s, i) && !rd.edgeBoundAt(s, i) && !neighbourFrom(s.toks, i) {
				add(factCondition, "narrows the window", s, i, min(len(s.toks), i+2))
			}
			// an arrival inside the window, "home at 11", "back for 10", or a
			// bound, "up to 10"
			if w := s.toks[i].w; (w == "home" || w == "back" || w == "up" || inAtHour(s.toks, i)) && i+1 < len(s.toks) {
				if n := s.toks[i+1].w; (n == "at" || n == "for") && w != "up" && rd.cutsWindow(s, i) || w == "up" && (n == "to" || n == "till") && rd.cutsWindow(s, i+1) {
					add(factCondition, "narrows the window", s, i, min(len(s.toks), i+3))
				}
			}
			if rd.pointOutside(s, i) && !propertyHour(s, i) {
				add(factCondition, "names an hour outside the window", s, max(0, i-1), min(len(s.toks), i+2))
			}
			if rd.roughHour(s, i) {
				add(factCondition, "names a time inside the window rather than the window", s, i, min(len(s.toks), i+4))
			}
			if rd.eventAtHour(s, i) && !((otherSubjectIn(clauseOf(s, i)) || otherComesIn(clauseOf(s, i))) && rd.selfIn() && !rd.inTillVisit()) { // "I'll be in, she leaves at 10": othercomes.go
				add(factCondition, "names something else at an hour in the window", s, i-1, min(len(s.toks), i+2))
			}
			if _, ok := rd.absenceAt(s, i); ok && rd.otherDayAbsence(s, i) {
				// "that's the wednesday I'm at the dentist" beside "Tuesday's fine": otherdayabsence.go
			} else if e, ok := rd.absenceAt(s, i); ok && rd.partialAt(s, i) {
				add(factCondition, partialWhat, s, i, e)
			} else if ok {
				add(factAbsence, "says nobody will be in during the window", s, i, e)
			}
			if e, age, ok := childAt(s, i); ok && !(!age && (childWithGrown(s, i, e) || grownBefore(s, i))) {
				what := "names a child to sign (a signer must be over 18)"
				if age {
					what = "gives a signer under 18"
				} else if childAfterBe(s, i) {
					what = childInWhat
				}
				if age && writerAged(s, e-1) {
					what = "is written by a child, under 18"
				}
				add(factChild, what, s, i, e)
			}
			if e, ok := minorAt(s, i); ok {
				add(factChild, minorWhat, s, i, e) // "she's in year 9", "he's still a minor": minorage.go
			}
			if e, ok := petAt(s, i); ok {
				add(factChild, petSignWhat, s, i, e)
			}
			if e, ok := notNamed(s, i); ok && !relatedAfter(s.toks[e:]) {
				add(factIdentity, "says this is not the person asked for", s, i, e)
			}
			if i == len(s.toks)-1 && s.toks[i].w == "not" && (i == 0 || yesWords[s.toks[i-1].w] || s.clause[i-1] != s.clause[i]) {
				add(factIrony, "takes its yes back (\"... not\")", s, 0, i+1)
			}
			if e, ok := selfIntro(s, i); ok && deniedSelf(sents) {
				add(factIdentity, "says this is not the person asked for", s, i, e)
			}
		}
	}
	for _, f := range rd.fs {
		// "I've taken the day off work", "back from holiday" are not away
		off := containsWord(rd.clauses[f.clause].toks, "dayoff") || containsWord(rd.clauses[f.clause].toks, "back")
		if f.absent && !f.hedged && !f.question && f.who.kind != pOther && !off {
			a, b := rd.clauses[f.clause].span()
			if rd.partialClause(f.clause) {
				out = append(out, fact{kind: factCondition, what: partialWhat, start: a, end: b})
				continue
			}
			out = append(out, fact{kind: factAbsence, what: "says nobody will be in", start: a, end: b})
		}
	}
	for ci, c := range rd.clauses {
		if asks(c) && !rd.followTag(ci) && !rd.requestTag(ci) { // "could you take the old one? is that possible" requests
			a, b := c.span()
			out = append(out, fact{kind: factQuestion, what: "asks a question rather than answering", start: a, end: b})
		}
	}
	if x, ok := rd.trailingDoubt(); ok {
		out = append(out, x) // "Tuesday 8-12 hmm": doubtend.go
	}
	if x, ok := rd.thenYes(); ok {
		out = append(out, x) // "is it in the morning? then yes": thenyes.go
	}
	// a yes and then a plain no, not taken back: "yes no"
	yesAt, noEnd := -1, -1
	for ci, c := range rd.clauses {
		switch {
		case (rd.yesClause(c) || rd.presentIn(ci)) && noEnd >= 0:
			yesAt, noEnd = -1, -1 // "yeah no, that's fine": the yes said last
		case rd.yesClause(c):
			yesAt, _ = c.span()
		case rd.noClause(c) && yesAt >= 0:
			_, noEnd = c.span()
		}
	}
	if noEnd >= 0 {
		out = append(out, fact{kind: factContradiction, what: "says yes and then no", start: yesAt, end: noEnd})
	}
	out = slices.DeleteFunc(out, rd.outsideFact) // "yes, I start work at 1": outsidehours.go
	return rd.afterCorrection(out, sents)
}

// orderAside are the words that make a word on the order an aside: "take
// the old sofa away as agreed when I ordered", "the sofa that we bought".
var orderAside = words(`when as since after before because that which once until till`)

// presentBeside reports an unhedged presence of a person: "I'll be in, the
// dog will be in the kitchen", "yes I'll be in thanks for the reminder". A
// presence with nobody named counts only outside the clause holding the
// byte at, so "the dog will be in" does not vouch for itself; with own no
// presence in that clause counts ("yes that's me").
func (rd *reading) presentBeside(at int, own bool) bool {
	for _, f := range rd.fs {
		if a, b := rd.clauses[f.clause].span(); at >= a && at < b && (f.implied || own) {
			continue // the clause's own "the dog will be in"
		}
		if !f.absent && !f.hedged && !f.question && (f.who.kind == pSelf || f.who.kind == pSomeone || f.who.kind == pOther) {
			return true
		}
	}
	return false
}

// yesAfter reports a clause after the byte at that says more than an
// acknowledgement or a sign-off: in "oui c'est noté, mardi ça me va" the
// thanks for the message is followed by the answer.
func (rd *reading) yesAfter(at int) bool {
	for _, c := range rd.clauses {
		if a, _ := c.span(); a < at {
			continue
		}
		for _, t := range c.toks {
			if !acknowledgements[t.w] && !signOffs[t.w] && !yesWords[t.w] {
				return true
			}
		}
	}
	return false
}

// beInAfter reports a "be in", "is home" said after the words up to e:
// "let me check, yeah it's fine, my wife's home"; not one after "if",
// which is what is to be checked.
func beInAfter(s sentence, e int) bool {
	for j := e; j+1 < len(s.toks); j++ {
		switch s.toks[j].w {
		case "if", "whether":
			return false // "let me check if I'm home": the be in is what is checked
		case "be", "is", "am", "are":
			if j >= e+2 && s.toks[j-1].w == "to" && askedPerson(s.toks[j-2].w) {
				continue // "I'll ask my neighbour to be in" is still to ask
			}
			if w := s.toks[j+1].w; w == "in" || w == "home" || w == "here" || w == "there" {
				return true
			}
		}
	}
	return false
}

// askedPerson reports a word that names the one asked "to be in": "my
// neighbour", "Tom", "her", "someone".
func askedPerson(w string) bool {
	return relations[w] != "" || firstNames[w] || w == "him" || w == "her" || w == "them" || w == "someone" || w == "somebody"
}

// afterCorrection drops the facts said before the last correction when a
// firm yes follows it: in "no wait, yes I'll be in" the yes stands.
func (rd *reading) afterCorrection(fs []fact, sents []sentence) []fact {
	at := lastCorrection(sents)
	if at < 0 {
		return fs
	}
	firm := false
	for _, f := range rd.fs {
		if a, _ := rd.clauses[f.clause].span(); a > at && !f.absent && !f.hedged && !f.question {
			firm = true
		}
	}
	for _, c := range rd.clauses {
		if a, _ := c.span(); a > at && rd.yesClause(c) {
			firm = true
		}
	}
	if !firm {
		return fs
	}
	var out []fact
	for _, f := range fs {
		if f.start > at {
			out = append(out, f)
		}
	}
	return out
}

// lastCorrection returns where the last correction in the reply starts
// ("wait", "actually", "I mean", "ignore that"), in bytes, or -1.
func lastCorrection(sents []sentence) int {
	at, _ := lastCorrectionSpan(sents)
	return at
}

// lastCorrectionSpan returns the bytes of the last correction's words, or
// -1, -1.
func lastCorrectionSpan(sents []sentence) (int, int) {
	at, end := -1, -1
	for _, s := range sents {
		for i := range s.toks {
			for _, r := range correctionRules {
				if e, ok := matchAt(r.pat, s, i); ok && e > i {
					at, end = s.toks[i].start, s.toks[e-1].end
				}
			}
		}
	}
	return at, end
}

// veto applies the facts to a reading. Nothing after it may turn a vetoed
// reply back into a confirmation.
func (rd *reading) veto(f finding) finding {
	positive := f.intent == confirm.IntentWillBeIn || f.intent == confirm.IntentAlternateSigner
	if !positive && f.intent != confirm.IntentUnclear && f.intent != confirm.IntentDifferentDay {
		return f
	}
	fs := rd.facts()
	if positive {
		fs = rd.orderAsked(fs) // "is it the sofa or the armchair? I ordered both": yesbareask.go
	}
	first := func(k factKind) *fact {
		for i := range fs {
			if fs[i].kind == k {
				return &fs[i]
			}
		}
		return nil
	}
	last := func(k factKind) *fact {
		for i := len(fs) - 1; i >= 0; i-- {
			if fs[i].kind == k {
				return &fs[i]
			}
		}
		return nil
	}
	to := func(intent confirm.Intent, conf float64, x *fact) finding {
		g := found(intent, conf, x.what)
		g.quote = [2]int{x.start, x.end}
		g.doubt = doubtOf(x.kind)
		g.what = fmt.Sprintf("%s (%q): not a confirmation", x.what, rd.words(x))
		if intent != confirm.IntentUnclear {
			g.what = fmt.Sprintf("%s (%q)", x.what, rd.words(x))
		}
		return g
	}
	question := first(factQuestion)
	if x := first(factIdentity); x != nil && (question == nil || x.start < question.start || x.end > question.end) && !rd.unknownSenderText(rd.words(x)) {
		return to(confirm.IntentWrongPerson, 0.8, x)
	}
	if x := first(factCancel); x != nil && question == nil && f.intent != confirm.IntentDifferentDay {
		return to(confirm.IntentCancel, 0.8, x)
	}
	if g, ok := rd.awayForPart(fs); ok {
		return g // "I'm in till 10 then I've got a hospital appointment": partaway.go
	}
	if !positive {
		// a safe place with the absence stated: "leave it in the shed, we're out"
		if x := last(factAbsence); x != nil && f.intent == confirm.IntentUnclear && question == nil && first(factHedge) == nil && rd.callBack() == nil && rd.yesBounded(fs, x) == nil {
			return to(confirm.IntentDifferentDay, 0.75, x)
		}
		// "yes no": a bare no after a yes settles nothing
		if x := first(factContradiction); x != nil && f.basis == "no" {
			return to(confirm.IntentUnclear, 0.5, x)
		}
		return f
	}
	if x := last(factAbsence); x != nil && (f.intent == confirm.IntentWillBeIn || rd.absenceOfSigner(x)) {
		if c := rd.yesBounded(fs, x); c != nil {
			return to(confirm.IntentUnclear, 0.5, c) // "yes but only till 10, then I'm out"
		}
		return to(confirm.IntentDifferentDay, 0.75, x)
	}
	if f.intent == confirm.IntentAlternateSigner {
		fs = slices.DeleteFunc(fs, rd.ownEvent) // "my husband will be in, I have the dentist": ownevent.go
	}
	fs = slices.DeleteFunc(fs, rd.stayingWithCustomer) // "Sarah's mum here, I'm staying with her": stayingwith.go
	for _, k := range []factKind{factChild, factIrony, factContradiction, factHedge, factCondition, factQuestion} {
		if x := first(k); x != nil {
			if k == factChild && f.intent == confirm.IntentWillBeIn {
				x = childAged(fs, x) // "the baby ... with my sister who is 15": safeaccess.go
			}
			if k == factChild && f.intent != confirm.IntentAlternateSigner && !strings.Contains(x.what, "under 18") && (x.what != childInWhat || rd.presentBeside(x.start, true)) && (x.what != petSignWhat || rd.presentBeside(x.start, true) || rd.hasWord(writerWords) || rd.hasWord(yesWords)) {
				continue // "don't knock, the baby's asleep"
			}
			if k == factQuestion && f.intent == confirm.IntentAlternateSigner && rd.signerAsked() {
				continue // "can my son sign for it?" offers the signer
			}
			if k == factQuestion {
				if g, ok := rd.confirmedAsking(f, fs); ok {
					return g // "yes I'll be in, what time?" confirms and asks
				}
			}
			return to(confirm.IntentUnclear, 0.5, x)
		}
	}
	return f
}

// absenceOfSigner reports that an absence stated alongside another signer
// leaves nobody in: "we're away", "nobody will be in". The customer alone
// being away is why someone else signs.
func (rd *reading) absenceOfSigner(x *fact) bool {
	for _, f := range rd.fs {
		a, b := rd.clauses[f.clause].span()
		if a < x.start || b > x.end+1 {
			if a > x.end || b < x.start {
				continue
			}
		}
		if f.absent && (f.who.kind == pNobody || (f.who.kind == pSelf && containsWord(rd.clauses[f.clause].toks, "we") && !rd.inInstead(f.clause))) {
			return true
		}
	}
	return false
}

// signerAsked reports a question offering the signer: "can my son sign?".
func (rd *reading) signerAsked() bool {
	for _, f := range rd.fs {
		if f.question && f.who.kind == pOther && !f.absent && offerWords(rd.clauses[f.clause].toks) {
			return true
		}
	}
	return false
}

func (rd *reading) words(x *fact) string {
	return strings.Join(strings.Fields(rd.text[x.start:x.end]), " ")
}

// ifNeeded reports "if the driver needs it", "if needed", "if you need to"
// after a number, a key or a code offered for the driver ("her number is
// 07700 900456 if the driver needs it"): no condition on anyone being in.
func ifNeeded(s sentence, i int) bool {
	offered := false
	for _, t := range s.toks[:i] {
		offered = offered || isDigits(t.w) || t.w == "number" || t.w == "key" || t.w == "code"
	}
	if !offered {
		return false
	}
	for j := i + 1; j < len(s.toks) && j <= i+4 && s.clause[j] == s.clause[i]; j++ {
		switch w := s.toks[j].w; {
		case w == "need" || w == "needs" || w == "needed" || w == "necessary":
			return j+1 == len(s.toks) || s.clause[j+1] != s.clause[i] || s.toks[j+1].w == "it" || s.toks[j+1].w == "to"
		case w != "the" && w != "driver" && w != "you" && w != "they" && w != "he" && w != "she" && w != "it" && w != "is" && w != "be":
			return false
		}
	}
	return false
}
