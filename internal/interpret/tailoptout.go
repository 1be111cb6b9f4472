package interpret

import (
	"strings"
	"unicode"
)

// A carrier's opt-out keyword sent as a sentence of its own after something
// else ("why are you texting me? STOP", "who is this, stop") still opts
// out: the keyword stands alone, and no other reading of a lone "stop"
// fits. Only the keywords that mean nothing else are read so: "cancel" and
// "end" alone after other words may be about the order or the call.
var tailKeywords = words(`stop stopall unsubscribe`)

// tailOptOut reports the keyword that ends text as a part of its own, set
// off from the words before it by a comma or a sentence's end.
func tailOptOut(text string) (string, bool) {
	t := strings.TrimRightFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	i := strings.LastIndexAny(t, ".?!,;\n")
	if i < 0 {
		return "", false
	}
	k, ok := optOutKeyword(t[i+1:])
	if !ok || !tailKeywords[strings.ToLower(k)] {
		return "", false
	}
	return k, true
}
