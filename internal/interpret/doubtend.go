package interpret

import "github.com/confirmd/confirmd/internal/confirm"

// A text that ends in a sound of doubt ("Tuesday 8-12 hmm", "yes I'll be
// in... erm") is still being thought over: what comes before it is not a
// firm answer, so it is asked about. Such sounds are dropped everywhere
// else as fillers, and on a call, where they only fill a pause, they still
// are; "hmm, yes I'll be in" settles the doubt after it.

// doubtSounds end a text that is still being thought over.
var doubtSounds = words(`hmm hm erm umm um uhm ehm`)

// trailingDoubt finds a text whose last word is a sound of doubt after
// other words.
func (rd *reading) trailingDoubt() (fact, bool) {
	if rd.in.Channel == confirm.ChannelCall {
		return fact{}, false
	}
	last, words := -1, 0
	for i, t := range rd.all {
		if t.isBreak() {
			continue
		}
		last = i
		words++
	}
	if last < 0 || words < 2 || !doubtSounds[rd.all[last].w] {
		return fact{}, false
	}
	t := rd.all[last]
	return fact{kind: factHedge, what: "ends in doubt", start: t.start, end: t.end}, true
}
