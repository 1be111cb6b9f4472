package interpret

// Busy somewhere about the house is home: "I'm working up in the loft and
// won't hear the door", "working in the garden so knock loud", "busy out
// the back". The word of work or being busy is no absence when the place
// it names is part of the home; "working in town" still is.

// busyAtHome reports the absent word at ts[p] ("working", "busy", "out")
// followed in its clause by a part of the home: "in the loft", "up in the
// attic", "out the back", "in the garden".
func busyAtHome(ts []token, p int) bool {
	if !homeBusy[ts[p].w] {
		return false
	}
	for j := p + 1; j < min(len(ts), p+6); j++ {
		w := ts[j].w
		if busyHomeSpots[w] && (w != "back" || ts[j-1].w == "the") {
			return true // "out the back", never "out, back at 11"
		}
		if !homeSpotLeads[w] {
			return false
		}
	}
	return false
}

// homeBusy are the words of being occupied that a part of the home makes
// a presence.
var homeBusy = words(`working busy out pottering decorating gardening sorting clearing`)

// homeSpotLeads come between the busy word and the place: "up in the", "out
// the", "in my", "at the".
var homeSpotLeads = words(`up down in out the my our at round around on`)

// busyHomeSpots are parts of the home.
var busyHomeSpots = words(`loft attic garden backgarden back garage shed upstairs downstairs cellar basement
	kitchen bathroom bedroom study yard greenhouse extension conservatory`)

// busyAtHomeClause reports a clause busy about the house, so its words of
// work are accounted for.
func (rd *reading) busyAtHomeClause(ci int) bool {
	ts := rd.clauses[ci].toks
	for p := range ts {
		if busyAtHome(ts, p) {
			return true
		}
	}
	return false
}
