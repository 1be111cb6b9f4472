package interpret

import "strings"

// spokenSurname reports the word ts[k], closing its clause, as the surname
// after a given name said in answer to whose name it is: "her name's
// angela price", "his name is er david david wood". On a call nothing is
// written with a capital, and a surname is often a word too ("price",
// "wood", "walker"); after "her name is" and a given name (said once, or
// twice as a speaker restarts it), the clause's last word is the rest of
// the name when it is itself a name of the lists, as so many surnames are,
// unless it is a word that cannot be one here: a time or a day, a number,
// a pronoun, an auxiliary, a hedge, a place or a word of being in or away
// ("her name's angela too", "his name is tom tuesday"). A word that is no
// name at all ("ill", "asleep") never is.
func spokenSurname(ts []token, start, k int) bool {
	if k != len(ts)-1 || k-start > 2 {
		return false
	}
	first := ts[start]
	if !firstNames[first.w] && !(givenNames[first.w] && startsUpper(first.raw)) && !first.name {
		return false
	}
	for _, t := range ts[start+1 : k] {
		if t.w != first.w {
			return false // "angela mary price": three words are read as written
		}
	}
	t := ts[k]
	w := t.w
	if len(w) < 3 || !isLetters(strings.ReplaceAll(w, "'", "")) || t.fixed || t.start == ts[k-1].start {
		return false
	}
	if !givenNames[w] {
		return false // a word that is no name at all ("ill", "asleep") is never a surname here
	}
	if nameStop[w] || relations[w] != "" || titles[w] || weekdayOrMonth(w) || numberLike(w) || partsOfDay[w] ||
		auxWords[w] || determiners[w] || selfWords[w] || someoneWords[w] || presenceWords[w] || absenceWords[w] ||
		inFollows[w] || hedges[w] || softHedges[w] || signVerbs[w] || yesWords[w] || signOffs[w] || placeWords[w] ||
		nameBreakWords[w] || strings.HasSuffix(w, "ly") {
		return false
	}
	return true
}

// nameBreakWords join or qualify a clause and never close a name: "his
// name's david unless", "her name's jo but".
var nameBreakWords = words(`unless if when whenever while but and or so because cos since till until though
	although either neither nor except`)

// namedLater finds a name given on its own: "her name is Linda", "he's
// called Keith".
func (rd *reading) namedLater() []token {
	for _, c := range rd.clauses {
		ts := c.toks
		for i, t := range ts {
			if t.w != "name" && t.w != "names" && t.w != "called" && t.w != "named" {
				continue
			}
			j := i + 1
			if j < len(ts) && ts[j].w == "is" {
				j++
			}
			var p person
			if k := p.takeName(ts, j, false, slotOnly); k > j {
				if spokenSurname(ts, j, k) {
					p.name = append(p.name, ts[k]) // "her name's angela price": spokensurname.go
				}
				return p.name
			}
		}
	}
	return nil
}
