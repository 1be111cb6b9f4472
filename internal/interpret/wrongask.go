package interpret

// deniedThenAsked reports a reply that first says the order is nothing to
// do with the writer and then asks who it is for, run together as a call
// transcript writes it: "i don't know anything about a sofa who's this
// meant to be for". The statement stands; the question only follows it.
func (rd *reading) deniedThenAsked() bool {
	m := rd.wrongPerson()
	if m == nil {
		return false
	}
	ts := rd.sents[m.sent].toks
	for _, t := range ts[m.start:m.end] {
		if questionWords[t.w] {
			return false // "don't know who ...": the question is the statement's own
		}
	}
	for _, t := range ts[m.end:] {
		if questionWords[t.w] {
			return true
		}
	}
	return false
}
