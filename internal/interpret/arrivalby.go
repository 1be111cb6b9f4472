package interpret

// Arriving by an hour. "I'm in by 12", "home by 10", "I'll be there by
// 11" put the customer's arrival at the hour, so they are out until then:
// the window is cut at its start, not at its end as "till 12" would cut
// it. An arrival by the window's opening ("in by 8 at the latest", "home
// by 7") leaves the window whole. An arrival owed to someone else ("I
// need to be in by 10", "have to be home by 9") may be at work or at
// home, and an arrival offered ("I can be in by 10") is no firm absence:
// both are read as before, narrowing the window, and are asked about.

// arriveWords are the words of being in before "by" that make it an
// arrival: "in by", "home by", "there by".
var arriveWords = words(`in home here there around`)

// arriveDuties before an arrival make it owed or offered, not said: "need
// to be in by 10", "have to be home by 9", "I can be in by 10".
var arriveDuties = words(`need needs needed have has had got gotta must supposed meant can could able`)

// arrivalBy reports the "by" at ts[k] as an arrival at an hour: "I'm in
// by 12", "home by 10".
func arrivalBy(ts []token, k int) bool {
	if ts[k].w != "by" || k == 0 || !arriveWords[ts[k-1].w] {
		return false
	}
	for _, t := range ts[:k] {
		if arriveDuties[t.w] {
			return false
		}
	}
	return true
}

// inAtHour reports "in" or "there" just after a form of "be", a yes or
// nothing, and just before "at" or "for": "I'll be in at 11", "we're
// there at 10", "yes in for 10", which put the customer in from the hour,
// as "home at 11" does. "In a meeting at 10" and "in at the flat" are not
// one.
func inAtHour(ts []token, i int) bool {
	if w := ts[i].w; w != "in" && w != "there" || i+1 >= len(ts) || ts[i+1].w != "at" && ts[i+1].w != "for" {
		return false
	}
	if i == 0 {
		return true // "in for 10"
	}
	p := ts[i-1].w
	return beForms[p] || p == "m" || p == "re" || yesWords[p]
}
