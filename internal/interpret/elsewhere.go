package interpret

// Somewhere else said another way: "I will be at the house of my friend",
// "I'm in the home of my mother", "I'll be at my other house" (as the other languages' glosses give
// "en casa de mi amiga", "na casa da vizinha"), and being with someone who
// lives elsewhere: "I will be with the neighbour all morning", "staying
// with friends". Neither is a yes to being in; both are asked about.

// sendVerbs send the parcel somewhere rather than the customer.
var sendVerbs = words(`put take`)

// homeWords name a home; otherHomes, before one, make it not this one:
// "I'll be at my other house", "we're at the new flat that day".
var (
	homeWords  = words(`house home place flat address cottage`)
	otherHomes = words(`other holiday second new old weekend country`)
)

// visitors are people who do not live in the customer's home.
var visitors = words(`neighbour neighbours neighbor neighbors nextdoor friend friends mate mates pal pals`)

// elsewhere reports the customer at another's home or with a neighbour or
// friend.
func (rd *reading) elsewhere() bool {
	for _, c := range rd.clauses {
		ts := c.toks
		for i := 1; i < len(ts); i++ {
			switch {
			case homeWords[ts[i].w] && i+1 < len(ts) && ts[i+1].w == "of":
				if rd.customerGoes(ts, i) {
					return true
				}
			case homeWords[ts[i].w] && otherHomes[ts[i-1].w]:
				if rd.customerGoes(ts, i) {
					return true
				}
			case ts[i].w == "with" && i+1 < len(ts):
				j := i + 1
				if j < len(ts) && (ts[j].w == "the" || ts[j].w == "my" || ts[j].w == "our" || ts[j].w == "a" || ts[j].w == "some") {
					j++
				}
				if j < len(ts) && visitors[ts[j].w] && (beForms[ts[i-1].w] || goVerbs[ts[i-1].w] && ts[i-1].w != "at") && rd.customerGoes(ts, i) {
					return true
				}
			}
		}
	}
	return false
}

// customerGoes reports a verb of being or going in the few words before
// ts[at], said of a person rather than of the parcel and not an
// instruction where to leave it ("leave it at the house of my friend").
func (rd *reading) customerGoes(ts []token, at int) bool {
	for k := at - 1; k >= 0 && k >= at-4; k-- {
		w := ts[k].w
		if leaveVerbs[w] || sendVerbs[w] || thingSubjects[w] {
			return false
		}
		if goVerbs[w] || beForms[w] {
			return k == 0 || !thingSubjects[ts[k-1].w]
		}
	}
	return false
}
