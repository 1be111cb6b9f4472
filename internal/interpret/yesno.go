package interpret

// yesFluff may stand around a yes word in a clause that only agrees:
// "that's fine by me", "sounds good to us".
var yesFluff = words(`that is it sounds seems be will by me us for with to all very really totally
	perfectly so much looks look would fine thats i we am both`)

// yesClause reports a clause that only agrees: "yes", "that's fine", "ok
// great", "👍".
func (rd *reading) yesClause(c clause) bool {
	if c.question {
		return false
	}
	yes := false
	for _, t := range c.toks {
		switch {
		case yesWords[t.w]:
			yes = true
		case yesFluff[t.w]:
		default:
			return rd.yesPhrase(c)
		}
	}
	return yes
}

func (rd *reading) yesPhrase(c clause) bool {
	s := sentence{toks: c.toks, clause: make([]int, len(c.toks))}
	for _, r := range yesRules {
		if _, ok := matchAt(r.pat, s, 0); ok {
			return true
		}
	}
	return false
}

// noClause reports a clause that only refuses: "no", "nope", "👎", or a
// no said with regret before it ("unfortunately no", "sadly no"): the
// regret adds nothing to the refusal, so "yes, unfortunately no" says yes
// and then no.
func (rd *reading) noClause(c clause) bool {
	if c.question || len(c.toks) == 0 {
		return false
	}
	no := false
	for _, t := range c.toks {
		switch {
		case t.w == "no" || t.w == "never":
			no = true
		case regretWords[t.w] && !no:
		default:
			return false
		}
	}
	return no
}

// regretWords may stand before the no of a clause that only refuses.
var regretWords = words(`unfortunately sadly regrettably unluckily`)

// onlyOK reports a clause that only acknowledges: "ok", "right". Before a
// question ("ok, what does that mean?") it is not a yes.
func (rd *reading) onlyOK(c clause) bool {
	for _, t := range c.toks {
		if t.w != "ok" && t.w != "right" && t.w != "alright" {
			return false
		}
	}
	return true
}

// firstYesNo returns the first clause that is a plain yes or no.
func (rd *reading) firstYesNo() (int, bool) {
	for i, c := range rd.clauses {
		if rd.yesClause(c) || rd.noClause(c) {
			return i, true
		}
	}
	return 0, false
}

// lastYesNo returns the last clause that is a plain yes or no: in "yeah
// no, that's fine" the answer is the one said last.
func (rd *reading) lastYesNo() (int, bool) {
	for i := len(rd.clauses) - 1; i >= 0; i-- {
		c := rd.clauses[i]
		if rd.yesClause(c) || rd.noClause(c) {
			return i, true
		}
	}
	return 0, false
}

// ironic reports irony anywhere in the reply.
func (rd *reading) ironic() bool {
	for _, x := range rd.facts() {
		if x.kind == factIrony {
			return true
		}
	}
	return false
}

// yesNotNo reports a reply with a yes and no no or irony in it.
func (rd *reading) yesNotNo() bool {
	if rd.ironic() {
		return false // "sure, I'll be in... in Tenerife 😂 back on the 1st"
	}
	yes := false
	for _, c := range rd.clauses {
		if rd.noClause(c) {
			return false
		}
		yes = yes || !c.question && rd.yesClause(c)
	}
	return yes
}

// defers reports a reply that puts off the answer: "text me again Monday
// and I'll confirm then" names a day to be asked on, not a day to come.
func (rd *reading) defers() bool {
	for _, x := range rd.facts() {
		if x.kind == factHedge && x.what == deferWhat {
			return true
		}
	}
	return false
}
