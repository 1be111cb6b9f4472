package interpret

// On the call a description runs on from a firm statement of being in and
// may hold a part of the home the instruction reader meets first: "yes
// i'll be in we're on the fourth floor there's a lift", "it's the bungalow
// at the end of the lane". The note starts where the description does, not
// at the noun ("there's a lift", "the lane"): the words between are all
// words a description is made of, so nothing unknown is let in.

// runOnWhole moves the start of the instruction found in clause ci back to
// the start of the description it runs on in, when the whole run from
// there reads as a description of the home. A noun it held no verb for
// ("the red gate") had taken the clause from its first word, the being in
// with it.
func (rd *reading) runOnWhole(ci, from int) int {
	c := rd.clauses[ci]
	if runOn(c.toks, afterLeads(c.toks)) < 0 {
		return from
	}
	if d, ok := rd.description(ci); ok {
		return d // never the statement of being in before it
	}
	return from
}
