package interpret

// Another person who comes to the home at an hour in the window, beside
// the customer firmly in: "my carer comes at 9 but I'll be in all
// morning", "the nurse comes at 10 but I'm here throughout". The hour is
// the visitor's, not the customer's, like "she leaves at 10" (veto.go).
// Without the customer firmly in ("my carer comes at 9", "my carer comes
// at 9 and takes me out") the hour still cuts the window, and so it does
// when being in is bounded by the visit ("I'll be in until she arrives",
// "till then").

// visitVerbs say someone comes to the home.
var visitVerbs = words(`comes arrives visits calls pops gets`)

// otherComesIn reports a clause that opens with another person who comes:
// "my carer comes at 9".
func otherComesIn(ts []token) bool {
	i := 0
	for i < len(ts) && noteLeads[ts[i].w] {
		i++
	}
	if i+1 < len(ts) && ts[i].w == "the" && relations[ts[i+1].w] != "" {
		i++ // "the nurse comes at 10"
	}
	p, ok := parsePerson(ts, i, slotOnly)
	if !ok || p.kind != pOther || p.j >= len(ts) || !visitVerbs[ts[p.j].w] {
		return false
	}
	for _, t := range ts[p.j:] {
		if selfWords[t.w] || leaveVerbs[t.w] || t.w == "out" || t.w == "takes" {
			return false // "my carer comes at 9 and takes me out"
		}
	}
	return true
}

// visitBounds bound being in by another's coming or going.
var visitBounds = words(`till until til before after`)

// visitAfter name the visit rather than an hour after the bound.
var visitAfter = words(`then she he they the my her his we i`)

// inTillVisit reports being in bounded by a person or "then" rather than
// an hour: "I'll be in until she arrives", "in till then", "home before
// she comes". The hour of the visit is then the customer's too.
func (rd *reading) inTillVisit() bool {
	ts := rd.all // every word: "then" is not kept in rd.toks
	for i := 0; i+1 < len(ts); i++ {
		if visitBounds[ts[i].w] && visitAfter[ts[i+1].w] {
			return true
		}
	}
	return false
}
