package interpret

// Beside a question about the window, a customer often says why they ask:
// "any way of narrowing it down? 4 hours is a long time", "can it be
// tighter, that's a big window". Such a clause only remarks on how long
// the window is; it says nothing of anyone being away, so it may stand
// beside the question of a firm yes (yesquestion.go) as askedWhy does. Its
// words are a closed list: a day, a part of the day, an absence or a hedge
// keeps the reply asked about.

// windowRemarkWords are the words of a clause that only remarks on the
// length of the window.
var windowRemarkWords = words(`that's thats that it's its it is are was a an the long lot big wide huge
	time wait waiting to window slot timeslot timeframe hours hour hrs 4 four 3 three 5 five 6 six
	whole entire full quite bit very really pretty though tbh tho too such`)

// windowRemarkLength are the words that say the window is long, and
// windowRemarkOf what is long: one of each must be said.
var (
	windowRemarkLength = words(`long lot big wide huge`)
	windowRemarkOf     = words(`time wait waiting window slot timeslot timeframe hours hrs`)
)

// windowRemark reports clause c as only remarking that the window is
// long: "4 hours is a long time", "that's a big window".
func windowRemark(c clause) bool {
	if asking(c) || len(c.toks) < 3 {
		return false
	}
	long, of := false, false
	for _, t := range c.toks {
		if !windowRemarkWords[t.w] {
			return false
		}
		long = long || windowRemarkLength[t.w]
		of = of || windowRemarkOf[t.w]
	}
	return long && of
}
