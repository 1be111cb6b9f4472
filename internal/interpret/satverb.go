package interpret

import "strings"

// "Sat" is Saturday written short, and the past of "sit": "I'll be sat in
// all morning", "another morning sat waiting in for a van", "we were sat
// at home". Read as Saturday, a yes became a pick of Saturday's slot ("yes
// I'll be sat at home waiting") and a complaint a request for Saturday.
// Said of a person ("I'll be sat", "we sat") or before a word of waiting
// ("sat waiting", "sat around"), it is the verb, read as "sitting": no day
// is named, and it is a word the proof does not place, so the reply is
// asked about rather than confirmed on it (a story of sitting in last
// time must not read as a presence). Elsewhere it stays Saturday ("sat is
// best", "can you do sat", "could it be sat", "sat morning").

// satPeople are the subjects "sat" may be said of: "I'll be sat", "we
// sat", "she's sat".
var satPeople = words(`i we he she they`)

// satLinks may stand between the subject and "sat": "I'll just be sat",
// "we were sat", "we've been sat on deckchairs".
var satLinks = words(`be am is are was were been being will would shall should might may must just already still probably have has had`)

// satAfter make a preceding "sat" the verb: "sat waiting", "sat around",
// "sat indoors".
var satAfter = words(`waiting around about indoors here there down twiddling watching doing`)

// satVerbs reads "sat" as the verb where the words around it say so: a
// person before it, across forms of "be" and helping words ("I'll be
// sat", not "could it be sat"), or a word of waiting after it.
func satVerbs(ts []token) []token {
	for i := range ts {
		t := ts[i]
		if t.isBreak() || t.w != "saturday" || strings.ToLower(t.raw) != "sat" {
			continue
		}
		person := false
		for k := i - 1; k >= 0 && k >= i-4 && !ts[k].isBreak(); k-- {
			if satPeople[ts[k].w] {
				person = true
				break
			}
			if !satLinks[ts[k].w] {
				break
			}
		}
		after := i+1 < len(ts) && !ts[i+1].isBreak() && satAfter[ts[i+1].w]
		if person || after {
			ts[i].w = "sitting"
			if makeshiftSeat(ts, i+1) {
				ts[i].w = "satonseat" // "I'm sat on a beanbag" (laugh.go)
			}
		}
	}
	return ts
}
