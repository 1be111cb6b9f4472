package interpret

import "github.com/confirmd/confirmd/internal/confirm"

// Customers often ask before they answer: what time, who is writing,
// whether this is a scam. Such a reply is not an answer, so its intent
// stays unclear, but it is not a reply that could not be understood
// either: Result.Question says what was asked, so the conversation can
// answer it and ask its own question again. A firm yes said with a
// question the booking answers is a confirmation that asks instead
// (yesquestion.go). The words of each kind of question are in questionLex
// (questionlex.go).

// Question is what a reply asks instead of answering, or asks beside a
// firm yes; empty when the reply asks nothing. A reply that needs a
// different day and asks for one ("is there nothing next week?") asks
// QuestionOther: the team, not the booking, answers it.
type Question string

// The questions the dialogue knows how to answer. QuestionOther is any
// other question: the dialogue says it cannot answer it here.
const (
	QuestionNone      Question = ""
	QuestionTime      Question = "time"       // "what time exactly?", "when will they come"
	QuestionWindow    Question = "window"     // "how long is the window?", "is that all morning?"
	QuestionItems     Question = "items"      // "what is being delivered?", "what did I order?"
	QuestionSender    Question = "sender"     // "who is this?", "which company is this?"
	QuestionScam      Question = "scam"       // "is this a scam?", "is this legit?"
	QuestionCallAhead Question = "call_ahead" // "can the driver call ahead?"
	QuestionCarry     Question = "carry"      // "how many people will carry it?"
	QuestionMustBeIn  Question = "must_be_in" // "do I have to be in?"
	QuestionOther     Question = "other"
)

// Doubt says why a yes was not taken as one, when the reason is one a
// single question can settle: a condition on the time or a narrowing of
// the window ("yes provided it's early"), or a hedge ("fingers crossed").
// Empty for every other reply.
type Doubt string

// The doubts a clarifying question can settle.
const (
	DoubtNone      Doubt = ""
	DoubtCondition Doubt = "condition"
	DoubtHedge     Doubt = "hedge"
)

// doubtOf is the Doubt of a veto's fact.
func doubtOf(k factKind) Doubt {
	switch k {
	case factCondition:
		return DoubtCondition
	case factHedge:
		return DoubtHedge
	}
	return DoubtNone
}

// explain fills in a reply's Question, or else its Doubt, for a reply read
// as unclear. A question wins: it is answered first, and the original
// question is asked again.
func (rd *reading) explain(res *Result, f finding) {
	if res.Intent == f.intent && f.asked != QuestionNone {
		res.Question = f.asked // a firm yes that also asks (yesquestion.go)
		return
	}
	if (res.Intent == confirm.IntentWillBeIn || res.Intent == confirm.IntentAlternateSigner) && rd.extrasBeside() {
		res.Question = QuestionOther // "yes I'm in, can they take the old one away?" (questionextra.go)
		return
	}
	if (res.Intent == confirm.IntentWillBeIn || res.Intent == confirm.IntentAlternateSigner) && rd.callAheadAsked() {
		res.Question = QuestionCallAhead // "yes, can the driver text me when he's on his way?": callaheadasked.go
		return
	}
	if res.Intent == confirm.IntentWillBeIn || res.Intent == confirm.IntentAlternateSigner {
		if q := rd.runOnIsQuestion(); q != QuestionNone {
			res.Question = q // "yes I'll be in is it just the sofa", "yes that's fine is it the sofa bed or the sofa": questioncontext.go
			return
		}
	}
	if res.Intent == confirm.IntentWillBeIn || res.Intent == confirm.IntentAlternateSigner {
		res.Question = rd.requestAsked() // "yes I'm in can the driver ring first": callquestion.go
		if res.Question == QuestionNone {
			res.Question = rd.toldStatement(true) // "Yep I'll be in, let me know roughly when": toldstatement.go
		}
	}
	if res.Intent == confirm.IntentDifferentDay && rd.question() != QuestionNone {
		res.Question = QuestionOther // "do you deliver on weekends? Tuesday's no good" asks for another day
		return
	}
	if res.Intent != confirm.IntentUnclear {
		return
	}
	// "can it be Friday, only if it's early?" asks for a slot: there is
	// nothing to answer, only the condition to settle
	if q := rd.questionRefined(); q != QuestionNone && !rd.slotAsked() {
		res.Question = q
		return
	}
	res.Doubt = f.doubt
	if res.Doubt == DoubtNone && f.basis == "" {
		res.Doubt = rd.doubtAlone()
	}
}

// doubtAlone finds a hedge or a condition in a reply that holds nothing
// else the veto reads ("fingers crossed", "only if it's early"): irony, a
// contradiction or a child make it a plain unclear reply.
func (rd *reading) doubtAlone() Doubt {
	d := DoubtNone
	for _, x := range rd.facts() {
		switch x.kind {
		case factCondition, factHedge:
			if d == DoubtNone {
				d = doubtOf(x.kind)
			}
		case factQuestion:
		default:
			return DoubtNone
		}
	}
	return d
}

// question returns what the reply asks: the kind of its first asking
// clause that names one, else QuestionOther; QuestionNone when no clause
// asks.
func (rd *reading) question() Question {
	asked := false
	for i, c := range rd.clauses {
		if !asking(c) {
			continue
		}
		asked = true
		if q := rd.clauseKind(i); q != QuestionNone {
			return rd.scamOverSender(q, i)
		}
	}
	if !asked {
		if q := rd.toldStatement(false); q != QuestionNone {
			return q // "I need to know what time they're coming": toldstatement.go
		}
		return rd.askedInPassing()
	}
	return QuestionOther
}

// scamOverSender: who is writing asked first and whether it is a scam after
// ("Quem é? Isso é golpe?", "who's this? is it a scam?") asks about a scam;
// the doubt is the question to answer. Only a scam named is one: "where did
// you get my number?" after "who are you?" still asks who writes.
func (rd *reading) scamOverSender(q Question, i int) Question {
	if q != QuestionSender {
		return q
	}
	for _, c := range rd.clauses[i+1:] {
		if asking(c) && questionKind(c) == QuestionScam && containsAny(c.toks, scamNamed) {
			return QuestionScam
		}
	}
	return q
}

// scamNamed are the words that call the message a scam.
var scamNamed = words(`scam scams scammer scammers fraud fraudulent fake phishing spam con`)

func containsAny(ts []token, set map[string]bool) bool {
	for _, t := range ts {
		if set[t.w] {
			return true
		}
	}
	return false
}

// questionRefined is question, but a question about the window, or about
// their coming, in a reply that names the one hour the customer is bound
// by ("can you narrow it down? I've a meeting at 11") asks when in the
// window they will come.
func (rd *reading) questionRefined() Question {
	q := rd.question()
	if (q == QuestionWindow || q == QuestionOther && rd.asksArrival()) && rd.boundHour() {
		return QuestionTime // "only after 10, can they come then?"
	}
	return q
}

// asksArrival reports an asking clause about when they come: "can they
// come then?", "could it be delivered then?".
func (rd *reading) asksArrival() bool {
	for _, c := range rd.clauses {
		if !asking(c) {
			continue
		}
		for _, t := range c.toks {
			if comingWords[t.w] {
				return true
			}
		}
	}
	return false
}

var comingWords = words(`come coming arrive arriving deliver delivering delivered then`)

// boundHour reports the one hour a reply names, said after at, after,
// before or by ("a meeting at 11", "only after 10"). Two hours ("at 8 or
// any time up to 12") or a range ("8 till 12") are the window's ends.
func (rd *reading) boundHour() bool {
	hours, bound := 0, false
	for _, c := range rd.clauses {
		ts := c.toks
		for i, t := range ts {
			if n, _ := leadingNumber(t.w); (n < 1 || n > 12) && !spokenHours[t.w] {
				continue
			}
			if i+1 < len(ts) && durationWords[ts[i+1].w] {
				continue // "4 hours is a lot"
			}
			hours++
			k := i + 1
			if k < len(ts) && (ts[k].w == "am" || ts[k].w == "pm" || ts[k].w == "oclock" || ts[k].w == "o'clock") {
				k++
			}
			if i > 0 && boundBefore[ts[i-1].w] && !(k < len(ts) && rangeWords[ts[k].w]) {
				bound = true
			}
		}
	}
	return hours == 1 && bound
}

var (
	spokenHours   = words(`one two three four five six seven eight nine ten eleven twelve noon midday`)
	rangeWords    = words(`till until to and through`)
	boundBefore   = words(`at after before by`)
	durationWords = words(`hours hour hrs hr minutes mins`)
)

// askedInPassing finds, in a reply no clause of which opens as a question,
// a question said after a statement as calls run on ("eight till twelve is
// a long time can you not narrow it down") or a demand for what a question
// asks ("give me an actual time"). Only a kind the words name is taken: it
// is read for a reply already unclear, so it changes what is answered,
// never what the reply means.
func (rd *reading) askedInPassing() Question {
	for _, c := range rd.clauses {
		ts := c.toks
		for k := 0; k+1 < len(ts); k++ {
			opens := k > 0 && questionAux[ts[k].w] && questionSubjects[ts[k+1].w] && !(ts[k-1].w == "i" || ts[k-1].w == "we")
			demands := (ts[k].w == "give" || ts[k].w == "tell" || ts[k].w == "send") && (ts[k+1].w == "me" || ts[k+1].w == "us")
			told := k + 2
			if k+2 < len(ts) && ts[k].w == "let" && (ts[k+1].w == "me" || ts[k+1].w == "us") && ts[k+2].w == "know" {
				demands, told = true, k+3 // "let me know the time and I'll check"
			}
			if !opens && !demands {
				continue
			}
			q := questionKind(clause{toks: ts[k:]})
			callAhead := q == QuestionCallAhead && (ts[told-1].w != "know" && ts[told-1].w != "me" && ts[told-1].w != "us" || told < len(ts) && (ts[told].w == "when" || anyWord(ts[told:], nearWords)))
			if demands && told < len(ts) && (q == QuestionNone || q == QuestionOther || q == QuestionCallAhead && !callAhead) {
				q = toldKind(ts, told) // "give us a time so we can sort the dog out"
			}
			if q == QuestionNone || q == QuestionOther {
				q = questionKind(c)
			}
			switch {
			case q == QuestionNone || q == QuestionOther:
			case opens:
				return q
			case q == QuestionTime || q == QuestionWindow || q == QuestionItems:
				return q
			}
		}
	}
	return QuestionNone
}

// onlyQuestion reports a reply whose every clause asks, with the kind of
// question. A question about who is writing or whether the message is
// genuine is read before anything else: "is this a scam?" asks, it does
// not opt out, and "who is this?" is not a wrong number.
func (rd *reading) onlyQuestion() (Question, bool) {
	if len(rd.clauses) == 0 {
		return QuestionNone, false
	}
	for _, c := range rd.clauses {
		if !asking(c) && !rd.yesClause(c) {
			return QuestionNone, false
		}
	}
	q := rd.question()
	return q, q != QuestionNone
}

// asking reports a clause that asks: one with a question mark, one that
// opens as a question ("what time", "do I have to"), also after a few
// words that lead into one on a call ("and what time", "I was wondering
// when"), or one made of a question's words alone ("eta").
func asking(c clause) bool {
	if c.question || toldIn(c.toks) > 0 {
		return true
	}
	ts := c.toks
	if len(ts) > 1 && ts[0].w == "any" && (ts[1].w == "idea" || ts[1].w == "chance") || containsWord(ts, "wondering") {
		return true // "any idea of the time", "any chance of a tighter slot", "I was wondering about the time"
	}
	if runOnQuestion(ts) || repeatAsk(ts) {
		return true // "sorry say that again": repeatask.go
	}
	for k := 0; k < len(ts) && k < 4; k++ {
		if questionBare[ts[k].w] && len(ts) <= 2 {
			return true
		}
		if k > 0 && (ts[k-1].w == "i" || ts[k-1].w == "we") && questionAux[ts[k].w] {
			return false // "we're the house with the blue door" tells
		}
		if isQuestion(ts[k:]) {
			return k == 0 || questionLeads[ts[k-1].w]
		}
		if !questionLeads[ts[k].w] {
			return false
		}
	}
	return false
}

// questionKind is the first kind, in questionLex's order, whose words the
// clause holds.
func questionKind(c clause) Question {
	if k := toldIn(c.toks); k > 0 {
		return toldKind(c.toks, k) // "can you tell me what time": questiontold.go
	}
	if senderAsked(c.toks) {
		return QuestionSender // "who's Acme Home?": questionsender.go
	}
	if rangeChecked(c.toks) {
		return QuestionWindow // "is it 8-12?": windowrange.go
	}
	s := sentence{toks: c.toks, clause: make([]int, len(c.toks))}
	for _, k := range questionLex {
		for i := range s.toks {
			for _, r := range k.rules {
				if e, ok := matchAt(r.pat, s, i); ok && e > i {
					return kindAdjusted(c, k.kind) // questionkindfix.go
				}
			}
		}
	}
	return QuestionNone
}

// runOnQuestion finds a question said after a statement with no break, as
// calls run on: "yes I'll be in what time roughly will they come". The
// question word must be followed by the inverted verb ("will they", "is
// it", "what time do"), so a clause that only names a time ("I'll be in
// when they come", "don't mind what time they come") does not ask.
func runOnQuestion(ts []token) bool {
	return runOnAt(ts) > 0
}

// notAsking, before a question word, make it part of a statement: "call
// me when", "I don't mind what time", "let me know when".
var notAsking = words(`me us know tell mind care matter sure see ask asked wonder idea whatever no dontmind doesntmind dontcare doesntmatter`)

// runOnAt is where a run-on question begins, 0 when there is none.
func runOnAt(ts []token) int {
	for k := 1; k+1 < len(ts); k++ {
		if !questionWords[ts[k].w] || notAsking[ts[k-1].w] {
			continue
		}
		j := k + 1
		timed := ts[j].w == "time" || ts[j].w == "day"
		if timed || ts[j].w == "many" || ts[j].w == "long" {
			j++
		}
		if j < len(ts) && (ts[j].w == "roughly" || ts[j].w == "exactly" || ts[j].w == "approximately") {
			j++
		}
		if j+1 < len(ts) && questionAux[ts[j].w] && questionSubjects[ts[j+1].w] {
			return k
		}
		if ts[k].w == "when" && j > k+1 && j == len(ts) {
			return k // "yes that's fine when roughly": an estimate asked after the question word
		}
		if timed && (trailsOff(ts[j:]) || reasonFollows(ts[j:])) {
			return k // "yes i'll be in what time roughly", "what time so i can check": runontime.go
		}
	}
	return 0
}
