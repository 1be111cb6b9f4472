package interpret

// A description of the way to the home may place it after a landmark on
// the road: "it's the farm track just after the church", "second lane
// after the bridge". "after" otherwise bars a description, as a time ("I'll
// be back after 2", "after the weekend"), so it counts as a place only
// before "the" or "a" and a landmark or part of the way the instruction
// lexicon names (lexicon/en/instructions.txt), never a time or a run
// ("after the school run"), nor "only after", a window.

// landmarkAfter reports the "after" at ts[i] placing the home after a landmark.
func landmarkAfter(ts []token, i int) bool {
	if ts[i].w != "after" || i == 0 || ts[i-1].w == "only" || i+2 >= len(ts) || ts[i+1].w != "the" && ts[i+1].w != "a" {
		return false
	}
	w := ts[i+2].w
	if instructionWords.words[w] == "" || timeWords[w] || weekdayOrMonth(w) {
		return false
	}
	return i+3 >= len(ts) || ts[i+3].w != "run" && !timeWords[ts[i+3].w]
}
