package interpret

// Another person who comes to the home at an hour in the window, beside
// the customer firmly in: "my carer comes at 9 but I'll be in all
// morning", "the nurse comes at 10 but I'm here throughout". The hour is
// the visitor's, not the customer's, like "she leaves at 10" (veto.go).
// Without the customer firmly in ("my carer comes at 9", "my carer comes
// at 9 and takes me out") the hour still cuts the window.

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
