package interpret

// A laugh at one's own story. A laughing emoji beside a yes undercuts it
// ("yes I'll be in 😂", "definitely 🤣"), and is read as irony. But a laugh
// that closes a clause telling something of the home or the order ("been
// waiting 10 weeks for this sofa 😂", "I've sold the old sofa already 😂",
// "I work from home 😂") laughs at that story, not at the yes: it is no
// irony, and it is accounted for like a smile. Only the laughing emoji are
// read so (an eye-roll or a groan stays irony wherever it stands), and the
// clause it closes must hold a word of the home, the order, the wait for it
// or the household; a laugh after a bare yes, a name or a stock phrase
// ("said no one ever 😂") is still irony, and every other irony rule
// ("like last time", "for once") still reads the reply.

// laughEmoji are the emoji of a laugh; each is read as the word "ironic".
var laughEmoji = map[string]bool{"😂": true, "🤣": true, "😆": true}

// storyClasses are the classes of accounted.txt whose words tell a story of
// the home or the order.
var storyClasses = map[string]bool{"fittings": true, "order": true, "rooms": true, "pets": true}

// storyWords tell of the wait for the order, the messages about it or why
// the household is in.
var storyWords = words(`week weeks month months ages years forever finally delayed messages texts reminders emails calls
	wfh retired maternity paternity baby babies twins toddler newborn knock knocking carpet carpets seater telly
	floors bungalow cottage maisonette beanbag beanbags deckchair deckchairs cushions airbed satonseat`)

// notStory are words of the story classes too slight to carry a story.
var notStory = words(`it its stuff things thing one ones two new old delivery delivering goods purchase`)

// storyLaugh reports a laughing emoji that closes a clause telling a story:
// prev are the words of its clause before it.
func storyLaugh(laugh token, prev []token) bool {
	if laugh.w != "ironic" || !laughEmoji[laugh.raw] {
		return false
	}
	if n := len(prev); n > 0 && (yesWords[prev[n-1].w] || accounted.words[prev[n-1].w] == "yes") {
		return false // "yeah right 😂", "definitely 😂": the laugh is at the yes
	}
	for _, t := range prev {
		if t.w == "ironic" || notStory[t.w] || yesWords[t.w] || accounted.words[t.w] == "yes" {
			continue
		}
		if storyWords[t.w] || storyClasses[accounted.words[t.w]] {
			return true
		}
	}
	return personLaugh(prev) // laughperson.go
}

// storyLaughAt reports a story laugh at s.toks[i], reading the words of its
// clause before it.
func storyLaughAt(s sentence, i int) bool {
	j := i
	for j > 0 && s.clause[j-1] == s.clause[i] {
		j--
	}
	if storyLaugh(s.toks[i], s.toks[j:i]) {
		return true
	}
	// the story told in an earlier clause of the sentence: "been waiting 6
	// weeks for this sofa, I'm sat on a beanbag 😂"; a yes just before the
	// laugh still undercuts it
	return j > 0 && storyLaugh(s.toks[i], s.toks[:i])
}

// makeshiftWords are the seats and beds a household awaiting its order
// makes do with.
var makeshiftWords = words(`beanbag beanbags airbed airbeds deckchair deckchairs cushions floor`)

// makeshiftSeat reports "on a beanbag", "on the floor" at ts[i]: what
// "sat" is said to be sat on while the order is awaited.
func makeshiftSeat(ts []token, i int) bool {
	if i >= len(ts) || ts[i].w != "on" {
		return false
	}
	for k := i + 1; k < len(ts) && k <= i+3 && !ts[k].isBreak(); k++ {
		if makeshiftWords[ts[k].w] {
			return true
		}
	}
	return false
}
