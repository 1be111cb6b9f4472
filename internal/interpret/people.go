package interpret

import "strings"

// Who a statement is about when the words do not say it in the usual
// place: a subject after its verb, a hedge on who rather than on whether.

// invertedSubject finds the person a clause with no subject before its
// verb names elsewhere in it, above all after it, as Polish, Spanish, Romanian, Portuguese and
// Italian put it ("we wtorek odbierze moja siostra Magda": on Tuesday will
// take it my sister Magda; "o să fie acasă fratele meu Andrei"): one
// person, named by a relation or a title, not after a preposition ("with
// my husband", "at my mum's").
func invertedSubject(ts []token) (person, bool) {
	if containsWord(ts, "too") || containsWord(ts, "also") {
		return person{}, false // "tb estara mi marido": the customer, and the husband too
	}
	var found []person
	for i := 0; i < len(ts); i++ {
		w := ts[i].w
		if !determiners[w] && relations[w] == "" && !titles[w] && !nameThenRelation(ts, i) {
			continue
		}
		if i > 0 && (notNameLeads[ts[i-1].w] || placeLeads[ts[i-1].w] && ts[i-1].w != "the") {
			return person{}, false
		}
		p, ok := parsePerson(ts, i, slotOnly)
		if !ok || p.kind != pOther || p.relation == "" && p.title == "" {
			continue
		}
		if p.j < len(ts) && (auxWords[ts[p.j].w] || beForms[ts[p.j].w]) {
			return person{}, false // a statement of its own: "my son is off school"
		}
		found = append(found, p)
		i = p.j - 1
	}
	if len(found) != 1 {
		return person{}, false
	}
	return found[0], true
}

// hedgeOnWho reports a hedge about who it will be, not about whether
// anyone will be in, beside a firm statement that someone will: "should
// be me or my partner but one of us will definitely be in", "probably my
// son, either way someone will be in". The words after the hedge, to the
// end of its clause, are only people; "should be in" is about presence and
// is not excused.
func (rd *reading) hedgeOnWho(s sentence, i, e int) bool {
	k := e
	for k < len(s.toks) && s.clause[k] == s.clause[i] && (s.toks[k].w == "be" || s.toks[k].w == "it" || s.toks[k].w == "will") {
		k++
	}
	end := k
	for end < len(s.toks) && s.clause[end] == s.clause[i] {
		end++
	}
	// "not sure who yet, me or my wife": the people in the next clause
	undecided := k < end
	for _, t := range s.toks[k:end] {
		undecided = undecided && whoYet[t.w]
	}
	if undecided && end < len(s.toks) {
		k = end
		for end < len(s.toks) && s.clause[end] == s.clause[k] {
			end++
		}
	}
	if end == k {
		return false
	}
	// people only, joined by "or" and "and": "my son or me"
	ts := s.toks[k:end]
	for j := 0; j < len(ts); {
		p, ok := parsePerson(ts, j, slotOnly)
		if !ok || p.kind == pNobody || p.kind == pNone || p.j <= j {
			return false
		}
		j = p.j
		if j < len(ts) && !nameJoiners[ts[j].w] {
			return false
		}
		if j < len(ts) {
			j++
			if j == len(ts) {
				return false
			}
		}
	}
	for _, f := range rd.fs {
		a, _ := rd.clauses[f.clause].span()
		if a > s.toks[end-1].end && !f.absent && !f.hedged && !f.soft && !f.question && !f.implied && !f.bare &&
			(f.who.kind == pSomeone || f.who.kind == pSelf) {
			return true
		}
	}
	return false
}

// whoYet are the words that leave who it will be open: "not sure who
// yet", "not sure which of us".
var whoYet = words(`who which of us yet exactly`)

// whoHedges returns the words of the hedges about who it will be (see
// hedgeOnWho), by where they start in the reply.
func (rd *reading) whoHedges() map[int]bool {
	out := map[int]bool{}
	for _, s := range rd.vsents() {
		for i := range s.toks {
			for _, r := range hedgeRules {
				if e, ok := matchAt(r.pat, s, i); ok && e > i && rd.hedgeOnWho(s, i, e) {
					for k := i; k < e; k++ {
						out[s.toks[k].start] = true
					}
				}
			}
		}
	}
	return out
}

// beforeClosingName returns where a clause that ends in a name stood
// before it, when what comes before ends in an auxiliary: "my daughter
// will be, the Ana" (Portuguese "vai estar a Ana"), "but my son will
// tomasz" on a call. It returns len(ts) when the clause ends otherwise.
func beforeClosingName(ts []token) int {
	n := len(ts)
	if n < 3 || !(ts[n-1].name || firstNames[ts[n-1].w]) || ellipsisAux[ts[n-1].w] {
		return n
	}
	m := n - 1
	if ts[m-1].w == "the" || ts[m-1].w == "a" {
		m--
	}
	if m > 1 && ellipsisAux[ts[m-1].w] {
		return m
	}
	return n
}

// newSubjects open a new statement about someone already named: "he",
// "she", "her name", "they".
var newSubjects = words(`he she her his they their`)

// timeRange reports hours written as a range: "8-12", "9-1pm".
func timeRange(w string) bool {
	a, b, ok := strings.Cut(strings.TrimSuffix(strings.TrimSuffix(w, "pm"), "am"), "-")
	return ok && isDigits(a) && isDigits(b) && len(a) <= 2 && len(b) <= 2
}

// introducesWriter reports a clause that says who is writing or speaking,
// closed by "here": "it's her husband Raj here", "this is Tom here". It
// says nothing of being in on the day.
func introducesWriter(ts []token, p int) bool {
	return ts[p].w == "here" && p == len(ts)-1 && p >= 3 &&
		(ts[0].w == "it" || ts[0].w == "this") && ts[1].w == "is"
}

// comingVerbs and comingWays say someone comes to the home to do a thing:
// "coming round to", "will pop over to", "is nipping in to".
var (
	comingVerbs = words(`come coming comes pop popping pops nip nipping call calling drop dropping`)
	comingWays  = words(`round around over by across down up in back along`)
)

// comingTo returns the index before "coming round to" when it stands just
// before the verb at ts[p] ("my mum is coming round to let them in"), or p.
func comingTo(ts []token, p int) int {
	j := p - 1
	if j < 1 || ts[j].w != "to" {
		return p
	}
	j--
	if comingWays[ts[j].w] {
		j--
	}
	if j < 0 || !comingVerbs[ts[j].w] {
		return p
	}
	return j - 1
}

// doorVerbs only open the door: "my son will let you in" says he is there,
// not that he rather than the customer signs.
var doorVerbs = words(`let letting answer answering meet meeting open opening get getting gets`)

// gettingDoor reports "get the door" at ts[p]: answering it, said the
// everyday way ("my flatmate will get the door"). "get" alone is no sign
// of being there: "I'll get it delivered elsewhere".
func gettingDoor(ts []token, p int) bool {
	switch ts[p].w {
	case "get", "getting", "gets":
	default:
		return false
	}
	return p+2 < len(ts) && ts[p+1].w == "the" && ts[p+2].w == "door" ||
		p+1 < len(ts) && ts[p+1].w == "door"
}
