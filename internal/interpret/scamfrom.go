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
	if !asking(c) || len(ts) < 3 || ts[0].w != "is" && ts[0].w != "was" || ts[1].w != "this" && ts[1].w != "it" && ts[1].w != "that" {
		return false
	}
	switch {
	case len(ts) >= 4 && ts[2].w == "from":
	case rd.senderName(ts[2]) && rd.senderOnly(ts[2:]):
		// "is this actually Acme?": the sender named, without "from"
	default:
		return false
	}
	for _, t := range rd.all {
		if t.start >= ts[1].end && t.end <= ts[2].start && doubtFillers[t.w] {
			return true // "is this actually from Acme?"
		}
	}
	for i, o := range rd.clauses {
		if i != ci && !asking(o) && (askedWhy(o) && containsAny(o.toks, wariness) || distrust(o)) {
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

// howKnow reports the word at i as the knowing of a question whether the
// message is genuine: "how do I know this isn't a scam?", "how can we
// check it's real?". It asks how, and makes the yes wait on nothing.
func howKnow(ts []token, i int) bool {
	w := ts[i].w
	if w != "know" && w != "check" && w != "tell" || i < 3 {
		return false
	}
	return (ts[i-1].w == "i" || ts[i-1].w == "we") && (ts[i-2].w == "do" || ts[i-2].w == "can") && ts[i-3].w == "how"
}

// scamNot reports the "not" at i of a question whether the message is
// genuine: "is this not a scam?", "how do I know this isn't fake?".
func scamNot(ts []token, i int) bool {
	if ts[i].w != "not" {
		return false
	}
	for _, t := range ts[i+1 : min(i+4, len(ts))] {
		if scamNamed[t.w] || t.w == "legit" || t.w == "genuine" || t.w == "real" {
			return true
		}
	}
	return false
}

// distrust reports a clause that says the customer does not trust the
// message: "I don't trust it". Beside a firm yes it makes the question of
// the sender a doubt (scam), and as it may keep the door shut, the reply
// is asked about (yesquestion.go).
func distrust(c clause) bool {
	return (containsWord(c.toks, "trust") || containsWord(c.toks, "trusting")) && (containsWord(c.toks, "not") || containsWord(c.toks, "never"))
}

// senderOnly reports words that are all the sender's name: "Acme", "Acme
// Home".
func (rd *reading) senderOnly(ts []token) bool {
	for _, t := range ts {
		if !rd.senderName(t) {
			return false
		}
	}
	return true
}
