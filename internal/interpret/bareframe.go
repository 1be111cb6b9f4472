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

// writerSelf reports "I'm Tom", "I am Sarah's husband": the person the
// bare clause ts names is the writer, who says who they are. Asked whether
// they will be in, that says nothing of who will be ("I'm Tom, I won't be
// in" names no signer); asked who will sign, it answers.
func writerSelf(ts []token) bool {
	for i := 0; i+1 < len(ts); i++ {
		if !bareLeads[ts[i].w] && !notMe[ts[i].w] {
			return false
		}
		if ts[i].w == "i" && ts[i+1].w == "am" {
			return true
		}
	}
	return false
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

// kinSaid reports "her husband", "his mum" at ts[k] after "I am" or "it
// is": the writer says who they are ("I'm her husband"), which no
// sentence running on after an ellipsis ("I am, her husband will too")
// reads as.
func kinSaid(ts []token, k int) bool {
	return k >= 1 && k+2 == len(ts) && (ts[k].w == "her" || ts[k].w == "his" || ts[k].w == "their") && relations[ts[k+1].w] != "" &&
		(ts[k-1].w == "am" || ts[k-1].w == "is")
}

// kinIntro reports clause ci as the writer saying only whose relation they
// are, "I'm her carer", so that a name alone after it is theirs: "I'm her
// carer, Beverley, she's away" names no signer.
func (rd *reading) kinIntro(ci int) bool {
	ts := rd.clauses[ci].toks
	n := len(ts)
	return n >= 4 && writerSelf(ts) && kinSaid(ts, n-2)
}
