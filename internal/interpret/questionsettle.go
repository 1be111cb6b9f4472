package interpret

// A question the customer settles with a yes said after it is no longer
// asked: "is that the sofa? yeah, Tuesday's fine" checks what the message
// said and then answers it, and on a call "sorry what ... oh yes yes I'll
// be in" asks to hear the question again before answering it. The yes said
// last decides, as it does after a no. A question said after the yes ("I'll
// be in, but is it the grey one?") is still asked: it is answered and the
// question asked again, never confirmed over. A question that asks for
// something the customer needs to know (the time, the window, who is
// writing, whether it is genuine, whether the driver calls or how many carry
// it) is not settled by a yes either: "what time? yes I'll be in" is asked
// about, so the answer is not lost.

// repairWords ask to hear the question again: "sorry what", "pardon", "eh".
var repairWords = words(`what pardon eh huh sorry come say again`)

// repairFollow may come after a repair before the answer: "sorry what, hang
// on", "what? oh yes".
var repairFollow = words(`hang hold on wait oh sorry what pardon again say come`)

// settleYes are the yeses that answer a question just asked: "good" or
// "fine" after "is Friday" is part of the question.
var settleYes = words(`yes yeah yep yup yea yeh ya aye definitely certainly`)

// settledKinds are the questions a yes after them settles: a check of what
// the message said, or a question no kind names.
var settledKinds = map[Question]bool{QuestionItems: true, QuestionOther: true, QuestionNone: true}

// vexedWords make a question a complaint, which a yes after it does not
// settle: "is this a joke? yes I'll be in", "again?".
var vexedWords = words(`joke joking kidding serious seriously again really`)

// settles reports a question of a kind a later yes settles.
func settles(ts []token) bool {
	for _, t := range ts {
		if vexedWords[t.w] {
			return false
		}
	}
	return settledKinds[questionKind(clause{toks: ts})]
}

// settleQuestions drops from the words read the questions a later yes
// settles. The veto still reads every word (rd.all), so a condition put as
// a question ("can they come after 10? yes") still forbids a confirmation.
func (rd *reading) settleQuestions() {
	drop := map[int]bool{}
	for _, c := range rd.clauses {
		// a call's "what day did you say ... yeah Tuesday's fine"
		q := runOnAt(c.toks)
		if q == 0 {
			continue
		}
		k := yesAt(c.toks[q:])
		if k == 0 || rd.asksIn(c.toks[q+k:]) || !repair(c.toks[q:q+k]) && !settles(c.toks[q:q+k]) {
			continue
		}
		for _, t := range c.toks[q : q+k] {
			drop[t.start] = true
		}
	}
	for ci, c := range rd.clauses {
		if k := rd.ownAnswered(c.toks); k > 0 && !rd.asksIn(c.toks[k:]) && !rd.asksLater(ci) {
			for _, t := range c.toks[:k] {
				drop[t.start] = true // "sorry who is this again oh Acme yes yes I'll be in": ownanswer.go
			}
			continue
		}
		if !(asking(c) || len(c.toks) > 1 && repairWords[c.toks[0].w]) || !rd.checkQuestion(c.toks) || rd.fromDoubted(ci) {
			continue // "is this actually Acme? ... yes": whether it is genuine, scamfrom.go
		}
		// on a call the yes runs on in the same clause
		if k := yesAt(c.toks); k > 0 {
			if !rd.asksIn(c.toks[k:]) && settles(c.toks[:k]) {
				for _, t := range c.toks[:k] {
					drop[t.start] = true
				}
			}
			continue
		}
		for _, d := range rd.clauses[ci+1:] {
			if asking(d) {
				break // another question after it
			}
			if len(d.toks) > 0 && settleYes[d.toks[0].w] && !emojiYes(d.toks[0]) {
				if settles(c.toks) && !rd.asksAfter(d) {
					for _, t := range c.toks {
						drop[t.start] = true
					}
				}
				break
			}
		}
	}
	if len(drop) == 0 {
		return
	}
	var kept []token
	for _, t := range rd.toks {
		if t.isBreak() || !drop[t.start] {
			kept = append(kept, t)
		}
	}
	rd.toks = kept
	rd.clauses = split(kept)
}

// checkQuestion reports a question a yes can settle: one that asks yes or
// no ("is that the sofa", "is it the grey one") or asks to hear the
// question again ("sorry what", "pardon").
func (rd *reading) checkQuestion(ts []token) bool {
	if repairNamed(ts) {
		return true // "can you repeat that, oh the sofa, yes"
	}
	k := 0
	for k < len(ts) && questionLeads[ts[k].w] && !questionAux[ts[k].w] && !repairWords[ts[k].w] {
		k++
	}
	if k >= len(ts) {
		return false
	}
	if repairWords[ts[k].w] {
		return k+1 == len(ts) || settleYes[ts[k+1].w] || repairFollow[ts[k+1].w] || repairNamed(ts[k:])
	}
	return questionAux[ts[k].w] && ts[k].w != "can" && ts[k].w != "could" && ts[k].w != "would" && ts[k].w != "will"
}

// yesAt is where a yes begins inside a question run on with its answer:
// "is that the sofa yeah tuesday's fine", "what oh yes yes I'll be in";
// 0 when there is none.
func yesAt(ts []token) int {
	for k := 1; k < len(ts); k++ {
		if settleYes[ts[k].w] {
			return k
		}
	}
	return 0
}

// asksIn reports a question inside the words after a yes.
func (rd *reading) asksIn(ts []token) bool {
	for k := range ts {
		if questionWords[ts[k].w] || isQuestion(ts[k:]) && k == 0 {
			return true
		}
	}
	return false
}

// asksAfter reports a question in or after clause d.
func (rd *reading) asksAfter(d clause) bool {
	after := false
	for _, c := range rd.clauses {
		if c.toks[0].start == d.toks[0].start {
			after = true
		}
		if after && (asking(c) || rd.asksIn(c.toks)) {
			return true
		}
	}
	return false
}

// repair reports a question that asks to hear ours again: "what did you
// say", "what day did you say", "say that again".
func repair(ts []token) bool {
	for k := 0; k+1 < len(ts); k++ {
		if ts[k].w == "you" && (ts[k+1].w == "say" || ts[k+1].w == "said") || ts[k].w == "say" && ts[k+1].w == "again" {
			return true
		}
	}
	return repairNamed(ts)
}
