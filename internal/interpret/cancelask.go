package interpret

import "strings"

// Words of cancelling or of not knowing the sender that ask rather than
// tell: "when will my refund come through?" asks about a refund under way,
// "is this a scam? I've never heard of Acme Home" doubts the sender, and
// "I'd rather cancel, but I'll be in I suppose" says two things at once.
// None of them is read as a cancel or the wrong person.

// statusAsks open a question about something under way: "when will my
// refund come through?", "has my refund gone through?". "Can I get a
// refund?" asks for one, and is a cancel.
var statusAsks = words(`when where what how has have did is was why`)

// asksAfterRefund reports a match of the cancel rules in a question about
// a refund or a cancellation already under way.
func (rd *reading) asksAfterRefund(m match) bool {
	s := rd.sents[m.sent]
	c := rd.clauses[s.clause[m.start]]
	return c.question && len(c.toks) > 0 && statusAsks[c.toks[0].w]
}

// unknownSender reports "never heard of" (or "don't know you", "don't
// recognise you") in a reply that asks who is writing or whether it is a
// scam: a doubt about the sender, answered by saying who writes, not a
// wrong number ("Don't know you. Is this spam?").
func (rd *reading) unknownSender(ts []token) bool {
	var ws []string
	for _, t := range ts {
		ws = append(ws, t.w)
	}
	return rd.unknownSenderText(strings.Join(ws, " "))
}

// wrongBeside keep "don't know you" a wrong person when the reply also
// says the order or the number is not theirs.
var wrongBeside = words(`order ordered ordering bought buy purchased purchase wrong number name live lives moved`)

func (rd *reading) unknownSenderText(text string) bool {
	low := strings.ToLower(text)
	knowNot := strings.HasSuffix(low, "know you") || strings.HasSuffix(low, "recognise you") || strings.HasSuffix(low, "recognize you")
	if !strings.Contains(low, "heard of") && !knowNot {
		return false
	}
	if knowNot && anyWord(rd.toks, wrongBeside) {
		return false // "I don't know you, I never ordered anything. Is this a scam?" says it is not theirs
	}
	asked := false
	for _, c := range rd.clauses {
		asked = asked || asking(c)
	}
	if !asked {
		return false
	}
	q := rd.question()
	return q == QuestionScam || q == QuestionSender
}

// inAfter reports someone said to be in after a wish to cancel: "I'd
// rather cancel tbh... but I'll be in I suppose".
func (rd *reading) inAfter(m *match) bool {
	s := rd.sents[m.sent]
	end := s.toks[m.end-1].end
	for _, f := range rd.fs {
		if f.absent || f.question || f.who.kind != pSelf && f.who.kind != pSomeone || anyWord(rd.clauses[f.clause].toks, waitedWords) {
			continue // "cancel it, I've been waiting 8 weeks" tells of the wait
		}
		if a, _ := rd.clauses[f.clause].span(); a > end {
			return true
		}
	}
	return false
}

// waitedWords tell of a wait so far, not of being in on the day.
var waitedWords = words(`been was were waiting waited`)
