package interpret

import "github.com/confirmd/confirmd/internal/confirm"

// common reads what means the same whatever was asked: opting out, the
// wrong person, cancelling, asking for a person, and nothing at all.
func (rd *reading) common() (finding, bool) {
	if k, ok := optOutKeyword(rd.text); ok && !(k == "CANCEL" && rd.in.Channel == confirm.ChannelCall) {
		return found(confirm.IntentOptOut, 1, "is the opt-out keyword "+k), true
	}
	if k, ok := tailOptOut(rd.text); ok {
		return found(confirm.IntentOptOut, 0.95, "ends with the opt-out keyword "+k), true
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
	if m := rd.find(optOutRules, true); m != nil && (m.weight > 0.8 || !rd.firmElsewhere(rd.sents[m.sent].clause[m.start])) && !rd.alreadyAnswered() && !rd.spamAsked(m) && !rd.neverPast(m) {
		f := found(confirm.IntentOptOut, m.weight, m.what)
		f.quote = rd.matchSpan(m)
		return f, true
	}
	if m := rd.wrongPerson(); m != nil && !rd.cancelAfterLoss(m) && !rd.unknownSender(rd.sents[m.sent].toks[m.start:m.end]) {
		f := found(confirm.IntentWrongPerson, m.weight, m.what)
		f.quote = rd.matchSpan(m)
		return f, true
	}
	if m := rd.cancel(); m != nil && rd.inAfter(m) {
		f := found(confirm.IntentUnclear, 0.5, "asks to cancel and says someone will be in: asking again")
		f.quote = rd.matchSpan(m)
		return f, true
	}
	if m := rd.cancel(); m != nil {
		f := found(confirm.IntentCancel, m.weight, m.what)
		f.quote = rd.matchSpan(m)
		return f, true
	}
	if m := rd.callBack(); m != nil {
		f := found(confirm.IntentUnclear, m.weight, m.what)
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

// noPhraseNouns follow "no" in a refusal, not a name: "no chance on
// Tuesday", "no way on the 24th", where "Chance" could be a first name.
var noPhraseNouns = words(`chance chances way hope luck problem problems worries bother can`)

// wrongPerson finds the phrases of wrongRules, and "no Jane here", "this
// isn't Jane".
func (rd *reading) wrongPerson() *match {
	if m := rd.find(wrongRules, true); m != nil {
		return m
	}
	if m := rd.whoIsNamed(); m != nil {
		return m
	}
	for si, s := range rd.sents {
		ts := s.toks
		for i := range ts {
			// "no Jane here", "there's no Jane Smith at this number"
			if (ts[i].w == "no" || ts[i].w == "nobody") && !(i+1 < len(ts) && noPhraseNouns[ts[i+1].w]) {
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
		if rd.dayAfter(m) || rd.rebooks() {
			continue // "can I cancel and rebook for another day?"
		}
		if rd.asksAfterRefund(m) {
			continue // "when will my refund come through?" asks about one
		}
		if changedCancel(rd.sents[m.sent], m.start) {
			continue // "my shift got cancelled so I'll be in" (eventchanged.go)
		}
		if rd.cancelledOtherBeside(m.sent) {
			continue // "is it the grey one? ordered both and cancelled one" (cancelledother.go)
		}
		if p := choose(rd.rs, len(rd.in.Options)); p.said && len(p.opts) == 1 && p.dayNamed {
			continue
		}
		return &m
	}
	return nil
}

// lossWords tell of a customer who has died or moved away rather than a
// wrong number: with a wish to cancel ("my mother passed away, please
// cancel it", "we've split up and I've moved out, cancel it") the order is
// cancelled; "wrong number, cancel" and "I didn't order this, cancel it"
// stay the wrong person.
var lossWords = words(`died deceased passed moved`)

// arrivalWords say a call is wanted when the van is near: "call me back
// when you're outside" tells the driver what to do.
var arrivalWords = words(`outside arrive arriving arrival approaching nearby close minutes mins away`)

// cancelAfterLoss reports a wish to cancel beside a wrong-person match that
// only tells of a death or a move.
func (rd *reading) cancelAfterLoss(m *match) bool {
	if !anyWord(rd.sents[m.sent].toks[m.start:m.end], lossWords) {
		return false
	}
	c := rd.cancel()
	return c != nil && c.weight >= 0.9
}

// dayAfter reports whether a day or a word for the slot follows a match
// closely: "cancel Tuesday", "can't do the 24th".
func (rd *reading) dayAfter(m match) bool {
	s := rd.sents[m.sent]
	for j := m.end; j < min(len(s.toks), m.end+3); j++ {
		if s.toks[j-1].w == "last" || j+1 < len(s.toks) && s.toks[j+1].w == "ago" {
			continue // "I cancelled this last week", "a week ago": when, not what
		}
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
		if asksWhoIsThere(s) || whoIsThereAfterYes(s) || mistookFor(s, m.start, m.end) {
			continue // "is this a real person?" asks who is speaking
		}
		if calledByOther(s, m.start, m.end) || driverCalls(s, m.start) {
			continue // "he'll need to ring me", "depends if work call me in"
		}
		if s.toks[m.end-1].w == "me" && m.end < len(s.toks) && s.toks[m.end].w == "back" && !anyWord(s.toks[m.end:], arrivalWords) {
			return &m // "call me back on this number when you can" asks for a person
		}
		if s.toks[m.end-1].w == "me" && m.end < len(s.toks) && callInstructions[s.toks[m.end].w] {
			continue
		}
		// "can they phone me half an hour before they come", "text me on
		// the day when they're on their way": calling ahead, not a person
		if s.toks[m.end-1].w == "me" && anyWord(s.toks[m.end:], phoneWhen) {
			continue
		}
		return &m
	}
	return nil
}
