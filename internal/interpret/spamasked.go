package interpret

// "Spam" asked about is a question, not an opt-out: "Don't know you. Is
// this spam?", "dont recognise this number is this spam" ask whether the
// message is genuine, as "is this spam?" alone does, and are answered (who
// writes, and why) rather than closed as an opt-out. Only the bare word
// read weakly as one ("spam", "spamming") is passed over, and only when it
// sits in a clause that asks about a scam and nothing else in the reply
// says to stop: "stop texting me, is this spam?" and "is this spam? not
// interested" still opt out.

// optOutBeside are the words that, anywhere in the reply, keep an opt-out
// standing beside "spam" asked about.
var optOutBeside = words(`stop block blocking blocked interested unsubscribe remove removed contact contacting bother bothering pester harass leave alone reported report`)

// spamAsked reports an opt-out match m that is only "spam" asked about.
func (rd *reading) spamAsked(m *match) bool {
	if m.weight > 0.8 {
		return false
	}
	s := rd.sents[m.sent]
	for _, t := range s.toks[m.start:m.end] {
		if t.w != "spam" && t.w != "spamming" {
			return false
		}
	}
	ci := s.clause[m.start]
	if ci < 0 || ci >= len(rd.clauses) {
		return false
	}
	c := rd.clauses[ci]
	if !asking(c) || questionKind(c) != QuestionScam {
		return false
	}
	for _, t := range rd.toks {
		if optOutBeside[t.w] {
			return false
		}
	}
	return true
}
