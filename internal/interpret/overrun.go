package interpret

// Whether the delivery may run past the window is a question about the
// window, not a request for another time: "is it definitely 8 till 12 or
// could it run later?", "might it run over?", "could they be running
// late?". "Could they come later?" and "can it be later?" still ask for
// another time.

// runWords say the delivery runs on: "run later", "running late", "run
// over".
var runWords = words(`run runs running overrun overrunning`)

// overrun reports "later", "earlier" or "sooner" at ts[i] said of the
// delivery running on: "could it run later", "running a bit later".
func overrun(ts []token, i int) bool {
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		if runWords[ts[k].w] {
			return true
		}
		if w := ts[k].w; w != "a" && w != "bit" && w != "little" && w != "any" && w != "much" {
			return false
		}
	}
	return false
}
