package interpret

// bareLeads may open a clause that then only names someone: "it'll be my
// son", "ask for Tom".
var bareLeads = words(`it is will be would that ask for try only probably just instead`)

// writerRelation reports "it's her son", "this is his wife": the person
// at ts[at] is the customer's relation, said with "is", so the writer says
// who they are; it says nothing of who will be in. "It'll be her son" is
// still a signer.
func writerRelation(ts []token, at int) bool {
	return at > 0 && ts[at-1].w == "is" && (ts[at].w == "her" || ts[at].w == "his")
}

// notMe are words that turn the customer away before naming someone else:
// "not me, my wife".
var notMe = words(`not me myself us i am no`)

// bareFrame reads a clause that is nothing but a person: "my wife Sarah",
// "Mrs Patel next door", "it'll be Tom".
func bareFrame(ts []token) (frame, bool) {
	var p person
	ok, at := false, 0
	for i := 0; i < len(ts) && !ok; i++ {
		// after "it'll be", only a name or a person can stand
		slot := slotFree
		if i > 0 && ts[i-1].w == "be" {
			slot = slotOnly
		}
		p, ok = parsePerson(ts, i, slot)
		ok = ok && p.j == len(ts)
		at = i
		// words before the person may only lead in: "it'll be", "not me"
		if !bareLeads[ts[i].w] && !notMe[ts[i].w] {
			break
		}
	}
	if !ok || writerRelation(ts, at) {
		return frame{}, false
	}
	switch p.kind {
	case pOther:
		// a lone unknown word is a name only if it looks like one
		if p.relation == "" && p.title == "" && p.place == "" && len(p.name) > 0 && !looksLikeName(p.name) {
			return frame{}, false
		}
		return frame{who: p, bare: true}, true
	case pSelf, pSomeone, pNobody:
		return frame{who: p, bare: true, absent: p.kind == pNobody}, true
	}
	return frame{}, false
}
