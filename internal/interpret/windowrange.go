package interpret

// The window checked as a range written with a hyphen ("is it 8-12?", "is
// that 9-1 then?") asks about the `window`, as "is it 8 till 12?" does: the
// hyphen keeps the two hours one word, which the phrases in questionLex
// cannot see inside. With am or pm ("8am-12pm") the hyphen splits the
// words and the dates read them (not handled here). Only a check of the form "is it|that|this" followed by
// the range is read so; a range said as an answer ("8-12 is fine") is not
// a question.

// rangeAfter may follow the range checked: "is it 8-12 then?", "is it
// 8-12 or later?"; any other word ("is it 1-2 people?") makes it no window.
var rangeAfter = words(`then or again yeah right still window slot`)

// rangeChecked reports a clause that checks the window by a hyphened range.
func rangeChecked(ts []token) bool {
	for k := 0; k+2 < len(ts) && k < 4; k++ {
		if (ts[k].w == "is" || ts[k].w == "was") && (ts[k+1].w == "it" || ts[k+1].w == "that" || ts[k+1].w == "this") {
			for j := k + 2; j < min(len(ts), k+5); j++ {
				if _, _, ok := hourRange(ts[j].w); ok && (j+1 == len(ts) || rangeAfter[ts[j+1].w]) { // dates.go
					return true
				}
			}
		}
	}
	return false
}
