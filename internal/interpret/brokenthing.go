package interpret

// A thing of the home that "does not work" is out of order, not off work:
// "the intercom does not work", "the doorbell isn't working", "buzzer
// not working" say nothing of anyone being in, so they are not read as
// "I'm not working" (which would be a yes).

// brokenThing reports the work word w at the end of a verb chain whose
// subject, ending at ts[k], is a thing: "the intercom doesn't work".
func brokenThing(ts []token, k int, w string) bool {
	if w != "work" && w != "working" && w != "works" {
		return false
	}
	if k < 0 {
		return false
	}
	x := ts[k].w
	return accessNouns[x] || thingWord(x) || propertyWord(x) || bellWords[x] || entryWays[x] || x == "it" || x == "thing" || x == "lift" || x == "elevator" || x == "lock" || x == "phone" || x == "bell"
}
