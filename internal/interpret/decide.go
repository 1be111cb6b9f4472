package interpret

import (
	"fmt"
	"slices"
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
	basis  string // "yes", "no" or "thanks" when that alone decided it
	doubt  Doubt  // for unclear: a condition or a hedge a question can settle
}

// read tokenizes a reply and finds everything the rules weigh.
func read(in Input) *reading {
	text := unquoted(strings.ToValidUTF8(in.Text, "\uFFFD"), in.Asked)
	scanned := scan(text)
	if in.Channel == confirm.ChannelCall {
		scanned = spelledOut(scanned)
	}
	lx, tag := detectLanguage(scanned, text)
	rd := tokenizeIn(text, scanned, lx)
	rd.tag = tag
	rd.in = in
	rd.dropSignature()
	rd.sents = rd.sentences()
	rd.d = newDates(in)
	rd.rs = rd.refs(rd.d)
	rd.fs = rd.frames()
	return rd
}

func (rd *reading) decide() Result {
	f, ok := rd.common()
	if q, only := rd.onlyQuestion(); only && (q == QuestionScam || q == QuestionSender) {
		f, ok = found(confirm.IntentUnclear, 0.5, "asks a question rather than answering"), true
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
	if q, only := rd.onlyQuestion(); only && q != QuestionOther && rd.in.Expect == ExpectAnswer && rd.whQuestion() &&
		(f.intent == confirm.IntentDifferentDay || f.intent == confirm.IntentReschedule) {
		// "what time on Tuesday?" asks about the booking; it does not ask
		// to move it
		f = found(confirm.IntentUnclear, 0.5, "asks a question rather than answering")
	}
	f = rd.withIntroduction(f)
	if f.intent == confirm.IntentAlternateSigner && rd.selfNamed(f.signer) {
		f.intent, f.signer, f.conf = confirm.IntentWillBeIn, "", min(f.conf, 0.85)
		f.what = "gives the customer's own name: the customer will be in"
	}
	f = rd.inLanguage(rd.proof(rd.veto(f)))
	res := Result{Intent: f.intent, Signer: f.signer, Slot: f.slot, Confidence: f.conf, Language: rd.tag, Notes: rd.notes()}
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

// common reads what means the same whatever was asked: opting out, the
// wrong person, cancelling, asking for a person, and nothing at all.
func (rd *reading) common() (finding, bool) {
	if k, ok := optOutKeyword(rd.text); ok && !(k == "CANCEL" && rd.in.Channel == confirm.ChannelCall) {
		return found(confirm.IntentOptOut, 1, "is the opt-out keyword "+k), true
	}
	if rd.onlyOptOutWords() {
		return found(confirm.IntentOptOut, 0.95, optOutWhat), true
	}
	if len(rd.toks) == 0 || len(rd.clauses) == 0 {
		if rd.thanks && rd.in.Expect == ExpectAnswer {
			return found(confirm.IntentUnclear, 0.45, "only thanks: it does not say anyone will be in, so asking again"), true
		}
		return found(confirm.IntentUnclear, 0.3, "has no words to read"), true
	}
	if m := rd.find(optOutRules, true); m != nil && (m.weight > 0.8 || !rd.firmElsewhere(rd.sents[m.sent].clause[m.start])) {
		f := found(confirm.IntentOptOut, m.weight, m.what)
		f.quote = rd.matchSpan(m)
		return f, true
	}
	if m := rd.wrongPerson(); m != nil {
		f := found(confirm.IntentWrongPerson, m.weight, m.what)
		f.quote = rd.matchSpan(m)
		return f, true
	}
	if m := rd.cancel(); m != nil {
		f := found(confirm.IntentCancel, m.weight, m.what)
		f.quote = rd.matchSpan(m)
		return f, true
	}
	if m := rd.human(); m != nil {
		f := found(confirm.IntentWantsHuman, m.weight, m.what)
		f.quote = rd.matchSpan(m)
		return f, true
	}
	return finding{}, false
}

// onlyOptOutWords reports a reply made of nothing but opt-out words:
// "STOP please", "Stop it now", "stop stop".
func (rd *reading) onlyOptOutWords() bool {
	stop := false
	for _, t := range rd.toks {
		if t.isBreak() {
			continue
		}
		switch {
		case optOutWords[t.w]:
			stop = true
		case optOutExtras[t.w]:
		default:
			return false
		}
	}
	return stop
}

// wrongPerson finds the phrases of wrongRules, and "no Jane here", "this
// isn't Jane".
func (rd *reading) wrongPerson() *match {
	if m := rd.find(wrongRules, true); m != nil {
		return m
	}
	for si, s := range rd.sents {
		ts := s.toks
		for i := range ts {
			// "no Jane here", "there's no Jane Smith at this number"
			if ts[i].w == "no" || ts[i].w == "nobody" {
				j := i + 1
				for j < len(ts) && j-i <= 3 && nameWord(ts[j], false, slotOnly) {
					j++
				}
				if j > i+1 && j < len(ts) && (ts[j].w == "here" || ts[j].w == "at" || ts[j].w == "on" || ts[j].w == "lives") {
					return &match{rule: rule{weight: 0.9, what: wrongWhat}, sent: si, start: i, end: j + 1}
				}
			}
			// "this isn't Jane", "I'm not Jane"
			if i+2 < len(ts) && ((ts[i].w == "this" && ts[i+1].w == "is") || (ts[i].w == "i" && ts[i+1].w == "am")) && ts[i+2].w == "not" {
				if i+3 < len(ts) && nameWord(ts[i+3], true, slotOnly) {
					return &match{rule: rule{weight: 0.85, what: wrongWhat}, sent: si, start: i, end: i + 4}
				}
			}
		}
	}
	return nil
}

// cancel finds a wish to cancel the order. "Cancel Tuesday" cancels a day,
// not the order, and a slot picked in the same breath ("cancel Tuesday and
// do Friday") is a reschedule: neither is a cancel.
func (rd *reading) cancel() *match {
	for _, m := range rd.findAll(cancelRules, true) {
		if rd.dayAfter(m) {
			continue
		}
		if p := choose(rd.rs, len(rd.in.Options)); p.said && len(p.opts) == 1 && p.dayNamed {
			continue
		}
		return &m
	}
	return nil
}

// dayAfter reports whether a day or a word for the slot follows a match
// closely: "cancel Tuesday", "can't do the 24th".
func (rd *reading) dayAfter(m match) bool {
	s := rd.sents[m.sent]
	for j := m.end; j < min(len(s.toks), m.end+3); j++ {
		switch s.toks[j].w {
		case "day", "date", "slot", "week", "tomorrow", "today":
			return true
		}
		if isWeekday(s.toks[j].w) {
			return true
		}
		if _, ok := digitOrdinal(s.toks[j].w); ok {
			return true
		}
	}
	return false
}

// human finds a wish to speak to a person, but not "call me when you're
// outside", which tells the driver what to do.
func (rd *reading) human() *match {
	for _, m := range rd.findAll(humanRules, true) {
		s := rd.sents[m.sent]
		if s.toks[m.end-1].w == "me" && m.end < len(s.toks) && callInstructions[s.toks[m.end].w] {
			continue
		}
		return &m
	}
	return nil
}

// answer reads a reply to "will someone be in?". With describe, a person
// given no name is labelled by their relation instead (see Result.Signer).
func (rd *reading) answer(describe bool) finding {
	n := len(rd.in.Options)
	p := choose(rd.rs, n)
	// a slot picked directly: "can you do Friday instead"
	if p.said && p.dayNamed {
		switch {
		case p.conflict:
			f := found(confirm.IntentDifferentDay, 0.7, fmt.Sprintf("asks for %s, which no offered slot fits", p.text))
			return f
		case len(p.opts) == 1 && !p.booked:
			return rd.rescheduled(p.opts[0], 0.85)
		case len(p.opts) > 1:
			return found(confirm.IntentDifferentDay, 0.75, fmt.Sprintf("asks for %s, which fits more than one offered slot", p.text))
		}
	}
	if f, ok := rd.signerFinding(describe); ok {
		return f
	}
	if f, ok := rd.safePlace(); ok {
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
func (rd *reading) signerFinding(describe bool) (finding, bool) {
	var best *frame
	selfIn := false
	for i := range rd.fs {
		f := &rd.fs[i]
		if f.absent || f.hedged {
			continue
		}
		switch f.who.kind {
		case pSelf:
			if !f.implied && !f.bare && !f.question {
				selfIn = true
			}
		case pOther:
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
	signer := rd.signer(who, describe)
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

// namedLater finds a name given on its own: "her name is Linda", "he's
// called Keith".
func (rd *reading) namedLater() []token {
	for _, c := range rd.clauses {
		ts := c.toks
		for i, t := range ts {
			if t.w != "name" && t.w != "names" && t.w != "called" && t.w != "named" {
				continue
			}
			j := i + 1
			if j < len(ts) && ts[j].w == "is" {
				j++
			}
			var p person
			if k := p.takeName(ts, j, false, slotOnly); k > j {
				return p.name
			}
		}
	}
	return nil
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
			for j := i + 1; j < min(len(ts), i+6); j++ {
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
	for _, r := range rd.rs {
		if r.neg && r.booked {
			f := found(confirm.IntentDifferentDay, 0.9, fmt.Sprintf("turns down the booked day (%s)", r.text))
			f.quote = rd.clauseSpan(r.clause)
			return f, true
		}
	}
	if !present {
		for _, f := range rd.fs {
			if f.absent && !f.hedged {
				g := found(confirm.IntentDifferentDay, 0.9, "says nobody will be in")
				g.quote = rd.clauseSpan(f.clause)
				return g, true
			}
		}
	}
	if p.said && !p.dayNamed && !p.booked && !p.any {
		// "I'm only in the afternoon", "could you come after 2?"
		return found(confirm.IntentDifferentDay, 0.7, fmt.Sprintf("asks for %s, outside the booked window", p.text)), true
	}
	for _, m := range rd.findAll(dayRules, true) {
		if s := rd.sents[m.sent]; m.start > 0 && thingWord(s.toks[m.start-1].w) {
			continue // "the buzzer doesn't work" is about the buzzer
		}
		f := found(confirm.IntentDifferentDay, m.weight, m.what)
		f.quote = rd.matchSpan(&m)
		return f, true
	}
	if p.said && p.dayNamed && len(p.opts) == 0 && !p.booked {
		return found(confirm.IntentDifferentDay, 0.75, fmt.Sprintf("asks for %s, which is not an offered slot", p.text)), true
	}
	if !present {
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
	if ci, ok := rd.lastYesNo(); ok && rd.yesClause(rd.clauses[ci]) && !(rd.onlyOK(rd.clauses[ci]) && rd.anyQuestion()) {
		g := found(confirm.IntentWillBeIn, 0.9, "says yes")
		g.quote = rd.clauseSpan(ci)
		g.basis = "yes"
		return g, true
	}
	for _, r := range rd.rs {
		if r.booked && !r.neg && !rd.clauses[r.clause].question {
			g := found(confirm.IntentWillBeIn, 0.7, fmt.Sprintf("accepts the booked day (%s)", r.text))
			g.quote = rd.clauseSpan(r.clause)
			return g, true
		}
	}
	return finding{}, false
}

// whQuestion reports a reply whose first clause asks with "what", "when",
// "which" or "how": it asks about the booking, where "can you do Friday
// instead?" asks for another day.
func (rd *reading) whQuestion() bool {
	for _, t := range rd.clauses[0].toks {
		if questionWords[t.w] {
			return true
		}
		if !questionLeads[t.w] {
			return false
		}
	}
	return false
}

func (rd *reading) unclear() finding {
	if rd.anyQuestion() {
		return found(confirm.IntentUnclear, 0.5, "asks a question rather than answering")
	}
	return found(confirm.IntentUnclear, 0.4, "says nothing the rules recognise")
}

func (rd *reading) anyQuestion() bool {
	for _, c := range rd.clauses {
		if c.question {
			return true
		}
	}
	return false
}

// yesFluff may stand around a yes word in a clause that only agrees:
// "that's fine by me", "sounds good to us".
var yesFluff = words(`that is it sounds seems be will by me us for with to all very really totally
	perfectly so much looks look would fine thats i we am both`)

// yesClause reports a clause that only agrees: "yes", "that's fine", "ok
// great", "👍".
func (rd *reading) yesClause(c clause) bool {
	if c.question {
		return false
	}
	yes := false
	for _, t := range c.toks {
		switch {
		case yesWords[t.w]:
			yes = true
		case yesFluff[t.w]:
		default:
			return rd.yesPhrase(c)
		}
	}
	return yes
}

func (rd *reading) yesPhrase(c clause) bool {
	s := sentence{toks: c.toks, clause: make([]int, len(c.toks))}
	for _, r := range yesRules {
		if _, ok := matchAt(r.pat, s, 0); ok {
			return true
		}
	}
	return false
}

// noClause reports a clause that only refuses: "no", "nope", "👎".
func (rd *reading) noClause(c clause) bool {
	if c.question || len(c.toks) == 0 {
		return false
	}
	for _, t := range c.toks {
		if t.w != "no" && t.w != "never" {
			return false
		}
	}
	return true
}

// onlyOK reports a clause that only acknowledges: "ok", "right". Before a
// question ("ok, what does that mean?") it is not a yes.
func (rd *reading) onlyOK(c clause) bool {
	for _, t := range c.toks {
		if t.w != "ok" && t.w != "right" && t.w != "alright" {
			return false
		}
	}
	return true
}

// firstYesNo returns the first clause that is a plain yes or no.
func (rd *reading) firstYesNo() (int, bool) {
	for i, c := range rd.clauses {
		if rd.yesClause(c) || rd.noClause(c) {
			return i, true
		}
	}
	return 0, false
}

// lastYesNo returns the last clause that is a plain yes or no: in "yeah
// no, that's fine" the answer is the one said last.
func (rd *reading) lastYesNo() (int, bool) {
	for i := len(rd.clauses) - 1; i >= 0; i-- {
		c := rd.clauses[i]
		if rd.yesClause(c) || rd.noClause(c) {
			return i, true
		}
	}
	return 0, false
}

// slotAnswer reads a reply to the numbered list of offered slots.
func (rd *reading) slotAnswer() finding {
	n := len(rd.in.Options)
	p := choose(rd.rs, n)
	if p.said && len(p.opts) > 0 && rd.asking() {
		// "is the second one a morning?" asks about a slot, it picks none
		return found(confirm.IntentUnclear, 0.5, fmt.Sprintf("asks about %s rather than picking it", p.text))
	}
	if p.said {
		switch {
		case p.conflict:
			return found(confirm.IntentUnclear, 0.6, fmt.Sprintf("asks for %s, which no offered slot fits", p.text))
		case p.any && len(p.opts) == n && n > 0:
			return rd.rescheduled(0, 0.6)
		case len(p.opts) == 1:
			return rd.rescheduled(p.opts[0], 0.9)
		case len(p.opts) > 1:
			return found(confirm.IntentUnclear, 0.6, fmt.Sprintf("%s fits more than one offered slot (%s)", p.text, rd.optionList(p.opts)))
		case p.booked:
			return found(confirm.IntentWillBeIn, 0.75, fmt.Sprintf("takes the booked day after all (%s)", p.text))
		case p.dayNamed:
			return found(confirm.IntentDifferentDay, 0.75, fmt.Sprintf("asks for %s, which is not an offered slot", p.text))
		default:
			return found(confirm.IntentUnclear, 0.5, fmt.Sprintf("%s is not one of the offered slots", p.text))
		}
	}
	if f, ok := rd.signerFinding(false); ok {
		return f
	}
	if f, ok := rd.hedged(); ok {
		return f
	}
	if f, ok := rd.differentDay(p); ok {
		if f.basis == "no" {
			f.what = "turns down the offered slots"
		}
		return f
	}
	if f, ok := rd.willBeIn(p); ok {
		if f.basis != "" {
			if n == 1 {
				return rd.rescheduled(0, 0.8)
			}
			return found(confirm.IntentUnclear, 0.5, "agrees but does not say which slot")
		}
		f.what = "will be in on the booked day after all"
		return f
	}
	return rd.unclear()
}

func (rd *reading) optionList(opts []int) string {
	var parts []string
	for _, i := range opts {
		parts = append(parts, slotText(rd.in.Options[i]))
	}
	return strings.Join(parts, "; ")
}

// nameWhat is stripped from around a name given in answer to "who will be
// in?": "it'll be Tom", "his name is Tom", "Tom will be in".
var nameLeads = words(`it is will be would that his her their name names called they are its yes ok so
	just only probably i think who going to gonna`)

// nameAnswer reads a reply to "who will be in?": a name, a description, or
// the customer themselves.
func (rd *reading) nameAnswer() finding {
	var ts []token
	for _, c := range rd.clauses {
		ts = append(ts, c.toks...)
	}
	start := 0
	for start < len(ts) && nameLeads[ts[start].w] {
		start++
	}
	// the whole reply is a person
	if p, ok := parsePerson(ts, start, slotOnly); ok && (p.j == len(ts) || rd.onlyPresenceAfter(ts[p.j:])) {
		switch p.kind {
		case pSelf, pSomeone:
			return found(confirm.IntentWillBeIn, 0.9, "says the customer will be in")
		case pNobody:
			return found(confirm.IntentDifferentDay, 0.85, "says nobody will be in")
		case pOther:
			if s := rd.signer(p, true); s != "" {
				f := found(confirm.IntentAlternateSigner, 0.9, "names who will sign: "+s)
				f.signer = s
				if len(p.name) == 0 {
					f.conf = 0.7
					f.what = "describes who will sign but gives no name: " + s
				}
				return f
			}
		}
	}
	f := rd.answer(true)
	if f.intent == confirm.IntentAlternateSigner && f.signer == "" {
		return found(confirm.IntentUnclear, 0.5, "does not say who will be in")
	}
	// a name the rules do not know, alone: it was asked for
	if f.intent == confirm.IntentUnclear && len(ts) > start && len(ts)-start <= 3 && !rd.anyQuestion() {
		p := person{}
		if k := p.takeName(ts, start, false, slotOnly); k == len(ts) && k > start {
			s := rd.signer(p, true)
			g := found(confirm.IntentAlternateSigner, 0.7, "gives a name: "+s)
			g.signer = s
			return g
		}
	}
	return f
}

// onlyPresenceAfter reports that what follows a name only says they will
// be in or sign: "Tom will be in", "Sue will take it".
func (rd *reading) onlyPresenceAfter(ts []token) bool {
	if len(ts) == 0 {
		return true
	}
	for _, t := range ts {
		if !auxWords[t.w] && !presenceWords[t.w] && !signVerbs[t.w] && !objectWords[t.w] && t.w != "day" && t.w != "for" {
			return false
		}
		if t.w == "not" || t.w == "never" {
			return false
		}
	}
	return true
}

// yesNoSlot reads the answer to one offered slot on the call.
func (rd *reading) yesNoSlot() finding {
	n := len(rd.in.Options)
	p := choose(rd.rs, n)
	accept := func(conf float64) finding {
		g := rd.rescheduled(rd.in.Offered, conf)
		g.what = "accepts the slot offered: " + slotText(rd.in.Options[rd.in.Offered])
		return g
	}
	if p.said && !p.any {
		switch {
		case len(p.opts) == 1:
			return rd.rescheduled(p.opts[0], 0.9)
		case slices.Contains(p.opts, rd.in.Offered):
			return accept(0.8) // "the afternoon one", and the one offered is
		case len(p.opts) > 1:
			return found(confirm.IntentUnclear, 0.6, fmt.Sprintf("%s fits more than one offered slot", p.text))
		case p.booked:
			return found(confirm.IntentWillBeIn, 0.75, fmt.Sprintf("takes the booked day after all (%s)", p.text))
		case p.dayNamed:
			return found(confirm.IntentDifferentDay, 0.75, fmt.Sprintf("asks for %s, which is not an offered slot", p.text))
		}
	}
	f := rd.veto(rd.answer(false))
	switch f.intent {
	case confirm.IntentWillBeIn, confirm.IntentAlternateSigner:
		return accept(0.9)
	case confirm.IntentDifferentDay:
		if f.basis == "no" {
			f.what = "turns down the slot offered"
		}
	}
	return f
}

// yesNoHandoff reads the answer to "shall I pass this to the team?". A
// reply that says more than yes or no is read for what it says.
func (rd *reading) yesNoHandoff() finding {
	f := rd.answer(false)
	if f.basis == "" {
		return f
	}
	// "no, it's fine" declines: the first word answers the question
	if ci, ok := rd.firstYesNo(); ok && rd.noClause(rd.clauses[ci]) {
		return found(confirm.IntentUnclear, 0.7, "declines to be passed to the team")
	}
	if f.basis == "no" {
		return found(confirm.IntentUnclear, 0.7, "declines to be passed to the team")
	}
	return found(confirm.IntentWantsHuman, 0.9, "agrees to be passed to the team")
}
