package interpret

// An appointment or an errand of the customer's own said beside another
// person who will sign ("my husband will be in, I have a doctor's
// appointment"; Spanish "estará mi marido, yo tengo médico") is why that
// person signs, as "I'm at work" is: it narrows nobody's window. Said of
// anyone else, tied to the signer's hours ("until I get back"), or beside
// the customer's own presence, it still narrows the window and is asked
// about.

// othersWords name somebody besides the customer alone, whose the event
// may be.
var othersWords = words(`we us our ours he him his she her hers they them their you your`)

// tieWords tie the customer's event to the signer's hours or make it a
// condition: "until I get back", "if I have to go out".
var tieWords = words(`until till before after when once while since if unless then whilst`)

// ownEvent reports that the fact x, a narrowing of the window, is the
// customer's own event beside another person's firm presence.
func (rd *reading) ownEvent(x fact) bool {
	if x.kind != factCondition || x.what != "narrows the window" {
		return false
	}
	ci := -1
	for i, c := range rd.clauses {
		if a, b := c.span(); x.start >= a && x.start < b {
			ci = i
		}
	}
	if ci < 0 {
		return false
	}
	self := false
	for _, t := range rd.clauses[ci].toks {
		if othersWords[t.w] || tieWords[t.w] || relations[t.w] != "" || titles[t.w] {
			return false
		}
		self = self || t.w == "i"
	}
	signer := false
	for _, f := range rd.fs {
		if f.clause == ci && !(f.absent && f.who.kind == pSelf) {
			return false // the clause's own presence: "I'll be in, I have a meeting"
		}
		if f.clause != ci && f.who.kind == pOther && !f.absent && !f.hedged && !f.question && !tiedClause(rd.clauses[f.clause]) {
			signer = true
		}
	}
	return (self || rd.afterOwnAbsence(ci)) && signer
}

// afterOwnAbsence reports a clause with no subject of its own right after
// the customer says she will not be there: "can't be there myself, on
// shift at the RVI, but ...". The shift is hers, said in passing.
func (rd *reading) afterOwnAbsence(ci int) bool {
	if ci == 0 {
		return false
	}
	for _, t := range rd.clauses[ci].toks {
		if ownSubjects[t.w] {
			return false
		}
	}
	for _, f := range rd.fs {
		if f.clause == ci-1 && f.absent && f.who.kind == pSelf && !f.question {
			return true
		}
	}
	return false
}

// subjectWords may open a clause of its own: "I'm on shift" has one, "on
// shift at the RVI" has none and leans on the clause before.
var ownSubjects = words(`i me my we us our he she they it you someone somebody nobody`)

// tiedClause reports a tie word in c: "my husband will be in until I get
// back" is in only for a while.
func tiedClause(c clause) bool {
	for _, t := range c.toks {
		if tieWords[t.w] {
			return true
		}
	}
	return false
}
