package interpret

// A firm yes with a question often comes with why it is asked: "who is
// this? I've got a few deliveries coming this week", "is it the grey sofa
// or the armchair? ordered both", "is it the morning or afternoon? can't
// remember what I picked", "will there be two of you? it's going up to
// the first floor". Such a clause says only that the customer has other
// orders, or has forgotten which, or how high it goes, so it may stand
// beside the
// question of a firm yes (yesquestion.go); any word outside askContext
// (a day, an absence, a hedge) keeps the reply asked about.

// askContext are the words of a clause that only says why a question is
// asked.
var askContext = words(`i i'm we we're ive weve have has had got getting get a an the few couple several some
	lots loads lot load bunch number of other more multiple two 2 three 3 both all different
	deliveries delivery parcels parcel packages package things thing orders order items item bits stuff
	boxes coming due arriving expected expecting on way this week at moment minute currently
	from different places companies shops sites people ordered order bought purchased picked chose chosen
	booked selected went for can cannot cant not do don't dont remember recall forgot forgotten which what
	when time i've we've with you which one ones sure smile lol haha oops
	it it's its is going up to first second third top floor upstairs stairs staircase narrow quite very steep
	there there's no lift flat we're are i'm am on recognise recognize recognised number
	scam spam fake dodgy fraud texts text messages message calls emails lately recently recent these days weird
	scams scammers phishing bit abit little wary cautious careful nervous suspicious of about and`)

// askContextNeed are the words one of which such a clause must have, so
// that "yes" or "I have" alone is not read as one.
var askContextNeed = words(`deliveries parcels packages things orders items bits stuff boxes ordered bought purchased
	picked chose chosen booked selected remember recall forgot forgotten both
	floor upstairs stairs staircase steep lift recognise recognize recognised scam spam fake dodgy fraud
	scams scammers phishing wary cautious suspicious`)

// askedWhy reports clause c, beside a question, as only saying why it is
// asked.
func askedWhy(c clause) bool {
	if asking(c) || len(c.toks) == 0 {
		return false
	}
	if windowRemark(c) || unexpectedMessage(c) {
		return true // "4 hours is a long time" (windowremark.go)
	}
	need := false
	for _, t := range c.toks {
		if !askContext[t.w] {
			return false
		}
		need = need || askContextNeed[t.w]
	}
	return need
}

// partEitherAsked reports a reply whose only parts of the day are asked
// about as either one or the other, one of them the booked one: "is it
// the morning or afternoon?" asks which it is, and asks for neither.
func (rd *reading) partEitherAsked() bool {
	var parts []slotRef
	for _, r := range rd.rs {
		if r.neg {
			continue
		}
		if r.kind != refPart {
			return false
		}
		parts = append(parts, r)
	}
	if len(parts) != 2 || parts[0].clause != parts[1].clause || !(parts[0].booked || parts[1].booked) {
		return false
	}
	c := rd.clauses[parts[0].clause]
	if !asking(c) || parts[1].pos <= parts[0].last {
		return false
	}
	between := c.toks[parts[0].last+1 : parts[1].pos]
	return len(between) >= 1 && len(between) <= 3 && between[0].w == "or"
}

// carryWords are the words of how high or hard the way in is.
var carryWords = words(`floor upstairs stairs staircase steep lift`)

// carryWhy reports clause ci, beside a question about carrying it, as
// saying how high or hard the way in is ("it's going up to the first
// floor", "there's no lift"): the driver needs it, so it is kept in the
// notes whole.
func (rd *reading) carryWhy(ci int) (int, bool) {
	c := rd.clauses[ci]
	if !askedWhyOf(c, QuestionCarry) || !anyWord(c.toks, carryWords) {
		return 0, false
	}
	for _, o := range rd.clauses {
		if asking(o) && questionKind(o) == QuestionCarry {
			return 0, true
		}
	}
	return 0, false
}

// habitAsked reports the word at i as one of habitWords (vetodriver.go)
// asking how the drivers go about it, in a question about the time: "what
// time do they usually turn up?", "when do they normally come?". There it
// doubts nothing the customer says. It must be inside a question
// about when they come: a question word, then "do", "does" or "will"
// before it in the same clause.
func habitAsked(s sentence, i int) bool {
	if !habitWords[s.toks[i].w] {
		return false
	}
	aux := false
	for j := i - 1; j >= 0 && s.clause[j] == s.clause[i]; j-- {
		switch w := s.toks[j].w; {
		case w == "do" || w == "does" || w == "will" || w == "would":
			aux = true
		case w == "what" || w == "when" || w == "how":
			return aux
		}
	}
	return false
}

// runOnEnds are the words a run-on "is it ..." may follow on a call: the
// end of saying someone is in, or a pause.
var runOnEnds = words(`in home there here er erm um uh fine`)

// runOnIsQuestion finds, in a confirmation with no question mark, on a
// call or in a text, a question run on with "is it", "is that" or "is
// this" ("yes I'll be in is it just the sofa or the footstool as well",
// "i'm in is that for the sofa", "yes that's fine is it the sofa bed or the
// sofa") that the booking answers, and returns its kind. It names the
// question only; the confirmation was read without it.
func (rd *reading) runOnIsQuestion() Question {
	for _, c := range rd.clauses {
		ts := c.toks
		for k := 1; k+1 < len(ts); k++ {
			if runOnDo(ts, k) {
				if q := questionKind(clause{toks: ts[k:]}); answerable[q] {
					return q // "yes i will be in do i need to be in the whole four hours"
				}
			}
			if ts[k].w != "is" || !runOnEnds[ts[k-1].w] || ts[k+1].w != "it" && ts[k+1].w != "that" && ts[k+1].w != "this" {
				continue
			}
			if q := questionKind(clause{toks: ts[k:]}); answerable[q] {
				return q
			}
		}
	}
	return QuestionNone
}
