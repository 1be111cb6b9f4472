package interpret

// thingweek.go: a day rule after a word for a thing is about the thing
// ("the buzzer doesn't work"), but a week named after one is still a time:
// "I'll be home next week" asks for another week, it says nothing of the
// home.

// thingBefore reports whether the day rule matched at m follows a word for
// a thing and so speaks of the thing, not of the day. A match that names a
// week ("next week", "the week after", "following week") is a time whatever
// comes before it.
func thingBefore(s sentence, m match) bool {
	if m.start == 0 || !thingWord(s.toks[m.start-1].w) {
		return false
	}
	for _, t := range s.toks[m.start:m.end] {
		if t.w == "week" {
			return false
		}
	}
	return true
}
