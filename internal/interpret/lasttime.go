package interpret

// A story of the last delivery beside a firm yes for this one: "yes I'm
// in, I was in last time too and no one came", "last time they never came
// so I hope they turn up", "the last two deliveries never showed up". The
// guarded words of such a clause ("was", "never", "not") and "last" count
// only where the clause names a time gone ("last time", "the last
// delivery", "the last two deliveries"), says nothing of what will be
// ("will", "going", "tomorrow"), holds no other past word of being away,
// and another clause says someone will be in. "yes I was in last time",
// "last time I was out" and "I won't wait in this time" stay asked about.

// lastTimeSpans follow "last" to name a delivery gone: "last time", "the
// last two deliveries".
var lastTimeSpans = words(`time delivery deliveries attempt attempts order week`)

// lastTimeGuarded are the words the story may hold that are otherwise
// guarded or unplaced.
var lastTimeGuarded = words(`was were never not last`)

// lastTimeShow are what the van did not do: "never came", "didn't turn up".
var lastTimeShow = words(`came come turned turn showed show arrived arrive bothered knocked rang called`)

// lastTimeAside reports ts[i], in clause ci, as part of a story of the last
// delivery beside someone in.
func (rd *reading) lastTimeAside(ci int, ts []token, i int) bool {
	shown := lastTimeShow[ts[i].w] && i > 0 && (ts[i-1].w == "never" || ts[i-1].w == "not" || ts[i-1].w == "nobody")
	if !lastTimeGuarded[ts[i].w] && !shown || !lastTimeStory(ts) || !rd.inElsewhere(ci) {
		return false
	}
	if shown {
		return true // "the last delivery never arrived"
	}
	switch ts[i].w {
	case "was", "were":
		// "I was in last time": being in then, nothing else
		return i+1 < len(ts) && (ts[i+1].w == "in" || ts[i+1].w == "home" || ts[i+1].w == "here" || ts[i+1].w == "waiting")
	case "never", "not":
		// "they never came", "it did not turn up"
		return i+1 < len(ts) && lastTimeShow[ts[i+1].w]
	}
	return true // "last"
}

// lastTimeStory reports a clause naming a delivery gone, with no word of
// what will be: "last time nobody turned up".
func lastTimeStory(ts []token) bool {
	story := false
	for k, t := range ts {
		if storyFuture[t.w] || t.w == "this" || t.w == "out" || t.w == "away" {
			return false // "I won't wait in this time", "last time I was out"
		}
		if t.w != "last" {
			continue
		}
		for j := k + 1; j < len(ts) && j <= k+2; j++ {
			if lastTimeSpans[ts[j].w] {
				story = true
			}
		}
	}
	return story
}
