package interpret

import "strings"

// Some questions ask for a service on the day that the booking does not
// hold: taking the old sofa away, unwrapping or assembling it, paying the
// balance by card. The dialogue cannot answer them (QuestionOther), but
// whether anyone is in does not wait on their answer: "Yes I'm in. Could
// you take the old sofa away as well? Is that possible" confirms, and the
// question is passed on with the confirmation. A yes that is not firm, or
// a question that may decide whether anyone can be in ("can they come
// after 10?", "do I have to be in?"), is still asked about.

// extraRules are the words of a question about such a service.
var extraRules = ruleSet(1, "asks about a service the booking does not hold",
	"take|taking|took|remove|removing|collect|collecting|dispose|disposing|recycle|recycling * the|my|our|an * old|existing|current|broken|last",
	"take|taking|remove|removing|collect|collecting * away|off * the|my|our * old",
	"old * one|sofa|settee|couch|bed|mattress|table|chair|chairs|wardrobe|fridge|freezer|washer|cooker|oven|tv|suite|furniture|unit * away|removed|taken|collected|disposed",
	"away|remove|removed|removal|dispose|disposal|recycle|recycling * old|packaging|cardboard|rubbish|boxes|wrapping",
	"take|taking|remove|removing|collect|collecting * packaging|cardboard|rubbish|wrapping|boxes",
	"packaging|cardboard|rubbish|wrapping|boxes * away|removed|taken|collected",
	"unwrap|unwrapping|unwrapped|unpack|unpacking|unpacked|unbox|unboxing|assemble|assembling|assembled|assembly|build|building|install|installing|installed|installation|fit|fitting|plumb|plumbing|connect|connecting|mount|mounting",
	"put * it|them * together|up",
	"take|taking|accept|accepting|pay|paying|payment|use * card|cards|cash|cheque|contactless|balance",
	"card|cash|contactless payment|machine|reader",
	"balance|deposit|remaining|outstanding * pay|paid|due|owed|owing",
	"pay|paying|payed * driver|drivers|delivery|day|arrival|door|balance|upfront|beforehand|advance|extra|anything|something|online",
	"is|was|has|been * delivery|it|everything|that|this|order|postage * paid|payed|prepaid|covered|included",
	"anything|something|owe|owed|outstanding|extra|left * to|still * pay",
	"screw|screwed|screwing|attach|attached|attaching|bolt|bolted|bolting * legs|feet|headboard|arms|on|together",
	"legs|feet|headboard|arms * on|attached|screwed|fitted|fixed|bolted",
	// getting ready for it (prepare.go)
	"anything|something * need|needs|should|have|got|must * do|prepare|measure|clear|move|get",
	"measure|measuring|clear|clearing|move|moving * door|doors|doorway|doorways|stairs|staircase|space|hallway|hall|room|way|path")

// followTags are the whole of a clause that asks again about the request
// just made: "could you take the old one away? is that possible".
var followTags = []string{
	"is that possible", "is it possible", "is that ok", "is that okay", "is that alright", "is that all right",
	"is that fine", "would that be possible", "would that be ok", "would that be okay", "would that be alright",
	"can you do that", "could you do that", "can they do that", "could they do that", "do you do that",
	"is that something you do", "is that doable",
}

// followTag reports clause ci, which only asks whether the service asked
// for in the clause before it can be done, so it asks nothing of its own.
func (rd *reading) followTag(ci int) bool {
	if ci == 0 || !asking(rd.clauses[ci-1]) || !extraAsked(rd.clauses[ci-1]) {
		return false
	}
	var ws []string
	for _, t := range rd.clauses[ci].toks {
		if t.w == "though" || t.w == "please" || t.w == "as" || t.w == "well" || t.w == "at" || t.w == "all" {
			continue
		}
		ws = append(ws, t.w)
	}
	for _, tag := range followTags {
		if strings.Join(ws, " ") == tag {
			return true
		}
	}
	return false
}

// request reports clause ci as a question that asks for something ("could
// the driver take the old one away?") rather than about the booking.
func (rd *reading) request(ci int) bool {
	c := rd.clauses[ci]
	return asking(c) && len(c.toks) > 0 && requestWords[c.toks[0].w]
}

// extraAsked reports a clause that asks about a service the booking does
// not hold.
func extraAsked(c clause) bool {
	s := sentence{toks: c.toks, clause: make([]int, len(c.toks))}
	for i := range s.toks {
		for _, r := range extraRules {
			if e, ok := matchAt(r.pat, s, i); ok && e > i {
				return true
			}
		}
	}
	return false
}

// extrasBeside reports a reply that asks for a service on the day and
// nothing else: every asking clause is such a question, or a tag on one.
func (rd *reading) extrasBeside() bool {
	found := false
	for ci, c := range rd.clauses {
		if !asking(c) {
			continue
		}
		switch {
		case extraAsked(c):
			found = true
		case rd.followTag(ci):
		default:
			return false
		}
	}
	return found
}

// extraWords marks the words of a question about a service on the day
// that are accounted for beside a firm yes: the question's own words, the
// words of extraRules and of the tags on them. Any other word ("not",
// "nobody") still has to be placed.
func extraWords(c clause) []bool {
	out := make([]bool, len(c.toks))
	for i, t := range c.toks {
		out[i] = questionWords[t.w] || questionAux[t.w] || questionSubjects[t.w] || questionLeads[t.w] || extraVocab[t.w]
	}
	return out
}

// extraVocab are the words of extraRules and followTags, and the few that
// go with them: "as well", "for the balance", "happy to pay".
var extraVocab = func() map[string]bool {
	out := words(`the a an my our your it them that this one ones as well too also away possible ok okay alright
		fine doable something for with by please though driver drivers courier men team old existing current
		or need needs sort sorting myself yourselves lol already day on delivery else like`)
	for _, r := range extraRules {
		for _, alts := range r.pat {
			for _, w := range alts {
				if w != "*" && w != "^" && w != "$" {
					out[w] = true
				}
			}
		}
	}
	for _, tag := range followTags {
		for _, w := range strings.Fields(tag) {
			out[w] = true
		}
	}
	return out
}()

// extraQuestion reports clause ci as a question for a service on the day
// that is not a delivery instruction: one asked ("do you take card?"), a
// request asked about again ("could you take the old one away? is that
// possible"), or the tag itself. A request on its own ("could they take
// the packaging away please") is also an instruction, kept in the notes.
func (rd *reading) extraQuestion(ci int) bool {
	c := rd.clauses[ci]
	if rd.followTag(ci) || asks(c) && dayNamed(c) || negativeAsk(c.toks) && (anyWord(c.toks, leaveVerbs) || anyWord(c.toks, words(`put post pop stick place`))) {
		return true // "do you deliver on weekends? Tuesday's no good", "can't they just leave it?"
	}
	if !asking(c) || !extraAsked(c) {
		return false
	}
	return !rd.request(ci) || ci+1 < len(rd.clauses) && rd.followTag(ci+1) || rd.serviceAsked(ci) // extraasked.go
}

// dayNamed reports a clause that names a day or a week: a question with
// one asks when, it tells the driver nothing.
func dayNamed(c clause) bool {
	for _, t := range c.toks {
		if weekdayOrMonth(t.w) || t.w == "weekend" || t.w == "weekends" || t.w == "week" || t.w == "tomorrow" {
			return true
		}
	}
	return false
}

// negativeAsk reports a question that opens with a modal and "not":
// "can't they just leave it in the porch?", "couldn't you leave it with
// next door?". Asking why it cannot be left, it does not tell the driver
// where to leave it.
func negativeAsk(ts []token) bool {
	return len(ts) > 1 && (ts[0].w == "can" || ts[0].w == "could" || ts[0].w == "would" || ts[0].w == "will") &&
		(ts[1].w == "not" || ts[1].w == "cannot") || len(ts) > 0 && ts[0].w == "cannot"
}
