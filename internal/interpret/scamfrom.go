package interpret

// "Is this actually from Acme?", "is this really from you?" doubt that the
// message comes from the sender it names: they ask whether it is genuine
// (scam), not who is writing. The doubting word is a filler the reading
// drops, so it is looked for among the words as written. With no such word,
// "is this from Acme?" asks the same when a clause beside it says why the
// customer is wary ("Is this from Acme? Bit wary of texts these days", "had
// a few scams lately"). Otherwise it is read as before.

// doubtFillers are the fillers that doubt what they stand in.
var doubtFillers = words(`actually really genuinely honestly definitely truly`)

// wariness are the words of a clause beside it that say why the customer
// doubts the message.
var wariness = words(`scam scams scammer scammers fraud fake phishing spam dodgy wary cautious suspicious`)

// fromDoubted reports clause ci as asking whether the message is truly from
// the sender it names.
func (rd *reading) fromDoubted(ci int) bool {
	c := rd.clauses[ci]
	ts := c.toks
	if !asking(c) || len(ts) < 4 || ts[0].w != "is" && ts[0].w != "was" || ts[1].w != "this" && ts[1].w != "it" && ts[1].w != "that" || ts[2].w != "from" {
		return false
	}
	for _, t := range rd.all {
		if t.start >= ts[1].end && t.end <= ts[2].start && doubtFillers[t.w] {
			return true // "is this actually from Acme?"
		}
	}
	for i, o := range rd.clauses {
		if i != ci && !asking(o) && askedWhy(o) && containsAny(o.toks, wariness) {
			return true // "Is this from Acme? Bit wary of texts these days"
		}
	}
	return false
}

// clauseKind is questionKind for clause ci, with a doubt of the sender named
// read as asking whether the message is genuine.
func (rd *reading) clauseKind(ci int) Question {
	k := questionKind(rd.clauses[ci])
	if (k == QuestionNone || k == QuestionSender) && rd.fromDoubted(ci) {
		return QuestionScam
	}
	return k
}
