package interpret

import (
	"fmt"
	"slices"
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// slotAnswer reads a reply to the numbered list of offered slots.
func (rd *reading) slotAnswer() finding {
	n := len(rd.in.Options)
	p := choose(rd.rs, n)
	if p.said && len(p.opts) > 0 && rd.asksAboutSlot() && !rd.slotAsked() {
		// "is the second one a morning?" asks about a slot, it picks none
		return found(confirm.IntentUnclear, 0.5, fmt.Sprintf("asks about %s rather than picking it", p.text))
	}
	if p.said {
		switch {
		case p.conflict && (rd.anyTagged() || rd.asksAboutSlot() && !rd.slotAsked() || !p.dayNamed || rd.conditioned()):
			// a check that does not agree ("Friday, that's the afternoon one
			// isn't it?"), a listed slot asked to change ("3 but could it be
			// the morning?"), a condition ("saturday if it's in the morning")
			return found(confirm.IntentUnclear, 0.6, fmt.Sprintf("asks about %s, which no offered slot fits", p.text))
		case p.conflict:
			// "Friday afternoon" when Friday is offered in the morning: a
			// day the list does not have
			return found(confirm.IntentDifferentDay, 0.7, fmt.Sprintf("asks for %s, which no offered slot fits", p.text))
		case p.any && len(p.opts) == n && n > 0:
			// "any of them's fine", "whichever", "I don't mind": leaves the
			// choice to us and names no slot, so it is asked again
			return found(confirm.IntentUnclear, 0.5, fmt.Sprintf("leaves the choice open (%s) and picks no offered slot", p.text))
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
		if f.intent == confirm.IntentAlternateSigner && f.signer == "" && len(rd.toks) == 1 {
			// one word that could be a relation, answering a list: "prima"
			// is a cousin in Spanish and the first in Italian
			return found(confirm.IntentUnclear, 0.5, "names no slot and no one who will sign")
		}
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
	for k := 1; k < len(ts); k++ {
		if spellingNote(ts[k:]) {
			ts = ts[:k] // "anne with an e"
			break
		}
	}
	if s := rd.surnameFirst(); s != "" {
		f := found(confirm.IntentAlternateSigner, 0.8, "gives a name, surname first: "+s)
		f.signer = s
		return f
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
			if len(p.name) == 0 && hiredHelp[p.relation] {
				return found(confirm.IntentUnclear, 0.5, "names no one who can sign, only "+describePerson(p))
			}
			if s := rd.signer(p); s != "" {
				f := found(confirm.IntentAlternateSigner, 0.9, "names who will sign: "+s)
				f.signer = s
				return f
			}
			if p.relation != "" || p.place != "" || p.title != "" {
				// a relation is not a name: "my husband" leaves the name
				// to be asked for
				f := found(confirm.IntentAlternateSigner, 0.6, "describes who will sign but gives no name: "+describePerson(p))
				return f
			}
		}
	}
	f := rd.answer(true)
	// a name the rules do not know, alone: it was asked for
	if f.intent == confirm.IntentUnclear && len(ts) > start && len(ts)-start <= 3 && !rd.anyQuestion() {
		p := person{}
		if k := p.takeName(ts, start, false, slotOnly); k == len(ts) && k > start {
			s := rd.signer(p)
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
	_, only := rd.onlyQuestion()
	if p.said && !p.any && only && !rd.slotAsked() {
		// "what time on Friday?" asks about a slot, it takes none
		return found(confirm.IntentUnclear, 0.5, fmt.Sprintf("asks about %s rather than picking it", p.text))
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
		case p.dayNamed && rd.defers():
			// "possibly, can I let you know tomorrow?" puts the answer off
			// to a day; it asks for no day
			return found(confirm.IntentUnclear, 0.5, fmt.Sprintf("puts off the answer to %s", p.text))
		case p.dayNamed:
			return found(confirm.IntentDifferentDay, 0.75, fmt.Sprintf("asks for %s, which is not an offered slot", p.text))
		}
	}
	if !p.said && rd.asksWhatIsFree() && only {
		// "is there anything else?" asks about the list; the slot offered
		// is asked about again
		return found(confirm.IntentUnclear, 0.5, "asks what else is free rather than answering")
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
	if ci, ok := rd.firstYesNo(); ok && f.basis == "" && rd.yesClause(rd.clauses[ci]) && (f.intent == confirm.IntentDifferentDay || f.intent == confirm.IntentUnclear) {
		// "yes but I'm at work till six": a yes to the team, and what it
		// adds is for them
		return found(confirm.IntentWantsHuman, 0.8, "agrees to be passed to the team")
	}
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
