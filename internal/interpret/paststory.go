package interpret

// A presence told of a past delivery is not one for this: "waited in all
// morning last time", "in all day last time and nobody came", "waiting
// all morning last time lol" complain of the last delivery and say nothing
// of Tuesday, so they are never confirmed. The clause must hold both a
// word of the past ("last time", "last week", "yesterday", "the other
// day", "waited", "stayed") and one of being in, and no word of what will
// be ("will", "going", "tomorrow"): "yes I'll be in, last time the driver
// couldn't find us so ring first" tells of the past but of no one being in,
// and stays an instruction. Beside a presence said of this delivery ("yes
// I'll be home, I waited in last time") the story is an aside.

const pastStoryWhat = "tells of a past delivery, not of this one"

// storyMarks say a clause tells of the past.
var storyMarks = words(`yesterday previously waited stayed sat`)

// storyPresence are the words of being in a past story may hold.
var storyPresence = words(`in home there here around indoors inside waiting waited stayed sat`)

// storyFuture say a clause tells of what will be.
var storyFuture = words(`will shall going gonna tomorrow tuesday`)

// pastStory reports the clause of s holding word i as a presence told of
// the past, and where the clause ends.
func pastStory(s sentence, i int) (int, bool) {
	if i > 0 && s.clause[i-1] == s.clause[i] {
		return 0, false // read once, from the clause's first word
	}
	e := i
	past, in, future := false, false, false
	for e < len(s.toks) && s.clause[e] == s.clause[i] {
		w := s.toks[e].w
		past = past || storyMarks[w] || e+1 < len(s.toks) && (w == "last" || w == "other") && storySpans[s.toks[e+1].w]
		in = in || storyPresence[w]
		future = future || storyFuture[w]
		e++
	}
	return e, past && in && !future
}

// storySpans follow "last" or "the other" to name a time gone: "last time",
// "last week", "the other day".
var storySpans = words(`time week month delivery order day year`)
